"""The boot's check of the NVM block: an older layout moved, an erased block formatted, a cut write repaired."""

# Loaded by App at boot when saves' header and trailer do not match (settings.block_ok), before anything reads
# NVM, in the boot's fresh heap; one write makes the block sound again, then the module is forgotten.


from micropython import const
from nvmblock import _forget, _game_head, _seal, format_into, image

from saves import (
    BLOCK_END,
    BLOCK_SIZE,
    GAME_AT,
    GAME_HEAD,
    HEAD_SIZE,
    PAGE,
    PENDING,
    SLOT_AT,
    SLOT_SIZE,
    TRAILER_AT,
    _frame,
    block_ok,
    crc_ok,
    header_ok,
    put_crc,
)

# the layout an older firmware left: two save slots, the settings, a start request, the statistics region
_SETTINGS_AT = const(16)  # settings.BASE
_SETTINGS_SIZE = const(102)  # settings.RECORD_SIZE
_OLD_SLOTS = (0, 512)
_OLD_SETTINGS = const(1024)
_OLD_STATS = const(1280)
_OLD_TOTALS = (1288, 2928)
_OLD_RING = const(4568)


def check(nvm):
    """At boot, before anything reads NVM: make the block sound in one write when it is not (an older layout
    moved, an erased block formatted, a write cut short repaired); return what the console must say: "", a
    text, or (text with %s, its argument), both in English (the launcher translates)."""
    if len(nvm) < BLOCK_SIZE or block_ok(nvm):
        return ""
    img, message = sound_image(nvm)
    nvm[0:BLOCK_SIZE] = img
    _forget()
    return message


def sound_image(nvm):
    """(the whole block made sound in RAM, what to say about it): NVM's block as it should be after check."""
    head = bytes(nvm[0:HEAD_SIZE])
    if header_ok(head):
        return _repair(nvm)
    if _old_layout(nvm):
        return _migrate(nvm), ""
    blank = True
    for at in range(0, BLOCK_SIZE, PAGE):
        if bytes(nvm[at:at + PAGE]) != b"\xff" * PAGE:
            blank = False
            break
    img = bytearray(BLOCK_SIZE)
    format_into(img)
    if not blank:  # a game area or settings written without a block around them (tools and tests do): kept
        img[_SETTINGS_AT:_SETTINGS_AT + _SETTINGS_SIZE] = nvm[_SETTINGS_AT:_SETTINGS_AT + _SETTINGS_SIZE]
        img[GAME_AT:GAME_AT + TRAILER_AT] = nvm[GAME_AT:GAME_AT + TRAILER_AT]
        _repair_game(img)
        _seal(img, False)
        return img, ""
    return img, ("The badge's memory was empty: it is new, or the power went off while it was saving. No saved "
                 "game, setting, name or statistic was left.")


