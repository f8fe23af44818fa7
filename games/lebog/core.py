"""Le Bog's shared helpers: 2-byte fields, chips, cards and successors, stakes, combinations."""

from micropython import const

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_DEALS = const(10)
_P_FLAGS = const(11)
_P_PHASE = const(12)
_P_TURN = const(13)
_P_DEALER = const(14)
_P_DEAL_NO = const(15)
_P_LAST_CARD = const(16)
_P_CHIPS = const(22)
_P_BET = const(42)
_P_COMP = const(82)
_P_SHOWN = const(94)
_P_LOC = const(96)
_NONE = const(255)
_CARDS = const(52)
_STAKE = const(2)
_F_V2 = const(2)
_PH_PLAY = const(2)
_Z_TURNED = const(3)
_Z_HAND = const(16)
_PAY_CARD_V2 = const(26)
_JACK = const(10)
_KING = const(12)
_J_CLUBS = const(10)
# end of consts.txt

START_CHIPS = b"\x32\x14\x1e\x64"  # 50 20 30 100
ROUNDS = b"\x02\x01\x03\x04\x05"
# players 3..10: cards each (7.1); the pack is 32 cards up to 6 players
DEAL_SIZE = b"\x08\x06\x05\x05\x07\x06\x05\x05"
# K-diamonds, 10-hearts, J-clubs, A-diamonds, Q-spades (A-hearts = 26 replaces A-diamonds with V2)
PAY_CARDS = b"\x19\x23\x0a\x0d\x32"

# rank counts of every hand: _COUNTS[rank * 10 + seat] (count_ranks)
_COUNTS = bytearray(130)
_NO_COUNTS = bytes(130)
_NO_KEY = bytes(11)


def get2(s, off):
    """Read a 2-byte little-endian number."""
    return s[off] | (s[off + 1] << 8)


def put2(s, off, value):
    """Write a 2-byte little-endian number."""
    s[off] = value & 0xFF
    s[off + 1] = value >> 8


def add2(s, off, n):
    """Add n (may be negative) to the 2-byte number at off (chips of a seat, or of a compartment)."""
    n += s[off] + (s[off + 1] << 8)  # put2() written out: a frame less under a CPU's search (the pystack)
    s[off] = n & 0xFF
    s[off + 1] = n >> 8


def chips(s, seat):
    """Chips in hand of a seat."""
    return s[_P_CHIPS + 2 * seat] | (s[_P_CHIPS + 2 * seat + 1] << 8)


def bet(s, seat):
    """Chips a seat has bet this deal."""
    return s[_P_BET + 2 * seat] | (s[_P_BET + 2 * seat + 1] << 8)


def comp(s, k):
    """Chips on compartment k (0-4 the pay compartments, 5 the Bog)."""
    return s[_P_COMP + 2 * k] | (s[_P_COMP + 2 * k + 1] << 8)


def reach(s, seat):
    """Chips a seat could have in the Bog this deal: in hand plus already bet."""
    return chips(s, seat) + bet(s, seat)


# pay_to_comp, pay_to_seat and collect do their 2-byte sums in place (no nested calls): a settlement makes
# up to 90 payments (V4 with every seat tied) in one step


def pay_to_comp(s, seat, k, n):
    """Seat pays up to n chips onto compartment k; return what was paid."""
    off = _P_CHIPS + 2 * seat
    have = s[off] | (s[off + 1] << 8)
    if n > have:
        n = have
    have -= n
    s[off] = have & 0xFF
    s[off + 1] = have >> 8
    off = _P_COMP + 2 * k
    v = (s[off] | (s[off + 1] << 8)) + n
    s[off] = v & 0xFF
    s[off + 1] = v >> 8
    return n


def pay_to_seat(s, payer, to, n):
    """Payer gives up to n chips to another seat; return what was paid."""
    off = _P_CHIPS + 2 * payer
    have = s[off] | (s[off + 1] << 8)
    if n > have:
        n = have
    have -= n
    s[off] = have & 0xFF
    s[off + 1] = have >> 8
    off = _P_CHIPS + 2 * to
    v = (s[off] | (s[off + 1] << 8)) + n
    s[off] = v & 0xFF
    s[off + 1] = v >> 8
    return n


def collect(s, seat, k):
    """A seat takes everything on compartment k; return how much."""
    off = _P_COMP + 2 * k
    n = s[off] | (s[off + 1] << 8)
    s[off] = 0
    s[off + 1] = 0
    off = _P_CHIPS + 2 * seat
    v = (s[off] | (s[off + 1] << 8)) + n
    s[off] = v & 0xFF
    s[off + 1] = v >> 8
    return n


def in_pack(players, card):
    """True when a card belongs to the pack used by that many players (before V1)."""
    rank = card % 13
    return players >= 7 or rank == 0 or rank >= 6


def successor(s, card):
    """The card following card in its suit in the pack in use (2.3), or _NONE after a King."""
    rank = card % 13
    if rank == _KING:
        return _NONE
    if rank == 0 and s[_P_PLAYERS] < 7:
        return card + 6  # A -> 7 in the 32-card pack
    return card + 1


def pay_card(s, k):
    """The card of pay compartment k (0-4)."""
    if k == 3 and s[_P_FLAGS] & _F_V2:
        return _PAY_CARD_V2
    return PAY_CARDS[k]


