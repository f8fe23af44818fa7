#!/usr/bin/env python3
"""Seeded CPU tournaments under CPython: one CPU seat (Easy, Normal or Hard) against Random, Normal or Greedy seats.

    .venv/bin/python tools/arena.py [--games N] [--json FILE|-] [--game ID[,ID...]] [--against KIND[,KIND...]]
                                    [--cpu LEVEL[,LEVEL...]] [--first K] [--jobs K] [--help]

Each row plays N games (default 100); the CPU's seat turns round the table from game to game (game k: seat
k mod players), every game has its own seed, and the other seats are:
  random  a seeded random.Random picks among the legal actions;
  normal  CPU Normal (lib/cpu.choose from its own view, the same seeds);
  greedy  the action with the best immediate score: each legal action applied once to a state dealt from
          the seat's view (the game's cpu.sample), judged by the game's cpu.evaluate; ties go to the first.
So a run replays exactly. Every CPU decides from its view only with an unlimited time budget: its whole
deterministic plan runs. A row counts outright wins (the CPU seat alone among winners()), shared wins (the
CPU among several winners; a tie of every seat is also counted apart as a tie); the win rate, its 95 %
Wilson interval and the target are of outright wins. Boussanga solo (co-op) has no other seat: the row
gives Hard's win rate and its ranks (Won = 12 cards or fewer discarded, Erudit 10, Maitre 8).
--first K plays games K..K+N-1 of each row (default 0): fresh seeds to confirm what was tuned on others.
--game, --against and --cpu keep the rows of those games / kinds of opponent / CPU levels.
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
KINDS = ("random", "normal", "greedy")
MAX_STEPS = 5000
BIG = 10**6

# (game, players, options, CPU level, the other seats, target outright win rate or None): the targets
ROWS = (
    ("bog", 2, 0, "hard", "random", 0.90), ("bog", 2, 0, "normal", "random", 0.60),
    ("bog", 2, 0, "easy", "random", None),
    ("frogriders", 2, 0, "hard", "random", 0.90), ("frogriders", 2, 0, "normal", "random", 0.60),
    ("frogriders", 4, 0, "hard", "random", 0.90),
    ("boussanga", 2, 0, "hard", "random", 0.90), ("boussanga", 2, 0, "normal", "random", 0.60),
    ("boussanga", 4, 0, "hard", "random", 0.90),
    ("boussanga", 1, 1, "hard", "random", None),
    ("bunnyboom", 2, 0, "hard", "random", 0.90), ("bunnyboom", 2, 0, "normal", "random", 0.60),
    ("bunnyboom", 4, 0, "hard", "random", 0.90),
    ("lebog", 5, 0, "hard", "random", 0.35), ("lebog", 5, 0, "normal", "random", None),
    ("lebog", 3, 0, "hard", "random", None), ("lebog", 5, 0, "hard", "normal", 0.33),
    ("bog", 2, 0, "hard", "normal", 0.60), ("frogriders", 2, 0, "hard", "normal", 0.60),
    ("boussanga", 2, 0, "hard", "normal", 0.60), ("bunnyboom", 2, 0, "hard", "normal", 0.60),
    ("bog", 2, 0, "hard", "greedy", 0.85), ("frogriders", 2, 0, "hard", "greedy", 0.85),
    ("boussanga", 2, 0, "hard", "greedy", 0.85), ("bunnyboom", 2, 0, "hard", "greedy", 0.85),
)


def greedy(rules, brain, v, seat, seed, buf):
    """The action with the best immediate score for seat from view v: each legal action applied once to a
    state dealt from the view, judged by the game's evaluate(); the first of equals."""
    s = brain.sample(v, seat, seed & 0x3FFFFFF)
    n = rules.legal_actions(s, buf)
    best, act = None, buf[0]
    t = bytearray(len(s))
    for i in range(n):
        t[:] = s
        rules.apply(t, buf[i])
        x = brain.evaluate(t, seat)
        if best is None or x > best:
            best, act = x, buf[i]
    return act


