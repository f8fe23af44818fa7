"""Bunny Boom CPU Hard's judgement of a state: the count as things stand and the rabbits each seat's next walk
must pick up."""

# Imported by a HARD decision only, and forgotten after it (lib/cpu.py _forget): no heap between decisions.
# NORMAL and the arena's Greedy keep cpu.evaluate() (the count as things stand). Why the walk: once spaces close,
# a pawn far from every open space has to cross loaded cards (their passage and the rabbits on them) whatever it
# plays; the count alone never sees that before the walk (arena, games 0-399, with LOOK_ON: vs Greedy 83.5 % -> 88.0 %
# outright, vs Normal 57.8 % -> 60.2 %; WALK 5: 88.0 % and -, 15: 86.0 % and 58.5 %).
# Loops written out: on the badge's small pystack of Python frames the helpers stay shallow.

from micropython import const

from games.bunnyboom.cards import CARDS
from games.bunnyboom.core import scores

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_PHASE = const(11)
_P_PAWN = const(26)
_P_TOP = const(52)
_P_SPACE_RAB = const(64)
_P_INFO = const(76)
_NONE = const(255)
_CENTRE = const(12)
_CLOSED = const(0x80)
_C_PASSAGE = const(4)
_PH_OVER = const(12)
# end of consts.txt
WALK = const(10)  # tenths of the rabbits of a seat's cheapest next walk counted against it
SAMPLES = const(2)  # sampled states replies() plays each first action on (1: 57.8 % vs Normal, 3: no better)
_WIN = const(100000)  # as lib/cpu.py: a won game ranks first, a lost one last
_TURN_MAX = const(24)  # as lib/cpu.py: decisions of one turn at most


