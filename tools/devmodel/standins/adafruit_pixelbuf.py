"""Stand-in for adafruit_pixelbuf (native on CircuitPython): the buffer of bytes the pixels show."""


class PixelBuf:
    """A sequence of RGB pixels with brightness, written out by _transmit() on show()."""

    def __init__(self, size, *, byteorder="BGR", brightness=1.0, auto_write=False, header=None, trailer=None):
        self._n = size
        self._bpp = len(byteorder) if byteorder else 3
        self._buf = bytearray(size * self._bpp)
        self._pixels = [(0, 0, 0)] * size
        self.brightness = brightness
        self.auto_write = auto_write

    def __len__(self):
        return self._n

    def __getitem__(self, i):
        return self._pixels[i]

    def __setitem__(self, i, color):
        if isinstance(color, int):
            color = ((color >> 16) & 0xFF, (color >> 8) & 0xFF, color & 0xFF)
        self._pixels[i] = tuple(color[:3])
        if self.auto_write:
            self.show()

    def fill(self, color):
        """Every pixel to color."""
        for i in range(self._n):
            self[i] = color

    def show(self):
        """Write the buffer out."""
        self._transmit(self._buf)

    def _transmit(self, buf):
        pass

    @property
    def n(self):
        """Number of pixels."""
        return self._n

    @property
    def bpp(self):
        """Bytes per pixel."""
        return self._bpp

    @property
    def byteorder(self):
        """Colour order."""
        return "GRB"
