"""Frogriders (La Chevauchee des Grenouilles), 2-4 players: jump frogs over frogs, capture, score sets."""
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
# The pond (RECON shape, docs/sources.md, Frogriders): 57 pads in a 9x9 square, pad (r, c) exists iff
# max(|r-4|, |c-4|) <= 4 and |r-4| + |c-4| <= 5; numbered row by row. Pads with max(...) <= 3 and
# sum <= 4 are inner (37 with the centre); the other 20 are the border.
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
# Rule decisions (the rulebook, then docs/sources.md, Frogriders, then these):
# - Secret objectives are chosen seat by seat before the first jump (P1 first); seat 0 jumps first.
# - A jump is two decisions: the jumper, then the landing pad with its technique (undo goes back).
# - A run-up slides at least one empty pad (without one it is a normal jump); it is orthogonal only.
#   At 2 players the border pads are out of the game: no jump, slide or landing uses them.
# - L-shaped landings at the same pad over two different frogs are two actions ("Lv": the jumped frog
#   is above or below the jumper, "Lh": beside it).
# - The privilege deck holds 2 Flower cards (the rulebook scores "1 Trophée pour chacune" when a player
#   owns more than one); the second took the place of the reconstruction's second Either card
#   (cards.py).
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
#   worth "the number shown (+5/+3)": read as two printings, one card +5 and one +3 (the first
#   reconstruction's "second fewest +3" would reward a player who is not the fewest, at 2 players
#   the one with most).
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
# Pieces (each under the badge's 24 KB compile peak; none imports this module, each declares the
# offsets it uses in a block tools/consts.py writes from consts.txt):
#   core.py   geometry, pad names, card ownership, the jumped pad, flower bonus   (start-up)
#   moves.py  the jumps with each technique, phase B, legal_actions, is_legal       (start-up)
#   play.py   apply(): what each action does                                        (start-up)
#   start.py  new_state()                     score.py  the final count, winners, score sheet
#   audit.py  check(): the invariants         text.py   describe(), objective and card names
#   (the last four on first use)

from micropython import const

from games.frogriders.cards import PRIV_COUNT, SECRET_COUNT

# the view, the tests and the tools read these as rules.<name>
from games.frogriders.core import (  # noqa: F401  (re-exported)
    COLOR_NAMES,
    FROG_TOTALS,
    OUT_AT_2,
    flower_bonus,
    is_flower,
    is_inner,
    kept_secret,
    kinds_owned,
    pad_name,
    pad_rc,
)
from games.frogriders.moves import can_jump, landings, legal_actions  # noqa: F401
from games.frogriders.play import apply  # noqa: F401  (the contract's apply)

TITLE = "Frogriders"
OPTIONS = (("Commons", ("Fronts", "One back")),)
HIDDEN_INFO = True

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)
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
TURN_AT = const(15)  # P_TURNS, the hook the game loop and the CPU read: a turn ends when it changes
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

A_SECRET = const(0)
A_FROM = const(16)
A_PASS = const(80)
A_RED = const(81)
A_BLUE = const(83)  # send a blue with no face-up card left: nothing to take
A_TAKE = const(84)
A_PRIV = const(88)
A_BACK = const(96)  # + 0 or 1: turn that common objective to its back
A_LAND = const(128)

MAX_LEGAL = const(64)
# end of consts.txt


def new_state(players, seed, options=0):
    """Fill the pond at random, shuffle the privilege deck, show 4 cards and 2 commons, deal secrets."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("Frogriders is for 2-4 players")
    from games.frogriders import start  # set-up code: loaded for the call, then dropped

    try:
        return start.new_state(players, seed, options)
    finally:  # its code need not stay on the heap while the view is built
        import sys

        del sys.modules["games.frogriders.start"]
        package = sys.modules.get("games.frogriders")
        if package is not None and hasattr(package, "start"):
            delattr(package, "start")


def current_player(s):
    """Seat deciding now, or -1 once the game is over."""
    return -1 if s[P_PHASE] == PH_OVER else s[P_TURN]


def is_over(s):
    """True once a player had no legal jump."""
    return s[P_PHASE] == PH_OVER


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
    """Why the game ended (and how a tie was settled), or an empty string while it goes on."""
    if s[P_PHASE] != PH_OVER:
        return ""
    from games.frogriders import score
    return score.outcome_text(s)


def score_sheet(s):
    """Rows of (label, trophies per seat) for the end-of-game score sheet (every line of the count)."""
    from games.frogriders import score
    return score.score_sheet(s)


# --- views and texts ----------------------------------------------------------------------------


def view(s, seat, out=None):
    """Copy of s with what seat may not see blanked: deck order, others' secrets, seed and PRNG; into out (a
    bytearray of STATE_SIZE) when given."""
    # once the game is over every kept secret objective is shown (they are revealed for scoring)
    v = bytearray(len(s)) if out is None else out  # out: the caller's buffer, made once (no heap per view)
    v[:] = s
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
    from games.frogriders import text  # loaded by the first status line, then kept

    return text.describe(s, action, seat)


def check(s):
    """Raise ValueError unless every frog and card is in exactly one place and the phase is coherent."""
    # check runs on load and in tests, never in play: audit.py is imported on the first call
    from games.frogriders import audit

    audit.check(s)
