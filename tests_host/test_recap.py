"""The table always knows what happened: the recap of every move since a person's last turn (hand-off pages),
never stale, told again after a resume; the final position before the score sheet; A guarded, visibly."""

import random
import sys

import fit
import handoff
import pytest
import recap as recap_module
from console import Console
from recap import KEPT, TIME_OUT, Recap, recap_lines

import gameloop
import games
import keys
import saves
import ui
from keys import K_A, K_DOWN, K_UP

# (game, players, who plays each seat: "p" a person, "c" a CPU): people and CPU seats mixed in every game
TABLES = [
    ("bog", 2, "pp"), ("bog", 2, "pc"),
    ("frogriders", 4, "pppc"), ("frogriders", 3, "pcp"),
    ("lebog", 5, "ppcpc"), ("lebog", 10, "pcpcpcppcc"),
    ("boussanga", 4, "pcpp"), ("boussanga", 3, "ppc"),
    ("bunnyboom", 3, "ppp"), ("bunnyboom", 4, "pcpc"),
]


def _seats(who):
    """The loop's seat bits for a "pc" string (a CPU seat: level Easy, stored as 1)."""
    return sum(1 << (2 * i) for i, c in enumerate(who) if c == "c")


def _table(monkeypatch, gid, players, who, seed, render=False):
    """A console running a new game at that table; CPU seats are played by the test (no CPU screen)."""
    monkeypatch.setattr(gameloop, "cpu_turn", lambda game, seat: None)
    con = Console(render=render)
    rules = games.load_rules(gid)
    state = rules.new_state(players, seed, 0)
    game = gameloop.GameScreen(con.app, gid, rules, players, 0, state, seats=_seats(who))
    game.begin()
    con.step()
    return con, game


def _recap_shown(con):
    """Every line of every page of the hand-off's recap, paging with Down (then back to page 1 with Up)."""
    screen = con.screen
    # the hand-off keeps where each page starts, never the texts of pages not shown (a ten-seat table's 70 moves)
    assert all(type(start) is tuple and len(start) == 2 for start in screen.pages)
    lines = []
    for page in range(len(screen.pages)):
        assert screen.page == page
        body = screen.body.text.split("\n")
        assert len(body) <= handoff.ROWS
        lines += body
        if screen.sign is not None:
            sign = screen.sign.text
            assert sign.endswith("%d/%d" % (page + 1, len(screen.pages))) and sign in con.texts()
        con.press(K_DOWN)
    con.press(*[K_UP] * len(screen.pages))
    assert screen.page == 0
    return lines


def _expected(rules, history, seat):
    """What seat has not seen: the texts of every action after its last one, told to seat."""
    last = max([i for i, (mover, _, _) in enumerate(history) if mover == seat], default=-1)
    return [(i, "%s %s" % (ui.seat_name(mover), ui.named(rules.describe(before, action, seat))))
            for i, (mover, before, action) in enumerate(history) if i > last]


@pytest.mark.parametrize("gid,players,who", TABLES)
def test_every_move_since_a_persons_last_turn_is_in_the_recap_and_nothing_older(monkeypatch, gid, players, who):
    """Random games with people and CPU seats: at every person's hand-off (or first step, where the game has
    no hand-off) the recap tells exactly the actions since that person's last one, all pages together, in
    order, told to that person; a hand-off never repeats what an earlier one showed the same seat."""
    for seed in (1, 2):
        con, game = _table(monkeypatch, gid, players, who, seed)
        rules = game.rules
        rnd = random.Random(seed)
        history = []
        seen = {}  # seat -> indices of the actions its hand-offs showed
        handoffs = 0
        for _ in range(400):
            seat = rules.current_player(game.s)
            if seat < 0:
                break
            expected = _expected(rules, history, seat)
            person = who[seat] == "p"
            if person and con.screen_name() == "HandOff":
                handoffs += 1
                assert con.screen.seat == seat
                texts = [text for _, text in expected]
                assert recap_lines(game, seat) == texts
                lines = _recap_shown(con)
                if texts:
                    assert lines == [line for text in texts for line in handoff.entry_lines(text)]
                else:  # nothing new: said so (or nothing at all before the first move)
                    assert lines in ([""], handoff.entry_lines("Nothing new since your last move"))
                shown = {i for i, _ in expected}
                assert not shown & seen.get(seat, set()), "stale: shown again"
                seen.setdefault(seat, set()).update(shown)
                con.press(K_A)
            elif person and history and history[-1][0] != seat:  # a person's turn begins without a hand-off
                assert recap_lines(game, seat) == [text for _, text in expected]
            n = rules.legal_actions(game.s, game.buf)
            action = game.buf[rnd.randrange(n)]
            history.append((seat, bytes(game.s), action))
            game.apply(action)
            con.step()
            assert game.recap.n <= KEPT
        assert con.app.errors == []
        if game.hidden:
            assert handoffs > 3


