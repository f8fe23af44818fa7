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
# Block header: 0 b"PBNV", 4 LAYOUT, 5 flags (WARNED: the wear warning was shown), 6 generation (4 bytes),
# 10 writes (4 bytes: the writes of the header's slice and of whole-block writes), 14 CRC-16 of bytes 0-13.
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
# Save slot layout (SLOT_SIZE bytes), format 2:
#
#     offset  size  field
#     0       2     MAGIC b"PB"
#     2       1     FORMAT (SAVE_FORMAT)
#     3       1     flags: bit 0 = the game is over
#     4       12    game id, ASCII, zero padded
#     16      1     players
#     17      2     options, little-endian
#     19      1     the rules module's STATE_VERSION
#     20      4     sequence number, little-endian (< 2**30)
#     24      2     state length
#     26      2     CRC-16/CCITT of bytes 0-25 and the state
#     28      n     the game state, then (format 3) SEATS_SIZE bytes: who plays each seat, 2 bits a seat
#                   from seat 0 in the low bits of the first byte: 0 a person, 1-3 a CPU (level + 1)
#
# Format 4 (written when there are moves to recap) puts the recap (handoff.Recap.pack: the last moves as
# codes and the state before them, R bytes) between the state and the seat bytes, and R in the last 2 bytes:
# state, recap, seats, R. Without a recap the save is written as format 3.
#
# Format 2 (no seat bytes: every seat a person) is still read.
# Format 1 (written by the first firmware, still read so its saves resume) had an 8-byte id: the same
# fields from offset 4 shifted 4 bytes down, and a 24-byte header.
# An older firmware kept two slots at NVM 0 and 512 (lib/nvmblock.py migrates the newer one): on this
# hardware both were erased by every write, so one slot keeps as much.

import lang
from micropython import const

BLOCK_SIZE = const(8192)
PAGE = const(512)
LAYOUT = const(1)
HEAD_SIZE = const(16)  # the block header
WARNED = const(1)  # header flag: the launcher said the NVM is past 80 % of its rated erase cycles
ENDURANCE = const(10000)  # erase cycles a SAMD51 flash block is rated for (datasheet minimum)
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
SAVE_FORMAT = const(4)
_PLAIN_FORMAT = const(3)  # format 4 without the recap and its length
SLOT_SIZE = const(512)
HEADER_SIZE = const(28)
MAX_STATE = const(481)  # SLOT_SIZE - HEADER_SIZE - SEATS_SIZE
RECAP_ROOM = const(479)  # bytes for the state and the recap together: MAX_STATE - 2 (the recap's length)
FLAG_OVER = const(1)
_MAGIC0 = const(0x50)  # "P"
_MAGIC1 = const(0x42)  # "B"
_ID_SIZE = const(12)
_OLD_FORMAT = const(1)
SEATS_SIZE = const(3)  # 2 bits for each of up to 12 seats
_OLD_ID_SIZE = const(8)
_SEQ_MASK = const(0x3FFFFFFF)
_SEQ_HALF = const(0x20000000)


# the CRC of each 4-bit value (polynomial 0x1021): a byte takes two look-ups, not eight shifts (a save checksums up
# to three 512-byte slots in the frame of the key that ended a turn)
_NIBBLE_CRC = (0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
               0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF)


