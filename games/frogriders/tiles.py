"""Frogriders' tile sheet: pads, frog shapes and colour icons drawn once into one displayio bitmap."""

# Imported by view.py while it builds its groups, then forgotten: the shapes live on only as the bitmap.
# The bitmap stores as many values as its palette has colours (12), so CircuitPython gives it 4 bits a
# pixel (506 x 11 pixels: about 2.8 KB).

import displayio
from micropython import const

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_CELL = const(11)
_PANEL = const(0x101418)
_BG_INNER = const(0)
_BG_BORDER = const(2)
_BG_NONE = const(6)
_CONTENT_TARGET = const(5)
# end of consts.txt

# pond sheet: tile = background * 6 + content; the 4 colour icons follow at tile 42

# palette indices of the sheet
_C_INNER = const(1)
_C_BORDER = const(2)
_C_CENTRE = const(3)
_C_OFF = const(4)
_C_FLOWER = const(5)
_C_LINE = const(6)  # dark outline of a frog
_C_WHITE = const(7)
_C_FROG = const(8)  # 8-11: yellow, red, blue, brown
_SHEET_COLORS = (_PANEL, 0x4CAF50, 0x1E5E2A, 0xB0A050, 0x383C40, 0xFF60B0, 0x000000, 0xFFFFFF,
                 0xFFE030, 0xF03C28, 0x3C78FF, 0xA8642A)

# 7x7 shapes: disc, diamond, square, triangle ("#" fill, "o" outline)
_SHAPES = (
    "..ooo.."
    ".o###o."
    "o#####o"
    "o#####o"
    "o#####o"
    ".o###o."
    "..ooo..",
    "...o..."
    "..o#o.."
    ".o###o."
    "o#####o"
    ".o###o."
    "..o#o.."
    "...o...",
    "ooooooo"
    "o#####o"
    "o#####o"
    "o#####o"
    "o#####o"
    "o#####o"
    "ooooooo",
    "...o..."
    "..o#o.."
    "..o#o.."
    ".o###o."
    ".o###o."
    "o#####o"
    "ooooooo",
)


def pond_sheet():
    """The pond tiles (7 backgrounds x 6 contents) and the 4 colour icons after them, with their palette."""
    n = 7 * 6
    sheet = displayio.Bitmap(_CELL * (n + 4), _CELL, len(_SHEET_COLORS))  # 12 values: 4 bits a pixel
    for bg in range(7):
        for content in range(6):
            ox = (bg * 6 + content) * _CELL
            if bg != _BG_NONE:
                color = (_C_INNER, _C_INNER, _C_BORDER, _C_BORDER, _C_CENTRE, _C_OFF)[bg]
                for y in range(1, _CELL - 1):
                    for x in range(1, _CELL - 1):
                        corner = (x in (1, _CELL - 2)) and (y in (1, _CELL - 2))
                        if not corner:
                            sheet[ox + x, y] = color
                if bg == _BG_INNER + 1 or bg == _BG_BORDER + 1:
                    for y in range(1, 4):
                        for x in range(_CELL - 4, _CELL - 1):
                            if not (x == _CELL - 2 and y == 1):
                                sheet[ox + x, y] = _C_FLOWER
            if 1 <= content <= 4 and bg != _BG_NONE:
                _draw_shape(sheet, ox + 2, 2, content - 1)
            elif content == _CONTENT_TARGET and bg != _BG_NONE:
                for i in range(3, 8):
                    for j in (3, 7):
                        sheet[ox + i, j] = _C_WHITE
                        sheet[ox + j, i] = _C_WHITE
    for col in range(4):
        _draw_shape(sheet, (n + col) * _CELL + 2, 2, col)
    palette = displayio.Palette(len(_SHEET_COLORS))
    for i, color in enumerate(_SHEET_COLORS):
        palette[i] = color
    return sheet, palette


def _draw_shape(sheet, x0, y0, col):
    """Draw a frog shape of a colour at (x0, y0)."""
    shape = _SHAPES[col]
    for y in range(7):
        for x in range(7):
            ch = shape[y * 7 + x]
            if ch == "#":
                sheet[x0 + x, y0 + y] = _C_FROG + col
            elif ch == "o":
                sheet[x0 + x, y0 + y] = _C_LINE
