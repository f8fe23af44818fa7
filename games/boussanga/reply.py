"""Boussanga CPU Hard, competitive without teams: each whole turn judged by its lead less the next seat's best reply."""

# Imported by cpu.rule() for one decision and forgotten after it (lib/cpu.py), so its code takes heap only while
# HARD thinks (the search's buffers are not made then). Every card is face up: the next seat's hand is known, and
# its best immediate reply to a turn is worked out exactly (only the deck order is hidden; the reply does not
# depend on it). A turn scores only by laying a token on an empty cell of a window of 4 cells in a line holding
# 3 tokens of that colour and nothing else, or two tokens on the empty cells of windows holding 2 (no card has
# 3 tokens of a colour): _reply() finds the placements that do ("warm" cells, bit masks a board row at a time, as
# moves.placements()), and they are played. Every turn of the seat is looked at once, cheaply: only the turns
# that may score (_reply() for the seat) or end the game are played at once; the others keep the lead, and the
# reply to the board as it is still comes unless the turn lays a token on a cell of every best reply. A turn's
# reply is worked out (and it is played) only when that bound beats the best turn so far, at most _CHECKS times,
# and a reply stops as soon as the turn is no better than the best. A scoring turn is always preferred to one
# that scores nothing (the replies choose among them): the game's scoring placements are never passed up for
# a reply. decide() alone calls the rules (and a bit of helpers): the chain of frames under cpu.choose() is no
# deeper than the search's (tools/pystack.py).

from array import array

from micropython import const

from games.boussanga.core import points_of
from games.boussanga.moves import _OK, fits, legal_actions, prepare
from games.boussanga.orient import MOST, ORIENT
from games.boussanga.play import apply

_WIN = const(100000)  # a won end counts above any lead, a lost one below
_CHECKS = const(16)  # turns whose next seat's reply is worked out, at most
_SCORES = const(1000)  # added to a turn that scores: below a won or lost end, above any lead
_CANDS = const(64)  # placements a reply tries, at most
# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_TURN = const(12)
_P_PHASE = const(13)
_P_SLOT = const(14)
_P_END_SEAT = const(18)
_P_DECK_N = const(22)
_P_HANDS = const(55)
_P_BOARD = const(72)
_P_ROWS = const(136)
_P_EMPTY_ROWS = const(168)
_P_RESERVE = const(176)
_NONE = const(255)
_PH_CARD = const(0)
_PH_PLACE = const(1)
_PH_OVER = const(4)
_A_CARD = const(0)
_A_PASS = const(4)
_A_PLACE = const(512)
_STRIDE = const(10)
# end of consts.txt


def _lead(s, seat):
    # Points of seat less the best other seat's.
    best = 0
    for p in range(s[_P_PLAYERS]):
        if p != seat:
            best = max(best, points_of(s, p))
    return points_of(s, seat) - best


