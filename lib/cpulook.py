"""CPU Hard's first look (lib/cpu.py): every legal first action tried once and judged, the best first."""

# A module of its own: lib/cpu.py compiles in the badge's 24 KB compile heap with nothing to spare.
# Called by cpu.choose() before _Search.rank(), not from inside it: the frames under the rules stay few
# (the badge's pystack). Keys are small ints (no heap per entry): the gain after the action (clamped to
# 14 bits) above the action's index, reversed: equal gains keep the legal order (rank() prefers the first
# of equals: a Boussanga card to lay before a discard), and no sort stability is relied on.

from micropython import const

_WIN = const(100000)  # as lib/cpu.py: a won game at once ranks first, a lost one last
_SPAN = const(8191)


def first_look(run, root, keep):
    """Put run's legal root actions in bufs[0] best first by their gain after one step; return how many of them
    the search goes on with: keep at most (every action was seen; the rest judged worse)."""
    r = run.r
    seat = run.seat
    out = run.buf(0)
    t = run.st[1]
    n = r.legal_actions(root, out)
    base = run.b.evaluate(root, seat)
    keys = []
    for i in range(n):
        t[:] = root
        r.apply(t, out[i])
        v = run.b.evaluate(t, seat) - base
        if r.current_player(t) < 0:
            v += _WIN if seat in r.winners(t) else -_WIN
        keys.append((max(-_SPAN - 1, min(_SPAN, v)) + _SPAN + 1) << 16 | (0xFFFF - i))
        if run.late():  # out of time: the actions seen so far
            break
    keys.sort(reverse=True)
    acts = out[:n]
    for j in range(len(keys)):
        out[j] = acts[0xFFFF - (keys[j] & 0xFFFF)]
    return min(len(keys), keep)
