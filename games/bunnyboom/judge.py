"""Bunny Boom CPU Hard's judgement of a state: the count as things stand and the rabbits each seat's next walk
must pick up."""

# Imported by a HARD decision only, and forgotten after it (lib/cpu.py _forget): no heap between decisions.
# NORMAL and the arena's Greedy keep cpu.evaluate() (the count as things stand). Why the walk: once spaces close,
# a pawn far from every open space has to cross loaded cards (their passage and the rabbits on them) whatever it
# plays; the count alone never sees that before the walk (arena, games 0-399, with LOOK_ON: vs Greedy 83.5 % -> 88.0 %
# outright, vs Normal 57.8 % -> 60.2 %; WALK 5: 88.0 % and -, 15: 86.0 % and 58.5 %).
# Loops written out: on the badge's small pystack of Python frames the helpers stay shallow.

from micropython import const

from games.bunnyboom.cards import CARDS
from games.bunnyboom.core import scores

_P_PLAYERS = const(8)
_P_PHASE = const(11)
_P_PAWN = const(26)
_P_TOP = const(52)
_P_SPACE_RAB = const(64)
_P_INFO = const(76)
_NONE = const(255)
_CENTRE = const(12)
_CLOSED = const(0x80)
_C_PASSAGE = const(4)
_PH_OVER = const(12)
WALK = const(10)  # tenths of the rabbits of a seat's cheapest next walk counted against it


def walk(s, p):
    """Rabbits seat p picks up on its cheapest walk to a space it may play on next (passages and rabbits lying
    on the cards crossed); 0 when it has no such space."""
    used = 3 * s[_P_PLAYERS]
    layer1 = False
    for sp in range(used):
        if s[_P_TOP + sp] == _NONE:
            layer1 = True
    a = s[_P_PAWN + p]
    best = -1
    for b in range(used):
        if b == a:
            continue
        top = s[_P_TOP + b]
        if layer1:
            if top != _NONE or (b % 3 and s[_P_TOP + b - 1] == _NONE):
                continue
        elif top == _NONE or s[_P_INFO + b] & _CLOSED:
            continue
        # the spaces crossed from a to b (core.path_len / path_at written out: a frame less)
        if a == _CENTRE:
            lo, hi, step = (b // 3) * 3, b, 1
        elif a // 3 == b // 3:
            lo, hi, step = (a + 1, b, 1) if b > a else (a - 1, b, -1)
        else:
            lo, hi, step = a - 1, (a // 3) * 3 - 1, -1  # back to the centre first, then out along b's row
        n = 0
        sp = lo
        while sp != hi:
            top = s[_P_TOP + sp]
            if top != _NONE:
                n += CARDS[5 * top + _C_PASSAGE] + s[_P_SPACE_RAB + sp]
            sp += step
        if a != _CENTRE and a // 3 != b // 3:
            for sp in range((b // 3) * 3, b):
                top = s[_P_TOP + sp]
                if top != _NONE:
                    n += CARDS[5 * top + _C_PASSAGE] + s[_P_SPACE_RAB + sp]
        if best < 0 or n < best:
            best = n
    return best if best > 0 else 0


def evaluate(s, seat):
    """Rabbits the seat would count now, and WALK tenths of those its next walk picks up, against the best other
    seat's: fewer is better (the count alone once the game is over)."""
    sc = scores(s)
    over = s[_P_PHASE] == _PH_OVER
    mine = 10 * sc[seat] + (0 if over else WALK * walk(s, seat))
    best = None
    for p in range(len(sc)):
        if p != seat:
            x = 10 * sc[p] + (0 if over else WALK * walk(s, p))
            if best is None or x < best:
                best = x
    return best - mine

