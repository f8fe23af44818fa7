"""Scenario tests of the Bunny Boom rules (games/bunnyboom/rules.py), one literal state per rule.

Card ids are the module's (0-77; purple 0-38). Spaces: row * 3 + distance, rows L R U D. States
are built with tests_host/bunnyboom_build.py; the cards a test relies on are pinned in test_cards_used.
"""

import os

import pytest
from bunnyboom_build import EFFECT, FAMILY, PASSAGE, RIVER, VALUE, build, has_wave, in_game, is_closed, out, show

from games.bunnyboom import core
from games.bunnyboom import rules as R
from games.bunnyboom.cards import CARD_COUNT, MAYOR
from games.bunnyboom.cards import JOKER as JOKER_FAMILY

# cards used below (purple): see test_cards_used
IGNORE_W = 16   # B2 Free, wave, no river effect
MINUS = 1       # B2 -1 and river
GIVE = 2        # C2 Give
RBB = 3         # A2 River Bunny Boom
CARROT = 6      # A3 Carrot
RENEW = 10      # E2 Renew
PLUS = 18       # C1 +1 and river
BURROW = 19     # B3 Burrow (variant)
SKIP = 13       # F2 Skip
BB = 14         # D2 Bunny Boom
CENTRE_W = 15   # E3 Centre, wave
FOX = 22        # E3 Fox (variant)
MEGA = 31       # F4 Mega Bunny Boom
CENTRE = 26     # A2 Centre
MAYOR2, MAYOR3, JOKER = 36, 37, 38
R_PLACE, R_GIVE, R_SWAP, R_DOWN, R_PASS, R_BOOM = 4, 0, 9, 5, 7, 11   # river cards by river effect
NO_RIVER = (20, 27, 32)  # cards without a river effect
FILL = (8, 17, 21, 23, 35, 34, 33, 32, 27, 20)


def legal(s):
    out = [0] * R.MAX_LEGAL
    n = R.legal_actions(s, out)
    return out[:n]


def play(s, *actions):
    """Apply actions that must be legal, checking the state after each."""
    for a in actions:
        assert a in legal(s), "action %d is not legal (legal %s) in\n%s" % (a, legal(s), show(s))
        R.apply(s, a)
        R.check(s)


def full(*tops, exclude=()):
    """A 2-player first layer: space k holds tops[k] when given, else a filler card."""
    taken = set(t for t in tops if t is not None) | set(exclude)
    fill = [c for c in FILL if c not in taken]
    village = {}
    for sp in range(6):
        village[sp] = [tops[sp] if sp < len(tops) and tops[sp] is not None else fill.pop(0)]
    return village


def cc(s, card, sp):
    """(cost, closes) of playing card on space sp."""
    c = R.play_cost(s, card, sp)
    return c & 0xFF, c > 0xFF


def hand_of(s, seat):
    return sorted(c for c in range(CARD_COUNT) if s[R.P_LOC + c] == R.Z_HAND + seat)


def test_cards_used():
    """The cards these tests rely on have the effects the tests assume (the table is a reconstruction)."""
    e = [EFFECT[c] & 0x7F for c in range(CARD_COUNT)]
    assert e[IGNORE_W] == R._E_IGNORE and has_wave(IGNORE_W) and RIVER[IGNORE_W] == R._R_NONE
    assert (e[MINUS], e[GIVE], e[RBB], e[CARROT], e[RENEW], e[PLUS]) == (
        R._E_MINUS, R._E_GIVE, R._E_RBB, R._E_CARROT, R._E_RENEW, R._E_PLUS)
    assert (e[BURROW], e[SKIP], e[BB], e[CENTRE_W], e[FOX], e[MEGA], e[CENTRE]) == (
        R._E_BURROW, R._E_SKIP, R._E_BB, R._E_CENTRE, R._E_FOX, R._E_MEGA, R._E_CENTRE)
    assert has_wave(CENTRE_W) and not any(has_wave(c) for c in (MINUS, GIVE, RBB, CARROT, RENEW, PLUS,
                                                                   BURROW, SKIP, BB, MEGA, CENTRE))
    assert (FAMILY[MAYOR2], FAMILY[MAYOR3], FAMILY[JOKER]) == (MAYOR, MAYOR, JOKER_FAMILY)
    assert [RIVER[c] for c in (R_PLACE, R_GIVE, R_SWAP, R_DOWN, R_PASS, R_BOOM)] == [1, 2, 3, 4, 5, 6]
    assert all(RIVER[c] == R._R_NONE for c in NO_RIVER + (MAYOR2, MAYOR3, JOKER))


def test_card_table_counts():
    """78 cards, 39 per colour, 6 families with both colours, values 1-4, passages 1-3, every effect used."""
    assert CARD_COUNT == 78
    for lo in (0, 39):
        fams = [FAMILY[c] for c in range(lo, lo + 39)]
        assert all(fams.count(f) == 6 for f in range(6))
        assert fams.count(MAYOR) == 2 and fams.count(JOKER_FAMILY) == 1
    assert set(VALUE) == {1, 2, 3, 4} and set(PASSAGE) == {1, 2, 3}
    assert set(EFFECT[c] & 0x7F for c in range(78)) == set(range(14))
    assert set(RIVER) == set(range(7))
    assert any(has_wave(c) for c in range(78))


# --- set-up ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,options,deck_total", [
    (2, 0, 35), (2, R._O_FOX, 37), (2, R._O_BURROW, 37), (3, 0, 70), (4, 0, 70), (4, R._O_FOX | R._O_BURROW, 78)])
def test_setup(players, options, deck_total):
    """Decks per player count and variant, 3 cards each, a river of 3, 1 rabbit each, all on the centre."""
    launcher = (1 if options & R._O_FOX else 0) | (16 if options & R._O_BURROW else 0)
    s = R.new_state(players, 7, launcher)
    R.check(s)
    assert len(in_game(players, options)) == deck_total
    assert s[R.P_DECK_N] == deck_total - 3 * players - 3
    assert all(s[R.P_HAND_N + seat] == 3 for seat in range(players))
    assert all(s[R.P_RIVER + i] != R.NONE for i in range(3))
    assert [R.domain(s, seat) for seat in range(players)] == [1] * players
    assert out(s) == players
    assert [s[R.P_PAWN + seat] for seat in range(players)] == [R.CENTRE] * players
    assert s[R.P_CARROT] == R.NONE and s[R.P_BURROW] == R.NONE
    assert s[R.P_FOX] == (R.CENTRE if options & R._O_FOX else R.NONE)
    assert all(c < 39 for c in range(78) if s[R.P_LOC + c] != R._Z_OUT) == (players == 2)
    # rows in use: L R at 2 players, + U at 3, + D at 4 (one space next to the centre each)
    play(s, legal(s)[0])
    assert legal(s) == [R.A_SPACE + 3 * row for row in range(players)]


def test_options_rejected():
    with pytest.raises(ValueError):
        R.new_state(2, 1, 2)
    with pytest.raises(ValueError):
        R.new_state(5, 1, 0)


# --- placing -----------------------------------------------------------------------------------

def test_first_layer_spaces_next_to_centre_or_card_never_under_own_pawn():
    """Phase 1: empty spaces touching the centre or a card; the pawn's card is refused."""
    s = build(hands={0: [MAYOR2, MAYOR3, JOKER], 1: [20, 27, 32]}, village={0: [6]}, pawns={0: 0})
    play(s, R.A_CARD + MAYOR2)
    assert legal(s) == [R.A_SPACE + 1, R.A_SPACE + 3]  # L2 next to L1, R1 next to the centre; not R2
    s = build(hands={0: [MAYOR2], 1: [20, 27, 32]}, village={0: [6], 1: [10]}, pawns={0: 1},
              phase=R.PH_SPACE, card=MAYOR2)
    assert legal(s) == [R.A_SPACE + 2, R.A_SPACE + 3]
    assert R.A_SPACE + 4 not in legal(s)  # at most 3 a row, and only next to a card


