"""Builder of literal Bunny Boom states for the rules tests, card finders and an ASCII printer.

Card ids are the rules module's (0-77, see games/bunnyboom/cards.py); spaces are row * 3 + distance
(rows L R U D). Every card of the game's deck is placed exactly once: the ones not named in a hand,
the river, the village, a face-down pile or the discard pile go to the deck.
"""

import prng
from games.bunnyboom import core, text
from games.bunnyboom import rules as R
from games.bunnyboom.cards import CARD_COUNT, CARDS, JOKER, MAYOR

# the card table's columns (cards.CARDS holds 5 bytes a card)
FAMILY, VALUE, EFFECT, RIVER, PASSAGE = (bytes(CARDS[5 * c + k] for c in range(CARD_COUNT)) for k in range(5))
PHASE_NAMES = ("play", "space", "take", "carrot", "give", "skip", "river", "put", "swap card", "swap seat",
               "face-down", "draw", "over", "auto")


def out(s):
    """Rabbits out of the bank: in the domains and on village and river cards (the bank never runs out)."""
    return core.get2(s, R._P_OUT)


def has_wave(card):
    """True when the card shows the wave."""
    return EFFECT[card] & 0x80 != 0


def is_closed(s, sp):
    """True when space sp is closed."""
    return s[R.P_INFO + sp] & R.CLOSED != 0


def card_text(card):
    """Family, value, effect, wave, passage: "Sun3 Boom~ p2"."""
    effect = text.EFFECT_NAMES.split("/")[EFFECT[card] & 0x7F]
    return "%s %s%s p%d" % (R.card_name(card), effect, "~" if has_wave(card) else "", PASSAGE[card])


def find(n=1, effect=None, family=None, value=None, wave=None, river=None, passage=None, purple=True,
         exclude=()):
    """The first n card ids matching every given field (purple only by default: the 2-player deck)."""
    out = []
    for c in range(CARD_COUNT):
        if purple and c >= 39:
            break
        if c in exclude:
            continue
        if effect is not None and EFFECT[c] & 0x7F != effect:
            continue
        if family is not None and FAMILY[c] != family:
            continue
        if value is not None and VALUE[c] != value:
            continue
        if wave is not None and bool(EFFECT[c] & 0x80) != wave:
            continue
        if river is not None and RIVER[c] != river:
            continue
        if passage is not None and PASSAGE[c] != passage:
            continue
        out.append(c)
        if len(out) == n:
            return out if n > 1 else out[0]
    raise ValueError("not %d cards like that" % n)


def build(players=2, options=0, turn=0, phase=R._PH_PLAY, stage=R._ST_EFFECT, card=None, hands=None,
          river=(), river_rab=(0, 0, 0), village=None, closed=(), space_rab=None, pawns=None, domains=None,
          carrot=None, fox=None, burrow=None, downs=None, discard=(), deck=None, pend=0, mask=0, aux=None,
          flags=0, turns=0, seed=1, check=True):
    """Return a state bytearray from literal zones; raise ValueError if it is not coherent.

    options: the rules' bit field (O_FOX | O_BURROW | O_HOURGLASS); hands/downs: {seat: [cards]};
    river: up to 3 cards (None = empty slot); village: {space: [bottom card, ..., top card]};
    domains: {seat: rabbits} (default 1 each); deck: cards in the draw pile (default: every other card
    of the game's deck). OUT counts the rabbits placed (domains, space_rab, river_rab).
    """
    s = bytearray(R.STATE_SIZE)
    for i in range(4):
        s[R._P_SEED + i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, R._P_RNG, seed)
    s[R.P_PLAYERS] = players
    s[R._P_OPTIONS] = options
    s[R.P_TURN] = turn
    s[R.P_PHASE] = phase
    s[R._P_STAGE] = stage
    s[R.P_CARD] = R.NONE if card is None else card
    s[R._P_PEND] = pend
    s[R._P_MASK] = mask
    s[R._P_AUX] = R.NONE if aux is None else aux
    s[R._P_FLAGS] = flags
    s[R.P_TURNS] = turns & 0xFF
    s[R.P_TURNS + 1] = turns >> 8
    s[R.P_CARROT] = R.NONE if carrot is None else carrot
    s[R.P_FOX] = (R.CENTRE if fox is None else fox) if options & R._O_FOX else R.NONE
    s[R.P_BURROW] = R.NONE if burrow is None else burrow
    placed = {}

    def place(c, zone, where):
        if not core.in_game(c, players, options):
            raise ValueError("card %d is not in this game's deck (%s)" % (c, where))
        if c in placed:
            raise ValueError("card %d placed twice: %s and %s" % (c, placed[c], where))
        placed[c] = where
        s[R.P_LOC + c] = zone

    for seat, cards in (hands or {}).items():
        for c in cards:
            place(c, R.Z_HAND + seat, "hand %d" % seat)
        s[R.P_HAND_N + seat] = len(cards)
    for seat, cards in (downs or {}).items():
        for c in cards:
            place(c, R._Z_DOWN + seat, "down %d" % seat)
        s[R.P_DOWN_N + seat] = len(cards)
    for slot in range(3):
        c = river[slot] if slot < len(river) else None
        s[R.P_RIVER + slot] = R.NONE if c is None else c
        s[R.P_RIVER_RAB + slot] = river_rab[slot] if c is not None else 0
        if c is not None:
            place(c, R._Z_RIVER, "river")
    for sp in range(12):
        s[R.P_TOP + sp] = R.NONE
    for sp, stack in (village or {}).items():
        for c in stack[:-1]:
            place(c, R._Z_UNDER + sp, "under %s" % R.space_name(sp))
        place(stack[-1], R._Z_TOP + sp, "top %s" % R.space_name(sp))
        s[R.P_TOP + sp] = stack[-1]
        s[R.P_INFO + sp] = len(stack) | (R.CLOSED if sp in closed else 0)
    for sp, n in (space_rab or {}).items():
        s[R.P_SPACE_RAB + sp] = n
    for c in discard:
        place(c, R._Z_DISCARD, "discard")
    n = 0
    for c in range(CARD_COUNT):
        if not core.in_game(c, players, options):
            s[R.P_LOC + c] = R._Z_OUT
        elif c not in placed:
            if deck is not None and c not in deck:
                raise ValueError("card %d placed nowhere" % c)
            s[R.P_LOC + c] = R._Z_DECK
            n += 1
    if deck is not None and n != len(deck):
        raise ValueError("deck cards placed elsewhere")
    s[R.P_DECK_N] = n
    total = 0
    for seat in range(4):
        if seat < players:
            d = 1 if domains is None else domains.get(seat, 1)
            core.set2(s, R._P_DOMAIN + 2 * seat, d)
            total += d
            s[R.P_PAWN + seat] = R.CENTRE if pawns is None else pawns.get(seat, R.CENTRE)
        else:
            s[R.P_PAWN + seat] = R.NONE
    total += sum(s[R.P_SPACE_RAB:R.P_SPACE_RAB + 12]) + sum(s[R.P_RIVER_RAB:R.P_RIVER_RAB + 3])
    core.set2(s, R._P_OUT, total)
    if check:
        R.check(s)
    return s


