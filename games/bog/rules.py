"""BOG rules: two players play frog cards, move them across a 3x3 swamp, catch flies and score.

State layout (one bytearray of STATE_SIZE bytes, mutated in place):

    offset  size  name        meaning
    0       4     SEED        the game's seed, little-endian (< 2**30)
    4       4     RNG         PRNG bytes (lib/prng.py)
    8       1     PLAYERS     always 2
    9       1     OPTIONS     always 0 (BOG has no variant)
    10      1     TURN        seat deciding now
    11      1     PHASE       PH_MAIN, PH_FLY (place the fly), PH_DRAW (take a card), PH_OVER
    12      1     FROG        card whose landing on a fly is being resolved, or NONE
    13      1     STUCK       seat that had no legal action when the game ended, or NONE
    14      2     TURNS       completed turns, little-endian
    16      1     DECK_N      cards in the draw pile
    17      18    DECK        draw pile, bottom first; the top card is DECK[DECK_N - 1]
    35      3     RIVER       the face-up cards, card id or NONE per slot
    38      18    LOC         zone of each card (Z_* + seat)
    56      18    STEP        swamp frogs: route step 0-3; scored cards: points they gave
    74      9     PAD         each pad: card id, FLY or EMPTY (absolute pads, below)
    83      2     HAND_N      hand size per seat (public)
    85      8     POINTS      per seat: captures, routes, formations, flies

Absolute pads are numbered from seat 0's side; seat 1 sees the same swamp turned 180 degrees, so a
card's own-side pad p lies on absolute pad 8 - p for seat 1:

        seat 1's shore
        6 7 8          (seat 0's A3 B3 C3 = seat 1's C1 B1 A1)
        3 4 5          the fly row
        0 1 2          (seat 0's A1 B1 C1)
        seat 0's shore

Offsets the view needs are public (P_*); the others are private consts, which MicroPython inlines
and keeps out of the module's globals.

Actions are ints below 256: kind << 5 | argument (a card id, or a pad for A_FLY).

Rule decisions (the rulebook, then ../shared/reference/README.md, then these):
- A formation scores the frogs of either player standing on its 3 pads; with none it cannot be played.
- Landing on your own frog is legal only when no other action of any kind is; the frog landed on
  goes to the opponent's score pile for 1 point.
- A frog landing on a fly: when no card is left in the deck or the river the fly is scored at once
  and not moved; otherwise, when no pad is free the fly is scored and the card is still taken;
  otherwise the mover puts the fly on any free pad (no frog, no fly), then takes the deck's top card
  or a river card (the river slot is refilled from the deck when it has cards).
- With the deck empty a fly lets you take a river card only; the river is then not refilled.
- A frog on its last pad stays there until its owner finishes the route or it is captured.
- Log texts say what a landing gives, from the reader's side and within the 26-column status line:
  "takes F13 +1" (a capture), "your F13 P2+1" to the mover and "P1's F13 you+1" to the opponent (an
  own frog landed on), "fly, card" (the fly moves, a card follows), "fly +1, card" (no free pad),
  "fly +1" (no card left: scored now, no card).
- The game ends when the seat to act has no legal action. Deck and river empty: most points wins,
  a tie is lost by the seat that could not act. Otherwise the seat that could not act loses.
"""

from micropython import const

import prng
from games.bog.cards import CARD_COUNT, FORMATIONS, ROUTES

TITLE = "BOG"
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(2)
OPTIONS = ()
HIDDEN_INFO = True
STATE_VERSION = const(1)

_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_OPTIONS = const(9)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_FROG = const(12)
_P_STUCK = const(13)
P_TURNS = const(14)
P_DECK_N = const(16)
P_DECK = const(17)
P_RIVER = const(35)
P_LOC = const(38)
_P_STEP = const(56)
P_PAD = const(74)
P_HAND_N = const(83)
_P_POINTS = const(85)
STATE_SIZE = const(93)

