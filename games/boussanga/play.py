"""Boussanga apply(): what each action does to the state."""

from micropython import const

from games.boussanga.core import draw, hand_base, holder_points, points_of, set_cell
from games.boussanga.moves import fits, no_fit_known, placements, prepare
from games.boussanga.orient import ORIENT

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_COOP = const(10)
_P_TEAMS = const(11)
_P_TURN = const(12)
_P_PHASE = const(13)
_P_SLOT = const(14)
_P_PUT_COLOR = const(15)
_P_PUT_LEFT = const(16)
_P_PUT_NEXT = const(17)
_P_END_SEAT = const(18)
_P_REASON = const(19)
_P_TURNS = const(20)
_P_DECK_N = const(22)
_P_HANDS = const(55)
_P_DISCARD_N = const(71)
_P_BOARD = const(72)
_P_RESERVE = const(176)
_P_HELD = const(180)
_P_BONUS = const(196)
_P_COLLECT = const(200)
_P_PENDING = const(204)
_P_TOOK_LAST = const(208)
_NONE = const(255)
_HAND_SIZE = const(4)
_GOAL = const(15)
_COLORS = const(4)
_PH_CARD = const(0)
_PH_PLACE = const(1)
_PH_COLOR = const(2)
_PH_PUT = const(3)
_PH_OVER = const(4)
_PH_BOARD = const(5)
_END_GOAL = const(1)
_END_DECK = const(2)
_END_TOKEN = const(3)
_END_GIVEN_UP = const(4)
_A_CARD = const(0)
_A_PASS = const(4)
_A_COLOR = const(8)
_A_BOARD = const(16)
_A_END = const(24)
_A_PLACE = const(512)
_A_CELL = const(1024)
_STRIDE = const(10)
# end of consts.txt
_MARK = bytearray(64)  # scratch for line removal: cells in a line, line starts seen per direction
_SEEN = bytearray(64)
_LINES = bytearray(5)
_GOT = bytearray(5)
_DIR_X = bytes((1, 0, 1, 1))
_DIR_Y = bytes((0, 1, 1, 255))  # 255 = -1 (the up-right diagonal)


def _take(s, color):
    """Take a token of a colour from the reserve; True when it was the last one."""
    r = _P_RESERVE + color - 1
    s[r] -= 1
    return s[r] == 0


def _remove_lines(s, card, o, anchor, dest):
    """Remove every line of 4+ through the card's cells; add the scored tokens to s[dest:dest + 4]; return how many."""
    base = (card * 8 + o) * _STRIDE
    k = base + 2
    end = k + 2 * (ORIENT[base] & 15)
    found = False
    while k < end:
        cell = anchor + (ORIENT[k + 1] & 7) * 8 + ORIENT[k] - 4
        col = s[_P_BOARD + cell]
        cx = cell & 7
        cy = cell >> 3
        for d in range(4):
            dx = _DIR_X[d]
            dy = _DIR_Y[d]
            if dy == 255:
                dy = -1
            x = cx
            y = cy
            while 0 <= x - dx <= 7 and 0 <= y - dy <= 7 and s[_P_BOARD + (y - dy) * 8 + x - dx] == col:
                x -= dx
                y -= dy
            start = y * 8 + x
            length = 1
            while 0 <= x + dx <= 7 and 0 <= y + dy <= 7 and s[_P_BOARD + (y + dy) * 8 + x + dx] == col:
                x += dx
                y += dy
                length += 1
            if length >= 4 and not (_SEEN[start] >> d) & 1:
                _SEEN[start] |= 1 << d
                _LINES[col] += 1
                found = True
                p = start
                step = dy * 8 + dx
                for _ in range(length):
                    _MARK[p] = 1
                    p += step
        k += 2
    if not found:
        return 0
    for cell in range(64):
        if _MARK[cell]:
            _GOT[s[_P_BOARD + cell]] += 1
            set_cell(s, cell, 0)
            _MARK[cell] = 0
            _SEEN[cell] = 0
    scored = 0
    for col in range(1, 5):
        lines = _LINES[col]
        if lines:
            got = _GOT[col]
            back = 3 * lines
            if back > got:
                back = got
            s[_P_RESERVE + col - 1] += back
            s[dest + col - 1] += got - back
            scored += got - back
            _LINES[col] = 0
            _GOT[col] = 0
    return scored


