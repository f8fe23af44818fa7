"""Stand-in for CircuitPython's displayio on the device model: the same API as far as Pocket Bog and
adafruit_display_text use it, allocating what CircuitPython allocates (see _heap.py for where it
approximates). Nothing is drawn; refresh() only counts."""

from array import array

import _heap

_GROUP = 48  # displayio_group_t: base, members list pointer, x, y, scale, hidden flags, transform
_LIST = 16  # the mp_obj_list_t a Group keeps its members in (items array counted separately)
_BITMAP = 48  # displayio_bitmap_t: base, size, data pointer, stride, bits, dirty area, flags
_PALETTE = 16  # displayio_palette_t: base, colors pointer, count, flags
_PALETTE_ENTRY = 12  # _displayio_color_t: rgb888, cached 565/luma/hue/chroma, transparent
_TILEGRID = 96  # displayio_tilegrid_t: bitmap, shader, geometry, 3 dirty areas, transform, flags
_INLINE_TILES = 4  # a TileGrid keeps up to sizeof(pointer) tile indices inline


def _bits_for(value_count):
    """Bits per value CircuitPython picks: the smallest of 1, 2, 4, 8, 16, 32 that holds value_count."""
    bits = 1
    while (1 << bits) < value_count:
        bits *= 2
    return bits


