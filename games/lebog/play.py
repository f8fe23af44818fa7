"""Le Bog's apply(): what each action does."""

from micropython import const

from games.lebog.core import (
    add2,
    bet,
    can_stake,
    collect,
    comp,
    count_ranks,
    forced,
    get2,
    hand_key,
    pay_card,
    pay_comp,
    pay_to_comp,
    pay_to_seat,
    put2,
    successor,
    turned_card,
)
from games.lebog.moves import is_legal

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_DEALS = const(10)
_P_FLAGS = const(11)
_P_PHASE = const(12)
_P_TURN = const(13)
_P_DEALER = const(14)
_P_DEAL_NO = const(15)
_P_LAST_CARD = const(16)
_P_SEQ_START = const(17)
_P_CUR_BET = const(18)
_P_END = const(20)
_P_CHIPS = const(22)
_P_BET = const(42)
_P_STATUS = const(62)
_P_HAND_N = const(72)
_P_COMP = const(82)
_P_SHOWN = const(94)
_P_LOC = const(96)
_P_R_WINNER = const(148)
_P_R_BOG = const(149)
_P_R_BOG_AMT = const(150)
_P_R_CARDS = const(154)
_P_R_STRAND = const(164)
_P_R_V4_N = const(179)
_P_TAKEN = const(180)
_NONE = const(255)
_BOG = const(5)
_STAKE = const(2)
_F_V4 = const(8)
_PH_EXCHANGE = const(0)
_PH_BET = const(1)
_PH_PLAY = const(2)
_PH_SETTLE = const(3)
_PH_OVER = const(4)
_PH_SHOW = const(5)
_ST_WAIT = const(0)
_ST_IN = const(1)
_ST_AWAY = const(2)
_END_DEALS = const(1)
_END_STAKE = const(2)
_Z_DISCARD = const(4)
_Z_PLAYED = const(5)
_Z_HAND = const(16)
_A_PLAY = const(0)
_A_SWAP = const(64)
_A_KEEP = const(128)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_BET = const(256)
# end of consts.txt

_KEY_BEST = bytearray(11)
_KEY = bytearray(11)


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
            s[_P_TAKEN] = turned + 1  # every seat saw it go into the dealer's hand
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
    if not can_stake(s, dealer):
        s[_P_END] = _END_STAKE
        s[_P_PHASE] = _PH_OVER
        return
    s[_P_DEALER] = dealer
    # the set-up piece, loaded by new_state (or here once after a resume); this import form allocates
    # nothing once the module is loaded ("from ... import" would, on every deal)
    import games.lebog.start

    games.lebog.start.start_deal(s)


def _bet(s, me, action):
    # Go away, call, open or raise; then the next seat to speak or the showdown.
    if action == _A_AWAY:  # 9.4, 9.7
        pay_to_comp(s, me, _BOG, _STAKE)
        s[_P_STATUS + me] = _ST_AWAY
    else:
        cur = get2(s, _P_CUR_BET)
        total = cur if action == _A_CALL else action - _A_BET
        pay_to_comp(s, me, _BOG, total - bet(s, me))
        put2(s, _P_BET + 2 * me, total)
        if total > cur:
            put2(s, _P_CUR_BET, total)
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


def _showdown(s):
    # Every bogger shows; the best combination takes the Bog, no combination leaves it (10.1-10.3 as the
    # rulebook says). With a bogger the showdown page comes next, then the play-out from the dealer's left.
    # Up to 10 boggers in one apply(): one count of the ranks, one key per bogger, most keys told apart
    # by their first bytes.
    players = s[_P_PLAYERS]
    dealer = s[_P_DEALER]
    key = _KEY
    best_key = _KEY_BEST
    best = _NONE
    p = dealer
    for _ in range(players):  # speaking order from the dealer's left: the first to speak wins ties
        p += 1
        if p == players:
            p = 0
        if s[_P_STATUS + p] != _ST_IN:
            continue
        s[_P_SHOWN + (p >> 3)] |= 1 << (p & 7)
        if best == _NONE:
            count_ranks(s)
            hand_key(s, p, key)
            better = True
        else:
            hand_key(s, p, key)
            better = False
            for j in range(11):
                if key[j] != best_key[j]:
                    better = key[j] > best_key[j]
                    break
        if better:
            best = p
            best_key[:] = key
    if best != _NONE and best_key[0] > 0:
        s[_P_R_BOG] = best
        put2(s, _P_R_BOG_AMT, collect(s, best, _BOG))
    s[_P_PHASE] = _PH_SHOW if best != _NONE else _PH_PLAY
    s[_P_TURN] = (dealer + 1) % players
    s[_P_LAST_CARD] = _NONE


def _play(s, me, card):
    # Play a card: collect its compartment, go out, or pass to the successor's holder (11.3-11.7).
    was_forced = forced(s)
    s[_P_LOC + card] = _Z_PLAYED
    s[_P_HAND_N + me] -= 1
    k = pay_comp(s, card)
    if k != _NONE:  # 11.6
        collect(s, me, k)
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
        s[_P_R_CARDS + p] = pay_to_seat(s, p, winner, s[_P_HAND_N + p])
    for k in range(5):  # 12.2
        card = pay_card(s, k)
        z = s[_P_LOC + card]
        if z < _Z_HAND:
            continue
        payer = z - _Z_HAND
        paid = pay_to_comp(s, payer, k, comp(s, k))
        s[_P_R_STRAND + 3 * k] = payer
        put2(s, _P_R_STRAND + 3 * k + 1, paid)
        others = 0
        for seat in range(k, players, 5):  # the seats staking on compartment k: k and k + 5
            if seat != payer:
                others += 1
        if others:
            share = paid // others
            for seat in range(k, players, 5):
                if seat != payer:
                    add2(s, _P_COMP + 2 * k, -share)
                    add2(s, _P_CHIPS + 2 * seat, share)
    if s[_P_FLAGS] & _F_V4:
        most = 0
        for p in range(players):
            if p != winner and s[_P_HAND_N + p] > most:
                most = s[_P_HAND_N + p]
        s[_P_R_V4_N] = most
        for p in range(players):
            if p != winner and s[_P_HAND_N + p] == most:
                for i in range(1, players):
                    pay_to_seat(s, p, (p + i) % players, most)
    s[_P_PHASE] = _PH_SETTLE
    s[_P_TURN] = (s[_P_DEALER] + 1) % players
