"""Play a rules module with a fixed policy and print its final state or its cost figures.

Runs unchanged under CPython and under MicroPython (tools/mp/run_mp.mjs), so the two can be compared.

    python3 tools/mp/driver.py [--root REPO] JOB [+ JOB ...]
    node tools/mp/run_mp.mjs . tools/mp/driver.py JOB [+ JOB ...]

    JOB = play|measure|session|replay GAME PLAYERS SEED [--options N] [--max-steps N] [--no-check]
          [--repeat N] [--actions A,B,...]
    (0 <= SEED < 2**29; --root: CPython only, default: the repo holding this file)

The policy: at step k with n legal actions in buf, play buf[(k * 7 + seed) % n]; check(s) after every
step (play: unless --no-check; measure: in the allocation pass); stop when current_player(s) == -1 or
after --max-steps (default 3000) steps.

play prints two lines:
    FINAL <hex of state> STEPS <n> ACTIONS <a,b,...>
    RESULT OVER <0|1> SCORES <a,b,...|-> WINNERS <a,...|-> DIGEST <hash of every describe() and view()>
measure prints one line, MEASURE {json}, with: import_heap (gc.mem_alloc retained by importing the rules
module with what it imports, after a real collection), import_alloc (everything the import allocated,
garbage included), import_fresh (false when a game was imported earlier in this process: interned names
are then shared, so the figure is low; put one measure job first in its own process for the true cost),
step_us_p50/p99/max (legal_actions + apply, --repeat timing passes after a warm-up one, default 3;
the clock's own read overhead is subtracted), apply_alloc and
legal_alloc (gc.mem_alloc deltas immediately around each call, summed; *_max: worst step),
locked_memory_errors (apply() run under micropython.heap_lock(): MemoryErrors, must be 0).
session plays --repeat games (seeds SEED, SEED+1, ...) one after the other in this interpreter and prints
    SESSION <game> <k> STEPS <n> HEAP <gc.mem_alloc after a real collection, or -1 on CPython>
after each, so a test can see whether the heap grows from game to game (a leak on a long evening).
replay applies the --actions list to a new state and prints FINAL <hex> STEPS <n> (golden replays).
Heap figures are null under CPython. Under run_mp.mjs the script leaves MP_RESUME for the runner to call
back, so a gc.collect() before each yield in the job generators really collects (see run_mp.mjs).
"""

import gc
import sys
import time
from array import array

try:
    import micropython
except ImportError:  # CPython without Blinka: the rules modules cannot be imported either
    micropython = None

_MP = sys.implementation.name == "micropython"
_mem_alloc = getattr(gc, "mem_alloc", None)
_heap_lock = getattr(micropython, "heap_lock", None)
_heap_unlock = getattr(micropython, "heap_unlock", None)

_CLOCK = None
if _MP:
    try:  # run_mp.mjs registers this JS module: performance.now() in 0.1 us ticks, wrapping at 2**30
        import mphost

        _ticks = mphost.ticks
        _CLOCK = "performance.now"
        _TICKS_PER_US = 10
    except ImportError:
        pass
if _CLOCK is None and hasattr(time, "ticks_us"):  # other MicroPython (the wasm port's is per millisecond)
    _ticks = time.ticks_us
    _CLOCK = "ticks_us"
    _TICKS_PER_US = 1
elif _CLOCK is None:  # CPython
    from time import perf_counter_ns as _ticks

    _CLOCK = "perf_counter_ns"
    _TICKS_PER_US = 1000


def _tick_diff(a, b):
    """Ticks from b to a (MicroPython ticks wrap at 2**30; perf_counter_ns does not wrap)."""
    if _MP:
        return (a - b) & 0x3FFFFFFF
    return a - b


_BASE_MODULES = frozenset(sys.modules.keys())
_SEEN = {"games": False}  # whether a game module was imported before (a measured import is then not fresh)
DEFAULT_MAX_STEPS = 3000
DEFAULT_REPEAT = 3


def set_root(root):
    """Put <root>/lib and <root> at the front of sys.path (CPython; on MicroPython the runner does it)."""
    for p in (root, root + "/lib"):
        while p in sys.path:
            sys.path.remove(p)
        sys.path.insert(0, p)


def _default_root():
    """Repository root seen from this file (CPython only), or None."""
    try:
        import os
        return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    except (ImportError, NameError, AttributeError):
        return None


