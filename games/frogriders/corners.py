"""Frogriders' pond corners: the common objectives (top), the seat's secret (bottom left), deck and End."""

# Built once by view.py and redrawn in place (objectives only when they change). Offsets: rules.py's
# layout; screen places: view.py's, under the same names and values.

import displayio
import lang
from micropython import const

import ui
from games.frogriders.cards import COMMON_BACKS, COMMON_FRONTS, SECRETS
from games.frogriders.core import kept_secret

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_DECK_N = const(127)
_P_COMMON = const(162)
_BROWN = const(3)
_BACK = const(0x80)
_PH_VILLAGE = const(3)
_CELL = const(11)
_POND_Y = const(12)
_ICONS = const(42)
# end of consts.txt

_ICON_W = const(7)
_FLOWER_PAD = const(6)  # tile of a light pad with its flower (tiles.py: background 1, no frog)


class Corners:
    """The texts and icons in the pond's four empty corners, appended to the view's group."""

    def __init__(self, g, sheet, palette):
        self.common_icons = []
        self.common_labels = []
        for i in range(2):
            x = 0 if i == 0 else 6 * _CELL
            icons = []
            for k in range(4):
                icon = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1, tile_width=_CELL,
                                          tile_height=_CELL, x=x + k * _ICON_W - 2, y=_POND_Y - 1)
                icon.hidden = True
                icons.append(icon)
                g.append(icon)
            self.common_icons.append(icons)
            lab = ui.text("", x if i == 0 else 7 * _CELL, _POND_Y + _CELL, ui.YELLOW)
            self.common_labels.append(lab)
            g.append(lab)
        self.common_word = [ui.text("", 0, _POND_Y, ui.YELLOW), ui.text("", 6 * _CELL, _POND_Y, ui.YELLOW)]
        for lab in self.common_word:
            g.append(lab)
        self.secret_icons = []
        for k in range(4):
            icon = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1, tile_width=_CELL,
                                      tile_height=_CELL, x=k * _ICON_W - 2, y=_POND_Y + 8 * _CELL)
            icon.hidden = True
            self.secret_icons.append(icon)
            g.append(icon)
        self.secret_label = ui.text("", 0, _POND_Y + 7 * _CELL, ui.WHITE)
        g.append(self.secret_label)
        self.deck_label = ui.text("", 7 * _CELL, _POND_Y + 7 * _CELL, ui.GREY)
        g.append(self.deck_label)
        # beside the pond's last pad of its last row, 6 px clear of it: a CPU's move marks around that pad end
        # before its letters, and a 3-letter word ("End", "Fin") still ends clear of the card lines
        self.pass_label = ui.text("", 6 * _CELL + 6, _POND_Y + 8 * _CELL, ui.WHITE)
        g.append(self.pass_label)
        self.shown_commons = None
        self.shown_secret = None

    def draw(self, v, seat, phase, seat_colors):
        """Redraw the corners for the view v of seat."""
        self._commons(v)
        self._secret(v, seat, seat_colors)
        ui.set_text(self.deck_label, lang.tr("D%d") % v[_P_DECK_N])
        ui.set_text(self.pass_label, "End" if phase == _PH_VILLAGE else "")

    def _commons(self, v):
        """The two common objectives in the pond's top corners: colour icons, then the trophies."""
        key = (v[_P_COMMON], v[_P_COMMON + 1])
        if key == self.shown_commons:
            return
        self.shown_commons = key
        for i in range(2):
            c = v[_P_COMMON + i]
            card = c & 0x7F
            colors = []
            word = ""
            below = 0  # 1: the icons on the second row, before the value (a back: its word above them)
            if not c & _BACK:
                for col in range(4):
                    colors.extend([col] * COMMON_FRONTS[card * 5 + col])
                value = "+%d" % COMMON_FRONTS[card * 5 + 4]  # trophies per set
                if not colors:
                    word = "any 5"  # per 5 frogs of any colours
            else:
                # whole words in the corner's 5 columns over 3 (the pond's edge): "most" over the frogs and
                # the trophies to the most ("6"), "cards" over 4, "+1 on" over a flower pad; the tie's share
                # and the whole sentence are on the table page (Select) and in the rules
                kind = COMMON_BACKS[card * 3]
                word = "most"
                value = "6"
                below = 1
                if kind == 0:  # most frogs of two colours
                    colors = [COMMON_BACKS[card * 3 + 1], COMMON_BACKS[card * 3 + 2]]
                elif kind == 1:
                    colors = [_BROWN]
                elif kind == 2:
                    word = "cards"
                    value = "4"
                else:  # "+1 on" a flower pad as the pond draws it: a trophy for landing there
                    colors = [-1]
                    word = "+1 on"
                    value = ""
            x = 0 if i == 0 else 6 * _CELL
            x1 = 0 if i == 0 else 7 * _CELL  # the second row: the pond is a cell wider there
            flower = colors == [-1]
            for k in range(4):
                icon = self.common_icons[i][k]
                icon.hidden = k >= len(colors)
                if k < len(colors):
                    icon[0] = _FLOWER_PAD if flower else _ICONS + colors[k]
                    # a frog sits 2 px into its tile; the pad 1 px clear of the pond's edge
                    icon.x = x1 + (1 if i else 0) if flower else (x1 if below else x) + k * _ICON_W - 2
                    icon.y = _POND_Y - 1 + below * _CELL
            lab = self.common_word[i]
            ui.set_text(lab, word)
            lab.anchored_position = (x + (0 if below else len(colors) * _ICON_W), _POND_Y)
            lab = self.common_labels[i]
            ui.set_text(lab, value)
            lab.anchored_position = (x1 + below * len(colors) * _ICON_W, _POND_Y + _CELL)

    def _secret(self, v, seat, seat_colors):
        """The seat's kept secret objective in the bottom-left corner (nothing for anyone else)."""
        secret = kept_secret(v, seat) if seat >= 0 else -1
        if secret == self.shown_secret:
            return
        self.shown_secret = secret
        colors = []
        if secret >= 0:
            for col in range(4):
                colors.extend([col] * SECRETS[secret * 5 + col])
        for k in range(4):
            icon = self.secret_icons[k]
            icon.hidden = k >= len(colors)
            if k < len(colors):
                icon[0] = _ICONS + colors[k]
        if secret >= 0:
            self.secret_label.color = seat_colors[seat]  # the owner's colour: this one is yours
        ui.set_text(self.secret_label, "+%d" % SECRETS[secret * 5 + 4] if secret >= 0 else "")
