"""BOG for the CPU seat: deal what a view hides (sample) and judge a state for a seat (evaluate)."""

from micropython import const

import prng
from games.bog.moves import generate

# HARD's look-ahead (lib/cpulook.replies) plays the other seat's first decision at its best immediate gain,
# not at random, so points a turn leaves exposed count against it (arena vs Greedy: 83 % -> 85 %; games
# 100-199: 77 % -> 84 %)
GREEDY_REPLY = const(1)

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_SEED = const(0)
_P_RNG = const(4)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_DECK_N = const(16)
_P_DECK = const(17)
_P_LOC = const(38)
_P_STEP = const(56)
_P_HAND_N = const(83)
_P_POINTS = const(85)
_Z_DECK = const(0)
_Z_HAND = const(2)
_Z_SHORE = const(4)
_Z_SWAMP = const(6)
_Z_HIDDEN = const(10)
# end of consts.txt

_CARDS = const(18)


def sample(v, seat, seed):
    """A full state matching view v of seat: the deck and the other hand dealt at random, fresh PRNG."""
    s = bytearray(v)
    seed &= 0x3FFFFFFF
    prng.seed(s, _P_RNG, seed)
    pool = bytearray(c for c in range(_CARDS) if v[_P_LOC + c] == _Z_HIDDEN)
    prng.shuffle(s, _P_RNG, pool, 0, len(pool))
    n = s[_P_DECK_N]
    for i in range(len(pool)):
        c = pool[i]
        if i < n:
            s[_P_DECK + i] = c
            s[_P_LOC + c] = _Z_DECK
        else:
            s[_P_LOC + c] = _Z_HAND + 1 - seat
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed ^ 0x5A5A5A)
    return s


def evaluate(s, seat):
    """Points ahead of the other seat, frogs advanced on their routes, and moves left (a stuck seat loses)."""
    return _side(s, seat) - _side(s, 1 - seat)


def _side(s, seat):
    """One seat's points, frogs and cards, with a penalty when it is close to having no move."""
    v = 100 * (s[_P_POINTS + seat * 4] + s[_P_POINTS + seat * 4 + 1] + s[_P_POINTS + seat * 4 + 2]
               + s[_P_POINTS + seat * 4 + 3])
    moves = s[_P_HAND_N + seat]
    for c in range(_CARDS):
        z = s[_P_LOC + c]
        if z == _Z_SWAMP + seat:
            v += 10 * s[_P_STEP + c]
            moves += 1
        elif z == _Z_SHORE + seat:
            moves += 1
    # the moves it would have now (a seat with none loses): the rules count them with no buffer
    turn = s[_P_TURN]
    phase = s[_P_PHASE]
    s[_P_TURN] = seat
    s[_P_PHASE] = 0
    n = generate(s, None)
    s[_P_TURN] = turn
    s[_P_PHASE] = phase
    return v + 90 * moves + 20 * min(n, 4) - (800 if n == 0 else 0) - (150 * (3 - moves) if moves < 3 else 0)
