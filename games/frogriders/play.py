"""Frogriders: apply(), what each action does (the jump, phase B, the end of a turn and of the game)."""

# Imported at start-up by rules.py. Offsets and codes: rules.py's layout, declared here under the same
# names and values.

from micropython import const

from games.frogriders.cards import SECRET_COUNT
from games.frogriders.core import MARKS, flower_bonus, jumped_pad, pop_deck
from games.frogriders.moves import can_jump, is_legal, village_actions

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_FROM = const(12)
_P_EXTRA = const(13)
_P_ENDER = const(14)
_P_TURNS = const(15)
_P_POND = const(17)
_P_CAPT = const(75)
_P_VILLAGE = const(91)
_P_FLOWERS = const(95)
_P_PRIV = const(99)
_P_FACE = const(123)
_P_DECK_N = const(127)
_P_SECRET = const(152)
_P_COMMON = const(162)
_NONE = const(255)
_EMPTY = const(0)
_YELLOW = const(0)
_RED = const(1)
_BLUE = const(2)
_BACK = const(0x80)
_PH_SECRET = const(0)
_PH_JUMP = const(1)
_PH_LAND = const(2)
_PH_VILLAGE = const(3)
_PH_OVER = const(4)
_PH_BACK = const(5)
_L_FACE = const(1)
_L_OWN = const(2)
_S_DEALT = const(1)
_S_KEPT = const(5)
_S_BACK = const(9)
_A_FROM = const(16)
_A_PASS = const(80)
_A_RED = const(81)
_A_BLUE = const(83)
_A_TAKE = const(84)
_A_PRIV = const(88)
_A_BACK = const(96)
# end of consts.txt


def _end_turn(s):
    """Next seat; the game ends at once when it has no legal jump."""
    s[_P_EXTRA] = 0
    s[_P_FROM] = _NONE
    players = s[_P_PLAYERS]
    seat = s[_P_TURN] + 1
    if seat >= players:
        seat = 0
    s[_P_TURN] = seat
    turns = s[_P_TURNS] + 1
    if turns > 255:
        s[_P_TURNS + 1] += 1
        turns = 0
    s[_P_TURNS] = turns
    s[_P_PHASE] = _PH_JUMP
    if not can_jump(s, seat):
        s[_P_ENDER] = seat
        s[_P_PHASE] = _PH_OVER


def apply(s, action):
    """Play one legal action for the seat to act; an illegal one raises ValueError and changes nothing."""
    if not is_legal(s, action):
        raise ValueError("illegal action %d" % action)
    me = s[_P_TURN]
    capt = _P_CAPT + 4 * me
    phase = s[_P_PHASE]
    if phase == _PH_SECRET:
        for c in range(SECRET_COUNT):
            if s[_P_SECRET + c] == _S_DEALT + me:
                s[_P_SECRET + c] = _S_KEPT + me if c == action else _S_BACK + me
        if me + 1 < s[_P_PLAYERS]:
            s[_P_TURN] = me + 1
        else:
            s[_P_TURN] = 0
            s[_P_PHASE] = _PH_JUMP
    elif phase == _PH_JUMP:
        s[_P_FROM] = action - _A_FROM
        s[_P_PHASE] = _PH_LAND
    elif phase == _PH_BACK:
        s[_P_COMMON + action - _A_BACK] |= _BACK
        s[_P_PHASE] = _PH_SECRET
    elif phase == _PH_LAND:
        frm = s[_P_FROM]
        to = action & 63
        over = jumped_pad(frm, action)
        jumper = s[_P_POND + frm]
        s[_P_POND + frm] = _EMPTY
        s[_P_POND + to] = jumper
        if MARKS[to] & 2:
            s[_P_FLOWERS + me] += flower_bonus(s, me)
        if action & 64:
            s[capt + jumper - 1] += 1
            s[_P_POND + to] = _EMPTY
        else:
            s[capt + s[_P_POND + over] - 1] += 1
            s[_P_POND + over] = _EMPTY
        s[_P_FROM] = _NONE
        if s[_P_EXTRA] or not village_actions(s, None):
            _end_turn(s)
        else:
            s[_P_PHASE] = _PH_VILLAGE
    elif action == _A_PASS:
        _end_turn(s)
    elif action == _A_RED:
        s[capt + _RED] -= 1
        s[_P_VILLAGE + _RED] += 1
        s[_P_EXTRA] = 1
        s[_P_PHASE] = _PH_JUMP
        if not can_jump(s, me):  # the extra jump cannot be made: the game ends at once, on the sender
            s[_P_ENDER] = me
            s[_P_PHASE] = _PH_OVER
    elif action == _A_BLUE:
        s[capt + _BLUE] -= 1
        s[_P_VILLAGE + _BLUE] += 1
        _end_turn(s)
    elif action < _A_PRIV:
        col = action - _A_TAKE
        s[_P_VILLAGE + col] -= 1
        s[capt + col] += 1
        s[capt + _YELLOW] -= 1
        s[_P_VILLAGE + _YELLOW] += 1
        _end_turn(s)
    else:
        slot = action - _A_PRIV
        s[capt + _BLUE] -= 1
        s[_P_VILLAGE + _BLUE] += 1
        c = s[_P_FACE + slot]
        s[_P_PRIV + c] = _L_OWN + me
        if s[_P_DECK_N]:
            c = pop_deck(s)
            s[_P_FACE + slot] = c
            s[_P_PRIV + c] = _L_FACE
        else:
            s[_P_FACE + slot] = _NONE
        _end_turn(s)
