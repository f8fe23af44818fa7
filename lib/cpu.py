"""CPU opponents: one search engine for every game, deciding only from what its seat may see."""

# choose() gets a seat's view, never the real state. The game's cpu module (games/<id>/cpu.py) deals
# what the view hides at random (sample) and judges a state (evaluate); the engine only plays the
# rules on those sampled states:
#   EASY    a random legal action, weighted towards the ones that gain at once.
#   NORMAL  the best whole turn (the decisions of one seat until the turn ends) on one sampled state,
#           a capped number of turn sequences expanded.
#   HARD    the best few turns of NORMAL, each played on several sampled states, followed by the other
#           seats' turns (random play) up to the seat's next turn, and judged there. A game's cpu module
#           may also offer rule(v, seat): an action HARD takes at once from the view (a rule of thumb
#           where a few samples judge badly, Le Bog's betting), or -1 to search.
# The work is counted in turns, not in time, so the same seed gives the same decision on every
# interpreter; the time budget (and a hard cap at twice it) only cuts the work short.
# Randomness comes from lib/prng only. No heap is kept after a decision: modules a decision imported (a
# score piece) are forgotten again. Private methods carry comments, not docstrings: the compile peak
# on the badge (mpy-cross -X heapsize=23wk) has 1 KB to spare so.

import sys
from array import array

from micropython import const

import prng

EASY = 0
NORMAL = 1
HARD = 2
STRICT = False  # tests set it: an error inside the search is raised instead of falling back

_WIN = const(100000)  # added to evaluate() of a won game, taken off a lost one
_DEPTH = const(4)  # decisions of a turn searched one by one; later ones are played at random
_TURN_MAX = const(24)  # decisions of one turn at most
_PLAY_MAX = const(80)  # decisions of a play-out at most
_EASY_CAP = const(24)  # actions EASY tries
_LEAVES = const(40)  # turn sequences NORMAL expands
_TOP = const(4)  # turns HARD plays out
_SAMPLES = const(6)  # sampled states HARD plays them on
_MASK = const(0x1FFFFFFF)

try:
    from supervisor import ticks_ms as _ticks  # CircuitPython
except ImportError:
    try:
        from time import ticks_ms as _ticks  # MicroPython
    except ImportError:
        from time import monotonic_ns

        def _ticks():
            """Milliseconds of CPython's monotonic clock."""
            return monotonic_ns() // 1000000


def ticks_ms():
    """Milliseconds of a portable clock, wrapping at 2**29 (no hardware module needed)."""
    return _ticks() & _MASK


def brain_of(rules):
    """The cpu module next to a rules module (games.<id>.cpu), imported when not loaded yet."""
    name = rules.__name__[:-5] + "cpu"
    if name not in sys.modules:
        __import__(name)
    return sys.modules[name]


