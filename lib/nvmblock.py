"""The NVM block composed whole in RAM and written in one slice, and the boot's check of it; loaded when needed."""

# Its callers pop it from sys.modules again once it has written.

# lib/saves.py gives the layout. Written whole (one slice of BLOCK_END bytes, one erase like any write): the
# start of a game (what to boot, and a finished game counted), a settings change while a finished game waits to
# be counted, clearing the statistics, the boot's repair after a power cut and the move from an older
# firmware's layout. Each runs where the heap is fresh (the launcher, the boot), never in the middle of a game.

import sys

from micropython import const

import saves
from saves import (
    BLOCK_END,
    BLOCK_SIZE,
    GAME_AT,
    GAME_HEAD,
    HEAD_SIZE,
    LAYOUT,
    PAGE,
    PENDING,
    PENDING_AT,
    TRAILER_AT,
    block_ok,
    crc_ok,
    header_ok,
    put32,
    put_crc,
    put_fields,
    u32,
)

_SETTINGS_AT = const(16)  # settings.BASE
_SETTINGS_SIZE = const(102)  # settings.RECORD_SIZE


def writes(nvm):
    """How many times this layout's block was written (each write is one erase of the flash block)."""
    head = bytes(nvm[0:HEAD_SIZE])
    game = bytes(nvm[GAME_AT:GAME_AT + GAME_HEAD])
    n = u32(head, 10) if header_ok(head) else 0
    return n + (u32(game, 4) if game[0:2] == b"PG" and crc_ok(game, 30) else 0)


def image(nvm, size=BLOCK_END):
    """The first size bytes of NVM in a bytearray (saves.spare when one was kept), read in pieces."""
    img = saves.spare if saves.spare is not None and len(saves.spare) == size else bytearray(size)
    saves.spare = None
    for at in range(0, size, PAGE):
        top = min(at + PAGE, size)
        img[at:top] = nvm[at:top]
    return img


def format_into(img, gen=0):
    """Make img (BLOCK_END bytes or more) an empty block: header, default settings, no games, no save."""
    for i in range(len(img)):
        img[i] = 0xFF
    img[0:4] = b"PBNV"
    img[4] = LAYOUT
    img[5] = 0
    put32(img, 6, gen)
    put32(img, 10, 0)
    put_crc(img, 14)
    import stats
    import statsfold
    statsfold.empty(img, stats.TOTALS_AT)
    _game_head(img, 0)
    _seal(img, False)


def fresh():
    """The bytes of a formatted empty block (what a badge holds once it has booted): for tools and tests."""
    img = bytearray(BLOCK_SIZE)
    format_into(img)
    _forget()
    return img


def _forget():
    """Let the statistics' code go again."""
    for name in ("stats", "statsfold"):
        sys.modules.pop(name, None)


def _game_head(img, count, boot=0, flags=0):
    """A sound game-area head in img: what to boot, flags, the area's write count."""
    g = GAME_AT
    img[g] = 0x50
    img[g + 1] = 0x47
    img[g + 2] = boot
    img[g + 3] = flags
    put32(img, g + 4, count)
    view = memoryview(img)[g:g + GAME_HEAD]
    put_crc(view, 30)


def _seal(img, count=True):
    """The header's write count (plus this write when count) taking the game area's over, and the trailer."""
    g = GAME_AT
    game = memoryview(img)[g:g + GAME_HEAD]
    moved = u32(game, 4) if crc_ok(game, 30) else 0
    put32(img, 10, u32(img, 10) + moved + (1 if count else 0))
    put_crc(img, 14)
    if crc_ok(game, 30):
        put32(game, 4, 0)
        put_crc(game, 30)
    img[g + TRAILER_AT:g + TRAILER_AT + 4] = img[6:10]
    img[g + TRAILER_AT + 4:g + TRAILER_AT + 8] = b"PBND"


def fold_pending(img, settings):
    """Count the finished game waiting in the game area in the ring and the totals of img; clear its flag."""
    g = GAME_AT
    head = memoryview(img)[g:g + GAME_HEAD]
    if not crc_ok(head, 30) or not head[3] & PENDING:
        return
    import stats
    import statsfold
    rec = bytearray(stats.RECORD_SIZE)
    buf = bytearray(stats.RECORD_SIZE)
    seen = False
    newest, last = 0, -1
    found = stats.scan(img, buf)[0]
    for seq, k in found:
        if k == stats.PENDING:
            continue
        if seq > newest:
            newest, last = seq, k
        stats.read_record(img, k, buf)
        seen = seen or bytes(buf[8:12]) == bytes(img[g + PENDING_AT + 8:g + PENDING_AT + 12])
    if stats.read_record(img, stats.PENDING, rec) > 0 and not seen:
        src, done = stats.totals_copy(img, buf)
        if src < 0:  # none, or counted the former way (stats.TOTALS_FORMAT): the ring's records again, oldest first
            statsfold.empty(img, stats.TOTALS_AT)
            found.sort(key=lambda f: f[0])
            for _seq, k in found:
                if k != stats.PENDING and stats.read_record(img, k, buf) > 0:
                    statsfold.fold(img, stats.TOTALS_AT, buf, settings)
        seq = max(newest, done) + 1
        put32(rec, stats.TAIL, seq)
        put_crc(rec, 46)
        at = stats.RING_AT + (last + 1) % stats.RING * stats.RECORD_SIZE
        img[at:at + stats.RECORD_SIZE] = rec
        statsfold.fold(img, stats.TOTALS_AT, rec, settings)
    head[3] &= ~PENDING
    put_crc(head, 30)


def write(nvm, settings=None, boot=-1, fields=None, clear=False):
    """Compose the block whole and write it in one slice: the settings record (settings), a finished game counted
    (needs settings), what the next reload boots into (boot >= 0: saves.BOOT_*; fields for a new game as
    (seed, players, seats, options, game id)), the statistics cleared (clear). Returns the image written."""
    if not block_ok(nvm):  # the boot makes it sound (lib/nvmboot.py) before anything writes
        raise ValueError("NVM block not sound")
    img = image(nvm)
    if settings is not None:
        img[_SETTINGS_AT:_SETTINGS_AT + _SETTINGS_SIZE] = settings.encode()
    if clear:
        import stats
        import statsfold
        statsfold.empty(img, stats.TOTALS_AT)
        for i in range(stats.RING_AT, stats.RING_AT + stats.RING * stats.RECORD_SIZE):
            img[i] = 0xFF
        head = memoryview(img)[GAME_AT:GAME_AT + GAME_HEAD]
        head[3] &= ~PENDING
        put_crc(head, 30)
    elif settings is not None:
        fold_pending(img, settings)
    if boot >= 0:  # the game area's head: what the next reload boots into, a new game's fields
        head = memoryview(img)[GAME_AT:GAME_AT + GAME_HEAD]
        head[2] = boot
        head[3] &= PENDING
        if fields is not None:
            put_fields(head, fields)
        put_crc(head, 30)
    _seal(img)
    if len(img) > BLOCK_END:
        nvm[0:BLOCK_SIZE] = img  # an older layout's bytes past BLOCK_END erased too
    else:
        nvm[0:BLOCK_END] = img
    _forget()
    return img
