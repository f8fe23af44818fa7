"""Boussanga scenario tests: every rule of the issue and every rule decision, from literal states.

Card ids are the rules' ids (C1 on screen is id 0). Useful cards (turned() gives (dy, dx, colour)):
C6 (id 5) "BRG" in a row: o=0 across B R G from the anchor, o=2 down B R G, o=1 diagonal down-right.
C1 (id 0) "GGY": o=4 across Y G G (the Y is the anchor).
"""

import random
from array import array

import pytest
from boussanga_build import EMPTY_BOARD, board_rows, build, orient_table, show, turned

from games.boussanga import orient, score
from games.boussanga import rules as R

BRG = 5  # C6
GGY = 0  # C1


def legal(s):
    """Legal actions as a list."""
    buf = [0] * R.MAX_LEGAL
    return buf[:R.legal_actions(s, buf)]


def place(card, o, cell):
    """The placement action (orientation o, anchor cell)."""
    return R._A_PLACE + o * 64 + cell


def cell(name):
    """Cell index of a name like "D4" (column A-H, row 1-8 from the top)."""
    return "ABCDEFGH".index(name[0]) + 8 * (int(name[1]) - 1)


def play(s, slot, o, at):
    """Choose a hand slot, then lay the card; return the state."""
    R.apply(s, R._A_CARD + slot)
    R.apply(s, place(None, o, cell(at)))
    R.check(s)
    return s


def reserve(s):
    return list(s[R._P_RESERVE:R._P_RESERVE + 4])


def held(s, h=0):
    return list(s[R._P_HELD + 4 * h:R._P_HELD + 4 * h + 4])


def rows_with(text_rows):
    """A board from a few (row number, 8-character string) pairs, the rest empty."""
    board = list(EMPTY_BOARD)
    for row, text in text_rows:
        board[row - 1] = text
    return tuple(board)


# --- tables -----------------------------------------------------------------------------------


def test_orient_table_is_generated_from_the_cards():
    """orient.py is exactly what tests_host/boussanga_build.py computes from cards.PATTERNS."""
    assert orient.ORIENT == orient_table()
    assert R.MAX_LEGAL == orient.MOST + 1


def test_eight_positions_turn_by_45_degrees_and_never_flip():
    """The 8 positions of C6 (B R G): 4 straight, 4 diagonal with (dx, dy) -> (dx - dy, dx + dy)."""
    assert turned(BRG, 0) == [(0, 0, 1), (0, 1, 3), (0, 2, 2)]  # across
    assert turned(BRG, 1) == [(0, 0, 1), (1, 1, 3), (2, 2, 2)]  # diagonal down-right
    assert turned(BRG, 2) == [(0, 0, 1), (1, 0, 3), (2, 0, 2)]  # down
    assert turned(BRG, 3) == [(0, 0, 1), (1, -1, 3), (2, -2, 2)]  # diagonal down-left
    assert turned(BRG, 4) == [(0, 0, 2), (0, 1, 3), (0, 2, 1)]  # G R B across: turned, not flipped
    # a card with corners: C2 "RR./G../..." turned 45 degrees spreads onto a diamond
    assert turned(1, 1) == [(0, 0, 3), (1, -1, 2), (1, 1, 3)]
    # never flipped: no position of C2 is its mirror image "RR./..G/..." (G under the right R)
    mirror = [(0, 0, 3), (0, 1, 3), (1, 1, 2)]
    assert all(turned(1, o) != mirror for o in range(8))


def test_each_orientation_is_a_legal_placement_on_an_empty_board():
    """On an empty board, C6 can be laid in all 8 orientations; the tokens land where turned() says."""
    for o in range(8):
        s = build(hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
        R.apply(s, R._A_CARD + 0)
        anchor = cell("D4")
        assert place(BRG, o, anchor) in legal(s)
        R.apply(s, place(BRG, o, anchor))
        R.check(s)
        for dy, dx, col in turned(BRG, o):
            assert s[R._P_BOARD + anchor + dy * 8 + dx] == col, (o, show(s))
        assert sum(1 for v in s[R._P_BOARD:R._P_BOARD + 64] if v) == 3


def test_symmetric_orientations_are_listed_once():
    """C9 "R.R/.B./..." turned 180 degrees is different, but a placement is never listed twice."""
    for card in range(32):
        others = [c for c in range(32) if c != card]
        s = build(hands=[[card] + others[:3], others[3:7]])
        R.apply(s, R._A_CARD)
        seen = set()
        for a in legal(s):
            o = (a - R._A_PLACE) >> 6
            cells = frozenset((a & 63) + dy * 8 + dx for dy, dx, _c in turned(card, o))
            colours = tuple(sorted(((a & 63) + dy * 8 + dx, c) for dy, dx, c in turned(card, o)))
            assert colours not in seen, card
            seen.add(colours)
            assert len(cells) == len(turned(card, o))
        assert len(legal(s)) <= R.MAX_LEGAL


# --- competitive: laying cards ------------------------------------------------------------------


def test_full_placement_takes_tokens_from_the_reserve_and_draws():
    """A card laid on empty cells takes all its tokens; it is discarded and the hand drawn back to 4."""
    s = build(hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]], deck=[20, 21, 22])
    play(s, 0, 0, "A1")
    assert board_rows(s)[0] == "BRG....."
    assert reserve(s) == [15, 15, 15, 16]
    assert s[R._P_HANDS + 0] == 22  # the deck's top card fills the slot
    assert s[R._P_DECK_N] == 2 and s[R._P_DISCARD_N] == 1 + 32 - 3 - 8
    assert R.current_player(s) == 1


def test_partial_completion_reuses_tokens_of_the_right_colour():
    """B and G already lie where the pattern wants them: only the missing R is placed."""
    s = build(board=rows_with([(2, ".B.G....")]), hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    before = reserve(s)
    R.apply(s, R._A_CARD + 0)
    assert place(BRG, 0, cell("B2")) in legal(s)
    R.apply(s, place(BRG, 0, cell("B2")))
    assert board_rows(s)[1] == ".BRG...."
    assert reserve(s) == [before[0], before[1], before[2] - 1, before[3]]


def test_a_wrong_colour_blocks_and_a_complete_pattern_is_not_a_move():
    """A pattern cell holding another colour is illegal; a pattern already fully present places nothing."""
    s = build(board=rows_with([(1, "BYG....."), (3, "BRG.....")]), hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    R.apply(s, R._A_CARD + 0)
    acts = legal(s)
    assert place(BRG, 0, cell("A1")) not in acts  # Y where R should go
    assert place(BRG, 0, cell("A3")) not in acts  # all three there already: at least one token
    before = bytes(s)
    with pytest.raises(ValueError):
        R.apply(s, place(BRG, 0, cell("A1")))
    assert bytes(s) == before


def test_a_placement_needing_more_tokens_than_the_reserve_is_illegal():
    """With no red token left in the reserve, C6 fits only where a red token is already on the board."""
    s = build(board=rows_with([(8, "...R....")]), hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]],
              held=[[0, 0, 0, 0], [0, 0, 15, 0]])
    assert reserve(s)[2] == 0
    R.apply(s, R._A_CARD + 0)
    acts = legal(s)
    assert acts and all(any(
        (a & 63) + dy * 8 + dx == cell("D8") and c == 3 for dy, dx, c in turned(BRG, (a - R._A_PLACE) >> 6))
        for a in acts)


