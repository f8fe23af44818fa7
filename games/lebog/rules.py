"""Le Bog: 3 to 10 players stake on a hexagonal board, bet on poker-like combinations, then play out.

Specification: ../shared/reference/lebog.md (rules 1-14), which the numbers below refer to.

Cards: id = suit * 13 + rank, suits C D H S (0-3), ranks A 2 3 ... 10 J Q K (0-12, the ace low).
The 32-card pack (3-6 players) holds A and 7 to K; the 52-card pack (7-10 players) all of them.
Compartments 0-5: K-diamonds, 10-hearts, J-clubs, A-diamonds (A-hearts with V2), Q-spades, the Bog.

State layout (one bytearray of STATE_SIZE = 188 bytes, mutated in place; chips are 2-byte LE):

    offset  size  name         meaning
    0       4     SEED         the game's seed, little-endian (< 2**30)
    4       4     RNG          PRNG bytes (lib/prng.py)
    8       1     PLAYERS      3..10
    9       1     START        starting chips per player (conservation: all chips = PLAYERS * START)
    10      1     DEALS        deals agreed (rotations * players)
    11      1     FLAGS        bit 0-3: variants V1-V4
    12      1     PHASE        PH_EXCHANGE, PH_BET, PH_PLAY, PH_SETTLE, PH_OVER
    13      1     TURN         seat deciding now
    14      1     DEALER       seat of the dealer of this deal
    15      1     DEAL_NO      deals started so far (1 = the first deal)
    16      1     LAST_CARD    play-out: last card played, NONE before the lead
    17      1     SEQ_START    play-out: first card of the sequence being played
    18      2     CUR_BET      highest bet this deal (0: nobody opened yet)
    20      1     END          why the game ended: END_DEALS or END_STAKE (0 while playing)
    21      1     (spare)
    22      20    CHIPS        chips in hand per seat
    42      20    BET          chips bet this deal per seat (they lie in the Bog compartment)
    62      10    STATUS       betting per seat: ST_WAIT (must speak), ST_IN (bogs), ST_AWAY
    72      10    HAND_N       cards in hand per seat (public)
    82      12    COMP         chips on the six compartments
    94      2     SHOWN        bit per seat: hand revealed at the showdown
    96      52    LOC          zone of every card (Z_*; Z_HAND + seat)
    -- record of this deal, for the settlement screen --
    148     1     R_WINNER     seat that went out first (NONE before the end of the play-out)
    149     1     R_BOG        seat that took the Bog compartment, or NONE
    150     2     R_BOG_AMT    chips it took
    152     2     R_TURN_AMT   chips the dealer collected with the turned card
    154     10    R_CARDS      chips each seat paid the winner for its cards left (12.1)
    164     15    R_STRAND     per pay compartment: payer seat (NONE) and chips paid (2 bytes) (12.2)
    179     1     R_V4_N       V4: cards of the player(s) left with the most, 0 when V4 did not apply
    180     8     (spare)

Actions (ints below 2048): A_PLAY + card, A_SWAP + card (the dealer's exchange), A_KEEP, A_AWAY,
A_CALL, A_NEXT (next deal, on the settlement screen), A_BET + total bet of the seat this deal
(opening or raising to that total).

Rule decisions (lebog.md's own decisions stand; these are the ones it leaves open):
- Compartments are staked by seat s on pay compartment s mod 5 (4.1); the first dealer is random.
- Bets (and going-away fees) go straight into the Bog compartment; BET only remembers how much each
  seat has put in this deal, so the chips are always: hands + six compartments.
- Bet amounts offered: an opening of 2 + k, a raise to the current bet + k, for k in 1, 2, 3, 4, 5,
  10, 20, and the table limit itself. Larger raises are made in several raises.
- Table limit (9.6): the bet may not pass the reach (chips + bet) of any other player still in who can
  afford the opening (reach >= 3), nor the bettor's own. A poorer player must go away when his turn
  comes (9.7), so he does not block the betting of the others.
- Showdown ties: category, then the combination's cards (double bog: high pair, then low pair; mitsi:
  its pair), then the other cards from the highest, then the first to speak (dealer's left first).
- V3: a lone bogger shows his hand; without at least a bog the Bog compartment stays.
- Play-out: a successor that is already played is a stop too (it is not in any hand). After a stop or
  a King the player who played the last card leads again. Each forced card is a separate decision
  of its holder (a public step: the holder is named and confirms).
- Settlement: cards first (12.1, from the winner's left), then stranded pay cards in compartment order
  (12.2, P read before any 12.2 payment), then V4. Short payers pay what they have.
- V1 removes the four 7s and the black 8s (3 players) or the 8 of clubs (5 players).
- V4: every player tied for the most cards left pays that many chips to each opponent, clockwise.
- The game ends before a deal when the agreed deals are played or when a player cannot stake (2 chips,
  the dealer 4). Most chips wins; ties share.
"""

