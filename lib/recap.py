"""The recap: every action since each person's last turn, kept as codes after one snapshot of the state."""

# The recap keeps the actions themselves (3 bytes each: seat, action code), not their texts: one snapshot of
# the state before the oldest kept action, replayed through rules.apply when a hand-off shows the texts, so
# describe() always sees the state before each action, as the log did. It keeps what any person has not seen:
# everything after the oldest of the persons' last actions. Cost on the badge, made once with the game: the
# codes' bytearray (3 * KEPT = 288 bytes), the snapshot and a scratch state (STATE_SIZE each, at most 209) and
# the packed bytes a save writes (RECAP_ROOM - STATE_SIZE), about 1.2 KB for the whole game; the texts exist
# only while a hand-off shows their page (about 50 bytes a line).
# A save keeps them too (pack; saves.py format 4; restore_recap), so a resumed game tells the table where
# it stands.

import lang
from micropython import const

import ui
from saves import RECAP_ROOM

KEPT = const(96)  # actions the recap keeps at most (a round of 10 Le Bog seats takes about 40)
TIME_OUT = const(0xFFFF)  # the recap's code of "ran out of time" (rules.time_out, not an action)


def step(rules, s, action):
    """Play one logged step on s: action, or -1 for the sand running out (rules.time_out)."""
    if action < 0:
        rules.time_out(s)
    else:
        rules.apply(s, action)


def replay(game, k, out):
    """out made the state after the first k steps of game's turn going on (from its turn_start); out."""
    out[:] = game.turn_start
    for i in range(k):
        step(game.rules, out, game.log[i][1])
    return out


def recap_entries(game, seat, resumed=False):
    """What seat has not seen, one text at a time: every step since its last turn (resumed: since its last turn
    before the one the save cut, or everything kept when a CPU plays next)."""
    # A generator: a hand-off of ten seats tells 70 moves; holding all their texts at once (about 10 KB, wrapped)
    # was where the device model's Le Bog stopped. The hand-off asks again for each page it shows.
    if any(entry[0] == seat for entry in game.log):
        return  # seat has played in this very turn: it saw what came before
    recap = game.recap
    if resumed and game.cpu_level(seat) >= 0:
        yield from recap.texts(-1, 0)  # told to the table
    elif resumed:
        yield from recap.texts(seat, recap.since(seat, True))
    else:
        yield from recap.texts(seat)
        s = bytearray(game.turn_start)  # this turn's steps, replayed for their texts
        for mover, action in game.log:
            yield log_text(game.rules, mover, s, action, seat)
            step(game.rules, s, action)


def recap_lines(game, seat, resumed=False):
    """recap_entries as a list."""
    return list(recap_entries(game, seat, resumed))


def log_text(rules, mover, before, action, reader):
    """A step (mover, the state before it, action; -1: ran out of time) as a text told to reader (pads named
    from its side)."""
    return "%s %s" % (ui.seat_name(mover), lang.tr("ran out of time") if action < 0 else
                      ui.named(lang.tr(rules.describe(before, action, reader))))