def test_second_layer_once_first_is_full_not_on_closed_or_own_pawn():
    """Phase 2 starts when every space in use holds a card; closed spaces and the pawn's card are refused."""
    s = build(hands={0: [MAYOR2], 1: [24, 25, 29]}, village=full(), closed=(4,), pawns={0: 1, 1: 2},
              phase=R.PH_SPACE, card=MAYOR2)
    assert legal(s) == [R.A_SPACE + sp for sp in (0, 2, 3, 5)]  # 2 holds the other pawn: allowed


def test_third_player_adds_top_row_only():
    s = build(players=3, hands={0: [MAYOR2], 1: [20], 2: [27]}, phase=R.PH_SPACE, card=MAYOR2)
    assert legal(s) == [R.A_SPACE + 0, R.A_SPACE + 3, R.A_SPACE + 6]


def test_cost_matrix():
    """Same family closes free; another family costs the value; Mayor, Joker and Free cards."""
    s = build(village=full(33, 0, MAYOR2, IGNORE_W, JOKER, 10, exclude=(MINUS, 30, BB, RENEW, CARROT)),
              closed=(4,), check=False)
    # L1 = Moon3 (33), L2 = Leaf3 Free (0), L3 = Mayor, R1 = Moon2 Free (16), R3 = Drop2 (10)
    assert cc(s, MINUS, 0) == (0, True)  # Moon on Moon closes
    assert cc(s, 30, 0) == (VALUE[30], False)  # Leaf4 on Moon: 4 rabbits, stays open
    assert cc(s, JOKER, 1) == (0, True)  # Joker: free, closes
    assert cc(s, MAYOR3, 5) == (0, False)  # Mayor: free, open
    assert cc(s, MAYOR3, 1) == (0, True)  # Mayor on a Free card: free, but the Free card closes the space
    assert cc(s, CARROT, 2) == (VALUE[CARROT], False)  # on the Mayor: never the same family, pays, open
    assert cc(s, JOKER, 2) == (0, True)
    assert cc(s, CARROT, 3) == (VALUE[CARROT], True)  # on a Free card: the open-space rule, then closed
    assert cc(s, MINUS, 3) == (0, True)  # Moon on a Moon Free card: free, closed
    assert cc(s, IGNORE_W, 5) == (0, True)  # a Free card: free, closes


def test_play_other_family_pays_and_opens_same_family_closes():
    """Applied: the cost goes to the domain, the space takes the new family, the stack counts layers."""
    village = full(33, exclude=(CENTRE, 30))
    s = build(hands={0: [CENTRE, 30], 1: [24, 25, 29]}, village=village)
    play(s, R.A_CARD + 30, R.A_SPACE + 0)    # Leaf4 (-1 and river) on Moon3: pays 4, loses 1
    assert R.domain(s, 0) == 1 + 4 - 1 and not is_closed(s, 0) and s[R.P_INFO] & R.LAYERS == 2
    assert s[R.P_LOC + 33] == R._Z_UNDER + 0 and s[R.P_TOP] == 30


def test_same_family_closes_and_joker_closes_mayor_stays_open():
    s = build(hands={0: [MINUS], 1: [24, 25, 29]}, village=full(33, exclude=(MINUS,)))
    play(s, R.A_CARD + MINUS, R.A_SPACE + 0)   # Moon2 on Moon3: closed, free; -1 (empty river: no effect)
    assert is_closed(s, 0) and R.domain(s, 0) == 0
    s = build(hands={0: [JOKER, MAYOR2], 1: [24, 25, 29]}, village=full())
    play(s, R.A_CARD + JOKER, R.A_SPACE + 3)
    assert is_closed(s, 3) and R.domain(s, 0) == 1
    s = build(hands={0: [MAYOR2], 1: [24, 25, 29]}, village=full())
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 3)
    assert not is_closed(s, 3) and R.domain(s, 0) == 1


def test_card_on_a_mayor_pays_its_value_and_the_space_stays_open():
    """Issue 13 item 2: the Mayor has no family, so a card played on it never matches: it pays its value
    and the space stays open; a Mayor on a Mayor goes without penalty (the Mayor's own rule)."""
    village = full(MAYOR2, exclude=(30, MAYOR3))
    s = build(hands={0: [30, MAYOR3], 1: [24, 25, 29]}, village=village, pawns={0: 3}, river=NO_RIVER)
    assert cc(s, 30, 0) == (VALUE[30], False) and cc(s, MAYOR3, 0) == (0, False) and cc(s, JOKER, 0) == (0, True)
    play(s, R.A_CARD + 30, R.A_SPACE + 0)  # Leaf4 (-1 and river) on the Mayor: pays 4, loses 1
    assert R.domain(s, 0) == 1 + VALUE[30] - 1 and not is_closed(s, 0) and s[R.P_TOP] == 30
    assert s[R.P_INFO] & R.LAYERS == 2 and s[R.P_LOC + MAYOR2] == R._Z_UNDER + 0


# --- moving ------------------------------------------------------------------------------------

def test_move_crosses_cards_through_centre_takes_passages_and_rabbits():
    """L2 -> R3: crosses L1, R1, R2 (not the start, the end nor the centre) and takes their rabbits."""
    village = full()
    s = build(hands={0: [MAYOR2, MAYOR3, JOKER], 1: [24, 25, 29]}, village=village, pawns={0: 1},
              space_rab={0: 2, 1: 5, 3: 1, 5: 4})
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 5)
    crossed = PASSAGE[village[0][0]] + PASSAGE[village[3][0]] + PASSAGE[village[4][0]]
    assert R.domain(s, 0) == 1 + crossed + 2 + 1
    assert s[R.P_PAWN] == 5
    assert [s[R.P_SPACE_RAB + sp] for sp in range(6)] == [0, 5, 0, 0, 0, 4]
    assert s[R.P_PHASE] == R._PH_DRAW


def test_move_along_a_row_and_paths():
    assert [R.path_at(2, 0, i) for i in range(R.path_len(2, 0))] == [1]
    assert [R.path_at(0, 2, i) for i in range(R.path_len(0, 2))] == [1]
    assert [R.path_at(R.CENTRE, 8, i) for i in range(R.path_len(R.CENTRE, 8))] == [6, 7]
    assert [R.path_at(11, 4, i) for i in range(R.path_len(11, 4))] == [10, 9, 3]
    assert R.path_len(3, R.CENTRE) == 0 and R.path_len(4, 4) == 0


# --- on-play effects ---------------------------------------------------------------------------

def test_bunny_boom_after_the_move():
    """The mover crosses first (no rabbits yet), then 1 rabbit lands on every village card."""
    village = full(exclude=(BB,))
    s = build(hands={0: [BB, MAYOR2, MAYOR3], 1: [24, 25, 29]}, village=village, river=NO_RIVER)
    play(s, R.A_CARD + BB, R.A_SPACE + 4)
    cost = R.play_cost(build(village=village, check=False), BB, 4) & 0xFF
    assert R.domain(s, 0) == 1 + cost + PASSAGE[village[3][0]]
    assert [s[R.P_SPACE_RAB + sp] for sp in range(6)] == [1] * 6
    assert out(s) == 2 + (R.domain(s, 0) - 1) + 6