from micropython import const

import prng

TITLE = "Le Bog"
MIN_PLAYERS = const(3)
MAX_PLAYERS = const(10)
OPTIONS = (
    ("Chips each", ("50", "20", "30", "100")),
    ("Length", ("2 rounds", "1 round", "3 rounds", "4 rounds", "5 rounds")),
    ("V1 short pack", ("off", "on")),
    ("V2 A-hearts box", ("off", "on")),
    ("V3 lone must show", ("off", "on")),
    ("V4 Poque fine", ("off", "on")),
)
START_CHIPS = (50, 20, 30, 100)
ROUNDS = b"\x02\x01\x03\x04\x05"
HIDDEN_INFO = True
STATE_VERSION = const(1)

_P_SEED = const(0)
_P_RNG = const(4)
P_PLAYERS = const(8)
P_START = const(9)
P_DEALS = const(10)
P_FLAGS = const(11)
P_PHASE = const(12)
P_TURN = const(13)
P_DEALER = const(14)
P_DEAL_NO = const(15)
P_LAST_CARD = const(16)
P_SEQ_START = const(17)
P_CUR_BET = const(18)
P_END = const(20)
P_CHIPS = const(22)
P_BET = const(42)
P_STATUS = const(62)
P_HAND_N = const(72)
P_COMP = const(82)
P_SHOWN = const(94)
P_LOC = const(96)
P_R_WINNER = const(148)
P_R_BOG = const(149)
P_R_BOG_AMT = const(150)
P_R_TURN_AMT = const(152)
P_R_CARDS = const(154)
P_R_STRAND = const(164)
P_R_V4_N = const(179)
STATE_SIZE = const(188)

NONE = const(255)
CARDS = const(52)
BOG = const(5)  # the Bog compartment
STAKE = const(2)

F_V1 = const(1)
F_V2 = const(2)
F_V3 = const(4)
F_V4 = const(8)

PH_EXCHANGE = const(0)
PH_BET = const(1)
PH_PLAY = const(2)
PH_SETTLE = const(3)
PH_OVER = const(4)

ST_WAIT = const(0)
ST_IN = const(1)
ST_AWAY = const(2)

END_DEALS = const(1)
END_STAKE = const(2)

Z_OUT = const(0)  # not in the pack in use (2-6 with 32 cards)
Z_REMOVED = const(1)  # V1: taken out of the pack, dead, public
Z_TALON = const(2)  # face down, dead
Z_TURNED = const(3)  # the turned card, face up, dead unless the dealer takes it
Z_DISCARD = const(4)  # the dealer's discard, face down (the dealer knows it), dead
Z_PLAYED = const(5)
Z_HAND = const(16)  # + seat
Z_HIDDEN = const(255)  # in views: a card the seat may not see

A_PLAY = const(0)
A_SWAP = const(64)
A_KEEP = const(128)
A_AWAY = const(129)
A_CALL = const(130)
A_NEXT = const(131)
A_BET = const(256)

MAX_LEGAL = const(10)

# players 3..10: cards each (7.1); the pack is 32 cards up to 6 players
DEAL_SIZE = b"\x08\x06\x05\x05\x07\x06\x05\x05"
# K-diamonds, 10-hearts, J-clubs, A-diamonds, Q-spades (A-hearts = 26 replaces A-diamonds with V2)
PAY_CARDS = b"\x19\x23\x0a\x0d\x32"
PAY_CARD_V2 = const(26)
BET_STEPS = b"\x01\x02\x03\x04\x05\x0a\x14"
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_NAMES = "CDHS"
COMP_NAMES = ("KD", "10H", "JC", "AD", "QS", "Bog")
CATEGORY_NAMES = ("no combination", "bog", "double bog", "mitsi", "brelan", "brelan carre")
_JACK = const(10)
_KING = const(12)
_J_CLUBS = const(10)

_SCRATCH = [0] * MAX_LEGAL
_DECK = bytearray(CARDS)
_COUNTS = bytearray(13)
_KEY_BEST = bytearray(11)
_KEY = bytearray(11)


# --- small helpers ------------------------------------------------------------------------------

def _get2(s, off):
    """Read a 2-byte little-endian number."""
    return s[off] | (s[off + 1] << 8)


def _put2(s, off, value):
    """Write a 2-byte little-endian number."""
    s[off] = value & 0xFF
    s[off + 1] = value >> 8