def test_a_card_without_a_position_cannot_be_chosen_but_can_be_discarded():
    """Choose-card actions list only cards that fit somewhere; passing is always allowed."""
    s = build(hands=[[BRG, GGY, 2, 3], [4, 6, 7, 8]], held=[[0, 0, 0, 0], [0, 0, 16, 0]])
    acts = legal(s)  # no red in the reserve nor on the board: C6 fits nowhere, C1 does
    assert R._A_CARD + 0 not in acts and R._A_CARD + 1 in acts
    assert [R._A_PASS + k for k in range(4)] == [a for a in acts if a >= R._A_PASS]


def test_pass_discards_a_card_and_draws():
    """Passing discards the chosen card, draws its replacement and hands the turn on."""
    s = build(hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]], deck=[30, 31])
    R.apply(s, R._A_PASS + 2)
    R.check(s)
    assert list(s[R._P_HANDS:R._P_HANDS + 4]) == [BRG, 1, 31, 3]
    assert R.current_player(s) == 1 and s[R._P_DISCARD_N] == 32 - 2 - 8 + 1


# --- competitive: lines -----------------------------------------------------------------------


@pytest.mark.parametrize("rows,anchor,line", [
    ([(1, "BBB.....")], "D1", ["A1", "B1", "C1", "D1"]),  # across
    ([(1, "B......."), (2, "B......."), (3, "B.......")], "A4", ["A1", "A2", "A3", "A4"]),  # down
    ([(1, "B......."), (2, ".B......"), (3, "..B.....")], "D4", ["A1", "B2", "C3", "D4"]),  # diagonal \
    ([(8, "B......."), (7, ".B......"), (6, "..B.....")], "D5", ["A8", "B7", "C6", "D5"]),  # diagonal /
])
def test_a_line_of_four_in_each_direction_leaves_the_board(rows, anchor, line):
    """4 blue in a line: all 4 leave, 3 back to the reserve, 1 to the mover's points zone (1 point)."""
    s = build(board=rows_with(rows), hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    play(s, 0, 0, anchor)
    for name in line:
        assert s[R._P_BOARD + cell(name)] == 0, show(s)
    assert s[R._P_BOARD + cell(anchor) + 1] == 3  # the red and green of the card stay
    assert held(s) == [1, 0, 0, 0]
    assert reserve(s) == [16 - 1, 15, 15, 16]
    assert R.scores(s) == (1, 0)


def test_a_line_longer_than_four_scores_the_rest():
    """5 blue in a column: 3 back to the reserve, 2 scored."""
    s = build(board=rows_with([(1, "B......."), (2, "B......."), (4, "B......."), (5, "B.......")]),
              hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    play(s, 0, 0, "A3")
    assert [s[R._P_BOARD + cell("A%d" % r)] for r in range(1, 6)] == [0, 0, 0, 0, 0]
    assert held(s) == [2, 0, 0, 0] and reserve(s)[0] == 14


def test_two_lines_of_two_colours_at_once():
    """The card's blue ends a blue column and its red ends a red column: both lines leave."""
    s = build(board=rows_with([(1, "BR......"), (2, "BR......"), (3, "BR......")]),
              hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    play(s, 0, 0, "A4")
    assert board_rows(s)[:4] == ("........",) * 3 + ("..G.....",)
    assert held(s) == [1, 0, 1, 0] and R.scores(s) == (3, 0)
    assert reserve(s) == [15, 15, 15, 16]


def test_two_crossing_lines_of_one_colour_share_their_token():
    """Issue 16.4, the reading for crossing lines of one colour: a blue column and a blue row meet on the
    placed token: all 7 tokens of both lines leave, 3 per line (6) go back to the reserve, 1 is scored."""
    s = build(board=rows_with([(1, "B......."), (2, "B......."), (3, "B......."), (4, ".BBB....")]),
              hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    assert reserve(s)[0] == 10
    play(s, 0, 2, "A4")  # down: B on A4, R on A5, G on A6
    assert all(s[R._P_BOARD + cell(n)] == 0 for n in ("A1", "A2", "A3", "A4", "B4", "C4", "D4"))
    assert board_rows(s)[4:6] == ("R.......", "G.......")  # the card's other tokens stay
    assert held(s) == [1, 0, 0, 0] and reserve(s)[0] == 10 - 1 + 6


def test_bonus_token_the_first_time_a_colour_reaches_four_and_only_once():
    """3 blue held + a line of 5 scoring 2 = 5, and the bonus makes 6; the next time, no bonus."""
    board = rows_with([(1, "B......."), (2, "B......."), (4, "B......."), (5, "B.......")])
    s = build(board=board, hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]], held=[[3, 0, 0, 0]])
    play(s, 0, 0, "A3")
    assert held(s) == [6, 0, 0, 0] and s[R._P_BONUS] == 1
    assert reserve(s)[0] == 16 - 6  # nothing blue left on the board
    s = build(board=board, hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]], held=[[3, 0, 0, 0]], bonus=[1])
    play(s, 0, 0, "A3")
    assert held(s) == [5, 0, 0, 0]


# --- competitive: the end ---------------------------------------------------------------------


def _finish_round(s):
    """Every seat passes until the game is over; return the seats that played."""
    seats = []
    while not R.is_over(s):
        seats.append(R.current_player(s))
        R.apply(s, legal(s)[-1])  # the last action is always a pass
        R.check(s)
    return seats


