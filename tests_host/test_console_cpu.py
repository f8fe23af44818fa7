"""CPU seats in the console: the launcher's Seats step, CPU turns in the loop, saves, hand-offs, Hint."""

import random

import cputurn
import cursor
import fit
import pytest
from console import Console

import games
import leds
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START


def _seats_menu(con, game_title, kinds=()):
    """From the launcher: the game's set-up screen at the most players, the seats' kinds set (0 a person, 1-3
    CPU Easy/Normal/Hard); A starts from there."""
    row = [r for r in games.GAMES if r[1] == game_title][0]
    return con.set_up(game_title, players=row[3], kinds=kinds)


def _run_cpu(con, frames=cputurn.THINK_FRAMES + 3):
    """Let a CPU think and decide (frames of the main loop, the clock past any reading pause)."""
    for _ in range(frames):
        con.hw.advance(cputurn.READ_MS)
        con.step()


def test_the_seats_step_turns_a_seat_into_each_cpu_level_and_back():
    """Left/Right on a seat row: Person <-> CPU Easy <-> CPU Normal <-> CPU Hard, in that order, the row telling
    which; every seat a person as the set-up opens."""
    con = Console(render=False)
    screen = _seats_menu(con, "BOG")
    assert screen.seats() == 0 and [screen.row_text(code) for code in screen.codes] == [
        "P1              Person>", "P2              Person>"]  # the values' column ends at column 23
    con.press(K_DOWN)
    seen = []
    for key in (K_RIGHT, K_RIGHT, K_RIGHT, K_RIGHT, K_LEFT, K_LEFT, K_LEFT, K_LEFT):
        con.press(key)
        seen.append(con.screen.row_text(con.screen.codes[1]).split(None, 1)[1])
    seen = [text.strip() for text in seen]
    assert seen == ["<CPU Easy>", "<CPU Normal>", "<CPU Hard", "<CPU Hard", "<CPU Normal>", "<CPU Easy>",
                    "Person>", "Person>"]  # no arrow on the side it cannot move to
    assert con.screen.index == 1  # the cursor stays on the seat being changed
    con.press(K_B)
    assert con.screen.items[-1] == "Settings"  # B: back to the launcher


def test_a_cpu_seat_thinks_then_shows_what_it_did_and_the_person_plays_on_without_a_hand_off():
    """BOG with P2 a Hard CPU: no hand-off (one person at the table); the CPU's turn shows P1's board with
    "CPU 2 is thinking", then its move marked and told ("CPU 2 played"), and A gives the board to P1 (after the
    list of CPU 2's steps when it took several); the save keeps the seats."""
    con = Console(render=False)
    _seats_menu(con, "BOG", (0, 3))  # P2: CPU Hard
    con.press(K_A)
    game = con.app.game
    assert game.cpu_level(1) == 2 and game.cpu_level(0) == -1 and not game.hidden
    assert ui.seat_name(1) == "CPU2" and ui.seat_name(0) == "P1"
    cpu_turns = 0
    for _ in range(400):
        name = con.screen_name()
        if name == "GameOver":  # the final position, then A for the score sheet
            con.press(K_A)
            break
        assert name != "HandOff"
        seat = game.rules.current_player(game.s)
        if name == "CpuTurn":
            screen = con.screen
            assert screen.viewer == 0  # the board from P1's side: CPU 2's hand never shows
            if screen.mode == "think":
                assert game.view is not None and con.app.root[0] is game.group  # the board under the banner
                assert screen.banner[0].text.startswith("CPU2 is thinking")
                before = (game.log or [game.last_step])[-1]
                while screen.mode == "think":
                    con.step()
                assert screen.mode == "apply" and game.view is None  # the search ran with the board freed
                _run_cpu(con, 1)
                cpu_turns += 1
                latest = (game.log or [game.last_step])[-1]  # its move is the newest entry of the log
                assert (latest is not before and latest[0] == 1) or con.screen_name() == "GameOver"
            elif screen.mode == "wait":
                assert "CPU2 played" in con.texts() and screen.marked  # what CPU 2 did, before P1 plays
                assert game.undo == 0  # a CPU's decision is never undone
                con.press(K_A)
                if con.screen_name() == "HandOff":  # CPU 2's turn took several steps: all of them, then A
                    assert "Next:" in con.texts() and "Pass to" not in con.texts()
                    con.press(K_A)
                # the board is built again (in the frame after A, after a collection) and drawn whole
                assert con.screen_name() == "GameScreen" and game.view is not None
                assert game.group[0] is game.view.group and con.app.root[0] is game.group
                assert game.view.move_marks is None  # built again after the CPU's screen: no mark on P1's board
            else:
                _run_cpu(con, 2)
            continue
        assert name == "GameScreen" and seat == 0
        n = game.rules.legal_actions(game.s, game.buf)
        game.apply(game.buf[n - 1])
        con.step()
    assert con.screen_name() == "ScoreSheet" and cpu_turns > 3
    record = con.app.saves.read()[0][0]
    assert record.seats == 3 << 2  # seat 1: CPU level 2 (Hard), stored as level + 1


