"""BOG's pages: the rules summary (RULES) and the table page (Select), loaded on first use."""

import lang
from micropython import const

import ui
from games.bog.cards import CARD_COUNT
from games.bog.core import points, route_step, scores
from games.bog.text import card_name

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_TURNS = const(14)
_P_DECK_N = const(16)
_P_RIVER = const(35)
_P_LOC = const(38)
_P_PAD = const(74)
_P_HAND_N = const(83)
_NONE = const(255)
_FLY = const(254)
_PAD_COUNT = const(9)
_RIVER_SIZE = const(3)
_Z_SHORE = const(4)
_Z_SWAMP = const(6)
_PT_CAPTURE = const(0)
_PT_ROUTE = const(1)
_PT_FORMATION = const(2)
_PT_FLY = const(3)
# end of consts.txt

# One string per paragraph: Pages wraps each to the screen width.
RULES = "\n".join((
    "Goal: score the most points. The game ends when the player to act cannot act.",
    "Each turn do ONE action:",
    "1 Play a frog card from your hand to your shore (2 at most).",
    "2 Move: a shore frog enters on its start pad (stop 1), or a swamp frog moves to its next stop"
    " (2, 3, 4: the card under the cursor numbers its stops on the pads).",
    "- Land on an enemy frog: take it, +1 (log: takes F5).",
    "- Land on your own frog only when nothing else is possible: your opponent gets it, +1"
    " (log: P2 gets F5).",
    "- Land on a fly: put it on any free pad, then draw the deck's top card or take a river card"
    " (log: a fly).",
    "- Fly, no free pad: the fly is yours, +1, and you still take a card (fly +1, draw).",
    "- Fly, no card left in deck or river: the fly is yours, +1, no card (fly +1).",
    "- Deck empty: a fly takes a river card and its slot stays empty.",
    "3 Finish: a frog on its last stop leaves, +2.",
    "4 Formation: reveal a hand card; +1 per frog (anyone's) on its 3 marked pads. None: not allowed.",
    "End: the player to act cannot act. Cards left in deck or river: that player loses, whatever the"
    " score. Deck and river empty: most points wins; a tie is lost by the player who could not act.",
    "Screen: P1's frogs are circles, (F5) on a shore; P2's are squares, [F5].",
    "Keys: d-pad moves, A does, B undoes, Start pauses, Select shows the table.",
))


def info_lines(v, seat):
    """Public information, one line each (Select): points, shores, every frog's stop on its route."""
    lines = []
    totals = scores(v)
    for s in range(2):
        lines.append(lang.tr("%s: %s") % (ui.seat_name(s), ui.plural(totals[s], "point")))
        lines.append(lang.tr(" take %d route %d form %d") % (
            points(v, s, _PT_CAPTURE), points(v, s, _PT_ROUTE), points(v, s, _PT_FORMATION)))
        lines.append(lang.tr(" flies %d, cards in hand %d") % (points(v, s, _PT_FLY), v[_P_HAND_N + s]))
        shore = [card_name(c) for c in range(CARD_COUNT) if v[_P_LOC + c] == _Z_SHORE + s]
        lines.append(lang.tr(" shore: %s") % (" ".join(shore) or "-"))
        for p in range(_PAD_COUNT):  # every frog's stop on its route (1-4: the numbers drawn on the pads)
            c = v[_P_PAD + p]
            if c < _FLY and v[_P_LOC + c] == _Z_SWAMP + s:
                lines.append(lang.tr(" %s at stop %d of 4") % (card_name(c), route_step(v, c) + 1))
    river = [v[_P_RIVER + i] + 1 for i in range(_RIVER_SIZE) if v[_P_RIVER + i] != _NONE]
    lines.append(lang.tr("Deck %d, river %s") % (v[_P_DECK_N], " ".join("%d" % c for c in river) or "-"))
    lines.append(lang.tr("Turns played: %d") % (v[_P_TURNS] | v[_P_TURNS + 1] << 8))
    return lines