def test_reaching_15_gives_every_other_player_one_last_turn():
    """12 points held, a yellow line scores 3 more: P2 and P3 play once, then the game is over."""
    board = rows_with([(1, "Y......."), (2, "Y......."), (3, "Y.......")])
    s = build(board=board, players=3, hands=[[GGY, 1, 2, 3], [4, 6, 7, 8], [9, 10, 11, 12]],
              held=[[0, 0, 0, 4], [0, 0, 0, 0], [5, 0, 0, 0]], bonus=[8, 0, 1])
    play(s, 0, 4, "A4")
    assert R.scores(s) == (15, 0, 5) and s[R._P_END_SEAT] == 0 and s[R._P_REASON] == R._END_GOAL
    assert _finish_round(s) == [1, 2]
    assert R.winners(s) == (0,)
    assert "P1 reached 15" in R.outcome_text(s)


def test_drawing_the_last_card_triggers_the_last_round():
    """P2 draws the deck's last card: P1 plays once more, P2 does not."""
    s = build(hands=[[1, 2, 3, 4], [5, 6, 7, 8]], deck=[20], turn=1, discard=[c for c in range(9, 32) if c != 20])
    R.apply(s, R._A_PASS + 0)
    assert s[R._P_DECK_N] == 0 and s[R._P_END_SEAT] == 1 and s[R._P_REASON] == R._END_DECK
    assert _finish_round(s) == [0]
    assert "drew the last card" in R.outcome_text(s)


def test_taking_the_last_token_of_a_colour_triggers_the_last_round():
    """The reserve's last red is placed: a trigger even though nobody scored."""
    s = build(players=2, hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]], held=[[0, 0, 0, 0], [0, 0, 15, 0]])
    assert reserve(s)[2] == 1
    play(s, 0, 0, "A1")
    assert reserve(s)[2] == 0 and s[R._P_END_SEAT] == 0 and s[R._P_REASON] == R._END_TOKEN
    assert _finish_round(s) == [1]
    assert R.winners(s) == (1,)  # 30 points of red against 0


def test_a_later_trigger_in_the_last_round_changes_nothing():
    """P1 triggered; P2 then draws the last card: still only P2's turn remains."""
    s = build(hands=[[1, 2, 3, 4], [5, 6, 7, 8]], deck=[20], end_seat=0, reason=R._END_GOAL, turn=1,
              held=[[0, 0, 0, 5], [0, 0, 0, 0]], discard=[c for c in range(9, 32) if c != 20])
    R.apply(s, R._A_PASS + 0)
    assert R.is_over(s) and s[R._P_REASON] == R._END_GOAL


def test_ties_share_the_win():
    """Most points wins; equal points all win."""
    s = build(hands=[[1, 2, 3, 4], [5, 6, 7, 8]], held=[[2, 0, 0, 0], [0, 2, 0, 0]], end_seat=0,
              reason=R._END_GOAL, turn=1)
    R.apply(s, R._A_PASS + 0)
    assert R.winners(s) == (0, 1)


TEAM_HANDS = [[1, 2, 3, 4], [6, 7, 8, 9], [BRG, 10, 11, 12], [13, 14, 15, 16]]


def test_teams_store_the_tokens_on_either_board_and_win_together():
    """Issue 16.2: P3's blue line scores for P1+P3; P3 chooses the board (own first, then the partner's);
    the tokens go to P1's board, the team's score is the sum of both boards, P1 and P3 win together."""
    s = build(board=rows_with([(1, "BBB.....")]), players=4, teams=True, hands=TEAM_HANDS, turn=2,
              held=[[0, 0, 0, 4], [0, 0, 0, 4], [0, 1, 0, 0], [0, 0, 0, 0]], bonus=[8, 8, 0, 0])
    R.apply(s, R._A_CARD + 0)
    R.apply(s, place(BRG, 0, cell("D1")))
    R.check(s)
    assert s[R._P_PHASE] == R._PH_BOARD and R.current_player(s) == 2
    assert list(s[R._P_PENDING:R._P_PENDING + 4]) == [1, 0, 0, 0] and s[R._P_HANDS + 8] == R._NONE
    assert legal(s) == [R._A_BOARD + 2, R._A_BOARD + 0]  # the mover's board, then the partner's
    assert R.describe(s, R._A_BOARD + 0) == "Store 1 blue on P1"
    R.apply(s, R._A_BOARD + 0)
    R.check(s)
    assert held(s, 0) == [1, 0, 0, 4] and held(s, 2) == [0, 1, 0, 0]
    assert list(s[R._P_PENDING:R._P_PENDING + 4]) == [0] * 4
    assert R.scores(s) == (14, 12, 14, 12) and R.current_player(s) == 3 and s[R._P_HANDS + 8] == 31  # drawn now
    s[R._P_END_SEAT] = 2
    s[R._P_REASON] = R._END_GOAL
    assert _finish_round(s) == [3, 0, 1]
    assert R.winners(s) == (0, 2)


def test_the_board_choice_is_a_decision_only_with_teams_and_tokens_to_store():
    """Issue 16.2: a team placement that scores nothing ends the turn (nothing to store); without teams
    the scored tokens go to the mover's board at once; another seat's board or a non-partner's is refused."""
    quiet = build(players=4, teams=True, hands=TEAM_HANDS, turn=2)
    play(quiet, 0, 0, "D1")
    assert quiet[R._P_PHASE] == R._PH_CARD and R.current_player(quiet) == 3
    solo = build(board=rows_with([(1, "BBB.....")]), players=4, hands=TEAM_HANDS, turn=2)
    play(solo, 0, 0, "D1")
    assert solo[R._P_PHASE] == R._PH_CARD and held(solo, 2) == [1, 0, 0, 0] and R.scores(solo) == (0, 0, 1, 0)
    s = build(board=rows_with([(1, "BBB.....")]), players=4, teams=True, hands=TEAM_HANDS, turn=2)
    R.apply(s, R._A_CARD + 0)
    R.apply(s, place(BRG, 0, cell("D1")))
    before = bytes(s)
    for a in (R._A_BOARD + 1, R._A_BOARD + 3, R._A_BOARD + 4, R._A_CARD + 1, R._A_PASS + 1):
        with pytest.raises(ValueError):
            R.apply(s, a)
        assert bytes(s) == before


