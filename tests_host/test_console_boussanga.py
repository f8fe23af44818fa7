"""Boussanga played by key presses through the real launcher, game loop and view (headless board).

The ghost uses the loop's view hook (GameScreen._view_key calls BoardView.on_key).
"""

import random
import sys

import pytest
from boussanga_build import build, orient_table
from console import Console

import gameloop
import games
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_UP

GID = "boussanga"


def R():
    return games.load_rules(GID)


def _launch(con, players, mode, teams=0):
    """From the launcher: Boussanga's set-up screen with a player count, Mode and Teams (where they are asked)."""
    con.set_up("Boussanga", players=players, choice={0: mode} if players > 1 else {})
    if players == 4 and not mode:
        con.set_up(choice={1: teams})
    con.press(K_A)
    assert con.screen_name() == "GameScreen", con.texts()
    return con.app.game


def _open(con, s):
    """Show a literal state in a game screen."""
    rules = R()
    gameloop.GameScreen(con.app, GID, rules, s[rules._P_PLAYERS], 0, s).begin()
    con.step(1)
    return con.app.game


def _coop_rank(s):
    """The co-op rank (0 lost .. 3 Maitre) from the rules' score piece."""
    from games.boussanga import score

    return score.coop_rank(s)


def _tokens(s):
    rules = R()
    return sum(1 for v in s[rules._P_BOARD:rules._P_BOARD + 64] if v)


def test_launch_competitive_and_lay_a_card_by_keys():
    """Launcher -> 2 players, competitive; A plays the first card; A on its first position lays it."""
    con = Console()
    game = _launch(con, 2, 0)
    rules = R()
    assert not game.hidden  # HIDDEN_INFO False: no hand-off screens
    assert "Reserve" in con.texts() and game.view.status.text == "Play this card"
    con.press(K_A)
    assert game.s[rules._P_PHASE] == rules._PH_PLACE
    con.press(K_A)
    if game.choice >= 0:  # several turns fit on this cell: the popup lists them
        con.press(K_DOWN, K_A)
    assert _tokens(game.s) >= 3 and rules.current_player(game.s) == 1
    assert con.screen_name() == "GameScreen"  # no hand-off in between


def test_pass_by_keys_and_undo_of_a_chosen_card():
    """B takes a chosen card back; the discard mark under a card passes."""
    con = Console()
    game = _launch(con, 3, 0)
    rules = R()
    con.press(K_A)
    assert game.s[rules._P_PHASE] == rules._PH_PLACE
    con.press(K_B)
    assert game.s[rules._P_PHASE] == rules._PH_CARD
    before = game.s[rules._P_DISCARD_N]
    for _ in range(6):  # walk to a discard mark
        target = game.target_ids[game.cursor]
        if target >= 110:
            break
        con.press(K_RIGHT)
    assert game.target_ids[game.cursor] >= 110
    con.press(K_A)
    assert game.s[rules._P_DISCARD_N] == before + 1 and rules.current_player(game.s) == 1


def test_co_op_put_back_and_colour_choice_by_keys():
    """Co-op decisions of each kind: a cell for a collected token, a colour to put back."""
    rules = R()
    top = "BRGBGBGB"
    cells = ["Y"] * 16 + ["B"] * 11 + ["G"] * 12 + ["R"] * 12
    cells += ["."] * (56 - len(cells))
    board = (top,) + tuple("".join(cells[i:i + 8]) for i in range(0, 56, 8))
    s = build(board=board, coop=True, players=1, hands=[[5, 1, 2, 3]], held=[[0, 0, 0, 0]],
              collect=[1, 1, 3, 0])
    con = Console()
    game = _open(con, s)
    con.press(K_A)  # play #6 (it fits at A1)
    assert game.s[rules._P_PHASE] == rules._PH_PLACE
    con.press(K_A)
    assert game.s[rules._P_PHASE] == rules._PH_PUT
    assert game.view.status.text == "A puts red here, 3 left"
    con.press(K_A, K_RIGHT, K_A, K_DOWN, K_A)
    assert game.s[rules._P_PHASE] == rules._PH_CARD and rules.scores(game.s) == (2,)
    # passing is offered only when no card of the row matches: a row of cards found nowhere
    s = build(board=board, coop=True, players=1, hands=[[0, 4, 8, 9]], held=[[0, 0, 0, 0]], collect=[1, 1, 3, 0])
    game = _open(con, s)
    assert game.target_ids == [110, 111, 112, 113]  # only the discard marks
    con.press(K_A)  # pass
    assert game.s[rules._P_PHASE] == rules._PH_COLOR
    con.press(K_A)
    assert game.s[rules._P_PHASE] == rules._PH_PUT
    while game.s[rules._P_PHASE] == rules._PH_PUT:
        con.press(K_A)
    rules.check(game.s)


