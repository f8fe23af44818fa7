"""Le Bog's set-up: a new game, and each deal's stakes, shuffle and deal."""

from micropython import const

import prng
from games.lebog.core import DEAL_SIZE, ROUNDS, START_CHIPS, collect, pay_comp, pay_to_comp, put2, v1_removed

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_START = const(9)
_P_DEALS = const(10)
_P_FLAGS = const(11)
_P_PHASE = const(12)
_P_TURN = const(13)
_P_DEALER = const(14)
_P_DEAL_NO = const(15)
_P_LAST_CARD = const(16)
_P_SEQ_START = const(17)
_P_CUR_BET = const(18)
_P_CHIPS = const(22)
_P_BET = const(42)
_P_STATUS = const(62)
_P_HAND_N = const(72)
_P_SHOWN = const(94)
_P_LOC = const(96)
_P_R_WINNER = const(148)
_P_R_TURN_AMT = const(152)
_P_TAKEN = const(180)
_STATE_SIZE = const(188)
_NONE = const(255)
_CARDS = const(52)
_BOG = const(5)
_STAKE = const(2)
_F_V1 = const(1)
_PH_EXCHANGE = const(0)
_ST_WAIT = const(0)
_Z_OUT = const(0)
_Z_REMOVED = const(1)
_Z_TALON = const(2)
_Z_TURNED = const(3)
_Z_HAND = const(16)
# end of consts.txt

_DECK = bytearray(_CARDS)  # the pack in use, shuffled as it is dealt
# the pack of the last deal's table (start_deal): every card's zone before the deal, the cards in use in
# order, and _PACK[0] = players * 2 + V1 (-1: none yet), _PACK[1] = the cards in use
_PACK_LOC = bytearray(_CARDS)
_PACK_DECK = bytearray(_CARDS)
_PACK = [-1, 0]
# the deal record (148-179) of a new deal: no winner, no Bog taker, nothing paid, no stranded payer; then
# TAKEN (180): the dealer took no turned card yet
_NO_RECORD = b"\xff\xff" + bytes(14) + b"\xff\x00\x00\xff\x00\x00\xff\x00\x00\xff\x00\x00\xff\x00\x00\x00\x00"


def new_state(players, seed, options, table):
    """A new game of players (in range): starting chips, a random dealer, the first deal; options packs a
    choice of each row of table (rules.OPTIONS) in 4 bits."""
    choice = []
    for k in range(len(table)):
        i = (options >> (4 * k)) & 15
        if i >= len(table[k][1]):
            raise ValueError("option %d has no choice %d" % (k, i))
        choice.append(i)
    if options >> (4 * len(table)):
        raise ValueError("unknown options")
    s = bytearray(_STATE_SIZE)
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
        put2(s, _P_CHIPS + 2 * seat, start)
    s[_P_DEALER] = prng.below(s, _P_RNG, players)
    start_deal(s)
    return s


def start_deal(s):
    """Stakes, shuffle and deal, turn the top talon card, collect for it; the dealer's exchange next."""
    # a step of its own (the settlement's A): the pack comes from a cache, the record is one slice copy
    players = s[_P_PLAYERS]
    dealer = s[_P_DEALER]
    size = DEAL_SIZE[players - 3]
    s[_P_DEAL_NO] += 1
    for seat in range(players):  # 5.1, 5.2 (check() made sure everyone can stake)
        pay_to_comp(s, seat, seat % 5, _STAKE)
        s[_P_BET + 2 * seat] = 0
        s[_P_BET + 2 * seat + 1] = 0
        s[_P_STATUS + seat] = _ST_WAIT
        s[_P_HAND_N + seat] = size  # round by round, every seat gets the same
    pay_to_comp(s, dealer, _BOG, _STAKE)
    s[_P_R_WINNER:_P_TAKEN + 1] = _NO_RECORD
    s[_P_SHOWN] = 0
    s[_P_SHOWN + 1] = 0
    s[_P_CUR_BET] = 0
    s[_P_CUR_BET + 1] = 0
    s[_P_LAST_CARD] = _NONE
    s[_P_SEQ_START] = _NONE
    v1 = s[_P_FLAGS] & _F_V1 and (players == 3 or players == 5)
    key = 2 * players + (1 if v1 else 0)
    if _PACK[0] != key:  # a new table: which cards are out, removed (V1) or in the talon
        small = players < 7
        n = 0
        for c in range(_CARDS):
            r = c % 13
            if small and 0 < r < 6:
                _PACK_LOC[c] = _Z_OUT
            elif v1 and v1_removed(players, c):
                _PACK_LOC[c] = _Z_REMOVED
            else:
                _PACK_LOC[c] = _Z_TALON
                _PACK_DECK[n] = c
                n += 1
        _PACK[0] = key
        _PACK[1] = n
    s[_P_LOC:_P_LOC + _CARDS] = _PACK_LOC
    deck = _DECK
    deck[:] = _PACK_DECK
    n = _PACK[1]
    # deal from a partial Fisher-Yates shuffle: only the dealt cards and the turned one are drawn
    next30 = prng.next30
    dealt = players * size
    hand = _Z_HAND + dealer  # round by round from the dealer's left
    last = _Z_HAND + players
    bits = 0
    left = 0
    for i in range(dealt + 1):
        m = n - i
        limit = (64 // m) * m
        while True:  # unbiased index below m from 6-bit chunks of the generator's 30-bit numbers
            if left == 0:
                bits = next30(s, _P_RNG)
                left = 5
            x = bits & 63
            bits >>= 6
            left -= 1
            if x < limit:
                break
        j = i + x % m
        c = deck[j]
        deck[j] = deck[i]
        deck[i] = c
        hand += 1
        if hand == last:
            hand = _Z_HAND
        s[_P_LOC + c] = hand
    s[_P_LOC + c] = _Z_TURNED  # the last card drawn: the top of the talon (8.1)
    k = pay_comp(s, c)
    if k != _NONE:  # 8.2
        put2(s, _P_R_TURN_AMT, collect(s, dealer, k))
    s[_P_PHASE] = _PH_EXCHANGE
    s[_P_TURN] = dealer
