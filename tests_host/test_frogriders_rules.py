"""Frogriders scenario tests: one literal state per rule, technique, card and objective type."""

import pytest
from frogriders_build import build, cards_of, pad, show

from games.frogriders import moves as M
from games.frogriders import rules as R
from games.frogriders import score as S
from games.frogriders import text as T
from games.frogriders.cards import (
    K_B_FEWCARDS,
    K_B_FEWFROGS,
    K_B_FEWFROGS3,
    K_DIAG,
    K_EITHER,
    K_FLOWER,
    K_G_BROWN,
    K_G_FROGCARD,
    K_G_PAIRS,
    K_LJUMP,
    K_PLAIN,
    K_RUNUP,
    K_TQ_BLUE,
    K_TQ_RED,
    K_TQ_YELLOW,
)

Y, RD, B, N = 0, 1, 2, 3
T_NORMAL, T_DIAG, T_LV, T_LH, T_RUNUP = 0, 1, 2, 3, 4  # landing techniques in the action codes


def legal(s):
    """The legal actions as a list."""
    buf = [0] * R.MAX_LEGAL
    n = R.legal_actions(s, buf)
    return buf[:n]


def land(tech, to, cap=0):
    """A landing action code."""
    return R.A_LAND + 128 * tech + 64 * cap + pad(to)


def landings(s, frm):
    """Choose the jumper on pad frm and return the landing actions offered."""
    R.apply(s, R.A_FROM + pad(frm))
    assert s[R.P_PHASE] == R.PH_LAND
    return set(legal(s))


def at(s, name):
    """Colour letter on a pad ('.' empty)."""
    return ".YRBN#"[s[R.P_POND + pad(name)]]


def capt(s, seat, col):
    """Captured frogs of a colour."""
    return s[R.P_CAPT + 4 * seat + col]


# --- set-up -------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
def test_setup_3_4_players_fills_every_pad_but_the_centre(players):
    s = R.new_state(players, 7)
    R.check(s)
    pond = [s[R.P_POND + p] for p in range(R.PAD_COUNT)]
    assert pond[R.CENTRE] == R.EMPTY and R.pad_name(R.CENTRE) == "E5"
    assert sum(1 for x in pond if x) == 56
    assert [pond.count(c + 1) for c in range(4)] == [10, 11, 14, 21]
    assert R.STATE_SIZE <= 256


def test_setup_2_players_uses_the_inner_pads_only():
    s = R.new_state(2, 7)
    R.check(s)
    pond = [s[R.P_POND + p] for p in range(R.PAD_COUNT)]
    assert sum(1 for p in range(R.PAD_COUNT) if R.is_inner(p)) == 37
    assert all(pond[p] == R.OFF for p in range(R.PAD_COUNT) if not R.is_inner(p))
    assert [pond.count(c + 1) for c in range(4)] == [7, 7, 9, 13]
    assert pond[R.CENTRE] == R.EMPTY


def test_board_shape_and_flowers():
    assert R.PAD_COUNT == 57
    assert sum(1 for p in range(57) if not R.is_inner(p)) == 20
    flowers = sorted(R.pad_name(p) for p in range(57) if R.is_flower(p))
    assert flowers == sorted(["C3", "G3", "C7", "G7", "B5", "H5", "E2", "E8", "I4", "F9", "A6", "D1"])


@pytest.mark.parametrize("options", [0, 1])
def test_setup_cards_and_common_sides(options):
    s = R.new_state(4, 3, options)
    R.check(s)
    assert s[R.P_DECK_N] == 20
    assert all(s[R.P_FACE + i] != R.NONE for i in range(4))
    commons = [s[R.P_COMMON + i] for i in range(2)]
    assert not (commons[0] | commons[1]) & R.BACK  # fronts up: with one back, the players turn one over
    assert (commons[0] & 0x7F) != (commons[1] & 0x7F)
    dealt = [sum(1 for c in range(10) if s[R.P_SECRET + c] == R.S_DEALT + p) for p in range(4)]
    assert dealt == [2, 2, 2, 2]
    assert s[R.P_PHASE] == (R.PH_BACK if options else R.PH_SECRET) and R.current_player(s) == 0
    assert R.OPTIONS == (("Commons", ("Fronts", "One back")),)


@pytest.mark.parametrize("which", [0, 1])
def test_one_back_the_first_decision_turns_over_the_chosen_common(which):
    """Issue 13 item 2: with one back, the table first chooses which dealt common objective to turn over."""
    s = build(options=1, phase=R.PH_BACK, commons=(0, 3), pond=BIG, rest=2)
    assert legal(s) == [R.A_BACK, R.A_BACK + 1] and R.current_player(s) == 0
    assert R.public_decision(s)  # nothing private: no hand-off before it
    assert R.describe(s, R.A_BACK) == "Turn this objective over"  # the panel shows its back under the cursor
    assert R.describe(s, R.A_BACK + 1, 0) == "turns the right objective over"
    assert not R.reveals(s, R.A_BACK + which)
    R.apply(s, R.A_BACK + which)
    R.check(s)
    assert [bool(s[R.P_COMMON + i] & R.BACK) for i in range(2)] == [i == which for i in range(2)]
    assert [s[R.P_COMMON + i] & 0x7F for i in range(2)] == [0, 3]
    assert (s[R.P_PHASE], R.current_player(s), R.public_decision(s)) == (R.PH_SECRET, 0, False)
    assert T.common_text(s, which) == ("most yellow and red: 6, tied 3", "most cards: 4, tied 2")[which]
    with pytest.raises(ValueError):
        R.apply(s, R.A_BACK + 1 - which)  # only one common may be turned over


def test_one_back_choice_comes_before_the_secrets_in_a_new_game():
    s = R.new_state(3, 5, 1)
    assert legal(s) == [R.A_BACK, R.A_BACK + 1]
    R.apply(s, R.A_BACK + 1)
    assert (s[R.P_PHASE], R.current_player(s)) == (R.PH_SECRET, 0)
    assert len(legal(s)) == 2 and all(a < R.A_FROM for a in legal(s))
    for bad in (0, 2):  # the check knows a game with one back has exactly one common turned over
        t = bytearray(s)
        t[R.P_COMMON] = (t[R.P_COMMON] & 0x7F) | (R.BACK if bad else 0)
        t[R.P_COMMON + 1] = (t[R.P_COMMON + 1] & 0x7F) | (R.BACK if bad else 0)
        with pytest.raises(ValueError):
            R.check(t)


