#!/usr/bin/env python3
"""Measure every registered game against the budgets of docs/design.md and print the table.

    python3 tools/dev.py bench            (sets up .venv and node first)
    .venv/bin/python tools/bench.py [--json FILE|-] [--seeds N] [--game ID[,ID...]] [--no-device]
                                    [--no-fixed-heap] [--circuitpython PATH] [--help]

Per game, the worst figure over every seat count (default options) and every option choice (most seats),
about --seeds runs per game (default 16) shared out over those configurations:
- state_bytes, save_bytes: STATE_SIZE and the save slot bytes (header + state)
- apply_alloc_bytes, legal_alloc_bytes: gc.mem_alloc() growth across apply() / legal_actions() under
  MicroPython (WebAssembly port, via tools/mp/driver.py), plus MemoryErrors with apply() heap-locked
- step_p99_us_cpython / _micropython: p99 of legal_actions + apply over seeded games, all samples pooled
- import_heap_bytes: MicroPython heap kept by importing the rules module (fresh interpreter)
- redraw_pct: the largest dirty area after one d-pad cursor move on the headless display, in % of 160x128
- cpu_think_p95_ms_micropython: the Hard CPU seat's think time per decision, p95 under MicroPython over a
  few positions of seeded games at 2 seats and at the most (budget CPU_BUDGET_MS; tools/mp/cpu_probe.py)

Then the device model (tools/devmodel.py: the whole deployed console in CircuitPython 10.2.1's own 32-bit
runtime with the hardware stand-ins; --circuitpython PATH or POCKETBOG_CIRCUITPYTHON names the interpreter,
tools/cpruntime.py; skipped with --no-device): compile_peak_max_kb (CircuitPython's compiler),
device_peak_source_kb and device_peak_mpy_kb (no budget: see tools/devmodel.py), launcher_growth_bytes (a
launcher in a fresh VM after a game), launcher_in_final_vm_bytes (no budget: the launcher the score sheet opens in
its own VM),
frame_p99_ms_circuitpython and the smallest fixed heaps min_heap_source_kb / min_heap_mpy_kb (every game at its
most seats and at 2, with people only, a CPU Easy, a CPU Hard, in English and French, a game to its score
sheet and a second one; the fixed-heap table names the worst row; tens of minutes: --no-fixed-heap skips
them), then pystack_peak_bytes (tools/pystack.py), printed as budget rows after the table and carried in the
JSON (top level, and per game under "games"). A full run (no --game) keeps the fixed heaps in
tools/device-figures.json, which tools/deploy.py's headroom message reads.
"""

import json
import random
import sys

import hostenv  # noqa: E402  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

from mpy import run_cpython_driver, run_mp_driver  # noqa: E402

import games  # noqa: E402
import saves  # noqa: E402

BUDGETS = (
    ("state_bytes", "state size (bytes)", 256),
    ("save_bytes", "save slot (bytes)", 512),
    ("apply_alloc_bytes", "apply() heap alloc (bytes)", 0),
    ("legal_alloc_bytes", "legal_actions() alloc (bytes)", 0),
    ("step_p99_us_cpython", "step p99 CPython (us)", None),
    ("step_p99_us_micropython", "step p99 MicroPython desktop (us)", 1000),
    ("import_heap_bytes", "import heap MicroPython (bytes)", 16384),
    ("redraw_pct", "cursor-move redraw (% screen)", 10),
    ("cpu_think_p95_ms_micropython", "CPU Hard think p95 MicroPython (ms)", 200),
)
CPU_BUDGET_MS = 150  # the time budget bench gives the Hard CPU seat (the search stops within a leaf of it)


def configs(game_id):
    """(players, options) pairs: every seat count with the default options, and every single option
    choice at the most seats (the heaviest state)."""
    row = games.find(game_id)
    rules = games.load_rules(game_id)
    out = [(n, 0) for n in range(row[2], row[3] + 1)]
    for k, (_name, values) in enumerate(rules.OPTIONS):
        out += [(row[3], i << (4 * k)) for i in range(1, len(values))]
    return out


def _measures(text):
    """The MEASURE json objects printed by the driver."""
    return [json.loads(line[8:]) for line in text.splitlines() if line.startswith("MEASURE ")]


