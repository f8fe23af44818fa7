"""Probe the CPU seats under MicroPython or CPython: decisions, think times and import heap.

    node tools/mp/run_mp.mjs . tools/mp/cpu_probe.py JOB [+ JOB ...]
    python3 tools/mp/cpu_probe.py JOB [+ JOB ...]           (CPython: lib/ and the repo on sys.path)

    JOB = think GAME PLAYERS OPTIONS SEED LEVEL BUDGET_MS POSITIONS
          plays a seeded game (random legal actions from lib/prng) and asks the CPU seat to act at
          POSITIONS decisions spread over it; prints THINK <game> <players> <options> <seed> <level>
          <step> <action> <microseconds>
        | heap GAME
          imports the game's rules, then lib/cpu.py, then games/<id>/cpu.py, each after a real
          collection; prints HEAP <game> <lib cpu bytes> <game cpu bytes> (-1 -1 under CPython)
"""

import gc
import sys
from array import array

_MP = sys.implementation.name == "micropython"
if not _MP:
    import os

    _root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for _p in (_root, _root + "/lib"):
        if _p not in sys.path:
            sys.path.insert(0, _p)

import prng  # noqa: E402

try:
    import time as clock  # the search's clock, as a board gives it: MicroPython's time has ticks_ms, ticks_diff

    import mphost

    def _us():
        """Microseconds (performance.now via the runner), wrapping at 2**30 / 10."""
        return mphost.ticks() // 10
except ImportError:
    from time import perf_counter_ns

    import adafruit_ticks as clock  # the desktop boards' clock

    def _us():
        """Microseconds of CPython's performance counter."""
        return perf_counter_ns() // 1000


def _rules(game):
    """The rules module of a game."""
    name = "games." + game + ".rules"
    __import__(name)
    return sys.modules[name]


def think(args, emit):
    """Play a seeded random game; ask the CPU at POSITIONS decisions spread over its first 48 steps."""
    import cpu

    cpu.STRICT = True  # a failed search raises here instead of playing the first action
    game = args[0]
    players, options, seed, level, budget, positions = [int(a) for a in args[1:7]]
    rules = _rules(game)
    brain = cpu.brain_of(rules)
    s = rules.new_state(players, seed, options)
    buf = array("H", range(rules.MAX_LEGAL))
    rng = bytearray(4)
    prng.seed(rng, 0, seed + 77)
    stride = 48 // positions + 1
    ask = stride // 2
    asked = step = 0
    while asked < positions and rules.current_player(s) >= 0:
        seat = rules.current_player(s)
        n = rules.legal_actions(s, buf)
        if step >= ask and n > 1:
            ask = step + stride
            v = rules.view(s, seat)
            gc.collect()
            t0 = _us()
            a = cpu.choose(rules, v, seat, level, seed * 1000 + step, budget, clock, brain=brain)
            t1 = _us()
            us = (t1 - t0) & 0x3FFFFFFF
            emit("THINK %s %d %d %d %d %d %d %d" % (game, players, options, seed, level, step, a, us))
            asked += 1
            v = None
        rules.apply(s, buf[prng.below(rng, 0, n)])
        step += 1
        if step > 3000:
            break


def heap(args, emit):
    """Generator: import heap of lib/cpu.py and of the game's cpu module, each after a real collection."""
    game = args[0]
    mem = getattr(gc, "mem_alloc", None)
    _rules(game)
    gc.collect()
    yield
    m0 = mem() if mem else 0
    import cpu  # noqa: F401

    gc.collect()
    yield
    m1 = mem() if mem else 0
    __import__("games." + game + ".cpu")
    gc.collect()
    yield
    m2 = mem() if mem else 0
    if mem:
        emit("HEAP %s %d %d" % (game, m1 - m0, m2 - m1))
    else:
        emit("HEAP %s -1 -1" % game)


def jobs(argv, emit=print):
    """Generator running every job of argv ('+' between jobs), yielding where a collection is wanted."""
    cur = []
    for a in list(argv) + ["+"]:
        if a != "+":
            cur.append(a)
            continue
        if cur and cur[0] == "think":
            think(cur[1:], emit)
        elif cur and cur[0] == "heap":
            for _ in heap(cur[1:], emit):
                yield
        elif cur:
            raise ValueError("bad job %r" % (cur,))
        cur = []


def run(argv, emit=print):
    """Run every job in this interpreter."""
    for _ in jobs(argv, emit):
        gc.collect()


if __name__ == "__main__":
    if "MP_HOST" in globals():
        _job = jobs(sys.argv[1:])

        def _resume():
            """Advance to the next collection point; False when done."""
            try:
                next(_job)
            except StopIteration:
                return False
            return True

        MP_RESUME = _resume
    else:
        run(sys.argv[1:])
