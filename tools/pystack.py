#!/usr/bin/env python3
"""CPU decisions against CircuitPython's Python-frame stack ("pystack"): the most each game and level needs.

    .venv/bin/python tools/pystack.py [--game ID[,ID...]] [--positions N] [--seeds N] [--bisect] [--json FILE|-]

CircuitPython keeps Python call frames in a fixed pystack: 1,536 bytes on SAMD51 boards in 9.x, 2,048 in 10.x
(the tests' WebAssembly MicroPython has 8 KB unless told otherwise: MP_PYSTACK_BYTES of tools/mp/run_mp.mjs).
tools/mp/pystack_probe.py runs the console's own frames (code.py's module, main(), App.run(), App.step(),
CpuTurn.tick() or the pause menu's Hint, cputurn.decide(), cpu.choose() and the search) over random games of
every game at 2 seats (3 for Le Bog) and at the most seats, the CPU seats at EASY, NORMAL and HARD, and seat 0
asking for Hints, and reports the most pystack any decision took (a canary over the free pystack).

Figures, per game and level ("hint" for the pause menu's Hint):
- peak: bytes of pystack the run needed, counted from its bottom, frames rounded to the 8-byte alignment.
  Under tools/mp/run_mp.mjs the bottom holds what is not on the badge: the JS entry (ENTRY_BYTES, the
  `exec(compile(...))` line runPython runs) and the probe's module frame; BASE in the result is both.
- device: peak - base, the frames from code.py's module frame up: what the badge needs.
BUDGET_BYTES is the pystack every game and level must decide in (tests_host/test_pystack.py runs them with
MP_PYSTACK_BYTES=BUDGET_BYTES, the JS entry and probe included). --bisect also finds, per game and level, the
smallest MP_PYSTACK_BYTES (32-byte steps) at which every decision runs without a "pystack exhausted", as a
check on the canary.

measure() returns the figures (tools/bench.py prints pystack_peak_bytes).
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

import hostenv  # noqa: F401  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

from mpy import RUNNER, MicroPythonError, _require_node  # noqa: E402

import games  # noqa: E402

PROBE = os.path.join(ROOT, "tools", "mp", "pystack_probe.py")
STUBS = os.path.join(ROOT, "tools", "mp", "pystub")
BUDGET_BYTES = 1280  # the issue's target: fits CircuitPython 9's 1,536 with room for the badge's own frames
MEASURE_BYTES = 8192  # the pystack the measuring run gets (the WebAssembly package's default)
LEVELS = ("easy", "normal", "hard", "hint")
STEP = 32


def seat_counts(game_id):
    """The seat counts probed: 2 (or the least) and the most."""
    row = games.find(game_id)
    return sorted({max(2, row[2]), row[3]})


def jobs(game_ids=None, positions=4, seeds=1, levels=(0, 1, 2, 3)):
    """Probe jobs (game, players, options, level, seed, positions): every game, seat count, level and seed."""
    out = []
    for gid in game_ids or [row[0] for row in games.GAMES]:
        for players in seat_counts(gid):
            for level in levels:
                for k in range(seeds):
                    out.append((gid, players, 0, level, 101 + 1000 * k, positions))
    return out


def _stage(tmp):
    """MP_EXTRA_LIB for the probe: code.py and the stand-ins (tools/mp/pystub) under /lib."""
    shutil.copy(os.path.join(ROOT, "code.py"), os.path.join(tmp, "code.py"))
    shutil.copytree(STUBS, os.path.join(tmp, "pystub"))
    return tmp


def run(size, job_list, timeout=600):
    """Run the probe with a pystack of size bytes; return (base bytes, [row dict per job])."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, MP_PYSTACK_BYTES=str(size), MP_EXTRA_LIB=_stage(tmp))
        args = []
        for job in job_list:
            args += (["+"] if args else []) + [str(x) for x in job]
        cmd = [_require_node(), RUNNER, ROOT, PROBE, str(size)] + args
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, check=False)
    if proc.returncode:
        raise MicroPythonError("pystack probe failed (%d):\n%s\n%s" % (proc.returncode, proc.stdout[-3000:],
                                                                      proc.stderr[-3000:]))
    base = 0
    rows = []
    for line in proc.stdout.splitlines():
        parts = line.split()
        if parts and parts[0] == "BASE":
            base = int(parts[1])
        elif parts and parts[0] == "PYSTACK":
            gid, players, options, level, done, peak, errors = parts[1], *[int(x) for x in parts[2:]]
            rows.append({"game": gid, "players": players, "options": options, "level": LEVELS[level],
                         "decisions": done, "peak": (peak + 7) & ~7, "errors": errors})
        elif parts and parts[0] == "ERROR" and rows is not None:
            rows.append({"error": line[6:]})
    return base, rows


