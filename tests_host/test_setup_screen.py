"""A new game's set-up: one screen, every option explained in the game's words, only the questions that matter,
A starts with the defaults; a save is replaced only after two answers chosen on purpose."""

import importlib
import os
import random
import sys

import lang
import pytest
import setup_screen
from console import Console

import games
import launch
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP

GAME_IDS = [row[0] for row in games.GAMES]
_ROW_COLUMNS = ui.COLUMNS - 2  # a row starts after the marker (x=8) and leaves the last column to "^"/"v"


def _help(gid):
    """The game's set-up texts module."""
    return importlib.import_module("games.%s.setup" % gid)


def _saved_console(seed=1, gid="bunnyboom", players=3):
    """A console on the launcher with an unfinished save of gid (a real dealt state)."""
    con = Console(render=False, seed=seed)
    rules = games.load_rules(gid)
    con.app.saves.write(gid, players, 0, rules.STATE_VERSION, rules.new_state(players, 5, 0))
    con.app.home()
    con.step()
    assert con.screen.items[0].startswith("Resume %s" % games.find(gid)[1])
    return con


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_option_is_explained_in_whole_words_that_fit(gid, language):
    """One (label, explanation) per rules.OPTIONS row; the explanation fits its three lines with no word cut, the
    label its column, and every row at every value fits the screen, with its label whole: in both languages
    (French: the shell's set-up table and the game's, as the launcher loads them)."""
    if language == "fr":
        lang.choose(lang.FRENCH)
        lang.load("frmenu")
    try:
        _check_every_option_fits(gid)
    finally:
        lang.choose(lang.ENGLISH)


def _check_every_option_fits(gid):
    """The checks of test_every_option_is_explained_in_whole_words_that_fit, in the chosen language."""
    tr = lang.tr
    rules = games.load_rules(gid)
    texts = _help(gid)
    assert len(texts.OPTION_HELP) == len(rules.OPTIONS)
    for label, words in texts.OPTION_HELP + (("Players", getattr(texts, "PLAYERS", setup_screen._PLAYERS_HELP)),
                                             ("P1", setup_screen._SEAT_HELP)):
        label, words = tr(label), tr(words)
        lines = ui.wrap(words)
        assert len(lines) <= setup_screen._HELP_LINES, lines
        assert " ".join(lines) == words  # wrapped at spaces only: no word is cut
        assert len(label) < setup_screen._LABEL_W and words.endswith(".")
    row = games.find(gid)
    screen = setup_screen.SetupScreen(row, rules.OPTIONS, texts, None, None)
    for players in range(row[2], row[3] + 1):
        screen.players = players
        for k, (_name, values) in enumerate(rules.OPTIONS):
            label = tr(texts.OPTION_HELP[k][0])
            for i in range(len(values)):
                screen.choice[k] = i
                shown = screen.row_text(k)
                assert len(shown) <= _ROW_COLUMNS and shown.startswith(label + " "), shown
                assert tr(values[i]) in shown, shown
            screen.choice[k] = 0
        for seat in range(players):
            for kind in range(4):
                screen.kinds[seat] = kind
                assert len(screen.row_text(16 + seat)) <= _ROW_COLUMNS


@pytest.mark.parametrize("gid", GAME_IDS)
def test_A_on_the_set_up_screen_starts_the_defaults(gid):
    """Game, then A: the fewest players, every seat a person, every option its default (stored 0)."""
    con = Console(render=False)
    con.screen.index = con.screen.items.index(games.find(gid)[1])
    con.press(K_A)
    assert con.screen_name() == "SetupScreen" and con.screen.index == 0
    con.press(K_A)
    game = con.app.game
    assert game is not None and game.game_id == gid
    assert (game.players, game.options, game.seats) == (games.find(gid)[2], 0, 0)
    assert "games.%s.setup" % gid not in sys.modules  # the texts left with the set-up screen


