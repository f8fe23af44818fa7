"""Text as a TileGrid of the built-in font's glyphs: a label for a few hundred bytes of heap."""

# On the badge terminalio.FONT's glyphs are one tile sheet in flash, so a line of text is a TileGrid of
# tile indices (one byte a character) over that sheet and a 2-colour palette. A text change rewrites only the
# tiles that differ, so it redraws only those cells. Measured in the device model: about 330 bytes for a
# 12-character line, against about 1.3 KB for an adafruit_display_text bitmap_label (whose 17 KB of code the
# console then does not load at all). ui.text() makes every label of the console this way.

import sys

import displayio
import lang
import terminalio
from micropython import const

_sheet = None  # (bitmap, first code): the font's own sheet (first -1: ask the font) or a copy (Blinka)
_wide = None  # French: (a copy of the font's glyphs with the accented letters after them, 32)
_extra = None  # French: the accented letters' code points, in tile order from tile 95 (accents.CODES)
# Palettes shared by every label and shape drawn in the same colours: (colour, background) -> a 2-colour
# palette for text, colour -> a 1-colour palette for a shape (ui.palette). A shared palette is never changed:
# a label changing colour takes another one. forget_palettes() lets them go with the screens that used them.
# Kept in lists made once at boot, searched in order: a dict would grow its table (one block of 0.3-0.6 KB)
# in the middle of a game, where a fragmented heap may not have it (the device model saw Le Bog stop there).
_SHARED = const(48)  # a screen uses about 20 colour pairs; past this many a palette is simply not shared
_NO_BACKGROUND = const(-1)
_SHAPE = const(-2)  # the "background" of a shape's one-colour palette
_fg = [0] * _SHARED
_bg = [_SHAPE - 1] * _SHARED  # _SHAPE - 1: a free slot
_palettes = [None] * _SHARED


def shared(color, background):
    """The shared palette of color over background (_NO_BACKGROUND, or _SHAPE for a shape), or None."""
    for i in range(_SHARED):
        if _bg[i] == background and _fg[i] == color:
            return _palettes[i]
        if _palettes[i] is None:
            return None
    return None


def share(color, background, p):
    """Keep p as the shared palette of color over background (not kept when every slot is taken); p."""
    for i in range(_SHARED):
        if _palettes[i] is None:
            _fg[i], _bg[i], _palettes[i] = color, background, p
            break
    return p


def is_shared(p):
    """True when p is a shared palette (never to be changed in place)."""
    for q in _palettes:
        if q is p:
            return True
    return False


def glyph_sheet():
    """The tile sheet text is drawn from, as (bitmap, first code): the font's printable ASCII (its own sheet
    when it has one: first -1, ask the font), in French a copy with the accented letters after them."""
    global _sheet, _wide, _extra
    if lang.chosen() == lang.FRENCH:
        if _wide is None:  # built once (about 1 KB on the badge); English never builds it
            import accents
            _wide = (accents.wide_sheet(ascii_sheet), 32)
            _extra = accents.CODES
            sys.modules.pop("accents", None)  # its code leaves the heap; the sheet and CODES stay
        return _wide
    _wide = _extra = None
    if _sheet is None:
        font = terminalio.FONT
        w = font.get_bounding_box()[0]
        if font.get_glyph(65).bitmap.width >= w * 2:  # CircuitPython: the font is already one sheet of tiles
            _sheet = (font.bitmap, -1)
        else:  # Blinka: one bitmap per glyph, so copy them into a sheet once
            _sheet = (ascii_sheet(), 32)
    return _sheet


def ascii_sheet():
    """A new sheet of the font's 95 printable ASCII glyphs copied from its glyph bitmaps (Blinka)."""
    font = terminalio.FONT
    w, h = font.get_bounding_box()[:2]
    sheet = displayio.Bitmap(w * 95, h, 2)
    for code in range(32, 127):
        glyph = font.get_glyph(code)
        src = glyph.bitmap
        top = h - glyph.height + (glyph.dy + 2 if glyph.dy < 0 else 0)
        for y in range(min(glyph.height, src.height)):
            for x in range(min(glyph.width, src.width, w)):
                if src[x, y] and 0 <= top + y < h:
                    sheet[(code - 32) * w + x, top + y] = 1
    return sheet


def colors(color, background=None):
    """The shared palette of text in color over background (None: transparent)."""
    bg = _NO_BACKGROUND if background is None else background
    p = shared(color, bg)
    if p is None:
        p = displayio.Palette(2)
        p[1] = color
        if background is None:
            p.make_transparent(0)
        else:
            p[0] = background
        share(color, bg, p)
    return p


def shape_palette(color):
    """The shared one-colour palette of shapes of that colour."""
    p = shared(color, _SHAPE)
    if p is None:
        p = displayio.Palette(1)
        p[0] = color
        share(color, _SHAPE, p)
    return p


