"""Power cuts on the badge's real flash (tests_host/flash.py: each write erases the 8 KB block and programs its 16
pages in order): one write per event, what a cut after the erase or after each page loses (and that nothing else
is lost), what the boot says, an older firmware's NVM moved over, crafted NVM refused, the wear count."""

import os
import random
import sys
import types

import nvmblock
import players_screen
import pytest
import stats
from console import Console
from flash import PAGE, Flash, PowerCut

import games
import saves
from keys import K_A, K_B
from settings import BASE, RECORD_SIZE, Settings

HERE = os.path.dirname(os.path.abspath(__file__))
GAME_IDS = [row[0] for row in games.GAMES]


class _Reloaded(BaseException):
    """What supervisor.reload() raises on the badge: it ends code.py."""


def _reload():
    raise _Reloaded()


def _fresh_vm():
    """This test process stands for the fresh VM the badge reloads into: the game's modules go."""
    for name in [n for n in sys.modules if n.startswith("games.") or n in games.GAME_SHELL]:
        sys.modules.pop(name)


def _badge(nvm, power_on=False):
    """A console booted on the badge's flash: after the console's own reload (power_on False) or a power-on."""
    _fresh_vm()
    con = Console(render=False, nvm=nvm, power_on=power_on)
    con.hw.reload = _reload
    return con


def _start(con, game_id, players):
    """From the launcher, set up game_id for players people and press A (the start: a reload on a badge)."""
    title = games.find(game_id)[1]
    con.set_up(title, players)
    con.press(K_A)


def _play_to_the_end(con, seed):
    """Random legal moves through the game loop until the move that ends the game reloads; the writes each
    move made (0 or 1: a turn's save)."""
    game = con.app.game
    rnd = random.Random(seed)
    per_move = []
    while True:
        n = game.rules.legal_actions(game.s, game.buf)
        before = con.hw.nvm.writes
        try:
            game.apply(game.buf[rnd.randrange(n)])
        except _Reloaded:
            per_move.append(con.hw.nvm.writes - before)
            return per_move
        per_move.append(con.hw.nvm.writes - before)


def _whole_game(flash, game_id, players, seed, con=None):
    """One game on a badge from the launcher (con, else a power-on) to the launcher again: the writes of each
    event, and that launcher's console."""
    con = con or _badge(flash, power_on=True)
    assert con.screen_name() == "Menu"
    w = flash.writes
    with pytest.raises(_Reloaded):
        _start(con, game_id, players)
    start = flash.writes - w
    con = _badge(flash)  # booted into the game
    assert con.app.game is not None and con.app.game.game_id == game_id
    first = flash.writes - w - start  # the game's first screen: nothing (its start was written)
    moves = _play_to_the_end(con, seed)
    w = flash.writes
    con = _badge(flash)  # booted into the final position
    assert con.screen_name() == "GameOver"
    taken = flash.writes - w
    w = flash.writes
    con.hw.advance(1000)
    con.press(K_A)
    assert con.screen_name() == "ScoreSheet"
    con.hw.advance(1000)
    con.press(K_A)  # the launcher in the final position's heap: no reload, so no request to take
    con.step(2)
    assert con.screen_name() == "Menu" and con.app.errors == []
    return {"start": start, "first screen": first, "turns": sum(moves[:-1]), "end": moves[-1],
            "final position's boot": taken, "score sheet and home": flash.writes - w, "moves": moves}, con


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_is_one_write_per_event(game_id):
    """On a badge, from a fresh block, two whole games: the start is one write (the second one counting the
    first game in the ring and the totals too), each turn one write, the game's end one write (the final
    position, its result and what the reload boots into); the final position's boot, the score sheet and the
    launcher after it (in that heap: a reload would boot the final position again) none."""
    row = games.find(game_id)
    players = max(2, row[2])
    flash = Flash(nvmblock.fresh())
    counts = []
    con = None
    for seed in (1, 2):
        c, con = _whole_game(flash, game_id, players, seed, con)
        assert c["start"] == 1 and c["first screen"] == 0 and c["end"] == 1 and c["final position's boot"] == 0
        assert c["score sheet and home"] == 0
        assert set(c["moves"]) <= {0, 1}  # a step within a turn writes nothing; a turn's end one write
        counts.append(c)
        print("%s, %d seats: start 1, %d turns 1 each, end 1, score sheet and home 0: %d writes in all" % (
            game_id, players, c["turns"], 2 + c["turns"]))
    found = stats.scan(flash, bytearray(stats.RECORD_SIZE))[0]
    assert sorted(k for _seq, k in found) == [0, stats.PENDING]  # the first game folded by the second's start
    nvm, src = players_screen.totals(flash, Settings(flash), bytearray(96))
    assert src >= 0 and stats.u32(nvm, src + 2) == 2  # both games counted


