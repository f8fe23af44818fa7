"""Bunny Boom's shared helpers: 2-byte rabbit counts, the deck of a game, the spaces, costs and paths."""

from micropython import const

import prng
from games.bunnyboom.cards import CARD_COUNT, CARDS, JOKER, MAYOR, PURPLE_COUNT

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_OUT = const(20)
_P_DECK_N = const(22)
_P_CARROT = const(23)
_P_PAWN = const(26)
_P_DOMAIN = const(30)
_P_HAND_N = const(38)
_P_RIVER = const(46)
_P_RIVER_RAB = const(49)
_P_TOP = const(52)
_P_INFO = const(76)
_P_LOC = const(88)
_P_KNOWN = const(166)
_NONE = const(255)
_CENTRE = const(12)
_RIVER_SIZE = const(3)
_CARROT_POINTS = const(4)
_CLOSED = const(0x80)
_CLOSES = const(0x100)
_O_FOX = const(1)
_O_BURROW = const(2)
_Z_DECK = const(1)
_Z_RIVER = const(2)
_Z_DISCARD = const(3)
_Z_HAND = const(8)
_Z_DOWN = const(12)
_C_VALUE = const(1)
_C_EFFECT = const(2)
_E_IGNORE = const(11)
_E_BURROW = const(12)
_E_FOX = const(13)
_A_SPACE = const(128)
_DRAW_DECK = const(3)
# end of consts.txt


# --- rabbits: 2-byte counts (domains, rabbits out) ---------------------------------------------

def get2(s, off):
    """A 2-byte little-endian count."""
    return s[off] | (s[off + 1] << 8)


def set2(s, off, n):
    """Store a 2-byte little-endian count."""
    s[off] = n & 0xFF
    s[off + 1] = n >> 8


def domain(s, seat):
    """Rabbits in a seat's domain."""
    return s[_P_DOMAIN + 2 * seat] | (s[_P_DOMAIN + 2 * seat + 1] << 8)


def bank(s, n):
    """n rabbits leave the bank, which never runs out (n < 0: -n go back to it)."""
    # get2/set2 written out here and below: a frame less under a CPU's search (the badge's pystack is small)
    n += s[_P_OUT] | (s[_P_OUT + 1] << 8)
    s[_P_OUT] = n & 0xFF
    s[_P_OUT + 1] = n >> 8


def gain(s, seat, n):
    """A seat takes n rabbits from the bank (n < 0: gives -n back)."""
    off = _P_DOMAIN + 2 * seat
    d = (s[off] | (s[off + 1] << 8)) + n
    s[off] = d & 0xFF
    s[off + 1] = d >> 8
    bank(s, n)


def transfer(s, src, dst):
    """One rabbit from src's domain to dst's, when src has one."""
    off = _P_DOMAIN + 2 * src
    d = s[off] | (s[off + 1] << 8)
    if d:
        d -= 1
        s[off] = d & 0xFF
        s[off + 1] = d >> 8
        off = _P_DOMAIN + 2 * dst
        d = (s[off] | (s[off + 1] << 8)) + 1
        s[off] = d & 0xFF
        s[off + 1] = d >> 8


def values(s, zone):
    """Sum of the values of the cards in a zone."""
    return sum(CARDS[5 * c + _C_VALUE] for c in range(CARD_COUNT) if s[_P_LOC + c] == zone)


_ZONES = b"\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f"  # Z_HAND + seat, then Z_DOWN + seat, one byte each


def scores(s):
    """Rabbits per seat: domain + hand + face-down cards + 4 for the carrot (fewest wins)."""
    # the cards of a zone found by bytearray.find (a scan in C), not read one by one in Python: CPU Hard's
    # search counts at every step it tries (native MicroPython: 17 us a count instead of 45)
    sc = []
    for p in range(s[_P_PLAYERS]):
        n = domain(s, p) + (_CARROT_POINTS if s[_P_CARROT] == p else 0)
        for z in range(p, p + _Z_DOWN - _Z_HAND + 1, _Z_DOWN - _Z_HAND):  # the hand, then the face-down cards
            zone = _ZONES[z:z + 1]
            i = s.find(zone, _P_LOC, _P_LOC + CARD_COUNT)
            while i >= 0:
                n += CARDS[5 * (i - _P_LOC) + _C_VALUE]
                i = s.find(zone, i + 1, _P_LOC + CARD_COUNT)
        sc.append(n)
    return tuple(sc)


def in_game(card, players, opts):
    """True when a card belongs to the deck of this player count and these options."""
    e = CARDS[5 * card + _C_EFFECT] & 0x7F
    return (card < PURPLE_COUNT or players > 2) and (e != _E_FOX or opts & _O_FOX) and (
        e != _E_BURROW or opts & _O_BURROW)


# --- cards moving ----------------------------------------------------------------------------