def test_bad_setup_raises():
    for players, options in ((1, 0), (5, 0), (3, 2)):
        with pytest.raises(ValueError):
            R.new_state(players, 1, options)


# --- secret objectives ------------------------------------------------------------------------


def test_each_player_keeps_one_secret_and_returns_the_other():

    s = R.new_state(3, 5)
    seen = []
    for seat in range(3):
        assert R.current_player(s) == seat
        acts = legal(s)
        assert len(acts) == 2
        v = R.view(s, seat)
        assert M.is_legal(v, acts[0])  # decided from the seat's own view
        other = (seat + 1) % 3
        assert all(v[R.P_SECRET + c] in (R.S_HIDDEN, R.S_DEALT + seat, R.S_KEPT + seat, R.S_BACK + seat)
                   for c in range(10))
        assert R.describe(s, acts[1], other) == "keeps a secret objective"
        assert R.describe(s, acts[1]) == "Keep this secret objective"  # the panel lists it, the cursor marks it
        assert R.describe(s, acts[1], seat) == "keeps this secret objective"
        R.apply(s, acts[1])
        R.check(s)
        assert s[R.P_SECRET + acts[1]] == R.S_KEPT + seat
        assert s[R.P_SECRET + acts[0]] == R.S_BACK + seat
        seen.append(acts[1])
    assert s[R.P_PHASE] == R.PH_JUMP and R.current_player(s) == 0
    assert [R.kept_secret(R.view(s, p), p) for p in range(3)] == seen
    assert R.kept_secret(R.view(s, 0), 1) == -1


def test_opening_has_exactly_four_jumps_into_the_centre():
    for players in (2, 3):
        s = R.new_state(players, 9)
        for _ in range(players):
            R.apply(s, legal(s)[0])
        jumpers = legal(s)
        assert sorted(R.pad_name(a - R.A_FROM) for a in jumpers) == ["C5", "E3", "E7", "G5"]
        for a in jumpers:
            t = bytearray(s)
            R.apply(t, a)
            assert [x & 63 for x in legal(t)] == [R.CENTRE]


# --- phase A: the plain jump ----------------------------------------------------------------


def test_plain_jump_captures_the_frog_jumped():
    s = build(pond={"E5": "R", "E6": "Y"}, rest=2)
    assert sorted(legal(s)) == sorted([R.A_FROM + pad("E5"), R.A_FROM + pad("E6")])
    assert landings(s, "E5") == {land(T_NORMAL, "E7")}
    R.apply(s, land(T_NORMAL, "E7"))
    assert (at(s, "E5"), at(s, "E6"), at(s, "E7")) == (".", ".", "R")
    assert capt(s, 0, Y) == 1
    assert R.is_over(s), show(s)  # one frog left: nobody can jump


def test_no_diagonal_jump_without_the_card():
    s = build(pond={"E5": "R", "F6": "Y"}, check=False)
    assert not R.can_jump(s, 0)


def test_no_jump_over_an_empty_pad_or_onto_a_frog():
    s = build(pond={"E5": "R", "E7": "Y"}, check=False)
    assert not R.can_jump(s, 0)
    s = build(pond={"E5": "R", "E6": "Y", "E7": "B"}, rest=2)
    assert R.A_FROM + pad("E5") not in legal(s)
    assert landings(s, "E6") == {land(T_NORMAL, "E4"), land(T_NORMAL, "E8")}


def test_two_players_never_jump_onto_the_border():
    s = build(players=2, pond={"E3": "R", "E2": "Y"}, rest=1)
    assert R.A_FROM + pad("E3") not in legal(s)  # E1 is a border pad
    assert landings(s, "E2") == {land(T_NORMAL, "E4")}
    s = build(players=3, pond={"E3": "R", "E2": "Y"}, rest=2)
    assert landings(s, "E3") == {land(T_NORMAL, "E1")}


# --- jump techniques ----------------------------------------------------------------------------


def test_landing_on_a_flower_says_the_trophies_of_the_flower_cards():
    """With Flower cards the landing text says the flower's trophies, in words that fit the status line."""
    s = build(pond={"E5": "R", "F6": "Y"}, own={0: cards_of(K_DIAG) + cards_of(K_FLOWER, 2)}, rest=2)
    assert landings(s, "E5") == {land(T_DIAG, "G7")}
    assert R.describe(s, land(T_DIAG, "G7")) == "Take yellow, flower +2"  # the technique left out: 26 columns
    s = build(pond={"E5": "R", "F6": "Y"}, own={0: cards_of(K_DIAG) + cards_of(K_FLOWER)}, rest=2)
    assert landings(s, "E5") == {land(T_DIAG, "G7")}
    assert R.describe(s, land(T_DIAG, "G7")) == "Take yellow, flower +1"


def test_diagonal_technique():
    s = build(pond={"E5": "R", "F6": "Y"}, own={0: cards_of(K_DIAG)}, rest=2)
    assert landings(s, "E5") == {land(T_DIAG, "G7")}
    assert R.describe(s, land(T_DIAG, "G7")) == "Diagonal, take yellow"  # a flower, but no Flower card: nothing said
    # the log says who did what (issue 38.4): a whole sentence after the mover's name (the recap wraps it)
    assert R.describe(s, land(T_DIAG, "G7"), 1) == "jumps diagonally, takes yellow"
    assert R.describe(s, land(T_DIAG, "G7") + 64, 1) == "jumps diagonally, takes the red jumper"
    assert R.describe(s, R.A_PASS, 1) == "takes no village action"
    R.apply(s, land(T_DIAG, "G7"))
    assert (at(s, "G7"), at(s, "F6"), capt(s, 0, Y)) == ("R", ".", 1)


