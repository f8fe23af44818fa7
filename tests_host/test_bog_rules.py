"""Scenario tests of the BOG rules (games/bog/rules.py), one literal state per rule.

Card ids are the module's (0-17, shown as "F<id+1>"); pads are absolute (seat 0's numbering);
seat 1's own pad p is absolute pad 8 - p. Expected states are built with tests_host/bog_build.py and
compared byte for byte.
"""

import random

import pytest
from bog_build import build, rest, show

import prng
from games.bog import rules
from games.bog.rules import (
    A_DRAW_DECK,
    A_ENTER,
    A_FINISH,
    A_FLY,
    A_FORM,
    A_MOVE,
    A_PLAY,
    A_TAKE,
    FLY,
    NONE,
    PH_DRAW,
    PH_FLY,
    PH_MAIN,
    PH_OVER,
    Z_HAND,
    Z_HIDDEN,
    Z_SHORE,
    Z_SWAMP,
)


def legal(s):
    """The legal actions of the seat to act, in the module's order."""
    out = bytearray(rules.MAX_LEGAL)
    n = rules.legal_actions(s, out)
    return list(out[:n])


def play(s, action):
    """Apply an action that must be legal, checking the state stays coherent."""
    assert rules.is_legal(s, action), "action %d is not legal in\n%s" % (action, show(s))
    rules.apply(s, action)
    rules.check(s)


def assert_state(s, expected):
    """Byte-for-byte comparison with pictures of both states on failure."""
    diff = [i for i in range(rules.STATE_SIZE) if s[i] != expected[i]]
    assert s == expected, "bytes %s differ\ngot:\n%s\nexpected:\n%s" % (diff, show(s), show(expected))


def assert_refused(s, action):
    """An illegal action raises ValueError and leaves the state unchanged."""
    before = bytes(s)
    assert not rules.is_legal(s, action)
    with pytest.raises(ValueError):
        rules.apply(s, action)
    assert bytes(s) == before, "state changed by refused action %d" % action


# --- set-up -------------------------------------------------------------------------------------


def test_setup_deals_two_three_river_three_deck_ten():
    """Set-up: shuffled deck, 2 cards to seat 0, 3 to seat 1, river of 3 face up, 10 left, flies on 3/4/5."""
    seed = 12345
    s = rules.new_state(2, seed)
    rules.check(s)
    rng = bytearray(4)
    prng.seed(rng, 0, seed)
    order = bytearray(range(18))
    prng.shuffle(rng, 0, order, 0, 18)
    expected = build(hands=(list(order[16:18]), list(order[13:16])),
                     river=[order[12], order[11], order[10]], deck=list(order[:10]), seed=seed)
    expected[rules._P_RNG:rules._P_RNG + 4] = rng
    assert_state(s, expected)
    assert bytes(s[0:4]) == seed.to_bytes(4, "little")
    assert s[rules.P_HAND_N] == 2 and s[rules.P_HAND_N + 1] == 3
    assert s[rules.P_DECK_N] == 10
    assert [s[rules.P_PAD + p] for p in range(9)] == [255, 255, 255, FLY, FLY, FLY, 255, 255, 255]
    assert all(s[rules.P_RIVER + i] != NONE for i in range(3))
    assert rules.current_player(s) == 0 and s[rules._P_PHASE] == PH_MAIN
    assert rules.scores(s) == (0, 0) and rules.winners(s) == () and rules.outcome_text(s) == ""


def test_setup_first_player_can_only_play_a_card():
    """Set-up: seat 0 starts and its only actions are playing one of its 2 cards to the shore."""
    s = rules.new_state(2, 99)
    hand = [c for c in range(18) if s[rules.P_LOC + c] == Z_HAND]
    assert legal(s) == [A_PLAY + c for c in hand]


def test_setup_same_seed_same_state():
    """Set-up: the same seed gives the same state byte for byte."""
    assert rules.new_state(2, 4242) == rules.new_state(2, 4242)


def test_setup_different_seeds_differ():
    """Set-up: different seeds give different deals (not only different seed bytes)."""
    a = rules.new_state(2, 7)
    b = rules.new_state(2, 8)
    assert a[rules.P_DECK:] != b[rules.P_DECK:]
    deals = {bytes(rules.new_state(2, seed)[rules.P_DECK:]) for seed in range(20)}
    assert len(deals) == 20


def test_setup_rejects_other_player_counts_and_options():
    """Set-up: BOG is for exactly 2 players and has no options."""
    with pytest.raises(ValueError):
        rules.new_state(3, 1)
    with pytest.raises(ValueError):
        rules.new_state(2, 1, 1)


# --- playing to the shore -----------------------------------------------------------------------


