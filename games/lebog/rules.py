"""Le Bog (3-10 players): stakes on a hexagonal board, bogging (betting) on combinations, the play-out.

Rules: ../shared/reference/lebog.md, rules 1-14 (numbers below). Cards: id = suit * 13 + rank, suits
C D H S, ranks A 2 .. 10 J Q K (0-12, ace low); 32 cards (A, 7-K) up to 6 players, 52 from 7.
Compartments 0-5: KD 10H JC AD (AH with V2) QS, the Bog. Chips are 2-byte little-endian.

State (188 bytes; each offset's meaning is commented at its const below):
    0 SEED(4)  4 RNG(4)  8 PLAYERS START DEALS FLAGS PHASE TURN DEALER DEAL_NO LAST_CARD SEQ_START
    18 CUR_BET(2)  20 END  22 CHIPS(2x10)  42 BET(2x10)  62 STATUS(10)  72 HAND_N(10)  82 COMP(2x6)
    94 SHOWN(2)  96 LOC(52)  148 deal record: R_WINNER R_BOG R_BOG_AMT(2) R_TURN_AMT(2) R_CARDS(10)
    R_STRAND(3x5) R_V4_N  180-187 spare

Rule decisions: the comment block below (comments cost no MicroPython heap, docstrings do).
"""

# Rule decisions (beyond lebog.md's own):
# - Bets and going-away fees go straight into the Bog; BET only remembers each seat's bet this deal.
# - Every bet is offered: open at 3 or more, raise to the current bet + 1 or more, up to all the
#   bettor holds (one action per amount; the view picks the amount: Left/Right 1 chip, Up/Down 5).
# - No table limit (the rulebook has none; lebog.md 9.6 is dropped): a bet goes up to what the bettor
#   holds (his chips + his bet this deal). A player who cannot match the bet, or open at 3, can only go
#   away (9.7: 2 chips to the Bog, or what he has).
# - Showdown (the rulebook over lebog.md 10.2 and V3, which is gone): every bogger, a lone one too,
#   shows his hand on a public page (the next step, confirmed by the leader); the best combination
#   takes the Bog; with no combination among the boggers the Bog stays for the next deal. Ties:
#   category, the combination's ranks, the other cards from the highest, then the first to speak.
#   Saves from before keep loading: their V3 flag bit is ignored.
# - Play-out: a successor already played is a stop too. Each forced card is a public step: its holder
#   is named and confirms.
# - Settlement order: cards (12.1, from the winner's left), stranded pay cards by compartment (12.2),
#   V4. Short payers pay what they have. V4: all tied for most cards pay each opponent.
# - V1 removes the four 7s and the black 8s (3 players) or the 8 of clubs (5 players).
# - The game ends before a deal once the agreed deals are played or a player cannot stake.
# - Length: 2 rounds of the deal by default (13.1), 1 and 3-5 in the launcher. Starting chips 50
#   (20, 30, 100). The first dealer is drawn from the state's PRNG.
# - The dealer's discard is known to the dealer only; the turned card, removed (V1) and played cards
#   are public; the revealed hands of a showdown stay public for the rest of the deal.
# - After the deal the next dealer confirms the settlement page (a public step) and the next deal
#   (stakes, shuffle, turn-up) happens then.
#
# Actions (ints below 2048): A_PLAY + card, A_SWAP + card (the exchange), A_KEEP, A_AWAY, A_CALL,
# A_NEXT (the settlement's next deal), A_LEAD (the showdown page seen), A_BET + the seat's total bet
# this deal (opening or raising).
# Invariants (check) live in games/lebog/audit.py, imported on first use: they run on resume and in
# tests, never in play, and keep the rules module's import heap small.

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
    ("V4 Poque fine", ("off", "on")),
)
START_CHIPS = b"\x32\x14\x1e\x64"  # 50 20 30 100
ROUNDS = b"\x02\x01\x03\x04\x05"
HIDDEN_INFO = True
STATE_VERSION = const(1)

