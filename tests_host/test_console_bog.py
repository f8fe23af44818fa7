"""BOG played whole by key presses through the real launcher, game loop and view (headless board)."""

import os
import random

from console import Console, assert_handoff_shows_nothing_private
from recap import replay

import games
import saves
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from leds import GOOD, rgb
from ui import SEAT_COLORS

rules = games.load_rules("bog")


def _start_new_game(con):
    """From the launcher: choose BOG (the only entry without a save)."""
    assert con.screen_name() == "Menu"
    assert "BOG" in con.texts()
    con.press(K_A, K_A)  # BOG, then the Seats step's Next (every seat a person)


def _assert_handoff_private(con):
    """The hand-off shows nothing of the board, no hand, and no text but the seat and the public log."""
    assert_handoff_shows_nothing_private(con)


def play_by_keys(con, rnd, max_presses=4000, leds=None):
    """Play until the score sheet with random but legal key choices; return the hand-off count."""
    handoffs = 0
    for _ in range(max_presses):
        if leds is not None:
            leds.update(con.hw.led_colors())
        name = con.screen_name()
        if name == "ScoreSheet":
            return handoffs
        if name == "GameOver":  # the final position: A for the score sheet
            con.press(K_A)
            continue
        if name == "HandOff":
            _assert_handoff_private(con)
            handoffs += 1
            con.press(K_A)
            continue
        assert name == "GameScreen", name
        game = con.app.game
        seat = rules.current_player(game.s)
        # what the screen shows is the seat's own view: its hand count and the scores
        assert ("Hand %d" % game.s[rules.P_HAND_N + seat]) in con.texts()
        if game.choice >= 0:
            con.press(*([K_DOWN] * rnd.randrange(3) + [K_A]))
        else:
            moves = [rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)) for _ in range(rnd.randrange(4))]
            con.press(*moves)
            if game.undo and rnd.random() < 0.2:
                before = bytes(replay(game, len(game.log) - 1, bytearray(len(game.s))))
                con.press(K_B)
                assert bytes(game.s) == before
                continue
            con.press(K_A)
        rules.check(game.s)
    raise AssertionError("the game did not end")


def test_whole_game_by_keys_with_saves_and_score_sheet():
    """A full game: hand-offs hide hands, every turn is saved, the score sheet names the winner."""
    con = Console()
    _start_new_game(con)
    leds = set()
    handoffs = play_by_keys(con, random.Random(7), leds=leds)
    assert handoffs >= 4
    assert {rgb(SEAT_COLORS[0]), rgb(SEAT_COLORS[1]), GOOD} <= leds  # seat colours, and a flash when someone scored
    game = con.app.game
    assert rules.is_over(game.s)
    texts = con.texts()
    totals = rules.scores(game.s)
    assert "Total" in texts and str(totals[0]) in texts and str(totals[1]) in texts
    winners = rules.winners(game.s)
    assert "Winner: P%d" % (winners[0] + 1) in texts
    records, messages = con.app.saves.read()
    assert messages == [] and records[0].over and records[0].state == game.s
    assert con.app.errors == []
    con.press(K_A)
    assert con.screen_name() == "Menu" and not any(t.startswith("Resume") for t in con.texts())


def test_resume_after_power_loss_mid_game():
    """Pulling the plug mid-game loses at most the turn being played: a new boot offers Resume."""
    con = Console()
    _start_new_game(con)
    con.press(K_A)  # hand-off to P1
    con.press(K_A)  # P1 plays a card: the turn ends and is saved
    saved = bytes(con.app.game.s)
    assert con.screen_name() == "HandOff"
    con.press(K_A)
    con.press(K_RIGHT)  # P2 moves the cursor, nothing confirmed
    rebooted = Console(nvm=con.hw.nvm)
    assert rebooted.texts()[1].startswith("Resume BOG")
    rebooted.press(K_A)
    assert rebooted.screen_name() == "HandOff"
    assert bytes(rebooted.app.game.s) == saved