def test_a_start_without_room_for_the_blocks_image_counts_the_finished_game_after_its_reload(monkeypatch):
    """The launcher in a final position's heap counts the finished game in the start's one write, composing the
    block whole; when that heap has no 5,976-byte block for the image (MemoryError), the start writes its request
    alone and reloads, and the fresh heap counts the game (one write more): the game starts and nothing is lost."""
    flash = Flash(nvmblock.fresh())
    c, con = _whole_game(flash, "bog", 2, 1)
    real = nvmblock.image
    calls = []

    def short(nvm, size=nvmblock.BLOCK_END):
        calls.append(size)
        if len(calls) == 1:
            raise MemoryError("memory allocation failed, allocating 5976 bytes")
        return real(nvm, size)

    monkeypatch.setattr(nvmblock, "image", short)
    monkeypatch.setitem(sys.modules, "nvmblock", nvmblock)  # the module the launcher's start imports
    w = flash.writes
    with pytest.raises(_Reloaded):
        _start(con, "bog", 2)
    assert flash.writes == w + 1 and calls == [nvmblock.BLOCK_END]  # the request alone
    assert saves.SaveStore(flash).head()[3] & saves.PENDING  # the finished game waits, counted by the next VM
    con = _badge(flash)  # booted into the new game: the fresh heap counts the finished game first
    assert flash.writes == w + 2
    assert con.app.game is not None and con.app.game.game_id == "bog" and con.app.errors == []
    assert not saves.SaveStore(flash).head()[3] & saves.PENDING
    nvm, src = players_screen.totals(flash, Settings(flash), bytearray(96))
    assert src >= 0 and stats.u32(nvm, src + 2) == 1  # the first game counted


def test_a_solo_boussanga_game_saves_every_turn_and_its_log_holds_one_turn():
    """A game counts its turns where the seat to decide never changes (solo Boussanga, rules.TURN_AT): each turn is
    one write and ends the log, as at a table; the loop once saved such a game only at its end (a power cut lost
    it whole) and kept a snapshot of every one of its moves."""
    flash = Flash(nvmblock.fresh())
    con = _badge(flash, power_on=True)
    with pytest.raises(_Reloaded):
        _start(con, "boussanga", 1)
    con = _badge(flash)
    game = con.app.game
    rules = game.rules
    rnd = random.Random(4)
    turns = writes = longest = 0
    while not rules.is_over(game.s):
        before, w = game.s[rules.TURN_AT], flash.writes
        n = rules.legal_actions(game.s, game.buf)
        try:
            game.apply(game.buf[rnd.randrange(n)])
        except _Reloaded:
            break  # the final move: its one write boots the final position
        longest = max(longest, len(game.log))
        if game.s[rules.TURN_AT] != before:
            turns += 1
            writes += flash.writes - w
            assert flash.writes - w == 1 and game.log == [] and saves.SaveStore(flash).read()[0][0].state == game.s
        else:
            assert flash.writes == w
    assert turns >= 5 and writes == turns and longest <= 8, (turns, writes, longest)  # 9 turns, 7 steps at most


