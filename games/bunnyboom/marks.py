"""A CPU's move on the Bunny Boom board (view.mark): the boxes it went from and to, as drawn for a seat."""

from micropython import const
from movemark import place

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_PAWN = const(26)
_A_CARD = const(0)
_A_SPACE = const(128)
_A_SWAPCARD = const(896)
_T_SEAT = const(50)
# end of consts.txt


def mark(bv, v, seat, action, before, size):
    """view.mark: the marks of the move (lib/movemark.py) on the board bv; returns the boxes (from, to)."""
    return place(bv, size, move_boxes(bv, v, seat, action, before))


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it); the
    mover's line when nothing else shows where it went."""
    mover = bv.rules.current_player(before)
    kind = action & 0xFF80
    if kind == _A_SPACE:  # the pawn's walk: from its space to the new one
        boxes = (bv.target_box(v, seat, before[_P_PAWN + mover]), bv.target_box(v, seat, action & 0x7F))
    elif kind == _A_CARD or kind == _A_SWAPCARD:  # a card from the hand: seen in seat's own hand only
        boxes = (bv.target_box(before, seat, bv.target(before, seat, action)) if mover == seat else None, None)
    else:
        boxes = (None, bv.target_box(before, seat, bv.target(before, seat, action)))
    if boxes[1] is None:
        boxes = (boxes[0], bv.target_box(v, seat, _T_SEAT + mover))
    return boxes
