"""Frogriders (La Chevauchee des Grenouilles), 2-4 players: jump frogs over frogs, capture, score sets.

State layout (one bytearray of STATE_SIZE bytes, mutated in place):

    offset  size  name       meaning
    0       4     SEED       the game's seed, little-endian (< 2**30)
    4       4     RNG        PRNG bytes (lib/prng.py)
    8       1     PLAYERS    2-4
    9       1     OPTIONS    common objective sides: 0 both fronts, 1 first on its back, 2 both backs
    10      1     TURN       seat deciding now
    11      1     PHASE      PH_SECRET, PH_JUMP (choose the jumper), PH_LAND, PH_VILLAGE, PH_OVER
    12      1     FROM       pad of the chosen jumper in PH_LAND, else NONE
    13      1     EXTRA      1 while the extra jump of a red frog is played (no phase B after it)
    14      1     ENDER      seat that had no legal jump when the game ended, else NONE
    15      2     TURNS      completed turns, little-endian
    17      57    POND       per pad: EMPTY, 1 + colour of the frog on it, or OFF (2 players: border)
    74      16    CAPT       captured frogs per seat (4 bytes: yellow, red, blue, brown)
    90      4     VILLAGE    frogs in the village per colour (brown stays 0)
    94      4     FLOWERS    trophies scored during play (flower landings) per seat
    98      24    PRIV       place of each privilege card: L_DECK, L_FACE, L_OWN + seat
    122     4     FACE       the 4 face-up privilege cards (card or NONE)
    126     1     DECK_N     privilege cards in the draw pile
    127     24    DECK       draw pile, bottom first; the top card is DECK[DECK_N - 1]
    151     10    SECRET     place of each secret objective: S_BOX, S_DEALT/S_KEPT/S_BACK + seat, S_HIDDEN
    161     2     COMMON     the 2 common objectives: card id, + 0x80 when on its back side

The pond (RECON shape of ../shared/reference/frogriders.md section 2): 57 pads in a 9x9 square,
pad (r, c) exists iff max(|r-4|, |c-4|) <= 4 and |r-4| + |c-4| <= 5; numbered row by row. Pads
with max(...) <= 3 and sum <= 4 are inner (37 with the centre); the other 20 are the border.
Names: column letter A-I, row 1-9 from the top (the centre is E5).

      A B C D E F G H I
    1       o o *          o pad, * flower (12, RECON)
    2     o o * o o
    3   o * o o o * o
    4 o o o o o o o o *
    5 o * o o Y o o * o    Y the yellow centre, empty at the start
    6 * o o o o o o o o
    7   o * o o o * o
    8     o o * o o
    9       * o o

Actions (ints < 1024): A_SECRET + objective, A_FROM + pad (choose the jumper), A_LAND + 128 * technique
+ 64 * capture-jumper + landing pad, A_PASS, A_RED, A_TAKE + colour (send a yellow, take that colour
from the village), A_PRIV + face-up slot (send a blue, take that card).

Rule decisions (the rulebook, then ../shared/reference/README.md, then these):
- Secret objectives are chosen seat by seat before the first jump (P1 first); seat 0 jumps first.
- A jump is two decisions: the jumper, then the landing pad with its technique (undo goes back).
- A run-up slides at least one empty pad (without one it is a normal jump); it is orthogonal only.
  At 2 players the border pads are out of the game: no jump, slide or landing uses them.
- L-shaped landings at the same pad over two different frogs are two actions ("Lv": the jumped frog
  is above or below the jumper, "Lh": beside it).
- Capture-either: the choice is part of the landing action; capturing the jumper empties the pad
  it landed on. The flower trophy is scored on landing whichever frog is captured.
- Phase B: red is allowed only when a jump is possible afterwards, yellow only when the village held
  a frog before the yellow was sent (the yellow just sent cannot be taken back), blue only when a
  face-up card is left. With none of these possible, phase B is skipped.
- scores() during play are the trophies on the track (flower landings); once over, the full count.
- Majorities (common backs) need at least 1 frog/card; fewest-cards/frogs need strictly fewest.
  "Few frogs" gives 5 to the strictly fewest and 3 to the single player strictly second fewest.
- Extra (turquoise) frogs count for secret and common objectives (sets, sums and the any-5 card),
  never for privilege cards, brown frogs or the tie-break.
- Score sheet rows: Flowers, Secret obj, Common 1, Common 2, Brown frogs, Privilege (printed
  trophies incl. -2 per turquoise + green + blue conditions), Total.
"""

