"""Bunny Boom in French (games/bunnyboom/fr.py): every text of the game has its French, and the French fits.

The game's texts are the string constants of games/bunnyboom/*.py (read with ast): each is a key of TEXTS,
a paragraph of the rules page (RULES has its own French), or one of the short lists below, each justified.
"""

import os
import random
import re

import frtexts
import lang
import pytest

import ui
from games.bunnyboom import fr, pages, panels, score, setup, text
from games.bunnyboom import rules as R

GAME_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "games", "bunnyboom")
ACCENTS = set("éèêëàâîïôùûüçœÉÈÀÇ«»’")  # the glyph sheet's letters (lib/lang.py's contract)
CONVERSION = re.compile(r"%[-0-9.]*[a-z%]")

# constants that never reach the screen as words: format glue without a word, the view's state tag, the
# pixel art of the digits (only "#" and "."), and the ValueErrors no player sees (apply's refusal is caught by
# the game loop, which says its own "Not allowed now"; the others are bugs, caught by tests)
NOT_SHOWN = {"", " ", "\n", "/", ", ", "s", "#", "%s %d", "%s %s", "%s%d", "%s%s+%d", "%s%-4s%3d %s", "centre",
             "illegal action", "zone count", "seat", "the hourglass is not running", "bad players or options",
             "bad option choice",
             "%s: %s", "off", "on",
             "judge"}  # format glue, a module name (cpu.JUDGE); the option values, translated once by the shell
# (lib/frmenu.py)
# shown, and the same word in French (no entry needed: tr returns the text itself)
SAME_IN_FRENCH = {"Bunny Boom", "Boom", "Total", "passage +%d", "C", "-", "~", ">"}


def _constants():
    """Every string constant of the game's code but fr.py, docstrings left out."""
    found = set()
    for name in sorted(os.listdir(GAME_DIR)):
        if name.endswith(".py") and name != "fr.py":
            found.update(frtexts.string_constants(os.path.join(GAME_DIR, name)))
    return found


CONSTANTS = _constants()


@pytest.fixture
def french():
    """French chosen with the game's table loaded; English again afterwards, whatever happens."""
    lang.choose(lang.FRENCH)
    lang.load("games.bunnyboom.fr")
    try:
        yield
    finally:
        lang.choose(lang.ENGLISH)


def test_every_key_is_a_text_of_the_game():
    """No stale entry: each key of TEXTS is a string constant of the game's code."""
    stale = [key for key in fr.TEXTS if key not in CONSTANTS]
    assert stale == []


def test_every_text_shown_has_its_french():
    """No English left: every constant that reaches the screen is a key, a rules paragraph or listed above."""
    paragraphs = set(pages.RULES.split("\n"))
    art = {c for c in CONSTANTS if c and set(c) <= set("#.")}
    missing = sorted(c for c in CONSTANTS - paragraphs - art - NOT_SHOWN - SAME_IN_FRENCH if c not in fr.TEXTS)
    assert missing == []
    assert not (NOT_SHOWN | SAME_IN_FRENCH) - CONSTANTS  # the lists name only texts the code has


def test_french_keeps_the_conversions_in_order():
    """Each French value formats with the same % conversions, in the same order, as its key."""
    for key, value in fr.TEXTS.items():
        assert CONVERSION.findall(value) == CONVERSION.findall(key), key
        assert not re.search("[^ ][:;!?]( |$)", value), value  # French typography: a space before them


def test_french_uses_only_drawn_characters():
    """ASCII or a letter of the accent sheet, in every value and in the rules page; no curly apostrophe."""
    for value in list(fr.TEXTS.values()) + [fr.RULES]:
        odd = [ch for ch in value if ord(ch) >= 128 and ch not in ACCENTS]
        assert odd == [] and "’" not in value, value
    assert not re.search("[^ ][:;!?]( |$)", fr.RULES)


