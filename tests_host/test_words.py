"""Whole words on the status lines and in the log (issue 24 items 5 and 6).

Random games of every game: every text describe() writes for the mover's status line (seat -1) and for
each reader's log fits the 26-column status line (the status) and contains none of the cryptic forms
the issue found. No text names a board coordinate: no board draws one, so a place is said by the
cursor ("here", "this card"), by words ("1st left") or by a number the board draws (BOG's route stops).
"""

import random
import re

import pytest

import games

# The old cryptic forms, per game: none may come back.
CRYPTIC = {
    "bog": (r"\b[ABC][1-3]\b", r">", r"\bP\d\+1", r"you\+1", r"\bcard$", r"^Fly to"),
    "frogriders": (r"\b[A-I][1-9]\b", r"\*", r"\b(Y|R|B|Br)\b(?!:)", r"\dpt\b", r"\bdiag\b", r"\(jumper\)",
                   r"\bto village\b"),
    "boussanga": (r"#\d", r"\b[A-H][1-8]\b", r"\bturn \d", r"\b[BGRY]\d"),
    "bunnyboom": (r"\b[LRUD][1-3]\b", r"~", r"pass\+", r"RivBoom|RBoom|Riv\b", r"[a-z]\d",
                  r"Place-2|Give-1", r"\bcentre\b(?<!the centre)"),
    "lebog": (r"\bup \w", r"into its box", r"\(\d+\)"),
}
# The texts the issue quotes (and their kin): each one is caught by its game's patterns.
OLD = {
    "bog": ("F12 shore>C1", "F11 A2>B3 takes F13 +1", "F1 A3>B3 your F13 P2+1", "F1 C1>B1 P1's F13 you+1",
            "F11 A1>A2 fly, card", "Fly to C3"),
    "frogriders": ("E5>G7 diag take Y *", "Jump with B at E3", "B to village: +2B,-2pt", "E5>E7 take R(jumper)",
                   "Keep secret Br+Br+Br 3/set", "Y to village, take Br"),
    "boussanga": ("Play #11", "#27 F5 turn 180", "Store B1 on P1 +bonus", "Pass: discard #2"),
    "bunnyboom": ("Play Bell2 Fox~ pass+1", "Sun2 on L1, +2 rabbits", "Skip U1", "Rabbit on R3",
                  "River Sun2: Place-2", "Play Sun2 RivBoom pass+2"),
    "lebog": ("P1's QS: 0 into its box", "Deal 1/6 P3 deals, up 9D", "calls +2 (5)"),
}
# Le Bog's "plays QS, takes 9, out": the words after a card are set off by commas
LEBOG_PLAY = re.compile(r"^plays (10|[A2-9JQK])[CDHS](, takes \d+)?(, out)?$")


def _texts(gid, players, seed, options=0, steps=400):
    """(status texts, log texts) of every legal action at every decision of a random game."""
    rules = games.load_rules(gid)
    rng = random.Random(seed)
    s = rules.new_state(players, seed, options)
    buf = [0] * rules.MAX_LEGAL
    status, log = set(), set()
    for _ in range(steps):
        if rules.is_over(s):
            break
        n = rules.legal_actions(s, buf)
        for a in buf[:n]:
            status.add(rules.describe(s, a))
            for reader in range(players):
                log.add(rules.describe(s, a, reader))
        rules.apply(s, buf[rng.randrange(n)])
    return status, log


def _option_sets(gid):
    """No option, then each option's every other choice alone."""
    out = [0]
    for k, (_name, values) in enumerate(games.load_rules(gid).OPTIONS):
        out += [i << (4 * k) for i in range(1, len(values))]
    return out


def _seat_counts(gid):
    """The fewest and the most seats of a game."""
    row = games.find(gid)
    return sorted({row[2], row[3]})


@pytest.mark.parametrize("gid", sorted(CRYPTIC))
def test_the_patterns_catch_the_old_texts(gid):
    """Each old cryptic text matches one of its game's patterns (the check below could fail)."""
    patterns = [re.compile(p) for p in CRYPTIC[gid]]
    for text in OLD[gid]:
        assert any(p.search(text) for p in patterns), text


