"""Bunny Boom rules: 2-4 villagers lay cards around a centre tile, walk over them and collect rabbits.

Fewest rabbits wins. Cards are in games/bunnyboom/cards.py (a reconstruction kept in one table).

The village: rows of 3 spaces around the centre tile. Space id = row * 3 + distance (0 touches the
centre). Rows in use: 2 players left and right, 3 players add the top, 4 players all four.

                 U3 (8)
                 U2 (7)
                 U1 (6)
    L3 L2 L1   centre   R1 R2 R3        L: 2 1 0    R: 3 4 5
                 D1 (9)
                 D2 (10)
                 D3 (11)

A pawn, the fox or the carrot stands on a space id or on CENTRE (12). Moving from a to b crosses the
spaces strictly between them along the cross (through the centre when the rows differ).

State layout (one bytearray of STATE_SIZE bytes, mutated in place):

    offset  size  name        meaning
    0       4     SEED        the game's seed, little-endian (< 2**30)
    4       4     RNG         PRNG bytes (lib/prng.py)
    8       1     PLAYERS     2-4
    9       1     OPTIONS     bit 0 Fox variant, bit 1 Burrow variant, bit 2 hourglass
    10      1     TURN        seat to move (every decision of a turn is the mover's)
    11      1     PHASE       PH_* decision asked now
    12      1     STAGE       ST_* step of the turn that asked it
    13      1     CARD        card chosen / played this turn, or NONE
    14      1     PEND        rabbits still to give / to put on village cards
    15      1     MASK        seats already given a rabbit in this prompt
    16      1     AUX         card chosen to swap away, or NONE
    17      1     FLAGS       F_TIMED: the hourglass penalty was taken this turn
    18      2     TURNS       completed turns, little-endian
    20      2     SUPPLY      rabbits in the general supply, little-endian
    22      1     DECK_N      cards in the draw pile
    23      1     CARROT      seat holding the carrot, or NONE (on the centre tile)
    24      1     FOX         position of the fox, or NONE (variant off)
    25      1     BURROW      seat holding the burrow, or NONE
    26      4     PAWN        position per seat
    30      8     DOMAIN      rabbits per seat, 2 bytes little-endian each
    38      4     HAND_N      cards in hand per seat
    42      4     DOWN_N      face-down cards in front of each seat
    46      3     RIVER       river card per slot, or NONE
    49      3     RIVER_RAB   rabbits lying on each river card
    52      12    TOP         top card of each space, or NONE
    64      12    SPACE_RAB   rabbits lying on each space's card
    76      12    INFO        per space: layers (cards in the stack) | CLOSED
    88      78    LOC         zone of each card (Z_*)

The deck has no order in the state: a draw takes a random card of zone Z_DECK with the PRNG.

Actions are kind + argument (A_* below, all < 1200). A turn: A_CARD (choose a hand card), A_SPACE
(where), then the prompts its effects ask, each listing only legal targets: A_TAKE (river card taken
first by Mega / River Bunny Boom), A_SEAT (the carrot's pawn, who gets a rabbit, who to swap with,
who gets a face-down card), A_SKIP (card skipped), A_RIVER (river card whose effect applies),
A_PUT (village card a rabbit goes on), A_SWAPCARD (own card to swap away), A_DRAW (deck or river).

Rule decisions (the rulebook, then ../shared/reference/README.md, then these):
- Mayor and Joker cards are in the base deck (the reference): purple ones at 2 players, all at 3-4.
  Fox and Burrow cards enter only with their variant; the hourglass is an option.
- Every family exists in both colours (the colour only marks the 2-player deck).
- Playing on an empty space costs nothing. On a card: same family closes the space; another family
  costs the played card's value. The Mayor and the IGNORE card go on anything free; a Joker or an
  IGNORE card closes the space; a card played on a Mayor is free and leaves the space open; a card
  played on an IGNORE card is free and closes the space ("si elle est sous une carte").
- A stack may grow past 2 cards while its top keeps changing family; only the top card counts.
- Rabbits lying on a card stay on that space when it is covered.
- Passage: each crossed space gives its top card's passage and the rabbits on it; start, end and
  centre give nothing. The path is the only one along the cross.
- Carrot: the mover pulls another villager's pawn (never their own) onto the card just played;
  that villager takes the carrot and the passages on the way, in order. Then the mover moves.
- Skip: the mover chooses one crossed card (a prompt even when only one is crossed).
- Give (on-play and river): automatic when the mover has a rabbit for every other villager; with
  fewer, the mover chooses that many distinct villagers; with none, nothing happens.
- PLUS/MINUS: the rabbit first (MINUS with an empty domain loses nothing), then a river effect.
- Mega / River Bunny Boom: the mover first takes a river card into hand (and its rabbits); with an
  empty river the rabbits are placed at once. Mega also puts 1 rabbit in every other domain.
- Bunny Boom is applied after the move, the wave's river effect after that.
- A river effect is compulsory when a river card shows one; the card goes to the discard pile and
  the rabbits on it back to the supply.
- River PLACE: min(2, own rabbits) rabbits, one prompt each, onto any village card.
- River SWAP: the mover picks an own card, then a villager holding cards; that villager's card is
  drawn at random. Nothing happens when either side has no card.
- River DOWN: the deck's random card goes face down in front of another villager (nobody sees it,
  it scores its value at the end); nothing happens when the deck is empty.
- River PASS: the mover draws from the deck up to 3, then every hand goes to the right neighbour
  (seat - 1, play being clockwise).
- Fox: the fox walks from its place to the card played; every other villager whose pawn stands on a
  space it enters (the centre when it crosses it, and the played card included) takes 1 rabbit from
  the mover's domain, in seat order after the mover, while the mover has rabbits.
- Burrow: the last player of a Burrow card holds the burrow; anyone else crossing a Burrow top card
  takes 1 rabbit from the holder's domain (when the holder has one).
- Drawing: one prompt per missing card, from the deck or a river card (its rabbits go with it).
- The supply holds 300 rabbits (the rulebook's tokens); a gain takes what is left when it runs short.
- Hourglass: the penalty (highest river value) is taken at most once a turn; the player then still
  plays the card (passing is not allowed). The sand runs while choosing the card and its space.
- End: at the end of a turn, when the draw pile is empty, or when the next villager has no space to
  play on (all closed, or only the one under their own pawn).
- Score: domain + hand values + face-down values + 4 for the carrot; fewest wins; a tie goes to the
  fewest rabbits in the domain; still tied, all tied villagers win (the rulebook says replay).
"""

