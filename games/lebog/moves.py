"""Le Bog's legal actions: what the seat to act may do now."""

from micropython import const

from games.lebog.core import forced, get2, reach, successor, turned_card

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_PHASE = const(12)
_P_TURN = const(13)
_P_LAST_CARD = const(16)
_P_CUR_BET = const(18)
_P_LOC = const(96)
_NONE = const(255)
_CARDS = const(52)
_STAKE = const(2)
_PH_EXCHANGE = const(0)
_PH_BET = const(1)
_PH_PLAY = const(2)
_PH_SETTLE = const(3)
_PH_SHOW = const(5)
_Z_HAND = const(16)
_A_PLAY = const(0)
_A_SWAP = const(64)
_A_KEEP = const(128)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_NEXT = const(131)
_A_LEAD = const(132)
_A_BET = const(256)
# end of consts.txt


def _bet_actions(s, out):
    # Betting: go away, call, then every total bet from the floor to what the bettor holds (9.2, 9.3,
    # 9.7; no table limit); return the count.
    me = s[_P_TURN]
    cur = get2(s, _P_CUR_BET)
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
    end = n + top - low + 1
    if out is None:
        return end
    # up to ~1000 actions on every call: eight stores a turn (a loop turn costs as much as two stores)
    a = _A_BET + low
    for i in range(n, end - 7, 8):
        out[i] = a
        out[i + 1] = a + 1
        out[i + 2] = a + 2
        out[i + 3] = a + 3
        out[i + 4] = a + 4
        out[i + 5] = a + 5
        out[i + 6] = a + 6
        out[i + 7] = a + 7
        a += 8
    for i in range(end - (end - n) % 8, end):
        out[i] = a
        a += 1
    return end


def generate(s, out):
    """Write the legal actions into out (or only count them when out is None); return the count."""
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


def is_legal(s, action):
    """True when action is among the legal actions now, decided without listing them."""
    phase = s[_P_PHASE]
    if phase == _PH_PLAY:  # a card in hand; when forced, only the successor of the last card (11.3)
        if not 0 <= action < _CARDS or s[_P_LOC + action] != _Z_HAND + s[_P_TURN]:
            return False
        return not forced(s) or action == successor(s, s[_P_LAST_CARD])
    if phase == _PH_EXCHANGE:  # keep, or swap a card in hand while the turned card is there
        if action == _A_KEEP:
            return True
        if not _A_SWAP <= action < _A_SWAP + _CARDS:
            return False
        return s[_P_LOC + action - _A_SWAP] == _Z_HAND + s[_P_TURN] and turned_card(s) != _NONE
    if phase == _PH_BET:  # away, a call up to what he holds, a bet from the floor to what he holds
        if action == _A_AWAY:
            return True
        cur = get2(s, _P_CUR_BET)
        top = reach(s, s[_P_TURN])
        if action == _A_CALL:
            return 0 < cur <= top
        return (_STAKE + 1 if cur == 0 else cur + 1) <= action - _A_BET <= top
    if phase == _PH_SETTLE:
        return action == _A_NEXT
    if phase == _PH_SHOW:
        return action == _A_LEAD
    return False
