"""BOG's set-up: shuffle the 18 frogs, deal the hands and the river, flies on the middle row."""

from micropython import const

import prng
from games.bog.cards import CARD_COUNT
from games.bog.core import draw_to_hand, pop_deck

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_FROG = const(12)
_P_STUCK = const(13)
_P_DECK_N = const(16)
_P_DECK = const(17)
_P_RIVER = const(35)
_P_LOC = const(38)
_P_PAD = const(74)
_STATE_SIZE = const(93)
_NONE = const(255)
_EMPTY = const(255)
_FLY = const(254)
_PAD_COUNT = const(9)
_RIVER_SIZE = const(3)
_Z_DECK = const(0)
_Z_RIVER = const(1)
# end of consts.txt


def new_state(seed):
    """Shuffle the 18 frogs, deal 2 to seat 0, 3 to seat 1, 3 to the river; flies on the middle row."""
    s = bytearray(_STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    s[_P_PLAYERS] = 2
    s[_P_FROG] = _NONE
    s[_P_STUCK] = _NONE
    for c in range(CARD_COUNT):
        s[_P_DECK + c] = c
        s[_P_LOC + c] = _Z_DECK
    prng.shuffle(s, _P_RNG, s, _P_DECK, CARD_COUNT)
    s[_P_DECK_N] = CARD_COUNT
    for p in range(_PAD_COUNT):
        s[_P_PAD + p] = _FLY if 3 <= p <= 5 else _EMPTY
    for seat, count in ((0, 2), (1, 3)):
        for _ in range(count):
            draw_to_hand(s, seat)
    for slot in range(_RIVER_SIZE):
        c = pop_deck(s)
        s[_P_RIVER + slot] = c
        s[_P_LOC + c] = _Z_RIVER
    return s