def test_l_jump_lands_left_or_right_of_the_jumped_frog():
    s = build(pond={"E5": "R", "E6": "Y"}, own={0: cards_of(K_LJUMP)}, rest=2)
    assert landings(s, "E5") == {land(T_NORMAL, "E7"), land(T_LV, "D6"), land(T_LV, "F6")}
    R.apply(s, land(T_LV, "D6"))
    assert (at(s, "D6"), at(s, "E6"), capt(s, 0, Y)) == ("R", ".", 1)
    s = build(pond={"E5": "R", "F5": "Y"}, own={0: cards_of(K_LJUMP)}, rest=2)
    assert landings(s, "E5") == {land(T_NORMAL, "G5"), land(T_LH, "F4"), land(T_LH, "F6")}


def test_l_jump_to_one_pad_over_two_frogs_is_two_actions():
    s = build(pond={"E5": "R", "E6": "Y", "F5": "B"}, own={0: cards_of(K_LJUMP)}, rest=2)
    acts = landings(s, "E5")
    assert {land(T_LV, "F6"), land(T_LH, "F6")} <= acts
    R.apply(s, land(T_LH, "F6"))
    assert (at(s, "F6"), at(s, "F5"), at(s, "E6"), capt(s, 0, B)) == ("R", ".", "Y", 1)


def test_run_up_slides_over_empty_pads_then_jumps():
    s = build(pond={"E2": "R", "E5": "Y"}, own={0: cards_of(K_RUNUP)}, rest=2)
    assert landings(s, "E2") == {land(T_RUNUP, "E6")}
    assert R.describe(s, land(T_RUNUP, "E6")) == "Run-up, take yellow"
    R.apply(s, land(T_RUNUP, "E6"))
    assert (at(s, "E2"), at(s, "E5"), at(s, "E6"), capt(s, 0, Y)) == (".", ".", "R", 1)


def test_run_up_needs_a_slide_and_a_free_landing():
    s = build(pond={"E5": "R", "E6": "Y"}, own={0: cards_of(K_RUNUP)}, rest=2)
    assert landings(s, "E5") == {land(T_NORMAL, "E7")}
    s = build(pond={"E2": "R", "E5": "Y", "E6": "B"}, own={0: cards_of(K_RUNUP)}, rest=2)
    assert R.A_FROM + pad("E2") not in legal(s)


def test_techniques_do_not_combine():
    s = build(pond={"C3": "R", "F6": "Y"}, own={0: cards_of(K_DIAG) + cards_of(K_RUNUP)}, check=False)
    assert not R.can_jump(s, 0)  # a diagonal run-up would need both cards at once


def test_capture_either_frog():
    s = build(pond={"E5": "R", "E6": "Y"}, own={0: cards_of(K_EITHER)}, rest=2)
    assert landings(s, "E5") == {land(T_NORMAL, "E7"), land(T_NORMAL, "E7", 1)}
    assert R.describe(s, land(T_NORMAL, "E7", 1)) == "Take the red jumper"  # 24 columns: the pop-up of the two captures
    R.apply(s, land(T_NORMAL, "E7", 1))
    assert (at(s, "E5"), at(s, "E6"), at(s, "E7")) == (".", "Y", ".")
    assert (capt(s, 0, RD), capt(s, 0, Y)) == (1, 0)


def test_flower_card_scores_at_once_on_a_flower():
    s = build(pond={"E6": "R", "E7": "Y"}, own={0: cards_of(K_FLOWER)}, rest=2)
    landings(s, "E6")
    R.apply(s, land(T_NORMAL, "E8"))
    assert s[R.P_FLOWERS] == 1 and R.scores(s)[0] == 1
    s = build(pond={"E6": "R", "E7": "Y"}, rest=2)
    landings(s, "E6")
    R.apply(s, land(T_NORMAL, "E8"))
    assert s[R.P_FLOWERS] == 0


def test_flower_back_gives_everyone_a_trophy_and_adds_to_the_card():
    s = build(pond={"E6": "R", "E7": "Y", "A4": "B", "A5": "N"}, options=1, commons=(4, 0), turn=1,
              own={0: cards_of(K_FLOWER)}, rest=2)
    landings(s, "E6")
    R.apply(s, land(T_NORMAL, "E8"))
    assert s[R.P_FLOWERS + 1] == 1
    assert R.flower_bonus(s, 0) == 2 and R.flower_bonus(s, 2) == 1


def test_two_flower_cards_score_one_trophy_each_on_a_flower():
    """Issue 13 item 3: the deck holds two flower cards; owning both scores 1 for each on every flower."""
    assert len(cards_of(K_FLOWER, 2)) == 2
    s = build(pond={"E6": "R", "E7": "Y"}, own={0: cards_of(K_FLOWER, 2)}, rest=2)
    assert R.flower_bonus(s, 0) == 2 and R.flower_bonus(s, 1) == 0
    landings(s, "E6")
    R.apply(s, land(T_NORMAL, "E8"))  # E8 is a flower
    assert s[R.P_FLOWERS] == 2 and R.scores(s)[0] == 2
    # with the flower back in play too: 1 for the back and 1 for each card
    s = build(pond={"E6": "R", "E7": "Y"}, own={0: cards_of(K_FLOWER, 2)}, options=1, commons=(4, 0), rest=2)
    landings(s, "E6")
    R.apply(s, land(T_NORMAL, "E8"))
    assert s[R.P_FLOWERS] == 3


def test_flower_scores_when_the_jumper_is_captured():
    s = build(pond={"E6": "R", "E7": "Y"}, own={0: cards_of(K_FLOWER) + cards_of(K_EITHER)}, rest=2)
    landings(s, "E6")
    R.apply(s, land(T_NORMAL, "E8", 1))
    assert s[R.P_FLOWERS] == 1 and at(s, "E8") == "."


# --- phase B: the village -----------------------------------------------------------------------

BIG = {"E5": "R", "E6": "Y", "C5": "B", "D5": "N"}  # after E5 jumps to E7, C5 can still jump


