"""Bunny Boom's CPU Hard (games/bunnyboom/cpu.py, judge.py): the rabbits a pawn's next walk must pick up."""

import sys

import cpu
from bunnyboom_build import build

import games
from games.bunnyboom import judge
from games.bunnyboom import rules as R

BIG = 10**6  # a budget no decision reaches: the search runs its whole (deterministic) plan
MAYOR2 = 36  # purple Mayor 2: no effect, goes on any open card for free


def _stranding():
    """P1 to place its Mayor from L1, every card laid, L1, L3 and R2 closed, 6 rabbits on L1: on L2 its next walk
    must cross L1 (6 rabbits and its passage) or three cards; on R1 only R2 (passage 1) to reach R3."""
    return build(turn=0, phase=R.PH_SPACE, card=MAYOR2, hands={0: [MAYOR2, 1, 2], 1: [5, 6, 7]}, river=(8, 9, 10),
                 village={0: [11], 1: [13], 2: [14], 3: [17], 4: [18], 5: [20]}, closed=(0, 2, 4), space_rab={0: 6},
                 pawns={0: 0, 1: R.CENTRE}, domains={0: 3, 1: 3})


def test_walk_counts_the_cheapest_way_to_a_space_the_seat_may_play_on():
    """judge.walk: the passages and lying rabbits of the cheapest walk to an open space, not the own one."""
    s = _stranding()
    t = bytearray(s)
    R.apply(t, R.A_SPACE + 1)  # P1 on L2: to R1 over L1 (passage 2 + 6 rabbits), to R3 over L1, R1, R2
    assert judge.walk(t, 0) == 8
    assert judge.walk(t, 1) == 0  # P2 at the centre: R1 is next to it
    t = bytearray(s)
    R.apply(t, R.A_SPACE + 3)  # P1 on R1: to R3 over R2 (passage 1)
    assert judge.walk(t, 0) == 1
    assert judge.evaluate(t, 0) - cpu.brain_of(R).evaluate(t, 0) == judge.WALK * (0 - 1)


def test_hard_keeps_its_pawn_near_an_open_space():
    """Both spaces cost nothing now; the count alone (NORMAL, and HARD before the judge: L2 in 5 of these 8 seeds)
    takes the first, L2, from where every next walk is dear; HARD takes R1."""
    rules = games.load_rules("bunnyboom")
    s = _stranding()
    v = rules.view(s, 0)
    for seed in range(1, 9):
        assert cpu.choose(rules, v, 0, cpu.NORMAL, seed, BIG) == R.A_SPACE + 1, seed
        assert cpu.choose(rules, v, 0, cpu.HARD, seed, BIG) == R.A_SPACE + 3, seed


def test_judge_is_the_count_alone_once_the_game_is_over():
    """An ended game is judged by its final count: no walk is to come."""
    s = _stranding()
    R.apply(s, R.A_SPACE + 1)
    s[R.P_PHASE] = R._PH_OVER
    assert judge.walk(s, 0) == 8  # a dear walk lies ahead on the board, but is not counted
    assert judge.evaluate(s, 0) == cpu.brain_of(R).evaluate(s, 0)


# Arena game 20082 (2 seats, Hard as P1 against Normal), step 49: P1 (Hard) to choose a card, one card left in the
# deck, P1 13 rabbits to P2's 16 (tools/arena.py plays decision k of a game with the seed 7919 * 20082 + 17 + k).
LAST_CARD = bytes.fromhex(
    "7f987a09049e30500200000000ff0000ff000c000c0001ffffff0105ffff060000000000000003030000000300000e0f1e000000011410"
    "070804ffffffffffff0201010101000000000000000302018282820000000000002410080315030d13140d2309002102021203080011030003"
    "010d25030003020309200308092003000000000000000000000000000000000000000000000000000000000000000000000000000000300303"
    "000010000003020200000000000030330000000000000000000000000000000000000000")
LAST_CARD_SEED = 7919 * 20082 + 17


def _without_replies(monkeypatch):
    """Hard as before judge.replies: lib/cpulook.py's replies() (the first look's shortcut). The module
    cpu.choose imports is this one (another test may have dropped it from sys.modules)."""
    monkeypatch.setitem(sys.modules, "games.bunnyboom.judge", judge)
    monkeypatch.delattr(judge, "replies")


def _hard_turn(rules, s, step):
    """Hard (P1) plays its turn out from s as the arena does; returns its first action."""
    first = -1
    while rules.current_player(s) == 0:
        a = cpu.choose(rules, rules.view(s, 0), 0, cpu.HARD, LAST_CARD_SEED + step, BIG)
        first = a if first < 0 else first
        rules.apply(s, a)
        step += 1
    return first


