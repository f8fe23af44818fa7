"""Counting a recorded game in the totals (lib/stats.py), in RAM: loaded by nvmblock.py and stats.totals."""

# The totals (stats.TOTALS_SIZE bytes): HEAD, then the body:
#   PLAYERS rows of ENTRY bytes: player id (0 or 0xFF: a free row), the name last seen (8 bytes)
#   PLAYERS x GAMES cells of CELL bytes (player-major): played, won, best score + 32768 (2 bytes each), the
#       last game's rank (| 0x80 when won) and its seat count
#   the pairs i < j of rows, i-major, PAIR bytes each: games together, i ahead of j, j ahead of i
# A game is counted in a bytearray (the block's image that lib/nvmblock.py then writes in one slice, or a copy the
# Players screens read), so it costs no write of its own. A row freed for a newcomer (16 rows full) is the former
# player (no name slot holds the id) with the fewest games; their cells and pairs go with it. A CPU
# level in several seats of one game counts once, its best seat. Places, head-to-heads and "best" follow the way
# the game's score runs (games.LOW_WINS: Bunny Boom's fewest rabbits win). The totals are about people: a game
# with no person seated (CPUs only) stays in the ring (the last games page shows it) but is counted in no total,
# so a level never "wins 2 of 2" against itself.

from stats import (
    BODY,
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
    TOTALS_FORMAT,
    crc16,
    u16,
)

import games


def _put16(buf, at, value):
    """Store a 16-bit number, saturated at 0xFFFF."""
    value = min(0xFFFF, value)
    buf[at] = value & 0xFF
    buf[at + 1] = value >> 8


def _row(img, body, pid, ids):
    """The totals row of a player id, taking a free or a former player's row for a newcomer; (row, new)."""
    free = -1
    for p in range(PLAYERS):
        if img[body + p * ENTRY] == pid:
            return p, False
        if free < 0 and img[body + p * ENTRY] in (0, 0xFF):
            free = p
    if free >= 0:
        return free, True
    fewest = -1
    for p in range(PLAYERS):
        other = img[body + p * ENTRY]
        if other >= CPU_ID or other in ids:
            continue
        played = 0
        for g in range(GAMES):
            played += u16(img, body + CELLS_AT + (p * GAMES + g) * CELL)
        if fewest < 0 or played < fewest:
            fewest, free = played, p
    return free, True


def fold(img, at, rec, settings):
    """Count the game in rec in the totals held in img (a bytearray: the block's image, or a copy of the totals)
    at offset at, in place: body, sequence and CRC."""
    g, n = rec[1], rec[2]
    won = u16(rec, 6)
    scores = [u16(rec, 22 + 2 * seat) for seat in range(n)]
    winners = sum(1 for seat in range(n) if won >> seat & 1)
    low = g < len(games.GAMES) and games.GAMES[g][0] in games.LOW_WINS
    people = [seat for seat in range(n) if rec[12 + seat] < CPU_ID]  # none: counted in no total
    body = at + HEAD
    table = img  # the player rows are read and changed where they are
    ids = list(settings.ids) + [rec[12 + seat] for seat in range(n)]
    fresh = []
    result = {}  # row -> (rank, won, score): a player's place in this game
    for seat in range(n if people else 0):
        pid = rec[12 + seat]
        win = won >> seat & 1
        rank = 1 if win else 1 + winners + sum(
            1 for o in range(n) if not won >> o & 1 and (scores[o] < scores[seat] if low else
                                                         scores[o] > scores[seat]))
        p, new = _row(img, body, pid, ids)
        if p < 0:
            continue
        e = body + p * ENTRY
        if new:
            fresh.append(p)
            table[e:e + ENTRY] = bytes((pid,)) + b"\x00" * 8
        name = b""
        if pid < CPU_ID:
            for slot in range(len(settings.ids)):
                if settings.ids[slot] == pid:
                    name = (settings.names[slot] or "P%d" % (slot + 1)).encode()
        if name:
            table[e + 1:e + ENTRY] = (name + b"\x00" * 8)[:8]
        old = result.get(p)
        if old is None or rank < old[0]:
            result[p] = (rank, win, scores[seat])
    size = GAMES * CELL
    for p in range(PLAYERS):
        c0 = body + CELLS_AT + p * size
        if p in fresh:
            for i in range(size):
                img[c0 + i] = 0
        if p in result and g < GAMES:
            rank, win, score = result[p]
            c = c0 + g * CELL
            played = u16(img, c)
            _put16(img, c, played + 1)
            _put16(img, c + 2, u16(img, c + 2) + win)
            best = u16(img, c + 4)
            _put16(img, c + 4, score if not played else min(score, best) if low else max(score, best))
            img[c + 6] = rank | (0x80 if win else 0)
            img[c + 7] = n
    c = body + PAIRS_AT
    for i in range(PLAYERS - 1):
        for j in range(i + 1, PLAYERS):
            if i in fresh or j in fresh:
                for x in range(PAIR):
                    img[c + x] = 0
            if i in result and j in result:
                a, b = result[i][0], result[j][0]
                _put16(img, c, u16(img, c) + 1)
                if a != b:
                    d = c + (2 if a < b else 4)
                    _put16(img, d, u16(img, d) + 1)
            c += PAIR
    img[at] = 0x54
    img[at + 1] = TOTALS_FORMAT
    img[at + 2:at + 6] = rec[TAIL:TAIL + 4]
    crc = crc16(memoryview(img)[body:body + BODY], crc16(memoryview(img)[at:at + 6]))
    img[at + 6] = crc & 0xFF
    img[at + 7] = crc >> 8


def empty(img, at):
    """Write empty totals (no games, sequence 0) at img[at]."""
    for i in range(at, at + HEAD + BODY):
        img[i] = 0
    img[at] = 0x54
    img[at + 1] = TOTALS_FORMAT
    crc = crc16(memoryview(img)[at + HEAD:at + HEAD + BODY], crc16(memoryview(img)[at:at + 6]))
    img[at + 6] = crc & 0xFF
    img[at + 7] = crc >> 8