def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE of a bytes-like object, continuing from crc."""
    table = _NIBBLE_CRC
    for b in data:
        crc = ((crc << 4) & 0xFFFF) ^ table[(crc >> 12) ^ (b >> 4)]
        crc = ((crc << 4) & 0xFFFF) ^ table[(crc >> 12) ^ (b & 15)]
    return crc


def newer(a, b):
    """True when sequence number a comes after b, counting modulo 2**30 (so a wrap keeps the order)."""
    d = (a - b) & _SEQ_MASK
    return 0 < d < _SEQ_HALF


class SaveRecord:
    """One decoded save: game id, players, options, state version, state bytes, sequence, slot, seats."""

    def __init__(self, slot, game_id, players, options, version, state, seq, over, seats=0, recap=b""):
        self.slot = slot
        self.game_id = game_id
        self.players = players
        self.options = options
        self.version = version
        self.state = state
        self.seq = seq
        self.over = over
        self.seats = seats  # who plays each seat: 2 bits a seat, 0 a person, 1-3 a CPU of level 0-2
        self.recap = recap  # the last moves (handoff.Recap.pack), b"" when the save has none

    def __repr__(self):
        return "SaveRecord(slot=%d, %s, seq=%d)" % (self.slot, self.game_id, self.seq)


def encode(game_id, players, options, version, state, seq, over=False, seats=0, recap=b"", into=None):
    """Build the bytes of one save slot (header, state, recap and seats; the rest of the slot is left as it was),
    in a new bytearray or, given into (SLOT_SIZE bytes), in its first bytes, returned as a memoryview."""
    if len(state) > MAX_STATE:
        raise ValueError("state of %d bytes does not fit a save slot" % len(state))
    if recap and len(state) + len(recap) > RECAP_ROOM:
        recap = b""  # the state comes first: the recap is only a courtesy
    tail = len(recap) + 2 if recap else 0
    n = len(state) + SEATS_SIZE + tail
    gid = game_id.encode()
    if not gid or len(gid) > _ID_SIZE:
        raise ValueError("game id must be 1-12 ASCII characters")
    if into is None:
        out = bytearray(HEADER_SIZE + n)
    else:
        out = memoryview(into)[:HEADER_SIZE + n]
    out[0] = _MAGIC0
    out[1] = _MAGIC1
    out[2] = SAVE_FORMAT if recap else _PLAIN_FORMAT
    out[3] = FLAG_OVER if over else 0
    out[4:4 + len(gid)] = gid
    for i in range(4 + len(gid), 4 + _ID_SIZE):
        out[i] = 0  # into may hold an older slot's bytes
    at = 4 + _ID_SIZE
    out[at] = players
    out[at + 1] = options & 0xFF
    out[at + 2] = (options >> 8) & 0xFF
    out[at + 3] = version
    for i in range(4):
        out[at + 4 + i] = (seq >> (8 * i)) & 0xFF
    out[at + 8] = n & 0xFF
    out[at + 9] = n >> 8
    at_seats = HEADER_SIZE + len(state) + len(recap)
    out[HEADER_SIZE:HEADER_SIZE + len(state)] = state
    out[HEADER_SIZE + len(state):at_seats] = recap
    for i in range(SEATS_SIZE):
        out[at_seats + i] = (seats >> (8 * i)) & 0xFF
    if recap:
        out[at_seats + SEATS_SIZE] = len(recap) & 0xFF
        out[at_seats + SEATS_SIZE + 1] = len(recap) >> 8
    crc = crc16(memoryview(out)[HEADER_SIZE:], crc16(memoryview(out)[0:at + 10]))
    out[at + 10] = crc & 0xFF
    out[at + 11] = crc >> 8
    return out


def _frame(raw):
    """Check one slot's header, CRC and format: (at, header, n, "") when sound, (0, 0, 0, reason) otherwise."""
    if len(raw) < HEADER_SIZE:
        return 0, 0, 0, "truncated"
    blank = True
    for b in raw[0:HEADER_SIZE]:
        if b != 0xFF:
            blank = False
            break
    if blank:
        return 0, 0, 0, ""
    if raw[0] != _MAGIC0 or raw[1] != _MAGIC1:
        return 0, 0, 0, "corrupt"
    id_size = _OLD_ID_SIZE if raw[2] == _OLD_FORMAT else _ID_SIZE  # unknown formats: checked as the newest
    at = 4 + id_size
    header = at + 12
    if header > len(raw):
        return 0, 0, 0, "truncated"
    n = raw[at + 8] | (raw[at + 9] << 8)
    if n > SLOT_SIZE - header or header + n > len(raw):
        return 0, 0, 0, "corrupt"
    crc = crc16(memoryview(raw)[header:header + n], crc16(memoryview(raw)[0:at + 10]))
    if crc != raw[at + 10] | (raw[at + 11] << 8):
        return 0, 0, 0, "corrupt"
    if raw[2] > SAVE_FORMAT or raw[2] < _OLD_FORMAT:
        return 0, 0, 0, lang.tr("format %d, this firmware reads %d") % (raw[2], SAVE_FORMAT)
    return at, header, n, ""


def _seq(raw, at):
    """The sequence number of a sound slot whose id ends at offset at."""
    return raw[at + 4] | (raw[at + 5] << 8) | (raw[at + 6] << 16) | (raw[at + 7] << 24)


