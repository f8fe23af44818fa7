"""CPU opponents: one search engine for every game, deciding only from what its seat may see."""

# choose() gets a seat's view, never the real state. The game's cpu module (games/<id>/cpu.py) deals
# what the view hides at random (sample) and judges a state (evaluate); the engine only plays the
# rules on those sampled states:
#   EASY    a random legal action, weighted towards the ones that gain at once.
#   NORMAL  the best whole turn (the decisions of one seat until the turn ends) on one sampled state,
#           a capped number of turn sequences expanded.
#   HARD    first every legal action tried once (with its best next step when the turn goes on) and
#           judged (lib/cpulook.py: none skipped unseen), then NORMAL's search with _HARD_LEAVES over the
#           best of them in that order; its best few turns are each played on several sampled states,
#           followed by the other seats' turns (random play; a game's GREEDY_REPLY: the next seat's first
#           decisions at their best of a few tries) up to the seat's next turn, and judged there. A game's cpu
#           module may also offer rule(v, seat): an action HARD takes at once from the view (a rule of thumb
#           where a few samples judge badly, Le Bog's betting), or -1 to search; and JUDGE: the name of a module
#           whose evaluate() is HARD's finer judgement (Frogriders: objectives' progress); NORMAL keeps evaluate().
#           A JUDGE module's replies(), where it has one, takes the place of lib/cpulook.py's (Bunny Boom: the
#           next seat's whole turn played at its best).
# The work is counted in turns, not in time, so the same seed gives the same decision on every
# interpreter; the time budget only cuts the work short (at most one leaf or one sampled reply beyond it).
# Randomness comes from lib/prng only. No heap is kept after a decision: modules a decision imported (a
# score piece) are forgotten again. Private methods carry comments, not docstrings: the compile peak
# on the badge (mpy-cross -X heapsize=23wk) has 1 KB to spare so.

import sys
from array import array

import cpulook
from micropython import const

import games
import prng

EASY = 0
NORMAL = 1
HARD = 2
STRICT = False  # tests set it: an error inside the search is raised instead of falling back
RESIDENT = False  # set for a game with CPU seats (launch.load_cpu_seats): this code and what it loads stay

_WIN = const(100000)  # added to evaluate() of a won game, taken off a lost one
_DEPTH = const(4)  # decisions of a turn searched one by one; later ones are played at random
_TURN_MAX = const(24)  # decisions of one turn at most
_PLAY_MAX = const(80)  # decisions of a play-out at most
_EASY_CAP = const(24)  # actions EASY tries
_LEAVES = const(40)  # turn sequences NORMAL expands
_HARD_LEAVES = const(120)  # and HARD
_TOP = const(4)  # turns HARD plays out


def brain_of(rules):
    """The cpu module next to a rules module (games.<id>.cpu), imported when not loaded yet."""
    return games.part(rules.__name__.split(".")[1], "cpu")