def test_resume_keeps_the_cpu_seats():
    """A save with a CPU seat resumes with the same seats (and the CPU plays its turn)."""
    con = Console(render=False)
    _seats_menu(con, "Frogriders", (0, 0, 0, 2))  # P4: CPU Normal
    con.press(K_A)
    game = con.app.game
    game.save()
    seats = game.seats
    assert seats == 2 << 6
    rebooted = Console(render=False, nvm=con.hw.nvm)
    rebooted.press(K_A)  # Resume
    assert rebooted.app.game.seats == seats and ui.seat_name(3) == "CPU4"


def test_the_hand_off_lists_what_the_cpu_seats_did_since_the_persons_last_turn():
    """Two persons and two CPU seats in Frogriders: the hand-off to a person names the CPU seats' moves."""
    con = Console(render=False)
    _seats_menu(con, "Frogriders", (0, 0, 1, 1))  # P3 and P4: CPU Easy
    con.press(K_A)
    game = con.app.game
    assert game.hidden  # two persons: hand-offs keep their secrets
    for _ in range(600):
        name = con.screen_name()
        if name == "HandOff":  # the hand-off hides the whole board: its display objects are freed
            assert game.view is None and len(game.group) == 0
        if name == "HandOff" and game.last_step is not None and game.last_step[0] >= 2:
            text = " ".join(con.texts())
            assert "CPU3" in text or "CPU4" in text
            con.press(K_A)  # the person's board, built again after a collection, with their secret objective
            assert con.screen_name() == "GameScreen" and game.group[0] is game.view.group
            return
        if name == "HandOff":
            con.press(K_A)
        elif name == "CpuTurn":
            _run_cpu(con, 3)
        elif name == "GameScreen":
            game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[0])
            con.step()
        else:
            con.press(K_A)
    raise AssertionError("no hand-off after a CPU turn")


