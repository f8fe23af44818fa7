"""Bunny Boom by key presses through the real game loop and view (headless board): every kind of
decision once from a literal state, then whole games by random keys."""

import random
import re

import pytest
from bunnyboom_build import build
from console import Console, assert_handoff_shows_nothing_private

import gameloop
import launch
import launcher
import ui
from keys import K_A, K_DOWN, K_LEFT, K_RIGHT, K_UP

from games.bunnyboom import rules as R  # isort: skip

GID = "bunnyboom"


def _open(con, s, players, options=0):
    """Show a literal state through the real game loop (past the hand-off)."""
    screen = gameloop.GameScreen(con.app, GID, R, players, options, s)
    screen.begin()
    con.step()
    if con.screen_name() == "HandOff":
        _assert_handoff_private(con)
        con.press(K_A)
    assert con.screen_name() == "GameScreen"
    return screen


def _assert_handoff_private(con):
    """The hand-off shows nothing of the board, no hand, and no text but the seat and the public log."""
    assert_handoff_shows_nothing_private(con)


MEGA, CARROT, GIVE, SKIP, PLUS, MAYOR2, MAYOR3 = 31, 6, 2, 13, 18, 36, 37
R_PLACE, R_SWAP, R_DOWN, R_PASS, NO_RIVER = 4, 9, 5, 7, (20, 27, 32)
FULL = {0: [8], 1: [17], 2: [21], 3: [23], 4: [35], 5: [34]}


def _decisions():
    """(phase, players, state builder, actions that lead to that decision)."""
    return [
        (R._PH_PLAY, 2, lambda: build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}), ()),
        (R.PH_SPACE, 2, lambda: build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}), (R.A_CARD + MAYOR2,)),
        (R._PH_TAKE, 2, lambda: build(hands={0: [MEGA, 24, 25], 1: [29, 30, 33]}, river=NO_RIVER),
         (R.A_CARD + MEGA, R.A_SPACE + 0)),
        (R._PH_CARROT, 3, lambda: build(players=3, hands={0: [CARROT, 24, 25], 1: [29], 2: [30]}),
         (R.A_CARD + CARROT, R.A_SPACE + 0)),
        (R._PH_GIVE, 4, lambda: build(players=4, hands={0: [GIVE, 24], 1: [29], 2: [30], 3: [33]}, domains={0: 1}),
         (R.A_CARD + GIVE, R.A_SPACE + 0)),
        (R._PH_SKIP, 2, lambda: build(hands={0: [SKIP, 24, 25], 1: [29, 30, 33]}, village=FULL, pawns={0: 1}),
         (R.A_CARD + SKIP, R.A_SPACE + 5)),
        (R._PH_RIVER, 2, lambda: build(hands={0: [PLUS, 24, 25], 1: [29, 30, 33]}, river=(R_PLACE, R_SWAP)),
         (R.A_CARD + PLUS, R.A_SPACE + 0)),
        (R._PH_PUT, 2, lambda: build(hands={0: [PLUS, 24, 25], 1: [29, 30, 33]}, river=(R_PLACE,)),
         (R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)),
        (R._PH_SWAP_CARD, 3, lambda: build(players=3, hands={0: [PLUS, 24, 25], 1: [29], 2: [30]}, river=(R_SWAP,)),
         (R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)),
        (R._PH_SWAP_SEAT, 3, lambda: build(players=3, hands={0: [PLUS, 24, 25], 1: [29], 2: [30]}, river=(R_SWAP,)),
         (R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0, R.A_SWAPCARD + 24)),
        (R._PH_DOWN, 3, lambda: build(players=3, hands={0: [PLUS, 24, 25], 1: [29], 2: [30]}, river=(R_DOWN,)),
         (R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)),
        (R._PH_DRAW, 2, lambda: build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, river=NO_RIVER),
         (R.A_CARD + MAYOR2, R.A_SPACE + 0)),
        (R._PH_DRAW, 3, lambda: build(players=3, hands={0: [PLUS, 24, 25], 1: [29], 2: [30]}, river=(R_PASS, 20)),
         (R.A_CARD + PLUS, R.A_SPACE + 0, R.A_RIVER + 0)),  # the river Pass's draw, deck or river
    ]


