"""Boussanga check(): every card and token in exactly one place, the phase coherent."""

from micropython import const

from games.boussanga.core import hand_base
from games.boussanga.moves import legal_actions

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_COOP = const(10)
_P_TEAMS = const(11)
_P_TURN = const(12)
_P_PHASE = const(13)
_P_SLOT = const(14)
_P_PUT_COLOR = const(15)
_P_PUT_LEFT = const(16)
_P_PUT_NEXT = const(17)
_P_END_SEAT = const(18)
_P_REASON = const(19)
_P_DECK_N = const(22)
_P_DECK = const(23)
_P_HANDS = const(55)
_P_DISCARD_N = const(71)
_P_BOARD = const(72)
_P_ROWS = const(136)
_P_EMPTY_ROWS = const(168)
_P_RESERVE = const(176)
_P_HELD = const(180)
_P_BONUS = const(196)
_P_COLLECT = const(200)
_P_PENDING = const(204)
_P_TOOK_LAST = const(208)
_STATE_SIZE = const(209)
_CARD_COUNT = const(32)
_NONE = const(255)
_HAND_SIZE = const(4)
_PH_CARD = const(0)
_PH_PLACE = const(1)
_PH_COLOR = const(2)
_PH_PUT = const(3)
_PH_OVER = const(4)
_PH_BOARD = const(5)
_TOKENS_PER_COLOR = const(16)
# end of consts.txt


def check(s):
    """Raise ValueError unless every card and token is in exactly one place and the phase is coherent."""
    if len(s) != _STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), _STATE_SIZE))
    players = s[_P_PLAYERS]
    coop = s[_P_COOP]
    if not 1 <= players <= 4 or coop > 1 or s[_P_TEAMS] > 1 or s[_P_TURN] >= players or s[_P_PHASE] > _PH_BOARD:
        raise ValueError("bad header")
    if (players == 1 and not coop) or (s[_P_TEAMS] and (coop or players != 4)):
        raise ValueError("bad mode")
    seen = bytearray(_CARD_COUNT)
    deck_n = s[_P_DECK_N]
    if deck_n > _CARD_COUNT:
        raise ValueError("deck count")
    for i in range(_CARD_COUNT):
        c = s[_P_DECK + i]
        if i < deck_n:
            if c >= _CARD_COUNT:
                raise ValueError("deck slot %d" % i)
            seen[c] += 1
        elif c != _NONE:
            raise ValueError("deck slot %d past the top" % i)
    in_hands = 0
    for seat in range(4):
        for k in range(_HAND_SIZE):
            c = s[_P_HANDS + seat * 4 + k]
            used = seat < (1 if coop else players)
            if c == _NONE:
                played = s[_P_PHASE] == _PH_BOARD and seat == s[_P_TURN] and k == s[_P_SLOT]  # drawn after
                if used and deck_n and s[_P_PHASE] != _PH_OVER and not played:
                    raise ValueError("empty slot with cards in the deck")
                continue
            if c >= _CARD_COUNT or not used:
                raise ValueError("hand slot %d of P%d" % (k, seat + 1))
            seen[c] += 1
            in_hands += 1
    for c in range(_CARD_COUNT):
        if seen[c] > 1:
            raise ValueError("card %d is in %d places" % (c + 1, seen[c]))
    if deck_n + in_hands + s[_P_DISCARD_N] != _CARD_COUNT:
        raise ValueError("cards do not add up to %d" % _CARD_COUNT)
    counts = bytearray(5)
    for cell in range(64):
        v = s[_P_BOARD + cell]
        if v > 4:
            raise ValueError("cell %d" % cell)
        counts[v] += 1
    for y in range(8):
        for v in range(5):
            m = 0
            for x in range(8):
                if s[_P_BOARD + y * 8 + x] == v:
                    m |= 1 << x
            if s[(_P_ROWS - 8 + v * 8 if v else _P_EMPTY_ROWS) + y] != m:
                raise ValueError("row mask %d of colour %d" % (y, v))
    for col in range(1, 5):
        total = counts[col] + s[_P_RESERVE + col - 1] + s[_P_COLLECT + col - 1] + s[_P_PENDING + col - 1]
        for h in range(4):
            total += s[_P_HELD + h * 4 + col - 1]
        if total != _TOKENS_PER_COLOR:
            raise ValueError("%d %s tokens" % (total, "BGRY"[col - 1]))
        if coop and s[_P_RESERVE + col - 1]:
            raise ValueError("co-op reserve")
        if not coop and s[_P_COLLECT + col - 1]:
            raise ValueError("collection in competitive")
    boards = 1 if coop else players
    for h in range(boards, 4):
        if s[_P_BONUS + h]:
            raise ValueError("bonus of board %d unused" % h)
        for col in range(4):
            if s[_P_HELD + h * 4 + col]:
                raise ValueError("points zone %d unused" % h)
    phase = s[_P_PHASE]
    pending = 0
    for col in range(4):
        pending += s[_P_PENDING + col]
    if phase == _PH_BOARD:
        if not s[_P_TEAMS] or not pending or s[_P_TOOK_LAST] > 1 or s[_P_SLOT] >= _HAND_SIZE:
            raise ValueError("choice of board")
        if s[_P_HANDS + s[_P_TURN] * 4 + s[_P_SLOT]] != _NONE:
            raise ValueError("the played card is still in the hand")
    elif pending or s[_P_TOOK_LAST]:
        raise ValueError("tokens waiting for a board outside its step")
    if phase == _PH_PLACE:
        if s[_P_SLOT] >= _HAND_SIZE or s[hand_base(s, s[_P_TURN]) + s[_P_SLOT]] == _NONE:
            raise ValueError("pending card")
        if legal_actions(s, None) == 0:
            raise ValueError("the chosen card has no position")
    if phase == _PH_COLOR and (not coop or legal_actions(s, None) == 0):
        raise ValueError("colour step without tokens")
    if phase == _PH_PUT:
        col = s[_P_PUT_COLOR]
        if not coop or not 1 <= col <= 4 or not 1 <= s[_P_PUT_LEFT] <= s[_P_COLLECT + col - 1]:
            raise ValueError("put-back step")
    elif s[_P_PUT_LEFT] or s[_P_PUT_NEXT]:
        raise ValueError("put-back outside its step")
    if phase == _PH_CARD and legal_actions(s, None) == 0:
        raise ValueError("the seat to act has nothing to do")
    if coop and s[_P_END_SEAT] != _NONE:
        raise ValueError("last round in co-op")
    if phase == _PH_OVER and not s[_P_REASON]:
        raise ValueError("over without a reason")
    if s[_P_REASON] == 4 and (not coop or phase != _PH_OVER or s[_P_DISCARD_N] <= 12):
        raise ValueError("ended by hand while the game could still be won")  # END_GIVEN_UP
