"""BOG's check(): every card and fly in exactly one place, and the counts agree."""

from micropython import const

from games.bog.cards import CARD_COUNT
from games.bog.core import cards_left, free_pad, route_pad
from games.bog.moves import generate

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_OPTIONS = const(9)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_FROG = const(12)
_P_STUCK = const(13)
_P_DECK_N = const(16)
_P_DECK = const(17)
_P_RIVER = const(35)
_P_LOC = const(38)
_P_STEP = const(56)
_P_PAD = const(74)
_P_HAND_N = const(83)
_P_POINTS = const(85)
_STATE_SIZE = const(93)
_NONE = const(255)
_EMPTY = const(255)
_FLY = const(254)
_PAD_COUNT = const(9)
_RIVER_SIZE = const(3)
_SHORE_LIMIT = const(2)
_FLY_COUNT = const(3)
_PH_MAIN = const(0)
_PH_FLY = const(1)
_PH_DRAW = const(2)
_PH_OVER = const(3)
_Z_DECK = const(0)
_Z_RIVER = const(1)
_Z_HAND = const(2)
_Z_SHORE = const(4)
_Z_SWAMP = const(6)
_Z_PILE = const(8)
_PT_FLY = const(3)
# end of consts.txt


def check(s):
    """Raise ValueError unless every card and fly is in exactly one place and the counts agree."""
    if len(s) != _STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), _STATE_SIZE))
    if s[_P_PLAYERS] != 2 or s[_P_OPTIONS] != 0 or s[_P_TURN] > 1 or s[_P_PHASE] > _PH_OVER:
        raise ValueError("bad header")
    deck_n = s[_P_DECK_N]
    if deck_n > CARD_COUNT:
        raise ValueError("deck count")
    seen = bytearray(CARD_COUNT)
    for i in range(CARD_COUNT):
        c = s[_P_DECK + i]
        if i < deck_n:
            if c >= CARD_COUNT or s[_P_LOC + c] != _Z_DECK:
                raise ValueError("deck slot %d" % i)
            seen[c] += 1
        elif c != _NONE:
            raise ValueError("deck slot %d past the top" % i)
    for slot in range(_RIVER_SIZE):
        c = s[_P_RIVER + slot]
        if c != _NONE:
            if c >= CARD_COUNT or s[_P_LOC + c] != _Z_RIVER:
                raise ValueError("river slot %d" % slot)
            seen[c] += 1
    flies = 0
    for p in range(_PAD_COUNT):
        c = s[_P_PAD + p]
        if c == _FLY:
            flies += 1
        elif c != _EMPTY:
            if c >= CARD_COUNT:
                raise ValueError("pad %d" % p)
            z = s[_P_LOC + c]
            if z != _Z_SWAMP and z != _Z_SWAMP + 1:
                raise ValueError("pad %d holds a frog that is not on the swamp" % p)
            step = s[_P_STEP + c]
            if step > 3 or route_pad(c, step, z - _Z_SWAMP) != p:
                raise ValueError("frog %d is off its route" % (c + 1))
            seen[c] += 1
    hands = bytearray(2)
    shores = bytearray(2)
    piles = bytearray(2)
    for c in range(CARD_COUNT):
        z = s[_P_LOC + c]
        if z == _Z_HAND or z == _Z_HAND + 1:
            hands[z - _Z_HAND] += 1
            seen[c] += 1
        elif z == _Z_SHORE or z == _Z_SHORE + 1:
            shores[z - _Z_SHORE] += 1
            seen[c] += 1
        elif z == _Z_PILE or z == _Z_PILE + 1:
            if not 1 <= s[_P_STEP + c] <= 3:
                raise ValueError("scored card %d" % (c + 1))
            piles[z - _Z_PILE] += s[_P_STEP + c]
            seen[c] += 1
        elif z > _Z_PILE + 1:
            raise ValueError("card %d in zone %d" % (c + 1, z))
    for c in range(CARD_COUNT):
        if seen[c] != 1:
            raise ValueError("card %d is in %d places" % (c + 1, seen[c]))
    for seat in range(2):
        if hands[seat] != s[_P_HAND_N + seat]:
            raise ValueError("hand count of P%d" % (seat + 1))
        if shores[seat] > _SHORE_LIMIT:
            raise ValueError("shore of P%d" % (seat + 1))
        base = _P_POINTS + seat * 4
        if s[base] + s[base + 1] + s[base + 2] != piles[seat]:
            raise ValueError("points of P%d do not match the pile" % (seat + 1))
        flies += s[base + _PT_FLY]
    phase = s[_P_PHASE]
    if phase == _PH_FLY:
        flies += 1  # the fly being moved is in the mover's hand, on no pad
    if flies != _FLY_COUNT:
        raise ValueError("%d flies" % flies)
    frog = s[_P_FROG]
    if phase == _PH_FLY or phase == _PH_DRAW:
        if frog >= CARD_COUNT or s[_P_LOC + frog] != _Z_SWAMP + s[_P_TURN] or not cards_left(s):
            raise ValueError("pending fly")
        if phase == _PH_FLY and not free_pad(s):
            raise ValueError("no pad for the fly")
    elif frog != _NONE:
        raise ValueError("pending frog outside a fly step")
    if phase == _PH_MAIN and generate(s, None) == 0:
        raise ValueError("the seat to act has no legal action but the game is not over")
    if phase == _PH_OVER:
        if s[_P_STUCK] != s[_P_TURN]:
            raise ValueError("the seat that could not act must be the seat to act")
    elif s[_P_STUCK] != _NONE:
        raise ValueError("stuck seat set during play")
