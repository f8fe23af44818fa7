"""Statistics (lib/stats.py, statsrecord.py, statsfold.py, players_screen.py): totals, head-to-heads, power cuts,
damaged records, renames, clearing, old NVM and the Players screens."""

import random
import sys
import types

import lastgames
import players_screen
import pytest
import stats
import statsrecord
from console import Console

import games
import saves
import settings as settings_module
import ui
from keys import K_A, K_B, K_DOWN
from settings import Settings

GAME_IDS = [row[0] for row in games.GAMES]


def _blank():
    """The NVM of a badge that has booted once and holds nothing yet."""
    import nvmblock
    return nvmblock.fresh()


class _Rules:
    """Stands in for a game's rules at the end: fixed scores and winners."""

    def __init__(self, scores, winners):
        self._scores = scores
        self._winners = winners

    def scores(self, s):
        return list(self._scores)

    def winners(self, s):
        return list(self._winners)


_COUNTER = [0]


def _game(nvm, settings, game_id, scores, winners, cpu=None):
    """A finished game as statsrecord.record_game sees it; cpu: {seat: level}. Each has a state of its own."""
    _COUNTER[0] += 1
    cpu = cpu or {}
    app = types.SimpleNamespace(hw=types.SimpleNamespace(nvm=nvm), settings=settings)
    return types.SimpleNamespace(app=app, rules=_Rules(scores, winners), game_id=game_id, players=len(scores),
                                 options=3, s=bytearray(_COUNTER[0].to_bytes(4, "little") * 8),
                                 cpu_level=lambda seat: cpu.get(seat, -1))


class _Model:
    """The totals worked out independently, by player id."""

    def __init__(self):
        self.cells = {}
        self.pairs = {}

    def add(self, game_id, ids, scores, winners):
        g = GAME_IDS.index(game_id)
        n = len(ids)
        if all(pid >= stats.CPU_ID for pid in ids):  # CPUs only: in the ring, in no total
            return
        sign = -1 if game_id in games.LOW_WINS else 1  # Bunny Boom: the fewest rabbits are ahead
        ranks = []
        for seat in range(n):
            if seat in winners:
                ranks.append(1)
            else:
                ranks.append(1 + len(winners) + len([o for o in range(n) if o not in winners
                                                     and sign * scores[o] > sign * scores[seat]]))
        best = {}
        for seat in range(n):
            if ids[seat] not in best or ranks[seat] < ranks[best[ids[seat]]]:
                best[ids[seat]] = seat
        for pid, seat in best.items():
            played, won, top, _last = self.cells.get((pid, g), (0, 0, None, None))
            win = seat in winners
            better = min if sign < 0 else max
            self.cells[(pid, g)] = (played + 1, won + win, scores[seat] if top is None else better(top, scores[seat]),
                                    (ranks[seat] | (0x80 if win else 0), n))
        for a in best:
            for b in best:
                if a < b:
                    ra, rb = ranks[best[a]], ranks[best[b]]
                    t, x, y = self.pairs.get((a, b), (0, 0, 0))
                    self.pairs[(a, b)] = (t + 1, x + (ra < rb), y + (rb < ra))


def _read_totals(nvm, settings=None):
    """The totals by player id as the Players screens count them (a finished game not yet counted in NVM
    included): ({(id, g): (played, won, best, (last, seats))}, {(a, b): ...})."""
    piece = bytearray(96)
    nvm, src = players_screen.totals(nvm, settings or Settings(nvm), piece)
    cells, pairs = {}, {}
    rows = players_screen.people(nvm, src)
    for p, pid, _name in rows:
        for g in range(len(GAME_IDS)):
            played, won, best, last, seats = players_screen.cell(nvm, src, p, g, piece)
            if played:
                cells[(pid, g)] = (played, won, best, (last, seats))
        for q, qid, _name in rows:
            if pid < qid:
                t = players_screen.pair(nvm, src, p, q, piece)
                if t[0]:
                    pairs[(pid, qid)] = t
    return cells, pairs


def _play(nvm, settings, model, game_id, scores, winners, cpu=None):
    """Record one game and add it to the model."""
    game = _game(nvm, settings, game_id, scores, winners, cpu)
    assert statsrecord.record_game(game) is True
    ids = [stats.CPU_ID + cpu[s] if cpu and s in cpu else settings.ids[s] for s in range(len(scores))]
    model.add(game_id, ids, scores, winners)
    return game