@pytest.mark.parametrize("gid", sorted(CRYPTIC))
def test_texts_are_whole_words_and_fit_the_status_line(gid):
    """No cryptic form in any status or log text of random games; every status text fits 26 columns."""
    patterns = [re.compile(p) for p in CRYPTIC[gid]]
    for players in _seat_counts(gid):
        for seed, options in enumerate(_option_sets(gid)):
            status, log = _texts(gid, players, seed + 1, options)
            assert status
            for text in status | log:
                bad = [p.pattern for p in patterns if p.search(text)]
                assert not bad, (text, bad)
            too_long = [t for t in status if len(t) > 26]
            assert not too_long, too_long
            if gid == "frogriders":  # a landing's two captures share a pop-up of 24 columns
                assert all(len(t) <= 24 for t in status if "take" in t and not t.startswith("Send")), status
            if gid == "lebog":
                plays = [t for t in status | log if t.startswith("plays ")]
                assert plays and all(LEBOG_PLAY.match(t) for t in plays), plays


def test_bog_names_a_move_the_same_for_both_players():
    """BOG: the log a move writes reads the same for the mover and the opponent, but for who scores (item 6)."""
    rules = games.load_rules("bog")
    for seed in range(6):
        rng = random.Random(seed)
        s = rules.new_state(2, seed)
        buf = [0] * rules.MAX_LEGAL
        while not rules.is_over(s):
            n = rules.legal_actions(s, buf)
            for a in buf[:n]:
                mine, theirs = rules.describe(s, a, 0), rules.describe(s, a, 1)
                if mine != theirs:  # only the own-frog landing says "you"
                    assert mine.replace(" gets ", " get ").split(", ")[0] == theirs.split(", ")[0], (mine, theirs)
                    assert "you get" in mine + theirs
            rules.apply(s, buf[rng.randrange(n)])


def test_bog_stops_are_the_numbers_the_board_draws():
    """BOG: "stop N" is the route number drawn on the pad (route_mark tile N-1) of the card under the cursor."""
    from games.bog import pads

    rules = games.load_rules("bog")
    s = rules.new_state(2, 3)
    buf = [0] * rules.MAX_LEGAL
    for _ in range(6):  # a few turns: some frogs on the swamp
        rules.apply(s, buf[rules.legal_actions(s, buf) - 1])

    class Pad:
        def show_marks(self, step, formation):
            self.step = step

    marks = [Pad() for _ in range(9)]
    n = rules.legal_actions(s, buf)
    seen = 0
    for a in buf[:n]:
        text = rules.describe(s, a)
        m = re.match(r"F(\d+) to stop (\d)", text)
        if not m:
            continue
        card = int(m.group(1)) - 1
        pads.draw_marks(marks, rules.view(s, rules.current_player(s)), rules.current_player(s), card)
        steps = sorted(p.step for p in marks if p.step >= 0)
        assert int(m.group(2)) - 1 in steps  # the board numbers this stop
        seen += 1
    assert seen


# Short forms the boards drew beside the status line (issue 24 item 5): objectives, river lines, key hints.
SCREEN_CRYPTIC = {
    "frogriders": (r"\dpt\b", r"\dfrog", r"\b(Y|R|B|Br)\b(?!:)", r"=\d", r"\d+any\b", r"\bMax\b", r"\d/\d",
                   r"^Card\b", r"\bFlwr\b", r"Few card\+"),
    "bunnyboom": (r"Put\d", r"^Down\b", r"^[A-Z][a-z]+( \d)?\s+r\d+$", r"\bpass \+", r"\b(hand|down|r)\d"),
    "boussanga": (r"\bSel\b", r"\b[AB]:[a-z]"),
}
SCREEN_OLD = {
    "frogriders": ("3pt", "5frog", "Y+R=3", "Y+R+Br=6", "5any=5", "most Y+R", "most Br", "Max 6/3", "Max", "6/3",
                   "Card 4/2", "Card", "4/2", "Flwr +1", "Flwr"),
    "bunnyboom": ("Put2", "Put2 r1", "Down", "Swap r2", "Give 1 r1", "pass +2 r3", "pass +1", "hand3 down1"),
    "boussanga": ("Sel:turn B:back A: lay it", "Sel:turn B:back occupied"),
}


@pytest.mark.parametrize("gid", sorted(SCREEN_CRYPTIC))
def test_the_screen_patterns_catch_the_old_forms(gid):
    """Each short form the boards drew matches one of its game's screen patterns (the check below could fail)."""
    patterns = [re.compile(p) for p in SCREEN_CRYPTIC[gid]]
    for text in SCREEN_OLD[gid]:
        assert any(p.search(text) for p in patterns), text


@pytest.mark.parametrize("gid,players,options", [("frogriders", 2, 0), ("frogriders", 4, 1), ("bunnyboom", 4, 0),
                                                 ("boussanga", 2, 0), ("boussanga", 1, 0)])