def pay_comp(s, card):
    """Pay compartment (0-4) whose card this is, or _NONE."""
    v2 = s[_P_FLAGS] & _F_V2
    for k in range(5):
        if PAY_CARDS[k] == card:
            return _NONE if k == 3 and v2 else k
    return 3 if v2 and card == _PAY_CARD_V2 else _NONE


def v1_removed(players, card):
    """True when V1 takes this card out of the pack (3 or 5 players)."""
    rank = card % 13
    suit = card // 13
    if players == 3:
        return rank == 6 or (rank == 7 and (suit == 0 or suit == 3))
    if players == 5:
        return rank == 6 or card == 7
    return False


def turned_card(s):
    """The card turned up this deal (face up, or taken into the dealer's hand), or _NONE."""
    for c in range(_CARDS):
        if s[_P_LOC + c] == _Z_TURNED:
            return c
    return _NONE


def forced(s):
    """True in the play-out when the seat to act must play the successor of the last card (11.3)."""
    if s[_P_PHASE] != _PH_PLAY:
        return False
    last = s[_P_LAST_CARD]
    if last == _NONE:
        return False
    nxt = successor(s, last)
    return nxt != _NONE and s[_P_LOC + nxt] == _Z_HAND + s[_P_TURN]


def shown(s, seat):
    """True when a seat's hand was revealed at this deal's showdown."""
    return bool(s[_P_SHOWN + (seat >> 3)] & (1 << (seat & 7)))


def can_stake(s, dealer):
    """True when every seat can post its stake (the dealer 4 chips) (13.2)."""
    for seat in range(s[_P_PLAYERS]):
        if chips(s, seat) < (2 * _STAKE if seat == dealer else _STAKE):
            return False
    return True


def last_deal(s):
    """True on the settlement that ends the game: the agreed deals are played or the next dealer's"""
    # stakes cannot be posted (13.1, 13.2).
    return s[_P_DEAL_NO] >= s[_P_DEALS] or not can_stake(s, (s[_P_DEALER] + 1) % s[_P_PLAYERS])


def count_ranks(s):
    """Count the ranks of every hand into _COUNTS, in one pass over the cards (rank by rank)."""
    # the showdown's cost: no per-card multiply or modulo, the zeroing a slice copy; a view's hidden
    # cards (255) count for nobody
    counts = _COUNTS
    counts[:] = _NO_COUNTS
    row = -_Z_HAND  # row + zone: the count of this rank in that hand
    for c in range(_P_LOC, _P_LOC + 13):  # the four suits of each rank
        z = s[c]
        if _Z_HAND <= z < _Z_HAND + 10:
            counts[row + z] += 1
        z = s[c + 13]
        if _Z_HAND <= z < _Z_HAND + 10:
            counts[row + z] += 1
        z = s[c + 26]
        if _Z_HAND <= z < _Z_HAND + 10:
            counts[row + z] += 1
        z = s[c + 39]
        if _Z_HAND <= z < _Z_HAND + 10:
            counts[row + z] += 1
        row += 10


def hand_key(s, seat, key):
    """Write the comparison key of a seat's hand into key (11 bytes, compared from the left; 10.4-10.7):"""
    # category, the combination's ranks + 1, then the other cards' ranks + 1 from the highest.
    # _COUNTS holds the seat's rank counts (count_ranks); they are used up. i walks the seat's counts
    # from the King down (rank = (i - seat) // 10).
    counts = _COUNTS
    quad = trip = pair1 = pair2 = other_pair = -1
    for i in range(seat + 120, seat - 1, -10):
        n = counts[i]
        if n < 2:
            continue
        if n == 4:
            if quad < 0:
                quad = i
        elif n == 3:
            if trip < 0:
                trip = i
        elif n == 2:
            if pair1 < 0:
                pair1 = i
            elif pair2 < 0:
                pair2 = i
            if other_pair < 0 and i != seat + _JACK * 10:
                other_pair = i
    key[0:11] = _NO_KEY
    if quad >= 0:  # brelan carre
        key[0] = 5
        key[1] = (quad - seat) // 10 + 1
        counts[quad] = 0
    elif trip >= 0:  # brelan
        key[0] = 4
        key[1] = (trip - seat) // 10 + 1
        counts[trip] = 0
    elif other_pair >= 0 and s[_P_LOC + _J_CLUBS] == _Z_HAND + seat:  # mitsi: J-clubs + another pair
        key[0] = 3
        key[1] = (other_pair - seat) // 10 + 1
        counts[other_pair] = 0
        counts[seat + _JACK * 10] -= 1
    elif pair2 >= 0:  # double bog
        key[0] = 2
        key[1] = (pair1 - seat) // 10 + 1
        key[2] = (pair2 - seat) // 10 + 1
        counts[pair1] = 0
        counts[pair2] = 0
    elif pair1 >= 0:  # bog
        key[0] = 1
        key[1] = (pair1 - seat) // 10 + 1
        counts[pair1] = 0
    k = 3
    for i in range(seat + 120, seat - 1, -10):
        n = counts[i]
        while n and k < 11:
            key[k] = (i - seat) // 10 + 1
            n -= 1
            k += 1
