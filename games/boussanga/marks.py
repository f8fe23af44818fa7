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
    boxes = move_boxes(bv, v, seat, action, before)
    box = boxes[1]
    if box is not None:  # a side on the board's edge opens off the screen: the scores are above the board,
        x, y, w, h = box  # the panel's labels 3 pixels to its right, the status line under it
        if y == _BOARD_Y:
            h, y = h + y + 20, -20
        if x + w >= _BOARD_X + 8 * _CELL - 1:
            w = 200
        if y + h >= _BOARD_Y + 8 * _CELL - 1:
            h = 200
        place(bv, size, (None, (x, y, w, h)))
    return boxes


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it):
    around the tokens a placement laid. A card, a colour or a board chosen in the panel is among its labels,
    never marked (the status line tells it)."""
    laid = [i for i in range(64) if v[_P_BOARD + i] and v[_P_BOARD + i] != before[_P_BOARD + i]]
    if not laid:
        return None, None
    x0, y0 = min(i & 7 for i in laid), min(i >> 3 for i in laid)
    x1, y1 = max(i & 7 for i in laid), max(i >> 3 for i in laid)
    return None, (_BOARD_X + x0 * _CELL, _BOARD_Y + y0 * _CELL, (x1 - x0 + 1) * _CELL - 1, (y1 - y0 + 1) * _CELL - 1)