def test_mega_bunny_boom_takes_river_card_first():
    """The mover takes a river card (with its rabbits), then village, river and other domains get 1."""
    s = build(hands={0: [MEGA, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=NO_RIVER, river_rab=(0, 2, 0),
              village={0: [6]})
    play(s, R.A_CARD + MEGA, R.A_SPACE + 3)
    assert s[R.P_PHASE] == R._PH_TAKE and legal(s) == [R.A_TAKE, R.A_TAKE + 1, R.A_TAKE + 2]
    play(s, R.A_TAKE + 1)
    assert NO_RIVER[1] in hand_of(s, 0)
    assert R.domain(s, 0) == 1 + 2 and R.domain(s, 1) == 2
    assert s[R.P_SPACE_RAB + 0] == 1 and s[R.P_SPACE_RAB + 3] == 1
    assert s[R.P_RIVER_RAB + 0] == 1 and s[R.P_RIVER_RAB + 2] == 1 and s[R.P_RIVER_RAB + 1] == 0
    assert s[R.P_TURN] == 1 and s[R.P_RIVER + 1] not in (R.NONE, NO_RIVER[1])  # no draw: 3 cards; refilled


def test_mega_bunny_boom_with_empty_river():
    s = build(hands={0: [MEGA, MAYOR2], 1: [24, 25, 29]}, village={0: [6]})
    play(s, R.A_CARD + MEGA, R.A_SPACE + 3)
    assert s[R.P_PHASE] == R._PH_DRAW and legal(s) == [R.A_DRAW + R.DRAW_DECK]
    assert R.domain(s, 1) == 2 and s[R.P_SPACE_RAB + 0] == 1 and s[R.P_SPACE_RAB + 3] == 1


def test_river_bunny_boom_only_the_river():
    s = build(hands={0: [RBB, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=NO_RIVER, village={0: [6]})
    play(s, R.A_CARD + RBB, R.A_SPACE + 3, R.A_TAKE + 0)
    assert [s[R.P_RIVER_RAB + i] for i in (1, 2)] == [1, 1] and s[R.P_RIVER_RAB] == 0
    assert s[R.P_SPACE_RAB + 0] == 0 and R.domain(s, 1) == 1


def test_carrot_pulls_a_pawn_with_passages_in_order():
    """P2 is pulled L3 -> R2 over L2, L1, R1 and takes the carrot; then P1 moves from the centre."""
    village = full(exclude=(CARROT,))
    s = build(hands={0: [CARROT, MAYOR2, MAYOR3], 1: [24, 25, 29]}, village=village, pawns={1: 2},
              space_rab={3: 3}, river=NO_RIVER)
    play(s, R.A_CARD + CARROT, R.A_SPACE + 4)
    assert s[R.P_PHASE] == R._PH_CARROT and legal(s) == [R.A_SEAT + 1]
    play(s, R.A_SEAT + 1)
    pulled = PASSAGE[village[1][0]] + PASSAGE[village[0][0]] + PASSAGE[village[3][0]] + 3
    assert R.domain(s, 1) == 1 + pulled and s[R.P_PAWN + 1] == 4 and s[R.P_CARROT] == 1
    cost = R.play_cost(build(village=village, check=False), CARROT, 4) & 0xFF
    assert s[R.P_PAWN] == 4 and R.domain(s, 0) == 1 + cost + PASSAGE[village[3][0]]  # R1's rabbits left with P2
    assert R.scores(s)[1] == R.domain(s, 1) + sum(VALUE[c] for c in hand_of(s, 1)) + 4


def test_carrot_targets_other_villagers_only():
    s = build(players=3, hands={0: [29], 1: [24], 2: [25]}, phase=R._PH_CARROT, card=CARROT,
              village={0: [CARROT]}, stage=R._ST_EFFECT)
    assert legal(s) == [R.A_SEAT + 1, R.A_SEAT + 2]


def test_give_enough_is_automatic():
    s = build(players=3, hands={0: [GIVE, 24, 25], 1: [29], 2: [30]}, domains={0: 3})
    play(s, R.A_CARD + GIVE, R.A_SPACE + 0)
    assert [R.domain(s, seat) for seat in range(3)] == [1, 2, 2] and s[R.P_PHASE] == R._PH_DRAW


def test_give_short_asks_whom_one_by_one():
    s = build(players=4, hands={0: [GIVE, 24, 25], 1: [29], 2: [30], 3: [33]}, domains={0: 2})
    play(s, R.A_CARD + GIVE, R.A_SPACE + 0)
    assert s[R.P_PHASE] == R._PH_GIVE and legal(s) == [R.A_SEAT + 1, R.A_SEAT + 2, R.A_SEAT + 3]
    play(s, R.A_SEAT + 3)
    assert legal(s) == [R.A_SEAT + 1, R.A_SEAT + 2]
    play(s, R.A_SEAT + 1)
    assert [R.domain(s, seat) for seat in range(4)] == [0, 2, 1, 2] and s[R.P_PHASE] == R._PH_DRAW


def test_give_with_no_rabbit_does_nothing():
    s = build(players=3, hands={0: [GIVE, 24, 25], 1: [29], 2: [30]}, domains={0: 0})
    play(s, R.A_CARD + GIVE, R.A_SPACE + 0)
    assert [R.domain(s, seat) for seat in range(3)] == [0, 1, 1] and s[R.P_PHASE] == R._PH_DRAW


def test_skip_a_crossed_card():
    village = full(exclude=(SKIP,))
    s = build(hands={0: [SKIP, MAYOR2, MAYOR3], 1: [24, 25, 29]}, village=village, pawns={0: 1},
              space_rab={3: 2}, river=NO_RIVER)
    cost = R.play_cost(s, SKIP, 5) & 0xFF
    play(s, R.A_CARD + SKIP, R.A_SPACE + 5)
    assert s[R.P_PHASE] == R._PH_SKIP and legal(s) == [R.A_SKIP + 0, R.A_SKIP + 3, R.A_SKIP + 4]
    play(s, R.A_SKIP + 3)
    assert R.domain(s, 0) == 1 + cost + PASSAGE[village[0][0]] + PASSAGE[village[4][0]]
    assert s[R.P_SPACE_RAB + 3] == 2 and s[R.P_PAWN] == 5


def test_skip_with_nothing_crossed_asks_nothing():
    s = build(hands={0: [SKIP, MAYOR2, MAYOR3], 1: [24, 25, 29]})
    play(s, R.A_CARD + SKIP, R.A_SPACE + 0)
    assert s[R.P_PHASE] == R._PH_DRAW and s[R.P_PAWN] == 0


def test_centre_goes_back_without_passages():
    village = full(exclude=(CENTRE,))
    s = build(hands={0: [CENTRE, MAYOR2, MAYOR3], 1: [24, 25, 29]}, village=village, pawns={0: 1})
    cost = R.play_cost(s, CENTRE, 5) & 0xFF
    play(s, R.A_CARD + CENTRE, R.A_SPACE + 5)
    assert s[R.P_PAWN] == R.CENTRE and R.domain(s, 0) == 1 + cost


def test_plus_one_then_river_effect():
    s = build(hands={0: [PLUS, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=(20, R_BOOM, 27))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0)
    assert R.domain(s, 0) == 2 and s[R.P_PHASE] == R._PH_RIVER and legal(s) == [R.A_RIVER + 1]
    play(s, R.A_RIVER + 1)
    assert s[R.P_LOC + R_BOOM] == R._Z_DISCARD and s[R.P_SPACE_RAB + 0] == 1


@pytest.mark.parametrize("card,gain", [(PLUS, 1), (MINUS, -1)])
def test_plus_minus_river_effect_after_the_move(card, gain):
    """Issue 13 item 1: the rabbit at step 4, the river effect at step 6: a river Boom lands after the walk.

    The mover walks from the centre to L3 over L1 and L2 (+1 passage each); the Boom then puts a rabbit on
    L1, L2 and L3, none of which the mover collects (before the fix the mover picked up two of them).
    """
    s = build(hands={0: [card, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=(20, R_BOOM, 27),
              village={0: [8], 1: [17]}, domains={0: 3})
    play(s, R.A_CARD + card, R.A_SPACE + 2)
    assert R.domain(s, 0) == 3 + gain + 2 and s[R.P_PAWN] == 2  # rabbit, walked, passages taken
    assert s[R.P_PHASE] == R._PH_RIVER and legal(s) == [R.A_RIVER + 1]
    play(s, R.A_RIVER + 1)
    assert [s[R.P_SPACE_RAB + sp] for sp in range(3)] == [1, 1, 1] and R.domain(s, 0) == 3 + gain + 2


def test_minus_one_with_empty_domain_and_no_river_effect():
    """Short of rabbits: nothing to lose; no river card with an effect: no river prompt."""
    s = build(hands={0: [MINUS, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=NO_RIVER, domains={0: 0})
    play(s, R.A_CARD + MINUS, R.A_SPACE + 0)
    assert R.domain(s, 0) == 0 and s[R.P_PHASE] == R._PH_DRAW


def test_minus_one_returns_a_rabbit():
    s = build(hands={0: [MINUS, MAYOR2, MAYOR3], 1: [24, 25, 29]}, domains={0: 3})
    play(s, R.A_CARD + MINUS, R.A_SPACE + 0)
    assert R.domain(s, 0) == 2 and out(s) == 3


def test_renew_river_discards_rabbits_and_deals_three():
    s = build(hands={0: [RENEW, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=NO_RIVER, river_rab=(1, 0, 2))
    play(s, R.A_CARD + RENEW, R.A_SPACE + 0)
    assert all(s[R.P_LOC + c] == R._Z_DISCARD for c in NO_RIVER)
    assert all(s[R.P_RIVER + i] not in NO_RIVER + (R.NONE,) for i in range(3))
    assert out(s) == 2


def test_renew_with_short_deck():
    rest = [c for c in in_game() if c not in (RENEW, MAYOR2, MAYOR3, 24, 25, 29) + NO_RIVER]
    s = build(hands={0: [RENEW, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=NO_RIVER, deck=[rest[0]],
              discard=rest[1:])
    play(s, R.A_CARD + RENEW, R.A_SPACE + 0)
    assert s[R.P_RIVER] == rest[0] and s[R.P_RIVER + 1] == s[R.P_RIVER + 2] == R.NONE
    assert s[R.P_DECK_N] == 0


def test_burrow_card_and_crossing_it():
    """The burrow goes to the player of a Burrow card; crossing a Burrow card takes 1 from its holder."""
    s = build(options=R._O_BURROW, hands={0: [BURROW, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=NO_RIVER)
    play(s, R.A_CARD + BURROW, R.A_SPACE + 0)
    assert s[R.P_BURROW] == 0
    village = full(BURROW, exclude=(CARROT,))
    s = build(options=R._O_BURROW, hands={0: [24, 25], 1: [MAYOR2, 29, 30]}, village=village, burrow=0,
              domains={0: 3}, pawns={1: 1}, turn=1)
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 3)
    assert R.domain(s, 1) == 1 + PASSAGE[BURROW] + 1 and R.domain(s, 0) == 2
    s = build(options=R._O_BURROW, hands={0: [24, 25], 1: [MAYOR2, 29, 30]}, village=village, burrow=0,
              domains={0: 0}, pawns={1: 1}, turn=1)
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 3)
    assert R.domain(s, 1) == 1 + PASSAGE[BURROW] and R.domain(s, 0) == 0


def test_fox_meets_pawns_on_its_way():
    """The fox walks centre -> R2: P2 on R1 is met, P3 on the centre (the fox's start) is not."""
    village = full(exclude=(FOX,))
    village[6] = [MAYOR3]
    village[7] = [JOKER]
    village[8] = [MINUS]
    s = build(players=3, options=R._O_FOX, hands={0: [FOX, 24], 1: [25], 2: [29]}, village=village,
              pawns={1: 3}, domains={0: 3}, river=NO_RIVER, phase=R.PH_SPACE, card=FOX)
    play(s, R.A_SPACE + 4)
    assert s[R.P_FOX] == 4 and [R.domain(s, seat) for seat in range(3)][1:] == [2, 1]


def test_fox_through_the_centre_with_short_domain():
    village = full(exclude=(FOX,))
    village[6] = [MAYOR3]
    village[7] = [JOKER]
    village[8] = [MINUS]
    village[4] = [RENEW]  # the fox card's family: free to play on, so the mover's single rabbit is all there is
    s = build(players=3, options=R._O_FOX, fox=0, hands={0: [FOX, 24], 1: [25], 2: [29]}, village=village,
              pawns={0: 8, 1: 4, 2: R.CENTRE}, domains={0: 1}, river=NO_RIVER, phase=R.PH_SPACE, card=FOX)
    play(s, R.A_SPACE + 4)   # fox L1 -> centre -> R1 -> R2: P2 on R2 and P3 on the centre are met
    assert s[R.P_FOX] == 4 and R.domain(s, 1) == 2 and R.domain(s, 2) == 1  # P1 had 1 rabbit: P2 first


# --- river effects -----------------------------------------------------------------------------

def test_river_place_two_rabbits_on_village_cards():
    s = build(hands={0: [PLUS, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=(R_PLACE,), village={0: [6]})
    play(s, R.A_CARD + PLUS, R.A_SPACE + 3, R.A_RIVER + 0)
    assert s[R.P_PHASE] == R._PH_PUT and legal(s) == [R.A_PUT + 0, R.A_PUT + 3]
    play(s, R.A_PUT + 0, R.A_PUT + 0)
    assert s[R.P_SPACE_RAB] == 2 and R.domain(s, 0) == 0


def test_river_place_short_of_rabbits():
    s = build(hands={0: [MINUS, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=(R_PLACE,), domains={0: 2})
    play(s, R.A_CARD + MINUS, R.A_SPACE + 0, R.A_RIVER + 0)
    play(s, R.A_PUT + 0)
    assert s[R.P_PHASE] == R._PH_DRAW and s[R.P_SPACE_RAB] == 1 and R.domain(s, 0) == 0


def test_river_give_one_each():
    s = build(players=3, hands={0: [PLUS, 24, 25], 1: [29], 2: [30]}, river=(R_GIVE,))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)
    assert [R.domain(s, seat) for seat in range(3)] == [0, 2, 2]


def test_river_swap_with_a_random_card():
    s = build(players=3, hands={0: [PLUS, 24, 25], 1: [29, 30, 33], 2: [34]}, river=(R_SWAP,))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)
    assert legal(s) == [R.A_SWAPCARD + 24, R.A_SWAPCARD + 25]
    play(s, R.A_SWAPCARD + 25)
    assert legal(s) == [R.A_SEAT + 1, R.A_SEAT + 2]
    assert R.reveals(s, R.A_SEAT + 1)
    play(s, R.A_SEAT + 1)
    got = [c for c in hand_of(s, 0) if c in (29, 30, 33)]
    assert len(got) == 1 and 24 in hand_of(s, 0) and 25 in hand_of(s, 1)
    assert s[R.P_HAND_N + 1] == 3 and s[R.P_PHASE] == R._PH_DRAW


def _kept_in_sight(s, seat, where):
    """view(s, seat) shows each card of where (card -> seat holding it) in that hand, and sample() deals it
    nowhere else (a state behind the same view)."""
    from games.bunnyboom import cpu

    v = R.view(s, seat)
    for c, holder in where.items():
        assert v[R.P_LOC + c] == R.Z_HAND + holder, (seat, c)
    for seed in range(20):
        t = cpu.sample(v, seat, seed)
        R.check(t)
        assert R.view(t, seat) == v and all(t[R.P_LOC + c] == R.Z_HAND + h for c, h in where.items())


def test_a_swapped_card_stays_known_to_both_sides_only():
    """River Swap: the mover knows where its card went, the other side knows which card it lost; the third
    seat sees neither (and a card it knew in either hand is lost to it)."""
    s = build(players=3, hands={0: [PLUS, 24, 25], 1: [29, 30, 33], 2: [34]}, river=(R_SWAP,))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0, R.A_SWAPCARD + 25, R.A_SEAT + 1)
    got = [c for c in hand_of(s, 0) if c in (29, 30, 33)][0]
    _kept_in_sight(s, 0, {25: 1})
    _kept_in_sight(s, 1, {got: 0})
    v = R.view(s, 2)
    assert v[R.P_LOC + 25] == v[R.P_LOC + got] == R._Z_HIDDEN
    kept = [c for c in (29, 30, 33) if c != got][0]
    assert R.view(s, 0)[R.P_LOC + kept] == R._Z_HIDDEN  # the rest of seat 1's hand stays hidden


def test_passed_hands_stay_known_to_their_givers_and_river_cards_to_all():
    """River Pass: each seat knows where its old hand went; a river card taken into a hand is known to every
    seat, through the Pass too."""
    s = build(players=3, hands={0: [PLUS, 24, 25], 1: [29, 30, 33], 2: [34, 35, 21]}, river=(R_PASS, 20, 27))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0, R.A_DRAW + 1)
    assert hand_of(s, 2) == [20, 24, 25] and hand_of(s, 0) == [29, 30, 33] and hand_of(s, 1) == [21, 34, 35]
    _kept_in_sight(s, 0, {24: 2, 25: 2, 20: 2})
    _kept_in_sight(s, 1, {29: 0, 30: 0, 33: 0, 20: 2})
    _kept_in_sight(s, 2, {21: 1, 34: 1, 35: 1})
    assert R.view(s, 1)[R.P_LOC + 24] == R._Z_HIDDEN  # seat 0's old cards: only seat 0 saw them


def test_river_swap_skips_villagers_without_cards():
    s = build(players=3, hands={0: [24], 1: [], 2: [34]}, river=(R_SWAP,), phase=R._PH_SWAP_SEAT, aux=24,
              card=PLUS, village={0: [PLUS]})
    assert legal(s) == [R.A_SEAT + 2]


def test_river_face_down_card():
    s = build(hands={0: [PLUS, 24, 25], 1: [29, 30, 33]}, river=(R_DOWN,))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)
    assert legal(s) == [R.A_SEAT + 1, R.A_SEAT + 0]
    play(s, R.A_SEAT + 1)
    down = [c for c in range(78) if s[R.P_LOC + c] == R._Z_DOWN + 1]
    assert len(down) == 1 and s[R.P_DOWN_N + 1] == 1
    assert R.view(s, 1)[R.P_LOC + down[0]] == R._Z_HIDDEN  # face down: not even its owner sees it
    assert R.scores(s)[1] == 1 + sum(VALUE[c] for c in (29, 30, 33)) + VALUE[down[0]]


def test_river_face_down_card_may_go_to_the_mover():
    """Issue 13 item 6: "devant la case d'un villageois de votre choix": any villager, the mover included
    (offered last, after the others from the mover's left)."""
    s = build(players=3, turn=1, hands={0: [29, 30, 33], 1: [PLUS, 24, 25], 2: [34, 35, 20]}, river=(R_DOWN,))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)
    assert legal(s) == [R.A_SEAT + 2, R.A_SEAT + 0, R.A_SEAT + 1]
    assert R.describe(s, R.A_SEAT + 1) == "Face-down card to P2"
    play(s, R.A_SEAT + 1)
    down = [c for c in range(78) if s[R.P_LOC + c] == R._Z_DOWN + 1]
    assert len(down) == 1 and s[R.P_DOWN_N + 1] == 1 and s[R.P_DOWN_N] == s[R.P_DOWN_N + 2] == 0
    assert R.view(s, 1)[R.P_LOC + down[0]] == R._Z_HIDDEN  # face down: the mover does not see it either
    assert hand_of(s, 1) == [24, 25] and s[R.P_PHASE] == R._PH_DRAW  # then the mover draws back to 3
    assert R.scores(s)[1] == 1 + 1 + VALUE[24] + VALUE[25] + VALUE[down[0]]  # +1 card, hand, face-down card


def test_river_face_down_with_empty_deck_does_nothing():
    rest = [c for c in in_game() if c not in (PLUS, 24, 25, 29, 30, 33, R_DOWN)]
    s = build(hands={0: [PLUS, 24, 25], 1: [29, 30, 33]}, river=(R_DOWN,), deck=[], discard=rest)
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)
    assert s[R.P_PHASE] == R._PH_OVER and s[R.P_DOWN_N + 1] == 0


def test_river_pass_hands_to_the_right():
    s = build(players=3, hands={0: [PLUS, 24, 25], 1: [29, 30, 33], 2: [34, 35, 20]}, river=(R_PASS,))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)
    assert s[R.P_PHASE] == R._PH_DRAW and legal(s) == [R.A_DRAW + R.DRAW_DECK]  # the river is empty now
    play(s, R.A_DRAW + R.DRAW_DECK)
    assert hand_of(s, 0) == [29, 30, 33] and hand_of(s, 1) == [20, 34, 35]
    assert len(hand_of(s, 2)) == 3 and {24, 25} < set(hand_of(s, 2))  # drew first, then passed
    assert s[R.P_TURN] == 1  # P1 holds 3 cards: nothing to draw


def test_river_pass_draws_from_the_deck_or_the_river():
    """Issue 13 item 5: "Piochez une nouvelle carte pour compléter votre main": as at step 7, the mover may
    take a river card (with its rabbits) instead of the deck's; then the hands go to the right."""
    s = build(players=3, hands={0: [PLUS, 24, 25], 1: [29, 30, 33], 2: [34, 35, 21]}, river=(R_PASS, 20, 27),
              river_rab=(0, 2, 0))
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)  # +1 rabbit, then the Pass card's effect
    assert s[R.P_PHASE] == R._PH_DRAW and legal(s) == [R.A_DRAW + R.DRAW_DECK, R.A_DRAW + 1, R.A_DRAW + 2]
    assert R.describe(s, R.A_DRAW + 1) == "Draw %s from river" % R.card_name(20)
    assert R.reveals(s, R.A_DRAW + 1)  # the neighbour's hand arrives: undo stops here
    deck = s[R.P_DECK_N]
    play(s, R.A_DRAW + 1)
    assert hand_of(s, 2) == [20, 24, 25] and hand_of(s, 0) == [29, 30, 33] and hand_of(s, 1) == [21, 34, 35]
    assert R.domain(s, 0) == 1 + 1 + 2 and s[R.P_TURN] == 1
    assert s[R.P_RIVER + 1] not in (R.NONE, 20) and s[R.P_DECK_N] == deck - 2  # step 8 refilled slots 0 and 1


def test_river_bunny_boom():
    s = build(hands={0: [PLUS, 24, 25], 1: [29, 30, 33]}, river=(R_BOOM,), village={0: [6]})
    play(s, R.A_CARD + PLUS, R.A_SPACE + 3, R.A_RIVER + 0)
    assert s[R.P_SPACE_RAB + 0] == 1 and s[R.P_SPACE_RAB + 3] == 1


def test_wave_river_effect_after_the_move_is_compulsory():
    """A wave card: move first, then a river card with an effect must be used (only those are offered)."""
    village = full(exclude=(IGNORE_W,))
    s = build(hands={0: [IGNORE_W, 24, 25], 1: [29, 30, 33]}, village=village, river=(20, R_BOOM, 27),
              pawns={0: 1})
    play(s, R.A_CARD + IGNORE_W, R.A_SPACE + 0)
    assert s[R.P_PAWN] == 0 and s[R.P_PHASE] == R._PH_RIVER and legal(s) == [R.A_RIVER + 1]
    play(s, R.A_RIVER + 1)
    assert s[R.P_SPACE_RAB] == 1 and R.domain(s, 0) == 1  # moved L2 -> L1 crossing nothing, then the boom


def test_wave_without_river_effect_card():
    s = build(hands={0: [CENTRE_W, 24, 25], 1: [29, 30, 33]}, river=NO_RIVER)
    play(s, R.A_CARD + CENTRE_W, R.A_SPACE + 0)
    assert s[R.P_PHASE] == R._PH_DRAW


# --- drawing, the end, scores ------------------------------------------------------------------

def test_draw_from_river_takes_its_rabbits_and_river_refills():
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, river=NO_RIVER, river_rab=(0, 3, 0))
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 0)
    assert legal(s) == [R.A_DRAW + R.DRAW_DECK, R.A_DRAW + 0, R.A_DRAW + 1, R.A_DRAW + 2]
    play(s, R.A_DRAW + 1)
    assert NO_RIVER[1] in hand_of(s, 0) and R.domain(s, 0) == 4 and s[R.P_TURN] == 1
    assert s[R.P_RIVER + 1] != R.NONE and s[R.P_RIVER_RAB + 1] == 0


def test_draw_from_deck_reveals():
    s = build(hands={0: [24, 25], 1: [29, 30, 33]}, phase=R._PH_DRAW, stage=R._ST_DRAW, card=MAYOR2,
              village={0: [MAYOR2]}, pawns={0: 0})
    assert R.reveals(s, R.A_DRAW + R.DRAW_DECK)
    assert not R.reveals(build(hands={0: [24, 25], 1: [29, 30, 33]}), R.A_CARD + 24)


def test_game_ends_when_the_deck_is_empty():
    rest = [c for c in in_game() if c not in (MAYOR2, 24, 25, 29, 30, 33) + NO_RIVER]
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, river=NO_RIVER, deck=[rest[0]], discard=rest[1:])
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 0, R.A_DRAW + R.DRAW_DECK)
    assert R.is_over(s) and R.current_player(s) == -1 and legal(s) == []
    assert R.outcome_text(s).startswith("Deck empty")


def test_game_ends_when_no_space_is_left_for_the_next_player():
    """Every space closed but the one under P2's pawn: P2 cannot play, the game ends."""
    village = {0: [33], 1: [8], 2: [17], 3: [21], 4: [23], 5: [35]}
    s = build(hands={0: [1, 24, 25], 1: [29, 30, 34]}, village=village, closed=(1, 2, 3, 4), pawns={1: 5},
              river=NO_RIVER)
    play(s, R.A_CARD + 1, R.A_SPACE + 0)  # Moon on Moon closes L1
    play(s, R.A_DRAW + R.DRAW_DECK)
    assert R.is_over(s) and R.outcome_text(s).startswith("P2 cannot play")


def _over(domains, hands, carrot=None, downs=None):
    rest = [c for c in in_game() if c not in sum(hands.values(), []) + sum((downs or {}).values(), [])]
    s = build(hands=hands, domains=domains, carrot=carrot, downs=downs, deck=[], discard=rest,
              phase=R._PH_OVER, check=False)
    R.check(s)
    return s


def test_scores_and_sheet():
    s = _over({0: 5, 1: 2}, {0: [24], 1: [30]}, carrot=1, downs={0: [MAYOR3]})
    assert R.scores(s) == (5 + 2 + 3, 2 + 4 + 4)
    assert R.score_sheet(s) == [("Domain", (5, 2)), ("Hand", (2, 4)), ("Face down", (3, 0)),
                                ("Carrot", (0, 4)), ("Total", (10, 10))]
    assert R.winners(s) == (1,)  # tie on 10: fewer rabbits in tokens wins
    assert "tie" in R.outcome_text(s)


def test_fewest_wins_and_full_tie():
    s = _over({0: 3, 1: 9}, {0: [24], 1: [30]})
    assert R.winners(s) == (0,)
    s = _over({0: 3, 1: 3}, {0: [24], 1: [26]})
    assert R.winners(s) == (0, 1) and "again" in R.outcome_text(s)


# --- hourglass ---------------------------------------------------------------------------------

def test_hourglass_penalty_once_a_turn_then_still_plays():
    s = build(options=R._O_HOURGLASS, hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, river=(20, 27, 6))
    assert R.timed(s)
    before = legal(s)
    R.time_out(s)
    R.check(s)
    assert R.domain(s, 0) == 1 + 4 and not R.timed(s) and legal(s) == before
    with pytest.raises(ValueError):
        R.time_out(s)
    play(s, R.A_CARD + MAYOR2)
    assert not R.timed(s)
    play(s, R.A_SPACE + 0, R.A_DRAW + R.DRAW_DECK)
    assert s[R.P_TURN] == 1 and R.timed(s)  # a new turn, a new hourglass


def test_hourglass_runs_while_choosing_the_space_not_during_prompts():
    s = build(options=R._O_HOURGLASS, hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]})
    play(s, R.A_CARD + MAYOR2)
    assert R.timed(s)
    R.time_out(s)  # empty river: nothing to add
    assert R.domain(s, 0) == 1
    play(s, R.A_SPACE + 0)
    assert s[R.P_PHASE] == R._PH_DRAW and not R.timed(s)
    with pytest.raises(ValueError):
        R.time_out(s)


def test_hourglass_off():
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]})
    assert not R.timed(s)
    with pytest.raises(ValueError):
        R.time_out(s)