def parse_jobs(argv):
    """Turn ['play', 'bog', '2', '1', '+', 'measure', ...] into a list of job dicts."""
    jobs = []
    cur = []
    for a in list(argv) + ["+"]:
        if a != "+":
            cur.append(a)
            continue
        if not cur:
            continue
        if len(cur) < 4 or cur[0] not in ("play", "measure", "session", "replay"):
            raise ValueError(f"bad job {' '.join(cur)!r}: want play|measure|session|replay GAME PLAYERS SEED [flags]")
        job = {"mode": cur[0], "game": cur[1], "players": int(cur[2]), "seed": int(cur[3]), "options": 0,
               "max_steps": DEFAULT_MAX_STEPS, "check": True, "repeat": DEFAULT_REPEAT, "actions": ""}
        i = 4
        while i < len(cur):
            flag = cur[i]
            if flag == "--no-check":
                job["check"] = False
                i += 1
            elif flag in ("--options", "--max-steps", "--repeat") and i + 1 < len(cur):
                job[flag[2:].replace("-", "_")] = int(cur[i + 1])
                i += 2
            elif flag == "--actions" and i + 1 < len(cur):
                job["actions"] = cur[i + 1]
                i += 2
            else:
                raise ValueError(f"bad flag {flag!r} in job {' '.join(cur)!r}")
        if not 0 <= job["seed"] < (1 << 29):
            raise ValueError("seed must be in [0, 2**29)")
        jobs.append(job)
        cur = []
    if not jobs:
        raise ValueError("no job given")
    return jobs


def _module_name(game):
    """Import name of a game's rules module."""
    return "games." + game + ".rules"


def load_rules(game):
    """Import (or fetch) the rules module of a game."""
    name = _module_name(game)
    mod = sys.modules.get(name)
    if mod is None:
        _SEEN["games"] = True
        __import__(name)
        mod = sys.modules[name]
    return mod


def _forget_games():
    """MicroPython: unload every module imported since the driver started, except the games registry."""
    pkg = sys.modules.get("games")
    for name in list(sys.modules.keys()):
        if name in _BASE_MODULES or name == "games":
            continue
        del sys.modules[name]
        if pkg is not None and name.startswith("games.") and name.count(".") == 1 and hasattr(pkg, name[6:]):
            delattr(pkg, name[6:])


def _new_game(rules, job):
    """A fresh state and a legal-action buffer for the job."""
    s = rules.new_state(job["players"], job["seed"], job["options"])
    buf = array("H", [0] * rules.MAX_LEGAL)
    return s, buf


def _bad(msg, step, s):
    """A RuntimeError naming the step and the state."""
    return RuntimeError(f"{msg} at step {step}, state {_hex(s)}")


def _hex(s):
    """Lower-case hex of a bytes-like object."""
    return "".join([f"{b:02x}" for b in s])


def _digest_bytes(h, data):
    """Fold bytes into a 24-bit rolling hash (small ints only)."""
    for b in data:
        h = (h * 31 + b) & 0xFFFFFF
    return h


def play(rules, job, emit=print):
    """Play the policy game with every contract check; emit the FINAL and RESULT lines."""
    s, buf = _new_game(rules, job)
    players = job["players"]
    seed = job["seed"]
    if len(s) != rules.STATE_SIZE:
        raise _bad(f"new_state gave {len(s)} bytes, STATE_SIZE is {rules.STATE_SIZE}", 0, s)
    if job["check"]:
        rules.check(s)
    actions = []
    h = 0
    step = 0
    while step < job["max_steps"]:
        cp = rules.current_player(s)
        if cp == -1:
            break
        if not 0 <= cp < players:
            raise _bad(f"current_player {cp} out of range", step, s)
        if rules.is_over(s):
            raise _bad(f"is_over() but current_player is {cp}", step, s)
        n = rules.legal_actions(s, buf)
        if not 0 < n <= rules.MAX_LEGAL:
            raise _bad(f"legal_actions gave n={n} (MAX_LEGAL {rules.MAX_LEGAL})", step, s)
        a = buf[(step * 7 + seed) % n]
        h = _digest_bytes(h, rules.describe(s, a).encode("utf-8"))
        rules.apply(s, a)
        if len(s) != rules.STATE_SIZE:
            raise _bad("apply changed the state size", step, s)
        if job["check"]:
            rules.check(s)
        for seat in range(players):
            h = _digest_bytes(h, rules.view(s, seat))
        actions.append(a)
        step += 1
    over = rules.current_player(s) == -1
    if over != bool(rules.is_over(s)):
        raise _bad("is_over() disagrees with current_player() == -1", step, s)
    emit(f"FINAL {_hex(s)} STEPS {step} ACTIONS {','.join([str(a) for a in actions])}")
    if over:
        sc = ",".join([str(x) for x in rules.scores(s)])
        wn = ",".join([str(x) for x in rules.winners(s)])
    else:
        sc = wn = "-"
    emit(f"RESULT OVER {1 if over else 0} SCORES {sc} WINNERS {wn} DIGEST {h:06x}")