def chips(s, seat):
    """Chips in hand of a seat."""
    return s[P_CHIPS + 2 * seat] | (s[P_CHIPS + 2 * seat + 1] << 8)


def bet(s, seat):
    """Chips a seat has bet this deal."""
    return s[P_BET + 2 * seat] | (s[P_BET + 2 * seat + 1] << 8)


def comp(s, k):
    """Chips on compartment k (0-4 the pay compartments, 5 the Bog)."""
    return s[P_COMP + 2 * k] | (s[P_COMP + 2 * k + 1] << 8)


def _add_chips(s, seat, n):
    """Add n (may be negative) to a seat's chips."""
    _put2(s, P_CHIPS + 2 * seat, chips(s, seat) + n)


def _add_comp(s, k, n):
    """Add n (may be negative) to a compartment."""
    _put2(s, P_COMP + 2 * k, comp(s, k) + n)


def _pay_to_comp(s, seat, k, n):
    """Seat pays up to n chips onto compartment k; return what was paid."""
    have = chips(s, seat)
    if n > have:
        n = have
    _add_chips(s, seat, -n)
    _add_comp(s, k, n)
    return n


def _pay_to_seat(s, payer, to, n):
    """Payer gives up to n chips to another seat; return what was paid."""
    have = chips(s, payer)
    if n > have:
        n = have
    _add_chips(s, payer, -n)
    _add_chips(s, to, n)
    return n


def _collect(s, seat, k):
    """A seat takes everything on compartment k; return how much."""
    n = comp(s, k)
    _add_chips(s, seat, n)
    _put2(s, P_COMP + 2 * k, 0)
    return n


def big_pack(s):
    """True with the 52-card pack (7 players or more)."""
    return s[P_PLAYERS] >= 7


def in_pack(players, card):
    """True when a card belongs to the pack used by that many players (before V1)."""
    rank = card % 13
    return players >= 7 or rank == 0 or rank >= 6


def successor(s, card):
    """The card following card in its suit in the pack in use (2.3), or NONE after a King."""
    rank = card % 13
    if rank == _KING:
        return NONE
    if rank == 0 and not big_pack(s):
        return card + 6  # A -> 7 in the 32-card pack
    return card + 1


def pay_card(s, k):
    """The card of pay compartment k (0-4)."""
    if k == 3 and s[P_FLAGS] & F_V2:
        return PAY_CARD_V2
    return PAY_CARDS[k]


def pay_comp(s, card):
    """Pay compartment (0-4) whose card this is, or NONE."""
    for k in range(5):
        if pay_card(s, k) == card:
            return k
    return NONE


def _v1_removed(players, card):
    """True when V1 takes this card out of the pack (3 or 5 players)."""
    rank = card % 13
    suit = card // 13
    if players == 3:
        return rank == 6 or (rank == 7 and (suit == 0 or suit == 3))
    if players == 5:
        return rank == 6 or card == 7
    return False


