"""BOG's legal actions: what the seat to act may do now."""

from micropython import const

from games.bog.cards import CARD_COUNT
from games.bog.core import formation_count, route_pad

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_TURN = const(10)
_P_PHASE = const(11)
_P_DECK_N = const(16)
_P_RIVER = const(35)
_P_LOC = const(38)
_P_STEP = const(56)
_P_PAD = const(74)
_NONE = const(255)
_EMPTY = const(255)
_FLY = const(254)
_PAD_COUNT = const(9)
_RIVER_SIZE = const(3)
_SHORE_LIMIT = const(2)
_PH_MAIN = const(0)
_PH_FLY = const(1)
_PH_DRAW = const(2)
_Z_HAND = const(2)
_Z_SHORE = const(4)
_Z_SWAMP = const(6)
_A_PLAY = const(0)
_A_ENTER = const(32)
_A_MOVE = const(64)
_A_FINISH = const(96)
_A_FORM = const(128)
_A_FLY = const(160)
_A_DRAW_DECK = const(192)
_A_TAKE = const(224)
_MAX_LEGAL = const(48)
# end of consts.txt
_SCRATCH = bytearray(_MAX_LEGAL)


def _landing_ok(s, dest, me, forced):
    """Whether a frog of seat me may land on pad dest: own frogs only in a forced move."""
    occupant = s[_P_PAD + dest]
    if occupant >= _FLY:
        return not forced
    own = s[_P_LOC + occupant] == _Z_SWAMP + me
    return own == forced


def generate(s, out):
    """Write the legal actions into out (or only count them when out is None); return the count."""
    phase = s[_P_PHASE]
    me = s[_P_TURN]
    n = 0
    if phase == _PH_FLY:
        for p in range(_PAD_COUNT):
            if s[_P_PAD + p] == _EMPTY:
                if out is not None:
                    out[n] = _A_FLY + p
                n += 1
        return n
    if phase == _PH_DRAW:
        if s[_P_DECK_N]:
            if out is not None:
                out[n] = _A_DRAW_DECK
            n += 1
        for slot in range(_RIVER_SIZE):
            c = s[_P_RIVER + slot]
            if c != _NONE:
                if out is not None:
                    out[n] = _A_TAKE + c
                n += 1
        return n
    if phase != _PH_MAIN:
        return 0
    hand = _Z_HAND + me
    shore = _Z_SHORE + me
    swamp = _Z_SWAMP + me
    on_shore = 0
    for c in range(CARD_COUNT):
        if s[_P_LOC + c] == shore:
            on_shore += 1
    if on_shore < _SHORE_LIMIT:
        for c in range(CARD_COUNT):
            if s[_P_LOC + c] == hand:
                if out is not None:
                    out[n] = _A_PLAY + c
                n += 1
    forced = False
    while True:
        for c in range(CARD_COUNT):
            if s[_P_LOC + c] == shore and _landing_ok(s, route_pad(c, 0, me), me, forced):
                if out is not None:
                    out[n] = _A_ENTER + c
                n += 1
        for c in range(CARD_COUNT):
            if s[_P_LOC + c] == swamp:
                step = s[_P_STEP + c]
                if step < 3 and _landing_ok(s, route_pad(c, step + 1, me), me, forced):
                    if out is not None:
                        out[n] = _A_MOVE + c
                    n += 1
        if forced:
            return n
        for c in range(CARD_COUNT):
            if s[_P_LOC + c] == swamp and s[_P_STEP + c] == 3:
                if out is not None:
                    out[n] = _A_FINISH + c
                n += 1
        for c in range(CARD_COUNT):
            if s[_P_LOC + c] == hand and formation_count(s, c, me):
                if out is not None:
                    out[n] = _A_FORM + c
                n += 1
        if n:
            return n
        forced = True  # nothing else is legal: landing on an own frog becomes allowed


def is_legal(s, action):
    """True when action is among the legal actions now."""
    n = generate(s, _SCRATCH)
    for i in range(n):
        if _SCRATCH[i] == action:
            return True
    return False
