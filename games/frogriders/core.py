"""Frogriders' shared helpers: the pond's geometry, pad names, card ownership, the jumped pad, secrets."""

# Imported at start-up by moves.py and play.py (and later by the pieces loaded on first use). The
# offsets below are rules.py's layout, declared here under the same names and values (const() is
# inlined only inside its own module).

from micropython import const

from games.frogriders.cards import BK_FLOWER, COMMON_BACKS, K_FLOWER, PRIV_COUNT, PRIV_KIND, SECRET_COUNT

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_PRIV = const(99)
_P_DECK_N = const(127)
_P_DECK = const(128)
_P_SECRET = const(152)
_P_COMMON = const(162)
_NONE = const(255)
_PAD_COUNT = const(57)
_BACK = const(0x80)
_L_OWN = const(2)
_S_KEPT = const(5)
_A_LAND = const(128)
_T_NORMAL = const(0)
_T_DIAG = const(1)
_T_LV = const(2)
_T_RUNUP = const(4)
# end of consts.txt
_W = const(13)  # width of the padded grid (2 cells of margin: a step of 2 stays inside)

FROG_TOTALS = b"\x0a\x0b\x0e\x15"  # 10 yellow, 11 red, 14 blue, 21 brown
OUT_AT_2 = b"\x03\x04\x05\x08"  # left in the box at 2 players
COLOR_NAMES = ("Y", "R", "B", "Br")


def _geometry():
    """Padded 13x13 grid -> pad, pad -> grid cell, and per pad: 1 inner, 2 flower (bits)."""
    grid = bytearray(b"\x39" * (_W * _W))  # 57: the sentinel pad
    cells = bytearray(_PAD_COUNT)
    marks = bytearray(_PAD_COUNT)
    n = 0
    for r in range(9):
        for c in range(9):
            dr = abs(r - 4)
            dc = abs(c - 4)
            if max(dr, dc) <= 4 and dr + dc <= 5:
                cell = (r + 2) * _W + c + 2
                grid[cell] = n
                cells[n] = cell
                m = 1 if max(dr, dc) <= 3 and dr + dc <= 4 else 0
                if (dr == 2 and dc == 2) or (dr == 0 and dc == 3) or (dr == 3 and dc == 0):
                    m |= 2
                if (r - 4, c - 4) in ((-1, 4), (4, 1), (1, -4), (-4, -1)):
                    m |= 2
                marks[n] = m
                n += 1
    return bytes(grid), bytes(cells), bytes(marks)


GRID, CELL, MARKS = _geometry()
del _geometry
DELTA = (-_W, 1, _W, -1, 1 - _W, _W + 1, _W - 1, -_W - 1)  # N E S W, NE SE SW NW


def pad_rc(pad):
    """(row, column) 0-8 of a pad."""
    cell = CELL[pad]
    return cell // _W - 2, cell % _W - 2


def pad_name(pad):
    """Column letter A-I and row 1-9 from the top."""
    r, c = pad_rc(pad)
    return "%s%d" % ("ABCDEFGHI"[c], r + 1)


def is_inner(pad):
    """True for the 37 inner pads (light green and the centre)."""
    return MARKS[pad] & 1 == 1


def is_flower(pad):
    """True for the 12 flower pads."""
    return MARKS[pad] & 2 == 2


def kinds_owned(s, seat):
    """Bit mask of the privilege card kinds a seat owns."""
    mask = 0
    zone = _L_OWN + seat
    for c in range(PRIV_COUNT):
        if s[_P_PRIV + c] == zone:
            mask |= 1 << PRIV_KIND[c]
    return mask


def count_kind(s, seat, kind):
    """How many privilege cards of one kind a seat owns."""
    n = 0
    zone = _L_OWN + seat
    for c in range(PRIV_COUNT):
        if s[_P_PRIV + c] == zone and PRIV_KIND[c] == kind:
            n += 1
    return n


def pop_deck(s):
    """Take the top privilege card of the draw pile (the caller checked it is not empty)."""
    n = s[_P_DECK_N] - 1
    c = s[_P_DECK + n]
    s[_P_DECK + n] = _NONE
    s[_P_DECK_N] = n
    return c


def jumped_pad(frm, action):
    """Pad of the frog jumped over by a landing action of the frog on pad frm."""
    cf = CELL[frm]
    ct = CELL[action & 63]
    tech = (action - _A_LAND) >> 7
    diff = ct - cf
    if tech == _T_NORMAL or tech == _T_DIAG:
        return GRID[(cf + ct) >> 1]
    if tech == _T_RUNUP:
        step = _W if diff % _W == 0 else 1
        return GRID[ct - step if diff > 0 else ct + step]
    v = _W if diff > 0 else -_W
    if tech == _T_LV:
        return GRID[cf + v]
    return GRID[cf + diff - v]


def flower_bonus(s, seat):
    """Trophies a landing on a flower gives seat: 1 per flower card, +1 with the flower common back."""
    n = count_kind(s, seat, K_FLOWER)
    for i in range(2):
        c = s[_P_COMMON + i]
        if c & _BACK and COMMON_BACKS[(c & 0x7F) * 3] == BK_FLOWER:
            n += 1
    return n


def kept_secret(s, seat):
    """The secret objective a seat kept, or -1 (not chosen yet, or hidden in this view)."""
    for c in range(SECRET_COUNT):
        if s[_P_SECRET + c] == _S_KEPT + seat:
            return c
    return -1