def forget_palettes():
    """Drop the shared palettes (a screen freed: those still shown stay with their labels)."""
    for i in range(_SHARED):
        _bg[i] = _SHAPE - 1
        _palettes[i] = None


def tile_of(c, first):
    """Tile index of a character in the sheet; "?" for one the font lacks."""
    return tile_code(ord(c), first)


def tile_code(code, first):
    """Tile index of a character code in the sheet; "?" for one the font lacks."""
    if first < 0:
        glyph = terminalio.FONT.get_glyph(code) or terminalio.FONT.get_glyph(63)
        return glyph.tile_index
    if 32 <= code < 127:
        return code - first
    extra = _extra
    if extra is not None:  # French: the accented letters follow the font's 95 glyphs
        for k in range(len(extra)):
            if extra[k] == code:
                return 95 + k
    return 63 - first


def char_of(tile, first):
    """The character a tile of the sheet draws (tests read the screen back with it)."""
    if tile >= 95 and _extra is not None:
        return chr(_extra[tile - 95])
    return chr(tile + first)


def codes(s):
    """The character codes of s, without making a string of each character."""
    # MicroPython interns the one-character string s[i] returns: a character drawn first mid-game grows the
    # interned-string pool by a block of 0.5-1 KB a fragmented heap may lack (the device model saw Le Bog
    # stop there). Bytes index as ints; ASCII is one byte a character; French is decoded from its UTF-8.
    b = s.encode()
    if len(b) == len(s):
        return b
    out = []
    i, n = 0, len(b)
    while i < n:
        c = b[i]
        if c < 0x80:
            i += 1
        elif c < 0xE0:
            c = (c & 0x1F) << 6 | b[i + 1] & 0x3F
            i += 2
        elif c < 0xF0:
            c = (c & 0x0F) << 12 | (b[i + 1] & 0x3F) << 6 | b[i + 2] & 0x3F
            i += 3
        else:
            c = 63
            i += 4
        out.append(c)
    return out


class GlyphText(displayio.Group):
    """Lines of text whose top-left corner is at (x, y); `text`, `color` and `anchored_position` change it."""

    # The grid is as wide as the longest line and as tall as the line count; a longer text builds a bigger
    # grid once, a shorter one blanks the cells it no longer uses (blank cells show the background, or
    # nothing when there is none).

    def __init__(self, s, x, y, color, scale=1, background=None):
        super().__init__(x=x, y=y, scale=scale)
        self._colors = colors(color, background)
        self._grid = None
        self._text = None
        self._asked = None  # the text last asked for, before translation, and in which language
        self._asked_in = -1
        self.text = s

    def _build(self, columns, rows):
        """A blank grid of columns x rows glyph cells in place of the old one."""
        sheet, first = glyph_sheet()
        w, h = terminalio.FONT.get_bounding_box()[:2]
        if self._grid is not None:
            self.remove(self._grid)
        self._grid = displayio.TileGrid(sheet, pixel_shader=self._colors, width=columns, height=rows,
                                        tile_width=w, tile_height=h, default_tile=tile_of(" ", first))
        self.append(self._grid)
        self._text = ""

    @property
    def text(self):
        """The text shown."""
        return self._text

    @text.setter
    def text(self, s):
        language = lang.chosen()
        if s == self._asked and language == self._asked_in:  # the same text again: no translation each frame
            return
        self._asked, self._asked_in = s, language
        s = lang.tr(str(s))  # the one sink of every label: shown in the chosen language
        if s == self._text:
            return
        lines = s.split("\n")
        columns = max(1, max(len(line) for line in lines))
        grid = self._grid
        if grid is None or columns > grid.width or len(lines) > grid.height:
            self._build(max(columns, grid.width if grid else 0), max(len(lines), grid.height if grid else 0))
            grid = self._grid
        first = glyph_sheet()[1]
        old = self._text.split("\n")
        blank = tile_code(32, first)
        for row in range(grid.height):
            new_line = codes(lines[row]) if row < len(lines) else b""
            old_line = codes(old[row]) if row < len(old) else b""
            for col in range(max(len(new_line), len(old_line))):
                c = new_line[col] if col < len(new_line) else -1
                if c != (old_line[col] if col < len(old_line) else -1):
                    grid[col, row] = tile_code(c, first) if c >= 0 else blank
        self._text = s

    @property
    def color(self):
        """Colour of the glyphs."""
        return self._colors[1]

    @color.setter
    def color(self, value):
        if value != self._colors[1]:
            old = self._colors
            self._colors = colors(value, None if old.is_transparent(0) else old[0])
            self._grid.pixel_shader = self._colors

    @property
    def anchored_position(self):
        """The top-left corner (the text is anchored there)."""
        return (self.x, self.y)

    @anchored_position.setter
    def anchored_position(self, xy):
        self.x, self.y = xy
