"""Le Bog in French (issue 27): games/lebog/fr.py has every text of the game and no other, keeps each format's
conversions, fits the screen's columns, uses only the glyphs the console draws, and a whole game reads in French."""

import os
import random
import re

import frtexts
import lang
import pytest
from lebog_build import build, card, legal

import ui
from games.lebog import core, fr, hand, pages, rules, setup, showdown, text

GAME_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "games", "lebog")
ACCENTS = "éèêëàâîïôùûüçœÉÈÀÇ«»’"  # lib/lang.py's contract: the accents the glyph sheet draws
CONVERSION = re.compile(r"%[-+ #0]*\d*(?:\.\d+)?[a-zA-Z%]")

# String constants of the game's code that never reach the screen as words (each checked to exist below):
NOT_SHOWN = {
    # rules.OPTIONS labels: the set-up shows setup.OPTION_HELP's labels instead
    "V1 short pack", "V2 A-hearts box", "V4 Poque fine",
    # errors no player sees: the loop says "Not allowed now" itself, the launcher keeps seat counts and options
    # in range (audit.py's invariant messages, shown only inside the shell's "save fails its check" refusal,
    # are diagnostics: audit.py is left out as a whole)
    "illegal action", "Le Bog is for 3 to 10 players", "no seat %r", "option %d has no choice %d",
    "unknown options",
    # text.seat_name's names without a console, and the ui attribute it looks up
    "P%d", "ui", "seat_name",
}
SAME_IN_FRENCH = {"Le Bog", "Bog"}  # the title, and the board's Bog box: the rulebook's own words
SHELL_WORDS = {"off", "on"}  # option values every game shares: lib/fr.py translates them


def _constants():
    """Every string constant of games/lebog/*.py but fr.py and audit.py, docstrings left out."""
    found = set()
    for name in sorted(os.listdir(GAME_DIR)):
        if name.endswith(".py") and name not in ("fr.py", "audit.py"):
            found.update(frtexts.string_constants(os.path.join(GAME_DIR, name)))
    return found


def _is_word(s):
    """True when s has a word once its % conversions are out: format pieces ("%s: %s", " %d ", ", ") are not."""
    return re.search(r"[A-Za-z]{2}", CONVERSION.sub("", s)) is not None


@pytest.fixture
def french():
    """French chosen with the game's table loaded; English again afterwards."""
    lang.choose(lang.FRENCH)
    lang.load("games.lebog.fr")
    yield
    lang.choose(lang.ENGLISH)


def test_every_key_is_a_text_of_the_game():
    constants = _constants()
    stale = [key for key in fr.TEXTS if key not in constants]
    assert not stale, stale
    assert all(text in constants for text in NOT_SHOWN | SAME_IN_FRENCH | SHELL_WORDS)


def test_every_text_shown_has_its_french():
    paragraphs = set(pages.RULES.split("\n"))  # the rules page is fr.RULES, whole
    shown = [c for c in _constants() if _is_word(c) and c not in paragraphs]
    missing = sorted(c for c in shown if c not in fr.TEXTS and c not in NOT_SHOWN | SAME_IN_FRENCH | SHELL_WORDS)
    assert not missing, missing


def test_values_keep_the_conversions_and_fit():
    for key, value in fr.TEXTS.items():
        assert CONVERSION.findall(value) == CONVERSION.findall(key), key
        if len(key) <= ui.COLUMNS:
            assert all(len(line) <= ui.COLUMNS for line in value.split("\n")), (key, value)
        assert value != key, key  # a text the same in French is no entry (SAME_IN_FRENCH)
    assert len(fr.TEXTS["A234567890JQK"]) == 13 and len(fr.TEXTS["CDHS"]) == 4  # indexed by rank and suit


def test_every_character_is_drawn():
    for value in list(fr.TEXTS.values()) + [fr.RULES]:
        odd = [c for c in value if not (" " <= c <= "~" or c == "\n" or c in ACCENTS)]
        assert not odd, (value, odd)
        assert "’" not in value  # the contract: the straight apostrophe


