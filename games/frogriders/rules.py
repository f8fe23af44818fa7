"""Frogriders (La Chevauchee des Grenouilles), 2-4 players: jump frogs over frogs, capture, score sets.

The state layout and the rule decisions are in the comment below (a module docstring this long would
cost ~4.5 KB of MicroPython heap: the import budget is 16 KB).
"""
#
# State layout (one bytearray of STATE_SIZE bytes, mutated in place):
#
#     offset  size  name       meaning
#     0       4     SEED       the game's seed, little-endian (< 2**30)
#     4       4     RNG        PRNG bytes (lib/prng.py)
#     8       1     PLAYERS    2-4
#     9       1     OPTIONS    common objective sides: 0 fronts only, 1 one back (chosen in PH_BACK)
#     10      1     TURN       seat deciding now
#     11      1     PHASE      PH_SECRET, PH_JUMP (choose the jumper), PH_LAND, PH_VILLAGE, PH_OVER,
#                              PH_BACK (option 1: which common objective to turn over, before PH_SECRET)
#     12      1     FROM       pad of the chosen jumper in PH_LAND, else NONE
#     13      1     EXTRA      1 while the extra jump of a red frog is played (no phase B after it);
#                              still 1 once over when that jump could not be made
#     14      1     ENDER      seat that had no legal jump when the game ended, else NONE
#     15      2     TURNS      completed turns, little-endian
#     17      57    POND       per pad: EMPTY, 1 + colour of the frog on it, or OFF (2 players: border)
#     74      1     (sentinel) always OFF: the pad number of every cell outside the pond (GRID) is 57
#     75      16    CAPT       captured frogs per seat (4 bytes: yellow, red, blue, brown)
#     91      4     VILLAGE    frogs in the village per colour (brown stays 0)
#     95      4     FLOWERS    trophies scored during play (flower landings) per seat
#     99      24    PRIV       place of each privilege card: L_DECK, L_FACE, L_OWN + seat
#     123     4     FACE       the 4 face-up privilege cards (card or NONE)
#     127     1     DECK_N     privilege cards in the draw pile
#     128     24    DECK       draw pile, bottom first; the top card is DECK[DECK_N - 1]
#     152     10    SECRET     place of each secret objective: S_BOX, S_DEALT/S_KEPT/S_BACK + seat, S_HIDDEN
#     162     2     COMMON     the 2 common objectives: card id, + 0x80 when on its back side
#
# The pond (RECON shape of ../shared/reference/frogriders.md section 2): 57 pads in a 9x9 square,
# pad (r, c) exists iff max(|r-4|, |c-4|) <= 4 and |r-4| + |c-4| <= 5; numbered row by row. Pads
# with max(...) <= 3 and sum <= 4 are inner (37 with the centre); the other 20 are the border.
# Names: column letter A-I, row 1-9 from the top (the centre is E5).
#
#       A B C D E F G H I
#     1       * x x          o inner pad, x border pad, * flower (12, RECON positions)
#     2     x o * o x
#     3   x * o o o * x
#     4 x o o o o o o o *
#     5 x * o o Y o o * x    Y the yellow centre, empty at the start
#     6 * o o o o o o o x
#     7   x * o o o * x
#     8     x o * o x
#     9       x x *
#
# Actions (ints < 1024): A_BACK + common (0 or 1: turn it to its back), A_SECRET + objective, A_FROM +
# pad (choose the jumper), A_LAND + 128 * technique + 64 * capture-jumper + landing pad, A_PASS, A_RED,
# A_TAKE + colour (send a yellow, take that colour from the village), A_PRIV + face-up slot (send a
# blue, take that card), A_BLUE (send a blue, no card left to take).
#
# Rule decisions (the rulebook, then ../shared/reference/README.md, then these):
# - Secret objectives are chosen seat by seat before the first jump (P1 first); seat 0 jumps first.
# - A jump is two decisions: the jumper, then the landing pad with its technique (undo goes back).
# - A run-up slides at least one empty pad (without one it is a normal jump); it is orthogonal only.
#   At 2 players the border pads are out of the game: no jump, slide or landing uses them.
# - L-shaped landings at the same pad over two different frogs are two actions ("Lv": the jumped frog
#   is above or below the jumper, "Lh": beside it).
# - The privilege deck holds 2 Flower cards (the rulebook scores "1 Trophée pour chacune" when a player
#   owns more than one); the second took the place of the sheet's second Either card (cards.py).
# - Capture-either: the choice is part of the landing action; capturing the jumper empties the pad
#   it landed on. The flower trophy is scored on landing whichever frog is captured.
# - Phase B: only the yellow has a rule that forbids sending it: the village must have held a frog
#   before the yellow was sent (the yellow just sent cannot be taken back). A red may always be sent:
#   when no jump follows, the game ends at once with the sender as the player who could not jump (a
#   leader may end the game so; EXTRA stays 1 to tell the end apart). A blue takes a face-up card
#   when one is left, else it is sent for nothing (A_BLUE). With nothing that may be sent, phase B is skipped.
# - scores() during play are the trophies on the track (flower landings); once over, the full count.
# - Winner (rulebook): the most trophies; tied, the most captured frogs (the extra frogs of turquoise
#   cards never count); still tied, the victory is shared (winners() returns every tied seat).
# - Majorities (common backs) need at least 1 frog/card; fewest-cards/frogs need strictly fewest.
#   The rulebook's "Few frogs" condition is "fewer frogs than every other player (a tie is not enough)",
#   worth "the number shown (+5/+3)": read as two printings, one card +5 and one +3 (the sheet's
#   "second fewest +3" would reward a player who is not the fewest, at 2 players the one with most).
# - Extra (turquoise) frogs count for secret and common objectives (sets, sums and the any-5 card),
#   never for privilege cards, brown frogs or the tie-break.
# - Common objective sides (rulebook: "vous pouvez retourner l'une des deux cartes Objectif Commun"):
#   option "Fronts" or "One back". With one back, the game's first decision (PH_BACK, public: no
#   hand-off, P1 confirms for the table) is which of the two dealt commons to turn over; secrets follow.
#   STATE_VERSION 2 (this choice, the second flower card): version 1 saves are refused by name.
# - Kept secret objectives are shown to everyone once the game is over (they are revealed to score);
#   a secret choice is described to other readers as "keeps a secret objective".
# - Score sheet rows: Flowers, Secret obj, Common 1, Common 2, Brown frogs, Card points (printed
#   trophies incl. -2 per turquoise), Green combo, Blue fewest, Total.
#