def test_red_frog_gives_one_more_jump_without_a_second_phase_b():
    s = build(pond=dict(BIG, A4="B", A5="N"), capt={0: "RY"}, village="B", rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert s[R.P_PHASE] == R.PH_VILLAGE
    acts = legal(s)
    assert acts[0] == R.A_PASS and R.A_RED in acts and R.A_TAKE + B in acts
    R.apply(s, R.A_RED)
    R.check(s)
    assert (s[R.P_PHASE], R.current_player(s), s[R.P_EXTRA]) == (R.PH_JUMP, 0, 1)
    assert (capt(s, 0, RD), s[R.P_VILLAGE + RD]) == (0, 1)
    landings(s, "C5")
    R.apply(s, land(T_NORMAL, "E5"))
    # no phase B after the extra jump, though a yellow could still fetch the blue from the village
    assert (R.current_player(s), s[R.P_PHASE], s[R.P_EXTRA]) == (1, R.PH_JUMP, 0)
    assert capt(s, 0, Y) == 2 and capt(s, 0, N) == 1  # the Y held and the Y jumped; the N of the 2nd jump


def test_red_frog_may_be_sent_with_no_jump_left_and_ends_the_game_on_the_sender():
    """Issue 13 item 1: red is offered whenever held; with no jump to follow the sender could not jump."""
    s = build(pond={"E5": "R", "E6": "Y"}, capt={0: "R"}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))  # one frog left on the pond: nobody can jump any more
    assert s[R.P_PHASE] == R.PH_VILLAGE and legal(s) == [R.A_PASS, R.A_RED]
    passed = bytearray(s)
    R.apply(passed, R.A_PASS)
    assert R.is_over(passed) and passed[R.P_ENDER] == 1  # passing: P2 is the one who cannot jump
    assert R.outcome_text(passed).startswith("P2 could not jump")
    R.apply(s, R.A_RED)
    R.check(s)
    assert R.is_over(s) and R.current_player(s) == -1 and legal(s) == []
    assert (s[R.P_ENDER], s[R.P_TURN], s[R.P_EXTRA]) == (0, 0, 1)
    assert (capt(s, 0, RD), s[R.P_VILLAGE + RD]) == (0, 1)
    assert R.outcome_text(s) == "P1 sent red, no jump left."


def test_a_leader_may_send_a_red_frog_to_end_the_game():
    # P1 holds every other frog and leads; P2 could still jump (diagonally, C4 over D5), but P1's red
    # ends the game at once
    s = build(pond={"E5": "R", "E6": "Y", "C4": "B", "D5": "N"}, rest=0, own={1: cards_of(K_DIAG)})
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert R.can_jump(s, 1) and not R.can_jump(s, 0)
    R.apply(s, R.A_RED)
    assert R.is_over(s) and s[R.P_ENDER] == 0
    assert R.winners(s) == (0,)


