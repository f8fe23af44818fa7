"""Bunny Boom's set-up: new_state() deals the hands and the river (imported on first use)."""

from micropython import const

import prng
from games.bunnyboom.cards import CARD_COUNT
from games.bunnyboom.core import in_game, river_out, set2, to_hand

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_MIN_PLAYERS = const(2)
_MAX_PLAYERS = const(4)
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_OPTIONS = const(9)
_P_CARD = const(13)
_P_AUX = const(16)
_P_OUT = const(20)
_P_DECK_N = const(22)
_P_CARROT = const(23)
_P_FOX = const(24)
_P_BURROW = const(25)
_P_PAWN = const(26)
_P_DOMAIN = const(30)
_P_RIVER = const(46)
_P_TOP = const(52)
_P_LOC = const(88)
_STATE_SIZE = const(205)
_NONE = const(255)
_CENTRE = const(12)
_SPACES = const(12)
_RIVER_SIZE = const(3)
_HAND_SIZE = const(3)
_O_FOX = const(1)
_Z_DECK = const(1)
_DRAW_DECK = const(3)
# end of consts.txt


def new_state(players, seed, options=0):
    """Deal 3 cards each and a river of 3 from the deck of this player count; 1 rabbit per domain."""
    if not _MIN_PLAYERS <= players <= _MAX_PLAYERS or options >> 12:
        raise ValueError("bad players or options")
    opts = 0
    for k in range(3):
        choice = (options >> (4 * k)) & 0xF
        if choice > 1:
            raise ValueError("bad option choice")
        opts |= choice << k
    s = bytearray(_STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    s[_P_PLAYERS] = players
    s[_P_OPTIONS] = opts
    for off in (_P_CARD, _P_AUX, _P_CARROT, _P_FOX, _P_BURROW, _P_PAWN, _P_PAWN + 1, _P_PAWN + 2, _P_PAWN + 3):
        s[off] = _NONE
    if opts & _O_FOX:
        s[_P_FOX] = _CENTRE
    n = 0
    for c in range(CARD_COUNT):
        if in_game(c, players, opts):
            s[_P_LOC + c] = _Z_DECK
            n += 1
    s[_P_DECK_N] = n
    for seat in range(players):
        s[_P_PAWN + seat] = _CENTRE
        s[_P_DOMAIN + 2 * seat] = 1
        for _ in range(_HAND_SIZE):
            to_hand(s, seat, _DRAW_DECK)
    set2(s, _P_OUT, players)
    for i in range(_RIVER_SIZE):
        s[_P_RIVER + i] = _NONE
    for sp in range(_SPACES):
        s[_P_TOP + sp] = _NONE
    river_out(s, _RIVER_SIZE)
    return s
