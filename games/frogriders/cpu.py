"""Frogriders for the CPU seat: deal what a view hides (sample) and judge a state for a seat (evaluate)."""

from micropython import const

import prng
from games.frogriders import score  # the final count, for every evaluation: kept with the CPU's modules
from games.frogriders.cards import PRIV_COUNT, SECRET_COUNT

JUDGE = "judge"  # HARD's evaluate(): imported by a HARD decision, forgotten after it
LOOK_ON = 1  # HARD's first look follows a turn that goes on (a red frog sent, then the extra jump) to its end; its
# best line against rank()'s best turn decides (lib/cpulook.py): sampled replies, random or greedy, judged worse here

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_CAPT = const(75)
_P_PRIV = const(99)
_P_DECK = const(128)
_P_SECRET = const(152)
_PH_SECRET = const(0)
_PH_BACK = const(5)
_L_DECK = const(0)
_S_DEALT = const(1)
_S_KEPT = const(5)
_S_BACK = const(9)
_S_HIDDEN = const(15)
_FROG = const(20)
# end of consts.txt


def sample(v, seat, seed):
    """A full state matching view v of seat: deck order and the others' secret objectives at random."""
    s = bytearray(v)
    seed &= 0x3FFFFFFF
    prng.seed(s, _P_RNG, seed)
    pool = bytearray(PRIV_COUNT)  # loops, not generator expressions: their code would stay on the heap
    n = 0
    for c in range(PRIV_COUNT):
        if v[_P_PRIV + c] == _L_DECK:
            pool[n] = c
            n += 1
    prng.shuffle(s, _P_RNG, pool, 0, n)
    for i in range(n):
        s[_P_DECK + i] = pool[i]
    hidden = bytearray(SECRET_COUNT)
    n = 0
    for c in range(SECRET_COUNT):
        if v[_P_SECRET + c] == _S_HIDDEN:
            hidden[n] = c
            n += 1
    need = bytearray(n)  # S_BOX where nothing else is due
    phase = v[_P_PHASE]
    k = 0
    for p in range(v[_P_PLAYERS]):
        if p == seat:
            continue
        if phase == _PH_BACK or (phase == _PH_SECRET and p >= v[_P_TURN]):
            zones = (_S_DEALT + p, _S_DEALT + p)
        else:
            zones = (_S_KEPT + p, _S_BACK + p)
        for z in zones:
            seen = False
            for c in range(SECRET_COUNT):
                if v[_P_SECRET + c] == z and z != _S_DEALT + p:
                    seen = True
            if not seen:
                need[k] = z
                k += 1
    prng.shuffle(s, _P_RNG, hidden, 0, n)
    for i in range(n):
        s[_P_SECRET + hidden[i]] = need[i]
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed ^ 0x5A5A5A)
    return s


def evaluate(s, seat):
    """Trophies of the final count as things stand, ahead of the best other seat; captured frogs next (EASY, NORMAL)."""
    v = 0
    best = None
    for p in range(s[_P_PLAYERS]):
        base = _P_CAPT + 4 * p
        # score.totals() a seat at a time: a frame less on top of the search (the badge's pystack is small)
        x = 100 * sum(score.score_lines(s, p)) + _FROG * (s[base] + s[base + 1] + s[base + 2] + s[base + 3])
        if p == seat:
            v += x
        elif best is None or x > best:
            best = x
    return v - best
