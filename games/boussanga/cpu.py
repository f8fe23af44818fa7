"""Boussanga for the CPU seat: deal what a view hides (sample) and judge a state for a seat (evaluate)."""

from micropython import const

import prng
from games.boussanga.core import points_of

JUDGE = "judge"  # HARD's evaluate() (co-op: the collection by colour, the row): forgotten after it

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_COOP = const(10)
_P_TEAMS = const(11)
_P_PHASE = const(13)
_P_DECK_N = const(22)
_P_DECK = const(23)
_P_DISCARD_N = const(71)
_P_COLLECT = const(200)
# end of consts.txt


def sample(v, seat, seed):
    """A full state matching view v: the deck's cards (the view lists them) in a random order, fresh PRNG."""
    s = bytearray(v)
    seed &= 0x3FFFFFFF
    prng.seed(s, _P_RNG, seed)
    prng.shuffle(s, _P_RNG, s, _P_DECK, s[_P_DECK_N])  # discarded cards stay out: they were seen
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed ^ 0x5A5A5A)
    return s


def rule(v, seat):
    """HARD's card or placement without teams: the turn best against the next seat's reply (reply.py); else -1."""
    if v[_P_COOP] or v[_P_TEAMS] or v[_P_PHASE] > 1:
        return -1
    from games.boussanga import reply

    return reply.decide(v, seat, sample)  # passed in: reply.py importing cpu.py would be a circle


def evaluate(s, seat):
    """Points ahead of the best other side; co-op: points, collected tokens, fewest cards discarded."""
    if s[_P_COOP]:
        v = 100 * points_of(s, 0) - 30 * s[_P_DISCARD_N]
        for c in range(4):
            v += 12 * min(3, s[_P_COLLECT + c])
        return v
    mine = points_of(s, seat)
    best = 0
    for p in range(s[_P_PLAYERS]):
        if p != seat and not (s[_P_TEAMS] and p == seat ^ 2):
            best = max(best, points_of(s, p))
    return 100 * (mine - best)
