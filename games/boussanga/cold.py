"""The cold half of the Boussanga rules: dealing, the invariant check and the final tally.

rules.py imports this module for one call and then drops it (MicroPython heap: these run once per
game, or once per load), so it reads the state through rules' public offsets. The rule decisions
are listed in rules.py.
"""

from micropython import const

import prng
from games.boussanga import rules as R

# Copies of rules' layout (rules keeps most of them private to save heap); a test checks they agree.
_CARD_COUNT = const(32)
_COLORS = const(4)
_END_DECK = const(2)
_END_GOAL = const(1)
_GOAL = const(15)
_HAND_SIZE = const(4)
_MAX_PLAYERS = const(4)
_MIN_PLAYERS = const(1)
_NONE = const(255)
_PH_BOARD = const(5)
_PH_CARD = const(0)
_PH_COLOR = const(2)
_PH_OVER = const(4)
_PH_PLACE = const(1)
_PH_PUT = const(3)
_P_BOARD = const(72)
_P_BONUS = const(196)
_P_COLLECT = const(200)
_P_COOP = const(10)
_P_DECK = const(23)
_P_DECK_N = const(22)
_P_DISCARD_N = const(71)
_P_EMPTY_ROWS = const(168)
_P_END_SEAT = const(18)
_P_HANDS = const(55)
_P_HELD = const(180)
_P_OPTIONS = const(9)
_P_PENDING = const(204)
_P_PHASE = const(13)
_P_PLAYERS = const(8)
_P_PUT_COLOR = const(15)
_P_PUT_LEFT = const(16)
_P_PUT_NEXT = const(17)
_P_REASON = const(19)
_P_RESERVE = const(176)
_P_RNG = const(4)
_P_ROWS = const(136)
_P_SEED = const(0)
_P_SLOT = const(14)
_P_TEAMS = const(11)
_P_TOOK_LAST = const(208)
_P_TURN = const(12)
_STATE_SIZE = const(209)

_TOKENS_PER_COLOR = const(16)
VALUES = (0, 1, 1, 2, 3)  # points per token, by colour 1-4
_WIN_CARDS = const(12)
_ERUDIT_CARDS = const(10)
_MAITRE_CARDS = const(8)


