"""Stand-in for CircuitPython's fontio: Glyph and BuiltinFont (the built-in font lives in flash)."""


class Glyph:
    """One glyph of a font sheet: the sheet bitmap and the tile that holds this character."""

    def __init__(self, bitmap, tile_index, width, height, dx, dy, shift_x, shift_y):
        self.bitmap = bitmap
        self.tile_index = tile_index
        self.width = width
        self.height = height
        self.dx = dx
        self.dy = dy
        self.shift_x = shift_x
        self.shift_y = shift_y


class BuiltinFont:
    """terminalio.FONT: 6x12 glyphs of printable ASCII in one sheet; get_glyph builds a Glyph (garbage)."""

    def __init__(self, bitmap, width=6, height=12, first=32, count=95):
        self.bitmap = bitmap
        self._w = width
        self._h = height
        self._first = first
        self._count = count

    def get_bounding_box(self):
        """(width, height) of every glyph."""
        return (self._w, self._h)

    def get_glyph(self, codepoint):
        """The glyph of a character, or None when the font lacks it."""
        i = codepoint - self._first
        if not 0 <= i < self._count:
            return None
        return Glyph(self.bitmap, i, self._w, self._h, 0, 0, self._w, 0)
