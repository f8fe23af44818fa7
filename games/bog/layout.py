"""Where things lie on BOG's board, as drawn for a seat: the pads, the cards of a hand or shore, each target's box."""

# A piece of the view (view.py imports it; marks.py too), so view.py keeps under the badge's 24 KB compile peak.

from micropython import const

from games.bog.cards import CARD_COUNT
from games.bog.core import own_pad

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_RIVER = const(35)
_P_LOC = const(38)
_P_PAD = const(74)
_PAD_COUNT = const(9)
_RIVER_SIZE = const(3)
_Z_RIVER = const(1)
_Z_HAND = const(2)
_Z_SHORE = const(4)
_Z_SWAMP = const(6)
_PAD_X = const(2)
_PAD = const(26)
_MY_SHORE_Y = const(106)
_TILE = const(16)
_TILE_PITCH = const(18)
_PANEL_X = const(88)
_RIVER_Y = const(24)
_HAND_Y = const(56)
_HAND_ROWS = const(3)
_HAND_COLS = const(4)
_TOKEN_W = const(40)
_TOKEN_GAP = const(4)
_T_DECK = const(50)
_T_CARD = const(100)
# end of consts.txt

_PAD_Y = const(23)
_PITCH = const(28)


def pad_xy(abs_pad, seat):
    """Top-left screen corner of an absolute pad seen from seat's side."""
    own = own_pad(abs_pad, seat)
    return _PAD_X + (own % 3) * _PITCH, _PAD_Y + (2 - own // 3) * _PITCH


def hand_cards(v, seat):
    """The seat's hand cards in card order."""
    zone = _Z_HAND + seat
    return [c for c in range(CARD_COUNT) if v[_P_LOC + c] == zone]


def shore_cards(v, seat):
    """A seat's shore frogs in card order."""
    zone = _Z_SHORE + seat
    return [c for c in range(CARD_COUNT) if v[_P_LOC + c] == zone]


def target_box(v, seat, t, hand_first):
    """Screen rectangle (x, y, w, h) of a target drawn for seat, the hand shown from card hand_first (hand
    cards may lie in rows scrolled away)."""
    if t == _T_DECK:
        return _PANEL_X, _RIVER_Y, _TILE, _TILE
    if t < _PAD_COUNT:
        x, y = pad_xy(t, seat)
        return x, y, _PAD, _PAD
    card = t - _T_CARD
    zone = v[_P_LOC + card]
    if zone == _Z_SWAMP or zone == _Z_SWAMP + 1:
        for p in range(_PAD_COUNT):
            if v[_P_PAD + p] == card:
                x, y = pad_xy(p, seat)
                return x, y, _PAD, _PAD
    if zone == _Z_SHORE + seat:
        i = shore_cards(v, seat).index(card)
        return _PAD_X + (_TOKEN_W + _TOKEN_GAP) * i, _MY_SHORE_Y, _TOKEN_W, 9
    if zone == _Z_RIVER:
        for slot in range(_RIVER_SIZE):
            if v[_P_RIVER + slot] == card:
                return _PANEL_X + (slot + 1) * _TILE_PITCH, _RIVER_Y, _TILE, _TILE
    i = hand_cards(v, seat).index(card)
    return (_PANEL_X + (i % _HAND_COLS) * _TILE_PITCH,
            _HAND_Y + (i // _HAND_COLS - hand_first // _HAND_COLS) * _TILE_PITCH, _TILE, _TILE)


def scroll_hand(hand, target, first):
    """The first card of the hand rows shown (first: the one shown now), scrolled so the card under the cursor
    is visible."""
    if target is None or target < _T_CARD or (target - _T_CARD) not in hand:
        return 0 if first >= len(hand) else first
    row = hand.index(target - _T_CARD) // _HAND_COLS
    first_row = first // _HAND_COLS
    if row < first_row:
        first_row = row
    elif row >= first_row + _HAND_ROWS:
        first_row = row - _HAND_ROWS + 1
    return first_row * _HAND_COLS
