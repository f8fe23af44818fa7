"""CPU Hard's parts of the search (lib/cpu.py): the first look at every first action, the sampled replies."""

# A module of its own: lib/cpu.py compiles in the badge's 24 KB compile heap with nothing to spare.
# Both are called by cpu.choose(), first_look before _Search.rank(), replies after it, never one inside
# another: the frames under the rules stay few (the badge's pystack). first_look's keys are small ints (no
# heap per entry): the gain after the action (clamped to 14 bits) above the action's index, reversed: equal
# gains keep the legal order (rank() prefers the first of equals: a Boussanga card to lay before a
# discard), and no sort stability is relied on.

from micropython import const

import games
import prng

_WIN = const(100000)  # as lib/cpu.py: a won game at once ranks first, a lost one last
_SPAN = const(8191)
_SAMPLES = const(6)  # sampled states HARD plays its best turns on
_TURN_MAX = const(24)  # as lib/cpu.py: decisions of one turn at most
_PLAY_MAX = const(80)  # decisions of the other seats' turns at most
_TRIES = const(8)  # actions a greedy reply tries, evenly spaced from a random start


def first_look(run, root, keep):
    """Put run's legal root actions in bufs[0] best first by their gain after one step (or after the best next
    step, when the turn goes on); return how many of them the search goes on with: keep at most (every action
    was seen; the rest judged worse)."""
    r = run.r
    seat = run.seat
    out = run.buf(0)
    t = run.st[1]
    n = r.legal_actions(root, out)
    base = run.ev(root, seat)
    at = run.at
    mark = root[at] if at >= 0 else 0
    u = run.st[2]
    nxt = run.buf(1)
    deep = games.hook(run.b, "LOOK_ON", None)  # the game's cpu module: look one step further while the turn goes on
    run.look = None  # with deep: [value, action] of the best line of the turn the look saw
    w = run.st[3]
    far = run.buf(2) if deep else None
    keys = []
    for i in range(n):
        t[:] = root
        r.apply(t, out[i])
        v = run.ev(t, seat) - base
        if r.current_player(t) < 0:
            v += _WIN if seat in r.winners(t) else -_WIN
        elif r.current_player(t) == seat and (at < 0 or t[at] == mark):
            # the turn goes on (a card chosen, then where it goes): the action is worth its best next step
            m = r.legal_actions(t, nxt)
            f = v  # deep: a next step that changes nothing leads on (a jumper chosen, its landing to come)
            for j in range(m):
                u[:] = t
                r.apply(u, nxt[j])
                x = run.ev(u, seat) - base
                if r.current_player(u) < 0:
                    x += _WIN if seat in r.winners(u) else -_WIN
                elif deep and x == f and r.current_player(u) == seat and (at < 0 or u[at] == mark):
                    # a red frog sent for one more jump, then the jumper: worth the best landing
                    for z in range(r.legal_actions(u, far)):
                        w[:] = u
                        r.apply(w, far[z])
                        y = run.ev(w, seat) - base
                        if r.current_player(w) < 0:
                            y += _WIN if seat in r.winners(w) else -_WIN
                        if z == 0 or y > x:
                            x = y
                if j == 0 or x > v:
                    v = x
                if run.late():
                    break
        keys.append((max(-_SPAN - 1, min(_SPAN, v)) + _SPAN + 1) << 16 | (0xFFFF - i))
        if deep and (run.look is None or v > run.look[0] - base):  # the best line seen: replies() weighs it
            run.look = [v + base, out[i]]
        if run.late():  # out of time: the actions seen so far
            break
    keys.sort(reverse=True)
    acts = out[:n]
    for j in range(len(keys)):
        out[j] = acts[0xFFFF - (keys[j] & 0xFFFF)]
    return min(len(keys), keep)


def replies(run, cands, v):
    """HARD: the best of rank()'s few turns (cands), each played on several sampled states (its first action,
    its line while legal, the rest of the turn at random, then the other seats' turns at random up to the
    seat's next turn or the end; the next seat's first GREEDY_REPLY decisions, when the game's cpu module
    sets it, at their best immediate gain) and judged there: the best total wins. NORMAL (one candidate):
    its action."""
    # rank() ran first: st[0] holds its root, the first sample.
    look = getattr(run, "look", None)  # LOOK_ON: the first look's best line, judged against rank()'s best turn
    if look is not None:  # the better of the two is played, without replies (they judged worse there)
        return look[1] if look[0] > cands[0][0] else cands[0][2]
    if len(cands) == 1 or run.late():
        return cands[0][2]
    b = run.b
    r = run.r
    seat = run.seat
    at = run.at
    rng = run.rng
    t = run.st[len(run.st) - 1]
    u = run.st[1]  # free once rank() is done: a greedy reply's trial state
    g = games.hook(b, "GREEDY_REPLY", None) or 0  # the next seat's first g decisions played at its best at once
    out = run.buf(1)
    for c in cands:
        c += [0, 0]  # [4]: the total, [5]: this sample's value
    for i in range(_SAMPLES):
        if i:
            run.st[0][:] = b.sample(v, seat, (run.seed + 7919 * i) & 0x3FFFFFF)
        for c in cands:
            prng.seed(rng, 0, run.seed + 104729 * i)  # the same dice for every candidate
            t[:] = run.st[0]
            mark = t[at] if at >= 0 else 0
            r.apply(t, c[2])
            j = 0
            line = c[3]
            while j + 1 < len(line) and r.current_player(t) == seat and (at < 0 or t[at] == mark):
                try:
                    r.apply(t, line[j] | (line[j + 1] << 8))
                except ValueError:
                    break
                j += 2
            who = seat
            k = 0
            while True:  # the rest of the seat's turn, then the others' turns, at random
                j = 0
                while j < _TURN_MAX and r.current_player(t) == who and (at < 0 or t[at] == mark):
                    n = r.legal_actions(t, out)
                    if n <= 0:
                        break
                    q = prng.below(rng, 0, n)
                    a = out[q]
                    if k == 0 and j < g and who != seat:  # the best immediate gain of a few tries
                        m = min(n, _TRIES)
                        x = None
                        for y in range(m):  # from the random one: equal gains keep it (a choice judged flat)
                            y = out[(q + y * n // m) % n]  # the action tried
                            u[:] = t
                            r.apply(u, y)
                            e = run.ev(u, who)
                            if x is None or e > x:
                                x = e
                                a = y
                    r.apply(t, a)
                    j += 1
                if who != seat:
                    k += 1 + j
                who = r.current_player(t)
                if k >= _PLAY_MAX or who < 0 or who == seat:
                    break
                mark = t[at] if at >= 0 else 0
            c[5] = run.ev(t, seat)
            if who < 0:
                c[5] += _WIN if seat in r.winners(t) else -_WIN
            if run.late():  # this sample's round is not counted
                break
        else:
            for c in cands:
                c[4] += c[5]
            if not run.late():
                continue
        break
    c = cands[0]
    for i in cands:
        if i[4] > c[4]:
            c = i
    return c[2]