class Bitmap:
    """Pixel words: bits per value rounded up to a power of two, rows padded to 32 bits."""

    width = _heap.int_field(0)
    height = _heap.int_field(1)
    _bits = _heap.int_field(2)

    def __init__(self, width, height, value_count):
        since = _heap.mark("Bitmap")
        if width < 1 or height < 1 or value_count < 1:
            raise ValueError("bad bitmap size")
        self._f = _heap.fields(3)
        self.width = width
        self.height = height
        self._bits = _bits_for(value_count)
        pad = _heap.top_up(since, _BITMAP, "Bitmap")
        if pad is not None:
            self._pad = pad
        stride_words = (width * self._bits + 31) // 32
        self._data = bytearray(stride_words * 4 * height)

    def _index(self, index):
        """Flat index of (x, y) or an int."""
        if isinstance(index, tuple):
            x, y = index
            if not (0 <= x < self.width and 0 <= y < self.height):
                raise IndexError("pixel out of bounds")
            return y * self.width + x
        if not 0 <= index < self.width * self.height:
            raise IndexError("pixel out of bounds")
        return index

    def _loc(self, i):
        """(byte offset, shift, mask) of value i."""
        bits = self._bits
        stride = (self.width * bits + 31) // 32 * 4
        y, x = divmod(i, self.width)
        bit = x * bits
        if bits >= 8:
            return y * stride + bit // 8, 0, (1 << bits) - 1
        return y * stride + bit // 8, bit % 8, (1 << bits) - 1

    def __getitem__(self, index):
        off, shift, mask = self._loc(self._index(index))
        bits = self._bits
        if bits <= 8:
            return (self._data[off] >> shift) & mask
        value = 0
        for k in range(bits // 8):
            value |= self._data[off + k] << (8 * k)
        return value

    def __setitem__(self, index, value):
        off, shift, mask = self._loc(self._index(index))
        bits = self._bits
        if bits <= 8:
            self._data[off] = (self._data[off] & ~(mask << shift)) | ((value & mask) << shift)
        else:
            for k in range(bits // 8):
                self._data[off + k] = (value >> (8 * k)) & 0xFF

    def fill(self, value):
        """Every pixel to value (only 0 is modelled byte-exactly; the memory is what matters)."""
        v = 0 if value == 0 else 0xFF
        for i in range(len(self._data)):
            self._data[i] = v

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        """Nothing to redraw in the model."""

    @property
    def bits_per_value(self):
        """Bits each pixel takes."""
        return self._bits


class Palette:
    """Colour entries of 12 bytes each after a small header."""

    def __init__(self, color_count, dither=False):
        kind = "Palette%d" % color_count
        since = _heap.mark(kind)
        if color_count < 1:
            raise ValueError("palette needs a colour")
        self._colors = array("l", [0] * (color_count + 1))  # the colours, then the transparent bits
        pad = _heap.top_up(since, _PALETTE + _PALETTE_ENTRY * color_count, kind)
        if pad is not None:
            self._pad = pad

    @property
    def dither(self):
        """Dithering is not modelled."""
        return False

    @dither.setter
    def dither(self, value):
        pass

    @property
    def _transparent(self):
        return self._colors[-1]

    @_transparent.setter
    def _transparent(self, bits):
        self._colors[-1] = bits

    def __len__(self):
        return len(self._colors) - 1

    def __getitem__(self, i):
        if not -len(self) <= i < len(self):
            raise IndexError("palette index out of range")
        return self._colors[i % len(self)]

    def __setitem__(self, i, color):
        if isinstance(color, (tuple, list)):
            color = (color[0] << 16) | (color[1] << 8) | color[2]
        if not -len(self) <= i < len(self):
            raise IndexError("palette index out of range")
        self._colors[i % len(self)] = color & 0xFFFFFF

    def make_transparent(self, i):
        """Entry i draws nothing."""
        self._transparent |= 1 << i

    def make_opaque(self, i):
        """Entry i draws again."""
        self._transparent &= ~(1 << i)

    def is_transparent(self, i):
        """Whether entry i is transparent."""
        return bool(self._transparent & (1 << i))


class ColorConverter:
    """A pixel shader that passes colours through (for completeness)."""

    def __init__(self, input_colorspace=None, dither=False):
        self.dither = dither


class TileGrid:
    """A grid of tiles from one bitmap sheet; tile indices inline up to 4, else one byte each."""

    width = _heap.int_field(0)
    height = _heap.int_field(1)
    tile_width = _heap.int_field(2)
    tile_height = _heap.int_field(3)
    x = _heap.int_field(4)
    y = _heap.int_field(5)
    hidden = _heap.bool_field(6)
    _in_group = _heap.bool_field(7)
    flip_x = _heap.bool_field(8)
    flip_y = _heap.bool_field(9)
    transpose_xy = _heap.bool_field(10)

    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None, tile_height=None,
                 default_tile=0, x=0, y=0):
        count = width * height
        kind = "TileGrid%d" % (count if count <= _INLINE_TILES else 0)
        since = _heap.mark(kind)
        if pixel_shader is None:
            raise TypeError("pixel_shader is required")
        # + the sheet's tile count and the grid's cell count (what C checks a tile write against: kept
        # here so a write costs about what the C code's does), then the inline tile indices
        self._f = _heap.fields(13 + (count if count <= _INLINE_TILES else 0))
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.tile_width = bitmap.width if tile_width is None else tile_width
        self.tile_height = bitmap.height if tile_height is None else tile_height
        if bitmap.width % self.tile_width or bitmap.height % self.tile_height:
            raise ValueError("tile size must divide the bitmap")
        self.x = x
        self.y = y
        pad = _heap.top_up(since, _TILEGRID, kind)
        if pad is not None:
            self._pad = pad
        self._f[11] = (bitmap.width // self.tile_width) * (bitmap.height // self.tile_height)
        self._f[12] = count
        if count > _INLINE_TILES:
            self._tiles = bytearray(count)  # one byte a tile, as the C struct's array: no list made first
            if default_tile:
                for i in range(count):
                    self._tiles[i] = default_tile
        else:
            for i in range(count):
                self._f[13 + i] = default_tile

    def _i(self, index):
        """Flat tile index of (x, y) or an int."""
        if isinstance(index, tuple):
            return index[1] * self._f[0] + index[0]
        return index

    def __getitem__(self, index):
        f = self._f
        i = self._i(index)
        if f[12] <= _INLINE_TILES:
            return f[13 + i]
        return self._tiles[i]

    def __setitem__(self, index, tile):
        f = self._f
        if not 0 <= tile < f[11]:
            raise ValueError("tile index out of bounds")
        i = self._i(index)
        if not 0 <= i < f[12]:
            raise IndexError("tile out of the grid")
        if f[12] <= _INLINE_TILES:
            f[13 + i] = tile
        else:
            self._tiles[i] = tile

    def contains(self, touch):
        """Whether a point lies on the grid."""
        x, y = touch[0] - self.x, touch[1] - self.y
        return 0 <= x < self.width * self.tile_width and 0 <= y < self.height * self.tile_height


class Group:
    """A list of layers; its members array grows like a MicroPython list (4 bytes a slot)."""

    x = _heap.int_field(0)
    y = _heap.int_field(1)
    hidden = _heap.bool_field(2)
    _in_group = _heap.bool_field(3)
    _scale = _heap.int_field(4)  # a field, as in the C struct: a subclass's scale property is not called here

    def __init__(self, scale=1, x=0, y=0):
        since = _heap.mark("Group")
        self._members = []
        self._f = _heap.fields(5)
        self._scale = scale
        self.x = x
        self.y = y
        pad = _heap.top_up(since, _GROUP + _LIST, "Group")
        if pad is not None:
            self._pad = pad

    @property
    def scale(self):
        """Integer scale of the group."""
        return self._scale

    @scale.setter
    def scale(self, value):
        self._scale = value

    def append(self, layer):
        """Add a layer on top."""
        self._check(layer)
        self._members.append(layer)

    def insert(self, index, layer):
        """Add a layer at index."""
        self._check(layer)
        self._members.insert(index, layer)

    def _check(self, layer):
        """A layer belongs to one group at a time, as on the device."""
        if layer._in_group:
            raise ValueError("Layer already in a group")
        layer._in_group = True

    def _release(self, layer):
        """The layer may join another group."""
        layer._in_group = False

    def remove(self, layer):
        """Take a layer out."""
        self._members.remove(layer)
        self._release(layer)

    def pop(self, i=-1):
        """Take a layer out by index and return it."""
        layer = self._members.pop(i)
        self._release(layer)
        return layer

    def index(self, layer):
        """Position of a layer."""
        return self._members.index(layer)

    def __len__(self):
        return len(self._members)

    def __getitem__(self, i):
        return self._members[i]

    def __setitem__(self, i, layer):
        self._release(self._members[i])
        self._check(layer)
        self._members[i] = layer

    def __delitem__(self, i):
        self._release(self._members[i])
        del self._members[i]

    def __contains__(self, layer):
        return layer in self._members

    def __iter__(self):
        return iter(self._members)


class Display:
    """board.DISPLAY: a 160x128 screen; refresh() counts frames (nothing is composited in the model)."""

    def __init__(self, width=160, height=128):
        self.width = width
        self.height = height
        self.root_group = None
        self.brightness = 1.0
        self.auto_refresh = True
        self.rotation = 0
        self.refreshes = 0

    def refresh(self, target_frames_per_second=None, minimum_frames_per_second=0):
        """Count the frame."""
        self.refreshes += 1
        return True


CIRCUITPYTHON_TERMINAL = Group()  # the firmware's console text, shown when no root group of ours is


def release_displays():
    """Nothing to release in the model."""