def test_a_settings_change_is_one_write_and_so_is_one_with_a_finished_game_to_count():
    """Leaving Settings after a change: one write (the header and the record, page 0); with a finished game
    waiting in the game area, still one write that counts it."""
    flash = Flash(nvmblock.fresh())
    con = _badge(flash)
    s = con.app.settings
    s.set("screen", 3)
    w = flash.writes
    assert s.save() and flash.writes == w + 1
    assert not s.save() and flash.writes == w + 1  # nothing changed: nothing written
    c, con = _whole_game(flash, "bog", 2, 3)
    assert c["end"] == 1
    assert stats.pending(flash)
    con.app.settings.set("screen", 5)
    w = flash.writes
    assert con.app.settings.save() and flash.writes == w + 1
    assert not stats.pending(flash) and [k for _s, k in stats.scan(flash, bytearray(48))[0]] == [0]


# ---------------------------------------------------------------------------------------------- cut points

# What a cut loses, by where it comes (the layout of lib/saves.py: header and settings in page 0, the totals in
# pages 0-3, the ring in pages 3-10, the game area in pages 10-11, the trailer last in page 11). The block
# below holds 20 recorded games (ring places 0-19: pages 3-5) and a game in progress.
#   cut after      settings, names   totals   ring records kept   game area (save, result)   the boot says
CUT_TABLE = {
    -1: (False, False, 0, False, "empty"),  # the erase: everything; the boot says so
    0: (True, False, 0, False, "statistics are gone"),
    1: (True, False, 0, False, "statistics are gone"),
    2: (True, False, 0, False, "statistics are gone"),
    3: (True, True, 5, False, "some of the last games"),  # records 0-4 end in page 3
    4: (True, True, 16, False, "some of the last games"),  # records 0-15 end in page 4
    5: (True, True, 20, False, "is gone"),
    6: (True, True, 20, False, "is gone"),
    7: (True, True, 20, False, "is gone"),
    8: (True, True, 20, False, "is gone"),
    9: (True, True, 20, False, "is gone"),
    10: (True, True, 20, None, None),  # the head and a result (page 10) kept; the save only if it ends there
    11: (True, True, 20, True, ""),  # the trailer is in page 11: the write is whole as far as anything counts
}


def _rich_block():
    """A badge's block: names, 20 recorded games, a BOG game in progress (turn saved); its console's settings."""
    import statsrecord

    flash = Flash(nvmblock.fresh())
    settings = Settings(flash)
    settings.set_name(0, "ANA")
    settings.set_name(1, "BOB")
    settings.save()
    rules = games.load_rules("bog")
    for n in range(20):
        app = types.SimpleNamespace(hw=types.SimpleNamespace(nvm=flash), settings=settings)
        game = types.SimpleNamespace(app=app, rules=types.SimpleNamespace(scores=lambda s, n=n: [n, 20 - n],
                                                                          winners=lambda s, n=n: [0 if n > 10 else 1]),
                                     game_id="bog", players=2, options=0, s=bytearray([n, 1, 2, 3] * 5),
                                     cpu_level=lambda seat: -1)
        assert statsrecord.record_game(game)
    state = rules.new_state(2, 99)
    saves.SaveStore(flash).write("bog", 2, 0, rules.STATE_VERSION, state, recap=b"\x00")
    return flash


def _kept(flash, settings):
    """What the block holds now: (names, totals bytes or None, ring records {seq: bytes}, the save, pending)."""
    names = settings.names[:2]
    src = stats.totals_copy(flash, bytearray(96))[0]
    totals = bytes(flash[src:src + stats.TOTALS_SIZE]) if src >= 0 else None
    buf = bytearray(stats.RECORD_SIZE)
    ring = {}
    for seq, k in stats.scan(flash, buf)[0]:
        stats.read_record(flash, k, buf)
        ring[seq if k < stats.RING else -1] = bytes(buf)
    records = saves.SaveStore(flash).read()[0]
    return names, totals, ring, (bytes(records[0].state), records[0].over) if records else None