def test_the_recap_keeps_a_few_hundred_bytes_and_forgets_what_every_person_saw(monkeypatch):
    """Two people in Frogriders: after each turn the recap holds only what the other person has not seen,
    3 bytes an action and one snapshot of the state."""
    con, game = _table(monkeypatch, "frogriders", 2, "pp", 3)
    rules = game.rules
    rnd = random.Random(3)
    for _ in range(60):
        seat = rules.current_player(game.s)
        if seat < 0:
            break
        if con.screen_name() == "HandOff":
            con.press(K_A)
        n = rules.legal_actions(game.s, game.buf)
        game.apply(game.buf[rnd.randrange(n)])
        con.step()
        kept = [game.recap.codes[3 * i] for i in range(game.recap.n)]
        if rules.current_player(game.s) not in (seat, -1):  # a turn ended: the other saw all but this one
            assert kept and set(kept) == {seat}
        assert len(game.recap.codes) == 3 * KEPT and len(game.recap.base) == rules.STATE_SIZE


def test_a_time_out_is_told_and_replayed():
    """A step the hourglass ended (action -1 in the log) is kept as TIME_OUT, replayed through rules.time_out
    and told as "ran out of time"; the action after it is told from the state after the time-out."""
    rules = games.load_rules("bunnyboom")
    s = rules.new_state(3, 4, 1 << 8)  # options: 4 bits a choice, the third (Hourglass) on
    buf = gameloop.legal_buffer(rules)
    assert rules.timed(s)
    mover = rules.current_player(s)
    first = bytes(s)
    rules.time_out(s)
    before = bytes(s)
    rules.legal_actions(s, buf)
    rules.apply(s, buf[0])
    recap = Recap(rules, 3)
    other = (mover + 1) % 3
    recap.add([(mover, -1), (mover, buf[0])], first)  # other has not moved: all kept
    assert recap.code(0) == TIME_OUT
    assert list(recap.texts(other)) == ["%s ran out of time" % ui.seat_name(mover),
                                  "%s %s" % (ui.seat_name(mover), rules.describe(before, buf[0], other))]


def _leave_and_resume(con):
    """Home (the game is saved), then resume it from the launcher's first row."""
    con.app.home()
    con.step(3)
    assert con.screen.items[0].startswith("Resume")
    con.press(K_A)
    return con.app.game


@pytest.mark.parametrize("gid,players,who", [("frogriders", 3, "ppc"), ("boussanga", 2, "pp"),
                                             ("lebog", 4, "pcpp"), ("bog", 2, "pc")])
def test_a_resumed_game_tells_the_moves_since_the_persons_last_turn(monkeypatch, gid, players, who):
    """After a save and a resume the first screen is a hand-off titled "resumed" with the moves the next person
    has not seen (the save keeps them as codes), even in a game without hand-offs."""
    con, game = _table(monkeypatch, gid, players, who, 5)
    rules = game.rules
    rnd = random.Random(5)
    history = []
    for _ in range(200):  # to a person's turn after others have moved
        seat = rules.current_player(game.s)
        if len(history) > 6 and who[seat] == "p" and history[-1][0] != seat:
            break
        if con.screen_name() == "HandOff":
            con.press(K_A)
        n = rules.legal_actions(game.s, game.buf)
        history.append((seat, bytes(game.s), game.buf[rnd.randrange(n)]))
        game.apply(history[-1][2])
        con.step()
    record = con.app.saves.read()[0][0]
    assert record.recap and len(record.recap) + len(record.state) <= saves.RECAP_ROOM
    expected = [text for _, text in _expected(rules, history, seat)]
    resumed = _leave_and_resume(con)
    assert resumed is not game and con.screen_name() == "HandOff" and con.screen.seat == seat
    assert con.texts()[0] == game.game_name + ": resumed"
    assert expected and _recap_shown(con) == [line for text in expected for line in handoff.entry_lines(text)]
    con.press(K_A)
    assert con.screen_name() == "GameScreen"


