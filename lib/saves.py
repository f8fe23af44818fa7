"""The NVM block's layout, and the game area: the save of the game in progress and what the next boot starts."""

# On a SAMD51, microcontroller.nvm is one 8 KB flash block: every slice assignment, however small, reads the
# block, erases it and programs its 16 pages of 512 bytes in order, page 0 first. A power cut after the erase
# leaves 0xFF everywhere; a cut after page p keeps pages 0-p (with the new bytes) and erases the rest. So what
# lives longest comes first and each event is one slice assignment (one erase):
#
#     offset  size  what                                                      pages
#     0       16    block header: b"PBNV", LAYOUT, flags, generation, writes  0
#     16      102   settings (lib/settings.py)                                0
#     128     1640  statistics totals (lib/stats.py)                          0-3
#     1768    3600  the ring of the last 75 game records (lib/stats.py)       3-10
#     5376    600   the game area (below)                                     10-11
#     5976-8191     not used (0xFF)
#
# Block header (lib/settings.py reads and writes it with the settings, page 0's other tenant): 0 b"PBNV",
# 4 LAYOUT, 5 flags (WARNED: the wear warning was shown), 6 generation (4 bytes), 10 writes (4 bytes: the writes
# of the header's slice and of whole-block writes), 14 CRC-16 of bytes 0-13.
# The trailer (the game area's last 8 bytes, page 11: the generation again and b"PBND") is programmed last of
# everything that matters: a header with a matching trailer is a block whose last write ended; a header
# without one is a write cut short (lib/nvmblock.py says what it lost); no header is an erased block (a cut
# right after the erase, or a new badge) or an older firmware's layout (migrated at boot, in one write).
#
# The game area (GAME_AT), written as one slice from its start: a turn's save, a game's end (its final save,
# its result and what to boot next together), a start or resume request:
#     0   2   b"PG"
#     2   1   what the next reload boots into: BOOT_NONE, BOOT_NEW (the fields below), BOOT_RESUME (the save)
#     3   1   flags: RECOVERED (memory ran short mid-game: say so), PENDING (the record at 32 is a finished game
#             the totals and the ring do not hold yet: counted by the next write that composes the block)
#     4   4   writes of the game area (the NVM's writes are these plus the header's)
#     8   4   a new game's seed;  12 players;  13 seats (3 bytes);  16 options (2 bytes);  18 game id (12)
#     30  2   CRC-16 of bytes 0-29
#     32  48  the finished game's record (lib/stats.py's record format), valid when PENDING
#     80  512 the save slot (below)
#     592 8   the trailer
#

import lang
from micropython import const
from saveslot import (  # noqa: F401  (the slot's format, named here too: saves.encode, saves.SLOT_SIZE)
    FLAG_OVER,
    HEADER_SIZE,
    MAX_STATE,
    RECAP_ROOM,
    SAVE_FORMAT,
    SEATS_SIZE,
    SLOT_SIZE,
    SaveRecord,
    _frame,
    _seq,
    crc16,
    decode,
    encode,
    newer,
)

BLOCK_SIZE = const(8192)
PAGE = const(512)
LAYOUT = const(1)
HEAD_SIZE = const(16)  # the block header
GAME_AT = const(5376)
GAME_SIZE = const(600)  # head, pending record, slot, trailer
GAME_HEAD = const(32)
PENDING_AT = const(32)  # in the game area
SLOT_AT = const(80)  # in the game area
TRAILER_AT = const(592)  # in the game area
BLOCK_END = const(5976)  # GAME_AT + GAME_SIZE: the end of what a write must keep
BOOT_NONE = const(0)
BOOT_NEW = const(1)
BOOT_RESUME = const(2)
RECOVERED = const(1)
PENDING = const(2)
ID_SIZE = const(12)
_SEQ_MASK = const(0x3FFFFFFF)


_PIECE = const(64)  # bytes of NVM read at a time

# A block-sized image taken where the heap still had room for one (App.home, in the final position's VM), for
# the next block composed whole (lib/nvmblock.py: a start that counts the finished game) in a heap cut up since
spare = None


def put_crc(buf, n):
    """Store the CRC-16 of buf[0:n] little-endian at buf[n]."""
    crc = crc16(memoryview(buf)[0:n])
    buf[n] = crc & 0xFF
    buf[n + 1] = crc >> 8


def crc_ok(buf, n):
    """True when buf[n:n+2] holds the CRC-16 of buf[0:n]."""
    return crc16(memoryview(buf)[0:n]) == buf[n] | (buf[n + 1] << 8)


def u32(buf, at):
    """The little-endian 32-bit number at buf[at] (kept below 2**30)."""
    return (buf[at] | (buf[at + 1] << 8) | (buf[at + 2] << 16) | (buf[at + 3] << 24)) & _SEQ_MASK


def put32(buf, at, value):
    """Store a 32-bit number little-endian at buf[at]."""
    for i in range(4):
        buf[at + i] = (value >> (8 * i)) & 0xFF


