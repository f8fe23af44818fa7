"""Between turns: the recap of every move since a seat's last turn, the hand-off that shows it, the final board."""

# The recap keeps the actions themselves (3 bytes each: seat, action code), not their texts: one snapshot of
# the state before the oldest kept action, replayed through rules.apply when a hand-off shows the texts, so
# describe() always sees the state before each action, as the log did. It keeps what any person has not seen:
# everything after the oldest of the persons' last actions. Cost on the badge: the codes' bytearray
# (3 * KEPT = 288 bytes + 16 of header) and one snapshot (STATE_SIZE + 16, at most 225 bytes), about 530
# bytes for the whole game; the texts exist only while a hand-off stands (about 50 bytes a line).

from cursor import back_to_board, pause
from micropython import const

import ui
from keys import K_A, K_DOWN, K_START, K_UP

HANDOFF_GUARD_MS = 600  # A is ignored this long after "Pass to" appears: mashing A cannot skip it
KEPT = const(96)  # actions the recap keeps at most (a round of 10 Le Bog seats takes about 40)
TIME_OUT = const(0xFFFF)  # the recap's code of "ran out of time" (rules.time_out, not an action)
ROWS = const(6)  # recap lines on one page of the hand-off
_TOP = const(43)  # y of the first recap line


def live(app, since):
    """True once HANDOFF_GUARD_MS have passed since the tick `since`: A acts from then on."""
    return ((app.hw.ticks_ms() - since) & 0x1FFFFFFF) >= HANDOFF_GUARD_MS


class Recap:
    """Every action since each person's last turn, kept as codes after one snapshot of the state."""

    def __init__(self, rules, players):
        self.rules = rules
        self.players = players
        self.codes = bytearray(3 * KEPT)  # per action: the mover's seat, the code low byte, high byte
        self.n = 0
        self.base = None  # bytearray: the state before the oldest kept action (None when none is kept)

    def code(self, i):
        """The action code of kept action i (TIME_OUT for a time-out)."""
        return self.codes[3 * i + 1] | self.codes[3 * i + 2] << 8

    def add(self, log, persons):
        """Keep a confirmed turn's log entries (mover, state before, action), then forget what every person saw."""
        for mover, snapshot, action in log:
            if self.n == KEPT:
                self.drop(1)
            if self.n == 0:
                self.base = bytearray(snapshot)
            at = 3 * self.n
            code = TIME_OUT if action < 0 else action
            self.codes[at] = mover
            self.codes[at + 1] = code & 0xFF
            self.codes[at + 2] = code >> 8
            self.n += 1
        if persons is not None:  # None: keep everything (a copy for the save)
            self.drop(min([self.since(seat) for seat in persons]) if persons else self.n)

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
        if code == TIME_OUT:
            self.rules.time_out(s)
        else:
            self.rules.apply(s, code)

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
        self.base = None

    def lines(self, seat, first=-1):
        """Texts of the kept actions from first (default: after seat's last one), told to seat."""
        first = self.since(seat) if first < 0 else first
        out = []
        if first >= self.n:
            return out
        s = bytearray(self.base)
        for i in range(self.n):
            if i >= first:
                mover = self.codes[3 * i]
                code = self.code(i)
                # a seat's own action is told as to the next seat: the screen is for the whole table
                reader = seat if 0 <= seat != mover else (mover + 1) % self.players
                out.append("%s %s" % (ui.seat_name(mover), "ran out of time" if code == TIME_OUT else
                                      self.rules.describe(s, code, reader)))
            if i + 1 < self.n:
                self.step(s, i)
        return out

    def pack(self, log, room):
        """The recap and the turn going on (log) as bytes for the save: count, 3 bytes an action, the snapshot;
        the oldest actions dropped until it fits room bytes (b"" when nothing does)."""
        copy = Recap(self.rules, self.players)
        copy.codes[:] = self.codes
        copy.n = self.n
        copy.base = bytearray(self.base) if self.base is not None else None
        copy.add(log, None)
        while copy.n and 1 + 3 * copy.n + len(copy.base) > room:
            copy.drop(1)
        if not copy.n:
            return b""
        return bytes([copy.n]) + copy.codes[0:3 * copy.n] + copy.base

    def unpack(self, data, state):
        """Take the recap back from a save, when it replays exactly to the saved state (else keep none)."""
        n = data[0] if data else 0
        if not n or n > KEPT or len(data) != 1 + 3 * n + len(state):
            return
        self.codes[0:3 * n] = data[1:1 + 3 * n]
        self.n = n
        self.base = bytearray(data[1 + 3 * n:])
        s = bytearray(self.base)
        try:
            for i in range(n):
                if self.codes[3 * i] >= self.players:
                    raise ValueError
                self.step(s, i)
        except ValueError:
            s = None
        if s != state:
            self.n = 0
            self.base = None