from micropython import const

import prng
from games.frogriders.cards import (
    ANY_SET,
    BK_BROWN,
    BK_CARDS,
    BK_FLOWER,
    BK_SUM,
    COMMON_BACKS,
    COMMON_COUNT,
    COMMON_FRONTS,
    K_B_FEWCARDS,
    K_B_FEWFROGS,
    K_DIAG,
    K_EITHER,
    K_FLOWER,
    K_G_BROWN,
    K_G_FROGCARD,
    K_G_PAIRS,
    K_LJUMP,
    K_RUNUP,
    K_TQ_BLUE,
    K_TQ_RED,
    K_TQ_YELLOW,
    KIND_NAMES,
    KIND_TROPHIES,
    PRIV_COUNT,
    PRIV_KIND,
    SECRET_COUNT,
    SECRETS,
)

TITLE = "Frogriders"
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)
OPTIONS = (("Commons", ("Fronts", "One back", "Both backs")),)
HIDDEN_INFO = True
STATE_VERSION = const(1)

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
P_CAPT = const(74)
P_VILLAGE = const(90)
P_FLOWERS = const(94)
P_PRIV = const(98)
P_FACE = const(122)
P_DECK_N = const(126)
P_DECK = const(127)
P_SECRET = const(151)
P_COMMON = const(161)
STATE_SIZE = const(163)

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

L_DECK = const(0)
L_FACE = const(1)
L_OWN = const(2)

S_BOX = const(0)
S_DEALT = const(1)
S_KEPT = const(5)
S_BACK = const(9)
S_HIDDEN = const(15)

T_NORMAL = const(0)
T_DIAG = const(1)
T_LV = const(2)
T_LH = const(3)
T_RUNUP = const(4)
TECH_NAMES = ("", "diag", "L", "L", "run-up")

A_SECRET = const(0)
A_FROM = const(16)
A_PASS = const(80)
A_RED = const(81)
A_TAKE = const(84)
A_PRIV = const(88)
A_LAND = const(128)
A_END = const(768)

MAX_LEGAL = const(64)

COLOR_NAMES = ("Y", "R", "B", "Br")

_NO = const(255)
_W = const(11)  # width of the padded grid


def _geometry():
    """Padded 11x11 grid -> pad, pad -> grid cell, and per pad: 1 inner, 2 flower (bits)."""
    grid = bytearray(b"\xff" * 121)
    cells = bytearray(PAD_COUNT)
    marks = bytearray(PAD_COUNT)
    n = 0
    for r in range(9):
        for c in range(9):
            dr = abs(r - 4)
            dc = abs(c - 4)
            if max(dr, dc) <= 4 and dr + dc <= 5:
                cell = (r + 1) * _W + c + 1
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
_DELTA = (-_W, 1, _W, -1, 1 - _W, _W + 1, _W - 1, -_W - 1)  # N E S W, NE SE SW NW
_SCRATCH = [0] * MAX_LEGAL


def pad_rc(pad):
    """(row, column) 0-8 of a pad."""
    cell = CELL[pad]
    return cell // _W - 1, cell % _W - 1


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
    if not 0 <= options <= 2:
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
        s[P_COMMON + i] = commons[i] | (BACK if options > i else 0)
    secrets = bytearray(range(SECRET_COUNT))
    prng.shuffle(s, _P_RNG, secrets, 0, SECRET_COUNT)
    for i in range(2 * players):
        s[P_SECRET + secrets[i]] = S_DEALT + i // 2
    s[P_PHASE] = PH_SECRET
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


def card_count(s, seat):
    """Privilege cards a seat owns."""
    n = 0
    zone = L_OWN + seat
    for c in range(PRIV_COUNT):
        if s[P_PRIV + c] == zone:
            n += 1
    return n


def _frog(s, pad):
    """True when pad is a pad holding a frog."""
    return pad != _NO and 1 <= s[P_POND + pad] <= 4


def _empty(s, pad):
    """True when pad is a pad in play with no frog."""
    return pad != _NO and s[P_POND + pad] == EMPTY


def _put(out, n, tech, pad, either):
    """Write one landing action (and its capture-the-jumper twin) at out[n]; return the new n."""
    code = A_LAND + (tech << 7) + pad
    if out is not None:
        out[n] = code
    n += 1
    if either:
        if out is not None:
            out[n] = code + 64
        n += 1
    return n


