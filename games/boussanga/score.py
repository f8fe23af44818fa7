"""Boussanga final count: the co-op rank, winners, the score sheet and the outcome text."""

import lang
from micropython import const

from games.boussanga.core import holder, holder_points, points_of, scores
from games.boussanga.text import COLOR_NAMES

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_OPTIONS = const(9)
_P_COOP = const(10)
_P_TEAMS = const(11)
_P_PHASE = const(13)
_P_END_SEAT = const(18)
_P_REASON = const(19)
_P_DISCARD_N = const(71)
_P_HELD = const(180)
_P_BONUS = const(196)
_GOAL = const(15)
_WIN_CARDS = const(12)
_PH_OVER = const(4)
_END_GOAL = const(1)
_END_DECK = const(2)
_END_GIVEN_UP = const(4)
# end of consts.txt

_ERUDIT_CARDS = const(10)
_MAITRE_CARDS = const(8)
VALUES = (0, 1, 1, 2, 3)  # points per token, by colour 1-4
RANK_NAMES = ("Lost", "Won", "Won: Erudit Boussanga", "Won: Maitre Boussanga")


def coop_rank(s):
    """Co-op result once over: 0 lost, 1 won, 2 Erudit, 3 Maitre."""
    if s[_P_PHASE] != _PH_OVER or s[_P_REASON] != _END_GOAL:
        return 0
    used = s[_P_DISCARD_N]
    if used <= _MAITRE_CARDS:
        return 3
    if used <= _ERUDIT_CARDS:
        return 2
    return 1 if used <= _WIN_CARDS else 0


def headline(s):
    """Co-op: "Won: Maitre Boussanga" / "Lost" etc. once over; "" otherwise."""
    if s[_P_PHASE] != _PH_OVER or not s[_P_COOP]:
        return ""
    return lang.tr(RANK_NAMES[coop_rank(s)])


def winners(s):
    """Winning seats once over (empty while playing): most points, ties share; co-op: all or, lost, none."""
    if s[_P_PHASE] != _PH_OVER:
        return ()
    players = s[_P_PLAYERS]
    if s[_P_COOP]:
        return tuple(range(players)) if coop_rank(s) else ()  # a lost table has no winner
    best = -1
    for seat in range(players):
        if points_of(s, seat) > best:
            best = points_of(s, seat)
    return tuple(seat for seat in range(players) if points_of(s, seat) == best)


def outcome_text(s):
    """One line saying why the game ended, or an empty string while it goes on."""
    if s[_P_PHASE] != _PH_OVER:
        return ""
    reason = s[_P_REASON]
    if s[_P_COOP]:
        # the verdict first: the score sheet may show only the first wrapped line
        solo = lang.tr(" Solo (co-op: competitive needs 2).") if s[_P_PLAYERS] == 1 and s[_P_OPTIONS] & 0xF == 0 else ""
        pts = holder_points(s, 0)
        points = "%d point%s" % (pts, "s" if lang.is_plural(pts) else "")  # (rules import no lib UI: no ui.plural)
        if reason == _END_DECK:
            return lang.tr("Lost: deck out, %s.%s") % (points, solo)
        used = s[_P_DISCARD_N]
        cards = lang.tr("%d card%s") % (used, "s" if lang.is_plural(used) else "")
        # a loss says why in its first line (the score sheet may show no more): more than 12 cards used
        if reason == _END_GIVEN_UP:
            return lang.tr("Lost: %s, max 12. Ended there, %s.%s") % (cards, points, solo)
        rank = coop_rank(s)
        if rank == 0:
            return lang.tr("Lost: %s, max 12. %s came too late.%s") % (cards, points, solo)
        return lang.tr("%s: %s, %s.%s") % (lang.tr(RANK_NAMES[rank]), points, cards, solo)
    who = lang.tr("Team P%d+P%d") % (s[_P_END_SEAT] % 2 + 1, s[_P_END_SEAT] % 2 + 3) if s[_P_TEAMS] else \
        "P%d" % (s[_P_END_SEAT] + 1)
    if reason == _END_GOAL:
        cause = lang.tr("%s reached %d") % (who, _GOAL)
    elif reason == _END_DECK:
        cause = lang.tr("P%d drew the last card") % (s[_P_END_SEAT] + 1)
    else:
        cause = lang.tr("P%d took a last token") % (s[_P_END_SEAT] + 1)
    return lang.tr("%s. Last round played: most points wins.") % cause  # the sheet may show only the first line


def score_sheet(s):
    """Rows of (label, points per seat) for the score sheet (teams: each seat's own board, the team's total)."""
    players = s[_P_PLAYERS]
    rows = []
    for col in range(1, 5):
        rows.append(("%s x%d" % (lang.tr(COLOR_NAMES[col]), VALUES[col]),
                     tuple(VALUES[col] * s[_P_HELD + holder(s, seat) * 4 + col - 1] for seat in range(players))))
    if s[_P_COOP]:
        rows.append((lang.tr("Cards used"), tuple(s[_P_DISCARD_N] for _ in range(players))))
    else:
        rows.append((lang.tr("Bonuses"), tuple(_bits(s[_P_BONUS + seat]) for seat in range(players))))
    rows.append((lang.tr("Team total") if s[_P_TEAMS] else "Total", scores(s)))
    return rows


def _bits(v):
    """Number of set bits of a small int."""
    n = 0
    while v:
        n += v & 1
        v >>= 1
    return n