from micropython import const

import prng
from games.bunnyboom.cards import CARD_COUNT, EFFECT, FAMILY, JOKER, MAYOR, PASSAGE, PURPLE_COUNT, RIVER, VALUE

TITLE = "Bunny Boom"
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)
OPTIONS = (("Fox", ("off", "on")), ("Burrow", ("off", "on")), ("Hourglass", ("off", "on")))
HIDDEN_INFO = True
STATE_VERSION = const(1)

_P_SEED = const(0)
_P_RNG = const(4)
P_PLAYERS = const(8)
P_OPTIONS = const(9)
P_TURN = const(10)
P_PHASE = const(11)
P_STAGE = const(12)
P_CARD = const(13)
P_PEND = const(14)
P_MASK = const(15)
P_AUX = const(16)
P_FLAGS = const(17)
P_TURNS = const(18)
P_SUPPLY = const(20)
P_DECK_N = const(22)
P_CARROT = const(23)
P_FOX = const(24)
P_BURROW = const(25)
P_PAWN = const(26)
P_DOMAIN = const(30)
P_HAND_N = const(38)
P_DOWN_N = const(42)
P_RIVER = const(46)
P_RIVER_RAB = const(49)
P_TOP = const(52)
P_SPACE_RAB = const(64)
P_INFO = const(76)
P_LOC = const(88)
STATE_SIZE = const(166)

NONE = const(255)
CENTRE = const(12)
SPACES = const(12)
RIVER_SIZE = const(3)
HAND_SIZE = const(3)
TOTAL_RABBITS = const(300)
CARROT_POINTS = const(4)
CLOSED = const(0x80)
LAYERS = const(0x7F)

O_FOX = const(1)
O_BURROW = const(2)
O_HOURGLASS = const(4)
F_TIMED = const(1)

# zones of LOC
Z_OUT = const(0)
Z_DECK = const(1)
Z_RIVER = const(2)
Z_DISCARD = const(3)
Z_HIDDEN = const(4)
Z_HAND = const(8)
Z_DOWN = const(12)
Z_TOP = const(16)
Z_UNDER = const(32)

# on-play effects (cards.EFFECT & 0x7F); the 0x80 bit is the wave mark
E_NONE = const(0)
E_BB = const(1)
E_MEGA = const(2)
E_RBB = const(3)
E_CARROT = const(4)
E_GIVE = const(5)
E_SKIP = const(6)
E_CENTRE = const(7)
E_PLUS = const(8)
E_MINUS = const(9)
E_RENEW = const(10)
E_IGNORE = const(11)
E_BURROW = const(12)
E_FOX = const(13)
WAVE = const(0x80)

# river effects (cards.RIVER)
R_NONE = const(0)
R_PLACE = const(1)
R_GIVE = const(2)
R_SWAP = const(3)
R_DOWN = const(4)
R_PASS = const(5)
R_BOOM = const(6)

PH_PLAY = const(0)
PH_SPACE = const(1)
PH_TAKE = const(2)
PH_CARROT = const(3)
PH_GIVE = const(4)
PH_SKIP = const(5)
PH_RIVER = const(6)
PH_PUT = const(7)
PH_SWAP_CARD = const(8)
PH_SWAP_SEAT = const(9)
PH_DOWN = const(10)
PH_DRAW = const(11)
PH_OVER = const(12)
PH_AUTO = const(13)  # only while apply() runs

ST_EFFECT = const(0)
ST_MOVE = const(1)
ST_BOOM = const(2)
ST_WAVE = const(3)
ST_DRAW = const(4)
ST_END = const(5)

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

ROW_NAMES = "LRUD"
FAMILY_NAMES = ("Sun", "Moon", "Star", "Leaf", "Drop", "Bell", "Mayor", "Joker")
EFFECT_NAMES = ("-", "Boom", "Mega", "RivBoom", "Carrot", "Give", "Skip", "Centre", "+1~", "-1~", "Renew",
                "Free", "Burrow", "Fox")
RIVER_NAMES = ("-", "Place 2", "Give 1", "Swap", "Face-down", "Pass", "Boom")
PHASE_NAMES = ("play", "space", "take", "carrot", "give", "skip", "river", "put", "swap card", "swap seat",
               "face-down", "draw", "over", "auto")

_SCRATCH = [0] * MAX_LEGAL


# --- small helpers ---------------------------------------------------------------------------

def effect(card):
    """On-play effect E_* of a card (without the wave mark)."""
    return EFFECT[card] & 0x7F


def has_wave(card):
    """True when the card shows the wave: a river effect after the move."""
    return EFFECT[card] & WAVE != 0


