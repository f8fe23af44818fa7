"""A CPU's move on the Frogriders board (view.mark): the boxes it went from and to, as drawn for a seat."""

from micropython import const
from movemark import place

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_TURN = const(10)
_P_FROM = const(12)
_A_FROM = const(16)
_A_LAND = const(128)
# end of consts.txt


def mark(bv, v, seat, action, before, size):
    """view.mark: the marks of the move (lib/movemark.py) on the board bv; returns the boxes (from, to)."""
    return place(bv, size, move_boxes(bv, v, seat, action, before))


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it)."""
    mover = before[_P_TURN]
    if action >= _A_LAND:  # the jump: the jumper's pad, the landing pad
        return bv.target_box(v, seat, before[_P_FROM]), bv.target_box(v, seat, action & 63)
    if action < _A_FROM:  # a secret objective kept: nothing of it shows but the mover's trophies
        return None, (2 + mover * 40, 0, 30, 10)
    # the jumper chosen, a village step, a card taken, an objective turned: what it chose
    return None, bv.target_box(before, mover, bv.target(before, mover, action))
