"""Nothing is cut off: every text of every screen is drawn whole, inside the screen, clear of other texts.

The screens are the gallery's (tools/screens.py: launcher, set-up, hand-off, each kind of decision, pause,
rules, the table page, the score sheet, settings, About) and a long random session per game (random keys and
random legal actions, people and CPUs mixed, the most seats). The checker is tests_host/fit.py.
"""

import random
import re

import cputurn
import fit
import lang
import pytest
import screens
from console import Console

import games
import launch
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP

fit.install()

# Status lines come from each game's text.py and describe(), worded elsewhere: a status line too long for its
# line is listed by test_status_lines_fit, apart from the layout's own faults.


def _status_texts(con):
    """The texts of the status line the console shows now (describe() and messages)."""
    game = con.app.game
    if game is None or con.screen_name() != "GameScreen":
        return set()
    return {game.status_text()}


def _split(con, found, where):
    """Add the problems of the screen shown to found: {problem: where}; status-line cuts go to found["status"]."""
    status = _status_texts(con)
    for problem in fit.problems(con.app.root, marks=fit.move_marks(con.app)):
        if any(repr(s) in problem for s in status if s) and problem.startswith("cut:"):
            found["status"].setdefault(problem, where)
        else:
            found["fit"].setdefault(problem, where)


class _CheckingGallery:
    """tools/screens.py's gallery, checking each screen instead of saving it."""

    def __init__(self):
        self.found = {"fit": {}, "status": {}}

    def shot(self, con, name, caption):
        """Check the screen the gallery would save."""
        _split(con, self.found, caption)


def _report(found):
    """One line a problem, with where it was seen."""
    return "\n".join("%s  [%s]" % (p, w) for p, w in sorted(found.items()))


_GALLERY = {}
# names of every length up to the settings' 8 letters, on the seats of the most crowded table
LONG_NAMES = ("ALEXANDR", "BO", "CHRISTIN", "DEE", "EVANGELI", "F", "GUINEVER", "HAL", "IMOGENES", "JO")


def _gallery():
    """The gallery's walk, checked once for both tests."""
    if not _GALLERY:
        gallery = _CheckingGallery()
        for game_id, _title, _lo, _hi in games.GAMES:
            screens.game_screens(gallery, game_id)
        for game_id, kinds in screens.CPU_TABLES:  # a CPU's move marked on the board, in every game
            screens.cpu_screens(gallery, game_id, kinds)
        screens.settings_screens(gallery)
        _GALLERY.update(gallery.found)
    return _GALLERY


def test_every_screen_of_the_gallery_fits():
    """Launcher, set-up, hand-off, decisions, pause, rules, table page, score sheet, settings, About."""
    found = _gallery()["fit"]
    assert not found, "\n" + _report(found)


def _random_session(game_id, seed, steps, names=False, players=0, french=False):
    """Play game_id at its most seats (or players), people and CPUs mixed, by random keys and random legal
    actions, then to its end (in French: french); return the problems found on every screen."""
    rnd = random.Random(seed)
    row = games.find(game_id)
    con = Console(render=False, seed=seed)
    if french:
        con.app.settings.set("language", lang.FRENCH)
        con.app.apply_settings()
    if names:
        for seat, name in enumerate(LONG_NAMES):
            con.app.settings.set_name(seat, name)
        con.app.apply_settings()
    players = players or row[3]
    rules = games.load_rules(game_id)
    options = 0
    for k, (_name, choices) in enumerate(getattr(rules, "OPTIONS", ()) if not names else ()):
        options |= rnd.randrange(len(choices)) << (4 * k)  # (with names: the defaults)
    seats = 0
    for seat in range(1, players):  # seat 1 a person; the others a person or a CPU (Easy: quick)
        if rnd.random() < 0.5:
            seats |= 1 << (2 * seat)
    launch.launch(con.app, game_id, players, options, seats, None, seed)
    while con.app.later is not None:
        con.step()
    found = {"fit": {}, "status": {}}
    keys = (K_UP, K_DOWN, K_LEFT, K_RIGHT, K_A, K_A, K_A, K_B, K_SELECT, K_START)
    for step in range(steps):
        name = con.screen_name()
        game = con.app.game
        where = "%s seed %d step %d %s" % (game_id, seed, step, name)
        _split(con, found, where)
        if name == "ScoreSheet" or game is None:
            break
        if name == "GameScreen" and game.cpu_level(max(0, rules.current_player(game.s))) >= 0:
            con.hw.advance(cputurn.READ_MS)
            con.step()
        elif name == "GameScreen" and game.choice < 0 and game.count and rnd.random() < 0.4:
            game.apply(game.buf[rnd.randrange(game.count)])
            con.step()
        elif name not in ("GameScreen", "HandOff", "ScoreSheet") and rnd.random() < 0.5:
            con.press(K_B if rnd.random() < 0.5 else K_A)  # a page or a menu: back to the game
        else:
            con.press(rnd.choice(keys) if name != "HandOff" else K_A)
    game = con.app.game
    if game is not None and con.screen_name() != "ScoreSheet":  # to the end by the rules: the score sheet
        s = game.s
        while not rules.is_over(s):
            rules.apply(s, game.buf[rnd.randrange(rules.legal_actions(s, game.buf))])
        game.begin()
        while con.app.later is not None:
            con.step()
        _past_the_final_position(con, found, "%s seed %d final position" % (game_id, seed))
    assert con.app.errors == []
    for _ in range(12 if con.screen_name() == "ScoreSheet" else 0):  # Le Bog's many seats: pages of standings
        _split(con, found, "%s seed %d score sheet" % (game_id, seed))
        con.press(K_DOWN)
    return found


