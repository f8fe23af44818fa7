"""Bunny Boom's invariants: check(), which rules.check imports on first use (resume and tests, never in play)."""

# Every card in exactly one zone of the game's deck, hand and face-down counts, the river and the village
# stacks, pawns, fox, carrot and burrow where they may be, the rabbits out of the bank all accounted for
# (domains + village cards + river cards), and the turn fields of the decision asked now.

import lang  # the messages reach the screen when a save fails its check
from micropython import const

from games.bunnyboom.cards import CARD_COUNT
from games.bunnyboom.core import domain, get2, in_game, spaces
from games.bunnyboom.moves import generate

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_OPTIONS = const(9)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_STAGE = const(12)
_P_CARD = const(13)
_P_PEND = const(14)
_P_MASK = const(15)
_P_AUX = const(16)
_P_OUT = const(20)
_P_DECK_N = const(22)
_P_CARROT = const(23)
_P_FOX = const(24)
_P_BURROW = const(25)
_P_PAWN = const(26)
_P_HAND_N = const(38)
_P_DOWN_N = const(42)
_P_RIVER = const(46)
_P_RIVER_RAB = const(49)
_P_TOP = const(52)
_P_SPACE_RAB = const(64)
_P_INFO = const(76)
_P_LOC = const(88)
_P_KNOWN = const(166)
_STATE_SIZE = const(205)
_NONE = const(255)
_CENTRE = const(12)
_SPACES = const(12)
_RIVER_SIZE = const(3)
_HAND_SIZE = const(3)
_LAYERS = const(0x7F)
_O_FOX = const(1)
_O_BURROW = const(2)
_Z_OUT = const(0)
_Z_DECK = const(1)
_Z_RIVER = const(2)
_Z_HIDDEN = const(4)
_Z_HAND = const(8)
_Z_DOWN = const(12)
_Z_TOP = const(16)
_Z_UNDER = const(32)
_PH_PLAY = const(0)
_PH_SPACE = const(1)
_PH_GIVE = const(4)
_PH_PUT = const(7)
_PH_SWAP_SEAT = const(9)
_PH_OVER = const(12)
# end of consts.txt


def check(s):
    """Raise ValueError unless every card and rabbit is in exactly one place and the counts agree."""
    n = s[_P_PLAYERS]
    opts = s[_P_OPTIONS]
    ph = s[_P_PHASE]
    if len(s) != _STATE_SIZE or not 2 <= n <= 4 or opts > 7 or s[_P_TURN] >= n or ph > _PH_OVER or s[_P_STAGE] > 5:
        raise ValueError(lang.tr("header"))
    count = bytearray(64)  # cards per zone
    bad = 0
    for c in range(CARD_COUNT):
        z = s[_P_LOC + c]
        bad |= (z == _Z_OUT) == in_game(c, n, opts) or z >= 64 or z == _Z_HIDDEN or (
            _Z_TOP <= z < _Z_UNDER and s[_P_TOP + z - _Z_TOP] != c)
        count[z & 63] += 1
        bad |= s[_P_KNOWN + c // 2] >> (4 * (c & 1)) & 15 >= 1 << n  # only seats at the table know a card
    rabbits = 0
    river = 0
    for i in range(_RIVER_SIZE):
        c = s[_P_RIVER + i]
        bad |= (c == _NONE and s[_P_RIVER_RAB + i] > 0) or (c != _NONE and (
            c >= CARD_COUNT or s[_P_LOC + c] != _Z_RIVER))
        river += c != _NONE
        rabbits += s[_P_RIVER_RAB + i]
    bad |= count[_Z_RIVER] != river or count[_Z_DECK] != s[_P_DECK_N]
    for seat in range(4):
        p = s[_P_PAWN + seat]
        rabbits += domain(s, seat)
        if seat < n:
            bad |= (count[_Z_HAND + seat] != s[_P_HAND_N + seat] or s[_P_HAND_N + seat] > _HAND_SIZE
                    or count[_Z_DOWN + seat] != s[_P_DOWN_N + seat]
                    or (p != _CENTRE and (p >= 3 * n or s[_P_TOP + p] == _NONE)))
        else:
            bad |= s[_P_HAND_N + seat] or s[_P_DOWN_N + seat] or domain(s, seat) or p != _NONE
    for sp in range(_SPACES):
        top = s[_P_TOP + sp]
        info = s[_P_INFO + sp]
        if top == _NONE:
            bad |= info or s[_P_SPACE_RAB + sp] or count[_Z_UNDER + sp]
        else:
            bad |= (sp >= 3 * n or top >= CARD_COUNT or s[_P_LOC + top] != _Z_TOP + sp
                    or info & _LAYERS != count[_Z_UNDER + sp] + 1 or (sp % 3 and s[_P_TOP + sp - 1] == _NONE))
        rabbits += s[_P_SPACE_RAB + sp]
    fox = s[_P_FOX]
    burrow = s[_P_BURROW]
    bad |= ((s[_P_CARROT] != _NONE and s[_P_CARROT] >= n) or (burrow != _NONE and (burrow >= n or not opts & _O_BURROW))
            or (fox == _NONE) == (opts & _O_FOX != 0) or (fox != _NONE and fox != _CENTRE and s[_P_TOP + fox] == _NONE))
    if bad or rabbits != get2(s, _P_OUT):
        raise ValueError(lang.tr("cards or rabbits misplaced"))
    card = s[_P_CARD]
    aux = s[_P_AUX]
    me = s[_P_TURN]
    if ph == _PH_PLAY or ph == _PH_OVER:
        can = s[_P_HAND_N + me] > 0 and spaces(s, me, None) > 0
        bad = (card != _NONE or s[_P_STAGE] or s[_P_PEND] or s[_P_MASK] or (ph == _PH_PLAY and not can)
               or (ph == _PH_OVER and can and s[_P_DECK_N] > 0))
    elif ph == _PH_SPACE:
        bad = card >= CARD_COUNT or s[_P_LOC + card] != _Z_HAND + me
    else:
        bad = card >= CARD_COUNT or not _Z_TOP <= s[_P_LOC + card] < _Z_UNDER or generate(s, None) == 0
    if bad or (ph == _PH_SWAP_SEAT) != (aux != _NONE) or (aux != _NONE and (
            aux >= CARD_COUNT or s[_P_LOC + aux] != _Z_HAND + me)) or (ph == _PH_GIVE or ph == _PH_PUT) != (
            s[_P_PEND] != 0):
        raise ValueError(lang.tr("turn fields"))
