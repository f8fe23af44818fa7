"""Bunny Boom's card effects that may stop the turn to ask the mover (give, river, swap, pass) and the booms."""

# A piece of play.py (apply() and the turn's steps run them), kept apart so each compiles in a small heap.

from micropython import const

from games.bunnyboom.cards import CARD_COUNT, CARDS
from games.bunnyboom.core import domain, gain, know, known, transfer

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_PEND = const(14)
_P_MASK = const(15)
_P_OUT = const(20)
_P_DECK_N = const(22)
_P_HAND_N = const(38)
_P_RIVER = const(46)
_P_RIVER_RAB = const(49)
_P_TOP = const(52)
_P_SPACE_RAB = const(64)
_P_LOC = const(88)
_NONE = const(255)
_SPACES = const(12)
_RIVER_SIZE = const(3)
_HAND_SIZE = const(3)
_Z_HAND = const(8)
_C_RIVER = const(3)
_E_MEGA = const(2)
_R_NONE = const(0)
_R_PLACE = const(1)
_R_GIVE = const(2)
_R_SWAP = const(3)
_R_DOWN = const(4)
_R_PASS = const(5)
_R_BOOM = const(6)
_PH_GIVE = const(4)
_PH_RIVER = const(6)
_PH_PUT = const(7)
_PH_SWAP_CARD = const(8)
_PH_DOWN = const(10)
_PH_DRAW = const(11)
# end of consts.txt


def boom(s, river):
    """1 rabbit from the bank on every village card (river: on every river card instead)."""
    n = s[_P_OUT] | (s[_P_OUT + 1] << 8)  # bank() written out, once for every card: a frame less
    if river:
        for slot in range(_RIVER_SIZE):
            if s[_P_RIVER + slot] != _NONE:
                s[_P_RIVER_RAB + slot] += 1
                n += 1
    else:
        for sp in range(_SPACES):
            if s[_P_TOP + sp] != _NONE:
                s[_P_SPACE_RAB + sp] += 1
                n += 1
    s[_P_OUT] = n & 0xFF
    s[_P_OUT + 1] = n >> 8


def prompt(s, what):
    """Start an effect that may ask the mover something; True when a prompt is set.

    what: _PH_GIVE (1 rabbit to each other villager), _PH_RIVER (a river card with an effect), or a
    river effect + 100 (R_* of the layout) applied for the mover.
    """
    me = s[_P_TURN]
    n = s[_P_PLAYERS]
    d = domain(s, me)
    if what == _PH_GIVE or what == 100 + _R_GIVE:
        if d == 0:
            return False
        if d >= n - 1:
            for k in range(1, n):
                transfer(s, me, (me + k) % n)
            return False
        s[_P_PEND] = d
        s[_P_MASK] = 0
        s[_P_PHASE] = _PH_GIVE
        return True
    if what == _PH_RIVER:
        for slot in range(_RIVER_SIZE):
            c = s[_P_RIVER + slot]
            if c != _NONE and CARDS[5 * c + _C_RIVER] != _R_NONE:
                s[_P_PHASE] = _PH_RIVER
                return True
        return False
    r = what - 100
    if r == _R_PLACE:
        if d == 0:
            return False
        s[_P_PEND] = 2 if d >= 2 else d
        s[_P_PHASE] = _PH_PUT
        return True
    if r == _R_SWAP:
        held = 0
        for seat in range(n):
            if seat != me:
                held += s[_P_HAND_N + seat]
        if s[_P_HAND_N + me] == 0 or held == 0:
            return False
        s[_P_PHASE] = _PH_SWAP_CARD
        return True
    if r == _R_DOWN:
        if s[_P_DECK_N] == 0:
            return False
        s[_P_PHASE] = _PH_DOWN
        return True
    if r == _R_PASS:
        if can_draw(s, me):  # the draw first, from the deck or the river as at step 7
            s[_P_PHASE] = _PH_DRAW
            return True
        pass_hands(s)
    elif r == _R_BOOM:
        boom(s, False)
    return False


def can_draw(s, seat):
    """True when seat holds fewer than 3 cards and the deck or the river has one."""
    return s[_P_HAND_N + seat] < _HAND_SIZE and (s[_P_DECK_N] or s[_P_RIVER] != _NONE or s[_P_RIVER + 1] != _NONE
                                               or s[_P_RIVER + 2] != _NONE)


def pass_hands(s):
    """River PASS: every hand goes to the right neighbour (seat - 1, play being clockwise)."""
    n = s[_P_PLAYERS]
    for c in range(CARD_COUNT):
        z = s[_P_LOC + c]
        if _Z_HAND <= z < _Z_HAND + n:
            s[_P_LOC + c] = _Z_HAND + (z - _Z_HAND + n - 1) % n
            know(s, c, known(s, c) | 1 << (z - _Z_HAND))  # the giver saw it go; whoever knew it still does
    first = s[_P_HAND_N]
    for seat in range(n - 1):
        s[_P_HAND_N + seat] = s[_P_HAND_N + seat + 1]
    s[_P_HAND_N + n - 1] = first


def mega(s, e):
    """Mega or River Bunny Boom once the river card is taken."""
    boom(s, True)
    if e == _E_MEGA:
        boom(s, False)
        me = s[_P_TURN]
        for seat in range(s[_P_PLAYERS]):
            if seat != me:
                gain(s, seat, 1)
