"""A CPU's move on the BOG board (view.mark): the boxes it went from and to, as drawn for a seat."""

from micropython import const
from movemark import place

from games.bog.layout import shore_cards

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_LOC = const(38)
_Z_RIVER = const(1)
_Z_HAND = const(2)
_Z_SHORE = const(4)
_Z_SWAMP = const(6)
_A_FLY = const(160)
_A_DRAW_DECK = const(192)
_PAD_X = const(2)
_MY_SHORE_Y = const(106)
_TILE_PITCH = const(18)
_PANEL_X = const(88)
_HAND_Y = const(56)
_HAND_ROWS = const(3)
_TOKEN_W = const(40)
_TOKEN_GAP = const(4)
_T_DECK = const(50)
_T_CARD = const(100)
_OPP_SHORE_Y = const(13)
# end of consts.txt


def mark(bv, v, seat, action, before, size):
    """view.mark: the marks of the move (lib/movemark.py) on the board bv; returns the boxes (from, to)."""
    boxes = move_boxes(bv, v, seat, action, before)
    place(bv, size, (_clear(boxes[0]), _clear(boxes[1])))
    return boxes


def _clear(box):
    """The box to put the marks around so that none touches a text: the board is packed, its pads 1 pixel
    from the shores and 4 from the panel, the shores' and panel's cards right under their labels."""
    if box is None:
        return None
    x, y, w, h = box
    if y == _MY_SHORE_Y:  # the corners above it only (the status line is below), within its width (the
        return x + 4, y, w - 8, 64  # panel is 2 pixels to the right): the box runs off the bottom
    if y == _OPP_SHORE_Y:  # the corners below it only (the scores are above), within its width
        return x + 4, -20, w - 8, y + h + 20
    if x < _PANEL_X:  # a pad: the marks inside its grass corners, the number whole
        return x + 5, y + 5, w - 10, h - 10
    return x, -20, w, y + h + 20  # a card under a label: the corners below it only (the top ones off screen)


def move_boxes(bv, v, seat, action, before):
    """(from, to) of a CPU's action on the board bv drawn from v for seat (before: seat's view before it)."""
    kind = action & 0xE0
    arg = action & 0x1F
    if kind == _A_FLY:
        boxes = (None, bv.target_box(v, seat, arg))
    elif kind == _A_DRAW_DECK:
        boxes = (bv.target_box(before, seat, _T_DECK), None)
    else:
        boxes = (_card_box(bv, before, seat, arg), _card_box(bv, v, seat, arg))
    return boxes  # (None, None): a card gone where nobody sees it; the status line tells it


def _card_box(bv, v, seat, card):
    """Where a card shows on the board drawn for seat (a pad, a shore, the river, seat's hand), or None."""
    zone = v[_P_LOC + card]
    if zone == _Z_SHORE or zone == _Z_SHORE + 1:
        i = shore_cards(v, zone - _Z_SHORE).index(card)
        y = _MY_SHORE_Y if zone == _Z_SHORE + seat else _OPP_SHORE_Y
        return _PAD_X + (_TOKEN_W + _TOKEN_GAP) * i, y, _TOKEN_W, 9
    if zone == _Z_SWAMP or zone == _Z_SWAMP + 1 or zone == _Z_RIVER or zone == _Z_HAND + seat:
        box = bv.target_box(v, seat, _T_CARD + card)
        if zone != _Z_HAND + seat or _HAND_Y <= box[1] < _HAND_Y + _HAND_ROWS * _TILE_PITCH:
            return box
    return None
