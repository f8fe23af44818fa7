"""Bunny Boom on the 160x128 screen: the village cross in the middle, four panels in its corners."""

# Layout:
#     +-----------+  U3 +-----------+     top left: each domain (rabbits), C carrot, B burrow, > mover
#     | domains   |  U2 | deck      |     top right: deck count and the 3 river cards
#     |           |  U1 | river x3  |
#     L3  L2  L1  centre  R1  R2  R3      the cross: 12 spaces of 22x16 around the centre tile
#     | your hand |  D1 | detail of |     bottom left: the hand of the seat to act (after the hand-off)
#     |           |  D2 | the cursor|     bottom right: what lies under the cursor, in words
#     +-----------+  D3 +-----------+
#     status: what A does now
#
# Pawns are the seats' numbers (1-4) in their colours in black boxes, at a space's top right (2 a row, in seat
# order; a fourth pawn on a space covers its rabbit count, which the detail panel still tells), the fox an
# orange diamond, the carrot an orange bar on the centre tile until someone holds it.
#
# Pieces (each under the badge's 24 KB compile peak): village.py (card columns and colours, cell positions,
# the space cells and their rabbit digits), panels.py (the corner panels: domains, deck and river, hand,
# detail), pages.py (rules summary and table page, on first use), text.py (card names). This module holds
# BoardView: the groups, targets, pawns, fox and carrot, draw() and the cursor.

import displayio
import vectorio
from brackets import corner_marks, place_corners
from micropython import const

import ui
from games.bunnyboom import rules as R
from games.bunnyboom.panels import Panels, hand_cards
from games.bunnyboom.village import SEAT_COLORS, Cell, cell_xy, digit_sheet, hide

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
T_SEAT = const(50)
_PANEL = const(0x101418)
_RIGHT_X = const(92)
_HAND_Y = const(78)
_RIVER_Y = const(14)
_CW = const(22)
_CH = const(16)
# end of consts.txt

_CENTRE_COLOR = const(0x8B5A2B)
_FOX_COLOR = const(0xFF6A00)
_CORNER = const(4)  # the brackets' arms: their 1-pixel line seen, and a move with a full status line in budget

T_SPACE = const(0)   # + space, 12 = the centre
T_HAND = const(20)   # + hand slot
T_RIVER = const(30)  # + river slot
T_DECK = const(40)


