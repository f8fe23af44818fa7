"""Boussanga legal actions: placements found a board row at a time with bit masks."""

from micropython import const

from games.boussanga.core import hand_base
from games.boussanga.orient import ORIENT

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_COOP = const(10)
_P_TURN = const(12)
_P_PHASE = const(13)
_P_SLOT = const(14)
_P_DISCARD_N = const(71)
_P_BOARD = const(72)
_P_ROWS = const(136)
_P_EMPTY_ROWS = const(168)
_P_RESERVE = const(176)
_P_COLLECT = const(200)
_NONE = const(255)
_HAND_SIZE = const(4)
_WIN_CARDS = const(12)
_COLORS = const(4)
_PH_CARD = const(0)
_PH_PLACE = const(1)
_PH_COLOR = const(2)
_PH_PUT = const(3)
_PH_BOARD = const(5)
_A_CARD = const(0)
_A_PASS = const(4)
_A_COLOR = const(8)
_A_BOARD = const(16)
_A_END = const(24)
_A_PLACE = const(512)
_A_CELL = const(1024)
_STRIDE = const(10)
# end of consts.txt
_NEED = bytearray(5)  # scratch: tokens per colour a placement takes
_NO_FIT = bytearray(37)  # co-op: colour row masks (32) and row cards (4) where no card fits, then 1 if set
_OK = bytearray(40)  # competitive: per colour and row, the cells that are empty or of that colour
_LOW = bytearray(256)  # index of the lowest set bit of a byte
for _i in range(1, 256):
    _LOW[_i] = _LOW[_i >> 1] + 1 if not _i & 1 else 0
del _i


def _reserve_short(s, card):
    """True when the reserve lacks, for some colour, the tokens the whole pattern of card would take."""
    need = _NEED
    base = card * 8 * _STRIDE
    for k in range(ORIENT[base] & 15):
        need[(ORIENT[base + 3 + 2 * k] >> 3) + 1] += 1
    short = False
    for col in range(1, 5):
        if s[_P_RESERVE + col - 1] < need[col]:
            short = True
        need[col] = 0
    return short


def fits(s, card, o, anchor):
    """Tokens a placement would lay (co-op: take), or -1 when it is not legal."""
    base = (card * 8 + o) * _STRIDE
    n = ORIENT[base] & 15
    x = anchor & 7
    if n == 0 or x < ORIENT[base + 1] & 15 or x > ORIENT[base + 1] >> 4 or anchor >> 3 > ORIENT[base] >> 4:
        return -1
    coop = s[_P_COOP]
    placed = 0
    need = _NEED
    k = base + 2
    end = k + 2 * n
    ok = True
    while k < end:
        cd = ORIENT[k + 1]
        col = (cd >> 3) + 1
        v = s[_P_BOARD + anchor + (cd & 7) * 8 + ORIENT[k] - 4]
        if v != col:
            if coop or v:
                ok = False
            placed += 1
            need[col] += 1
        k += 2
    for col in range(1, 5):
        if s[_P_RESERVE + col - 1] < need[col] and not coop:
            ok = False
        need[col] = 0
    if not ok or (placed == 0 and not coop):
        return -1
    return n if coop else placed


def prepare(s):
    """Competitive: fill _OK (colour row | empty row, indexed (colour - 1) * 8 + row) before placements."""
    if not s[_P_COOP]:
        ok = _OK
        for i in range(32):
            ok[i] = s[_P_ROWS + i] | s[_P_EMPTY_ROWS + (i & 7)]


