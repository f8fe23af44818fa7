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
#
# The deck has no order in the state: a draw takes a random card of zone Z_DECK with the PRNG.
#
# Actions are kind + argument (A_* below, all < 1200). A turn: A_CARD (choose a hand card), A_SPACE
# (where), then the prompts its effects ask, each listing only legal targets: A_TAKE (river card taken
# first by Mega / River Bunny Boom), A_SEAT (the carrot's pawn, who gets a rabbit, who to swap with,
# who gets a face-down card), A_SKIP (card skipped), A_RIVER (river card whose effect applies),
# A_PUT (village card a rabbit goes on), A_SWAPCARD (own card to swap away), A_DRAW (deck or river).
#
# Rule decisions (the rulebook, then ../shared/reference/README.md, then these):
# - Mayor and Joker cards are in the base deck (the reference): purple ones at 2 players, all at 3-4.
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
#   2 bytes (65535); a turn hands out at most about 100 rabbits and a game has at most 78 turns (one
#   card each), so they never overflow. A village card gets at most 3 new rabbits a turn (a Boom and a
#   river Put-2), 234 in a game, under its byte's 255; a river card at most 1 a turn.
# - Hourglass: the penalty (highest river value) is taken at most once a turn; the player then still
#   plays the card (passing is not allowed). The sand runs while choosing the card and its space.
# - End: at the end of a turn, when the draw pile is empty, or when the next villager cannot play (no
#   space: all closed, or only the one under their own pawn; or no card in hand).
# - Score: domain + hand values + face-down values + 4 for the carrot; fewest wins; a tie goes to the
#   fewest rabbits in the domain; still tied, all tied villagers win (the rulebook says replay).
#
# Each decision has a scenario test in tests_host/test_bunnyboom_rules.py.
# Memory: check(), winners(), score_sheet() and outcome_text() live in cold.py, which this module imports
# only when one of them first runs (on resuming a save, at the end of a game), not for a new game.


from micropython import const

import prng
from games.bunnyboom.cards import CARD_COUNT, CARDS, JOKER, MAYOR, PURPLE_COUNT

TITLE = "Bunny Boom"
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)
OPTIONS = (("Fox", ("off", "on")), ("Burrow", ("off", "on")), ("Hourglass", ("off", "on")))
HIDDEN_INFO = True
STATE_VERSION = const(2)  # 2: bytes 20-21 count the rabbits out of the bank (v1: a 300-rabbit supply)

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
STATE_SIZE = const(166)

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

FAMILY_NAMES = "Sun Moon Star Leaf Drop Bell Mayor Joker"  # split() by family
EFFECT_NAMES = "- Boom Mega RivBoom Carrot Give Skip Centre +1~ -1~ Renew Free Burrow Fox"  # split() by index
RIVER_NAMES = "- Place-2 Give-1 Swap Face-down Pass Boom"

_SCRATCH = [0] * MAX_LEGAL


# --- rabbits: 2-byte counts (domains, rabbits out) ---------------------------------------------

def _get2(s, off):
    return s[off] | (s[off + 1] << 8)


def _set2(s, off, n):
    s[off] = n & 0xFF
    s[off + 1] = n >> 8


def domain(s, seat):
    """Rabbits in a seat's domain."""
    return s[_P_DOMAIN + 2 * seat] | (s[_P_DOMAIN + 2 * seat + 1] << 8)


def _bank(s, n):
    """n rabbits leave the bank, which never runs out (n < 0: -n go back to it)."""
    _set2(s, _P_OUT, _get2(s, _P_OUT) + n)


def _gain(s, seat, n):
    """A seat takes n rabbits from the bank (n < 0: gives -n back)."""
    off = _P_DOMAIN + 2 * seat
    _set2(s, off, _get2(s, off) + n)
    _bank(s, n)


def _transfer(s, src, dst):
    """One rabbit from src's domain to dst's, when src has one."""
    off = _P_DOMAIN + 2 * src
    d = _get2(s, off)
    if d:
        _set2(s, off, d - 1)
        off = _P_DOMAIN + 2 * dst
        _set2(s, off, _get2(s, off) + 1)