@pytest.mark.parametrize("phase,players,make,lead", _decisions(), ids=lambda x: str(x)[:12])
def test_every_decision_by_keys(phase, players, make, lead):
    """Each kind of decision: the cursor starts on a legal target, the d-pad moves among targets, A applies."""
    s = make()
    for a in lead:
        R.apply(s, a)
    assert s[R.P_PHASE] == phase
    con = Console()
    screen = _open(con, s, players)
    buf = [0] * R.MAX_LEGAL
    legal = buf[:R.legal_actions(s, buf)]
    assert len(screen.target_ids) >= 1
    for key in (K_RIGHT, K_DOWN, K_LEFT, K_UP):  # moving around keeps the cursor on a legal target
        con.press(key)
        assert 0 <= screen.cursor < len(screen.target_ids)
    before = bytes(s)
    acts = list(screen.target_actions[screen.cursor])  # read before A: the legal buffer then holds the next decision
    con.press(K_A)
    if len(acts) > 1:
        con.press(K_A)  # the short list: take the first
    assert bytes(screen.s) != before and acts[0] in legal
    R.check(screen.s)
    assert con.screen_name() in ("GameScreen", "HandOff", "ScoreSheet")


def test_board_shows_the_village_and_the_hand():
    """Labels: family letter and value on the cells, the hand's effects, the domains, the deck."""
    village = dict(FULL)
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, village=village, space_rab={4: 3}, closed=(2,))
    con = Console()
    screen = _open(con, s, 2)
    texts = con.texts()
    assert "L1" in texts and "D4" in texts and "*2" in texts  # cells and hand chips
    view = screen.view
    assert not view.cells[2].closed.hidden and view.cells[1].closed.hidden
    assert view.cells[4].rabbits[0] == 3
    assert view.panels.domains[0].text.startswith(">") and "Deck" in view.panels.deck.text
    # issue 38.1: a hand card's family letter clear of the screen's edge ("B3" read "33" from x -1), the card's
    # colour a pixel wide on its left
    for chip in view.panels.hand:
        assert chip.bg.x >= 0 and chip.label.x >= chip.bg.x + 1


def _random_game(players, options, seed):
    con = Console(seed=seed, render=False)  # drawn lazily: the test reads texts, not pixels
    launcher.start(con.app, GID, players, options)
    con.step()
    rnd = random.Random(seed)
    handoffs = 0
    for _ in range(6000):
        name = con.screen_name()
        if name == "ScoreSheet":
            return con, handoffs
        if name == "HandOff":
            _assert_handoff_private(con)
            handoffs += 1
            con.press(K_A)
            continue
        if name != "GameScreen":  # a short list of actions: choose one
            con.press(rnd.choice((K_A, K_DOWN)))
            continue
        con.press(rnd.choice((K_A, K_A, K_RIGHT, K_DOWN, K_LEFT, K_UP)))
    raise AssertionError("no end after 6000 presses")


@pytest.mark.parametrize("players,options", [(2, 0), (3, 0x011), (4, 0x111)])
def test_whole_game_by_random_keys(players, options):
    """A game to the score sheet: hand-offs between seats, the winner named."""
    con, handoffs = _random_game(players, options, players)
    assert handoffs >= players
    texts = con.texts()
    assert any(t.startswith("Winner") for t in texts)
    assert "Total" in texts
    assert ui.seat_name(0) in texts


@pytest.mark.parametrize("players", [2, 4])
def test_cursor_moves_redraw_at_most_a_tenth_of_the_screen(players):
    """Every d-pad move (hand, spaces, river, domains) redraws at most 10 % of the 160x128 pixels."""
    con = Console(render=False, seed=players)  # the dirty areas are counted all the same; no pixel is read
    launcher.start(con.app, GID, players, 0x011)
    con.step()
    rnd = random.Random(5)
    moves = 0
    for _ in range(800):
        name = con.screen_name()
        if name == "ScoreSheet" or moves >= 60:
            break
        if name == "GameScreen" and con.app.game.choice < 0 and len(con.app.game.target_ids) > 1:
            con.hw.press(rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)))
            con.step()
            assert con.hw.last_refresh_pixels <= 160 * 128 // 10
            moves += 1
            if moves % 3 == 0:
                con.press(K_A)
        else:
            con.press(K_A)
    assert moves >= 30