def test_a_corrupt_save_is_reported_and_not_offered():
    """A save whose CRC fails is reported and ignored: the launcher offers no resume (one slot: on the badge's
    flash both slots of an older firmware were erased by every write, so a second one kept nothing more)."""
    con = Console()
    _start_new_game(con)
    con.press(K_A, K_A)  # turn 1 saved
    con.press(K_A, K_A)  # turn 2 saved
    assert len(con.app.saves.read()[0]) == 1
    con.hw.nvm[saves.GAME_AT + saves.SLOT_AT + 30] ^= 0xFF
    rebooted = Console(nvm=con.hw.nvm)
    assert rebooted.screen_name() == "Pages"
    assert "Save corrupt: ignored" in " ".join(rebooted.texts())
    rebooted.press(K_A)
    assert not rebooted.texts()[1].startswith("Resume")


def test_foreign_and_old_saves_are_refused_by_name():
    """A save of an unknown game or of an older state format is refused with a message naming it."""
    nvm = bytearray(b"\xff" * 8192)
    store = saves.SaveStore(nvm)
    state = rules.new_state(2, 5)
    store.write("chess", 2, 0, 1, state)
    con = Console(nvm=nvm)
    assert "Save from unknown game 'chess': refused" in " ".join(con.texts())
    store.write("bog", 2, 0, rules.STATE_VERSION + 1, state)
    con = Console(nvm=nvm)
    con.press(K_A)  # Resume BOG: offered unchecked, refused when resumed
    text = " ".join(con.texts())
    assert "BOG save is format v%d" % (rules.STATE_VERSION + 1) in text and "refused" in text


def test_pause_menu_rules_undo_and_save_and_quit():
    """Start opens the pause menu: rules pages, undo of a fly step, save and quit to the launcher."""
    con = Console()
    _start_new_game(con)
    con.press(K_A)
    con.press(K_START)
    assert con.screen_name() == "Menu" and "Rules summary" in con.texts()
    con.press(K_DOWN, K_A)
    assert con.screen_name() == "Pages" and any("frog" in t for t in con.texts())
    con.press(K_A)  # back to the pause menu
    con.press(K_A)  # Resume
    assert con.screen_name() == "GameScreen"
    con.press(K_SELECT)
    assert con.screen_name() == "Pages" and any(t.startswith("P1:") for t in con.texts())
    con.press(K_A)
    con.press(K_START)
    con.press(K_UP, K_A)  # last item: Save and quit
    assert con.screen_name() == "Menu" and con.texts()[1].startswith("Resume BOG")


def test_mashing_a_cannot_skip_the_hand_off():
    """A pressed again and again right after a turn leaves "Pass to" on screen until 600 ms have passed."""
    con = Console()
    _start_new_game(con)
    con.press(K_A)  # hand-off to P1 (the harness waits like a person)
    con.hw.feed([K_A] * 5)  # P1 plays and keeps hammering A in the same frame
    con.step()
    assert con.screen_name() == "HandOff"
    for _ in range(20):  # 20 more frames of A presses: 400 ms
        con.hw.press(K_A)
        con.step()
        assert con.screen_name() == "HandOff"
    con.hw.advance(300)
    con.hw.press(K_A)
    con.app.step()  # A: the hand-off goes, and its board is built in the next frame, after a collection
    assert con.screen_name() != "HandOff" and con.app.later is not None
    con.app.step()
    assert con.screen_name() == "GameScreen"