from micropython import const

import prng
from games.frogriders.cards import (
    BK_FLOWER,
    COMMON_BACKS,
    COMMON_COUNT,
    K_FLOWER,
    KIND_NAMES,
    PRIV_COUNT,
    PRIV_KIND,
    SECRET_COUNT,
)

TITLE = "Frogriders"
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)
OPTIONS = (("Commons", ("Fronts", "One back")),)
HIDDEN_INFO = True
STATE_VERSION = const(2)  # 2: the one-back choice (PH_BACK) and two flower cards; v1 saves are refused

_P_SEED = const(0)
_P_RNG = const(4)
P_PLAYERS = const(8)
P_OPTIONS = const(9)
P_TURN = const(10)
P_PHASE = const(11)
P_FROM = const(12)
P_EXTRA = const(13)
P_ENDER = const(14)
P_TURNS = const(15)
P_POND = const(17)
P_CAPT = const(75)
P_VILLAGE = const(91)
P_FLOWERS = const(95)
P_PRIV = const(99)
P_FACE = const(123)
P_DECK_N = const(127)
P_DECK = const(128)
P_SECRET = const(152)
P_COMMON = const(162)
STATE_SIZE = const(164)

NONE = const(255)
PAD_COUNT = const(57)
CENTRE = const(28)
EMPTY = const(0)
OFF = const(5)
YELLOW = const(0)
RED = const(1)
BLUE = const(2)
BROWN = const(3)
FACE_SLOTS = const(4)
BACK = const(0x80)

