"""Boussanga's pages: the rules summary and the table page (Select), loaded on first use."""

import lang
from micropython import const

import ui
from games.boussanga.core import holder_points, points_of

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_COOP = const(10)
_P_TEAMS = const(11)
_P_END_SEAT = const(18)
_P_DECK_N = const(22)
_P_HANDS = const(55)
_P_DISCARD_N = const(71)
_P_RESERVE = const(176)
_P_HELD = const(180)
_P_COLLECT = const(200)
_NONE = const(255)
# end of consts.txt

RULES = "\n".join((
    "Competitive (2-4): score the most points. Co-op / solo (1-4): reach 15 points using few cards.",
    "Turn: choose one of your 4 cards and lay its pattern on the board, turned in any of 8 positions"
    " (steps of 45 degrees, never flipped). Tokens already there in the right colour count; every other"
    " cell must be empty and takes a token from the reserve. Or pass: discard a card. Draw back to 4.",
    "4 or more tokens of a colour in a line (across, down or diagonal) leave the board: 3 back to the"
    " reserve, the rest are your points. Lines crossing: all their tokens leave, 3 per line go back."
    " Blue 1, Green 1, Red 2, Yellow 3.",
    "Bonus: the first time your board holds 4 of a colour, take one more of it (once per colour).",
    "End: 15 points, the last card drawn or the last token of a colour taken: everybody else plays once"
    " more (with teams, the partner too). Teams (4 players): P1+P3 against P2+P4, each team's score is"
    " its two boards together; who scores chooses which of the two boards gets the tokens (A on a"
    " board: the bonus counts per board).",
    "Co-op: the board starts full. Find a card's whole pattern, take those tokens; 4 of a colour"
    " collected: put 3 back where you like, score the rest. Pass, only when no card of the row is found"
    " on the board: discard a card and put back all collected tokens of one colour. 15 points with 12"
    " cards or fewer wins; 10 Erudit, 8 Maitre. Once 13 cards are used the game can't be won: the"
    " panel says so, and \"End now\" ends it there (lost); or play on for the points.",
    "Keys while laying a card (the brackets mark it): the d-pad moves its ghost, Select turns it 45"
    " degrees clockwise (8 presses come back), A lays it, B takes the card back (then Select shows the"
    " table). Otherwise the d-pad moves, A does, B undoes, Start pauses, Select shows the table.",
    "While laying, the status line ends with \"A: lay it\" or why not: occupied (a cell holds another"
    " colour, crossed on the board), not found (co-op: the whole pattern is not on the board there),"
    " complete (nothing to place), no tokens (the reserve lacks a colour). D = cards left in the deck;"
    " x under a card = pass with it (discard it); Blue x1: blue tokens score 1 each."
    " 1 player always plays the solo co-op game.",
))


def info_lines(v, seat):
    """Public information (Select): team scores, every seat's board and cards, the reserve, the deck."""
    from games.boussanga.text import card_name

    lines = []
    names = lang.tr("BGRY")  # the colours' initials (French: Bleu Vert Rouge Jaune)
    if v[_P_COOP]:
        lines.append(lang.tr("Co-op: %s, %s used") % (ui.plural(holder_points(v, 0), "point"),
                                                      ui.plural(v[_P_DISCARD_N], lang.tr("card"))))
        lines.append(lang.tr("Collected %s") % " ".join("%s%d" % (names[c], v[_P_COLLECT + c]) for c in range(4)))
        lines.append(lang.tr("Scored %s") % " ".join("%s%d" % (names[c], v[_P_HELD + c]) for c in range(4)))
        lines.append(lang.tr("Row: %s") % " ".join(card_name(v[_P_HANDS + k]) for k in range(4)
                                                   if v[_P_HANDS + k] != _NONE))
    else:
        if v[_P_TEAMS]:  # the team's score; each seat's line below is its own board
            for team in range(2):
                lines.append(lang.tr("Team %s+%s: %s") % (ui.seat_name(team), ui.seat_name(team + 2),
                                                          ui.plural(points_of(v, team), "point")))
        form = lang.tr("%s board: %s %s" if v[_P_TEAMS] else "%s: %s %s")
        for s in range(v[_P_PLAYERS]):
            lines.append(form % (ui.seat_name(s), ui.plural(holder_points(v, s), "point"),
                                 " ".join("%s%d" % (names[c], v[_P_HELD + s * 4 + c]) for c in range(4))))
            lines.append(lang.tr(" cards %s") % " ".join(card_name(v[_P_HANDS + s * 4 + k]) for k in range(4)
                                                         if v[_P_HANDS + s * 4 + k] != _NONE))
        lines.append(lang.tr("Reserve %s") % " ".join("%s%d" % (names[c], v[_P_RESERVE + c]) for c in range(4)))
        if v[_P_END_SEAT] != _NONE:
            lines.append(lang.tr("Last round (since %s)") % ui.seat_name(v[_P_END_SEAT]))
    lines.append(lang.tr("Deck %d") % v[_P_DECK_N])
    return lines