def test_team_reaching_15_counts_both_boards():
    """Decision: the 15-point trigger reads the team's total, P1's 12 on one board and P3's 3 on the other."""
    board = rows_with([(1, "YYY.....")])
    hands = [[1, 2, 3, 4], [6, 7, 8, 9], [GGY, 10, 11, 12], [13, 14, 15, 16]]
    s = build(board=board, players=4, teams=True, hands=hands, turn=2,
              held=[[0, 0, 0, 4], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], bonus=[8, 0, 0, 0])
    R.apply(s, R._A_CARD + 0)
    R.apply(s, place(GGY, 4, cell("D1")))  # Y on D1 ends the yellow row
    assert s[R._P_END_SEAT] == R._NONE  # nothing is decided before the tokens are stored
    R.apply(s, R._A_BOARD + 2)
    R.check(s)
    assert held(s, 2) == [0, 0, 0, 1] and R.scores(s)[0] == R.scores(s)[2] == 15 and s[R._P_END_SEAT] == 2
    assert _finish_round(s) == [3, 0, 1]
    assert "Team P1+P3 reached 15" in R.outcome_text(s)


def test_teams_option_counts_only_with_four_competitive_players():
    """Decision: Teams at 2 or 3 players, or in co-op, is ignored."""
    for players in (2, 3):
        s = R.new_state(players, 5, 1 << 4)
        assert s[R._P_TEAMS] == 0
    assert R.new_state(4, 5, 1 << 4)[R._P_TEAMS] == 1
    assert R.new_state(4, 5, 1 | (1 << 4))[R._P_TEAMS] == 0


def test_one_player_always_plays_co_op():
    """Decision: 1 player with the competitive option plays solo co-op, and the outcome says so."""
    s = R.new_state(1, 3, 0)
    assert s[R._P_COOP] == 1
    assert all(v for v in s[R._P_BOARD:R._P_BOARD + 64])
    rnd = random.Random(1)
    while not R.is_over(s):
        R.apply(s, rnd.choice(legal(s)))
    assert "Solo (co-op" in R.outcome_text(s)
    assert R.outcome_text(s).startswith(("Won", "Lost"))


# --- co-op ------------------------------------------------------------------------------------


def coop_state(top, collect, held_counts=(0, 0, 0, 0), hand=(BRG, 1, 2, 3), **kw):
    """A co-op state: row 1 as given, the collection and points as given, every other token of the 16
    per colour on rows 2-8 in the order Y, B, G, R (so no B R G pattern appears there), empty cells last."""
    counts = [top.count(ch) for ch in "BGRY"]
    cells = []
    for c in (3, 0, 1, 2):
        cells += ["BGRY"[c]] * (16 - counts[c] - collect[c] - held_counts[c])
    cells += ["."] * (56 - len(cells))
    assert len(cells) == 56
    rows = [top] + ["".join(cells[i:i + 8]) for i in range(0, 56, 8)]
    return build(board=tuple(rows), coop=True, players=kw.pop("players", 1), hands=[list(hand)],
                 held=[list(held_counts)], collect=collect, **kw)


TOP = "BRGBGBGB"
NO_FIT_TOP = (0, 4, 8, 9)  # cards matching no figure of coop_state(TOP, ...) (checked by a test)
NO_FIT_EMPTY_TOP = (BRG, 2, 4, 6)  # likewise for coop_state("........", [2, 2, 3, 1])


def test_no_fit_hands_match_nothing():
    """The helper hands above really match no figure (so passing is allowed there)."""
    for top, collect, hand in ((TOP, [0, 0, 0, 0], NO_FIT_TOP), ("........", [2, 2, 3, 1], NO_FIT_EMPTY_TOP)):
        s = coop_state(top, collect, hand=hand)
        assert not any(R._A_CARD <= a < R._A_CARD + 4 for a in legal(s))


def test_co_op_finds_a_full_pattern_and_collects_it():
    """C6 is found only where B R G lie in one of its positions: the tokens move to the collection."""
    s = coop_state(TOP, [0, 0, 0, 0])
    R.apply(s, R._A_CARD + 0)
    assert legal(s) == [place(BRG, 0, cell("A1"))]
    R.apply(s, place(BRG, 0, cell("A1")))
    R.check(s)
    assert board_rows(s)[0] == "...BGBGB"
    assert list(s[R._P_COLLECT:R._P_COLLECT + 4]) == [1, 1, 1, 0]
    assert s[R._P_DISCARD_N] == 1 and s[R._P_HANDS] == 31
    assert R.current_player(s) == 0 and s[R._P_PHASE] == R._PH_CARD


def test_co_op_a_partial_pattern_is_not_found():
    """Co-op takes only whole patterns: B R on the board without the G is no placement."""
    s = coop_state("BRYYYYYY", [0, 1, 0, 0])
    assert R._A_CARD + 0 not in legal(s)
    with pytest.raises(ValueError):
        R.apply(s, R._A_CARD + 0)


def test_co_op_four_of_a_colour_puts_three_back_and_scores_the_rest():
    """3 red collected + 1 found = 4: 1 red scored (2 points), 3 go back on cells the players choose."""
    s = coop_state(TOP, [1, 1, 3, 0])
    R.apply(s, R._A_CARD + 0)
    R.apply(s, place(BRG, 0, cell("A1")))
    R.check(s)
    assert s[R._P_PHASE] == R._PH_PUT and s[R._P_PUT_COLOR] == 3 and s[R._P_PUT_LEFT] == 3
    assert held(s) == [0, 0, 1, 0] and R.scores(s) == (2,)
    acts = legal(s)
    assert R._A_CELL + cell("A1") in acts and R._A_CELL + cell("D1") not in acts
    for n in ("C1", "A1", "H8"):
        R.apply(s, R._A_CELL + cell(n))
        R.check(s)
    assert board_rows(s)[0] == "R.RBGBGB" and board_rows(s)[7].endswith("....R")
    assert s[R._P_PHASE] == R._PH_CARD and list(s[R._P_COLLECT:R._P_COLLECT + 4]) == [2, 2, 0, 0]


def test_co_op_two_colours_reaching_four_go_back_one_after_the_other():
    """Blue and red both reach 4: 3 blue go back first, then 3 red, then the turn ends."""
    s = coop_state(TOP, [3, 1, 3, 0], players=2)
    R.apply(s, R._A_CARD + 0)
    R.apply(s, place(BRG, 0, cell("A1")))
    assert (s[R._P_PUT_COLOR], s[R._P_PUT_LEFT]) == (1, 3)
    for n in ("A1", "B1", "C1"):
        R.apply(s, R._A_CELL + cell(n))
    R.check(s)
    assert (s[R._P_PUT_COLOR], s[R._P_PUT_LEFT]) == (3, 3) and R.current_player(s) == 0
    for n in ("F8", "G8", "H8"):
        R.apply(s, R._A_CELL + cell(n))
    R.check(s)
    assert board_rows(s)[0] == "BBBBGBGB" and board_rows(s)[7].endswith("RRR") and R.current_player(s) == 1
    assert R.scores(s) == (3, 3)


