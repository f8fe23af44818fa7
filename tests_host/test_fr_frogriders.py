"""Frogriders in French: games/frogriders/fr.py has every text the game shows and nothing else, each fits its
line, and a whole game, its table page and its score sheet read in French."""

import os
import random
import re

import frtexts
import lang
import pytest

import ui
from games.frogriders import fr
from games.frogriders import rules as R

GAME_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "games", "frogriders")
ACCENTS = "éèêëàâîïôùûüçœÉÈÀÇ«»’"
CONVERSION = re.compile(r"%[-+ 0-9.]*[sdr%]")

# Files whose texts never reach the screen: audit.py's invariant checks (a developer's words: a save that
# fails them is refused by the shell in its own words), tiles.py's pixel art; fr.py is the table itself.
SKIPPED_FILES = ("audit.py", "tiles.py", "fr.py")
# text.py helpers that only the tests read (the screens use set_words, card_name and describe)
TEST_ONLY_FUNCTIONS = ("objective_text", "common_text", "back_text")
NOT_SHOWN = {
    "Frogriders",  # TITLE: the game's name (the launcher shows the registry's title)
    "Frogriders is for 2-4 players", "bad options %r", "illegal action %d",  # callers' errors, never a player's
    # (the game loop answers an illegal action with the shell's "Not allowed now")
    "frogriders", "tiles", "games.frogriders", "games.frogriders.start", "start",  # module names
    "judge",  # cpu.JUDGE: a module name
    "Y", "R", "B", "Br", "ABCDEFGHI",  # colour letters and pad columns for the tests and tools (pad_name)
}
SAME_IN_FRENCH = {"Total", "V"}  # the same words in French: no entry, no memory
# the log's sentences, after a seat's name: the recap wraps them (a CPU's status line too short for one shows the
# status line's words instead)
LOG_SENTENCES = {"jumps with a %s frog", "takes no village action", "sends red and jumps again",
                 "sends blue: no card left", "sends yellow, takes %s", "sends blue for %s",
                 "turns the %s objective over", "jumps/jumps diagonally/L-jumps/L-jumps/runs up"}


def _constants(path, skip_functions=()):
    """The string constants of a module, docstrings and the bodies of skip_functions left out."""
    return set(frtexts.string_constants(path, skip_functions))


def _game_files():
    """The game's modules but the French table."""
    return sorted(os.path.join(GAME_DIR, f) for f in os.listdir(GAME_DIR) if f.endswith(".py") and f != "fr.py")


def _shown_constants():
    """Every string constant of the game that can reach the screen."""
    out = set()
    for path in _game_files():
        if os.path.basename(path) not in SKIPPED_FILES:
            out |= _constants(path, TEST_ONLY_FUNCTIONS)
    from games.frogriders import pages

    # no words: numbers, separators, formats of numbers and names ("+%d", "%s: %s", "%s, %s%s"); the rules
    # page's paragraphs are translated as a whole (fr.RULES)
    words = {c for c in out if re.search("[A-Za-z]", CONVERSION.sub("", c))}
    return words - NOT_SHOWN - set(pages.RULES.split("\n"))


@pytest.fixture
def french():
    """French chosen with the game's table loaded; English again afterwards."""
    lang.choose(lang.FRENCH)
    lang.load("games.frogriders.fr")
    yield
    lang.choose(lang.ENGLISH)


def test_every_entry_is_a_text_of_the_game():
    """No stale entry: each key is a string constant of the game's code."""
    everything = set()
    for path in _game_files():
        everything |= _constants(path)
    assert sorted(set(fr.TEXTS) - everything) == []


def test_every_text_shown_has_its_french():
    """No English left: every constant that reaches the screen has an entry (or is the same in French)."""
    assert sorted(_shown_constants() - set(fr.TEXTS) - SAME_IN_FRENCH) == []
    assert not SAME_IN_FRENCH & set(fr.TEXTS)


def test_french_keeps_the_conversions_in_order():
    for key, value in fr.TEXTS.items():
        assert CONVERSION.findall(key) == CONVERSION.findall(value), key


