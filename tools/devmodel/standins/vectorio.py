"""Stand-in for CircuitPython's vectorio on the device model (see _heap.py for the approximations)."""

import _heap

_SHAPE = 80  # vectorio_vector_shape_t: base, shape, shader, location, transform, dirty areas, flags
_RECT = 16  # vectorio_rectangle_t
_CIRCLE = 16  # vectorio_circle_t
_POLYGON = 16  # vectorio_polygon_t, plus 4 bytes a point (two int16)


class _Shape:
    """What every vectorio shape shares: position, colour, hidden, membership of one group."""

    x = _heap.int_field(0)
    y = _heap.int_field(1)
    color_index = _heap.int_field(2)
    hidden = _heap.bool_field(3)
    _in_group = _heap.bool_field(4)

    def _start(self, pixel_shader, x, y, color_index):
        if pixel_shader is None:
            raise TypeError("pixel_shader is required")
        self._f = _heap.fields(7)  # 5, 6: the shape's own size (width, height or radius)
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.color_index = color_index

    def _finish(self, since, struct_bytes):
        pad = _heap.top_up(since, struct_bytes, type(self).__name__)
        if pad is not None:
            self._pad = pad

    @property
    def location(self):
        """(x, y)."""
        return (self.x, self.y)

    @location.setter
    def location(self, xy):
        self.x, self.y = xy


class Rectangle(_Shape):
    """A filled rectangle."""

    width = _heap.int_field(5)
    height = _heap.int_field(6)

    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0, color_index=0):
        since = _heap.mark(type(self).__name__)
        self._start(pixel_shader, x, y, color_index)
        self.width = width
        self.height = height
        self._finish(since, _SHAPE + _RECT)


class Circle(_Shape):
    """A filled circle."""

    radius = _heap.int_field(5)

    def __init__(self, pixel_shader=None, radius=1, x=0, y=0, color_index=0):
        since = _heap.mark(type(self).__name__)
        self._start(pixel_shader, x, y, color_index)
        self.radius = radius
        self._finish(since, _SHAPE + _CIRCLE)


class Polygon(_Shape):
    """A filled polygon; its points are copied into an int16 array as on the device."""

    def __init__(self, pixel_shader=None, points=(), x=0, y=0, color_index=0):
        since = _heap.mark(type(self).__name__)
        self._start(pixel_shader, x, y, color_index)
        self._finish(since, _SHAPE + _POLYGON)
        self._points = bytearray(4 * len(points))
        self._list = list(points)

    @property
    def points(self):
        """The corners, as a new list (the device also builds one on each read)."""
        return list(self._list)

    @points.setter
    def points(self, points):
        self._list = list(points)
        if len(self._points) != 4 * len(points):
            self._points = bytearray(4 * len(points))