def _reply(s, who, warm, cand):
    # Write into cand (slot << 9 | orientation << 6 | anchor) the placements of who's cards that may score:
    # a token on the empty cell of a window of 4 in a line (across, down, both diagonals) holding 3 of its colour
    # and nothing else (warm[8 * (colour - 1) + row]), or two of a colour on empty cells of windows holding 2
    # of it (warm[32 + 8 * (colour - 1) + row]); return how many.
    for i in range(64):
        warm[i] = 0
    for i in range(4):
        warm[128 + i] = 0
    hot = 0
    for c in range(4):
        rows = _P_ROWS + 8 * c
        for y in range(8):
            for d in range(4):  # 0 across, 1 down, 2 down-right, 3 down-left
                if d and y > 4:
                    break
                a = 255
                one = two = three = 0
                for i in range(4):
                    r = s[rows + y + (i if d else 0)]
                    e = r | s[_P_EMPTY_ROWS + y + (i if d else 0)]
                    if d == 0 or d == 2:
                        r >>= i
                        e >>= i
                    elif d == 3:
                        r <<= i
                        e <<= i
                    a &= e
                    three |= two & r
                    two |= one & r
                    one |= r
                a &= two
                if a:
                    hot = 1
                    for i in range(4):
                        row = y + (i if d else 0)
                        m = (a << i if d == 0 or d == 2 else (a >> i if d == 3 else a)) & s[_P_EMPTY_ROWS + row]
                        warm[32 + 8 * c + row] |= m
                        warm[128 + c] |= m
                        if a & three:
                            m = (a & three) << i if d == 0 or d == 2 else ((a & three) >> i if d == 3 else a & three)
                            warm[8 * c + row] |= m & s[_P_EMPTY_ROWS + row]
    if not hot:
        return 0
    prepare(s)
    ok = _OK  # per colour and row: the cells empty or of that colour
    n = 0
    hb = _P_HANDS + 4 * who
    for slot in range(4):
        card = s[hb + slot]
        if card == _NONE:
            continue
        for o in range(8):
            base = (card * 8 + o) * _STRIDE
            k = ORIENT[base] & 15
            if not k:
                continue
            pair = 0  # two cells of one colour (at most two pairs): both on warm cells of windows of 2
            for i in range(k):
                for j in range(i + 1, k):
                    if ORIENT[base + 3 + 2 * i] >> 3 == ORIENT[base + 3 + 2 * j] >> 3:
                        pair = pair << 4 | i << 2 | j  # never 0: j > 0
            x = ORIENT[base + 1]
            xm = ((2 << (x >> 4)) - 1) ^ ((1 << (x & 15)) - 1)  # the anchor columns
            for y in range((ORIENT[base] >> 4) + 1):
                # anchors where the card fits (moves.placements), then where it lays a token on a warm cell
                m = xm
                for i in range(k):
                    m &= (ok[ORIENT[base + 3 + 2 * i] + y] << 4) >> ORIENT[base + 2 + 2 * i]
                if not m:
                    continue
                a = 0
                for i in range(k):
                    a |= (warm[ORIENT[base + 3 + 2 * i] + y] << 4) >> ORIENT[base + 2 + 2 * i]
                x = pair
                while x:
                    i = (x >> 2) & 3
                    j = x & 3
                    a |= (((warm[32 + ORIENT[base + 3 + 2 * i] + y] << 4) >> ORIENT[base + 2 + 2 * i])
                          & ((warm[32 + ORIENT[base + 3 + 2 * j] + y] << 4) >> ORIENT[base + 2 + 2 * j]))
                    x >>= 4
                m &= a
                x = 0
                while m:
                    if m & 1 and n < _CANDS and fits(s, card, o, y * 8 + x) >= 0:
                        cand[n] = slot << 9 | o << 6 | y * 8 + x
                        n += 1
                    m >>= 1
                    x += 1
    return n


def _cells(s, seat, k, warm, add):
    # The cells placement k (slot << 9 | orientation << 6 | anchor) of seat's card lays a token on: add 1 to their
    # warm[64 + cell] if add; return the sum of those counts, plus 1024 when a colour it lays is nearly gone.
    m = (s[_P_HANDS + 4 * seat + (k >> 9)] * 8 + ((k >> 6) & 7)) * _STRIDE
    g = 0
    for i in range(ORIENT[m] & 15):
        y = (k & 63) + (ORIENT[m + 3 + 2 * i] & 7) * 8 + ORIENT[m + 2 + 2 * i] - 4
        if s[_P_BOARD + y] == 0:
            warm[64 + y] += add
            g += warm[64 + y]
            if s[_P_RESERVE + (ORIENT[m + 3 + 2 * i] >> 3)] < 3:  # it may take the last token
                g |= 1024
    return g