def test_french_lines_fit_where_the_english_fits():
    """A value's lines stay within 26 columns wherever its key's do, and within the key's own room on the
    narrow places: card names and panel lines 10 columns, the pond's corner words 5."""
    for key, value in fr.TEXTS.items():
        if all(len(line) <= ui.COLUMNS for line in key.split("\n")) and key not in LOG_SENTENCES:
            assert all(len(line) <= ui.COLUMNS for line in value.split("\n")), value
    from games.frogriders.cards import KIND_NAMES

    for name in KIND_NAMES + ("most cards", "6, tied 3", "4, tied 2", "flower +1", "for all", "Keep one:"):
        assert len(fr.TEXTS[name]) <= 10, name
    assert len(fr.TEXTS["C%d back:"] % 2) <= 10
    assert len(fr.TEXTS["frogs"]) <= 7  # after two frog icons
    for word in ("most", "any 5", "cards", "+1 on", "End"):
        assert len(fr.TEXTS[word]) <= 5, word
    assert len(fr.TEXTS["D%d"] % 24) <= 3  # the pond's bottom-right corner, clear of the card lines
    for label in ("Flowers", "Secret obj", "Common 1", "Common 2", "Brown frogs", "Card points", "Green combo",
                  "Blue fewest"):
        assert len(fr.TEXTS[label]) <= 11, label  # the score sheet's label column
    assert len(fr.TEXTS["Commons"]) <= 10  # the set-up row: the label in 10 columns and a space,
    assert all(len(fr.TEXTS[value]) <= 11 for value in ("Fronts", "One back"))  # then "<value>" in 13


def test_french_uses_only_the_drawn_characters():
    for value in list(fr.TEXTS.values()) + [fr.RULES]:
        for ch in value:
            assert 32 <= ord(ch) < 127 or ch in ACCENTS or ch == "\n", (ch, value)
            assert ch != "’", value  # the straight apostrophe


def test_the_french_rules_page_has_the_english_shape_and_fits():
    from games.frogriders import pages

    english = pages.RULES.split("\n")
    french = fr.RULES.split("\n")
    assert abs(len(french) - len(english)) <= 1
    for paragraph in french:
        assert all(len(line) <= ui.COLUMNS for line in ui.wrap(paragraph)), paragraph
    assert "Run-up" not in fr.RULES and "trophies" not in fr.RULES


def test_the_french_rules_name_every_card_as_the_panel_does(french):
    from games.frogriders.cards import K_DIAG, K_EITHER, K_FLOWER, K_LJUMP, K_PLAIN, K_RUNUP, KIND_NAMES, KIND_TROPHIES
    from games.frogriders.pages import RULES

    text = lang.long_text("RULES", RULES)
    assert text == fr.RULES  # the table's module is imported again on each load: equal, not the same object
    plain = text.replace("«", "").replace("»", "")
    for kind in (K_DIAG, K_LJUMP, K_RUNUP, K_PLAIN, K_EITHER, K_FLOWER):
        assert "%s %d" % (lang.tr(KIND_NAMES[kind]), KIND_TROPHIES[kind]) in plain, kind
    for name in KIND_NAMES:
        assert lang.tr(name) in text, name
    for word in ("max", "cart.", "+1 si", "5 gr."):  # the pond's corner words, explained
        assert "«%s»" % word in text


def _play(players, options, seed, each):
    """Play a seeded random game, calling each(s, action) before every action."""
    rnd = random.Random(seed)
    s = R.new_state(players, seed, options)
    buf = [0] * R.MAX_LEGAL
    while not R.is_over(s):
        n = R.legal_actions(s, buf)
        for i in range(n):
            each(s, buf[i])
        R.apply(s, buf[rnd.randrange(n)])
    return s


