"""Le Bog's HARD betting rule (games/lebog/cpu.py rule) at literal positions of seeded games against 4 NORMAL seats
(5 seats): who holds the most chips bets just beyond every other seat's reach, a bog is never bet all-in
against every seat, and a bog facing a richer seat opens at the least."""

from array import array

import cpu
import pytest

import games

BIG = 10**6  # a budget no decision reaches: the search runs its whole (deterministic) plan


@pytest.fixture(autouse=True)
def _strict():
    """A failed search raises instead of playing the first legal action."""
    cpu.STRICT = True
    yield
    cpu.STRICT = False


def _legal(rules, s):
    """The legal actions of s as a list."""
    buf = array("H", range(rules.MAX_LEGAL))
    return list(buf[:rules.legal_actions(s, buf)])


# (seat, state as hex, HARD's action) at positions of seeded games where NORMAL's search did otherwise
LEBOG_RULE_BETS = (
    (4,  # a double bog with 48, every other seat still in holds 46 at most: bets 47 (they must go away), not 48
     "cd7b0000fff6de0705320a0001040001ffff000000002e002e002e002e0030000000000000000000000000000000000000000000"
     "00000000000000000000000202020000000000000505050505000000000002000200020002000200080000000200000000001310"
     "0402021410020000000000111102141310120200000000001310141411141113000000000012131212121011ffff000000000000"
     "0000000000000000ff0000ff0000ff0000ff0000ff0000001900000000000000",
     256 + 47),
    (1,  # a bog with 12 chips, nobody in yet, a seat holding 98 still to speak: opens at 3 (it went away before)
     "001f0000687d2cab05320a0001010402ffff0000000025000c0027002c0062000000000000000000000000000000000000000000"
     "00000000000000000000020000000000000000000505050505000000000004000400020004000200040000001200000000001211"
     "1102020310110000000000131314021213140200000000000211141013101310000000000012101412021114ffff000000000000"
     "0000000000000000ff0000ff0000ff0000ff0000ff0000000000000000000000",
     256 + 3),
    (1,  # a bog with 48 against four seats still in, none richer, the Bog holds 2: bets 3 (the Bog's size, at
         # least 3), not a third of its chips plus the Bog (18), nor all it holds
     "abb90000bf427e6705320a0001010001ffff000000002e0030003000300030000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000505050505000000000002000200020002000200020000001400000000001312"
     "1012021412110000000000121002141310111100000000000211111314100212000000000010131413030202ffff000000000000"
     "0000000000000000ff0000ff0000ff0000ff0000ff0000000000000000000000",
     256 + 3),
    (3,  # a brelan of jacks facing 33: all it holds (48)
     "02000000c9dd2da105320a0001030401ffff21000000290025000f00300030000000000000000000000007000b00210000000000"
     "00000000000000000000000001000000000000000505050505000000000002000200020002000000350000001000000000001111"
     "1014131214100000000000141102141302100200000000001312141112131102000000000010121202130302ffff000002000000"
     "0000000000000000ff0000ff0000ff0000ff0000ff0000000000000000000000",
     304),
    (3,  # a mitsi, nobody in yet: all it holds (30), though a seat still to speak holds 186 and could raise it
         # out (going away there, as a bog still does, won 29 of 200 fresh games against 4 Normal, betting 43)
     "04000000469451ff05320a0001030202ffff000000000100ba0014001e0001000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000505050505000000000002000200020002000200020000001000000000001012"
     "1413131411120000000000141011021402021300000000001112131312020204000000000012111002101411ffff000000000000"
     "0000000000000000ff0000ff0000ff0000ff0000ff0000000000000000000000",
     286),
    (2,  # no combination facing 48 (it holds 106): away
     "050000000b25f10105320a0001020002ffff300000001300000051000e0024000000000000000000000000000000190030000000"
     "00000000000000000000020200010200000000000505050505000000000004000400040004000400500000001200000000001213"
     "1413121213140000000000100211021402141400000000001313101110110211000000000002121104100210ffff000000000000"
     "0000000000000000ff0000ff0000ff0000ff0000ff0000000000000000000000",
     129),
)


@pytest.mark.parametrize(("seat", "state", "action"), LEBOG_RULE_BETS,
                         ids=("most-chips", "richer-seat", "bog-size", "brelan", "mitsi", "hopeless"))
def test_lebog_hard_bets_by_chips_and_pot(seat, state, action):
    """HARD takes the rule's bet at each position whatever the seed (all it holds with a brelan or a mitsi, away
    without a combination); NORMAL (the search alone) does otherwise."""
    rules = games.load_rules("lebog")
    s = bytearray.fromhex(state)
    rules.check(s)
    assert rules.current_player(s) == seat and action in _legal(rules, s)
    v = rules.view(s, seat)
    assert cpu.choose(rules, v, seat, cpu.NORMAL, 1, BIG) != action
    for seed in (1, 2, 3):
        assert cpu.choose(rules, v, seat, cpu.HARD, seed, BIG) == action


def test_lebog_hard_bets_beyond_the_richest_other_seat_only():
    """Holding the most, HARD's bet is one chip more than the richest seat still in could bet, never all it holds,
    and every seat still in can then only go away."""
    rules = games.load_rules("lebog")
    seat, state, action = LEBOG_RULE_BETS[0][:3]
    s = bytearray.fromhex(state)
    act = cpu.choose(rules, rules.view(s, seat), seat, cpu.HARD, 1, BIG)
    most = max(rules.reach(s, p) for p in range(5) if p != seat and s[rules._P_STATUS + p] != rules._ST_AWAY)
    assert act - rules._A_BET == most + 1 < rules.reach(s, seat)
    rules.apply(s, act)
    while s[rules._P_PHASE] == rules._PH_BET:
        assert _legal(rules, s) == [rules._A_AWAY]
        rules.apply(s, rules._A_AWAY)
    assert s[rules._P_R_BOG] == seat
