"""Frogriders: what may be done now: the jumps with each technique, phase B, the legal actions."""

# Imported at start-up by rules.py (legal_actions) and play.py. Offsets and codes: rules.py's layout,
# declared here under the same names and values.

from micropython import const

from games.frogriders.cards import SECRET_COUNT
from games.frogriders.core import CELL, DELTA, GRID, kinds_owned

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_TURN = const(10)
_P_PHASE = const(11)
_P_FROM = const(12)
_P_POND = const(17)
_P_CAPT = const(75)
_P_VILLAGE = const(91)
_P_FACE = const(123)
_P_SECRET = const(152)
_NONE = const(255)
_PAD_COUNT = const(57)
_EMPTY = const(0)
_OFF = const(5)
_YELLOW = const(0)
_RED = const(1)
_BLUE = const(2)
_FACE_SLOTS = const(4)
_PH_SECRET = const(0)
_PH_JUMP = const(1)
_PH_LAND = const(2)
_PH_VILLAGE = const(3)
_PH_BACK = const(5)
_S_DEALT = const(1)
_A_SECRET = const(0)
_A_FROM = const(16)
_A_PASS = const(80)
_A_RED = const(81)
_A_BLUE = const(83)
_A_TAKE = const(84)
_A_PRIV = const(88)
_A_BACK = const(96)
_A_LAND = const(128)
_MAX_LEGAL = const(64)
_T_NORMAL = const(0)
_T_DIAG = const(1)
_T_LV = const(2)
_T_RUNUP = const(4)
_A_END = const(768)
# end of consts.txt

_T_LH = const(3)
_BIT_DIAG = const(8)  # 1 << cards.K_DIAG (a local const: no global look-up in the jump loops)
_BIT_LJUMP = const(16)  # 1 << cards.K_LJUMP
_BIT_RUNUP = const(32)  # 1 << cards.K_RUNUP
_BIT_EITHER = const(128)  # 1 << cards.K_EITHER

_SCRATCH = [0] * _MAX_LEGAL
MARK = bytearray(_PAD_COUNT)  # mark_jumpers' result: 1 per frog that can jump


def _put(out, n, tech, pad, either):
    """Write one landing action (and its capture-the-jumper twin) at out[n]; return the new n."""
    code = _A_LAND + (tech << 7) + pad
    out[n] = code
    n += 1
    if either:
        out[n] = code + 64
        n += 1
    return n


def landings(s, frm, kinds, out, n):
    """Write the landing actions of the frog on pad frm with the techniques in kinds; return the new n."""
    # with out None, return 1 at the first landing found (0 when there is none)
    grid = GRID
    delta = DELTA
    cell = CELL[frm]
    either = kinds & _BIT_EITHER
    ljump = kinds & _BIT_LJUMP
    runup = kinds & _BIT_RUNUP
    for d in range(4):
        step = delta[d]
        c1 = cell + step
        x = s[_P_POND + grid[c1]]
        if 0 < x < _OFF:
            p2 = grid[c1 + step]
            if s[_P_POND + p2] == _EMPTY:
                if out is None:
                    return 1
                n = _put(out, n, _T_NORMAL, p2, either)
            if ljump:
                tech = _T_LV if d == 0 or d == 2 else _T_LH
                p2 = grid[c1 + delta[(d + 1) & 3]]
                if s[_P_POND + p2] == _EMPTY:
                    if out is None:
                        return 1
                    n = _put(out, n, tech, p2, either)
                p2 = grid[c1 + delta[(d + 3) & 3]]
                if s[_P_POND + p2] == _EMPTY:
                    if out is None:
                        return 1
                    n = _put(out, n, tech, p2, either)
        elif runup and x == _EMPTY:
            c = c1 + step
            while s[_P_POND + grid[c]] == _EMPTY:
                c += step
            x = s[_P_POND + grid[c]]
            if 0 < x < _OFF:
                p2 = grid[c + step]
                if s[_P_POND + p2] == _EMPTY:
                    if out is None:
                        return 1
                    n = _put(out, n, _T_RUNUP, p2, either)
    if kinds & _BIT_DIAG:
        for d in range(4, 8):
            step = delta[d]
            x = s[_P_POND + grid[cell + step]]
            if 0 < x < _OFF:
                p2 = grid[cell + 2 * step]
                if s[_P_POND + p2] == _EMPTY:
                    if out is None:
                        return 1
                    n = _put(out, n, _T_DIAG, p2, either)
    return n


def mark_jumpers(s, kinds):
    """Mark in MARK exactly the frogs that can jump and return True, when empty pads are not more than frogs."""
    # The jumps are found backwards from each empty pad (the landing): plain, diagonal, L-shaped and
    # run-up. With more empty pads than frogs return False: searching from the frogs is cheaper then.
    empties = 0
    frogs = 0
    for p in range(_PAD_COUNT):
        x = s[_P_POND + p]
        if x == _EMPTY:
            empties += 1
        elif x < _OFF:
            frogs += 1
    if empties > frogs:
        return False
    grid = GRID
    delta = DELTA
    for p in range(_PAD_COUNT):
        MARK[p] = 0
    for e in range(_PAD_COUNT):
        if s[_P_POND + e] != _EMPTY:
            continue
        ce = CELL[e]
        for d in range(4):
            step = delta[d]
            j = ce - step  # the frog jumped over
            x = s[_P_POND + grid[j]]
            if x == _EMPTY or x >= _OFF:
                continue
            f = grid[j - step]
            x = s[_P_POND + f]
            if 0 < x < _OFF:
                MARK[f] = 1
            elif x == _EMPTY and kinds & _BIT_RUNUP:
                c = j - 2 * step
                while s[_P_POND + grid[c]] == _EMPTY:
                    c -= step
                f = grid[c]
                x = s[_P_POND + f]
                if 0 < x < _OFF:
                    MARK[f] = 1
            if kinds & _BIT_LJUMP:  # landing beside the jumped frog: the jumper is beside it too
                f = grid[j + delta[(d + 1) & 3]]
                x = s[_P_POND + f]
                if 0 < x < _OFF:
                    MARK[f] = 1
                f = grid[j + delta[(d + 3) & 3]]
                x = s[_P_POND + f]
                if 0 < x < _OFF:
                    MARK[f] = 1
        if kinds & _BIT_DIAG:
            for d in range(4, 8):
                step = delta[d]
                x = s[_P_POND + grid[ce - step]]
                if 0 < x < _OFF:
                    f = grid[ce - 2 * step]
                    x = s[_P_POND + f]
                    if 0 < x < _OFF:
                        MARK[f] = 1
    return True


