"""Frogriders on the 160x128 screen: the 57-pad pond on the left, frogs and cards on the right."""

# Layout:
#     y   0  P1 3  P2 0  P3 1  P4 0            trophies per seat, the seat to act underlined
#        12  +- 9x9 cells of 11 px ----+  icons of the 4 colours (column heads)
#            |C1 .  o o o  .  C2       |  1  3  2  0  5    captured frogs per seat
#            |  o o o o o o o          |  2 ...
#            | ...  the pond  ...      |  V  1  0  2       the village
#            |S  o o o o o     Deck    |  4 face-up privilege cards, one a line
#       111  +-------------------------+
#       116  status: what A does now
#
# Frogs are shapes as well as colours (colour-blind players): yellow disc, red diamond, blue square,
# brown triangle; the same icons head the captured columns. Pads: light green inner, dark green
# border (grey and out of play at 2 players), the yellow centre; a pink corner dot marks a flower.
# Legal landing pads of the chosen jumper carry a white ring; the jumper has white corner marks.
# The pond's empty corners show the common objectives (top), the seat's secret objective (bottom
# left) and the deck count (bottom right, with "End" during the village step).
#
# Pieces (each under the badge's 24 KB compile peak): panel.py (the right-hand side: frogs captured,
# the card lines), corners.py (the objectives, the deck count and "End" in the pond's empty corners),
# tiles.py (the tile sheet, drawn once a game when the board is first built, then forgotten: the board is
# built again after a page or a hand-off), pages.py (the rules
# summary and the Select page, on first use).

from array import array

import displayio
from brackets import corner_marks, place_corners
from micropython import const

import games
import ui
from games.frogriders import SEAT_COLORS
from games.frogriders import rules as R
from games.frogriders.corners import Corners
from games.frogriders.panel import Panel, secret_choices

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_CELL = const(11)
_POND_Y = const(12)
_COL_X = const(107)
_COL_W = const(13)
_ROW_Y = const(23)
_ROW_H = const(10)
_CARD_Y = const(72)
_CARD_H = const(11)
T_COMMON = const(140)
_PANEL = const(0x101418)
_BG_INNER = const(0)
_BG_BORDER = const(2)
_BG_NONE = const(6)
_CONTENT_TARGET = const(5)
# end of consts.txt

# the landings' legal actions (draw): made once with the code, not with each board (a list of 64 was a 256-byte
# block at every rebuild, after each hand-off or CPU move, and the device model's CPU games stopped there)
_LEGAL = array("H", bytes(2 * R.MAX_LEGAL))

_POND_X = const(0)
_CORNER = const(3)

# targets: 0-56 a pad; the others below
T_LINE = const(100)  # + line 0-3 of the card area (face-up slot, or a secret objective to keep)
T_VILLAGE = const(110)  # + colour
T_RED = const(120)  # my captured red frogs (send one: jump again); +1: my blue frogs (no card left)
T_PASS = const(130)

# pond sheet: tile = background * 6 + content
_BG_CENTRE = const(4)
_BG_OFF = const(5)


def pad_xy(pad):
    """Top-left corner of a pad's cell on screen."""
    r, c = R.pad_rc(pad)
    return _POND_X + c * _CELL, _POND_Y + r * _CELL


def _background(v, pad):
    """Background tile row of a pad."""
    if pad == R.CENTRE:
        return _BG_CENTRE
    if v[R.P_POND + pad] == R.OFF:
        return _BG_OFF
    flower = 1 if R.is_flower(pad) else 0
    return (_BG_INNER if R.is_inner(pad) else _BG_BORDER) + flower


_ART = []  # the pond sheet and its palette, while the game runs


def _draw_art():
    """The tile sheet of tiles.py; tiles.py is forgotten once it is drawn."""
    from games.frogriders import tiles

    art = tiles.pond_sheet()
    games.forget("frogriders", "tiles")  # the shapes live on as the bitmap only
    return art