NONE = const(255)
EMPTY = const(255)
FLY = const(254)
PAD_COUNT = const(9)
RIVER_SIZE = const(3)
SHORE_LIMIT = const(2)
FLY_COUNT = const(3)

PH_MAIN = const(0)
PH_FLY = const(1)
PH_DRAW = const(2)
PH_OVER = const(3)

Z_DECK = const(0)
Z_RIVER = const(1)
Z_HAND = const(2)
Z_SHORE = const(4)
Z_SWAMP = const(6)
Z_PILE = const(8)
Z_HIDDEN = const(10)

PT_CAPTURE = const(0)
PT_ROUTE = const(1)
PT_FORMATION = const(2)
PT_FLY = const(3)

A_PLAY = const(0)
A_ENTER = const(32)
A_MOVE = const(64)
A_FINISH = const(96)
A_FORM = const(128)
A_FLY = const(160)
A_DRAW_DECK = const(192)
A_TAKE = const(224)

MAX_LEGAL = const(48)

PAD_NAMES = ("A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3")
_SCRATCH = bytearray(MAX_LEGAL)


def own_pad(pad, seat):
    """Map a pad between a seat's own numbering and the absolute one (the map is its own inverse)."""
    return pad if seat == 0 else 8 - pad


def route_pad(card, step, seat):
    """Absolute pad of a card's route step (0 = start) when the frog belongs to seat."""
    return own_pad(ROUTES[card * 4 + step], seat)


def route_step(s, card):
    """Route step (0 = start pad, 3 = last stop) of a frog on the swamp."""
    return s[_P_STEP + card]


def formation_count(s, card, seat):
    """Frogs of either player on the 3 pads of a card's formation read from seat's side."""
    n = 0
    for i in range(3):
        if s[P_PAD + own_pad(FORMATIONS[card * 3 + i], seat)] < FLY:
            n += 1
    return n


