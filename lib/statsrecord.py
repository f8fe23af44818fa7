"""Recording a finished game in NVM (lib/stats.py): the record, then the totals; loaded at a game's end only."""

# Loaded by the game loop when a score sheet is shown (and by the Players screen to catch up or clear), then
# forgotten with lib/stats.py and lib/statsfold.py. A record is written body first and its sequence and CRC
# last; the totals copy that counts it is written after it (statsfold.py), so a power cut loses only that one
# record, and a record the totals missed is counted by the next catch_up.

import sys

from stats import (
    CPU_ID,
    HEAD,
    RECORD_SIZE,
    RING,
    RING_AT,
    STATS_AT,
    STATS_FORMAT,
    TAIL,
    TOTALS_AT,
    TOTALS_SIZE,
    fits,
    in_use,
    read_record,
    scan,
    totals_copy,
)

from saves import crc16


def fingerprint(state):
    """4 bytes that tell one finished game from another: a CRC and a Fletcher sum of its final state."""
    a = b = 0
    for x in state:
        a = (a + x) % 255
        b = (b + a) % 255
    crc = crc16(state)
    return bytes((crc & 0xFF, crc >> 8, a, b))


def record_game(game):
    """Record a finished game (once: a score sheet shown again finds it) and count it in the totals."""
    nvm = game.app.hw.nvm
    if not fits(nvm):
        return False
    import games

    rules, s, settings = game.rules, game.s, game.app.settings
    index = [row[0] for row in games.GAMES].index(game.game_id)
    try:
        if not in_use(nvm):
            erase(nvm)
        buf = bytearray(RECORD_SIZE)
        mark = fingerprint(s)
        found, _damaged, seen = scan(nvm, buf, mark)
        if seen:
            catch_up(nvm, settings)  # a power cut may have come between the record and its totals
            return False
        newest, last = 0, -1
        for seq, k in found:
            if seq > newest:
                newest, last = seq, k
        seq = max(newest, totals_copy(nvm, bytearray(64))[1]) + 1
        for i in range(RECORD_SIZE):
            buf[i] = 0
        buf[0] = 0x47
        buf[1] = index
        buf[2] = game.players
        buf[3] = STATS_FORMAT
        buf[4] = game.options & 0xFF
        buf[5] = (game.options >> 8) & 0xFF
        won = 0
        for w in rules.winners(s):
            won |= 1 << w
        buf[6] = won & 0xFF
        buf[7] = won >> 8
        buf[8:12] = mark
        scores = rules.scores(s)
        for seat in range(game.players):
            level = game.cpu_level(seat)
            buf[12 + seat] = CPU_ID + level if level >= 0 else settings.ids[seat]
            score = max(0, min(0xFFFF, scores[seat] + 32768))
            buf[22 + 2 * seat] = score & 0xFF
            buf[23 + 2 * seat] = score >> 8
        for i in range(4):
            buf[TAIL + i] = (seq >> (8 * i)) & 0xFF
        crc = crc16(memoryview(buf)[0:46])
        buf[46] = crc & 0xFF
        buf[47] = crc >> 8
        write_record(nvm, (last + 1) % RING, buf)
        catch_up(nvm, settings)
    finally:
        sys.modules.pop("statsfold", None)
    return True


def erase(nvm):
    """Forget every game and total: the marker goes first (the region then reads as empty), then the records
    (five a write: each write of a badge's NVM rewrites its whole flash block) and each copy's head, then the
    marker again."""
    nvm[STATS_AT:STATS_AT + 8] = b"\xff" * 8
    blank = b"\xff" * (5 * RECORD_SIZE)
    for k in range(0, RING, 5):
        at = RING_AT + k * RECORD_SIZE
        nvm[at:at + len(blank)] = blank
    for c in range(2):
        at = TOTALS_AT + c * TOTALS_SIZE
        nvm[at:at + HEAD] = b"\xff" * HEAD
    nvm[STATS_AT:STATS_AT + 8] = b"PBSTAT" + bytes((STATS_FORMAT, RING))


def write_record(nvm, k, buf):
    """Write a record into ring place k: its old tail blanked, the body, then the sequence and CRC."""
    at = RING_AT + k * RECORD_SIZE
    nvm[at + TAIL:at + RECORD_SIZE] = b"\xff" * (RECORD_SIZE - TAIL)
    nvm[at:at + TAIL] = buf[0:TAIL]
    nvm[at + TAIL:at + RECORD_SIZE] = buf[TAIL:RECORD_SIZE]


def catch_up(nvm, settings):
    """Count in the totals every record newer than the totals (normally the one just written)."""
    piece = bytearray(96)
    buf = bytearray(RECORD_SIZE)
    src, done = totals_copy(nvm, piece)
    found = [f for f in scan(nvm, buf)[0] if f[0] > done]
    found.sort(key=lambda f: f[0])
    if not found:
        return
    import statsfold
    for _seq, k in found:
        read_record(nvm, k, buf)
        src = statsfold.fold(nvm, src, buf, settings, piece)
