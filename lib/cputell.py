"""What the CPU seats' screen says: who thinks or played, in a banner over the board or on a text screen."""

# The base of cputurn.CpuTurn (loaded with it, only while a CPU plays): its labels and how they are told.
# The attributes these methods read are CpuTurn's (set in its __init__): game, group, card, banner, viewer, lines.

import lang
from micropython import const

import ui

_SHOWN = const(4)  # lines of what the CPUs did on the text screen (the same value as in cputurn.py)
_BANNER_LOW = const(104)  # the line of "CPU 1 played" over the board (the same value as in cputurn.py)


class CpuTell(ui.Screen):
    """The CPU seats' screen's words: a banner over the board, or the text screen when no board may show."""

    def _card(self):
        """The text screen's labels, made on first use: (name, doing, rows, hint)."""
        if self.card is None:
            g = self.group
            ui.title_bar(g, self.game.game_name)
            card = (ui.text("", 8, 16, ui.WHITE, scale=2), ui.text("", 8, 42, ui.GREY),
                    [ui.text("", 2, 58 + i * ui.LINE_H, ui.WHITE) for i in range(_SHOWN)],
                    ui.text("", 2, ui.HINT_Y, ui.GREY))
            for label in card[:2] + tuple(card[2]) + card[3:]:
                g.append(label)
            self.card = card
        return self.card

    def _banner(self, y):
        """The banner's two labels over the board (who, keys), made on first use, on the line at y."""
        if self.banner is None:
            # a black strip across the screen under both: the board's line there is hidden whole, never half-seen
            # (and the labels need no background of their own, whose box would keep a longer text's width)
            self.banner = (ui.text("", 0, y, ui.WHITE), ui.text("", 0, y, ui.GREY),
                           ui.rect(0, y, ui.WIDTH, ui.LINE_H, ui.BLACK))
            for label in (self.banner[2], self.banner[0], self.banner[1]):
                self.group.append(label)  # after the board: drawn over it
        for label in self.banner:
            label.y = y
        return self.banner[:2]

    def _tell(self, seat, doing, keys="", dots=0):
        """Say that seat (in its colour) is doing something, and which keys work, on the board or the text."""
        name = ui.seat_name(seat)
        color = self.game.seat_color(seat)
        keys = lang.tr(keys)  # translated here: its width places it
        dots = "." * dots
        if self.viewer >= 0:
            who, hint = self._banner(self.banner[0].y if self.banner else _BANNER_LOW)
            ui.set_text(who, lang.tr("%s is thinking" if doing == "is thinking" else "%s played") % name + dots)
            who.color = color
            ui.set_text(hint, keys)
            hint.x = ui.WIDTH - ui.CHAR_W * len(keys) - 1
            hint.hidden = not keys
            return
        card = self._card()
        ui.set_text(card[0], name)
        card[0].color = color
        ui.set_text(card[1], lang.tr(doing) + dots)
        ui.set_text(card[3], keys or "Start: pause")
        for i, row in enumerate(card[2]):
            ui.set_text(row, self.lines[i] if i < len(self.lines) else "")
