"""The game loop: the cursor over the targets of the legal actions, hand-offs, pause, info, score sheet.

Flow of one decision: rules.legal_actions -> the view maps each action to an on-screen target ->
the d-pad moves between targets -> A applies the action (or opens a short list when one target
carries several) -> the view redraws from rules.view(state, seat). Undo keeps bytes() snapshots of
the current turn until a hand-off or until a hidden card is revealed. One save per confirmed turn.
"""

import gc

import displayio

import games
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from leds import BAD, GOOD
from ui import seat_name

_DIRECTIONS = {K_RIGHT: (1, 0), K_LEFT: (-1, 0), K_DOWN: (0, 1), K_UP: (0, -1)}
MESSAGE_MS = 2500


def nearest_in_direction(points, current, dx, dy):
    """Index of the point reached from points[current] going (dx, dy), or current when none lies that way.

    Candidates inside the 90-degree cone around the direction (diagonals included, so a target placed
    only diagonally is still reachable) win by distance; otherwise the nearest in the half-plane.
    """
    cx, cy = points[current]
    best = current
    best_key = None
    for i in range(len(points)):
        if i == current:
            continue
        x, y = points[i]
        along = (x - cx) * dx + (y - cy) * dy
        if along <= 0:
            continue
        across = abs((x - cx) * dy) + abs((y - cy) * dx)
        if across <= along:  # in the cone: the nearest point wins
            key = (0, along * along + across * across, across)
        else:
            key = (1, along + 3 * across, across)
        if best_key is None or key < best_key:
            best, best_key = i, key
    if best_key is not None:
        return best
    for i in range(len(points)):  # nothing that way: wrap to the far side, in line if possible
        if i == current:
            continue
        x, y = points[i]
        along = (x - cx) * dx + (y - cy) * dy
        across = abs((x - cx) * dy) + abs((y - cy) * dx)
        key = (across, along)
        if best_key is None or key < best_key:
            best, best_key = i, key
    return best


_SHEET_ROWS = 7  # scoring lines the score sheet table shows at once
HANDOFF_GUARD_MS = 600  # A is ignored this long after "Pass to" appears: mashing A cannot skip it


class HandOff(ui.Screen):
    """"Pass to P2 - press A": shows the previous turn's public log and nothing private."""

    def __init__(self, game, seat):
        super().__init__()
        self.game = game
        self.shown_at = game.app.hw.ticks_ms()
        ui.title_bar(self.group, game.game_name)
        self.group.append(ui.text("Pass to", 8, 20, ui.GREY))
        self.group.append(ui.text(seat_name(seat), 8, 34, game.seat_color(seat), scale=3))
        lines = []
        for entry in game.log_lines(game.last_log, seat):
            lines.extend(ui.wrap(entry))
        y = 66
        for line in lines[-4:]:  # the end of the last turn, wrapped, never cut
            self.group.append(ui.text(line, 2, y, ui.WHITE))
            y += ui.LINE_H
        self.group.append(ui.text("A: I am %s" % seat_name(seat), 2, ui.HINT_Y, ui.YELLOW))
        self.seat = seat
        game.app.sound.play("handoff")

    def on_key(self, key):
        """A reveals the seat's view (once the guard time is over); Start opens the pause menu."""
        waited = (self.game.app.hw.ticks_ms() - self.shown_at) & 0x1FFFFFFF
        if key == K_A and waited >= HANDOFF_GUARD_MS:
            self.game.seat_shown = self.seat
            self.game.begin()
        elif key == K_START:
            self.game.pause()