def _event(kind, con):
    """One event of kind on a console booted on the block (a write the cut interrupts)."""
    if kind == "turn":
        game = con.app.game
        saves_store = con.app.saves
        record = saves_store.read()[0][0]
        state = bytearray(record.state)
        rules = games.load_rules("bog")
        buf = [0] * rules.MAX_LEGAL
        while True:  # one whole turn
            mover = rules.current_player(state)
            rules.legal_actions(state, buf)
            rules.apply(state, buf[0])
            if rules.current_player(state) != mover:
                break
        assert game is None
        saves_store.write("bog", 2, 0, rules.STATE_VERSION, state)
        return bytes(state)
    if kind == "settings":
        con.app.settings.set_name(0, "ZOE")
        con.app.settings.save()
        return None
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["turn", "settings"])
@pytest.mark.parametrize("cut", sorted(CUT_TABLE) + [12, 15])
def test_a_cut_loses_what_the_table_says_and_nothing_more(kind, cut):
    """A turn's save or a settings change cut after the erase or after page `cut`: the boot says what was lost
    (CUT_TABLE), and everything the table keeps reads exactly as before the write (or as the write made it)."""
    flash = _rich_block()
    con = _badge(flash, power_on=True)
    before = _kept(flash, con.app.settings)
    complete = Flash(bytearray(flash.data))
    twin = _badge(complete, power_on=True)
    _event(kind, twin)
    after = _kept(complete, twin.app.settings)
    flash.cut = cut
    with pytest.raises(PowerCut):
        _event(kind, con)
    booted = _badge(flash, power_on=True)
    text = " ".join(booted.texts())
    names, totals, ring, save = _kept(flash, booted.app.settings)
    row = CUT_TABLE[min(cut, 11)]
    new = after  # pages up to the cut hold the new bytes: what is kept is what the write made
    if row[0]:
        assert names == new[0]
    else:
        assert names == ["", ""]
    assert (totals == new[1]) if row[1] else totals is None or stats.u32(totals, 2) == 0
    assert len(ring) == row[2] and all(ring[seq] == before[2][seq] for seq in ring)
    slot_end = saves.GAME_AT + saves.SLOT_AT + saves.HEADER_SIZE + 93 + 3 + 1 + 2 + 2  # BOG: state, recap, seats
    game_kept = row[3] if row[3] is not None else slot_end <= 11 * PAGE
    if game_kept:
        assert save == new[3]
    else:
        assert save is None
    if row[4] == "empty":
        assert "memory was empty" in text
    elif row[4] is None:
        assert ("is gone" in text) == (not game_kept)
    elif row[4]:
        assert row[4] in text and "Power was lost while saving" in text
    else:
        assert booted.screen_name() == "Menu"  # nothing lost: nothing said
    again = _badge(flash, power_on=True)  # repaired in one write: said once
    assert again.screen_name() == "Menu" and saves.block_ok(flash)


@pytest.mark.parametrize("cut", [-1, 0, 3, 9, 10, 11])
def test_a_cut_in_the_final_moves_write_loses_only_what_the_table_says(cut):
    """The move that ends a game writes the final position, its result and what to boot in one write; cut after
    page 10 (the game area's head and the result) the result is counted though the save is gone; before it,
    the game and its result are lost as a turn is; after page 11 everything is kept."""
    flash = Flash(nvmblock.fresh())
    with pytest.raises(_Reloaded):
        _start(_badge(flash), "bog", 2)
    con = _badge(flash)
    game = con.app.game
    rnd = random.Random(7)
    while True:
        n = game.rules.legal_actions(game.s, game.buf)
        action = game.buf[rnd.randrange(n)]
        probe = bytearray(game.s)
        game.rules.apply(probe, action)
        if game.rules.is_over(probe):
            break
        game.apply(action)
    flash.cut = cut
    with pytest.raises(PowerCut):
        game.apply(action)
    booted = _badge(flash, power_on=True)
    counted = stats.pending(flash)
    records = saves.SaveStore(flash).read()[0]
    assert counted == (cut >= 10)
    assert bool(records and records[0].over) == (cut >= 11)
    if cut < 11:
        assert "Power was lost while saving" in " ".join(booted.texts()) or cut == -1