def _sequence(nvm, settings, model, count, seed=5):
    """count random finished games of every game, with CPU seats now and then."""
    rnd = random.Random(seed)
    for _ in range(count):
        row = games.GAMES[rnd.randrange(len(games.GAMES))]
        n = rnd.randint(max(2, row[2]), min(6, row[3]))
        scores = [rnd.randrange(-3, 60) for _ in range(n)]
        top = min(scores) if row[0] in games.LOW_WINS else max(scores)
        winners = [s for s in range(n) if scores[s] == top] if rnd.random() < 0.9 else []
        cpu = {s: rnd.randrange(3) for s in range(n) if rnd.random() < 0.3}
        _play(nvm, settings, model, row[0], scores, winners, cpu)


def test_a_sequence_of_finished_games_gives_the_expected_totals_and_head_to_heads():
    """Played, won, best, last result per player and game, and each pair's games together and who was ahead,
    match a model worked out independently; the ring holds every game, newest numbered last."""
    nvm = _blank()
    settings = Settings(nvm)
    model = _Model()
    _play(nvm, settings, model, "bog", [10, 4], [0])
    _play(nvm, settings, model, "bog", [3, 8], [1])
    _play(nvm, settings, model, "frogriders", [5, 9, 9], [1, 2])
    _play(nvm, settings, model, "lebog", [1, 2, 3, 4], [3], cpu={0: 2, 1: 2})  # one CPU level in two seats
    cells, pairs = _read_totals(nvm)
    assert cells == model.cells and pairs == model.pairs
    assert cells[(1, 0)] == (2, 1, 10, (2, 2)) and pairs[(1, 2)] == (3, 1, 2)
    assert pairs[(2, 3)] == (1, 0, 0)  # the two winners of the 3-seat game: a tie
    assert cells[(stats.CPU_ID + 2, 2)] == (1, 0, 2, (3, 4))  # the CPU level in two seats: its best seat, once
    _sequence(nvm, settings, model, 40)
    cells, pairs = _read_totals(nvm)
    assert cells == model.cells and pairs == model.pairs
    found, damaged, _seen = stats.scan(nvm, bytearray(stats.RECORD_SIZE))
    assert damaged == 0 and sorted(seq for seq, _k in found) == list(range(1, 45))


def test_bunny_boom_counts_the_fewest_rabbits_as_ahead_and_best():
    """The issue's case: in Bunny Boom the fewest rabbits win, so "best" is a player's fewest (25, not 83), places
    and head-to-heads rank the fewest ahead (1-1 when each won once), while BOG's best stays its most."""
    assert games.LOW_WINS == ("bunnyboom",)
    nvm = _blank()
    settings = Settings(nvm)
    settings.set_name(0, "ANA")
    settings.set_name(1, "BOB")
    settings.set_name(2, "CY")
    model = _Model()
    _play(nvm, settings, model, "bunnyboom", [25, 83], [0])
    _play(nvm, settings, model, "bunnyboom", [40, 30], [1])
    _play(nvm, settings, model, "bunnyboom", [50, 20, 35], [1])  # ANA 3rd: CY's 35 is ahead of her 50
    _play(nvm, settings, model, "bog", [3, 9], [1])
    _play(nvm, settings, model, "bog", [7, 2], [0])
    cells, pairs = _read_totals(nvm)
    assert (cells, pairs) == (model.cells, model.pairs)
    g = GAME_IDS.index("bunnyboom")
    assert cells[(1, g)] == (3, 1, 25, (3, 3)) and cells[(2, g)] == (3, 2, 20, (0x81, 3))
    assert cells[(3, g)] == (1, 0, 35, (2, 3))
    assert pairs[(1, 2)] == (5, 2, 3) and pairs[(1, 3)] == (1, 0, 1) and pairs[(2, 3)] == (1, 1, 0)
    assert cells[(1, 0)][2] == 7 and cells[(2, 0)][2] == 9  # BOG: the most points
    app = types.SimpleNamespace(hw=types.SimpleNamespace(nvm=nvm), settings=settings)
    src = stats.totals_copy(nvm, bytearray(96))[0]
    page = players_screen.player_page(app, nvm, src, 0, bytearray(96))
    assert "Bunny Boom: 1 of 3 won" in page and "  best 25, last 3rd of 3" in page and "vs BOB 2-3 of 5" in page


