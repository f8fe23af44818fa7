"""Counting a recorded game in the totals (lib/stats.py): the other copy written; loaded by statsrecord.py."""

# A totals copy (stats.TOTALS_SIZE bytes): HEAD, then the body:
#   PLAYERS rows of ENTRY bytes: player id (0 or 0xFF: a free row), the name last seen (8 bytes)
#   PLAYERS x GAMES cells of CELL bytes (player-major): played, won, best score + 32768 (2 bytes each), the
#       last game's rank (| 0x80 when won) and its seat count
#   the pairs i < j of rows, i-major, PAIR bytes each: games together, i ahead of j, j ahead of i
# A game is counted by copying the newer valid copy into the other one, changing what the game changes on the
# way, in small pieces; the head (sequence number and CRC) goes last, so a power cut leaves the older copy. A
# row freed for a newcomer (16 rows full) is the former player (no name slot holds the id) with the fewest
# games; their cells and pairs go with it. A CPU level in several seats of one game counts once, its best seat.
# Places, head-to-heads and "best" follow the way the game's score runs (games.LOW_WINS: Bunny Boom's fewest
# rabbits win). The totals are about people: a game with no person seated (CPUs only) stays in the ring (the last
# games page shows it) but is counted in no total, so a level never "wins 2 of 2" against itself.

from micropython import const
from stats import (
    CELL,
    CELLS_AT,
    CPU_ID,
    ENTRY,
    GAMES,
    HEAD,
    PAIR,
    PAIRS_AT,
    PLAYERS,
    TAIL,
    TOTALS_AT,
    TOTALS_FORMAT,
    TOTALS_SIZE,
    u16,
)

import games
from saves import crc16

_OUT = const(256)


def _put16(buf, at, value):
    """Store a 16-bit number, saturated at 0xFFFF."""
    value = min(0xFFFF, value)
    buf[at] = value & 0xFF
    buf[at + 1] = value >> 8


def _read(nvm, src, at, piece, n):
    """Read n body bytes of the copy at src (zeros when there is none) into piece."""
    if src < 0:
        for i in range(n):
            piece[i] = 0
    else:
        piece[0:n] = nvm[src + HEAD + at:src + HEAD + at + n]


def _row(table, pid, ids, src, nvm, piece):
    """The totals row of a player id, taking a free or a former player's row for a newcomer; (row, new)."""
    free = -1
    for p in range(PLAYERS):
        if table[p * ENTRY] == pid:
            return p, False
        if free < 0 and table[p * ENTRY] in (0, 0xFF):
            free = p
    if free >= 0:
        return free, True
    fewest = -1
    for p in range(PLAYERS):
        other = table[p * ENTRY]
        if other >= CPU_ID or other in ids:
            continue
        _read(nvm, src, CELLS_AT + p * GAMES * CELL, piece, GAMES * CELL)
        played = 0
        for g in range(GAMES):
            played += u16(piece, g * CELL)
        if fewest < 0 or played < fewest:
            fewest, free = played, p
    return free, True


