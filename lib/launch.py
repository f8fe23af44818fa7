"""Starting a game: check a save, deal or resume, build the game's screen; on a badge, in a fresh VM."""

# On a board that can reload (the badge: supervisor.reload), the launcher writes what to start as a small
# request in NVM and reloads. code.py then boots a fresh heap, App's first frame finds the request here and
# starts the game without ever importing the launcher: the game gets the launcher's code, screens and
# interned names back as free heap. Elsewhere (desktop, tests) the game starts in place.

import gc
import sys

import lang
from bootrequest import CRC_AT, ID_SIZE, KIND_NEW, KIND_RESUME, KIND_SCORES, RECOVERED, REQUEST_AT, REQUEST_SIZE, ask

import games
from saves import crc16

try:
    from os import urandom  # imported with this module: a first game start must not add a module
except ImportError:
    urandom = None


def check_record(record):
    """Return (rules module, "") when a save can be resumed, else (None, reason naming the game)."""
    row = games.find(record.game_id)
    if row is None:
        return None, lang.tr("Save from unknown game '%s': refused") % record.game_id
    title = row[1]
    rules = games.load_rules(record.game_id)
    if record.version != rules.STATE_VERSION:
        return None, lang.tr("%s save is format v%d, this one reads v%d: refused") % (
            title, record.version, rules.STATE_VERSION)
    if len(record.state) != rules.STATE_SIZE or not row[2] <= record.players <= row[3]:
        return None, lang.tr("%s save has the wrong size: refused") % title
    if record.seats >> (2 * record.players):
        return None, lang.tr("%s save has a bad seat record: refused") % title
    try:
        rules.check(record.state)
    except ValueError as err:
        return None, lang.tr("%s save fails its check (%s): refused") % (title, err)
    finally:
        games.forget(record.game_id, "audit")  # the invariants' code (3 KB) is not needed again while playing
    return rules, ""


def new_seed(hw):
    """A fresh seed below 2**30: the board's own when it has one (scripted tests), else the RNG or clock."""
    if hasattr(hw, "new_seed"):
        return hw.new_seed() & 0x3FFFFFFF
    try:
        return int.from_bytes(urandom(4), "little") & 0x3FFFFFFF
    except (TypeError, AttributeError, NotImplementedError):
        return (hw.ticks_ms() * 7919 + 12345) & 0x3FFFFFFF


def go(app, game_id, players, options, seats, record):
    """Start a new game (record None) or resume a save, once the key that chose it is handled."""
    app.defer(lambda: _go(app, game_id, players, options, seats, record))


def _go(app, game_id, players, options, seats, record):
    """In place; or on a badge: check a save here (a refused one stays listed), ask for it in NVM, reload."""
    reload = getattr(app.hw, "reload", None)
    if reload is None:
        launch(app, game_id, players, options, seats, record)
        return
    app.clear()
    gc.collect()
    if record is not None and _checked(app, record) is None:
        return
    ask(app, KIND_NEW if record is None else KIND_RESUME, game_id, players, options, seats,
        new_seed(app.hw) if record is None else record.seq)


def _checked(app, record):
    """The rules of a save that passes check_record; else None, the reason shown and remembered."""
    rules, reason = check_record(record)
    if rules is None:  # offered unchecked by the launcher (find_resumable), refused now
        app.refused_saves[record.seq] = reason
        import menus

        import ui
        app.show(menus.Pages("Saves", reason, app.home, color=ui.YELLOW))
    return rules


def take_request(app):
    """Start what the launcher asked for before the reload; False when NVM holds no request."""
    nvm = app.hw.nvm
    if len(nvm) < REQUEST_AT + REQUEST_SIZE:
        return False
    raw = bytes(nvm[REQUEST_AT:REQUEST_AT + REQUEST_SIZE])
    if raw[0:2] != b"PL" or crc16(memoryview(raw)[0:CRC_AT]) != raw[CRC_AT] | (raw[CRC_AT + 1] << 8):
        return False
    nvm[REQUEST_AT:REQUEST_AT + 2] = b"\x00\x00"  # taken once: a failed start must not start again at reset
    game_id = raw[4:4 + ID_SIZE].rstrip(b"\x00").decode()
    row = games.find(game_id)
    if row is None:
        return False
    number = int.from_bytes(raw[24:28], "little")
    record = None
    if raw[2] != KIND_NEW:
        record = [r for r in app.saves.read()[0] if r.seq == number and r.game_id == game_id]
        if not record:
            return False
        record = record[0]
    app.game_vm = True
    app.recovered = bool(raw[23] & RECOVERED)
    if raw[2] == KIND_SCORES:
        return _scores(app, record)
    app.doing = lang.tr("start %s" if record is None else "resume %s") % row[1]
    launch(app, game_id, raw[3], int.from_bytes(raw[16:20], "little"), int.from_bytes(raw[20:23], "little"),
           record, number)
    return True


def _scores(app, record):
    """Booted for a finished game's score sheet: the statistics and the sheet, nothing of its loop or board."""
    if not record.over:
        return False
    rules = _checked(app, record)
    if rules is not None:
        sys.modules.pop("launch", None)  # as after a game start: this module's work is done
        from scoresheet import Finished, show_score_sheet
        show_score_sheet(Finished(app, record.game_id, rules, record))
    return True