def test_a_game_of_cpus_only_is_listed_but_counted_in_no_total_and_its_seats_told_apart():
    """A game with no person seated stays in the last games, each CPU seat named by its level and seat
    ("CPU Hard 1", "CPU Hard 2"), but no level wins against itself: the totals do not count it."""
    nvm = _blank()
    settings = Settings(nvm)
    model = _Model()
    for _ in range(2):
        _play(nvm, settings, model, "bog", [9, 4], [0], cpu={0: 2, 1: 2})
    _play(nvm, settings, model, "frogriders", [5, 8, 2], [1], cpu={0: 0, 1: 2, 2: 2})
    assert _read_totals(nvm) == ({}, {}) == (model.cells, model.pairs)
    _play(nvm, settings, model, "bog", [3, 6], [1], cpu={1: 2})  # with a person: counted
    cells, pairs = _read_totals(nvm)
    assert (cells, pairs) == (model.cells, model.pairs)
    assert cells[(stats.CPU_ID + 2, 0)][:2] == (1, 1) and pairs[(1, stats.CPU_ID + 2)] == (1, 0, 1)
    buf = bytearray(stats.RECORD_SIZE)
    found, damaged, _seen = stats.scan(nvm, buf)
    app = types.SimpleNamespace(hw=types.SimpleNamespace(nvm=nvm), settings=settings)
    tot, src = players_screen.totals(nvm, settings, bytearray(96))
    lines = list(lastgames.LastGames(app, found, damaged, buf, players_screen.people(tot, src)))
    assert lines[1:8] == ["4. BOG, 2 seats", "  P1 3, CPU Hard 2 6*", "3. Frogriders, 3 seats", "  CPU Easy 1 5,",
                          "  CPU Hard 2 8*,", "  CPU Hard 3 2", "2. BOG, 2 seats"]
    assert lines[8] == "  CPU Hard 1 9*,"


def test_totals_of_the_former_format_are_counted_again_from_the_ring():
    """Totals written by the firmware that ranked Bunny Boom the wrong way (head format 1) read as none: the
    next game counts every record the ring keeps again, the right way."""
    nvm = _blank()
    settings = Settings(nvm)
    model = _Model()
    _play(nvm, settings, model, "bunnyboom", [25, 83], [0])
    _play(nvm, settings, model, "bog", [3, 9], [1])
    nvm[stats.TOTALS_AT + 1] = 1  # the head's format byte (one copy of the totals)
    assert stats.totals_copy(nvm, bytearray(96)) == (-1, 0)
    _play(nvm, settings, model, "bunnyboom", [40, 30], [1])
    assert _read_totals(nvm) == (model.cells, model.pairs)
    assert stats.totals_copy(nvm, bytearray(96))[1] == 3


def test_the_many_seats_score_sheet_lists_the_best_first_the_way_the_score_runs():
    """The score sheet of many seats puts the winner's paragraph first: the most chips in Le Bog, and (were it
    ever shown that way) the fewest rabbits in a game that declares its lowest score wins."""
    import scoresheet

    for game_id, totals, first in (("lebog", (5, 9, 1), 1), ("bunnyboom", (5, 9, 1), 2)):
        rules = types.SimpleNamespace(score_sheet=lambda s, t=totals: [("Total", t)], scores=lambda s, t=totals: t,
                                      outcome_text=lambda s: "")
        game = types.SimpleNamespace(rules=rules, s=None, players=3, game_id=game_id)
        lines = scoresheet.ScoreSheet.standings(types.SimpleNamespace(game=game), "Winner: P%d" % (first + 1))
        seats = [line for line in lines if ": Total" in line]
        assert seats[0] == "P%d: Total %d" % (first + 1, totals[first]) and len(seats) == 3, game_id


def test_the_ring_keeps_the_last_75_games_and_the_totals_count_every_game():
    """Past RING games the oldest record is overwritten; the totals still count all of them."""
    nvm = _blank()
    settings = Settings(nvm)
    model = _Model()
    _sequence(nvm, settings, model, stats.RING + 6, seed=8)
    found, damaged, _seen = stats.scan(nvm, bytearray(stats.RECORD_SIZE))
    assert damaged == 0 and sorted(seq for seq, _k in found) == list(range(7, stats.RING + 7))
    assert _read_totals(nvm) == (model.cells, model.pairs)
    assert stats.RING_AT + stats.RING * stats.RECORD_SIZE <= saves.GAME_AT and stats.RING == 75
    assert settings_module.BASE + settings_module.RECORD_SIZE <= stats.TOTALS_AT  # the layout: lib/saves.py
    assert stats.TOTALS_AT + stats.TOTALS_SIZE == stats.RING_AT


