"""Stand-in for microcontroller on the device model: nvm is 8 KB that counts its writes."""


class _Nvm:
    """microcontroller.nvm: 8192 bytes; the model counts assignments (each is one flash write)."""

    def __init__(self, size):
        self._bytes = bytearray(b"\xff" * size)
        self.writes = 0

    def __len__(self):
        return len(self._bytes)

    def __getitem__(self, index):
        return self._bytes[index]

    def __setitem__(self, index, value):
        self.writes += 1
        self._bytes[index] = value


nvm = _Nvm(8192)