def test_hourglass_runs_out_through_the_loop():
    """With the Hourglass option the loop drains the sand after the hand-off; at 0 the rules add the
    highest river value to the mover's rabbits, once, and the mover still plays."""
    s = build(options=4, hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]}, river=(20, 27, 6))
    con = Console()
    screen = _open(con, s, 2, 0x100)
    assert R.timed(screen.s)
    seconds = con.app.settings.get("hourglass")
    con.hw.advance(seconds * 500)
    con.step()
    assert R.domain(screen.s, 0) == 1 and 0 < screen.timer_left < seconds * 1000  # half the sand is gone
    con.hw.advance(seconds * 600)
    con.step(2)
    assert R.domain(screen.s, 0) == 1 + 4 and not R.timed(screen.s)
    assert R.legal_actions(screen.s, [0] * R.MAX_LEGAL) == 3  # still plays a card
    con.press(K_A)
    assert screen.s[R.P_PHASE] == R.PH_SPACE


def test_space_details_closed_stack_rabbits_and_full_effect_names():
    """The detail lines name the space under the cursor (passage, rabbits, closed or cards stacked); the
    hand spells effect names out; a closed cell is dimmed with a visible stripe; rabbit digits show."""
    village = {0: [8, 17], 1: [21], 2: [23], 3: [34], 4: [35], 5: [38]}
    s = build(hands={0: [MAYOR2, CARROT, 15], 1: [29, 30, 33]}, village=village, space_rab={0: 3}, closed=(5,),
              pawns={0: 1})
    con = Console()
    screen = _open(con, s, 2)
    view = screen.view
    v = R.view(screen.s, 0)
    view.panels.draw_detail(v, 0)
    detail = view.panels.detail
    assert [line.text for line in detail] == ["passage +%d" % R.CARDS[5 * 17 + 4], "3 rabbits", "2 cards"]
    view.panels.draw_detail(v, 5)
    assert detail[2].text == "closed" and detail[1].text == "no rabbits" and not view.cells[5].closed.hidden
    view.panels.draw_detail(v, 50 + 1)  # the second seat's domain line: its hand and face-down cards
    assert [line.text for line in detail[:2]] == ["3 in hand", "0 face-down"]
    assert view.cells[0].rabbits[0] == 3 and not view.cells[0].layers.hidden and not view.cells[0].layers_edge.hidden
    assert view.cells[1].layers.hidden and view.cells[1].layers_edge.hidden
    texts = [chip.line.text for chip in view.panels.hand]
    assert any(t.startswith("Carrot") for t in texts) and any(t.startswith("Centre~") for t in texts)


def test_a_save_of_the_older_state_format_is_refused_by_name():
    """STATE_VERSION 3 (KNOWN, bytes 166-204: who knows which card in another hand): a version-2 save (166 bytes)
    is refused by the launcher, naming the game, and its bytes would not pass the new check either."""
    import saves

    assert R.STATE_VERSION == 3 and R.STATE_SIZE == 205
    s = build(hands={0: [MAYOR2, 24, 25], 1: [29, 30, 33]})
    old = bytearray(s[:166])  # version 2 ended with LOC
    with pytest.raises(ValueError):
        R.check(old)
    record = saves.decode(saves.encode(GID, 2, 0, 2, old, 1))[0]
    rules, reason = launch.check_record(record)
    assert rules is None and reason == "Bunny Boom save is format v2, this one reads v3: refused"
    nvm = bytearray(b"\xff" * 8192)
    saves.SaveStore(nvm).write(GID, 2, 0, 2, bytes(old))
    con = Console(nvm=nvm)
    assert con.screen.items[0] == "Resume Bunny Boom (2P)"  # offered unchecked; resuming checks it
    con.press(K_A)
    assert "Bunny Boom save is format v2, this one reads v3: refused" in " ".join(con.texts())
    assert con.app.game is None


def test_river_lines_say_the_effect_in_words_and_rabbits_in_a_digit_box():
    """Each river card's line names its river effect in whole words ("Put 2", not "Put2"); the rabbits lying on
    it show as the village's white digit in a black box beside the card (no "r1"), none when there are none."""
    from games.bunnyboom.panels import RIVER_SHORT

    s = build(hands={0: [MAYOR2, CARROT, 15], 1: [29, 30, 33]}, river=(R_PLACE, R_SWAP, R_DOWN), river_rab=(2, 0, 12))
    con = Console()
    screen = _open(con, s, 2)
    river = screen.view.panels.river
    lines = [chip.line.text for chip in river]
    assert lines == [RIVER_SHORT[R.CARDS[5 * c + 3]] for c in (R_PLACE, R_SWAP, R_DOWN)]
    assert all(re.fullmatch(r"-|[A-Z][a-z]+( \d)?", t) for t in lines), lines
    assert [chip.rabbits[0] for chip in river] == [2, 11, 10]  # 2, blank, "+" (over 9)