class ScoreSheet(ui.Screen):
    """The end of a game: every scoring line per seat, the reason it ended, the winners.

    Up to 4 seats: a table, one column per seat. More seats (Le Bog seats 10): one paragraph per seat,
    best first, scrolled with Up/Down like the rules pages.
    """

    def __init__(self, game):
        super().__init__()
        self.game = game
        rules, s = game.rules, game.s
        winners = rules.winners(s)
        names = " & ".join(seat_name(w) for w in winners)
        winner_line = ("Winner: " if len(winners) == 1 else "Winners: ") + names
        headline = getattr(rules, "headline", None)  # co-operative games: "Won", "Lost"... instead
        if headline is not None and headline(s):
            winner_line = headline(s)
        self.pages = None
        if game.players > 4:
            self.pages = ui.Pages("%s: final score" % game.game_name, self.standings(winner_line),
                                  game.app.home, hint=None)
            self.group = self.pages.group
        else:
            self._table(winner_line)
        game.app.sound.play("end")

    def standings(self, winner_line):
        """Text lines for many seats: the winners, then each seat's scoring lines, best total first."""
        rules, s = self.game.rules, self.game.s
        rows = rules.score_sheet(s)
        totals = rules.scores(s)
        lines = ui.wrap(winner_line) + ui.wrap(rules.outcome_text(s))
        order = sorted(range(self.game.players), key=lambda seat: (-totals[seat], seat))
        for seat in order:
            parts = ["%s %s" % (label, values[seat]) for label, values in rows]
            lines += ui.wrap("%s: %s" % (seat_name(seat), ", ".join(parts)))
        return lines

    def _table(self, winner_line):
        """One column per seat, one row per scoring line; more lines than fit scroll with Up/Down."""
        rules, s, game = self.game.rules, self.game.s, self.game
        ui.title_bar(self.group, "%s: final score" % game.game_name)
        players = game.players
        left = 72  # labels are at most 11 characters (66 px)
        col = max(16, min(30, (ui.WIDTH - left) // max(1, players)))
        for seat in range(players):
            self.group.append(ui.text(seat_name(seat)[:col // ui.CHAR_W], left + seat * col, 14,
                                      game.seat_color(seat)))
        self.rows = rules.score_sheet(s)
        shown = len(self.rows) if len(self.rows) <= _SHEET_ROWS else _SHEET_ROWS - 1
        self.top = 0
        self.cells = []  # per visible row: the label, then one value per seat
        y = 26
        for _ in range(shown):
            row = [ui.text("", 2, y, ui.WHITE)]
            row += [ui.text("", left + seat * col, y, ui.WHITE) for seat in range(players)]
            for label in row:
                self.group.append(label)
            self.cells.append(row)
            y += 10
        self._fill()
        self.group.append(ui.text(winner_line[:ui.COLUMNS], 2, y + 2, ui.YELLOW))
        lines = ui.wrap(rules.outcome_text(s))
        for i in range(min(2, len(lines), max(0, (ui.HINT_Y - y - 14) // 11))):
            self.group.append(ui.text(lines[i], 2, y + 14 + i * 11, ui.GREY))
        hint = "Up/Down: more  A: menu" if shown < len(self.rows) else "A: back to menu"
        self.group.append(ui.text(hint, 2, ui.HINT_Y, ui.GREY))

    def _fill(self):
        """Show the scoring lines from self.top in the visible rows."""
        for i, row in enumerate(self.cells):
            label, values = self.rows[self.top + i]
            ui.set_text(row[0], label[:11])
            for seat in range(self.game.players):
                ui.set_text(row[1 + seat], str(values[seat]))

    def on_key(self, key):
        """A returns to the launcher (many seats: Up/Down scroll first)."""
        if self.pages is not None:
            self.pages.on_key(key)
        elif key == K_A:
            self.game.app.home()
        elif (key == K_UP or key == K_DOWN) and len(self.cells) < len(self.rows):
            step = 1 if key == K_DOWN else -1
            self.top = max(0, min(len(self.rows) - len(self.cells), self.top + step))
            self._fill()


class GameScreen(ui.Screen):
    """One game being played: the rules state, its view, undo snapshots and the save."""

    def __init__(self, app, game_id, rules, players, options, state, saved=False):
        super().__init__()
        self.app = app
        self.game_id = game_id
        self.rules = rules
        self.players = players
        self.options = options
        self.s = state
        self.game_name = rules.TITLE
        self.view_module = games.load_view(game_id)
        self.view = self.view_module.BoardView(rules, players)
        self.group.append(self.view.group)
        self.popup = displayio.Group()
        self.popup.hidden = True
        self.group.append(self.popup)
        self.buf = [0] * rules.MAX_LEGAL
        self.count = 0
        self.v = None
        self.target_ids = []  # distinct targets of the legal actions, in action order
        self.target_actions = []  # for each target, its actions
        self.cursor = 0
        self.choice = -1  # index in the popup list, -1 when closed
        self.undo = []
        self.log = []
        self.last_log = []
        self.seat_shown = -1
        self.message = ""
        self.message_until = 0
        self.saved_state = bytes(state) if saved else None
        self.timer_left = -1  # hourglass ms left; -1 when not running
        self.timer_last = 0
        self.hidden = getattr(rules, "HIDDEN_INFO", True) and players > 1
        app.game = self

    def seat_color(self, seat):
        """Screen colour of a seat (the view's palette)."""
        return self.view.seat_color(seat)

    # --- flow ---------------------------------------------------------------------------------

    def begin(self):
        """Go to the next thing to show: score sheet, hand-off, or the board for the seat to act."""
        self.app.game = self
        seat = self.rules.current_player(self.s)
        if seat < 0:
            self.save()
            winners = self.rules.winners(self.s)
            self.app.leds.seat(winners[0] if len(winners) == 1 else -1)
            self.app.show(ScoreSheet(self))
            return
        if self.saved_state is None:
            self.save()
        self.app.leds.seat(seat)
        public = self.public_decision()
        if self.hidden and seat != self.seat_shown and not public:
            self.seat_shown = -1
            self.app.show(HandOff(self, seat))
            return
        # after a public step anyone may hold the badge: the next private step needs a hand-off
        self.seat_shown = -1 if public and self.hidden else seat
        self._collect_targets()
        self.app.show(self)
        self._start_timer()
        self.draw()

    def public_decision(self):
        """True when the rules say the decision shows nothing private (no hand-off needed before it)."""
        check = getattr(self.rules, "public_decision", None)
        return bool(check is not None and check(self.s))

    # --- hourglass ----------------------------------------------------------------------------

    def timed(self):
        """True while the rules run the hourglass for the current decision."""
        check = getattr(self.rules, "timed", None)
        return bool(check is not None and check(self.s))

    def _start_timer(self):
        """Start the hourglass when a timed decision is first shown this turn; resume it after a pause."""
        if self.timer_left < 0 and self.timed():
            self.timer_left = self.app.settings.get("hourglass") * 1000
        self.timer_last = self.app.hw.ticks_ms()  # time spent on other screens does not count

    def _stop_timer(self):
        """The turn moved on: no hourglass until the next timed decision."""
        self.timer_left = -1
        self.app.leds.hourglass(-1)

    def _run_timer(self, now):
        """Drain the hourglass while this screen shows a timed decision; apply the rules' time-out at 0."""
        if self.timer_left <= 0 or self.app.screen is not self:
            return  # not running, already spent this turn, or a pause/info screen is up
        if not self.timed():  # an effect's prompt: the sand waits (undo back to the card resumes it)
            self.app.leds.hourglass(-1)
            self.timer_last = now
            return
        elapsed = (now - self.timer_last) & 0x1FFFFFFF
        self.timer_last = now
        if elapsed >= 0x10000000:
            return
        self.timer_left = max(0, self.timer_left - elapsed)
        total = self.app.settings.get("hourglass") * 1000
        self.app.leds.hourglass(self.timer_left / total)
        if self.timer_left == 0:
            self._stop_timer()
            self.timer_left = 0  # spent: not restarted within this turn
            mover = self.rules.current_player(self.s)
            snapshot = bytes(self.s)
            try:
                self.rules.time_out(self.s)
            except ValueError:
                return
            self.undo = []  # the sand ran out: that cannot be taken back
            self.log.append((mover, snapshot, -1))
            self.app.sound.play("invalid")
            self._collect_targets()
            self.say("Time is up!")

    def _collect_targets(self):
        """Ask the rules for the legal actions and group them by on-screen target."""
        rules, s = self.rules, self.s
        seat = rules.current_player(s)
        self.v = rules.view(s, seat)
        old = self.target_ids[self.cursor] if self.target_ids else None
        self.count = rules.legal_actions(s, self.buf)
        ids = []
        acts = []
        for i in range(self.count):
            a = self.buf[i]
            t = self.view.target(self.v, seat, a)
            if t in ids:
                acts[ids.index(t)].append(a)
            else:
                ids.append(t)
                acts.append([a])
        self.target_ids = ids
        self.target_actions = acts
        self.cursor = ids.index(old) if old in ids else 0
        self.choice = -1
        self.popup.hidden = True

    def status_text(self):
        """What A will do at the cursor, or the current message."""
        if self.message:
            return self.message
        if not self.target_actions:
            return ""
        acts = self.target_actions[self.cursor]
        text = self.rules.describe(self.s, acts[0])
        if len(acts) > 1:
            return "%s +%d more" % (text, len(acts) - 1)
        return text

    def draw(self):
        """Redraw the board from the seat's view (the view touches only what changed)."""
        seat = self.rules.current_player(self.s)
        target = self.target_ids[self.cursor] if self.target_ids else None
        self.view.draw(self.v, seat, target, self.status_text())

    def apply(self, action):
        """Play one action: snapshot for undo, apply, flash LEDs on points, save when the turn ends."""
        rules, s, app = self.rules, self.s, self.app
        mover = rules.current_player(s)
        before = rules.scores(s)
        reveal = rules.reveals(s, action)
        snapshot = bytes(s)
        try:
            rules.apply(s, action)
        except ValueError:
            self.app.sound.play("invalid")
            self.say("Not allowed now")
            return
        if reveal:
            self.undo = []
        else:
            self.undo.append((snapshot, len(self.log)))
        self.log.append((mover, snapshot, action))
        after = rules.scores(s)
        now = app.hw.ticks_ms()
        if after[mover] > before[mover]:
            app.leds.flash(GOOD, 2, now)
            app.sound.play("score", now)
        elif after != before:
            app.leds.flash(BAD, 2, now)
            app.sound.play("capture", now)
        else:
            app.sound.play("move", now)
        if rules.current_player(s) != mover:
            self.end_turn()
        self.begin()

    def end_turn(self):
        """A turn is confirmed: no undo past it, the log moves to the hand-off, the save is written."""
        self.undo = []
        self.last_log = self.log
        self.log = []
        self._stop_timer()
        self.save()

    def log_lines(self, log, reader):
        """A turn's log as text for a reader: pads named from the reader's side."""
        return ["%s %s" % (seat_name(mover), "ran out of time" if action < 0 else
                           self.rules.describe(snapshot, action, reader))
                for mover, snapshot, action in log]

    def save(self):
        """Write the state to the newer save slot unless it is already saved as it is."""
        current = bytes(self.s)
        if current == self.saved_state:
            return
        self.app.saves.write(self.game_id, self.players, self.options, self.rules.STATE_VERSION,
                             self.s, over=self.rules.is_over(self.s))
        self.saved_state = current

    def leave(self):
        """Save and free the game (back to the launcher)."""
        self.save()
        self.abandon()

    def abandon(self):
        """Free the game's modules without saving (the last saved turn stays in NVM)."""
        self.app.game = None
        self.view = None
        games.unload(self.game_id)
        gc.collect()

    def say(self, text):
        """Show a short message in the status line for a moment."""
        self.message = text
        self.message_until = self.app.hw.ticks_ms() + MESSAGE_MS
        self.draw()

    # --- keys ---------------------------------------------------------------------------------

    def on_key(self, key):
        """Cursor, choose, back, pause, info."""
        if self.choice >= 0:
            self._popup_key(key)
            return
        if self.message and key != K_START:
            self.message = ""
        if self._view_key(key):
            return
        if key in _DIRECTIONS:
            if self.target_ids:
                dx, dy = _DIRECTIONS[key]
                seat = self.rules.current_player(self.s)
                points = [self.view.target_xy(self.v, seat, t) for t in self.target_ids]
                self.cursor = nearest_in_direction(points, self.cursor, dx, dy)
            self.draw()
        elif key == K_A:
            if not self.target_actions:
                return
            acts = self.target_actions[self.cursor]
            if len(acts) == 1:
                self.apply(acts[0])
            else:
                self._open_popup(acts)
        elif key == K_B:
            if self.undo:
                self.undo_step()
            else:
                self.app.sound.play("invalid")
                self.say("Nothing to undo")
        elif key == K_START:
            self.pause()
        elif key == K_SELECT:
            self.show_info()

    def _view_key(self, key):
        """Offer a key to the view first (a view may own the d-pad, e.g. to move a ghost card freely).

        The view's optional on_key(v, seat, key, legal) returns None (not used), -1 (used: redraw) or a
        legal action to apply; anything else is refused with a message and changes nothing.
        """
        hook = getattr(self.view, "on_key", None)
        if hook is None or not self.count:
            return False
        legal = self.buf[:self.count]
        result = hook(self.v, self.rules.current_player(self.s), key, legal)
        if result is None:
            return False
        if result == -1:
            self.draw()
        elif result in legal:
            self.apply(result)
        else:
            self.app.sound.play("invalid")
            self.say("Not allowed now")
        return True

    def undo_step(self):
        """Go back one step of the current turn."""
        snapshot, log_len = self.undo.pop()
        self.s[:] = snapshot
        del self.log[log_len:]
        self._collect_targets()
        self.say("Undone")

    def _open_popup(self, acts):
        """List the actions of one target to choose among."""
        while len(self.popup):
            self.popup.pop()
        h = 16 + 12 * len(acts)
        top = max(0, (ui.HEIGHT - h) // 2)
        self.popup.append(ui.rect(8, top, ui.WIDTH - 16, h, ui.DARK))
        self.popup.append(ui.rect(8, top, ui.WIDTH - 16, 1, ui.YELLOW))
        self.popup_marker = ui.rect(10, 0, 3, 10, ui.YELLOW)
        self.popup.append(self.popup_marker)
        for i, a in enumerate(acts):
            self.popup.append(ui.text(self.rules.describe(self.s, a)[:24], 16, top + 4 + 12 * i))
        self.popup.append(ui.text("A: do it  B: cancel", 16, top + 4 + 12 * len(acts), ui.GREY))
        self.popup_top = top
        self.popup_actions = acts
        self.choice = 0
        self.popup_marker.y = top + 5
        self.popup.hidden = False

    def _popup_key(self, key):
        """Up/Down choose, A applies, B closes."""
        n = len(self.popup_actions)
        if key == K_UP or key == K_DOWN:
            self.choice = (self.choice + (1 if key == K_DOWN else -1)) % n
            self.popup_marker.y = self.popup_top + 5 + 12 * self.choice
        elif key == K_A:
            action = self.popup_actions[self.choice]
            self.choice = -1
            self.popup.hidden = True
            self.apply(action)
        elif key == K_B:
            self.choice = -1
            self.popup.hidden = True

    def pause(self):
        """The pause menu: resume, rules, undo, save and quit."""
        items = ["Resume", "Rules summary"]
        if self.undo and self.seat_shown >= 0:
            items.append("Undo last step")
        items.append("Save and quit")

        def chosen(i):
            item = items[i]
            if item == "Rules summary":
                self.app.show(ui.Pages("%s rules" % self.game_name, self.view_module.RULES,
                                       self.pause))
                return
            if item == "Undo last step":
                self.undo_step()
            if item == "Save and quit":
                self.app.home()
                return
            self.begin()

        self.app.show(ui.Menu("Paused", items, chosen, self.begin))

    def show_info(self):
        """Public information for everyone (scores, holdings that are face up)."""
        seat = self.rules.current_player(self.s)
        lines = self.view.info_lines(self.v, seat)
        self.app.show(ui.Pages("Table", lines, self.begin))

    def tick(self, now):
        """Run the hourglass; clear an expired message."""
        self._run_timer(now)
        if self.message and ((now - self.message_until) & 0x1FFFFFFF) < 0x10000000:
            self.message = ""
            self.draw()
