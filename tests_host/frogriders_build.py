"""Builder of literal Frogriders states for the rules tests, and an ASCII printer of the pond.

Pads are named as in the game: column letter A-I, row 1-9 from the top (the centre is E5). Frog
colours are letters: Y yellow, R red, B blue, N brown. Frogs placed nowhere else go to the captured
pile of seat `rest` when given (so check() holds); without it the state skips check().
"""

import prng
from games.frogriders import rules
from games.frogriders.cards import PRIV_KIND

COLORS = "YRBN"


def pad(name):
    """Pad index of a name such as "E5"."""
    for p in range(rules.PAD_COUNT):
        if rules.pad_name(p) == name:
            return p
    raise ValueError("no pad %r" % name)


def cards_of(kind, n=1, skip=()):
    """The first n privilege card ids of a kind, leaving out those in skip."""
    out = [c for c in range(24) if PRIV_KIND[c] == kind and c not in skip]
    if len(out) < n:
        raise ValueError("only %d cards of kind %d" % (len(out), kind))
    return out[:n]


def build(players=3, pond=None, capt=None, village="", own=None, face=None, deck=None, secrets=None,
          commons=(0, 1), options=0, back=0, turn=0, phase=rules.PH_JUMP, frm=None, extra=0, flowers=None,
          rest=None, ender=None, seed=1, check=True):
    """Return a state built from literal zones.

    pond: {pad name: colour letter}; capt: {seat: "YRRN"}; village: "YR"; own: {seat: [card ids]};
    face: 4 card ids or None; deck: bottom first (default: every card not placed elsewhere);
    secrets: {seat: kept secret id} (default seat k keeps k; the returned ones are the highest ids
    left); commons: 2 ids, fronts up; with options 1 (one back) the one at index `back` lies on its
    back, except in PH_BACK where the players have not turned one over yet.
    """
    s = bytearray(rules.STATE_SIZE)
    for i in range(4):
        s[i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, rules._P_RNG, seed)
    s[rules.P_PLAYERS] = players
    s[rules.P_OPTIONS] = options
    s[rules.P_TURN] = turn
    s[rules.P_PHASE] = phase
    s[rules.P_FROM] = rules.NONE if frm is None else pad(frm)
    s[rules.P_EXTRA] = extra
    s[rules.P_ENDER] = rules.NONE if ender is None else ender
    left = [rules.FROG_TOTALS[c] - (rules.OUT_AT_2[c] if players == 2 else 0) for c in range(4)]
    s[rules.P_POND + rules.PAD_COUNT] = rules.OFF  # the sentinel
    for p in range(rules.PAD_COUNT):
        s[rules.P_POND + p] = rules.OFF if players == 2 and not rules.is_inner(p) else rules.EMPTY
    for name, letter in (pond or {}).items():
        p = pad(name)
        if s[rules.P_POND + p] == rules.OFF:
            raise ValueError("pad %s is out of play" % name)
        col = COLORS.index(letter)
        s[rules.P_POND + p] = col + 1
        left[col] -= 1
    for seat, letters in (capt or {}).items():
        for letter in letters:
            col = COLORS.index(letter)
            s[rules.P_CAPT + 4 * seat + col] += 1
            left[col] -= 1
    for letter in village:
        col = COLORS.index(letter)
        s[rules.P_VILLAGE + col] += 1
        left[col] -= 1
    if min(left) < 0:
        raise ValueError("too many frogs: %r" % left)
    if rest is not None:
        for col in range(4):
            s[rules.P_CAPT + 4 * rest + col] += left[col]
    else:
        check = False
    for seat, n in (flowers or {}).items():
        s[rules.P_FLOWERS + seat] = n
    placed = set()
    for seat, cards in (own or {}).items():
        for c in cards:
            s[rules.P_PRIV + c] = rules.L_OWN + seat
            placed.add(c)
    if face is None:
        face = [c for c in range(24) if c not in placed][:4]
    for slot in range(4):
        c = face[slot] if slot < len(face) else None
        s[rules.P_FACE + slot] = rules.NONE if c is None else c
        if c is not None:
            s[rules.P_PRIV + c] = rules.L_FACE
            placed.add(c)
    if deck is None:
        deck = [c for c in range(24) if c not in placed]
    for i in range(24):
        s[rules.P_DECK + i] = rules.NONE
    for i, c in enumerate(deck):
        s[rules.P_DECK + i] = c
        s[rules.P_PRIV + c] = rules.L_DECK
    s[rules.P_DECK_N] = len(deck)
    if secrets is None:
        secrets = {k: k for k in range(players)}
    pool = [c for c in range(9, -1, -1) if c not in secrets.values()]
    for seat in range(players):
        other = pool.pop(0)
        if phase == rules.PH_BACK or (phase == rules.PH_SECRET and seat >= turn):
            s[rules.P_SECRET + secrets[seat]] = rules.S_DEALT + seat
            s[rules.P_SECRET + other] = rules.S_DEALT + seat
        else:
            s[rules.P_SECRET + secrets[seat]] = rules.S_KEPT + seat
            s[rules.P_SECRET + other] = rules.S_BACK + seat
    for i in range(2):
        turned = options == 1 and i == back and phase != rules.PH_BACK
        s[rules.P_COMMON + i] = commons[i] | (rules.BACK if turned else 0)
    if check:
        rules.check(s)
    return s


def show(s):
    """ASCII picture of the pond: letters for frogs, . empty, # out of play, blank outside."""
    lines = []
    grid = {rules.pad_rc(p): p for p in range(rules.PAD_COUNT)}
    for r in range(9):
        row = ""
        for c in range(9):
            p = grid.get((r, c))
            if p is None:
                row += "  "
            else:
                x = s[rules.P_POND + p]
                row += " " + (".YRBN#"[x])
        lines.append(row)
    return "\n".join(lines)
