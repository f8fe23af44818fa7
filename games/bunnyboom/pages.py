"""Bunny Boom's pages: the rules summary (RULES) and the table page (Select), loaded on first use."""

import lang
from micropython import const

import ui
from games.bunnyboom import rules as R
from games.bunnyboom.cards import CARDS
from games.bunnyboom.text import RIVER_NAMES, card_name, space_name

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_C_RIVER = const(3)
# end of consts.txt

RULES = "\n".join((
    "Goal: end with the FEWEST rabbits: in your domain, plus your hand's values, plus face-down cards,"
    " plus 4 for the carrot. Tie: fewer rabbits in the domain wins.",
    "Turn: play a hand card on a space next to the centre or to a card (first layer). When all spaces"
    " hold a card, play on top of cards (second layer). Never on the card under your own pawn.",
    "Same family on top: the space closes. Other family: add the card's value in rabbits. Mayor:"
    " free; it has no family, so a card on it pays its value and the space stays open. Joker: free,"
    " the space closes (even a first-layer one). Free card: free, closes the space it covers; a card on"
    " a Free card pays as usual, then the space closes.",
    "Then: the card's effect, then your pawn walks to it along the cross. Each card crossed (not the"
    " start, not the end, not the centre) adds its passage (+1 to +3) and the rabbits lying on it.",
    "Wave (~): then use one river card's river effect (compulsory when one shows an effect). Draw back"
    " to 3 from the deck or the river (its rabbits come along); the river refills.",
    "Effects: Boom (after moving) 1 rabbit on every village card; Mega: take a river card first, then 1"
    " on every village and river card and in every other domain; River (River Boom): take a river card, 1 on each"
    " river card; Carrot: pull a pawn here, its player takes the carrot and the passages; Give: 1 rabbit"
    " to each other villager; Skip a crossed card; Centre: back to the centre; Gain 1 / Lose 1: a rabbit"
    " now, then after moving a river effect; Renew the river; Free: ignore families.",
    "River effects: Put 2 rabbits of yours on village cards; Give 1 to each villager; Swap a card with a"
    " random card of a villager; Facedown: a deck card face down in front of any villager, you too (scores its"
    " value);"
    " Pass: draw back to 3 (deck or river), then every hand goes to the right; Boom.",
    "Variants: Fox (pull the fox here: each pawn it meets takes 1 of your rabbits), Burrow (you hold the"
    " burrow: whoever crosses a Burrow card takes 1 of your rabbits). Hourglass: choose your card and its"
    " space before the sand (the LEDs) runs out, else add the highest river card's value to your rabbits"
    " (once a turn; you still play).",
    "Screen: a card shows its family and value: S Sun, M Moon, T Star, L Leaf, D Drop, B Bell, * Mayor,"
    " J Joker. White and black lines on top: 2 cards or more; dark card with a black stripe: closed; white digit"
    " in a black box: rabbits lying there (+: over 9), on a village or river card; a villager's number in"
    " their colour, top right: their pawn (1: the first domain); orange diamond: the fox. Domains: C carrot,"
    " B burrow, > to play. Hand: effect, ~ wave, +N passage. Bottom right: the space under the cursor:"
    " passage, rabbits, closed or cards stacked.",
    "End: the deck is empty, or the next villager has no space. Keys: d-pad moves, A does, B undoes,"
    " Start pauses, Select shows the table.",
))


def info_lines(v, seat):
    """Public information, one short line each (Select)."""
    n = v[R.P_PLAYERS]
    lines = []
    rabbit = lang.tr("rabbit")
    for s in range(n):
        lines.append(lang.tr("%s: %s") % (ui.seat_name(s), ui.plural(R.domain(v, s), rabbit)))
        lines.append(lang.tr(" hand %d, down %d, at %s") % (v[R.P_HAND_N + s], v[R.P_DOWN_N + s],
                                                           space_name(v[R.P_PAWN + s])))
    lines.append(lang.tr("Deck %d. River effects:") % v[R.P_DECK_N])
    for i in range(R.RIVER_SIZE):
        c = v[R.P_RIVER + i]
        if c != R.NONE:
            r = v[R.P_RIVER_RAB + i]
            river = CARDS[5 * c + _C_RIVER]
            lines.append(lang.tr(" %s: %s%s") % (card_name(c), lang.tr(RIVER_NAMES).split("/")[river] if river
                                                 else lang.tr("none"), ", " + ui.plural(r, rabbit) if r else ""))
    if v[R.P_FOX] != R.NONE:
        lines.append(lang.tr("Fox at %s") % space_name(v[R.P_FOX]))
    for label, holder in (("Carrot", v[R.P_CARROT]), ("Burrow", v[R.P_BURROW])):
        if holder != R.NONE:
            lines.append(lang.tr("%s: %s") % (lang.tr(label), ui.seat_name(holder)))
    lines.append(lang.tr("Turns played: %d") % (v[R.P_TURNS] | v[R.P_TURNS + 1] << 8))
    return lines
