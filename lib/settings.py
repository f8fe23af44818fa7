"""Console settings kept in NVM's first page: brightness, LEDs, sound, names, hourglass, language."""

# Record layout (RECORD_SIZE bytes at BASE, right after the block header: lib/saves.py gives the block's layout;
# an older firmware kept it at 1024, lib/nvmblock.py moves it):
#
#     offset  size  field
#     0       2     MAGIC b"PS"
#     2       1     SETTINGS_FORMAT
#     3       1     screen brightness, 1-10 (never 0: a dark screen looks like a dead badge)
#     4       1     LED brightness, 0-10
#     5       1     sound: 0 off, 1 on
#     6       1     volume, 1-10
#     7       1     hourglass seconds, 10-120
#     8       80    ten player names, 8 ASCII characters each, zero padded
#     88      10    each name slot's stable player id, 1-250 (lib/stats.py counts a player's games by it)
#     98      1     the next id to give out
#     99      1     language: 0 English, 1 French (lib/lang.py)
#     100     2     CRC-16/CCITT of bytes 0-99
#
# Format 1 (no ids: 88 bytes, its CRC at 88) still loads: slot k gets id k + 1, the next id is 11.
# Format 2 (no language: 101 bytes, its CRC at 99) still loads, in English.
# A name slot keeps its id while its name is edited (a rename keeps the player's statistics); clearing a
# name gives the slot a fresh id (whoever names it next is someone new). Ids come back after 250 clears.
# The record is written with the block header before it (its write counted there) as one slice assignment (one
# erase/write cycle), only when a value changed; when a finished game waits to be counted, or the block is not
# sound, the whole block is composed and written instead (lib/nvmblock.py), still once.
# A blank record means the defaults; a corrupt one is replaced by the defaults with a message.

from micropython import const

from saves import (
    GAME_AT,
    HEAD_SIZE,
    PENDING,
    block_ok,
    crc16,
    put32,
    put_crc,
    u32,
)

WARNED = const(1)  # block header flag: the launcher said the NVM is past 80 % of its rated erase cycles
ENDURANCE = const(10000)  # erase cycles a SAMD flash block is rated for (the figure usually quoted)
BASE = const(16)  # right after the block header (saves.HEAD_SIZE; a test checks it)
RECORD_SIZE = const(102)
SETTINGS_FORMAT = const(3)
MAX_ID = const(250)  # player ids are 1-250; lib/stats.py keeps 251-253 for the CPU levels
NAME_LEN = const(8)
NAME_COUNT = const(10)
NAME_CHARS = " ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-."
_NAMES_AT = const(8)
_IDS_AT = const(88)
_NEXT_AT = const(98)
_CRC_AT = const(100)
_OLD_FORMAT = const(1)
_OLD_CRC_AT = const(88)
_FORMAT_2 = const(2)
_FORMAT_2_CRC_AT = const(99)

# (field, offset, lowest, highest, default, step)
FIELDS = (
    ("screen", 3, 1, 10, 8, 1),
    ("leds", 4, 0, 10, 3, 1),
    ("sound", 5, 0, 1, 1, 1),
    ("volume", 6, 1, 10, 5, 1),
    ("hourglass", 7, 10, 120, 30, 5),
    ("language", 99, 0, 1, 0, 1),  # a record of an older format has none: English
)