# --- contract ----------------------------------------------------------------------------------

def test_view_hides_other_hands_deck_and_private_choices():
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, river=NO_RIVER)
    v = R.view(s, 0)
    assert all(v[R.P_LOC + c] == R._Z_HIDDEN for c in (29, 30, 33))
    assert all(v[R.P_LOC + c] == R.Z_HAND for c in (MAYOR2, 24, 25))
    assert all(v[R.P_LOC + c] != R._Z_DECK for c in range(78)) and v[0:8] == bytes(8)
    play(s, R.A_CARD + MAYOR2)
    assert R.view(s, 1)[R.P_CARD] == R.NONE
    assert R.describe(s, R.A_CARD + 24, 1) == "chooses a card"
    assert R.describe(s, R.A_CARD + 24).startswith("Sun 2: ")


def test_describe_texts():
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, village=full(exclude=(MAYOR2, 24, 25, 29, 30, 33)),
              phase=R.PH_SPACE, card=24)
    assert R.describe(s, R.A_SPACE + 0) == "Sun 2 here, +2 rabbits"  # the status line: the cursor shows where
    assert R.describe(s, R.A_SPACE + 0, 1) == "plays Sun 2 on 1st left, +2 rabbits"  # the log: who did what, where
    assert R.describe(s, R.A_CARD + 24) == "Sun 2: Skip"
    assert R.describe(s, R.A_CARD + MAYOR3) == "Mayor 3: no effect"
    assert R.describe(s, R.A_CARD + 0) == "Leaf 3: Free, river"
    assert R.space_name(8) == "3rd above" and R.space_name(R.CENTRE) == "the centre"