def test_a_lost_solo_game_ends_with_lost_no_winner_and_dark_leds(monkeypatch):
    """Issue 16.1: a solo game lost (the deck is out) names no winner: "Lost", LEDs off, the "over" cue."""
    rules = R()
    top = "BRGBGBGB"
    cells = ["Y"] * 16 + ["B"] * 12 + ["G"] * 13 + ["R"] * 15
    cells += ["."] * (56 - len(cells))
    board = (top,) + tuple("".join(cells[i:i + 8]) for i in range(0, 56, 8))
    s = build(board=board, coop=True, players=1, hands=[[0, 4, 8, 9]], held=[[0, 0, 0, 0]], deck=[],
              discard=[c for c in range(32) if c not in (0, 4, 8, 9)])
    con = Console()
    game = _open(con, s)
    assert game.target_ids == [110, 111, 112, 113, 140]  # no card fits: passing (or ending, lost) is all
    con.press(K_A)  # the pass must draw from an empty deck: lost
    assert rules.is_over(game.s) and rules.winners(game.s) == ()
    con.step(30)  # any flash is over
    assert con.screen_name() == "GameOver"  # the final position first, then A for the score sheet
    con.press(K_A)
    assert con.screen_name() == "ScoreSheet"
    texts = con.texts()
    assert "Lost" in texts and not any(t.startswith("Winner") for t in texts)
    assert any(t.startswith("Lost: deck out") for t in texts)
    assert all(c == (0, 0, 0) for c in con.hw.led_colors())
    assert con.app.sound.played[-1] == "over"
    # issue 38.1: a reason of two lines is shown whole ("... 16 points came too late." was cut after "16"): the
    # table's rows scroll to leave it room
    from scoresheet import ScoreSheet

    monkeypatch.setattr(sys.modules["games.boussanga.rules"], "outcome_text",
                        lambda s: "Lost: 14 cards, max 12. 16 points came too late.")
    con.app.show(ScoreSheet(game))
    con.step()
    texts = con.texts()
    why = ui.wrap("Lost: 14 cards, max 12. 16 points came too late.")
    assert len(why) == 2 and all(line in texts for line in why), (why, texts)
    assert "Up/Down: more  A: menu" in texts


def test_a_team_stores_its_tokens_on_either_board_by_keys():
    """Issue 16.2: P3's line scores; the panel shows P3's and P1's boards (the hand and the other seats
    give way), the status says what A stores where (with the bonus), A on P1's board stores them there."""
    rules = R()
    hands = [[1, 2, 3, 4], [6, 7, 8, 9], [5, 10, 11, 12], [13, 14, 15, 16]]
    s = build(board=("BBB.....",) + ("........",) * 7, players=4, teams=True, hands=hands, turn=2,
              held=[[3, 0, 1, 0], [0, 2, 0, 1], [1, 0, 0, 2], [0, 0, 0, 0]])
    con = Console()
    game = _open(con, s)
    con.press(K_A)  # choose #6 (B R G)
    view = game.view
    view.ghost.o, view.ghost.x, view.ghost.y = 0, 4, 0  # B R G across from D1: B on D1 ends the blue row
    con.press(K_DOWN, K_UP)
    con.press(K_A)
    assert game.s[rules._P_PHASE] == rules._PH_BOARD and rules.current_player(game.s) == 2
    assert game.target_ids == [130, 131]
    assert view.panel.hand_group.hidden and view.panel.others_group.hidden
    assert not any(box[0].hidden for box in view.panel.board_boxes)
    texts = con.texts()
    assert "P3 7pt" in texts and "P1 5pt" in texts and " 3    0" in texts  # P1's board: 3 blue, 0 green
    assert view.status.text == "Store 1 blue on P3"
    con.press(K_DOWN)
    assert view.status.text == "Store 1 blue on P1 +bonus"
    assert view.cursor_box == view.target_box(game.v, 2, 131)
    con.press(K_A)
    assert list(game.s[rules._P_HELD:rules._P_HELD + 4]) == [5, 0, 1, 0] and rules.current_player(game.s) == 3
    assert not view.panel.hand_group.hidden and all(box[0].hidden for box in view.panel.board_boxes)
    rules.check(game.s)