def test_set_up_labels_and_explanations_fit(french):
    for label, help_text in setup.OPTION_HELP:
        assert len(lang.tr(label)) <= 10  # lib/setup_screen.py: the label in 10 columns
        assert lang.tr(help_text) != help_text and len(ui.wrap(lang.tr(help_text))) <= 3  # three help lines
    for _label, values in rules.OPTIONS:
        for value in values:
            assert len(lang.tr(value)) <= 11  # "<value>" in 13 columns


def test_rules_page_in_french_has_the_english_shape():
    english = pages.RULES.split("\n")
    french = fr.RULES.split("\n")
    assert len(french) == len(english)
    for eng, fre in zip(english, french):
        assert eng.startswith("- ") == fre.startswith("- ")  # the rulebook's points stay a list
        assert all(len(line) <= ui.COLUMNS for line in ui.wrap(fre))
    assert "bogue" in fr.RULES and "mitsi" in fr.RULES and "talon" in fr.RULES and "donneur" in fr.RULES


def test_card_names_read_as_the_rulebook_prints_them(french):
    assert [text.card_name(c) for c in core.PAY_CARDS] == ["RK", "10C", "VT", "AK", "DP"]
    assert text.card_name(card("QH")) == "DC" and text.card_name(card("AS")) == "AP"
    lang.choose(lang.ENGLISH)
    assert text.card_name(card("QH")) == "QH"


@pytest.mark.parametrize("seed,players", [(3, 3), (11, 5), (7, 8)])
def test_a_seeded_game_reads_in_french(seed, players):
    rnd = random.Random(seed)
    s = rules.new_state(players, seed, 0)
    steps = []
    while not rules.is_over(s) and len(steps) < 3000:
        action = rnd.choice(legal(s))
        steps.append((bytearray(s), action))
        rules.apply(s, action)
    english = [(rules.describe(b, a), rules.describe(b, a, (b[rules._P_TURN] + 1) % players)) for b, a in steps]
    ended = rules.outcome_text(s)
    lang.choose(lang.FRENCH)
    lang.load("games.lebog.fr")
    try:
        french = [(rules.describe(b, a), rules.describe(b, a, (b[rules._P_TURN] + 1) % players)) for b, a in steps]
        for (before, _action), (status, _log) in zip(steps, french):
            assert len(status) <= ui.COLUMNS + 4, status  # the status line ("P3" names shorten to fit)
            seat = before[rules._P_TURN]
            v = rules.view(before, seat)
            phase = v[rules._P_PHASE]
            info = hand.info_text(v, seat, phase, rules.public_decision(v))
            assert len(info) <= ui.COLUMNS, info
            for line in pages.info_lines(v, seat) + showdown.settlement_lines(v) + showdown.showdown_lines(v):
                assert len(line) <= ui.COLUMNS, line
        differ = sum(1 for e, f in zip(english, french) if e[0] != f[0] and e[1] != f[1])
        assert differ >= 0.9 * len(steps)
        assert rules.outcome_text(s) != ended and "riche" in rules.outcome_text(s)
        assert [label for label, _values in rules.score_sheet(s)] == ["Jetons", "Bilan"]
    finally:
        lang.choose(lang.ENGLISH)
    assert rules.describe(*steps[0]) == english[0][0]  # English again, as before


def test_french_texts_of_the_steps(french):
    # the dealer's exchange, the betting and the play-out, as the status line and a reader's log say them
    s = build(players=3, dealer=0, phase=rules._PH_PLAY, turn=1, hands=("KD 7C", "8C 9C", "10H"),
              comps=(4, 3, 0, 0, 0, 6))
    assert rules.describe(s, card("8C")) == "joue 8T"
    s = build(players=3, dealer=0, phase=rules._PH_PLAY, turn=2, hands=("KD 7C", "8C 9C", "10H"),
              comps=(4, 3, 0, 0, 0, 6))
    assert rules.describe(s, card("10H")) == "joue 10C, prend 3 et sort"
    rest = "8C 8H 8S 9C 9D 9S 10C 10D 10H JC JD JH JS QD QH QS KC KH KS AC AD AH AS".split()
    s = build(players=4, dealer=0, hands=(" ".join(rest[:6]), "7C 7D 9H 10S QC KD", " ".join(rest[6:12]),
                                          " ".join(rest[12:18])), turned="AS", comps=(2, 2, 2, 2, 0, 6))
    rules.apply(s, rules._A_BET + 3)  # seat 1 bogs alone with a pair of 7s
    for _ in range(3):
        rules.apply(s, rules._A_AWAY)
    assert showdown.showdown_lines(rules.view(s, 3)) == ["Abattage : Bog 15 à P2", "P2 : bog de 7",
                                                         "7T 7K 9C 10P DT RK"]
    assert rules.describe(s, rules._A_LEAD) == "passe au jeu des cartes"
    assert lang.tr("bog of %s") % lang.tr("aces") == "bog d'as"
    assert lang.tr("double bog %s+%s") % (lang.tr("kings"), lang.tr("9s")) == "double bog de rois et de 9"


