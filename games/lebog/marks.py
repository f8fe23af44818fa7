"""A CPU's move on the Le Bog board (view.mark): the card it played and its line of chips, as drawn for a seat."""

from micropython import const
from movemark import place

from games.lebog import table

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_TURN = const(13)
_P_LOC = const(96)
_Z_HAND = const(16)
_A_SWAP = const(64)
_A_KEEP = const(128)
_T_CARD = const(0)
# end of consts.txt


def mark(bv, v, seat, action, before, size):
    """view.mark: the marks of the move (lib/movemark.py) on the board bv; returns the boxes (from, to)."""
    return place(bv, size, move_boxes(bv, v, seat, action, before))


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it): the
    card played from seat's hand (when seat's) and the mover's line of chips in the seats panel."""
    mover = before[_P_TURN]
    card = action % _A_SWAP
    held = action < _A_KEEP and before[_P_LOC + card] == _Z_HAND + seat
    x, y = table.seat_xy(bv, mover)
    line = (x - 1, y - 1, 6 * (15 if bv.cell_w == 0 else 7) + 2, 11)
    return bv.target_box(before, seat, _T_CARD + card) if held else None, line