# ---------------------------------------------------------------------------------------------- older firmware

def _old_image():
    """The NVM the previous firmware (commit 0599ac5) left: two save slots, settings and names, 80 games in its
    statistics (the ring wrapped), the last one recorded but not yet in the totals (tests_host/golden)."""
    with open(os.path.join(HERE, "golden", "nvm_firmware_0599ac5.hex")) as fh:
        return bytearray.fromhex(fh.read().strip())


def test_an_older_firmwares_nvm_moves_over_in_one_write_and_keeps_everything():
    """Booted on an older firmware's NVM, the badge moves the newer save, the settings and names and the ring to
    this layout in one write, and says nothing: the same save resumes, the same names show. Its totals were
    counted the former way (lib/stats.py TOTALS_FORMAT: Bunny Boom ranked the wrong way, CPU-only games
    counted), so they are counted again from the ring's 75 records on the way, the last game included."""
    old = _old_image()
    flash = Flash(old)
    con = _badge(flash, power_on=True)
    assert flash.writes == 1 and saves.block_ok(flash)
    assert con.screen_name() == "Menu" and con.screen.items[0] == "Reprendre BOG 2J"  # French, as set
    s = con.app.settings
    assert s.names[:3] == ["ANA", "BOB", "CLEO"] and s.get("screen") == 6
    record = con.app.saves.read()[0][0]
    assert record.seq == 2 and bytes(record.state) == bytes(range(1, 94)) and record.seats == 0b0100
    found, damaged, _ = stats.scan(flash, bytearray(stats.RECORD_SIZE))
    assert damaged == 0 and sorted(seq for seq, _k in found) == list(range(6, 81))
    nvm, src = players_screen.totals(flash, s, bytearray(96))
    assert stats.u32(nvm, src + 2) == 80  # counted up to the last game
    ana = [p for p, pid, _name in players_screen.people(nvm, src) if pid == s.ids[0]][0]
    played = sum(players_screen.cell(nvm, src, ana, g, bytearray(16))[0] for g in range(len(GAME_IDS)))
    assert played == 75  # the ring's games, counted again (the 5 older ones are no longer in any record)
    again = _badge(flash, power_on=True)
    assert flash.writes == 1 and again.screen.items[0] == "Reprendre BOG 2J"  # moved once


# ---------------------------------------------------------------------------------------------- crafted NVM

def test_a_start_request_out_of_range_is_refused_with_a_message():
    """A start request with a sound CRC but 200 players (or options BOG lacks) boots the launcher with a
    message, not "ValueError: BOG is for 2 players"."""
    for players, options in ((200, 0), (2, 0xFF)):
        flash = Flash(nvmblock.fresh())
        nvmblock.write(flash, Settings(flash), saves.BOOT_NEW, (5, players, 0, options, "bog"))
        con = _badge(flash)
        text = " ".join(con.texts())
        assert con.app.game is None and con.app.errors == [], con.app.errors
        assert "Start request for BOG refused" in text


def test_a_save_out_of_range_is_refused_before_it_is_offered():
    """A save with a sound CRC but 200 players (or seats past them) is not offered ("Resume BOG (200P)"): the
    launcher says why at once."""
    rules = games.load_rules("bog")
    for players, seats in ((200, 0), (2, 1 << 6)):
        flash = Flash(nvmblock.fresh())
        saves.SaveStore(flash).write("bog", players, 0, rules.STATE_VERSION, rules.new_state(2, 1), seats=seats)
        con = _badge(flash, power_on=True)
        assert "BOG save has the wrong size: refused" in " ".join(con.texts())
        con.press(K_A)
        assert not con.screen.items[0].startswith("Resume")


