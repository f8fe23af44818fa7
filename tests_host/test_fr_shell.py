"""The console in French (issue 27): the language setting, the text sinks, the accent glyphs, the tables."""

import ast
import glob
import os
import re
import subprocess

import devmodel
import lang
import pytest
from console import Console

import games
import settings as settings_module
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_START
from settings import Settings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONVERSION = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?([sdrcxX%])")  # the kinds in order (widths may differ)


@pytest.fixture(autouse=True)
def english_after():
    """Every test leaves the console in English, as the others expect it."""
    yield
    lang.choose(lang.ENGLISH)


def french_nvm():
    """A blank NVM whose settings record says French."""
    from boards import headless

    nvm = bytearray(b"\xff" * headless.NVM_SIZE)
    s = Settings(nvm)
    s.set("language", lang.FRENCH)
    s.save()
    return nvm


def french_tables():
    """(path, module source tree) of lib/fr.py and every games/<id>/fr.py there is."""
    return ["lib/fr.py", "lib/frmenu.py"] + [os.path.relpath(p, ROOT)
                                             for p in sorted(glob.glob(os.path.join(ROOT, "games", "*", "fr.py")))]


def table_of(path):
    """TEXTS and RULES (or None) of a French table, read without importing it."""
    tree = ast.parse(open(os.path.join(ROOT, path), encoding="utf-8").read())
    texts, rules = {}, None
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            name = getattr(node.targets[0], "id", "")
            if name == "TEXTS":
                texts = ast.literal_eval(node.value)
            elif name == "RULES":
                rules = literal_page(node.value)
    return texts, rules