def test_illegal_actions_change_nothing():
    s = R.new_state(3, 5, 0)
    for a in list(range(0, 1200)) + [65535]:
        if a in legal(s):
            continue
        before = bytes(s)
        with pytest.raises(ValueError):
            R.apply(s, a)
        assert bytes(s) == before


def test_check_catches_broken_states():
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]})
    t = bytearray(s)
    core.set2(t, R._P_DOMAIN + 2 * 0, 2)   # a rabbit from nowhere
    with pytest.raises(ValueError):
        R.check(t)
    t = bytearray(s)
    t[R.P_LOC + 24] = R.Z_HAND + 1   # hand counts disagree
    with pytest.raises(ValueError):
        R.check(t)
    t = bytearray(s)
    t[R.P_SPACE_RAB + 4] = 1
    core.set2(t, R._P_OUT, out(t) + 1)   # rabbits on an empty space
    with pytest.raises(ValueError):
        R.check(t)


def test_card_table_comments_match_the_bytes():
    """Each CARDS row's comment (the table in words) says what its 5 bytes encode."""
    import os

    letters, effects, rivers = "ABCDEFMJ", ("-", "BB", "MEGA", "RBB", "CARROT", "GIVE", "SKIP", "CENTRE", "PLUS",
                                                "MINUS", "RENEW", "IGNORE", "BURROW", "FOX"), (
        "-", "PLACE", "GIVE", "SWAP", "DOWN", "PASS", "BOOM")
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "games", "bunnyboom",
                        "cards.py")
    rows = [ln.split("#", 1)[1].split() for ln in open(path) if ln.strip().startswith('b"\\x')]
    assert len(rows) == CARD_COUNT
    for c, f in enumerate(rows):
        assert int(f[0]) == c and f[1] == ("P" if c < 39 else "O")
        assert FAMILY[c] == letters.index(f[2]) and VALUE[c] == int(f[3])
        assert EFFECT[c] == effects.index(f[4]) | (0x80 if f[5] == "~" else 0)
        assert RIVER[c] == rivers.index(f[6]) and PASSAGE[c] == int(f[7])


