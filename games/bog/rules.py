"""BOG rules: two players play frog cards, move them across a 3x3 swamp, catch flies and score."""

# State layout (one bytearray of STATE_SIZE bytes, mutated in place):
#
#     offset  size  name        meaning
#     0       4     SEED        the game's seed, little-endian (< 2**30)
#     4       4     RNG         PRNG bytes (lib/prng.py)
#     8       1     PLAYERS     always 2
#     9       1     OPTIONS     always 0 (BOG has no variant)
#     10      1     TURN        seat deciding now
#     11      1     PHASE       PH_MAIN, PH_FLY (place the fly), PH_DRAW (take a card), PH_OVER
#     12      1     FROG        card whose landing on a fly is being resolved, or NONE
#     13      1     STUCK       seat that had no legal action when the game ended, or NONE
#     14      2     TURNS       completed turns, little-endian
#     16      1     DECK_N      cards in the draw pile
#     17      18    DECK        draw pile, bottom first; the top card is DECK[DECK_N - 1]
#     35      3     RIVER       the face-up cards, card id or NONE per slot
#     38      18    LOC         zone of each card (Z_* + seat)
#     56      18    STEP        swamp frogs: route step 0-3; scored cards: points they gave
#     74      9     PAD         each pad: card id, FLY or EMPTY (absolute pads, below)
#     83      2     HAND_N      hand size per seat (public)
#     85      8     POINTS      per seat: captures, routes, formations, flies
#
# Absolute pads are numbered from seat 0's side; seat 1 sees the same swamp turned 180 degrees, so a
# card's own-side pad p lies on absolute pad 8 - p for seat 1:
#
#         seat 1's shore
#         6 7 8          (seat 0's A3 B3 C3 = seat 1's C1 B1 A1)
#         3 4 5          the fly row
#         0 1 2          (seat 0's A1 B1 C1)
#         seat 0's shore
#
# Offsets the view needs are public (P_*); the others are private consts, which MicroPython inlines
# and keeps out of the module's globals.
#
# Actions are ints below 256: kind << 5 | argument (a card id, or a pad for A_FLY).
#
# Rule decisions (the rulebook, then docs/sources.md, BOG, then these):
# - A formation scores the frogs of either player standing on its 3 pads; with none it cannot be played.
# - Landing on your own frog is legal only when no other action of any kind is; the frog landed on
#   goes to the opponent's score pile for 1 point.
# - A frog landing on a fly: when no card is left in the deck or the river the fly is scored at once
#   and not moved; otherwise, when no pad is free the fly is scored and the card is still taken;
#   otherwise the mover puts the fly on any free pad (no frog, no fly), then takes the deck's top card
#   or a river card (the river slot is refilled from the deck when it has cards).
# - With the deck empty a fly lets you take a river card only; the river is then not refilled.
# - A frog on its last pad stays there until its owner finishes the route or it is captured.
# - Log texts say what a landing gives, from the reader's side and within the 26-column status line:
#   "takes F13 +1" (a capture), "your F13 P2+1" to the mover and "P1's F13 you+1" to the opponent (an
#   own frog landed on), "fly, card" (the fly moves, a card follows), "fly +1, card" (no free pad),
#   "fly +1" (no card left: scored now, no card).
# - The game ends when the seat to act has no legal action. Deck and river empty: most points wins,
#   a tie is lost by the seat that could not act. Otherwise the seat that could not act loses.
#
# The code lives in pieces (each under the badge's 24 KB compile peak); this module is the contract's face:
#   core.py   pad geometry, routes, formations, the deck, the points (shared by the pieces)
#   moves.py  legal actions (generate, is_legal)         play.py   apply(): what each action does
#   start.py  new_state() (first use)                    audit.py  check(): the invariants (first use)
#   score.py  winners, outcome, score sheet (first use)  text.py   describe(), card names (first use)
# Pieces never import this module; each declares the offsets it uses in a block tools/consts.py writes
# from consts.txt, where every constant of the game is written once.

from micropython import const

# the view and the tests read these as rules.<name>
from games.bog.core import (  # noqa: F401  (re-exported)
    PAD_NAMES,
    formation_count,
    own_pad,
    points,
    route_pad,
    route_step,
    scores,
)

# the contract's legal_actions, is_legal and apply, re-exported rather than wrapped: a frame less under a CPU's
# search on the badge, whose Python frames share a small fixed stack (the pystack)
from games.bog.moves import generate as legal_actions  # noqa: F401
from games.bog.moves import is_legal  # noqa: F401
from games.bog.play import apply  # noqa: F401

TITLE = "BOG"
OPTIONS = ()
HIDDEN_INFO = True

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(2)
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
TURN_AT = const(14)  # P_TURNS, the hook the game loop and the CPU read: a turn ends when it changes
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

_CARD_COUNT = const(18)
# end of consts.txt


def new_state(players, seed, options=0):
    """Shuffle the 18 frogs, deal 2 to seat 0, 3 to seat 1, 3 to the river; flies on the middle row."""
    if players != 2:
        raise ValueError("BOG is for 2 players")
    if options != 0:
        raise ValueError("BOG has no options")
    from games.bog import start  # set-up code: loaded when a game starts

    return start.new_state(seed)


def current_player(s):
    """Seat deciding now, or -1 once the game is over."""
    return -1 if s[_P_PHASE] == PH_OVER else s[_P_TURN]


def is_over(s):
    """True once a seat had no legal action."""
    return s[_P_PHASE] == PH_OVER


def reveals(s, action):
    """True when an action shows a hidden card (a play, a formation, a draw, a refill): undo stops there."""
    # In BOG each of these also ends the turn, which clears undo anyway; games with longer turns rely on it.
    kind = action & 0xE0
    return kind == A_PLAY or kind == A_FORM or kind == A_DRAW_DECK or (kind == A_TAKE and s[P_DECK_N] > 0)


def winners(s):
    """Winning seats once over (empty tuple while playing), with the rulebook's tie rule."""
    from games.bog import score  # the final count: loaded when a game ends

    return score.winners(s)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    from games.bog import score

    return score.outcome_text(s)


def score_sheet(s):
    """Rows of (label, points per seat) for the end-of-game score sheet."""
    from games.bog import score

    return score.score_sheet(s)


def view(s, seat, out=None):
    """Copy of s with what seat may not see blanked: the other hand, the deck order, the seed and PRNG; into
    out (a bytearray of STATE_SIZE) when given."""
    if seat != 0 and seat != 1:
        raise ValueError("no seat %r in BOG" % (seat,))
    v = bytearray(len(s)) if out is None else out  # out: the caller's buffer, made once (no heap per view)
    v[:] = s
    for i in range(8):
        v[_P_SEED + i] = 0
    for i in range(_CARD_COUNT):
        v[P_DECK + i] = NONE
        z = v[P_LOC + i]
        if z == Z_DECK or (z == Z_HAND + 1 - seat):
            v[P_LOC + i] = Z_HIDDEN
    return v


def card_name(card):
    """Display name of a frog card: F1 to F18."""
    from games.bog import text  # loaded by the first status line, then kept

    return text.card_name(card)


def describe(s, action, seat=-1):
    """Short public text of an action for the log; pads named from seat's side (default: the mover's)."""
    from games.bog import text

    return text.describe(s, action, seat)


def check(s):
    """Raise ValueError unless every card and fly is in exactly one place and the counts agree."""
    # check runs on resume and in tests, never in play: keeping it apart saves import heap
    from games.bog import audit

    audit.check(s)