def test_hint_puts_the_cursor_on_the_hard_cpus_move_and_names_it():
    """Pause -> Hint: the cursor stands on the target of the move the Hard CPU would make for the person."""
    con = Console(render=False)
    _seats_menu(con, "BOG", (0, 1))  # P2: CPU Easy
    con.press(K_A)
    game = con.app.game
    while con.screen_name() != "GameScreen":
        _run_cpu(con, 3)
        if con.screen_name() == "CpuTurn" and con.screen.mode == "wait":
            con.press(K_A)
    seat = game.rules.current_player(game.s)
    expected = cputurn.decide(game, seat, 2, cputurn.THINK_BUDGET_MS[2])
    con.press(K_START)
    assert "Hint" in con.screen.items
    con.screen.index = con.screen.items.index("Hint")
    con.press(K_A)
    assert con.screen_name() == "GameScreen"
    assert expected in game.target_actions[game.cursor]
    # issue 38.3: the status line's own words, whole ("Hint: " before them where it fits), until a key
    words = ui.named(game.rules.describe(game.s, expected), ui.COLUMNS)
    assert game.message in ("Hint: " + words, words) and len(game.message) <= ui.COLUMNS
    assert game.message == "Hint: " + words or len("Hint: " + words) > ui.COLUMNS
    for _ in range(5):
        con.hw.advance(3000)
        con.step()
    assert cursor.status_text(game) == game.message != ""
    con.press(K_RIGHT)
    assert game.message == ""


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_an_all_cpu_table_plays_a_whole_game_by_itself(gid):
    """Every seat a CPU (Easy, the quickest): the game runs to its score sheet with no key pressed."""
    con = Console(render=False)
    row = games.find(gid)
    players = min(row[2] + 1, row[3]) if gid != "boussanga" else 1  # Boussanga solo: one seat, a person
    con.set_up(row[1], players=players, kinds=(1,) * players if players > 1 else ())
    con.press(K_A)  # the options as they open
    game = con.app.game
    for _ in range(20000):
        if con.screen_name() == "GameOver":  # the final position: A for the score sheet (a first key may only
            con.press(K_A)  # wake the badge, dimmed after 3 minutes without a key)
            if con.screen_name() == "GameOver":
                con.press(K_A)
            break
        if game.cpu_level(max(0, game.rules.current_player(game.s))) < 0:  # Boussanga solo: the person
            game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[0])
            if con.screen_name() == "HandOff":
                con.press(K_A)
        _run_cpu(con, 1)
    assert con.screen_name() == "ScoreSheet", gid
    assert con.app.errors == []


def test_a_cpu_decides_with_the_board_freed_its_search_kept_and_moves_in_the_next_frame():
    """The CPU seats' search loads with the game (launch.load_cpu_seats, a heap still whole) and stays for the
    whole game: loaded again at every decision it asked a cut-up heap for 0.7-0.9 KB blocks. The decision runs
    with the board freed; it is applied a frame later; the CPU's screen code leaves when the person's board
    comes back (never kept under it), the search does not."""
    import sys

    search = {"cpu", "cpulook", "games.bog.cpu"}
    con = Console(render=False)
    _seats_menu(con, "BOG", (1,))  # P1: CPU Easy, so the CPU plays first
    con.press(K_A)
    game = con.app.game
    screen = con.screen
    assert search <= set(sys.modules) and sys.modules["cpu"].RESIDENT  # loaded with the game
    cputurn = sys.modules["cputurn"]  # the console's (a game's start unloads the game's lib modules)
    assert type(screen).__name__ == "CpuTurn" and screen.mode == "think"
    assert game.view is not None and not (search | {"cputurn"}) & set(game.view_module.VIEW_PARTS)
    before = bytes(game.s)
    while screen.mode == "think":
        con.step()
    assert search <= set(sys.modules) and cputurn.cpu is sys.modules["cpu"]  # kept once the decision is known
    assert game.view is None  # the search ran in the heap the board held
    assert screen.mode == "apply" and screen.action >= 0 and bytes(game.s) == before
    con.step()
    assert bytes(game.s) != before and (game.log or [game.last_step])[-1][0] == 0  # P1 (the CPU) moved
    assert con.screen.mode == "wait" and game.view is not None  # its move on the board; A gives P2 theirs
    con.press(K_A)
    assert con.screen_name() == "GameScreen" and game.view is not None
    assert "cputurn" not in sys.modules and search <= set(sys.modules)  # the screen's code gone, the search kept
    con.app.home()
    assert not search & set(sys.modules) and not sys.modules.get("cpu")  # leaving the game frees it