def test_blue_frog_may_be_sent_when_no_face_up_card_is_left():
    s = build(pond=BIG, capt={0: "B"}, face=[], deck=[], own={1: list(range(24))}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert legal(s) == [R.A_PASS, R.A_BLUE]
    assert R.describe(s, R.A_BLUE) == "Send blue: no card left"
    R.apply(s, R.A_BLUE)
    R.check(s)
    assert (capt(s, 0, B), s[R.P_VILLAGE + B], R.current_player(s)) == (0, 1, 1)


def test_yellow_frog_takes_any_frog_from_the_village():
    s = build(pond=BIG, capt={0: "Y"}, village="RB", rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    acts = legal(s)
    assert R.A_TAKE + RD in acts and R.A_TAKE + B in acts
    assert R.A_TAKE + Y not in acts  # the yellow just sent was not already in the village
    R.apply(s, R.A_TAKE + B)
    R.check(s)
    assert (capt(s, 0, Y), capt(s, 0, B)) == (1, 1)  # the jump took a Y, the village gave a B
    assert [s[R.P_VILLAGE + c] for c in range(4)] == [1, 1, 0, 0]
    assert R.current_player(s) == 1


def test_yellow_frog_not_allowed_with_an_empty_village():
    s = build(pond=BIG, capt={0: "Y"}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert R.current_player(s) == 1  # nothing to do in phase B: it is skipped


def test_blue_frog_takes_a_face_up_card_and_refills():
    s = build(pond=BIG, capt={0: "B"}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert [a for a in legal(s) if a >= R.A_PRIV] == [R.A_PRIV + i for i in range(4)]
    card = s[R.P_FACE + 2]
    top = s[R.P_DECK + s[R.P_DECK_N] - 1]
    assert R.reveals(s, R.A_PRIV + 2)
    R.apply(s, R.A_PRIV + 2)
    R.check(s)
    assert s[R.P_PRIV + card] == R.L_OWN and s[R.P_FACE + 2] == top and s[R.P_DECK_N] == 19


def test_blue_frog_with_an_empty_deck_leaves_the_slot_empty():
    s = build(pond=BIG, capt={0: "B"}, face=[3, 4, 5, 6], deck=[], own={1: [c for c in range(24) if c > 6]},
              check=False)
    s[R.P_PRIV + 0] = s[R.P_PRIV + 1] = s[R.P_PRIV + 2] = R.L_OWN + 2
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert not R.reveals(s, R.A_PRIV)
    R.apply(s, R.A_PRIV)
    assert s[R.P_FACE] == R.NONE and s[R.P_PRIV + 3] == R.L_OWN
    assert R.A_PRIV not in legal(s)


def test_brown_frogs_never_go_to_the_village():
    s = build(pond=BIG, capt={0: "NNN"}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert R.current_player(s) == 1


def test_pass_in_phase_b():
    s = build(pond=BIG, capt={0: "B"}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    R.apply(s, R.A_PASS)
    assert R.current_player(s) == 1 and capt(s, 0, B) == 1


# --- the end --------------------------------------------------------------------------------------


def test_game_ends_when_the_player_to_move_cannot_jump_with_techniques():
    pond = {"E5": "R", "E6": "Y", "C3": "B", "D4": "Y"}
    s = build(pond=pond, own={1: cards_of(K_DIAG)}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert R.current_player(s) == 1 and not R.can_jump(s, 0)
    s = build(pond=pond, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert R.is_over(s) and R.current_player(s) == -1 and s[R.P_ENDER] == 1
    assert legal(s) == []
    assert R.outcome_text(s).startswith("P2 could not jump")


# --- scoring --------------------------------------------------------------------------------------


def over(**kw):
    """A finished game (empty pond) built from literal zones, without the frog count check."""
    kw.setdefault("phase", R.PH_OVER)
    kw.setdefault("ender", 0)
    kw.setdefault("check", False)
    return build(**kw)


def test_secret_objective_scores_per_complete_set():
    s = over(capt={0: "YYRRBBR"}, secrets={0: 3, 1: 1, 2: 2})  # Y+R+B = 7 per set
    assert S.score_lines(s, 0)[1] == 14
    assert S.score_lines(s, 1)[1] == 0


def test_common_fronts_score_per_set_and_per_five_frogs():
    s = over(capt={0: "YYRN", 1: "YRRBB"}, commons=(0, 5))  # Y+R = 3; 5 any = 5
    assert S.score_lines(s, 0)[2:4] == (3, 0)
    assert S.score_lines(s, 1)[2:4] == (3, 5)


def test_turquoise_extra_frogs_count_for_objectives_only():
    tq = cards_of(K_TQ_RED)[:1]
    s = over(capt={0: "YYN", 1: "YYN"}, own={0: tq}, commons=(0, 5), secrets={0: 1, 1: 0, 2: 2})
    lines = S.score_lines(s, 0)
    assert lines[1] == 5  # secret R+R: the 2 extra red frogs make one set
    assert lines[2] == 6  # Y+R: two sets
    assert lines[3] == 5  # 5 any: 3 captured + 2 extra
    assert lines[4] == 1 and lines[5] == -2
    assert S.frogs(s, 0) == 3
    for kind, col in ((K_TQ_YELLOW, Y), (K_TQ_BLUE, B)):
        t = over(own={0: cards_of(kind, 2)})
        assert S.objective_frogs(t, 0, col) == 4
        assert S.privilege_lines(t, 0) == (-4, 0, 0)


def test_back_two_colour_sum_majority_6_and_tie_3():
    s = over(options=1, commons=(0, 1), capt={0: "YR", 1: "RR", 2: "Y"})  # back of 0: most Y+R
    assert [S.score_lines(s, p)[2] for p in range(3)] == [3, 3, 0]
    s = over(options=1, commons=(5, 1), capt={0: "YB", 1: "RR", 2: "B"})  # back of 5: most B+Y
    assert [S.score_lines(s, p)[2] for p in range(3)] == [6, 0, 0]
    s = over(options=1, commons=(1, 0), capt={0: "B"}, own={1: cards_of(K_TQ_RED, 1)})  # R+B, extras count
    assert [S.score_lines(s, p)[2] for p in range(3)] == [0, 6, 0]


def test_back_brown_majority():
    s = over(options=1, back=1, commons=(0, 2), capt={0: "NNN", 1: "N"})
    assert [S.score_lines(s, p)[3] for p in range(3)] == [6, 0, 0]
    s = over(options=1, back=1, commons=(0, 2), capt={0: "NN", 1: "NN"})
    assert [S.score_lines(s, p)[3] for p in range(3)] == [3, 3, 0]
    s = over(options=1, back=1, commons=(0, 2))
    assert [S.score_lines(s, p)[3] for p in range(3)] == [0, 0, 0]  # nobody has any


def test_back_privilege_card_majority_4_and_tie_2():
    s = over(options=1, commons=(3, 0), own={0: [6, 7], 1: [8]})
    assert [S.score_lines(s, p)[2] for p in range(3)] == [4, 0, 0]
    s = over(options=1, commons=(3, 0), own={0: [6], 1: [8]})
    assert [S.score_lines(s, p)[2] for p in range(3)] == [2, 2, 0]


def test_back_flower_scores_nothing_at_the_end():
    s = over(options=1, commons=(4, 0), capt={0: "YR"})
    assert S.score_lines(s, 0)[2] == 0
    assert T.common_text(s, 0) == "flower: +1 for all"


def test_brown_frogs_score_one_each():
    s = over(capt={0: "NNNN"})
    assert S.score_lines(s, 0)[4] == 4


def test_printed_trophies_of_each_card_kind():
    for kind, value in ((K_DIAG, 2), (K_LJUMP, 2), (K_RUNUP, 3), (K_PLAIN, 4), (K_EITHER, 1), (K_FLOWER, 0),
                        (K_TQ_RED, -2)):
        s = over(own={0: cards_of(kind)})
        assert S.privilege_lines(s, 0)[0] == value, kind


def test_green_cards():
    s = over(capt={0: "NNNY"}, own={0: cards_of(K_G_BROWN)})
    assert S.privilege_lines(s, 0) == (0, 3, 0)
    s = over(own={0: cards_of(K_G_PAIRS) + cards_of(K_DIAG, 2) + cards_of(K_PLAIN, 2)})  # 5 cards: 2 pairs
    assert S.privilege_lines(s, 0)[1] == 4
    s = over(capt={0: "YN"}, own={0: cards_of(K_G_FROGCARD) + cards_of(K_DIAG, 2)},
             )  # 2 frogs, 3 cards: 2 pairs
    assert S.privilege_lines(s, 0)[1] == 2
    s = over(capt={0: "YNRRB"}, own={0: cards_of(K_G_FROGCARD) + cards_of(K_TQ_RED)})  # extras not counted
    assert S.privilege_lines(s, 0) == (-2, 2, 0)


def test_blue_fewest_cards_needs_strictly_fewest():
    few = cards_of(K_B_FEWCARDS)
    s = over(own={0: few, 1: [0, 1], 2: [2, 3]})
    assert S.privilege_lines(s, 0)[2] == 5
    s = over(own={0: few, 1: [0], 2: [2, 3]})
    assert S.privilege_lines(s, 0)[2] == 0


def test_blue_fewest_frogs_needs_strictly_fewest_five_or_three_as_printed():
    five, three = cards_of(K_B_FEWFROGS)[0], cards_of(K_B_FEWFROGS3)[0]
    s = over(capt={0: "Y", 1: "YY", 2: "YYY"}, own={0: [five], 1: [three]})
    assert S.privilege_lines(s, 0)[2] == 5 and S.privilege_lines(s, 1)[2] == 0  # second fewest: nothing
    s = over(capt={0: "YY", 1: "Y", 2: "YYY"}, own={0: [five], 1: [three]})
    assert S.privilege_lines(s, 0)[2] == 0 and S.privilege_lines(s, 1)[2] == 3
    s = over(capt={0: "Y", 1: "Y", 2: "YYY"}, own={0: [five], 1: [three]})
    assert S.privilege_lines(s, 0)[2] == 0 and S.privilege_lines(s, 1)[2] == 0  # a tie is not enough
    s = over(players=2, capt={0: "YYY", 1: "Y"}, own={0: [five, three]}, secrets={0: 0, 1: 1})
    assert S.privilege_lines(s, 0)[2] == 0  # at 2 players the one with more frogs gets nothing
    s = over(players=2, capt={0: "Y", 1: "YYY"}, own={0: [five, three]}, secrets={0: 0, 1: 1})
    assert S.privilege_lines(s, 0)[2] == 8
    s = over(capt={0: "YRR", 1: "YYYYY", 2: "YYYY"}, own={0: [five] + cards_of(K_TQ_RED)})
    assert S.privilege_lines(s, 0)[2] == 5  # 3 frogs; the 2 extra red frogs never count for privileges


def test_total_winner_tie_break_and_score_sheet():
    s = over(capt={0: "NNN", 1: "NN", 2: "NN"}, own={1: cards_of(K_TQ_RED)}, flowers={1: 3, 2: 1},
             secrets={0: 0, 1: 2, 2: 3})
    # P1 3, P2 2 + 3 - 2 = 3, P3 3: tie at 3; frogs 3, 2, 2 (extra frogs do not count)
    assert R.scores(s) == (3, 3, 3)
    assert R.winners(s) == (0,)
    assert R.outcome_text(s) == "Tie broken by most frogs.\nP1 could not jump."
    sheet = R.score_sheet(s)
    assert [label for label, _ in sheet] == ["Flowers", "Secret obj", "Common 1", "Common 2", "Brown frogs",
                                             "Card points", "Green combo", "Blue fewest", "Total"]
    assert sheet[5][1] == (0, -2, 0)  # P2's turquoise card: -2, the extra frog counts for objectives only
    assert sheet[-1][1] == (3, 3, 3)
    assert sheet[0][1] == (0, 3, 1)
    s = over(capt={0: "NN", 1: "NN"}, players=2, secrets={0: 0, 1: 2})
    assert R.winners(s) == (0, 1) and R.outcome_text(s) == "Tied trophies and frogs.\nP1 could not jump."


def test_winners_most_trophies_then_most_captured_frogs_then_shared():
    """Issue 13 item 4: most trophies; tied, most frogs (turquoise extra frogs do not count); still tied,
    a shared victory. A seat with more frogs but fewer trophies never wins."""
    tq = cards_of(K_TQ_RED)
    # P1 3 trophies (3 brown), 3 frogs; P2 2 brown + 3 flowers - 2 = 3 trophies, 2 frogs (4 with the
    # extra reds, which must not count); P3 0 trophies, 4 frogs
    s = over(capt={0: "NNN", 1: "NN", 2: "YYYY"}, own={1: tq}, flowers={1: 3}, secrets={0: 0, 1: 8, 2: 2})
    assert R.scores(s) == (3, 3, 0) and [S.frogs(s, p) for p in range(3)] == [3, 2, 4]
    assert S.objective_frogs(s, 1, RD) == 2  # the extras exist for objectives
    assert R.winners(s) == (0,) and R.outcome_text(s).startswith("Tie broken by most frogs.\n")
    # tied on trophies and on frogs: P1 and P2 share the victory
    s = over(capt={0: "NNN", 1: "NNY", 2: "YYYY"}, flowers={1: 1}, secrets={0: 0, 1: 8, 2: 2})
    assert R.scores(s) == (3, 3, 0) and [S.frogs(s, p) for p in range(3)] == [3, 3, 4]
    assert R.winners(s) == (0, 1) and R.outcome_text(s).startswith("Tied trophies and frogs.\n")
    # more trophies wins whatever the frogs
    s = over(capt={0: "NN", 1: "NNN", 2: "YYYY"}, flowers={0: 2}, secrets={0: 0, 1: 2, 2: 3})
    assert R.scores(s) == (4, 3, 0) and [S.frogs(s, p) for p in range(3)] == [2, 3, 4]
    assert R.winners(s) == (0,) and R.outcome_text(s) == "P1 could not jump."


def test_outcome_lines_fit_the_score_sheet():
    """The score sheet shows the outcome's first line under the winners: every sentence fits a line."""
    import ui

    cases = [over(capt={0: "NNN", 1: "NN"}), over(capt={0: "NNN", 1: "NNN"}), over(capt={0: "NNN", 1: "NNY"}),
             over(capt={0: "NN"}, extra=1, ender=0)]
    for s in cases:
        for line in R.outcome_text(s).split("\n"):
            assert ui.wrap(line) == [line]


def test_rules_page_states_the_whole_tie_rule():
    from games.frogriders.pages import RULES

    text = " ".join(RULES.split())
    assert ("Winner: the most trophies. Tied: the most captured frogs (the extra frogs of turquoise cards do not"
            " count). Still tied: the victory is shared.") in text


def test_scores_during_play_are_the_flower_trophies():
    s = build(pond=BIG, flowers={0: 2}, capt={0: "NNN"}, rest=2)
    assert R.scores(s) == (2, 0, 0) and R.winners(s) == ()


# --- contract -------------------------------------------------------------------------------------


def test_illegal_actions_raise_and_change_nothing():
    s = build(pond=BIG, capt={0: "RYB"}, village="R", rest=2)
    for phase_step in range(3):
        before = bytes(s)
        ok = set(legal(s))
        for a in list(range(0, 1100)) + [-1, 65535]:
            if a not in ok:
                with pytest.raises(ValueError):
                    R.apply(s, a)
                assert bytes(s) == before
        if phase_step == 0:
            R.apply(s, R.A_FROM + pad("E5"))
        elif phase_step == 1:
            R.apply(s, land(T_NORMAL, "E7"))


def test_check_finds_broken_invariants():
    good = build(pond=BIG, rest=2)
    R.check(good)
    for offset, value in ((R.P_POND + pad("A4"), 1), (R.P_VILLAGE + N, 1), (R.P_PRIV + 0, R.L_OWN + 3),
                          (R.P_FACE, R.NONE), (R.P_SECRET + 5, R.S_KEPT), (R.P_COMMON, 0x80),
                          (R.P_FROM, 3), (R.P_EXTRA, 2), (R.P_ENDER, 1), (R.P_TURN, 3)):
        bad = bytearray(good)
        bad[offset] = value
        with pytest.raises(ValueError):
            R.check(bad)
    stuck = build(pond={"E5": "R"}, rest=2, check=False)
    with pytest.raises(ValueError):
        R.check(stuck)


def test_view_hides_deck_order_other_secrets_and_prng_until_the_end():
    s = build(pond=BIG, rest=2, secrets={0: 4, 1: 5, 2: 6})
    v = R.view(s, 1)
    assert all(v[R.P_DECK + i] == R.NONE for i in range(24))
    assert bytes(v[0:8]) == bytes(8)
    assert R.kept_secret(v, 1) == 5 and R.kept_secret(v, 0) == -1
    assert v[R.P_DECK_N] == s[R.P_DECK_N]
    t = over(secrets={0: 4, 1: 5, 2: 6})
    v = R.view(t, 1)
    assert [R.kept_secret(v, p) for p in range(3)] == [4, 5, 6]
    assert sum(1 for c in range(10) if v[R.P_SECRET + c] == R.S_HIDDEN) == 6  # the others' returned ones and the box


def test_technique_bits_match_the_card_kinds():
    assert (M._BIT_DIAG, M._BIT_LJUMP, M._BIT_RUNUP, M._BIT_EITHER) == (
        1 << K_DIAG, 1 << K_LJUMP, 1 << K_RUNUP, 1 << K_EITHER)


def test_jumpers_found_backwards_from_empty_pads_match_the_forward_search():
    """The backward search (used while empty pads are fewer than frogs) finds exactly the frogs that can jump."""
    import random

    rnd = random.Random(4)
    checked = 0
    for seed in range(1, 13):
        players = 2 + seed % 3
        s = R.new_state(players, seed)
        while not R.is_over(s):
            if s[R.P_PHASE] == R.PH_JUMP:
                for seat in range(players):
                    for kinds in (R.kinds_owned(s, seat), 0, M._BIT_DIAG | M._BIT_LJUMP | M._BIT_RUNUP):
                        forward = [p for p in range(57) if 0 < s[R.P_POND + p] < R.OFF
                                   and R.landings(s, p, kinds, None, 0)]
                        if M.mark_jumpers(s, kinds):
                            assert [p for p in range(57) if M.MARK[p]] == forward, show(s)
                            checked += 1
            R.apply(s, rnd.choice(legal(s)))
    assert checked > 100


def test_the_frog_just_captured_may_go_to_the_village():
    s = build(pond=BIG, village="R", rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))  # captures the yellow on E6, the seat's only frog
    assert legal(s) == [R.A_PASS, R.A_TAKE + RD]
    R.apply(s, R.A_TAKE + RD)
    assert (capt(s, 0, Y), capt(s, 0, RD), s[R.P_VILLAGE + Y], s[R.P_VILLAGE + RD]) == (0, 1, 1, 0)


# --- audit additions: border with every technique, every objective card, deck refill ---------------


def _landing_set(s, frm, kinds):
    """Landing actions of the frog on pad frm with the technique bits kinds (no phase needed)."""
    buf = [0] * R.MAX_LEGAL
    n = R.landings(s, pad(frm), kinds, buf, 0)
    return set(buf[:n])


def test_two_players_no_technique_lands_on_the_border():
    # diagonal: E4 over D3 would land on C2, a border pad
    for players, want in ((2, set()), (3, {land(T_DIAG, "C2")})):
        s = build(players=players, pond={"E4": "R", "D3": "Y"}, check=False)
        assert _landing_set(s, "E4", M._BIT_DIAG) == want
    # L-shaped: D3 over D2 lands on C2 (border) or E2 (inner); straight on D1 (border)
    s = build(players=2, pond={"D3": "R", "D2": "Y"}, check=False)
    assert _landing_set(s, "D3", M._BIT_LJUMP) == {land(T_LV, "E2")}
    s = build(players=3, pond={"D3": "R", "D2": "Y"}, check=False)
    assert _landing_set(s, "D3", M._BIT_LJUMP) == {land(T_NORMAL, "D1"), land(T_LV, "C2"), land(T_LV, "E2")}
    # run-up: E8 slides up to E3 and jumps the frog on E2 onto E1, a border pad
    s = build(players=2, pond={"E8": "R", "E2": "Y"}, check=False)
    assert _landing_set(s, "E8", M._BIT_RUNUP) == set()
    s = build(players=3, pond={"E8": "R", "E2": "Y"}, check=False)
    assert _landing_set(s, "E8", M._BIT_RUNUP) == {land(T_RUNUP, "E1")}


def test_run_up_from_the_far_side_over_many_empty_pads():
    s = build(pond={"A5": "R", "G5": "Y"}, own={0: cards_of(K_RUNUP)}, rest=2)
    assert landings(s, "A5") == {land(T_RUNUP, "H5")}
    R.apply(s, land(T_RUNUP, "H5"))
    assert (at(s, "A5"), at(s, "G5"), at(s, "H5"), capt(s, 0, Y)) == (".", ".", "R", 1)


def test_l_jump_needs_the_frog_beside_the_jumper_and_a_free_side_pad():
    # the side pads of the jumped frog are taken: no L landing; the jump straight on stays
    s = build(pond={"E5": "R", "E6": "Y", "D6": "B", "F6": "N"}, own={0: cards_of(K_LJUMP)}, rest=2)
    assert landings(s, "E5") == {land(T_NORMAL, "E7")}


def test_capture_either_combines_with_a_jump_technique():
    s = build(pond={"E5": "R", "F6": "Y"}, own={0: cards_of(K_DIAG) + cards_of(K_EITHER)}, rest=2)
    assert landings(s, "E5") == {land(T_DIAG, "G7"), land(T_DIAG, "G7", 1)}
    R.apply(s, land(T_DIAG, "G7", 1))
    assert (at(s, "E5"), at(s, "F6"), at(s, "G7"), capt(s, 0, RD), capt(s, 0, Y)) == (".", "Y", ".", 1, 0)


def test_yellow_may_take_a_yellow_that_was_already_in_the_village():
    s = build(pond=BIG, capt={0: "Y"}, village="Y", rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert legal(s) == [R.A_PASS, R.A_TAKE + Y]
    R.apply(s, R.A_TAKE + Y)
    R.check(s)
    assert (capt(s, 0, Y), s[R.P_VILLAGE + Y]) == (2, 1)


def test_blue_refill_takes_the_last_deck_card_then_slots_stay_empty():
    others = [0, 1, 2] + list(range(8, 24))
    s = build(pond=BIG, capt={0: "B"}, face=[3, 4, 5, 6], deck=[7], own={1: others}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert R.reveals(s, R.A_PRIV + 1)
    R.apply(s, R.A_PRIV + 1)
    R.check(s)
    assert (s[R.P_FACE + 1], s[R.P_DECK_N], s[R.P_PRIV + 4]) == (7, 0, R.L_OWN)
    # the deck is empty: the slot taken stays empty, and empty slots are never offered
    s = build(pond=BIG, capt={0: "B"}, face=[None, 4, 5, 6], deck=[], own={1: [3, 7] + others}, rest=2)
    landings(s, "E5")
    R.apply(s, land(T_NORMAL, "E7"))
    assert [a for a in legal(s) if a >= R.A_PRIV] == [R.A_PRIV + 1, R.A_PRIV + 2, R.A_PRIV + 3]
    assert not R.reveals(s, R.A_PRIV + 3)
    R.apply(s, R.A_PRIV + 3)
    R.check(s)
    assert (s[R.P_FACE + 3], s[R.P_PRIV + 6]) == (R.NONE, R.L_OWN)
    assert R.A_BLUE not in legal(s)  # a blue is sent for nothing only when no face-up card is left


def test_privilege_deck_holds_24_cards_of_every_kind():
    from games.frogriders.cards import KIND_COUNT, KIND_NAMES, KIND_TROPHIES, PRIV_KIND
    counts = [sum(1 for k in PRIV_KIND if k == kind) for kind in range(KIND_COUNT)]
    assert len(PRIV_KIND) == 24 and len(KIND_NAMES) == len(KIND_TROPHIES) == KIND_COUNT
    assert counts == [2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 1, 1, 1, 1, 1]  # one Either gave way to a second Flower
    assert all(len(name) <= 10 for name in KIND_NAMES)  # one card line of the side panel


def test_green_and_blue_cards_print_no_trophies():
    for kind in (K_G_BROWN, K_G_PAIRS, K_G_FROGCARD, K_B_FEWCARDS, K_B_FEWFROGS, K_B_FEWFROGS3):
        s = over(own={0: cards_of(kind)}, capt={1: "YY", 2: "YY"}, check=False)
        printed = S.privilege_lines(s, 0)[0]
        assert printed == 0, kind


SECRET_TEXTS = ["2 yellow: 6 a set", "2 red: 5 a set", "2 blue: 4 a set", "yellow, red, blue: 7 a set",
                "yellow, red, brown: 6 a set", "yellow, blue, brown: 5 a set", "red, blue, brown: 5 a set",
                "yellow, 2 brown: 5 a set", "3 brown: 3 a set", "yellow, red, blue, brown: 8 a set"]
FRONT_TEXTS = ["yellow, red: 3 a set", "red, blue: 3 a set", "red, brown: 2 a set", "yellow, brown: 2 a set",
               "blue, brown: 2 a set", "5 of any colours: 5 a set"]


def _two_sets_and_a_half(table, card):
    """Captured letters holding exactly 2 complete sets of an objective, plus one frog short of a third."""
    needs = [table[card * 5 + col] for col in range(4)]
    if not any(needs):
        return "YRBNY" "RBNYR" "BNNN"  # 14 frogs of any colours: 2 sets of 5
    letters = "".join("YRBN"[col] * (2 * needs[col]) for col in range(4))
    return letters + "YRBN"[[col for col in range(4) if needs[col]][0]] * (1 if sum(needs) > 1 else 0)


@pytest.mark.parametrize("card", range(10))
def test_every_secret_objective_scores_per_complete_set(card):
    from games.frogriders.cards import SECRETS
    assert T.objective_text(SECRETS, card) == SECRET_TEXTS[card]
    s = over(capt={0: _two_sets_and_a_half(SECRETS, card)}, secrets={0: card, 1: (card + 1) % 10,
                                                                     2: (card + 2) % 10})
    assert S.score_lines(s, 0)[1] == 2 * SECRETS[card * 5 + 4]
    assert S.score_lines(s, 1)[1] == 0


@pytest.mark.parametrize("card", range(6))
def test_every_common_front_scores_per_complete_set(card):
    from games.frogriders.cards import COMMON_FRONTS
    s = over(capt={0: _two_sets_and_a_half(COMMON_FRONTS, card)}, commons=(card, (card + 1) % 6))
    assert T.common_text(s, 0) == FRONT_TEXTS[card]
    assert [S.score_lines(s, p)[2] for p in range(3)] == [2 * COMMON_FRONTS[card * 5 + 4], 0, 0]


def test_rules_pages_name_every_card_with_its_printed_trophies():
    from games.frogriders.cards import KIND_NAMES, KIND_TROPHIES
    from games.frogriders.pages import RULES

    for kind in (K_DIAG, K_LJUMP, K_RUNUP, K_PLAIN, K_EITHER, K_FLOWER):
        assert "%s %d" % (KIND_NAMES[kind], KIND_TROPHIES[kind]) in RULES.replace("'", ""), kind
    for kind, name in enumerate(KIND_NAMES):
        assert name in RULES or kind in (K_TQ_RED, K_TQ_BLUE), name  # "(same for R, B)"