def decide(v, seat, sample):
    """Seat's action from view v at a card or placement decision (sample: cpu.sample): the whole turn with the
    best lead less the next seat's best immediate reply (a turn that ends the game, or leaves only that reply,
    counts as won or lost)."""
    s = sample(v, seat, 1)
    who = seat + 1 if seat + 1 < s[_P_PLAYERS] else 0
    t = bytearray(s)
    u = bytearray(s)
    w = bytearray(s)
    # [0:64] and [128:132] _reply's; [64:128] how many best replies to the board as it is lay a token on each cell,
    # [132] how many best replies there are, [133] turns judged; [136:392] a bit per placement of seat's cards
    # (slot << 9 | orientation << 6 | anchor) that may score
    warm = bytearray(392)
    cand = array("H", range(_CANDS))
    out = array("H", range(MOST + 1))
    lead = _lead(s, seat)
    best = -3 * _WIN
    act = -1
    base = -1  # the reply to the board as it is, once known
    for i in range(_reply(s, seat, warm, cand)):
        warm[136 + (cand[i] >> 3)] |= 1 << (cand[i] & 7)
    slot = -1  # the card whose placements are tried; -1: the board as it is
    i = n = 0
    while True:
        if base < 0:  # first the next seat's reply to the board as it is
            u[:] = s
            u[_P_TURN] = who
            u[_P_PHASE] = _PH_CARD
            x = lead
        else:
            if i >= n:  # the next card
                slot += 1
                while slot < 4 and (s[_P_PHASE] == _PH_PLACE and slot != s[_P_SLOT]
                                    or s[_P_HANDS + 4 * seat + slot] == _NONE):
                    slot += 1
                if slot >= 4:
                    break
                t[:] = s
                t[_P_PHASE] = _PH_PLACE  # the card chosen (no placement: none listed, only a pass)
                t[_P_SLOT] = slot
                if s[_P_PHASE] == _PH_CARD:
                    if best < -_WIN:  # a pass leaves the board as it is: the reply to it is known
                        u[:] = s
                        apply(u, _A_PASS + slot)
                        x = lead - base
                        if u[_P_PHASE] == _PH_OVER or u[_P_END_SEAT] == (who + 1) % s[_P_PLAYERS]:
                            x += _WIN if x > 0 else (-_WIN if x < 0 else 0)
                        best = x - 1  # a turn as good as passing plays its card
                        act = _A_PASS + slot
                n = legal_actions(t, out)
                i = 0
                continue
            k = slot << 9 | (out[i] & 511)
            i += 1
            x = lead
            r = 0  # bit 0: the game is over or ends after the reply; 1: the turn scores; 2: it was played
            g = _cells(t, seat, k, warm, 0)  # best replies spoilt at most: all of them, or one is still there
            # played now when it may score or end the game (the last card drawn, a last token taken)
            if s[_P_END_SEAT] != _NONE or s[_P_DECK_N] < 2 or (warm[136 + (k >> 3)] >> (k & 7)) & 1 or g & 1024:
                u[:] = t
                apply(u, out[i - 1])
                x = _lead(u, seat)
                r = 4
                if u[_P_PHASE] == _PH_OVER or u[_P_END_SEAT] == (who + 1) % s[_P_PLAYERS]:
                    r = 5
            # a bound: the reply to the board as it is comes back unless the turn scores or covers its cells
            k = x
            if x == lead and not (r & 1 and u[_P_PHASE] == _PH_OVER) and (g & 1023) < warm[132]:
                k -= base
            if r & 1:
                k += _WIN if k > 0 else (-_WIN if k < 0 else 0)
            if x > lead:  # a scoring turn is taken whenever there is one: the replies choose among them
                r |= 2
                k += _SCORES
            if k <= best or warm[133] >= _CHECKS:
                continue
            if not r & 4:
                u[:] = t
                apply(u, out[i - 1])
            warm[133] += 1
        # the next seat's best immediate reply to u
        g = 0
        if u[_P_PHASE] != _PH_OVER:
            warm[134] = _reply(u, who, warm, cand)
            for m in range(warm[134]):
                w[:] = u
                w[_P_PHASE] = _PH_PLACE
                w[_P_SLOT] = cand[m] >> 9
                apply(w, _A_PLACE + (cand[m] & 511))
                k = points_of(w, who) - points_of(u, who)
                if k > g:
                    g = k
                if base < 0:
                    out[m] = k
                else:  # the turn is no better than the best one once the reply takes this much
                    k = x - g
                    if r & 1:
                        k += _WIN if k > 0 else (-_WIN if k < 0 else 0)
                    if k + (_SCORES if r & 2 else 0) <= best:
                        break
        if base < 0:  # the cells the best replies lay: a turn may spoil them only by covering one of each
            for m in range(warm[134] if g else 0):
                if out[m] == g:
                    warm[132] += 1
                    _cells(u, who, cand[m], warm, 1)
            base = g
            continue
        x -= g
        if r & 1:
            x += _WIN if x > 0 else (-_WIN if x < 0 else 0)
        if r & 2:
            x += _SCORES
        if x > best:
            best = x
            act = out[i - 1] if s[_P_PHASE] == _PH_PLACE else _A_CARD + slot
    return act