def space_name(sp):
    """Name of a space: row letter (Left, Right, Up, Down) and distance from the centre, e.g. "L1"."""
    if sp == CENTRE:
        return "centre"
    return "%s%d" % (ROW_NAMES[sp // 3], sp % 3 + 1)


def card_name(card):
    """Short name of a card: family and value ("Sun3"), or "Mayor2" / "Joker4"."""
    return "%s%d" % (FAMILY_NAMES[FAMILY[card]], VALUE[card])


def card_text(card):
    """Family, value, effect, wave, passage: "Sun3 Boom~ p2"."""
    return "%s %s%s p%d" % (card_name(card), EFFECT_NAMES[effect(card)], "~" if has_wave(card) else "",
                            PASSAGE[card])


def domain(s, seat):
    """Rabbits in a seat's domain."""
    return s[P_DOMAIN + 2 * seat] | (s[P_DOMAIN + 2 * seat + 1] << 8)


def _set_domain(s, seat, n):
    s[P_DOMAIN + 2 * seat] = n & 0xFF
    s[P_DOMAIN + 2 * seat + 1] = n >> 8


def supply(s):
    """Rabbits left in the general supply."""
    return s[P_SUPPLY] | (s[P_SUPPLY + 1] << 8)


def _set_supply(s, n):
    s[P_SUPPLY] = n & 0xFF
    s[P_SUPPLY + 1] = n >> 8


def _take_supply(s, n):
    """Remove up to n rabbits from the supply; return how many were there."""
    have = supply(s)
    if n > have:
        n = have
    _set_supply(s, have - n)
    return n


def _gain(s, seat, n):
    """A seat takes n rabbits from the supply (what is left when it runs short)."""
    n = _take_supply(s, n)
    _set_domain(s, seat, domain(s, seat) + n)


def _lose(s, seat, n):
    """A seat returns up to n rabbits to the supply."""
    d = domain(s, seat)
    if n > d:
        n = d
    _set_domain(s, seat, d - n)
    _set_supply(s, supply(s) + n)


def _transfer(s, src, dst):
    """One rabbit from src's domain to dst's, when src has one; True when it moved."""
    d = domain(s, src)
    if d == 0:
        return False
    _set_domain(s, src, d - 1)
    _set_domain(s, dst, domain(s, dst) + 1)
    return True


def option_on(s, bit):
    """True when an option bit (O_FOX, O_BURROW, O_HOURGLASS) is set."""
    return s[P_OPTIONS] & bit != 0


def _in_game(card, players, opts):
    """True when a card belongs to the deck of this player count and these options."""
    if card >= PURPLE_COUNT and players < 3:
        return False
    e = EFFECT[card] & 0x7F
    if e == E_FOX:
        return opts & O_FOX != 0
    if e == E_BURROW:
        return opts & O_BURROW != 0
    return True


def used_spaces(s):
    """Number of spaces in use: 3 per player (one row each)."""
    return 3 * s[P_PLAYERS]


def first_layer(s):
    """True while some space in use is empty (phase 1)."""
    for sp in range(3 * s[P_PLAYERS]):
        if s[P_TOP + sp] == NONE:
            return True
    return False


def is_closed(s, sp):
    """True when no card may go on this space any more."""
    return s[P_INFO + sp] & CLOSED != 0


def space_ok(s, sp, seat, layer1):
    """True when seat may play a card on space sp now (layer1: first_layer(s), computed once by the caller)."""
    if sp >= 3 * s[P_PLAYERS] or s[P_PAWN + seat] == sp:
        return False
    top = s[P_TOP + sp]
    if layer1:
        return top == NONE and (sp % 3 == 0 or s[P_TOP + sp - 1] != NONE)
    return top != NONE and s[P_INFO + sp] & CLOSED == 0


def _can_play(s, seat):
    """True when seat holds a card and has a space to put it on."""
    if s[P_HAND_N + seat] == 0:
        return False
    layer1 = first_layer(s)
    for sp in range(3 * s[P_PLAYERS]):
        if space_ok(s, sp, seat, layer1):
            return True
    return False


def play_cost(s, card, sp):
    """Rabbits the mover pays for playing card on space sp (0 on an empty space)."""
    top = s[P_TOP + sp]
    if top == NONE:
        return 0
    fc = FAMILY[card]
    if fc == JOKER or fc == MAYOR or EFFECT[card] & 0x7F == E_IGNORE:
        return 0
    ft = FAMILY[top]
    if ft == MAYOR or ft == fc or EFFECT[top] & 0x7F == E_IGNORE:
        return 0
    return VALUE[card]


def play_closes(s, card, sp):
    """True when playing card on space sp closes it."""
    top = s[P_TOP + sp]
    if top == NONE:
        return False
    fc = FAMILY[card]
    if fc == JOKER or EFFECT[card] & 0x7F == E_IGNORE:
        return True
    if fc == MAYOR:
        return False
    ft = FAMILY[top]
    if ft == MAYOR:
        return False
    return EFFECT[top] & 0x7F == E_IGNORE or fc == ft


# --- paths along the cross -------------------------------------------------------------------

def path_len(a, b):
    """Number of spaces crossed going from position a to position b (start, end and centre excluded)."""
    if a == b:
        return 0
    if a == CENTRE:
        return b % 3
    if b == CENTRE:
        return a % 3
    if a // 3 == b // 3:
        d = a % 3 - b % 3
        return (d if d > 0 else -d) - 1
    return a % 3 + b % 3


def path_at(a, b, i):
    """The i-th space crossed from a to b, in the order walked."""
    if a == CENTRE:
        return (b // 3) * 3 + i
    da = a % 3
    if b == CENTRE:
        return a - 1 - i
    if a // 3 == b // 3:
        if da < b % 3:
            return a + 1 + i
        return a - 1 - i
    if i < da:
        return a - 1 - i
    return (b // 3) * 3 + i - da


def _through_centre(a, b):
    """True when walking from a to b passes over the centre tile (not starting or ending there)."""
    return a != CENTRE and b != CENTRE and a // 3 != b // 3


def _cross(s, seat, sp):
    """A seat crosses space sp: its passage, the rabbits lying there, the burrow."""
    top = s[P_TOP + sp]
    if top == NONE:
        return
    _gain(s, seat, PASSAGE[top])
    r = s[P_SPACE_RAB + sp]
    if r:
        s[P_SPACE_RAB + sp] = 0
        _set_domain(s, seat, domain(s, seat) + r)
    owner = s[P_BURROW]
    if EFFECT[top] & 0x7F == E_BURROW and owner != NONE and owner != seat:
        _transfer(s, owner, seat)


def _walk(s, seat, dest, skip):
    """Move seat's pawn to dest crossing every space on the way but skip."""
    a = s[P_PAWN + seat]
    for i in range(path_len(a, dest)):
        sp = path_at(a, dest, i)
        if sp != skip:
            _cross(s, seat, sp)
    s[P_PAWN + seat] = dest


# --- cards moving ----------------------------------------------------------------------------

def _pick_deck(s):
    """Take a random card out of the draw pile (the caller checked it is not empty)."""
    k = prng.below(s, _P_RNG, s[P_DECK_N])
    for c in range(CARD_COUNT):
        if s[P_LOC + c] == Z_DECK:
            if k == 0:
                s[P_DECK_N] -= 1
                return c
            k -= 1
    raise ValueError("deck count")


def _draw_deck(s, seat):
    c = _pick_deck(s)
    s[P_LOC + c] = Z_HAND + seat
    s[P_HAND_N + seat] += 1


def _take_river(s, seat, slot):
    """A seat takes a river card into hand with the rabbits lying on it."""
    c = s[P_RIVER + slot]
    s[P_RIVER + slot] = NONE
    s[P_LOC + c] = Z_HAND + seat
    s[P_HAND_N + seat] += 1
    r = s[P_RIVER_RAB + slot]
    s[P_RIVER_RAB + slot] = 0
    _set_domain(s, seat, domain(s, seat) + r)


def _discard_river(s, slot):
    """A river card goes to the discard pile, its rabbits back to the supply."""
    c = s[P_RIVER + slot]
    s[P_RIVER + slot] = NONE
    s[P_LOC + c] = Z_DISCARD
    _set_supply(s, supply(s) + s[P_RIVER_RAB + slot])
    s[P_RIVER_RAB + slot] = 0


def _refill_river(s):
    for slot in range(RIVER_SIZE):
        if s[P_RIVER + slot] == NONE and s[P_DECK_N]:
            c = _pick_deck(s)
            s[P_RIVER + slot] = c
            s[P_LOC + c] = Z_RIVER


def _nth_in_zone(s, zone, k):
    """The k-th card (by id) in a zone."""
    for c in range(CARD_COUNT):
        if s[P_LOC + c] == zone:
            if k == 0:
                return c
            k -= 1
    raise ValueError("zone count")


def river_has_effect(s):
    """True when some river card shows a river effect."""
    for slot in range(RIVER_SIZE):
        c = s[P_RIVER + slot]
        if c != NONE and RIVER[c] != R_NONE:
            return True
    return False


def river_max(s):
    """Highest value among the river cards (0 when the river is empty): the hourglass penalty."""
    m = 0
    for slot in range(RIVER_SIZE):
        c = s[P_RIVER + slot]
        if c != NONE and VALUE[c] > m:
            m = VALUE[c]
    return m


# --- effects ---------------------------------------------------------------------------------

def _boom(s):
    """Bunny Boom: 1 rabbit from the supply on every card of the village."""
    for sp in range(SPACES):
        if s[P_TOP + sp] != NONE:
            s[P_SPACE_RAB + sp] += _take_supply(s, 1)


def _river_boom(s):
    for slot in range(RIVER_SIZE):
        if s[P_RIVER + slot] != NONE:
            s[P_RIVER_RAB + slot] += _take_supply(s, 1)


def _start_give(s):
    """1 rabbit to each other villager; a prompt when the mover is short. True when a prompt is set."""
    me = s[P_TURN]
    n = s[P_PLAYERS]
    d = domain(s, me)
    if d == 0:
        return False
    if d >= n - 1:
        for k in range(1, n):
            _transfer(s, me, (me + k) % n)
        return False
    s[P_PEND] = d
    s[P_MASK] = 0
    s[P_PHASE] = PH_GIVE
    return True


def _river_prompt(s):
    """Ask for a river card to apply when one shows a river effect. True when asked."""
    if river_has_effect(s):
        s[P_PHASE] = PH_RIVER
        return True
    return False


def _pass_hands(s):
    """Every hand goes to the right neighbour (seat - 1)."""
    n = s[P_PLAYERS]
    for c in range(CARD_COUNT):
        z = s[P_LOC + c]
        if Z_HAND <= z < Z_HAND + n:
            s[P_LOC + c] = Z_HAND + (z - Z_HAND + n - 1) % n
    first = s[P_HAND_N]
    for seat in range(n - 1):
        s[P_HAND_N + seat] = s[P_HAND_N + seat + 1]
    s[P_HAND_N + n - 1] = first


def _river_effect(s, r):
    """Apply river effect r for the mover. True when it asks a prompt."""
    me = s[P_TURN]
    if r == R_PLACE:
        d = domain(s, me)
        if d == 0:
            return False
        s[P_PEND] = 2 if d >= 2 else d
        s[P_PHASE] = PH_PUT
        return True
    if r == R_GIVE:
        return _start_give(s)
    if r == R_SWAP:
        if s[P_HAND_N + me] == 0 or not _others_hold(s):
            return False
        s[P_PHASE] = PH_SWAP_CARD
        return True
    if r == R_DOWN:
        if s[P_DECK_N] == 0:
            return False
        s[P_PHASE] = PH_DOWN
        return True
    if r == R_PASS:
        while s[P_HAND_N + me] < HAND_SIZE and s[P_DECK_N]:
            _draw_deck(s, me)
        _pass_hands(s)
        return False
    if r == R_BOOM:
        _boom(s)
    return False


def _others_hold(s):
    me = s[P_TURN]
    for seat in range(s[P_PLAYERS]):
        if seat != me and s[P_HAND_N + seat]:
            return True
    return False


def _fox(s, dest):
    """The fox walks to dest; every other pawn it meets takes 1 rabbit from the mover's domain."""
    me = s[P_TURN]
    n = s[P_PLAYERS]
    a = s[P_FOX]
    if a == dest:
        return
    centre = _through_centre(a, dest)
    for k in range(1, n):
        seat = (me + k) % n
        p = s[P_PAWN + seat]
        met = p == dest or (p == CENTRE and centre)
        if not met and p != CENTRE:
            for i in range(path_len(a, dest)):
                if path_at(a, dest, i) == p:
                    met = True
        if met:
            _transfer(s, me, seat)
    s[P_FOX] = dest


def _on_play(s):
    """Step 4: the played card's on-play effect. True when it asks a prompt."""
    card = s[P_CARD]
    e = EFFECT[card] & 0x7F
    me = s[P_TURN]
    if e == E_MEGA or e == E_RBB:
        for slot in range(RIVER_SIZE):
            if s[P_RIVER + slot] != NONE:
                s[P_PHASE] = PH_TAKE
                return True
        _booms_after_take(s, e)
        return False
    if e == E_CARROT:
        s[P_PHASE] = PH_CARROT
        return True
    if e == E_GIVE:
        return _start_give(s)
    if e == E_PLUS:
        _gain(s, me, 1)
        return _river_prompt(s)
    if e == E_MINUS:
        _lose(s, me, 1)
        return _river_prompt(s)
    if e == E_RENEW:
        for slot in range(RIVER_SIZE):
            if s[P_RIVER + slot] != NONE:
                _discard_river(s, slot)
        _refill_river(s)
        return False
    if e == E_BURROW:
        s[P_BURROW] = me
        return False
    if e == E_FOX and s[P_FOX] != NONE:
        _fox(s, s[P_LOC + card] - Z_TOP)
    return False


def _booms_after_take(s, e):
    """Mega or River Bunny Boom once the river card is taken."""
    _river_boom(s)
    if e == E_MEGA:
        _boom(s)
        me = s[P_TURN]
        for seat in range(s[P_PLAYERS]):
            if seat != me:
                _gain(s, seat, 1)


def _move(s):
    """Step 5: move the pawn to the card played. True when the skip prompt is asked."""
    card = s[P_CARD]
    me = s[P_TURN]
    e = EFFECT[card] & 0x7F
    if e == E_CENTRE:
        s[P_PAWN + me] = CENTRE
        return False
    dest = s[P_LOC + card] - Z_TOP
    if e == E_SKIP and path_len(s[P_PAWN + me], dest) > 0:
        s[P_PHASE] = PH_SKIP
        return True
    _walk(s, me, dest, NONE)
    return False


def _advance(s):
    """Run the turn's automatic steps from the current stage until a prompt or the next turn."""
    while True:
        st = s[P_STAGE]
        s[P_PHASE] = PH_AUTO
        if st == ST_EFFECT:
            if _on_play(s):
                return
        elif st == ST_MOVE:
            if _move(s):
                return
        elif st == ST_BOOM:
            if EFFECT[s[P_CARD]] & 0x7F == E_BB:
                _boom(s)
        elif st == ST_WAVE:
            if EFFECT[s[P_CARD]] & WAVE and _river_prompt(s):
                return
        elif st == ST_DRAW:
            if s[P_HAND_N + s[P_TURN]] < HAND_SIZE and (s[P_DECK_N] or _river_count(s)):
                s[P_PHASE] = PH_DRAW
                return
        else:
            _end_turn(s)
            return
        s[P_STAGE] = st + 1


def _done(s):
    """A prompt finished its effect: go on with the next step of the turn."""
    s[P_STAGE] += 1
    _advance(s)


def _river_count(s):
    n = 0
    for slot in range(RIVER_SIZE):
        if s[P_RIVER + slot] != NONE:
            n += 1
    return n


def _end_turn(s):
    """Step 8 and the hand-over: refill the river, end the game or pass the turn on."""
    _refill_river(s)
    s[P_CARD] = NONE
    s[P_PEND] = 0
    s[P_MASK] = 0
    s[P_AUX] = NONE
    s[P_FLAGS] = 0
    s[P_STAGE] = ST_EFFECT
    turns = s[P_TURNS] + 1
    if turns > 255:
        s[P_TURNS + 1] += 1
        turns = 0
    s[P_TURNS] = turns
    nxt = (s[P_TURN] + 1) % s[P_PLAYERS]
    s[P_TURN] = nxt
    if s[P_DECK_N] == 0 or not _can_play(s, nxt):
        s[P_PHASE] = PH_OVER
    else:
        s[P_PHASE] = PH_PLAY


# --- the contract ----------------------------------------------------------------------------

def new_state(players, seed, options=0):
    """Deal 3 cards each and a river of 3 from the deck of this player count; 1 rabbit per domain."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("Bunny Boom is for 2-4 players")
    opts = 0
    for k in range(len(OPTIONS)):
        choice = (options >> (4 * k)) & 0xF
        if choice >= len(OPTIONS[k][1]):
            raise ValueError("bad option choice")
        if choice:
            opts |= 1 << k
    if options >> (4 * len(OPTIONS)):
        raise ValueError("bad options")
    s = bytearray(STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    s[P_PLAYERS] = players
    s[P_OPTIONS] = opts
    s[P_CARD] = NONE
    s[P_AUX] = NONE
    s[P_CARROT] = NONE
    s[P_FOX] = CENTRE if opts & O_FOX else NONE
    s[P_BURROW] = NONE
    n = 0
    for c in range(CARD_COUNT):
        if _in_game(c, players, opts):
            s[P_LOC + c] = Z_DECK
            n += 1
    s[P_DECK_N] = n
    for seat in range(4):
        s[P_PAWN + seat] = CENTRE if seat < players else NONE
    for seat in range(players):
        _set_domain(s, seat, 1)
        for _ in range(HAND_SIZE):
            _draw_deck(s, seat)
    _set_supply(s, TOTAL_RABBITS - players)
    for slot in range(RIVER_SIZE):
        s[P_RIVER + slot] = NONE
    _refill_river(s)
    for sp in range(SPACES):
        s[P_TOP + sp] = NONE
    return s


def current_player(s):
    """Seat deciding now (the mover), or -1 once the game is over."""
    return -1 if s[P_PHASE] == PH_OVER else s[P_TURN]


def is_over(s):
    """True once the game has ended."""
    return s[P_PHASE] == PH_OVER


def timed(s):
    """True while the hourglass runs: the option is on, the mover chooses the card to play, no penalty yet."""
    ph = s[P_PHASE]
    return (s[P_OPTIONS] & O_HOURGLASS != 0 and (ph == PH_PLAY or ph == PH_SPACE)
            and s[P_FLAGS] & F_TIMED == 0)


def time_out(s):
    """The sand ran out: the mover adds the highest river value to their rabbits (once a turn)."""
    if not timed(s):
        raise ValueError("the hourglass is not running")
    _gain(s, s[P_TURN], river_max(s))
    s[P_FLAGS] |= F_TIMED


def _generate(s, out):
    """Write the legal actions into out (None: only count them); return the count."""
    ph = s[P_PHASE]
    me = s[P_TURN]
    n = 0
    if ph == PH_PLAY:
        hand = Z_HAND + me
        for c in range(CARD_COUNT):
            if s[P_LOC + c] == hand:
                if out is not None:
                    out[n] = A_CARD + c
                n += 1
    elif ph == PH_SPACE:
        layer1 = first_layer(s)
        for sp in range(3 * s[P_PLAYERS]):
            if space_ok(s, sp, me, layer1):
                if out is not None:
                    out[n] = A_SPACE + sp
                n += 1
    elif ph == PH_TAKE or ph == PH_DRAW:
        kind = A_TAKE if ph == PH_TAKE else A_DRAW
        if ph == PH_DRAW and s[P_DECK_N]:
            if out is not None:
                out[n] = A_DRAW + DRAW_DECK
            n += 1
        for slot in range(RIVER_SIZE):
            if s[P_RIVER + slot] != NONE:
                if out is not None:
                    out[n] = kind + slot
                n += 1
    elif ph == PH_RIVER:
        for slot in range(RIVER_SIZE):
            c = s[P_RIVER + slot]
            if c != NONE and RIVER[c] != R_NONE:
                if out is not None:
                    out[n] = A_RIVER + slot
                n += 1
    elif ph == PH_CARROT or ph == PH_GIVE or ph == PH_SWAP_SEAT or ph == PH_DOWN:
        for k in range(1, s[P_PLAYERS]):
            seat = (me + k) % s[P_PLAYERS]
            if ph == PH_GIVE and s[P_MASK] & (1 << seat):
                continue
            if ph == PH_SWAP_SEAT and s[P_HAND_N + seat] == 0:
                continue
            if out is not None:
                out[n] = A_SEAT + seat
            n += 1
    elif ph == PH_SKIP:
        a = s[P_PAWN + me]
        b = s[P_LOC + s[P_CARD]] - Z_TOP
        for i in range(path_len(a, b)):
            if out is not None:
                out[n] = A_SKIP + path_at(a, b, i)
            n += 1
    elif ph == PH_PUT:
        for sp in range(SPACES):
            if s[P_TOP + sp] != NONE:
                if out is not None:
                    out[n] = A_PUT + sp
                n += 1
    elif ph == PH_SWAP_CARD:
        hand = Z_HAND + me
        for c in range(CARD_COUNT):
            if s[P_LOC + c] == hand:
                if out is not None:
                    out[n] = A_SWAPCARD + c
                n += 1
    return n


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


def apply(s, action):
    """Play one legal action for the mover; an illegal one raises ValueError and changes nothing."""
    if not is_legal(s, action):
        raise ValueError("illegal action")
    me = s[P_TURN]
    kind = action & 0xFF80
    arg = action & 0x7F
    ph = s[P_PHASE]
    if kind == A_CARD:
        s[P_CARD] = arg
        s[P_PHASE] = PH_SPACE
        return
    if kind == A_SPACE:
        card = s[P_CARD]
        cost = play_cost(s, card, arg)
        close = play_closes(s, card, arg)
        top = s[P_TOP + arg]
        if top != NONE:
            s[P_LOC + top] = Z_UNDER + arg
        s[P_TOP + arg] = card
        s[P_LOC + card] = Z_TOP + arg
        s[P_HAND_N + me] -= 1
        s[P_INFO + arg] = ((s[P_INFO + arg] & LAYERS) + 1) | (CLOSED if close else 0)
        _gain(s, me, cost)
        s[P_STAGE] = ST_EFFECT
        _advance(s)
        return
    if kind == A_TAKE:
        _take_river(s, me, arg)
        _booms_after_take(s, EFFECT[s[P_CARD]] & 0x7F)
        _done(s)
        return
    if kind == A_SEAT:
        if ph == PH_CARROT:
            s[P_CARROT] = arg
            _walk(s, arg, s[P_LOC + s[P_CARD]] - Z_TOP, NONE)
        elif ph == PH_GIVE:
            _transfer(s, me, arg)
            s[P_MASK] |= 1 << arg
            s[P_PEND] -= 1
            if s[P_PEND]:
                return
            s[P_MASK] = 0
        elif ph == PH_SWAP_SEAT:
            theirs = _nth_in_zone(s, Z_HAND + arg, prng.below(s, _P_RNG, s[P_HAND_N + arg]))
            s[P_LOC + theirs] = Z_HAND + me
            s[P_LOC + s[P_AUX]] = Z_HAND + arg
            s[P_AUX] = NONE
        else:  # PH_DOWN
            c = _pick_deck(s)
            s[P_LOC + c] = Z_DOWN + arg
            s[P_DOWN_N + arg] += 1
        _done(s)
        return
    if kind == A_SKIP:
        _walk(s, me, s[P_LOC + s[P_CARD]] - Z_TOP, arg)
        _done(s)
        return
    if kind == A_RIVER:
        r = RIVER[s[P_RIVER + arg]]
        _discard_river(s, arg)
        if _river_effect(s, r):
            return
        _done(s)
        return
    if kind == A_PUT:
        _set_domain(s, me, domain(s, me) - 1)
        s[P_SPACE_RAB + arg] += 1
        s[P_PEND] -= 1
        if s[P_PEND] and domain(s, me):
            return
        s[P_PEND] = 0
        _done(s)
        return
    if kind == A_SWAPCARD:
        s[P_AUX] = arg
        s[P_PHASE] = PH_SWAP_SEAT
        return
    # A_DRAW
    if arg == DRAW_DECK:
        _draw_deck(s, me)
    else:
        _take_river(s, me, arg)
    _advance(s)


def reveals(s, action):
    """True when an action shows hidden cards or draws on the PRNG (undo stops there)."""
    kind = action & 0xFF80
    if kind == A_CARD or kind == A_SWAPCARD:
        return False
    if kind == A_SPACE:
        return True
    t = bytearray(s)
    try:
        apply(t, action)
    except ValueError:
        return False
    for i in range(4):
        if t[_P_RNG + i] != s[_P_RNG + i]:
            return True
    return t[P_DECK_N] != s[P_DECK_N] or t[P_TURN] != s[P_TURN] or t[P_PHASE] == PH_OVER


def hand_value(s, seat):
    """Values of the cards in a seat's hand."""
    z = Z_HAND + seat
    return sum(VALUE[c] for c in range(CARD_COUNT) if s[P_LOC + c] == z)


def down_value(s, seat):
    """Values of the face-down cards in front of a seat."""
    z = Z_DOWN + seat
    return sum(VALUE[c] for c in range(CARD_COUNT) if s[P_LOC + c] == z)


def scores(s):
    """Rabbits per seat: domain + hand + face-down cards + 4 for the carrot (fewest wins)."""
    return tuple(domain(s, seat) + hand_value(s, seat) + down_value(s, seat)
                 + (CARROT_POINTS if s[P_CARROT] == seat else 0) for seat in range(s[P_PLAYERS]))


def winners(s):
    """Seats with the fewest rabbits once over; a tie goes to the fewest in the domain (empty while playing)."""
    if s[P_PHASE] != PH_OVER:
        return ()
    sc = scores(s)
    best = min(sc)
    tied = [seat for seat in range(len(sc)) if sc[seat] == best]
    low = min(domain(s, seat) for seat in tied)
    return tuple(seat for seat in tied if domain(s, seat) == low)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[P_PHASE] != PH_OVER:
        return ""
    why = "Deck empty" if s[P_DECK_N] == 0 else "No space left for P%d" % (s[P_TURN] + 1)
    w = winners(s)
    sc = scores(s)
    tied = [seat for seat in range(len(sc)) if sc[seat] == sc[w[0]]]
    if len(tied) > 1 and len(w) == 1:
        return why + ": fewest rabbits, tie on fewest tokens"
    if len(w) > 1:
        return why + ": a tie, play again!"
    return why + ": fewest rabbits wins"


def score_sheet(s):
    """Rows of (label, values per seat) for the end-of-game score sheet."""
    n = s[P_PLAYERS]
    return [
        ("Domain", tuple(domain(s, seat) for seat in range(n))),
        ("Hand", tuple(hand_value(s, seat) for seat in range(n))),
        ("Face down", tuple(down_value(s, seat) for seat in range(n))),
        ("Carrot", tuple(CARROT_POINTS if s[P_CARROT] == seat else 0 for seat in range(n))),
        ("Total", scores(s)),
    ]


def view(s, seat):
    """Copy of s with what seat may not see blanked: other hands, the deck, face-down cards, the PRNG."""
    if not 0 <= seat < s[P_PLAYERS]:
        raise ValueError("no seat %r" % (seat,))
    v = bytearray(s)
    for i in range(8):
        v[_P_SEED + i] = 0
    mine = Z_HAND + seat
    for c in range(CARD_COUNT):
        z = v[P_LOC + c]
        if z == Z_DECK or (Z_HAND <= z < Z_DOWN + 4 and z != mine):
            v[P_LOC + c] = Z_HIDDEN
    if seat != s[P_TURN]:
        if s[P_PHASE] == PH_SPACE:
            v[P_CARD] = NONE
        v[P_AUX] = NONE
    return v


def describe(s, action, seat=-1):
    """Short text of an action; a reader other than the mover (seat) is not told private cards."""
    me = s[P_TURN]
    private = seat >= 0 and seat != me
    kind = action & 0xFF80
    arg = action & 0x7F
    ph = s[P_PHASE]
    if kind == A_CARD:
        return "Chooses a card" if private else "Play " + card_text(arg)
    if kind == A_SPACE:
        card = s[P_CARD]
        cost = play_cost(s, card, arg)
        close = play_closes(s, card, arg)
        text = "%s on %s" % (card_name(card), space_name(arg))
        if close:
            return text + ", closes"
        if cost:
            return "%s, +%d rabbits" % (text, cost)
        return text
    if kind == A_TAKE:
        return "Take river %s first" % card_name(s[P_RIVER + arg])
    if kind == A_SEAT:
        if ph == PH_CARROT:
            return "Carrot: pull P%d" % (arg + 1)
        if ph == PH_GIVE:
            return "Give 1 rabbit to P%d" % (arg + 1)
        if ph == PH_SWAP_SEAT:
            return "Swap with P%d (random)" % (arg + 1)
        return "Face-down card to P%d" % (arg + 1)
    if kind == A_SKIP:
        return "Skip %s" % space_name(arg)
    if kind == A_RIVER:
        c = s[P_RIVER + arg]
        return "River %s: %s" % (card_name(c), RIVER_NAMES[RIVER[c]])
    if kind == A_PUT:
        return "Rabbit on %s" % space_name(arg)
    if kind == A_SWAPCARD:
        return "Swaps a card" if private else "Swap away " + card_name(arg)
    if arg == DRAW_DECK:
        return "Draw from deck"
    return "Draw river %s" % card_name(s[P_RIVER + arg])


def check(s):
    """Raise ValueError unless every card and rabbit is in exactly one place and the counts agree."""
    if len(s) != STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), STATE_SIZE))
    n = s[P_PLAYERS]
    opts = s[P_OPTIONS]
    if not 2 <= n <= 4 or opts > 7 or s[P_TURN] >= n or s[P_PHASE] > PH_OVER or s[P_STAGE] > ST_END:
        raise ValueError("bad header")
    hands = bytearray(4)
    downs = bytearray(4)
    deck = 0
    under = bytearray(SPACES)
    for c in range(CARD_COUNT):
        z = s[P_LOC + c]
        if (z == Z_OUT) == _in_game(c, n, opts):
            raise ValueError("card %d in or out of the game wrongly" % c)
        if z == Z_DECK:
            deck += 1
        elif z == Z_RIVER:
            found = 0
            for slot in range(RIVER_SIZE):
                if s[P_RIVER + slot] == c:
                    found += 1
            if found != 1:
                raise ValueError("river card %d" % c)
        elif Z_HAND <= z < Z_HAND + n:
            hands[z - Z_HAND] += 1
        elif Z_DOWN <= z < Z_DOWN + n:
            downs[z - Z_DOWN] += 1
        elif Z_TOP <= z < Z_TOP + 3 * n:
            if s[P_TOP + z - Z_TOP] != c:
                raise ValueError("top card %d" % c)
        elif Z_UNDER <= z < Z_UNDER + 3 * n:
            under[z - Z_UNDER] += 1
        elif z != Z_OUT and z != Z_DISCARD:
            raise ValueError("card %d in zone %d" % (c, z))
    if deck != s[P_DECK_N]:
        raise ValueError("deck count")
    rabbits = supply(s)
    for seat in range(4):
        if seat < n:
            if hands[seat] != s[P_HAND_N + seat] or hands[seat] > HAND_SIZE:
                raise ValueError("hand count of P%d" % (seat + 1))
            if downs[seat] != s[P_DOWN_N + seat]:
                raise ValueError("face-down count of P%d" % (seat + 1))
            rabbits += domain(s, seat)
            p = s[P_PAWN + seat]
            if p != CENTRE and (p >= 3 * n or s[P_TOP + p] == NONE):
                raise ValueError("pawn of P%d" % (seat + 1))
        elif (s[P_HAND_N + seat] or s[P_DOWN_N + seat] or s[P_DOMAIN + 2 * seat] or s[P_DOMAIN + 2 * seat + 1]
              or s[P_PAWN + seat] != NONE):
            raise ValueError("unused seat %d" % (seat + 1))
    for slot in range(RIVER_SIZE):
        c = s[P_RIVER + slot]
        if c == NONE:
            if s[P_RIVER_RAB + slot]:
                raise ValueError("rabbits on an empty river slot")
        elif c >= CARD_COUNT or s[P_LOC + c] != Z_RIVER:
            raise ValueError("river slot %d" % slot)
        rabbits += s[P_RIVER_RAB + slot]
    for sp in range(SPACES):
        top = s[P_TOP + sp]
        info = s[P_INFO + sp]
        if top == NONE:
            if info or s[P_SPACE_RAB + sp] or under[sp] or sp >= 3 * n and s[P_SPACE_RAB + sp]:
                raise ValueError("empty space %s" % space_name(sp))
        else:
            if sp >= 3 * n or top >= CARD_COUNT or s[P_LOC + top] != Z_TOP + sp:
                raise ValueError("space %s" % space_name(sp))
            if info & LAYERS != under[sp] + 1:
                raise ValueError("layers of %s" % space_name(sp))
            if sp % 3 and s[P_TOP + sp - 1] == NONE:
                raise ValueError("space %s is not next to a card" % space_name(sp))
        rabbits += s[P_SPACE_RAB + sp]
    if rabbits != TOTAL_RABBITS:
        raise ValueError("%d rabbits instead of %d" % (rabbits, TOTAL_RABBITS))
    if s[P_CARROT] != NONE and s[P_CARROT] >= n:
        raise ValueError("carrot")
    if s[P_BURROW] != NONE and (s[P_BURROW] >= n or not opts & O_BURROW):
        raise ValueError("burrow")
    fox = s[P_FOX]
    if (fox == NONE) == (opts & O_FOX != 0) or (fox != NONE and fox != CENTRE and s[P_TOP + fox] == NONE):
        raise ValueError("fox")
    ph = s[P_PHASE]
    card = s[P_CARD]
    if ph == PH_PLAY or ph == PH_OVER:
        if card != NONE or s[P_STAGE] != ST_EFFECT or s[P_AUX] != NONE or s[P_PEND] or s[P_MASK]:
            raise ValueError("turn fields outside a turn")
        if ph == PH_PLAY and not _can_play(s, s[P_TURN]):
            raise ValueError("the mover cannot play but the game is not over")
        if ph == PH_OVER and s[P_DECK_N] and _can_play(s, s[P_TURN]):
            raise ValueError("over with a play left")
    elif ph == PH_SPACE:
        if card >= CARD_COUNT or s[P_LOC + card] != Z_HAND + s[P_TURN]:
            raise ValueError("chosen card")
    elif card >= CARD_COUNT or not Z_TOP <= s[P_LOC + card] < Z_TOP + SPACES:
        raise ValueError("played card")
    if ph == PH_SWAP_SEAT:
        if s[P_AUX] >= CARD_COUNT or s[P_LOC + s[P_AUX]] != Z_HAND + s[P_TURN]:
            raise ValueError("card to swap")
    elif s[P_AUX] != NONE:
        raise ValueError("aux")
    if (ph == PH_GIVE or ph == PH_PUT) != (s[P_PEND] != 0):
        raise ValueError("pending rabbits")
    if ph != PH_OVER and ph != PH_PLAY and ph != PH_SPACE and _generate(s, None) == 0:
        raise ValueError("a prompt without a legal answer")