def replay(rules, job, emit=print):
    """Apply a stored action list to a new state (checking every step); emit FINAL <hex> STEPS <n>."""
    s, _buf = _new_game(rules, job)
    step = 0
    for word in job["actions"].split(","):
        if not word:
            continue
        rules.apply(s, int(word))
        rules.check(s)
        step += 1
    emit(f"FINAL {_hex(s)} STEPS {step}")


def session(rules, job, emit=print):
    """Generator: play --repeat policy games back to back; emit the heap kept after each one."""
    mem = _mem_alloc
    for k in range(job["repeat"]):
        one = dict(job)
        one["seed"] = job["seed"] + k
        s, buf = _new_game(rules, one)
        step = 0
        while step < job["max_steps"] and rules.current_player(s) != -1:
            n = rules.legal_actions(s, buf)
            rules.apply(s, buf[(step * 7 + one["seed"]) % n])
            if job["check"]:
                rules.check(s)
            step += 1
        rules.scores(s)
        rules.winners(s)
        for seat in range(job["players"]):
            rules.view(s, seat)
        s = buf = None
        gc.collect()
        yield
        emit(f"SESSION {job['game']} {k} STEPS {step} HEAP {mem() if mem is not None else -1}")


def _alloc_pass(rules, job, fig):
    """Replay the game, summing gc.mem_alloc deltas around legal_actions() and apply(); check every step."""
    s, buf = _new_game(rules, job)
    seed = job["seed"]
    legal = rules.legal_actions
    apply = rules.apply
    check = rules.check
    mem = _mem_alloc
    la_sum = la_max = ap_sum = ap_max = ap_steps = 0
    step = 0
    while step < job["max_steps"] and rules.current_player(s) != -1:
        gc.collect()
        m0 = mem()
        n = legal(s, buf)
        m1 = mem()
        a = buf[(step * 7 + seed) % n]
        gc.collect()
        m2 = mem()
        apply(s, a)
        m3 = mem()
        d = m1 - m0
        la_sum += d
        la_max = max(la_max, d)
        d = m3 - m2
        ap_sum += d
        ap_max = max(ap_max, d)
        if d:
            ap_steps += 1
        check(s)
        step += 1
    fig["steps"] = step
    fig["over"] = rules.current_player(s) == -1
    fig["legal_alloc"] = la_sum
    fig["legal_alloc_max"] = la_max
    fig["apply_alloc"] = ap_sum
    fig["apply_alloc_max"] = ap_max
    fig["apply_alloc_steps"] = ap_steps


def _timing_pass(rules, job, samples):
    """Replay the game, appending the ticks taken by legal_actions + apply at each step."""
    s, buf = _new_game(rules, job)
    seed = job["seed"]
    legal = rules.legal_actions
    apply = rules.apply
    current = rules.current_player
    ticks = _ticks
    diff = _tick_diff
    step = 0
    while step < job["max_steps"] and current(s) != -1:
        t0 = ticks()
        n = legal(s, buf)
        apply(s, buf[(step * 7 + seed) % n])
        t1 = ticks()
        samples.append(diff(t1, t0))
        step += 1


def _locked_pass(rules, job):
    """Replay the game with each apply() under heap_lock(); return the number of MemoryErrors."""
    s, buf = _new_game(rules, job)
    snap = bytearray(len(s))
    seed = job["seed"]
    legal = rules.legal_actions
    apply = rules.apply
    lock = _heap_lock
    unlock = _heap_unlock
    errors = 0
    step = 0
    while step < job["max_steps"] and rules.current_player(s) != -1:
        n = legal(s, buf)
        a = buf[(step * 7 + seed) % n]
        snap[:] = s
        failed = False
        lock()
        try:
            apply(s, a)
        except MemoryError:
            failed = True
        finally:  # unlock before anything else; other exceptions propagate once unlocked
            unlock()
        if failed:  # undo the half-done apply and redo it unlocked (a ValueError raised locked shows up here too)
            errors += 1
            s[:] = snap
            apply(s, a)
        step += 1
    return errors


def _clock_overhead():
    """Median ticks between two back-to-back clock reads (subtracted from every step sample)."""
    ticks = _ticks
    d = []
    for _ in range(101):
        t0 = ticks()
        t1 = ticks()
        d.append(_tick_diff(t1, t0))
    d.sort()
    return d[50]


