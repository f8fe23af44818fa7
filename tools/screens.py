#!/usr/bin/env python3
"""Render the screens of the console to PNG (1x and 4x) with an index.html, for people to look at.

    .venv/bin/python tools/screens.py [--lang fr] [--colour-blind] [OUT_DIR]        (default: out/screens)

Plays scripted games on the headless board through the real launcher, loop and views, and saves
the launcher, hand-off, each kind of decision, the choice list, pause menu, rules, table info,
a save message and the score sheet of every registered game. --lang fr: the same screens in French.
--colour-blind: each screen also in greyscale and as deuteranopia and protanopia show it
(tests_host/colorblind.py; tests_host/test_seat_marks.py checks the seats' marks so).
"""

import os
import random
import sys

import hostenv  # noqa: E402  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

from console import Console as _Console  # noqa: E402

import games  # noqa: E402
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP  # noqa: E402

LANGUAGE = [0]  # lang.ENGLISH or lang.FRENCH: the language every console of the gallery boots in
FILTERS = []  # --colour-blind: the names of tests_host/colorblind.py's filters each screen is also saved through


def Console(nvm=None, **kwargs):  # noqa: N802  (stands where the class was called)
    """A console booting in the gallery's language (a settings record in its NVM says which)."""
    if nvm is None and LANGUAGE[0]:
        from boards import headless
        from settings import Settings

        nvm = bytearray(b"\xff" * headless.NVM_SIZE)
        settings = Settings(nvm)
        settings.set("language", LANGUAGE[0])
        settings.save()
    return _Console(nvm=nvm, **kwargs)


class Gallery:
    """Saves numbered screenshots and remembers them for the index."""

    def __init__(self, out):
        self.out = out
        self.shots = []
        os.makedirs(out, exist_ok=True)

    def shot(self, con, name, caption):
        """Save the current screen at 1x and 4x."""
        stem = "%02d_%s" % (len(self.shots) + 1, name)
        con.hw.save_png(os.path.join(self.out, stem + ".png"), 1)
        con.hw.save_png(os.path.join(self.out, stem + "@4x.png"), 4)
        if FILTERS:
            import colorblind
            import pygame

            pixels = pygame.surfarray.array3d(con.hw.screen_surface(4))
            for name in FILTERS:
                pygame.image.save(pygame.surfarray.make_surface(colorblind.FILTERS[name](pixels)),
                                  os.path.join(self.out, "%s_%s@4x.png" % (stem, name)))
        self.shots.append((stem, caption))

    def write_index(self):
        """index.html: every screen at 1x beside its 4x view."""
        rows = []
        for stem, caption in self.shots:
            filtered = "".join('<img src="%s_%s@4x.png" width="640" height="512" title="%s">' % (stem, name, name)
                               for name in FILTERS)
            rows.append('<figure><figcaption>%s</figcaption><img src="%s.png" width="160" height="128">'
                        '<img src="%s@4x.png" width="640" height="512">%s</figure>' % (caption, stem, stem, filtered))
        html = ("<!doctype html><meta charset=utf-8><title>Pocket Bog screens</title>"
                "<style>body{background:#222;color:#eee;font:14px sans-serif}img{image-rendering:pixelated;"
                "margin:4px;vertical-align:top}figure{margin:16px 0}</style><h1>Pocket Bog screens</h1>"
                + "\n".join(rows))
        with open(os.path.join(self.out, "index.html"), "w") as fh:
            fh.write(html)