def test_a_save_of_the_older_state_format_is_refused_by_name():
    """STATE_VERSION 2 (a board per seat in teams): a version-1 Boussanga save is refused, named."""
    import saves

    rules = R()
    assert rules.STATE_VERSION == 2
    nvm = bytearray(b"\xff" * 8192)
    saves.SaveStore(nvm).write(GID, 4, 0x10, 1, bytes(204))
    con = Console(nvm=nvm)
    con.press(K_A)  # Resume Boussanga: offered unchecked, refused when resumed
    text = " ".join(con.texts())
    assert "Boussanga save is format v1, this one reads v2: refused" in text


def test_ghost_moves_turns_shows_illegal_positions_and_lays_only_legal_ones():
    """With the hook: the d-pad moves the ghost, Select turns it, A lays it only where it is legal."""
    rules = R()
    board = ("........",) * 7 + ("YYY.....",)
    s = build(board=board, hands=[[5, 1, 2, 3], [4, 6, 7, 8]])
    con = Console()
    gameloop.GameScreen(con.app, GID, rules, 2, 0, s).begin()
    con.step(1)
    game = con.app.game
    con.press(K_A)  # choose #6
    view = game.view
    status = lambda: game.view.status.text  # noqa: E731
    assert status() == "Select to turn, A: lay it"  # the status line says which key turns the ghost
    assert view.cursor_box == view.target_box(game.v, 0, 100)  # the brackets mark the chosen card (slot 0)
    for _ in range(10):
        con.press(K_DOWN)  # down to the bottom row, onto the yellow tokens
    for _ in range(6):
        con.press(K_LEFT)  # the ghost stops at the board's edge
    assert view.ghost.x == 1
    assert status().endswith("occupied") and any(tile == 9 and c >= 56 for c, tile in view.ghost.shown)
    before = bytes(game.s)
    con.press(K_A)
    assert bytes(game.s) == before  # an illegal position is not laid
    con.press(K_UP, K_UP)
    turns = set()
    for _ in range(8):
        turns.add(view.ghost.o)
        con.press(K_SELECT)
    assert turns == set(range(8)) and con.screen_name() == "GameScreen"
    con.press(K_SELECT)  # 45 degrees: a diagonal
    assert view.ghost.o == 1
    assert status().endswith("A: lay it")
    con.press(K_A)
    assert _tokens(game.s) == 3 + 3 and rules.current_player(game.s) == 1
    cells = [c for c in range(64) if game.s[rules._P_BOARD + c] and c < 56]
    xs = sorted(c & 7 for c in cells)
    assert xs == [xs[0], xs[0] + 1, xs[0] + 2] and len({c >> 3 for c in cells}) == 3  # laid diagonally