FROG_TOTALS = b"\x0a\x0b\x0e\x15"  # 10 yellow, 11 red, 14 blue, 21 brown
OUT_AT_2 = b"\x03\x04\x05\x08"  # left in the box at 2 players

PH_SECRET = const(0)
PH_JUMP = const(1)
PH_LAND = const(2)
PH_VILLAGE = const(3)
PH_OVER = const(4)
PH_BACK = const(5)

L_DECK = const(0)
L_FACE = const(1)
L_OWN = const(2)

S_BOX = const(0)
S_DEALT = const(1)
S_KEPT = const(5)
S_BACK = const(9)
S_HIDDEN = const(15)

_T_NORMAL = const(0)
_T_DIAG = const(1)
_T_LV = const(2)
_T_LH = const(3)
_T_RUNUP = const(4)
_TECH_NAMES = ("", "diag", "L", "L", "run-up")

A_SECRET = const(0)
A_FROM = const(16)
A_PASS = const(80)
A_RED = const(81)
A_BLUE = const(83)  # send a blue with no face-up card left: nothing to take
A_TAKE = const(84)
A_PRIV = const(88)
A_BACK = const(96)  # + 0 or 1: turn that common objective to its back
A_LAND = const(128)
_A_END = const(768)

MAX_LEGAL = const(64)

COLOR_NAMES = ("Y", "R", "B", "Br")

_W = const(13)  # width of the padded grid (2 cells of margin: a step of 2 stays inside)


def _geometry():
    """Padded 13x13 grid -> pad, pad -> grid cell, and per pad: 1 inner, 2 flower (bits)."""
    grid = bytearray(b"\x39" * (_W * _W))  # 57: the sentinel pad
    cells = bytearray(PAD_COUNT)
    marks = bytearray(PAD_COUNT)
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
_DELTA = (-_W, 1, _W, -1, 1 - _W, _W + 1, _W - 1, -_W - 1)  # N E S W, NE SE SW NW
_SCRATCH = [0] * MAX_LEGAL
_MARK = bytearray(PAD_COUNT)
_BIT_DIAG = const(8)  # 1 << cards.K_DIAG (a local const: no global look-up in the jump loops)
_BIT_LJUMP = const(16)  # 1 << cards.K_LJUMP
_BIT_RUNUP = const(32)  # 1 << cards.K_RUNUP
_BIT_EITHER = const(128)  # 1 << cards.K_EITHER


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