def walk(s, p):
    """Rabbits seat p picks up on its cheapest walk to a space it may play on next (passages and rabbits lying
    on the cards crossed); 0 when it has no such space."""
    used = 3 * s[_P_PLAYERS]
    layer1 = False
    for sp in range(used):
        if s[_P_TOP + sp] == _NONE:
            layer1 = True
    a = s[_P_PAWN + p]
    best = -1
    for b in range(used):
        if b == a:
            continue
        top = s[_P_TOP + b]
        if layer1:
            if top != _NONE or (b % 3 and s[_P_TOP + b - 1] == _NONE):
                continue
        elif top == _NONE or s[_P_INFO + b] & _CLOSED:
            continue
        # the spaces crossed from a to b (core.path_len / path_at written out: a frame less)
        if a == _CENTRE:
            lo, hi, step = (b // 3) * 3, b, 1
        elif a // 3 == b // 3:
            lo, hi, step = (a + 1, b, 1) if b > a else (a - 1, b, -1)
        else:
            lo, hi, step = a - 1, (a // 3) * 3 - 1, -1  # back to the centre first, then out along b's row
        n = 0
        sp = lo
        while sp != hi:
            top = s[_P_TOP + sp]
            if top != _NONE:
                n += CARDS[5 * top + _C_PASSAGE] + s[_P_SPACE_RAB + sp]
            sp += step
        if a != _CENTRE and a // 3 != b // 3:
            for sp in range((b // 3) * 3, b):
                top = s[_P_TOP + sp]
                if top != _NONE:
                    n += CARDS[5 * top + _C_PASSAGE] + s[_P_SPACE_RAB + sp]
        if best < 0 or n < best:
            best = n
    return best if best > 0 else 0


def evaluate(s, seat):
    """Rabbits the seat would count now, and WALK tenths of those its next walk picks up, against the best other
    seat's: fewer is better (the count alone once the game is over)."""
    sc = scores(s)
    over = s[_P_PHASE] == _PH_OVER
    mine = 10 * sc[seat] + (0 if over else WALK * walk(s, seat))
    best = None
    for p in range(len(sc)):
        if p != seat:
            x = 10 * sc[p] + (0 if over else WALK * walk(s, p))
            if best is None or x < best:
                best = x
    return best - mine


def replies(run, cands, v):
    """HARD: the best of the search's few first actions (rank()'s, the first look's best), each played on SAMPLES
    sampled states: the seat's turn on at its best step by step (this evaluate), then the next seat's whole turn
    at its best by the count (cpu.evaluate, NORMAL's judgement), each step worth its best next step; judged
    there, the best total wins."""
    # lib/cpu.py calls this instead of cpulook.replies (the JUDGE module's own). The next seat's reply is what the
    # game turns on: the seat that plays the last turn wins about three games in four (drawing the last card,
    # closing the last space). Arena, 2 seats, outright wins, before -> now (the look's shortcut before):
    # vs Normal games 5000-5399 55.0 % -> 64.8 %, 1000-1399 57.5 % -> 62.5 %; vs Greedy 85.2 % -> 90.5 %.
    # Tried: 1 sample 57.8 %; the next step looked at only from a turn's first decision 59.2 % and 61.5 %
    # (think p95 116 ms instead of 172 under MicroPython, unbounded, before scores() used find: 99 ms now).
    # 3-4 seats keep the shortcut (99 % vs Random already; the whole turns of three seats would not fit the
    # think budget). Loops written out: one frame under the rules (the badge's pystack).
    look = run.look
    if look is not None and v[_P_PLAYERS] > 2:  # 3-4 seats: the first look's best line against rank()'s best turn
        return look[1] if look[0] > cands[0][0] else cands[0][2]  # (lib/cpulook.py's replies() with LOOK_ON)
    if look is not None:  # the first look's best line is a candidate too
        for c in cands:
            if c[2] == look[1]:
                break
        else:
            cands.append([look[0], 0, look[1], b""])
    if len(cands) == 1 or run.late():
        return cands[0][2]
    r = run.r
    seat = run.seat
    at = run.at
    st = run.st
    t = st[len(st) - 1]
    u = st[1]  # free once rank() is done: a step's trial, and its next step's
    w = st[2]
    out = run.buf(1)
    nxt = run.buf(2)
    total = [0] * len(cands)
    now = [0] * len(cands)
    for i in range(SAMPLES):
        if i:
            st[0][:] = run.b.sample(v, seat, (run.seed + 7919 * i) & 0x3FFFFFF)
        for ci in range(len(cands)):
            t[:] = st[0]  # rank() left its root there: the first sample
            r.apply(t, cands[ci][2])
            who = seat
            while True:
                ev = evaluate if who == seat else run.b.evaluate  # the next seat: the count (NORMAL's judgement)
                mark = t[at]
                j = 0
                while j < _TURN_MAX and r.current_player(t) == who and t[at] == mark:
                    n = r.legal_actions(t, out)
                    if n <= 0:
                        break
                    best = None
                    a = out[0]
                    for y in range(n):
                        u[:] = t
                        r.apply(u, out[y])
                        x = ev(u, who)
                        p = r.current_player(u)
                        if p < 0:
                            x += _WIN if who in r.winners(u) else -_WIN
                        elif p == who and u[at] == mark:  # the turn goes on: worth its best next step
                            f = None
                            for z in range(r.legal_actions(u, nxt)):
                                w[:] = u
                                r.apply(w, nxt[z])
                                e = ev(w, who)
                                if r.current_player(w) < 0:
                                    e += _WIN if who in r.winners(w) else -_WIN
                                if f is None or e > f:
                                    f = e
                            if f is not None:
                                x = f
                        if best is None or x > best:
                            best = x
                            a = out[y]
                    r.apply(t, a)
                    j += 1
                p = r.current_player(t)
                if who != seat or p < 0 or p == seat:  # the next seat has played its turn (or the game is over)
                    break
                who = p
            now[ci] = run.value(t)  # this evaluate(), plus or minus _WIN once the game is over
            if run.late():  # this sample's round is not counted
                break
        else:
            for ci in range(len(cands)):
                total[ci] += now[ci]
            if not run.late():
                continue
        break
    best = 0
    for ci in range(len(cands)):
        if total[ci] > total[best]:
            best = ci
    return cands[best][2]