def _p99(samples):
    """99th percentile of a list of numbers (nearest rank)."""
    s = sorted(samples)
    return s[min(len(s) - 1, max(0, (99 * len(s) + 99) // 100 - 1))] if s else 0


def _jobs(game_id, seeds):
    """Driver measure jobs of a game: its configurations, seeds shared out so the game gets about `seeds` runs."""
    cfgs = configs(game_id)
    per = max(1, (seeds + len(cfgs) - 1) // len(cfgs))
    jobs = []
    for players, options in cfgs:
        for seed in range(1, per + 1):
            jobs += ["+", "measure", game_id, str(players), str(seed), "--options", str(options), "--repeat", "2"]
    return jobs[1:]


def _run_micropython(job_lists):
    """Run each game's jobs in its own MicroPython process, one after the other (two at once skew timings)."""
    return [_measures(run_mp_driver(*jobs, timeout=600)) for jobs in job_lists]


def import_heap(game_id):
    """MicroPython heap kept by importing the rules, in a fresh process given one tiny job (the length of
    the command line shifts the interpreter's string pools, so a long job list would blur the figure)."""
    row = games.find(game_id)
    out = _measures(run_mp_driver("measure", game_id, str(row[2]), "1", "--max-steps", "1", "--repeat", "1"))
    return out[0]["import_heap"]


def rules_figures(game_id, mp, cp):
    """Allocation, import and timing figures of one game, worst over its configurations."""
    fig = {"apply_alloc_bytes": 0, "legal_alloc_bytes": 0, "locked_memory_errors": 0, "import_heap_bytes": 0}
    fig["import_heap_bytes"] = import_heap(game_id)
    by_config = {}
    for m, c in zip(mp, cp):
        fig["apply_alloc_bytes"] = max(fig["apply_alloc_bytes"], m["apply_alloc_max"] or 0)
        fig["legal_alloc_bytes"] = max(fig["legal_alloc_bytes"], m["legal_alloc_max"] or 0)
        fig["locked_memory_errors"] += m["locked_memory_errors"] or 0
        mp_samples, cp_samples = by_config.setdefault((m["players"], m["options"]), ([], []))
        mp_samples += m["samples_us"]
        cp_samples += c["samples_us"]
    worst = max(by_config, key=lambda cfg: (_p99(by_config[cfg][0]), cfg))
    fig["step_p99_us_micropython"] = _p99(by_config[worst][0])
    fig["step_p99_us_cpython"] = max(_p99(cps) for _mps, cps in by_config.values())
    fig["worst_config"] = "%dP options %d" % worst
    return fig


def redraw_pct(game_id, moves=40):
    """Largest dirty area after one cursor move, in percent of the screen, over a game's first turns."""
    from console import Console

    from keys import K_A, K_DOWN, K_LEFT, K_RIGHT, K_UP

    con = Console()
    rows = [r[0] for r in games.GAMES]
    con.press(*([K_DOWN] * rows.index(game_id)))
    con.press(K_A)
    rnd = random.Random(1)
    worst = 0
    done = 0
    for _ in range(moves * 20):
        name = con.screen_name()
        if name == "GameScreen" and len(con.app.game.target_ids) > 1:
            con.hw.press(rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)))
            con.app.step()  # the frame that draws the move
            worst = max(worst, con.hw.last_refresh_pixels)
            con.app.step()
            done += 1
            if done % 4 == 0:
                con.press(K_A)
            if done >= moves:
                break
        elif name == "ScoreSheet":
            break
        else:
            con.press(K_A)
    return round(100.0 * worst / (160 * 128), 1)


def cpu_think_p95(game_id, seeds=3, positions=5):
    """p95 of the Hard CPU seat's think time per decision under MicroPython (ms), at 2 seats (or the least) and at
    the most, over a few positions of seeded random games (tools/mp/cpu_probe.py)."""
    from mpy import run_micropython

    row = games.find(game_id)
    args = []
    for players in sorted({max(2, row[2]), row[3]}):  # Bunny Boom's Hard looks further at 2 seats than at 4
        for seed in range(1, seeds + 1):
            args += (["+"] if args else []) + ["think", game_id, str(players), "0", str(seed), "2",
                                                str(CPU_BUDGET_MS), str(positions)]
    out = run_micropython(ROOT + "/tools/mp/cpu_probe.py", *args, timeout=300)
    ms = sorted(int(line.split()[8]) / 1000 for line in out.splitlines() if line.startswith("THINK "))
    if not ms:
        return 0
    return round(ms[min(len(ms) - 1, max(0, (95 * len(ms) + 99) // 100 - 1))], 1)


def measure_all(seeds, only=None):
    """Figures for every registered game (or the ids in only)."""
    ids = [row[0] for row in games.GAMES if only is None or row[0] in only]
    job_lists = [_jobs(game_id, seeds) for game_id in ids]
    mp_all = _run_micropython(job_lists)
    out = {}
    for game_id, jobs, mp in zip(ids, job_lists, mp_all):
        rules = games.load_rules(game_id)
        fig = {"state_bytes": rules.STATE_SIZE, "save_bytes": saves.HEADER_SIZE + rules.STATE_SIZE}
        cp = _measures(run_cpython_driver(*jobs))
        fig.update(rules_figures(game_id, mp, cp))
        fig["redraw_pct"] = redraw_pct(game_id)
        fig["cpu_think_p95_ms_micropython"] = cpu_think_p95(game_id)
        out[game_id] = fig
    return {"games": out}


def table(result):
    """The budgets table as text: a budget row, then one row per game (its worst configuration named)."""
    ids = list(result["games"])
    head = ["game"] + [label for _key, label, _budget in BUDGETS] + ["locked MemoryErrors", "worst config"]
    budget = ["budget"] + ["-" if b is None else "<= %d" % b for _key, _label, b in BUDGETS] + ["0", ""]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head), "| " + " | ".join(budget) + " |"]
    for gid in ids:
        fig = result["games"][gid]
        cells = [gid]
        for key, _label, b in BUDGETS:
            cells.append("%s%s" % (fig[key], "" if b is None or fig[key] <= b else " OVER"))
        cells += [str(fig["locked_memory_errors"]), fig["worst_config"]]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def device_figures(only, fixed=True):
    """The device model's figures: per game (into the games' JSON) and the budget rows (top level)."""
    import devmodel

    return devmodel.measure(only, session=only is None, fixed=fixed)


_OPTIONS = {"--json": 1, "--seeds": 1, "--game": 1, "--no-device": 0, "--no-fixed-heap": 0}


def main(argv):
    """Measure, print the table, optionally write the JSON."""
    import cpruntime

    argv = cpruntime.take_option(list(argv))
    if "--help" in argv or "-h" in argv:
        print(__doc__)
        return 0
    i = 0
    while i < len(argv):
        if argv[i] not in _OPTIONS and not (argv[i] == "-" and i and argv[i - 1] == "--json"):
            print("unknown option %s (tools/bench.py --help lists them)" % argv[i], file=sys.stderr)
            return 2
        i += 1 + _OPTIONS.get(argv[i], 0)
    seeds = 16
    if "--seeds" in argv:
        seeds = int(argv[argv.index("--seeds") + 1])
    only = None
    if "--game" in argv:
        only = argv[argv.index("--game") + 1].split(",")
    result = measure_all(seeds, only)
    print(table(result))
    device_over = []
    if "--no-device" not in argv and not cpruntime.available():
        print("\nDevice rows skipped: %s" % cpruntime.HOW, file=sys.stderr)
        device_over.append("device rows not measured")
    elif "--no-device" not in argv:
        import devmodel

        device = device_figures(only, fixed="--no-fixed-heap" not in argv)
        print()
        print("Device model (tools/devmodel.py): heap kept in KB after a collection, modelled badge peaks")
        print(devmodel.table(device))
        for key in list(devmodel.BUDGETS) + list(devmodel.FIXED_HEAP_BUDGETS) + [
                "device_peak_source_kb", "device_peak_mpy_kb", "launcher_in_final_vm_bytes"]:
            if key in device:
                result[key] = device[key]
        for gid, fig in device["games"].items():
            result["games"][gid]["device_peak_source_kb"] = round(fig["peak_source_bytes"] / 1024, 1)
            result["games"][gid]["device_peak_mpy_kb"] = round(fig["peak_mpy_bytes"] / 1024, 1)
            result["games"][gid]["frame_p99_ms_circuitpython"] = round(fig["frame_p99_us"] / 1000, 1)
            result["games"][gid]["device_milestones"] = fig["milestones"]
        result["device"] = device
        device_over = devmodel.over_budget(device)
        import pystack

        stack = pystack.measure(only)
        result["pystack_peak_bytes"] = stack["pystack_peak_bytes"]
        result["pystack"] = stack
        over = stack["pystack_peak_bytes"] is None or stack["pystack_peak_bytes"] > pystack.BUDGET_BYTES
        print("| pystack_peak_bytes (tools/pystack.py, every game and CPU level under the console's frames) | <= %d "
              "| %s%s |" % (pystack.BUDGET_BYTES, stack["pystack_peak_bytes"], " OVER" if over else ""))
        if over:
            device_over.append("pystack_peak_bytes")
        if only is None and device.get("fixed_heaps"):
            devmodel.write_figures(device)
    if "--json" in argv:
        i = argv.index("--json")
        path = argv[i + 1] if i + 1 < len(argv) else "-"
        data = json.dumps(result, indent=2, sort_keys=True)
        if path == "-":
            print(data)
        else:
            with open(path, "w") as fh:
                fh.write(data + "\n")
    over = any(result["games"][g][k] > b for g in result["games"] for k, _l, b in BUDGETS if b is not None)
    return 1 if over or device_over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
