"""A finished game's statistics record (lib/stats.py's format), made at the move that ends the game."""

# Loaded then (lib/gameover.py) and forgotten.

# The record goes into NVM in the final save's own write (saves.SaveStore.write, record=), beside the final
# position: switching off at any moment after the last move keeps the result. The next write composed whole
# (lib/nvmblock.py) moves it into the ring and the totals. This module stands alone (no lib/stats.py), so the
# move that ends a game loads little.

from micropython import const

from saves import crc16

_TOTALS_AT = const(128)  # stats.TOTALS_AT
_RECORD_SIZE = const(48)  # stats.RECORD_SIZE
_TAIL = const(42)  # stats.TAIL
_CPU_ID = const(251)  # stats.CPU_ID
_FORMAT = const(1)  # stats.STATS_FORMAT


def fingerprint(state):
    """4 bytes that tell one finished game from another: a CRC and a Fletcher sum of its final state."""
    a = b = 0
    for x in state:
        a = (a + x) % 255
        b = (b + a) % 255
    crc = crc16(state)
    return bytes((crc & 0xFF, crc >> 8, a, b))


def make_record(game, nvm):
    """The record of a finished game (GameScreen or alike: game_id, rules, s, players, options, cpu_level,
    app.settings); its sequence number follows the totals' last game (the ring is counted in them)."""
    import games

    rules, s, settings = game.rules, game.s, game.app.settings
    buf = bytearray(_RECORD_SIZE)
    buf[0] = 0x47
    buf[1] = [row[0] for row in games.GAMES].index(game.game_id)
    buf[2] = game.players
    buf[3] = _FORMAT
    buf[4] = game.options & 0xFF
    buf[5] = (game.options >> 8) & 0xFF
    won = 0
    for w in rules.winners(s):
        won |= 1 << w
    buf[6] = won & 0xFF
    buf[7] = won >> 8
    buf[8:12] = fingerprint(s)
    scores = rules.scores(s)
    for seat in range(game.players):
        level = game.cpu_level(seat)
        buf[12 + seat] = _CPU_ID + level if level >= 0 else settings.ids[seat]
        score = max(0, min(0xFFFF, scores[seat] + 32768))
        buf[22 + 2 * seat] = score & 0xFF
        buf[23 + 2 * seat] = score >> 8
    head = bytes(nvm[_TOTALS_AT:_TOTALS_AT + 6])
    done = head[2] | (head[3] << 8) | (head[4] << 16) | (head[5] << 24) if head[0] == 0x54 else 0
    seq = (done & 0x3FFFFFFF) + 1
    for i in range(4):
        buf[_TAIL + i] = (seq >> (8 * i)) & 0xFF
    crc = crc16(memoryview(buf)[0:46])
    buf[46] = crc & 0xFF
    buf[47] = crc >> 8
    return buf


def record_game(game):
    """For tools and tests: record a finished game and count it at once, in one write (a badge does it in two
    steps, lib/gameover.py and lib/nvmblock.py); False when the ring already holds it or NVM is too small."""
    import sys

    import nvmblock

    import saves
    nvm = game.app.hw.nvm
    if len(nvm) < saves.BLOCK_SIZE:
        return False
    from saves import block_ok
    if not block_ok(nvm):  # (a badge's boot made it sound: tools come here with a blank NVM)
        import nvmboot
        nvmboot.check(nvm)
        sys.modules.pop("nvmboot", None)
    img = nvmblock.image(nvm)
    before = bytes(img[_TOTALS_AT:_TOTALS_AT + 6])
    rec = make_record(game, img)
    g = saves.GAME_AT
    img[g + saves.PENDING_AT:g + saves.PENDING_AT + _RECORD_SIZE] = rec
    head = memoryview(img)[g:g + saves.GAME_HEAD]
    head[3] |= saves.PENDING
    saves.put_crc(head, 30)
    nvmblock.fold_pending(img, game.app.settings)
    counted = bytes(img[_TOTALS_AT:_TOTALS_AT + 6]) != before
    if counted:
        nvmblock._seal(img)
        nvm[0:len(img)] = img
    sys.modules.pop("nvmblock", None)
    for name in ("stats", "statsfold"):
        sys.modules.pop(name, None)
    return counted