def test_co_op_pass_puts_one_collected_colour_back():
    """Passing discards a card; then every collected token of one chosen colour goes back."""
    s = coop_state("........", [2, 2, 3, 1], hand=NO_FIT_EMPTY_TOP, deck=[30, 31])
    R.apply(s, R._A_PASS + 1)
    R.check(s)
    assert s[R._P_PHASE] == R._PH_COLOR and list(s[R._P_HANDS:R._P_HANDS + 4]) == [BRG, 31, 4, 6]
    assert s[R._P_DISCARD_N] == 32 - 4 - 1  # every card not in the row or the deck is discarded
    assert legal(s) == [R._A_COLOR + 1, R._A_COLOR + 2, R._A_COLOR + 3, R._A_COLOR + 4]
    R.apply(s, R._A_COLOR + 3)
    assert s[R._P_PUT_LEFT] == 3
    for n in ("A1", "D1", "H1"):
        R.apply(s, R._A_CELL + cell(n))
        R.check(s)
    assert board_rows(s)[0] == "R..R...R" and s[R._P_PHASE] == R._PH_CARD
    assert list(s[R._P_COLLECT:R._P_COLLECT + 4]) == [2, 2, 0, 1]


def test_co_op_pass_with_an_empty_collection_just_ends_the_turn():
    """Nothing collected: passing only discards and draws; with 2 players the turn moves on."""
    s = coop_state(TOP, [0, 0, 0, 0], players=2, hand=NO_FIT_TOP)
    R.apply(s, R._A_PASS + 0)
    R.check(s)
    assert s[R._P_PHASE] == R._PH_CARD and R.current_player(s) == 1


def test_co_op_pass_only_when_no_card_matches():
    """Rulebook: "Si aucune carte ne correspond ... il est possible de passer". C6 (B R G) lies on row 1:
    no pass is offered and a pass code is refused; with none of the row's cards on the board, passes are."""
    s = coop_state(TOP, [1, 0, 0, 0], hand=(BRG,) + NO_FIT_TOP[1:])
    assert legal(s) == [R._A_CARD + 0]
    before = bytes(s)
    for slot in range(4):
        with pytest.raises(ValueError):
            R.apply(s, R._A_PASS + slot)
        assert bytes(s) == before
    t = coop_state(TOP, [1, 0, 0, 0], hand=NO_FIT_TOP)
    assert legal(t) == [R._A_PASS + k for k in range(4)]
    R.apply(t, R._A_PASS + 2)
    assert t[R._P_PHASE] == R._PH_COLOR and legal(t) == [R._A_COLOR + 1]
    R.check(t)
    # legal_actions() remembers a board and row where nothing fits; another state is scanned again
    u = coop_state(TOP, [1, 0, 0, 0], hand=NO_FIT_TOP)
    assert legal(u) == [R._A_PASS + k for k in range(4)]
    with pytest.raises(ValueError):
        R.apply(s, R._A_PASS + 1)
    assert bytes(s) == before


@pytest.mark.parametrize("used,rank,text", [
    (8, 3, "Maitre"), (9, 2, "Erudit"), (10, 2, "Erudit"), (11, 1, "Won"), (12, 1, "Won"), (13, 0, "Lost"),
])
def test_co_op_reaching_15_ends_the_game_with_its_rank(used, rank, text):
    """13 points + a red scored (2) = 15: over at once; the discarded cards give the rank."""
    s = coop_state(TOP, [0, 0, 3, 0], held_counts=(1, 0, 0, 4), discard=list(range(10, 10 + used - 1)))
    assert R.scores(s) == (13,)
    R.apply(s, R._A_CARD + 0)
    R.apply(s, place(BRG, 0, cell("A1")))
    R.check(s)
    assert R.is_over(s) and s[R._P_DISCARD_N] == used and R.scores(s) == (15,)
    assert score.coop_rank(s) == rank and text in R.outcome_text(s)
    assert R.winners(s) == ((0,) if rank else ())  # a lost solo game has no winner


def test_co_op_deck_running_out_loses():
    """Decision: a card to draw and none in the deck before 15 points: the game is lost."""
    s = coop_state(TOP, [0, 0, 0, 0], deck=[], discard=[c for c in range(32) if c not in (BRG, 1, 2, 3)])
    R.apply(s, R._A_CARD + 0)
    R.apply(s, place(BRG, 0, cell("A1")))  # a play that does not reach 15 must draw
    R.check(s)
    assert R.is_over(s) and score.coop_rank(s) == 0 and "deck out" in R.outcome_text(s)
    t = coop_state(TOP, [0, 0, 0, 0], hand=NO_FIT_TOP, deck=[],
                   discard=[c for c in range(32) if c not in NO_FIT_TOP])
    R.apply(t, R._A_PASS + 0)  # so must a pass
    R.check(t)
    assert R.is_over(t) and score.coop_rank(t) == 0 and R.headline(t) == "Lost"


def test_a_lost_co_op_game_has_no_winner_and_a_won_one_has_every_seat():
    """Issue 16.1: lost (deck out, or 15 with too many cards) -> winners() is empty, the texts say Lost;
    won -> every seat wins together and the headline gives the rank."""
    lost = coop_state(TOP, [0, 0, 0, 0], players=3, hand=NO_FIT_TOP, deck=[],
                      discard=[c for c in range(32) if c not in NO_FIT_TOP])
    R.apply(lost, R._A_PASS + 0)
    assert R.is_over(lost) and R.winners(lost) == ()
    assert R.headline(lost) == "Lost" and R.outcome_text(lost) == "Lost: deck out, 0 points."
    assert dict(R.score_sheet(lost))["Total"] == (0, 0, 0)
    late = coop_state(TOP, [0, 0, 3, 0], players=2, held_counts=(1, 0, 0, 4), discard=list(range(10, 22)))
    R.apply(late, R._A_CARD + 0)
    R.apply(late, place(BRG, 0, cell("A1")))
    assert R.is_over(late) and R.scores(late) == (15, 15) and R.winners(late) == ()
    assert R.outcome_text(late) == "Lost: 13 cards, max 12. 15 points came too late."
    won = coop_state(TOP, [0, 0, 3, 0], players=2, held_counts=(1, 0, 0, 4), discard=list(range(10, 20)))
    R.apply(won, R._A_CARD + 0)
    R.apply(won, place(BRG, 0, cell("A1")))
    assert R.winners(won) == (0, 1) and R.headline(won) == "Won" and score.coop_rank(won) == 1
    solo = coop_state(TOP, [0, 0, 3, 0], held_counts=(1, 0, 0, 4), discard=list(range(10, 16)))
    R.apply(solo, R._A_CARD + 0)
    R.apply(solo, place(BRG, 0, cell("A1")))
    assert R.winners(solo) == (0,) and R.headline(solo) == "Won: Maitre Boussanga"



