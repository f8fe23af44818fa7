"""Bunny Boom's legal actions: what the mover may choose at the decision asked now."""

from micropython import const

from games.bunnyboom.cards import CARD_COUNT, CARDS
from games.bunnyboom.core import path_at, path_len, spaces

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_CARD = const(13)
_P_MASK = const(15)
_P_DECK_N = const(22)
_P_PAWN = const(26)
_P_HAND_N = const(38)
_P_RIVER = const(46)
_P_TOP = const(52)
_P_LOC = const(88)
_NONE = const(255)
_SPACES = const(12)
_RIVER_SIZE = const(3)
_Z_HAND = const(8)
_Z_TOP = const(16)
_C_RIVER = const(3)
_R_NONE = const(0)
_PH_PLAY = const(0)
_PH_SPACE = const(1)
_PH_TAKE = const(2)
_PH_CARROT = const(3)
_PH_GIVE = const(4)
_PH_SKIP = const(5)
_PH_RIVER = const(6)
_PH_PUT = const(7)
_PH_SWAP_CARD = const(8)
_PH_SWAP_SEAT = const(9)
_PH_DOWN = const(10)
_PH_DRAW = const(11)
_A_CARD = const(0)
_A_TAKE = const(256)
_A_SEAT = const(384)
_A_SKIP = const(512)
_A_RIVER = const(640)
_A_PUT = const(768)
_A_SWAPCARD = const(896)
_A_DRAW = const(1024)
_DRAW_DECK = const(3)
_MAX_LEGAL = const(16)
# end of consts.txt

_SCRATCH = [0] * _MAX_LEGAL


def generate(s, out):
    """Write the legal actions of the seat to act into out[0:n] in a fixed order and return n (out None: count)."""
    ph = s[_P_PHASE]
    me = s[_P_TURN]
    n = 0
    if ph == _PH_SPACE:
        return spaces(s, me, out)
    if ph == _PH_PLAY or ph == _PH_SWAP_CARD:
        kind = _A_CARD if ph == _PH_PLAY else _A_SWAPCARD
        for c in range(CARD_COUNT):
            if s[_P_LOC + c] == _Z_HAND + me:
                if out is not None:
                    out[n] = kind + c
                n += 1
    elif ph == _PH_TAKE or ph == _PH_DRAW or ph == _PH_RIVER:
        kind = _A_TAKE if ph == _PH_TAKE else (_A_DRAW if ph == _PH_DRAW else _A_RIVER)
        if ph == _PH_DRAW and s[_P_DECK_N]:
            if out is not None:
                out[n] = _A_DRAW + _DRAW_DECK
            n += 1
        for slot in range(_RIVER_SIZE):
            c = s[_P_RIVER + slot]
            if c != _NONE and (ph != _PH_RIVER or CARDS[5 * c + _C_RIVER] != _R_NONE):
                if out is not None:
                    out[n] = kind + slot
                n += 1
    elif ph == _PH_CARROT or ph == _PH_GIVE or ph == _PH_SWAP_SEAT or ph == _PH_DOWN:
        # the other villagers from the mover's left; a face-down card may go to the mover too (last)
        for k in range(1, s[_P_PLAYERS] + (ph == _PH_DOWN)):
            seat = (me + k) % s[_P_PLAYERS]
            if (ph == _PH_GIVE and s[_P_MASK] & (1 << seat)) or (ph == _PH_SWAP_SEAT and s[_P_HAND_N + seat] == 0):
                continue
            if out is not None:
                out[n] = _A_SEAT + seat
            n += 1
    elif ph == _PH_SKIP:
        a = s[_P_PAWN + me]
        b = s[_P_LOC + s[_P_CARD]] - _Z_TOP
        for i in range(path_len(a, b)):
            if out is not None:
                out[n] = _A_SKIP + path_at(a, b, i)
            n += 1
    elif ph == _PH_PUT:
        for sp in range(_SPACES):
            if s[_P_TOP + sp] != _NONE:
                if out is not None:
                    out[n] = _A_PUT + sp
                n += 1
    return n


def is_legal(s, action):
    """True when action is among the legal actions now (no allocation: a module buffer)."""
    n = generate(s, _SCRATCH)
    for i in range(n):
        if _SCRATCH[i] == action:
            return True
    return False
