"""A CPU's move on the Frogriders board (view.mark): the boxes it went from and to, as drawn for a seat."""

from micropython import const
from movemark import place

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_TURN = const(10)
_P_FROM = const(12)
_PAD_COUNT = const(57)
_A_FROM = const(16)
_A_LAND = const(128)
# end of consts.txt

# per pad, the sides whose corners would touch a label around the pond (1 top: the scores, 2 bottom: the
# deck, 8 right: the table and the card lines; the common objectives above the pads 6-8 and 13-14): those
# corners are not drawn, the others frame the pad (found by drawing the marks around every pad at 2-4 seats
# and asking tests_host/fit.py)
_OPEN = (b"\x01\x01\x09\x00\x00\x00\x01\x09\x01\x00\x00\x00\x00\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x08"
         b"\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x00\x00\x00\x00\x02"
         b"\x02\x00\x00\x00\x00\x08\x00\x00\x00")


def mark(bv, v, seat, action, before, size):
    """view.mark: the marks of the move (lib/movemark.py) on the board bv; returns the boxes (from, to)."""
    boxes = move_boxes(bv, v, seat, action, before)
    place(bv, size, (_clear(boxes[0], bv, v, seat), _clear(boxes[1], bv, v, seat)))
    return boxes


def _clear(box, bv, v, seat):
    """The box to put the marks around: a pad's, stretched off the screen on the sides in _OPEN."""
    if box is None:
        return None
    x, y, w, h = box
    for p in range(_PAD_COUNT):
        if bv.target_box(v, seat, p) == box:
            sides = _OPEN[p]
            if sides & 1:
                h, y = h + y + 20, -20
            if sides & 2:
                h = 200
            if sides & 8:
                w = 200
            break
    return x, y, w, h


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it)."""
    mover = before[_P_TURN]
    if action >= _A_LAND:  # the jump: the jumper's pad, the landing pad
        return bv.target_box(v, seat, before[_P_FROM]), bv.target_box(v, seat, action & 63)
    if action < _A_FROM:  # a secret objective kept: nothing of it shows (the status line tells it)
        return None, None
    # the jumper chosen: its pad; a village step, a card taken, an objective turned are lines of text, never
    # marked (the status line tells them)
    t = bv.target(before, mover, action)
    return None, bv.target_box(before, mover, t) if t < _PAD_COUNT else None