def in_game(players=2, options=0):
    """Every card id of the deck of this player count and options."""
    return [c for c in range(CARD_COUNT) if core.in_game(c, players, options)]


def show(s):
    """Multi-line ASCII picture of a state."""
    n = s[R.P_PLAYERS]

    def cell(sp):
        if sp >= 3 * n:
            return "    ~     "
        top = s[R.P_TOP + sp]
        if top == R.NONE:
            return "    .     "
        mark = "#" if s[R.P_INFO + sp] & R.CLOSED else " "
        return "%-6s%d%s%-2s" % (R.card_name(top)[:6], s[R.P_INFO + sp] & R.LAYERS, mark,
                                 s[R.P_SPACE_RAB + sp] or "")

    pawns = " ".join("P%d@%s" % (seat + 1, R.space_name(s[R.P_PAWN + seat])) for seat in range(n))
    lines = ["turn P%d phase %s stage %d card %s pend %d mask %d aux %d flags %d out %d deck %d" % (
        s[R.P_TURN] + 1, PHASE_NAMES[s[R.P_PHASE]] if s[R.P_PHASE] < 14 else "?", s[R._P_STAGE],
        s[R.P_CARD], s[R._P_PEND], s[R._P_MASK], s[R._P_AUX], s[R._P_FLAGS], out(s), s[R.P_DECK_N])]
    lines.append("pawns %s carrot %s fox %s burrow %s" % (pawns, s[R.P_CARROT], s[R.P_FOX], s[R.P_BURROW]))
    for sp in (8, 7, 6):
        lines.append(" " * 33 + cell(sp))
    lines.append(" ".join(cell(sp) for sp in (2, 1, 0)) + "  C  " + " ".join(cell(sp) for sp in (3, 4, 5)))
    for sp in (9, 10, 11):
        lines.append(" " * 33 + cell(sp))
    for seat in range(n):
        hand = [c for c in range(CARD_COUNT) if s[R.P_LOC + c] == R.Z_HAND + seat]
        lines.append("P%d domain %d hand %s down %d" % (seat + 1, R.domain(s, seat),
                                                      " ".join(card_text(c) for c in hand), s[R.P_DOWN_N + seat]))
    lines.append("river " + " | ".join("-" if s[R.P_RIVER + i] == R.NONE else "%s (%d)" % (
        card_text(s[R.P_RIVER + i]), s[R.P_RIVER_RAB + i]) for i in range(3)))
    return "\n".join(lines)


__all__ = ["FAMILY", "VALUE", "EFFECT", "RIVER", "PASSAGE", "JOKER", "MAYOR", "build", "find", "show", "in_game",
           "has_wave", "is_closed", "card_text", "out"]