def _pages(entries):
    """The entries wrapped and cut into pages of ROWS lines, an entry never split across two pages."""
    pages = [[]]
    for entry in entries:
        lines = ui.wrap(entry)
        if len(pages[-1]) + len(lines) > ROWS and pages[-1]:
            pages.append([])
        pages[-1].extend(lines)
    return pages


class HandOff(ui.Screen):
    """"Pass to P2": every move since P2's last turn (Up/Down: more pages) and nothing private; A after a guard."""

    def __init__(self, game, seat, resumed=False):
        super().__init__()
        game.cover_board()  # the hand-off hides the whole board: its display objects go until A is pressed
        self.game = game
        self.seat = seat
        self.shown_at = game.app.hw.ticks_ms()
        self.live = False
        cpu = game.cpu_level(seat) >= 0  # a resumed game whose next move is a CPU's
        ui.title_bar(self.group, game.game_name + (": resumed" if resumed else ""))
        self.group.append(ui.text("Next:" if cpu else "Pass to", 4, 21, ui.GREY))
        name = ui.seat_name(seat)
        self.group.append(ui.text(name, 52, 16, game.seat_color(seat), scale=2))
        entries = game.recap_lines(seat, resumed)
        if not entries and (resumed or game.recap.n or game.log):
            entries = ["No moves kept from before" if resumed else "Nothing new since your last move"]
        self.pages = _pages(entries)
        self.page = 0
        self.body = None
        self.sign = None
        if len(self.pages) > 1:  # which page, and that Up/Down turn them
            self.sign = ui.text("", 110, ui.HINT_Y, ui.GREY)
            self.group.append(self.sign)
        # dim until A is live (HANDOFF_GUARD_MS), then yellow: a press before that visibly does nothing
        self.hint = ui.text("A: go on" if cpu else "A: I am %s" % name, 2, ui.HINT_Y, ui.GREY)
        self.group.append(self.hint)
        self._show_page()
        game.app.sound.play("handoff")

    def _show_page(self):
        """Show the current page of the recap and its number."""
        if self.body is not None:
            self.group.remove(self.body)
        self.body = ui.text("\n".join(self.pages[self.page]), 2, _TOP, ui.WHITE)  # one label a page
        self.group.append(self.body)
        if self.sign is not None:
            more = ("^" if self.page else " ") + ("v" if self.page + 1 < len(self.pages) else " ")
            ui.set_text(self.sign, "%s %d/%d" % (more, self.page + 1, len(self.pages)))

    def tick(self, now):
        """Light the A line once the guard time is over."""
        if not self.live and live(self.game.app, self.shown_at):
            self.live = True
            self.hint.color = ui.YELLOW

    def on_key(self, key):
        """A reveals the seat's view (once live); Up/Down turn the recap's pages; Start opens the pause menu."""
        if key == K_A and live(self.game.app, self.shown_at):
            self.game.seat_shown = self.seat
            back_to_board(self.game)  # this screen goes first, then the board is built after a collection
        elif key == K_DOWN and self.page + 1 < len(self.pages):
            self.page += 1
            self._show_page()
        elif key == K_UP and self.page > 0:
            self.page -= 1
            self._show_page()
        elif key == K_START:
            pause(self.game)


class GameOver(ui.Screen):
    """The final position on the board, the status line telling the last move and "Game over: A for scores"."""

    def __init__(self, game):
        super().__init__()
        self.group = game.group  # the board's own group: the view is built again if a page had freed it
        self.game = game
        last = game.last_log[-1] if game.last_log else None
        self.seat = last[0] if last else 0
        # the last move told to the table (as to the next seat: nothing of the mover's own side)
        self.lines = ui.wrap(game.log_lines([last], (self.seat + 1) % game.players)[0]) if last else []
        self.lines.append("Game over: A for scores")
        self.shown_at = game.app.hw.ticks_ms()
        self.shown = ""
        game.v = game.rules.view(game.s, self.seat)
        self.tick(self.shown_at)

    def status(self, now):
        """The status line: the last move's lines, then "Game over: A for scores", in turn, 2.5 s each."""
        return self.lines[((now - self.shown_at) & 0x1FFFFFFF) // 2500 % len(self.lines)]

    def tick(self, now):
        """Redraw when the status line changes."""
        text = self.status(now)
        if text != self.shown:
            self.shown = text
            self.game.board().draw(self.game.v, self.seat, None, text)

    def on_key(self, key):
        """A (once live) shows the score sheet."""
        if key == K_A and live(self.game.app, self.shown_at):
            self.game.show_scores()