def _past_the_final_position(con, found, where):
    """The game has just ended: check the final position (lib/gameover.py) with each of its status lines in
    turn, then A to the score sheet."""
    import gameover

    screen = con.screen
    assert isinstance(screen, gameover.GameOver), con.screen_name()
    for _ in screen.lines:
        _split(con, found, "%s: %r" % (where, screen.shown))
        con.hw.advance(2500)
        con.step()
    con.press(K_A)
    assert con.screen_name() == "ScoreSheet"


_SESSIONS = {}


def _session(game_id):
    """The long random session of a game, played once for both tests that read it."""
    if game_id not in _SESSIONS:
        _SESSIONS[game_id] = _random_session(game_id, 7, 300)
    return _SESSIONS[game_id]


@pytest.mark.parametrize("game_id", [row[0] for row in games.GAMES])
def test_a_long_random_session_fits_on_every_screen(game_id):
    """A few hundred steps of random keys and random legal actions at the most seats, every screen checked."""
    found = _session(game_id)["fit"]
    assert not found, "\n" + _report(found)


@pytest.mark.parametrize("game_id", [row[0] for row in games.GAMES])
def test_a_long_random_session_in_french_fits_on_every_screen(game_id):
    """The same in French: its longer words, its space before ":" and its whole sentences fit every screen."""
    found = _random_session(game_id, 7, 300, french=True)["fit"]
    assert not found, "\n" + _report(found)


@pytest.mark.parametrize("game_id,seed,french", [("frogriders", 2, False), ("frogriders", 2, True),
                                                 ("frogriders", 19, True), ("lebog", 13, False)])
def test_the_random_sessions_that_found_faults_fit_now(game_id, seed, french):
    """Sessions that met a fault once: a CPU's move marks on the pad beside "End" touching it, and the banner
    below marks reaching its line (Frogriders, seed 2); "+2 rouges" over "Élan" in the panel's card lines, 10
    px apart (seed 19, French); a hand-off of ten pages whose sign ran off the screen (Le Bog, seed 13)."""
    found = _random_session(game_id, seed, 400, french=french)["fit"]
    assert not found, "\n" + _report(found)


@pytest.mark.parametrize("game_id", [row[0] for row in games.GAMES])
def test_long_player_names_fit_on_every_screen(game_id):
    """Names of up to eight letters on every seat, one seat more than the fewest: boards, tables and score
    sheets shorten them with a sign, never cut."""
    row = games.find(game_id)
    found = _random_session(game_id, 11, 200, names=True, players=min(row[3], row[2] + 1))["fit"]
    assert not found, "\n" + _report(found)


def test_status_lines_fit():
    """Every status line (describe() and the loop's messages) fits its line: a longer one shows cut with a
    "~"; this lists them for the authors of the games' text.py."""
    found = dict(_gallery()["status"])
    for game_id, _title, _lo, _hi in games.GAMES:
        found.update(_session(game_id)["status"])
    assert not found, "\n" + _report(found)


def test_a_text_line_too_long_shows_its_cut_and_the_checker_reports_it():
    """ui.TextLine ends a cut text with "~" and keeps the text asked for; fit.problems names the cut."""
    import displayio

    root = displayio.Group()
    line = ui.TextLine(0, 0, 5)
    root.append(line.grid)
    line.set("Brown frogs 6")
    assert line.text == "Brown frogs 6" and line.shown == "Brow~"
    assert fit.problems(root) == ["cut: 'Brown frogs 6' drawn as 'Brow~'"]
    line.set("Frog")
    assert fit.problems(root) == []