def test_french_lines_fit_where_the_english_fits():
    """No line of a value over 26 columns where the key's lines fit 26; the short panel texts fit their boxes."""
    for key, value in fr.TEXTS.items():
        # a format's length depends on its arguments (the game's texts check those); a "/" list is split first
        if max(len(line) for line in key.split("\n")) <= ui.COLUMNS and "/" not in key and "%s" not in key:
            assert max(len(line) for line in value.split("\n")) <= ui.COLUMNS, value
    tr = fr.TEXTS.get
    for prompt in panels._PROMPTS:  # the prompt over the hand: 11 columns
        assert len(tr(prompt, prompt)) <= 11, prompt
    for short in panels.RIVER_SHORT:  # a river chip's line: 8 columns
        assert len(tr(short, short)) <= 8, short
    assert len(tr("> chosen")) <= 9  # a hand card's line
    for detail in ("no rabbits", "closed"):  # the detail panel: 11 columns
        assert len(tr(detail)) <= 11
    assert len(tr("%d face-down") % 4) <= 11 and len(tr("%d in hand") % 3) <= 11
    assert len(tr("Deck %d") % 62) <= 11
    for label, help_text in setup.OPTION_HELP:  # the set-up row's label in 10, the help in 3 wrapped lines
        assert len(tr(label)) <= 10 and len(ui.wrap(tr(help_text))) <= 3, label


def test_french_effect_columns():
    """The short effects keep 6 columns each, so every hand line stays 9 columns (effect, wave, passage)."""
    english = panels._EFFECT_SHORT
    french = fr.TEXTS[english]
    assert len(french) == len(english) == 6 * len(text.EFFECT_NAMES.split("/"))
    for i in range(0, len(french), 6):
        word = french[i:i + 6].rstrip()
        assert word and " " not in word.strip(), word  # one whole word (or "-") in each column


def test_french_letters_are_the_french_initials(french):
    """The cards' letters on the board are the initials of the family names, in both languages."""
    from games.bunnyboom.village import LETTERS

    def initial(word):
        return {"É": "E"}.get(word[0], word[0])

    letters, names = fr.TEXTS[LETTERS], fr.TEXTS[text.FAMILY_NAMES]  # (the English Star is T: the S is the Sun's)
    assert [letters[i] for i in range(6)] == [initial(w) for w in names.split()[:6]]
    assert lang.tr(LETTERS) == "SLEFGC*J" and LETTERS == "SMTLDB*J"
    assert fr.TEXTS["CB"] == initial(fr.TEXTS["Carrot"]) + initial(fr.TEXTS["Burrow"])
    assert panels.effect_text(6)[:6] == "Carot." and text.card_name(36) == "Mairesse 2"


def _played_game(players, seed, options):
    """A seeded random game in English: (state before, action, status text, log text for the next seat)."""
    rng = random.Random(seed)
    s = R.new_state(players, seed, options)
    out = [0] * R.MAX_LEGAL
    steps = []
    while not R.is_over(s):
        n = R.legal_actions(s, out)
        action = out[rng.randrange(n)]
        reader = (s[R.P_TURN] + 1) % players
        steps.append((bytearray(s), action, R.describe(s, action), R.describe(s, action, reader),
                      R.describe(s, action, s[R.P_TURN])))
        R.apply(s, action)
    return s, steps