def literal_page(node):
    """A rules page's literal value: a string, or a "\n".join of a tuple of strings (as pages.py writes it)."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "join"
            and len(node.args) == 1):
        return ast.literal_eval(node.func.value).join(ast.literal_eval(node.args[0]))
    return ast.literal_eval(node)


def french_characters():
    """Every character the French tables show (TEXTS values and RULES)."""
    chars = set()
    for path in french_tables():
        texts, rules = table_of(path)
        for value in texts.values():
            chars.update(value.replace("\n", ""))
        if rules is not None:
            chars.update((rules if isinstance(rules, str) else "".join(rules)).replace("\n", ""))
    return chars


# ------------------------------------------------------------------------------------ the setting


def test_the_language_is_kept_in_the_settings_record():
    """Format 3 keeps the language; it reads back, and a change is one write."""
    nvm = bytearray(b"\xff" * 8192)
    s = Settings(nvm)
    assert s.get("language") == lang.ENGLISH
    s.set("language", lang.FRENCH)
    assert s.save()
    again = Settings(nvm)
    assert again.get("language") == lang.FRENCH and again.message == ""
    assert settings_module.RECORD_SIZE == 102 and nvm[settings_module.BASE + 2] == 3


def test_a_format_2_record_without_the_language_loads_in_english():
    """A record the last firmware wrote (101 bytes, CRC at 99) keeps its values and reads as English."""
    from saves import crc16

    nvm = bytearray(b"\xff" * 8192)
    s = Settings(nvm)
    s.set("screen", 4)
    s.set_name(0, "ANA")
    raw = bytearray(s.encode()[:99])  # bytes 0-98 as format 2 had them, then its CRC
    raw[2] = 2
    crc = crc16(memoryview(raw)[0:99])
    raw += bytes((crc & 0xFF, crc >> 8))
    nvm[settings_module.BASE:settings_module.BASE + 101] = raw
    old = Settings(nvm)
    assert old.message == "" and old.get("screen") == 4 and old.names[0] == "ANA"
    assert old.get("language") == lang.ENGLISH


def test_the_console_boots_in_the_language_of_its_settings():
    """Before the first screen: the launcher's rows are French, the logic's items stay English."""
    con = Console(nvm=french_nvm())
    assert lang.chosen() == lang.FRENCH
    shown = con.texts()
    assert "Joueurs" in shown and "Réglages" in shown and "A : choisir" in shown
    assert "Players" in con.screen.items  # menu items are still the English keys
    Console()  # an English record (blank NVM): English again at boot
    assert lang.chosen() == lang.ENGLISH


def test_choosing_french_in_settings_applies_at_once_and_is_saved():
    """Settings -> Language: the settings menu redraws in French at once; leaving saves it; the launcher is
    French; choosing English again turns everything back."""
    con = Console()
    con.screen.index = con.screen.items.index("Settings")
    con.press(K_A)
    con.screen.index = 7
    assert con.screen.items[7].startswith("Language") and con.screen.items[7].endswith("< English >")
    con.press(K_RIGHT)
    assert lang.chosen() == lang.FRENCH
    shown = con.texts()
    assert "Réglages" in shown and any(t.startswith("Langue") and "Français" in t for t in shown)
    assert con.screen.index == 7  # the cursor stays on the row
    con.press(K_B)  # done: saved, back to the launcher
    assert Settings(con.hw.nvm).get("language") == lang.FRENCH
    assert "Joueurs" in con.texts()
    con.screen.index = con.screen.items.index("Settings")
    con.press(K_A)
    con.screen.index = 7
    con.press(K_LEFT)
    assert lang.chosen() == lang.ENGLISH and "Settings" in con.texts()


def test_a_saved_game_resumes_in_the_language_chosen_now():
    """A game saved in English resumes in French once French is chosen: its pause menu is French."""
    con = Console()
    con.set_up("BOG")
    con.press(K_A)  # start
    for _ in range(20):
        if con.screen_name() == "GameScreen":
            break
        con.press(K_A)
    game = con.app.game
    game.rules.legal_actions(game.s, game.buf)
    game.apply(game.buf[0])
    con.app.home()
    con.step()
    s = con.app.settings
    s.set("language", lang.FRENCH)
    s.save()
    con2 = Console(nvm=con.hw.nvm)
    assert con2.screen.items[0].startswith("Reprendre BOG")
    con2.press(K_A)
    for _ in range(10):
        if con2.screen_name() == "GameScreen":
            break
        con2.press(K_A)
    con2.press(K_START)
    shown = con2.texts()
    assert "Pause" in shown and "Reprendre" in shown and "Sauvegarder et quitter" in shown


def test_a_game_table_is_loaded_with_the_game_and_forgotten_with_it(tmp_path, monkeypatch):
    """games.load_rules loads games.<id>.fr in French (never in English); unload lets it go."""

    pkg = tmp_path / "games_fr_probe"
    pkg.mkdir()
    (pkg / "fr.py").write_text('TEXTS = {"Take the river card": "Prendre la carte de la rivière"}\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    lang.choose(lang.FRENCH)
    lang.load("games_fr_probe.fr")
    assert lang.tr("Take the river card") == "Prendre la carte de la rivière"
    lang.forget("games_fr_probe.fr")
    assert lang.tr("Take the river card") == "Take the river card" and "games_fr_probe.fr" not in lang.loaded()
    games.load_rules("bog")
    name = "games.bog.fr"
    has_table = os.path.exists(os.path.join(ROOT, "games", "bog", "fr.py"))
    assert (name in lang.loaded()) == has_table
    games.unload("bog")
    assert name not in lang.loaded() and all(t[0] != name for t in lang._tables)
    lang.choose(lang.ENGLISH)
    games.load_rules("bog")
    assert name not in lang.loaded()  # English loads no table
    games.unload("bog")


# ------------------------------------------------------------------------------------ the sinks


def test_the_text_sinks_show_the_chosen_language():
    """TextLine.set, set_line (cut after translating), a label, Pages paragraphs wrapped in French."""
    import menus

    lang.choose(lang.FRENCH)
    line = ui.TextLine(0, 0, 26)
    line.set("Nothing to undo")
    assert line.shown == "Rien à annuler"
    label = ui.text("Paused", 0, 0)
    assert label.text == "Pause"
    row = ui.text("", 0, 0)
    ui.set_line(row, "Nothing new since your last move", 12)
    assert row.text == "Rien de neu~" and row.fitted[0].startswith("Rien de neuf")
    page = menus.Pages("Saves", "Not enough memory to %s: press reset.\nNothing is lost: the last saved turn is kept."
                        % "x", lambda: None)  # built: shown as built (its format is translated at its source)
    assert page.lines[0].startswith("Not enough")
    page = menus.Pages("Saves", ["Nothing new since your last move"], lambda: None)
    assert page.lines == ui.wrap("Rien de neuf depuis son dernier coup")
    lang.choose(lang.ENGLISH)
    line.set("Nothing to undo")
    assert line.shown == "Nothing to undo"


def test_every_format_keeps_its_conversions_in_order():
    """Each French value of every table has the English key's % conversions, in the same order."""
    bad = []
    for path in french_tables():
        for key, value in table_of(path)[0].items():
            if CONVERSION.findall(key) != CONVERSION.findall(value):
                bad.append("%s: %r -> %r" % (path, key, value))
    assert not bad, "\n".join(bad)


