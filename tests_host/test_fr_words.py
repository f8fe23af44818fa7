"""French as a French player writes it (issue 38.9, and the French side of 38.4 and 38.5): elision where a name
follows "de", the colours after their noun, whole phrases and sentences saying who did what, one word for saving,
the rulebooks' capitals, a space before ":" and "!", and La Chevauchée des Grenouilles where its name fits."""

import ast
import glob
import os
import re

import lang
import pytest
from console import Console

import ui
from keys import K_A, K_DOWN

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def english_after():
    """Every test leaves the console in English, as the others expect it."""
    yield
    lang.choose(lang.ENGLISH)


def french_nvm(names=()):
    """A blank NVM whose settings say French, with names on the first seats."""
    from boards import headless
    from settings import Settings

    nvm = bytearray(b"\xff" * headless.NVM_SIZE)
    s = Settings(nvm)
    s.set("language", lang.FRENCH)
    for seat, name in enumerate(names):
        s.set_name(seat, name)
    s.save()
    return nvm


def values(path):
    """Every French text of a table: its TEXTS values and its rules page."""
    tree = ast.parse(open(os.path.join(ROOT, path), encoding="utf-8").read())
    out = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") in ("TEXTS", "RULES"):
            out += [n.value for n in ast.walk(node.value) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return out


TABLES = ["lib/fr.py", "lib/frmenu.py"] + sorted(os.path.relpath(p, ROOT)
                                                  for p in glob.glob(os.path.join(ROOT, "games", "*", "fr.py")))


# ------------------------------------------------------------------------------------ elision


def test_de_elides_before_a_vowel_or_h_and_not_before_a_consonant():
    """lang.de: "d'" before a vowel or an h (and a Y before a consonant), "de" before a consonant, "du" for Le
    Bog; English gives the name alone (its format says "of" or "'s" itself)."""
    assert [lang.de(n) for n in ("ANNA", "BOB", "P2", "CPU3", "Le Bog")] == ["ANNA", "BOB", "P2", "CPU3", "Le Bog"]
    lang.choose(lang.FRENCH)
    assert [lang.de(n) for n in ("ANNA", "EVE", "IGOR", "OSCAR", "URSULA", "HUGO", "YVES")] == [
        "d'ANNA", "d'EVE", "d'IGOR", "d'OSCAR", "d'URSULA", "d'HUGO", "d'YVES"]
    assert [lang.de(n) for n in ("BOB", "YANN", "P2", "CPU3", "ZOE", "BOG", "Boussanga")] == [
        "de BOB", "de YANN", "de P2", "de CPU3", "de ZOE", "de BOG", "de Boussanga"]
    assert lang.de("Le Bog") == "du Bog" and lang.de("La Chevauchée des Grenouilles").startswith("de La ")


def _cpu_recap(names):
    """A French Frogriders table, P1 a person named names[0], two CPU seats: the hand-off after their turns."""
    import cputurn

    con = Console(nvm=french_nvm(names), render=False)
    con.set_up("Frogriders", players=3, kinds=(0, 1, 1))
    con.press(K_A)
    for _ in range(3000):
        name = con.screen_name()
        if name == "HandOff":
            return con
        if name == "GameScreen":
            game = con.app.game
            game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[0])
        elif getattr(con.screen, "mode", "") == "wait":
            con.hw.advance(700)
            con.press(K_A)
        else:
            con.hw.advance(cputurn.READ_MS // 4)
            con.step()
    raise AssertionError("no hand-off")


@pytest.mark.parametrize("name,told", [("ANNA", "A : au tour d'ANNA"), ("HUGO", "A : au tour d'HUGO"),
                                       ("BOB", "A : au tour de BOB"), ("EVANGELI", "A : au tour d'EVANGELI"),
                                       ("WILHELMA", "A : au tour de WILHELMA")])
def test_the_hand_off_says_whose_turn_with_elision(name, told):
    """"au tour d'ANNA" before a vowel or an h, "au tour de BOB" before a consonant (issue 38.9); the longest
    names fit beside "Suivant :" and in the hint."""
    con = _cpu_recap((name,))
    assert told in con.texts()
    import fit

    assert fit.problems(con.app.root) == []


def test_a_title_in_a_sentence_follows_de_as_french_does():
    """The replace questions say "la partie du Bog", never "de Le Bog"; BOG keeps "de"."""
    import frmenu

    lang.choose(lang.FRENCH)
    assert frmenu.TEXTS["%s (%dP) is saved. A new game of %s takes its place."] % (
        lang.de("Le Bog"), 3, lang.de("BOG")) == ("La partie du Bog (3J) est sauvegardée. Une nouvelle partie de BOG "
                                                  "prend sa place.")


# ------------------------------------------------------------------------------------ the Frogriders title


def test_la_chevauchee_des_grenouilles_where_the_name_fits():
    """French sentences name Frogriders as its rulebook does (lang.full_title); the launcher's rows and the title bars,
    26 columns, keep "Frogriders" (the whole name is 29 characters)."""
    assert lang.full_title("Frogriders") == "Frogriders"
    con = Console(nvm=french_nvm())
    assert "Frogriders" in con.texts()  # a launcher row: 24 columns
    assert lang.full_title("Frogriders") == "La Chevauchée des Grenouilles"
    assert lang.full_title("BOG") == "BOG" and lang.full_title("Le Bog") == "Le Bog"
    assert len(lang.full_title("Frogriders")) > ui.COLUMNS
    # a new game over a saved Frogriders game: both questions name it whole, wrapped
    con.app.saves.write("frogriders", 2, 0, 1, bytearray(200))
    con.app.home()
    con.step()
    con.screen.index = con.screen.items.index("Bunny Boom")
    con.press(K_A, K_A)
    said = " ".join(" ".join(con.texts()).split())
    assert "La partie de La Chevauchée des Grenouilles (2J) est sauvegardée." in said, said
    con.press(K_DOWN, K_A)
    said = " ".join(" ".join(con.texts()).split())
    assert "La partie de La Chevauchée des Grenouilles sauvegardée sera perdue pour de bon." in said, said
    import fit

    assert fit.problems(con.app.root) == []


def test_the_frogriders_rules_page_opens_on_its_french_name():
    from games.frogriders import fr

    assert fr.RULES.startswith("La Chevauchée des Grenouilles.")


# ------------------------------------------------------------------------------------ words and sentences


def test_frog_colours_follow_their_noun():
    """"disque jaune, losange rouge, carré bleu, triangle marron": the adjective after the noun, agreeing with
    it; "grenouille marron" in the log."""
    from games.frogriders import fr

    assert "disque jaune, losange rouge, carré bleu, triangle marron" in fr.RULES
    assert not re.search(r"\b(jaune|rouge|bleue?|marron) (disque|losange|carré|triangle)\b", fr.RULES)
    assert fr.TEXTS["takes %s"] == "prend la grenouille %s" and fr.TEXTS["jumps with a %s frog"].endswith(
        "grenouille %s")


def test_the_log_says_who_did_what_in_whole_sentences():
    """Issue 38.4 in French: the recap glues a name onto a sentence, never an imperative ("ANNA Saut, prendre
    marron"): "ANNA saute et prend la grenouille marron"."""
    from frogriders_build import build, pad

    from games.frogriders import rules as R

    lang.choose(lang.FRENCH)
    lang.load("games.frogriders.fr")
    s = build(pond={"E5": "N", "E6": "Y"}, rest=2)
    R.apply(s, R.A_FROM + pad("E5"))
    ui.SEAT_NAMES[:] = ["ANNA", "BOB"]
    try:
        told = "%s %s" % (ui.seat_name(0), ui.named(lang.tr(R.describe(s, R.A_LAND + pad("E7"), 1))))
        assert told == "ANNA saute et prend la grenouille jaune"
        assert R.describe(s, R.A_LAND + pad("E7")) == "Saut, prendre la jaune"  # the status line: what A does
        assert R.describe(s, R.A_PASS, 1) == "n'envoie aucune grenouille au village"
    finally:
        ui.SEAT_NAMES[:] = []


def test_a_cpus_sentence_too_long_for_the_status_line_shows_what_the_move_was():
    """A CPU's move over the board: its log sentence when it fits the status line, else the status line's own
    words (never a line cut with "~")."""
    import cputurn
    import fit

    con = Console(nvm=french_nvm(), render=False)
    con.set_up("Frogriders", players=2, kinds=(0, 1))
    con.press(K_A)
    seen = []
    for _ in range(4000):
        name = con.screen_name()
        if name in ("ScoreSheet", "GameOver") or len(seen) >= 12:
            break
        mode = getattr(con.screen, "mode", "")
        if name == "CpuTurn" and mode in ("read", "wait"):
            status = con.app.game.view.status
            seen.append(status.text)
            assert len(status.text) <= status.columns and fit.problems(con.app.root) == [], status.text
        if name == "GameScreen":
            game = con.app.game
            game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[0])
        elif name == "HandOff" or mode == "wait":
            con.hw.advance(700)
            con.press(K_A)
        else:
            con.hw.advance(cputurn.READ_MS // 2)
            con.step()
    assert len(seen) >= 4 and all(seen)
    # the secret kept, told as a sentence; a jump's sentence ("saute et prend la grenouille jaune", 34) is too long:
    # the move as the status line says it ("Saut, prendre la jaune")
    assert "garde un Objectif Secret" in seen and any(t[0].isupper() and "prendre" in t for t in seen), seen


def test_whole_phrases_and_one_word_for_saving():
    """"A : résumé", "Terminé ! A : les scores", "Sauvegarder et quitter": never "sauver" / "sauvé" beside
    "sauvegarde"."""
    import fr

    assert fr.TEXTS["Save and quit"] == "Sauvegarder et quitter"
    assert fr.TEXTS["Game over: A for scores"] == "Terminé ! A : les scores"
    assert fr.TEXTS["A: all moves"] == "A : résumé"  # beside "CPU3 a joué": whole, in the banner's room
    for path in TABLES:
        for value in values(path):
            assert not re.search(r"\bsauv(er|é|ée|és|ées)\b", value, re.I), (path, value)


def test_words_a_player_can_decode():
    """Issue 38.5 in French: no "Min cart+5", "Min gren+3" (cut words), "Replis CPU", "Gag"; the Players table
    explains its heads."""
    import frmenu

    from games.frogriders import fr

    every = " ".join(v for path in TABLES for v in values(path))
    for word in (r"Min cart\b", r"Min gren\b", r"\bReplis\b", r"\bGag\b", r"\bgren\+"):
        assert not re.search(word, every), word
    assert [fr.TEXTS[k] for k in ("Few cards", "Few frog+5", "Few frog+3")] == ["Min cartes", "Min gr. +5",
                                                                                "Min gr. +3"]
    heads = frmenu.TEXTS["Name     Pld Won Best Last"].split()[1:]
    legend = frmenu.TEXTS["Pld: games played, Won: games won, Best: best score, Last: last result"]
    assert all("%s :" % head in legend for head in heads), (heads, legend)


def test_the_players_table_shows_its_legend():
    """A game's table in French: its heads, then what they mean in whole words; whole and in its box."""
    import types

    import fit
    import statsrecord

    con = Console(nvm=french_nvm(("ANNA", "BOB")))
    rules = types.SimpleNamespace(scores=lambda s: [5, 3], winners=lambda s: [0])
    game = types.SimpleNamespace(app=con.app, rules=rules, game_id="bog", players=2, options=0, s=bytes(8),
                                 cpu_level=lambda seat: -1)
    statsrecord.record_game(game)
    con.app.home()
    con.step()
    con.screen.index = con.screen.items.index("Players")
    con.press(K_A, K_DOWN, K_A)  # By game: BOG
    shown = con.texts()
    assert "Nom     Jou Vic Rec. Dern." in shown
    said = " ".join(" ".join(shown).split())
    assert "Jou : parties jouées, Vic : victoires" in said, said
    assert fit.problems(con.app.root) == []


# ------------------------------------------------------------------------------------ capitals and typography


def test_the_rulebooks_capitals_everywhere():
    """Frogriders: Trophées, Objectif Secret / Commun, cartes Privilège, as the rulebook writes them; BOG:
    Grenouille, Nénuphar, Mouche, Rive, Rivière, Marécage, Route, Formation; Bunny Boom: every effect's name
    alike, a capital first."""
    from games.bog import fr as bog
    from games.bunnyboom import fr as bb
    from games.frogriders import fr

    for value in list(bog.TEXTS.values()) + [bog.RULES]:
        assert not re.search(r"\b(grenouilles?|nénuphars?|mouches?|rives?|rivière|marécage|routes?|formations?)\b",
                             value), value

    texts = list(fr.TEXTS.values()) + [fr.RULES]
    for value in texts:
        assert not re.search(r"\btroph[ée]e", value), value
        assert not re.search(r"\b[Oo]bjectifs? (secret|commun)", value), value
        assert "cartes privilège" not in value.lower().replace("cartes privilège", "cartes Privilège").replace(
            "cartes Privilège", ""), value
    names = bb.TEXTS["-/put 2 rabbits/give 1 rabbit/swap a card/face-down card/pass hands/Bunny Boom"].split("/")[1:]
    names += bb.TEXTS["-/Bunny Boom/Mega Boom/River Boom/Carrot/Give/Skip/Centre/Gain 1 rabbit/Lose 1 rabbit/New "
                      "river/Free/Burrow/Fox"].split("/")[1:]
    assert all(name[0].isupper() for name in names), names


def test_wrap_keeps_a_french_colon_or_bang_with_its_word():
    """ui.wrap never starts a line with the ":" or "!" French sets apart with a space."""
    text = "Abcdefghij klmnopqrstu vwxyz : la suite ! Et encore : fin"
    for width in range(12, 30):  # (a word longer than the line is cut: none here)
        lines = ui.wrap(text, width)
        assert all(not line.startswith((":", "!", "?", ";")) for line in lines), (width, lines)
        assert " ".join(lines) == text
    assert ui.wrap("But : avoir le plus de points", 5)[0] == "But :"


def test_french_screens_set_a_space_before_colons():
    """What the French console draws: "A : choisir", never "A: choisir"."""
    con = Console(nvm=french_nvm())
    shown = con.texts()
    assert "A : choisir" in shown
    assert not [t for t in shown if re.search(r"[^ ]:( |$)", t)]