def play_one(gid, players, options, level, against, k):
    """Play game k of a row; return (CPU won outright, shared a win, every seat tied, co-op rank text or '')."""
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
        elif against == "normal":
            a = cpu.choose(rules, rules.view(s, seat), seat, cpu.NORMAL, seed + step, BIG, brain=brain)
        elif against == "greedy":
            a = greedy(rules, brain, rules.view(s, seat), seat, seed + step, buf)
        else:
            a = buf[rnd.randrange(rules.legal_actions(s, buf))]
        rules.apply(s, a)
        step += 1
    if games.CPU_FALLBACKS[0]:  # STRICT raises first; this catches a fallback counted some other way
        raise RuntimeError("CPU fallback in %s game %d: %s" % (gid, k, games.CPU_FALLBACKS[1]))
    won = rules.winners(s) if rules.current_player(s) < 0 else ()
    rank = rules.headline(s) if gid == "boussanga" and players == 1 else ""
    alone = me in won and len(won) == 1
    return alone, me in won and not alone, players > 1 and len(won) == players, rank


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


def select(only=None, against=None, levels=None):
    """The rows of the games in only, against the kinds in against, of the CPU levels in levels (None: all)."""
    return [r for r in ROWS if (only is None or r[0] in only) and (against is None or r[4] in against)
            and (levels is None or r[3] in levels)]


def run(n_games, only=None, jobs=2, against=None, levels=None, first=0):
    """Play games first..first+n_games-1 of every selected row; return a list of result dicts."""
    rows = select(only, against, levels)
    tasks = [(gid, players, options, level, kind, k) for gid, players, options, level, kind, _t in rows
             for k in range(first, first + n_games)]
    if jobs <= 1:
        results = [_task(t) for t in tasks]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_task, tasks, chunksize=4))
    out = []
    for i, (gid, players, options, level, kind, target) in enumerate(rows):
        mine = results[i * n_games:(i + 1) * n_games]
        wins = sum(1 for w, _s, _t, _r in mine if w)
        lo, hi = wilson(wins, n_games)
        ranks = {}
        for _w, _s, _t, r in mine:
            if r:
                ranks[r] = ranks.get(r, 0) + 1
        out.append({"game": gid, "players": players, "options": options, "cpu": level, "against": kind,
                    "games": n_games, "first": first, "wins": wins,
                    "shared_wins": sum(1 for _w, sh, _t, _r in mine if sh),
                    "ties": sum(1 for _w, _s, t, _r in mine if t), "win_rate": wins / n_games,
                    "ci95": [round(lo, 3), round(hi, 3)], "target": target,
                    "met": None if target is None else wins / n_games >= target, "ranks": ranks})
    return out


def table(results):
    """The results as a Markdown table (wins: outright; shared: the CPU among several winners, ties: every seat)."""
    lines = ["| game | seats | options | CPU | against | games | wins | shared | ties | win rate | 95 % interval "
             "| target |", "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        against = "solo co-op" if r["players"] == 1 else "%d %s" % (r["players"] - 1, r["against"].capitalize())
        target = "-" if r["target"] is None else ">= %d %% %s" % (100 * r["target"], "met" if r["met"] else "MISSED")
        if r["ranks"]:
            target = ", ".join("%s %d" % (k, v) for k, v in sorted(r["ranks"].items()))
        lines.append("| %s | %d | %d | %s | %s | %d | %d | %d | %d | %.1f %% | %.1f-%.1f %% | %s |" % (
            r["game"], r["players"], r["options"], r["cpu"], against, r["games"], r["wins"], r["shared_wins"],
            r["ties"], 100 * r["win_rate"], 100 * r["ci95"][0], 100 * r["ci95"][1], target))
    return "\n".join(lines)


def _value(argv, flag, default):
    """The word after flag in argv, else default."""
    return argv[argv.index(flag) + 1] if flag in argv else default


def main(argv):
    """Run the tournament, print the table, optionally write the JSON; --help prints the usage."""
    if "--help" in argv or "-h" in argv:
        print(__doc__)
        return 0
    n = int(_value(argv, "--games", 100))
    only = _value(argv, "--game", None)
    against = _value(argv, "--against", None)
    against = against.split(",") if against else None
    if against and not set(against) <= set(KINDS):
        print("--against takes %s" % ",".join(KINDS), file=sys.stderr)
        return 2
    levels = _value(argv, "--cpu", None)
    results = run(n, only.split(",") if only else None, int(_value(argv, "--jobs", 2)), against,
                  levels.split(",") if levels else None, int(_value(argv, "--first", 0)))
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