def can_jump(s, seat):
    """True when seat has at least one legal jump with its techniques."""
    kinds = kinds_owned(s, seat)
    for p in range(_PAD_COUNT):
        x = s[_P_POND + p]
        if 0 < x < _OFF and landings(s, p, kinds, None, 0):
            return True
    return False


def village_actions(s, out):
    """Phase B choices other than passing; return their count (with out None: 1 when there is one)."""
    me = s[_P_TURN]
    capt = _P_CAPT + 4 * me
    if out is None:
        if s[capt + _RED] or s[capt + _BLUE]:
            return 1
        return 1 if s[capt + _YELLOW] and (s[_P_VILLAGE] or s[_P_VILLAGE + 1] or s[_P_VILLAGE + 2]) else 0
    n = 0
    if s[capt + _RED]:
        out[n] = _A_RED
        n += 1
    if s[capt + _YELLOW]:
        for col in range(3):
            if s[_P_VILLAGE + col]:
                out[n] = _A_TAKE + col
                n += 1
    if s[capt + _BLUE]:
        for slot in range(_FACE_SLOTS):
            if s[_P_FACE + slot] != _NONE:
                out[n] = _A_PRIV + slot
                n += 1
        if not any_face(s):
            out[n] = _A_BLUE
            n += 1
    return n


def any_face(s):
    """True while a face-up privilege card is left to take."""
    for slot in range(_FACE_SLOTS):
        if s[_P_FACE + slot] != _NONE:
            return True
    return False


def legal_actions(s, out):
    """Write the legal actions of the seat to act into out[0:n] in a fixed order and return n."""
    phase = s[_P_PHASE]
    me = s[_P_TURN]
    n = 0
    if phase == _PH_SECRET:
        for c in range(SECRET_COUNT):
            if s[_P_SECRET + c] == _S_DEALT + me:
                out[n] = _A_SECRET + c
                n += 1
    elif phase == _PH_JUMP:
        kinds = kinds_owned(s, me)
        if mark_jumpers(s, kinds):
            for p in range(_PAD_COUNT):
                if MARK[p]:
                    out[n] = _A_FROM + p
                    n += 1
        else:
            for p in range(_PAD_COUNT):
                x = s[_P_POND + p]
                if 0 < x < _OFF and landings(s, p, kinds, None, 0):
                    out[n] = _A_FROM + p
                    n += 1
    elif phase == _PH_LAND:
        n = landings(s, s[_P_FROM], kinds_owned(s, me), out, 0)
    elif phase == _PH_VILLAGE:
        out[0] = _A_PASS
        n = 1 + village_actions(s, _SCRATCH)
        for i in range(1, n):
            out[i] = _SCRATCH[i - 1]
    elif phase == _PH_BACK:
        out[0] = _A_BACK
        out[1] = _A_BACK + 1
        n = 2
    return n


def is_legal(s, a):
    """True when action a is legal now (checks only the current decision's kind of action)."""
    phase = s[_P_PHASE]
    me = s[_P_TURN]
    if phase == _PH_SECRET:
        return _A_SECRET <= a < _A_SECRET + SECRET_COUNT and s[_P_SECRET + a] == _S_DEALT + me
    if phase == _PH_JUMP:
        if not _A_FROM <= a < _A_FROM + _PAD_COUNT:
            return False
        p = a - _A_FROM
        return 1 <= s[_P_POND + p] <= 4 and landings(s, p, kinds_owned(s, me), None, 0) > 0
    if phase == _PH_LAND:
        if not _A_LAND <= a < _A_END:
            return False
        n = landings(s, s[_P_FROM], kinds_owned(s, me), _SCRATCH, 0)
    elif phase == _PH_VILLAGE:
        capt = _P_CAPT + 4 * me
        if a == _A_PASS:
            return True
        if a == _A_RED:
            return s[capt + _RED] > 0
        if a == _A_BLUE:
            return s[capt + _BLUE] > 0 and not any_face(s)
        if _A_TAKE <= a < _A_TAKE + 3:
            return s[capt + _YELLOW] > 0 and s[_P_VILLAGE + a - _A_TAKE] > 0
        if _A_PRIV <= a < _A_PRIV + _FACE_SLOTS:
            return s[capt + _BLUE] > 0 and s[_P_FACE + a - _A_PRIV] != _NONE
        return False
    else:
        return phase == _PH_BACK and _A_BACK <= a < _A_BACK + 2
    for i in range(n):
        if _SCRATCH[i] == a:
            return True
    return False
