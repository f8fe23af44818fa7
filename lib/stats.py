"""Finished games in NVM: the layout and reading of a ring of game records and of per-player totals."""

# The block's layout is in lib/saves.py: the totals at TOTALS_AT (pages 0-3), the ring at RING_AT (pages 3-10).
#   TOTALS_AT  the totals (statsfold.py): HEAD (b"T", TOTALS_FORMAT, the sequence number of the last game
#              counted, a CRC of those 6 bytes and the body), then the body. Formatted with the block
#              (lib/nvmblock.py). Totals of format 1 ranked Bunny Boom's seats the wrong way (most rabbits ahead,
#              "best" the most) and counted CPU-only games: they read as none, and an older block's move
#              (lib/nvmboot.py) counts the ring's records (unchanged, format 1) again, the right way.
#   RING_AT    RING (75) records of RECORD_SIZE bytes, the last finished games; the oldest is overwritten:
#     0 b"G"  1 game index in games.GAMES  2 seats  3 STATS_FORMAT  4-5 options  6-7 winners, a bit a seat
#     8-11 fingerprint of the final state
#     12-21 who sat in each seat: a player id (settings.Settings.ids, 1-250) or CPU + level (251-253)
#     22-41 each seat's score + 32768, 2 bytes  42-45 sequence number (the date order)  46-47 CRC of 0-45
# A game's end writes its record beside its final save, in the game area (saves.PENDING_AT, flag PENDING), in
# the one write of the final move; the next write composed whole (a start, a settings change: lib/nvmblock.py)
# puts it in the ring and the totals and clears the flag. Until then every reader counts it from there: scan()
# lists it as ring place PENDING, players_screen.totals folds it into a copy in RAM.
# Players are matched by the stable id of their name slot (lib/settings.py), never by the name's text.
# Loaded by the Players screens (lib/players_screen.py) and nvmblock.py, and forgotten after.

import lang
from micropython import const

from saves import GAME_AT, PENDING_AT, crc16

STATS_FORMAT = const(1)
TOTALS_FORMAT = const(2)  # of the totals' head; raised when the way a game is counted changes
PLAYERS = const(16)  # rows of the totals: people past and present and the CPU levels
GAMES = const(6)  # games.GAMES has 5: one spare column
ENTRY = const(9)  # a player row: id, then the name last seen (8 bytes)
CELL = const(8)  # played, won, best + 32768, last (rank | 0x80 when won, seats)
PAIR = const(6)  # games together, the first ahead, the second ahead
CELLS_AT = const(144)  # PLAYERS * ENTRY, from the start of a copy's body
PAIRS_AT = const(912)  # CELLS_AT + PLAYERS * GAMES * CELL
BODY = const(1632)  # PAIRS_AT + PLAYERS * (PLAYERS - 1) // 2 * PAIR
HEAD = const(8)  # b"T", STATS_FORMAT, sequence (4), CRC of bytes 0-5 and the body
TOTALS_AT = const(128)
TOTALS_SIZE = const(1640)
RING_AT = const(1768)  # TOTALS_AT + TOTALS_SIZE
RECORD_SIZE = const(48)
RING = const(75)
PENDING = const(75)  # the ring place that names the finished game waiting in the game area (RING)
TAIL = const(42)  # sequence and CRC: written last
CPU_ID = const(251)  # CPU level k plays as player id CPU_ID + k
_CPU_NAMES = ("CPU Easy", "CPU Norm", "CPU Hard")


def fits(nvm):
    """True when the NVM is large enough for the statistics region."""
    return len(nvm) >= GAME_AT + PENDING_AT + RECORD_SIZE


def in_use(nvm):
    """True when the NVM holds this layout (else it holds no games)."""
    return fits(nvm) and bytes(nvm[0:4]) == b"PBNV"


def pending(nvm):
    """True when the game area holds a finished game the ring and the totals do not count yet."""
    head = bytes(nvm[GAME_AT:GAME_AT + 32])
    return head[0:2] == b"PG" and head[3] & 2 and crc16(head[0:30]) == u16(head, 30)


def u16(buf, at):
    """The little-endian 16-bit number at buf[at]."""
    return buf[at] | (buf[at + 1] << 8)


def u32(buf, at):
    """The little-endian 32-bit number at buf[at]."""
    return u16(buf, at) | (u16(buf, at + 2) << 16)


def read_record(nvm, k, buf):
    """Read ring record k into buf: its sequence number, 0 when never written, -1 when damaged."""
    at = RING_AT + k * RECORD_SIZE if k < RING else GAME_AT + PENDING_AT
    buf[0:RECORD_SIZE] = nvm[at:at + RECORD_SIZE]
    blank = True
    for i in range(TAIL, RECORD_SIZE):
        if buf[i] != 0xFF:
            blank = False
    if blank:
        return 0
    if (buf[0] != 0x47 or buf[3] != STATS_FORMAT or not 1 <= buf[2] <= 10
            or crc16(memoryview(buf)[0:46]) != u16(buf, 46)):
        return -1
    return u32(buf, TAIL) or -1


def scan(nvm, buf, fingerprint=None):
    """The ring's valid records as (sequence, index), how many were damaged, and whether one has that
    fingerprint (bytes 8-11); in ring order (sort them to show them). A finished game not counted yet is one of
    them (index PENDING)."""
    found = []
    damaged = 0
    seen = False
    if not in_use(nvm):
        return found, damaged, seen
    for k in range(RING + 1):
        if k == PENDING and not pending(nvm):
            break
        seq = read_record(nvm, k, buf)
        if seq < 0:
            damaged += 1
        elif seq:
            found.append((seq, k))
            if fingerprint is not None and bytes(buf[8:12]) == fingerprint:
                seen = True
    return found, damaged, seen


def totals_copy(nvm, piece, at=TOTALS_AT):
    """(offset, sequence) of the totals at at when sound, or (-1, 0); piece: a scratch bytearray."""
    if not fits(nvm):
        return -1, 0
    n = len(piece)
    head = bytes(nvm[at:at + HEAD])
    if head[0] != 0x54 or head[1] != TOTALS_FORMAT:
        return -1, 0
    crc = crc16(head[0:6])
    for p in range(at + HEAD, at + TOTALS_SIZE, n):
        m = min(n, at + TOTALS_SIZE - p)
        piece[0:m] = nvm[p:p + m]
        crc = crc16(memoryview(piece)[0:m], crc)
    return (at, u32(head, 2)) if crc == u16(head, 6) else (-1, 0)


def player_name(settings, pid, stored=""):
    """How a player id shows: its name slot's name now (so a rename shows), a CPU level, else stored."""
    if pid >= CPU_ID:
        return lang.tr(_CPU_NAMES[min(2, pid - CPU_ID)])
    for slot in range(len(settings.ids)):
        if settings.ids[slot] == pid:
            return settings.names[slot] or "P%d" % (slot + 1)
    return stored or "#%d" % pid
