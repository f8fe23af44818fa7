"""Frogriders for the CPU seat: deal what a view hides (sample) and judge a state for a seat (evaluate)."""

from micropython import const

import prng
from games.frogriders import score  # the final count, for every evaluation: kept with the CPU's modules
from games.frogriders.cards import PRIV_COUNT, SECRET_COUNT

TURN_AT = const(15)  # completed turns (low byte): a turn ends when it changes

_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_CAPT = const(75)
_P_PRIV = const(99)
_P_DECK_N = const(127)
_P_DECK = const(128)
_P_SECRET = const(152)
_PH_SECRET = const(0)
_PH_OVER = const(4)
_PH_BACK = const(5)
_L_DECK = const(0)
_S_BOX = const(0)
_S_DEALT = const(1)
_S_KEPT = const(5)
_S_BACK = const(9)
_S_HIDDEN = const(15)


def sample(v, seat, seed):
    """A full state matching view v of seat: deck order and the others' secret objectives at random."""
    s = bytearray(v)
    seed &= 0x3FFFFFFF
    prng.seed(s, _P_RNG, seed)
    pool = bytearray(c for c in range(PRIV_COUNT) if v[_P_PRIV + c] == _L_DECK)
    prng.shuffle(s, _P_RNG, pool, 0, len(pool))
    for i in range(len(pool)):
        s[_P_DECK + i] = pool[i]
    hidden = bytearray(c for c in range(SECRET_COUNT) if v[_P_SECRET + c] == _S_HIDDEN)
    need = bytearray(len(hidden))  # S_BOX where nothing else is due
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
    prng.shuffle(s, _P_RNG, hidden, 0, len(hidden))
    for i in range(len(hidden)):
        s[_P_SECRET + hidden[i]] = need[i]
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed ^ 0x5A5A5A)
    return s


def evaluate(s, seat):
    """Trophies of the final count as things stand, ahead of the best other seat; captured frogs next."""
    v = 0
    best = None
    for p in range(s[_P_PLAYERS]):
        base = _P_CAPT + 4 * p
        # score.totals() a seat at a time: a frame less on top of the search (the badge's pystack is small)
        x = 100 * sum(score.score_lines(s, p)) + 20 * (s[base] + s[base + 1] + s[base + 2] + s[base + 3])
        if p == seat:
            v += x
        elif best is None or x > best:
            best = x
    return v - best
