"""Boussanga set-up: new_state() shuffles, deals and, in co-op, fills the board."""

from micropython import const

import prng
from games.boussanga.core import draw, set_cell

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_MIN_PLAYERS = const(1)
_MAX_PLAYERS = const(4)
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_OPTIONS = const(9)
_P_COOP = const(10)
_P_TEAMS = const(11)
_P_END_SEAT = const(18)
_P_DECK_N = const(22)
_P_DECK = const(23)
_P_HANDS = const(55)
_P_BOARD = const(72)
_P_EMPTY_ROWS = const(168)
_P_RESERVE = const(176)
_STATE_SIZE = const(209)
_CARD_COUNT = const(32)
_NONE = const(255)
_HAND_SIZE = const(4)
_COLORS = const(4)
_TOKENS_PER_COLOR = const(16)
# end of consts.txt


def new_state(players, seed, options=0):
    """Shuffle the deck and deal; co-op fills the board with all 64 tokens at random."""
    if not _MIN_PLAYERS <= players <= _MAX_PLAYERS:
        raise ValueError("Boussanga is for 1 to 4 players")
    mode = options & 0xF
    teams = (options >> 4) & 0xF
    if mode > 1 or teams > 1 or options >> 8:
        raise ValueError("bad options %d" % options)
    s = bytearray(_STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    coop = 1 if (mode == 1 or players == 1) else 0
    s[_P_PLAYERS] = players
    s[_P_OPTIONS] = options
    s[_P_COOP] = coop
    s[_P_TEAMS] = 1 if (teams and players == 4 and not coop) else 0
    s[_P_END_SEAT] = _NONE
    for c in range(_CARD_COUNT):
        s[_P_DECK + c] = c
    prng.shuffle(s, _P_RNG, s, _P_DECK, _CARD_COUNT)
    s[_P_DECK_N] = _CARD_COUNT
    for i in range(16):
        s[_P_HANDS + i] = _NONE
    for y in range(8):
        s[_P_EMPTY_ROWS + y] = 0xFF
    if coop:
        for i in range(64):
            s[_P_BOARD + i] = 1 + i // _TOKENS_PER_COLOR
        prng.shuffle(s, _P_RNG, s, _P_BOARD, 64)
        for i in range(64):
            v = s[_P_BOARD + i]
            s[_P_BOARD + i] = 0
            set_cell(s, i, v)
        for k in range(_HAND_SIZE):
            draw(s, _P_HANDS + k)
    else:
        for c in range(_COLORS):
            s[_P_RESERVE + c] = _TOKENS_PER_COLOR
        for seat in range(players):
            for k in range(_HAND_SIZE):
                draw(s, _P_HANDS + seat * 4 + k)
    return s
