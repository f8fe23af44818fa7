"""Boussanga in French: its table (games/boussanga/fr.py) covers every text the game shows, and nothing else."""

import pathlib
import random
import re

import frtexts
import lang
import pytest
from boussanga_build import build
from console import Console

import gameloop
import ui
from games.boussanga import fr, pages, score
from games.boussanga import rules as R
from games.boussanga import text as text_piece
from keys import K_A, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_UP

GAME_DIR = pathlib.Path(__file__).resolve().parent.parent / "games" / "boussanga"
ACCENTS = "éèêëàâîïôùûüçœÉÈÀÇ«»’"
# files whose strings never reach the screen: tiles.py draws its strings as bitmaps; audit.py names broken
# invariants (a corrupt save's refusal quotes one: translating them would cost table RAM for no action a
# player can take)
NOT_SHOWN_FILES = ("audit.py", "tiles.py", "fr.py")
NOT_SHOWN = {
    # pieces of formats with no word, joins, marks
    "", "s", " ", ", ", "\n", "?", "x", "|", "H", "%d", "%s %s", "%s*", "%s%d", "#%d", "%d %s", "%s x%d",
    " %-2d   %d", "P%d",
    # module names (games.forget), never shown
    "boussanga", "start", "audit", "tiles", "judge",
    # programmer errors: the launcher never asks for another seat count or options, the loop says "Not
    # allowed now" (lib) for an illegal action, the shell never asks a view of a seat that does not play
    "illegal action %d", "no seat %r in this game", "Boussanga is for 1 to 4 players", "bad options %d",
    # the same in French: the game's name, words French shares, "pt" as the rulebook prints it
    "Boussanga", "Mode", "Solo", "Total", "point", "%d point%s", " +bonus", "%dpt",
    # the deck count at x 138 has 3 columns: "D24" stays, and the French rules page says what D counts
    "D%d",
    # the set-up screen's option values: the shell's one translation (lib/frmenu.py), as for every game
    "Off", "On",
}
CONVERSION = re.compile(r"%[-+ #0-9.]*[a-zA-Z%]")


def _coop_board():
    """A co-op board of 59 tokens (5 are collected): B R G lie at A1 for card #6."""
    cells = ["Y"] * 16 + ["B"] * 11 + ["G"] * 12 + ["R"] * 12
    cells += ["."] * (56 - len(cells))
    return ("BRGBGBGB",) + tuple("".join(cells[i:i + 8]) for i in range(0, 56, 8))


_COOP_BOARD = _coop_board()


def _constants():
    """Every string constant of the game's code (not docstrings, not pieces of pages.RULES), with its file."""
    out = set()
    for path in sorted(GAME_DIR.glob("*.py")):
        for value in frtexts.string_constants(path):
            if path.name == "pages.py" and len(value) > 40 and value in pages.RULES:
                continue  # the rules page: fr.RULES, a long text, not TEXTS entries
            out.add((path.name, value))
    return out


@pytest.fixture
def french():
    """French chosen with Boussanga's table loaded; English again afterwards."""
    lang.choose(lang.FRENCH)
    lang.load("games.boussanga.fr")
    yield
    lang.choose(lang.ENGLISH)


def test_every_key_is_a_text_of_the_game():
    """No stale entry: each key of TEXTS is a string constant of games/boussanga/*.py (not fr.py)."""
    texts = {value for name, value in _constants() if name != "fr.py"}
    assert sorted(set(fr.TEXTS) - texts) == []


def test_every_shown_text_has_its_french():
    """No English left: every string constant that can reach the screen has an entry (NOT_SHOWN: why not)."""
    shown = {value for name, value in _constants() if name not in NOT_SHOWN_FILES} - NOT_SHOWN
    assert sorted(shown - set(fr.TEXTS)) == []
    assert NOT_SHOWN.isdisjoint(fr.TEXTS)  # an exception with an entry is a stale exception


def test_values_keep_conversions_width_and_glyphs():
    """Same % conversions in order; a line no wider than 26 where the English fits 26; drawable characters."""
    for key, value in fr.TEXTS.items():
        assert CONVERSION.findall(value) == CONVERSION.findall(key), key
        for k_line, v_line in zip(key.split("\n"), value.split("\n"), strict=True):
            if len(k_line) <= ui.COLUMNS:
                assert len(v_line) <= ui.COLUMNS, value
        assert all(ord(ch) < 128 or ch in ACCENTS for ch in value), value
        assert "’" not in value  # the straight apostrophe, as the contract asks
    assert all(ord(ch) < 128 or ch in ACCENTS for ch in fr.RULES)


