"""Bunny Boom rules. State layout and rule decisions: the comments below (a docstring costs RAM)."""

# Bunny Boom rules: 2-4 villagers lay cards around a centre tile, walk over them and collect rabbits.
#
# Fewest rabbits wins. Cards are in games/bunnyboom/cards.py (a reconstruction kept in one table).
#
# The village: rows of 3 spaces around the centre tile. Space id = row * 3 + distance (0 touches the
# centre). Rows in use: 2 players left and right, 3 players add the top, 4 players all four.
#
#                  U3 (8)
#                  U2 (7)
#                  U1 (6)
#     L3 L2 L1   centre   R1 R2 R3        L: 2 1 0    R: 3 4 5
#                  D1 (9)
#                  D2 (10)
#                  D3 (11)
#
# A pawn, the fox or the carrot stands on a space id or on CENTRE (12). Moving from a to b crosses the
# spaces strictly between them along the cross (through the centre when the rows differ).
#
# State layout (one bytearray of STATE_SIZE bytes, mutated in place):
#
#     offset  size  name        meaning
#     0       4     SEED        the game's seed, little-endian (< 2**30)
#     4       4     RNG         PRNG bytes (lib/prng.py)
#     8       1     PLAYERS     2-4
#     9       1     OPTIONS     bit 0 Fox variant, bit 1 Burrow variant, bit 2 hourglass
#     10      1     TURN        seat to move (every decision of a turn is the mover's)
#     11      1     PHASE       PH_* decision asked now
#     12      1     STAGE       ST_* step of the turn that asked it
#     13      1     CARD        card chosen / played this turn, or NONE
#     14      1     PEND        rabbits still to give / to put on village cards
#     15      1     MASK        seats already given a rabbit in this prompt
#     16      1     AUX         card chosen to swap away, or NONE
#     17      1     FLAGS       bit 0: the hourglass penalty was taken this turn
#     18      2     TURNS       completed turns, little-endian
#     20      2     OUT         rabbits out of the bank (domains, village and river cards), little-endian
#     22      1     DECK_N      cards in the draw pile
#     23      1     CARROT      seat holding the carrot, or NONE (on the centre tile)
#     24      1     FOX         position of the fox, or NONE (variant off)
#     25      1     BURROW      seat holding the burrow, or NONE
#     26      4     PAWN        position per seat
#     30      8     DOMAIN      rabbits per seat, 2 bytes little-endian each
#     38      4     HAND_N      cards in hand per seat
#     42      4     DOWN_N      face-down cards in front of each seat
#     46      3     RIVER       river card per slot, or NONE
#     49      3     RIVER_RAB   rabbits lying on each river card
#     52      12    TOP         top card of each space, or NONE
#     64      12    SPACE_RAB   rabbits lying on each space's card
#     76      12    INFO        per space: layers (cards in the stack) | CLOSED
#     88      78    LOC         zone of each card (Z_*)
#     166     39    KNOWN       4 bits per card (card c: byte c // 2, the high half for odd c): bit p set when
#                               seat p knows the card is where it is, in another seat's hand (taken from the
#                               river, given away by a Swap, handed on by a Pass)
#
# The deck has no order in the state: a draw takes a random card of zone Z_DECK with the PRNG.
#
# Actions are kind + argument (A_* below, all < 1200). A turn: A_CARD (choose a hand card), A_SPACE
# (where), then the prompts its effects ask, each listing only legal targets: A_TAKE (river card taken
# first by Mega / River Bunny Boom), A_SEAT (the carrot's pawn, who gets a rabbit, who to swap with,
# who gets a face-down card), A_SKIP (card skipped), A_RIVER (river card whose effect applies),
# A_PUT (village card a rabbit goes on), A_SWAPCARD (own card to swap away), A_DRAW (deck or river).
#
# Rule decisions (the rulebook, then docs/sources.md, Bunny Boom, then these):
# - Mayor and Joker cards are in the base deck (docs/sources.md): purple ones at 2 players, all at 3-4.
#   Fox and Burrow cards enter only with their variant; the hourglass is an option.
# - Every family exists in both colours (the colour only marks the 2-player deck).
# - Playing on an empty space costs nothing. On a card: same family closes the space; another family
#   costs the played card's value. The Mayor, the Joker and the IGNORE (Free) card go on anything free;
#   a Joker or an IGNORE card closes the space. The Mayor has no family: a card played on a Mayor
#   never matches it, so it pays its value and the space stays open (a Mayor on a Mayor is free). A
#   card played on an IGNORE card follows the open-space rule (same family free, another family pays
#   its value, a Mayor or a Joker free) and the space then closes ("si elle est sous une carte"). A
#   Joker closes its space even in the first layer ("vous ne pouvez plus y placer de cartes
#   par-dessus"); a first-layer IGNORE card stays open until covered.
# - A stack may grow past 2 cards while its top keeps changing family; only the top card counts.
# - Rabbits lying on a card stay on that space when it is covered.
# - Passage: each crossed space gives its top card's passage and the rabbits on it; start, end and
#   centre give nothing. The path is the only one along the cross.
# - Carrot: the mover pulls another villager's pawn (never their own) onto the card just played;
#   that villager takes the carrot and the passages on the way, in order. Then the mover moves.
# - Skip: the mover chooses one crossed card (a prompt even when only one is crossed).
# - Give (on-play and river): automatic when the mover has a rabbit for every other villager; with
#   fewer, the mover chooses that many distinct villagers; with none, nothing happens.
# - PLUS/MINUS: the rabbit at step 4 (MINUS with an empty domain loses nothing), the river effect at
#   step 6, after the move, as a wave card's ("activez l'effet Rivière" is the wave icon's step).
# - Mega / River Bunny Boom: the mover first takes a river card into hand (and its rabbits); with an
#   empty river the rabbits are placed at once. Mega also puts 1 rabbit in every other domain.
# - Bunny Boom is applied after the move, the wave's river effect after that.
# - A river effect is compulsory when a river card shows one; the card goes to the discard pile and
#   the rabbits on it back to the bank.
# - River PLACE: min(2, own rabbits) rabbits, one prompt each, onto any village card.
# - River SWAP: the mover picks an own card, then a villager holding cards; that villager's card is
#   drawn at random. Nothing happens when either side has no card.
# - River DOWN: the deck's random card goes face down in front of any villager, the mover included
#   ("un villageois de votre choix"; nobody sees it, it scores its value at the end); nothing happens
#   when the deck is empty.
# - River PASS: the mover draws up to 3, one prompt per card, from the deck or a river card (as at
#   step 7, its rabbits along), then every hand goes to the right neighbour (seat - 1, play being
#   clockwise).
# - Fox: the fox walks from its place to the card played; every other villager whose pawn stands on a
#   space it enters (the centre when it crosses it, and the played card included) takes 1 rabbit from
#   the mover's domain, in seat order after the mover, while the mover has rabbits.
# - Burrow: the last player of a Burrow card holds the burrow; anyone else crossing a Burrow top card
#   takes 1 rabbit from the holder's domain (when the holder has one).
# - Drawing: one prompt per missing card, from the deck or a river card (its rabbits go with it).
# - No cap on rabbits (the rulebook never limits them; the tokens are change): the bank never runs
#   out, OUT only counts the rabbits out of it for check(). Limits of the counts: a domain and OUT are
#   2 bytes (65535); a game has at most 78 turns (each lays a card for good) and a turn hands out under
#   70 new rabbits (cost 4, hourglass 4, Mega 18, river Boom 12, two walks of 4 passages of 3), so under
#   5500 in all. A village card gets at most 3 rabbits a turn (a Boom and a river Put-2), 234 in a game,
#   under its byte's 255; a river card at most 1 a turn.
# - Hourglass: the penalty (highest river value) is taken at most once a turn; the player then still
#   plays the card (passing is not allowed). The sand runs while choosing the card and its space.
# - End: at the end of a turn, when the draw pile is empty, or when the next villager cannot play (no
#   space: all closed, or only the one under their own pawn; or no card in hand).
# - Score: domain + hand values + face-down values + 4 for the carrot; fewest wins; a tie goes to the
#   fewest rabbits in the domain; still tied, all tied villagers win (the rulebook says replay).
#
# Each decision has a scenario test in tests_host/test_bunnyboom_rules.py.
#
# The code lives in pieces (each under the badge's 24 KB compile peak); this module is the contract's face:
#   core.py   helpers the pieces share (2-byte rabbit counts, the deck of a game, spaces, costs, paths)
#   moves.py  legal actions (legal_actions, is_legal)          play.py   apply(): the steps of a turn
#   effects.py  the effects that may ask the mover, the booms (play.py's)
#   start.py  new_state() (first use)                          audit.py  check(): the invariants (first use)
#   score.py  winners, score sheet, outcome line (first use)   text.py   describe(), names (first use)
# Pieces never import this module; each declares the offsets it uses in a block tools/consts.py writes
# from consts.txt, where every constant of the game is written once.

