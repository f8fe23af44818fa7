"""BOG's shared helpers: pad geometry, routes and formations, the deck, the points."""

# Pieces import this; it imports only the card table. Offsets and codes are rules.py's layout, declared
# here with the same names and values (a piece's private consts are inlined only inside it).

from micropython import const

from games.bog.cards import FORMATIONS, ROUTES

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_DECK_N = const(16)
_P_DECK = const(17)
_P_RIVER = const(35)
_P_LOC = const(38)
_P_STEP = const(56)
_P_PAD = const(74)
_P_HAND_N = const(83)
_P_POINTS = const(85)
_NONE = const(255)
_EMPTY = const(255)
_FLY = const(254)
_PAD_COUNT = const(9)
_RIVER_SIZE = const(3)
_Z_HAND = const(2)
# end of consts.txt

PAD_NAMES = ("A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3")


def own_pad(pad, seat):
    """Map a pad between a seat's own numbering and the absolute one (the map is its own inverse)."""
    return pad if seat == 0 else 8 - pad


def route_pad(card, step, seat):
    """Absolute pad of a card's route step (0 = start) when the frog belongs to seat."""
    pad = ROUTES[card * 4 + step]  # own_pad() written out here and below: a frame less under the CPU's search
    return pad if seat == 0 else 8 - pad


def route_step(s, card):
    """Route step (0 = start pad, 3 = last stop) of a frog on the swamp."""
    return s[_P_STEP + card]


def formation_count(s, card, seat):
    """Frogs of either player on the 3 pads of a card's formation read from seat's side."""
    n = 0
    for i in range(3):
        pad = FORMATIONS[card * 3 + i]
        if s[_P_PAD + (pad if seat == 0 else 8 - pad)] < _FLY:
            n += 1
    return n


def cards_left(s):
    """True while the deck or the river still holds a card."""
    if s[_P_DECK_N]:
        return True
    for slot in range(_RIVER_SIZE):
        if s[_P_RIVER + slot] != _NONE:
            return True
    return False


def free_pad(s):
    """True when some pad holds neither a frog nor a fly."""
    for p in range(_PAD_COUNT):
        if s[_P_PAD + p] == _EMPTY:
            return True
    return False


def pop_deck(s):
    """Take the top card of the draw pile (the caller checked it is not empty)."""
    n = s[_P_DECK_N] - 1
    c = s[_P_DECK + n]
    s[_P_DECK + n] = _NONE
    s[_P_DECK_N] = n
    return c


def draw_to_hand(s, seat):
    """Move the deck's top card into a seat's hand."""
    c = pop_deck(s)
    s[_P_LOC + c] = _Z_HAND + seat
    s[_P_HAND_N + seat] += 1


def points(s, seat, kind):
    """Points of one kind (PT_*) scored by a seat."""
    return s[_P_POINTS + seat * 4 + kind]


def scores(s):
    """Total points per seat."""
    return tuple(sum(s[_P_POINTS + seat * 4 + k] for k in range(4)) for seat in range(2))
