"""Frogriders set-up: new_state() fills the pond, shuffles the privilege deck, deals the objectives."""

# Imported by rules.new_state on first use (a game start): set-up code never stays in memory during
# play unless a game is started. Offsets: rules.py's layout, same names and values.

from micropython import const

import prng
from games.frogriders.cards import COMMON_COUNT, PRIV_COUNT, SECRET_COUNT
from games.frogriders.core import FROG_TOTALS, OUT_AT_2, is_inner, pop_deck

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_OPTIONS = const(9)
_P_PHASE = const(11)
_P_FROM = const(12)
_P_ENDER = const(14)
_P_POND = const(17)
_P_PRIV = const(99)
_P_FACE = const(123)
_P_DECK_N = const(127)
_P_DECK = const(128)
_P_SECRET = const(152)
_P_COMMON = const(162)
_STATE_SIZE = const(164)
_NONE = const(255)
_PAD_COUNT = const(57)
_CENTRE = const(28)
_EMPTY = const(0)
_OFF = const(5)
_FACE_SLOTS = const(4)
_PH_SECRET = const(0)
_PH_BACK = const(5)
_L_FACE = const(1)
_S_DEALT = const(1)
# end of consts.txt


def new_state(players, seed, options=0):
    """Fill the pond at random, shuffle the privilege deck, show 4 cards and 2 commons, deal secrets."""
    if not 0 <= options <= 1:
        raise ValueError("bad options %r" % (options,))
    s = bytearray(_STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    s[_P_PLAYERS] = players
    s[_P_OPTIONS] = options
    s[_P_FROM] = _NONE
    s[_P_ENDER] = _NONE
    s[_P_POND + _PAD_COUNT] = _OFF
    bag = bytearray(56)
    n = 0
    for col in range(4):
        count = FROG_TOTALS[col] - (OUT_AT_2[col] if players == 2 else 0)
        for _ in range(count):
            bag[n] = col + 1
            n += 1
    prng.shuffle(s, _P_RNG, bag, 0, n)
    k = 0
    for p in range(_PAD_COUNT):
        if p == _CENTRE:
            s[_P_POND + p] = _EMPTY
        elif players == 2 and not is_inner(p):
            s[_P_POND + p] = _OFF
        else:
            s[_P_POND + p] = bag[k]
            k += 1
    for c in range(PRIV_COUNT):
        s[_P_DECK + c] = c
    prng.shuffle(s, _P_RNG, s, _P_DECK, PRIV_COUNT)
    s[_P_DECK_N] = PRIV_COUNT
    for slot in range(_FACE_SLOTS):
        c = pop_deck(s)
        s[_P_FACE + slot] = c
        s[_P_PRIV + c] = _L_FACE
    commons = bytearray(range(COMMON_COUNT))
    prng.shuffle(s, _P_RNG, commons, 0, COMMON_COUNT)
    for i in range(2):
        s[_P_COMMON + i] = commons[i]
    secrets = bytearray(range(SECRET_COUNT))
    prng.shuffle(s, _P_RNG, secrets, 0, SECRET_COUNT)
    for i in range(2 * players):
        s[_P_SECRET + secrets[i]] = _S_DEALT + i // 2
    s[_P_PHASE] = _PH_BACK if options else _PH_SECRET
    return s
