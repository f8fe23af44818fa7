"""Le Bog for the CPU seat: deal what a view hides (sample), judge a state (evaluate), HARD's exchange and bets (rule).

A few sampled deals judge a bet badly, so HARD bets by rule: without a combination it goes away (a lone
bogger with none leaves his bet in the Bog). A raise beyond a seat's reach sends it away, its bet lost, so
holding the most chips among the seats still in it bets one more than any of them holds (they all go away,
it takes the Bog: against 4 Normal a richer seat raised its all-ins out in a sixth of its games). Else with
a double bog or better it bets all it holds; with a bog (one pair) all it holds once a seat has gone away,
else the Bog's size (half its chips at most: a third of them plus the Bog busted it in the first deals);
with a bog and a richer seat still in it opens at 3 (most Normal seats go away) and calls only what ends
the betting, else goes away. A raise beyond its bet is called. As the
dealer it takes the turned card when a swap makes a better hand (the search missed half the pairs it
could make). In the play-out it plays a pay card that takes chips at once (a pay card kept to the end pays
instead; the samples' play-outs judge that gain badly). The search plays the rest of the exchange and the
play-out."""

from micropython import const

import prng
from games.lebog.core import (
    DEAL_SIZE,
    chips,
    comp,
    count_ranks,
    get2,
    hand_key,
    pay_card,
    reach,
    shown,
    successor,
    turned_card,
)
from games.lebog.moves import is_legal

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_PHASE = const(12)
_P_DEALER = const(14)
_P_CUR_BET = const(18)
_P_STATUS = const(62)
_P_HAND_N = const(72)
_P_LOC = const(96)
_NONE = const(255)
_CARDS = const(52)
_BOG = const(5)
_PH_EXCHANGE = const(0)
_PH_BET = const(1)
_PH_PLAY = const(2)
_ST_WAIT = const(0)
_ST_AWAY = const(2)
_Z_OUT = const(0)
_Z_REMOVED = const(1)
_Z_TALON = const(2)
_Z_DISCARD = const(4)
_Z_PLAYED = const(5)
_Z_HAND = const(16)
_Z_HIDDEN = const(255)
_A_SWAP = const(64)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_BET = const(256)
# end of consts.txt
_KEY = bytearray(11)
_BEST = bytearray(11)


def sample(v, seat, seed):
    """A full state matching view v of seat: unseen hands (but the cards in sight), the talon and the discard
    dealt at random."""
    s = bytearray(v)
    seed &= 0x3FFFFFFF
    prng.seed(s, _P_RNG, seed)
    pool = bytearray(c for c in range(_CARDS) if v[_P_LOC + c] == _Z_HIDDEN)
    prng.shuffle(s, _P_RNG, pool, 0, len(pool))
    # a played card's successor was not in a hand (its holder would have had to play it): it is dead,
    # so it goes to the end of the pool, which is dealt to the talon and the discard
    k = len(pool)
    for c in range(_CARDS):
        if v[_P_LOC + c] == _Z_PLAYED:
            d = successor(v, c)
            if d != _NONE and v[_P_LOC + d] == _Z_HIDDEN:
                j = 0
                while pool[j] != d:
                    j += 1
                if j < k:
                    k -= 1
                    pool[j] = pool[k]
                    pool[k] = d
    players = v[_P_PLAYERS]
    pack = 0
    for c in range(_CARDS):
        if v[_P_LOC + c] != _Z_OUT and v[_P_LOC + c] != _Z_REMOVED:
            pack += 1
    talon = pack - players * DEAL_SIZE[players - 3] - 1
    i = 0
    for p in range(players):
        if p != seat and not shown(v, p):
            n = v[_P_HAND_N + p]
            for c in range(_CARDS):  # the turned card the dealer took is in sight
                if v[_P_LOC + c] == _Z_HAND + p:
                    n -= 1
            for _ in range(n):
                s[_P_LOC + pool[i]] = _Z_HAND + p
                i += 1
    for _ in range(talon):
        s[_P_LOC + pool[i]] = _Z_TALON
        i += 1
    while i < len(pool):  # the dealer's discard, when the dealer swapped and seat is not the dealer
        s[_P_LOC + pool[i]] = _Z_DISCARD
        i += 1
    for i in range(4):
        s[_P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, _P_RNG, seed ^ 0x5A5A5A)
    return s


def _better():
    """True when the hand key in _KEY beats the one in _BEST."""
    for j in range(11):
        if _KEY[j] != _BEST[j]:
            return _KEY[j] > _BEST[j]
    return False


