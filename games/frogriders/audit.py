"""Frogriders invariant checker (rules.check): every frog and card in exactly one place, a coherent phase."""

# Imported by rules.check on first use (on load and in tests, never during play). Offsets: rules.py's
# layout, same names and values.

from micropython import const

from games.frogriders.cards import COMMON_COUNT, PRIV_COUNT, SECRET_COUNT
from games.frogriders.core import FROG_TOTALS, OUT_AT_2, is_inner, kinds_owned
from games.frogriders.moves import can_jump, landings, village_actions

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_MIN_PLAYERS = const(2)
_MAX_PLAYERS = const(4)
_P_PLAYERS = const(8)
_P_OPTIONS = const(9)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_FROM = const(12)
_P_EXTRA = const(13)
_P_ENDER = const(14)
_P_POND = const(17)
_P_CAPT = const(75)
_P_VILLAGE = const(91)
_P_PRIV = const(99)
_P_FACE = const(123)
_P_DECK_N = const(127)
_P_DECK = const(128)
_P_SECRET = const(152)
_P_COMMON = const(162)
_STATE_SIZE = const(164)
_NONE = const(255)
_PAD_COUNT = const(57)
_OFF = const(5)
_BROWN = const(3)
_FACE_SLOTS = const(4)
_PH_SECRET = const(0)
_PH_JUMP = const(1)
_PH_LAND = const(2)
_PH_VILLAGE = const(3)
_PH_OVER = const(4)
_PH_BACK = const(5)
_L_DECK = const(0)
_L_FACE = const(1)
_L_OWN = const(2)
_S_BOX = const(0)
_S_BACK = const(9)
_S_HIDDEN = const(15)
# end of consts.txt


def check(s):
    """Raise ValueError unless every frog and card is in exactly one place and the phase is coherent."""
    if len(s) != _STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), _STATE_SIZE))
    players = s[_P_PLAYERS]
    if not _MIN_PLAYERS <= players <= _MAX_PLAYERS or s[_P_OPTIONS] > 1:
        raise ValueError("bad header")
    phase = s[_P_PHASE]
    if s[_P_TURN] >= players or phase > _PH_BACK or (phase == _PH_BACK and s[_P_TURN]):
        raise ValueError("bad turn or phase")
    counts = bytearray(4)
    if s[_P_POND + _PAD_COUNT] != _OFF:
        raise ValueError("pond sentinel")
    for p in range(_PAD_COUNT):
        x = s[_P_POND + p]
        if x > _OFF:
            raise ValueError("pad %d" % p)
        off = players == 2 and not is_inner(p)
        if (x == _OFF) != off:
            raise ValueError("pad %d in or out of play" % p)
        if 1 <= x <= 4:
            counts[x - 1] += 1
    if s[_P_VILLAGE + _BROWN]:
        raise ValueError("brown frog in the village")
    for col in range(4):
        n = counts[col] + s[_P_VILLAGE + col] + (OUT_AT_2[col] if players == 2 else 0)
        for p in range(4):
            if p >= players and s[_P_CAPT + 4 * p + col]:
                raise ValueError("frogs of an absent seat")
            n += s[_P_CAPT + 4 * p + col]
        if n != FROG_TOTALS[col]:
            raise ValueError("%d frogs of colour %d" % (n, col))
    seen = bytearray(PRIV_COUNT)
    deck_n = s[_P_DECK_N]
    if deck_n > PRIV_COUNT:
        raise ValueError("deck count")
    for i in range(PRIV_COUNT):
        c = s[_P_DECK + i]
        if i < deck_n:
            if c >= PRIV_COUNT or s[_P_PRIV + c] != _L_DECK:
                raise ValueError("deck slot %d" % i)
            seen[c] += 1
        elif c != _NONE:
            raise ValueError("deck slot %d past the top" % i)
    for slot in range(_FACE_SLOTS):
        c = s[_P_FACE + slot]
        if c == _NONE:
            if deck_n:
                raise ValueError("empty face-up slot with cards in the deck")
        elif c >= PRIV_COUNT or s[_P_PRIV + c] != _L_FACE:
            raise ValueError("face-up slot %d" % slot)
        else:
            seen[c] += 1
    for c in range(PRIV_COUNT):
        z = s[_P_PRIV + c]
        if z >= _L_OWN + players:
            raise ValueError("card %d in zone %d" % (c, z))
        if z >= _L_OWN:
            seen[c] += 1
        if seen[c] != 1:
            raise ValueError("privilege card %d is in %d places" % (c, seen[c]))
    per = bytearray(12)
    boxed = 0
    for c in range(SECRET_COUNT):
        z = s[_P_SECRET + c]
        if z == _S_BOX:
            boxed += 1
        elif z == _S_HIDDEN or (z - 1) % 4 >= players or z > _S_BACK + 3:
            raise ValueError("secret objective %d in zone %d" % (c, z))
        else:
            per[z - 1] += 1
    if boxed != SECRET_COUNT - 2 * players:
        raise ValueError("secret objectives in the box")
    for p in range(players):
        chosen = phase != _PH_BACK and (phase != _PH_SECRET or p < s[_P_TURN])
        want = (0, 1, 1) if chosen else (2, 0, 0)
        if (per[p], per[4 + p], per[8 + p]) != want:
            raise ValueError("secret objectives of P%d" % (p + 1))
    a = s[_P_COMMON]
    b = s[_P_COMMON + 1]
    opt = s[_P_OPTIONS]
    if (a & 0x7F) >= COMMON_COUNT or (b & 0x7F) >= COMMON_COUNT or (a & 0x7F) == (b & 0x7F):
        raise ValueError("common objectives")
    backs = (a >> 7) + (b >> 7)
    if backs != (0 if phase == _PH_BACK else opt) or (phase == _PH_BACK and not opt) or (a | b) & 0x70:
        raise ValueError("common objective sides")
    frm = s[_P_FROM]
    if phase == _PH_LAND:
        if frm >= _PAD_COUNT or not 1 <= s[_P_POND + frm] <= 4:
            raise ValueError("pending jumper")
        if not landings(s, frm, kinds_owned(s, s[_P_TURN]), None, 0):
            raise ValueError("pending jumper cannot jump")
    elif frm != _NONE:
        raise ValueError("pending jumper outside the landing step")
    if s[_P_EXTRA] > 1 or (s[_P_EXTRA] and phase != _PH_JUMP and phase != _PH_LAND and phase != _PH_OVER):
        raise ValueError("extra jump flag")
    if phase == _PH_JUMP and not can_jump(s, s[_P_TURN]):
        raise ValueError("the seat to act has no jump but the game is not over")
    if phase == _PH_VILLAGE and not village_actions(s, None):
        raise ValueError("phase B with nothing to do")
    if phase == _PH_OVER:
        if s[_P_ENDER] != s[_P_TURN] or can_jump(s, s[_P_TURN]):
            raise ValueError("the seat that could not jump must be the seat to act")
    elif s[_P_ENDER] != _NONE:
        raise ValueError("ender set during play")