def test_a_game_seen_again_is_not_counted_twice():
    """The same final state recorded again (its score sheet shown after a resume) adds nothing."""
    nvm = _blank()
    settings = Settings(nvm)
    game = _play(nvm, settings, _Model(), "bog", [10, 4], [0])
    before = bytes(nvm)
    assert statsrecord.record_game(game) is False
    assert bytes(nvm) == before


def test_a_damaged_record_is_skipped_counted_and_never_shown():
    """A flipped byte anywhere in a record: scan skips and counts it; the last games page says so and shows
    the other games only; the totals stay as they were."""
    nvm = _blank()
    settings = Settings(nvm)
    model = _Model()
    _play(nvm, settings, model, "bog", [10, 4], [0])
    _play(nvm, settings, model, "bunnyboom", [11, 22, 33], [2])
    buf = bytearray(stats.RECORD_SIZE)
    k = [k for seq, k in stats.scan(nvm, buf)[0] if seq == 2][0]
    at = stats.RING_AT + k * stats.RECORD_SIZE
    app = types.SimpleNamespace(hw=types.SimpleNamespace(nvm=nvm), settings=settings)
    for i in range(stats.RECORD_SIZE):
        bad = bytearray(nvm)
        bad[at + i] ^= 0x24
        found, damaged, _seen = stats.scan(bad, buf)
        assert [seq for seq, _k in found] == [1] and damaged == 1, i
        app.hw.nvm = bad
        src = stats.totals_copy(bad, bytearray(96))[0]
        lines = list(lastgames.LastGames(app, found, damaged, buf, players_screen.people(bad, src)))
        assert lines[0] == "1 damaged record skipped." and "Bunny Boom" not in " ".join(lines), i
        assert _read_totals(bad) == (model.cells, model.pairs)


def test_renaming_keeps_a_players_totals_and_a_cleared_name_starts_someone_new():
    """Names are matched by their slot's stable id: a rename keeps the games; a cleared then refilled slot
    is someone new, and the former player keeps their games under the name last seen."""
    nvm = _blank()
    settings = Settings(nvm)
    settings.set_name(0, "ANA")
    model = _Model()
    _play(nvm, settings, model, "bog", [10, 4], [0])
    settings.set_name(0, "ANNA")
    _play(nvm, settings, model, "bog", [12, 4], [0])
    app = types.SimpleNamespace(hw=types.SimpleNamespace(nvm=nvm), settings=settings)
    src = stats.totals_copy(nvm, bytearray(96))[0]
    table = players_screen.game_table(app, nvm, src, 0, bytearray(96))
    assert table[1] == "ANNA       2   2   12  won"
    settings.set_name(0, "")
    assert settings.ids[0] == 11
    settings.set_name(0, "CARL")
    _play(nvm, settings, model, "bog", [1, 4], [1])
    assert _read_totals(nvm) == (model.cells, model.pairs)
    src = stats.totals_copy(nvm, bytearray(96))[0]
    names = sorted(line.split()[0] for line in players_screen.game_table(app, nvm, src, 0, bytearray(96))[1:])
    assert names == ["ANNA", "CARL", "P2"]
    settings.save()
    assert Settings(nvm).ids[0] == 11 and Settings(nvm).next_id == 12  # the ids outlive a reboot


def test_an_old_settings_record_without_ids_still_loads():
    """A format 1 settings record (no ids) keeps its names; slot k gets id k + 1."""
    old = bytearray(90)
    old[0:3] = b"PS\x01"
    for at, value in ((3, 4), (4, 3), (5, 1), (6, 5), (7, 30)):
        old[at] = value
    old[8:11] = b"ANA"
    crc = saves.crc16(old[0:88])
    old[88:90] = crc.to_bytes(2, "little")
    nvm = _blank()
    nvm[settings_module.BASE:settings_module.BASE + 90] = old
    s = Settings(nvm)
    assert s.message == "" and s.names[0] == "ANA" and s.get("screen") == 4 and s.ids == list(range(1, 11))


