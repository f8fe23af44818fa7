#!/usr/bin/env python3
"""Write the golden replays: a few seeded games per registered game, as action lists and final states.

    .venv/bin/python tools/golden.py            (writes tests_host/golden/<id>.txt for every game)
    .venv/bin/python tools/golden.py bog ...    (only these games)

Each game is played with the driver's fixed policy (tools/mp/driver.py) on CPython. tests_host/test_golden.py
replays the stored actions on CPython and on MicroPython and compares the final state byte for byte, so any
change to a game's rules, data or PRNG use shows up. Rewrite the files only for an intended rules change
(and bump the game's STATE_VERSION when old saves no longer mean the same thing).
"""

import os
import sys

import hostenv  # noqa: E402  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

from mpy import run_cpython_driver  # noqa: E402

import games  # noqa: E402

GOLDEN_DIR = os.path.join(ROOT, "tests_host", "golden")
MAX_STEPS = 1500


def configs(game_id):
    """(players, options, seed) of the stored games: fewest and most players, and one option choice."""
    row = games.find(game_id)
    rules = games.load_rules(game_id)
    out = [(row[2], 0, 11), (row[3], 0, 12)]
    if rules.OPTIONS:
        out.append((row[3], 1, 13))  # the first option's second choice
    if len(rules.OPTIONS) > 1:
        out.append((row[2], 1 << 4, 14))  # the second option's second choice
    return out


def path_of(game_id):
    """The golden file of a game."""
    return os.path.join(GOLDEN_DIR, game_id + ".txt")


def write(game_id):
    """Play the configs of one game and write its golden file; return the number of records."""
    lines = ["# Golden replays of %s, written by tools/golden.py: players options seed, the actions, the final "
             "state (hex)." % game_id]
    for players, options, seed in configs(game_id):
        out = run_cpython_driver("play", game_id, players, seed, "--options", options, "--max-steps", MAX_STEPS)
        final = out.splitlines()[0].split()
        actions = final[final.index("ACTIONS") + 1] if "ACTIONS" in final and final[-1] != "ACTIONS" else ""
        lines += ["game %d %d %d" % (players, options, seed), "actions " + actions, "final " + final[1]]
    os.makedirs(GOLDEN_DIR, exist_ok=True)
    with open(path_of(game_id), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    return len(configs(game_id))


def main(argv):
    """Write the golden files of the games named (default: every registered game)."""
    ids = argv or [row[0] for row in games.GAMES]
    for game_id in ids:
        print("%s: %d games written to %s" % (game_id, write(game_id), os.path.relpath(path_of(game_id), ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