@pytest.mark.parametrize("players", [3, 10])
def test_the_board_in_french_fits_its_lines(players):
    from console import Console

    from games.lebog import view

    Console(render=False)  # first: a console may set the language from its settings
    lang.choose(lang.FRENCH)
    lang.load("games.lebog.fr")
    try:
        _play_the_board_in_french(view, players)
    finally:
        lang.choose(lang.ENGLISH)


def _play_the_board_in_french(view, players):
    """Draw a seeded game's every decision on a BoardView: each line fits, the board names its cards in French."""
    bv = view.BoardView(rules, players)
    rnd = random.Random(players)
    s = rules.new_state(players, players, 0)
    tops = set()
    for _ in range(300):
        if rules.is_over(s):
            break
        action = rnd.choice(legal(s))
        seat = s[rules._P_TURN]
        v = rules.view(s, seat)
        bv.draw(v, seat, bv.target(v, seat, action), ui.named(rules.describe(s, action), ui.COLUMNS))
        for line in [bv.top, bv.info, bv.status] + bv.seat_texts + bv.bet_texts + bv.settle_lines:
            assert len(line.text) <= line.columns, line.text
        tops.add(bv.top.text)
        rules.apply(s, action)
    assert any(" retourne " in top for top in tops) and all(top.startswith("Donne ") for top in tops)
    assert [label.text for label, _count, _x in bv.comp_labels] == ["RK", "10C", "VT", "AK", "DP", "Bog"]


def test_a_seats_chips_and_bet_stay_apart_in_french(french):
    """Issue 38.2: the seats panel's 10 columns, chips then the bet: "1 mise 47" and "14 mise 43" (the chips'
    padding goes first), "146 mis.43" when even that is too long (the word shortened, never "mise43")."""
    from games.lebog import table, view

    bv = view.BoardView(rules, 3)
    s = rules.new_state(3, 1, 0)
    rules.apply(s, rules._A_KEEP)
    for seat, chips, bet in ((0, 1, 47), (1, 14, 43), (2, 146, 43)):
        s[core._P_CHIPS + 2 * seat:core._P_CHIPS + 2 * seat + 2] = chips.to_bytes(2, "little")
        s[core._P_BET + 2 * seat:core._P_BET + 2 * seat + 2] = bet.to_bytes(2, "little")
    v = rules.view(s, 0)
    table.draw(bv, v, 0, 0, v[core._P_PHASE])
    assert [line.text for line in bv.seat_texts] == ["1 mise 47", "14 mise 43", "146 mis.43"]


def test_the_bet_being_chosen_reads_in_french(french):
    s = rules.new_state(3, 1, 0)
    rules.apply(s, rules._A_KEEP)  # the dealer keeps his hand: the betting starts on his left
    seat = s[rules._P_TURN]
    text_, col, width = hand.pick_text(5, s, seat)
    assert text_.startswith("Boguer  5 ") and text_[col:col + width] == " 5 "
    assert hand.info_text(s, seat, rules._PH_BET, False) == "Partir           Boguer 3+"
    rules.apply(s, rules._A_BET + 4)
    seat = s[rules._P_TURN]
    text_, col, width = hand.pick_text(7, s, seat)
    assert text_.startswith("Relancer à  7 ") and text_[col:col + width] == " 7 "
    assert hand.info_text(s, seat, rules._PH_BET, False) == "Partir Tenir 4    Relancer"
    assert rules.describe(s, rules._A_CALL) == "tient : +4, mise 4" and rules.describe(s, rules._A_AWAY) == "s'en va -2"