def _fill(con, count=4):
    """Record a few games on a console's NVM, with names and CPU seats."""
    s = con.app.settings
    s.set_name(0, "ANA")
    s.set_name(1, "BOB")
    s.set_name(2, "WILHELMA")
    model = _Model()
    _play(con.hw.nvm, s, model, "frogriders", [31, 22, 40], [2])
    _play(con.hw.nvm, s, model, "bog", [5, 3], [0])
    _play(con.hw.nvm, s, model, "lebog", [9999, -40, 12, 7, 3, 1, 0, 2, 5, 6], [0],
          cpu={3: 0, 4: 1, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2})
    _play(con.hw.nvm, s, model, "boussanga", [4, 4], [])  # a lost co-operative game
    return model


def _open_players(con):
    """From the launcher, open the Players menu."""
    con.app.home()
    con.step(2)
    con.screen.index = con.screen.items.index("Players")
    con.press(K_A)
    assert con.screen_name() == "Menu" and con.texts()[0] == "Players"


def test_clearing_needs_the_confirmation_and_opens_on_keeping():
    """Clear statistics opens on "No": A keeps them, so does B; only Down then A clears."""
    con = Console(render=False)
    _fill(con)
    _open_players(con)
    menu_items = con.screen.items
    for keys in ((K_A,), (K_B,)):
        con.screen.index = menu_items.index("Clear statistics")
        con.press(K_A)
        assert con.screen_name() == "Confirm" and con.screen.index == 0
        con.press(*keys)
        assert con.screen_name() == "Menu" and len(stats.scan(con.hw.nvm, bytearray(48))[0]) == 4
    con.screen.index = menu_items.index("Clear statistics")
    con.press(K_A, K_DOWN, K_A)
    assert "cleared" in " ".join(con.texts())
    assert stats.scan(con.hw.nvm, bytearray(48))[0] == [] and _read_totals(con.hw.nvm) == ({}, {})
    con.press(K_A)
    con.screen.index = 0
    con.press(K_A)
    assert con.texts()[1] == "No games yet."
    assert con.app.errors == []


@pytest.mark.parametrize("fill", [b"\xff", b"\x00", b"junk"])
def test_an_older_firmwares_nvm_without_statistics_moves_over_with_its_save_and_settings(fill):
    """An older firmware's layout whose statistics region was never formatted (erased, zeros or anything): the
    boot moves its save and settings (one write) and holds no games and no damaged record."""
    nvm = bytearray(b"\xff" * 8192)
    nvm[1280:] = (fill * 8192)[:8192 - 1280]
    nvm[0:saves.SLOT_SIZE] = (bytes(saves.encode("bog", 2, 0, 1, bytearray(93), 7)) + b"\xff" * 512)[:512]
    s = Settings(bytearray(nvmblock_fresh()))
    s.set_name(0, "ANA")
    nvm[1024:1024 + settings_module.RECORD_SIZE] = s.encode()
    con = Console(render=False, nvm=nvm)
    assert con.screen.items[0] == "Resume BOG (2P)" and con.app.settings.names[0] == "ANA"
    _open_players(con)
    for i in (0, 1):
        con.screen.index = i
        con.press(K_A)
        assert "No games yet." in con.texts() and "damaged" not in " ".join(con.texts())
        con.press(K_A)
    con.press(K_B)
    model = _Model()
    _play(nvm, con.app.settings, model, "bog", [2, 1], [0])
    assert _read_totals(nvm) == (model.cells, model.pairs)
    found, damaged, _seen = stats.scan(nvm, bytearray(stats.RECORD_SIZE))
    assert [seq for seq, _k in found] == [1] and damaged == 0
    assert saves.SaveStore(nvm).read()[0][0].game_id == "bog" and Settings(nvm).names[0] == "ANA"


def nvmblock_fresh():
    """A formatted empty block."""
    import nvmblock
    return nvmblock.fresh()