def new_state(players, seed, options=0):
    """Shuffle the 18 frogs, deal 2 to seat 0, 3 to seat 1, 3 to the river; flies on the middle row."""
    if players != 2:
        raise ValueError("BOG is for 2 players")
    if options != 0:
        raise ValueError("BOG has no options")
    s = bytearray(STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    s[_P_PLAYERS] = 2
    s[_P_FROG] = NONE
    s[_P_STUCK] = NONE
    for c in range(CARD_COUNT):
        s[P_DECK + c] = c
        s[P_LOC + c] = Z_DECK
    prng.shuffle(s, _P_RNG, s, P_DECK, CARD_COUNT)
    s[P_DECK_N] = CARD_COUNT
    for p in range(PAD_COUNT):
        s[P_PAD + p] = FLY if 3 <= p <= 5 else EMPTY
    for seat, count in ((0, 2), (1, 3)):
        for _ in range(count):
            _draw_to_hand(s, seat)
    for slot in range(RIVER_SIZE):
        c = _pop_deck(s)
        s[P_RIVER + slot] = c
        s[P_LOC + c] = Z_RIVER
    return s


def _pop_deck(s):
    """Take the top card of the draw pile (the caller checked it is not empty)."""
    n = s[P_DECK_N] - 1
    c = s[P_DECK + n]
    s[P_DECK + n] = NONE
    s[P_DECK_N] = n
    return c


def _draw_to_hand(s, seat):
    """Move the deck's top card into a seat's hand."""
    c = _pop_deck(s)
    s[P_LOC + c] = Z_HAND + seat
    s[P_HAND_N + seat] += 1


def _cards_left(s):
    """True while the deck or the river still holds a card."""
    if s[P_DECK_N]:
        return True
    for slot in range(RIVER_SIZE):
        if s[P_RIVER + slot] != NONE:
            return True
    return False


def _free_pad(s):
    """True when some pad holds neither a frog nor a fly."""
    for p in range(PAD_COUNT):
        if s[P_PAD + p] == EMPTY:
            return True
    return False


def current_player(s):
    """Seat deciding now, or -1 once the game is over."""
    return -1 if s[_P_PHASE] == PH_OVER else s[_P_TURN]


def is_over(s):
    """True once a seat had no legal action."""
    return s[_P_PHASE] == PH_OVER


def _landing_ok(s, dest, me, forced):
    """Whether a frog of seat me may land on pad dest: own frogs only in a forced move."""
    occupant = s[P_PAD + dest]
    if occupant >= FLY:
        return not forced
    own = s[P_LOC + occupant] == Z_SWAMP + me
    return own == forced


def _generate(s, out):
    """Write the legal actions into out (or only count them when out is None); return the count."""
    phase = s[_P_PHASE]
    me = s[_P_TURN]
    n = 0
    if phase == PH_FLY:
        for p in range(PAD_COUNT):
            if s[P_PAD + p] == EMPTY:
                if out is not None:
                    out[n] = A_FLY + p
                n += 1
        return n
    if phase == PH_DRAW:
        if s[P_DECK_N]:
            if out is not None:
                out[n] = A_DRAW_DECK
            n += 1
        for slot in range(RIVER_SIZE):
            c = s[P_RIVER + slot]
            if c != NONE:
                if out is not None:
                    out[n] = A_TAKE + c
                n += 1
        return n
    if phase != PH_MAIN:
        return 0
    hand = Z_HAND + me
    shore = Z_SHORE + me
    swamp = Z_SWAMP + me
    on_shore = 0
    for c in range(CARD_COUNT):
        if s[P_LOC + c] == shore:
            on_shore += 1
    if on_shore < SHORE_LIMIT:
        for c in range(CARD_COUNT):
            if s[P_LOC + c] == hand:
                if out is not None:
                    out[n] = A_PLAY + c
                n += 1
    forced = False
    while True:
        for c in range(CARD_COUNT):
            if s[P_LOC + c] == shore and _landing_ok(s, route_pad(c, 0, me), me, forced):
                if out is not None:
                    out[n] = A_ENTER + c
                n += 1
        for c in range(CARD_COUNT):
            if s[P_LOC + c] == swamp:
                step = s[_P_STEP + c]
                if step < 3 and _landing_ok(s, route_pad(c, step + 1, me), me, forced):
                    if out is not None:
                        out[n] = A_MOVE + c
                    n += 1
        if forced:
            return n
        for c in range(CARD_COUNT):
            if s[P_LOC + c] == swamp and s[_P_STEP + c] == 3:
                if out is not None:
                    out[n] = A_FINISH + c
                n += 1
        for c in range(CARD_COUNT):
            if s[P_LOC + c] == hand and formation_count(s, c, me):
                if out is not None:
                    out[n] = A_FORM + c
                n += 1
        if n:
            return n
        forced = True  # nothing else is legal: landing on an own frog becomes allowed


def legal_actions(s, out):
    """Write the legal actions of the seat to act into out[0:n] in a fixed order and return n."""
    return _generate(s, out)


def is_legal(s, action):
    """True when action is among the legal actions now."""
    n = _generate(s, _SCRATCH)
    for i in range(n):
        if _SCRATCH[i] == action:
            return True
    return False


def _score(s, seat, kind, points):
    """Add points of one kind to a seat."""
    s[_P_POINTS + seat * 4 + kind] += points


def _to_pile(s, card, seat, points):
    """Put a card in a seat's score pile, remembering the points it gave."""
    s[P_LOC + card] = Z_PILE + seat
    s[_P_STEP + card] = points


def _land(s, card, dest, step, me):
    """Put a frog of seat me on pad dest at a route step, resolving what stood there."""
    occupant = s[P_PAD + dest]
    s[P_PAD + dest] = card
    s[P_LOC + card] = Z_SWAMP + me
    s[_P_STEP + card] = step
    if occupant == EMPTY:
        _end_turn(s)
    elif occupant == FLY:
        if not _cards_left(s):
            _score(s, me, PT_FLY, 1)
            _end_turn(s)
            return
        s[_P_FROG] = card
        if _free_pad(s):
            s[_P_PHASE] = PH_FLY
        else:
            _score(s, me, PT_FLY, 1)
            s[_P_PHASE] = PH_DRAW
    else:
        owner = s[P_LOC + occupant] - Z_SWAMP
        scorer = 1 - owner  # a capture scores for the mover; an own frog landed on scores for the opponent
        _to_pile(s, occupant, scorer, 1)
        _score(s, scorer, PT_CAPTURE, 1)
        _end_turn(s)


def _end_turn(s):
    """Hand the turn to the other seat; end the game when that seat has no legal action."""
    s[_P_PHASE] = PH_MAIN
    s[_P_FROG] = NONE
    s[_P_TURN] = 1 - s[_P_TURN]
    turns = s[P_TURNS] + 1
    if turns > 255:
        s[P_TURNS + 1] += 1
        turns = 0
    s[P_TURNS] = turns
    if _generate(s, None) == 0:
        s[_P_STUCK] = s[_P_TURN]
        s[_P_PHASE] = PH_OVER


def apply(s, action):
    """Play one legal action for the seat to act; an illegal one raises ValueError and changes nothing."""
    if not is_legal(s, action):
        raise ValueError("illegal action %d" % action)
    me = s[_P_TURN]
    kind = action & 0xE0
    arg = action & 0x1F
    if kind == A_PLAY:
        s[P_LOC + arg] = Z_SHORE + me
        s[P_HAND_N + me] -= 1
        _end_turn(s)
    elif kind == A_ENTER:
        _land(s, arg, route_pad(arg, 0, me), 0, me)
    elif kind == A_MOVE:
        step = s[_P_STEP + arg] + 1
        s[P_PAD + route_pad(arg, step - 1, me)] = EMPTY
        _land(s, arg, route_pad(arg, step, me), step, me)
    elif kind == A_FINISH:
        s[P_PAD + route_pad(arg, 3, me)] = EMPTY
        _to_pile(s, arg, me, 2)
        _score(s, me, PT_ROUTE, 2)
        _end_turn(s)
    elif kind == A_FORM:
        points = formation_count(s, arg, me)
        s[P_HAND_N + me] -= 1
        _to_pile(s, arg, me, points)
        _score(s, me, PT_FORMATION, points)
        _end_turn(s)
    elif kind == A_FLY:
        s[P_PAD + arg] = FLY
        s[_P_PHASE] = PH_DRAW
    elif kind == A_DRAW_DECK:
        _draw_to_hand(s, me)
        _end_turn(s)
    else:  # A_TAKE
        for slot in range(RIVER_SIZE):
            if s[P_RIVER + slot] == arg:
                s[P_LOC + arg] = Z_HAND + me
                s[P_HAND_N + me] += 1
                if s[P_DECK_N]:
                    c = _pop_deck(s)
                    s[P_RIVER + slot] = c
                    s[P_LOC + c] = Z_RIVER
                else:
                    s[P_RIVER + slot] = NONE
        _end_turn(s)


def reveals(s, action):
    """True when an action shows a hidden card (a play, a formation, a draw, a refill): undo stops there.

    In BOG each of these also ends the turn, which clears undo anyway; games with longer turns rely on it.
    """
    kind = action & 0xE0
    return kind == A_PLAY or kind == A_FORM or kind == A_DRAW_DECK or (kind == A_TAKE and s[P_DECK_N] > 0)


def points(s, seat, kind):
    """Points of one kind (PT_*) scored by a seat."""
    return s[_P_POINTS + seat * 4 + kind]


def scores(s):
    """Total points per seat."""
    return tuple(sum(s[_P_POINTS + seat * 4 + k] for k in range(4)) for seat in range(2))


def winners(s):
    """Winning seats once over (empty tuple while playing), with the rulebook's tie rule."""
    if s[_P_PHASE] != PH_OVER:
        return ()
    stuck = s[_P_STUCK]
    if not _cards_left(s):
        a, b = scores(s)
        if a != b:
            return (0,) if a > b else (1,)
    return (1 - stuck,)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[_P_PHASE] != PH_OVER:
        return ""
    stuck = s[_P_STUCK] + 1
    if _cards_left(s):
        return "P%d could not act with cards left: P%d loses" % (stuck, stuck)
    a, b = scores(s)
    if a == b:
        return "Tie %d-%d: P%d could not act and loses" % (a, b, stuck)
    return "Cards used up: most points wins"


def score_sheet(s):
    """Rows of (label, points per seat) for the end-of-game score sheet."""
    rows = []
    for kind, label in ((PT_CAPTURE, "Captures"), (PT_ROUTE, "Routes"),
                        (PT_FORMATION, "Formations"), (PT_FLY, "Flies")):
        rows.append((label, (points(s, 0, kind), points(s, 1, kind))))
    rows.append(("Total", scores(s)))
    return rows


def view(s, seat):
    """Copy of s with what seat may not see blanked: the other hand, the deck order, the seed and PRNG."""
    if seat != 0 and seat != 1:
        raise ValueError("no seat %r in BOG" % (seat,))
    v = bytearray(s)
    for i in range(8):
        v[_P_SEED + i] = 0
    for i in range(CARD_COUNT):
        v[P_DECK + i] = NONE
        z = v[P_LOC + i]
        if z == Z_DECK or (z == Z_HAND + 1 - seat):
            v[P_LOC + i] = Z_HIDDEN
    return v


def card_name(card):
    """Display name of a frog card: F1 to F18."""
    return "F%d" % (card + 1)


def describe(s, action, seat=-1):
    """Short public text of an action for the log and tests; pads named from seat's side (default: the mover's)."""
    me = s[_P_TURN]
    side = me if seat < 0 else seat
    kind = action & 0xE0
    arg = action & 0x1F
    if kind == A_PLAY:
        return "%s to shore" % card_name(arg)
    if kind == A_ENTER or kind == A_MOVE:
        step = 0 if kind == A_ENTER else s[_P_STEP + arg] + 1
        dest = route_pad(arg, step, me)
        start = "shore" if kind == A_ENTER else PAD_NAMES[own_pad(route_pad(arg, step - 1, me), side)]
        text = "%s %s>%s" % (card_name(arg), start, PAD_NAMES[own_pad(dest, side)])
        occupant = s[P_PAD + dest]
        if occupant == FLY:  # say now what the fly gives: the status line is all the mover reads
            if not _cards_left(s):
                return text + " fly +1"
            free = kind == A_MOVE or _free_pad(s)  # a move frees the pad it leaves
            return text + (" fly, card" if free else " fly +1, card")
        if occupant != EMPTY:
            name = card_name(occupant)
            if s[P_LOC + occupant] != Z_SWAMP + me:
                return "%s takes %s +1" % (text, name)
            if side == me:  # at most 26 characters: the status line's width
                return "%s your %s P%d+1" % (text, name, 2 - me)
            return "%s P%d's %s you+1" % (text, me + 1, name)
        return text
    if kind == A_FINISH:
        return "%s finishes +2" % card_name(arg)
    if kind == A_FORM:
        return "Formation %s +%d" % (card_name(arg), formation_count(s, arg, me))
    if kind == A_FLY:
        return "Fly to %s" % PAD_NAMES[own_pad(arg, side)]
    if kind == A_DRAW_DECK:
        return "Draw from deck"
    return "Take %s from river" % card_name(arg)


def check(s):
    """Raise ValueError unless every card and fly is in exactly one place and the counts agree."""
    if len(s) != STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), STATE_SIZE))
    if s[_P_PLAYERS] != 2 or s[_P_OPTIONS] != 0 or s[_P_TURN] > 1 or s[_P_PHASE] > PH_OVER:
        raise ValueError("bad header")
    deck_n = s[P_DECK_N]
    if deck_n > CARD_COUNT:
        raise ValueError("deck count")
    seen = bytearray(CARD_COUNT)
    for i in range(CARD_COUNT):
        c = s[P_DECK + i]
        if i < deck_n:
            if c >= CARD_COUNT or s[P_LOC + c] != Z_DECK:
                raise ValueError("deck slot %d" % i)
            seen[c] += 1
        elif c != NONE:
            raise ValueError("deck slot %d past the top" % i)
    for slot in range(RIVER_SIZE):
        c = s[P_RIVER + slot]
        if c != NONE:
            if c >= CARD_COUNT or s[P_LOC + c] != Z_RIVER:
                raise ValueError("river slot %d" % slot)
            seen[c] += 1
    flies = 0
    for p in range(PAD_COUNT):
        c = s[P_PAD + p]
        if c == FLY:
            flies += 1
        elif c != EMPTY:
            if c >= CARD_COUNT:
                raise ValueError("pad %d" % p)
            z = s[P_LOC + c]
            if z != Z_SWAMP and z != Z_SWAMP + 1:
                raise ValueError("pad %d holds a frog that is not on the swamp" % p)
            step = s[_P_STEP + c]
            if step > 3 or route_pad(c, step, z - Z_SWAMP) != p:
                raise ValueError("frog %d is off its route" % (c + 1))
            seen[c] += 1
    hands = bytearray(2)
    shores = bytearray(2)
    piles = bytearray(2)
    for c in range(CARD_COUNT):
        z = s[P_LOC + c]
        if z == Z_HAND or z == Z_HAND + 1:
            hands[z - Z_HAND] += 1
            seen[c] += 1
        elif z == Z_SHORE or z == Z_SHORE + 1:
            shores[z - Z_SHORE] += 1
            seen[c] += 1
        elif z == Z_PILE or z == Z_PILE + 1:
            if not 1 <= s[_P_STEP + c] <= 3:
                raise ValueError("scored card %d" % (c + 1))
            piles[z - Z_PILE] += s[_P_STEP + c]
            seen[c] += 1
        elif z > Z_PILE + 1:
            raise ValueError("card %d in zone %d" % (c + 1, z))
    for c in range(CARD_COUNT):
        if seen[c] != 1:
            raise ValueError("card %d is in %d places" % (c + 1, seen[c]))
    for seat in range(2):
        if hands[seat] != s[P_HAND_N + seat]:
            raise ValueError("hand count of P%d" % (seat + 1))
        if shores[seat] > SHORE_LIMIT:
            raise ValueError("shore of P%d" % (seat + 1))
        base = _P_POINTS + seat * 4
        if s[base] + s[base + 1] + s[base + 2] != piles[seat]:
            raise ValueError("points of P%d do not match the pile" % (seat + 1))
        flies += s[base + PT_FLY]
    phase = s[_P_PHASE]
    if phase == PH_FLY:
        flies += 1  # the fly being moved is in the mover's hand, on no pad
    if flies != FLY_COUNT:
        raise ValueError("%d flies" % flies)
    frog = s[_P_FROG]
    if phase == PH_FLY or phase == PH_DRAW:
        if frog >= CARD_COUNT or s[P_LOC + frog] != Z_SWAMP + s[_P_TURN] or not _cards_left(s):
            raise ValueError("pending fly")
        if phase == PH_FLY and not _free_pad(s):
            raise ValueError("no pad for the fly")
    elif frog != NONE:
        raise ValueError("pending frog outside a fly step")
    if phase == PH_MAIN and _generate(s, None) == 0:
        raise ValueError("the seat to act has no legal action but the game is not over")
    if phase == PH_OVER:
        if s[_P_STUCK] != s[_P_TURN]:
            raise ValueError("the seat that could not act must be the seat to act")
    elif s[_P_STUCK] != NONE:
        raise ValueError("stuck seat set during play")