def test_a_save_without_room_or_from_before_the_recap_resumes_and_says_so(monkeypatch):
    """A save whose recap does not replay to its state (or has none) resumes with "No moves kept from before"."""
    con, game = _table(monkeypatch, "bunnyboom", 3, "ppp", 6)
    recap = Recap(game.rules, 3)
    recap_module.restore_recap(recap, b"\x01\x00\x00\x00" + bytes(game.s), game.s)  # an action not leading here
    assert recap.n == 0 and list(recap.texts(0)) == []
    game.app.saves.write("bunnyboom", 3, 0, game.rules.STATE_VERSION, game.s)  # format 3: no recap
    resumed = _leave_and_resume(con)
    assert resumed.recap.n == 0 and con.screen_name() == "HandOff"
    assert " ".join(con.texts()).count("No moves kept from before")


def _random_steps(rules, s, seed, count):
    """count random legal steps played on s, each as the game loop logs it: (mover, state before, action)."""
    buf = gameloop.legal_buffer(rules)
    rnd = random.Random(seed)
    for _ in range(count):
        before = bytes(s)
        seat = rules.current_player(s)
        action = buf[rnd.randrange(rules.legal_actions(s, buf))]
        rules.apply(s, action)
        yield seat, before, action


def test_a_recap_too_big_for_the_slot_keeps_the_newest_moves():
    """Packing for the save drops the oldest actions (the snapshot played past them) until it fits."""
    rules = games.load_rules("lebog")
    s = rules.new_state(10, 7, 0)
    recap = Recap(rules, 10)
    for step in _random_steps(rules, s, 7, 40):
        recap.add([(step[0], step[2])], step[1], False)  # False: keep everything
    assert recap.n == 40
    packed = recap.pack([], None, 1 + 3 * 10 + rules.STATE_SIZE)
    assert packed[0] == 10 and len(packed) == 1 + 30 + rules.STATE_SIZE
    again = Recap(rules, 10)
    recap_module.restore_recap(again, packed, s)
    assert again.n == 10 and list(again.texts(0)) == list(recap.texts(0))[-10:]


def test_a_recap_too_big_with_a_turn_going_on_keeps_the_newest_moves_of_both():
    """The dropping pack with a turn in progress (the log): the kept actions go first, then the log's oldest; what
    is packed replays to the state, and its lines are the newest of the whole."""
    rules = games.load_rules("lebog")
    s = rules.new_state(10, 9, 0)
    recap, whole = Recap(rules, 10), Recap(rules, 10)
    log = []
    start = None  # the state before the log's first step
    for i, step in enumerate(_random_steps(rules, s, 9, 24)):
        whole.add([(step[0], step[2])], step[1], False)
        if i < 18:
            recap.add([(step[0], step[2])], step[1], False)
        else:
            start = start or step[1]
            log.append((step[0], step[2]))
    for room_actions in (10, 4):  # some kept actions left, then only the log's newest
        packed = recap.pack(log, start, 1 + 3 * room_actions + rules.STATE_SIZE)
        assert packed[0] == room_actions
        again = Recap(rules, 10)
        assert recap_module.restore_recap(again, packed, s) is not None
        assert list(again.texts(0)) == list(whole.texts(0))[-room_actions:]
    assert recap.n == 18  # the recap itself is left as it was


def _guarded_line(con, text):
    """The label showing text."""
    return [layer for layer in con.shown() if getattr(layer, "text", None) == text][0]