def decode(raw, slot=0):
    """Decode one slot's bytes: (SaveRecord, "") when valid, (None, reason) otherwise ("" = empty)."""
    at, header, n, reason = _frame(raw)
    if not at:
        return None, reason
    gid = bytes(raw[4:at])
    end = gid.find(b"\x00")
    if end >= 0:
        gid = gid[:end]
    try:
        game_id = gid.decode()
    except UnicodeError:
        return None, "corrupt"
    seq = _seq(raw, at)
    seats = 0
    recap = b""
    if raw[2] == SAVE_FORMAT:
        if n < 2:
            return None, "corrupt"
        n -= 2
        size = raw[header + n] | (raw[header + n + 1] << 8)
        if n < SEATS_SIZE + size:
            return None, "corrupt"
        recap = bytes(raw[header + n - SEATS_SIZE - size:header + n - SEATS_SIZE])
    if raw[2] >= _PLAIN_FORMAT:
        if n < SEATS_SIZE:
            return None, "corrupt"
        n -= SEATS_SIZE
        for i in range(SEATS_SIZE):
            seats |= raw[header + n + i] << (8 * i)
        n -= len(recap)
    record = SaveRecord(slot, game_id, raw[at], raw[at + 1] | (raw[at + 2] << 8), raw[at + 3],
                        bytearray(raw[header:header + n]), seq, bool(raw[3] & FLAG_OVER), seats, recap)
    return record, ""


_PIECE = const(64)  # bytes of NVM read at a time


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


def writes(nvm):
    """How many times this layout's block was written (each write is one erase of the flash block)."""
    head = bytes(nvm[0:HEAD_SIZE])
    game = bytes(nvm[GAME_AT:GAME_AT + GAME_HEAD])
    n = u32(head, 10) if header_ok(head) else 0
    return n + (u32(game, 4) if game[0:2] == b"PG" and crc_ok(game, 30) else 0)


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

    def _slot_bytes(self, slot=0):
        """The save slot's raw bytes (valid until the next read)."""
        return memoryview(self._load(TRAILER_AT))[SLOT_AT:TRAILER_AT]

    def head(self):
        """The area's head (GAME_HEAD bytes, a copy) when sound, else None."""
        raw = self._load(GAME_HEAD)
        if raw[0] != 0x50 or raw[1] != 0x47 or not crc_ok(raw, 30):
            return None
        return bytes(raw[0:GAME_HEAD])

    def pending(self):
        """True when the area holds a finished game the statistics do not count yet (flag PENDING)."""
        head = self.head()
        return head is not None and bool(head[3] & PENDING)

    def read(self):
        """Return (the valid save as a one-record list, or [], messages about a save that was ignored)."""
        record, reason = decode(self._slot_bytes())
        if record is not None:
            return [record], []
        return [], [lang.tr("Save %s: ignored") % lang.tr(reason)] if reason else []

    def _commit(self, n, boot, flags, fields=None):
        """Write self.raw[0:n] as one slice: the head made anew (what to boot, flags, the write counted)."""
        raw = self.raw
        count = 0
        if raw[0] == 0x50 and raw[1] == 0x47 and crc_ok(raw, 30):
            count = u32(raw, 4)
        raw[0] = 0x50
        raw[1] = 0x47
        raw[2] = boot
        raw[3] = flags
        put32(raw, 4, count + 1)
        if fields is not None:  # a new game's request: seed, players, seats, options, game id
            seed, players, seats, options, game_id = fields
            put32(raw, 8, seed)
            raw[12] = players
            for i in range(3):
                raw[13 + i] = (seats >> (8 * i)) & 0xFF
            raw[16] = options & 0xFF
            raw[17] = (options >> 8) & 0xFF
            gid = game_id.encode()[:ID_SIZE]
            for i in range(ID_SIZE):
                raw[18 + i] = gid[i] if i < len(gid) else 0
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
        """Write only what the next reload boots into (one slice of the head): BOOT_NEW with fields (seed, players,
        seats, options, game id), BOOT_RESUME (the save), BOOT_NONE; the PENDING flag is kept."""
        raw = self._load(GAME_HEAD)
        keep = raw[3] & PENDING if raw[0] == 0x50 and raw[1] == 0x47 and crc_ok(raw, 30) else 0
        self._commit(GAME_HEAD, boot, flags | keep, fields)

    def erase(self):
        """Blank the save slot's header (one write)."""
        raw = self._load(SLOT_AT + HEADER_SIZE)
        for i in range(SLOT_AT, SLOT_AT + HEADER_SIZE):
            raw[i] = 0xFF
        self._commit(SLOT_AT + HEADER_SIZE, BOOT_NONE, raw[3] & PENDING if crc_ok(raw, 30) else 0)
