"""The save slot's format: a game's save encoded and decoded, under a CRC-16 (lib/saves.py keeps it in NVM)."""

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