def _table_of(gid, cpus, people=0):
    """From the launcher: gid with people persons first, then cpus CPU Easy seats; the options as they open."""
    con = Console(render=False)
    con.set_up(games.find(gid)[1], players=people + cpus, kinds=(0,) * people + (1,) * cpus)
    con.press(K_A)
    assert con.app.game is not None
    return con, con.app.game


def _until_applied(con):
    """Run the CPU's frames until a decision is about to be applied (mode "apply"); the seat deciding."""
    for _ in range(200):
        if con.screen_name() == "CpuTurn" and con.screen.mode == "apply":
            return con.screen.seat
        if con.screen_name() == "HandOff":
            con.press(K_A)
        elif con.screen_name() == "GameScreen":
            game = con.app.game
            game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[0])
            con.step()
        else:
            con.hw.advance(20)
            con.step()
    raise AssertionError("no CPU decision")


@pytest.mark.parametrize("gid,cpus,people", [("bog", 2, 0), ("frogriders", 3, 0), ("frogriders", 2, 2)])
def test_after_a_cpu_move_the_screen_says_it_played_in_its_colour_with_its_leds_until_the_next_screen(
        gid, cpus, people):
    """Once a CPU's decision is applied, until the next screen (the next CPU thinking, a person's board, a
    hand-off), the screen says "CPU n played" in that seat's colour, never "thinking", and the LEDs show that
    seat, even when another seat is next; over the board, and on the text screen of a table with secrets."""
    con, game = _table_of(gid, cpus, people)
    checked = 0
    for _ in range(6):
        mover = _until_applied(con)
        screen = con.screen
        name = ui.seat_name(mover)
        con.step()  # applied
        clock = 0
        while con.screen is screen and screen.mode in ("read", "wait", ""):
            texts = con.texts()
            assert "%s played" % name in texts or name in texts and "played" in texts, texts
            assert not any("thinking" in t for t in texts), texts
            assert con.app.leds.base == leds.rgb(game.seat_color(mover))
            said = screen.banner[0] if screen.viewer >= 0 else screen.card[0]
            assert said.color == game.seat_color(mover)
            checked += 1
            if screen.mode == "wait" or clock > cputurn.READ_MS:
                break
            con.hw.advance(100)
            clock += 100
            con.step()
        if screen.mode == "wait":
            con.press(K_A)
    assert checked > 6