from micropython import const

# the view and the tests read these as rules.<name>; legal_actions and apply are the pieces' own
# functions (no wrapper call on every step)
from games.bunnyboom.cards import CARD_COUNT, CARDS
from games.bunnyboom.core import domain, gain, known, path_at, path_len, play_cost, scores  # noqa: F401
from games.bunnyboom.moves import generate as legal_actions  # noqa: F401
from games.bunnyboom.play import apply

TITLE = "Bunny Boom"
OPTIONS = (("Fox", ("off", "on")), ("Burrow", ("off", "on")), ("Hourglass", ("off", "on")))
HIDDEN_INFO = True

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)
STATE_VERSION = const(3)  # 3: KNOWN (166-204); 2: bytes 20-21 count the rabbits out (v1: a 300-rabbit supply)

_P_SEED = const(0)
_P_RNG = const(4)
P_PLAYERS = const(8)
_P_OPTIONS = const(9)
P_TURN = const(10)
P_PHASE = const(11)
_P_STAGE = const(12)
P_CARD = const(13)
_P_PEND = const(14)
_P_MASK = const(15)
_P_AUX = const(16)
_P_FLAGS = const(17)
P_TURNS = const(18)
TURN_AT = const(18)  # P_TURNS, the hook the game loop and the CPU read: a turn ends when it changes
_P_OUT = const(20)
P_DECK_N = const(22)
P_CARROT = const(23)
P_FOX = const(24)
P_BURROW = const(25)
P_PAWN = const(26)
_P_DOMAIN = const(30)
P_HAND_N = const(38)
P_DOWN_N = const(42)
P_RIVER = const(46)
P_RIVER_RAB = const(49)
P_TOP = const(52)
P_SPACE_RAB = const(64)
P_INFO = const(76)
P_LOC = const(88)
_P_KNOWN = const(166)
STATE_SIZE = const(205)

