"""A new game's set-up on one screen: players, the options that matter, seats; A starts with what it shows."""

# Imported by the launcher only while a set-up is shown. Each game's games/<id>/setup.py says what its options
# change (OPTION_HELP, one (label, explanation) per rules.OPTIONS row) and, where the seat count or another
# choice already answers an option, asks(k, players, choice) -> False hides that row. Stored values keep the
# rules' encoding (4 bits an option: the index into its choices); only the order shown is natural.


import lang
from micropython import const

import games
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP

_SEAT_KINDS = ("Person", "CPU Easy", "CPU Normal", "CPU Hard")  # 2 bits a seat: 0 a person, 1-3 CPU level+1
_OPTION_BITS = const(4)
_PLAYERS = const(-1)  # row code of the player count; an option's row is its index k, a seat's SEAT + seat
_SEAT = const(16)
_LABEL_W = const(11)  # a row: the label in 11 columns, then "<value>" ending at column 23 (24: the scroll arrows)
_ROWS_SHOWN = const(5)
_HELP_LINES = const(3)
_HELP_Y = const(79)  # three lines explaining the row under the cursor, above the hint
_PLAYERS_HELP = "How many play: people and CPUs together."
_SEAT_HELP = "Who plays this seat: a person, or the CPU (Easy, Normal or Hard)."


def natural_order(values):
    """The indices of values in the order shown: by number when every value starts with one, else as given."""
    order = list(range(len(values)))
    if all(v[:1].isdigit() for v in values):
        order.sort(key=lambda i: int(values[i].split(" ")[0]))
    return order


def game_help(game_id):
    """The game's set-up texts module (games/<id>/setup.py), imported for the set-up screen only."""
    return games.part(game_id, "setup")