@pytest.mark.parametrize("players,seed,options", [(2, 5, 0), (3, 11, 0x111), (4, 23, 0x111)])
def test_a_game_told_in_french(french, players, seed, options):
    """describe() of every action of a seeded game in French: no error, the English conversions kept, the status
    line as short as 26 columns (or the English), and most texts differ from the English; the end texts too."""
    lang.choose(lang.ENGLISH)
    final, steps = _played_game(players, seed, options)
    english_end = (R.outcome_text(final), R.score_sheet(final), pages.info_lines(R.view(final, 0), 0))
    lang.choose(lang.FRENCH)
    lang.load("games.bunnyboom.fr")
    differ = 0
    for s, action, status, log_next, log_own in steps:
        french_status = R.describe(s, action)
        french_logs = (R.describe(s, action, (s[R.P_TURN] + 1) % players), R.describe(s, action, s[R.P_TURN]))
        assert len(french_status) <= max(ui.COLUMNS, len(status)), french_status
        assert re.findall(r"P\d", french_status) == re.findall(r"P\d", status)  # seats stay P1, P2 for ui.named
        differ += french_status != status and french_logs != (log_next, log_own)
    assert differ >= 0.9 * len(steps)
    outcome, sheet, info = R.outcome_text(final), R.score_sheet(final), pages.info_lines(R.view(final, 0), 0)
    assert outcome != english_end[0] and outcome.endswith(("lapins", "rejouer !", "aux jetons"))
    assert [label for label, _ in sheet] == ["Domaine", "Main", "Face cachée", "Carotte", "Total"]
    assert [values for _, values in sheet] == [values for _, values in english_end[1]]
    assert len(info) == len(english_end[2]) and info[0].endswith(("lapin", "lapins"))
    assert info[-1].startswith("Tours joués : ")


def test_french_describe_by_hand(french):
    """A few whole French texts: space names, the log's verbs, the status line's infinitives."""
    s = R.new_state(2, 1, 0)
    assert R.space_name(8) == "3e en haut" and R.space_name(0) == "1er à gauche" and R.space_name(R.CENTRE) == "centre"
    assert R.describe(s, R.A_DRAW + R.DRAW_DECK) == "Piocher dans la pile"
    assert R.describe(s, R.A_DRAW + R.DRAW_DECK, 1) == "pioche dans la pile"
    assert R.describe(s, R.A_CARD + 5, 1) == "choisit une carte"  # another's private card: not named
    assert text.effect_name(43) == "Carotte, rivière" and text.effect_name(36) == "sans effet"


def test_a_card_from_the_river_is_told_in_26_columns_in_both_languages():
    """Issue 38.4: the log's river lines say who did what in the CPU's status line, whole, with the longest card
    name (Mairesse 3, Mayor 3), in English and in French."""
    s = R.new_state(2, 1, 0)
    for family in range(8):  # the river's first card made each family's highest card in turn
        card = max((c for c in range(len(text.CARDS) // 5) if text.CARDS[5 * c] == family),
                   key=lambda c: text.CARDS[5 * c + 1])  # its value
        s[R.P_RIVER] = card
        for language in (lang.ENGLISH, lang.FRENCH):
            lang.choose(language)
            if language == lang.FRENCH:
                lang.load("games.bunnyboom.fr")
            try:
                for kind in (R.A_TAKE, R.A_DRAW):
                    line = R.describe(s, kind, 0)
                    assert len(line) <= ui.COLUMNS and line.split()[0] in ("takes", "draws", "prend", "pioche"), line
                    assert text.card_name(card) in line
            finally:
                lang.choose(lang.ENGLISH)


def test_english_is_untouched_without_french():
    """English chosen: the texts are the code's own (the tables are not even loaded)."""
    assert lang.chosen() == lang.ENGLISH
    s = R.new_state(2, 1, 0)
    assert R.describe(s, R.A_DRAW + R.DRAW_DECK) == "Draw from deck"
    assert panels.effect_text(6) == "Carrot +3" and text.card_name(36) == "Mayor 2"
    assert [label for label, _ in score.score_sheet(s)] == ["Domain", "Hand", "Face down", "Carrot", "Total"]


def test_french_rules_page():
    """RULES in French: as many paragraphs as the English, every line wrapped within 26 columns, no longer than
    a third more lines than the English page."""
    english = pages.RULES.split("\n")
    french = fr.RULES.split("\n")
    assert len(french) == len(english)
    for para in french:
        assert all(len(word) <= ui.COLUMNS for word in para.split(" "))
        assert all(len(line) <= ui.COLUMNS for line in ui.wrap(para))
    assert len(ui.wrap(fr.RULES)) <= 1.35 * len(ui.wrap(pages.RULES))


def test_french_rules_page_is_what_the_shell_shows(french):
    """lang.long_text finds the French page in the game's table."""
    assert lang.long_text("RULES", pages.RULES) == fr.RULES
