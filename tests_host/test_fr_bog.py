"""BOG in French (issue 27): games/bog/fr.py covers every text the game shows, and the game plays in French.

The code's string constants are collected with ast: every key of TEXTS is one of them (no stale entry), and
every constant that reaches the screen has an entry (no English left), but for the short lists below.
"""

import ast
import os
import random
import re

import lang
import pytest

import games
import ui
from games.bog import fr, pages

rules = games.load_rules("bog")

BOG = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "games", "bog")
ACCENTS = "éèêëàâîïôùûüçœÉÈÀÇ«»"  # the glyphs frcore draws (lib/lang.py's contract), ’ left out: ' is used
CONVERSION = re.compile(r"%[sdr]")

# Constants that never reach the screen as words, besides docstrings, raise messages (the rules' own
# diagnostics; audit.py's can show only inside the shell's refusal of a damaged save, as a detail in
# parentheses, and stay English: a table entry each would cost RAM all game long for a message that is
# never expected), the English RULES (fr.RULES replaces it whole) and texts without a letter ("%d", "^").
NOT_SHOWN = {
    "BOG",  # the title: a name, the same in French (the registry's too)
    "A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3",  # rules.PAD_NAMES: for tests, no screen names a pad
    "bog", "tiles",  # module ids (games.forget)
}
# Texts French writes the same: tr() returns a text without an entry as it is, so an entry would only cost RAM.
SAME_IN_FRENCH = {"Routes", "Formations", "Total", "point"}
# Texts wrapped to the screen by the shell (the score sheet wraps outcome_text): no single line to fit.
WRAPPED = {
    "P%d could not act with cards left: P%d loses",
    "Tie %d-%d: P%d could not act and loses",
    "Cards used up: most points wins",
}
# Board labels with less room than the status line: view.py's columns for each (the panel is 12 wide from
# x=88; "Hand %d" ends where the "+2" of hidden rows begins).
ROOM = {"Deck River": 12, "%s hand %d": 12, "Hand %d": 8}


def _constants():
    """(every string constant of games/bog's code, the ones that may reach the screen)."""
    every, shown = set(), set()
    for name in sorted(os.listdir(BOG)):
        if not name.endswith(".py") or name == "fr.py":
            continue
        with open(os.path.join(BOG, name), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        skip = set()
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and body and \
                    isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                skip.add(id(body[0].value))  # a docstring
            if isinstance(node, ast.Raise) or (isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "RULES" for t in node.targets)):
                skip.update(id(sub) for sub in ast.walk(node))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                every.add(node.value)
                if id(node) not in skip and re.search("[A-Za-z]", CONVERSION.sub("", node.value)):
                    shown.add(node.value)
    return every, shown - NOT_SHOWN


def _sample(text):
    """text formatted with the widest usual arguments: G13 for a %s (a card or a seat), 9 for a %d."""
    return text % tuple("G13" if c == "%s" else 9 for c in CONVERSION.findall(text))


def test_every_key_is_a_text_of_the_code():
    every, _shown = _constants()
    stale = sorted(key for key in fr.TEXTS if key not in every)
    assert not stale, stale


def test_every_shown_text_has_a_french_entry():
    _every, shown = _constants()
    missing = sorted(text for text in shown if text not in fr.TEXTS and text not in SAME_IN_FRENCH)
    assert not missing, missing
    assert not SAME_IN_FRENCH & set(fr.TEXTS), "an entry for a text French writes the same"


def test_values_keep_the_conversions_and_fit_their_lines():
    for key, value in fr.TEXTS.items():
        assert CONVERSION.findall(value) == CONVERSION.findall(key), key
        assert value.count("%") == key.count("%"), key
        assert value != key, key
        if key in WRAPPED:
            continue
        room = ROOM.get(key, ui.COLUMNS)
        if key == "%s hand %d":  # the name is fitted to what the words leave: 2 columns at least
            assert len(value % ("", 9)) <= room - 2, value
            continue
        if len(_sample(key)) <= room:
            assert len(_sample(value)) <= room, value
        else:  # a key already over (G13's fly with no free pad): the French no longer than the English
            assert len(_sample(value)) <= len(_sample(key)), value


def test_values_use_only_drawable_characters():
    for text in list(fr.TEXTS.values()) + [fr.RULES]:
        odd = [c for c in text if not (" " <= c <= "~" or c in ACCENTS or c == "\n")]
        assert not odd, (text, odd)


def test_rules_page_in_french():
    english = pages.RULES.split("\n")
    french = fr.RULES.split("\n")
    assert abs(len(french) - len(english)) <= 1
    for para in french:
        assert para == para.strip() and para, para
        for line in ui.wrap(para):
            assert len(line) <= ui.COLUMNS, line
            # no punctuation left alone at a line's start, no « at its end (wrap breaks at spaces)
            assert not re.match(r"[»:;!?)]", line) and not line.endswith("«"), line
    assert "F5" not in fr.RULES and "G5" in fr.RULES  # card names as the French log writes them