class SetupScreen(ui.Screen):
    """Rows: Players, the options the seat count leaves open, each seat. Up/Down pick a row, Left/Right change
    it, A starts (the defaults as it opens), B goes back. on_start(players, options, seats)."""

    def __init__(self, row, table, helps, on_start, on_back):
        super().__init__()
        self.game_id, title, self.low, self.high = row
        self.table = table  # rules.OPTIONS
        self.helps = helps
        self.on_start = on_start
        self.on_back = on_back
        self.players = self.low
        self.choice = [0] * len(table)  # stored index of each option: 0, the default, as it opens
        self.kinds = [0] * self.high  # every seat a person
        self.index = 0
        self.top = 0
        self.codes = []
        ui.title_bar(self.group, lang.tr("%s: new game") % title)
        self.marker = ui.rect(1, 0, 4, 10, ui.YELLOW)
        self.group.append(self.marker)
        self.labels = []
        for i in range(_ROWS_SHOWN):
            lab = ui.text("", 8, ui.BODY_TOP + i * ui.LINE_H)
            self.labels.append(lab)
            self.group.append(lab)
        self.up_arrow = ui.text("", ui.WIDTH - 8, ui.BODY_TOP, ui.GREY)
        self.down_arrow = ui.text("", ui.WIDTH - 8, ui.BODY_TOP + (_ROWS_SHOWN - 1) * ui.LINE_H, ui.GREY)
        self.group.append(self.up_arrow)
        self.group.append(self.down_arrow)
        self.group.append(ui.rect(0, _HELP_Y - 2, ui.WIDTH, 1, ui.DARK))
        self.help = [ui.text("", 2, _HELP_Y + i * ui.LINE_H, ui.YELLOW) for i in range(_HELP_LINES)]
        for lab in self.help:
            self.group.append(lab)
        self.group.append(ui.text("<>: change  A: start", 2, ui.HINT_Y, ui.GREY))
        self._rows()

    def _asks(self, k):
        """True when option k matters at this seat count and with the other choices."""
        asks = games.hook(self.helps, "asks", None)
        return asks is None or asks(k, self.players, self.choice)

    def _rows(self):
        """Work out which rows show (the seat count hides some), then draw them."""
        codes = [_PLAYERS] if self.low < self.high else []
        codes += [k for k in range(len(self.table)) if self._asks(k)]
        if self.players > 1:  # a solo game has one seat, a person's
            codes += [_SEAT + seat for seat in range(self.players)]
        if self.index >= len(codes):
            self.index = len(codes) - 1
        self.codes = codes
        self._draw()

    def _value(self, code):
        """(the values shown in order, the position of the current one) of a row."""
        if code == _PLAYERS:
            return [str(n) for n in range(self.low, self.high + 1)], self.players - self.low
        if code >= _SEAT:
            return _SEAT_KINDS, self.kinds[code - _SEAT]
        values = self.table[code][1]
        order = natural_order(values)
        return [values[i] for i in order], order.index(self.choice[code])

    def row_text(self, code):
        """One row: its label, then its value with an arrow on each side it can still move to."""
        if code == _PLAYERS:
            label = "Players"
        elif code >= _SEAT:
            name = ui.SEAT_NAMES[code - _SEAT] if code - _SEAT < len(ui.SEAT_NAMES) else ""
            label = ("P%d %s" % (code - _SEAT + 1, name)).rstrip()
        else:
            label = lang.tr(self.helps.OPTION_HELP[code][0])
        shown, at = self._value(code)
        value = "%s%s%s" % ("<" if at > 0 else " ", lang.tr(shown[at]), ">" if at < len(shown) - 1 else " ")
        # the values in one column, their ends at column 23 (the scroll arrows stand at column 24): a long
        # value ("<CPU Difficile>") leaves its label the rest, which ends in "." when it must be shortened
        w = 23 - len(value)
        return (ui.short(lang.tr(label), w - 1) + " " * w)[:w] + value

    def help_text(self):
        """What the row under the cursor changes, in words."""
        code = self.codes[self.index]
        if code == _PLAYERS:
            return games.hook(self.helps, "PLAYERS", None) or _PLAYERS_HELP
        if code >= _SEAT:
            return _SEAT_HELP
        return self.helps.OPTION_HELP[code][1]

    def _draw(self):
        """Scroll so the row under the cursor shows, redraw the rows, the marker and the explanation."""
        n = len(self.codes)
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + _ROWS_SHOWN:
            self.top = self.index - _ROWS_SHOWN + 1
        self.top = max(0, min(self.top, n - _ROWS_SHOWN))
        for i in range(_ROWS_SHOWN):
            j = self.top + i
            ui.set_text(self.labels[i], self.row_text(self.codes[j]) if j < n else "")
        ui.set_text(self.up_arrow, "^" if self.top > 0 else "")
        ui.set_text(self.down_arrow, "v" if self.top + _ROWS_SHOWN < n else "")
        self.marker.y = ui.BODY_TOP + (self.index - self.top) * ui.LINE_H + 1
        lines = ui.wrap(lang.tr(self.help_text()))
        for i in range(_HELP_LINES):
            ui.set_text(self.help[i], lines[i] if i < len(lines) else "")

    def change(self, direction):
        """Left/Right on the row under the cursor: the next value in the shown order (none past either end)."""
        code = self.codes[self.index]
        shown, at = self._value(code)
        at += direction
        if not 0 <= at < len(shown):
            return
        if code == _PLAYERS:
            self.players = self.low + at
        elif code >= _SEAT:
            self.kinds[code - _SEAT] = at
        else:
            self.choice[code] = natural_order(self.table[code][1])[at]
        self._rows()

    def options(self):
        """The options int as the rules read it: each asked option's choice in 4 bits, 0 for the others."""
        out = 0
        for k in range(len(self.table)):
            if self._asks(k):
                out |= self.choice[k] << (_OPTION_BITS * k)
        return out

    def seats(self):
        """Who plays each seat, 2 bits a seat (0 a person, 1-3 the CPU at Easy, Normal, Hard)."""
        out = 0
        for seat in range(self.players if self.players > 1 else 0):
            out |= self.kinds[seat] << (2 * seat)
        return out

    def on_key(self, key):
        """Pick a row, change it, start or go back."""
        n = len(self.codes)
        if key == K_UP or key == K_DOWN:
            self.index = (self.index + (1 if key == K_DOWN else -1)) % n
            self._draw()
        elif key == K_LEFT or key == K_RIGHT:
            self.change(1 if key == K_RIGHT else -1)
        elif key == K_A:
            self.on_start(self.players, self.options(), self.seats())
        elif key == K_B:
            self.on_back()