def test_stack_grows_past_two_and_rabbits_stay_on_the_space():
    """An open 2-card stack takes a third card; the rabbits lying there stay on the new top card."""
    village = full(33, exclude=(30, 24))
    village[0] = [33, 30]  # Moon3 under Leaf4: open
    s = build(hands={0: [24, MAYOR2], 1: [25, 29, 32]}, village=village, space_rab={0: 2}, pawns={0: 3})
    play(s, R.A_CARD + 24, R.A_SPACE + 0)  # Sun2 (Skip) on Leaf4: pays 2; moving R1 -> L1 crosses nothing
    assert s[R.P_INFO] & R.LAYERS == 3 and not is_closed(s, 0)
    assert s[R.P_LOC + 33] == R._Z_UNDER and s[R.P_LOC + 30] == R._Z_UNDER and s[R.P_TOP] == 24
    assert s[R.P_SPACE_RAB] == 2 and R.domain(s, 0) == 1 + 2


def test_skip_prompt_even_with_one_crossed_card():
    village = full(exclude=(SKIP,))
    s = build(hands={0: [SKIP, MAYOR2, MAYOR3], 1: [24, 25, 29]}, village=village, river=NO_RIVER)
    play(s, R.A_CARD + SKIP, R.A_SPACE + 1)
    assert s[R.P_PHASE] == R._PH_SKIP and legal(s) == [R.A_SKIP + 0]