@pytest.mark.parametrize("gid,cpus", [(row[0], max(2, row[2])) for row in games.GAMES])
def test_an_all_cpu_game_shows_each_move_marked_on_the_board_at_a_readable_pace_with_the_table_on_select(
        gid, cpus):
    """Every seat a CPU: after each CPU move the board is shown with the move marked (view.mark) where it shows
    on a board cell, the marks touching no text (issue 38.2), for at least 1.2 s of the badge's clock unless A
    skips; Select shows the table page and B comes back; the last move too, on the final position, told (and
    marked where a cell shows it); A there gives the score sheet."""
    con, game = _table_of(gid, cpus)
    moves = tables = marked_moves = 0
    for _ in range(20000):
        if con.screen_name() == "ScoreSheet":
            break
        screen = con.screen
        if con.screen_name() == "GameOver":  # the game's last move, on the final position, marked and told
            mover, before, action = game.final_move
            assert game.cpu_level(mover) >= 0 and con.app.root[0] is game.group
            _marks_on_cells(con, game, screen)
            assert screen.seat == 0  # the side the table watched (issue 38.7), told from that side
            told = "%s %s" % (ui.seat_name(mover), game.rules.describe(before, action, 0))
            # whole in one line, or not told (issue 38.3: never a half; the marks show the move)
            assert game.view.status.text == (told if len(told) <= ui.COLUMNS else "Game over: A for scores")
            con.press(K_A)
            continue
        if con.screen_name() != "CpuTurn" or screen.mode != "read":
            con.hw.advance(20)
            con.step()
            continue
        moves += 1
        assert con.app.root[0] is game.group and game.group[0] is game.view.group  # the board, under the banner
        marked_moves += _marks_on_cells(con, game, screen)
        if moves % 25 == 1:
            con.hw.advance(1200)
            con.step()
            assert con.screen is screen and screen.mode == "read"  # 1.2 s later the move still stands
            con.press(K_SELECT)
            assert con.screen_name() == "Pages" and "Table" in con.texts()
            tables += 1
            con.press(K_B)
            assert con.screen_name() == "CpuTurn" and con.screen.mode == "think"
        else:
            con.press(K_A)  # people can skip the reading time
            assert con.screen is not screen or screen.mode != "read"
    assert con.screen_name() == "ScoreSheet", gid
    assert moves > 10 and tables >= 1 and con.app.errors == []
    if gid == "bunnyboom":  # a card's name on every space, no room for a mark (its view has no mark())
        assert marked_moves == 0
    else:  # Le Bog's: its seats' own cards only
        assert marked_moves > (moves // 10 if gid != "lebog" else 0)


def _marks_on_cells(con, game, screen):
    """Check the marks of the move shown (their own group on the board, none touching a text); 1 if marked."""
    # a move shown on no board cell (a card nobody sees, a bet, a line of text chosen) is told, not marked
    if not [box for box in screen.marked if box is not None]:
        return 0
    shown = [tile for tile in game.view.move_marks.tiles if not tile.hidden]
    assert len(shown) >= 8  # a set of corners or two (some may lie off the screen: the sides near a label)
    assert game.view.move_marks.group in game.view.group and all(
        tile in game.view.move_marks.group for tile in shown)  # the marks' own group, on the board
    assert not [p for p in fit.problems(con.app.root, marks=fit.move_marks(con.app)) if p.startswith("mark")]
    return 1


def test_start_during_a_cpu_move_pauses_and_resume_goes_on_with_the_board_built_again():
    """Start while a CPU's move is on the board: the pause menu (the board freed, no Hint: no person
    decides); Resume: the CPU seats play on over the board, built again, and the game still ends."""
    con, game = _table_of("frogriders", 3)
    _until_applied(con)
    con.step()
    assert con.screen.mode == "read" and game.view is not None
    con.press(K_START)
    assert con.screen_name() == "Menu" and "Hint" not in con.screen.items and game.view is None
    con.press(K_A)  # Resume
    assert con.screen_name() == "CpuTurn" and con.screen.mode == "think"
    assert con.app.root[0] is game.group and game.group[0] is game.view.group
    for _ in range(20000):
        if con.screen_name() == "ScoreSheet":
            break
        if con.screen_name() == "GameOver":  # the final position: A for the score sheet
            con.press(K_A)
        con.hw.advance(cputurn.READ_MS)
        con.step()
    assert con.screen_name() == "ScoreSheet" and con.app.errors == []


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_one_person_with_cpu_seats_reads_every_move_since_their_last_turn(monkeypatch, gid):
    """Issue 25.3 with one person (no hand-off): after the CPU seats' turns the board shows the last move; when more
    happened since the person's last turn, A ("A: all moves") opens the recap, paged by Down, with every one of
    those moves told as the person reads them, and A there gives the board; one move alone: A gives the board."""
    from handoff import entry_lines
    from recap import log_text

    row = games.find(gid)
    players = min(row[3], 4)
    con = Console(render=False)
    con.set_up(row[1], players=players, kinds=(0,) + (1,) * (players - 1))
    con.press(K_A)
    game = con.app.game
    moves = []  # (mover, state before, action) of every step, in order
    real_apply = type(game).apply

    def apply(game, action):
        moves.append((game.rules.current_player(game.s), bytes(game.s), action))
        real_apply(game, action)

    monkeypatch.setattr(type(game), "apply", apply)
    rnd = random.Random(7)
    recaps = singles = 0
    for _ in range(20000):
        name = con.screen_name()
        if name in ("GameOver", "ScoreSheet") or recaps >= 4:
            break
        assert name != "HandOff", name  # only after the wait screen's A
        if name == "GameScreen":
            n = game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[rnd.randrange(n)])
            con.step()
            continue
        screen = con.screen
        if screen.mode != "wait":
            con.hw.advance(cputurn.READ_MS)
            con.step()
            continue
        if con.app.asleep:  # the CPU seats played long enough for the badge to doze: a key wakes it
            con.press(K_B)
        last_own = max([i for i, m in enumerate(moves) if m[0] == 0] or [-1])
        unseen = moves[last_own + 1:]
        assert unseen and all(m[0] != 0 for m in unseen)
        if len(unseen) == 1:
            assert "A: P1's turn" in con.texts()
            con.press(K_A)
            assert con.screen_name() == "GameScreen"
            singles += 1
            continue
        assert "A: all moves" in con.texts()
        con.press(K_A)
        assert con.screen_name() == "HandOff" and "Next:" in con.texts() and "A: P1's turn" in con.texts()
        read = []
        for _page in range(len(con.screen.pages)):
            read.extend(con.screen.body.text.split("\n"))
            con.press(K_DOWN)
        for told in [log_text(game.rules, m, b, a, 0) for m, b, a in unseen]:
            lines = entry_lines(told)
            assert any(read[i:i + len(lines)] == lines for i in range(len(read))), (told, read)
        con.press(K_A)
        assert con.screen_name() == "GameScreen" and con.app.errors == []
        recaps += 1
    assert recaps + singles >= 2 and con.app.errors == []