# What a seat did, told after its name in the recap (which wraps it) as a whole French sentence: longer than the
# English where French needs the words ("saute en L et prend la grenouille bleue"); a CPU's status line too short
# for one shows the status line's words (lib/cputurn.py). And a game's title in full, for sentences (lang.full_title).
LONGER_SENTENCES = {
    "jumps with a %s frog", "takes no village action", "sends red and jumps again", "sends blue: no card left",
    "sends yellow, takes %s", "sends blue for %s", "turns the %s objective over",
    "jumps/jumps diagonally/L-jumps/L-jumps/runs up",  # Frogriders
    "Frogriders in full",
}


def test_french_lines_are_no_longer_than_the_english_screen_allows():
    """Where the English text fits 26 columns, so does the French (a line at a time), but for the log's
    sentences and the titles in full."""
    bad = []
    for path in french_tables():
        for key, value in table_of(path)[0].items():
            if key in LONGER_SENTENCES:
                continue
            if max(len(k) for k in key.split("\n")) <= ui.COLUMNS < max(len(v) for v in value.split("\n")):
                bad.append("%s: %r" % (path, value))
    assert not bad, "\n".join(bad)


def test_every_lib_text_has_its_french():
    """Every fixed text and format of lib/ that reaches the screen is a key of lib/fr.py."""
    texts = dict(table_of("lib/fr.py")[0], **table_of("lib/frmenu.py")[0])
    needed = ("Players", "Settings", "Paused", "Resume", "Rules summary", "Hint", "Undo last step",
              "Save and quit", "Pass to", "Next:", "A: %s's turn", "A: I am %s", "%s: final score",
              "Winner: %s", "Winners: %s", "Not allowed now", "Nothing to undo", "Undone", "Time is up!",
              "%s is thinking", "%s played", "Language", "About this badge", "Player names", "Person", "CPU Easy",
              "CPU Normal", "CPU Hard", "Replace the saved game?", "Clear statistics?", "Up/Down %d/%d  A: OK")
    assert [k for k in needed if k not in texts] == []
    assert texts["CPU Easy"].endswith("Facile") and texts["CPU Hard"].endswith("Difficile")


# ------------------------------------------------------------------------------------ the glyphs


def test_every_french_character_has_a_glyph_on_the_desktop():
    """In French every character of every table maps to a tile of the sheet other than "?"'s; the accented
    letters differ from their base letters; English builds no wider sheet."""
    import glyphtext

    english = ui.glyph_sheet()
    lang.choose(lang.FRENCH)
    sheet, first = ui.glyph_sheet()
    assert sheet.width > english[0].width
    unknown = ui.tile_code(63, first)
    missing = sorted(c for c in french_characters() if c != "?" and ui.tile_code(ord(c), first) == unknown)
    assert missing == []
    w, h = 6, 12

    def pixels(c):
        t = ui.tile_code(ord(c), first)
        return [sheet[t * w + x, y] for y in range(h) for x in range(w)]

    for accented, base in zip("éèêëàâîïôùûüçÉÈÀÇ", "eeeeaaiiouuucEEAC"):
        assert pixels(accented) != pixels(base), accented
        assert glyphtext.char_of(ui.tile_code(ord(accented), first), first) == accented
    assert pixels("œ") != pixels("o") and pixels("«") != pixels("<") and any(pixels("»"))
    lang.choose(lang.ENGLISH)
    assert ui.glyph_sheet()[0] is english[0]
    assert ui.tile_code(ord("é"), english[1]) == ui.tile_code(63, english[1])


def test_no_two_texts_of_the_code_share_a_table_key():
    """A table keeps a hash of each English text, not the text: every string constant of the device code and
    every text of the tables (English and French, as a French text may be asked again) has a key of its own,
    so no text is ever shown as another's French."""
    from frtexts import string_constants

    texts = set()
    for pattern in ("code.py", "lib/*.py", "games/*.py", "games/*/*.py", "boards/pybadge.py", "boards/pygamer.py"):
        for path in glob.glob(os.path.join(ROOT, pattern)):
            texts.update(string_constants(path))
    for path in french_tables():
        table = table_of(path)[0]
        texts.update(table)
        texts.update(table.values())
    assert len(texts) > 1000
    keys = {}
    for text in texts:
        keys.setdefault(lang._key(text), []).append(text)
    assert [names for names in keys.values() if len(names) > 1] == []


