"""BOG's final count: the winners with the rulebook's tie rule, why the game ended, the score sheet."""

import lang
from micropython import const

from games.bog.core import cards_left, points, scores

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_PHASE = const(11)
_P_STUCK = const(13)
_PH_OVER = const(3)
_PT_CAPTURE = const(0)
_PT_ROUTE = const(1)
_PT_FORMATION = const(2)
_PT_FLY = const(3)
# end of consts.txt


def winners(s):
    """Winning seats once over (empty tuple while playing), with the rulebook's tie rule."""
    if s[_P_PHASE] != _PH_OVER:
        return ()
    stuck = s[_P_STUCK]
    if not cards_left(s):
        a, b = scores(s)
        if a != b:
            return (0,) if a > b else (1,)
    return (1 - stuck,)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[_P_PHASE] != _PH_OVER:
        return ""
    stuck = s[_P_STUCK] + 1
    if cards_left(s):
        return lang.tr("P%d could not act with cards left: P%d loses") % (stuck, stuck)
    a, b = scores(s)
    if a == b:
        return lang.tr("Tie %d-%d: P%d could not act and loses") % (a, b, stuck)
    return lang.tr("Cards used up: most points wins")


def score_sheet(s):
    """Rows of (label, points per seat) for the end-of-game score sheet."""
    rows = []
    for kind, label in ((_PT_CAPTURE, "Captures"), (_PT_ROUTE, "Routes"),
                        (_PT_FORMATION, "Formations"), (_PT_FLY, "Flies")):
        rows.append((lang.tr(label), (points(s, 0, kind), points(s, 1, kind))))
    rows.append((lang.tr("Total"), scores(s)))
    return rows
