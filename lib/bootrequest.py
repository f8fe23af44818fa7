"""What the next boot starts: a small request in NVM written just before a reload (lib/launch.py reads it)."""

# On a board that can reload (the badge: supervisor.reload), a game starts, resumes or shows its score sheet in
# a fresh heap: the launcher (or the end of a game, lib/gameover.py) writes the request here and reloads; App's
# first frame finds it (launch.take_request) and takes it once.
#
#     offset  size  field
#     0       2     b"PL"
#     2       1     kind: KIND_NEW, KIND_RESUME, KIND_SCORES
#     3       1     players
#     4       12    game id, zero padded
#     16      4     options
#     20      3     seats (2 bits a seat)
#     23      1     flags: RECOVERED (memory ran short mid-game: the last saved turn again, and say so)
#     24      4     a new game's seed, or the save's sequence number
#     28      2     CRC-16/CCITT of bytes 0-27

from micropython import const

from saves import crc16

REQUEST_AT = const(1152)  # NVM offset: after the save slots (0-1023) and the settings record (1024-1124)
REQUEST_SIZE = const(32)
KIND_NEW = const(1)
KIND_RESUME = const(2)
KIND_SCORES = const(3)  # a game just over: its statistics and score sheet
RECOVERED = const(1)
ID_SIZE = const(12)
CRC_AT = const(28)


def ask(app, kind, game_id, players, options, seats, number, flags=0):
    """Write what the next boot starts (kind, the game, a seed or a save's number) to NVM, then reload."""
    out = bytearray(REQUEST_SIZE)
    out[0:2] = b"PL"
    out[2] = kind
    out[3] = players
    name = game_id.encode()[:ID_SIZE]
    out[4:4 + len(name)] = name
    out[16:20] = (options & 0x3FFFFFFF).to_bytes(4, "little")
    out[20:23] = seats.to_bytes(3, "little")
    out[23] = flags
    out[24:28] = number.to_bytes(4, "little")
    crc = crc16(memoryview(out)[0:CRC_AT])
    out[CRC_AT] = crc & 0xFF
    out[CRC_AT + 1] = crc >> 8
    app.hw.nvm[REQUEST_AT:REQUEST_AT + REQUEST_SIZE] = out
    app.hw.reload()


def ask_save(app, kind, record, flags=0):
    """Reload into the game saved as record (a fresh heap): resume it (KIND_RESUME) or show its score sheet."""
    ask(app, kind, record.game_id, record.players, record.options, record.seats, record.seq, flags)