def test_a_text_missing_from_the_tables_stays_as_it_is():
    """A name or a text no table has is shown unchanged in French; one that a table has is shown in French."""
    lang.choose(lang.FRENCH)
    lang.load("games.lebog.fr")
    assert lang.tr("ANA") == "ANA" and lang.tr("") == "" and lang.tr("P1 plays 10S") == "P1 plays 10S"
    shell, game = table_of("lib/fr.py")[0], table_of("games/lebog/fr.py")[0]
    assert [lang.tr(k) for k in shell] == list(shell.values())
    assert [lang.tr(k) for k in game] == list(game.values())


def test_codes_decodes_french_without_a_string_per_character():
    """glyphtext.codes: ASCII as its bytes, other text as its code points."""
    assert ui.codes("abc") == b"abc"
    assert list(ui.codes("Réglages « œ »’")) == [ord(c) for c in "Réglages « œ »’"]


_GLYPH_PROBE = """
import sys
sys.path[:] = [%r, %r]
import micropython
import lang
import ui
lang.choose(lang.FRENCH)
sheet, first = ui.glyph_sheet()
unknown = ui.tile_code(63, first)
print("MISSING", [c for c in %r if c != 63 and ui.tile_code(c, first) == unknown])
line = ui.TextLine(0, 0, 26)
label = ui.text("", 0, 0)
line.set("warm up")
label.text = "warm up"
micropython.qstr_info()
line.set("\\u00e9t\\u00e9 \\u00e0 \\u00ab \\u0153uf \\u00bb")
label.text = "\\u00c9cran \\u00e7a\\n\\u00ee\\u00ef\\u00fb"
micropython.qstr_info()
print("CODES", list(ui.codes("R\\u00e9glages \\u0153")))
"""