def test_key_mashing_never_breaks_the_rules_or_the_loop(tmp_path):
    """Bursts of random keys, long holds included, through launcher and games: no error, state valid.

    POCKETBOG_FUZZ=N multiplies the length (heavy fuzzing, off in the default suite).
    """
    rnd = random.Random(3)
    con = Console(render=False)  # dirty areas are still computed every frame; pixels only on demand
    keys = [K_A] * 6 + [K_B, K_START, K_SELECT, K_RIGHT, K_LEFT, K_UP, K_DOWN]
    finished = 0
    for _ in range(2500 * int(os.environ.get("POCKETBOG_FUZZ", "1"))):
        k = rnd.choice(keys)
        roll = rnd.random()
        if roll < 0.05:
            con.hw.hold(k)
            con.step()
            con.hw.advance(rnd.randrange(100, 3000))  # held up to 3 s: repeats, and a 2 s Start goes home
            con.step(2)
            con.hw.release(k)
        elif roll < 0.15:
            for _ in range(rnd.randrange(2, 12)):  # a burst inside one frame
                con.hw.press(rnd.choice(keys))
        else:
            con.hw.press(k)
        con.step()
        game = con.app.game
        if game is not None and game.view is not None:
            game.rules.check(game.s)
        if con.screen_name() == "ScoreSheet":
            finished += 1
    assert con.app.errors == []
    assert finished >= 1
    con.hw.save_png(os.path.join(str(tmp_path), "after_fuzz.png"))  # a lazy frame still renders on demand
    assert con.hw.pixel_rgb(80, 5) != (0, 0, 0) or con.screen_name() != "Menu"


def test_cursor_moves_redraw_at_most_a_tenth_of_the_screen():
    """Every d-pad move over a game's first turns redraws at most 10 % of the 160x128 pixels."""
    con = Console(render=False)  # the dirty areas are counted all the same; no pixel is read
    _start_new_game(con)
    rnd = random.Random(5)
    moves = 0
    for _ in range(600):
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


def test_screens_tool_renders_a_gallery(tmp_path):
    """tools/screens.py writes every screen at 1x and 4x and an index listing them."""
    import importlib.util
    import sys

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path.insert(0, os.path.join(root, "tools"))
    spec = importlib.util.spec_from_file_location("screens", os.path.join(root, "tools", "screens.py"))
    screens = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(screens)
    cwd = os.getcwd()
    os.chdir(tmp_path)  # --help and an unknown option make no folder named after them, here or anywhere
    try:
        assert screens.main(["--help"]) == 0 and screens.main(["--bogus"]) == 2
        assert list(tmp_path.iterdir()) == []
    finally:
        os.chdir(cwd)
    assert screens.main([str(tmp_path)]) == 0
    pngs = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(pngs) >= 20 and any("handoff" in p for p in pngs) and any("score" in p for p in pngs)
    index = (tmp_path / "index.html").read_text()
    assert all(p in index for p in pngs)


def test_every_target_is_reachable_with_the_d_pad():
    """From any target the four directions reach every other target (diagonal-only ones included)."""
    from cursor import nearest_in_direction

    con = Console()
    _start_new_game(con)
    view = con.app.game.board()  # the game opens on a hand-off, which freed the board: build it
    rnd = random.Random(9)
    checked = 0
    for seed in range(1, 41):
        s = rules.new_state(2, seed)
        while not rules.is_over(s):
            seat = rules.current_player(s)
            v = rules.view(s, seat)
            buf = [0] * rules.MAX_LEGAL
            n = rules.legal_actions(s, buf)
            targets = sorted({view.target(v, seat, a) for a in buf[:n]})
            points = [view.target_xy(v, seat, t) for t in targets]
            reached = {0}
            frontier = [0]
            while frontier:
                i = frontier.pop()
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    j = nearest_in_direction(points, i, dx, dy)
                    if j not in reached:
                        reached.add(j)
                        frontier.append(j)
            assert len(reached) == len(targets), (targets, points)
            checked += 1
            rules.apply(s, buf[rnd.randrange(n)])
    assert checked > 1000


