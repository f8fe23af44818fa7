"""A CPU's move on the Bunny Boom board (view.mark): the boxes it went from and to, as drawn for a seat."""

from movemark import place

from games.bunnyboom import rules as R
from games.bunnyboom.view import T_SEAT


def mark(bv, v, seat, action, before, size):
    """view.mark: the marks of the move (lib/movemark.py) on the board bv; returns the boxes (from, to)."""
    return place(bv, size, move_boxes(bv, v, seat, action, before))


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it); the
    mover's line when nothing else shows where it went."""
    mover = bv.rules.current_player(before)
    kind = action & 0xFF80
    if kind == R.A_SPACE:  # the pawn's walk: from its space to the new one
        boxes = (bv.target_box(v, seat, before[R.P_PAWN + mover]), bv.target_box(v, seat, action & 0x7F))
    elif kind == R.A_CARD or kind == R.A_SWAPCARD:  # a card from the hand: seen in seat's own hand only
        boxes = (bv.target_box(before, seat, bv.target(before, seat, action)) if mover == seat else None, None)
    else:
        boxes = (None, bv.target_box(before, seat, bv.target(before, seat, action)))
    if boxes[1] is None:
        boxes = (boxes[0], bv.target_box(v, seat, T_SEAT + mover))
    return boxes