def test_turning_or_moving_the_ghost_redraws_under_10_percent():
    """Card #28 ".B./R.G/.R." has no centre token: every 45-degree turn moves all 4 ghost tiles.

    Budget: a cursor move redraws at most 10 % of the screen; the ghost's keys count as cursor moves.
    """
    rules = R()
    s = build(board=("........",) * 7 + ("YYY.....",), hands=[[27, 1, 2, 3], [4, 6, 7, 8]])
    con = Console()
    gameloop.GameScreen(con.app, GID, rules, 2, 0, s).begin()
    con.step(1)
    game = con.app.game
    con.press(K_A)
    assert game.s[rules._P_PHASE] == rules._PH_PLACE
    worst = 0
    seen = set()
    for key in [K_SELECT] * 9 + [K_DOWN] * 5 + [K_SELECT] * 8 + [K_LEFT] * 4 + [K_SELECT] * 8 + [K_UP, K_RIGHT]:
        con.hw.press(key)
        con.app.step()
        worst = max(worst, con.hw.last_refresh_pixels)
        seen.add(game.view.status.text[16:])
        con.app.step()
    assert worst <= 160 * 128 // 10, worst
    assert {"A: lay it", "occupied"} <= seen


def test_verdicts_say_why_a_position_cannot_be_laid():
    """Complete (every token already there), no tokens (reserve short); co-op: not found."""
    rules = R()
    board = ("BRG.....",) + ("........",) * 7
    s = build(board=board, hands=[[5, 1, 2, 3], [4, 6, 7, 8]], held=[[0, 0, 0, 0], [0, 0, 13, 0]])
    con = Console()
    gameloop.GameScreen(con.app, GID, rules, 2, 0, s).begin()
    con.step(1)
    game = con.app.game
    con.press(K_A)  # #6 B R G: legal elsewhere (B and G reused, R placed) as long as a red is left
    view = game.view
    view.ghost.o, view.ghost.x, view.ghost.y = 0, 1, 0
    con.press(K_DOWN, K_UP)  # redraw on B R G of row 1
    assert game.view.status.text.endswith("complete")
    con.press(K_DOWN)
    assert game.view.status.text.endswith("A: lay it")
    s2 = build(board=board, hands=[[5, 1, 2, 3], [4, 6, 7, 8]], held=[[0, 0, 0, 0], [0, 0, 15, 0]])
    gameloop.GameScreen(con.app, GID, rules, 2, 0, s2).begin()
    con.step(1)
    game = con.app.game
    con.press(K_A)
    view = game.view
    view.ghost.o, view.ghost.x, view.ghost.y = 0, 1, 2
    con.press(K_DOWN, K_UP)
    assert game.view.status.text.endswith("no tokens")


SYM = 5  # card #6 becomes "BR./.../.RB" in the tests below: turned 180 degrees it is itself
SYM_PATTERN = bytes((1, 3, 0, 0, 0, 0, 0, 3, 1))


def _patch_symmetric_card(monkeypatch):
    """Replace card #6 by a symmetric pattern in every loaded Boussanga module (the card table, its turned
    table in the rules and the view), for this test only."""
    import games.boussanga.cards as cards

    patterns = bytearray(cards.PATTERNS)
    patterns[SYM * 9:SYM * 9 + 9] = SYM_PATTERN
    patterns = bytes(patterns)
    table = orient_table(patterns)
    for name, module in list(sys.modules.items()):
        if name.startswith("games.boussanga") and module is not None:
            if hasattr(module, "ORIENT"):
                monkeypatch.setattr(module, "ORIENT", table)
            if hasattr(module, "PATTERNS"):
                monkeypatch.setattr(module, "PATTERNS", patterns)
    return table


