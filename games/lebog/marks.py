"""A CPU's move on the Le Bog board (view.mark): the card it played and its line of chips, as drawn for a seat."""

from micropython import const
from movemark import place

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_LOC = const(96)
_Z_HAND = const(16)
_A_SWAP = const(64)
_A_KEEP = const(128)
_T_CARD = const(0)
# end of consts.txt


def mark(bv, v, seat, action, before, size):
    """view.mark: the marks of the move (lib/movemark.py) on the board bv; returns the boxes (from, to)."""
    boxes = move_boxes(bv, v, seat, action, before)
    box = boxes[0]
    # the corners below the card only: the choices' line is right above the hand (the top ones off screen)
    place(bv, size, (None if box is None else (box[0], -20, box[2], box[1] + box[3] + 20), None))
    return boxes


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it): the
    card played from seat's hand (when seat's). The seats panel is lines of text 12 pixels apart, no room for
    a mark that touches none: the banner in the mover's colour and the status line tell who did what."""
    card = action % _A_SWAP
    held = action < _A_KEEP and before[_P_LOC + card] == _Z_HAND + seat
    return bv.target_box(before, seat, _T_CARD + card) if held else None, None