def _bonus(s, b):
    """Give board b its bonus token of each colour it holds 4 of, once per colour; True if a last token went."""
    last = False
    hb = _P_HELD + b * 4
    for col in range(1, 5):
        bit = 1 << (col - 1)
        if s[hb + col - 1] >= 4 and not s[_P_BONUS + b] & bit:
            s[_P_BONUS + b] |= bit
            if s[_P_RESERVE + col - 1]:
                s[hb + col - 1] += 1
                if _take(s, col):
                    last = True
    return last


def _next_seat(s):
    """Pass the turn on (or end the game when the last round is over)."""
    players = s[_P_PLAYERS]
    nxt = s[_P_TURN] + 1
    if nxt >= players:
        nxt = 0
    turns = s[_P_TURNS] + 1
    if turns > 255:
        s[_P_TURNS + 1] += 1
        turns = 0
    s[_P_TURNS] = turns
    s[_P_PHASE] = _PH_CARD
    s[_P_SLOT] = 0
    if s[_P_END_SEAT] != _NONE and nxt == s[_P_END_SEAT]:
        s[_P_PHASE] = _PH_OVER
        return
    s[_P_TURN] = nxt


def _end_competitive_turn(s, slot, last_token):
    """Refill the hand slot, note a trigger of the last round, pass the turn."""
    me = s[_P_TURN]
    had = s[_P_DECK_N]
    draw(s, _P_HANDS + me * 4 + slot)
    if s[_P_END_SEAT] == _NONE:
        reason = 0
        if points_of(s, me) >= _GOAL:
            reason = _END_GOAL
        elif had == 1:
            reason = _END_DECK
        elif last_token:
            reason = _END_TOKEN
        if reason:
            s[_P_END_SEAT] = me
            s[_P_REASON] = reason
    _next_seat(s)


def _coop_discard(s, slot):
    """Discard a row card; refill it, or end the game (lost) when the deck is empty. True if still playing."""
    s[_P_HANDS + slot] = _NONE
    s[_P_DISCARD_N] += 1
    if s[_P_DECK_N] == 0:
        s[_P_REASON] = _END_DECK
        s[_P_PHASE] = _PH_OVER
        return False
    draw(s, _P_HANDS + slot)
    return True


def _start_put(s):
    """Begin putting back the next waiting colour's 3 tokens, or end the turn when none waits."""
    waiting = s[_P_PUT_NEXT]
    if not waiting:
        s[_P_PUT_COLOR] = 0
        s[_P_PUT_LEFT] = 0
        _next_seat(s)
        return
    col = 1
    while not (waiting >> (col - 1)) & 1:
        col += 1
    s[_P_PUT_NEXT] = waiting ^ (1 << (col - 1))
    s[_P_PUT_COLOR] = col
    s[_P_PUT_LEFT] = 3
    s[_P_PHASE] = _PH_PUT


def _coop_play(s, slot, card, o, anchor):
    """Collect the found pattern, discard the card, score 4+ of a colour, then refill and put back."""
    base = (card * 8 + o) * _STRIDE
    k = base + 2
    end = k + 2 * (ORIENT[base] & 15)
    while k < end:
        cell = anchor + (ORIENT[k + 1] & 7) * 8 + ORIENT[k] - 4
        s[_P_COLLECT + s[_P_BOARD + cell] - 1] += 1
        set_cell(s, cell, 0)
        k += 2
    waiting = 0
    for c in range(_COLORS):
        got = s[_P_COLLECT + c]
        if got >= 4:
            s[_P_HELD + c] += got - 3
            s[_P_COLLECT + c] = 3
            waiting |= 1 << c
    if holder_points(s, 0) >= _GOAL:
        s[_P_HANDS + slot] = _NONE
        s[_P_DISCARD_N] += 1
        s[_P_REASON] = _END_GOAL
        s[_P_PHASE] = _PH_OVER
        return
    if not _coop_discard(s, slot):
        return
    s[_P_PUT_NEXT] = waiting
    _start_put(s)