def fold(nvm, src, rec, settings, piece):
    """Write the totals of the copy at src (-1: none) plus the game in rec into the other copy; its offset."""
    dst = TOTALS_AT if src != TOTALS_AT else TOTALS_AT + TOTALS_SIZE
    g, n = rec[1], rec[2]
    won = u16(rec, 6)
    scores = [u16(rec, 22 + 2 * seat) for seat in range(n)]
    winners = sum(1 for seat in range(n) if won >> seat & 1)
    low = g < len(games.GAMES) and games.GAMES[g][0] in games.LOW_WINS
    people = [seat for seat in range(n) if rec[12 + seat] < CPU_ID]  # none: counted in no total
    table = bytearray(PLAYERS * ENTRY)
    _read(nvm, src, 0, table, len(table))
    ids = list(settings.ids) + [rec[12 + seat] for seat in range(n)]
    fresh = []
    result = {}  # row -> (rank, won): a player's place in this game
    for seat in range(n if people else 0):
        pid = rec[12 + seat]
        win = won >> seat & 1
        rank = 1 if win else 1 + winners + sum(
            1 for o in range(n) if not won >> o & 1 and (scores[o] < scores[seat] if low else
                                                         scores[o] > scores[seat]))
        p, new = _row(table, pid, ids, src, nvm, piece)
        if p < 0:
            continue
        if new:
            fresh.append(p)
            table[p * ENTRY:p * ENTRY + ENTRY] = bytes((pid,)) + b"\x00" * 8
        name = b""
        if pid < CPU_ID:
            for slot in range(len(settings.ids)):
                if settings.ids[slot] == pid:
                    name = (settings.names[slot] or "P%d" % (slot + 1)).encode()
        if name:
            table[p * ENTRY + 1:p * ENTRY + ENTRY] = (name + b"\x00" * 8)[:8]
        old = result.get(p)
        if old is None or rank < old[0]:
            result[p] = (rank, win, scores[seat])
    seq = rec[TAIL:TAIL + 4]
    head = bytearray(HEAD)
    head[0] = 0x54
    head[1] = TOTALS_FORMAT
    head[2:6] = seq
    nvm[dst:dst + HEAD] = b"\xff" * HEAD
    out = _Out(nvm, dst + HEAD, crc16(head[0:6]))
    out.add(table, len(table))
    size = GAMES * CELL
    for p in range(PLAYERS):
        at = CELLS_AT + p * size
        _read(nvm, src, at, piece, size)
        if p in fresh:
            for i in range(size):
                piece[i] = 0
        if p in result and g < GAMES:
            rank, win, score = result[p]
            c = g * CELL
            played = u16(piece, c)
            _put16(piece, c, played + 1)
            _put16(piece, c + 2, u16(piece, c + 2) + win)
            best = u16(piece, c + 4)
            _put16(piece, c + 4, score if not played else min(score, best) if low else max(score, best))
            piece[c + 6] = rank | (0x80 if win else 0)
            piece[c + 7] = n
        out.add(piece, size)
    at = PAIRS_AT
    for i in range(PLAYERS - 1):
        size = (PLAYERS - 1 - i) * PAIR
        _read(nvm, src, at, piece, size)
        for j in range(i + 1, PLAYERS):
            c = (j - i - 1) * PAIR
            if i in fresh or j in fresh:
                for x in range(PAIR):
                    piece[c + x] = 0
            if i in result and j in result:
                a, b = result[i][0], result[j][0]
                _put16(piece, c, u16(piece, c) + 1)
                if a != b:
                    c += 2 if a < b else 4
                    _put16(piece, c, u16(piece, c) + 1)
        out.add(piece, size)
        at += size
    out.flush()
    head[6] = out.crc & 0xFF
    head[7] = out.crc >> 8
    nvm[dst:dst + HEAD] = head
    return dst


class _Out:
    """Bytes for NVM gathered into a few writes of up to _OUT bytes: on a badge every write of
    microcontroller.nvm erases and rewrites its whole 8 KB flash block (time, and wear)."""

    def __init__(self, nvm, at, crc):
        self.nvm = nvm
        self.at = at
        self.crc = crc  # continued over every byte added
        self.buf = bytearray(_OUT)
        self.n = 0

    def add(self, data, n):
        """Add data[0:n] (n <= _OUT), writing what was gathered first when it would not fit."""
        if self.n + n > _OUT:
            self.flush()
        part = memoryview(data)[0:n]
        self.buf[self.n:self.n + n] = part
        self.n += n
        self.crc = crc16(part, self.crc)

    def flush(self):
        """Write what was gathered."""
        if self.n:
            self.nvm[self.at:self.at + self.n] = memoryview(self.buf)[0:self.n]
            self.at += self.n
            self.n = 0
