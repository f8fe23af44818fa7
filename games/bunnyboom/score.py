"""Bunny Boom's final count: the score sheet, the winners and the outcome line (imported on first use)."""

import lang
from micropython import const

from games.bunnyboom.core import domain, scores, values

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_DECK_N = const(22)
_P_CARROT = const(23)
_CARROT_POINTS = const(4)
_Z_HAND = const(8)
_Z_DOWN = const(12)
_PH_OVER = const(12)
# end of consts.txt


def score_sheet(s):
    """Rows of (label, values per seat) for the end-of-game score sheet; the last row is the total."""
    seats = range(s[_P_PLAYERS])
    rows = [(lang.tr("Domain"), tuple(domain(s, p) for p in seats)),
            (lang.tr("Hand"), tuple(values(s, _Z_HAND + p) for p in seats)),
            (lang.tr("Face down"), tuple(values(s, _Z_DOWN + p) for p in seats)),
            (lang.tr("Carrot"), tuple(_CARROT_POINTS if s[_P_CARROT] == p else 0 for p in seats))]
    rows.append(("Total", scores(s)))  # the same word in French
    return rows


def winners(s):
    """Seats with the fewest rabbits once over; a tie goes to the fewest in the domain (empty while playing)."""
    if s[_P_PHASE] != _PH_OVER:
        return ()
    sc = scores(s)
    best = min(sc)
    fewest = min(domain(s, p) for p in range(len(sc)) if sc[p] == best)
    return tuple(p for p in range(len(sc)) if sc[p] == best and domain(s, p) == fewest)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[_P_PHASE] != _PH_OVER:
        return ""
    w = winners(s)
    sc = scores(s)
    why = lang.tr("Deck empty") if s[_P_DECK_N] == 0 else lang.tr("P%d cannot play") % (s[_P_TURN] + 1)
    return lang.tr("%s: a tie, play again!" if len(w) > 1 else "%s: fewest rabbits, tie on fewest tokens"
                   if sorted(sc)[1] == sc[w[0]] else "%s: fewest rabbits wins") % why