def test_a_symmetric_card_lays_from_every_ghost_position(monkeypatch):
    """Issue 16.3: the rules skip an orientation repeating an earlier one (here 4-7 repeat 0-3), but the
    ghost turns through all 8: at a repeat, the status says "A: lay it" and A lays the same cells."""
    con = Console()
    rules = R()
    games.load_view(GID)
    table = _patch_symmetric_card(monkeypatch)
    assert [table[(SYM * 8 + o) * 10] & 15 for o in range(8)] == [4, 4, 4, 4, 0, 0, 0, 0]
    s = build(hands=[[SYM, 1, 2, 3], [4, 6, 7, 8]])
    game = _open(con, s)
    con.press(K_A)  # choose the symmetric card
    assert game.s[rules._P_PHASE] == rules._PH_PLACE
    assert {(a - rules._A_PLACE) >> 6 for a in game.buf[:game.count]} == {0, 1, 2, 3}
    view = game.view
    view.ghost.o, view.ghost.x, view.ghost.y = 0, 3, 3
    con.press(K_DOWN, K_UP)
    for _ in range(5):  # 0 -> 5: a repeat of orientation 1 (a diagonal)
        con.press(K_SELECT)
    assert view.ghost.o == 5 and view.status.text.endswith("A: lay it")
    ghost = sorted((c, tile) for c, tile in view.ghost.shown)
    con.press(K_A)
    assert rules.current_player(game.s) == 1
    laid = sorted((c, 4 + game.s[rules._P_BOARD + c]) for c in range(64) if game.s[rules._P_BOARD + c])
    assert laid == ghost  # exactly the cells and colours the ghost showed (ghost tile = 4 + colour)


def test_every_ghost_position_maps_to_the_legal_action_with_its_cells(monkeypatch):
    """Issue 16.3, exhaustively: for every card (the real table and the symmetric one), every turn and
    every place of the ghost on an empty board, A's action is legal and lays the ghost's cells."""
    Console()  # the launcher forgets every game module: load them afterwards
    rules = R()
    view_module = games.load_view(GID)
    from games.boussanga import ghost as ghost_module

    for symmetric in (False, True):
        if symmetric:
            _patch_symmetric_card(monkeypatch)
        for card in range(32):
            others = [c for c in range(32) if c != card]
            s = build(hands=[[card] + others[:3], others[3:7]])
            rules.apply(s, rules._A_CARD)
            buf = [0] * rules.MAX_LEGAL
            legal = set(buf[:rules.legal_actions(s, buf)])
            bv = view_module.BoardView(rules, 2)
            bv.ghost.set_card(card)
            mapped = set()
            for o in range(8):
                cells = ghost_module.turned_cells(card, o)
                for y in range(-2, 10):
                    for x in range(-2, 10):
                        if not all(0 <= x + dx < 8 and 0 <= y + dy < 8 for dx, dy, _c in cells):
                            continue
                        bv.ghost.o, bv.ghost.x, bv.ghost.y = o, x, y
                        a = bv.ghost.action()
                        assert a in legal, (symmetric, card, o, x, y)
                        t = bytearray(s)
                        rules.apply(t, a)
                        want = sorted(((y + dy) * 8 + x + dx, col) for dx, dy, col in cells)
                        assert sorted((c, t[rules._P_BOARD + c]) for c in range(64) if t[rules._P_BOARD + c]) == want
                        mapped.add(a)
            assert mapped == legal  # and every legal placement has a ghost position


def _rules_pages(con):
    """Open the pause menu's rules summary and return the words of every page."""
    from keys import K_START

    con.press(K_START)
    con.press(K_DOWN, K_A)
    words = []
    seen = None
    for _ in range(20):
        texts = con.texts()
        if texts == seen:
            break
        seen = texts
        words += " ".join(texts).split()
        con.press(K_DOWN)
    return " ".join(words)


def test_the_rules_page_names_the_readings_players_need():
    """Issue 16.4: the rules summary says a co-op pass is only for when no card fits, how crossing lines
    score, that the partner plays in a team's last round and that the scorer chooses the team's board."""
    con = Console()
    _launch(con, 2, 0)
    text = _rules_pages(con)
    assert "Pass, only when no card of the row is found on the board: discard a card" in text
    assert "Lines crossing: all their tokens leave, 3 per line go back." in text
    assert "everybody else plays once more (with teams, the partner too)" in text
    assert "who scores chooses which of the two boards gets the tokens" in text


def play_by_keys(con, rnd, max_presses=6000):
    """Random but legal key choices until the score sheet."""
    rules = R()
    for _ in range(max_presses):
        name = con.screen_name()
        if name == "ScoreSheet":
            return True
        if name == "GameOver":  # the final position: A for the score sheet
            con.press(K_A)
            continue
        assert name == "GameScreen", name
        game = con.app.game
        if game.choice >= 0:
            con.press(*([K_DOWN] * rnd.randrange(3) + [K_A]))
        else:
            con.press(*[rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)) for _ in range(rnd.randrange(4))])
            con.press(K_A)
        rules.check(game.s)
    return False


