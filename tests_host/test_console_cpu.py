"""CPU seats in the console: the launcher's Seats step, CPU turns in the loop, saves, hand-offs, Hint."""

import cputurn
import pytest
from console import Console

import games
import ui
from keys import K_A, K_B, K_START


def _seats_menu(con, game_title):
    """From the launcher: the game's row, then the most players; stop on the Seats step."""
    con.screen.index = con.screen.items.index(game_title)
    con.press(K_A)
    if con.screen.items[-1].endswith("players"):
        con.screen.index = len(con.screen.items) - 1
        con.press(K_A)
    assert con.screen.items[-1] == "Next"


def _run_cpu(con, frames=cputurn.THINK_FRAMES + 3):
    """Let a CPU think and decide (frames of the main loop, the clock past any reading pause)."""
    for _ in range(frames):
        con.hw.advance(cputurn.READ_MS)
        con.step()


def test_the_seats_step_turns_a_seat_into_each_cpu_level_and_back():
    """A on a seat row: Person -> CPU Easy -> CPU Normal -> CPU Hard -> Person; it opens on Next."""
    con = Console(render=False)
    _seats_menu(con, "BOG")
    assert con.screen.items == ["P1: Person", "P2: Person", "Next"] and con.screen.index == 2
    con.screen.index = 1
    seen = []
    for _ in range(4):
        con.press(K_A)
        seen.append(con.screen.items[1])
    assert seen == ["P2: CPU Easy", "P2: CPU Normal", "P2: CPU Hard", "P2: Person"]
    assert con.screen.index == 1  # the cursor stays on the seat being changed
    con.press(K_B)
    assert con.screen.items[-1] == "Settings"  # B: back to the launcher


def test_a_cpu_seat_thinks_then_shows_what_it_did_and_the_person_plays_on_without_a_hand_off():
    """BOG with P2 a Hard CPU: no hand-off (one person at the table); the CPU's turn says "CPU 2 is
    thinking", then its move in the log's words, and A gives the board to P1; the save keeps the seats."""
    con = Console(render=False)
    _seats_menu(con, "BOG")
    con.screen.index = 1
    con.press(K_A, K_A, K_A)  # P2: CPU Hard
    con.screen.index = 2
    con.press(K_A)
    game = con.app.game
    assert game.cpu_level(1) == 2 and game.cpu_level(0) == -1 and not game.hidden
    assert ui.seat_name(1) == "CPU 2" and ui.seat_name(0) == "P1"
    cpu_turns = 0
    for _ in range(400):
        name = con.screen_name()
        if name == "ScoreSheet":
            break
        assert name != "HandOff"
        seat = game.rules.current_player(game.s)
        if name == "CpuTurn":
            screen = con.screen
            # the CPU's screen hides the whole board: its display objects are freed until P1 plays
            assert game.view is None and len(game.group) == 0
            if screen.mode == "think":
                assert screen.name.text == "CPU 2" and screen.doing.text.startswith("is thinking")
                before = (game.log or game.last_log or [None])[-1]
                _run_cpu(con, cputurn.THINK_FRAMES + 1)  # decided, then applied a frame later
                cpu_turns += 1
                latest = (game.log or game.last_log)[-1]  # its move is the newest entry of the log
                assert (latest is not before and latest[0] == 1) or con.screen_name() == "ScoreSheet"
            elif screen.mode == "wait":
                assert screen.rows[0].text  # what CPU 2 did, told before P1 plays
                assert game.undo == []  # a CPU's decision is never undone
                con.press(K_A)
                # the board is built again (in the frame after A, after a collection) and drawn whole
                assert con.screen_name() == "GameScreen" and game.view is not None
                assert game.group[0] is game.view.group
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
    _seats_menu(con, "Frogriders")
    con.screen.index = 3
    con.press(K_A, K_A)  # P4: CPU Normal
    con.screen.index = 4
    con.press(K_A, K_A)  # Next, then the first option
    game = con.app.game
    game.save()
    seats = game.seats
    assert seats == 2 << 6
    rebooted = Console(render=False, nvm=con.hw.nvm)
    rebooted.press(K_A)  # Resume
    assert rebooted.app.game.seats == seats and ui.seat_name(3) == "CPU 4"