def test_names_that_are_not_utf8_in_the_statistics_show_what_can_be_shown():
    """A totals row whose stored name holds bytes that are not UTF-8: every Players page opens, the name shows
    its printable bytes."""
    flash = _rich_block()
    src = stats.totals_copy(flash, bytearray(96))[0]
    img = bytearray(flash.data)
    at = src + stats.HEAD + 1  # row 0's name, then its CRC made sound again (crafted, not damaged)
    img[at:at + 8] = b"AN\xff\xfeA\xc3\x28Z"
    crc = saves.crc16(memoryview(img)[src + stats.HEAD:src + stats.HEAD + stats.BODY], saves.crc16(img[src:src + 6]))
    img[src + 6] = crc & 0xFF
    img[src + 7] = crc >> 8
    flash.data = img
    con = _badge(flash, power_on=True)
    con.screen.index = con.screen.items.index("Players")
    con.press(K_A)
    for i in range(len(con.screen.items) - 1):  # every page but clearing
        con.screen.index = i
        con.press(K_A)
        assert con.app.errors == [], (i, con.app.errors)
        if con.screen_name() == "Menu":  # By player: each page
            for j in range(len(con.screen.items)):
                con.screen.index = j
                con.press(K_A)
                con.press(K_A)
            con.press(K_B)
        else:
            con.press(K_A)
    names = [name for _p, _pid, name in players_screen.people(flash, src)]
    assert "ANAZ" in names or "ANA(Z" in names or any(n.startswith("AN") for n in names)
    assert con.app.errors == []


# ---------------------------------------------------------------------------------------------- wear

def test_the_writes_are_counted_shown_on_about_and_past_80_percent_the_launcher_says_so_once():
    """Every write counts (header and game area); About shows the count against the rated erase cycles; past
    80 % the launcher warns once (writing that it did: one write, once in a badge's life)."""
    flash = Flash(nvmblock.fresh())
    assert nvmblock.writes(flash) == 0
    con = _badge(flash, power_on=True)
    con.app.settings.set("screen", 2)
    con.app.settings.save()
    saves.SaveStore(flash).ask(saves.BOOT_NONE)
    assert nvmblock.writes(flash) == 2
    import settings_screen
    lines = settings_screen.about_lines(con.app, "")
    assert any(line.startswith("NVM writes: 2 of the 10000") for line in lines), lines
    head = bytearray(flash[0:saves.HEAD_SIZE])
    saves.put32(head, 10, 8000)
    saves.put_crc(head, 14)
    flash.data[0:saves.HEAD_SIZE] = head
    con = _badge(flash, power_on=True)
    text = " ".join(con.texts())
    assert "past 80% of the 10000 erase cycles" in text
    con = _badge(flash, power_on=True)
    assert con.screen_name() == "Menu"  # said once


def test_the_settings_record_and_the_game_area_keep_their_places():
    """The layout the cut table stands on: settings in page 0, the game area after the ring, all before page 12."""
    assert BASE + RECORD_SIZE <= stats.TOTALS_AT < PAGE
    assert stats.RING_AT + stats.RING * stats.RECORD_SIZE <= saves.GAME_AT
    assert saves.GAME_AT + saves.GAME_SIZE == saves.BLOCK_END <= 12 * PAGE
    assert saves.SLOT_SIZE == 512 and saves.TRAILER_AT + 8 == saves.GAME_SIZE


def test_a_start_with_no_finished_game_to_count_writes_the_game_area_head_alone():
    """A start from the launcher with no finished game waiting: one write of the game area's 32-byte head (no
    block-sized image in RAM); every other byte of the block as it was."""
    flash = Flash(nvmblock.fresh())
    con = _badge(flash, power_on=True)
    before = bytes(flash)
    w = flash.writes
    with pytest.raises(_Reloaded):
        _start(con, "bog", 2)
    assert flash.writes == w + 1
    after = bytes(flash)
    changed = [i for i in range(len(after)) if after[i] != before[i]]
    g = saves.GAME_AT
    assert changed and g <= changed[0] and changed[-1] < g + saves.GAME_HEAD
    assert con.app.saves.head()[2] == saves.BOOT_NEW
