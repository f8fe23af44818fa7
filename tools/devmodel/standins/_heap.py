"""Shared by the stand-ins: allocate on the heap what CircuitPython's C objects would take.

Approximations (said once here, used by every stand-in):
- An object's own header: CircuitPython allocates a C struct (sizes below from CircuitPython 9's
  shared-module/*.h on a 32-bit build). The stand-in is a Python instance; the heap its attributes take is
  measured as the object is built, 16 bytes are counted for the instance itself, and a bytearray tops the
  total up to the struct's size. Where the Python instance is already bigger, the excess stays: the model
  then errs on the high side.
- A stand-in keeps its small fields (position, size, flags) in one int16 array, read through properties,
  so the Python instance stays below the C struct it stands for (an instance with a dozen attributes takes
  about 160 bytes in MicroPython: more than a 96-byte TileGrid struct).
- Data (bitmap pixel words, palette entries, tile indices, polygon points) is allocated at its device size.
- Pixel contents are not modelled beyond their memory: blits and fills are cheap no-ops or simple stores.
"""

import gc
from array import array

_alloc = getattr(gc, "mem_alloc", lambda: 0)  # CPython (the unit tests) has no mem_alloc

_INSTANCE = 16  # a MicroPython instance object before its attribute map
_fail = [-1, 0]  # objects still to build before one raises MemoryError (-1: never); MemoryErrors raised


def fail_after(n):
    """Model only: the n-th stand-in object built from now on raises MemoryError (-1: none)."""
    _fail[0] = n


def failures():
    """Model only: how many MemoryErrors the stand-ins raised."""
    return _fail[1]


_pads = {}  # kind of stand-in -> the top-up it needs (the same for every object of that kind)


def mark(kind):
    """Start building a stand-in of a kind: the heap in use now the first time (measured), then None
    (gc.mem_alloc scans the whole heap in this port: measuring once keeps the model's frame times close
    to the C code's). Raises MemoryError when told to."""
    if _fail[0] > 0:
        _fail[0] -= 1
        if _fail[0] == 0:
            _fail[0] = -1
            _fail[1] += 1
            raise MemoryError("memory allocation failed (device model)")
    return None if kind in _pads else _alloc()


def top_up(since, struct_bytes, kind):
    """A bytearray topping what was allocated since mark() up to struct_bytes, or None."""
    if since is None:
        extra = _pads[kind]
    else:
        used = _alloc() - since
        if used < 0:  # a collection ran while the object was built (a fixed heap): measure the next one
            extra = struct_bytes - _INSTANCE
        else:
            extra = struct_bytes - (used + _INSTANCE)
            _pads[kind] = extra
    return bytearray(extra) if extra > 0 else None


def fields(count):
    """The int16 array that holds a stand-in's small fields."""
    return array("h", bytes(2 * count))


def int_field(i):
    """A property reading and writing entry i of self._f (an int16 array)."""

    def get(self):
        return self._f[i]

    def put(self, value):
        self._f[i] = value

    return property(get, put)


def bool_field(i):
    """A property reading and writing entry i of self._f as a bool."""

    def get(self):
        return bool(self._f[i])

    def put(self, value):
        self._f[i] = 1 if value else 0

    return property(get, put)