def test_the_hand_off_lists_what_the_cpu_seats_did_since_the_persons_last_turn():
    """Two persons and two CPU seats in Frogriders: the hand-off to a person names the CPU seats' moves."""
    con = Console(render=False)
    _seats_menu(con, "Frogriders")
    for seat in (2, 3):
        con.screen.index = seat
        con.press(K_A)  # CPU Easy
    con.screen.index = 4
    con.press(K_A, K_A)  # Next, the first option
    game = con.app.game
    assert game.hidden  # two persons: hand-offs keep their secrets
    for _ in range(600):
        name = con.screen_name()
        if name == "HandOff":  # the hand-off hides the whole board: its display objects are freed
            assert game.view is None and len(game.group) == 0
        if name == "HandOff" and any(entry[0] >= 2 for entry in game.last_log):
            text = " ".join(con.texts())
            assert "CPU 3" in text or "CPU 4" in text
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
    _seats_menu(con, "BOG")
    con.screen.index = 1
    con.press(K_A)  # P2: CPU Easy
    con.screen.index = 2
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
    assert game.message.startswith("Hint: ")


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_an_all_cpu_table_plays_a_whole_game_by_itself(gid):
    """Every seat a CPU (Easy, the quickest): the game runs to its score sheet with no key pressed."""
    con = Console(render=False)
    title = games.find(gid)[1]
    con.screen.index = con.screen.items.index(title)
    con.press(K_A)
    if con.screen.items[-1].endswith("players"):
        con.screen.index = 1 if gid != "boussanga" else 0  # Boussanga solo: one seat, a person
        con.press(K_A)
    if con.screen.items[-1] == "Next":
        for seat in range(len(con.screen.items) - 1):
            con.screen.index = seat
            con.press(K_A)
        con.screen.index = len(con.screen.items) - 1
        con.press(K_A)
    while con.app.game is None:
        con.press(K_A)  # the options: the first of each
    game = con.app.game
    for _ in range(20000):
        if con.screen_name() == "ScoreSheet":
            break
        if game.cpu_level(max(0, game.rules.current_player(game.s))) < 0:  # Boussanga solo: the person
            game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[0])
            if con.screen_name() == "HandOff":
                con.press(K_A)
        _run_cpu(con, 1)
    assert con.screen_name() == "ScoreSheet", gid
    assert con.app.errors == []


def test_a_cpu_decides_in_one_frame_and_moves_in_the_next_its_code_loaded_only_while_the_board_is_freed():
    """The CPU's screen hides the board, freed before the CPU's code loads; a decision is applied a frame
    after it is made, so the search's garbage can go before the redraw; the CPU's code leaves again when
    the person's board comes back (it is never kept under a full board)."""
    import sys

    cpu_modules = {"cpu", "cputurn", "games.bog.cpu"}
    con = Console(render=False)
    _seats_menu(con, "BOG")
    con.screen.index = 0
    con.press(K_A)  # P1: CPU Easy, so the CPU plays first
    con.screen.index = 2
    con.press(K_A)
    game = con.app.game
    screen = con.screen
    assert type(screen).__name__ == "CpuTurn" and screen.mode == "think"
    assert game.view is None and not cpu_modules & set(game.view_module.VIEW_PARTS)
    before = bytes(game.s)
    while screen.mode == "think":
        con.step()
    assert cpu_modules <= set(sys.modules)  # loaded to decide, the board freed
    assert screen.mode == "apply" and screen.action >= 0 and bytes(game.s) == before
    con.step()
    assert bytes(game.s) != before and (game.log or game.last_log)[-1][0] == 0  # P1 (the CPU) moved
    assert con.screen.mode == "wait"  # P2, a person, is next: A gives them the board
    con.press(K_A)
    assert con.screen_name() == "GameScreen" and game.view is not None
    assert not cpu_modules & set(sys.modules)  # gone with the CPU's screen


class _Table:
    """The parts of a game loop cputurn.decide reads: rules, state, legal-action buffer, the badge's clock."""

    def __init__(self, rules, s):
        from array import array
        from types import SimpleNamespace

        self.rules = rules
        self.s = s
        self.buf = array("H", range(rules.MAX_LEGAL))
        self.app = SimpleNamespace(hw=SimpleNamespace(ticks_ms=lambda: 0))  # time stands still: the whole plan runs


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