def test_a_menu_row_or_popup_row_too_long_shows_its_cut_and_the_checker_reports_it():
    """menus.Menu and popup.Popup rows shorten a long text with "~" (ui.set_line), never silently: the checker
    names the cut, and a row that fits again is clean."""
    import menus
    import popup

    item = "Replace the saved Frogriders"
    menu = menus.Menu("Pocket Bog", [item, "Keep it"], lambda i: None)
    assert [r.text for r in menu.rows[:2]] == ["Replace the saved Frogr~", "Keep it"]
    assert fit.problems(menu.group) == ["cut: %r drawn as 'Replace the saved Frogr~'" % item]
    menu.set_item(0, "Replace it")
    assert fit.problems(menu.group) == []

    class Rules:
        def describe(self, s, action):
            return ("Play the Bell (2): the Fox moves, +1 pass", "Pass")[action]

    class Game:
        def __init__(self):
            import displayio

            self.group = displayio.Group()
            self.rules, self.s, self.choice = Rules(), None, -1

    game = Game()
    box = popup.Popup(game)
    box.open([0, 1])
    assert fit.problems(game.group) == ["cut: 'Play the Bell (2): the Fox moves, +1 pass' drawn as "
                                        "'Play the Bell (2): the ~'"]


def test_the_checker_reports_texts_off_screen_running_into_each_other_or_covered():
    """Off the 160x128 screen, two labels touching on one row, a label half under a later rectangle."""
    import displayio

    root = displayio.Group()
    root.append(ui.text("CPU 3", 0, 0))
    root.append(ui.text("833", 30, 0))
    assert any(p.startswith("overlap: 'CPU 3'") for p in fit.problems(root))
    root[1].x = 35  # 6 px after the 3's last pixel: a space, less a pixel
    assert fit.problems(root) == []
    root[1].x = 34  # "Brown frogs6": 5 px, white on white, reads as one word
    assert fit.problems(root)
    root[1].color = ui.YELLOW  # another colour: 4 px are enough
    assert fit.problems(root) == []
    root[1].x = 32
    assert fit.problems(root)
    root.insert(1, ui.rect(31, 0, 20, 12, ui.BLUE))  # on a chip of its own colour: apart while not touching
    assert fit.problems(root) == []
    del root[1]
    root[1].x = 36
    root.append(ui.text("Saves and settings live in", 10, 40))
    assert fit.problems(root) == ["off screen: 'Saves and settings live in' at 10,40"]
    root[2].x = 0
    root.append(ui.rect(0, 40, 30, 12, ui.BLACK))
    assert fit.problems(root) == ["partly covered: 'Saves and settings live in' at 0,40"]


def test_the_checker_reports_a_move_mark_touching_a_text():
    """Issue 38.2: a CPU's move marks (lib/movemark.py) whose pixels touch a label's letters are a fault, on
    the label's row or beside it; marks a pixel clear of every letter are not."""
    import displayio
    import movemark

    class View:
        move_marks = None
        MARK_COLOR = ui.YELLOW

        def __init__(self):
            self.group = displayio.Group()

    view = View()
    view.group.append(ui.text("CPU2 0", 40, 0))  # a header: 36 x 12 px from 40,0, its ink in rows 2-9 or so
    movemark.place(view, 3, (None, (40, 13, 30, 10)))
    marks = (view.move_marks.group,)
    found = fit.problems(view.group, marks=marks)
    assert found == ["mark over text: 'CPU2 0' at 40,0"]  # a pad right under the header: its top corners
    assert fit.problems(view.group) == []  # the marks' group not named: not checked
    movemark.place(view, 3, (None, (40, 30, 30, 10)))
    assert fit.problems(view.group, marks=marks) == []  # well below the label
    movemark.place(view, 3, ((78, 2, 10, 8), None))  # the thin marks beside the label's last letter
    assert fit.problems(view.group, marks=marks) == ["mark over text: 'CPU2 0' at 40,0"]
    movemark.place(view, 3, (None, None))
    assert fit.problems(view.group, marks=marks) == []


