"""Boussanga CPU Hard's judgement of a co-op state: the points, the collection by colour value, what the row's
cards would score from that collection."""

# Imported by a HARD decision only, and forgotten after it (lib/cpu.py _forget): no heap between decisions.
# NORMAL and the arena's Greedy keep cpu.evaluate(). Why: a solo turn always discards one card, so at the end of
# a turn only the points and the collection told turns apart; a token collected is worth its colour's value
# once it scores, and the tokens to put back (and the cards to choose) are worth what the row can score next
# (a colour at 3 collected scores every further token of it). Whether a card still fits the board is not
# looked at: moves.placements() on every judged state won more (76 % of games 0-199) but made a decision 3 times
# slower, past the badge's time budget. Arena, solo Hard, games 0-199 (0-399 before: 34.8 %): ROW 100 alone
# 41.0 %; TOKEN 12, COLOUR 8: 42.5 %; TOKEN 4, COLOUR 12, ROW 60: 44.0 %, 40: 47.5 % (200-399: 48.5 %), 25: 45.5 %.
# Fresh games 5000-5399: 33.0 % -> 47.0 %. Cost: the same search (nodes, evaluations); a judgement is a few
# conditions more (CPython, games 5000-5039: a decision 3.3 -> 3.6 ms on average, p95 7.9 -> 9.1 ms).
# Competitive: cpu.evaluate(), unchanged.

from micropython import const

from games.boussanga import cpu
from games.boussanga.core import points_of

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_COOP = const(10)
_P_HANDS = const(55)
_P_DISCARD_N = const(71)
_P_COLLECT = const(200)
_NONE = const(255)
# end of consts.txt
TOKEN = const(4)  # a collected token (at most 3 of a colour count: the 4th scores)
COLOUR = const(12)  # and per point its colour is worth
ROW = const(40)  # per point the best card of the row would score from the collection
# per card id: its tokens of Blue, Green, Red, Yellow in bits 0-1, 2-3, 4-5, 6-7 (from cards.PATTERNS, which a test
# checks; 32 bytes in place of importing the 288 of PATTERNS and counting 9 cells a card at every judgement)
_NEEDS = b"H$Q\tQ\x15\x84T!T\x18\t\x12\x12\x06E(\x16\x85%\n\x82F%IFI%a\x16\nI"


def row_gain(s):
    """Points the best card of the co-op row would score from the collection, wherever it fits (fit not checked)."""
    b = s[_P_COLLECT] - 3
    g = s[_P_COLLECT + 1] - 3
    r = s[_P_COLLECT + 2] - 3
    y = s[_P_COLLECT + 3] - 3
    if b < -1 and g < -1 and r < -1 and y < -1:  # no card holds 3 tokens of a colour: nothing can score
        return 0
    best = 0
    for k in range(_P_HANDS, _P_HANDS + 4):  # conditions, not max(): a call each costs more (every judgement)
        n = s[k]
        if n == _NONE:
            continue
        n = _NEEDS[n]
        x = 0
        if b + (n & 3) > 0:
            x = b + (n & 3)
        if g + ((n >> 2) & 3) > 0:
            x += g + ((n >> 2) & 3)
        if r + ((n >> 4) & 3) > 0:
            x += 2 * (r + ((n >> 4) & 3))
        if y + (n >> 6) > 0:
            x += 3 * (y + (n >> 6))
        if x > best:
            best = x
    return best


def evaluate(s, seat):
    """Co-op: points, collected tokens by colour value, the row's best next score; competitive: cpu.evaluate()."""
    if not s[_P_COOP]:
        return cpu.evaluate(s, seat)
    v = 100 * points_of(s, 0) - 30 * s[_P_DISCARD_N] + ROW * row_gain(s)
    for c in range(4):  # at most 3 of a colour wait in the collection at a turn's end; more only while put back
        x = s[_P_COLLECT + c]
        v += (TOKEN + COLOUR * (c if c > 1 else 1)) * (x if x < 3 else 3)
    return v