def test_a_within_the_guard_does_nothing_and_the_line_is_dim_then_live(monkeypatch):
    """The hand-off's "A: I am P2" is grey while A is ignored (keys.GUARD_MS), then white (no seat's colour,
    nor is the grey), and A works."""
    con, game = _table(monkeypatch, "bog", 2, "pp", 1)
    assert con.screen_name() == "HandOff"
    line = _guarded_line(con, "A: I am P1")
    assert line.color == ui.GREY
    con.hw.press(K_A)
    con.step()
    assert con.screen_name() == "HandOff" and line.color == ui.GREY
    con.hw.advance(keys.GUARD_MS)
    con.step()
    assert line.color == ui.WHITE and ui.WHITE not in ui.SEAT_COLORS and ui.GREY not in ui.SEAT_COLORS
    con.hw.press(K_A)
    con.step(2)
    assert con.screen_name() == "GameScreen"


@pytest.mark.parametrize("gid,players,who", [(row[0], row[3], "pc" + "p" * (row[3] - 2)) if row[3] > 1 else
                                             (row[0], 1, "p") for row in games.GAMES])
def test_the_final_position_is_shown_with_the_last_move_before_the_score_sheet(monkeypatch, gid, players, who):
    """Every game: after the last move the board shows the final position with that move marked (view.mark, as a
    CPU's move), the status line tells the last move and then "Game over: A for scores"; A within the guard does
    nothing; then the score sheet, guarded too, with the marks' code gone."""
    con, game = _table(monkeypatch, gid, players, who, 2)
    rules = game.rules
    rnd = random.Random(2)
    for _ in range(3000):
        seat = rules.current_player(game.s)
        if seat < 0:
            break
        if con.screen_name() == "HandOff":
            con.press(K_A)
        n = rules.legal_actions(game.s, game.buf)
        last = (seat, bytes(game.s), game.buf[rnd.randrange(n)])
        game.apply(last[2])
        con.step()
    con.step(2)
    assert con.screen_name() == "GameOver" and game.view is not None
    told = "%s %s" % (ui.seat_name(last[0]), rules.describe(last[1], last[2], (last[0] + 1) % players))
    status = game.view.status
    # issue 38.3: the move whole in one line, or not at all (the marks show it): never a half of it
    assert status.text == (told if len(told) <= ui.COLUMNS else "Game over: A for scores")
    marked = [box for box in con.screen.marked if box is not None]
    if marked:  # a move shown on no board cell (a bet, a line of text chosen; Bunny Boom's) is told only
        shown = [tile for tile in game.view.move_marks.tiles if not tile.hidden]
        assert len(shown) >= 8
        assert game.view.move_marks.group in game.view.group and all(
            tile in game.view.move_marks.group for tile in shown)  # the marks' own group, on the board
        # issue 38.2: marks on board cells, never touching a text
        assert not [p for p in fit.problems(con.app.root, marks=fit.move_marks(con.app)) if p.startswith("mark")]
    con.hw.press(K_A)
    con.step()
    assert con.screen_name() == "GameOver"
    if len(told) <= ui.COLUMNS:
        con.hw.advance(2500)
        con.step()
    assert status.text == "Game over: A for scores"
    con.hw.advance(2500)
    con.step()
    assert status.text in (told, "Game over: A for scores")
    con.hw.press(K_A)
    con.step(3)
    assert con.screen_name() == "ScoreSheet"
    assert "movemark" not in sys.modules and "games.%s.marks" % gid not in sys.modules
    hint = con.screen.hint
    assert hint.color == ui.DARK
    con.hw.press(K_A)
    con.step()
    assert con.screen_name() == "ScoreSheet"
    con.hw.advance(keys.GUARD_MS)
    con.step()
    assert hint.color == ui.GREY
    con.hw.press(K_A)
    con.step(3)
    assert con.screen_name() == "Menu" and con.app.errors == []