# --- the village -----------------------------------------------------------------------------

def _spaces(s, seat, out):
    """Write A_SPACE codes of the spaces seat may play on into out (None: only count); return the count."""
    used = 3 * s[P_PLAYERS]
    layer1 = False
    for sp in range(used):
        if s[P_TOP + sp] == NONE:
            layer1 = True
    n = 0
    for sp in range(used):
        if s[P_PAWN + seat] == sp:
            continue
        top = s[P_TOP + sp]
        if layer1:
            ok = top == NONE and (sp % 3 == 0 or s[P_TOP + sp - 1] != NONE)
        else:
            ok = top != NONE and s[P_INFO + sp] & CLOSED == 0
        if ok:
            if out is not None:
                out[n] = A_SPACE + sp
            n += 1
    return n


def play_cost(s, card, sp):
    """Rabbits the mover pays for card on space sp, + 256 when the play closes the space."""
    top = s[P_TOP + sp]
    fc = CARDS[5 * card]
    if fc == JOKER:  # nothing may ever go on a Joker: it closes even an empty space
        return _CLOSES
    if top == NONE:
        return 0
    if CARDS[5 * card + _C_EFFECT] & 0x7F == _E_IGNORE:
        return _CLOSES  # a Free card ignores the families and closes the space it covers
    # on a Free card the open-space rule holds, then the space closes ("si elle est sous une carte")
    shut = _CLOSES if CARDS[5 * top + _C_EFFECT] & 0x7F == _E_IGNORE else 0
    if fc == MAYOR:  # the Mayor goes on anything without penalty
        return shut
    if CARDS[5 * top] == fc:  # same family (a Mayor has none: nothing matches it)
        return _CLOSES
    return shut | CARDS[5 * card + _C_VALUE]


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
    if b == CENTRE or (a // 3 == b // 3 and a > b) or (a // 3 != b // 3 and i < a % 3):
        return a - 1 - i
    if a // 3 == b // 3:
        return a + 1 + i
    return (b // 3) * 3 + i - a % 3


def _walk(s, seat, dest, skip):
    """Move seat's pawn to dest: each crossed space but skip gives its passage, its rabbits, the burrow's."""
    a = s[P_PAWN + seat]
    for i in range(path_len(a, dest)):
        sp = path_at(a, dest, i)
        top = s[P_TOP + sp]
        if sp == skip or top == NONE:
            continue
        _gain(s, seat, CARDS[5 * top + _C_PASSAGE])
        off = _P_DOMAIN + 2 * seat
        _set2(s, off, _get2(s, off) + s[P_SPACE_RAB + sp])
        s[P_SPACE_RAB + sp] = 0
        owner = s[P_BURROW]
        if CARDS[5 * top + _C_EFFECT] & 0x7F == _E_BURROW and owner != NONE and owner != seat:
            _transfer(s, owner, seat)
    s[P_PAWN + seat] = dest


def _boom(s, river):
    """1 rabbit from the bank on every village card (river: on every river card instead)."""
    if river:
        for slot in range(RIVER_SIZE):
            if s[P_RIVER + slot] != NONE:
                s[P_RIVER_RAB + slot] += 1
                _bank(s, 1)
    else:
        for sp in range(SPACES):
            if s[P_TOP + sp] != NONE:
                s[P_SPACE_RAB + sp] += 1
                _bank(s, 1)


# --- cards moving ----------------------------------------------------------------------------

def _pick(s, zone, k):
    """The k-th card (by id) of a zone; k < 0: a random card of the draw pile, taken out of it."""
    if k < 0:
        k = prng.below(s, _P_RNG, s[P_DECK_N])
        s[P_DECK_N] -= 1
    for c in range(CARD_COUNT):
        if s[P_LOC + c] == zone:
            if k == 0:
                return c
            k -= 1
    raise ValueError("zone count")


def _to_hand(s, seat, slot):
    """A seat takes a card: slot DRAW_DECK is the deck, else a river slot (with the rabbits on it)."""
    if slot == DRAW_DECK:
        c = _pick(s, _Z_DECK, -1)
    else:
        c = s[P_RIVER + slot]
        s[P_RIVER + slot] = NONE
        off = _P_DOMAIN + 2 * seat
        _set2(s, off, _get2(s, off) + s[P_RIVER_RAB + slot])
        s[P_RIVER_RAB + slot] = 0
    s[P_LOC + c] = Z_HAND + seat
    s[P_HAND_N + seat] += 1


def _river_out(s, slot):
    """Discard a river card (its rabbits back to the bank); slot < 0: the whole river, then deal anew.

    slot == RIVER_SIZE only refills the empty slots from the deck.
    """
    for i in range(RIVER_SIZE):
        c = s[P_RIVER + i]
        if c != NONE and (slot < 0 or slot == i):
            s[P_RIVER + i] = NONE
            s[P_LOC + c] = _Z_DISCARD
            _bank(s, -s[P_RIVER_RAB + i])
            s[P_RIVER_RAB + i] = 0
    if slot < 0 or slot == RIVER_SIZE:
        for i in range(RIVER_SIZE):
            if s[P_RIVER + i] == NONE and s[P_DECK_N]:
                c = _pick(s, _Z_DECK, -1)
                s[P_RIVER + i] = c
                s[P_LOC + c] = _Z_RIVER


# --- effects and the turn --------------------------------------------------------------------

def _prompt(s, what):
    """Start an effect that may ask the mover something; True when a prompt is set.

    what: _PH_GIVE (1 rabbit to each other villager), _PH_RIVER (a river card with an effect), or a
    river effect + 100 (_R_*) applied for the mover.
    """
    me = s[P_TURN]
    n = s[P_PLAYERS]
    d = domain(s, me)
    if what == _PH_GIVE or what == 100 + _R_GIVE:
        if d == 0:
            return False
        if d >= n - 1:
            for k in range(1, n):
                _transfer(s, me, (me + k) % n)
            return False
        s[_P_PEND] = d
        s[_P_MASK] = 0
        s[P_PHASE] = _PH_GIVE
        return True
    if what == _PH_RIVER:
        for slot in range(RIVER_SIZE):
            c = s[P_RIVER + slot]
            if c != NONE and CARDS[5 * c + _C_RIVER] != _R_NONE:
                s[P_PHASE] = _PH_RIVER
                return True
        return False
    r = what - 100
    if r == _R_PLACE:
        if d == 0:
            return False
        s[_P_PEND] = 2 if d >= 2 else d
        s[P_PHASE] = _PH_PUT
        return True
    if r == _R_SWAP:
        held = 0
        for seat in range(n):
            if seat != me:
                held += s[P_HAND_N + seat]
        if s[P_HAND_N + me] == 0 or held == 0:
            return False
        s[P_PHASE] = _PH_SWAP_CARD
        return True
    if r == _R_DOWN:
        if s[P_DECK_N] == 0:
            return False
        s[P_PHASE] = _PH_DOWN
        return True
    if r == _R_PASS:
        if _can_draw(s, me):  # the draw first, from the deck or the river as at step 7
            s[P_PHASE] = _PH_DRAW
            return True
        _pass_hands(s)
    elif r == _R_BOOM:
        _boom(s, False)
    return False


def _can_draw(s, seat):
    """True when seat holds fewer than 3 cards and the deck or the river has one."""
    return s[P_HAND_N + seat] < HAND_SIZE and (s[P_DECK_N] or s[P_RIVER] != NONE or s[P_RIVER + 1] != NONE
                                               or s[P_RIVER + 2] != NONE)


def _pass_hands(s):
    """River PASS: every hand goes to the right neighbour (seat - 1, play being clockwise)."""
    n = s[P_PLAYERS]
    for c in range(CARD_COUNT):
        z = s[P_LOC + c]
        if Z_HAND <= z < Z_HAND + n:
            s[P_LOC + c] = Z_HAND + (z - Z_HAND + n - 1) % n
    first = s[P_HAND_N]
    for seat in range(n - 1):
        s[P_HAND_N + seat] = s[P_HAND_N + seat + 1]
    s[P_HAND_N + n - 1] = first


def _mega(s, e):
    """Mega or River Bunny Boom once the river card is taken."""
    _boom(s, True)
    if e == _E_MEGA:
        _boom(s, False)
        me = s[P_TURN]
        for seat in range(s[P_PLAYERS]):
            if seat != me:
                _gain(s, seat, 1)


def _advance(s, step):
    """Go on with the turn: step 1 when a prompt just finished its effect (next stage), 0 to re-run."""
    s[_P_STAGE] += step
    me = s[P_TURN]
    card = s[P_CARD]
    e = CARDS[5 * card + _C_EFFECT]
    dest = s[P_LOC + card] - _Z_TOP
    while True:
        st = s[_P_STAGE]
        s[P_PHASE] = _PH_AUTO
        if st == _ST_EFFECT:  # step 4: the on-play effect
            x = e & 0x7F
            if x == _E_MEGA or x == _E_RBB:
                if s[P_RIVER] != NONE or s[P_RIVER + 1] != NONE or s[P_RIVER + 2] != NONE:
                    s[P_PHASE] = _PH_TAKE
                    return
                _mega(s, x)
            elif x == _E_CARROT:
                s[P_PHASE] = _PH_CARROT
                return
            elif x == _E_GIVE:
                if _prompt(s, _PH_GIVE):
                    return
            elif x == _E_PLUS:  # the rabbit now, the river effect at step 6
                _gain(s, me, 1)
            elif x == _E_MINUS:
                if domain(s, me):
                    _gain(s, me, -1)
            elif x == _E_RENEW:
                _river_out(s, -1)
            elif x == _E_BURROW:
                s[P_BURROW] = me
            elif x == _E_FOX and s[P_FOX] != dest:
                # the fox walks to the card: every other pawn it meets takes 1 of the mover's rabbits
                a = s[P_FOX]
                n = s[P_PLAYERS]
                centre = a != CENTRE and a // 3 != dest // 3
                for k in range(1, n):
                    seat = (me + k) % n
                    p = s[P_PAWN + seat]
                    met = p == dest or (p == CENTRE and centre)
                    for i in range(path_len(a, dest)):
                        if path_at(a, dest, i) == p:
                            met = True
                    if met:
                        _transfer(s, me, seat)
                s[P_FOX] = dest
        elif st == _ST_MOVE:  # step 5: walk to the card
            if e & 0x7F == _E_CENTRE:
                s[P_PAWN + me] = CENTRE
            elif e & 0x7F == _E_SKIP and path_len(s[P_PAWN + me], dest) > 0:
                s[P_PHASE] = _PH_SKIP
                return
            else:
                _walk(s, me, dest, NONE)
        elif st == _ST_BOOM:
            if e & 0x7F == _E_BB:
                _boom(s, False)
        elif st == _ST_WAVE:  # step 6: the wave, and the +1 / -1 cards' river effect
            if (e & _WAVE or e == _E_PLUS or e == _E_MINUS) and _prompt(s, _PH_RIVER):
                return
        elif st == _ST_DRAW:  # step 7
            if _can_draw(s, me):
                s[P_PHASE] = _PH_DRAW
                return
        else:  # step 8 and the next villager
            _river_out(s, RIVER_SIZE)
            s[P_CARD] = NONE
            s[_P_AUX] = NONE
            s[_P_FLAGS] = 0
            s[_P_STAGE] = _ST_EFFECT
            if s[P_TURNS] == 255:
                s[P_TURNS + 1] += 1
            s[P_TURNS] = (s[P_TURNS] + 1) & 0xFF
            nxt = (me + 1) % s[P_PLAYERS]
            s[P_TURN] = nxt
            s[P_PHASE] = _PH_PLAY
            if s[P_DECK_N] == 0 or s[P_HAND_N + nxt] == 0 or _spaces(s, nxt, None) == 0:
                s[P_PHASE] = _PH_OVER
            return
        s[_P_STAGE] = st + 1


# --- the contract ----------------------------------------------------------------------------

def _in_game(card, players, opts):
    """True when a card belongs to the deck of this player count and these options."""
    e = CARDS[5 * card + _C_EFFECT] & 0x7F
    return (card < PURPLE_COUNT or players > 2) and (e != _E_FOX or opts & _O_FOX) and (
        e != _E_BURROW or opts & _O_BURROW)


def new_state(players, seed, options=0):
    """Deal 3 cards each and a river of 3 from the deck of this player count; 1 rabbit per domain."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or options >> 12:
        raise ValueError("bad players or options")
    opts = 0
    for k in range(3):
        choice = (options >> (4 * k)) & 0xF
        if choice > 1:
            raise ValueError("bad option choice")
        opts |= choice << k
    s = bytearray(STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    s[P_PLAYERS] = players
    s[_P_OPTIONS] = opts
    for off in (P_CARD, _P_AUX, P_CARROT, P_FOX, P_BURROW, P_PAWN, P_PAWN + 1, P_PAWN + 2, P_PAWN + 3):
        s[off] = NONE
    if opts & _O_FOX:
        s[P_FOX] = CENTRE
    n = 0
    for c in range(CARD_COUNT):
        if _in_game(c, players, opts):
            s[P_LOC + c] = _Z_DECK
            n += 1
    s[P_DECK_N] = n
    for seat in range(players):
        s[P_PAWN + seat] = CENTRE
        s[_P_DOMAIN + 2 * seat] = 1
        for _ in range(HAND_SIZE):
            _to_hand(s, seat, DRAW_DECK)
    _set2(s, _P_OUT, players)
    for i in range(RIVER_SIZE):
        s[P_RIVER + i] = NONE
    for sp in range(SPACES):
        s[P_TOP + sp] = NONE
    _river_out(s, RIVER_SIZE)
    return s


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
    _gain(s, s[P_TURN], m)
    s[_P_FLAGS] |= _F_TIMED


def legal_actions(s, out):
    """Write the legal actions of the seat to act into out[0:n] in a fixed order and return n.

    out None: only count them.
    """
    ph = s[P_PHASE]
    me = s[P_TURN]
    n = 0
    if ph == PH_SPACE:
        return _spaces(s, me, out)
    if ph == _PH_PLAY or ph == _PH_SWAP_CARD:
        kind = A_CARD if ph == _PH_PLAY else A_SWAPCARD
        for c in range(CARD_COUNT):
            if s[P_LOC + c] == Z_HAND + me:
                if out is not None:
                    out[n] = kind + c
                n += 1
    elif ph == _PH_TAKE or ph == _PH_DRAW or ph == _PH_RIVER:
        kind = A_TAKE if ph == _PH_TAKE else (A_DRAW if ph == _PH_DRAW else A_RIVER)
        if ph == _PH_DRAW and s[P_DECK_N]:
            if out is not None:
                out[n] = A_DRAW + DRAW_DECK
            n += 1
        for slot in range(RIVER_SIZE):
            c = s[P_RIVER + slot]
            if c != NONE and (ph != _PH_RIVER or CARDS[5 * c + _C_RIVER] != _R_NONE):
                if out is not None:
                    out[n] = kind + slot
                n += 1
    elif ph == _PH_CARROT or ph == _PH_GIVE or ph == _PH_SWAP_SEAT or ph == _PH_DOWN:
        # the other villagers from the mover's left; a face-down card may go to the mover too (last)
        for k in range(1, s[P_PLAYERS] + (ph == _PH_DOWN)):
            seat = (me + k) % s[P_PLAYERS]
            if (ph == _PH_GIVE and s[_P_MASK] & (1 << seat)) or (ph == _PH_SWAP_SEAT and s[P_HAND_N + seat] == 0):
                continue
            if out is not None:
                out[n] = A_SEAT + seat
            n += 1
    elif ph == _PH_SKIP:
        a = s[P_PAWN + me]
        b = s[P_LOC + s[P_CARD]] - _Z_TOP
        for i in range(path_len(a, b)):
            if out is not None:
                out[n] = A_SKIP + path_at(a, b, i)
            n += 1
    elif ph == _PH_PUT:
        for sp in range(SPACES):
            if s[P_TOP + sp] != NONE:
                if out is not None:
                    out[n] = A_PUT + sp
                n += 1
    return n


def apply(s, action):
    """Play one legal action for the mover; an illegal one raises ValueError and changes nothing."""
    n = legal_actions(s, _SCRATCH)
    ok = False
    for i in range(n):
        if _SCRATCH[i] == action:
            ok = True
    if not ok:
        raise ValueError("illegal action")
    me = s[P_TURN]
    kind = action & 0xFF80
    arg = action & 0x7F
    ph = s[P_PHASE]
    card = s[P_CARD]
    if kind == A_CARD:
        s[P_CARD] = arg
        s[P_PHASE] = PH_SPACE
    elif kind == A_SWAPCARD:
        s[_P_AUX] = arg
        s[P_PHASE] = _PH_SWAP_SEAT
    elif kind == A_SPACE:
        cost = play_cost(s, card, arg)
        top = s[P_TOP + arg]
        if top != NONE:
            s[P_LOC + top] = _Z_UNDER + arg
        s[P_TOP + arg] = card
        s[P_LOC + card] = _Z_TOP + arg
        s[P_HAND_N + me] -= 1
        s[P_INFO + arg] = ((s[P_INFO + arg] & LAYERS) + 1) | (CLOSED if cost & _CLOSES else 0)
        _gain(s, me, cost & 0xFF)
        _advance(s, 0)
    elif kind == A_TAKE:
        _to_hand(s, me, arg)
        _mega(s, CARDS[5 * card + _C_EFFECT] & 0x7F)
        _advance(s, 1)
    elif kind == A_SEAT:
        if ph == _PH_CARROT:
            s[P_CARROT] = arg
            _walk(s, arg, s[P_LOC + card] - _Z_TOP, NONE)
        elif ph == _PH_GIVE:
            _transfer(s, me, arg)
            s[_P_MASK] |= 1 << arg
            s[_P_PEND] -= 1
            if s[_P_PEND]:
                return
            s[_P_MASK] = 0
        elif ph == _PH_SWAP_SEAT:
            theirs = _pick(s, Z_HAND + arg, prng.below(s, _P_RNG, s[P_HAND_N + arg]))
            s[P_LOC + theirs] = Z_HAND + me
            s[P_LOC + s[_P_AUX]] = Z_HAND + arg
            s[_P_AUX] = NONE
        else:  # _PH_DOWN
            c = _pick(s, _Z_DECK, -1)
            s[P_LOC + c] = _Z_DOWN + arg
            s[P_DOWN_N + arg] += 1
        _advance(s, 1)
    elif kind == A_SKIP:
        _walk(s, me, s[P_LOC + card] - _Z_TOP, arg)
        _advance(s, 1)
    elif kind == A_RIVER:
        r = CARDS[5 * s[P_RIVER + arg] + _C_RIVER]
        _river_out(s, arg)
        if not _prompt(s, 100 + r):
            _advance(s, 1)
    elif kind == A_PUT:
        off = _P_DOMAIN + 2 * me
        _set2(s, off, _get2(s, off) - 1)
        s[P_SPACE_RAB + arg] += 1
        s[_P_PEND] -= 1
        if s[_P_PEND] == 0:
            _advance(s, 1)
    else:  # A_DRAW
        _to_hand(s, me, arg)
        if s[_P_STAGE] != _ST_WAVE:  # step 7: the prompt comes back while the hand is short
            _advance(s, 0)
        elif not _can_draw(s, me):  # river PASS: drawn up to 3, now the hands go right
            _pass_hands(s)
            _advance(s, 1)


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


def _values(s, zone):
    """Sum of the values of the cards in a zone."""
    return sum(CARDS[5 * c + _C_VALUE] for c in range(CARD_COUNT) if s[P_LOC + c] == zone)


def scores(s):
    """Rabbits per seat: domain + hand + face-down cards + 4 for the carrot (fewest wins)."""
    return tuple(domain(s, p) + _values(s, Z_HAND + p) + _values(s, _Z_DOWN + p) + (
        _CARROT_POINTS if s[P_CARROT] == p else 0) for p in range(s[P_PLAYERS]))


def view(s, seat):
    """Copy of s with what seat may not see blanked: other hands, the deck, face-down cards, the PRNG."""
    if not 0 <= seat < s[P_PLAYERS]:
        raise ValueError("seat")
    v = bytearray(s)
    for i in range(8):
        v[_P_SEED + i] = 0
    for c in range(CARD_COUNT):
        z = v[P_LOC + c]
        if z == _Z_DECK or (Z_HAND <= z < _Z_DOWN + 4 and z != Z_HAND + seat):
            v[P_LOC + c] = _Z_HIDDEN
    if seat != s[P_TURN]:
        if s[P_PHASE] == PH_SPACE:
            v[P_CARD] = NONE
        v[_P_AUX] = NONE
    return v


def space_name(sp):
    """Name of a space: row letter (Left, Right, Up, Down) and distance from the centre, e.g. "L1"."""
    return "centre" if sp == CENTRE else "%s%d" % ("LRUD"[sp // 3], sp % 3 + 1)


def card_name(card):
    """Short name of a card: family and value ("Sun3"), or "Mayor2" / "Joker4"."""
    return "%s%d" % (FAMILY_NAMES.split()[CARDS[5 * card]], CARDS[5 * card + _C_VALUE])


def describe(s, action, seat=-1):
    """Short text of an action; a reader other than the mover (seat) is not told private cards."""
    private = seat >= 0 and seat != s[P_TURN]
    kind = action & 0xFF80
    arg = action & 0x7F
    ph = s[P_PHASE]
    if kind == A_CARD or kind == A_SWAPCARD:
        if private:
            return "Chooses a card" if kind == A_CARD else "Swaps a card"
        e = CARDS[5 * arg + _C_EFFECT]
        if kind == A_SWAPCARD:
            return "Swap away " + card_name(arg)
        return "Play %s%s%s pass+%d" % (card_name(arg), " " + EFFECT_NAMES.split()[e & 0x7F] if e & 0x7F else "",
                                        "~" if e & _WAVE else "", CARDS[5 * arg + _C_PASSAGE])
    if kind == A_SPACE:
        cost = play_cost(s, s[P_CARD], arg)
        text = "%s on %s" % (card_name(s[P_CARD]), space_name(arg))
        if cost & _CLOSES:
            return text + ", closes"
        return "%s, +%d rabbits" % (text, cost) if cost else text
    if kind == A_SEAT:
        return "%s P%d" % (("Carrot: pull", "Give 1 rabbit to", "Swap (random) with", "Face-down card to")[
            (ph == _PH_GIVE) + 2 * (ph == _PH_SWAP_SEAT) + 3 * (ph == _PH_DOWN)], arg + 1)
    if kind == A_SKIP or kind == A_PUT:
        return ("Skip %s" if kind == A_SKIP else "Rabbit on %s") % space_name(arg)
    if arg == DRAW_DECK:
        return "Draw from deck"
    c = s[P_RIVER + arg]
    if kind == A_RIVER:
        return "River %s: %s" % (card_name(c), RIVER_NAMES.split()[CARDS[5 * c + _C_RIVER]])
    return ("Take river %s first" if kind == A_TAKE else "Draw river %s") % card_name(c)


def _cold():
    """The module of the code needed only on load and at the end (cold.py), imported on first use.

    It then stays loaded: dropping it again would churn sys.modules and the package's attributes,
    whose hash tables then grow (the long-session heap test sees that as a leak).
    """
    from games.bunnyboom import cold

    return cold


def check(s):
    """Raise ValueError unless every card and rabbit is in exactly one place and the counts agree."""
    _cold().check(s)


def winners(s):
    """Seats with the fewest rabbits once over; a tie goes to the fewest in the domain (empty while playing)."""
    return _cold().winners(s)


def score_sheet(s):
    """Rows of (label, values per seat) for the end-of-game score sheet; the last row is the total."""
    return _cold().score_sheet(s)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    return _cold().outcome_text(s)