def _landings(s, frm, kinds, out, n):
    """Write the landing actions of the frog on pad frm with the techniques in kinds; return the new n."""
    cell = CELL[frm]
    either = kinds & (1 << K_EITHER)
    for d in range(4):
        step = _DELTA[d]
        c1 = cell + step
        if _frog(s, GRID[c1]):
            if _empty(s, GRID[c1 + step]):
                n = _put(out, n, T_NORMAL, GRID[c1 + step], either)
            if kinds & (1 << K_LJUMP):
                tech = T_LV if d == 0 or d == 2 else T_LH
                for k in range(2):
                    p2 = GRID[c1 + _DELTA[(d + 1 + 2 * k) & 3]]
                    if _empty(s, p2):
                        n = _put(out, n, tech, p2, either)
        if kinds & (1 << K_RUNUP):
            c = c1
            while _empty(s, GRID[c]):
                c += step
            if c != c1 and _frog(s, GRID[c]) and _empty(s, GRID[c + step]):
                n = _put(out, n, T_RUNUP, GRID[c + step], either)
    if kinds & (1 << K_DIAG):
        for d in range(4, 8):
            step = _DELTA[d]
            if _frog(s, GRID[cell + step]) and _empty(s, GRID[cell + 2 * step]):
                n = _put(out, n, T_DIAG, GRID[cell + 2 * step], either)
    return n


def can_jump(s, seat):
    """True when seat has at least one legal jump with its techniques."""
    kinds = kinds_owned(s, seat)
    for p in range(PAD_COUNT):
        if 1 <= s[P_POND + p] <= 4 and _landings(s, p, kinds, None, 0):
            return True
    return False


def _village_actions(s, out):
    """Phase B choices other than passing; return their count."""
    me = s[P_TURN]
    capt = P_CAPT + 4 * me
    n = 0
    if s[capt + RED] and can_jump(s, me):
        if out is not None:
            out[n] = A_RED
        n += 1
    if s[capt + YELLOW]:
        for col in range(3):
            if s[P_VILLAGE + col]:
                if out is not None:
                    out[n] = A_TAKE + col
                n += 1
    if s[capt + BLUE]:
        for slot in range(FACE_SLOTS):
            if s[P_FACE + slot] != NONE:
                if out is not None:
                    out[n] = A_PRIV + slot
                n += 1
    return n


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
        for p in range(PAD_COUNT):
            if 1 <= s[P_POND + p] <= 4 and _landings(s, p, kinds, None, 0):
                out[n] = A_FROM + p
                n += 1
    elif phase == PH_LAND:
        n = _landings(s, s[P_FROM], kinds_owned(s, me), out, 0)
    elif phase == PH_VILLAGE:
        out[0] = A_PASS
        n = 1 + _village_actions(s, _SCRATCH)
        for i in range(1, n):
            out[i] = _SCRATCH[i - 1]
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
        return 1 <= s[P_POND + p] <= 4 and _landings(s, p, kinds_owned(s, me), None, 0) > 0
    if phase == PH_LAND:
        if not A_LAND <= a < A_END:
            return False
        n = _landings(s, s[P_FROM], kinds_owned(s, me), _SCRATCH, 0)
    elif phase == PH_VILLAGE:
        if a == A_PASS:
            return True
        if not A_RED <= a < A_PRIV + FACE_SLOTS:
            return False
        n = _village_actions(s, _SCRATCH)
    else:
        return False
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
    if tech == T_NORMAL or tech == T_DIAG:
        return GRID[(cf + ct) >> 1]
    if tech == T_RUNUP:
        step = _W if diff % _W == 0 else 1
        return GRID[ct - step if diff > 0 else ct + step]
    v = _W if diff > 0 else -_W
    if tech == T_LV:
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
        if s[P_EXTRA] or not _village_actions(s, None):
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


def reveals(s, action):
    """True when an action shows a hidden card: a privilege card refilled from the deck."""
    return s[P_PHASE] == PH_VILLAGE and A_PRIV <= action < A_PRIV + FACE_SLOTS and s[P_DECK_N] > 0


# --- scoring ----------------------------------------------------------------------------------


def frogs(s, seat):
    """Captured frogs of a seat (extra frogs not counted)."""
    base = P_CAPT + 4 * seat
    return s[base] + s[base + 1] + s[base + 2] + s[base + 3]


def objective_frogs(s, seat, col):
    """Frogs of a colour counting for objectives: captured plus 2 per turquoise card of that colour."""
    n = s[P_CAPT + 4 * seat + col]
    if col == YELLOW:
        n += 2 * count_kind(s, seat, K_TQ_YELLOW)
    elif col == RED:
        n += 2 * count_kind(s, seat, K_TQ_RED)
    elif col == BLUE:
        n += 2 * count_kind(s, seat, K_TQ_BLUE)
    return n