@pytest.fixture
def french():
    """French chosen with BOG's table; English again afterwards, whatever happens."""
    lang.choose(lang.FRENCH)
    lang.load("games.bog.fr")
    try:
        yield
    finally:
        lang.choose(lang.ENGLISH)


def _play(seed):
    """A seeded random game in English: (state before, action) per step, the final state."""
    rnd = random.Random(seed)
    s = rules.new_state(2, seed)
    buf = bytearray(rules.MAX_LEGAL)
    steps = []
    while not rules.is_over(s):
        n = rules.legal_actions(s, buf)
        action = buf[rnd.randrange(n)]
        steps.append((bytes(s), action))
        rules.apply(s, action)
    return steps, s


def _texts(steps, end):
    """Every text the game writes for a played game: describe for the mover and both readers, the table
    page of each position, the score sheet and outcome."""
    out = []
    for before, action in steps:
        s = bytearray(before)
        out.append([rules.describe(s, action)] + [rules.describe(s, action, r) for r in (0, 1)]
                   + pages.info_lines(rules.view(s, 0), 0))
    out.append([label for label, _values in rules.score_sheet(end)] + [rules.outcome_text(end)])
    return out


@pytest.mark.parametrize("seed", (3, 17, 2024))
def test_a_whole_game_reads_in_french(seed, french):
    steps, end = _play(seed)
    lang.choose(lang.ENGLISH)
    english = _texts(steps, end)
    lang.choose(lang.FRENCH)
    lang.load("games.bog.fr")
    french_texts = _texts(steps, end)
    assert len(french_texts) == len(english)
    differ = 0
    total = 0
    for fr_row, en_row in zip(french_texts[:-1], english[:-1]):
        status = fr_row[0]
        assert len(status) <= ui.COLUMNS, status  # the mover's status line
        assert not re.search(r"\bF\d", " ".join(fr_row)), fr_row  # every card named the French way
        total += 3
        differ += sum(1 for a, b in zip(fr_row[:3], en_row[:3]) if a != b)
        for line in fr_row[3:]:
            assert len(line) <= ui.COLUMNS, line
    assert differ >= total * 9 // 10, (differ, total)
    sheet = french_texts[-1]
    assert "Prises" in sheet and "Mouches" in sheet
    assert sheet[-1] and sheet[-1] != english[-1][-1]
    lang.choose(lang.ENGLISH)
    assert _texts(steps, end) == english  # English comes back whole


def test_english_is_unchanged_by_the_table(french):
    """The English texts the other tests pin, written again once French has come and gone."""
    lang.choose(lang.ENGLISH)
    s = rules.new_state(2, 5)
    assert rules.card_name(12) == "F13"
    assert rules.describe(s, rules.A_DRAW_DECK) == "Draw from deck"
    assert rules.describe(s, rules.A_DRAW_DECK, 1) == "draws from the deck"
    lang.choose(lang.FRENCH)
    lang.load("games.bog.fr")
    assert rules.card_name(12) == "G13"
    assert rules.describe(s, rules.A_DRAW_DECK) == "Piocher"
    assert rules.describe(s, rules.A_DRAW_DECK, 1) == "pioche une carte"


def test_board_labels_in_french(french):
    """The board's own labels (hand counts) in French on the headless console."""
    from console import Console

    from keys import K_A

    con = Console()
    lang.choose(lang.FRENCH)  # again, should the boot have applied the settings' language
    lang.load("games.bog.fr")
    con.press(K_A, K_A)  # BOG, every seat a person
    while con.screen_name() == "HandOff":
        con.press(K_A)
    assert con.screen_name() == "GameScreen"
    texts = con.texts()
    assert "Main 2" in texts and "P2 main 3" in texts, texts
    assert not any(t.startswith("Hand") or " hand " in t for t in texts), texts
    status = con.app.game.status_text()
    assert re.match(r"G\d+ sur la Rive", status), status  # the rulebook's capitals


FRENCH_GAME = '''
try:
    out = OUT  # CPython: the test's list
except NameError:
    out = print  # MicroPython: its output
import lang
from games.bog import rules
lang.choose(lang.FRENCH)
lang.load("games.bog.fr")
s = rules.new_state(2, 77)
buf = bytearray(rules.MAX_LEGAL)
step = 0
while not rules.is_over(s):
    n = rules.legal_actions(s, buf)
    a = buf[(step * 7 + 3) % n]
    out(rules.describe(s, a) + " | " + rules.describe(s, a, 1 - s[10]))
    rules.apply(s, a)
    step += 1
out(rules.outcome_text(s))
'''


def test_french_game_texts_same_on_micropython(tmp_path):
    """The table loads and describe() writes the same French under MicroPython (the badge's interpreter)."""
    from mpy import run_micropython

    script = tmp_path / "bog_fr.py"
    script.write_text(FRENCH_GAME, encoding="utf-8")
    device = run_micropython(script).splitlines()
    lang.choose(lang.ENGLISH)  # the same script here, from a clean start
    printed = []
    try:
        exec(FRENCH_GAME, {"OUT": printed.append})
    finally:
        lang.choose(lang.ENGLISH)
    assert device == printed
    assert len(device) > 10 and any("arrêt" in line for line in device)
