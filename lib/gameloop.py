"""The turn loop: GameScreen, one game being played: whose decision, apply, undo, hand-offs, one save a turn."""

# Flow of one decision: rules.legal_actions -> the view maps each action to an on-screen target -> the
# d-pad moves between targets -> A applies the action (or opens a short list when one target carries
# several) -> the view redraws from rules.view(state, seat). Undo goes back one step of the current turn, until
# a hand-off or a hidden card revealed: the turn is replayed from its first state without that step
# (boardpage.undo_step; the rules are deterministic, their randomness inside the state).
# The cursor, the keys on the board and what the status line says are in cursor.py. Parts a decision
# rarely needs load on first use and the launcher unloads them with the game (games.unload_all): the list
# of a target's actions (popup.py), the pause menu with the rules and table pages (pausemenu.py), the
# hourglass (hourglass.py), the end of the game: final position, statistics, score sheet (gameover.py). The
# hand-off (handoff.py) and the recap (recap.py, which also tells the log as texts) come with the loop: nearly
# every turn of a hidden-information game shows them. While a full-screen page (pause, rules, table, a
# hand-off, a CPU's turn) stands in place of the board, the board's display objects are freed (cover_board)
# and built again after it.

from array import array

from cursor import Targets, board_key, collect_targets, cpu_turn, status_text
from glyphtext import forget_palettes
from handoff import hand_off
from recap import Recap

import games
import ui

MESSAGE_MS = 2500


def legal_buffer(rules):
    """The buffer of a game's legal actions: 2 bytes an action (a list takes 4), Le Bog's 1,000 in one block."""
    return array("H", range(rules.MAX_LEGAL))