def test_used_river_card_is_discarded_with_its_rabbits():
    s = build(hands={0: [PLUS, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=(R_BOOM, 20), river_rab=(3, 1, 0))
    before = out(s)
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)
    assert s[R.P_LOC + R_BOOM] == R._Z_DISCARD
    assert out(s) == before + 1 - 3 + 1  # +1 rabbit taken, 3 back from the card, 1 for the boom


def test_no_cap_on_rabbits():
    """Issue 13 item 4: the bank never runs out. With 300 rabbits already out (the old supply's end), a walk
    still pays every passage and a Bunny Boom still lands on every card; a domain holds far more than 255."""
    village = full(exclude=(BB,))
    s = build(hands={0: [BB, MAYOR2, MAYOR3], 1: [29, 30, 33]}, village=village, pawns={0: 2},
              domains={0: 299, 1: 1}, river=NO_RIVER)
    assert out(s) == 300
    play(s, R.A_CARD + BB, R.A_SPACE + 5)  # L3 -> R3 crosses L2, L1, R1, R2; then the boom on all 6 cards
    crossed = sum(PASSAGE[village[sp][0]] for sp in (1, 0, 3, 4))
    cost = VALUE[BB] if FAMILY[village[5][0]] != FAMILY[BB] else 0
    assert R.domain(s, 0) == 299 + cost + crossed and [s[R.P_SPACE_RAB + sp] for sp in range(6)] == [1] * 6
    assert out(s) == 300 + cost + crossed + 6
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, domains={0: 60000, 1: 1})
    assert R.domain(s, 0) == 60000 and R.scores(s)[0] == 60000 + VALUE[MAYOR2] + VALUE[24] + VALUE[25]


def test_a_game_past_300_rabbits():
    """Issue 13 item 4: random 4-player games with Fox and Burrow; one of them puts more than 300 rabbits out
    (the old supply's cap): check() holds after every step and every gain counts to the end."""
    import random

    buf = [0] * R.MAX_LEGAL
    for seed in range(40):
        rnd = random.Random(seed)
        s = R.new_state(4, seed, 0x011)
        most = 0
        while not R.is_over(s):
            R.apply(s, buf[rnd.randrange(R.legal_actions(s, buf))])
            R.check(s)
            most = max(most, out(s))
        if most > 300:
            held = sum(R.domain(s, p) for p in range(4)) + sum(s[R.P_SPACE_RAB:R.P_SPACE_RAB + 12]) + sum(
                s[R.P_RIVER_RAB:R.P_RIVER_RAB + 3])
            assert held == out(s) and R.winners(s)
            return
    raise AssertionError("no random game went past 300 rabbits")


def test_next_villager_without_cards_ends_the_game():
    s = build(hands={0: [MAYOR2, 24, 25], 1: []}, river=NO_RIVER)
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 0, R.A_DRAW + R.DRAW_DECK)
    assert R.is_over(s) and R.outcome_text(s).startswith("P2 cannot play")


PIECES = ("core", "moves", "play", "effects", "start", "audit", "score", "text")
# what each piece may import of this game (the layering: rules -> play -> effects, moves -> core -> cards)
LAYERS = {"core": {"cards"}, "moves": {"cards", "core"}, "play": {"cards", "core", "moves", "effects"},
          "effects": {"cards", "core"},
          "start": {"cards", "core", "play"}, "audit": {"cards", "core", "moves"}, "score": {"core"},
          "text": {"cards", "core"}, "village": {"cards"}, "panels": {"cards", "core", "text", "village"},
          "pages": {"cards", "rules", "text"}, "view": {"rules", "pages", "panels", "village", "marks"},
          "cpu": {"cards", "core", "judge"}, "judge": {"cards", "core"},  # judge: CPU Hard's evaluate()
          "marks": set(), "setup": set(),  # marks: a CPU's move; setup: option help
          "fr": set()}  # fr: the French texts (lib/lang.py loads it when French is chosen)


def _path(name):
    return os.path.join(os.path.dirname(R.__file__), name + ".py")


def _source(name):
    with open(_path(name)) as f:
        return f.read()