def test_play_card_to_shore():
    """Action 1: a hand card goes face up to the mover's shore and the turn passes."""
    s = build(hands=([3, 7], [1]), river=[0, 2, 4], deck=[5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
    assert rules.describe(s, A_PLAY + 3) == "F4 to shore"
    play(s, A_PLAY + 3)
    assert_state(s, build(turn=1, turns=1, hands=([7], [1]), shores=([3], []), river=[0, 2, 4],
                          deck=[5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]))


def test_play_card_not_in_hand_refused():
    """Action 1: only a card of the mover's own hand can be played."""
    s = build(hands=([3, 7], [1]), river=[0, 2, 4], deck=[5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
    assert_refused(s, A_PLAY + 1)   # the opponent's card
    assert_refused(s, A_PLAY + 0)   # a river card
    assert_refused(s, A_PLAY + 17)  # the deck's top card


def test_shore_limit_of_two():
    """Action 1: at most 2 frogs on a shore, a third play is refused."""
    s = build(hands=([3], [1]), shores=([7, 9], []), river=[0, 2, 4],
              deck=[5, 6, 8, 10, 11, 12, 13, 14, 15, 16, 17])
    assert legal(s) == [A_ENTER + 7, A_ENTER + 9]
    assert_refused(s, A_PLAY + 3)


def test_shore_with_one_frog_accepts_a_second():
    """Action 1: a shore with 1 frog takes a second one."""
    s = build(hands=([3], [1]), shores=([7], []), river=[0, 2, 4],
              deck=[5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
    play(s, A_PLAY + 3)
    assert_state(s, build(turn=1, turns=1, hands=([], [1]), shores=([7, 3], []), river=[0, 2, 4],
                          deck=[5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]))


# --- entering the swamp -------------------------------------------------------------------------


@pytest.mark.parametrize("seat, card, pad, name", [
    (0, 0, 0, "A1"), (0, 12, 1, "B1"), (0, 1, 2, "C1"),
    (1, 0, 8, "A1"), (1, 12, 7, "B1"), (1, 1, 6, "C1"),
])
def test_enter_on_start_pad(seat, card, pad, name):
    """Action 2A: a shore frog enters on its route's start pad, mirrored (8 - p) for seat 1."""
    shores = ([card], []) if seat == 0 else ([], [card])
    hands = ([], [5]) if seat == 0 else ([5], [])
    deck = rest([card, 5, 2, 4, 6])
    s = build(turn=seat, hands=hands, shores=shores, river=[2, 4, 6], deck=deck)
    assert legal(s) == [A_ENTER + card]
    assert rules.describe(s, A_ENTER + card) == "F%d to stop 1" % (card + 1)
    play(s, A_ENTER + card)
    assert_state(s, build(turn=1 - seat, turns=1, hands=hands, swamp={pad: (card, seat, 0)},
                          river=[2, 4, 6], deck=deck))


def test_enter_needs_the_frog_on_the_shore():
    """Action 2A: a frog still in the hand, or the opponent's shore frog, cannot enter."""
    s = build(hands=([3], []), shores=([], [7]), river=[0, 2, 4], deck=rest([3, 7, 0, 2, 4]))
    assert_refused(s, A_ENTER + 3)
    assert_refused(s, A_ENTER + 7)


# --- moving along the route ---------------------------------------------------------------------


@pytest.mark.parametrize("seat, pads, flies", [
    (0, [0, 3, 7, 8], (4, 5, 6)),   # card 11: A1 > A2 > B3 > C3
    (1, [8, 5, 1, 0], (2, 3, 4)),   # the same route seen from seat 1
])
def test_move_stop_by_stop(seat, pads, flies):
    """Action 2B: a frog moves to the next stop of its route only, one stop per action, never skipping."""
    other = 1 - seat
    hands = ([], [13, 14]) if seat == 0 else ([13, 14], [])
    deck = [0, 1, 3, 5, 7, 8, 9, 11, 12, 15, 16, 17]
    s = build(turn=seat, hands=hands, swamp={pads[0]: (10, seat, 0)}, flies=flies, river=[2, 4, 6],
              deck=deck)
    for step in (1, 2, 3):
        assert legal(s) == [A_MOVE + 10], show(s)
        assert rules.describe(s, A_MOVE + 10) == "F11 to stop %d" % (step + 1)
        play(s, A_MOVE + 10)
        assert s[rules.P_PAD + pads[step]] == 10 and s[rules._P_STEP + 10] == step
        assert s[rules.P_PAD + pads[step - 1]] == rules.EMPTY
        if step < 3:
            play(s, A_PLAY + (13 if step == 1 else 14))  # the other seat passes its turn
    shores = ([], [13, 14]) if seat == 0 else ([13, 14], [])
    assert_state(s, build(turn=other, turns=5, shores=shores, swamp={pads[3]: (10, seat, 3)},
                          flies=flies, river=[2, 4, 6], deck=deck))


def test_move_only_own_frogs():
    """Action 2B: a seat cannot move the opponent's frog."""
    s = build(swamp={3: (10, 0, 1), 7: (12, 1, 0)}, flies=(4, 5, 6), hands=([], [2]), river=[4, 6, 8],
              deck=[0, 1, 3, 5, 7, 9, 11, 13, 14, 15, 16, 17])
    assert legal(s) == [A_MOVE + 10]
    assert_refused(s, A_MOVE + 12)
    assert_refused(s, A_FINISH + 10)  # not on its last pad


# --- captures -----------------------------------------------------------------------------------


def test_capture_opponent_frog_by_moving():
    """Landing on an opponent frog: it goes to the mover's pile for 1 capture point."""
    deck = [0, 1, 3, 5, 7, 9, 11, 13, 14, 15, 16, 17]
    s = build(swamp={3: (10, 0, 1), 7: (12, 1, 0)}, flies=(4, 5, 6), hands=([], [2]), river=[4, 6, 8],
              deck=deck)
    assert rules.describe(s, A_MOVE + 10) == "F11 to stop 3, takes F13"
    play(s, A_MOVE + 10)
    assert_state(s, build(turn=1, turns=1, swamp={7: (10, 0, 2)}, flies=(4, 5, 6), hands=([], [2]),
                          river=[4, 6, 8], deck=deck, piles=([(12, 1)], []),
                          points=((1, 0, 0, 0), (0, 0, 0, 0))))
    assert rules.scores(s) == (1, 0)
    assert rules.points(s, 0, rules.PT_CAPTURE) == 1


def test_capture_opponent_frog_by_entering_seat1():
    """Landing on an opponent frog when entering (seat 1): +1 capture point for seat 1."""
    deck = [1, 2, 3, 7, 9, 10, 11, 12, 14, 15, 16, 17]
    s = build(turn=1, swamp={7: (0, 0, 3)}, shores=([], [13]), hands=([5], []), river=[4, 6, 8],
              deck=deck)
    assert rules.describe(s, A_ENTER + 13) == "F14 to stop 1, takes F1"
    play(s, A_ENTER + 13)
    assert_state(s, build(turn=0, turns=1, swamp={7: (13, 1, 0)}, hands=([5], []), river=[4, 6, 8],
                          deck=deck, piles=([], [(0, 1)]), points=((0, 0, 0, 0), (1, 0, 0, 0))))
    assert rules.scores(s) == (0, 1)


# --- landing on one's own frog ------------------------------------------------------------------

# Seat 0's frogs 1 (id 0) on A3 and 13 (id 12) on B3, both at step 2: each one's next stop holds the
# other, so both moves land on an own frog.
CYCLE = {6: (0, 0, 2), 7: (12, 0, 2)}
OWN_LANDINGS = [A_MOVE + 0, A_MOVE + 12]
CHAIN = {1: (5, 0, 1), 3: (14, 0, 1)}  # frog 6 on B1 (next A2), frog 15 on A2 (next A3): also blocked


@pytest.mark.parametrize("other, kwargs, landings", [
    ([A_PLAY + 1], dict(hands=([1], [9])), []),
    ([A_ENTER + 1], dict(shores=([1], [])), []),
    ([A_MOVE + 4], dict(swamp={**CYCLE, 0: (4, 0, 0)}), []),
    ([A_FINISH + 10], dict(swamp={**CYCLE, 8: (10, 0, 3)}), []),
    ([A_FORM + 1], dict(swamp={**CYCLE, **CHAIN}, flies=(2, 4, 5), shores=([13, 15], []), hands=([1], [9])),
     [A_ENTER + 13, A_ENTER + 15, A_MOVE + 5, A_MOVE + 14]),
], ids=["play", "enter", "move", "finish", "formation"])
def test_own_frog_landing_refused_while_another_action_exists(other, kwargs, landings):
    """Landing on your own frog is refused while any other action (play/enter/move/finish/form) exists."""
    args = dict(swamp=CYCLE, hands=([], [9]))
    args.update(kwargs)
    used = [c for c, _, _ in args["swamp"].values()] + list(args["hands"][0]) + list(args["hands"][1])
    used += list(args.get("shores", ((), ()))[0])
    s = build(deck=rest(used), **args)
    assert legal(s) == other, show(s)
    for action in OWN_LANDINGS + landings:
        assert_refused(s, action)


@pytest.mark.parametrize("seat", [0, 1])
def test_own_frog_landing_forced_scores_for_opponent(seat):
    """Landing on your own frog is allowed when nothing else is; the opponent scores that frog (1 point)."""
    other = 1 - seat
    if seat == 0:
        swamp, dest, hands = CYCLE, 7, ([], [9])
    else:  # the same two frogs, mirrored: own A3 = absolute 2, own B3 = absolute 1
        swamp, dest, hands = {2: (0, 1, 2), 1: (12, 1, 2)}, 1, ([9], [])
    deck = rest([0, 12, 9])
    s = build(turn=seat, swamp=swamp, hands=hands, deck=deck)
    assert legal(s) == OWN_LANDINGS
    assert rules.describe(s, A_MOVE + 0) == "F1 to stop 4, P%d gets F13" % (other + 1)
    play(s, A_MOVE + 0)
    points = [(0, 0, 0, 0), (0, 0, 0, 0)]
    points[other] = (1, 0, 0, 0)
    piles = [[], []]
    piles[other] = [(12, 1)]
    assert_state(s, build(turn=other, turns=1, swamp={dest: (0, seat, 3)}, hands=hands, deck=deck,
                          piles=piles, points=points))
    assert rules.scores(s)[other] == 1 and rules.scores(s)[seat] == 0


def test_own_frog_forced_entry_on_start_pad():
    """Entering onto your own frog (start pad) is allowed when nothing else is; the opponent scores it."""
    swamp = {**CYCLE, **CHAIN}
    deck = rest([0, 12, 5, 14, 13, 15, 9])
    s = build(swamp=swamp, flies=(2, 4, 5), shores=([13, 15], []), hands=([], [9]), deck=deck)
    assert legal(s) == [A_ENTER + 13, A_ENTER + 15, A_MOVE + 0, A_MOVE + 5, A_MOVE + 12, A_MOVE + 14]
    assert rules.describe(s, A_ENTER + 13) == "F14 to stop 1, P2 gets F6"
    play(s, A_ENTER + 13)
    assert_state(s, build(turn=1, turns=1, swamp={**CYCLE, 1: (13, 0, 0), 3: (14, 0, 1)}, flies=(2, 4, 5),
                          shores=([15], []), hands=([], [9]), deck=deck, piles=([], [(5, 1)]),
                          points=((0, 0, 0, 0), (1, 0, 0, 0))))


# --- flies --------------------------------------------------------------------------------------

FLY_DECK = [0, 1, 3, 4, 5, 7, 8, 11, 12, 14, 15, 16, 17]  # top card: 17


def fly_start():
    """Seat 0's frog 11 on A1, about to hop onto the fly on A2; cards in the deck and the river."""
    return build(swamp={0: (10, 0, 0)}, hands=([], [13]), river=[2, 6, 9], deck=FLY_DECK)


def fly_draw_state():
    """Seat 0 caught the fly on A2 and put it on C3: it now takes a card."""
    return build(phase=PH_DRAW, frog=10, swamp={3: (10, 0, 1)}, flies=(4, 5, 8), hands=([], [13]),
                 river=[2, 6, 9], deck=FLY_DECK)


def test_fly_relocated_to_any_free_pad():
    """Landing on a fly: the mover puts it on any free pad (no frog, no fly), then must take a card."""
    s = fly_start()
    assert rules.describe(s, A_MOVE + 10) == "F11 to stop 2, a fly"
    play(s, A_MOVE + 10)
    assert_state(s, build(phase=PH_FLY, frog=10, swamp={3: (10, 0, 1)}, flies=(4, 5), hands=([], [13]),
                          river=[2, 6, 9], deck=FLY_DECK))
    assert rules.current_player(s) == 0
    assert legal(s) == [A_FLY + p for p in (0, 1, 2, 6, 7, 8)]
    assert rules.describe(s, A_FLY + 8) == "Put the fly here"
    for action in (A_FLY + 3, A_FLY + 4, A_FLY + 5, A_DRAW_DECK, A_TAKE + 2, A_PLAY + 13, A_MOVE + 10):
        assert_refused(s, action)
    play(s, A_FLY + 8)
    assert_state(s, fly_draw_state())


def test_fly_relocated_to_the_pad_just_left():
    """Landing on a fly: the pad the frog just left is free and may receive the fly."""
    s = fly_start()
    play(s, A_MOVE + 10)
    play(s, A_FLY + 0)
    assert_state(s, build(phase=PH_DRAW, frog=10, swamp={3: (10, 0, 1)}, flies=(0, 4, 5),
                          hands=([], [13]), river=[2, 6, 9], deck=FLY_DECK))


def test_fly_then_draw_deck_top():
    """After placing the fly: drawing takes the deck's top card into the mover's hand; the turn passes."""
    s = fly_draw_state()
    assert legal(s) == [A_DRAW_DECK, A_TAKE + 2, A_TAKE + 6, A_TAKE + 9]
    assert_refused(s, A_FLY + 0)
    assert_refused(s, A_TAKE + 17)  # the deck's top is not in the river
    assert rules.describe(s, A_DRAW_DECK) == "Draw from deck"
    play(s, A_DRAW_DECK)
    assert_state(s, build(turn=1, turns=1, swamp={3: (10, 0, 1)}, flies=(4, 5, 8), hands=([17], [13]),
                          river=[2, 6, 9], deck=FLY_DECK[:-1]))


def test_fly_then_take_river_card_refilled_from_deck():
    """After placing the fly: a river card goes to the hand and its slot is refilled from the deck top."""
    s = fly_draw_state()
    assert rules.describe(s, A_TAKE + 6) == "Take F7 from river"
    play(s, A_TAKE + 6)
    assert_state(s, build(turn=1, turns=1, swamp={3: (10, 0, 1)}, flies=(4, 5, 8), hands=([6], [13]),
                          river=[2, 17, 9], deck=FLY_DECK[:-1]))


def test_fly_with_empty_deck_river_slot_stays_empty():
    """With the deck empty a fly gives a river card only, and the river slot stays empty."""
    piles = ([(c, 1) for c in (0, 1, 3, 4, 5, 7)], [(c, 1) for c in (8, 11, 12, 14, 15, 16, 17)])
    points = ((6, 0, 0, 0), (7, 0, 0, 0))
    s = build(phase=PH_DRAW, frog=10, swamp={3: (10, 0, 1)}, flies=(4, 5, 8), hands=([], [13]),
              river=[2, 6, 9], piles=piles, points=points)
    assert legal(s) == [A_TAKE + 2, A_TAKE + 6, A_TAKE + 9]
    assert_refused(s, A_DRAW_DECK)
    play(s, A_TAKE + 6)
    assert_state(s, build(turn=1, turns=1, swamp={3: (10, 0, 1)}, flies=(4, 5, 8), hands=([6], [13]),
                          river=[2, None, 9], piles=piles, points=points))


def test_fly_with_empty_deck_still_relocated_when_river_has_cards():
    """With the deck empty but river cards left, a caught fly is still relocated (not scored)."""
    piles = ([(c, 1) for c in (0, 1, 3, 4, 5, 7)], [(c, 1) for c in (8, 11, 12, 14, 15, 16, 17)])
    points = ((6, 0, 0, 0), (7, 0, 0, 0))
    s = build(swamp={0: (10, 0, 0)}, hands=([], [13, 2, 9]), river=[None, 6, None], piles=piles,
              points=points)
    play(s, A_MOVE + 10)
    assert s[rules._P_PHASE] == PH_FLY and rules.points(s, 0, rules.PT_FLY) == 0
    play(s, A_FLY + 7)
    assert legal(s) == [A_TAKE + 6]
    play(s, A_TAKE + 6)
    assert_state(s, build(turn=1, turns=1, swamp={3: (10, 0, 1)}, flies=(4, 5, 7), hands=([6], [13, 2, 9]),
                          piles=piles, points=points))


def test_fly_scored_when_no_card_left():
    """Landing on a fly with deck and river empty: the fly is scored (1 point), not moved; the turn passes."""
    piles = ([(c, 1) for c in range(8)], [(c, 1) for c in (8, 9, 11, 12, 14, 15, 16, 17)])
    s = build(swamp={0: (10, 0, 0)}, hands=([], [13]), piles=piles,
              points=((8, 0, 0, 0), (8, 0, 0, 0)))
    play(s, A_MOVE + 10)
    assert_state(s, build(turn=1, turns=1, swamp={3: (10, 0, 1)}, flies=(4, 5), hands=([], [13]),
                          piles=piles, points=((8, 0, 0, 1), (8, 0, 0, 0))))
    assert rules.scores(s) == (9, 8)


def test_fly_scored_when_no_pad_free_then_card_taken():
    """Landing on a fly with no free pad: the fly is scored (1 point) and a card is still taken."""
    swamp = {1: (13, 0, 0), 2: (1, 0, 0), 3: (10, 0, 1), 6: (3, 1, 0), 7: (12, 1, 0), 8: (4, 1, 0)}
    deck = [5, 7, 8, 11, 14, 15, 16, 17]
    s = build(swamp=swamp, flies=(0, 4, 5), shores=([0], []), river=[2, 6, 9], deck=deck)
    assert rules.describe(s, A_ENTER + 0) == "F1 to stop 1, fly +1, draw"
    play(s, A_ENTER + 0)
    swamp[0] = (0, 0, 0)
    assert_state(s, build(phase=PH_DRAW, frog=0, swamp=swamp, flies=(4, 5), river=[2, 6, 9], deck=deck,
                          points=((0, 0, 0, 1), (0, 0, 0, 0))))
    assert legal(s) == [A_DRAW_DECK, A_TAKE + 2, A_TAKE + 6, A_TAKE + 9]
    play(s, A_DRAW_DECK)
    assert_state(s, build(turn=1, turns=1, swamp=swamp, flies=(4, 5), hands=([17], []), river=[2, 6, 9],
                          deck=deck[:-1], points=((0, 0, 0, 1), (0, 0, 0, 0))))


# --- finishing a route --------------------------------------------------------------------------


@pytest.mark.parametrize("seat, pad", [(0, 8), (1, 0)])
def test_last_pad_cannot_move_finish_scores_two(seat, pad):
    """Action 3: a frog on its last pad cannot move; finishing scores 2 and frees the pad."""
    other = 1 - seat
    hands = ([], [5]) if seat == 0 else ([5], [])
    deck = rest([10, 5, 2, 6, 9])
    s = build(turn=seat, swamp={pad: (10, seat, 3)}, hands=hands, river=[2, 6, 9], deck=deck)
    assert legal(s) == [A_FINISH + 10]
    assert_refused(s, A_MOVE + 10)
    assert rules.describe(s, A_FINISH + 10) == "F11 finishes its route +2"
    play(s, A_FINISH + 10)
    piles = [[], []]
    piles[seat] = [(10, 2)]
    points = [(0, 0, 0, 0), (0, 0, 0, 0)]
    points[seat] = (0, 2, 0, 0)
    assert_state(s, build(turn=other, turns=1, hands=hands, river=[2, 6, 9], deck=deck, piles=piles,
                          points=points))
    assert s[rules.P_PAD + pad] == rules.EMPTY
    assert rules.points(s, seat, rules.PT_ROUTE) == 2


def test_finish_only_own_frog_on_last_pad():
    """Action 3: the opponent's frog on its last pad cannot be finished by the mover."""
    s = build(swamp={8: (10, 0, 3), 2: (11, 1, 3)}, hands=([], [5]), river=[2, 6, 9],
              deck=rest([10, 11, 5, 2, 6, 9]))
    assert legal(s) == [A_FINISH + 10]
    assert_refused(s, A_FINISH + 11)


# --- formations ---------------------------------------------------------------------------------


@pytest.mark.parametrize("n, swamp, flies", [
    (1, {0: (0, 0, 0)}, (3, 4, 5)),                                # A2 holds a fly: not counted
    (2, {0: (0, 0, 0), 3: (1, 1, 1)}, (4, 5, 8)),                  # own frog + an opponent frog
    (3, {0: (0, 0, 0), 3: (1, 1, 1), 6: (3, 1, 0)}, (4, 5, 8)),
])
def test_formation_scores_frogs_of_either_player(n, swamp, flies):
    """Action 4: a hand formation (frog 3: A1 A2 A3) scores 1 point per frog of either player on its pads."""
    deck = rest([c for c, _, _ in swamp.values()] + [2, 9])
    s = build(swamp=swamp, flies=flies, hands=([2], [9]), deck=deck)
    assert A_FORM + 2 in legal(s)
    assert rules.formation_count(s, 2, 0) == n
    assert rules.describe(s, A_FORM + 2) == "F3's formation +%d" % n
    play(s, A_FORM + 2)
    assert_state(s, build(turn=1, turns=1, swamp=swamp, flies=flies, hands=([], [9]), deck=deck,
                          piles=([(2, n)], []), points=((0, 0, n, 0), (0, 0, 0, 0))))


def test_formation_seat1_reads_mirrored_pads():
    """Action 4: seat 1's formation pads are mirrored (own A1 A2 A3 = absolute 8 5 2)."""
    swamp = {8: (0, 1, 0), 5: (1, 0, 1), 2: (3, 0, 0)}
    deck = rest([0, 1, 3, 2, 9])
    s = build(turn=1, swamp=swamp, flies=(3, 4, 6), hands=([9], [2]), deck=deck)
    assert rules.formation_count(s, 2, 1) == 3
    assert rules.formation_count(s, 2, 0) == 0
    assert rules.describe(s, A_FORM + 2) == "F3's formation +3"
    play(s, A_FORM + 2)
    assert_state(s, build(turn=0, turns=1, swamp=swamp, flies=(3, 4, 6), hands=([9], []), deck=deck,
                          piles=([], [(2, 3)]), points=((0, 0, 0, 0), (0, 0, 3, 0))))


def test_formation_seat1_ignores_seat0_pads():
    """Action 4: frogs on seat 0's A1 A2 A3 do not count for seat 1's same card (0 frogs: refused)."""
    s = build(turn=1, swamp={0: (0, 0, 0), 3: (1, 1, 1), 6: (3, 1, 0)}, flies=(4, 5, 8),
              hands=([9], [2]), deck=rest([0, 1, 3, 2, 9]))
    assert rules.formation_count(s, 2, 0) == 3 and rules.formation_count(s, 2, 1) == 0
    assert legal(s) == [A_PLAY + 2, A_MOVE + 1, A_MOVE + 3]
    assert_refused(s, A_FORM + 2)


def test_formation_with_no_frog_refused():
    """Action 4: a formation matching no frog cannot be played (flies do not count)."""
    s = build(swamp={1: (13, 0, 0)}, hands=([2], [9]), deck=rest([13, 2, 9]))
    assert rules.formation_count(s, 2, 0) == 0
    assert legal(s) == [A_PLAY + 2, A_MOVE + 13]
    assert_refused(s, A_FORM + 2)
    assert_refused(s, A_FORM + 9)  # not the mover's card


# --- end of the game ----------------------------------------------------------------------------


def assert_over(s, winners, stuck, text):
    """The game is over: nobody acts, the stuck seat is recorded, and every action is refused."""
    assert rules.is_over(s)
    assert rules.current_player(s) == -1
    assert s[rules._P_STUCK] == stuck
    assert legal(s) == []
    assert rules.winners(s) == winners
    assert rules.outcome_text(s) == text
    for action in (A_PLAY + 5, A_ENTER + 5, A_DRAW_DECK, A_FLY + 0, A_TAKE + 2, A_PLAY + 0):
        assert_refused(s, action)


def test_stuck_with_cards_left_loses_even_when_ahead():
    """End B: the seat to act has no legal action while cards are left: it loses, even ahead on points."""
    deck = rest([5, 2, 6, 11, 9])
    s = build(hands=([5], []), flies=(3, 4), river=[2, 6, 11], deck=deck, piles=([], [(9, 2)]),
              points=((0, 0, 0, 0), (0, 2, 0, 1)))
    assert rules.winners(s) == () and rules.current_player(s) == 0
    play(s, A_PLAY + 5)
    assert_state(s, build(turn=1, turns=1, phase=PH_OVER, stuck=1, shores=([5], []), flies=(3, 4),
                          river=[2, 6, 11], deck=deck, piles=([], [(9, 2)]),
                          points=((0, 0, 0, 0), (0, 2, 0, 1))))
    assert rules.scores(s) == (0, 3)
    assert_over(s, (0,), 1, "P2 could not act with cards left: P2 loses")


def test_stuck_with_only_river_left_loses():
    """End B: a card left in the river only still counts as cards left: the stuck seat loses."""
    piles = ([(c, 1) for c in (0, 1, 3, 4)], [(c, 1) for c in (6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17)])
    s = build(hands=([5], []), river=[None, 2, None], piles=piles, points=((4, 0, 0, 0), (12, 0, 0, 0)))
    play(s, A_PLAY + 5)
    assert_over(s, (0,), 1, "P2 could not act with cards left: P2 loses")


@pytest.mark.parametrize("seat0_pile, seat0_flies, winner, text", [
    ([0, 1, 2, 3, 4, 6, 7, 8], 0, 1, "Cards used up: most points wins"),     # 8 - 9: the stuck seat wins
    ([0, 1, 2, 3, 4, 6, 7, 8], 2, 0, "Cards used up: most points wins"),     # 10 - 9
    ([0, 1, 2, 3, 4, 6, 7, 8], 1, 0, "Tie 9-9: P2 could not act and loses"),
], ids=["stuck-seat-ahead-wins", "mover-ahead-wins", "tie-stuck-loses"])
def test_cards_used_up_most_points_wins(seat0_pile, seat0_flies, winner, text):
    """End A: deck and river empty, the seat to act cannot act: most points wins, a tie is lost by it."""
    piles = ([(c, 1) for c in seat0_pile], [(c, 1) for c in range(9, 18)])
    points = ((len(seat0_pile), 0, 0, seat0_flies), (9, 0, 0, 0))
    flies = (3, 4, 5)[:3 - seat0_flies]
    s = build(hands=([5], []), flies=flies, piles=piles, points=points)
    play(s, A_PLAY + 5)
    assert_state(s, build(turn=1, turns=1, phase=PH_OVER, stuck=1, shores=([5], []), flies=flies,
                          piles=piles, points=points))
    assert_over(s, (winner,), 1, text)


def test_tie_seat0_stuck_loses():
    """End A: a tie with seat 0 the one that could not act: seat 0 loses."""
    piles = ([(c, 1) for c in range(9, 18)], [(c, 1) for c in (0, 1, 2, 3, 4, 6, 7, 8)])
    points = ((9, 0, 0, 0), (8, 0, 0, 1))
    s = build(turn=1, hands=([], [5]), flies=(3, 4), piles=piles, points=points)
    play(s, A_PLAY + 5)
    assert_over(s, (1,), 0, "Tie 9-9: P1 could not act and loses")


def test_not_over_while_a_seat_can_act():
    """End: a seat with only a shore frog or only a swamp frog can still act, so the game goes on."""
    s = build(hands=([5], []), shores=([], [2]), deck=rest([5, 2]))
    play(s, A_PLAY + 5)
    assert not rules.is_over(s) and rules.current_player(s) == 1 and legal(s) == [A_ENTER + 2]


# --- describe -----------------------------------------------------------------------------------


def test_describe_names_stops_for_seat1():
    """describe(): every action kind as seat 1 reads it, pads named by route stop."""
    swamp = {5: (10, 1, 1), 1: (12, 0, 0), 7: (13, 1, 0), 2: (11, 1, 3)}
    s = build(turn=1, swamp=swamp, flies=(3, 4, 6), hands=([], [2]), shores=([], [0]), river=[5, 7, 9],
              deck=rest([10, 12, 13, 11, 2, 0, 5, 7, 9]))
    assert legal(s) == [A_PLAY + 2, A_ENTER + 0, A_MOVE + 10, A_MOVE + 13, A_FINISH + 11, A_FORM + 2]
    texts = {
        A_PLAY + 2: "F3 to shore",
        A_ENTER + 0: "F1 to stop 1",
        A_MOVE + 10: "F11 to stop 3, takes F13",
        A_MOVE + 13: "F14 to stop 2, a fly",
        A_FINISH + 11: "F12 finishes its route +2",
        A_FORM + 2: "F3's formation +2",  # own C3 (frog 11) and own A3 (frog 12): absolute 5 and 2
        A_FLY + 0: "Put the fly here",
        A_FLY + 6: "Put the fly here",
        A_DRAW_DECK: "Draw from deck",
        A_TAKE + 5: "Take F6 from river",
    }
    for action, text in texts.items():
        assert rules.describe(s, action) == text


def test_describe_fly_names_no_pad():
    """describe(): the fly's pad is the cursor's; the log says the fly moved, the same for both readers."""
    s = fly_start()
    play(s, A_MOVE + 10)
    assert rules.describe(s, A_FLY + 0) == "Put the fly here"  # the cursor shows the pad
    assert rules.describe(s, A_FLY + 8, 0) == rules.describe(s, A_FLY + 8, 1) == "moves the fly"


# --- log texts (issue 15 item 5): what happened, from the reader's side ---------------------------


def test_describe_capture_says_plus_one_to_both_readers():
    """A capture reads "takes F13 +1" for the mover and for the opponent whose frog it was."""
    deck = [0, 1, 3, 5, 7, 9, 11, 13, 14, 15, 16, 17]
    s = build(swamp={3: (10, 0, 1), 7: (12, 1, 0)}, flies=(4, 5, 6), hands=([], [2]), river=[4, 6, 8],
              deck=deck)
    assert rules.describe(s, A_MOVE + 10) == "F11 to stop 3, takes F13"
    assert rules.describe(s, A_MOVE + 10, 0) == "plays F11 to stop 3, takes F13"
    assert rules.describe(s, A_MOVE + 10, 1) == "plays F11 to stop 3, takes F13"  # absolute 3 -> 7 from seat 1
    play(s, A_MOVE + 10)
    assert rules.scores(s) == (1, 0)


@pytest.mark.parametrize("seat", [0, 1])
def test_describe_own_frog_landing_names_the_owner_from_the_reader_side(seat):
    """A forced landing on an own frog: the mover reads "P2 gets F13", the opponent "you get F13"."""
    other = 1 - seat
    if seat == 0:
        swamp, hands = CYCLE, ([], [9])
    else:
        swamp, hands = {2: (0, 1, 2), 1: (12, 1, 2)}, ([9], [])
    s = build(turn=seat, swamp=swamp, hands=hands, deck=rest([0, 12, 9]))
    assert rules.describe(s, A_MOVE + 0) == "F1 to stop 4, P%d gets F13" % (other + 1)
    assert rules.describe(s, A_MOVE + 0, seat) == "plays F1 to stop 4, P%d gets F13" % (other + 1)
    assert rules.describe(s, A_MOVE + 0, other) == "plays F1 to stop 4, you get F13"
    play(s, A_MOVE + 0)
    assert rules.scores(s)[other] == 1 and rules.scores(s)[seat] == 0  # the text told who scores


def test_describe_fly_with_a_free_pad_then_a_card():
    """A fly with a free pad and cards left: "a fly", and the fly step then the draw step follow."""
    s = fly_start()
    assert rules.describe(s, A_MOVE + 10) == "F11 to stop 2, a fly"
    assert rules.describe(s, A_MOVE + 10, 1) == "plays F11 to stop 2, a fly"
    play(s, A_MOVE + 10)
    assert s[rules._P_PHASE] == PH_FLY and rules.scores(s) == (0, 0)


def test_describe_fly_when_only_the_pad_left_is_free():
    """Every other pad full: the pad the frog leaves takes the fly, so a move still reads "a fly"."""
    swamp = {0: (10, 0, 0), 1: (13, 0, 0), 2: (1, 0, 0), 6: (3, 1, 0), 7: (12, 1, 0), 8: (4, 1, 0)}
    deck = [0, 5, 7, 8, 11, 14, 15, 16, 17]
    s = build(swamp=swamp, flies=(3, 4, 5), river=[2, 6, 9], deck=deck)
    assert rules.describe(s, A_MOVE + 10) == "F11 to stop 2, a fly"
    play(s, A_MOVE + 10)
    assert s[rules._P_PHASE] == PH_FLY and legal(s) == [A_FLY + 0]


def test_describe_fly_with_no_free_pad_scores_it_and_takes_a_card():
    """No pad free on entering a fly: "fly +1, card"; the fly is scored and the draw step follows."""
    swamp = {1: (13, 0, 0), 2: (1, 0, 0), 3: (10, 0, 1), 6: (3, 1, 0), 7: (12, 1, 0), 8: (4, 1, 0)}
    deck = [5, 7, 8, 11, 14, 15, 16, 17]
    s = build(swamp=swamp, flies=(0, 4, 5), shores=([0], []), river=[2, 6, 9], deck=deck)
    assert rules.describe(s, A_ENTER + 0) == "F1 to stop 1, fly +1, draw"
    assert rules.describe(s, A_ENTER + 0, 1) == "plays F1 to stop 1, fly +1, draw"
    play(s, A_ENTER + 0)
    assert s[rules._P_PHASE] == PH_DRAW and rules.scores(s) == (1, 0)


def test_describe_fly_with_no_card_left_is_scored_now():
    """Deck and river empty: "fly +1"; the fly is scored at once and the turn passes without a card."""
    piles = ([(c, 1) for c in range(8)], [(c, 1) for c in (8, 9, 11, 12, 14, 15, 16, 17)])
    s = build(swamp={0: (10, 0, 0)}, hands=([], [13]), piles=piles, points=((8, 0, 0, 0), (8, 0, 0, 0)))
    assert rules.describe(s, A_MOVE + 10) == "F11 to stop 2, fly +1"
    play(s, A_MOVE + 10)
    assert rules.current_player(s) == 1 and s[rules.P_HAND_N] == 0 and rules.scores(s) == (9, 8)


def test_describe_fits_the_status_line_for_the_mover():
    """Every action of random games reads in full on the 26-column status line (the mover's side)."""
    out = bytearray(rules.MAX_LEGAL)
    longest = ""
    for seed in range(40):
        s = rules.new_state(2, seed)
        rng = random.Random(seed)
        while not rules.is_over(s):
            n = rules.legal_actions(s, out)
            for a in out[:n]:
                text = rules.describe(s, a)
                longest = max(longest, text, key=len)
            rules.apply(s, out[rng.randrange(n)])
    assert len(longest) <= 26, longest


@pytest.mark.parametrize("seat", [0, 1])
def test_describe_own_frog_entry_fits_the_status_line(seat):
    """Entering onto an own frog (the longest text) fits 26 columns for every card pair that can meet."""
    for card in range(18):
        start = rules.route_pad(card, 0, seat)
        for frog in range(18):
            if frog == card:
                continue
            for step in range(4):
                if rules.route_pad(frog, step, seat) != start:
                    continue
                s = build(turn=seat, shores=([card], []) if seat == 0 else ([], [card]),
                          swamp={start: (frog, seat, step)}, flies=[p for p in (3, 4, 5) if p != start],
                          deck=rest([card, frog]), check=False)
                text = rules.describe(s, A_ENTER + card)
                assert ", P%d gets F%d" % (2 - seat, frog + 1) in text and len(text) <= 26, text


# --- view ---------------------------------------------------------------------------------------

VIEW_ARGS = dict(shores=([5], [12]), swamp={0: (0, 0, 0), 7: (13, 1, 0)}, river=[2, 6, 9],
                 piles=([(8, 1)], []), points=((1, 0, 0, 0), (0, 0, 0, 0)), seed=777)


def view_state():
    """Seat 0 holds 4 and 8, seat 1 holds 2, 12 and 15 (ids 3 7 / 1 11 14); 5 cards in the deck."""
    return build(hands=([3, 7], [1, 11, 14]), deck=[4, 10, 15, 16, 17], **VIEW_ARGS)


def test_view_hides_other_hand_deck_order_and_seed():
    """view(): the other seat's hand, the deck order and the seed/PRNG bytes are hidden."""
    s = view_state()
    before = bytes(s)
    v = rules.view(s, 0)
    assert bytes(s) == before
    assert bytes(v[rules._P_SEED:rules._P_SEED + 8]) == bytes(8)
    assert bytes(v[rules.P_DECK:rules.P_DECK + 18]) == bytes([NONE] * 18)
    for c in (1, 11, 14, 4, 10, 15, 16, 17):
        assert v[rules.P_LOC + c] == Z_HIDDEN
    assert v[rules.P_LOC + 3] == Z_HAND and v[rules.P_LOC + 7] == Z_HAND
    v1 = rules.view(s, 1)
    for c in (3, 7, 4, 10, 15, 16, 17):
        assert v1[rules.P_LOC + c] == Z_HIDDEN
    assert v1[rules.P_LOC + 1] == Z_HAND + 1


def test_view_keeps_public_information():
    """view(): hand counts, deck count, shores, swamp, river, piles, scores and phase stay visible."""
    s = view_state()
    for seat in (0, 1):
        v = rules.view(s, seat)
        for lo, hi in ((rules._P_PLAYERS, rules.P_DECK), (rules.P_RIVER, rules.P_LOC),
                       (rules._P_STEP, rules.STATE_SIZE)):
            assert v[lo:hi] == s[lo:hi]
        for c in (5, 12, 0, 13, 8, 2, 6, 9):  # shores, swamp, pile, river
            assert v[rules.P_LOC + c] == s[rules.P_LOC + c]
        assert v[rules.P_HAND_N:rules.P_HAND_N + 2] == bytes([2, 3])
        assert v[rules.P_DECK_N] == 5
        assert rules.scores(v) == (1, 0)


def test_view_same_for_states_differing_in_hidden_cards():
    """view(): two states that differ only in the other hand's cards and the deck order look the same."""
    s = view_state()
    t = build(hands=([3, 7], [4, 10, 15]), deck=[17, 16, 14, 11, 1], **VIEW_ARGS)
    assert s != t
    assert rules.view(s, 0) == rules.view(t, 0)
    assert rules.view(s, 1) != rules.view(t, 1)


# --- check --------------------------------------------------------------------------------------


def _set(offset, value):
    def corrupt(s):
        s[offset] = value
    return corrupt


def _many(*changes):
    def corrupt(s):
        for change in changes:
            change(s)
    return corrupt


CORRUPTIONS = {
    "deck card also in the river": _set(rules.P_RIVER + 2, 4),
    "hand card also on a pad": _set(rules.P_PAD + 8, 3),
    "card twice in the deck": _set(rules.P_DECK + 0, 10),
    "card in no place": _set(rules.P_LOC + 3, Z_SWAMP),
    "wrong hand count": _set(rules.P_HAND_N + 1, 2),
    "a fourth fly": _set(rules.P_PAD + 8, FLY),
    "a fly missing": _set(rules.P_PAD + 3, rules.EMPTY),
    "frog off its route (step)": _set(rules._P_STEP + 0, 1),
    "frog on the other seat's route": _set(rules.P_LOC + 13, Z_SWAMP),
    "points not matching the pile": _set(rules._P_POINTS + 0, 2),
    "three frogs on a shore": _many(_set(rules.P_LOC + 3, Z_SHORE), _set(rules.P_LOC + 7, Z_SHORE),
                                    _set(rules.P_HAND_N, 0)),
    "deck count too high": _set(rules.P_DECK_N, 6),
    "bad turn": _set(rules._P_TURN, 2),
    "pending frog in the main phase": _set(rules._P_FROG, 0),
    "stuck seat during play": _set(rules._P_STUCK, 0),
}


def test_check_accepts_valid_states():
    """check(): a fresh game and a literal coherent state pass."""
    rules.check(rules.new_state(2, 5))
    rules.check(view_state())


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_check_rejects_corrupted_state(name):
    """check(): a corrupted state (card in two places, wrong counts, frog off its route...) raises."""
    s = view_state()
    CORRUPTIONS[name](s)
    with pytest.raises(ValueError):
        rules.check(s)


def test_builder_rejects_lost_or_doubled_cards():
    """The test builder itself refuses a card placed nowhere or twice."""
    with pytest.raises(ValueError):
        build(hands=([3], []), deck=rest([3, 4]))
    with pytest.raises(ValueError):
        build(hands=([3], [3]), deck=rest([3]))


# --- reveals ------------------------------------------------------------------------------------


def test_reveals_draws_refills_and_formations():
    """reveals(): true for a deck draw, a river take refilled from the deck, a formation."""
    s = fly_draw_state()
    assert rules.reveals(s, A_DRAW_DECK)
    assert rules.reveals(s, A_TAKE + 6)
    f = build(swamp={0: (0, 0, 0)}, hands=([2], [9]), deck=rest([0, 2, 9]))
    assert rules.reveals(f, A_FORM + 2)


def test_reveals_false_for_moves_and_public_cards():
    """reveals(): false for enter, move, finish, fly placement and a river take with the deck empty."""
    s = build(swamp={0: (10, 0, 0), 8: (13, 0, 3)}, shores=([1], []), hands=([], [15]), river=[2, 6, 9],
              deck=rest([10, 13, 1, 15, 2, 6, 9]))
    for action in (A_ENTER + 1, A_MOVE + 10, A_FINISH + 13):
        assert not rules.reveals(s, action)
    play(s, A_MOVE + 10)
    assert not rules.reveals(s, A_FLY + 8)
    piles = ([(c, 1) for c in (0, 1, 3, 4, 5, 7)], [(c, 1) for c in (8, 11, 12, 14, 15, 16, 17)])
    e = build(phase=PH_DRAW, frog=10, swamp={3: (10, 0, 1)}, flies=(4, 5, 8), hands=([], [13]),
              river=[2, 6, 9], piles=piles, points=((6, 0, 0, 0), (7, 0, 0, 0)))
    assert not rules.reveals(e, A_TAKE + 6)


def test_reveals_play_to_shore_shows_a_hand_card():
    """reveals(): playing a hidden hand card face up to the shore shows it (as a formation does): true."""
    s = build(hands=([3, 7], [1]), river=[0, 2, 4], deck=[5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
    revealed = rules.reveals(s, A_PLAY + 3)
    assert rules.view(s, 1)[rules.P_LOC + 3] == Z_HIDDEN  # seat 1 cannot see frog 4 in the hand...
    play(s, A_PLAY + 3)
    assert rules.view(s, 1)[rules.P_LOC + 3] == Z_SHORE   # ...and sees it on the shore afterwards
    assert revealed, "reveals(A_PLAY) is False although the play shows a hidden hand card"


def test_describe_from_the_other_seat_names_the_same_stops():
    """describe(s, action, seat): the same move of seat 1 told to seat 0 names the same route stop (issue 24)."""
    swamp = {5: (10, 1, 1), 1: (12, 0, 0), 7: (13, 1, 0), 2: (11, 1, 3)}
    s = build(turn=1, swamp=swamp, flies=(3, 4, 6), hands=([], [2]), shores=([], [0]), river=[5, 7, 9],
              deck=rest([10, 12, 13, 11, 2, 0, 5, 7, 9]))
    assert rules.describe(s, A_MOVE + 10, 1) == "plays F11 to stop 3, takes F13"
    assert rules.describe(s, A_MOVE + 10, 0) == "plays F11 to stop 3, takes F13"  # absolute 5 -> 1
    assert rules.describe(s, A_ENTER + 0, 0) == "plays F1 to stop 1"
    assert rules.describe(s, A_FLY + 6, 0) == "moves the fly"


# --- pieces (issue 12): what the rules load at import and on first use ---------------------------


def test_rules_import_loads_only_the_play_pieces():
    """Importing the rules loads core, moves and play; set-up, check, count and texts wait for first use."""
    import subprocess
    import sys

    code = ("import sys; sys.path.insert(0, 'tools'); import hostenv; hostenv.setup(); "
            "import games.bog.rules as r; first = sorted(m for m in sys.modules if m.startswith('games.bog.')); "
            "s = r.new_state(2, 3); r.check(s); r.describe(s, 0); r.winners(s); "
            "print(first); print(sorted(m for m in sys.modules if m.startswith('games.bog.')))")
    root = __file__.rsplit("/tests_host/", 1)[0]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    first, later = out.stdout.splitlines()[-2:]
    assert first == str(["games.bog.cards", "games.bog.core", "games.bog.moves", "games.bog.play",
                         "games.bog.rules"])
    assert later == str(["games.bog.audit", "games.bog.cards", "games.bog.core", "games.bog.moves",
                         "games.bog.play", "games.bog.rules", "games.bog.score", "games.bog.start",
                         "games.bog.text"])
