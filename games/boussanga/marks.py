"""A CPU's move on the Boussanga board (view.mark): what it chose, or the tokens it laid."""

from micropython import const
from movemark import place

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_BOARD = const(72)
_CELL = const(12)
_BOARD_X = const(1)
_BOARD_Y = const(13)
# end of consts.txt


def mark(bv, v, seat, action, before, size):
    """view.mark: the marks of the move (lib/movemark.py) on the board bv; returns the boxes (from, to)."""
    return place(bv, size, move_boxes(bv, v, seat, action, before))


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it): what
    it chose (a card, a colour, a board), or around the tokens a placement laid."""
    mover = bv.rules.current_player(before)
    box = bv.target_box(before, mover, bv.target(before, mover, action))
    laid = [i for i in range(64) if v[_P_BOARD + i] and v[_P_BOARD + i] != before[_P_BOARD + i]]
    if laid:  # around the tokens laid, not only the cell the placement was chosen by
        x0, y0 = min(i & 7 for i in laid), min(i >> 3 for i in laid)
        x1, y1 = max(i & 7 for i in laid), max(i >> 3 for i in laid)
        box = (_BOARD_X + x0 * _CELL, _BOARD_Y + y0 * _CELL, (x1 - x0 + 1) * _CELL - 1, (y1 - y0 + 1) * _CELL - 1)
    return None, box
