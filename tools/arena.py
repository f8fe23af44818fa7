#!/usr/bin/env python3
"""Seeded CPU tournaments under CPython: one CPU seat (Easy, Normal or Hard) against Random seats.

    .venv/bin/python tools/arena.py [--games N] [--json FILE|-] [--game ID[,ID...]] [--jobs K]

Each row plays N games (default 100); the CPU's seat turns round the table from game to game (game k: seat
k mod players), every game has its own seed, and the Random seats draw from a seeded random.Random, so a
run replays exactly. The CPU decides from its view only (lib/cpu.choose) with an unlimited time budget:
its whole deterministic plan runs. A win is the CPU seat among winners() (a shared win counts);
the 95 % interval is Wilson's. Boussanga solo (co-op) has no Random seat: the row gives Hard's win rate and
its ranks (Won = 12 cards or fewer discarded, Erudit 10, Maitre 8).
A CPU search that fails stops the tournament (cpu.STRICT): no decision falls back to the first legal action.
"""

import json
import math
import random
import sys
from array import array
from concurrent.futures import ProcessPoolExecutor

import hostenv  # noqa: F401  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

import cpu  # noqa: E402

import games  # noqa: E402

cpu.STRICT = True  # a failed search raises (the tournament stops) instead of playing the first action
LEVELS = {"easy": cpu.EASY, "normal": cpu.NORMAL, "hard": cpu.HARD}
MAX_STEPS = 5000
BIG = 10**6

# (game, players, options, CPU level, target win rate or None): the targets
ROWS = (
    ("bog", 2, 0, "hard", 0.90), ("bog", 2, 0, "normal", 0.60), ("bog", 2, 0, "easy", None),
    ("frogriders", 2, 0, "hard", 0.90), ("frogriders", 2, 0, "normal", 0.60), ("frogriders", 4, 0, "hard", 0.60),
    ("boussanga", 2, 0, "hard", 0.90), ("boussanga", 2, 0, "normal", 0.60), ("boussanga", 4, 0, "hard", 0.60),
    ("boussanga", 1, 1, "hard", None),
    ("bunnyboom", 2, 0, "hard", 0.90), ("bunnyboom", 2, 0, "normal", 0.60), ("bunnyboom", 4, 0, "hard", 0.60),
    ("lebog", 5, 0, "hard", 0.50), ("lebog", 5, 0, "normal", None), ("lebog", 3, 0, "hard", None),
)


def play_one(gid, players, options, level, k):
    """Play game k of a row; return (CPU won, tied win, co-op rank text or '')."""
    rules = games.load_rules(gid)
    brain = cpu.brain_of(games.load_rules(gid))
    seed = 7919 * k + 17
    s = rules.new_state(players, seed, options)
    me = k % players
    rnd = random.Random(seed)
    buf = array("H", range(rules.MAX_LEGAL))
    step = 0
    while rules.current_player(s) >= 0 and step < MAX_STEPS:
        seat = rules.current_player(s)
        if seat == me:
            a = cpu.choose(rules, rules.view(s, seat), seat, LEVELS[level], seed + step, BIG, brain=brain)
        else:
            a = buf[rnd.randrange(rules.legal_actions(s, buf))]
        rules.apply(s, a)
        step += 1
    if games.CPU_FALLBACKS[0]:  # STRICT raises first; this catches a fallback counted some other way
        raise RuntimeError("CPU fallback in %s game %d: %s" % (gid, k, games.CPU_FALLBACKS[1]))
    won = rules.winners(s) if rules.current_player(s) < 0 else ()
    rank = rules.headline(s) if gid == "boussanga" and players == 1 else ""
    return me in won, me in won and len(won) > 1, rank


def wilson(wins, n, z=1.96):
    """95 % Wilson interval of a win rate, as (low, high)."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def _task(args):
    """Worker entry: one game."""
    return play_one(*args)


def run(n_games, only=None, jobs=2):
    """Play every row (or those of the games in only); return a list of result dicts."""
    rows = [r for r in ROWS if only is None or r[0] in only]
    tasks = [(gid, players, options, level, k) for gid, players, options, level, _t in rows for k in range(n_games)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(_task, tasks, chunksize=4))
    out = []
    for i, (gid, players, options, level, target) in enumerate(rows):
        mine = results[i * n_games:(i + 1) * n_games]
        wins = sum(1 for w, _t, _r in mine if w)
        lo, hi = wilson(wins, n_games)
        ranks = {}
        for _w, _t, r in mine:
            if r:
                ranks[r] = ranks.get(r, 0) + 1
        out.append({"game": gid, "players": players, "options": options, "cpu": level, "games": n_games,
                    "wins": wins, "shared_wins": sum(1 for _w, t, _r in mine if t), "win_rate": wins / n_games,
                    "ci95": [round(lo, 3), round(hi, 3)], "target": target,
                    "met": None if target is None else wins / n_games >= target, "ranks": ranks})
    return out


def table(results):
    """The results as a Markdown table."""
    lines = ["| game | seats | options | CPU | against | games | wins | win rate | 95 % interval | target |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        against = "solo co-op" if r["players"] == 1 else "%d Random" % (r["players"] - 1)
        target = "-" if r["target"] is None else ">= %d %% %s" % (100 * r["target"], "met" if r["met"] else "MISSED")
        if r["ranks"]:
            target = ", ".join("%s %d" % (k, v) for k, v in sorted(r["ranks"].items()))
        lines.append("| %s | %d | %d | %s | %s | %d | %d | %.1f %% | %.1f-%.1f %% | %s |" % (
            r["game"], r["players"], r["options"], r["cpu"], against, r["games"], r["wins"], 100 * r["win_rate"],
            100 * r["ci95"][0], 100 * r["ci95"][1], target))
    return "\n".join(lines)


def main(argv):
    """Run the tournament, print the table, optionally write the JSON."""
    n = int(argv[argv.index("--games") + 1]) if "--games" in argv else 100
    only = argv[argv.index("--game") + 1].split(",") if "--game" in argv else None
    jobs = int(argv[argv.index("--jobs") + 1]) if "--jobs" in argv else 2
    results = run(n, only, jobs)
    print(table(results))
    if "--json" in argv:
        i = argv.index("--json")
        path = argv[i + 1] if i + 1 < len(argv) else "-"
        data = json.dumps({"games_per_row": n, "rows": results}, indent=2, sort_keys=True)
        if path == "-":
            print(data)
        else:
            with open(path, "w") as fh:
                fh.write(data + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