def header_ok(head):
    """True when 16 bytes are a sound block header of this layout."""
    return bytes(head[0:4]) == b"PBNV" and head[4] == LAYOUT and crc_ok(head, 14)


def block_ok(nvm):
    """True when the NVM holds this layout and its last write ended: a header and a trailer of one generation."""
    if len(nvm) < BLOCK_END:
        return False
    head = bytes(nvm[0:HEAD_SIZE])
    tail = bytes(nvm[GAME_AT + TRAILER_AT:BLOCK_END])
    return header_ok(head) and tail[4:8] == b"PBND" and tail[0:4] == head[6:10]


class SaveStore:
    """The game area of NVM: one save slot, what the next reload boots into, a finished game not yet counted.
    Every change is one slice assignment from the area's start: one erase of the flash block."""

    def __init__(self, nvm, base=GAME_AT):
        self.nvm = nvm
        self.base = base
        # the area's head, record and slot, made once at start-up: a save in the middle of a game must not need
        # a 600-byte block in a heap that a long game has fragmented
        self.raw = bytearray(TRAILER_AT)

    def _load(self, n):
        """Read the area's first n bytes into self.raw in small pieces (fewer when the NVM ends first)."""
        start = self.base
        end = min(start + n, len(self.nvm))
        raw = self.raw
        for at in range(start, end, _PIECE):
            top = min(at + _PIECE, end)
            raw[at - start:top - start] = self.nvm[at:top]
        for i in range(max(0, end - start), n):
            raw[i] = 0xFF
        return raw

    def head(self):
        """The area's head (GAME_HEAD bytes, a copy) when sound, else None."""
        raw = self._load(GAME_HEAD)
        if raw[0] != 0x50 or raw[1] != 0x47 or not crc_ok(raw, 30):
            return None
        return bytes(raw[0:GAME_HEAD])

    def read(self):
        """Return (the valid save as a one-record list, or [], messages about a save that was ignored)."""
        record, reason = decode(memoryview(self._load(TRAILER_AT))[SLOT_AT:TRAILER_AT])
        if record is not None:
            return [record], []
        return [], [lang.tr("Save %s: ignored") % lang.tr(reason)] if reason else []

    def _commit(self, n, boot, flags):
        """Write self.raw[0:n] as one slice: the head made anew (what to boot, flags, the write counted)."""
        raw = self.raw
        count = u32(raw, 4) if raw[0] == 0x50 and raw[1] == 0x47 and crc_ok(raw, 30) else 0
        raw[0] = 0x50
        raw[1] = 0x47
        raw[2] = boot
        raw[3] = flags
        put32(raw, 4, count + 1)
        put_crc(raw, 30)
        self.nvm[self.base:self.base + n] = memoryview(raw)[0:n]

    def write(self, game_id, players, options, version, state, over=False, seats=0, recap=b"", boot=BOOT_NONE,
              record=None):
        """Write a save (one slice: the head, a finished game's record when given, the slot); its sequence number.
        boot: what a reload right after boots into; record: the finished game's statistics record (48 bytes)."""
        raw = self._load(TRAILER_AT)
        slot = memoryview(raw)[SLOT_AT:TRAILER_AT]
        at = _frame(slot)[0]  # the header and CRC only: decoding would copy the state on every turn
        seq = (_seq(slot, at) + 1) & _SEQ_MASK if at else 1
        flags = raw[3] & PENDING if raw[0] == 0x50 and raw[1] == 0x47 and crc_ok(raw, 30) else 0
        if record is not None:
            raw[PENDING_AT:PENDING_AT + len(record)] = record
            flags = PENDING
        data = encode(game_id, players, options, version, state, seq, over, seats, recap,
                      memoryview(raw)[SLOT_AT:TRAILER_AT])
        self._commit(SLOT_AT + len(data), boot, flags)
        return seq

    def ask(self, boot, flags=0, fields=None):
        """Write only what the next reload boots into (one slice of the head): BOOT_RESUME (the save), BOOT_NEW
        with a new game's fields (put_fields) or BOOT_NONE; the PENDING flag is kept (a start that counts a
        finished game is written whole: lib/nvmblock.py)."""
        raw = self._load(GAME_HEAD)
        keep = raw[3] & PENDING if raw[0] == 0x50 and raw[1] == 0x47 and crc_ok(raw, 30) else 0
        if fields is not None:
            put_fields(raw, fields)
        self._commit(GAME_HEAD, boot, flags | keep)


def put_fields(head, fields):
    """A new game's (seed, players, seats, options, game id) into a game-area head (its CRC is the caller's)."""
    seed, players, seats, options, game_id = fields
    put32(head, 8, seed)
    head[12] = players
    for i in range(3):
        head[13 + i] = (seats >> (8 * i)) & 0xFF
    head[16] = options & 0xFF
    head[17] = (options >> 8) & 0xFF
    gid = game_id.encode()[:ID_SIZE]
    for i in range(ID_SIZE):
        head[18 + i] = gid[i] if i < len(gid) else 0