class _Table:
    """The parts of a game loop cputurn.decide reads: rules, state, legal-action buffer, the badge's clock."""

    def __init__(self, rules, s):
        from array import array
        from types import SimpleNamespace

        self.rules = rules
        self.s = s
        self.buf = array("H", range(rules.MAX_LEGAL))
        self.app = SimpleNamespace(hw=None)  # no clock: the whole plan runs


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_decide_gives_the_same_move_for_two_states_with_the_same_view(gid):
    """Hidden cards dealt otherwise (other hands, deck, PRNG) with the seat's view unchanged: cpu_seed and the
    decision (Normal and Hard) stay the same, so a seat's move depends only on what it may see."""
    import random
    from array import array

    from hidden import scramble

    rules = games.load_rules(gid)
    players = games.find(gid)[3]
    s = rules.new_state(players, 5, 0)
    buf = array("H", range(rules.MAX_LEGAL))
    rnd = random.Random(5)
    checked = 0
    for step in range(120):
        seat = rules.current_player(s)
        if seat < 0:
            break
        if step % 7 == 3:
            other = scramble(gid, rules, s, seat, seed=step)
            assert rules.view(other, seat) == rules.view(s, seat)
            a, b = _Table(rules, bytearray(s)), _Table(rules, other)
            assert cputurn.cpu_seed(a, seat) == cputurn.cpu_seed(b, seat)
            for level in (1, 2):
                assert cputurn.decide(a, seat, level, 10**6) == cputurn.decide(b, seat, level, 10**6), (step, level)
            checked += 1
        rules.apply(s, buf[rnd.randrange(rules.legal_actions(s, buf))])
    assert checked >= 4