def launch(app, game_id, players, options, seats, record, seed=None):
    """Deal (or check the save), then build the game's screen in the next frame."""
    # A MemoryError anywhere in here (importing the loop, the rules or the view, dealing, building the
    # view's groups, the first screen) reaches App.fail, which tells it as app.doing ("start Le Bog").
    # Nothing is written to NVM before the first screen stands, so the saves stay as they were.
    app.clear()  # the launcher's menu goes before the game is loaded
    lang.forget("frmenu")  # the launcher's French goes too: a game on the badge never has it (a fresh VM)
    gc.collect()
    if record is None:
        rules = games.load_rules(game_id)
        state = rules.new_state(players, new_seed(app.hw) if seed is None else seed, options)
    else:
        rules = _checked(app, record)
        if rules is None:
            return
        state = record.state
    recap = record.recap if record is not None else b""
    # The loop and the CPU modules load in the next frame and the view in the one after, each after a
    # collection (App.defer): the deal's garbage and a piece used once (games.<id>.start) are gone first.
    app.defer(lambda: _show_game(app, game_id, rules, players, options, seats, state, record is not None, recap))


def _show_game(app, game_id, rules, players, options, seats, state, saved, recap):
    """Load the game loop; the view's code loads in the next frame, its groups are built in the one after
    (each frame starts with a collection: App.defer). CPU seats' modules load when a CPU first plays, on a
    screen that has freed the board (cursor.cpu_turn)."""
    import gameloop  # (loaded here, a frame before the view)

    # the largest block the game keeps (Le Bog's 2,000 bytes) is taken before the view's code splits the heap
    buf = gameloop.legal_buffer(rules)
    if __file__.endswith(".py"):
        # deployed as sources, the pages' code (pause, rules, table, recap pages) and the choice pop-up load
        # now: compiled in the middle of a game they asked a fragmented heap for 1.3-1.5 KB in one block. A
        # .mpy loads in small pieces and nothing is compiled, so compiled they load when first shown and
        # leave with the page (lib/boardpage.py): 3.7 KB less beside the board.
        import menus  # noqa: F401
        import popup  # noqa: F401
    if seats and not rules.is_over(state):  # CPU seats will play: their search loads now and stays
        load_cpu_seats(rules)

    def view_code():  # the view's code in a frame of its own, its objects in the next
        games.load_view(game_id)
        app.defer(lambda: _build_game(app, game_id, rules, players, options, seats, state, saved, buf, recap))
    app.defer(view_code)


def load_cpu_seats(rules):
    """Load the CPU seats' search (lib/cpu.py, lib/cpulook.py, the game's cpu.py and judge) for the whole game,
    and intern the names of their screen's code (cputurn, cputell, movemark, the game's marks) once."""
    # The search loads while the heap is whole and stays (cpu.RESIDENT): loaded again at each decision, its
    # largest functions (0.7-0.9 KB of bytecode each) asked a heap the game had cut up for blocks it no longer
    # had; the device model's worst rows stopped there ("allocating 853 bytes"). Resident, those rows' smallest
    # fixed heap fell by 13-15 KB, though the heap they keep grew by the search's 5 KB.
    # The names of the screen's code stay interned in the VM (a VM never lets one go), so the interned-string
    # pool grows now too, not in the middle of a game.
    import cpu
    import cputurn  # noqa: F401  (with cputell and boardpage)
    import movemark  # noqa: F401

    cpu.RESIDENT = True
    brain = cpu.brain_of(rules)
    judge = games.hook(brain, "JUDGE", None)
    game_id = rules.__name__.split(".")[1]
    for name in ([judge] if judge else []) + ["marks"]:
        try:
            games.part(game_id, name)
        except ImportError:
            pass
    for name in ("cputurn", "cputell", "movemark"):  # the search, the game's cpu and judge stay
        sys.modules.pop(name, None)
    games.forget(game_id, "marks")


def _build_game(app, game_id, rules, players, options, seats, state, saved, buf, recap):
    """Build the game's screen and view (its code already loaded), then show its first decision."""
    import gameloop
    screen = gameloop.GameScreen(app, game_id, rules, players, options, state, saved=saved, seats=seats,
                                 buf=buf)
    if recap:
        last = restore_recap(screen.recap, recap, state)
        if last is not None and rules.is_over(state):  # the final position again (lib/gameover.py): its last move
            screen.last_log = [last]
    if app.game_vm:
        # booted into the game (a badge): this module's work is done, its code leaves the heap with the
        # frame (out_of_memory and leaving the game use games.unload_all, never this module)
        sys.modules.pop("launch", None)
    app.note_memory("%s %s" % ("resuming" if saved else "starting", game_id))
    if app.recovered:  # memory ran short mid-game (App.recover): the table is told before play goes on
        app.recovered = False
        import menus
        app.show(menus.Pages("Out of memory", "Memory ran short, so the badge started again from the last saved "
                             "turn: the move being played was not kept. A to go on.", screen.begin))
        return
    screen.begin()


def restore_recap(recap, data, state):
    """Take the last moves back from a save (recap.Recap.pack) when they replay exactly to the saved state;
    return the last of them as the game loop logs a step, (mover, state before, action), or None."""
    n = data[0]
    if not n or n > len(recap.codes) // 3 or len(data) != 1 + 3 * n + len(state):
        return None
    recap.codes[0:3 * n] = data[1:1 + 3 * n]
    recap.n = n
    recap.base = bytearray(data[1 + 3 * n:])
    s = bytearray(recap.base)
    before = None
    try:
        for i in range(n):
            if recap.codes[3 * i] >= recap.players:
                raise ValueError("no such seat")
            if i == n - 1:
                before = bytes(s)
            recap.step(s, i)
    except ValueError:
        s = None
    if s != state:  # not the moves that led here: none rather than wrong ones
        recap.n = 0
        recap.base = None
        return None
    from recap import TIME_OUT  # loaded with the game loop already

    code = recap.code(n - 1)
    return (recap.codes[3 * n - 3], before, -1 if code == TIME_OUT else code)