def sets_score(s, seat, table, card):
    """Trophies of a set objective (secret card or common front) for a seat."""
    base = card * 5
    sets = 99
    total = 0
    for col in range(4):
        have = objective_frogs(s, seat, col)
        total += have
        need = table[base + col]
        if need:
            sets = min(sets, have // need)
    if sets == 99:  # any colours
        sets = total // ANY_SET
    return sets * table[base + 4]


def _majority(values, players, seat, win, tie):
    """win for the single highest value, tie for each of several highest; 0 with nothing."""
    best = max(values[i] for i in range(players))
    if best == 0 or values[seat] != best:
        return 0
    count = sum(1 for i in range(players) if values[i] == best)
    return win if count == 1 else tie


def common_score(s, seat, i):
    """Trophies of common objective i (0 or 1) for a seat."""
    c = s[P_COMMON + i]
    card = c & 0x7F
    if not c & BACK:
        return sets_score(s, seat, COMMON_FRONTS, card)
    players = s[P_PLAYERS]
    kind = COMMON_BACKS[card * 3]
    if kind == BK_SUM:
        a = COMMON_BACKS[card * 3 + 1]
        b = COMMON_BACKS[card * 3 + 2]
        vals = [objective_frogs(s, p, a) + objective_frogs(s, p, b) for p in range(players)]
        return _majority(vals, players, seat, 6, 3)
    if kind == BK_BROWN:
        return _majority([s[P_CAPT + 4 * p + BROWN] for p in range(players)], players, seat, 6, 3)
    if kind == BK_CARDS:
        return _majority([card_count(s, p) for p in range(players)], players, seat, 4, 2)
    return 0  # BK_FLOWER scores during play


def _fewest(values, players, seat):
    """0 when seat has strictly the fewest, 1 when exactly one seat has fewer and nobody ties it, else 2."""
    below = 0
    ties = 0
    for p in range(players):
        if p != seat:
            if values[p] < values[seat]:
                below += 1
            elif values[p] == values[seat]:
                ties += 1
    if ties:
        return 2
    return min(below, 2)


def privilege_lines(s, seat):
    """(printed trophies, green trophies, blue trophies) of a seat's privilege cards."""
    players = s[P_PLAYERS]
    printed = green = blue = 0
    cards = card_count(s, seat)
    mine = frogs(s, seat)
    card_counts = [card_count(s, p) for p in range(players)]
    frog_counts = [frogs(s, p) for p in range(players)]
    for c in range(PRIV_COUNT):
        if s[P_PRIV + c] != L_OWN + seat:
            continue
        kind = PRIV_KIND[c]
        printed += KIND_TROPHIES[kind]
        if kind == K_G_BROWN:
            green += s[P_CAPT + 4 * seat + BROWN]
        elif kind == K_G_PAIRS:
            green += 2 * (cards // 2)
        elif kind == K_G_FROGCARD:
            green += min(mine, cards)
        elif kind == K_B_FEWCARDS:
            if _fewest(card_counts, players, seat) == 0:
                blue += 5
        elif kind == K_B_FEWFROGS:
            rank = _fewest(frog_counts, players, seat)
            blue += 5 if rank == 0 else (3 if rank == 1 else 0)
    return printed, green, blue


def kept_secret(s, seat):
    """The secret objective a seat kept, or -1 (not chosen yet, or hidden in this view)."""
    for c in range(SECRET_COUNT):
        if s[P_SECRET + c] == S_KEPT + seat:
            return c
    return -1


def score_lines(s, seat):
    """(flowers, secret, common 1, common 2, brown, privilege) trophies of a seat."""
    secret = kept_secret(s, seat)
    printed, green, blue = privilege_lines(s, seat)
    return (s[P_FLOWERS + seat], sets_score(s, seat, SECRETS, secret) if secret >= 0 else 0,
            common_score(s, seat, 0), common_score(s, seat, 1), s[P_CAPT + 4 * seat + BROWN],
            printed + green + blue)


def scores(s):
    """Trophies per seat: those on the track during play, the full final count once over."""
    players = s[P_PLAYERS]
    if s[P_PHASE] != PH_OVER:
        return tuple(s[P_FLOWERS + p] for p in range(players))
    return tuple(sum(score_lines(s, p)) for p in range(players))


def winners(s):
    """Most trophies, then most captured frogs; still tied, a shared victory. Empty while playing."""
    if s[P_PHASE] != PH_OVER:
        return ()
    players = s[P_PLAYERS]
    totals = scores(s)
    best = max((totals[p], frogs(s, p)) for p in range(players))
    return tuple(p for p in range(players) if (totals[p], frogs(s, p)) == best)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[P_PHASE] != PH_OVER:
        return ""
    w = winners(s)
    totals = scores(s)
    text = "P%d could not jump: game over." % (s[P_ENDER] + 1)
    if len(w) > 1:
        return text + " Shared victory."
    tied = [p for p in range(s[P_PLAYERS]) if totals[p] == totals[w[0]]]
    if len(tied) > 1:
        return text + " Tie broken by most frogs."
    return text


def score_sheet(s):
    """Rows of (label, trophies per seat) for the end-of-game score sheet."""
    players = s[P_PLAYERS]
    lines = [score_lines(s, p) for p in range(players)]
    rows = []
    for k, label in enumerate(("Flowers", "Secret obj", "Common 1", "Common 2", "Brown frogs", "Privilege")):
        rows.append((label, tuple(lines[p][k] for p in range(players))))
    rows.append(("Total", tuple(sum(lines[p]) for p in range(players))))
    return rows


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


def objective_text(table, card):
    """Short text of a set objective: "Y+R=3"."""
    base = card * 5
    parts = []
    for col in range(4):
        parts.extend([COLOR_NAMES[col]] * table[base + col])
    if not parts:
        return "%dany=%d" % (ANY_SET, table[base + 4])
    return "%s=%d" % ("+".join(parts), table[base + 4])


def common_text(s, i):
    """Short text of common objective i as it lies."""
    c = s[P_COMMON + i]
    card = c & 0x7F
    if not c & BACK:
        return objective_text(COMMON_FRONTS, card)
    kind = COMMON_BACKS[card * 3]
    if kind == BK_SUM:
        return "most %s+%s 6/3" % (COLOR_NAMES[COMMON_BACKS[card * 3 + 1]], COLOR_NAMES[COMMON_BACKS[card * 3 + 2]])
    if kind == BK_BROWN:
        return "most Br 6/3"
    if kind == BK_CARDS:
        return "most cards 4/2"
    return "flower +1"


def card_name(card):
    """Short name of a privilege card."""
    return KIND_NAMES[PRIV_KIND[card]]


def describe(s, action, seat=-1):
    """Short public text of an action; a secret choice is named only to its chooser (seat -1 or the mover)."""
    me = s[P_TURN]
    if A_SECRET <= action < A_SECRET + SECRET_COUNT:
        if seat >= 0 and seat != me:
            return "keeps a secret objective"
        return "Keep secret %s" % objective_text(SECRETS, action)
    if A_FROM <= action < A_FROM + PAD_COUNT:
        p = action - A_FROM
        return "Jump with %s at %s" % (COLOR_NAMES[s[P_POND + p] - 1], pad_name(p))
    if action == A_PASS:
        return "No village action"
    if action == A_RED:
        return "R to village: jump again"
    if A_TAKE <= action < A_TAKE + 3:
        return "Y to village, take %s" % COLOR_NAMES[action - A_TAKE]
    if A_PRIV <= action < A_PRIV + FACE_SLOTS:
        c = s[P_FACE + action - A_PRIV]
        return "B to village: %s" % (card_name(c) if c != NONE else "?")
    frm = s[P_FROM]
    if frm == NONE or not A_LAND <= action < A_END:
        return "?"
    to = action & 63
    tech = (action - A_LAND) >> 7
    jumper = s[P_POND + frm] - 1
    over = s[P_POND + jumped_pad(frm, action)] - 1
    text = "%s>%s" % (pad_name(frm), pad_name(to))
    if TECH_NAMES[tech]:
        text += " " + TECH_NAMES[tech]
    text += " take %s" % COLOR_NAMES[jumper if action & 64 else over]
    if action & 64:
        text += "(jumper)"
    if is_flower(to):
        text += " *"
    return text


def check(s):
    """Raise ValueError unless every frog and card is in exactly one place and the phase is coherent."""
    if len(s) != STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), STATE_SIZE))
    players = s[P_PLAYERS]
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or s[P_OPTIONS] > 2:
        raise ValueError("bad header")
    phase = s[P_PHASE]
    if s[P_TURN] >= players or phase > PH_OVER:
        raise ValueError("bad turn or phase")
    counts = bytearray(4)
    for p in range(PAD_COUNT):
        x = s[P_POND + p]
        if x > OFF:
            raise ValueError("pad %d" % p)
        off = players == 2 and not is_inner(p)
        if (x == OFF) != off:
            raise ValueError("pad %d in or out of play" % p)
        if 1 <= x <= 4:
            counts[x - 1] += 1
    if s[P_VILLAGE + BROWN]:
        raise ValueError("brown frog in the village")
    for col in range(4):
        n = counts[col] + s[P_VILLAGE + col] + (OUT_AT_2[col] if players == 2 else 0)
        for p in range(4):
            if p >= players and s[P_CAPT + 4 * p + col]:
                raise ValueError("frogs of an absent seat")
            n += s[P_CAPT + 4 * p + col]
        if n != FROG_TOTALS[col]:
            raise ValueError("%d frogs of colour %d" % (n, col))
    seen = bytearray(PRIV_COUNT)
    deck_n = s[P_DECK_N]
    if deck_n > PRIV_COUNT:
        raise ValueError("deck count")
    for i in range(PRIV_COUNT):
        c = s[P_DECK + i]
        if i < deck_n:
            if c >= PRIV_COUNT or s[P_PRIV + c] != L_DECK:
                raise ValueError("deck slot %d" % i)
            seen[c] += 1
        elif c != NONE:
            raise ValueError("deck slot %d past the top" % i)
    for slot in range(FACE_SLOTS):
        c = s[P_FACE + slot]
        if c == NONE:
            if deck_n:
                raise ValueError("empty face-up slot with cards in the deck")
        elif c >= PRIV_COUNT or s[P_PRIV + c] != L_FACE:
            raise ValueError("face-up slot %d" % slot)
        else:
            seen[c] += 1
    for c in range(PRIV_COUNT):
        z = s[P_PRIV + c]
        if z >= L_OWN + players:
            raise ValueError("card %d in zone %d" % (c, z))
        if z >= L_OWN:
            seen[c] += 1
        if seen[c] != 1:
            raise ValueError("privilege card %d is in %d places" % (c, seen[c]))
    per = bytearray(12)
    boxed = 0
    for c in range(SECRET_COUNT):
        z = s[P_SECRET + c]
        if z == S_BOX:
            boxed += 1
        elif z == S_HIDDEN or (z - 1) % 4 >= players or z > S_BACK + 3:
            raise ValueError("secret objective %d in zone %d" % (c, z))
        else:
            per[z - 1] += 1
    if boxed != SECRET_COUNT - 2 * players:
        raise ValueError("secret objectives in the box")
    for p in range(players):
        chosen = phase != PH_SECRET or p < s[P_TURN]
        want = (0, 1, 1) if chosen else (2, 0, 0)
        if (per[p], per[4 + p], per[8 + p]) != want:
            raise ValueError("secret objectives of P%d" % (p + 1))
    a = s[P_COMMON]
    b = s[P_COMMON + 1]
    opt = s[P_OPTIONS]
    if (a & 0x7F) >= COMMON_COUNT or (b & 0x7F) >= COMMON_COUNT or (a & 0x7F) == (b & 0x7F):
        raise ValueError("common objectives")
    if bool(a & BACK) != (opt >= 1) or bool(b & BACK) != (opt >= 2) or (a | b) & 0x70:
        raise ValueError("common objective sides")
    frm = s[P_FROM]
    if phase == PH_LAND:
        if frm >= PAD_COUNT or not 1 <= s[P_POND + frm] <= 4:
            raise ValueError("pending jumper")
        if not _landings(s, frm, kinds_owned(s, s[P_TURN]), None, 0):
            raise ValueError("pending jumper cannot jump")
    elif frm != NONE:
        raise ValueError("pending jumper outside the landing step")
    if s[P_EXTRA] > 1 or (s[P_EXTRA] and phase != PH_JUMP and phase != PH_LAND):
        raise ValueError("extra jump flag")
    if phase == PH_JUMP and not can_jump(s, s[P_TURN]):
        raise ValueError("the seat to act has no jump but the game is not over")
    if phase == PH_VILLAGE and not _village_actions(s, None):
        raise ValueError("phase B with nothing to do")
    if phase == PH_OVER:
        if s[P_ENDER] != s[P_TURN] or can_jump(s, s[P_TURN]):
            raise ValueError("the seat that could not jump must be the seat to act")
    elif s[P_ENDER] != NONE:
        raise ValueError("ender set during play")