def test_pieces_layering_and_first_use():
    """No piece imports rules.py and the imports follow the layering (no circle); importing the rules loads
    core, moves, play and effects, not start, audit, score or text (their code runs on first use)."""
    import re
    import subprocess
    import sys

    files = sorted(f[:-3] for f in os.listdir(os.path.dirname(R.__file__)) if f.endswith(".py"))
    assert set(files) - {"__init__", "cards", "rules"} <= set(LAYERS), files
    for piece, allowed in LAYERS.items():
        if not os.path.exists(_path(piece)):
            continue
        used = set(re.findall(r"(?:from games\.bunnyboom(?:\.| import )|games\.bunnyboom\.)(\w+)", _source(piece)))
        assert used <= allowed, (piece, used - allowed)
    code = ("import sys; sys.path[:0] = ['lib', '.']; import games.bunnyboom.rules; "
            "print(sorted(m[16:] for m in sys.modules if m.startswith('games.bunnyboom.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert out.stdout.strip() == str(["cards", "core", "effects", "moves", "play", "rules"])


def test_random_games_use_every_effect_and_spread_scores():
    """Many random 4-player games with both variants: every on-play and river effect happens, games end
    by the deck or by a stuck villager, and the final scores spread (no effect missing or dominant)."""
    import random

    played, rivers, totals, lengths = set(), set(), [], []
    out = [0] * R.MAX_LEGAL
    for seed in range(40):
        rnd = random.Random(seed)
        s = R.new_state(4, seed, 0x011)
        while not R.is_over(s):
            a = out[rnd.randrange(R.legal_actions(s, out))]
            if a & 0xFF80 == R.A_SPACE:
                played.add(EFFECT[s[R.P_CARD]] & 0x7F)
            elif a & 0xFF80 == R.A_RIVER:
                rivers.add(RIVER[s[R.P_RIVER + (a & 3)]])
            R.apply(s, a)
        totals.extend(R.scores(s))
        lengths.append(s[R.P_TURNS])
    assert played == set(range(14)) and rivers == set(range(1, 7))
    totals.sort()
    assert 10 <= totals[len(totals) // 10] and totals[-len(totals) // 10] - totals[len(totals) // 10] >= 20
    assert 20 <= sum(lengths) / len(lengths) <= 70


# --- audit: Joker, Mayor and Free cards; effects in their tricky situations ------------------------

def test_joker_closes_even_a_first_layer_space():
    """Nothing may go on a Joker ("vous ne pouvez plus y placer de cartes par-dessus"): a first-layer Joker
    closes its space at once, free, and the second layer never offers it."""
    s = build(hands={0: [JOKER, MAYOR2, 24], 1: [25, 29, 30]}, river=NO_RIVER)
    assert cc(s, JOKER, 0) == (0, True)
    play(s, R.A_CARD + JOKER, R.A_SPACE + 0, R.A_DRAW + R.DRAW_DECK)
    assert is_closed(s, 0) and s[R.P_INFO] & R.LAYERS == 1 and R.domain(s, 0) == 1
    village = full(JOKER, exclude=(MAYOR2,))
    s = build(hands={0: [MAYOR2], 1: [25, 29]}, village=village, closed=(0,), phase=R.PH_SPACE, card=MAYOR2,
              pawns={0: 3})
    assert legal(s) == [R.A_SPACE + sp for sp in (1, 2, 4, 5)]


def test_free_card_first_layer_stays_open_then_any_card_on_it_closes():
    """A Free card on an empty space leaves it open; whatever covers it closes it (a Mayor free)."""
    s = build(hands={0: [IGNORE_W, MAYOR2, 24], 1: [25, 29, 30]}, river=NO_RIVER)
    assert cc(s, IGNORE_W, 0) == (0, False)
    play(s, R.A_CARD + IGNORE_W, R.A_SPACE + 0, R.A_DRAW + R.DRAW_DECK)
    assert not is_closed(s, 0)
    village = full(IGNORE_W, exclude=(MAYOR2, 30))
    s = build(hands={0: [MAYOR2, 30], 1: [25, 29]}, village=village, pawns={0: 3}, river=NO_RIVER)
    assert cc(s, MAYOR2, 0) == (0, True) and cc(s, 30, 0) == (VALUE[30], True)
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 0)
    assert is_closed(s, 0) and R.domain(s, 0) == 1


def test_card_on_a_free_card_follows_the_open_space_rule_then_closes():
    """Issue 13 item 3: on a Free card, the same family goes free and another family pays its value
    ("espace ouvert"); either way the space then closes ("si elle est sous une carte, l'espace est fermé")."""
    village = full(IGNORE_W, exclude=(30, 25))  # L1: Moon2 Free
    s = build(hands={0: [30, 25], 1: [24, 29]}, village=village, pawns={0: 3}, river=NO_RIVER)
    assert FAMILY[25] == FAMILY[IGNORE_W] != FAMILY[30]
    assert cc(s, 25, 0) == (0, True) and cc(s, 30, 0) == (VALUE[30], True) and cc(s, JOKER, 0) == (0, True)
    play(s, R.A_CARD + 30, R.A_SPACE + 0)  # Leaf4 (-1 and river): pays 4, loses 1, the space closes
    assert R.domain(s, 0) == 1 + VALUE[30] - 1 and is_closed(s, 0) and s[R.P_INFO] & R.LAYERS == 2
    s = build(hands={0: [30, 25], 1: [24, 29]}, village=village, pawns={0: 3}, river=NO_RIVER)
    play(s, R.A_CARD + 25, R.A_SPACE + 0)  # Moon3 on the Moon Free card: free, closed
    assert R.domain(s, 0) == 1 and is_closed(s, 0) and s[R.P_TOP] == 25


def test_river_bunny_boom_with_empty_river_does_nothing():
    s = build(hands={0: [RBB, MAYOR2], 1: [24, 25, 29]}, village={0: [6]})
    play(s, R.A_CARD + RBB, R.A_SPACE + 3)
    assert s[R.P_PHASE] == R._PH_DRAW and [R.domain(s, seat) for seat in range(2)] == [1, 1]
    assert s[R.P_SPACE_RAB] == 0 and out(s) == 2


def test_river_place_with_empty_domain_discards_the_card_only():
    """-1 takes the last rabbit; the compulsory river card (Place-2) is spent but has nothing to place."""
    s = build(hands={0: [MINUS, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=(R_PLACE,), domains={0: 1})
    play(s, R.A_CARD + MINUS, R.A_SPACE + 0)
    assert legal(s) == [R.A_RIVER + 0]
    play(s, R.A_RIVER + 0)
    assert s[R.P_PHASE] == R._PH_DRAW and s[R.P_LOC + R_PLACE] == R._Z_DISCARD and R.domain(s, 0) == 0
    assert s[R.P_SPACE_RAB] == 0


def test_burrow_holder_crossing_own_burrow_keeps_rabbits():
    village = full(BURROW, exclude=(CARROT,))
    s = build(options=R._O_BURROW, hands={0: [MAYOR2, 29, 30], 1: [24, 25]}, village=village, burrow=0,
              domains={0: 3}, pawns={0: 1})
    play(s, R.A_CARD + MAYOR2, R.A_SPACE + 3)
    assert R.domain(s, 0) == 3 + PASSAGE[BURROW] and R.domain(s, 1) == 1


def test_carrot_pull_when_the_pawn_already_stands_there_and_short_supply_of_targets():
    """Second layer: P2 already stands on the space played on; pulled without moving, P2 takes the carrot
    from P3 who held it."""
    village = full(exclude=(CARROT,))
    village[6], village[7], village[8] = [MAYOR3], [JOKER], [MINUS]
    s = build(players=3, hands={0: [CARROT, 24], 1: [25], 2: [29]}, village=village, pawns={1: 4, 0: 0},
              carrot=2, river=NO_RIVER)
    play(s, R.A_CARD + CARROT, R.A_SPACE + 4)
    assert legal(s) == [R.A_SEAT + 1, R.A_SEAT + 2]
    play(s, R.A_SEAT + 1)
    assert s[R.P_CARROT] == 1 and s[R.P_PAWN + 1] == 4 and R.domain(s, 1) == 1


def test_plus_one_with_an_empty_river_asks_nothing():
    s = build(hands={0: [PLUS, MAYOR2, MAYOR3], 1: [24, 25, 29]})
    play(s, R.A_CARD + PLUS, R.A_SPACE + 0)
    assert R.domain(s, 0) == 2 and s[R.P_PHASE] == R._PH_DRAW


def test_renew_with_an_empty_deck_leaves_the_river_empty_and_ends():
    rest = [c for c in in_game() if c not in (RENEW, MAYOR2, MAYOR3, 24, 25, 29) + NO_RIVER]
    s = build(hands={0: [RENEW, MAYOR2, MAYOR3], 1: [24, 25, 29]}, river=NO_RIVER, river_rab=(0, 2, 0), deck=[],
              discard=rest)
    play(s, R.A_CARD + RENEW, R.A_SPACE + 0)
    assert all(s[R.P_RIVER + i] == R.NONE for i in range(3)) and out(s) == 2
    assert R.is_over(s) and s[R.P_HAND_N] == 2  # nothing left to draw from