def test_every_french_character_has_a_glyph_on_the_badge_path():
    """Native MicroPython with the device stand-ins: French loads lib/fr.py, builds the sheet, and every
    character of the tables has its tile; drawing French text interns no string; codes() decodes UTF-8."""
    native = devmodel.micropython_unix()
    if native is None:
        pytest.skip("the native MicroPython (requirements-host.txt) is missing")
    wanted = sorted(ord(c) for c in french_characters())
    code = _GLYPH_PROBE % (devmodel.STANDINS, os.path.join(ROOT, "lib"), wanted)
    out = subprocess.run([native, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "MISSING []" in out, out
    counts = [line.split("n_qstr=")[1].split(",")[0] for line in out.splitlines() if "n_qstr=" in line]
    assert len(counts) == 2 and counts[0] == counts[1], out
    assert "CODES %r" % [ord(c) for c in "Réglages œ"] in out, out


# ------------------------------------------------------------------------------------ the deploy


def test_the_deploy_copies_the_french_tables():
    """lib/fr.py is imported by name (lang.choose), lib/accents.py inside a function: both reach the drive,
    and every game's fr.py with its package."""
    import sys

    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import deploy

    files = deploy.device_files(ROOT)
    assert "lib/fr.py" in files and "lib/frmenu.py" in files and "lib/accents.py" in files and "lib/lang.py" in files
    for path in glob.glob(os.path.join(ROOT, "games", "*", "fr.py")):
        assert os.path.relpath(path, ROOT) in files


def test_the_name_editor_and_about_speak_french():
    """Settings -> Player names -> P1 and About this badge, in French."""
    con = Console(nvm=french_nvm())
    con.screen.index = con.screen.items.index("Settings")
    con.press(K_A)
    con.press(*([K_DOWN] * 5), K_A, K_A)
    shown = con.texts()
    assert "Nom de P1" in shown and "A : garder  B : annuler" in shown
    con.press(K_B, K_B)
    con.screen.index = 6
    con.press(K_A)
    shown = " ".join(con.texts())
    assert "À propos" in shown and "Carte :" in shown and "Erreurs CPU : 0" in shown


def test_the_launchers_french_is_held_only_outside_a_game():
    """lib/frmenu.py (launcher, settings, Players) is loaded with the launcher and forgotten when a game
    starts, as on the badge, where a game runs in a VM of its own; lib/fr.py stays."""

    con = Console(nvm=french_nvm())
    assert "frmenu" in lang.loaded() and "fr" in lang.loaded()
    con.set_up("BOG")
    assert any(t.endswith("mise en place") for t in con.texts())
    con.press(K_A)
    assert "frmenu" not in lang.loaded() and "fr" in lang.loaded()
    con.app.home()
    con.step()
    assert "frmenu" in lang.loaded() and "Joueurs" in con.texts()


def test_the_longest_seat_kind_fits_the_set_up_screen_in_french():
    """"CPU Difficile" on every seat of a full table: each row fits beside the scroll arrows."""
    import fit

    con = Console(nvm=french_nvm())
    s = con.set_up("Frogriders", players=4, kinds=(3, 3, 3, 3))
    assert lang.tr("CPU Hard") == "CPU Difficile" and s.kinds == [3, 3, 3, 3]
    for _ in range(len(s.codes)):
        assert fit.problems(con.app.root) == [], con.texts()
        con.press(K_DOWN)


def test_the_set_up_screen_holds_the_games_table_and_lets_it_go_without_a_start():
    """In French the set-up screen shows the game's option labels, values and help from games/<id>/fr.py,
    loaded with the rules; B back to the launcher forgets the table (no game was started)."""
    import sys

    con = Console(nvm=french_nvm())
    con.set_up("Bunny Boom")
    name = "games.bunnyboom.fr"
    assert name in lang.loaded() and name not in sys.modules  # the table is kept, not its module
    con.press(K_DOWN)  # the Fox row: its label, value and help in French
    shown = con.texts()
    assert any(t.startswith("Renard") and t.rstrip().endswith("non>") for t in shown), shown
    assert any(t.startswith("Cartes Renard") for t in shown), shown
    con.press(K_B)
    assert con.screen_name() == "Menu" and "Joueurs" in con.texts()
    assert name not in sys.modules and all(t[0] != name for t in lang._tables)


def test_plurals_follow_the_language():
    """ui.plural: English keeps "0 points"; French says "0 point", "1 point", "2 points"."""
    assert [ui.plural(n, "point") for n in (0, 1, 2, -1)] == ["0 points", "1 point", "2 points", "-1 point"]
    lang.choose(lang.FRENCH)
    assert [ui.plural(n, "point") for n in (0, 1, 2, -1, -2)] == ["0 point", "1 point", "2 points", "-1 point",
                                                                  "-2 points"]
    assert ui.plural(0, "trophée", "trophées") == "0 trophée"


def test_the_shell_and_the_games_write_french_punctuation_alike():
    """Issue 38.9: French typography everywhere alike, a space before ":", ";", "!" and "?" in every French
    table (ui.wrap keeps the sign with its word), and the option values "off"/"on" translated once, by the shell."""
    bad = []
    for path in french_tables():
        texts, rules = table_of(path)
        for value in list(texts.values()) + [rules or ""]:
            bad += ["%s: %r" % (path, value[max(0, m.start() - 12):m.end()])
                    for m in re.finditer(r"[^ \n][:;!?](?=[ \n]|$)", value)]
        if path.startswith("games/"):
            assert not {"off", "on", "Off", "On", "%s: %s"} & set(texts), path
    assert not bad, "\n".join(bad)
    assert table_of("lib/fr.py")[0]["%s: %s"] == "%s : %s"  # the glue of a label and its value


def test_the_launchers_resume_row_is_whole_in_both_languages():
    """Issue 38.1: "Reprendre Bunny Boom (2~" was cut; the row names the game and the seats whole in its 24
    columns, in English and in French, for every game at its most seats."""
    import frmenu

    for form in ("Resume %s (%dP)", frmenu.TEXTS["Resume %s (%dP)"]):
        for _gid, title, _lo, hi in games.GAMES:
            assert len(form % (title, hi)) <= ui.COLUMNS - 2, form % (title, hi)


def test_words_a_player_can_decode():
    """Issue 38.5: the Players table's French heads read as words ("Vic", never "Gag", a joke), the About page's
    CPU line says errors, and Boussanga's rules pages say what the "x" beside the cards and in "Blue x1" mean."""
    import frmenu

    from games.boussanga import fr as bfr
    from games.boussanga import pages

    head = frmenu.TEXTS["Name     Pld Won Best Last"]
    assert "Gag" not in head and "Vic" in head and len(head) == len("Name     Pld Won Best Last")
    assert frmenu.TEXTS["CPU fallbacks: %d"].startswith("Erreurs CPU")
    assert "x under a card = pass with it" in pages.RULES and "Blue x1" in pages.RULES
    assert "x sous une carte = passer" in bfr.RULES and "Bleu x1" in bfr.RULES
