"""Builder of literal BOG states for the rules tests, and an ASCII printer for failure messages.

Card ids are the rules module's ids (0-17; "Frog N" on screen is id N - 1). Pads are absolute
(numbered from seat 0's side, see games/bog/rules.py). Every one of the 18 cards must be placed
exactly once: in a hand, on a shore, on the swamp, in the river, in the deck or in a score pile.
"""

import prng
from games.bog import rules
from games.bog.cards import CARD_COUNT

ZERO_POINTS = ((0, 0, 0, 0), (0, 0, 0, 0))


def build(turn=0, hands=((), ()), shores=((), ()), swamp=None, flies=(3, 4, 5), river=(), deck=(),
          points=ZERO_POINTS, piles=((), ()), phase=rules.PH_MAIN, frog=None, stuck=None, turns=0,
          seed=1, check=True):
    """Return a BOG state bytearray built from literal zones; raise ValueError if it is not coherent.

    swamp: {absolute pad: (card, seat, route step)}; river: up to 3 cards, None for an empty slot;
    deck: bottom first (the last card is the top); points: per seat (capture, route, formation, fly);
    piles: per seat a list of (card, points that card gave).
    """
    s = bytearray(rules.STATE_SIZE)
    seed &= 0x3FFFFFFF
    for i in range(4):
        s[rules._P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, rules._P_RNG, seed)
    s[rules._P_PLAYERS] = 2
    s[rules._P_OPTIONS] = 0
    s[rules._P_TURN] = turn
    s[rules._P_PHASE] = phase
    s[rules._P_FROG] = rules.NONE if frog is None else frog
    s[rules._P_STUCK] = rules.NONE if stuck is None else stuck
    s[rules.P_TURNS] = turns & 0xFF
    s[rules.P_TURNS + 1] = turns >> 8
    placed = {}

    def place(card, zone, where):
        if not 0 <= card < CARD_COUNT:
            raise ValueError("no card %r (%s)" % (card, where))
        if card in placed:
            raise ValueError("card %d is placed twice: %s and %s" % (card, placed[card], where))
        placed[card] = where
        s[rules.P_LOC + card] = zone

    for i in range(CARD_COUNT):
        s[rules.P_DECK + i] = rules.NONE
    if len(deck) > CARD_COUNT:
        raise ValueError("deck too long")
    for i, card in enumerate(deck):
        place(card, rules.Z_DECK, "deck")
        s[rules.P_DECK + i] = card
    s[rules.P_DECK_N] = len(deck)
    if len(river) > rules.RIVER_SIZE:
        raise ValueError("river too long")
    for slot in range(rules.RIVER_SIZE):
        card = river[slot] if slot < len(river) else None
        s[rules.P_RIVER + slot] = rules.NONE if card is None else card
        if card is not None:
            place(card, rules.Z_RIVER, "river")
    for seat in range(2):
        for card in hands[seat]:
            place(card, rules.Z_HAND + seat, "hand %d" % seat)
        s[rules.P_HAND_N + seat] = len(hands[seat])
        for card in shores[seat]:
            place(card, rules.Z_SHORE + seat, "shore %d" % seat)
        for card, given in piles[seat]:
            place(card, rules.Z_PILE + seat, "pile %d" % seat)
            s[rules._P_STEP + card] = given
        for kind in range(4):
            s[rules._P_POINTS + seat * 4 + kind] = points[seat][kind]
    for pad in range(rules.PAD_COUNT):
        s[rules.P_PAD + pad] = rules.EMPTY
    for pad in flies:
        s[rules.P_PAD + pad] = rules.FLY
    for pad, (card, seat, step) in (swamp or {}).items():
        if s[rules.P_PAD + pad] != rules.EMPTY:
            raise ValueError("pad %d holds a fly and frog %d" % (pad, card))
        place(card, rules.Z_SWAMP + seat, "pad %d" % pad)
        s[rules.P_PAD + pad] = card
        s[rules._P_STEP + card] = step
    missing = [c for c in range(CARD_COUNT) if c not in placed]
    if missing:
        raise ValueError("cards placed nowhere: %s" % missing)
    if check:
        rules.check(s)
    return s


def rest(*groups):
    """The card ids in none of the given groups, ascending: an explicit filler for a deck or a hand."""
    taken = set()
    for group in groups:
        taken.update(group)
    return [c for c in range(CARD_COUNT) if c not in taken]


_PHASES = ("main", "fly", "draw", "over")


def _cards(s, zone):
    return " ".join(str(c) for c in range(CARD_COUNT) if s[rules.P_LOC + c] == zone) or "-"


def show(s):
    """Multi-line ASCII picture of a state (card ids 0-17; frogs as id + a/b for seat 0/1)."""
    def one(byte):
        return "-" if byte == rules.NONE else str(byte)

    def pad(p):
        c = s[rules.P_PAD + p]
        if c == rules.EMPTY:
            return "  . "
        if c == rules.FLY:
            return " FLY"
        seat = s[rules.P_LOC + c] - rules.Z_SWAMP
        return "%3d%s" % (c, "ab"[seat] if seat in (0, 1) else "?")

    pts = [tuple(s[rules._P_POINTS + seat * 4 + k] for k in range(4)) for seat in range(2)]
    lines = [
        "turn P%d phase %s frog %s stuck %s turns %d" % (
            s[rules._P_TURN] + 1, _PHASES[s[rules._P_PHASE]] if s[rules._P_PHASE] < 4 else "?",
            one(s[rules._P_FROG]), one(s[rules._P_STUCK]),
            s[rules.P_TURNS] + 256 * s[rules.P_TURNS + 1]),
        "P2 hand(%d): %s | shore: %s | pile: %s | points c/r/f/fly %s" % (
            s[rules.P_HAND_N + 1], _cards(s, rules.Z_HAND + 1), _cards(s, rules.Z_SHORE + 1),
            _cards(s, rules.Z_PILE + 1), pts[1]),
    ]
    for row in (2, 1, 0):
        lines.append("   " + " ".join("[%s]" % pad(row * 3 + col) for col in range(3))
                     + "   pads %d-%d" % (row * 3, row * 3 + 2))
    lines.append("P1 hand(%d): %s | shore: %s | pile: %s | points c/r/f/fly %s" % (
        s[rules.P_HAND_N], _cards(s, rules.Z_HAND), _cards(s, rules.Z_SHORE),
        _cards(s, rules.Z_PILE), pts[0]))
    deck = [s[rules.P_DECK + i] for i in range(s[rules.P_DECK_N])]
    lines.append("river: %s | deck(%d, bottom first): %s" % (
        " ".join(one(s[rules.P_RIVER + i]) for i in range(rules.RIVER_SIZE)), len(deck),
        " ".join(str(c) for c in deck) or "-"))
    return "\n".join(lines)