def _percentile(sorted_vals, pct):
    """Nearest-rank percentile of an ascending list, in microseconds."""
    if not sorted_vals:
        return None
    k = (pct * len(sorted_vals) + 99) // 100 - 1
    k = max(0, min(len(sorted_vals) - 1, k))
    return round(sorted_vals[k] / _TICKS_PER_US, 2)


def measure(job, hosted, emit=print):
    """Generator: measure one game's import heap, allocations, heap-locked apply and step time."""
    name = _module_name(job["game"])
    fig = {"game": job["game"], "players": job["players"], "seed": job["seed"], "options": job["options"],
           "impl": sys.implementation.name, "collected": bool(hosted and _MP)}
    mem = _mem_alloc
    if mem is not None:
        # import heap: the registry is loaded first (not part of the cost); then every other module is
        # unloaded, so the rules module, prng and the game package are imported from scratch in every job
        import games  # noqa: F401
        fig["import_fresh"] = not _SEEN["games"]
        _SEEN["games"] = True
        _forget_games()
        gc.collect()
        yield
        m0 = mem()
        __import__(name)
        m1 = mem()
        gc.collect()
        yield
        m2 = mem()
        fig["import_alloc"] = m1 - m0
        fig["import_heap"] = m2 - m0
    else:
        load_rules(job["game"])
        fig["import_alloc"] = fig["import_heap"] = fig["import_fresh"] = None
    rules = sys.modules[name]
    fig["state_size"] = rules.STATE_SIZE
    fig["max_legal"] = rules.MAX_LEGAL
    if mem is not None:
        _alloc_pass(rules, job, fig)
    else:
        fig["legal_alloc"] = fig["legal_alloc_max"] = fig["apply_alloc"] = fig["apply_alloc_max"] = None
        fig["apply_alloc_steps"] = None
    gc.collect()
    yield
    if _heap_lock is not None:
        fig["locked_memory_errors"] = _locked_pass(rules, job)
        gc.collect()
        yield
    else:
        fig["locked_memory_errors"] = None
    overhead = _clock_overhead()
    samples = []
    _timing_pass(rules, job, samples)  # warm-up, not counted: first calls run slower on every interpreter
    samples = []
    for _ in range(job["repeat"]):
        _timing_pass(rules, job, samples)
        gc.collect()
        yield
    if "steps" not in fig:
        fig["steps"] = len(samples) // max(1, job["repeat"])
        fig["over"] = None
    samples = sorted([max(0, x - overhead) for x in samples])
    fig["clock"] = _CLOCK
    fig["clock_overhead_us"] = round(overhead / _TICKS_PER_US, 2)
    fig["samples"] = len(samples)
    fig["step_us_p50"] = _percentile(samples, 50)
    fig["step_us_p99"] = _percentile(samples, 99)
    fig["step_us_max"] = _percentile(samples, 100)
    fig["samples_us"] = [int(x / _TICKS_PER_US + 0.5) for x in samples]  # pooled across seeds by tools/bench.py
    import json
    emit("MEASURE " + json.dumps(fig))


def jobs(argv, hosted=False, emit=print):
    """Generator running every job of argv in order; it yields where a real gc.collect() is wanted."""
    for job in parse_jobs(argv):
        if job["mode"] == "play":
            play(load_rules(job["game"]), job, emit)
        elif job["mode"] == "replay":
            replay(load_rules(job["game"]), job, emit)
        elif job["mode"] == "session":
            for _ in session(load_rules(job["game"]), job, emit):
                yield
        else:
            for _ in measure(job, hosted, emit):
                yield


def run(argv, emit=print):
    """Run every job of argv to the end in this interpreter (collecting at each yield)."""
    for _ in jobs(argv, False, emit):
        gc.collect()


def _main():
    """Command-line entry: under run_mp.mjs leave MP_RESUME for the runner, otherwise run directly."""
    argv = sys.argv[1:]
    if argv[:1] == ["--root"]:
        if not _MP:
            set_root(argv[1])
        argv = argv[2:]
    elif not _MP:
        root = _default_root()
        if root:
            set_root(root)
    if "MP_HOST" in globals():
        job = jobs(argv, True)

        def resume():
            """Advance the jobs to their next collection point; False when all are done."""
            try:
                next(job)
            except StopIteration:
                return False
            return True

        global MP_RESUME
        MP_RESUME = resume
    else:
        run(argv)


if __name__ == "__main__":
    _main()