def test_no_seat_name_is_cut_silently():
    """A seat's name is never sliced where it is shown: ui.short_name shortens it with a sign."""
    import pathlib

    root = pathlib.Path(__file__).resolve().parent.parent
    bad = []
    for path in list((root / "lib").glob("*.py")) + list((root / "games").glob("*/*.py")):
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if re.search(r"seat_name\([^()]*\)\[", line):
                bad.append("%s:%d: %s" % (path.relative_to(root), n, line.strip()))
    assert not bad, "\n".join(bad)


def _named(texts, seat, name):
    """Is the seat named in one of the texts: the whole name, or for a CPU "CPU 3", "CPU3" or "C3"?"""
    if name:
        pattern = r"(^|[^A-Z])%s([^A-Z]|$)" % name
    else:
        pattern = r"(^|[^A-Z0-9])C(PU ?)?%d([^0-9]|$)" % (seat + 1)
    return any(re.search(pattern, t) for t in texts)


def _to_a_person(con):
    """Let CPUs play and pass hand-offs until a person decides on the board (or the game is over)."""
    for _ in range(400):
        name = con.screen_name()
        game = con.app.game
        if name == "HandOff":
            con.press(K_A)
        elif name == "GameScreen" and game.cpu_level(max(0, game.rules.current_player(game.s))) < 0:
            return
        elif name in ("GameOver", "ScoreSheet"):
            return
        else:
            con.hw.advance(cputurn.READ_MS)
            con.step()


@pytest.mark.parametrize("game_id", [row[0] for row in games.GAMES])
def test_every_seat_is_named_on_the_board_the_table_page_and_the_score_sheet(game_id):
    """Names from the settings on the first seats, CPUs (no name) on the rest: the board, the table page
    (Select) and the score sheet name every seat, the CPUs with their number; and every screen fits."""
    row = games.find(game_id)
    players = min(row[3], 4)
    names = ("ANA", "BEN", "", "")[:players] if players > 2 else ("ANA", "")
    con = Console(render=False, seed=5)
    for seat, name in enumerate(names):
        con.app.settings.set_name(seat, name)
    con.app.apply_settings()
    seats = 0
    for seat, name in enumerate(names):
        if not name:
            seats |= 1 << (2 * seat)  # CPU Easy
    launch.launch(con.app, game_id, players, 0, seats, None, 5)
    while con.app.later is not None:
        con.step()
    _to_a_person(con)
    found = {"fit": {}, "status": {}}
    _split(con, found, "board")
    board = fit.drawn_lines(con.app.root)
    con.press(K_SELECT)
    assert con.screen_name() == "Pages"
    table = []
    for _ in range(12):  # every page of the table
        _split(con, found, "table page")
        table += fit.drawn_lines(con.app.root)
        if con.screen.top + ui.BODY_LINES >= len(con.screen.lines):
            break
        con.press(K_DOWN)
    con.press(K_A)
    game = con.app.game
    rules, s, rnd = game.rules, game.s, random.Random(5)
    while not rules.is_over(s):  # to the end by the rules alone (quick), then the loop shows the sheet
        rules.apply(s, game.buf[rnd.randrange(rules.legal_actions(s, game.buf))])
    game.begin()
    while con.app.later is not None:
        con.step()
    _past_the_final_position(con, found, "final position")
    _split(con, found, "score sheet")
    sheet = fit.drawn_lines(con.app.root)
    for seat, name in enumerate(names):
        for where, texts in (("board", board), ("table page", table), ("score sheet", sheet)):
            assert _named(texts, seat, name), (where, seat, name or "CPU", texts)
    assert not found["fit"], "\n" + _report(found["fit"])


def test_numbers_agree_with_their_words():
    """ui.plural: "1 point", "0 points", "2 trophies"; no "%d points"-style format is left in lib/ or games/
    (rules texts, which import no lib UI, choose the word next to the number)."""
    import pathlib

    assert ui.plural(1, "point") == "1 point" and ui.plural(0, "point") == "0 points"
    assert ui.plural(2, "trophy", "trophies") == "2 trophies" and ui.plural(-1, "chip") == "-1 chip"
    root = pathlib.Path(__file__).resolve().parent.parent
    bad = []
    for path in list((root / "lib").glob("*.py")) + list((root / "games").glob("*/*.py")):
        if path.name.startswith("fr"):  # the French tables: their keys are the code's formats
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            found = re.search(r"%d (point|player|card|rabbit|chip|trophie|deal|frog|turn|pt)s\b", line)
            if found and "ValueError" not in line and '%%d %s"' % found.group(1) not in line:
                # (audit.py's errors are for the developers; a line that has the singular too chooses)
                bad.append("%s:%d: %s" % (path.relative_to(root), n, line.strip()))
    assert not bad, "\n".join(bad)