def test_french_fits_the_boxes_it_is_shown_in():
    """The widths of the game's own boxes: panel labels, the End button, the ghost's line, the co-op top bar,
    the score sheet's labels, the set-up rows and their three help lines, the recap beside a name."""
    t = fr.TEXTS
    assert max(len(t[k]) for k in ("Collected", "Reserve", "Can't win")) <= 10  # the panel: x 100 to 160
    assert len(t["End now"]) <= 7  # the END_BOX button, 46 px
    verdicts = ("A: lay it", "off board", "not found", "occupied", "no tokens", "complete")
    # a turn rewrites only the verdict (the 10 % redraw budget): at most 9 characters, after the fixed hint
    assert max(len(t[k]) for k in verdicts) <= 9
    assert len(t["Select to turn, "]) + max(len(t[k]) for k in verdicts) <= ui.COLUMNS
    assert len(t["Pts %d/%d Cards %d"] % (17, 15, 28)) <= 18  # a column clear of the seat's name at x 116
    assert max(len(t[k]) for k in ("Cards used", "Bonuses", "Team total")) <= 11  # score sheet labels
    assert max(len(t[k]) for k in ("Teams",)) <= 10 and max(len(t[k]) for k in ("Competitive", "Co-op")) <= 11
    for key in ("1 player plays solo (the co-op goal); 2-4 pick a mode.",
                "Competitive: the most points wins. Co-op: reach 15 points together.",
                "P1 and P3 play against P2 and P4, each team one score."):
        assert len(ui.wrap(t[key])) <= 3, t[key]  # the set-up screen's three help lines
    for key in (" passed: a card out", " laid a card"):  # the seat's name keeps at least 2 columns
        assert len(t[key]) <= ui.COLUMNS - 2
    assert len(t[" laid a card, +%d point%s"] % (12, "s")) <= ui.COLUMNS - 2


def test_rules_page_in_french():
    """RULES: as many paragraphs as the English page, every word within 26 columns, about as long; it explains
    the words the board shows, in the rulebook's vocabulary."""
    assert fr.RULES.count("\n") == pages.RULES.count("\n")
    for line in ui.wrap(fr.RULES):
        assert len(line) <= ui.COLUMNS
    assert all(len(word) <= ui.COLUMNS for word in fr.RULES.split())
    assert len(ui.wrap(fr.RULES)) <= len(ui.wrap(pages.RULES)) * 5 // 4  # condensed as the English page
    # the words the screen shows are the ones the page explains: the verdicts, the panel, the deck count
    for key in ("A: lay it", "occupied", "not found", "complete", "no tokens", "off board", "Can't win", "End now"):
        assert fr.TEXTS[key] in fr.RULES, key
    assert "D = " in fr.RULES and "Érudit" in fr.RULES and "Maître" in fr.RULES
    # the rulebook's own words (Boussanga's French rulebook), never a back-translation of "score", "lay"
    for word in ("combinaison", "réserve", "zone de points", "jamais retournée", "défausser", "collect"):
        assert word in fr.RULES, word


def test_colour_words_agree_in_french_and_stay_in_english():
    """French colour words take an "s" for more than one token; English keeps its texts byte for byte."""
    assert text_piece.color_word(4, 3) == "yellow"
    s = build(board=_COOP_BOARD, coop=True, players=1, hands=[[5, 1, 2, 3]], held=[[0, 0, 0, 0]],
              collect=[1, 1, 3, 0])
    assert R.describe(s, R._A_COLOR + 3) == "Put back 3 red"
    lang.choose(lang.FRENCH)
    try:
        lang.load("games.boussanga.fr")
        assert text_piece.color_word(4, 3) == "jaunes" and text_piece.color_word(1, 1) == "bleu"
        assert R.describe(s, R._A_COLOR + 3) == "Replacer 3 rouges"
        assert R.describe(s, R._A_COLOR + 1) == "Replacer 1 bleu"
    finally:
        lang.choose(lang.ENGLISH)
    assert R.describe(s, R._A_COLOR + 3) == "Put back 3 red"


@pytest.mark.parametrize("players,options", [(2, 0), (3, 0), (4, 1 << 4), (1, 0), (2, 1)])
def test_a_random_game_is_told_in_french(french, players, options):
    """A seeded random game: every action described (status and log) in French, most unlike the English;
    the table page, the final texts and the score sheet in French too."""
    rng = random.Random(27 + players + options)
    s = R.new_state(players, 100 + players, options)
    buf = [0] * R.MAX_LEGAL
    told = differ = 0
    steps = 0
    while not R.is_over(s) and steps < 400:
        seat = R.current_player(s)
        n = R.legal_actions(s, buf)
        for a in buf[:n]:
            for reader in (-1, seat):
                words = R.describe(s, a, reader)
                lang.choose(lang.ENGLISH)
                english = R.describe(s, a, reader)
                lang.choose(lang.FRENCH)
                lang.load("games.boussanga.fr")
                told += 1
                differ += words != english
                if reader < 0:
                    assert len(words) <= ui.COLUMNS or len(english) > ui.COLUMNS, words
        lines = pages.info_lines(R.view(s, seat), seat)
        assert not any(line.startswith(("Reserve", "Deck", "Co-op", "Collected", "Row")) for line in lines)
        R.apply(s, buf[rng.randrange(n)])
        R.check(s)
        steps += 1
    assert told and differ >= told * 9 // 10, (differ, told)
    if R.is_over(s):
        outcome = R.outcome_text(s)
        assert outcome and "points wins" not in outcome and "Lost" not in outcome
        labels = [label for label, _values in R.score_sheet(s)]
        assert labels[:4] == ["Bleu x1", "Vert x1", "Rouge x2", "Jaune x3"]
        assert R.headline(s) in ("", "Perdu", "Gagné", "Gagné : Érudit Boussanga", "Gagné : Maître Boussanga")