def test_a_lost_cause_is_named_and_may_end_there():
    """Issue 25.12: 13 cards used below 15 points can no longer win. From then on (only then, only in co-op,
    only at a card choice) A_END is offered: it ends the game lost, with the reason in the first line."""
    twelve = coop_state(TOP, [0, 0, 0, 0], discard=list(range(10, 22)))
    assert twelve[R._P_DISCARD_N] == 12 and not R.lost_cause(twelve) and R._A_END not in legal(twelve)
    before = bytes(twelve)
    with pytest.raises(ValueError):
        R.apply(twelve, R._A_END)
    assert bytes(twelve) == before
    s = coop_state(TOP, [0, 0, 0, 0], discard=list(range(10, 23)))
    assert R.lost_cause(s) and legal(s)[-1] == R._A_END and R._A_END not in legal(s)[:-1]
    assert R.describe(s, R._A_END) == "End the game here (lost)"
    passing = coop_state(TOP, [0, 0, 0, 0], hand=NO_FIT_TOP, discard=list(range(10, 23)))
    assert legal(passing) == [R._A_PASS + k for k in range(4)] + [R._A_END]  # offered when passing too
    t = bytearray(s)
    R.apply(t, R._A_CARD + 0)  # choosing where to lay a card: no end offered in the middle of a turn
    assert R._A_END not in legal(t)
    R.apply(s, R._A_END)
    R.check(s)
    assert R.is_over(s) and s[R._P_REASON] == R._END_GIVEN_UP and R.winners(s) == ()
    assert R.headline(s) == "Lost" and R.outcome_text(s).startswith("Lost: 13 cards, max 12.")
    assert R.outcome_text(s) == "Lost: 13 cards, max 12. Ended there, 0 points."
    broken = bytearray(s)
    broken[R._P_DISCARD_N] = 12  # ended by hand while the game could still be won
    with pytest.raises(ValueError):
        R.check(broken)
    competitive = build(hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]], discard=list(range(10, 26)))
    assert not R.lost_cause(competitive) and R._A_END not in legal(competitive)


def test_a_cpu_plays_a_lost_cause_on():
    """A lost end is a CPU's worst outcome: NORMAL and HARD never choose A_END while a card can be played."""
    import cpu

    s = coop_state(TOP, [0, 0, 0, 0], discard=list(range(10, 23)))
    buf = array("H", range(R.MAX_LEGAL))
    for level in (cpu.NORMAL, cpu.HARD):
        for seed in range(3):
            assert cpu.choose(R, R.view(s, 0), 0, level, seed, 200, out=buf) != R._A_END


# --- contract -----------------------------------------------------------------------------------


def test_view_hides_the_deck_order_and_the_seed_only():
    """Cards are face up: the view lists the deck's cards by id (its order hidden) and blanks the PRNG, and the
    decision is the same."""
    s = R.new_state(3, 11, 0)
    v = R.view(s, 1)
    n = s[R._P_DECK_N]
    assert list(v[R._P_DECK:R._P_DECK + n]) == sorted(s[R._P_DECK:R._P_DECK + n]) and v[R._P_DECK_N] == n
    assert all(b == R._NONE for b in v[R._P_DECK + n:R._P_DECK + 32])
    assert v[0:8] == bytes(8)
    assert v[R._P_HANDS:R._P_HANDS + 16] == s[R._P_HANDS:R._P_HANDS + 16]
    assert legal(v) == legal(s)
    assert R.HIDDEN_INFO is False


