"""Seeded pseudo-random numbers kept inside a game state."""

# xorshift32 computed on two 16-bit halves, so every intermediate value stays below 2**30 and the
# sequence is identical on CPython, MicroPython and CircuitPython. The 4 state bytes live at an
# offset inside the caller's bytearray: a game state carries its own generator and replays exactly.

from micropython import const

PRNG_BYTES = const(4)
_MASK16 = const(0xFFFF)
_MAX30 = const(0x3FFFFFFF)


def seed(buf, off, value):
    """Write a generator seeded from the int value (0 <= value < 2**30) into buf[off:off+4]."""
    value &= _MAX30
    hi = (value >> 16) ^ 0x9E37
    lo = (value & _MASK16) ^ 0x79B9
    if hi == 0 and lo == 0:
        lo = 1
    buf[off] = hi >> 8
    buf[off + 1] = hi & 0xFF
    buf[off + 2] = lo >> 8
    buf[off + 3] = lo & 0xFF
    for _ in range(8):  # mix the seed so near seeds give unrelated sequences
        next30(buf, off)


def next30(buf, off):
    """Advance the generator in buf and return a value in [0, 2**30)."""
    hi = (buf[off] << 8) | buf[off + 1]
    lo = (buf[off + 2] << 8) | buf[off + 3]
    # x ^= x << 13
    nhi = ((hi << 13) | (lo >> 3)) & _MASK16
    nlo = (lo << 13) & _MASK16
    hi ^= nhi
    lo ^= nlo
    # x ^= x >> 17
    lo ^= hi >> 1
    # x ^= x << 5
    nhi = ((hi << 5) | (lo >> 11)) & _MASK16
    nlo = (lo << 5) & _MASK16
    hi ^= nhi
    lo ^= nlo
    buf[off] = hi >> 8
    buf[off + 1] = hi & 0xFF
    buf[off + 2] = lo >> 8
    buf[off + 3] = lo & 0xFF
    return ((hi & 0x3FFF) << 16) | lo


def below(buf, off, n):
    """Return an unbiased int in [0, n) for 0 < n < 2**29."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = (_MAX30 // n) * n
    while True:
        # next30() written out: a draw is the deepest call of many rules' apply(), and a frame less
        # matters on the badge, whose Python frames share a small fixed stack (the pystack)
        hi = (buf[off] << 8) | buf[off + 1]
        lo = (buf[off + 2] << 8) | buf[off + 3]
        nhi = ((hi << 13) | (lo >> 3)) & _MASK16
        nlo = (lo << 13) & _MASK16
        hi ^= nhi
        lo ^= nlo
        lo ^= hi >> 1
        nhi = ((hi << 5) | (lo >> 11)) & _MASK16
        nlo = (lo << 5) & _MASK16
        hi ^= nhi
        lo ^= nlo
        buf[off] = hi >> 8
        buf[off + 1] = hi & 0xFF
        buf[off + 2] = lo >> 8
        buf[off + 3] = lo & 0xFF
        r = ((hi & 0x3FFF) << 16) | lo
        if r < limit:
            return r % n


def shuffle(buf, off, data, start, n):
    """Fisher-Yates shuffle of data[start:start+n] in place, drawing from the generator at buf[off]."""
    i = n - 1
    while i > 0:
        j = below(buf, off, i + 1)
        a = start + i
        b = start + j
        data[a], data[b] = data[b], data[a]
        i -= 1