@pytest.mark.parametrize("players,options,seed", [(2, 0, 1), (3, 1, 2), (4, 1, 3), (4, 0, 4)])
def test_a_whole_game_is_told_in_french(french, players, options, seed):
    """describe() of every legal action, for the status line and for the log: French, and within the status
    line; then the table page, the score sheet and the outcome."""
    told = []

    def each(s, action):
        status = R.describe(s, action)
        seat = R.current_player(s)
        log = R.describe(s, action, (seat + 1) % players)
        mine = R.describe(s, action, seat)
        lang.choose(lang.ENGLISH)
        english = R.describe(s, action), R.describe(s, action, (seat + 1) % players)
        lang.choose(lang.FRENCH)
        lang.load("games.frogriders.fr")
        told.append((status, log, english))
        assert len(status) <= (24 if action >= R.A_LAND else ui.COLUMNS), status
        assert mine and log

    s = _play(players, options, seed, each)
    assert len(told) > 50
    differ = sum(1 for status, log, english in told if (status, log) != english)
    assert differ >= 0.9 * len(told)
    assert all(status != english[0] for status, _log, english in told if status != "?")
    from games.frogriders import pages

    for seat in range(-1, players):
        lines = pages.info_lines(R.view(s, seat), seat)
        assert all(len(line) <= ui.COLUMNS for line in lines)
        joined = " ".join(lines)
        assert "Trophées" in joined and "Pioche" in joined and "frogs" not in joined
        assert "trophée" not in joined  # the rulebook's capital, everywhere
    rows = R.score_sheet(s)
    assert [label for label, _values in rows][:3] == ["Fleurs", "Obj. Secret", "Commun 1"]
    outcome = R.outcome_text(s)
    assert "sauter" in outcome or "rouge" in outcome
    assert all(len(line) <= ui.COLUMNS for line in outcome.split("\n"))


def test_a_landing_that_captures_either_frog_names_both_in_french(french):
    """The Either card's two captures of one landing on a flower, with a technique: the two texts stay apart,
    in French, within the pop-up's 24 columns, the flower told on both ("La jaune", "La sauteuse")."""
    from frogriders_build import build, cards_of, pad

    from games.frogriders.cards import K_DIAG, K_EITHER, K_FLOWER

    s = build(pond={"E6": "N", "E7": "Y"}, own={0: cards_of(K_FLOWER, 2) + cards_of(K_EITHER)}, rest=2)
    R.apply(s, R.A_FROM + pad("E6"))
    to = R.A_LAND + pad("E8")  # E8 is a flower
    assert R.describe(s, to) == "La jaune, fleur +2"  # "Prendre la jaune, fleur +2": 26
    assert R.describe(s, to + 64) == "La sauteuse, fleur +2"
    # the log says who did what (issue 38.4 and 38.9): a whole sentence, the colour after "grenouille"
    assert R.describe(s, to, 1) == "saute et prend la grenouille jaune, fleur +2"
    assert R.describe(s, to + 64, 1) == "saute et prend la sauteuse marron, fleur +2"
    s = build(pond={"E5": "N", "E6": "Y"}, own={0: cards_of(K_EITHER)}, rest=2)
    R.apply(s, R.A_FROM + pad("E5"))
    assert R.describe(s, R.A_LAND + pad("E7")) == "Saut, prendre la jaune"
    assert R.describe(s, R.A_LAND + 64 + pad("E7")) == "La sauteuse"  # "Prendre la sauteuse marron": 26
    s = build(pond={"E5": "R", "F6": "B"}, own={0: cards_of(K_DIAG)}, rest=2)
    R.apply(s, R.A_FROM + pad("E5"))
    assert R.describe(s, R.A_LAND + 128 + pad("G7")) == "Prendre la bleue"  # the ringed pad shows the diagonal
    assert R.describe(s, R.A_LAND + 128 + pad("G7"), 1) == "saute en diagonale et prend la grenouille bleue"


def test_counts_of_frogs_agree_in_french(french):
    """2 frogs or more take the plural, 0 and 1 the singular; English is unchanged."""
    from games.frogriders.text import colour_count

    assert [colour_count(n, 2) for n in (0, 1, 2, 3)] == ["0 bleue", "1 bleue", "2 bleues", "3 bleues"]
    assert colour_count(4, 3) == "4 marron"
    lang.choose(lang.ENGLISH)
    assert [colour_count(n, 2) for n in (0, 1, 2)] == ["0 blue", "1 blue", "2 blue"]
