"""Frogriders CPU Hard's judgement of a state (games/frogriders/cpu.py evaluate_hard): the final count as things
stand, progress towards each objective's next set, the other seats' secret objectives as the seat may know them."""

# Imported by a HARD decision only, and forgotten after it (lib/cpu.py _forget): it costs no heap between decisions.
# On the badge's small pystack of Python frames the helpers stay shallow (loops written out).

from micropython import const

from games.frogriders import score
from games.frogriders.cards import COMMON_FRONTS, PRIV_COUNT, PRIV_KIND, SECRET_COUNT, SECRETS
from games.frogriders.core import FROG_TOTALS, OUT_AT_2

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_PHASE = const(11)
_P_CAPT = const(75)
_P_PRIV = const(99)
_P_SECRET = const(152)
_P_COMMON = const(162)
_BACK = const(0x80)
_PH_OVER = const(4)
_S_DEALT = const(1)
_S_KEPT = const(5)
_S_BACK = const(9)
_FROG = const(20)
# end of consts.txt

_WIN = const(100000)  # as lib/cpu.py: what the search adds for a won game over, takes off for a lost one
NEAR = const(40)  # per cent of an objective's next set counted for the share of its frogs already held


def _near(s, p, left, seat):
    # Hundredths of trophies: for each objective of seat p (its kept secret, the common fronts), NEAR per cent of
    # the next set's value times the share of its frogs p holds, when the frogs it lacks are still to be had (left):
    # the final count scores whole sets only, and a frog towards a set is worth more than any other. Another seat's
    # secret is not known to seat (a sampled state deals one at random): every card not seat's own is counted, in
    # the average, with its whole sets, in place of the dealt one.
    h0 = s[_P_CAPT + 4 * p]
    h1 = s[_P_CAPT + 4 * p + 1]
    h2 = s[_P_CAPT + 4 * p + 2]
    h3 = s[_P_CAPT + 4 * p + 3]
    for c in range(PRIV_COUNT):  # a turquoise card counts 2 frogs of its colour for objectives
        if s[_P_PRIV + c] == 2 + p and PRIV_KIND[c] < 3:
            k = PRIV_KIND[c]
            if k == 0:
                h0 += 2
            elif k == 1:
                h1 += 2
            else:
                h2 += 2
    guess = 1  # the secrets p may keep, as seat knows
    if p != seat:
        guess = 0
        for c in range(SECRET_COUNT):
            k = s[_P_SECRET + c]
            if k != _S_DEALT + seat and k != _S_KEPT + seat and k != _S_BACK + seat:
                guess += 1
    total = 0  # times guess
    for i in range(2 + SECRET_COUNT):  # the two commons, then the secrets
        table = COMMON_FRONTS
        weight = guess
        other = False  # a secret another seat may keep
        if i < 2:
            card = s[_P_COMMON + i]
            if card & _BACK:
                continue
        else:
            card = i - 2
            table = SECRETS
            k = s[_P_SECRET + card]
            if p == seat:
                if k != _S_KEPT + p:
                    continue
            elif k == _S_DEALT + seat or k == _S_KEPT + seat or k == _S_BACK + seat:
                continue
            else:
                weight = 1
                other = True
        b = 5 * card
        sets = 99
        got = need = 0
        ok = True
        for col in range(4):
            n = table[b + col]
            if n:
                h = h0 if col == 0 else h1 if col == 1 else h2 if col == 2 else h3
                sets = min(sets, h // n)
        if sets == 99:  # frogs of any colours
            sets = (h0 + h1 + h2 + h3) // 5
            got = (h0 + h1 + h2 + h3) % 5
            need = 5
            ok = left[0] + left[1] + left[2] + left[3] >= need - got
        else:
            for col in range(4):
                n = table[b + col]
                if n:
                    h = h0 if col == 0 else h1 if col == 1 else h2 if col == 2 else h3
                    h = min(n, h - sets * n)
                    got += h
                    need += n
                    if n - h > left[col]:
                        ok = False
        if ok:
            total += weight * table[b + 4] * got * NEAR // need
        if other:  # its whole sets, in place of the one dealt
            total += 100 * sets * table[b + 4]
            if k == _S_KEPT + p:
                total -= 100 * guess * sets * table[b + 4]
    return total // guess


def _won(s, seat):
    # Per cent of the others' possible secret objectives under which seat wins the game over: a sampled state
    # deals them one at random, and ending a game on a guess lost it (every card not seat's own may be kept).
    mine = sum(score.score_lines(s, seat))
    frogs = score.frogs(s, seat)
    share = 100
    for p in range(s[_P_PLAYERS]):
        if p == seat:
            continue
        x = sum(score.score_lines(s, p))
        for c in range(SECRET_COUNT):
            if s[_P_SECRET + c] == _S_KEPT + p:
                x -= score.sets_score(s, p, SECRETS, c)
        wins = n = 0
        for c in range(SECRET_COUNT):
            z = s[_P_SECRET + c]
            if z != _S_DEALT + seat and z != _S_KEPT + seat and z != _S_BACK + seat:
                n += 1
                y = x + score.sets_score(s, p, SECRETS, c)
                if mine > y or mine == y and frogs >= score.frogs(s, p):
                    wins += 1
        share = share * wins // max(1, n)
    return share


def evaluate(s, seat):
    """HARD's judgement for seat: trophies as things stand, progress towards the objectives' next sets and the
    captured frogs, ahead of the best other seat; a game over judged on every secret the others may keep."""
    left = bytearray(FROG_TOTALS)  # frogs of each colour still to be had (in the pond or the village): not captured
    players = s[_P_PLAYERS]
    for c in range(4):
        if players == 2:
            left[c] -= OUT_AT_2[c]
        for p in range(players):
            left[c] -= s[_P_CAPT + 4 * p + c]
    v = 0
    best = None
    for p in range(s[_P_PLAYERS]):
        base = _P_CAPT + 4 * p
        x = 100 * sum(score.score_lines(s, p)) + _FROG * (s[base] + s[base + 1] + s[base + 2] + s[base + 3])
        x += _near(s, p, left, seat)
        if p == seat:
            v += x
        elif best is None or x > best:
            best = x
    if s[_P_PHASE] == _PH_OVER:  # the search adds _WIN as the sampled secrets decide: judged on them all instead
        v += _WIN * (2 * _won(s, seat) - 100) // 100 - (_WIN if seat in score.winners(s) else -_WIN)
    return v - best