def game_screens(gallery, game_id, seed=4):
    """Play one game by keys and capture each kind of screen once."""
    con = Console(seed=seed, render=False)  # frames are drawn when a screenshot is taken
    rows = [r[0] for r in games.GAMES]
    if rows.index(game_id) == 0:
        gallery.shot(con, "launcher", "Launcher")
    con.press(*([K_DOWN] * rows.index(game_id)))
    con.press(K_A)
    rnd = random.Random(seed)
    seen = set()
    for _ in range(6000):
        name = con.screen_name()
        game = con.app.game
        if game is None and name == "SetupScreen":  # players, options and seats, on one screen
            setup = con.screen
            for row in range(len(setup.codes)):  # each row's explanation once, then back to the first row
                gallery.shot(con, "%s_setup%d" % (game_id, row + 1), "%s: set-up, row %d" % (game_id, row + 1))
                con.press(K_DOWN)
            if setup.low < setup.high:  # the most seats: the rows the seat count hides or adds
                con.press(*([K_RIGHT] * (setup.high - setup.low)))
                gallery.shot(con, "%s_setup_most" % game_id, "%s: set-up at %d players" % (game_id, setup.high))
                con.press(*([K_LEFT] * (setup.high - setup.low)))
            con.press(K_A)
            continue
        if game is None and name == "Confirm":
            gallery.shot(con, "%s_replace%d" % (game_id, con.screen.index), "%s: %s" % (game_id, con.screen.heading))
            con.press(K_DOWN, K_A)  # replace it (the gallery's games follow one another)
            continue
        if name == "ScoreSheet":
            gallery.shot(con, game_id + "_score", "%s: score sheet" % game_id)
            break
        if name == "GameOver":
            gallery.shot(con, game_id + "_gameover", "%s: the final position and the last move" % game_id)
            con.press(K_A)
            continue
        if name == "HandOff":
            if "handoff" not in seen and game.last_step is not None:
                seen.add("handoff")
                gallery.shot(con, game_id + "_handoff", "%s: hand-off (nothing private)" % game_id)
            con.press(K_A)
            continue
        if name != "GameScreen":
            con.press(K_A)
            continue
        # a kind of decision: the first word of what its first action does ("Jump", "Bet", "Play"...)
        first = game.rules.describe(game.s, game.buf[0]).split() if game.count else ["none"]
        word = "".join(c for c in first[0] if c.isalpha()) if first else "?"  # "F12:" and "F3:" are one kind
        kind = "popup" if game.choice >= 0 else "decision " + word
        if kind not in seen and len(seen) < 24:
            seen.add(kind)
            stem = "".join(c for c in kind.replace(" ", "_") if c.isalnum() or c == "_")
            gallery.shot(con, "%s_%s" % (game_id, stem), "%s: %s, status '%s'" % (
                game_id, kind, game.status_text()))
        if "pause" not in seen and len(seen) > 3:
            seen.add("pause")
            con.press(K_START)
            gallery.shot(con, game_id + "_pause", "%s: pause menu" % game_id)
            con.press(K_DOWN, K_A)
            gallery.shot(con, game_id + "_rules", "%s: rules summary" % game_id)
            con.press(K_A, K_A, K_SELECT)
            gallery.shot(con, game_id + "_info", "%s: Select, the table" % game_id)
            con.press(K_A)
            continue
        if game.choice >= 0:
            con.press(K_A)
        else:
            con.press(*[rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)) for _ in range(rnd.randrange(3))])
            con.press(K_A)
    return con


# a table with CPU seats per game (0 a person, 1-3 a CPU level): the board with a CPU's move marked, in
# every game (issue 38.2: the marks touch no text; tests_host/fit.py checks them on these screens)
CPU_TABLES = (("bog", (0, 2)), ("frogriders", (0, 1, 1)), ("lebog", (0, 1, 1, 1, 1)), ("bunnyboom", (0, 1, 1)),
              ("boussanga", (0, 1)))