def apply(s, action):
    """Play one legal action for the seat to act; an illegal one raises ValueError and changes nothing."""
    phase = s[_P_PHASE]
    me = s[_P_TURN]
    coop = s[_P_COOP]
    hb = hand_base(s, me)
    if phase == _PH_CARD and _A_CARD <= action < _A_CARD + _HAND_SIZE:
        card = s[hb + action]
        prepare(s)
        if card == _NONE or not placements(s, card, None, True):
            raise ValueError("illegal action %d" % action)
        s[_P_SLOT] = action
        s[_P_PHASE] = _PH_PLACE
        return
    if phase == _PH_CARD and action == _A_END and coop and s[_P_DISCARD_N] > 12:  # a lost cause, ended
        s[_P_REASON] = _END_GIVEN_UP
        s[_P_PHASE] = _PH_OVER
        return
    if phase == _PH_CARD and _A_PASS <= action < _A_PASS + _HAND_SIZE:
        slot = action - _A_PASS
        if s[hb + slot] == _NONE:
            raise ValueError("illegal action %d" % action)
        if coop:
            if not no_fit_known(s, hb):
                for k in range(_HAND_SIZE):
                    if s[hb + k] != _NONE and placements(s, s[hb + k], None, True):
                        raise ValueError("illegal action %d" % action)  # a card matches: no pass
            if not _coop_discard(s, slot):
                return
            for c in range(_COLORS):
                if s[_P_COLLECT + c]:
                    s[_P_PHASE] = _PH_COLOR
                    return
            _next_seat(s)
            return
        s[hb + slot] = _NONE
        s[_P_DISCARD_N] += 1
        _end_competitive_turn(s, slot, False)
        return
    if phase == _PH_PLACE and _A_PLACE <= action < _A_PLACE + 512:
        slot = s[_P_SLOT]
        card = s[hb + slot]
        o = (action - _A_PLACE) >> 6
        anchor = action & 63
        if fits(s, card, o, anchor) < 0:
            raise ValueError("illegal action %d" % action)
        if coop:
            _coop_play(s, slot, card, o, anchor)
            return
        last = False
        base = (card * 8 + o) * _STRIDE
        k = base + 2
        end = k + 2 * (ORIENT[base] & 15)
        while k < end:
            cd = ORIENT[k + 1]
            cell = anchor + (cd & 7) * 8 + ORIENT[k] - 4
            col = (cd >> 3) + 1
            if s[_P_BOARD + cell] == 0:
                set_cell(s, cell, col)
                if _take(s, col):
                    last = True
            k += 2
        s[hb + slot] = _NONE
        s[_P_DISCARD_N] += 1
        if s[_P_TEAMS]:
            if _remove_lines(s, card, o, anchor, _P_PENDING):  # the mover chooses the board next
                s[_P_TOOK_LAST] = 1 if last else 0
                s[_P_PHASE] = _PH_BOARD
                return
        elif _remove_lines(s, card, o, anchor, _P_HELD + me * 4) and _bonus(s, me):
            last = True
        _end_competitive_turn(s, slot, last)
        return
    if phase == _PH_BOARD and (action == _A_BOARD + me or action == _A_BOARD + (me ^ 2)):
        b = action - _A_BOARD
        for c in range(_COLORS):
            s[_P_HELD + b * 4 + c] += s[_P_PENDING + c]
            s[_P_PENDING + c] = 0
        last = s[_P_TOOK_LAST] == 1
        s[_P_TOOK_LAST] = 0
        if _bonus(s, b):
            last = True
        _end_competitive_turn(s, s[_P_SLOT], last)
        return
    if phase == _PH_COLOR and _A_COLOR + 1 <= action <= _A_COLOR + _COLORS and s[_P_COLLECT + action - _A_COLOR - 1]:
        col = action - _A_COLOR
        s[_P_PUT_COLOR] = col
        s[_P_PUT_LEFT] = s[_P_COLLECT + col - 1]
        s[_P_PHASE] = _PH_PUT
        return
    if phase == _PH_PUT and _A_CELL <= action < _A_CELL + 64 and s[_P_BOARD + action - _A_CELL] == 0:
        col = s[_P_PUT_COLOR]
        set_cell(s, action - _A_CELL, col)
        s[_P_COLLECT + col - 1] -= 1
        left = s[_P_PUT_LEFT] - 1
        s[_P_PUT_LEFT] = left
        if left == 0:
            _start_put(s)
        return
    raise ValueError("illegal action %d" % action)
