"""BOG's tile sheets: the 18 card faces, the card back and the route and formation marks."""

# Imported by view.py while it builds its groups, then forgotten: the pictures live on as bitmaps only.
# Each bitmap stores as many values as the sheet palette has colours (SHEET_COLORS), so CircuitPython
# gives it the fewest bits per pixel (4 for 10 colours).

import displayio
from micropython import const

from games.bog.cards import CARD_COUNT, FORMATIONS, ROUTES

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_TILE = const(16)
_MARK_W = const(5)
_MARK_H = const(7)
_MARK_FORMATION = const(4)
_TILE_BACK = const(18)
_TILE_EMPTY = const(19)
_PANEL = const(0x101418)
# end of consts.txt

_SHEET_W = const(320)  # 20 tiles: the 18 cards, the back, the empty slot
_MARKS_W = const(25)  # 5 marks: route steps 1-4, the formation

# sheet palette indices (the view's palette has these colours in this order)
_C_BG = const(0)
_C_CELL = const(1)
_C_STEP0 = const(2)  # 2-5: route start, stop 1, stop 2, end
_C_WHITE = const(6)
_C_BACK = const(7)
_C_BLACK = const(8)
_C_EDGE = const(9)
SHEET_COLORS = const(10)
_PALETTE = (_PANEL, 0x46505A, 0xFFE000, 0x40D0FF, 0x4070FF, 0xFF5050, 0xFFFFFF, 0x7A5530, 0x000000, 0xB0A890)

# 3x5 digits 1-4 for the route markers, one string of 15 pixels per digit
_DIGITS = (".#.##..#..#.###", "##...#.#.#..###", "##...#.#...###.", "#.##.####..#..#")


def sheet_palette():
    """The one palette of both sheets: panel, cell, the 4 route colours, white, card back, black, edge."""
    palette = displayio.Palette(SHEET_COLORS)
    for i in range(SHEET_COLORS):
        palette[i] = _PALETTE[i]
    return palette


def card_sheet():
    """Sprite sheet of the 18 card faces, a card back and an empty slot, 16x16 each."""
    # pixels by flat index (y * width + x): an (x, y) index would allocate a tuple per pixel written
    sheet = displayio.Bitmap(_SHEET_W, _TILE, SHEET_COLORS)
    for card in range(CARD_COUNT):
        ox = card * _TILE
        for pad in range(9):
            r, c = pad // 3, pad % 3
            color = _C_CELL
            for step in range(4):
                if ROUTES[card * 4 + step] == pad:
                    color = _C_STEP0 + step
            form = pad in FORMATIONS[card * 3:card * 3 + 3]
            at = (1 + (2 - r) * 5) * _SHEET_W + ox + 1 + c * 5
            for y in range(4):
                for x in range(4):
                    inner = 1 <= x <= 2 and 1 <= y <= 2
                    sheet[at + y * _SHEET_W + x] = _C_WHITE if (form and inner) else color
        for i in range(_TILE):
            sheet[ox + i] = sheet[(_TILE - 1) * _SHEET_W + ox + i] = _C_EDGE
            sheet[i * _SHEET_W + ox] = sheet[i * _SHEET_W + ox + _TILE - 1] = _C_EDGE
    for y in range(_TILE):
        for x in range(_TILE):
            edge = x in (0, _TILE - 1) or y in (0, _TILE - 1)
            sheet[y * _SHEET_W + _TILE_BACK * _TILE + x] = _C_CELL if edge else _C_BACK
            sheet[y * _SHEET_W + _TILE_EMPTY * _TILE + x] = _C_CELL if edge else _C_BG
    return sheet


def mark_sheet():
    """Sprite sheet of the route markers 1-4 (digit on the step colour) and the formation mark."""
    marks = displayio.Bitmap(_MARKS_W, _MARK_H, SHEET_COLORS)
    for m in range(4):
        for y in range(_MARK_H):
            for x in range(_MARK_W):
                marks[y * _MARKS_W + m * _MARK_W + x] = _C_STEP0 + m
        for i in range(15):
            if _DIGITS[m][i] == "#":
                marks[(1 + i // 3) * _MARKS_W + m * _MARK_W + 1 + i % 3] = _C_BLACK
    for y in range(_MARK_H):
        for x in range(_MARK_W):
            if abs(x - 2) + abs(y - 3) <= 2:
                marks[y * _MARKS_W + _MARK_FORMATION * _MARK_W + x] = _C_WHITE
    return marks