def test_diagonal_only_target_is_reachable():
    """Four corners and the centre (free pads for the fly): the centre is reached from a corner."""
    from cursor import nearest_in_direction

    points = [(0, 0), (56, 0), (28, 28), (0, 56), (56, 56)]
    assert nearest_in_direction(points, 0, 1, 0) in (1, 2)
    assert nearest_in_direction(points, 0, 0, 1) in (2, 3)
    reached = {nearest_in_direction(points, i, dx, dy) for i in range(5)
               for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    assert 2 in reached


def _resume(state):
    """Boot a console on a save of a literal state and pass the hand-off to the seat to act."""
    nvm = bytearray(b"\xff" * 8192)
    saves.SaveStore(nvm).write("bog", 2, 0, rules.STATE_VERSION, state)
    con = Console(nvm=nvm)
    con.press(K_A)  # Resume
    assert con.screen_name() == "HandOff"
    con.press(K_A)
    assert con.screen_name() == "GameScreen"
    return con


def test_handoff_log_names_the_own_frog_from_the_reader_side():
    """P1 lands on his own F13: P1's status reads "P2 gets F13", P2's hand-off "you get F13"."""
    from bog_build import build, rest

    s = build(swamp={6: (0, 0, 2), 7: (12, 0, 2)}, hands=([], [9]), deck=rest([0, 12, 9]))
    con = _resume(s)
    game = con.app.game
    move = game.target_actions[game.cursor][0]
    assert move in (rules.A_MOVE + 0, rules.A_MOVE + 12)
    mine, other = ("F1 to stop 4", "F13") if move == rules.A_MOVE else ("F13 to stop 4", "F1")
    assert game.status_text() == "%s, P2 gets %s" % (mine, other)
    con.press(K_A)
    assert con.screen_name() == "HandOff"
    assert "P1 plays %s, you get %s" % (mine, other) in " ".join(" ".join(con.texts()).split())  # same stop, both
    assert rules.scores(game.s) == (0, 1)


def test_handoff_log_says_the_fly_is_scored_and_no_card_taken():
    """The last fly with no card left: P2's hand-off reads "fly +1" and P1's hand is unchanged."""
    from bog_build import build

    piles = ([(c, 1) for c in range(8)], [(c, 1) for c in (8, 9, 11, 12, 14, 15, 16, 17)])
    s = build(swamp={0: (10, 0, 0)}, hands=([], [13]), piles=piles, points=((8, 0, 0, 0), (8, 0, 0, 0)))
    con = _resume(s)
    assert con.app.game.status_text() == "F11 to stop 2, fly +1"
    con.press(K_A)
    assert con.screen_name() == "HandOff"
    assert "P1 plays F11 to stop 2, fly +1" in " ".join(" ".join(con.texts()).split())  # a sentence, wrapped
    assert con.app.game.s[rules.P_HAND_N] == 0


def test_rules_page_states_each_landing_decision_in_a_line():
    """The rules page has a line for a capture, an own frog, and each way a fly ends (issue 15 item 6)."""
    from pausemenu import rules_text

    import ui

    con = Console()
    _start_new_game(con)
    paragraphs = rules_text(con.app.game).split("\n")
    for needle in ("enemy frog: take it, +1", "your own frog only when nothing else is possible: your opponent"
                   " gets it, +1", "fly: put it on any free pad, then draw", "Fly, no free pad: the fly is yours,"
                   " +1, and you still take a card", "Fly, no card left in deck or river: the fly is yours, +1,"
                   " no card", "Deck empty: a fly takes a river card and its slot stays empty"):
        assert sum(needle in p for p in paragraphs) == 1, needle
    for log in ("takes F5", "P2 gets F5", "a fly", "fly +1, draw", "fly +1"):
        assert "%s)" % log in "\n".join(paragraphs), log  # the log's words, explained where the rule is
    assert all(len(line) <= ui.COLUMNS for p in paragraphs for line in ui.wrap(p))


def test_view_drops_its_tile_sheets_and_loads_its_pages_on_first_use():
    """After the board is built the sheet code is gone (tiles.py); the pages load for a Select and go again
    once their lines are written (the page keeps the text, not the code)."""
    import sys

    sys.modules.pop("games.bog.pages", None)
    con = Console()
    _start_new_game(con)
    con.press(K_A)
    assert con.screen_name() == "GameScreen"
    assert "games.bog.tiles" not in sys.modules and "games.bog.pages" not in sys.modules
    assert not hasattr(sys.modules["games.bog"], "tiles")
    con.press(K_SELECT)
    assert con.screen_name() == "Pages" and "games.bog.pages" not in sys.modules
    assert not hasattr(sys.modules["games.bog"], "pages")
    assert con.texts()[1:3] == ["P1: 0 points", " take 0 route 0 form 0"]
