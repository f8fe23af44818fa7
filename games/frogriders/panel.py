"""Frogriders' side panel: colour icons, frogs captured per seat and in the village, the card lines."""

# Built once by view.py and redrawn in place. The card lines show the 4 face-up privilege cards, the 2
# secret objectives to keep one from, or the back of the common objective under the cursor (one back).
# Offsets: rules.py's layout; screen places: view.py's, under the same names and values.

import displayio
import lang
from micropython import const

import ui
from games.frogriders.cards import COMMON_BACKS, SECRETS
from games.frogriders.text import card_name

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_CAPT = const(75)
_P_VILLAGE = const(91)
_P_FACE = const(123)
_P_SECRET = const(152)
_P_COMMON = const(162)
_NONE = const(255)
_BROWN = const(3)
_PH_SECRET = const(0)
_PH_BACK = const(5)
_S_DEALT = const(1)
_CELL = const(11)
_POND_Y = const(12)
_ICONS = const(42)
_COL_X = const(107)
_COL_W = const(13)
_ROW_Y = const(23)
_ROW_H = const(10)
_CARD_Y = const(72)
_CARD_H = const(11)
T_COMMON = const(140)
# end of consts.txt

_STRIPE = const(0x26303E)  # the shaded columns of the counts
_LINE_ICON_W = const(9)  # a frog icon and its dark rim, apart from the next one


def secret_choices(v, seat):
    """The secret objectives dealt to seat (to keep one), in id order."""
    return [c for c in range(10) if v[_P_SECRET + c] == _S_DEALT + seat]


def back_lines(card):
    """The back of a common objective card in lines of at most 10 characters: (text, frog colours drawn as
    icons before the text) each, in the chosen language (the panel sets its labels directly)."""
    tr = lang.tr
    kind = COMMON_BACKS[card * 3]
    if kind == 0:
        return [(tr("most"), ()), (tr("frogs"), (COMMON_BACKS[card * 3 + 1], COMMON_BACKS[card * 3 + 2])),
                (tr("6, tied 3"), ())]
    if kind == 1:
        return [(tr("most"), ()), (tr("frogs"), (_BROWN,)), (tr("6, tied 3"), ())]
    if kind == 2:
        return [(tr("most cards"), ()), (tr("4, tied 2"), ())]
    return [(tr("flower +1"), ()), (tr("for all"), ())]


def set_line(table, card):
    """A set objective as a card line: its frogs as icons, then the trophies a set ("+6")."""
    colors = []
    for col in range(4):
        colors.extend([col] * table[card * 5 + col])
    return ("+%d" % table[card * 5 + 4], tuple(colors))


class Panel:
    """The right-hand side of the screen, appended to the view's group."""

    def __init__(self, g, sheet, palette, players, seat_colors):
        self.players = players
        self.shown_colors = [(), (), (), ()]
        for col in range(4):  # the column heads
            icon = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1, tile_width=_CELL,
                                      tile_height=_CELL, x=_COL_X + col * _COL_W, y=_POND_Y - 1)
            icon[0] = _ICONS + col
            g.append(icon)
        # every other column on a shaded stripe: a two-digit count (a village of 11) reads apart from its
        # neighbour's in 13 px columns
        for col in (1, 3):
            g.append(ui.rect(_COL_X + col * _COL_W - 1, _ROW_Y - 1, _COL_W, (players + 1) * _ROW_H, _STRIPE))
        self.counts = []
        for row in range(players + 1):
            y = _ROW_Y + row * _ROW_H
            name = "V" if row == players else "%d" % (row + 1)
            color = ui.GREY if row == players else seat_colors[row]
            g.append(ui.text(name, 99, y, color))
            labels = []
            for col in range(4):
                lab = ui.text("", _COL_X + col * _COL_W, y, ui.WHITE, background=_STRIPE if col & 1 else None)
                labels.append(lab)
                g.append(lab)
            self.counts.append(labels)
        self.lines = []
        self.icons = []  # per card line but the first: 4 frog icons before its text (objectives), hidden at first
        for i in range(4):
            lab = ui.text("", 100, _CARD_Y + i * _CARD_H, ui.WHITE)
            self.lines.append(lab)
            g.append(lab)
            if i:
                row = []
                for k in range(4):
                    icon = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1, tile_width=_CELL,
                                              tile_height=_CELL, x=98 + k * _LINE_ICON_W, y=_CARD_Y + i * _CARD_H)
                    icon.hidden = True
                    row.append(icon)
                    g.append(icon)
                self.icons.append(row)

    def draw(self, v, seat, phase, target):
        """Redraw the counts that changed and the card lines."""
        players = self.players
        for row in range(players + 1):
            for col in range(4):
                if row == players:
                    text = "%d" % v[_P_VILLAGE + col] if col < 3 else "-"
                else:
                    text = "%d" % v[_P_CAPT + 4 * row + col]
                lab = self.counts[row][col]
                if lab.text != text:  # a digit in the middle of its column, two right-aligned: a two-digit
                    lab.text = text  # count then ends 5 px from its neighbours' digits ("0 11", not "011")
                    x = _COL_X + col * _COL_W + (_COL_W - 6) // 2 if len(text) == 1 else \
                        _COL_X + (col + 1) * _COL_W - 1 - 6 * len(text)
                    lab.anchored_position = (x, _ROW_Y + row * _ROW_H)
        if phase == _PH_BACK and target is not None and target >= T_COMMON:
            i = target - T_COMMON
            lines = [(lang.tr("C%d back:") % (i + 1), ())] + back_lines(v[_P_COMMON + i] & 0x7F)
        elif phase == _PH_SECRET and seat >= 0:
            lines = [(lang.tr("Keep one:"), ())] + [set_line(SECRETS, c) for c in secret_choices(v, seat)]
        else:
            lines = []
            for slot in range(4):
                c = v[_P_FACE + slot]
                lines.append((card_name(c) if c != _NONE else "-", ()))
        for i in range(4):
            text, colors = lines[i] if i < len(lines) else ("", ())
            lab = self.lines[i]
            if lab.text != text or self.shown_colors[i] != colors:
                lab.text = text
                lab.anchored_position = (100 + len(colors) * _LINE_ICON_W, _CARD_Y + i * _CARD_H)
            if i and self.shown_colors[i] != colors:
                self.shown_colors[i] = colors
                for k in range(4):
                    icon = self.icons[i - 1][k]
                    icon.hidden = k >= len(colors)
                    if k < len(colors):
                        icon[0] = _ICONS + colors[k]