def _last_page(img):
    """The last page (0-15) holding any byte but 0xFF: where a write cut short stopped, at the latest."""
    for p in range(BLOCK_SIZE // PAGE - 1, -1, -1):
        if bytes(img[p * PAGE:(p + 1) * PAGE]) != b"\xff" * PAGE:
            return p
    return -1


def _repair_game(img):
    """Keep what is sound in img's game area: its head, a finished game's record, the save; blank the rest."""
    g = GAME_AT
    head = memoryview(img)[g:g + GAME_HEAD]
    if head[0] != 0x50 or head[1] != 0x47 or not crc_ok(head, 30):
        _game_head(img, 0)
    import stats
    rec = bytearray(stats.RECORD_SIZE)
    if head[3] & PENDING and stats.read_record(img, stats.PENDING, rec) <= 0:
        head[3] &= ~PENDING
        put_crc(head, 30)
    slot = memoryview(img)[g + SLOT_AT:g + SLOT_AT + SLOT_SIZE]
    if not _frame(slot)[0]:
        for i in range(SLOT_SIZE):
            slot[i] = 0xFF
        return False
    return True


def _repair(nvm):
    """A write was cut short (a header, no trailer): keep what survived, format the rest, say what was lost."""
    import stats
    import statsfold
    img = image(nvm, BLOCK_SIZE)
    last = _last_page(img)
    buf = bytearray(96)
    totals, done = stats.totals_copy(img, buf)
    if totals < 0:
        statsfold.empty(img, stats.TOTALS_AT)
    rec = bytearray(stats.RECORD_SIZE)
    kept = 0
    for k in range(stats.RING):
        seq = stats.read_record(img, k, rec)
        if seq < 0:
            at = stats.RING_AT + k * stats.RECORD_SIZE
            for i in range(at, at + stats.RECORD_SIZE):
                img[i] = 0xFF
        elif seq:
            kept += 1
    slot_was = bytes(img[GAME_AT + SLOT_AT:GAME_AT + SLOT_AT + 2]) == b"PB"
    game_kept = _repair_game(img)
    for i in range(BLOCK_END, BLOCK_SIZE):
        img[i] = 0xFF
    _seal(img)
    print("NVM: a write was cut short (at page %d or after); repaired" % last)
    lost_records = totals >= 0 and kept < min(done, stats.RING)
    if game_kept and totals >= 0 and not lost_records:
        return img, ""
    game = "the saved game" if slot_was else "any saved game"
    if totals < 0:
        text = "Power was lost while saving: %s and the statistics are gone. Settings and names are kept."
    elif lost_records:
        text = ("Power was lost while saving: %s and some of the last games are gone. Settings, names and "
                "statistics totals are kept.")
    else:
        text = "Power was lost while saving: %s is gone. Settings, names and statistics are kept."
    return img, (text, game)  # translated when the launcher shows it (the language is not read yet)


class _Names:
    """The name slots' ids and names as a settings record holds them (formats 2-3; format 1: ids 1-10), for
    counting games without loading lib/settings.py."""

    def __init__(self, img):
        at = _SETTINGS_AT
        old = img[at + 2] == 1
        self.ids = list(range(1, 11)) if old else [img[at + 88 + i] for i in range(10)]
        self.names = []
        for i in range(10):
            raw = bytes(img[at + 8 + 8 * i:at + 16 + 8 * i]).split(b"\x00")[0]
            self.names.append(bytes(c for c in raw if 32 <= c < 127).decode())


def _old_layout(nvm):
    """True when NVM holds an older firmware's layout (a save slot, the settings or the statistics region)."""
    for at in _OLD_SLOTS:
        raw = bytes(nvm[at:at + 3])
        if raw[0:2] == b"PB" and 1 <= raw[2] <= 4:
            return True
    return bytes(nvm[_OLD_SETTINGS:_OLD_SETTINGS + 2]) == b"PS" or bytes(
        nvm[_OLD_STATS:_OLD_STATS + 6]) == b"PBSTAT"


def _migrate(nvm):
    """Move an older firmware's saves, settings, names and statistics to this layout, in one write."""
    import stats
    import statsfold

    import saves
    old = image(nvm, BLOCK_SIZE)
    img = bytearray(BLOCK_SIZE)
    format_into(img)
    img[_SETTINGS_AT:_SETTINGS_AT + _SETTINGS_SIZE] = old[_OLD_SETTINGS:_OLD_SETTINGS + _SETTINGS_SIZE]
    best = None
    for at in _OLD_SLOTS:  # the newer sound save slot
        record, _reason = saves.decode(memoryview(old)[at:at + SLOT_SIZE])
        if record is not None and (best is None or saves.newer(record.seq, best[1])):
            best = (at, record.seq)
    if best is not None:
        img[GAME_AT + SLOT_AT:GAME_AT + SLOT_AT + SLOT_SIZE] = old[best[0]:best[0] + SLOT_SIZE]
    if bytes(old[_OLD_STATS:_OLD_STATS + 6]) == b"PBSTAT":
        buf = bytearray(96)
        src, done = -1, 0
        for at in _OLD_TOTALS:  # the newer sound copy of the totals
            a, seq = stats.totals_copy(old, buf, at)
            if a >= 0 and (src < 0 or seq > done):
                src, done = a, seq
        if src >= 0:
            img[stats.TOTALS_AT:stats.TOTALS_AT + stats.TOTALS_SIZE] = old[src:src + stats.TOTALS_SIZE]
        size = stats.RING * stats.RECORD_SIZE
        img[stats.RING_AT:stats.RING_AT + size] = old[_OLD_RING:_OLD_RING + size]
        rec = bytearray(stats.RECORD_SIZE)
        late = [f for f in stats.scan(img, rec)[0] if f[0] > done]  # records the old totals had not counted
        late.sort(key=lambda f: f[0])
        if late:
            settings = _Names(img)
            for _seq, k in late:
                stats.read_record(img, k, rec)
                statsfold.fold(img, stats.TOTALS_AT, rec, settings)
    _seal(img)
    return img
