"""Frogriders invariant checker (rules.check): every frog and card in exactly one place, a coherent phase.

Kept out of rules.py so that importing the rules costs less heap: it runs on load and in tests only.
"""

from games.frogriders.cards import COMMON_COUNT, PRIV_COUNT, SECRET_COUNT
from games.frogriders.rules import (
    BROWN,
    FACE_SLOTS,
    FROG_TOTALS,
    L_DECK,
    L_FACE,
    L_OWN,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NONE,
    OFF,
    OUT_AT_2,
    P_CAPT,
    P_COMMON,
    P_DECK,
    P_DECK_N,
    P_ENDER,
    P_EXTRA,
    P_FACE,
    P_FROM,
    P_OPTIONS,
    P_PHASE,
    P_PLAYERS,
    P_POND,
    P_PRIV,
    P_SECRET,
    P_TURN,
    P_VILLAGE,
    PAD_COUNT,
    PH_BACK,
    PH_JUMP,
    PH_LAND,
    PH_OVER,
    PH_SECRET,
    PH_VILLAGE,
    S_BACK,
    S_BOX,
    S_HIDDEN,
    STATE_SIZE,
    can_jump,
    is_inner,
    kinds_owned,
    landings,
    village_actions,
)


def check(s):
    """Raise ValueError unless every frog and card is in exactly one place and the phase is coherent."""
    if len(s) != STATE_SIZE:
        raise ValueError("state is %d bytes, not %d" % (len(s), STATE_SIZE))
    players = s[P_PLAYERS]
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or s[P_OPTIONS] > 1:
        raise ValueError("bad header")
    phase = s[P_PHASE]
    if s[P_TURN] >= players or phase > PH_BACK or (phase == PH_BACK and s[P_TURN]):
        raise ValueError("bad turn or phase")
    counts = bytearray(4)
    if s[P_POND + PAD_COUNT] != OFF:
        raise ValueError("pond sentinel")
    for p in range(PAD_COUNT):
        x = s[P_POND + p]
        if x > OFF:
            raise ValueError("pad %d" % p)
        off = players == 2 and not is_inner(p)
        if (x == OFF) != off:
            raise ValueError("pad %d in or out of play" % p)
        if 1 <= x <= 4:
            counts[x - 1] += 1
    if s[P_VILLAGE + BROWN]:
        raise ValueError("brown frog in the village")
    for col in range(4):
        n = counts[col] + s[P_VILLAGE + col] + (OUT_AT_2[col] if players == 2 else 0)
        for p in range(4):
            if p >= players and s[P_CAPT + 4 * p + col]:
                raise ValueError("frogs of an absent seat")
            n += s[P_CAPT + 4 * p + col]
        if n != FROG_TOTALS[col]:
            raise ValueError("%d frogs of colour %d" % (n, col))
    seen = bytearray(PRIV_COUNT)
    deck_n = s[P_DECK_N]
    if deck_n > PRIV_COUNT:
        raise ValueError("deck count")
    for i in range(PRIV_COUNT):
        c = s[P_DECK + i]
        if i < deck_n:
            if c >= PRIV_COUNT or s[P_PRIV + c] != L_DECK:
                raise ValueError("deck slot %d" % i)
            seen[c] += 1
        elif c != NONE:
            raise ValueError("deck slot %d past the top" % i)
    for slot in range(FACE_SLOTS):
        c = s[P_FACE + slot]
        if c == NONE:
            if deck_n:
                raise ValueError("empty face-up slot with cards in the deck")
        elif c >= PRIV_COUNT or s[P_PRIV + c] != L_FACE:
            raise ValueError("face-up slot %d" % slot)
        else:
            seen[c] += 1
    for c in range(PRIV_COUNT):
        z = s[P_PRIV + c]
        if z >= L_OWN + players:
            raise ValueError("card %d in zone %d" % (c, z))
        if z >= L_OWN:
            seen[c] += 1
        if seen[c] != 1:
            raise ValueError("privilege card %d is in %d places" % (c, seen[c]))
    per = bytearray(12)
    boxed = 0
    for c in range(SECRET_COUNT):
        z = s[P_SECRET + c]
        if z == S_BOX:
            boxed += 1
        elif z == S_HIDDEN or (z - 1) % 4 >= players or z > S_BACK + 3:
            raise ValueError("secret objective %d in zone %d" % (c, z))
        else:
            per[z - 1] += 1
    if boxed != SECRET_COUNT - 2 * players:
        raise ValueError("secret objectives in the box")
    for p in range(players):
        chosen = phase != PH_BACK and (phase != PH_SECRET or p < s[P_TURN])
        want = (0, 1, 1) if chosen else (2, 0, 0)
        if (per[p], per[4 + p], per[8 + p]) != want:
            raise ValueError("secret objectives of P%d" % (p + 1))
    a = s[P_COMMON]
    b = s[P_COMMON + 1]
    opt = s[P_OPTIONS]
    if (a & 0x7F) >= COMMON_COUNT or (b & 0x7F) >= COMMON_COUNT or (a & 0x7F) == (b & 0x7F):
        raise ValueError("common objectives")
    backs = (a >> 7) + (b >> 7)
    if backs != (0 if phase == PH_BACK else opt) or (phase == PH_BACK and not opt) or (a | b) & 0x70:
        raise ValueError("common objective sides")
    frm = s[P_FROM]
    if phase == PH_LAND:
        if frm >= PAD_COUNT or not 1 <= s[P_POND + frm] <= 4:
            raise ValueError("pending jumper")
        if not landings(s, frm, kinds_owned(s, s[P_TURN]), None, 0):
            raise ValueError("pending jumper cannot jump")
    elif frm != NONE:
        raise ValueError("pending jumper outside the landing step")
    if s[P_EXTRA] > 1 or (s[P_EXTRA] and phase != PH_JUMP and phase != PH_LAND and phase != PH_OVER):
        raise ValueError("extra jump flag")
    if phase == PH_JUMP and not can_jump(s, s[P_TURN]):
        raise ValueError("the seat to act has no jump but the game is not over")
    if phase == PH_VILLAGE and not village_actions(s, None):
        raise ValueError("phase B with nothing to do")
    if phase == PH_OVER:
        if s[P_ENDER] != s[P_TURN] or can_jump(s, s[P_TURN]):
            raise ValueError("the seat that could not jump must be the seat to act")
    elif s[P_ENDER] != NONE:
        raise ValueError("ender set during play")
