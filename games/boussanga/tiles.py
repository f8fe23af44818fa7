"""Boussanga's tile sheets: the token shapes drawn once into displayio bitmaps."""

# Imported by view.py while it builds its groups, then forgotten: the shapes live on only as bitmaps.
# Each bitmap stores as many values as its palette has colours (BOARD_COLORS, MINI_COLORS), so
# CircuitPython gives it the fewest bits per pixel (4 for 6-7 colours).

import displayio
from micropython import const

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_CELL = const(12)
_T_CROSS = const(9)
_TINY = const(3)
BOARD_COLORS = const(7)
MINI_COLORS = const(6)
# end of consts.txt

_TILES = const(15)

# 11x11 shapes, rows of "x" (filled) and "." : circle (Blue), square (Green), triangle (Red), diamond (Yellow)
_SHAPES = (
    "...xxxxx...|..xxxxxxx..|.xxxxxxxxx.|xxxxxxxxxxx|xxxxxxxxxxx|xxxxxxxxxxx|xxxxxxxxxxx|xxxxxxxxxxx|"
    ".xxxxxxxxx.|..xxxxxxx..|...xxxxx...",
    "...........|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|"
    ".xxxxxxxxx.|.xxxxxxxxx.|...........",
    ".....x.....|.....x.....|....xxx....|....xxx....|...xxxxx...|...xxxxx...|..xxxxxxx..|..xxxxxxx..|"
    ".xxxxxxxxx.|.xxxxxxxxx.|xxxxxxxxxxx",
    ".....x.....|....xxx....|...xxxxx...|..xxxxxxx..|.xxxxxxxxx.|xxxxxxxxxxx|.xxxxxxxxx.|..xxxxxxx..|"
    "...xxxxx...|....xxx....|.....x.....",
)
_MINI_SHAPES = (".xxx.|xxxxx|xxxxx|xxxxx|.xxx.", "xxxxx|xxxxx|xxxxx|xxxxx|xxxxx",
                "..x..|.xxx.|.xxx.|xxxxx|xxxxx", "..x..|.xxx.|xxxxx|.xxx.|..x..")


def _filled(rows, x, y):
    """True when (x, y) lies on the 11x11 shape."""
    return 0 <= x < 11 and 0 <= y < 11 and rows[y][x] == "x"


def board_sheet():
    """Tiles of 12x12: 0 empty cell, 1-4 tokens, 5-8 ghost outlines, 9 a cross, 10 clear, 11-14 a token's
    outline in white (the ghost over a token it reuses or collects) (index 0 = cell)."""
    sheet = displayio.Bitmap(_CELL * _TILES, _CELL, BOARD_COLORS)
    for t in range(_TILES):  # grid lines on the right and bottom edge of the board tiles
        if t < 5:
            for i in range(_CELL):
                sheet[t * _CELL + _CELL - 1, i] = 1
                sheet[t * _CELL + i, _CELL - 1] = 1
    for col in range(1, 5):
        rows = _SHAPES[col - 1].split("|")
        token = col * _CELL
        ghost = (col + 4) * _CELL
        match = (col + 10) * _CELL
        for y in range(11):
            for x in range(11):
                if rows[y][x] == "x":
                    sheet[token + x, y] = 1 + col
                    # the ghost's outline: the shape less what lies 2 px inside it
                    if not (_filled(rows, x + 2, y) and _filled(rows, x - 2, y) and _filled(rows, x, y + 2)
                            and _filled(rows, x, y - 2)):
                        sheet[ghost + x, y] = 1 + col
                        sheet[match + x, y] = 6
    cross = _T_CROSS * _CELL
    for i in range(11):
        sheet[cross + i, i] = 6
        sheet[cross + 10 - i, i] = 6
        if i:
            sheet[cross + i - 1, i] = 6
        if i < 10:
            sheet[cross + 9 - i, i] = 6
    return sheet


def mini_sheet():
    """Tiles of 6x6 for the hand cards: 0 empty spot, 1-4 token shapes, 5 blank (index 0 = card background)."""
    sheet = displayio.Bitmap(6 * 6, 6, MINI_COLORS)
    sheet[2, 2] = 1
    for t in range(1, 5):
        rows = _MINI_SHAPES[t - 1].split("|")
        for y in range(5):
            for x in range(5):
                if rows[y][x] == "x":
                    sheet[t * 6 + x, y] = 1 + t
    return sheet


def tiny_sheet():
    """Tiles of 3x3 for the other seats' cards: 0 background, 1-4 a square of the token colour."""
    sheet = displayio.Bitmap(_TINY * 5, _TINY, MINI_COLORS)
    for t in range(1, 5):
        for y in range(_TINY):
            for x in range(_TINY):
                sheet[t * _TINY + x, y] = 1 + t
    return sheet
