"""Le Bog's invariants: check(), which rules.check imports on first use (resume and tests, never in play)."""

# Every card in exactly one zone of the pack in use, hand counts, the deal's card total, the turned card
# or the dealer's discard, betting statuses and bets, the play-out's last card and the successor's
# holder, and chip conservation: chips in hand + the six compartments = players x starting chips.

from micropython import const

from games.lebog.core import (
    DEAL_SIZE,
    START_CHIPS,
    bet,
    chips,
    comp,
    count_ranks,
    get2,
    hand_key,
    in_pack,
    successor,
    v1_removed,
)

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_MIN_PLAYERS = const(3)
_MAX_PLAYERS = const(10)
_P_PLAYERS = const(8)
_P_START = const(9)
_P_DEALS = const(10)
_P_FLAGS = const(11)
_P_PHASE = const(12)
_P_TURN = const(13)
_P_DEALER = const(14)
_P_DEAL_NO = const(15)
_P_LAST_CARD = const(16)
_P_CUR_BET = const(18)
_P_END = const(20)
_P_STATUS = const(62)
_P_HAND_N = const(72)
_P_LOC = const(96)
_P_R_WINNER = const(148)
_P_TAKEN = const(180)
_STATE_SIZE = const(188)
_NONE = const(255)
_CARDS = const(52)
_BOG = const(5)
_F_V1 = const(1)
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
_Z_OUT = const(0)
_Z_REMOVED = const(1)
_Z_TURNED = const(3)
_Z_DISCARD = const(4)
_Z_PLAYED = const(5)
_Z_HAND = const(16)
# end of consts.txt


def _name(card):
    """A card's name for an error message (the texts load only when something is wrong)."""
    from games.lebog.text import card_name

    return card_name(card)


def check(s):
    """Raise ValueError unless every card and chip is in exactly one place and the counts agree."""
    if len(s) != _STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), _STATE_SIZE))
    players = s[_P_PLAYERS]
    if not _MIN_PLAYERS <= players <= _MAX_PLAYERS or s[_P_START] not in START_CHIPS:
        raise ValueError("bad header")
    phase = s[_P_PHASE]
    if phase > _PH_SHOW or s[_P_TURN] >= players or s[_P_DEALER] >= players or s[_P_FLAGS] > 15:
        raise ValueError("bad header")
    if s[_P_DEALS] % players or not 1 <= s[_P_DEALS] // players <= 5 or not 1 <= s[_P_DEAL_NO] <= s[_P_DEALS]:
        raise ValueError("deal counters")
    total = 0
    for p in range(players):
        total += chips(s, p)
    for k in range(6):
        total += comp(s, k)
    if total != players * s[_P_START]:
        raise ValueError("%d chips instead of %d" % (total, players * s[_P_START]))
    for p in range(players, 10):
        if chips(s, p) or bet(s, p) or s[_P_HAND_N + p] or s[_P_STATUS + p]:
            raise ValueError("seat %d beyond the players" % p)
    # cards
    hands = bytearray(10)
    zones = bytearray(6)
    v1 = s[_P_FLAGS] & _F_V1
    for c in range(_CARDS):
        z = s[_P_LOC + c]
        if not in_pack(players, c):
            if z != _Z_OUT:
                raise ValueError("%s is not in this pack" % _name(c))
            continue
        if (z == _Z_REMOVED) != bool(v1 and v1_removed(players, c)):
            raise ValueError("%s removed or not" % _name(c))
        if _Z_HAND <= z < _Z_HAND + players:
            hands[z - _Z_HAND] += 1
        elif _Z_REMOVED <= z <= _Z_PLAYED:
            zones[z] += 1
        else:
            raise ValueError("%s in zone %d" % (_name(c), z))
    each = DEAL_SIZE[players - 3]
    in_hands = 0
    for p in range(players):
        if hands[p] != s[_P_HAND_N + p] or hands[p] > each:
            raise ValueError("hand count of P%d" % (p + 1))
        in_hands += hands[p]
    if in_hands + zones[_Z_PLAYED] != players * each:
        raise ValueError("cards in hands and played do not add up")
    if zones[_Z_TURNED] + zones[_Z_DISCARD] != 1 or (phase == _PH_EXCHANGE and zones[_Z_DISCARD]):
        raise ValueError("turned card / discard")
    taken = s[_P_TAKEN]  # 0 in saves from before it was kept: nothing public to show then
    if taken and (taken > _CARDS or zones[_Z_DISCARD] != 1 or s[_P_LOC + taken - 1] not in (
            _Z_HAND + s[_P_DEALER], _Z_PLAYED)):
        raise ValueError("taken turned card")
    if phase <= _PH_BET or phase == _PH_SHOW:
        for p in range(players):
            if hands[p] != each:
                raise ValueError("a hand is short before the play-out")
    # betting
    cur = get2(s, _P_CUR_BET)
    top = 0
    bets = 0
    for p in range(players):
        st = s[_P_STATUS + p]
        b = bet(s, p)
        if st > _ST_AWAY or (st == _ST_IN and (b != cur or cur == 0)) or b > cur:
            raise ValueError("betting of P%d" % (p + 1))
        if b > top:
            top = b
        bets += b
    if top != cur or (cur and cur < 3):
        raise ValueError("current bet")
    if phase == _PH_BET:
        if s[_P_STATUS + s[_P_TURN]] != _ST_WAIT:
            raise ValueError("the seat to speak has spoken")
        if comp(s, _BOG) < bets:
            raise ValueError("bets are not in the Bog")
    elif phase == _PH_EXCHANGE:
        if cur or s[_P_TURN] != s[_P_DEALER]:
            raise ValueError("exchange")
    elif phase >= _PH_PLAY:
        for p in range(players):
            if s[_P_STATUS + p] == _ST_WAIT:
                raise ValueError("P%d never spoke" % (p + 1))
    last = s[_P_LAST_CARD]
    if phase == _PH_PLAY:
        if hands[s[_P_TURN]] == 0:
            raise ValueError("the seat to play has no card")
        if last != _NONE and (last >= _CARDS or s[_P_LOC + last] != _Z_PLAYED):
            raise ValueError("last card")
        if last != _NONE:
            nxt = successor(s, last)
            z = _NONE if nxt == _NONE else s[_P_LOC + nxt]
            if _Z_HAND <= z < _Z_HAND + players and z != _Z_HAND + s[_P_TURN]:
                raise ValueError("the holder of the successor must play")
    elif (phase <= _PH_BET or phase == _PH_SHOW) and last != _NONE:
        raise ValueError("a card played before the play-out")
    if phase == _PH_SHOW and s[_P_TURN] != (s[_P_DEALER] + 1) % players:
        raise ValueError("the showdown page is the leader's")
    if _PH_SETTLE <= phase <= _PH_OVER:
        w = s[_P_R_WINNER]
        if w >= players or hands[w]:
            raise ValueError("winner of the deal")
    elif s[_P_R_WINNER] != _NONE:
        raise ValueError("deal won too early")
    if phase == _PH_OVER and s[_P_END] not in (_END_DEALS, _END_STAKE):
        raise ValueError("end reason")
    if phase != _PH_OVER and s[_P_END]:
        raise ValueError("end reason while playing")


def hand_category(s, seat):
    """Best combination of a seat's hand: 0 none, 1 bog, 2 double bog, 3 mitsi, 4 brelan, 5 carre."""
    key = bytearray(11)
    count_ranks(s)
    hand_key(s, seat, key)
    return key[0]