def test_hard_plays_each_candidate_turn_to_its_end_and_ends_the_game_ahead(monkeypatch):
    """judge.replies plays each candidate's turn on at its best: Star 2 on L1 gives 2 rabbits away, the river card
    drawn ends the game, 14 rabbits to 17. The first look's best line alone (Hard before replies(): Star 1, which
    closes L1 and swaps a card) ends it 16 to 16, lost on the tie (P2 has fewer rabbits in its domain)."""
    from games.bunnyboom.core import scores
    rules = games.load_rules("bunnyboom")
    s = bytearray(LAST_CARD)
    rules.check(s)
    assert (s[R.P_DECK_N], rules.current_player(s), scores(s)) == (1, 0, (13, 16))
    assert rules.describe(bytearray(LAST_CARD), _hard_turn(rules, s, 49)) == "Star 2: Give"
    assert (rules.current_player(s), rules.winners(s), scores(s)) == (-1, (0,), (14, 17))
    _without_replies(monkeypatch)
    s = bytearray(LAST_CARD)
    assert rules.describe(bytearray(LAST_CARD), _hard_turn(rules, s, 49)) == "Star 1: Gain 1 rabbit"
    assert (rules.current_player(s), rules.winners(s), scores(s)) == (-1, (1,), (16, 16))


# Arena game 20138 (2 seats, Hard as P1 against Normal), step 54: P1 (Hard) to choose a card, 5 cards in the deck,
# P1 22 rabbits to P2's 29.
LAST_DRAW = bytes.fromhex(
    "c75c8109c10a92b80200000000ff0000ff000e0020000501ffff0500ffff0e000b000000000003030000000200001b20260100000e141a"
    "252408ffffffffffff010101010101000000000000038282828203000000000000032001222303012015090825000d10012401090011080008"
    "2503120200010d0902032103141302000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "200003000303030000030000100000030000000000000000000000000000000000000000")
LAST_DRAW_SEED = 7919 * 20138 + 17


def _round(rules, s, step):
    """Hard (P1) plays its turn, then Normal (P2) its own, with the arena's seeds; returns Hard's first action."""
    first = -1
    while rules.current_player(s) >= 0 and (first < 0 or rules.current_player(s) == 1 or s[R.P_PHASE] != 0):
        seat = rules.current_player(s)
        a = cpu.choose(rules, rules.view(s, seat), seat, cpu.HARD if seat == 0 else cpu.NORMAL, LAST_DRAW_SEED + step,
                       BIG)
        first = a if first < 0 else first
        rules.apply(s, a)
        step += 1
    return first


def test_hard_leaves_the_next_seat_no_last_card_to_end_the_game_on(monkeypatch):
    """judge.replies plays the next seat's whole turn at its best: Hard plays Star 3 (a Bunny Boom on its own card,
    3 cards are left in the deck after P2's turn and the game goes on). The first look's best line alone (Hard before
    replies()) played Drop 2, whose New river takes 3 cards from the deck: P2 draws the last one, ends the game
    32 to 32 and wins the tie with fewer rabbits in its domain."""
    rules = games.load_rules("bunnyboom")
    s = bytearray(LAST_DRAW)
    rules.check(s)
    assert (s[R.P_DECK_N], rules.current_player(s), s[R.P_PHASE]) == (5, 0, 0)
    assert rules.describe(bytearray(LAST_DRAW), _round(rules, s, 54)) == "Star 3: Bunny Boom"
    assert (rules.current_player(s), s[R.P_DECK_N]) == (0, 3)
    _without_replies(monkeypatch)
    s = bytearray(LAST_DRAW)
    assert rules.describe(bytearray(LAST_DRAW), _round(rules, s, 54)) == "Drop 2: New river"
    assert (rules.current_player(s), s[R.P_DECK_N], rules.winners(s)) == (-1, 0, (1,))


def test_at_3_and_4_seats_hard_decides_as_the_first_looks_shortcut_did(monkeypatch):
    """judge.replies plays the next seat's whole turn at 2 seats only: at 3 and 4 seats each decision is the one
    lib/cpulook.py's replies() makes with LOOK_ON (the first look's best line against rank()'s best turn)."""
    import random
    from array import array
    rules = games.load_rules("bunnyboom")
    buf = array("H", range(rules.MAX_LEGAL))
    for players in (3, 4):
        rnd = random.Random(players)
        s = rules.new_state(players, 100 + players, 0)
        decided = 0
        while rules.current_player(s) >= 0 and decided < 12:
            seat = rules.current_player(s)
            n = rules.legal_actions(s, buf)
            if n > 1 and rnd.random() < 0.3:
                v = rules.view(s, seat)
                now = cpu.choose(rules, v, seat, cpu.HARD, 7 + decided, BIG)
                with monkeypatch.context() as m:
                    _without_replies(m)
                    assert cpu.choose(rules, v, seat, cpu.HARD, 7 + decided, BIG) == now, (players, decided)
                decided += 1
            rules.apply(s, buf[rnd.randrange(n)])
        assert decided == 12, players
