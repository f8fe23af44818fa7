"""The score sheet at the end of a game: every scoring line per seat, why it ended, who won (if anyone)."""

import gc

import lang
import menus

import games
import keys
import ui

_SHEET_ROWS = 7  # scoring lines the score sheet table shows at once


def result_line(rules, s):
    """The result: the rules' headline when they give one ("Lost"), else the winners, else "No winner"."""
    headline = games.hook(rules, "headline", None)  # co-operative games: "Won", "Lost"... instead
    text = headline(s) if headline is not None else ""
    if text:
        return lang.tr(text)
    winners = rules.winners(s)
    if not winners:  # a lost co-operative or solo game names nobody
        return lang.tr("No winner")
    names = " & ".join(ui.seat_name(w) for w in winners)
    return lang.tr("Winner: %s" if len(winners) == 1 else "Winners: %s") % names


class ScoreSheet(ui.Screen):
    """The end of a game: every scoring line per seat, the reason it ended, the winners."""

    # Up to 4 seats: a table, one column per seat. More seats (Le Bog seats 10): one paragraph per seat,
    # best first, scrolled with Up/Down like the rules pages.

    def __init__(self, game):
        super().__init__()
        self.game = game
        rules, s, app = game.rules, game.s, game.app
        winners = rules.winners(s)
        # the LEDs light a sole winner's colour; several winners or none (a lost co-op game) light nothing
        app.leds.light(game.seat_color(winners[0]) if len(winners) == 1 else None)
        line = result_line(rules, s)
        self.pages = None
        self.shown_at = app.hw.ticks_ms()  # A (and B) act only after keys.GUARD_MS: the press that
        self.live = False  # skipped the last screen cannot leave this one; its hint is dim until then
        if game.players > 4:
            self.pages = menus.Pages(lang.tr("%s: final score") % game.game_name, self.standings(line), app.home,
                                     hint=None)
            self.group = self.pages.group
            self.hint = self.pages.hint
        else:
            self._table(line)
        self.hint.color = ui.DARK
        app.sound.play("end" if winners else "over")

    def standings(self, line):
        """Text lines for many seats: the result, then each seat's scoring lines, best total first."""
        rules, s = self.game.rules, self.game.s
        rows = rules.score_sheet(s)
        totals = rules.scores(s)
        tr = lang.tr
        lines = ui.wrap(line) + ui.wrap(ui.named(tr(rules.outcome_text(s))))
        sign = 1 if self.game.game_id in games.LOW_WINS else -1  # the way the game's score runs
        order = sorted(range(self.game.players), key=lambda seat: (sign * totals[seat], seat))
        for seat in order:
            parts = ["%s %s" % (tr(label), values[seat]) for label, values in rows]
            lines += ui.wrap(tr("%s: %s") % (ui.seat_name(seat), ", ".join(parts)))
        return lines

    def _table(self, line):
        """One column per seat, one row per scoring line; more lines than fit scroll with Up/Down."""
        game = self.game
        rules, s = game.rules, game.s
        ui.title_bar(self.group, lang.tr("%s: final score") % game.game_name)
        players = game.players
        self.rows = [(lang.tr(label), values) for label, values in rules.score_sheet(s)]  # French widths
        # a column a seat, as wide as its longest value and a gap (a space less a pixel: "Brown frogs 6",
        # never "Brown frogs6"); the labels take the rest, shortened with a "." when they must
        wide = max(len(str(values[seat])) for _label, values in self.rows for seat in range(players))
        need = ui.CHAR_W * (max(1, wide) + 1)
        self.label_w = min(11, max(len(label) for label, _values in self.rows),
                           (ui.WIDTH - 8 - players * need + ui.CHAR_W) // ui.CHAR_W)
        left = 8 + ui.CHAR_W * self.label_w
        col = (ui.WIDTH - left) // max(1, players)
        # a name takes its column, less a gap to the next one (names differ in colour: 4 px); when one is
        # longer, names take two rows, every other seat on the lower one, so each may span two columns; a
        # name that would leave the screen moves left, as far as the end of the one before it on its row
        span = col
        if players > 1 and any(len(ui.seat_name(seat)) > (col - 4) // ui.CHAR_W for seat in range(players)):
            span = 2 * col
        ends = [left, left]  # per header row: where the next name may begin
        for seat in range(players):
            row = seat % 2 if span > col else 0
            start = left + seat * col
            right = min(start + span - 4, ui.WIDTH)
            name = ui.seat_name(seat, (right - ends[row]) // ui.CHAR_W)
            x = min(start, right - ui.CHAR_W * len(name))
            ends[row] = x + ui.CHAR_W * len(name) + 4
            self.group.append(ui.text(name, x, 14 + 10 * row, game.seat_color(seat)))
        y = 36 if span > col else 26
        result = ui.wrap(line)
        why = ui.wrap(ui.named(lang.tr(rules.outcome_text(s))))  # whole: the rows scroll to leave it room
        # rows above the result lines: the reason's last line (at 14 + 11 px a line below the last result line)
        # ends clear of the hint
        room = max(1, (ui.HINT_Y - 28 - 12 * (len(result) - 1) - 11 * (len(why) - 1) - y) // 10)
        shown = min(len(self.rows), room, _SHEET_ROWS)
        self.top = 0
        self.cells = []  # per visible row: the label, then one value per seat
        for _ in range(shown):
            row = [ui.text("", 2, y, ui.WHITE)]
            row += [ui.text("", left + seat * col, y, ui.WHITE) for seat in range(players)]
            for label in row:
                self.group.append(label)
            self.cells.append(row)
            y += 10
        self._fill()
        for i, text in enumerate(result):
            self.group.append(ui.text(text, 2, y + 2 + 12 * i, ui.YELLOW))
        y += 12 * (len(result) - 1)
        for i in range(len(why)):
            self.group.append(ui.text(why[i], 2, y + 14 + i * 11, ui.GREY))
        hint = "Up/Down: more  A: menu" if shown < len(self.rows) else "A: back to menu"
        self.hint = ui.text(hint, 2, ui.HINT_Y, ui.GREY)
        self.group.append(self.hint)

    def _fill(self):
        """Show the scoring lines from self.top in the visible rows; when they scroll, the last one (the total)
        stays in the last visible row."""
        last = len(self.cells) - 1
        for i, row in enumerate(self.cells):
            label, values = self.rows[-1 if i == last and last < len(self.rows) - 1 else self.top + i]
            ui.set_text(row[0], ui.short(label, self.label_w))
            for seat in range(self.game.players):
                ui.set_text(row[1 + seat], str(values[seat]))

    def tick(self, now):
        """Light the hint once A is live."""
        if not self.live and keys.live(self.game.app, self.shown_at):
            self.live = True
            self.hint.color = ui.GREY

    def on_key(self, key):
        """A returns to the launcher once live (many seats: Up/Down scroll first)."""
        if (key == keys.K_A or key == keys.K_B) and not keys.live(self.game.app, self.shown_at):
            return
        if self.pages is not None:
            self.pages.on_key(key)
        elif key == keys.K_A:
            self.game.app.home()
        elif (key == keys.K_UP or key == keys.K_DOWN) and len(self.cells) < len(self.rows):
            step = 1 if key == keys.K_DOWN else -1
            self.top = max(0, min(len(self.rows) - len(self.cells), self.top + step))  # the total's row kept
            self._fill()


def show_score_sheet(game):
    """Show the final score sheet (the game's record went to NVM with its final save: lib/gameover.py)."""
    gc.collect()
    game.app.show(ScoreSheet(game))