def test_final_texts_in_french(french):
    """Co-op losses and wins, competitive ends: the outcome line and headline in French."""
    s = build(board=_COOP_BOARD, coop=True, players=1, hands=[[5, 1, 2, 3]], held=[[0, 0, 0, 0]],
              collect=[1, 1, 3, 0])
    s[R._P_PHASE] = R._PH_OVER
    s[R._P_REASON] = R._END_DECK
    assert R.headline(s) == "Perdu" and R.outcome_text(s).startswith("Perdu : pioche vide, 0 point")
    s[R._P_REASON] = R._END_GOAL
    s[R._P_DISCARD_N] = 8
    s[R._P_HELD] = 2  # 2 blue tokens scored (the count only: check() is not asked)
    assert R.headline(s) == "Gagné : Maître Boussanga"
    assert R.outcome_text(s) == "Gagné : Maître Boussanga (2 points, 8 cartes)."
    s[R._P_DISCARD_N] = 14
    assert R.outcome_text(s) == "Perdu : 14 cartes, max 12 ; 2 points arrivés trop tard."
    s = build(board=("........",) * 8, hands=[[5, 1, 2, 3], [4, 6, 7, 8]])
    s[R._P_PHASE] = R._PH_OVER
    s[R._P_REASON] = R._END_DECK
    s[R._P_END_SEAT] = 1
    assert R.outcome_text(s) == "P2 a vidé la pioche. Dernier tour joué : le plus de points gagne."
    assert [label for label, _v in score.score_sheet(s)][4:] == ["Bonus", "Total"]


def test_the_board_speaks_french(french):
    """On the console: the ghost's line, the co-op top bar and the put-back line in French; a turn of the
    ghost still redraws under 10 % of the screen."""
    rules = R
    s = build(board=("........",) * 7 + ("YYY.....",), hands=[[27, 1, 2, 3], [4, 6, 7, 8]])
    con = Console()
    lang.choose(lang.FRENCH)  # again: the console's boot applied its settings' language (English)
    lang.load("games.boussanga.fr")
    gameloop.GameScreen(con.app, "boussanga", rules, 2, 0, s).begin()
    con.step(1)
    game = con.app.game
    assert game.view.status.text == "Jouer cette carte"
    con.press(K_A)
    worst = 0
    seen = set()
    for key in [K_SELECT] * 9 + [K_DOWN] * 5 + [K_SELECT] * 8 + [K_LEFT] * 4 + [K_SELECT] * 8 + [K_UP, K_RIGHT]:
        con.hw.press(key)
        con.app.step()
        worst = max(worst, con.hw.last_refresh_pixels)
        status = game.view.status.text
        assert status.startswith("Select tourne, ")
        seen.add(status[len("Select tourne, "):])
        con.app.step()
    assert worst <= 160 * 128 // 10, worst
    assert {"A : poser", "occupée"} <= seen
    # co-op: a collected colour goes back onto the board, one cell at a time
    s = build(board=_COOP_BOARD, coop=True, players=1, hands=[[5, 1, 2, 3]], held=[[0, 0, 0, 0]], collect=[1, 1, 3, 0])
    gameloop.GameScreen(con.app, "boussanga", rules, 1, 0, s).begin()
    con.step(1)
    game = con.app.game
    assert game.view.tops[0].text == "Pts 0/15 Coups 0"
    con.press(K_A, K_A)
    assert game.s[rules._P_PHASE] == rules._PH_PUT
    assert game.view.status.text == "A : un rouge ici, reste 3"
    con.press(K_RIGHT)
    assert game.view.status.text == "A : un rouge ici, reste 3"


def test_the_next_player_reads_the_last_move_in_french(french):
    """The recap on the next seat's status line: "Ana a marqué 1 point", "Bo a passé son tour"."""
    s = build(board=("BBB.....",) + ("........",) * 7, players=2, hands=[[5, 1, 2, 3], [6, 7, 8, 9]])
    con = Console()
    lang.choose(lang.FRENCH)  # again: the console's boot applied its settings' language (English)
    lang.load("games.boussanga.fr")
    names = ui.SEAT_NAMES[:]
    ui.SEAT_NAMES[:] = ["Ana", "Bo"]
    try:
        gameloop.GameScreen(con.app, "boussanga", R, 2, 0, s).begin()
        con.step(1)
        game = con.app.game
        view = game.view
        con.press(K_A)  # choose #6 (B R G)
        view.ghost.o, view.ghost.x, view.ghost.y = 0, 4, 0  # B on D1 ends the blue row
        con.press(K_DOWN, K_UP)
        con.press(K_A)
        assert view.status.text == "Ana a marqué 1 point"
        con.press(K_RIGHT)
        while game.target_ids[game.cursor] < 110:  # Bo passes
            con.press(K_RIGHT)
        con.press(K_A)
        assert view.status.text == "Bo a passé son tour"
    finally:
        ui.SEAT_NAMES[:] = names