_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)  # 3..10
_P_START = const(9)  # starting chips: all chips = PLAYERS * START
_P_DEALS = const(10)  # deals agreed (rounds * players)
_P_FLAGS = const(11)  # bits 0-3: V1-V4
_P_PHASE = const(12)  # PH_*
_P_TURN = const(13)  # seat deciding now
_P_DEALER = const(14)  # dealer of this deal
_P_DEAL_NO = const(15)  # deals started (1 = first)
_P_LAST_CARD = const(16)  # play-out: last card played, _NONE before the lead
_P_SEQ_START = const(17)  # play-out: first card of the sequence
_P_CUR_BET = const(18)  # 2: highest bet this deal (0: not opened)
_P_END = const(20)  # _END_DEALS or _END_STAKE once over
_P_CHIPS = const(22)  # 2 x 10: chips in hand
_P_BET = const(42)  # 2 x 10: chips bet this deal (they lie in the Bog)
_P_STATUS = const(62)  # 10: _ST_WAIT, _ST_IN, _ST_AWAY
_P_HAND_N = const(72)  # 10: cards in hand (public)
_P_COMP = const(82)  # 2 x 6: chips on the compartments
_P_SHOWN = const(94)  # 2: bit per seat, hand shown at the showdown
_P_LOC = const(96)  # 52: zone of every card (Z_*)
_P_R_WINNER = const(148)  # seat that went out, _NONE before
_P_R_BOG = const(149)  # seat that took the Bog, _NONE
_P_R_BOG_AMT = const(150)  # 2: chips it took
_P_R_TURN_AMT = const(152)  # 2: chips the dealer collected with the turned card
_P_R_CARDS = const(154)  # 10: chips each seat paid the winner for its cards (12.1)
_P_R_STRAND = const(164)  # 3 x 5: payer (_NONE) and chips (2) per pay compartment (12.2)
_P_R_V4_N = const(179)  # V4: the most cards left, 0 without V4
STATE_SIZE = const(188)

_NONE = const(255)
_CARDS = const(52)
_BOG = const(5)  # the Bog compartment
_STAKE = const(2)

_F_V1 = const(1)
_F_V2 = const(2)
_F_OLD_V3 = const(4)  # saves from before the showdown rule: the bit is ignored (every bogger shows)
_F_V4 = const(8)

_PH_EXCHANGE = const(0)
_PH_BET = const(1)
_PH_PLAY = const(2)
_PH_SETTLE = const(3)
_PH_OVER = const(4)
_PH_SHOW = const(5)  # the showdown page: the boggers' hands and who took the Bog (a public step)

_ST_WAIT = const(0)
_ST_IN = const(1)
_ST_AWAY = const(2)

_END_DEALS = const(1)
_END_STAKE = const(2)

_Z_OUT = const(0)  # not in the pack in use (2-6 with 32 cards)
_Z_REMOVED = const(1)  # V1: taken out of the pack, dead, public
_Z_TALON = const(2)  # face down, dead
_Z_TURNED = const(3)  # the turned card, face up, dead unless the dealer takes it
_Z_DISCARD = const(4)  # the dealer's discard, face down (the dealer knows it), dead
_Z_PLAYED = const(5)
_Z_HAND = const(16)  # + seat
_Z_HIDDEN = const(255)  # in views: a card the seat may not see

_A_PLAY = const(0)
_A_SWAP = const(64)
_A_KEEP = const(128)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_NEXT = const(131)
_A_LEAD = const(132)  # the showdown page seen: on to the play-out
_A_BET = const(256)

# betting: away, call and every bet from 3 to the bettor's reach, at most all the chips (10 x 100)
MAX_LEGAL = const(1000)
_CARD_CHOICES = const(9)  # the most choices of a card decision: keep or swap one of 8 cards

# players 3..10: cards each (7.1); the pack is 32 cards up to 6 players
DEAL_SIZE = b"\x08\x06\x05\x05\x07\x06\x05\x05"
# K-diamonds, 10-hearts, J-clubs, A-diamonds, Q-spades (A-hearts = 26 replaces A-diamonds with V2)
PAY_CARDS = b"\x19\x23\x0a\x0d\x32"
_PAY_CARD_V2 = const(26)
RANKS = "A234567890JQK"  # "0" stands for 10
SUITS = "CDHS"
_JACK = const(10)
_KING = const(12)
_J_CLUBS = const(10)

_SCRATCH = [0] * _CARD_CHOICES  # is_legal's list of a card decision (bets are checked directly)
_DECK = bytearray(_CARDS)
_COUNTS = bytearray(130)  # rank counts, 13 per seat
_KEY_BEST = bytearray(11)
_KEY = bytearray(11)