def test_reveals_only_actions_that_draw():
    """Choosing a card reveals nothing; laying it or passing draws (while the deck has cards)."""
    s = build(hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    assert not R.reveals(s, R._A_CARD)
    assert R.reveals(s, R._A_PASS)
    R.apply(s, R._A_CARD)
    assert R.reveals(s, place(BRG, 0, 0))


def test_illegal_actions_change_nothing():
    """Every code outside the legal list raises ValueError and leaves the state byte-identical."""
    s = build(hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    for phase_step in range(2):
        acts = set(legal(s))
        before = bytes(s)
        for a in range(0, 1200):
            if a not in acts:
                with pytest.raises(ValueError):
                    R.apply(s, a)
                assert bytes(s) == before
        if phase_step == 0:
            R.apply(s, R._A_CARD)


def test_check_finds_broken_states():
    """check() refuses a lost token, a stale row mask and a card in two places."""
    s = build(hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    bad = bytearray(s)
    bad[R._P_RESERVE] -= 1
    with pytest.raises(ValueError):
        R.check(bad)
    bad = bytearray(s)
    bad[R._P_BOARD] = 1  # the row masks do not know
    bad[R._P_RESERVE] -= 1
    with pytest.raises(ValueError):
        R.check(bad)
    bad = bytearray(s)
    bad[R._P_HANDS + 4] = BRG
    with pytest.raises(ValueError):
        R.check(bad)
    bad = bytearray(s)  # a token waiting for a board outside the choice of board
    bad[R._P_PENDING] = 1
    bad[R._P_RESERVE] -= 1
    with pytest.raises(ValueError, match="outside its step"):
        R.check(bad)
    bad[R._P_PHASE] = R._PH_BOARD  # and the choice exists only in teams
    with pytest.raises(ValueError, match="choice of board"):
        R.check(bad)


def test_describe_says_this_card_and_here_and_counts_select_turns():
    """The status line points at the cursor (no card numbers, no cell names: the board draws none); the log
    says what was done; a turn is counted in presses of Select (issue 24)."""
    s = build(hands=[[BRG, 1, 2, 3], [4, 6, 7, 8]])
    assert R.describe(s, R._A_CARD) == "Play this card"
    assert R.describe(s, R._A_CARD, 1) == "plays a card"
    assert R.describe(s, R._A_PASS + 1) == "Pass: discard this card"
    assert R.describe(s, R._A_PASS + 1, 0) == "passes: discards a card"
    R.apply(s, R._A_CARD)
    assert R.describe(s, place(BRG, 3, cell("D4"))) == "Lay it here, 3 turns"
    assert R.describe(s, place(BRG, 3, cell("D4")), 1) == "lays the card, 3 turns"
    assert R.describe(s, place(BRG, 1, cell("D4"))) == "Lay it here, 1 turn"
    assert R.describe(s, place(BRG, 0, cell("D4"))) == "Lay it here"


def test_headline_names_the_co_op_result():
    """headline() (for the score sheet) says Won / Lost in co-op and nothing in competitive."""
    s = coop_state(TOP, [0, 0, 0, 0], hand=NO_FIT_TOP, deck=[],
                   discard=[c for c in range(32) if c not in NO_FIT_TOP])
    assert R.headline(s) == ""
    R.apply(s, R._A_PASS + 0)
    assert R.headline(s) == "Lost"
    t = build(hands=[[1, 2, 3, 4], [5, 6, 7, 8]], end_seat=0, reason=R._END_GOAL, turn=1)
    R.apply(t, R._A_PASS)
    assert R.is_over(t) and R.headline(t) == ""


def test_the_last_token_triggers_even_when_a_line_returns_tokens():
    """Decision: the reserve's last yellow is taken, then its line gives 3 back: still the trigger."""
    board = rows_with([(1, "Y......."), (2, "Y......."), (3, "Y.......")])
    s = build(board=board, hands=[[GGY, 1, 2, 3], [4, 6, 7, 8]], held=[[0, 0, 0, 0], [0, 0, 0, 12]])
    assert reserve(s)[3] == 1
    play(s, 0, 4, "A4")  # Y on A4 ends the yellow column
    assert reserve(s)[3] == 3 and held(s) == [0, 0, 0, 1]
    assert s[R._P_END_SEAT] == 0 and s[R._P_REASON] == R._END_TOKEN


def test_with_the_deck_empty_a_card_is_not_replaced():
    """Decision: an empty deck leaves the played or discarded card's slot empty."""
    s = build(hands=[[1, 2, 3, 4], [5, 6, 7, 8]], deck=[], end_seat=1, reason=R._END_DECK,
              discard=[c for c in range(32) if c > 8 or c == 0])
    R.apply(s, R._A_PASS + 2)
    assert R.is_over(s) and s[R._P_HANDS + 2] == R._NONE
    R.check(s)


def test_the_bonus_is_earned_per_board_once_per_colour():
    """Issue 16.2: 4 of a colour on one's own board earns the bonus, per board: P1's board holds 3 blue;
    storing P3's blue there makes 4 and the bonus (+1); on P3's own board it is 1, no bonus. A board that
    had its blue bonus gets none again, while the partner's board still earns its own."""
    def scored_blue(held_counts, bonus):
        s = build(board=rows_with([(1, "BBB.....")]), players=4, teams=True, hands=TEAM_HANDS, turn=2,
                  held=held_counts, bonus=bonus)
        R.apply(s, R._A_CARD + 0)
        R.apply(s, place(BRG, 0, cell("D1")))
        return s

    three = [[3, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    s = scored_blue(three, None)
    assert R.describe(s, R._A_BOARD + 0) == "Store 1 blue on P1 +bonus"
    assert R.describe(s, R._A_BOARD + 2) == "Store 1 blue on P3"
    R.apply(s, R._A_BOARD + 0)
    R.check(s)
    assert held(s, 0) == [5, 0, 0, 0] and s[R._P_BONUS] == 1 and R.scores(s)[0] == R.scores(s)[2] == 5
    s = scored_blue(three, None)
    R.apply(s, R._A_BOARD + 2)
    assert held(s, 2) == [1, 0, 0, 0] and s[R._P_BONUS + 2] == 0 and R.scores(s)[2] == 4
    both = [[4, 0, 0, 0], [0, 0, 0, 0], [3, 0, 0, 0], [0, 0, 0, 0]]
    s = scored_blue(both, [1, 0, 0, 0])  # P1's board had its blue bonus; P3's has 3 blue
    R.apply(s, R._A_BOARD + 2)
    R.check(s)
    assert held(s, 2) == [5, 0, 0, 0] and list(s[R._P_BONUS:R._P_BONUS + 4]) == [1, 0, 1, 0]
    s = scored_blue([[4, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], [1, 0, 0, 0])
    R.apply(s, R._A_BOARD + 0)  # 5 blue on P1's board: its bonus was given once already
    assert held(s, 0) == [5, 0, 0, 0] and s[R._P_BONUS] == 1


def test_a_last_token_taken_before_the_choice_of_board_still_triggers():
    """Decision: P3 lays the reserve's last yellow, its line leaves (3 back), then P3 chooses a board:
    the last token was taken, so the last round starts once the tokens are stored."""
    hands = [[1, 2, 3, 4], [6, 7, 8, 9], [GGY, 10, 11, 12], [13, 14, 15, 16]]
    s = build(board=rows_with([(1, "YYY.....")]), players=4, teams=True, hands=hands, turn=2,
              held=[[0, 0, 0, 0], [0, 0, 0, 12], [0, 0, 0, 0], [0, 0, 0, 0]], bonus=[0, 8, 0, 0])
    assert reserve(s)[3] == 1
    R.apply(s, R._A_CARD + 0)
    assert not R.reveals(s, place(GGY, 4, cell("D1")))  # the card is drawn after the choice of board
    R.apply(s, place(GGY, 4, cell("D1")))
    R.check(s)
    assert s[R._P_PHASE] == R._PH_BOARD and s[R._P_TOOK_LAST] == 1 and reserve(s)[3] == 3
    assert R.reveals(s, R._A_BOARD + 0)
    R.apply(s, R._A_BOARD + 0)
    R.check(s)
    assert s[R._P_END_SEAT] == 2 and s[R._P_REASON] == R._END_TOKEN and s[R._P_TOOK_LAST] == 0


# --- audit: team scoring, the last round at 4, the score sheet, a diagonal co-op figure ------------


def test_team_p2_p4_scores_together_and_a_partner_reaching_15_ends_with_a_last_round():
    """Teams 0+2 against 1+3: P2's yellow line goes to P2's board; 15 for the pair triggers the last
    round: every other seat, the partner P4 included, plays once more (P3, P1, P4); P2 and P4 win
    together and the sheet shows each seat's own board (per colour, its bonuses) and the team's total."""
    board = rows_with([(1, "YYY.....")])
    hands = [[1, 2, 3, 4], [GGY, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
    s = build(board=board, players=4, teams=True, hands=hands, turn=1,
              held=[[2, 0, 0, 0], [0, 0, 0, 4], [0, 0, 0, 0], [0, 0, 0, 0]], bonus=[0, 8, 0, 0])
    R.apply(s, R._A_CARD + 0)
    R.apply(s, place(GGY, 4, cell("D1")))
    R.apply(s, R._A_BOARD + 1)
    R.check(s)
    assert held(s, 1) == [0, 0, 0, 5] and R.scores(s) == (2, 15, 2, 15)
    assert s[R._P_END_SEAT] == 1 and s[R._P_REASON] == R._END_GOAL
    assert _finish_round(s) == [2, 3, 0]
    assert R.winners(s) == (1, 3)
    assert "Team P2+P4 reached 15" in R.outcome_text(s)
    assert R.score_sheet(s) == [("Blue x1", (2, 0, 0, 0)), ("Green x1", (0, 0, 0, 0)), ("Red x2", (0, 0, 0, 0)),
                                ("Yellow x3", (0, 15, 0, 0)), ("Bonuses", (0, 1, 0, 0)),
                                ("Team total", (2, 15, 2, 15))]


def test_a_teams_last_round_gives_every_other_seat_a_turn_the_partner_included():
    """Issue 16.4, the reading for a team's last round: P1 draws the last card; P2, P3 (P1's partner) and
    P4 play once more, P1 does not."""
    hands = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
    s = build(players=4, teams=True, hands=hands, deck=[20], turn=0,
              discard=[c for c in range(17, 32) if c != 20] + [0])
    R.apply(s, R._A_PASS + 1)
    assert s[R._P_DECK_N] == 0 and s[R._P_END_SEAT] == 0 and s[R._P_REASON] == R._END_DECK
    assert _finish_round(s) == [1, 2, 3]


def test_four_players_without_teams_last_round_wraps_round_the_table():
    """4 players, no teams: P3 draws the last card; P4, P1 and P2 play once more, P3 does not."""
    hands = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
    s = build(players=4, hands=hands, deck=[20], turn=2, discard=[c for c in range(17, 32) if c != 20] + [0])
    R.apply(s, R._A_PASS + 3)
    assert s[R._P_DECK_N] == 0 and s[R._P_END_SEAT] == 2 and s[R._P_REASON] == R._END_DECK
    assert _finish_round(s) == [3, 0, 1]
    assert R.winners(s) == (0, 1, 2, 3)  # nobody scored: a four-way tie


def test_score_sheet_lists_each_colour_the_bonus_and_the_total():
    """Competitive: points per colour (value x tokens), bonus tokens received, total per seat."""
    s = build(players=3, hands=[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]],
              held=[[5, 1, 2, 0], [0, 0, 0, 4], [0, 0, 0, 0]], bonus=[1, 8, 0], end_seat=0, reason=R._END_GOAL,
              turn=2)
    R.apply(s, R._A_PASS + 0)
    assert R.is_over(s)
    assert R.score_sheet(s) == [("Blue x1", (5, 0, 0)), ("Green x1", (1, 0, 0)), ("Red x2", (4, 0, 0)),
                                ("Yellow x3", (0, 12, 0)), ("Bonuses", (1, 1, 0)), ("Total", (10, 12, 0))]
    assert R.winners(s) == (1,)


def test_co_op_finds_a_diagonal_figure_and_the_sheet_counts_cards():
    """Co-op: B R G lying down-right from A1 (C6 turned 45 degrees) is found and collected."""
    rows = [list("B......."), list(".R......"), list("..G.....")] + [list("........") for _ in range(5)]
    fill = ["Y"] * 13 + ["B"] * 15 + ["G"] * 15 + ["R"] * 15
    for i in range(64):
        if i not in (0, 9, 18) and fill:
            rows[i // 8][i % 8] = fill.pop(0)
    board = tuple("".join(r) for r in rows)
    s = build(board=board, coop=True, players=1, hands=[[BRG, 1, 2, 3]], collect=[0, 0, 0, 3])
    R.apply(s, R._A_CARD + 0)
    assert legal(s) == [place(BRG, 1, cell("A1"))]
    R.apply(s, place(BRG, 1, cell("A1")))
    R.check(s)
    assert [s[R._P_BOARD + c] for c in (0, 9, 18)] == [0, 0, 0]
    assert list(s[R._P_COLLECT:R._P_COLLECT + 4]) == [1, 1, 1, 3]
    assert dict(R.score_sheet(s))["Cards used"] == (1,)


def test_co_op_more_than_four_of_a_colour_scores_all_above_three():
    """3 red collected + the 2 red of C9 "R.R/.B." = 5: 2 red scored (4 points), 3 go back."""
    rows = [list("R.R....."), list(".B......")] + [list("........") for _ in range(6)]
    fill = ["Y"] * 16 + ["B"] * 15 + ["G"] * 16 + ["R"] * 11
    for i in range(64):
        if i not in (0, 2, 9) and fill:
            rows[i // 8][i % 8] = fill.pop(0)
    s = build(board=tuple("".join(r) for r in rows), coop=True, players=1, hands=[[8, 1, 2, 3]],
              collect=[0, 0, 3, 0])
    R.apply(s, R._A_CARD + 0)
    assert legal(s) == [place(8, 0, cell("A1"))]
    R.apply(s, place(8, 0, cell("A1")))
    R.check(s)
    assert held(s) == [0, 0, 2, 0] and R.scores(s) == (4,)
    assert list(s[R._P_COLLECT:R._P_COLLECT + 4]) == [1, 0, 3, 0]
    assert (s[R._P_PHASE], s[R._P_PUT_COLOR], s[R._P_PUT_LEFT]) == (R._PH_PUT, 3, 3)


def test_sample_never_puts_a_discarded_card_back_into_the_deck():
    """Discarded cards were seen by every seat: the view keeps the deck's cards apart from them, and sample()
    deals the deck from those only (never a card played or discarded)."""
    import random
    from array import array

    from games.boussanga import cpu

    s = R.new_state(2, 4, 0)
    buf = array("H", range(R.MAX_LEGAL))
    rnd = random.Random(4)
    checked = 0
    while R.current_player(s) >= 0:
        seat = R.current_player(s)
        n = s[R._P_DECK_N]
        held = set(s[R._P_HANDS:R._P_HANDS + 16]) - {R._NONE}
        gone = set(range(32)) - held - set(s[R._P_DECK:R._P_DECK + n])
        if gone:
            v = R.view(s, seat)
            for seed in range(3):
                t = cpu.sample(v, seat, seed)
                assert not gone & set(t[R._P_DECK:R._P_DECK + n]) and R.view(t, seat) == v
            checked += 1
        R.apply(s, buf[rnd.randrange(R.legal_actions(s, buf))])
    assert checked >= 5
