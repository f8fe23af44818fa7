"""A stand-in for a SAMD51's microcontroller.nvm as the flash does it, for the tests: every slice assignment reads
the 8 KB block, erases it and programs its 16 pages of 512 bytes in order; power can be cut after the erase or
after any page."""

PAGE = 512
PAGES = 16


class PowerCut(BaseException):
    """The power went in the middle of a write: nothing more runs (not an Exception: no handler stops it)."""


class Flash:
    """8192 bytes; writes counts the slice assignments (each one erase of the block). cut: None, or the page after
    which the next write stops (-1: right after the erase)."""

    def __init__(self, data=None):
        self.data = bytearray(b"\xff" * PAGE * PAGES if data is None else data)
        assert len(self.data) == PAGE * PAGES
        self.writes = 0
        self.cut = None

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.data[index]

    def __setitem__(self, index, value):
        """One write as ByteArray.c does it: the block patched in RAM, erased, programmed page by page."""
        if not isinstance(index, slice):  # single bytes: the console never writes them; a test may
            index = slice(index, index + 1)
            value = bytes((value,))
        start, stop, step = index.indices(len(self.data))
        value = bytes(value)
        if step != 1 or stop - start != len(value):
            raise ValueError("NVM slice assignment must keep the length")
        block = bytearray(self.data)
        block[start:stop] = value
        self.writes += 1
        cut, self.cut = self.cut, None
        if cut is None:
            self.data = block
            return
        self.data = bytearray(b"\xff" * len(block))  # erased
        for p in range(cut + 1):
            self.data[p * PAGE:(p + 1) * PAGE] = block[p * PAGE:(p + 1) * PAGE]
        raise PowerCut()