@pytest.mark.parametrize("players,mode,teams", [(2, 0, 0), (4, 0, 1), (1, 0, 0), (2, 1, 0)])
def test_whole_game_by_random_keys(players, mode, teams):
    """A full game in each mode by random keys ends on the score sheet with the outcome text."""
    con = Console(render=False)  # drawn lazily: the test reads texts, not pixels
    game = _launch(con, players, mode, teams)
    rules = R()
    assert play_by_keys(con, random.Random(players * 10 + mode))
    texts = " ".join(con.texts())
    assert ("Team total" if teams else "Total") in texts and rules.outcome_text(game.s)[:20] in texts
    if players == 1:
        assert "Solo" in rules.outcome_text(game.s)
    if players == 1 or mode == 1:
        assert ("Won" in texts) == bool(_coop_rank(game.s)) and ("Lost" in texts) != bool(_coop_rank(game.s))
    assert con.app.errors == []


def _board_cell_pixels(con, cells):
    """The RGB bytes of each board cell's 11x11 box in the last refreshed frame."""
    import pygame

    from games.boussanga import view as view_module

    size = view_module._CELL
    surface = con.hw.screen_surface(1)
    return [pygame.image.tobytes(surface.subsurface((view_module._BOARD_X + (c & 7) * size,
                                                     view_module._BOARD_Y + (c >> 3) * size, size - 1, size - 1)),
                                 "RGB") for c in cells]


def _mid_game(players, options, seed, turns):
    """A state after some random turns (tokens on the board in the competitive mode), at a card choice."""
    rules = R()
    rnd = random.Random(seed)
    s = rules.new_state(players, seed, options)
    buf = [0] * rules.MAX_LEGAL
    for _ in range(turns * 3):
        if rules.is_over(s):
            break
        n = rules.legal_actions(s, buf)
        rules.apply(s, buf[rnd.randrange(n)])
    while not rules.is_over(s) and s[rules._P_PHASE] != rules._PH_CARD:
        rules.apply(s, buf[:rules.legal_actions(s, buf)][0])
    return s


@pytest.mark.parametrize("players,options", [(1, 1), (3, 1), (2, 0), (3, 0), (4, 0x10)],
                         ids=["solo", "coop", "competitive2", "competitive3", "teams"])
def test_the_ghost_changes_every_cell_it_covers_at_every_legal_position(players, options):
    """Issue 24.3: in every mode, at every legal position of every playable card, each cell the card would
    cover looks different with the ghost over it (co-op: the found tokens are ringed in white, not hidden
    under an outline of their own colour). Frames rendered by the headless board, before and after."""
    rules = R()
    con = Console()
    checked = 0
    # co-op: the full board of a new game; competitive: a board with tokens to reuse, after 6 turns
    for seed, turns in ((3, 0),) if options & 1 else ((11, 6),):
        s = _mid_game(players, options, seed, turns)
        if rules.is_over(s):
            continue
        base = bytes(s)
        game = _open(con, s)
        seat = rules.current_player(s)
        before = _board_cell_pixels(con, range(64))  # no ghost while a card is chosen
        hb = rules.hand_base(s, seat)
        for slot in [a for a in game.buf[:game.count] if a < 4]:
            card = base[hb + slot]
            game.s[:] = base
            game.apply(rules._A_CARD + slot)
            con.press(K_SELECT)  # the loop calls the hook: the ghost owns the d-pad
            view = game.view
            for a in list(game.buf[:game.count]):
                view.ghost.start(card, a)
                game.draw()
                con.step(1)
                cells = sorted(c for c, _tile in view.ghost.shown)
                assert len(cells) == len(view.ghost.cells[view.ghost.o]) and view.status.text.endswith("A: lay it")
                for c, now in zip(cells, _board_cell_pixels(con, cells)):
                    assert now != before[c], (players, options, card, a, c)
                checked += 1
    assert checked >= 10