NONE = const(255)
CENTRE = const(12)
SPACES = const(12)
RIVER_SIZE = const(3)
HAND_SIZE = const(3)
_CARROT_POINTS = const(4)
CLOSED = const(0x80)
LAYERS = const(0x7F)
_CLOSES = const(0x100)  # play_cost() flag: the play closes the space

_O_FOX = const(1)
_O_BURROW = const(2)
_O_HOURGLASS = const(4)
_F_TIMED = const(1)

# zones of LOC
_Z_OUT = const(0)
_Z_DECK = const(1)
_Z_RIVER = const(2)
_Z_DISCARD = const(3)
_Z_HIDDEN = const(4)
Z_HAND = const(8)
_Z_DOWN = const(12)
_Z_HAND_END = const(12)  # hands: Z_HAND + seat below it
_Z_TOP = const(16)
_Z_UNDER = const(32)

# card bytes (cards.CARDS, 5 per card): family, value, effect | wave, river effect, passage
_C_FAMILY = const(0)
_C_VALUE = const(1)
_C_EFFECT = const(2)
_C_RIVER = const(3)
_C_PASSAGE = const(4)
_WAVE = const(0x80)

# on-play effects (low 7 bits of the effect byte)
_E_BB = const(1)
_E_MEGA = const(2)
_E_RBB = const(3)
_E_CARROT = const(4)
_E_GIVE = const(5)
_E_SKIP = const(6)
_E_CENTRE = const(7)
_E_PLUS = const(8)
_E_MINUS = const(9)
_E_RENEW = const(10)
_E_IGNORE = const(11)
_E_BURROW = const(12)
_E_FOX = const(13)

# river effects
_R_NONE = const(0)
_R_PLACE = const(1)
_R_GIVE = const(2)
_R_SWAP = const(3)
_R_DOWN = const(4)
_R_PASS = const(5)
_R_BOOM = const(6)

_PH_PLAY = const(0)
PH_SPACE = const(1)
_PH_TAKE = const(2)
_PH_CARROT = const(3)
_PH_GIVE = const(4)
_PH_SKIP = const(5)
_PH_RIVER = const(6)
_PH_PUT = const(7)
_PH_SWAP_CARD = const(8)
_PH_SWAP_SEAT = const(9)
_PH_DOWN = const(10)
_PH_DRAW = const(11)
_PH_OVER = const(12)
_PH_AUTO = const(13)  # only while apply() runs

_ST_EFFECT = const(0)
_ST_MOVE = const(1)
_ST_BOOM = const(2)
_ST_WAVE = const(3)
_ST_DRAW = const(4)
_ST_END = const(5)

A_CARD = const(0)
A_SPACE = const(128)
A_TAKE = const(256)
A_SEAT = const(384)
A_SKIP = const(512)
A_RIVER = const(640)
A_PUT = const(768)
A_SWAPCARD = const(896)
A_DRAW = const(1024)  # + river slot 0-2, or + DRAW_DECK
DRAW_DECK = const(3)

MAX_LEGAL = const(16)
# end of consts.txt


def new_state(players, seed, options=0):
    """Deal 3 cards each and a river of 3 from the deck of this player count; 1 rabbit per domain."""
    from games.bunnyboom import start  # set-up code: loaded when a game starts

    return start.new_state(players, seed, options)