class _Search:
    """One decision's buffers and counters; dropped when choose() returns."""

    def __init__(self, rules, brain, seat, seed, clock, budget):
        self.r = rules
        self.b = brain
        self.seat = seat
        self.seed = seed
        self.rng = bytearray(4)
        prng.seed(self.rng, 0, seed)
        size = rules.STATE_SIZE
        self.st = [bytearray(size) for _ in range(_DEPTH + 2)]
        self.bufs = [None] * (_DEPTH + 1)
        self.pv = [array("H", range(_DEPTH)) for _ in range(_DEPTH + 1)]
        self.pvn = bytearray(_DEPTH + 1)
        self.clock = clock
        self.t0 = clock()
        self.budget = budget
        self.at = getattr(brain, "TURN_AT", -1)

    def late(self, k=1):
        # True once k times the budget has been spent.
        return ((self.clock() - self.t0) & _MASK) > k * self.budget

    def buf(self, d):
        # The legal-action buffer of depth d, made on first use.
        b = self.bufs[d]
        if b is None:
            b = self.bufs[d] = array("H", range(self.r.MAX_LEGAL))
        return b

    def value(self, s):
        # The game's evaluation for the seat, plus or minus _WIN once the game is over.
        r = self.r
        v = self.b.evaluate(s, self.seat)
        if r.current_player(s) < 0:
            v += _WIN if self.seat in r.winners(s) else -_WIN
        return v

    def mark(self, s):
        # What tells a turn from the next when the same seat acts again (a turn counter byte).
        return s[self.at] if self.at >= 0 else 0

    def same(self, s, who, mark):
        # True while s is still in the turn of who that began at turn mark.
        return self.r.current_player(s) == who and (self.at < 0 or s[self.at] == mark)

    def rand(self, s, out, who, mark, limit):
        # Play random legal actions while the turn of who goes on (at most limit); return how many.
        r = self.r
        k = 0
        while k < limit and self.same(s, who, mark):
            n = r.legal_actions(s, out)
            if n <= 0:
                break
            r.apply(s, out[prng.below(self.rng, 0, n)])
            k += 1
        return k

    def turn(self, d, allow, mark):
        # Best value of finishing the seat's turn from st[d] with about allow leaves; its line in pv[d].
        s = self.st[d]
        self.pvn[d] = 0
        if d >= _DEPTH or allow <= 1 or not self.same(s, self.seat, mark):
            if self.same(s, self.seat, mark):
                t = self.st[_DEPTH + 1]
                t[:] = s
                self.rand(t, self.buf(_DEPTH), self.seat, mark, _TURN_MAX)
                return self.value(t)
            return self.value(s)
        r = self.r
        out = self.buf(d)
        n = r.legal_actions(s, out)
        if n <= 0:
            return self.value(s)
        child = self.st[d + 1]
        best = None
        k = min(n, allow)
        start = prng.below(self.rng, 0, n) if k < n else 0
        for j in range(k):
            i = (start + j * n // k) % n
            share = allow // k + (1 if j < allow % k else 0)
            child[:] = s
            r.apply(child, out[i])
            v = self.turn(d + 1, share, mark)
            if best is None or v > best:
                best = v
                line = self.pv[d]
                line[d] = out[i]
                m = self.pvn[d + 1] if d + 1 < _DEPTH else 0
                for e in range(d + 1, m):
                    line[e] = self.pv[d + 1][e]
                self.pvn[d] = max(m, d + 1)
            if self.late(2):
                break
        return best

    def rank(self, root, leaves, top):
        # [value, action, line] of the best top first actions by NORMAL's whole-turn search, best first.
        r = self.r
        s = self.st[0]
        s[:] = root
        mark = self.mark(s)
        out = self.buf(0)
        n = r.legal_actions(s, out)
        k = min(n, leaves)
        child = self.st[1]
        found = []
        for j in range(k):
            i = j * n // k
            share = leaves // k + (1 if j < leaves % k else 0)
            child[:] = s
            r.apply(child, out[i])
            v = self.turn(1, share, mark)
            m = self.pvn[1] if _DEPTH > 1 else 0
            found.append([v, -j, out[i], bytes(self.pv[1])[2:2 * m] if m > 1 else b""])
            if self.late():
                break
        found.sort(key=_first, reverse=True)
        return found[:top]

    def easy(self, root):
        # A random action among up to _EASY_CAP, weighted by its immediate gain.
        r = self.r
        out = self.buf(0)
        t = self.st[1]
        n = r.legal_actions(root, out)
        k = min(n, _EASY_CAP)
        base = self.value(root)
        gains = []
        for j in range(k):
            t[:] = root
            r.apply(t, out[j * n // k])
            gains.append(self.value(t) - base)
        lo = min(gains)
        span = max(gains) - lo
        total = 0
        for j in range(k):
            gains[j] = 1 + (4 * (gains[j] - lo) // span if span else 0)
            total += gains[j]
        x = prng.below(self.rng, 0, total)
        for j in range(k):
            x -= gains[j]
            if x < 0:
                return out[j * n // k]
        return out[0]

    def play(self, t, act, line):
        # Play a candidate turn on t (its first action, then its line while legal, then random).
        r = self.r
        seat = self.seat
        mark = self.mark(t)
        r.apply(t, act)
        i = 0
        while i + 1 < len(line) and self.same(t, seat, mark):
            try:
                r.apply(t, line[i] | (line[i + 1] << 8))
            except ValueError:
                break
            i += 2
        out = self.buf(1)
        self.rand(t, out, seat, mark, _TURN_MAX)
        # the other seats' turns, at random, until the seat acts again in a new turn or the game ends
        k = 0
        while k < _PLAY_MAX:
            who = r.current_player(t)
            if who < 0 or who == seat:
                break
            k += 1 + self.rand(t, out, who, self.mark(t), _TURN_MAX)
        return self.value(t)

    def hard(self, root, v):
        # HARD: NORMAL's best few turns played out on several sampled states; the best total wins.
        cands = self.rank(root, _LEAVES, _TOP)
        if len(cands) == 1 or self.late():
            return cands[0][2]
        sums = [0] * len(cands)
        t = self.st[_DEPTH + 1]
        s = self.st[0]
        b = self.b
        for i in range(_SAMPLES):
            if i:
                s[:] = b.sample(v, self.seat, (self.seed + 7919 * i) & 0x3FFFFFF)
            else:
                s[:] = root
            part = [0] * len(cands)
            for k in range(len(cands)):
                prng.seed(self.rng, 0, self.seed + 104729 * i)  # the same dice for every candidate
                t[:] = s
                part[k] = self.play(t, cands[k][2], cands[k][3])
                if self.late(2):
                    break
            else:
                for k in range(len(cands)):
                    sums[k] += part[k]
                if not self.late():
                    continue
            break
        best = 0
        for k in range(1, len(cands)):
            if sums[k] > sums[best]:
                best = k
        return cands[best][2]


def _forget(known):
    """Drop the modules a decision imported (a game's score piece, say): no heap is kept after it."""
    for name in list(sys.modules):
        if name not in known and name != __name__:
            del sys.modules[name]
            dot = name.rfind(".")
            parent = sys.modules.get(name[:dot]) if dot > 0 else None
            if parent is not None and hasattr(parent, name[dot + 1:]):
                delattr(parent, name[dot + 1:])


def _first(row):
    """Sort key: a row's first item."""
    return (row[0], row[1])


def choose(rules, v, seat, level, seed, budget_ms, clock=None, brain=None):
    """An action legal for the seat to act, decided from view v only (level EASY, NORMAL or HARD)."""
    out = array("H", range(rules.MAX_LEGAL))
    try:
        n = rules.legal_actions(bytearray(v), out)
    except (ValueError, IndexError):
        n = 0
    if n <= 0:  # nothing to choose: the caller should not have asked (the game is over)
        return -1
    first = out[0]
    if n == 1 or budget_ms <= 0:
        return first
    known = list(sys.modules)
    try:
        if brain is None:
            brain = brain_of(rules)
        act = brain.rule(v, seat) if level >= HARD and hasattr(brain, "rule") else -1
        if act < 0:
            root = brain.sample(v, seat, seed & 0x3FFFFFF)
            run = _Search(rules, brain, seat, seed & 0x3FFFFFF, clock or ticks_ms, budget_ms)
            if level <= EASY:
                act = run.easy(root)
            elif level == NORMAL:
                act = run.rank(root, _LEAVES, 1)[0][2]
            else:
                act = run.hard(root, v)
    except Exception:  # never raise on a legal position: a failed search plays the first action
        if STRICT:
            raise
        act = first
    finally:
        _forget(known)
    for i in range(n):
        if out[i] == act:
            return act
    return first