def test_a_played_game_is_recorded_once_and_the_stats_code_leaves_the_heap():
    """A game played to its end through the loop is recorded with its final save (counted from there until the
    next write composes the block), the statistics' code gone again; resuming the finished save shows the sheet
    again without a second record."""
    import launch

    con = Console(render=False)
    con.press(K_A, K_A)
    game = con.app.game
    rnd = random.Random(3)
    while not game.rules.is_over(game.s):
        n = game.rules.legal_actions(game.s, game.buf)
        game.apply(game.buf[rnd.randrange(n)])
    con.step(3)
    assert con.screen_name() == "GameOver"  # the final position: A for the score sheet
    con.press(K_A)
    assert con.screen_name() == "ScoreSheet"
    assert not {"stats", "statsrecord", "statsfold"} & set(sys.modules)
    assert len(stats.scan(con.hw.nvm, bytearray(48))[0]) == 1
    record = con.app.saves.read()[0][0]
    assert record.over
    again = Console(render=False, nvm=con.hw.nvm)
    launch.launch(again.app, record.game_id, record.players, record.options, record.seats, record)
    again.step(6)
    assert again.screen_name() == "GameOver"
    again.press(K_A)
    assert again.screen_name() == "ScoreSheet" and again.app.errors == []
    assert len(stats.scan(again.hw.nvm, bytearray(48))[0]) == 1
    cells, _pairs = _read_totals(again.hw.nvm)
    assert sum(c[0] for c in cells.values()) == 2  # two people, one game each
    again.app.settings.set("screen", 3)
    assert again.app.settings.save()  # the next write counts it for good: in the ring, in the totals
    assert [k for _seq, k in stats.scan(again.hw.nvm, bytearray(48))[0]] != [stats.PENDING]
    assert not stats.pending(again.hw.nvm) and _read_totals(again.hw.nvm) == (cells, _pairs)


def test_a_failing_statistics_record_never_stops_the_final_save_or_the_score_sheet(monkeypatch):
    """Whatever making the game's record raises, the final position is saved and the score sheet shows."""
    con = Console(render=False)
    con.press(K_A, K_A)

    def broken(game, nvm):
        raise MemoryError("no room")

    monkeypatch.setattr(statsrecord, "make_record", broken)
    monkeypatch.setitem(sys.modules, "statsrecord", statsrecord)
    game = con.app.game
    rnd = random.Random(4)
    while not game.rules.is_over(game.s):
        n = game.rules.legal_actions(game.s, game.buf)
        game.apply(game.buf[rnd.randrange(n)])
    con.step(3)
    assert con.app.saves.read()[0][0].over
    con.press(K_A)  # from the final position
    assert con.screen_name() == "ScoreSheet" and con.app.errors == []


def _walk(con):
    """Every Players screen once, from the menu: (screen name, texts) of each."""
    seen = [("Menu", con.texts())]
    items = list(con.screen.items)
    for i in range(len(items) - 1):
        con.screen.index = i
        con.press(K_A)
        seen.append((con.screen_name(), con.texts()))
        if items[i] == "By player":
            for j in range(len(con.screen.items)):
                con.screen.index = j
                con.press(K_A)
                pages = con.screen
                while True:
                    seen.append((con.screen_name(), con.texts()))
                    seen.append(("lines", pages.lines))
                    top = pages.top
                    con.press(K_DOWN)
                    if pages.top == top:
                        break
                con.press(K_A)
            con.press(K_B)
        elif con.screen_name() == "Pages":
            seen.append(("lines", con.screen.lines))
            con.press(K_A)
    return seen


def test_the_players_screens_fit_26_columns_and_leave_no_module_behind():
    """Every line of every Players screen (a 10-seat game, 8-letter names, CPU levels, a 4-digit score) fits
    26 columns uncut (menu rows 24); B goes home and the statistics' modules leave the heap."""
    con = Console(render=False)
    _fill(con)
    _open_players(con)
    for name, texts in _walk(con):
        for line in texts:
            assert len(line) <= ui.COLUMNS, (name, line)
    menus_items = con.screen.items
    assert all(len(item) <= ui.COLUMNS - 2 for item in menus_items)
    con.screen.index = menus_items.index("By player")
    con.press(K_A)
    assert all(len(item) <= ui.COLUMNS - 2 for item in con.screen.items)
    assert any(item.startswith("WILHELMA") for item in con.screen.items)
    con.press(K_B, K_B)
    assert con.screen_name() == "Menu" and con.screen.items[-1] == "Settings"
    for name in ("players_screen", "stats", "statsrecord", "statsfold", "replace_screen"):
        assert name not in sys.modules, name
    assert con.app.errors == []