def pick(s, zone, k):
    """The k-th card (by id) of a zone; k < 0: a random card of the draw pile, taken out of it."""
    if k < 0:
        k = prng.below(s, _P_RNG, s[_P_DECK_N])
        s[_P_DECK_N] -= 1
    for c in range(CARD_COUNT):
        if s[_P_LOC + c] == zone:
            if k == 0:
                return c
            k -= 1
    raise ValueError("zone count")


def known(s, c):
    """The seats (bit p: seat p) that know card c is in the hand where it lies."""
    return s[_P_KNOWN + c // 2] >> (4 * (c & 1)) & 15


def know(s, c, seats):
    """Card c's knowers become seats (bits)."""
    i = _P_KNOWN + c // 2
    k = 4 * (c & 1)
    s[i] = (s[i] & (0xF0 >> k)) | (seats << k)


def to_hand(s, seat, slot):
    """A seat takes a card: slot DRAW_DECK is the deck, else a river slot (with the rabbits on it)."""
    if slot == _DRAW_DECK:
        c = pick(s, _Z_DECK, -1)
    else:
        c = s[_P_RIVER + slot]
        s[_P_RIVER + slot] = _NONE
        off = _P_DOMAIN + 2 * seat
        set2(s, off, get2(s, off) + s[_P_RIVER_RAB + slot])
        s[_P_RIVER_RAB + slot] = 0
    s[_P_LOC + c] = _Z_HAND + seat
    know(s, c, 0 if slot == _DRAW_DECK else (1 << s[_P_PLAYERS]) - 1)  # a river card: taken in sight of all
    s[_P_HAND_N + seat] += 1


def river_out(s, slot):
    """Discard a river card (its rabbits back to the bank); slot < 0: the whole river, then deal anew.

    slot == _RIVER_SIZE only refills the empty slots from the deck.
    """
    for i in range(_RIVER_SIZE):
        c = s[_P_RIVER + i]
        if c != _NONE and (slot < 0 or slot == i):
            s[_P_RIVER + i] = _NONE
            s[_P_LOC + c] = _Z_DISCARD
            bank(s, -s[_P_RIVER_RAB + i])
            s[_P_RIVER_RAB + i] = 0
    if slot < 0 or slot == _RIVER_SIZE:
        for i in range(_RIVER_SIZE):
            if s[_P_RIVER + i] == _NONE and s[_P_DECK_N]:
                c = pick(s, _Z_DECK, -1)
                s[_P_RIVER + i] = c
                s[_P_LOC + c] = _Z_RIVER


# --- the village -------------------------------------------------------------------------------

def spaces(s, seat, out):
    """Write A_SPACE codes of the spaces seat may play on into out (None: only count); return the count."""
    used = 3 * s[_P_PLAYERS]
    layer1 = False
    for sp in range(used):
        if s[_P_TOP + sp] == _NONE:
            layer1 = True
    n = 0
    for sp in range(used):
        if s[_P_PAWN + seat] == sp:
            continue
        top = s[_P_TOP + sp]
        if layer1:
            ok = top == _NONE and (sp % 3 == 0 or s[_P_TOP + sp - 1] != _NONE)
        else:
            ok = top != _NONE and s[_P_INFO + sp] & _CLOSED == 0
        if ok:
            if out is not None:
                out[n] = _A_SPACE + sp
            n += 1
    return n


def play_cost(s, card, sp):
    """Rabbits the mover pays for card on space sp, + 256 when the play closes the space."""
    top = s[_P_TOP + sp]
    fc = CARDS[5 * card]
    if fc == JOKER:  # nothing may ever go on a Joker: it closes even an empty space
        return _CLOSES
    if top == _NONE:
        return 0
    if CARDS[5 * card + _C_EFFECT] & 0x7F == _E_IGNORE:
        return _CLOSES  # a Free card ignores the families and closes the space it covers
    # on a Free card the open-space rule holds, then the space closes ("si elle est sous une carte")
    shut = _CLOSES if CARDS[5 * top + _C_EFFECT] & 0x7F == _E_IGNORE else 0
    if fc == MAYOR:  # the Mayor goes on anything without penalty
        return shut
    if CARDS[5 * top] == fc:  # same family (a Mayor has none: nothing matches it)
        return _CLOSES
    return shut | CARDS[5 * card + _C_VALUE]


def path_len(a, b):
    """Number of spaces crossed going from position a to position b (start, end and centre excluded)."""
    if a == b:
        return 0
    if a == _CENTRE:
        return b % 3
    if b == _CENTRE:
        return a % 3
    if a // 3 == b // 3:
        d = a % 3 - b % 3
        return (d if d > 0 else -d) - 1
    return a % 3 + b % 3


def path_at(a, b, i):
    """The i-th space crossed from a to b, in the order walked."""
    if a == _CENTRE:
        return (b // 3) * 3 + i
    if b == _CENTRE or (a // 3 == b // 3 and a > b) or (a // 3 != b // 3 and i < a % 3):
        return a - 1 - i
    if a // 3 == b // 3:
        return a + 1 + i
    return (b // 3) * 3 + i - a % 3
