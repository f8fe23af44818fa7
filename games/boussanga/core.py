"""Boussanga state helpers the pieces share: board cells, the deck, hands, points."""

from micropython import const

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_COOP = const(10)
_P_TEAMS = const(11)
_P_DECK_N = const(22)
_P_DECK = const(23)
_P_HANDS = const(55)
_P_BOARD = const(72)
_P_ROWS = const(136)
_P_EMPTY_ROWS = const(168)
_P_HELD = const(180)
_NONE = const(255)
# end of consts.txt


def set_cell(s, cell, value):
    """Put value (0 empty, 1-4 a colour) on a board cell and keep the row masks in step."""
    old = s[_P_BOARD + cell]
    bit = 1 << (cell & 7)
    row = cell >> 3
    s[(_P_ROWS - 8 + old * 8 if old else _P_EMPTY_ROWS) + row] ^= bit
    s[(_P_ROWS - 8 + value * 8 if value else _P_EMPTY_ROWS) + row] |= bit
    s[_P_BOARD + cell] = value


def draw(s, at):
    """Move the deck's top card to s[at]; return False when the deck is empty (s[at] becomes NONE)."""
    n = s[_P_DECK_N]
    if n == 0:
        s[at] = _NONE
        return False
    n -= 1
    s[at] = s[_P_DECK + n]
    s[_P_DECK + n] = _NONE
    s[_P_DECK_N] = n
    return True


def holder(s, seat):
    """Board (points zone) of a seat: 0 for everyone in co-op, else the seat's own (teams too)."""
    return 0 if s[_P_COOP] else seat


def hand_base(s, seat):
    """Offset of the 4 card slots a seat plays from (co-op: the shared row)."""
    return _P_HANDS if s[_P_COOP] else _P_HANDS + seat * 4


def holder_points(s, h):
    """Points on board h: its tokens times the colour values."""
    base = _P_HELD + h * 4
    return s[base] + s[base + 1] + 2 * s[base + 2] + 3 * s[base + 3]


def points_of(s, seat):
    """Points counting for a seat: its board's; teams: both boards of the team; co-op: the shared ones."""
    if s[_P_COOP]:
        return holder_points(s, 0)
    if s[_P_TEAMS]:
        return holder_points(s, seat) + holder_points(s, seat ^ 2)
    return holder_points(s, seat)


def scores(s):
    """Points per seat (team members, co-op players: the same shared figure)."""
    return tuple(points_of(s, seat) for seat in range(s[_P_PLAYERS]))