def placements(s, card, out, first):
    """Write the legal placements of card into out (when not None) and return how many; stop at one if first."""
    # Per turned pattern and anchor row, the anchor columns that fit are the AND of the cells' row masks
    # shifted by their column offsets: 8 anchors are tested by one expression. Competitive needs
    # prepare(s) first.
    coop = s[_P_COOP]
    short = (not coop) and _reserve_short(s, card)
    t = ORIENT
    low = _LOW
    ok = _OK
    n = 0
    base = card * 8 * _STRIDE
    for o in range(8):
        if t[base]:
            x0 = t[base + 1] & 15
            x1 = (t[base + 1] >> 4) + 1
            xm = ((1 << x1) - 1) ^ ((1 << x0) - 1)
            rows = (t[base] >> 4) + 1
            c0 = t[base + 3]
            s1 = t[base + 4]
            c1 = t[base + 5]
            s2 = t[base + 6]
            c2 = t[base + 7]
            s3 = t[base + 8]
            c3 = t[base + 9]
            code = _A_PLACE + o * 64
            if coop:
                c0 += _P_ROWS
                c1 += _P_ROWS
                c2 += _P_ROWS
                c3 += _P_ROWS
                for y in range(rows):
                    m = xm & s[c0 + y]  # the first cell alone rules out most rows: the rest only then
                    if m:
                        m &= ((s[c1 + y] << 4) >> s1) & ((s[c2 + y] << 4) >> s2) & ((s[c3 + y] << 4) >> s3)
                    if m:
                        if first:
                            return 1
                        row = code + y * 8
                        while m:
                            if out is not None:
                                out[n] = row + low[m]
                            n += 1
                            m &= m - 1
            else:
                for y in range(rows):
                    m = xm & ok[c0 + y]
                    if not m:
                        continue
                    m &= ((ok[c1 + y] << 4) >> s1) & ((ok[c2 + y] << 4) >> s2) & ((ok[c3 + y] << 4) >> s3)
                    if not m:
                        continue
                    full = m & s[_P_ROWS + c0 + y]  # anchors where the whole pattern is already there
                    if full:
                        full &= (((s[_P_ROWS + c1 + y] << 4) >> s1) & ((s[_P_ROWS + c2 + y] << 4) >> s2)
                                 & ((s[_P_ROWS + c3 + y] << 4) >> s3))
                        m ^= full
                    row = code + y * 8
                    if not (short or first or out is None):  # the common case, kept tight
                        if m == xm:  # the whole row fits
                            at = n - x0
                            for x in range(x0, x1):
                                out[at + x] = row + x
                            n = at + x1
                            continue
                        while m:
                            out[n] = row + low[m]
                            n += 1
                            m &= m - 1
                        continue
                    while m:
                        a = row + low[m]
                        m &= m - 1
                        if short and fits(s, card, o, a - code) < 0:
                            continue
                        if first:
                            return 1
                        if out is not None:
                            out[n] = a
                        n += 1
        base += _STRIDE
    return n


def _end_offer(s, out, n):
    """Co-op card choice: add A_END once the game can no longer be won (more than 12 cards used); return n."""
    if s[_P_DISCARD_N] > _WIN_CARDS:
        if out is not None:
            out[n] = _A_END
        n += 1
    return n


def legal_actions(s, out):
    """Write the legal actions into out[0:n] in a fixed order (out None: only count them); return n."""
    phase = s[_P_PHASE]
    n = 0
    prepare(s)
    if phase == _PH_CARD:
        hb = hand_base(s, s[_P_TURN])
        for slot in range(_HAND_SIZE):
            card = s[hb + slot]
            if card != _NONE and placements(s, card, None, True):
                if out is not None:
                    out[n] = _A_CARD + slot
                n += 1
        if s[_P_COOP]:  # co-op: passing only when no card matches a figure on the board
            if n:
                return _end_offer(s, out, n)
            memo = _NO_FIT  # remember the row and board that fit nowhere: apply() then skips the scan
            for i in range(32):
                memo[i] = s[_P_ROWS + i]
            for i in range(_HAND_SIZE):
                memo[32 + i] = s[hb + i]
            memo[36] = 1
        for slot in range(_HAND_SIZE):
            if s[hb + slot] != _NONE:
                if out is not None:
                    out[n] = _A_PASS + slot
                n += 1
        return _end_offer(s, out, n) if s[_P_COOP] else n
    if phase == _PH_PLACE:
        return placements(s, s[hand_base(s, s[_P_TURN]) + s[_P_SLOT]], out, False)
    if phase == _PH_COLOR:
        for c in range(_COLORS):
            if s[_P_COLLECT + c]:
                if out is not None:
                    out[n] = _A_COLOR + 1 + c
                n += 1
        return n
    if phase == _PH_BOARD:
        me = s[_P_TURN]
        if out is not None:
            out[0] = _A_BOARD + me
            out[1] = _A_BOARD + (me ^ 2)
        return 2
    if phase == _PH_PUT:
        for cell in range(64):
            if s[_P_BOARD + cell] == 0:
                if out is not None:
                    out[n] = _A_CELL + cell
                n += 1
        return n
    return 0


def no_fit_known(s, hb):
    """Co-op: True when legal_actions() last found no card of this very row on this very board."""
    memo = _NO_FIT
    if not memo[36]:
        return False
    for i in range(32):
        if memo[i] != s[_P_ROWS + i]:
            return False
    for i in range(_HAND_SIZE):
        if memo[32 + i] != s[hb + i]:
            return False
    return True