def cpu_screens(gallery, game_id, kinds):
    """A table with CPU seats (kinds: 0 a person, 1-3 a CPU level): a CPU thinking, its move marked on the
    board with "CPU n played", the table on Select, and what a person meets after the CPU seats played."""
    import cputurn

    con = Console(render=False)
    row = games.find(game_id)
    con.set_up(row[1], players=len(kinds), kinds=kinds)
    con.press(K_A)
    seen = set()
    for _ in range(3000):
        name = con.screen_name()
        mode = getattr(con.screen, "mode", "")
        key = "%s_%s" % (name, mode)
        if name == "CpuTurn" and key not in seen and mode in ("think", "read", "wait"):
            seen.add(key)
            gallery.shot(con, "%s_cpu_%s" % (game_id, mode), "%s: a CPU seat, %s" % (game_id, {
                "think": "thinking over the board", "read": "its move marked, 'CPU n played'",
                "wait": "before a person's turn, A gives the board (or every move first)"}[mode]))
            if mode == "read" and "table" not in seen:
                seen.add("table")
                con.press(K_SELECT)
                gallery.shot(con, "%s_cpu_table" % game_id, "%s: Select during a CPU's turn, the table" % game_id)
                con.press(K_B)
        if name == "HandOff" and "handoff" not in seen:
            seen.add("handoff")
            gallery.shot(con, "%s_cpu_recap" % game_id, "%s: every move since the person's last turn" % game_id)
        if len(seen) >= 5 or name in ("ScoreSheet", "GameOver"):
            break
        if name == "GameScreen":
            game = con.app.game
            game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[0])
        elif name in ("HandOff",) or mode == "wait":
            con.hw.advance(700)
            con.press(K_A)
        else:
            con.hw.advance(cputurn.READ_MS // 4)
            con.step()


def replace_screens(gallery):
    """The two questions before a new game replaces the saved one (a BOG save, a new Bunny Boom)."""
    con = Console(render=False)
    con.app.saves.write("bog", 2, 0, 1, bytearray(93))  # offered unchecked by the launcher
    con.app.home()
    con.step()
    con.screen.index = con.screen.items.index("Bunny Boom")
    con.press(K_A, K_A)
    gallery.shot(con, "replace_question", "A new game over a save: keeping it is chosen as it opens")
    con.press(K_DOWN, K_A)
    gallery.shot(con, "replace_really", "Replace it: a second question, again on keeping it")


def settings_screens(gallery):
    """The settings menu, the name editor and the about page."""
    con = Console(render=False)
    con.hw.battery = 3.92
    con.app.home()
    con.step()
    gallery.shot(con, "launcher_battery", "Launcher with the battery voltage")
    con.press(K_UP, K_A)
    gallery.shot(con, "settings", "Settings: Left/Right change a value")
    con.press(*([K_DOWN] * 5), K_A, K_A, K_UP, K_RIGHT, *([K_UP] * 14), K_RIGHT, K_UP)
    gallery.shot(con, "name_editor", "Entering a player name with the d-pad")
    con.press(K_A, K_B, K_DOWN, K_A)
    gallery.shot(con, "about", "About this badge")


def players_screens(gallery):
    """The Players screens after a few finished games: the menu, a game's table, the last games, a player's page
    and the question before clearing."""
    import types

    import statsrecord

    con = Console(render=False)
    names = con.app.settings
    for seat, name in enumerate(("ANA", "BOB", "WILHELMA")):
        names.set_name(seat, name)
    played = 0
    # (game, scores, winners, CPU seat levels)
    for game_id, scores, winners, cpu in (
            ("frogriders", [31, 22, 40], [2], {}), ("bog", [5, 3], [0], {}), ("frogriders", [28, 35, 19], [1], {}),
            ("bog", [2, 6], [1], {1: 2}), ("frogriders", [41, 30, 33], [0], {}), ("bunnyboom", [12, 9, 15], [1], {}),
            ("bog", [4, 7], [1], {0: 2, 1: 2})):  # the fewest rabbits win; a game of CPUs only
        played += 1
        rules = types.SimpleNamespace(scores=lambda s, v=scores: list(v), winners=lambda s, w=winners: list(w))
        game = types.SimpleNamespace(app=con.app, rules=rules, game_id=game_id, players=len(scores), options=0,
                                     s=bytes([played]) * 8, cpu_level=lambda seat, c=cpu: c.get(seat, -1))
        statsrecord.record_game(game)
    con.app.home()
    con.step()
    con.screen.index = con.screen.items.index("Players")
    con.press(K_A)
    gallery.shot(con, "players", "Players: the last games, a table per game, each player, clearing")
    con.press(K_DOWN, K_DOWN, K_A)
    gallery.shot(con, "players_table", "Players: one game's table (played, won, best score, last result)")
    con.press(K_A, K_UP, K_UP, K_A)
    gallery.shot(con, "players_last", "Players: the last games, newest first, winners starred")
    con.press(K_A, K_UP, K_UP, K_A, K_A)
    gallery.shot(con, "players_page", "Players: a player's page with the head-to-heads")
    con.press(K_A, K_B, K_DOWN, K_A)
    gallery.shot(con, "players_clear", "Clear statistics: keeping them is chosen as it opens")


def main(argv):
    """Render everything into the output folder."""
    argv = list(argv)
    if "-h" in argv or "--help" in argv:
        print(__doc__.strip())
        return 0
    while argv and argv[0].startswith("-"):
        if argv[0] == "--lang" and len(argv) > 1:
            import lang
            LANGUAGE[0] = lang.FRENCH if argv[1] == "fr" else lang.ENGLISH
            argv = argv[2:]
        elif argv[0] == "--colour-blind":
            import colorblind
            FILTERS[:] = sorted(colorblind.FILTERS)
            argv = argv[1:]
        else:  # an option this tool does not have: never a folder named after it
            print("unknown option %s (see --help)" % argv[0])
            return 2
    out = argv[0] if argv else os.path.join(ROOT, "out", "screens")
    gallery = Gallery(out)
    last = None
    for game_id, _title, _lo, _hi in games.GAMES:
        last = game_screens(gallery, game_id)
    for game_id, kinds in CPU_TABLES:  # the board during a CPU's turn, its move marked; every move before
        cpu_screens(gallery, game_id, kinds)  # the person's turn
    replace_screens(gallery)
    settings_screens(gallery)
    players_screens(gallery)
    import saves
    nvm = last.hw.nvm
    nvm[saves.GAME_AT + saves.SLOT_AT + 30] ^= 0xFF  # a corrupt save: the next boot names it
    gallery.shot(Console(nvm=nvm, render=False), "corrupt_save", "Boot with the save corrupt")
    cut = bytearray(nvm)
    cut[6 * 512:] = b"\xff" * (len(cut) - 6 * 512)  # a write cut after page 5 (tests_host/flash.py)
    gallery.shot(Console(nvm=cut, render=False), "power_cut", "Boot after a power cut in the middle of a save")
    gallery.write_index()
    print("%d screens in %s" % (len(gallery.shots), out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