def test_le_bog_shows_its_values_in_their_natural_order_and_stores_the_rules_encoding():
    """Chips 20 30 50 100 and rounds 1-5 shown in order, opening on the defaults (50, 2 rounds); the options int
    keeps the rules' indices (50 20 30 100, 2 1 3 4 5), and the game deals what was shown."""
    con = Console(render=False)
    screen = con.set_up("Le Bog")
    # issue 38.11: the values in one column, ending at column 23
    assert [screen.row_text(code) for code in screen.codes[:3]] == [
        "Players              3>", "Chips each         <50>", "Length       <2 rounds>"]
    assert {len(screen.row_text(code)) for code in screen.codes} == {23}
    seen = []
    con.press(K_DOWN)
    for key in (K_LEFT, K_LEFT, K_LEFT, K_RIGHT, K_RIGHT, K_RIGHT, K_RIGHT):
        con.press(key)
        seen.append(screen.row_text(screen.codes[1]).split()[-1])
    assert seen == ["<30>", "20>", "20>", "<30>", "<50>", "<100", "<100"]  # "<100 ": its end in the column
    con.press(K_DOWN, K_LEFT)
    assert screen.row_text(screen.codes[2]).endswith("1 round>")
    assert screen.options() == 3 | 1 << 4  # 100 is the rules' choice 3, 1 round its choice 1
    con.press(K_A)
    rules = con.app.game.rules
    assert con.app.game.options == 3 | 1 << 4 and con.app.game.s[9] == 100  # _P_START: chips each
    assert rules.OPTIONS[0][1][3] == "100"


def test_the_seat_count_hides_the_questions_it_answers():
    """Boussanga: 1 player asks neither Mode nor Teams (solo is co-op) and has no seat rows; Teams only at 4
    players in a competitive game. Le Bog: the short pack only at 3 or 5 players. A hidden option is stored 0."""
    con = Console(render=False)
    screen = con.set_up("Boussanga")
    assert screen.codes == [-1] and screen.players == 1 and screen.seats() == 0
    assert "1 player plays solo" in " ".join(con.texts())
    con.set_up(players=2)
    assert screen.codes == [-1, 0, 16, 17]
    con.set_up(players=4, choice={0: 0})
    assert screen.codes == [-1, 0, 1, 16, 17, 18, 19]
    con.set_up(choice={1: 1})
    assert screen.options() == 1 << 4
    con.set_up(choice={0: 1})  # co-op: no teams
    assert screen.codes == [-1, 0, 16, 17, 18, 19] and screen.options() == 1
    con.press(K_B)
    screen = con.set_up("Le Bog")
    for players, short in ((3, True), (4, False), (5, True), (6, False), (10, False)):
        con.set_up(players=players)
        assert (2 in screen.codes) == short, players
    con.set_up(players=5, choice={2: 1})
    assert screen.options() == 1 << 8
    con.set_up(players=4)
    assert screen.options() == 0


@pytest.mark.parametrize("gid", GAME_IDS)
def test_the_explanation_under_the_rows_is_the_row_under_the_cursor(gid):
    """Each row in turn: the lines under the rows say what that row changes, and its value shows in words."""
    con = Console(render=False)
    row = games.find(gid)
    screen = con.set_up(row[1], players=row[3])
    texts = _help(gid)
    for _ in range(len(screen.codes)):
        code = screen.codes[screen.index]
        if code == -1:
            words = getattr(texts, "PLAYERS", setup_screen._PLAYERS_HELP)
        elif code >= 16:
            words = setup_screen._SEAT_HELP
        else:
            words = texts.OPTION_HELP[code][1]
        shown = con.texts()
        assert [line for line in ui.wrap(words) if line not in shown] == []
        assert screen.row_text(code) in shown
        con.press(K_DOWN)