class GameScreen(ui.Screen):
    """One game being played: the rules state, its view, undo snapshots and the save."""

    def __init__(self, app, game_id, rules, players, options, state, saved=False, seats=0, buf=None):
        super().__init__()
        self.app = app
        self.game_id = game_id
        self.rules = rules
        self.players = players
        self.options = options
        self.seats = seats  # who plays each seat: 2 bits a seat, 0 a person, 1-3 a CPU (see cpu_level)
        ui.CPU_SEATS[:] = [seat for seat in range(players) if self.cpu_level(seat) >= 0]
        self.s = state
        self.game_name = rules.TITLE
        self.view_module = games.load_view(game_id)
        self.view = None  # built last (below)
        self.colors = None
        self.popup = None  # popup.Popup once a target with several actions was chosen
        self.buf = buf or legal_buffer(rules)
        self.count = 0
        self.v = bytearray(rules.STATE_SIZE)  # the deciding seat's view (cursor.collect_targets), rewritten in place
        self.target_ids = []  # distinct targets of the legal actions, in action order
        self.target_actions = Targets(self)  # for each target, its actions
        self.cursor = 0
        self.choice = -1  # index in the popup list, -1 when closed
        turn_at = games.hook(rules, "TURN_AT", None)  # the state byte of completed turns
        self.turn_at = -1 if turn_at is None else turn_at
        self.undo = 0  # steps of this turn that may be taken back (the last ones since a reveal)
        self.log = []  # this turn's steps: (mover, action); action -1: ran out of time
        # the state before the turn's first step: each step's state before is replayed from it (undo, the
        # hand-off's texts, the save's recap), so a step copies no state (a copy a step, 190-210 bytes, asked a
        # heap the game had cut up for a block it no longer had)
        self.turn_start = bytearray(rules.STATE_SIZE)
        self.last_step = None  # (mover, action) of the last confirmed step
        self.final_move = None  # the final position's last move: (mover, state before, action), for GameOver
        self.recap = Recap(rules, players, seats)  # what each person has not seen (recap.py)
        self.resumed = saved  # the first screen tells the table where the game stands
        self.recap_due = False  # a person is next after several CPU moves: their recap first (cputurn.py)
        self.seat_shown = -1
        self.message = ""
        self.message_until = 0
        # what NVM holds, updated in place by save(): made now, while the heap is whole (a first save making it
        # asked the heap Le Bog's ten seats had cut up for 188 bytes in one piece, and failed there)
        self.saved_state = bytearray(state)
        self.unsaved = not saved  # a new game not written yet
        self.began_over = rules.is_over(state)  # resumed at its final position (a badge shows it in a fresh VM)
        self.timer_left = -1  # hourglass ms left; -1 when not running
        self.timer_last = 0
        # hand-offs keep one person's secrets from the others: with one person at the table (the rest CPU
        # seats, which decide from their own view only) there is nobody to hide them from
        self.hidden = rules.HIDDEN_INFO and players - len(ui.CPU_SEATS) > 1
        # the board's many small objects come after every attribute: the attribute table's last growth (one
        # block) happens while the heap is still in one piece
        self.view = self.view_module.BoardView(rules, players)
        self.colors = [self.view.seat_color(seat) for seat in range(players)]
        self.group.append(self.view.group)
        app.game = self

    def cpu_level(self, seat):
        """The CPU level playing a seat (cpu.EASY..cpu.HARD), or -1 for a person."""
        return ((self.seats >> (2 * seat)) & 3) - 1

    def seat_color(self, seat):
        """Screen colour of a seat (the view's palette)."""
        return self.colors[seat]

    # --- flow ---------------------------------------------------------------------------------

    def begin(self):
        """Go to the next thing to show: score sheet, hand-off, or the board for the seat to act."""
        self.app.game = self
        seat = self.rules.current_player(self.s)
        if seat < 0:
            from gameover import game_over
            game_over(self)  # the final position, then the score sheet
            return
        self.app.leds.light(self.seat_color(seat))
        if self.resumed and self.players > len(ui.CPU_SEATS):  # people at the table: where it stands, first
            self.resumed = False
            hand_off(self, seat, True)
            return
        if self.cpu_level(seat) >= 0 or ui.CPU_SEATS and type(self.app.screen).__name__ == "CpuTurn":
            cpu_turn(self, seat)  # a CPU decides, or a person is next after CPU turns: what they did first
            return
        public = self.public_decision()
        if self.hidden and seat != self.seat_shown and not public or self.recap_due:
            self.seat_shown = -1
            self.recap_due = False
            hand_off(self, seat)
        else:
            # after a public step anyone may hold the badge: the next private step needs a hand-off
            self.seat_shown = -1 if public and self.hidden else seat
            self._collect_targets()
            self.app.show(self)
            if self.timer_left >= 0 or self.timed():
                from hourglass import start
                start(self)
            self.draw()
        if self.unsaved and not self.app.start_written:  # a new game is saved once its first screen
            self.save()  # stands, unless its start was written already (one write a start: its first turn saves)
        self.app.doing = None  # started: a MemoryError from now on happens while playing

    def public_decision(self):
        """True when the rules say the decision shows nothing private (no hand-off needed before it)."""
        check = games.hook(self.rules, "public_decision", None)
        return bool(check is not None and check(self.s))

    def timed(self):
        """True while the rules run the hourglass for the current decision."""
        check = games.hook(self.rules, "timed", None)
        return bool(check is not None and check(self.s))

    def _collect_targets(self):
        """Ask the rules for the legal actions and group them by on-screen target (cursor.py)."""
        self.board()
        collect_targets(self)

    def status_text(self):
        """What A will do at the cursor, or the current message (cursor.status_text)."""
        return status_text(self)

    def draw(self):
        """Redraw the board from the seat's view (the view touches only what changed)."""
        seat = self.rules.current_player(self.s)
        target = self.target_ids[self.cursor] if self.target_ids else None
        self.board().draw(self.v, seat, target, status_text(self))

    def apply(self, action):
        """Play one action: log it for undo, apply, flash LEDs on points, save when the turn ends."""
        rules, s, app = self.rules, self.s, self.app
        mover = rules.current_player(s)
        before = rules.scores(s)
        reveal = rules.reveals(s, action)
        if not self.log:
            self.turn_start[:] = s
        turns = s[self.turn_at] if self.turn_at >= 0 else 0
        try:
            rules.apply(s, action)
        except ValueError:
            self.app.sound.play("invalid")
            self.say("Not allowed now")
            return
        self.undo = 0 if reveal else self.undo + 1
        self.log.append((mover, action))
        over = rules.is_over(s)
        # the final step makes no cue of its points: the final count may load code of its own (Frogriders'
        # score.py), which the end loads in the next frame, the board freed; the score sheet has its sound
        after = before if over else rules.scores(s)
        now = app.hw.ticks_ms()
        cue = "score" if after[mover] > before[mover] else "capture" if after != before else "move"
        app.leds.cue(cue, now)
        app.sound.play(cue, now)
        if rules.current_player(s) != mover or (self.turn_at >= 0 and s[self.turn_at] != turns):
            self.end_turn()  # a turn ends when the seat changes or the game counts one (one seat plays on alone)
        if over:
            # the last move: its save (with the game's record) and the final position load the end's code, in the
            # next frame after a collection, the board freed (the key's handler may still hold it: the import
            # of lib/gameover.py beside it was where the device model's Le Bog stopped); not drawn meanwhile
            self.cover_board()
            app.refresh = False
            app.defer(self.begin)
            return
        self.begin()

    def end_turn(self):
        """A turn is confirmed: no undo past it, the log moves to the recap, the save is written (the game's last
        turn stays in the log for the final position: lib/gameover.py saves it, with the game's record)."""
        self.undo = 0  # a turn is never undone, a CPU's least of all
        self.stop_timer()
        if self.log:
            self.last_step = self.log[-1]
        if self.rules.is_over(self.s):
            return
        self.recap.add(self.log, self.turn_start)
        self.log = []
        self.save()

    def stop_timer(self):
        """The turn moved on: no hourglass until the next timed decision."""
        if self.timer_left >= 0:
            self.timer_left = -1
            self.app.leds.hourglass(-1)

    def save(self, boot=0, record=None):
        """Write the state to NVM (one write) unless it is already saved as it is; boot: what a reload right after
        boots into (saves.BOOT_*), record: a finished game's statistics record, written with it."""
        if not self.unsaved and self.saved_state == self.s:
            return
        self.app.saves.write(self.game_id, self.players, self.options, self.rules.STATE_VERSION, self.s,
                             over=self.rules.is_over(self.s), seats=self.seats,
                             recap=self.recap.pack(self.log, self.turn_start), boot=boot, record=record)
        self.saved_state[:] = self.s  # in place: a turn's save makes no copy of the state
        self.unsaved = False

    def cover_board(self):
        """A full-screen page (rules, hand-off, ...) covers the board: free its display objects, keep its code."""
        # The page's code then loads into the heap the board's bitmaps and groups held (on a badge, 10-20 KB);
        # board() builds them again when the board comes back, and its first draw paints everything.
        if self.view is not None:
            self.group.remove(self.view.group)
            self.view = None
            self.popup = None
            self.choice = -1
            forget_palettes()

    def board(self):
        """The board's view, built again when a full-screen page had freed it (cover_board)."""
        if self.view is None:
            self.view = self.view_module.BoardView(self.rules, self.players)
            self.group.append(self.view.group)
        return self.view

    def leave(self):
        """Save and free the game (back to the launcher)."""
        self.save()
        self.abandon()

    def abandon(self):
        """Free the game's modules without saving (the last saved turn stays in NVM)."""
        self.app.game = None
        ui.CPU_SEATS[:] = []
        self.view = None
        self.view_module = None
        self.popup = None
        games.unload_all()

    def say(self, text):
        """Show a short message in the status line for a moment (message_until 0: until a key)."""
        self.message = text
        self.message_until = self.app.hw.ticks_ms() + MESSAGE_MS
        self.draw()

    # --- keys ---------------------------------------------------------------------------------

    def on_key(self, key):
        """Cursor, choose, back, pause, info (cursor.board_key)."""
        board_key(self, key)

    def tick(self, now):
        """Run the hourglass; clear an expired message."""
        if self.timer_left > 0:
            from hourglass import run
            run(self, now)
        if self.message and self.message_until and self.app.hw.ticks_diff(now, self.message_until) >= 0:
            self.message = ""
            self.draw()