def test_le_bog_never_shows_a_line_the_seat_saw_before_its_own_last_move(monkeypatch):
    """Le Bog, three people: a seat whose own public step (the showdown's "to the play-out", a forced play, the
    settlement's "next deal") came just before its private one gets a hand-off saying "Nothing new since your
    last move", not the line it saw before its own last play; two hand-offs for one seat never repeat moves."""
    con, game = _table(monkeypatch, "lebog", 3, "ppp", 11)
    rules = game.rules
    rnd = random.Random(11)
    history = []
    own_last = 0
    last_shown = {}
    nothing_new = handoff.entry_lines("Nothing new since your last move")
    for _ in range(1500):
        seat = rules.current_player(game.s)
        if seat < 0:
            break
        if con.screen_name() == "HandOff":
            lines = _recap_shown(con)
            assert lines != last_shown.get(seat) or lines in ([""], nothing_new)
            last_shown[seat] = lines
            if history and history[-1][0] == seat:  # the seat's own public step came just before
                own_last += 1
                assert lines == nothing_new
            con.press(K_A)
        n = rules.legal_actions(game.s, game.buf)
        history.append((seat, game.buf[rnd.randrange(n)]))
        game.apply(history[-1][1])
        con.step()
    assert own_last > 0 and con.app.errors == []


def test_a_long_recap_entry_goes_on_over_pages_and_the_hint_and_page_sign_stay_apart(monkeypatch):
    """Issue 38.1 (Le Bog's French recap with the Amende variant ran off the bottom, over "A: je suis P1" and the
    page sign): an entry longer than a page goes on over the next page; no page has more than ROWS lines; the
    hint, its name shortened with "." when it must, ends before the page sign; nothing overlaps (fit.py)."""
    import fit

    fit.install()
    long = "P2 " + " ".join(["pays an Amende of 2 chips to the Bog"] * 6)
    entries = ["P1 passes", long, "P3 stakes 4"]
    starts = handoff._page_starts(entries)
    pages = [handoff._page_lines(entries, start, starts[i + 1] if i + 1 < len(starts) else None)
             for i, start in enumerate(starts)]
    assert all(0 < len(page) <= handoff.ROWS for page in pages) and len(pages) >= 2
    assert [line for page in pages for line in page] == handoff.entry_lines("P1 passes") + handoff.entry_lines(
        long) + handoff.entry_lines("P3 stakes 4")
    con, game = _table(monkeypatch, "bog", 2, "pp", 1)
    names = list(ui.SEAT_NAMES)
    try:
        ui.SEAT_NAMES[:] = ["WILHELMA", "BARTHOLO"]
        monkeypatch.setattr(handoff, "recap_entries", lambda *args: iter([long, long]))
        monkeypatch.setattr(handoff.lang, "tr", lambda text: {"A: I am %s": "A: au tour de %s"}.get(text, text))
        con.app.show(handoff.HandOff(game, 0))
        con.step()
        hint = [t for t in con.texts() if t.startswith("A: au tour de ")][0]
        assert hint == "A: au tour de WILH." and fit.problems(con.app.root) == []
    finally:
        ui.SEAT_NAMES[:] = names


# depth: undoable steps in a row the test waits for (a Boussanga turn is a card, then where it goes: one)
@pytest.mark.parametrize("gid,players,depth", [("bog", 2, 2), ("frogriders", 3, 2), ("boussanga", 2, 1),
                                               ("bunnyboom", 3, 2)])
def test_undo_replays_the_turn_to_the_state_before_each_step(monkeypatch, gid, players, depth):
    """A step copies no state: undo plays the turn again from its first state without its last step. Going back
    step by step gives exactly the states seen before each step (kept by the test), the log shrinking with it,
    until a reveal or the turn's start."""
    import boardpage
    con, game = _table(monkeypatch, gid, players, "p" * players, 3)
    rules = game.rules
    rnd = random.Random(gid)
    checked = 0
    seen = []  # the state before each undoable step of the turn going on
    for _ in range(3000):
        if rules.is_over(game.s) or checked >= 5:
            break
        n = rules.legal_actions(game.s, game.buf)
        action = game.buf[rnd.randrange(n)]
        before = bytes(game.s)
        steps = len(game.log)
        game.apply(action)
        if len(game.log) != steps + 1:
            seen = []  # the turn ended with it
            continue
        seen = [] if rules.reveals(bytearray(before), action) else seen + [before]
        assert game.undo == len(seen)
        if len(seen) >= depth:
            for i, state in enumerate(reversed(seen)):
                boardpage.undo_step(game)
                assert bytes(game.s) == state and len(game.log) == steps - i
            assert game.undo == 0
            seen = []
            checked += 1
    assert checked >= 1, gid