@pytest.mark.parametrize("gid,kinds", [("lebog", (0, 0, 1)), ("bog", (0, 1)), ("bunnyboom", (0, 1))])
def test_a_cpu_move_builds_the_board_in_the_next_frame_not_inside_the_cpu_screens_tick(gid, kinds):
    """When a CPU's screen leaves for the board, the board is built by App.step's deferred work in the next
    frame, after a collection: never inside the CPU screen's tick, where the page and the search's frames are
    still referenced (French Le Bog with a CPU needed 6 KB more heap on the badge when it was)."""
    import inspect

    con = Console(render=False)
    row = games.find(gid)
    con.set_up(row[1], players=len(kinds), kinds=kinds)
    con.press(K_A)
    view_class = games.load_view(gid).BoardView
    built = []
    real_init = view_class.__init__

    def spy(self, *args):
        built.append([f.function for f in inspect.stack()[1:12]])
        real_init(self, *args)

    view_class.__init__ = spy
    try:
        for _ in range(400):
            if con.screen_name() in ("GameOver", "ScoreSheet"):
                break
            if con.screen_name() == "CpuTurn" and con.screen.mode != "wait":
                con.hw.advance(cputurn.READ_MS)
                con.step()
            else:
                con.press(K_A)
    finally:
        view_class.__init__ = real_init
    assert len(built) >= 3, built
    # App.defer ran the board's build at once, inside the frame that asked for it
    assert not [stack for stack in built if "defer" in stack], built


def _watch(con, game):
    """Record, at every refresh of the screen, whether a CPU's screen stood without the board under it, and every
    seat the board was drawn for (BoardView.draw's seat); returns (refreshes, bare, seats)."""
    log = {"refreshes": 0, "bare": [], "seats": []}
    real_refresh = con.hw.refresh

    def refresh():
        log["refreshes"] += 1
        name = con.screen_name()
        if name in ("CpuTurn", "GameOver"):
            on = game.view is not None and game.view.group in game.group and game.group in con.app.root
            if not on:
                log["bare"].append((name, getattr(con.screen, "mode", "")))
        return real_refresh()

    con.hw.refresh = refresh
    view_class = game.view_module.BoardView
    real_draw = view_class.draw

    def draw(self, v, seat, target, status):
        if con.screen_name() in ("CpuTurn", "GameOver"):
            log["seats"].append(seat)
        return real_draw(self, v, seat, target, status)

    view_class.draw = draw
    return log, lambda: setattr(view_class, "draw", real_draw)


@pytest.mark.parametrize("gid,players", [("bog", 2), ("frogriders", 3), ("lebog", 3), ("boussanga", 2),
                                         ("bunnyboom", 2)])
def test_a_table_of_cpus_is_watched_from_one_side_with_the_board_on_every_frame_shown(gid, players):
    """Issue 38.7: every seat a CPU, nobody seated: every board drawn while they play (each CPU's turn, its move,
    the final position) is drawn from seat 0's side, whoever moves (BOG turned to the mover's side every turn),
    and no frame the screen shows has a CPU's screen without the board under it (BOG often showed black with
    only "CPU n is thinking"): the frame of the search, the board freed for its heap, is not drawn at all, so the
    screen keeps the board with the thinking line."""
    con, game = _table_of(gid, players)
    assert len(ui.CPU_SEATS) == game.players and not game.hidden
    log, undo = _watch(con, game)
    decided = movers = 0
    seen = set()
    try:
        for _ in range(20000):
            name = con.screen_name()
            if name == "ScoreSheet":
                break
            if name == "GameOver":
                assert con.screen.seat == 0
                con.press(K_A)
                continue
            screen = con.screen
            if name == "CpuTurn":
                assert screen.viewer == 0
                seen.add(screen.seat)
            if name == "CpuTurn" and screen.mode == "think" and screen.frames == cputurn.THINK_FRAMES - 1:
                shown = log["refreshes"]
                con.app.step()  # the search, the board freed: this frame is not drawn
                assert screen.mode == "apply" and game.view is None and log["refreshes"] == shown
                assert con.app.refresh  # the next frame is drawn again: the move on the board built again
                decided += 1
                con.app.step()
                movers += con.screen_name() == "CpuTurn" and con.screen.mode in ("read", "")
                continue
            con.hw.advance(cputurn.READ_MS)
            con.step()
    finally:
        undo()
    assert con.screen_name() == "ScoreSheet" and con.app.errors == []
    assert decided > 10 and movers > 5 and seen == set(range(players))  # every seat moved, one side shown
    assert log["bare"] == [] and log["seats"] and set(log["seats"]) == {0}