class Settings:
    """The settings in RAM, loaded from and saved to NVM; names[i] is "" for the default "P<i+1>"."""

    def __init__(self, nvm):
        self.nvm = nvm
        self.values = {}
        self.names = [""] * NAME_COUNT
        self.ids = []
        self.next_id = 0
        self.message = ""
        self.load()

    def defaults(self):
        """Put every setting back to its default (not saved until save())."""
        for field, _at, _lo, _hi, default, _step in FIELDS:
            self.values[field] = default
        self.names = [""] * NAME_COUNT
        self.ids = list(range(1, NAME_COUNT + 1))
        self.next_id = NAME_COUNT + 1

    def get(self, field):
        """The value of one numeric setting."""
        return self.values[field]

    def set(self, field, value):
        """Set one numeric setting, clamped to its range (not saved until save())."""
        for name, _at, lo, hi, _default, _step in FIELDS:
            if name == field:
                self.values[field] = max(lo, min(hi, value))
                return
        raise ValueError("no setting %r" % field)

    def step(self, field, direction):
        """Move one numeric setting a step up (direction 1) or down (-1)."""
        for name, _at, _lo, _hi, _default, step in FIELDS:
            if name == field:
                self.set(field, self.values[field] + direction * step)
                return
        raise ValueError("no setting %r" % field)

    def set_name(self, seat, name):
        """Set a player's name: up to 8 characters from NAME_CHARS, trailing spaces dropped."""
        clean = "".join(c if c in NAME_CHARS else " " for c in name.upper()[:NAME_LEN]).rstrip()
        if self.names[seat] and not clean:  # a name cleared: the slot's next player is someone new
            self.ids[seat] = self.fresh_id()
        self.names[seat] = clean

    def fresh_id(self):
        """A player id no name slot holds, from next_id on (1-MAX_ID, then round again)."""
        n = self.next_id
        while n in self.ids or not 1 <= n <= MAX_ID:
            n = n + 1 if n < MAX_ID else 1
        self.next_id = n + 1
        return n

    def encode(self):
        """The record's bytes."""
        out = bytearray(RECORD_SIZE)
        out[0] = 0x50  # "P"
        out[1] = 0x53  # "S"
        out[2] = SETTINGS_FORMAT
        for field, at, _lo, _hi, _default, _step in FIELDS:
            out[at] = self.values[field]
        for i in range(NAME_COUNT):
            raw = self.names[i].encode()
            out[_NAMES_AT + NAME_LEN * i:_NAMES_AT + NAME_LEN * i + len(raw)] = raw
            out[_IDS_AT + i] = self.ids[i]
        out[_NEXT_AT] = self.next_id
        crc = crc16(memoryview(out)[0:_CRC_AT])
        out[_CRC_AT] = crc & 0xFF
        out[_CRC_AT + 1] = crc >> 8
        return out

    def decode(self, raw):
        """Take the values from a record; "" when valid or blank (defaults), else why it was refused."""
        self.defaults()
        version = raw[2] if len(raw) > 2 else SETTINGS_FORMAT
        old = version == _OLD_FORMAT
        crc_at = _OLD_CRC_AT if old else _FORMAT_2_CRC_AT if version == _FORMAT_2 else _CRC_AT
        if len(raw) < crc_at + 2:
            return "truncated"
        blank = True
        for b in raw:
            if b != 0xFF:
                blank = False
                break
        if blank:
            return ""
        if raw[0] != 0x50 or raw[1] != 0x53 or not _OLD_FORMAT <= version <= SETTINGS_FORMAT:
            return "corrupt"
        if crc16(memoryview(raw)[0:crc_at]) != raw[crc_at] | (raw[crc_at + 1] << 8):
            return "corrupt"
        if not old:
            for i in range(NAME_COUNT):
                if not 1 <= raw[_IDS_AT + i] <= MAX_ID:
                    self.defaults()
                    return "corrupt"
                self.ids[i] = raw[_IDS_AT + i]
            self.next_id = raw[_NEXT_AT]
        for field, at, lo, hi, _default, _step in FIELDS:
            if at >= crc_at:  # a field newer than the record's format keeps its default
                continue
            if not lo <= raw[at] <= hi:
                self.defaults()
                return "corrupt"
            self.values[field] = raw[at]
        for i in range(NAME_COUNT):
            chunk = bytes(raw[_NAMES_AT + NAME_LEN * i:_NAMES_AT + NAME_LEN * (i + 1)])
            end = chunk.find(b"\x00")
            chunk = chunk if end < 0 else chunk[:end]
            try:
                name = chunk.decode()
            except UnicodeError:
                name = ""
            self.set_name(i, name)
        return ""

    def load(self):
        """Read the record from NVM; a corrupt record gives the defaults and a message."""
        raw = bytes(self.nvm[BASE:BASE + RECORD_SIZE]) if len(self.nvm) >= BASE + RECORD_SIZE else b""
        reason = self.decode(raw)
        self.message = "Settings %s: defaults restored" % reason if reason else ""  # the launcher shows it (lang.tr)

    def save(self):
        """Write the record when it differs from what NVM holds (one write); True when it wrote."""
        data = self.encode()
        nvm = self.nvm
        if bytes(nvm[BASE:BASE + RECORD_SIZE]) == bytes(data):
            return False
        import sys
        if not block_ok(nvm):  # a badge's boot made it sound: tools and tests come here with a blank NVM
            import nvmboot
            nvmboot.check(nvm)
            sys.modules.pop("nvmboot", None)
        if nvm[GAME_AT + 3] & PENDING and nvm[GAME_AT] == 0x50:
            import nvmblock  # the block composed whole: a finished game counted in the same write
            nvmblock.write(nvm, self)
            sys.modules.pop("nvmblock", None)
            return True
        out = bytearray(BASE + RECORD_SIZE)
        out[0:HEAD_SIZE] = nvm[0:HEAD_SIZE]
        put32(out, 10, u32(out, 10) + 1)  # this write, counted
        put_crc(out, 14)
        out[BASE:] = data
        nvm[0:BASE + RECORD_SIZE] = out
        return True