_MP_SCRIPT = '''
import binascii
import stats
import statsrecord
from settings import Settings


class Rules:
    def __init__(self, scores, winners):
        self.v = scores
        self.w = winners

    def scores(self, s):
        return list(self.v)

    def winners(self, s):
        return list(self.w)


class Obj:
    pass


def play(nvm, settings, n, game_id, scores, winners, cpu):
    app = Obj()
    app.hw = Obj()
    app.hw.nvm = nvm
    app.settings = settings
    game = Obj()
    game.app = app
    game.rules = Rules(scores, winners)
    game.game_id = game_id
    game.players = len(scores)
    game.options = 5
    game.s = bytearray(bytes([n % 251, 7]) * 9)
    game.cpu_level = lambda seat: cpu.get(seat, -1)
    return statsrecord.record_game(game)


nvm = bytearray(b"\\xff" * 8192)
settings = Settings(nvm)
settings.save()
settings.set_name(0, "ANA")
settings.set_name(1, "BOB")
for n in range(GAMES):
    game_id, scores, winners, cpu = PLAN[n]
    if n == 12:
        settings.set_name(1, "")
        settings.set_name(1, "CARL")
    play(nvm, settings, n, game_id, scores, winners, cpu)
play(nvm, settings, GAMES - 1, *PLAN[GAMES - 1])
print("NVM " + binascii.hexlify(bytes(nvm[0:8192])).decode())
'''


def _plan(count):
    """A fixed list of finished games: (game id, scores, winners, {seat: CPU level})."""
    rnd = random.Random(count)
    plan = []
    for _ in range(count):
        row = games.GAMES[rnd.randrange(len(games.GAMES))]
        n = rnd.randint(max(2, row[2]), row[3])
        scores = [rnd.randrange(-5, 80) for _ in range(n)]
        winners = [s for s in range(n) if scores[s] == max(scores)] if rnd.random() < 0.9 else []
        plan.append((row[0], scores, winners, {s: rnd.randrange(3) for s in range(n) if rnd.random() < 0.3}))
    return plan


def test_micropython_writes_the_same_statistics_byte_for_byte(tmp_path):
    """The same games (a rename and a cleared name among them, the last one seen twice) recorded under
    MicroPython leave the statistics region byte for byte as under CPython."""
    from mpy import run_micropython

    count = 24
    script = "GAMES = %d\nPLAN = %r\n" % (count, _plan(count)) + _MP_SCRIPT
    path = tmp_path / "stats_mp.py"
    path.write_text(script)
    out = run_micropython(path)
    mp_bytes = [line for line in out.splitlines() if line.startswith("NVM ")][0][4:]
    here = {"__name__": "stats_here"}
    printed = []
    here["print"] = printed.append
    exec(compile(script, "stats_here", "exec"), here)
    assert printed[0][4:] == mp_bytes
    nvm = bytes.fromhex(mp_bytes)
    assert len(nvm) == 8192 and nvm[:4] == b"PBNV"


def test_when_every_row_is_taken_a_former_player_with_fewest_games_makes_room():
    """More people than the 16 rows over time: a newcomer takes the row of the former player (no name slot
    holds them) with the fewest games; every player kept still has exactly their own totals and pairs."""
    nvm = _blank()
    settings = Settings(nvm)
    model = _Model()
    settings.set_name(1, "BOB")
    for i in range(24):
        settings.set_name(0, "")  # the slot's next player is someone new
        settings.set_name(0, "NEW%d" % i)
        for _ in range(1 + i % 3):
            _play(nvm, settings, model, "bog", [i, 5], [0] if i > 5 else [1])
    src = stats.totals_copy(nvm, bytearray(96))[0]
    kept = {pid for _p, pid, _name in players_screen.people(nvm, src)}
    assert len(kept) == stats.PLAYERS and settings.ids[0] in kept and 2 in kept
    cells, pairs = _read_totals(nvm)
    assert cells == {key: value for key, value in model.cells.items() if key[0] in kept}
    assert pairs == {key: value for key, value in model.pairs.items() if key[0] in kept and key[1] in kept}
    played = {pid: cell[0] for (pid, _g), cell in model.cells.items()}
    gone = set(played) - kept
    assert max(played[pid] for pid in gone) <= 2 and cells[(2, 0)][0] == sum(1 + i % 3 for i in range(24))