def card_name(card):
    """Short ASCII name of a card: 10H, KD, AS."""
    return RANK_NAMES[card % 13] + SUIT_NAMES[card // 13]


def deal_size(players):
    """Cards dealt to each player."""
    return DEAL_SIZE[players - 3]


def staker_count(s, k, but=NONE):
    """How many seats stake on pay compartment k (4.1), not counting seat but."""
    n = 0
    for seat in range(s[P_PLAYERS]):
        if seat % 5 == k and seat != but:
            n += 1
    return n


# --- new game, deals ----------------------------------------------------------------------------

def new_state(players, seed, options=0):
    """A game for 3-10 players: seats get the starting chips, a random dealer, the first deal."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("Le Bog is for 3 to 10 players")
    choice = []
    for k in range(len(OPTIONS)):
        i = (options >> (4 * k)) & 15
        if i >= len(OPTIONS[k][1]):
            raise ValueError("option %d has no choice %d" % (k, i))
        choice.append(i)
    if options >> (4 * len(OPTIONS)):
        raise ValueError("unknown options")
    s = bytearray(STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed)
    s[P_PLAYERS] = players
    start = START_CHIPS[choice[0]]
    s[P_START] = start
    s[P_DEALS] = ROUNDS[choice[1]] * players
    s[P_FLAGS] = choice[2] | (choice[3] << 1) | (choice[4] << 2) | (choice[5] << 3)
    for seat in range(players):
        _put2(s, P_CHIPS + 2 * seat, start)
    s[P_DEALER] = prng.below(s, _P_RNG, players)
    _start_deal(s)
    return s


def _can_stake(s, dealer):
    """True when every seat can post its stake (the dealer 4 chips) (13.2)."""
    for seat in range(s[P_PLAYERS]):
        if chips(s, seat) < (2 * STAKE if seat == dealer else STAKE):
            return False
    return True


def _clear_record(s):
    """Forget the previous deal's record."""
    s[P_R_WINNER] = NONE
    s[P_R_BOG] = NONE
    _put2(s, P_R_BOG_AMT, 0)
    _put2(s, P_R_TURN_AMT, 0)
    for i in range(10):
        s[P_R_CARDS + i] = 0
    for k in range(5):
        s[P_R_STRAND + 3 * k] = NONE
        _put2(s, P_R_STRAND + 3 * k + 1, 0)
    s[P_R_V4_N] = 0


def _start_deal(s):
    """Stakes, shuffle and deal, turn the top talon card, collect for it; the dealer's exchange next."""
    players = s[P_PLAYERS]
    dealer = s[P_DEALER]
    s[P_DEAL_NO] += 1
    for seat in range(players):  # 5.1, 5.2
        _pay_to_comp(s, seat, seat % 5, STAKE)
        _put2(s, P_BET + 2 * seat, 0)
        s[P_STATUS + seat] = ST_WAIT
    _pay_to_comp(s, dealer, BOG, STAKE)
    _clear_record(s)
    s[P_SHOWN] = 0
    s[P_SHOWN + 1] = 0
    _put2(s, P_CUR_BET, 0)
    s[P_LAST_CARD] = NONE
    s[P_SEQ_START] = NONE
    v1 = s[P_FLAGS] & F_V1
    n = 0
    for c in range(CARDS):
        if not in_pack(players, c):
            s[P_LOC + c] = Z_OUT
        elif v1 and _v1_removed(players, c):
            s[P_LOC + c] = Z_REMOVED
        else:
            s[P_LOC + c] = Z_TALON
            _DECK[n] = c
            n += 1
    prng.shuffle(s, _P_RNG, _DECK, 0, n)
    each = deal_size(players)
    i = 0
    for _k in range(each):  # round by round from the dealer's left
        for j in range(players):
            seat = (dealer + 1 + j) % players
            s[P_LOC + _DECK[i]] = Z_HAND + seat
            i += 1
    for seat in range(players):
        s[P_HAND_N + seat] = each
    turned = _DECK[i]  # the top of the talon (8.1)
    s[P_LOC + turned] = Z_TURNED
    k = pay_comp(s, turned)
    if k != NONE:  # 8.2
        _put2(s, P_R_TURN_AMT, _collect(s, dealer, k))
    s[P_PHASE] = PH_EXCHANGE
    s[P_TURN] = dealer


def turned_card(s):
    """The card turned up this deal (face up, or taken into the dealer's hand), or NONE."""
    for c in range(CARDS):
        if s[P_LOC + c] == Z_TURNED:
            return c
    return NONE


# --- decisions ----------------------------------------------------------------------------------

def current_player(s):
    """Seat deciding now, or -1 once the game is over."""
    return -1 if s[P_PHASE] == PH_OVER else s[P_TURN]


def is_over(s):
    """True once the game has ended."""
    return s[P_PHASE] == PH_OVER


def forced(s):
    """True in the play-out when the seat to act must play the successor of the last card (11.3)."""
    if s[P_PHASE] != PH_PLAY:
        return False
    last = s[P_LAST_CARD]
    if last == NONE:
        return False
    nxt = successor(s, last)
    return nxt != NONE and s[P_LOC + nxt] == Z_HAND + s[P_TURN]


def public_decision(s):
    """True when the decision shows nothing private: a forced play, or the settlement's next deal."""
    return s[P_PHASE] == PH_SETTLE or forced(s)


def reach(s, seat):
    """Chips a seat could have in the Bog this deal: in hand plus already bet."""
    return chips(s, seat) + bet(s, seat)


def table_limit(s, seat):
    """Highest total bet seat may make (9.6): its reach and that of every other player still in who
    can afford the opening."""
    cap = reach(s, seat)
    for p in range(s[P_PLAYERS]):
        if p != seat and s[P_STATUS + p] != ST_AWAY:
            r = reach(s, p)
            if 3 <= r < cap:
                cap = r
    return cap


def _bet_actions(s, out):
    """Betting: go away, call, open or raise (to bounded amounts); return the count."""
    me = s[P_TURN]
    cur = _get2(s, P_CUR_BET)
    n = 0
    if out is not None:
        out[n] = A_AWAY
    n += 1
    cap = table_limit(s, me)
    if cur == 0:
        base = STAKE  # opening: the 2-chip stake + at least 1 (9.2)
    else:
        if reach(s, me) < cur:
            return n
        if out is not None:
            out[n] = A_CALL
        n += 1
        base = cur
    last = base
    for i in range(len(BET_STEPS)):
        amount = base + BET_STEPS[i]
        if amount > cap:
            break
        if out is not None:
            out[n] = A_BET + amount
        n += 1
        last = amount
    if cap > last:
        if out is not None:
            out[n] = A_BET + cap
        n += 1
    return n


def _generate(s, out):
    """Write the legal actions into out (or only count them when out is None); return the count."""
    phase = s[P_PHASE]
    me = s[P_TURN]
    n = 0
    if phase == PH_PLAY:
        hand = Z_HAND + me
        if forced(s):
            if out is not None:
                out[0] = A_PLAY + successor(s, s[P_LAST_CARD])
            return 1
        for c in range(CARDS):
            if s[P_LOC + c] == hand:
                if out is not None:
                    out[n] = A_PLAY + c
                n += 1
        return n
    if phase == PH_BET:
        return _bet_actions(s, out)
    if phase == PH_EXCHANGE:
        hand = Z_HAND + me
        if out is not None:
            out[0] = A_KEEP
        n = 1
        if turned_card(s) != NONE:
            for c in range(CARDS):
                if s[P_LOC + c] == hand:
                    if out is not None:
                        out[n] = A_SWAP + c
                    n += 1
        return n
    if phase == PH_SETTLE:
        if out is not None:
            out[0] = A_NEXT
        return 1
    return 0


def legal_actions(s, out):
    """Write the legal actions of the seat to act into out[0:n] in a fixed order and return n."""
    return _generate(s, out)


def is_legal(s, action):
    """True when action is among the legal actions now (cheap refusals first)."""
    phase = s[P_PHASE]
    if phase == PH_PLAY:
        if action >= CARDS or s[P_LOC + action] != Z_HAND + s[P_TURN]:
            return False
    elif phase == PH_EXCHANGE:
        if action != A_KEEP and not (A_SWAP <= action < A_SWAP + CARDS):
            return False
    elif phase == PH_BET:
        if action != A_AWAY and action != A_CALL and action <= A_BET:
            return False
    elif phase == PH_SETTLE:
        return action == A_NEXT
    else:
        return False
    n = _generate(s, _SCRATCH)
    for i in range(n):
        if _SCRATCH[i] == action:
            return True
    return False


# --- apply --------------------------------------------------------------------------------------

def apply(s, action):
    """Play one legal action for the seat to act; an illegal one raises ValueError and changes nothing."""
    if not is_legal(s, action):
        raise ValueError("illegal action")
    phase = s[P_PHASE]
    me = s[P_TURN]
    if phase == PH_PLAY:
        _play(s, me, action - A_PLAY)
    elif phase == PH_BET:
        _bet(s, me, action)
    elif phase == PH_EXCHANGE:
        if action != A_KEEP:  # 8.3: the discard goes face down into the talon, dead
            turned = turned_card(s)
            s[P_LOC + action - A_SWAP] = Z_DISCARD
            s[P_LOC + turned] = Z_HAND + me
        s[P_PHASE] = PH_BET
        s[P_TURN] = (s[P_DEALER] + 1) % s[P_PLAYERS]
    else:  # PH_SETTLE: next deal or the end
        _next_deal(s)


def _next_deal(s):
    """Pass the deal clockwise and deal, or end the game (13.1, 13.2)."""
    if s[P_DEAL_NO] >= s[P_DEALS]:
        s[P_END] = END_DEALS
        s[P_PHASE] = PH_OVER
        return
    dealer = (s[P_DEALER] + 1) % s[P_PLAYERS]
    if not _can_stake(s, dealer):
        s[P_END] = END_STAKE
        s[P_PHASE] = PH_OVER
        return
    s[P_DEALER] = dealer
    _start_deal(s)


def _bet(s, me, action):
    """Go away, call, open or raise; then the next seat to speak or the showdown."""
    if action == A_AWAY:  # 9.4, 9.7
        _pay_to_comp(s, me, BOG, STAKE)
        s[P_STATUS + me] = ST_AWAY
    else:
        cur = _get2(s, P_CUR_BET)
        total = cur if action == A_CALL else action - A_BET
        _pay_to_comp(s, me, BOG, total - bet(s, me))
        _put2(s, P_BET + 2 * me, total)
        if total > cur:
            _put2(s, P_CUR_BET, total)
            for p in range(s[P_PLAYERS]):
                if s[P_STATUS + p] == ST_IN:
                    s[P_STATUS + p] = ST_WAIT
        s[P_STATUS + me] = ST_IN
    players = s[P_PLAYERS]
    for i in range(1, players + 1):
        p = (me + i) % players
        if s[P_STATUS + p] == ST_WAIT:
            s[P_TURN] = p
            return
    _showdown(s)


def _hand_key(s, seat, key):
    """Write the comparison key of a seat's hand into key (11 bytes, compared from the left; 10.4-10.7):
    category, the combination's ranks + 1, then the other cards' ranks + 1 from the highest."""
    for r in range(13):
        _COUNTS[r] = 0
    hand = Z_HAND + seat
    clubs_jack = s[P_LOC + _J_CLUBS] == hand
    for c in range(CARDS):
        if s[P_LOC + c] == hand:
            _COUNTS[c % 13] += 1
    for i in range(11):
        key[i] = 0
    r = 12
    while r >= 0 and key[0] == 0:  # brelan carre
        if _COUNTS[r] == 4:
            key[0] = 5
            key[1] = r + 1
            _COUNTS[r] = 0
        r -= 1
    r = 12
    while r >= 0 and key[0] == 0:  # brelan
        if _COUNTS[r] == 3:
            key[0] = 4
            key[1] = r + 1
            _COUNTS[r] = 0
        r -= 1
    if key[0] == 0 and clubs_jack:  # mitsi: J-clubs and a pair of another rank
        r = 12
        while r >= 0 and key[0] == 0:
            if r != _JACK and _COUNTS[r] == 2:
                key[0] = 3
                key[1] = r + 1
                _COUNTS[r] = 0
                _COUNTS[_JACK] -= 1
            r -= 1
    if key[0] == 0:  # double bog, bog
        r = 12
        while r >= 0:
            if _COUNTS[r] == 2:
                if key[1] == 0:
                    key[0] = 1
                    key[1] = r + 1
                    _COUNTS[r] = 0
                else:
                    key[0] = 2
                    key[2] = r + 1
                    _COUNTS[r] = 0
                    break
            r -= 1
    i = 3
    r = 12
    while r >= 0:
        while _COUNTS[r] and i < 11:
            key[i] = r + 1
            _COUNTS[r] -= 1
            i += 1
        r -= 1


def hand_category(s, seat):
    """Best combination of a seat's hand: 0 none, 1 bog ... 5 brelan carre."""
    _hand_key(s, seat, _KEY)
    return _KEY[0]


def _showdown(s):
    """Settle the Bog compartment (10.1-10.3, V3), then the play-out from the dealer's left."""
    players = s[P_PLAYERS]
    dealer = s[P_DEALER]
    best = NONE
    count = 0
    for i in range(1, players + 1):  # speaking order: the first to speak wins ties
        p = (dealer + i) % players
        if s[P_STATUS + p] != ST_IN:
            continue
        count += 1
        _hand_key(s, p, _KEY)
        better = best == NONE
        if not better:
            for j in range(11):
                if _KEY[j] != _KEY_BEST[j]:
                    better = _KEY[j] > _KEY_BEST[j]
                    break
        if better:
            best = p
            for j in range(11):
                _KEY_BEST[j] = _KEY[j]
    if count >= 2 or (count == 1 and s[P_FLAGS] & F_V3):
        for p in range(players):
            if s[P_STATUS + p] == ST_IN:
                s[P_SHOWN + (p >> 3)] |= 1 << (p & 7)
    if count >= 2 or (count == 1 and (_KEY_BEST[0] > 0 or not s[P_FLAGS] & F_V3)):
        s[P_R_BOG] = best
        _put2(s, P_R_BOG_AMT, _collect(s, best, BOG))
    s[P_PHASE] = PH_PLAY
    s[P_TURN] = (dealer + 1) % players
    s[P_LAST_CARD] = NONE


def shown(s, seat):
    """True when a seat's hand was revealed at this deal's showdown."""
    return bool(s[P_SHOWN + (seat >> 3)] & (1 << (seat & 7)))


def _play(s, me, card):
    """Play a card: collect its compartment, go out, or pass to the successor's holder (11.3-11.7)."""
    was_forced = forced(s)
    s[P_LOC + card] = Z_PLAYED
    s[P_HAND_N + me] -= 1
    k = pay_comp(s, card)
    if k != NONE:  # 11.6
        _collect(s, me, k)
    if not was_forced:
        s[P_SEQ_START] = card
    s[P_LAST_CARD] = card
    if s[P_HAND_N + me] == 0:  # 11.7
        _settle(s, me)
        return
    nxt = successor(s, card)
    if nxt != NONE:
        z = s[P_LOC + nxt]
        if z >= Z_HAND:
            s[P_TURN] = z - Z_HAND
            return
    s[P_TURN] = me  # stop or King: the same player leads again (11.4, 11.5)


def _settle(s, winner):
    """Settlement in the order of rule 12 (and V4); the next dealer confirms the next deal."""
    players = s[P_PLAYERS]
    s[P_R_WINNER] = winner
    for i in range(1, players):  # 12.1
        p = (winner + i) % players
        s[P_R_CARDS + p] = _pay_to_seat(s, p, winner, s[P_HAND_N + p])
    for k in range(5):  # 12.2
        card = pay_card(s, k)
        z = s[P_LOC + card]
        if z < Z_HAND:
            continue
        payer = z - Z_HAND
        paid = _pay_to_comp(s, payer, k, comp(s, k))
        s[P_R_STRAND + 3 * k] = payer
        _put2(s, P_R_STRAND + 3 * k + 1, paid)
        others = staker_count(s, k, payer)
        if others:
            share = paid // others
            for seat in range(players):
                if seat % 5 == k and seat != payer:
                    _add_comp(s, k, -share)
                    _add_chips(s, seat, share)
    if s[P_FLAGS] & F_V4:
        most = 0
        for p in range(players):
            if p != winner and s[P_HAND_N + p] > most:
                most = s[P_HAND_N + p]
        s[P_R_V4_N] = most
        for p in range(players):
            if p != winner and s[P_HAND_N + p] == most:
                for i in range(1, players):
                    _pay_to_seat(s, p, (p + i) % players, most)
    s[P_PHASE] = PH_SETTLE
    s[P_TURN] = (s[P_DEALER] + 1) % players


# --- results ------------------------------------------------------------------------------------

def reveals(s, action):
    """True when an action shows hidden cards or deals new ones: undo stops there."""
    return action != A_KEEP and not (A_SWAP <= action < A_SWAP + CARDS)


def scores(s):
    """Chips in hand per seat."""
    return tuple(chips(s, seat) for seat in range(s[P_PLAYERS]))


def winners(s):
    """Seats with the most chips once the game is over (ties share, 13.3); () while playing."""
    if s[P_PHASE] != PH_OVER:
        return ()
    sc = scores(s)
    top = max(sc)
    return tuple(seat for seat in range(len(sc)) if sc[seat] == top)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[P_PHASE] != PH_OVER:
        return ""
    if s[P_END] == END_STAKE:
        return "A player could not stake after %d deals: most chips wins" % s[P_DEAL_NO]
    return "%d deals played: most chips wins" % s[P_DEAL_NO]


def score_sheet(s):
    """Rows of (label, values per seat) for the end-of-game score sheet."""
    players = s[P_PLAYERS]
    start = s[P_START]
    return [("Chips", scores(s)),
            ("Won/lost", tuple(chips(s, p) - start for p in range(players)))]


def view(s, seat):
    """Copy of s with what seat may not see blanked: other hands (unless shown), talon, the dealer's
    discard (but to the dealer), the seed and PRNG."""
    if not 0 <= seat < s[P_PLAYERS]:
        raise ValueError("no seat %r" % (seat,))
    v = bytearray(s)
    for i in range(8):
        v[_P_SEED + i] = 0
    dealer = s[P_DEALER]
    for c in range(CARDS):
        z = v[P_LOC + c]
        if z == Z_TALON or (z == Z_DISCARD and seat != dealer):
            v[P_LOC + c] = Z_HIDDEN
        elif z >= Z_HAND and z != Z_HAND + seat and not shown(s, z - Z_HAND):
            v[P_LOC + c] = Z_HIDDEN
    return v


def describe(s, action, seat=-1):
    """Short public text of an action for the log and tests; seat is the reader (default: the mover)."""
    me = s[P_TURN]
    if action < A_SWAP:
        text = "plays " + card_name(action)
        k = pay_comp(s, action)
        if k != NONE:
            text += " +%d" % comp(s, k)
        if s[P_HAND_N + me] == 1:
            text += " out"
        return text
    if action < A_KEEP:
        turned = turned_card(s)
        if seat >= 0 and seat != me:
            return "takes " + card_name(turned)
        return "swaps %s for %s" % (card_name(action - A_SWAP), card_name(turned))
    if action == A_KEEP:
        return "keeps the hand"
    if action == A_AWAY:
        return "goes away -2"
    if action == A_CALL:
        return "calls %d" % _get2(s, P_CUR_BET)
    if action == A_NEXT:
        return "final score" if s[P_DEAL_NO] >= s[P_DEALS] else "next deal"
    total = action - A_BET
    if _get2(s, P_CUR_BET) == 0:
        return "bogs %d" % total
    return "raises to %d" % total


# --- invariants ---------------------------------------------------------------------------------

def check(s):
    """Raise ValueError unless every card and chip is in exactly one place and the counts agree."""
    if len(s) != STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), STATE_SIZE))
    players = s[P_PLAYERS]
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or s[P_START] not in START_CHIPS:
        raise ValueError("bad header")
    phase = s[P_PHASE]
    if phase > PH_OVER or s[P_TURN] >= players or s[P_DEALER] >= players or s[P_FLAGS] > 15:
        raise ValueError("bad header")
    if s[P_DEALS] % players or not 1 <= s[P_DEALS] // players <= 5 or not 1 <= s[P_DEAL_NO] <= s[P_DEALS]:
        raise ValueError("deal counters")
    total = 0
    for p in range(players):
        total += chips(s, p)
    for k in range(6):
        total += comp(s, k)
    if total != players * s[P_START]:
        raise ValueError("%d chips instead of %d" % (total, players * s[P_START]))
    for p in range(players, 10):
        if chips(s, p) or bet(s, p) or s[P_HAND_N + p] or s[P_STATUS + p]:
            raise ValueError("seat %d beyond the players" % p)
    # cards
    hands = bytearray(10)
    zones = bytearray(6)
    v1 = s[P_FLAGS] & F_V1
    for c in range(CARDS):
        z = s[P_LOC + c]
        if not in_pack(players, c):
            if z != Z_OUT:
                raise ValueError("%s is not in this pack" % card_name(c))
            continue
        if (z == Z_REMOVED) != bool(v1 and _v1_removed(players, c)):
            raise ValueError("%s removed or not" % card_name(c))
        if Z_HAND <= z < Z_HAND + players:
            hands[z - Z_HAND] += 1
        elif Z_REMOVED <= z <= Z_PLAYED:
            zones[z] += 1
        else:
            raise ValueError("%s in zone %d" % (card_name(c), z))
    each = deal_size(players)
    in_hands = 0
    for p in range(players):
        if hands[p] != s[P_HAND_N + p] or hands[p] > each:
            raise ValueError("hand count of P%d" % (p + 1))
        in_hands += hands[p]
    if in_hands + zones[Z_PLAYED] != players * each:
        raise ValueError("cards in hands and played do not add up")
    if zones[Z_TURNED] + zones[Z_DISCARD] != 1 or (phase == PH_EXCHANGE and zones[Z_DISCARD]):
        raise ValueError("turned card / discard")
    if phase <= PH_BET:
        for p in range(players):
            if hands[p] != each:
                raise ValueError("a hand is short before the play-out")
    # betting
    cur = _get2(s, P_CUR_BET)
    top = 0
    bets = 0
    for p in range(players):
        st = s[P_STATUS + p]
        b = bet(s, p)
        if st > ST_AWAY or (st == ST_IN and (b != cur or cur == 0)) or b > cur:
            raise ValueError("betting of P%d" % (p + 1))
        if b > top:
            top = b
        bets += b
    if top != cur or (cur and cur < 3):
        raise ValueError("current bet")
    if phase == PH_BET:
        if s[P_STATUS + s[P_TURN]] != ST_WAIT:
            raise ValueError("the seat to speak has spoken")
        if comp(s, BOG) < bets:
            raise ValueError("bets are not in the Bog")
    elif phase == PH_EXCHANGE:
        if cur or s[P_TURN] != s[P_DEALER]:
            raise ValueError("exchange")
    elif phase >= PH_PLAY:
        for p in range(players):
            if s[P_STATUS + p] == ST_WAIT:
                raise ValueError("P%d never spoke" % (p + 1))
    last = s[P_LAST_CARD]
    if phase == PH_PLAY:
        if hands[s[P_TURN]] == 0:
            raise ValueError("the seat to play has no card")
        if last != NONE and (last >= CARDS or s[P_LOC + last] != Z_PLAYED):
            raise ValueError("last card")
        if last != NONE:
            nxt = successor(s, last)
            z = NONE if nxt == NONE else s[P_LOC + nxt]
            if Z_HAND <= z < Z_HAND + players and z != Z_HAND + s[P_TURN]:
                raise ValueError("the successor's holder must play")
    elif phase <= PH_BET and last != NONE:
        raise ValueError("a card played before the play-out")
    if phase >= PH_SETTLE:
        w = s[P_R_WINNER]
        if w >= players or hands[w]:
            raise ValueError("winner of the deal")
    elif s[P_R_WINNER] != NONE:
        raise ValueError("deal won too early")
    if phase == PH_OVER and s[P_END] not in (END_DEALS, END_STAKE):
        raise ValueError("end reason")
    if phase != PH_OVER and s[P_END]:
        raise ValueError("end reason while playing")
