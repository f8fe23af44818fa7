"""The French gallery (tools/screens.py --lang fr): every screen fits, and no English is left on it.

The gallery is walked once in French and each screen is filed under the game it shows ("shell" for the
launcher, settings, About, the name editor, Players and the replace questions). A game's screens hold its own
texts, translated by games/<id>/fr.py: every game has its table, so every section must pass.
"""

import ast
import glob
import os
import re

import fit
import frtexts
import lang
import pytest
import screens

import games
import ui

fit.install()

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SECTIONS = ["shell"] + [row[0] for row in games.GAMES]
# Words a French screen may show as they are: names, the badge's key names, words both languages spell alike.
SAME_IN_FRENCH = {"cpu", "led", "leds", "nvm", "circuitpy", "pocket", "bog", "start", "select", "menu", "table",
                  "pause", "volume", "score", "total", "options", "normal", "bunny", "boom", "frogriders",
                  "boussanga", "usb", "badge", "via", "français", "formations", "routes"}


class _FrenchGallery:
    """tools/screens.py's gallery, keeping each screen's fit problems and drawn lines by section."""

    def __init__(self):
        self.section = "shell"
        self.shots = {s: [] for s in SECTIONS}

    def shot(self, con, name, caption):
        """Check the screen the gallery would save."""
        root = con.app.root
        problems = fit.problems(root, marks=fit.move_marks(con.app))
        self.shots[self.section].append((caption, problems, fit.drawn_lines(root)))


_WALKED = {}


def _gallery():
    """Every screen of the French gallery, walked once: {section: [(caption, problems, lines)]}."""
    if not _WALKED:
        gallery = _FrenchGallery()
        screens.LANGUAGE[0] = lang.FRENCH
        try:
            for game_id in SECTIONS[1:]:
                gallery.section = game_id
                screens.game_screens(gallery, game_id)
            for game_id, kinds in screens.CPU_TABLES:
                gallery.section = game_id
                screens.cpu_screens(gallery, game_id, kinds)
            gallery.section = "shell"
            screens.replace_screens(gallery)
            screens.settings_screens(gallery)
            screens.players_screens(gallery)
        finally:
            screens.LANGUAGE[0] = lang.ENGLISH
            lang.choose(lang.ENGLISH)
        _WALKED.update(gallery.shots)
    return _WALKED


def _strings(path):
    """The string constants of a module that are not docstrings."""
    return frtexts.string_constants(path)


def _words(text):
    """The words of 3 letters or more of a text, lower case."""
    return {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿœ]{3,}", text)}


def french_words():
    """Every word the French tables use (TEXTS values and RULES): a word both languages share is French."""
    words = set(SAME_IN_FRENCH)
    for path in glob.glob(os.path.join(ROOT, "lib", "fr*.py")) + glob.glob(os.path.join(ROOT, "games", "*", "fr.py")):
        tree = ast.parse(open(path, encoding="utf-8").read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                for value in node.values:
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        words |= _words(value.value)
            elif isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "RULES":
                for n in ast.walk(node.value):
                    if isinstance(n, ast.Constant) and isinstance(n.value, str):
                        words |= _words(n.value)
    return words


def english_words(section):
    """The English words the texts of lib/ (and of the section's game) are made of, less the French ones."""
    paths = glob.glob(os.path.join(ROOT, "lib", "*.py"))
    if section != "shell":
        paths += glob.glob(os.path.join(ROOT, "games", section, "*.py"))
    words = set()
    for path in paths:
        if os.path.basename(path) not in ("fr.py", "frmenu.py", "accents.py"):
            for s in _strings(path):
                words |= _words(s)
    return words - french_words()


PARAMS = SECTIONS


def test_every_game_has_its_french_table():
    """Each game of the registry has games/<id>/fr.py (its sections of the gallery are checked in full)."""
    assert [s for s in SECTIONS[1:] if not os.path.exists(os.path.join(ROOT, "games", s, "fr.py"))] == []


@pytest.mark.parametrize("section", PARAMS)
def test_every_french_screen_of_the_gallery_fits(section):
    """The fit checker (tests_host/fit.py) over the French gallery: nothing cut, off screen or overlapping."""
    found = ["%s  [%s]" % (p, caption) for caption, problems, _lines in _gallery()[section] for p in problems]
    assert _gallery()[section] and not found, "\n" + "\n".join(sorted(set(found)))


@pytest.mark.parametrize("section", PARAMS)
def test_no_english_is_left_on_a_french_screen(section):
    """No line drawn on a French screen holds a word of the English texts (as a whole word)."""
    english = english_words(section)
    left = []
    for caption, _problems, lines in _gallery()[section]:
        for line in lines:
            words = sorted(_words(line) & english)
            if words:
                left.append("%r: %s  [%s]" % (line, ", ".join(words), caption))
    assert not left, "\n" + "\n".join(left)


def test_the_english_word_list_catches_english():
    """The check would see an English line: "Pass to" and "Undo last step" are English words."""
    english = english_words("shell")
    assert {"pass", "undo", "last", "step", "players"} <= english
    assert not _words("Donner à Réglages Joueurs Annuler") & english


@pytest.mark.parametrize("section", PARAMS)
def test_french_screens_set_a_space_before_colons_where_it_fits(section):
    """Issue 38.9: every line drawn on a French screen writes " :", " ;", " !", " ?", but where the line is full
    (a space more would not fit its 26 columns: Bunny Boom's "Feuille 1: Terrier, rivière")."""
    tight = []
    for caption, _problems, lines in _gallery()[section]:
        for line in lines:
            if re.search(r"[^ ][:;!?](?= |$)", line) and len(line) < ui.COLUMNS:
                tight.append("%r  [%s]" % (line, caption))
    assert not tight, "\n" + "\n".join(tight)