# --- small helpers ------------------------------------------------------------------------------

def _get2(s, off):
    # Read a 2-byte little-endian number.
    return s[off] | (s[off + 1] << 8)


def _put2(s, off, value):
    # Write a 2-byte little-endian number.
    s[off] = value & 0xFF
    s[off + 1] = value >> 8


def chips(s, seat):
    # Chips in hand of a seat.
    return s[_P_CHIPS + 2 * seat] | (s[_P_CHIPS + 2 * seat + 1] << 8)


def bet(s, seat):
    # Chips a seat has bet this deal.
    return s[_P_BET + 2 * seat] | (s[_P_BET + 2 * seat + 1] << 8)


def comp(s, k):
    # Chips on compartment k (0-4 the pay compartments, 5 the Bog).
    return s[_P_COMP + 2 * k] | (s[_P_COMP + 2 * k + 1] << 8)


def _add2(s, off, n):
    # Add n (may be negative) to the 2-byte number at off (chips of a seat, or of a compartment).
    _put2(s, off, s[off] + (s[off + 1] << 8) + n)


def _pay_to_comp(s, seat, k, n):
    # Seat pays up to n chips onto compartment k; return what was paid.
    have = chips(s, seat)
    if n > have:
        n = have
    _add2(s, _P_CHIPS + 2 * seat, -n)
    _add2(s, _P_COMP + 2 * k, n)
    return n


def _pay_to_seat(s, payer, to, n):
    # Payer gives up to n chips to another seat; return what was paid.
    have = chips(s, payer)
    if n > have:
        n = have
    _add2(s, _P_CHIPS + 2 * payer, -n)
    _add2(s, _P_CHIPS + 2 * to, n)
    return n


def _collect(s, seat, k):
    # A seat takes everything on compartment k; return how much.
    n = comp(s, k)
    _add2(s, _P_CHIPS + 2 * seat, n)
    _put2(s, _P_COMP + 2 * k, 0)
    return n


def in_pack(players, card):
    # True when a card belongs to the pack used by that many players (before V1).
    rank = card % 13
    return players >= 7 or rank == 0 or rank >= 6


def successor(s, card):
    # The card following card in its suit in the pack in use (2.3), or _NONE after a King.
    rank = card % 13
    if rank == _KING:
        return _NONE
    if rank == 0 and s[_P_PLAYERS] < 7:
        return card + 6  # A -> 7 in the 32-card pack
    return card + 1


def pay_card(s, k):
    # The card of pay compartment k (0-4).
    if k == 3 and s[_P_FLAGS] & _F_V2:
        return _PAY_CARD_V2
    return PAY_CARDS[k]


def pay_comp(s, card):
    # Pay compartment (0-4) whose card this is, or _NONE.
    v2 = s[_P_FLAGS] & _F_V2
    for k in range(5):
        if PAY_CARDS[k] == card:
            return _NONE if k == 3 and v2 else k
    return 3 if v2 and card == _PAY_CARD_V2 else _NONE


def _v1_removed(players, card):
    # True when V1 takes this card out of the pack (3 or 5 players).
    rank = card % 13
    suit = card // 13
    if players == 3:
        return rank == 6 or (rank == 7 and (suit == 0 or suit == 3))
    if players == 5:
        return rank == 6 or card == 7
    return False