def new_state(players, seed, options=0):
    """Shuffle the deck and deal; co-op fills the board with all 64 tokens at random."""
    if not _MIN_PLAYERS <= players <= _MAX_PLAYERS:
        raise ValueError("Boussanga is for 1 to 4 players")
    mode = options & 0xF
    teams = (options >> 4) & 0xF
    if mode > 1 or teams > 1 or options >> 8:
        raise ValueError("bad options %d" % options)
    s = bytearray(_STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    coop = 1 if (mode == 1 or players == 1) else 0
    s[_P_PLAYERS] = players
    s[_P_OPTIONS] = options
    s[_P_COOP] = coop
    s[_P_TEAMS] = 1 if (teams and players == 4 and not coop) else 0
    s[_P_END_SEAT] = _NONE
    for c in range(_CARD_COUNT):
        s[_P_DECK + c] = c
    prng.shuffle(s, _P_RNG, s, _P_DECK, _CARD_COUNT)
    s[_P_DECK_N] = _CARD_COUNT
    for i in range(16):
        s[_P_HANDS + i] = _NONE
    for y in range(8):
        s[_P_EMPTY_ROWS + y] = 0xFF
    if coop:
        for i in range(64):
            s[_P_BOARD + i] = 1 + i // _TOKENS_PER_COLOR
        prng.shuffle(s, _P_RNG, s, _P_BOARD, 64)
        for i in range(64):
            v = s[_P_BOARD + i]
            s[_P_BOARD + i] = 0
            R._set_cell(s, i, v)
        for k in range(_HAND_SIZE):
            R._draw(s, _P_HANDS + k)
    else:
        for c in range(_COLORS):
            s[_P_RESERVE + c] = _TOKENS_PER_COLOR
        for seat in range(players):
            for k in range(_HAND_SIZE):
                R._draw(s, _P_HANDS + seat * 4 + k)
    return s


def coop_rank(s):
    """Co-op result once over: 0 lost, 1 won, 2 Erudit, 3 Maitre."""
    if s[_P_PHASE] != _PH_OVER or s[_P_REASON] != _END_GOAL:
        return 0
    used = s[_P_DISCARD_N]
    if used <= _MAITRE_CARDS:
        return 3
    if used <= _ERUDIT_CARDS:
        return 2
    return 1 if used <= _WIN_CARDS else 0


RANK_NAMES = ("Lost", "Won", "Won: Erudit Boussanga", "Won: Maitre Boussanga")


def winners(s):
    """Winning seats once over (empty while playing): most points, ties share; co-op: all or, lost, none."""
    if s[_P_PHASE] != _PH_OVER:
        return ()
    players = s[_P_PLAYERS]
    if s[_P_COOP]:
        return tuple(range(players)) if coop_rank(s) else ()  # a lost table has no winner
    best = -1
    for seat in range(players):
        if R.points_of(s, seat) > best:
            best = R.points_of(s, seat)
    return tuple(seat for seat in range(players) if R.points_of(s, seat) == best)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[_P_PHASE] != _PH_OVER:
        return ""
    reason = s[_P_REASON]
    if s[_P_COOP]:
        # the verdict first: the score sheet may show only the first wrapped line
        solo = " Solo (co-op: competitive needs 2)." if s[_P_PLAYERS] == 1 and s[_P_OPTIONS] & 0xF == 0 else ""
        pts = R.holder_points(s, 0)
        if reason == _END_DECK:
            return "Lost: deck out, %d points.%s" % (pts, solo)
        rank = coop_rank(s)
        text = "%s: %d points, %d cards" % (RANK_NAMES[rank], pts, s[_P_DISCARD_N])
        if rank == 0:
            text += " (12 at most)"
        return text + "." + solo
    who = "Team P%d+P%d" % (s[_P_END_SEAT] % 2 + 1, s[_P_END_SEAT] % 2 + 3) if s[_P_TEAMS] else \
        "P%d" % (s[_P_END_SEAT] + 1)
    if reason == _END_GOAL:
        cause = "%s reached %d" % (who, _GOAL)
    elif reason == _END_DECK:
        cause = "P%d drew the last card" % (s[_P_END_SEAT] + 1)
    else:
        cause = "P%d took a last token" % (s[_P_END_SEAT] + 1)
    return cause + ". Last round played: most points wins."  # the sheet may show only the first line


def score_sheet(s):
    """Rows of (label, points per seat) for the end-of-game score sheet (teams: each seat's own board, then
    the team's total)."""
    players = s[_P_PLAYERS]
    rows = []
    for col in range(1, 5):
        rows.append(("%s x%d" % (R.COLOR_NAMES[col], VALUES[col]),
                     tuple(VALUES[col] * s[_P_HELD + R.holder(s, seat) * 4 + col - 1] for seat in range(players))))
    if s[_P_COOP]:
        rows.append(("Cards used", tuple(s[_P_DISCARD_N] for _ in range(players))))
    else:
        rows.append(("Bonuses", tuple(_bits(s[_P_BONUS + seat]) for seat in range(players))))
    rows.append(("Team total" if s[_P_TEAMS] else "Total", R.scores(s)))
    return rows


def _bits(v):
    """Number of set bits of a small int."""
    n = 0
    while v:
        n += v & 1
        v >>= 1
    return n


def check(s):
    """Raise ValueError unless every card and token is in exactly one place and the phase is coherent."""
    if len(s) != _STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), _STATE_SIZE))
    players = s[_P_PLAYERS]
    coop = s[_P_COOP]
    if not 1 <= players <= 4 or coop > 1 or s[_P_TEAMS] > 1 or s[_P_TURN] >= players or s[_P_PHASE] > _PH_BOARD:
        raise ValueError("bad header")
    if (players == 1 and not coop) or (s[_P_TEAMS] and (coop or players != 4)):
        raise ValueError("bad mode")
    seen = bytearray(_CARD_COUNT)
    deck_n = s[_P_DECK_N]
    if deck_n > _CARD_COUNT:
        raise ValueError("deck count")
    for i in range(_CARD_COUNT):
        c = s[_P_DECK + i]
        if i < deck_n:
            if c >= _CARD_COUNT:
                raise ValueError("deck slot %d" % i)
            seen[c] += 1
        elif c != _NONE:
            raise ValueError("deck slot %d past the top" % i)
    in_hands = 0
    for seat in range(4):
        for k in range(_HAND_SIZE):
            c = s[_P_HANDS + seat * 4 + k]
            used = seat < (1 if coop else players)
            if c == _NONE:
                played = s[_P_PHASE] == _PH_BOARD and seat == s[_P_TURN] and k == s[_P_SLOT]  # drawn after
                if used and deck_n and s[_P_PHASE] != _PH_OVER and not played:
                    raise ValueError("empty slot with cards in the deck")
                continue
            if c >= _CARD_COUNT or not used:
                raise ValueError("hand slot %d of P%d" % (k, seat + 1))
            seen[c] += 1
            in_hands += 1
    for c in range(_CARD_COUNT):
        if seen[c] > 1:
            raise ValueError("card %d is in %d places" % (c + 1, seen[c]))
    if deck_n + in_hands + s[_P_DISCARD_N] != _CARD_COUNT:
        raise ValueError("cards do not add up to %d" % _CARD_COUNT)
    counts = bytearray(5)
    for cell in range(64):
        v = s[_P_BOARD + cell]
        if v > 4:
            raise ValueError("cell %d" % cell)
        counts[v] += 1
    for y in range(8):
        for v in range(5):
            m = 0
            for x in range(8):
                if s[_P_BOARD + y * 8 + x] == v:
                    m |= 1 << x
            if s[(_P_ROWS - 8 + v * 8 if v else _P_EMPTY_ROWS) + y] != m:
                raise ValueError("row mask %d of colour %d" % (y, v))
    for col in range(1, 5):
        total = counts[col] + s[_P_RESERVE + col - 1] + s[_P_COLLECT + col - 1] + s[_P_PENDING + col - 1]
        for h in range(4):
            total += s[_P_HELD + h * 4 + col - 1]
        if total != _TOKENS_PER_COLOR:
            raise ValueError("%d %s tokens" % (total, R.COLOR_NAMES[col]))
        if coop and s[_P_RESERVE + col - 1]:
            raise ValueError("co-op reserve")
        if not coop and s[_P_COLLECT + col - 1]:
            raise ValueError("collection in competitive")
    boards = 1 if coop else players
    for h in range(boards, 4):
        if s[_P_BONUS + h]:
            raise ValueError("bonus of board %d unused" % h)
        for col in range(4):
            if s[_P_HELD + h * 4 + col]:
                raise ValueError("points zone %d unused" % h)
    phase = s[_P_PHASE]
    pending = 0
    for col in range(4):
        pending += s[_P_PENDING + col]
    if phase == _PH_BOARD:
        if not s[_P_TEAMS] or not pending or s[_P_TOOK_LAST] > 1 or s[_P_SLOT] >= _HAND_SIZE:
            raise ValueError("choice of board")
        if s[_P_HANDS + s[_P_TURN] * 4 + s[_P_SLOT]] != _NONE:
            raise ValueError("the played card is still in the hand")
    elif pending or s[_P_TOOK_LAST]:
        raise ValueError("tokens waiting for a board outside its step")
    if phase == _PH_PLACE:
        if s[_P_SLOT] >= _HAND_SIZE or s[R.hand_base(s, s[_P_TURN]) + s[_P_SLOT]] == _NONE:
            raise ValueError("pending card")
        if R._generate(s, None) == 0:
            raise ValueError("the chosen card has no position")
    if phase == _PH_COLOR and (not coop or R._generate(s, None) == 0):
        raise ValueError("colour step without tokens")
    if phase == _PH_PUT:
        col = s[_P_PUT_COLOR]
        if not coop or not 1 <= col <= 4 or not 1 <= s[_P_PUT_LEFT] <= s[_P_COLLECT + col - 1]:
            raise ValueError("put-back step")
    elif s[_P_PUT_LEFT] or s[_P_PUT_NEXT]:
        raise ValueError("put-back outside its step")
    if phase == _PH_CARD and R._generate(s, None) == 0:
        raise ValueError("the seat to act has nothing to do")
    if coop and s[_P_END_SEAT] != _NONE:
        raise ValueError("last round in co-op")
    if phase == _PH_OVER and not s[_P_REASON]:
        raise ValueError("over without a reason")