def new_state(players, seed, options=0):
    """Fill the pond at random, shuffle the privilege deck, show 4 cards and 2 commons, deal secrets."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("Frogriders is for 2-4 players")
    if not 0 <= options <= 1:
        raise ValueError("bad options %r" % (options,))
    s = bytearray(STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    s[P_PLAYERS] = players
    s[P_OPTIONS] = options
    s[P_FROM] = NONE
    s[P_ENDER] = NONE
    s[P_POND + PAD_COUNT] = OFF
    bag = bytearray(56)
    n = 0
    for col in range(4):
        count = FROG_TOTALS[col] - (OUT_AT_2[col] if players == 2 else 0)
        for _ in range(count):
            bag[n] = col + 1
            n += 1
    prng.shuffle(s, _P_RNG, bag, 0, n)
    k = 0
    for p in range(PAD_COUNT):
        if p == CENTRE:
            s[P_POND + p] = EMPTY
        elif players == 2 and not is_inner(p):
            s[P_POND + p] = OFF
        else:
            s[P_POND + p] = bag[k]
            k += 1
    for c in range(PRIV_COUNT):
        s[P_DECK + c] = c
    prng.shuffle(s, _P_RNG, s, P_DECK, PRIV_COUNT)
    s[P_DECK_N] = PRIV_COUNT
    for slot in range(FACE_SLOTS):
        c = _pop_deck(s)
        s[P_FACE + slot] = c
        s[P_PRIV + c] = L_FACE
    commons = bytearray(range(COMMON_COUNT))
    prng.shuffle(s, _P_RNG, commons, 0, COMMON_COUNT)
    for i in range(2):
        s[P_COMMON + i] = commons[i]
    secrets = bytearray(range(SECRET_COUNT))
    prng.shuffle(s, _P_RNG, secrets, 0, SECRET_COUNT)
    for i in range(2 * players):
        s[P_SECRET + secrets[i]] = S_DEALT + i // 2
    s[P_PHASE] = PH_BACK if options else PH_SECRET
    return s


def _pop_deck(s):
    """Take the top privilege card of the draw pile (the caller checked it is not empty)."""
    n = s[P_DECK_N] - 1
    c = s[P_DECK + n]
    s[P_DECK + n] = NONE
    s[P_DECK_N] = n
    return c


def current_player(s):
    """Seat deciding now, or -1 once the game is over."""
    return -1 if s[P_PHASE] == PH_OVER else s[P_TURN]


def is_over(s):
    """True once a player had no legal jump."""
    return s[P_PHASE] == PH_OVER


def kinds_owned(s, seat):
    """Bit mask of the privilege card kinds a seat owns."""
    mask = 0
    zone = L_OWN + seat
    for c in range(PRIV_COUNT):
        if s[P_PRIV + c] == zone:
            mask |= 1 << PRIV_KIND[c]
    return mask


def count_kind(s, seat, kind):
    """How many privilege cards of one kind a seat owns."""
    n = 0
    zone = L_OWN + seat
    for c in range(PRIV_COUNT):
        if s[P_PRIV + c] == zone and PRIV_KIND[c] == kind:
            n += 1
    return n


def _put(out, n, tech, pad, either):
    """Write one landing action (and its capture-the-jumper twin) at out[n]; return the new n."""
    code = A_LAND + (tech << 7) + pad
    out[n] = code
    n += 1
    if either:
        out[n] = code + 64
        n += 1
    return n


def landings(s, frm, kinds, out, n):
    """Write the landing actions of the frog on pad frm with the techniques in kinds; return the new n.

    With out None, return 1 at the first landing found (0 when there is none).
    """
    grid = GRID
    delta = _DELTA
    cell = CELL[frm]
    either = kinds & _BIT_EITHER
    ljump = kinds & _BIT_LJUMP
    runup = kinds & _BIT_RUNUP
    for d in range(4):
        step = delta[d]
        c1 = cell + step
        x = s[P_POND + grid[c1]]
        if 0 < x < OFF:
            p2 = grid[c1 + step]
            if s[P_POND + p2] == EMPTY:
                if out is None:
                    return 1
                n = _put(out, n, _T_NORMAL, p2, either)
            if ljump:
                tech = _T_LV if d == 0 or d == 2 else _T_LH
                p2 = grid[c1 + delta[(d + 1) & 3]]
                if s[P_POND + p2] == EMPTY:
                    if out is None:
                        return 1
                    n = _put(out, n, tech, p2, either)
                p2 = grid[c1 + delta[(d + 3) & 3]]
                if s[P_POND + p2] == EMPTY:
                    if out is None:
                        return 1
                    n = _put(out, n, tech, p2, either)
        elif runup and x == EMPTY:
            c = c1 + step
            while s[P_POND + grid[c]] == EMPTY:
                c += step
            x = s[P_POND + grid[c]]
            if 0 < x < OFF:
                p2 = grid[c + step]
                if s[P_POND + p2] == EMPTY:
                    if out is None:
                        return 1
                    n = _put(out, n, _T_RUNUP, p2, either)
    if kinds & _BIT_DIAG:
        for d in range(4, 8):
            step = delta[d]
            x = s[P_POND + grid[cell + step]]
            if 0 < x < OFF:
                p2 = grid[cell + 2 * step]
                if s[P_POND + p2] == EMPTY:
                    if out is None:
                        return 1
                    n = _put(out, n, _T_DIAG, p2, either)
    return n


def _mark_jumpers(s, kinds):
    """With no more empty pads than frogs, mark in _MARK exactly the frogs that can jump and return True.

    The jumps are found backwards from each empty pad (the landing): plain, diagonal, L-shaped and
    run-up. With more empty pads than frogs return False: searching from the frogs is cheaper then.
    """
    empties = 0
    frogs = 0
    for p in range(PAD_COUNT):
        x = s[P_POND + p]
        if x == EMPTY:
            empties += 1
        elif x < OFF:
            frogs += 1
    if empties > frogs:
        return False
    grid = GRID
    delta = _DELTA
    for p in range(PAD_COUNT):
        _MARK[p] = 0
    for e in range(PAD_COUNT):
        if s[P_POND + e] != EMPTY:
            continue
        ce = CELL[e]
        for d in range(4):
            step = delta[d]
            j = ce - step  # the frog jumped over
            x = s[P_POND + grid[j]]
            if x == EMPTY or x >= OFF:
                continue
            f = grid[j - step]
            x = s[P_POND + f]
            if 0 < x < OFF:
                _MARK[f] = 1
            elif x == EMPTY and kinds & _BIT_RUNUP:
                c = j - 2 * step
                while s[P_POND + grid[c]] == EMPTY:
                    c -= step
                f = grid[c]
                x = s[P_POND + f]
                if 0 < x < OFF:
                    _MARK[f] = 1
            if kinds & _BIT_LJUMP:  # landing beside the jumped frog: the jumper is beside it too
                f = grid[j + delta[(d + 1) & 3]]
                x = s[P_POND + f]
                if 0 < x < OFF:
                    _MARK[f] = 1
                f = grid[j + delta[(d + 3) & 3]]
                x = s[P_POND + f]
                if 0 < x < OFF:
                    _MARK[f] = 1
        if kinds & _BIT_DIAG:
            for d in range(4, 8):
                step = delta[d]
                x = s[P_POND + grid[ce - step]]
                if 0 < x < OFF:
                    f = grid[ce - 2 * step]
                    x = s[P_POND + f]
                    if 0 < x < OFF:
                        _MARK[f] = 1
    return True


def can_jump(s, seat):
    """True when seat has at least one legal jump with its techniques."""
    kinds = kinds_owned(s, seat)
    for p in range(PAD_COUNT):
        x = s[P_POND + p]
        if 0 < x < OFF and landings(s, p, kinds, None, 0):
            return True
    return False


def village_actions(s, out):
    """Phase B choices other than passing; return their count (with out None: 1 when there is one)."""
    me = s[P_TURN]
    capt = P_CAPT + 4 * me
    if out is None:
        if s[capt + RED] or s[capt + BLUE]:
            return 1
        return 1 if s[capt + YELLOW] and (s[P_VILLAGE] or s[P_VILLAGE + 1] or s[P_VILLAGE + 2]) else 0
    n = 0
    if s[capt + RED]:
        out[n] = A_RED
        n += 1
    if s[capt + YELLOW]:
        for col in range(3):
            if s[P_VILLAGE + col]:
                out[n] = A_TAKE + col
                n += 1
    if s[capt + BLUE]:
        for slot in range(FACE_SLOTS):
            if s[P_FACE + slot] != NONE:
                out[n] = A_PRIV + slot
                n += 1
        if not _any_face(s):
            out[n] = A_BLUE
            n += 1
    return n


def _any_face(s):
    """True while a face-up privilege card is left to take."""
    for slot in range(FACE_SLOTS):
        if s[P_FACE + slot] != NONE:
            return True
    return False


def legal_actions(s, out):
    """Write the legal actions of the seat to act into out[0:n] in a fixed order and return n."""
    phase = s[P_PHASE]
    me = s[P_TURN]
    n = 0
    if phase == PH_SECRET:
        for c in range(SECRET_COUNT):
            if s[P_SECRET + c] == S_DEALT + me:
                out[n] = A_SECRET + c
                n += 1
    elif phase == PH_JUMP:
        kinds = kinds_owned(s, me)
        if _mark_jumpers(s, kinds):
            for p in range(PAD_COUNT):
                if _MARK[p]:
                    out[n] = A_FROM + p
                    n += 1
        else:
            for p in range(PAD_COUNT):
                x = s[P_POND + p]
                if 0 < x < OFF and landings(s, p, kinds, None, 0):
                    out[n] = A_FROM + p
                    n += 1
    elif phase == PH_LAND:
        n = landings(s, s[P_FROM], kinds_owned(s, me), out, 0)
    elif phase == PH_VILLAGE:
        out[0] = A_PASS
        n = 1 + village_actions(s, _SCRATCH)
        for i in range(1, n):
            out[i] = _SCRATCH[i - 1]
    elif phase == PH_BACK:
        out[0] = A_BACK
        out[1] = A_BACK + 1
        n = 2
    return n


def _is_legal(s, a):
    """True when action a is legal now (checks only the current decision's kind of action)."""
    phase = s[P_PHASE]
    me = s[P_TURN]
    if phase == PH_SECRET:
        return A_SECRET <= a < A_SECRET + SECRET_COUNT and s[P_SECRET + a] == S_DEALT + me
    if phase == PH_JUMP:
        if not A_FROM <= a < A_FROM + PAD_COUNT:
            return False
        p = a - A_FROM
        return 1 <= s[P_POND + p] <= 4 and landings(s, p, kinds_owned(s, me), None, 0) > 0
    if phase == PH_LAND:
        if not A_LAND <= a < _A_END:
            return False
        n = landings(s, s[P_FROM], kinds_owned(s, me), _SCRATCH, 0)
    elif phase == PH_VILLAGE:
        capt = P_CAPT + 4 * me
        if a == A_PASS:
            return True
        if a == A_RED:
            return s[capt + RED] > 0
        if a == A_BLUE:
            return s[capt + BLUE] > 0 and not _any_face(s)
        if A_TAKE <= a < A_TAKE + 3:
            return s[capt + YELLOW] > 0 and s[P_VILLAGE + a - A_TAKE] > 0
        if A_PRIV <= a < A_PRIV + FACE_SLOTS:
            return s[capt + BLUE] > 0 and s[P_FACE + a - A_PRIV] != NONE
        return False
    else:
        return phase == PH_BACK and A_BACK <= a < A_BACK + 2
    for i in range(n):
        if _SCRATCH[i] == a:
            return True
    return False


def jumped_pad(frm, action):
    """Pad of the frog jumped over by a landing action of the frog on pad frm."""
    cf = CELL[frm]
    ct = CELL[action & 63]
    tech = (action - A_LAND) >> 7
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
        c = s[P_COMMON + i]
        if c & BACK and COMMON_BACKS[(c & 0x7F) * 3] == BK_FLOWER:
            n += 1
    return n


def _end_turn(s):
    """Next seat; the game ends at once when it has no legal jump."""
    s[P_EXTRA] = 0
    s[P_FROM] = NONE
    players = s[P_PLAYERS]
    seat = s[P_TURN] + 1
    if seat >= players:
        seat = 0
    s[P_TURN] = seat
    turns = s[P_TURNS] + 1
    if turns > 255:
        s[P_TURNS + 1] += 1
        turns = 0
    s[P_TURNS] = turns
    s[P_PHASE] = PH_JUMP
    if not can_jump(s, seat):
        s[P_ENDER] = seat
        s[P_PHASE] = PH_OVER


def apply(s, action):
    """Play one legal action for the seat to act; an illegal one raises ValueError and changes nothing."""
    if not _is_legal(s, action):
        raise ValueError("illegal action %d" % action)
    me = s[P_TURN]
    capt = P_CAPT + 4 * me
    phase = s[P_PHASE]
    if phase == PH_SECRET:
        for c in range(SECRET_COUNT):
            if s[P_SECRET + c] == S_DEALT + me:
                s[P_SECRET + c] = S_KEPT + me if c == action else S_BACK + me
        if me + 1 < s[P_PLAYERS]:
            s[P_TURN] = me + 1
        else:
            s[P_TURN] = 0
            s[P_PHASE] = PH_JUMP
    elif phase == PH_JUMP:
        s[P_FROM] = action - A_FROM
        s[P_PHASE] = PH_LAND
    elif phase == PH_BACK:
        s[P_COMMON + action - A_BACK] |= BACK
        s[P_PHASE] = PH_SECRET
    elif phase == PH_LAND:
        frm = s[P_FROM]
        to = action & 63
        over = jumped_pad(frm, action)
        jumper = s[P_POND + frm]
        s[P_POND + frm] = EMPTY
        s[P_POND + to] = jumper
        if MARKS[to] & 2:
            s[P_FLOWERS + me] += flower_bonus(s, me)
        if action & 64:
            s[capt + jumper - 1] += 1
            s[P_POND + to] = EMPTY
        else:
            s[capt + s[P_POND + over] - 1] += 1
            s[P_POND + over] = EMPTY
        s[P_FROM] = NONE
        if s[P_EXTRA] or not village_actions(s, None):
            _end_turn(s)
        else:
            s[P_PHASE] = PH_VILLAGE
    elif action == A_PASS:
        _end_turn(s)
    elif action == A_RED:
        s[capt + RED] -= 1
        s[P_VILLAGE + RED] += 1
        s[P_EXTRA] = 1
        s[P_PHASE] = PH_JUMP
        if not can_jump(s, me):  # the extra jump cannot be made: the game ends at once, on the sender
            s[P_ENDER] = me
            s[P_PHASE] = PH_OVER
    elif action == A_BLUE:
        s[capt + BLUE] -= 1
        s[P_VILLAGE + BLUE] += 1
        _end_turn(s)
    elif action < A_PRIV:
        col = action - A_TAKE
        s[P_VILLAGE + col] -= 1
        s[capt + col] += 1
        s[capt + YELLOW] -= 1
        s[P_VILLAGE + YELLOW] += 1
        _end_turn(s)
    else:
        slot = action - A_PRIV
        s[capt + BLUE] -= 1
        s[P_VILLAGE + BLUE] += 1
        c = s[P_FACE + slot]
        s[P_PRIV + c] = L_OWN + me
        if s[P_DECK_N]:
            c = _pop_deck(s)
            s[P_FACE + slot] = c
            s[P_PRIV + c] = L_FACE
        else:
            s[P_FACE + slot] = NONE
        _end_turn(s)


def public_decision(s):
    """True while the table chooses the common objective to turn over: it shows nothing private."""
    return s[P_PHASE] == PH_BACK


def reveals(s, action):
    """True when an action shows a hidden card: a privilege card refilled from the deck."""
    return s[P_PHASE] == PH_VILLAGE and A_PRIV <= action < A_PRIV + FACE_SLOTS and s[P_DECK_N] > 0


# --- scoring (the final count lives in score.py, imported when the game is over) ------------


def scores(s):
    """Trophies per seat: those on the track during play, the full final count once over."""
    players = s[P_PLAYERS]
    if s[P_PHASE] != PH_OVER:
        return tuple(s[P_FLOWERS + p] for p in range(players))
    from games.frogriders import score
    return score.totals(s)


def winners(s):
    """Most trophies, then most captured frogs; still tied, a shared victory. Empty while playing."""
    if s[P_PHASE] != PH_OVER:
        return ()
    from games.frogriders import score
    return score.winners(s)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[P_PHASE] != PH_OVER:
        return ""
    from games.frogriders import score
    return score.outcome_text(s)


def score_sheet(s):
    """Rows of (label, trophies per seat) for the end-of-game score sheet (every line of the count)."""
    from games.frogriders import score
    return score.score_sheet(s)


# --- views and texts ----------------------------------------------------------------------------


def view(s, seat):
    """Copy of s with what seat may not see blanked: deck order, others' secrets, seed and PRNG.

    Once the game is over every kept secret objective is shown (they are revealed for scoring).
    """
    v = bytearray(s)
    for i in range(8):
        v[_P_SEED + i] = 0
    for i in range(PRIV_COUNT):
        v[P_DECK + i] = NONE
    over = s[P_PHASE] == PH_OVER
    for c in range(SECRET_COUNT):
        z = v[P_SECRET + c]
        mine = S_DEALT <= z < S_HIDDEN and (z - S_DEALT) % 4 == seat
        if not (mine or (over and S_KEPT <= z < S_BACK)):
            v[P_SECRET + c] = S_HIDDEN
    return v


def describe(s, action, seat=-1):
    """Short public text of an action; a secret choice is named only to its chooser (seat -1 or the mover)."""
    me = s[P_TURN]
    if A_SECRET <= action < A_SECRET + SECRET_COUNT:
        if seat >= 0 and seat != me:
            return "keeps a secret objective"
        from games.frogriders.cards import SECRETS  # only here: no import heap kept by the rules module

        text = "Keep secret"
        sep = " "
        for col in range(4):
            for _ in range(SECRETS[5 * action + col]):
                text += sep + COLOR_NAMES[col]
                sep = "+"
        return text + " %d/set" % SECRETS[5 * action + 4]
    if A_FROM <= action < A_FROM + PAD_COUNT:
        p = action - A_FROM
        return "Jump with %s at %s" % (COLOR_NAMES[s[P_POND + p] - 1], pad_name(p))
    if action == A_PASS:
        return "No village action"
    if A_BACK <= action < A_BACK + 2:
        from games.frogriders import score

        return "Flip C%d: %s" % (action - A_BACK + 1, score.back_text(s[P_COMMON + action - A_BACK] & 0x7F))
    if action == A_RED:
        return "R to village: jump again"
    if action == A_BLUE:
        return "B to village: no card left"
    if A_TAKE <= action < A_TAKE + 3:
        return "Y to village, take %s" % COLOR_NAMES[action - A_TAKE]
    if A_PRIV <= action < A_PRIV + FACE_SLOTS:
        c = s[P_FACE + action - A_PRIV]
        return "B to village: %s" % (KIND_NAMES[PRIV_KIND[c]] if c != NONE else "?")
    frm = s[P_FROM]
    if frm == NONE or not A_LAND <= action < _A_END:
        return "?"
    to = action & 63
    tech = (action - A_LAND) >> 7
    jumper = s[P_POND + frm] - 1
    over = s[P_POND + jumped_pad(frm, action)] - 1
    text = "%s>%s" % (pad_name(frm), pad_name(to))
    if _TECH_NAMES[tech]:
        text += " " + _TECH_NAMES[tech]
    text += " take %s" % COLOR_NAMES[jumper if action & 64 else over]
    if action & 64:
        text += "(jumper)"
    if is_flower(to):
        text += " *"
    return text


def check(s):
    """Raise ValueError unless every frog and card is in exactly one place and the phase is coherent.

    The checker lives in audit.py, imported on the first call (on load and in tests, not during play).
    """
    from games.frogriders import audit
    audit.check(s)