class _Search:
    # One decision's buffers and counters; dropped when choose() returns.

    # Every search runs in one frame (rank, hard: no recursion, no helper calls on the way to the rules):
    # the badge keeps Python frames in a small fixed stack (CircuitPython's pystack, 1.5 KB on SAMD51)
    # that the console's frames under choose() and the rules' own calls share (tools/pystack.py).

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
        self.w = [0] * (6 * _DEPTH)  # per depth of rank's search: n, k, j, start, allow, best
        self.clock = clock  # the board's clock (ticks_ms, ticks_diff), or None: no time budget
        self.t0 = clock.ticks_ms() if clock is not None else 0
        self.budget = budget
        at = games.hook(rules, "TURN_AT", None)
        self.at = -1 if at is None else at  # none: every decision ends a turn
        self.leaves = _LEAVES  # turn sequences rank() expands
        self.seen = 0  # HARD: root actions cpulook.first_look ordered in bufs[0], searched in that order
        self.ev = brain.evaluate  # HARD: the evaluate() of the game's JUDGE module where it has one

    def late(self):
        # True once the budget has been spent (never without a clock: the whole plan runs).
        c = self.clock
        return c is not None and c.ticks_diff(c.ticks_ms(), self.t0) > self.budget

    def buf(self, d):
        # The legal-action buffer of depth d, made on first use.
        b = self.bufs[d]
        if b is None:
            b = self.bufs[d] = array("H", range(self.r.MAX_LEGAL))
        return b

    def value(self, s):
        # The game's evaluation for the seat, plus or minus _WIN once the game is over.
        r = self.r
        v = self.ev(s, self.seat)
        if r.current_player(s) < 0:
            v += _WIN if self.seat in r.winners(s) else -_WIN
        return v

    def rank(self, root, top):
        # [value, -j, action, line] of the best top first actions of the whole-turn search, best first.
        # Depth-first over the seat's turn from st[0]: a node at depth d (st[d]) tries k = min(n, allow) of
        # its n actions, spaced from a random start, sharing its allow leaves; a node is a leaf at _DEPTH,
        # with one leaf to spend, or once the turn ended (then it finishes the turn at random and is
        # judged). pv[d] holds the best line below depth d, pvn[d] its end.
        r = self.r
        seat = self.seat
        at = self.at
        st = self.st
        w = self.w
        pvn = self.pvn
        s = st[0]
        s[:] = root
        mark = s[at] if at >= 0 else 0
        n = self.seen or r.legal_actions(s, self.buf(0))
        e = self.leaves
        w[0:5] = [n, min(n, e), 0, 0, e]
        found = []
        d = 0
        v = None  # the value of the node just left, for its parent at depth d
        while True:
            o = 6 * d
            n = w[o]
            k = w[o + 1]
            out = self.bufs[d]
            if v is not None:
                j = w[o + 2]
                i = (w[o + 3] + j * n // k) % n
                if d == 0:
                    e = pvn[1]
                    found.append([v, -j, out[i], bytes(self.pv[1])[2:2 * e] if e > 1 else b""])
                    if self.late():
                        break
                else:
                    if w[o + 5] is None or v > w[o + 5]:
                        w[o + 5] = v
                        s = self.pv[d]
                        s[d] = out[i]
                        e = pvn[d + 1] if d + 1 < _DEPTH else 0
                        for i in range(d + 1, e):
                            s[i] = self.pv[d + 1][i]
                        pvn[d] = max(e, d + 1)
                    if self.late():  # out of time: the node's other children go unsearched
                        w[o + 2] = k
                w[o + 2] += 1
                v = None
            j = w[o + 2]
            if j >= k:  # the node is done: its best goes up
                if d == 0:
                    break
                v = w[o + 5]
                d -= 1
                continue
            e = w[o + 4]
            e = e // k + (1 if j < e % k else 0)  # the child's share of the leaves
            s = st[d + 1]
            s[:] = st[d]
            r.apply(s, out[(w[o + 3] + j * n // k) % n])
            d += 1
            pvn[d] = 0
            if d < _DEPTH and e > 1 and r.current_player(s) == seat and (at < 0 or s[at] == mark):
                out = self.buf(d)
                n = r.legal_actions(s, out)
                if n > 0:
                    k = min(n, e)
                    w[o + 6:o + 12] = [n, k, 0, prng.below(self.rng, 0, n) if k < n else 0, e, None]
                    continue
            elif r.current_player(s) == seat and (at < 0 or s[at] == mark):
                s = st[_DEPTH + 1]  # the turn goes on: finish it at random
                s[:] = st[d]
                out = self.buf(_DEPTH)
                j = 0
                while j < _TURN_MAX and r.current_player(s) == seat and (at < 0 or s[at] == mark):
                    n = r.legal_actions(s, out)
                    if n <= 0:
                        break
                    r.apply(s, out[prng.below(self.rng, 0, n)])
                    j += 1
            v = self.ev(s, seat)
            if r.current_player(s) < 0:
                v += _WIN if seat in r.winners(s) else -_WIN
            d -= 1
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


def _forget(known):
    # Drop the modules a decision imported (a game's score piece, say): no heap is kept after it.
    for name in list(sys.modules):
        if name not in known and name != __name__:
            del sys.modules[name]
            dot = name.rfind(".")
            parent = sys.modules.get(name[:dot]) if dot > 0 else None
            if parent is not None and hasattr(parent, name[dot + 1:]):
                delattr(parent, name[dot + 1:])


def _fell(err):
    # Count a failed search in games.CPU_FALLBACKS (it outlives this module: About shows it) and say it on the
    # serial console (a badge reloads between a game and the launcher's About).
    f = games.CPU_FALLBACKS
    f[0] += 1
    f[1] = ("%s: %s" % (type(err).__name__, err))[:40]
    print("CPU fallback %d: %s" % (f[0], f[1]))


def _first(row):
    # Sort key: a row's value, then its order.
    return (row[0], row[1])


def choose(rules, v, seat, level, seed, budget_ms, clock=None, brain=None, out=None):
    """An action legal for the seat to act, decided from view v only (level EASY, NORMAL or HARD) within
    budget_ms of clock (the board: ticks_ms, ticks_diff; None: no time limit, the whole plan runs); out: a
    legal-action buffer to reuse (the game's), else one is made."""
    if out is None:
        out = array("H", range(rules.MAX_LEGAL))
    try:
        n = rules.legal_actions(bytearray(v), out)
    except (ValueError, IndexError):
        n = 0
    if n <= 0:  # nothing to choose: the caller should not have asked (the game is over)
        return -1
    if n == 1 or budget_ms <= 0:
        return out[0]
    known = list(sys.modules)
    act = -1
    try:
        if brain is None:
            brain = brain_of(rules)
        if level >= HARD and games.hook(brain, "rule", None) is not None:
            act = brain.rule(v, seat)
        if act < 0:
            seed &= 0x3FFFFFF
            root = brain.sample(v, seat, seed)
            run = _Search(rules, brain, seat, seed, clock, budget_ms)
            then = cpulook
            if level >= HARD:  # every first action seen, the best of them searched
                run.leaves = _HARD_LEAVES
                j = games.hook(brain, "JUDGE", None)
                if j:  # the game's finer judgement for HARD: a module of its own, forgotten after the decision
                    j = games.part(brain.__name__.split(".")[1], j)
                    run.ev = j.evaluate
                    if games.hook(j, "replies", None) is not None:  # its replies() (Bunny Boom: the next seat's turn)
                        then = j
                run.seen = cpulook.first_look(run, root, _HARD_LEAVES)
            # rank() then replies(), not one inside the other: the frames under the rules stay few
            if level <= EASY:
                act = run.easy(root)
            elif run.seen and run.late():  # the first look took the time: its best
                act = run.bufs[0][0]
            else:
                act = then.replies(run, run.rank(root, _TOP if level > NORMAL else 1), v)
    except Exception as err:  # never raise on a legal position: a failed search plays the first action
        if not RESIDENT:
            _forget(known)
        if STRICT:
            raise
        _fell(err)
    if not RESIDENT:  # a Hint's search leaves nothing; the CPU seats' keeps what it loaded (a score piece)
        _forget(known)
    for i in range(n):
        if out[i] == act:
            return act
    return out[0]
