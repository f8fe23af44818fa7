"""Bunny Boom code needed only on load (check) and at the end (winners, score sheet): rules.py imports
this module only while one of these runs, so it takes no RAM during play."""

from micropython import const

from games.bunnyboom.cards import CARD_COUNT
from games.bunnyboom.rules import (
    CENTRE,
    HAND_SIZE,
    LAYERS,
    NONE,
    P_BURROW,
    P_CARD,
    P_CARROT,
    P_DECK_N,
    P_DOWN_N,
    P_FOX,
    P_HAND_N,
    P_INFO,
    P_LOC,
    P_PAWN,
    P_PHASE,
    P_PLAYERS,
    P_RIVER,
    P_RIVER_RAB,
    P_SPACE_RAB,
    P_TOP,
    P_TURN,
    PH_SPACE,
    RIVER_SIZE,
    SPACES,
    STATE_SIZE,
    Z_HAND,
    _get2,
    _in_game,
    _spaces,
    _values,
    domain,
    legal_actions,
    scores,
)

# private constants of rules.py (MicroPython keeps no underscore const names as attributes);
# tests_host/test_bunnyboom_rules.py checks they equal the rules' own
_CARROT_POINTS = const(4)
_O_BURROW = const(2)
_O_FOX = const(1)
_PH_GIVE = const(4)
_PH_OVER = const(12)
_PH_PLAY = const(0)
_PH_PUT = const(7)
_PH_SWAP_SEAT = const(9)
_P_AUX = const(16)
_P_MASK = const(15)
_P_OPTIONS = const(9)
_P_PEND = const(14)
_P_STAGE = const(12)
_P_OUT = const(20)
_Z_DECK = const(1)
_Z_DOWN = const(12)
_Z_HIDDEN = const(4)
_Z_OUT = const(0)
_Z_RIVER = const(2)
_Z_TOP = const(16)
_Z_UNDER = const(32)


def check(s):
    """Raise ValueError unless every card and rabbit is in exactly one place and the counts agree."""
    n = s[P_PLAYERS]
    opts = s[_P_OPTIONS]
    ph = s[P_PHASE]
    if len(s) != STATE_SIZE or not 2 <= n <= 4 or opts > 7 or s[P_TURN] >= n or ph > _PH_OVER or s[_P_STAGE] > 5:
        raise ValueError("header")
    count = bytearray(64)  # cards per zone
    bad = 0
    for c in range(CARD_COUNT):
        z = s[P_LOC + c]
        bad |= (z == _Z_OUT) == _in_game(c, n, opts) or z >= 64 or z == _Z_HIDDEN or (
            _Z_TOP <= z < _Z_UNDER and s[P_TOP + z - _Z_TOP] != c)
        count[z & 63] += 1
    rabbits = 0
    river = 0
    for i in range(RIVER_SIZE):
        c = s[P_RIVER + i]
        bad |= (c == NONE and s[P_RIVER_RAB + i] > 0) or (c != NONE and (c >= CARD_COUNT or s[P_LOC + c] != _Z_RIVER))
        river += c != NONE
        rabbits += s[P_RIVER_RAB + i]
    bad |= count[_Z_RIVER] != river or count[_Z_DECK] != s[P_DECK_N]
    for seat in range(4):
        p = s[P_PAWN + seat]
        rabbits += domain(s, seat)
        if seat < n:
            bad |= (count[Z_HAND + seat] != s[P_HAND_N + seat] or s[P_HAND_N + seat] > HAND_SIZE
                    or count[_Z_DOWN + seat] != s[P_DOWN_N + seat]
                    or (p != CENTRE and (p >= 3 * n or s[P_TOP + p] == NONE)))
        else:
            bad |= s[P_HAND_N + seat] or s[P_DOWN_N + seat] or domain(s, seat) or p != NONE
    for sp in range(SPACES):
        top = s[P_TOP + sp]
        info = s[P_INFO + sp]
        if top == NONE:
            bad |= info or s[P_SPACE_RAB + sp] or count[_Z_UNDER + sp]
        else:
            bad |= (sp >= 3 * n or top >= CARD_COUNT or s[P_LOC + top] != _Z_TOP + sp
                    or info & LAYERS != count[_Z_UNDER + sp] + 1 or (sp % 3 and s[P_TOP + sp - 1] == NONE))
        rabbits += s[P_SPACE_RAB + sp]
    fox = s[P_FOX]
    burrow = s[P_BURROW]
    bad |= ((s[P_CARROT] != NONE and s[P_CARROT] >= n) or (burrow != NONE and (burrow >= n or not opts & _O_BURROW))
            or (fox == NONE) == (opts & _O_FOX != 0) or (fox != NONE and fox != CENTRE and s[P_TOP + fox] == NONE))
    if bad or rabbits != _get2(s, _P_OUT):
        raise ValueError("cards or rabbits misplaced")
    card = s[P_CARD]
    aux = s[_P_AUX]
    me = s[P_TURN]
    if ph == _PH_PLAY or ph == _PH_OVER:
        can = s[P_HAND_N + me] > 0 and _spaces(s, me, None) > 0
        bad = (card != NONE or s[_P_STAGE] or s[_P_PEND] or s[_P_MASK] or (ph == _PH_PLAY and not can)
               or (ph == _PH_OVER and can and s[P_DECK_N] > 0))
    elif ph == PH_SPACE:
        bad = card >= CARD_COUNT or s[P_LOC + card] != Z_HAND + me
    else:
        bad = card >= CARD_COUNT or not _Z_TOP <= s[P_LOC + card] < _Z_UNDER or legal_actions(s, None) == 0
    if bad or (ph == _PH_SWAP_SEAT) != (aux != NONE) or (aux != NONE and (
            aux >= CARD_COUNT or s[P_LOC + aux] != Z_HAND + me)) or (ph == _PH_GIVE or ph == _PH_PUT) != (
            s[_P_PEND] != 0):
        raise ValueError("turn fields")


def score_sheet(s):
    """Rows of (label, values per seat) for the end-of-game score sheet; the last row is the total."""
    seats = range(s[P_PLAYERS])
    rows = [("Domain", tuple(domain(s, p) for p in seats)),
            ("Hand", tuple(_values(s, Z_HAND + p) for p in seats)),
            ("Face down", tuple(_values(s, _Z_DOWN + p) for p in seats)),
            ("Carrot", tuple(_CARROT_POINTS if s[P_CARROT] == p else 0 for p in seats))]
    rows.append(("Total", scores(s)))
    return rows


def winners(s):
    """Seats with the fewest rabbits once over; a tie goes to the fewest in the domain (empty while playing)."""
    if s[P_PHASE] != _PH_OVER:
        return ()
    sc = scores(s)
    best = min(sc)
    fewest = min(domain(s, p) for p in range(len(sc)) if sc[p] == best)
    return tuple(p for p in range(len(sc)) if sc[p] == best and domain(s, p) == fewest)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[P_PHASE] != _PH_OVER:
        return ""
    w = winners(s)
    sc = scores(s)
    return ("Deck empty" if s[P_DECK_N] == 0 else "P%d cannot play" % (s[P_TURN] + 1)) + (
        ": a tie, play again!" if len(w) > 1 else ": fewest rabbits, tie on fewest tokens"
        if sorted(sc)[1] == sc[w[0]] else ": fewest rabbits wins")