def test_a_table_of_cpus_keeps_the_board_and_the_thinking_line_on_the_screen_while_a_cpu_decides():
    """All-CPU BOG, drawn: the screen after the search's frame is the very picture before it (the board, seat
    0's shore at the bottom, "CPU2 is thinking..." on the status line, over no board cell), then the move is drawn
    on the board built again ("CPU2 played"), still from seat 0's side."""
    import pygame

    con = Console()
    con.set_up("BOG", players=2, kinds=(1, 1))
    con.press(K_A)
    game = con.app.game
    checked = 0
    for _ in range(3000):
        if con.screen_name() != "CpuTurn":
            break
        screen = con.screen
        if screen.mode == "think" and screen.frames == cputurn.THINK_FRAMES - 1:  # its last frame of dots drawn
            name = ui.seat_name(screen.seat)
            assert game.view is not None and game.view.group in game.group and game.group in con.app.root
            assert screen.banner[0].text.startswith("%s is thinking" % name)
            assert screen.banner[0].y == ui.HINT_Y  # the status line: no board cell under it
            assert game.view.seat == 0  # BOG's view: seat 0's shore at the bottom, whoever thinks
            before = pygame.image.tobytes(con.hw.screen_surface(1), "RGB")
            lit = sum(1 for i in range(0, len(before), 3) if before[i:i + 3] != b"\0\0\0")
            assert lit > 20480 // 2  # a board, not a black screen
            con.app.step()  # the search: the board freed, this frame not drawn
            assert game.view is None and pygame.image.tobytes(con.hw.screen_surface(1), "RGB") == before
            con.app.step()  # the move, on the board built again
            assert game.view is not None and game.view.seat == 0 and con.screen_name() in ("CpuTurn", "GameOver")
            if con.screen_name() == "CpuTurn":
                assert "%s played" % name in con.texts()
                assert pygame.image.tobytes(con.hw.screen_surface(1), "RGB") != before
            checked += 1
            if checked >= 6:
                break
            continue
        con.hw.advance(cputurn.READ_MS)
        con.app.step()
    assert checked >= 6 and con.app.errors == []


@pytest.mark.parametrize("gid,kinds,side", [("bog", (0, 1), 0), ("frogriders", (1, 0, 1), 1),
                                            ("boussanga", (0, 1), None)])
def test_with_a_person_seated_the_cpu_turns_keep_their_side_and_the_search_frame_is_not_drawn(gid, kinds, side):
    """A person at the table: the board of a CPU's turn is the person's side in a game with secrets (side), the
    mover's in Boussanga (None: nothing secret); the search's frame frees the board and is not drawn, so the
    screen keeps what it showed (the board under "is thinking") rather than the CPU's screen alone."""
    con = Console(render=False)
    con.set_up(games.find(gid)[1], players=len(kinds), kinds=kinds)
    con.press(K_A)
    game = con.app.game
    viewers = []
    searches = 0
    for _ in range(600):
        name = con.screen_name()
        if name in ("GameOver", "ScoreSheet") or searches >= 6:
            break
        if name == "CpuTurn":
            screen = con.screen
            if screen.viewer >= 0 and screen.mode in ("think", "read"):
                viewers.append((screen.seat, screen.viewer))
            if screen.mode == "think" and screen.frames == cputurn.THINK_FRAMES - 1:
                shown = con.hw.refresh_count
                con.app.step()
                assert game.view is None and con.hw.refresh_count == shown  # the board freed, the frame not drawn
                searches += 1
                continue
            if screen.mode == "wait":
                con.press(K_A)
                continue
            con.hw.advance(cputurn.READ_MS)
            con.step()
        elif name == "GameScreen":
            n = game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[n - 1])
            con.step()
        else:
            con.press(K_A)
    assert searches >= 3 and viewers and con.app.errors == []
    for seat, viewer in viewers:
        assert viewer == (seat if side is None else side), (seat, viewer)
