"""Bunny Boom's village cross: card columns, colours, cell positions and the space cells (rabbit digits)."""

# A card shows its family letter and value ("S3"; * Mayor, J Joker) on its family colour; a white line over
# a black one on top means 2 layers or more; a closed space is dimmed with a black stripe across its foot; a
# white digit in a black box counts the rabbits lying on it (+: over 9).

import displayio
import lang
from micropython import const

import ui
from games.bunnyboom.cards import CARDS

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_NONE = const(255)
_CENTRE = const(12)
_EMPTY = const(0x303840)
_CW = const(22)
_CH = const(16)
# end of consts.txt
_X0 = const(3)
_Y0 = const(2)


SEAT_COLORS = ui.SEAT_COLORS  # the shared seat colours (the LEDs light the same)
FAMILY_COLORS = (0xFFD800, 0xB48CFF, 0x40E0E0, 0x50C850, 0x5090FF, 0xFF80B0, 0xE8E8E8, 0xC8A050)
_DIM = (0x806C00, 0x5A4680, 0x207070, 0x286428, 0x284880, 0x804058, 0x747474, 0x645028)
LETTERS = "SMTLDB*J"   # Sun Moon sTar Leaf Drop Bell, * Mayor, J Joker (lang.tr: the French initials)
# 3x5 digits 0-9 and "+" (more than 9)
_DIGITS = ("###.#.#.#.#.###", ".#.##..#..#.###", "##...#.#.#..###", "##...#.#...###.", "#.##.####..#..#",
           "####..##...###.", ".###..####.####", "###..#.#..#..#.", "####.#####.####", "####.####..###.",
           "....#.###.#....")


def cell_xy(sp):
    """Top-left corner of a space's cell (CENTRE: the centre tile)."""
    if sp == _CENTRE:
        col, row = 3, 3
    else:
        d = sp % 3
        arm = sp // 3
        if arm == 0:
            col, row = 2 - d, 3
        elif arm == 1:
            col, row = 4 + d, 3
        elif arm == 2:
            col, row = 3, 2 - d
        else:
            col, row = 3, 4 + d
    return _X0 + col * _CW, _Y0 + row * _CH


def digit_sheet():
    """3x5 white digits 0-9 and "+" in black 4x6 boxes (legible on any card), plus a blank tile (index 11)."""
    bmp = displayio.Bitmap(4 * 12, 6, 3)  # 3 values (clear, white, black): 2 bits a pixel, the palette's 3
    for d in range(11):
        for x in range(4):
            for y in range(6):
                bmp[d * 4 + x, y] = 2
        for i in range(15):
            if _DIGITS[d][i] == "#":
                bmp[d * 4 + i % 3 + 1, i // 3] = 1
    pal = displayio.Palette(3)
    pal[1] = ui.WHITE
    pal[2] = ui.BLACK
    pal.make_transparent(0)
    return bmp, pal


class Cell:
    """One space of the village (or the centre tile): background, label, bars, rabbit digit."""

    def __init__(self, group, sp, digits):
        x, y = cell_xy(sp)
        self.x, self.y = x, y
        self.bg = ui.rect(x, y, _CW - 1, _CH - 1, _EMPTY, recolorable=True)
        self.label = ui.text("", x + 1, y + 2, ui.BLACK)
        # 2 layers or more: a white line over a black one, seen on every family colour and on the panel
        self.layers = ui.rect(x, y, _CW - 1, 1, ui.WHITE)
        self.layers_edge = ui.rect(x, y + 1, _CW - 1, 1, ui.BLACK)
        self.closed = ui.rect(x, y + _CH - 4, _CW - 1, 2, ui.BLACK)
        bmp, pal = digits
        self.rabbits = displayio.TileGrid(bmp, pixel_shader=pal, width=1, height=1, tile_width=4, tile_height=6,
                                          x=x + 17, y=y + 9)
        self.rabbits[0] = 11
        for item in (self.bg, self.label, self.layers, self.layers_edge, self.closed, self.rabbits):
            group.append(item)
        self.layers.hidden = True
        self.layers_edge.hidden = True
        self.closed.hidden = True
        self.state = None

    def show(self, card, layers, closed, rabbits, used):
        """Update the cell only when what it shows changed."""
        key = (card, layers, closed, rabbits, used)
        if key == self.state:
            return
        self.state = key
        hide(self.bg, not used)
        if card == _NONE:
            ui.recolor(self.bg, _EMPTY)
            ui.set_text(self.label, "")
        else:
            f = CARDS[5 * card]
            ui.recolor(self.bg, _DIM[f] if closed else FAMILY_COLORS[f])
            ui.set_text(self.label, "%s%d" % (lang.tr(LETTERS)[f:f + 1], CARDS[5 * card + 1]))
        hide(self.layers, layers < 2)
        hide(self.layers_edge, layers < 2)
        hide(self.closed, not closed)
        tile = 11 if rabbits == 0 else (rabbits if rabbits < 10 else 10)
        if self.rabbits[0] != tile:
            self.rabbits[0] = tile


def hide(item, hidden):
    """Hide or show an item, touching it only when that changes (a touched item is redrawn)."""
    if item.hidden != hidden:
        item.hidden = hidden