def test_one_A_keeps_the_save_and_replacing_takes_two_answers_moved_to_on_purpose():
    """With a save: A on the set-up asks first, opening on "Keep the saved game"; A there goes home with the save
    as it was. "Replace it" asks again, opening on "No, keep it"; B steps back one question at a time; only
    "Yes, start ..." replaces the save."""
    con = _saved_console()
    before = bytes(con.hw.nvm[0:1024])
    con.set_up("Le Bog")
    con.press(K_A)
    assert con.screen_name() == "Confirm" and con.screen.index == 0
    texts = con.texts()
    assert texts[0] == "Replace the saved game?" and "Keep the saved game" in texts
    assert all(len(line) <= ui.COLUMNS for line in texts)
    con.press(K_A)
    assert con.app.game is None and con.screen.items[0] == "Resume Bunny Boom (3P)"
    assert bytes(con.hw.nvm[0:1024]) == before
    con.set_up("Le Bog")
    con.press(K_A, K_DOWN, K_A)
    assert con.screen.heading == "Really replace it?" and con.screen.index == 0
    assert "Yes, start Le Bog" in con.texts()
    con.press(K_B)
    assert con.screen.heading == "Replace the saved game?"
    con.press(K_B)
    assert con.screen_name() == "SetupScreen"
    con.press(K_A, K_DOWN, K_A, K_A)  # "No, keep it"
    assert con.app.game is None and bytes(con.hw.nvm[0:1024]) == before
    con.set_up("Le Bog")
    con.press(K_A, K_DOWN, K_A, K_DOWN, K_A)
    assert con.app.game is not None and con.app.game.game_id == "lebog"


def test_the_replace_questions_fit_the_screen_for_every_pair_of_games():
    """Every title, message line and answer fits 26 columns (the answers start after the marker)."""
    import replace_screen

    class Shows:
        def show(self, screen):
            self.screen = screen

    app = Shows()
    for saved in games.GAMES:
        for new in games.GAMES:
            replace_screen.confirm_replace(app, saved[1], saved[3], new[1], None, None, None)
            for question in (app.screen, None):
                if question is None:
                    app.screen.on_key(K_DOWN)
                    app.screen.on_key(K_A)
                    question = app.screen
                assert len(question.heading) <= ui.COLUMNS
                lines = [layer.text for layer in question.group if hasattr(layer, "text")]
                assert all(len(line) <= ui.COLUMNS for line in lines), lines
                assert all(len(answer) <= ui.COLUMNS - 1 for answer in question.answers)


_KEYS = (K_A, K_B, K_UP, K_DOWN, K_LEFT, K_RIGHT, K_START, K_SELECT)


def _mash(seed, presses, monkeypatch):
    """Random keys from the launcher with a save, a game's start or resume stood in for (back to the launcher):
    every new game asked for must have passed both questions, each answered on "replace" after a move to it."""
    con = _saved_console(seed)
    saves_before = con.app.saves.read()[0][0].seq
    starts = []

    def go(app, game_id, players, options, seats, record):
        starts.append(record is None)
        app.defer(app.open_launcher)

    monkeypatch.setattr(launch, "go", go)
    rnd = random.Random(seed)
    presses_on = []  # (screen, title, row) at each A, since the last start
    screens = questions = replaced = 0
    app = con.app
    hw = con.hw
    for _ in range(presses):
        key = rnd.choice(_KEYS)
        screen = app.screen
        if key == K_A:
            presses_on.append((type(screen).__name__, getattr(screen, "heading", ""), getattr(screen, "index", 0)))
        hw.press(key)
        app.step()
        while app.later is not None:
            app.step()
        if app.screen is not screen:
            screens += 1
            questions += type(app.screen).__name__ == "Confirm"
        if starts:
            if starts.pop():
                replaced += 1
                assert presses_on[-2:] == [("Confirm", "Replace the saved game?", 1),
                                           ("Confirm", "Really replace it?", 1)], presses_on[-3:]
            presses_on = []
        assert app.game is None
    assert app.saves.read()[0][0].seq == saves_before
    return screens, questions, replaced


def test_a_random_mash_never_replaces_the_save_by_a_single_A(monkeypatch):
    """Random keys from the launcher with a save (several seeds): every replacement went through both questions,
    each answered on "replace" after a move there; never one A. POCKETBOG_MASH_KEYS sets the keys per seed
    (the issue's 100,000 in all: 25000)."""
    per_seed = int(os.environ.get("POCKETBOG_MASH_KEYS", "2000"))
    screens = questions = replaced = 0
    for seed in (1, 2, 3, 4):
        passed, asked, done = _mash(seed, per_seed, monkeypatch)
        screens += passed
        questions += asked
        replaced += done
    print("%d keys: %d screens passed, %d questions asked, %d replacements by both answers" % (
        4 * per_seed, screens, questions, replaced))
    assert screens > per_seed // 2 and questions > per_seed // 100  # the keys reached the questions often