def card_name(card):
    # Short ASCII name of a card: 10H, KD, AS.
    r = card % 13
    return ("10" if r == 9 else RANKS[r]) + SUITS[card // 13]


def new_state(players, seed, options=0):
    """A new game: starting chips, a random dealer, the first deal."""
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
    s[_P_PLAYERS] = players
    start = START_CHIPS[choice[0]]
    s[_P_START] = start
    s[_P_DEALS] = ROUNDS[choice[1]] * players
    s[_P_FLAGS] = choice[2] | (choice[3] << 1) | (choice[4] << 3)
    for seat in range(players):
        _put2(s, _P_CHIPS + 2 * seat, start)
    s[_P_DEALER] = prng.below(s, _P_RNG, players)
    _start_deal(s)
    return s


def _can_stake(s, dealer):
    # True when every seat can post its stake (the dealer 4 chips) (13.2).
    for seat in range(s[_P_PLAYERS]):
        if chips(s, seat) < (2 * _STAKE if seat == dealer else _STAKE):
            return False
    return True


def last_deal(s):
    # True on the settlement that ends the game: the agreed deals are played or the next dealer's
    # stakes cannot be posted (13.1, 13.2).
    return s[_P_DEAL_NO] >= s[_P_DEALS] or not _can_stake(s, (s[_P_DEALER] + 1) % s[_P_PLAYERS])


def _start_deal(s):
    # Stakes, shuffle and deal, turn the top talon card, collect for it; the dealer's exchange next.
    players = s[_P_PLAYERS]
    dealer = s[_P_DEALER]
    s[_P_DEAL_NO] += 1
    for seat in range(players):  # 5.1, 5.2 (check() made sure everyone can stake)
        _pay_to_comp(s, seat, seat % 5, _STAKE)
        s[_P_BET + 2 * seat] = 0
        s[_P_BET + 2 * seat + 1] = 0
        s[_P_STATUS + seat] = _ST_WAIT
        s[_P_HAND_N + seat] = 0
    _pay_to_comp(s, dealer, _BOG, _STAKE)
    s[_P_R_WINNER] = _NONE
    s[_P_R_BOG] = _NONE
    _put2(s, _P_R_BOG_AMT, 0)
    _put2(s, _P_R_TURN_AMT, 0)
    for i in range(10):
        s[_P_R_CARDS + i] = 0
    for k in range(5):
        s[_P_R_STRAND + 3 * k] = _NONE
        _put2(s, _P_R_STRAND + 3 * k + 1, 0)
    s[_P_R_V4_N] = 0
    s[_P_SHOWN] = 0
    s[_P_SHOWN + 1] = 0
    s[_P_CUR_BET] = 0
    s[_P_CUR_BET + 1] = 0
    s[_P_LAST_CARD] = _NONE
    s[_P_SEQ_START] = _NONE
    v1 = s[_P_FLAGS] & _F_V1 and (players == 3 or players == 5)
    small = players < 7
    n = 0
    for c in range(_CARDS):
        r = c % 13
        if small and 0 < r < 6:
            s[_P_LOC + c] = _Z_OUT
        elif v1 and _v1_removed(players, c):
            s[_P_LOC + c] = _Z_REMOVED
        else:
            s[_P_LOC + c] = _Z_TALON
            _DECK[n] = c
            n += 1
    # deal from a partial Fisher-Yates shuffle: only the dealt cards and the turned one are drawn
    dealt = players * DEAL_SIZE[players - 3]
    seat = dealer
    bits = 0
    left = 0
    for i in range(dealt + 1):
        m = n - i
        limit = (64 // m) * m
        while True:  # unbiased index below m from 6-bit chunks of the generator's 30-bit numbers
            if left == 0:
                bits = prng.next30(s, _P_RNG)
                left = 5
            x = bits & 63
            bits >>= 6
            left -= 1
            if x < limit:
                break
        j = i + x % m
        c = _DECK[j]
        _DECK[j] = _DECK[i]
        _DECK[i] = c
        if i == dealt:  # the top of the talon (8.1)
            s[_P_LOC + c] = _Z_TURNED
        else:  # round by round from the dealer's left
            seat += 1
            if seat == players:
                seat = 0
            s[_P_LOC + c] = _Z_HAND + seat
            s[_P_HAND_N + seat] += 1
    k = pay_comp(s, c)
    if k != _NONE:  # 8.2
        _put2(s, _P_R_TURN_AMT, _collect(s, dealer, k))
    s[_P_PHASE] = _PH_EXCHANGE
    s[_P_TURN] = dealer


def turned_card(s):
    # The card turned up this deal (face up, or taken into the dealer's hand), or _NONE.
    for c in range(_CARDS):
        if s[_P_LOC + c] == _Z_TURNED:
            return c
    return _NONE


# --- decisions ----------------------------------------------------------------------------------

def current_player(s):
    """Seat deciding now, or -1 once the game is over."""
    return -1 if s[_P_PHASE] == _PH_OVER else s[_P_TURN]


def is_over(s):
    """True once the game has ended."""
    return s[_P_PHASE] == _PH_OVER


def forced(s):
    # True in the play-out when the seat to act must play the successor of the last card (11.3).
    if s[_P_PHASE] != _PH_PLAY:
        return False
    last = s[_P_LAST_CARD]
    if last == _NONE:
        return False
    nxt = successor(s, last)
    return nxt != _NONE and s[_P_LOC + nxt] == _Z_HAND + s[_P_TURN]


def public_decision(s):
    """True for a forced play, the showdown page or the settlement (nothing private shown)."""
    phase = s[_P_PHASE]
    return phase == _PH_SETTLE or phase == _PH_SHOW or forced(s)


def reach(s, seat):
    # Chips a seat could have in the Bog this deal: in hand plus already bet.
    return chips(s, seat) + bet(s, seat)


def _bet_actions(s, out):
    # Betting: go away, call, then every total bet from the floor to what the bettor holds (9.2, 9.3,
    # 9.7; no table limit); return the count.
    me = s[_P_TURN]
    cur = _get2(s, _P_CUR_BET)
    if out is not None:
        out[0] = _A_AWAY
    n = 1
    top = reach(s, me)
    if cur == 0:
        low = _STAKE + 1  # opening: the 2-chip stake + at least 1 (9.2)
    else:
        if top < cur:
            return n
        if out is not None:
            out[1] = _A_CALL
        n = 2
        low = cur + 1
    if top < low:
        return n
    if out is None:
        return n + top - low + 1
    for a in range(_A_BET + low, _A_BET + top + 1):
        out[n] = a
        n += 1
    return n


def _generate(s, out):
    # Write the legal actions into out (or only count them when out is None); return the count.
    phase = s[_P_PHASE]
    me = s[_P_TURN]
    n = 0
    if phase == _PH_PLAY:
        hand = _Z_HAND + me
        if forced(s):
            if out is not None:
                out[0] = _A_PLAY + successor(s, s[_P_LAST_CARD])
            return 1
        for c in range(_CARDS):
            if s[_P_LOC + c] == hand:
                if out is not None:
                    out[n] = _A_PLAY + c
                n += 1
        return n
    if phase == _PH_BET:
        return _bet_actions(s, out)
    if phase == _PH_EXCHANGE:
        hand = _Z_HAND + me
        if out is not None:
            out[0] = _A_KEEP
        n = 1
        if turned_card(s) != _NONE:
            for c in range(_CARDS):
                if s[_P_LOC + c] == hand:
                    if out is not None:
                        out[n] = _A_SWAP + c
                    n += 1
        return n
    if phase == _PH_SETTLE or phase == _PH_SHOW:
        if out is not None:
            out[0] = _A_NEXT if phase == _PH_SETTLE else _A_LEAD
        return 1
    return 0


def legal_actions(s, out):
    """Write the legal actions into out[0:n]; return n."""
    return _generate(s, out)


def is_legal(s, action):
    # True when action is among the legal actions now (cheap refusals first).
    phase = s[_P_PHASE]
    if phase == _PH_PLAY:
        if action >= _CARDS or s[_P_LOC + action] != _Z_HAND + s[_P_TURN]:
            return False
    elif phase == _PH_EXCHANGE:
        if action != _A_KEEP and not (_A_SWAP <= action < _A_SWAP + _CARDS):
            return False
    elif phase == _PH_BET:  # away, a call up to what he holds, a bet from the floor to what he holds
        if action == _A_AWAY:
            return True
        cur = _get2(s, _P_CUR_BET)
        top = reach(s, s[_P_TURN])
        if action == _A_CALL:
            return 0 < cur <= top
        return (_STAKE + 1 if cur == 0 else cur + 1) <= action - _A_BET <= top
    elif phase == _PH_SETTLE:
        return action == _A_NEXT
    elif phase == _PH_SHOW:
        return action == _A_LEAD
    else:
        return False
    n = _generate(s, _SCRATCH)
    for i in range(n):
        if _SCRATCH[i] == action:
            return True
    return False


# --- apply --------------------------------------------------------------------------------------

def apply(s, action):
    """Play a legal action; an illegal one raises ValueError, s unchanged."""
    if not is_legal(s, action):
        raise ValueError("illegal action")
    phase = s[_P_PHASE]
    me = s[_P_TURN]
    if phase == _PH_PLAY:
        _play(s, me, action - _A_PLAY)
    elif phase == _PH_BET:
        _bet(s, me, action)
    elif phase == _PH_EXCHANGE:
        if action != _A_KEEP:  # 8.3: the discard goes face down into the talon, dead
            turned = turned_card(s)
            s[_P_LOC + action - _A_SWAP] = _Z_DISCARD
            s[_P_LOC + turned] = _Z_HAND + me
        s[_P_PHASE] = _PH_BET
        s[_P_TURN] = (s[_P_DEALER] + 1) % s[_P_PLAYERS]
    elif phase == _PH_SHOW:  # the showdown page seen: the dealer's left leads
        s[_P_PHASE] = _PH_PLAY
    else:  # _PH_SETTLE: next deal or the end
        _next_deal(s)


def _next_deal(s):
    # Pass the deal clockwise and deal, or end the game (13.1, 13.2).
    if s[_P_DEAL_NO] >= s[_P_DEALS]:
        s[_P_END] = _END_DEALS
        s[_P_PHASE] = _PH_OVER
        return
    dealer = (s[_P_DEALER] + 1) % s[_P_PLAYERS]
    if not _can_stake(s, dealer):
        s[_P_END] = _END_STAKE
        s[_P_PHASE] = _PH_OVER
        return
    s[_P_DEALER] = dealer
    _start_deal(s)


def _bet(s, me, action):
    # Go away, call, open or raise; then the next seat to speak or the showdown.
    if action == _A_AWAY:  # 9.4, 9.7
        _pay_to_comp(s, me, _BOG, _STAKE)
        s[_P_STATUS + me] = _ST_AWAY
    else:
        cur = _get2(s, _P_CUR_BET)
        total = cur if action == _A_CALL else action - _A_BET
        _pay_to_comp(s, me, _BOG, total - bet(s, me))
        _put2(s, _P_BET + 2 * me, total)
        if total > cur:
            _put2(s, _P_CUR_BET, total)
            for p in range(s[_P_PLAYERS]):
                if s[_P_STATUS + p] == _ST_IN:
                    s[_P_STATUS + p] = _ST_WAIT
        s[_P_STATUS + me] = _ST_IN
    players = s[_P_PLAYERS]
    for i in range(1, players + 1):
        p = (me + i) % players
        if s[_P_STATUS + p] == _ST_WAIT:
            s[_P_TURN] = p
            return
    _showdown(s)


def _count_ranks(s):
    # Count the ranks of every hand into _COUNTS (13 per seat), in one pass over the cards.
    for i in range(130):
        _COUNTS[i] = 0
    for c in range(_CARDS):
        z = s[_P_LOC + c] - _Z_HAND
        if 0 <= z < 10:  # a hand (a view's hidden cards, 255, count for nobody)
            _COUNTS[z * 13 + c % 13] += 1


def _hand_key(s, seat, key):
    # Write the comparison key of a seat's hand into key (11 bytes, compared from the left; 10.4-10.7):
    # category, the combination's ranks + 1, then the other cards' ranks + 1 from the highest.
    # _COUNTS holds the seat's rank counts (_count_ranks); they are used up.
    base = seat * 13
    quad = trip = pair1 = pair2 = other_pair = -1
    r = 12
    while r >= 0:
        n = _COUNTS[base + r]
        if n == 4 and quad < 0:
            quad = r
        elif n == 3 and trip < 0:
            trip = r
        elif n == 2:
            if pair1 < 0:
                pair1 = r
            elif pair2 < 0:
                pair2 = r
            if r != _JACK and other_pair < 0:
                other_pair = r
        r -= 1
    for i in range(11):
        key[i] = 0
    if quad >= 0:  # brelan carre
        key[0] = 5
        key[1] = quad + 1
        _COUNTS[base + quad] = 0
    elif trip >= 0:  # brelan
        key[0] = 4
        key[1] = trip + 1
        _COUNTS[base + trip] = 0
    elif other_pair >= 0 and s[_P_LOC + _J_CLUBS] == _Z_HAND + seat:  # mitsi: J-clubs + another pair
        key[0] = 3
        key[1] = other_pair + 1
        _COUNTS[base + other_pair] = 0
        _COUNTS[base + _JACK] -= 1
    elif pair2 >= 0:  # double bog
        key[0] = 2
        key[1] = pair1 + 1
        key[2] = pair2 + 1
        _COUNTS[base + pair1] = 0
        _COUNTS[base + pair2] = 0
    elif pair1 >= 0:  # bog
        key[0] = 1
        key[1] = pair1 + 1
        _COUNTS[base + pair1] = 0
    i = 3
    r = 12
    while r >= 0:
        n = _COUNTS[base + r]
        while n and i < 11:
            key[i] = r + 1
            n -= 1
            i += 1
        r -= 1


def _showdown(s):
    # Every bogger shows; the best combination takes the Bog, no combination leaves it (10.1-10.3 as the
    # rulebook says). With a bogger the showdown page comes next, then the play-out from the dealer's left.
    players = s[_P_PLAYERS]
    dealer = s[_P_DEALER]
    best = _NONE
    count = 0
    for i in range(1, players + 1):  # speaking order: the first to speak wins ties
        p = (dealer + i) % players
        if s[_P_STATUS + p] != _ST_IN:
            continue
        if count == 0:
            _count_ranks(s)
        count += 1
        _hand_key(s, p, _KEY)
        better = best == _NONE
        if not better:
            for j in range(11):
                if _KEY[j] != _KEY_BEST[j]:
                    better = _KEY[j] > _KEY_BEST[j]
                    break
        if better:
            best = p
            for j in range(11):
                _KEY_BEST[j] = _KEY[j]
    for p in range(players):
        if s[_P_STATUS + p] == _ST_IN:
            s[_P_SHOWN + (p >> 3)] |= 1 << (p & 7)
    if count and _KEY_BEST[0] > 0:
        s[_P_R_BOG] = best
        _put2(s, _P_R_BOG_AMT, _collect(s, best, _BOG))
    s[_P_PHASE] = _PH_SHOW if count else _PH_PLAY
    s[_P_TURN] = (dealer + 1) % players
    s[_P_LAST_CARD] = _NONE


def shown(s, seat):
    # True when a seat's hand was revealed at this deal's showdown.
    return bool(s[_P_SHOWN + (seat >> 3)] & (1 << (seat & 7)))


def _play(s, me, card):
    # Play a card: collect its compartment, go out, or pass to the successor's holder (11.3-11.7).
    was_forced = forced(s)
    s[_P_LOC + card] = _Z_PLAYED
    s[_P_HAND_N + me] -= 1
    k = pay_comp(s, card)
    if k != _NONE:  # 11.6
        _collect(s, me, k)
    if not was_forced:
        s[_P_SEQ_START] = card
    s[_P_LAST_CARD] = card
    if s[_P_HAND_N + me] == 0:  # 11.7
        _settle(s, me)
        return
    nxt = successor(s, card)
    if nxt != _NONE:
        z = s[_P_LOC + nxt]
        if z >= _Z_HAND:
            s[_P_TURN] = z - _Z_HAND
            return
    s[_P_TURN] = me  # stop or King: the same player leads again (11.4, 11.5)


def _settle(s, winner):
    # Settlement in the order of rule 12 (and V4); the next dealer confirms the next deal.
    players = s[_P_PLAYERS]
    s[_P_R_WINNER] = winner
    for i in range(1, players):  # 12.1
        p = (winner + i) % players
        s[_P_R_CARDS + p] = _pay_to_seat(s, p, winner, s[_P_HAND_N + p])
    for k in range(5):  # 12.2
        card = pay_card(s, k)
        z = s[_P_LOC + card]
        if z < _Z_HAND:
            continue
        payer = z - _Z_HAND
        paid = _pay_to_comp(s, payer, k, comp(s, k))
        s[_P_R_STRAND + 3 * k] = payer
        _put2(s, _P_R_STRAND + 3 * k + 1, paid)
        others = 0
        for seat in range(players):
            if seat % 5 == k and seat != payer:
                others += 1
        if others:
            share = paid // others
            for seat in range(players):
                if seat % 5 == k and seat != payer:
                    _add2(s, _P_COMP + 2 * k, -share)
                    _add2(s, _P_CHIPS + 2 * seat, share)
    if s[_P_FLAGS] & _F_V4:
        most = 0
        for p in range(players):
            if p != winner and s[_P_HAND_N + p] > most:
                most = s[_P_HAND_N + p]
        s[_P_R_V4_N] = most
        for p in range(players):
            if p != winner and s[_P_HAND_N + p] == most:
                for i in range(1, players):
                    _pay_to_seat(s, p, (p + i) % players, most)
    s[_P_PHASE] = _PH_SETTLE
    s[_P_TURN] = (s[_P_DEALER] + 1) % players


# --- results ------------------------------------------------------------------------------------

def reveals(s, action):
    """True when an action shows or deals cards: undo stops there."""
    return action != _A_KEEP and not (_A_SWAP <= action < _A_SWAP + _CARDS)


def scores(s):
    """Chips in hand per seat."""
    return tuple(chips(s, seat) for seat in range(s[_P_PLAYERS]))


def winners(s):
    """Seats with the most chips once over (ties share); () before."""
    if s[_P_PHASE] != _PH_OVER:
        return ()
    sc = scores(s)
    top = max(sc)
    return tuple(seat for seat in range(len(sc)) if sc[seat] == top)


def outcome_text(s):
    """Why the game ended, or "" while it goes on."""
    if s[_P_PHASE] != _PH_OVER:
        return ""
    if s[_P_END] == _END_STAKE:
        return "A player could not stake after %d deals: most chips wins" % s[_P_DEAL_NO]
    return "%d deals played: most chips wins" % s[_P_DEAL_NO]


def score_sheet(s):
    """Rows of (label, values per seat) for the score sheet."""
    players = s[_P_PLAYERS]
    start = s[_P_START]
    return [("Chips", scores(s)),
            ("Won/lost", tuple(chips(s, p) - start for p in range(players)))]


def view(s, seat):
    """Copy of s without what seat may not see (hands, talon, discard, PRNG)."""
    if not 0 <= seat < s[_P_PLAYERS]:
        raise ValueError("no seat %r" % (seat,))
    v = bytearray(s)
    for i in range(8):
        v[_P_SEED + i] = 0
    dealer = s[_P_DEALER]
    for c in range(_CARDS):
        z = v[_P_LOC + c]
        if z == _Z_TALON or (z == _Z_DISCARD and seat != dealer):
            v[_P_LOC + c] = _Z_HIDDEN
        elif z >= _Z_HAND and z != _Z_HAND + seat and not shown(s, z - _Z_HAND):
            v[_P_LOC + c] = _Z_HIDDEN
    return v


def describe(s, action, seat=-1):
    """Public text of an action; seat is the reader (default: the mover)."""
    me = s[_P_TURN]
    if action < _A_SWAP:
        text = "plays " + card_name(action)
        k = pay_comp(s, action)
        if k != _NONE and comp(s, k):  # an empty box: nothing to take, nothing said
            text += " takes %d" % comp(s, k)
        if s[_P_HAND_N + me] == 1:
            text += " out"
        return text
    if action < _A_KEEP:
        turned = turned_card(s)
        if seat >= 0 and seat != me:  # not "takes KD": that reads like the K-diamonds box
            return "swaps with the turned card"
        return "swaps %s for %s" % (card_name(action - _A_SWAP), card_name(turned))
    if action == _A_KEEP:
        return "keeps the hand"
    if action == _A_AWAY:  # all it costs: the bet left in the Bog + the fee (9.4, 9.7)
        fee = _STAKE if chips(s, me) >= _STAKE else chips(s, me)
        left = bet(s, me)
        return "goes away -%d (bet %d+%d)" % (left + fee, left, fee) if left else "goes away -%d" % fee
    if action == _A_CALL:  # the chips added, then the bet they make
        cur = _get2(s, _P_CUR_BET)
        return "calls +%d (%d)" % (cur - bet(s, me), cur)
    if action == _A_NEXT:
        return "final score" if last_deal(s) else "next deal"
    if action == _A_LEAD:
        return "to the play-out"
    total = action - _A_BET
    if _get2(s, _P_CUR_BET) == 0:
        return "bogs %d" % total
    return "raises to %d" % total


# --- invariants ---------------------------------------------------------------------------------

def check(s):
    """Raise ValueError on a broken invariant (games/lebog/audit.py)."""
    # check runs on resume and in tests, never in play: keeping it apart saves import heap
    from games.lebog import audit

    audit.check(s)
