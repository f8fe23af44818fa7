"""Bunny Boom for the CPU seat: deal what a view hides (sample) and judge a state for a seat (evaluate)."""

from micropython import const

import prng
from games.bunnyboom.cards import CARD_COUNT
from games.bunnyboom.core import scores

JUDGE = "judge"  # HARD's evaluate(): imported by a HARD decision, forgotten after it
# HARD's first look (lib/cpulook.py) follows a card to its best space and on while the turn goes on. At 2 seats its
# best line joins rank()'s best turns in judge.replies(), which plays each through the next seat's whole turn; at
# 3-4 seats the look's best line against rank()'s best turn decides, without lib/cpulook.py's sampled replies:
# their other seat plays at random (or its space greedily, GREEDY_REPLY 2: worse still), and a seat that plays the
# best immediate count punishes what they allow.
LOOK_ON = 1

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_HAND_N = const(38)
_P_DOWN_N = const(42)
_P_LOC = const(88)
_Z_DECK = const(1)
_Z_HIDDEN = const(4)
_Z_HAND = const(8)
_Z_DOWN = const(12)
# end of consts.txt


def sample(v, seat, seed):
    """A full state matching view v of seat: the deck, the other hands (but the cards it knows there), every
    face-down card at random."""
    s = bytearray(v)
    seed &= 0x3FFFFFFF
    prng.seed(s, _P_RNG, seed)
    pool = bytearray(c for c in range(CARD_COUNT) if v[_P_LOC + c] == _Z_HIDDEN)
    prng.shuffle(s, _P_RNG, pool, 0, len(pool))
    i = 0
    for p in range(v[_P_PLAYERS]):
        for z, n in ((_Z_HAND + p, 0 if p == seat else v[_P_HAND_N + p]), (_Z_DOWN + p, v[_P_DOWN_N + p])):
            for c in range(CARD_COUNT):  # the cards of that hand the seat knows are in sight already
                if v[_P_LOC + c] == z:
                    n -= 1
            for _ in range(n):
                s[_P_LOC + pool[i]] = z
                i += 1
    while i < len(pool):  # the rest is the deck (it has no order: a draw picks with the PRNG)
        s[_P_LOC + pool[i]] = _Z_DECK
        i += 1
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed ^ 0x5A5A5A)
    return s


def evaluate(s, seat):
    """Rabbits the seat would count now (domain, cards, carrot) against the best other seat: fewer is better."""
    sc = scores(s)
    best = None
    for p in range(len(sc)):
        if p != seat and (best is None or sc[p] < best):
            best = sc[p]
    return 10 * (best - sc[seat])