class BoardView:
    """The village, the river, the domains and the hand of the seat to act; built once, updated in place."""

    def __init__(self, rules, players):
        self.rules = rules
        self.players = players
        g = displayio.Group()
        self.group = g
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _PANEL))
        digits = digit_sheet()
        # the cells and the panels in groups of their own: one group of some 130 layers would need a 512-byte
        # block for its list when the view is built, a rare block in a fragmented heap
        village = (displayio.Group(), displayio.Group())
        panels = displayio.Group()
        g.append(village[0])
        g.append(village[1])
        g.append(panels)
        village = (ui.Layers(village[0]), ui.Layers(village[1]))  # 36-42 layers each: in groups of 16
        self.cells = [Cell(village[2 * sp // (R.SPACES + 1)], sp, digits) for sp in range(R.SPACES + 1)]
        ui.recolor(self.cells[R.CENTRE].bg, _CENTRE_COLOR)
        ui.set_text(self.cells[R.CENTRE].label, "C")
        self.cells[R.CENTRE].state = "centre"
        self.panels = Panels(ui.Layers(panels), players, digits)
        # pawns: the seat's number in its colour in a black box, a tile of the rabbits' digit sheet (told apart
        # without colour: issue 38.10), in a space's top right in the order of the seats there; fox: a diamond;
        # carrot: a bar
        self.pawns = []
        for seat in range(players):
            shader = displayio.Palette(3)  # the digit sheet's values: (unused), the digit, the box
            shader[1] = SEAT_COLORS[seat]
            shader[2] = ui.BLACK
            pawn = displayio.TileGrid(digits[0], pixel_shader=shader, width=1, height=1, tile_width=4,
                                      tile_height=6)
            pawn[0] = seat + 1
            g.append(pawn)
            self.pawns.append(pawn)
        self.fox = displayio.Group()
        fox_pal = ui.palette(_FOX_COLOR)
        self.fox.append(vectorio.Polygon(pixel_shader=fox_pal, points=[(3, 0), (6, 3), (3, 6), (0, 3)], x=0, y=0))
        self.fox.hidden = True
        g.append(self.fox)
        x, y = cell_xy(R.CENTRE)
        self.carrot = ui.rect(x + 2, y + 12, 8, 3, _FOX_COLOR)
        g.append(self.carrot)
        self.cursor = corner_marks(_CORNER, rims=1)
        for corner in self.cursor:
            g.append(corner)
        self.cursor_box = None
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _PANEL)
        g.append(self.status.grid)

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return SEAT_COLORS[seat]

    # --- targets ------------------------------------------------------------------------------

    def target(self, v, seat, action):
        """On-screen target of an action: a space, a hand or river slot, the deck or a domain line."""
        kind = action & 0xFF80
        arg = action & 0x7F
        if kind == R.A_CARD or kind == R.A_SWAPCARD:
            hand = hand_cards(v, seat)
            return T_HAND + (hand.index(arg) if arg in hand else 0)
        if kind == R.A_SPACE or kind == R.A_SKIP or kind == R.A_PUT:
            return T_SPACE + arg
        if kind == R.A_TAKE or kind == R.A_RIVER:
            return T_RIVER + arg
        if kind == R.A_DRAW:
            return T_DECK if arg == R.DRAW_DECK else T_RIVER + arg
        return T_SEAT + arg

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target."""
        if t <= R.CENTRE:
            x, y = cell_xy(t)
            return x, y, _CW - 1, _CH - 1
        # a line's own 12 rows: the cursor's brackets go in the blank rows between it and the next lines
        if t >= T_SEAT:
            return 1, 2 + 12 * (t - T_SEAT), 66, 12
        if t == T_DECK:
            return _RIGHT_X, 2, 66, 12
        if t >= T_RIVER:
            return _RIGHT_X, _RIVER_Y + 12 * (t - T_RIVER), 56, 12
        return 0, _HAND_Y + 12 * (t - T_HAND), 68, 12

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        n = v[R.P_PLAYERS]
        used = 3 * n
        for sp in range(R.SPACES):
            info = v[R.P_INFO + sp]
            self.cells[sp].show(v[R.P_TOP + sp], info & R.LAYERS, info & R.CLOSED != 0, v[R.P_SPACE_RAB + sp],
                                sp < used)
        for s in range(n):
            sp = v[R.P_PAWN + s]
            k = 0  # the pawn's place among those on its space: 2 a row, right of the card's label
            for t in range(s):
                if v[R.P_PAWN + t] == sp:
                    k += 1
            x, y = cell_xy(sp)
            px = x + 13 + 4 * (k & 1)
            py = y + 2 + 6 * (k >> 1)
            pawn = self.pawns[s]
            if pawn.x != px or pawn.y != py:
                pawn.x, pawn.y = px, py
        fox = v[R.P_FOX]
        hide(self.fox, fox == R.NONE)
        if fox != R.NONE:
            x, y = cell_xy(fox)
            if self.fox.x != x + 11 or self.fox.y != y + 8:
                self.fox.x, self.fox.y = x + 11, y + 8
        hide(self.carrot, v[R.P_CARROT] != R.NONE)
        self.panels.draw(v, seat, target)
        self._draw_cursor(v, seat, target)
        self.status.set(status)

    def _draw_cursor(self, v, seat, target):
        """Frame the target with the cursor's corner brackets, just outside its box."""
        box = self.target_box(v, seat, target) if target is not None else None
        self.cursor_box = place_corners(self.cursor, _CORNER, self.cursor_box, box)

    # A CPU's move is not marked here (lib/cputurn.py: no mark()): every space of this board shows a card's
    # name from its left edge, the next space's 1 pixel away, and lines of text all around; no corner mark
    # fits without touching a name (issue 38.2), so the banner in the mover's colour and the status line tell
    # the move.