def test_a_lost_cause_says_so_and_ends_by_keys():
    """Issue 25.12: solo, 13 cards used below 15 points: the panel says the game can't be won, "End now"
    is a target whose status says what A does, and A there ends it on a score sheet that gives the reason."""
    rules = R()
    top = "BRGBGBGB"
    cells = ["Y"] * 16 + ["B"] * 11 + ["G"] * 12 + ["R"] * 12
    cells += ["."] * (56 - len(cells))
    board = (top,) + tuple("".join(cells[i:i + 8]) for i in range(0, 56, 8))
    s = build(board=board, coop=True, players=1, hands=[[5, 1, 2, 3]], held=[[0, 0, 0, 0]],
              collect=[1, 1, 3, 0], discard=list(range(10, 22)))
    con = Console()
    game = _open(con, s)
    assert "Can't win" not in con.texts() and "End now" not in con.texts()  # 12 cards: still winnable
    s = build(board=board, coop=True, players=1, hands=[[5, 1, 2, 3]], held=[[0, 0, 0, 0]],
              collect=[1, 1, 3, 0], discard=list(range(10, 23)))
    rules.check(s)
    game = _open(con, s)
    texts = con.texts()
    assert "Can't win" in texts and "End now" in texts
    assert game.target_ids[-1] == 140
    for _ in range(3):  # the d-pad reaches the button below the cards
        if game.target_ids[game.cursor] != 140:
            con.press(K_DOWN)
    assert game.target_ids[game.cursor] == 140, game.target_ids[game.cursor]
    assert game.view.status.text == "End the game here (lost)"
    assert game.view.cursor_box == game.view.target_box(game.v, 0, 140)
    con.press(K_A)
    con.step(30)
    assert con.screen_name() == "GameOver"  # the final position first, then A for the score sheet
    con.press(K_A)
    assert con.screen_name() == "ScoreSheet"
    texts = con.texts()
    assert "Lost" in texts and "Lost: 13 cards, max 12." in texts


def test_the_next_player_reads_what_was_laid_or_passed():
    """Issue 25.8: competitive has no hand-off; the next seat's status line says what the seat before laid
    (with the points it made) or discarded, by name, until the cursor moves, and the tokens it laid wear
    white rings until a card is chosen."""
    import ui

    rules = R()
    s = build(board=("BBB.....",) + ("........",) * 7, players=2, hands=[[5, 1, 2, 3], [6, 7, 8, 9]])
    con = Console()
    ui.SEAT_NAMES[:] = ["Ana", "Bo"]  # the names set in the settings
    game = _open(con, s)
    assert game.view.status.text == "Play this card"  # nothing before the first move
    con.press(K_A)  # choose #6 (B R G)
    view = game.view
    view.ghost.o, view.ghost.x, view.ghost.y = 0, 4, 0  # B on D1 ends the blue row
    con.press(K_DOWN, K_UP)
    con.press(K_A)
    assert rules.current_player(game.s) == 1 and rules.scores(game.s)[0] == 1
    assert view.status.text == "Ana laid a card, +1 point"
    laid = sorted(c for c, _tile in view.ghost.shown)
    assert laid == [4, 5] and sum(1 for t in view.ghost.tiles if not t.hidden) == 2  # R, G stay; blues left
    assert [tile for _c, tile in sorted(view.ghost.shown)] == [13, 12]  # red, green: ringed in white
    con.press(K_RIGHT)
    assert view.status.text.startswith(("Play", "Pass")) and len(view.ghost.shown) == 2
    while game.target_ids[game.cursor] < 110:  # Bo passes
        con.press(K_RIGHT)
    con.press(K_A)
    assert rules.current_player(game.s) == 0
    assert view.status.text == "Bo passed: a card out" and view.ghost.shown == []
    con.press(K_A)  # Ana chooses a card: the recap is over
    assert view.status.text.endswith("A: lay it") or game.choice >= 0