class BoardView:
    """The Frogriders table for the seat to act, built once and updated in place."""

    def __init__(self, rules, players):
        self.rules = rules
        self.players = players
        self.group = displayio.Group()
        g = self.group
        sheet, palette = games.drawn_once(_ART, _draw_art)
        self.palette = palette
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _PANEL))
        self.trophies = []
        for seat in range(players):
            lab = ui.text("", 2 + seat * 40, 0, SEAT_COLORS[seat])
            self.trophies.append(lab)
            g.append(lab)
        self.turn_mark = ui.rect(2, 10, 30, 1, ui.WHITE)
        g.append(self.turn_mark)
        self.pond = displayio.TileGrid(sheet, pixel_shader=palette, width=9, height=9, tile_width=_CELL,
                                       tile_height=_CELL, x=_POND_X, y=_POND_Y)
        for i in range(81):
            self.pond[i] = _BG_NONE * 6
        g.append(self.pond)
        self.tiles = bytearray(b"\xff" * R.PAD_COUNT)
        # the panel, the corners and the marks each in a group of their own: one group of some 90 layers
        # would need a 512-byte block for its list when the view is built, a rare block in a fragmented heap
        parts = [displayio.Group() for _ in range(3)]
        for part in parts:
            g.append(part)
        self.panel = Panel(ui.Layers(parts[0]), sheet, palette, players, SEAT_COLORS)
        self.corners = Corners(parts[1], sheet, palette)
        self.jumper_marks = corner_marks(_CORNER, ui.WHITE)
        self.cursor = corner_marks(_CORNER, rims=1)
        for tg in self.jumper_marks + self.cursor:
            tg.hidden = True
            parts[2].append(tg)
        self.jumper_box = None
        self.cursor_box = None
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _PANEL)
        g.append(self.status.grid)
        self.buf = _LEGAL

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return SEAT_COLORS[seat]

    # --- targets ------------------------------------------------------------------------------

    def target(self, v, seat, action):
        """On-screen target of an action."""
        if action < R.A_FROM:
            return T_LINE + 1 + secret_choices(v, seat).index(action)
        if action < R.A_PASS:
            return action - R.A_FROM
        if action == R.A_PASS:
            return T_PASS
        if action == R.A_RED or action == R.A_BLUE:
            return T_RED + (action - R.A_RED) // 2
        if R.A_BACK <= action < R.A_LAND:
            return T_COMMON + action - R.A_BACK
        if action < R.A_PRIV:
            return T_VILLAGE + action - R.A_TAKE
        if action < R.A_LAND:
            return T_LINE + action - R.A_PRIV
        return action & 63

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target."""
        if t < R.PAD_COUNT:
            x, y = pad_xy(t)
            return x, y, _CELL, _CELL
        if t >= T_COMMON:
            return (t - T_COMMON) * 7 * _CELL, _POND_Y - 1, 2 * _CELL, 2 * _CELL + 1  # clear of the pads
        if t >= T_PASS:
            return 6 * _CELL + 4, _POND_Y + 8 * _CELL, 3 * 6 + 4, _CELL  # "End": the brackets clear the card lines
        # lines of text 10 pixels apart: the box is a line's letters (rows 2-9 of its 12), the cursor's
        # brackets go in the blank rows between the lines
        if t >= T_RED:
            return _COL_X + (t - T_RED + 1) * _COL_W - 2, _ROW_Y + seat * _ROW_H + 2, _COL_W, 8
        if t >= T_VILLAGE:
            return _COL_X + (t - T_VILLAGE) * _COL_W - 2, _ROW_Y + self.players * _ROW_H + 2, _COL_W, 8
        return 98, _CARD_Y + (t - T_LINE) * _CARD_H + 2, 62, 8

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        phase = v[R.P_PHASE]
        landing = set()
        if phase == R.PH_LAND:
            n = R.legal_actions(v, self.buf)
            for i in range(n):
                landing.add(self.buf[i] & 63)
        for p in range(R.PAD_COUNT):
            x = v[R.P_POND + p]
            content = x if 1 <= x <= 4 else (_CONTENT_TARGET if p in landing else 0)
            tile = _background(v, p) * 6 + content
            if self.tiles[p] != tile:
                self.tiles[p] = tile
                r, c = R.pad_rc(p)
                self.pond[c, r] = tile
        totals = R.scores(v)
        for s in range(self.players):
            score = "%d" % totals[s]  # 40 px a seat: 6 cells, less a gap
            ui.set_text(self.trophies[s], "%s %s" % (ui.seat_name(s, 5 - len(score)), score))
        self.turn_mark.x = 2 + seat * 40 if seat >= 0 else -40
        self.panel.draw(v, seat, phase, target)
        self.corners.draw(v, seat, phase, SEAT_COLORS)
        jumper = v[R.P_FROM] if phase == R.PH_LAND else R.NONE
        box = None
        if jumper != R.NONE:
            x, y = pad_xy(jumper)
            box = (x, y, _CELL, _CELL)
        self.jumper_box = place_corners(self.jumper_marks, _CORNER, self.jumper_box, box)
        box = self.target_box(v, seat, target) if target is not None else None
        self.cursor_box = place_corners(self.cursor, _CORNER, self.cursor_box, box)
        self.status.set(status)

    # --- a CPU's move, marked while the table watches it (lib/cputurn.py, games/frogriders/marks.py) ------

    move_marks = None  # lib/movemark.py's corner marks, from (thin) and to (thick): on the first CPU move
    MARK_COLOR = 0xB050FF  # violet: no frog, pad, seat or card line has it

    def mark(self, v, seat, action, before):
        """Mark a CPU's action on the board drawn from v for seat (before: seat's view before it)."""
        from games.frogriders.marks import mark
        return mark(self, v, seat, action, before, _CORNER)

    def clear_mark(self):
        """Take a CPU's move marks off the board."""
        if self.move_marks:
            self.move_marks.place((None, None))