class Recap:
    """Every action since each person's last turn, kept as codes after one snapshot of the state."""

    def __init__(self, rules, players, seats=0):
        self.rules = rules
        self.players = players
        # the seats people play (seats: 2 bits a seat, 0 a person): what they have not seen is kept
        self.persons = [seat for seat in range(players) if not (seats >> (2 * seat)) & 3]
        self.codes = bytearray(3 * KEPT)  # per action: the mover's seat, the code low byte, high byte
        self.n = 0
        # Made with the game, while the heap is whole, and rewritten in place: a save every turn asked a heap the
        # game had cut up for the packed bytes (Le Bog: 291 in one block) and that is where the device model's
        # ten-seat tables stopped. The snapshot is the state before the oldest kept action (when n > 0); the
        # scratch state replays it (pack dropping the oldest actions); packed holds what a save writes.
        size = rules.STATE_SIZE
        self.base = bytearray(size)
        self.scratch = bytearray(size)
        self.packed = bytearray(RECAP_ROOM - size)

    def code(self, i):
        """The action code of kept action i (TIME_OUT for a time-out)."""
        return self.codes[3 * i + 1] | self.codes[3 * i + 2] << 8

    def add(self, log, start, trim=True):
        """Keep a confirmed turn's log entries (mover, action) played from the state start, then forget what every
        person saw (trim False: keep everything)."""
        for mover, action in log:
            if self.n == KEPT:
                self.drop(1)
            if self.n == 0:
                self.base[:] = start  # the first entry: nothing kept before it
            _put(self.codes, 3 * self.n, mover, action)
            self.n += 1
        if trim:
            self.drop(min([self.since(seat) for seat in self.persons]) if self.persons else self.n)

    def since(self, seat, own_turn=False):
        """Index of the first kept action after seat's last one (0 when none of seat's is kept); own_turn:
        after seat's turn before the last actions, when those are seat's own (a turn cut by a save)."""
        i = self.n
        while own_turn and i > 0 and self.codes[3 * i - 3] == seat:
            i -= 1
        while i > 0 and self.codes[3 * i - 3] != seat:
            i -= 1
        return i

    def step(self, s, i):
        """Play kept action i on the state s."""
        code = self.code(i)
        step(self.rules, s, -1 if code == TIME_OUT else code)

    def drop(self, k):
        """Forget the k oldest actions: the snapshot is played past them."""
        if k <= 0:
            return
        if k < self.n:
            try:
                for i in range(k):
                    self.step(self.base, i)
                codes = self.codes
                codes[0:3 * (self.n - k)] = codes[3 * k:3 * self.n]
                self.n -= k
                return
            except ValueError:  # never on a consistent record: start afresh rather than tell wrong texts
                pass
        self.n = 0

    def texts(self, seat, first=-1):
        """The texts of the kept actions from first (default: after seat's last one), told to seat, one at a time
        (a generator: the snapshot is replayed on a copy as they are read)."""
        first = self.since(seat) if first < 0 else first
        if first >= self.n:
            return
        s = bytearray(self.base)
        for i in range(self.n):
            if i >= first:
                mover = self.codes[3 * i]
                code = self.code(i)
                # a seat's own action is told as to the next seat: the screen is for the whole table
                reader = seat if 0 <= seat != mover else (mover + 1) % self.players
                yield "%s %s" % (ui.seat_name(mover), lang.tr("ran out of time") if code == TIME_OUT
                                 else ui.named(lang.tr(self.rules.describe(s, code, reader))))
            if i + 1 < self.n:
                self.step(s, i)

    def pack(self, log, start, room=-1):
        """The recap and the turn going on (log) as bytes for the save: count, 3 bytes an action, the snapshot;
        the oldest actions dropped until it fits room bytes (default: what a save slot leaves; b"" if none), as
        a view of the recap's own buffer (nothing is allocated but the view)."""
        n = self.n + len(log)
        if not n:
            return b""
        base = self.base if self.n else start
        if room < 0:
            room = len(self.packed)
        size = 1 + 3 * n + len(base)
        if size > room or n > KEPT:
            return self._pack_dropping(log, start, room)
        return self._packed(log, 0, base)

    def _pack_dropping(self, log, start, room):
        """pack() when the oldest actions must go: a copy of the snapshot is played past them (the recap's own
        codes are read in place: no second recap is made)."""
        kept, n = self.n, self.n + len(log)
        s = self.scratch
        s[:] = self.base if kept else start
        first = 0
        try:
            while first < n and (1 + 3 * (n - first) + len(s) > room or n - first > KEPT):
                if first < kept:
                    self.step(s, first)
                else:
                    step(self.rules, s, log[first - kept][1])
                first += 1
        except ValueError:  # never on a consistent record: no recap rather than wrong texts
            return b""
        return self._packed(log, first, s) if first < n else b""

    def _packed(self, log, first, s):
        """The packed bytes of the kept actions then log's, from action first on, after the snapshot s (a view of
        self.packed, good until the next pack)."""
        kept, n = self.n, self.n + len(log)
        out = memoryview(self.packed)[0:1 + 3 * (n - first) + len(s)]
        out[0] = n - first
        at = 1
        if first < kept:
            out[1:1 + 3 * (kept - first)] = memoryview(self.codes)[3 * first:3 * kept]
            at += 3 * (kept - first)
        for i in range(max(first, kept), n):
            mover, action = log[i - kept]
            _put(out, at, mover, action)
            at += 3
        out[at:] = s
        return out


def _put(buf, at, mover, action):
    """An action's 3 bytes at buf[at]: the mover's seat, the code (TIME_OUT for action -1) low byte first."""
    code = TIME_OUT if action < 0 else action
    buf[at] = mover
    buf[at + 1] = code & 0xFF
    buf[at + 2] = code >> 8


def restore_recap(recap, data, state):
    """Take the last moves back from a save (recap.Recap.pack) when they replay exactly to the saved state;
    return the last of them as the game loop logs a step, (mover, state before, action), or None."""
    n = data[0]
    if not n or n > len(recap.codes) // 3 or len(data) != 1 + 3 * n + len(state):
        return None
    recap.codes[0:3 * n] = data[1:1 + 3 * n]
    recap.n = n
    recap.base[:] = data[1 + 3 * n:]
    s = bytearray(recap.base)
    before = None
    try:
        for i in range(n):
            if recap.codes[3 * i] >= recap.players:
                raise ValueError("no such seat")
            if i == n - 1:
                before = bytes(s)
            recap.step(s, i)
    except ValueError:
        s = None
    if s != state:  # not the moves that led here: none rather than wrong ones
        recap.n = 0
        return None
    code = recap.code(n - 1)
    return (recap.codes[3 * n - 3], before, -1 if code == TIME_OUT else code)