def evaluate(s, seat):
    """Chips ahead of the richest other seat, counting the Bog for the best combination still in while
    bets are open (on a sampled state: the dealt hands), the compartments a seat's pay cards may still
    collect, and the cards it may have to pay for."""
    players = s[_P_PLAYERS]
    taker = -1
    if s[_P_PHASE] <= _PH_BET:
        count_ranks(s)
        dealer = s[_P_DEALER]
        for i in range(1, players + 1):  # speaking order: the first to speak wins a tie
            p = (dealer + i) % players
            if s[_P_STATUS + p] == _ST_AWAY or reach(s, p) < get2(s, _P_CUR_BET):
                continue
            hand_key(s, p, _KEY)
            if taker < 0 or _better():
                taker = p
                _BEST[:] = _KEY
        if _BEST[0] == 0:
            taker = -1
    v = 0
    best = None
    for p in range(players):
        x = 10 * chips(s, p) - 8 * s[_P_HAND_N + p]
        if p == taker:
            x += 10 * comp(s, _BOG)
            if 0 < chips(s, p) < 6:  # a raise beyond its reach would force it away, its bet lost
                x -= 5 * comp(s, _BOG)
        for k in range(5):
            if s[_P_LOC + pay_card(s, k)] == _Z_HAND + p:
                x += 5 * comp(s, k)
        if p == seat:
            v = x
        elif best is None or x > best:
            best = x
    return v - best


def _swap(v, seat):
    """The dealer's exchange: the swap that makes the best hand, or -1 when none beats keeping (search)."""
    turned = turned_card(v)
    if turned == _NONE:
        return -1
    count_ranks(v)
    hand_key(v, seat, _BEST)
    t = bytearray(v)
    t[_P_LOC + turned] = _Z_HAND + seat
    act = -1
    for c in range(_CARDS):
        if v[_P_LOC + c] == _Z_HAND + seat:
            t[_P_LOC + c] = _Z_DISCARD
            count_ranks(t)
            hand_key(t, seat, _KEY)
            t[_P_LOC + c] = _Z_HAND + seat
            if _better():
                _BEST[:] = _KEY
                act = _A_SWAP + c
    return act


def _collect(v, seat):
    """In the play-out: the pay card it may play that takes the most chips at once, or -1 (search)."""
    act = -1
    most = 0
    for k in range(5):
        c = pay_card(v, k)
        if comp(v, k) > most and v[_P_LOC + c] == _Z_HAND + seat and is_legal(v, c):  # A_PLAY + card
            most = comp(v, k)
            act = c
    return act


def rule(v, seat):
    """HARD's exchange and bet from view v (the docstring's rule), or -1 to search."""
    if v[_P_PHASE] == _PH_EXCHANGE:
        return _swap(v, seat)
    if v[_P_PHASE] == _PH_PLAY:
        return _collect(v, seat)
    if v[_P_PHASE] != _PH_BET:
        return -1
    count_ranks(v)
    hand_key(v, seat, _KEY)
    cur = get2(v, _P_CUR_BET)
    mine = reach(v, seat)
    c = _KEY[0]
    if c == 0 or mine < cur:
        return _A_AWAY
    richer = False
    away = False  # a seat went away: fewer hands left to beat a bog
    last = True  # a call ends the betting: every other seat still in has acted at this bet
    most = 0  # the most another seat still in could bet
    for p in range(v[_P_PLAYERS]):
        if p != seat:
            if v[_P_STATUS + p] == _ST_AWAY:
                away = True
            else:
                x = reach(v, p)
                if x > mine:
                    richer = True
                if x > most:
                    most = x
                if v[_P_STATUS + p] == _ST_WAIT:
                    last = False
    if most < mine:  # it holds the most: a bet beyond every other seat's reach sends them all away
        top = max(most + 1, 3)
        if top <= cur:
            return _A_CALL
        if top <= mine:
            return _A_BET + top
    top = mine  # how far it bets: a double bog or better all it holds
    if c == 1:
        if richer:  # a seat still in could raise it out: opens at the least, calls only what ends the betting
            if not cur:
                return _A_BET + 3 if mine >= 3 else _A_AWAY
            return _A_CALL if last else _A_AWAY
        if not away:  # a bog against every seat: the Bog's size, half its chips at most
            top = max(min(mine, 3), min(mine // 2, comp(v, _BOG)))
    if top > cur and top >= 3:
        return _A_BET + top
    return _A_CALL if cur else _A_AWAY  # a raise beyond its bet is called (folding it loses the bet)
