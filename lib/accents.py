"""French letters for the console's text: a tile sheet of the font's 95 ASCII glyphs plus accented ones."""

# Imported only when French is chosen (glyphtext.glyph_sheet): English keeps the font's own sheet and
# this module's code never reaches the heap. The accented letters are made from the font's own base letters
# (so they match its style and weight) plus a mark: a lower-case letter keeps its body (rows 4-9 of the
# 6 x 12 cell) and takes the mark in rows 1-2, over a cleared top (the i loses its dot); a capital (rows 2-9)
# gives up one repeated row of its body to make room for the mark in rows 0-1 with a blank row between.
# The sheet is a 2-colour bitmap: about 1 KB on the badge (1 bit a pixel), built once.

import displayio
import terminalio

# The extra characters in sheet order (tiles 95 on): code points, never one-character strings (interning).
CODES = (0xE9, 0xE8, 0xEA, 0xEB, 0xE0, 0xE2, 0xEE, 0xEF, 0xF4, 0xF9, 0xFB, 0xFC, 0xE7,
         0xC9, 0xC8, 0xC0, 0xC7, 0x153, 0xAB, 0xBB, 0x2019)
# Base letter of each, then its mark: 0 acute, 1 grave, 2 circumflex, 3 diaeresis, 4 cedilla; a base of 0
# is drawn from _SHAPES; the right quote (0x2019) is the font's apostrophe.
_BASES = b"eeeeaaiiouuuc" + b"EEAC" + b"\x00\x00\x00'"
_MARKS = b"\x00\x01\x02\x03\x01\x02\x02\x03\x02\x01\x02\x03\x04" + b"\x00\x01\x01\x04" + b"\x05\x05\x05\x05"
# Each mark as (x, row) pixels; a capital's mark sits 1 row higher (rows 0-1).
_MARK_PIXELS = (((3, 1), (2, 2)), ((1, 1), (2, 2)), ((2, 1), (1, 2), (3, 2)), ((1, 2), (3, 2)),
                ((2, 10), (1, 11), (2, 11)))
# oe, << and >>: 5 columns of rows 4-9, one byte a row, bit 4 the leftmost column
_SHAPES = (b"\x0a\x15\x17\x14\x14\x0b", b"\x05\x0a\x14\x0a\x05\x00", b"\x14\x0a\x05\x0a\x14\x00")


def _copy_font(sheet, w, h, ascii_sheet):
    """The font's 95 printable ASCII glyphs into tiles 0-94 of sheet (ascii_sheet() copies them on Blinka)."""
    font = terminalio.FONT
    probe = font.get_glyph(65)
    if probe.bitmap.width >= w * 2:  # CircuitPython: copy the tiles of the font's own sheet
        src = font.bitmap
        per_row = src.width // w
        try:
            import bitmaptools
        except ImportError:
            bitmaptools = None
        for code in range(32, 127):
            tile = font.get_glyph(code).tile_index
            sx, sy = tile % per_row * w, tile // per_row * h
            if bitmaptools is not None:
                bitmaptools.blit(sheet, src, (code - 32) * w, 0, x1=sx, y1=sy, x2=sx + w, y2=sy + h)
            else:
                for y in range(h):
                    for x in range(w):
                        sheet[(code - 32) * w + x, y] = src[sx + x, sy + y]
    else:  # Blinka: one bitmap per glyph, copied into a sheet by glyphtext (passed in: no import back)
        src = ascii_sheet()
        for i in range(95 * w):
            for y in range(h):
                if src[i, y]:
                    sheet[i, y] = 1


def _draw(sheet, k, w, h):
    """Draw extra character k into tile 95 + k from its base letter and mark."""
    at = (95 + k) * w
    base, mark = _BASES[k], _MARKS[k]
    if base == 0:
        rows = _SHAPES[k - 17]
        for r in range(6):
            for x in range(5):
                if rows[r] >> (4 - x) & 1:
                    sheet[at + x, 4 + r] = 1
        return
    src = (base - 32) * w
    capital = 65 <= base <= 90
    rows = list(range(h))
    if capital and mark < 4:  # drop the first row of the body that repeats the one above it
        for y in range(3, 9):
            if all(sheet[src + x, y] == sheet[src + x, y - 1] for x in range(w)):
                rows = [0, 0, 0] + list(range(2, y)) + list(range(y + 1, h))
                break
    for y in range(h):
        cleared = (capital and y < 3 or not capital and y < 4) and mark < 4
        for x in range(w):
            sheet[at + x, y] = 0 if cleared else sheet[src + x, rows[y]]
    if mark < 5:
        up = 1 if capital and mark < 4 else 0
        for x, y in _MARK_PIXELS[mark]:
            sheet[at + x, y - up] = 1


def wide_sheet(ascii_sheet):
    """A new sheet: tiles 0-94 the font's printable ASCII, 95 on the characters of CODES; ascii_sheet() makes a
    sheet of the ASCII glyphs where the font has none of its own (glyphtext.ascii_sheet)."""
    w, h = terminalio.FONT.get_bounding_box()[:2]
    sheet = displayio.Bitmap(w * (95 + len(CODES)), h, 2)
    _copy_font(sheet, w, h, ascii_sheet)
    for k in range(len(CODES)):
        _draw(sheet, k, w, h)
    return sheet