def test_going_away_with_nothing_to_lose_says_no_minus_zero():
    """Le Bog: a seat with no bet and no chips left to pay goes away without "-0"."""
    from games.lebog import rules

    away = 129  # the rules' _A_AWAY
    s = rules.new_state(3, 1)
    buf = [0] * rules.MAX_LEGAL
    while away not in buf[:rules.legal_actions(s, buf)]:
        rules.apply(s, buf[0])
    seat = rules.current_player(s)
    assert rules.bet(s, seat) == 0
    s[rules._P_CHIPS + 2 * seat] = s[rules._P_CHIPS + 2 * seat + 1] = 0
    assert rules.describe(s, away) == "goes away"


def _p_numbers(texts, named_seats):
    """The texts that write a seat with a name as the rules' "P3" (a word: P, then digits)."""
    found = []
    for t in texts:
        for m in re.finditer(r"(?<![A-Za-z0-9])P(\d+)(?![0-9])", t):
            if int(m.group(1)) - 1 in named_seats:
                found.append(t)
    return found


@pytest.mark.parametrize("game_id", [row[0] for row in games.GAMES])
def test_named_seats_never_show_as_p_numbers(game_id):
    """Names on every seat but the last (a person with none): at each person's decision, the status line at
    every target, the pop-up of every target with several actions and the table page (Select) write a named
    seat by its name, never "P2"; the unnamed seat may stay "P4". Every such line fits its line."""
    from popup import Popup

    row = games.find(game_id)
    players = min(row[3], 4)
    con = Console(render=False, seed=3)
    named_seats = set(range(players - 1))
    for seat in named_seats:
        con.app.settings.set_name(seat, LONG_NAMES[seat])
    con.app.apply_settings()
    seats = 0
    for seat in range(2, players - 1):
        seats |= 1 << (2 * seat)  # CPU Easy, named
    launch.launch(con.app, game_id, players, 0, seats, None, 3)
    while con.app.later is not None:
        con.step()
    rnd = random.Random(3)
    bad = {}
    found = {"fit": {}, "status": {}}
    shown = 0
    for turn in range(40):
        _to_a_person(con)
        game = con.app.game
        if con.screen_name() != "GameScreen" or game is None:
            break
        where = "%s decision %d" % (game_id, turn)
        for i, acts in enumerate(game.target_actions):
            game.cursor = i
            game.draw()
            _split(con, found, where)
            lines = fit.drawn_lines(con.app.root)
            if len(acts) > 1:
                if game.popup is None:
                    game.popup = Popup(game)
                game.popup.open(acts)
                if 16 + 12 * len(acts) <= ui.HEIGHT:  # (Le Bog's many bets: a number picked in the view)
                    _split(con, found, where + " pop-up")
                lines = lines + fit.drawn_lines(con.app.root)
                game.popup.close()
            shown += 1
            for t in _p_numbers(lines, named_seats):
                bad.setdefault(t, where)
        if turn % 10 == 0:
            con.press(K_SELECT)
            for _ in range(12):
                for t in _p_numbers(fit.drawn_lines(con.app.root), named_seats):
                    bad.setdefault(t, where + " table page")
                if con.screen.top + ui.BODY_LINES >= len(con.screen.lines):
                    break
                con.press(K_DOWN)
            con.press(K_A)
        game.apply(game.buf[rnd.randrange(game.count)])
        con.step()
    assert shown > 20
    assert not bad, "\n" + _report(bad)
    assert not found["fit"] and not found["status"], "\n" + _report(dict(found["fit"], **found["status"]))
    assert con.app.errors == []


def test_named_shortens_the_names_with_a_sign_to_fit_a_width():
    """ui.named(text, width): whole names when they fit, else each long name shortened with "." until the
    text fits; a text with no seat in it is returned as it is."""
    saved = list(ui.SEAT_NAMES)
    ui.SEAT_NAMES[:] = ["ALEXANDR", "BO", "CHRISTIN"]
    try:
        assert ui.named("Give 1 rabbit to P3") == "Give 1 rabbit to CHRISTIN"
        assert ui.named("Give 1 rabbit to P3", 26) == "Give 1 rabbit to CHRISTIN"
        text = ui.named("P2: swap P1 and P3", 26)
        assert text == "BO: swap ALEXA. and CHRIS.", text
        assert ui.named("Bog 9, lead a card", 10) == "Bog 9, lead a card"
    finally:
        ui.SEAT_NAMES[:] = saved