def entry_bytes():
    """Pystack the JS entry of tools/mp/run_mp.mjs takes before a script's first line (runPython's frame).

    A script whose module frame reads the pystack in use (X + its frame) against a script running that one
    through a line shaped like the runner's own `exec(compile(open(...).read(), ...))` (X + the same again)."""
    node = _require_node()
    with tempfile.TemporaryDirectory() as tmp:
        inner = os.path.join(tmp, "inner.py")
        with open(inner, "w") as f:
            f.write("import micropython\nprint(micropython.pystack_use())\n")
        outer = os.path.join(tmp, "outer.py")
        with open(outer, "w") as f:
            f.write('exec(compile(open("/lib/inner.py").read(), "inner.py", "exec"))\n')
        env = dict(os.environ, MP_EXTRA_LIB=tmp)
        got = []
        for script in (inner, outer):
            proc = subprocess.run([node, RUNNER, ROOT, script], capture_output=True, text=True, env=env,
                                  timeout=60, check=True)
            got.append(int(proc.stdout.split()[-1]))
    return got[1] - got[0]


def _summary(base, rows):
    """{game: {level: peak}} (the most over seat counts), errors listed apart."""
    per = {}
    errors = []
    for row in rows:
        if "error" in row:
            errors.append(row["error"])
            continue
        if row["errors"]:
            errors.append("%(game)s %(players)d seats %(level)s: %(errors)d errors" % row)
        lv = per.setdefault(row["game"], {})
        lv[row["level"]] = max(lv.get(row["level"], 0), row["peak"])
    return per, errors


def measure(game_ids=None, positions=4, seeds=1):
    """The figures: pystack_peak_bytes (the most any game and level needs, as run), the same per game and
    level, the badge's share (device_*: without the JS entry and the probe's module frame), and errors."""
    base, rows = run(MEASURE_BYTES, jobs(game_ids, positions, seeds))
    per, errors = _summary(base, rows)
    peak = max(max(lv.values()) for lv in per.values())
    return {"pystack_peak_bytes": peak, "pystack_device_peak_bytes": peak - base, "base_bytes": base,
            "budget_bytes": BUDGET_BYTES, "games": per, "errors": errors}


def smallest(job, lo=512, hi=MEASURE_BYTES):
    """The smallest MP_PYSTACK_BYTES (a multiple of STEP) at which every decision of job runs (bisection)."""
    lo = lo // STEP * STEP
    while hi - lo > STEP:
        mid = (lo + hi) // 2 // STEP * STEP
        _base, rows = run(mid, [job])
        if any("error" in r or r["errors"] for r in rows):
            lo = mid
        else:
            hi = mid
    return hi


def main(argv):
    """Print the peak per game and level (and the bisected sizes with --bisect)."""
    game_ids = None
    positions, seeds, bisect, out = 4, 1, False, None
    i = 0
    while i < len(argv):
        if argv[i] == "--game":
            game_ids = argv[i + 1].split(",")
            i += 1
        elif argv[i] == "--positions":
            positions = int(argv[i + 1])
            i += 1
        elif argv[i] == "--seeds":
            seeds = int(argv[i + 1])
            i += 1
        elif argv[i] == "--bisect":
            bisect = True
        elif argv[i] == "--json":
            out = argv[i + 1]
            i += 1
        else:
            print(__doc__)
            return 2
        i += 1
    result = measure(game_ids, positions, seeds)
    result["entry_bytes"] = entry_bytes()
    if bisect:
        todo = jobs(game_ids, positions, seeds)
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            sizes = list(pool.map(smallest, todo))
        result["bisected"] = {}
        for job, size in zip(todo, sizes):
            lv = result["bisected"].setdefault(job[0], {})
            lv[LEVELS[job[3]]] = max(lv.get(LEVELS[job[3]], 0), size)
    base = result["base_bytes"]
    print("pystack (bytes) needed by a CPU decision, console frames included; JS entry %d, run_mp base %d"
          % (result["entry_bytes"], base))
    print("%-11s" % "game" + "".join("%14s" % lv for lv in LEVELS) + "   (as run / on the badge)")
    for gid, lv in result["games"].items():
        cells = ["%6d / %5d" % (lv[k], lv[k] - base) if k in lv else "%14s" % "-" for k in LEVELS]
        print("%-11s" % gid + "".join("%14s" % c for c in cells))
        if bisect:
            b = result["bisected"][gid]
            print("%-11s" % "  bisected" + "".join("%14s" % (b[k] if k in b else "-") for k in LEVELS))
    print("pystack_peak_bytes %d (budget %d as run; %d on the badge)" % (
        result["pystack_peak_bytes"], BUDGET_BYTES, result["pystack_device_peak_bytes"]))
    for err in result["errors"]:
        print("ERROR", err)
    if out == "-":
        print(json.dumps(result, indent=1, sort_keys=True))
    elif out:
        with open(out, "w") as f:
            json.dump(result, f, indent=1, sort_keys=True)
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