def test_boards_draw_whole_words(gid, players, options):
    """Every line of text drawn during a random game by keys (objectives, panels, river, the ghost's hint):
    none of the short forms."""
    import fit
    from console import Console

    import launch
    from keys import K_A, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_UP

    fit.install()
    con = Console(render=False)
    launch.launch(con.app, gid, players, options, 0, None, seed=7)
    while con.app.later is not None:
        con.app.step()
    con.step(2)
    patterns = [re.compile(p) for p in SCREEN_CRYPTIC[gid]]
    rnd = random.Random(players)
    seen = set()
    for _ in range(400):
        if con.screen_name() in ("ScoreSheet", "Menu"):
            break
        key = K_A if con.screen_name() != "GameScreen" else rnd.choice((K_A, K_A, K_RIGHT, K_LEFT, K_UP, K_DOWN,
                                                                         K_SELECT if gid == "boussanga" else K_A))
        con.press(key)
        if con.screen_name() == "GameScreen":
            seen.update(fit.drawn_lines(con.app.root))
    shown = {"frogriders": r"^\+\d$", "bunnyboom": r"^(Put 2|Give 1|Swap|Facedown|Pass|Boom)$",
             "boussanga": r"^Select to turn, "}[gid]  # the new words were drawn
    assert len(seen) > 8 and any(re.search(shown, t) for t in seen), sorted(seen)
    for text in seen:
        bad = [p.pattern for p in patterns if p.search(text)]
        assert not bad, (text, bad)


def test_frogriders_common_backs_draw_whole_words():
    """Every kind of common objective back, in either top corner: "most" over its frog icons and 6, "cards"
    over 4, "+1 on" over a flower pad; none of the short forms, and every text fits."""
    import fit
    from console import Console

    import launch
    from games.frogriders import rules as R
    from keys import K_A

    fit.install()
    con = Console(render=False)
    launch.launch(con.app, "frogriders", 3, 0, 0, None, seed=7)
    while con.app.later is not None:
        con.app.step()
    while con.screen_name() == "HandOff":
        con.press(K_A)
    game = con.app.game
    patterns = [re.compile(p) for p in SCREEN_CRYPTIC["frogriders"]]
    seen = set()
    for left, right in ((0, 2), (3, 4), (4, 3), (2, 5)):  # sum, brown, cards, flower, on both sides
        game.s[R.P_COMMON] = left | R.BACK
        game.s[R.P_COMMON + 1] = right | R.BACK
        game.v = R.view(game.s, R.current_player(game.s))
        game.draw()
        lines = fit.drawn_lines(con.app.root)
        seen.update(lines)
        assert not fit.problems(con.app.root), (left, right, fit.problems(con.app.root))
        for text in lines:
            bad = [p.pattern for p in patterns if p.search(text)]
            assert not bad, (text, bad)
    assert {"most", "6", "cards", "4", "+1 on"} <= seen, sorted(seen)


@pytest.mark.parametrize("gid", sorted(CRYPTIC))
def test_a_status_text_names_a_seat_of_eight_letters_whole(gid):
    """Names of 8 letters on every seat: each status text that names a seat ("Give 1 rabbit to P3") still fits
    the 26-column status line with the whole name (ui.named shortens a name only as a last resort)."""
    import ui

    saved = list(ui.SEAT_NAMES)
    ui.SEAT_NAMES[:] = ["ALEXANDR", "BARNABAS", "CHRISTIN", "DOMINICK", "EVANGELI", "FLORENCE", "GUINEVER",
                        "HUMPHREY", "IMOGENES", "JULIETTE"]
    try:
        for players in _seat_counts(gid):
            status, _log = _texts(gid, players, 3, 0, 200)
            long = [t for t in status if re.search(r"\bP\d", t) and len(ui.named(t)) > 26]
            assert not long, long
    finally:
        ui.SEAT_NAMES[:] = saved


def test_frogriders_card_names_are_whole_words():
    """Every card name the panel draws (10 columns) reads as words: none of the short forms ("Few card+5" became
    "Few cards", the one card of that kind)."""
    from games.frogriders.cards import KIND_NAMES

    patterns = [re.compile(p) for p in SCREEN_CRYPTIC["frogriders"]]
    for name in KIND_NAMES:
        assert len(name) <= 10 and not [p.pattern for p in patterns if p.search(name)], name
    assert "Few cards" in KIND_NAMES