def current_player(s):
    """Seat deciding now (the mover), or -1 once the game is over."""
    return -1 if s[P_PHASE] == _PH_OVER else s[P_TURN]


def is_over(s):
    """True once the game has ended."""
    return s[P_PHASE] == _PH_OVER


def timed(s):
    """True while the hourglass runs: the option is on, the mover chooses the card to play, no penalty yet."""
    return s[_P_OPTIONS] & _O_HOURGLASS != 0 and s[P_PHASE] <= PH_SPACE and s[_P_FLAGS] & _F_TIMED == 0


def time_out(s):
    """The sand ran out: the mover adds the highest river value to their rabbits (once a turn)."""
    if not timed(s):
        raise ValueError("the hourglass is not running")
    m = 0
    for slot in range(RIVER_SIZE):
        c = s[P_RIVER + slot]
        if c != NONE and CARDS[5 * c + _C_VALUE] > m:
            m = CARDS[5 * c + _C_VALUE]
    gain(s, s[P_TURN], m)
    s[_P_FLAGS] |= _F_TIMED


def reveals(s, action):
    """True when an action shows hidden cards or draws on the PRNG (undo stops there)."""
    kind = action & 0xFF80
    if kind == A_CARD or kind == A_SWAPCARD:
        return False
    t = bytearray(s)
    try:
        apply(t, action)
    except ValueError:
        return False
    if kind == A_SPACE or t[_P_RNG:_P_RNG + 4] != s[_P_RNG:_P_RNG + 4] or t[P_TURN] != s[P_TURN] or (
            t[P_PHASE] == _PH_OVER):
        return True
    mine = Z_HAND + s[P_TURN]
    for c in range(CARD_COUNT):  # a card the mover had not seen comes into the hand (a river PASS)
        if t[P_LOC + c] == mine and s[P_LOC + c] != mine and s[P_LOC + c] != _Z_RIVER:
            return True
    return False


def view(s, seat, out=None):
    """Copy of s with what seat may not see blanked: other hands (but the cards it knows there), the deck,
    face-down cards, the PRNG, what the others know; into out (a bytearray of STATE_SIZE) when given."""
    if not 0 <= seat < s[P_PLAYERS]:
        raise ValueError("seat")
    v = bytearray(len(s)) if out is None else out  # out: the caller's buffer, made once (no heap per view)
    v[:] = s
    for i in range(8):
        v[_P_SEED + i] = 0
    for i in range(_P_KNOWN, STATE_SIZE):
        v[i] = 0
    for c in range(CARD_COUNT):
        z = v[P_LOC + c]
        if Z_HAND <= z < _Z_HAND_END and z != Z_HAND + seat and known(s, c) >> seat & 1:
            v[_P_KNOWN + c // 2] |= 1 << (seat + 4 * (c & 1))  # it stays in sight, known to this seat only
        elif z == _Z_DECK or (Z_HAND <= z < _Z_DOWN + 4 and z != Z_HAND + seat):
            v[P_LOC + c] = _Z_HIDDEN
    if seat != s[P_TURN]:
        if s[P_PHASE] == PH_SPACE:
            v[P_CARD] = NONE
        v[_P_AUX] = NONE
    return v


# --- on first use: texts (text.py), the invariants (audit.py), the final count (score.py) ------------
# A piece stays loaded once imported: dropping it again would churn sys.modules and the package's
# attributes, whose hash tables then grow (the long-session heap test sees that as a leak).

def space_name(sp):
    """Name of a space: row letter (Left, Right, Up, Down) and distance from the centre, e.g. "L1"."""
    from games.bunnyboom import text

    return text.space_name(sp)


def card_name(card):
    """Short name of a card: family and value ("Sun3"), or "Mayor2" / "Joker4"."""
    from games.bunnyboom import text

    return text.card_name(card)


def describe(s, action, seat=-1):
    """Short text of an action; a reader other than the mover (seat) is not told private cards."""
    from games.bunnyboom import text  # loaded by the first status line, then kept

    return text.describe(s, action, seat)


def check(s):
    """Raise ValueError unless every card and rabbit is in exactly one place and the counts agree."""
    # check runs on resume and in tests, never in play: keeping it apart saves import heap
    from games.bunnyboom import audit

    audit.check(s)


def winners(s):
    """Seats with the fewest rabbits once over; a tie goes to the fewest in the domain (empty while playing)."""
    from games.bunnyboom import score

    return score.winners(s)


def score_sheet(s):
    """Rows of (label, values per seat) for the end-of-game score sheet; the last row is the total."""
    from games.bunnyboom import score

    return score.score_sheet(s)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    from games.bunnyboom import score

    return score.outcome_text(s)
