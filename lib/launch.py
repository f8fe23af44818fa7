"""Starting a game: check a save, deal or resume, build the game's screen; on a badge, in a fresh VM."""

# On a board that can reload (the badge: supervisor.reload), the launcher writes what to start into the game
# area's head in NVM (lib/saves.py: BOOT_NEW or BOOT_RESUME, the one write of the start) and reloads. code.py
# then boots a fresh heap, App's first frame finds the request here and starts the game without ever importing
# the launcher: the game gets the launcher's code, screens and interned names back as free heap. The request
# is honoured only by a run that follows the console's own reload (hw.reloaded: not after a reset or power-on),
# so nothing has to be written to take it once. Elsewhere (desktop, tests) the game starts in place.

import gc
import sys

import lang
from micropython import const

import games
from saves import BOOT_NEW, BOOT_RESUME, ID_SIZE, PENDING, RECOVERED

_OPTION_BITS = const(4)  # the launcher packs option k's choice into bits 4k..4k+3

try:
    from os import urandom  # imported with this module: a first game start must not add a module
except ImportError:
    urandom = None


def plausible(record):
    """"" when a save's fields fit its game's registry row (players, seats), else why not: checked before a save
    is offered, without loading its rules."""
    row = games.find(record.game_id)
    if row is None:
        return lang.tr("Save from unknown game '%s': refused") % record.game_id
    if not row[2] <= record.players <= row[3] or record.seats >> (2 * record.players) or not record.state:
        return lang.tr("%s save has the wrong size: refused") % lang.de(lang.full_title(row[1]))
    return ""


def options_ok(rules, options):
    """True when every option's choice is one the game offers (and no bits beyond its options are set)."""
    for k in range(len(rules.OPTIONS)):
        if (options >> (_OPTION_BITS * k)) & 15 >= len(rules.OPTIONS[k][1]):
            return False
    return not options >> (_OPTION_BITS * len(rules.OPTIONS))


def check_record(record):
    """Return (rules module, "") when a save can be resumed, else (None, reason naming the game)."""
    reason = plausible(record)
    if reason:
        return None, reason
    row = games.find(record.game_id)
    title = lang.de(lang.full_title(row[1]))  # in French "Sauvegarde du Bog ..."
    rules = games.load_rules(record.game_id)
    if record.version != rules.STATE_VERSION:
        return None, lang.tr("%s save is format v%d, this one reads v%d: refused") % (
            title, record.version, rules.STATE_VERSION)
    if len(record.state) != rules.STATE_SIZE or not row[2] <= record.players <= row[3]:
        return None, lang.tr("%s save has the wrong size: refused") % title
    if not options_ok(rules, record.options):
        return None, lang.tr("%s save has options this game lacks: refused") % title
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
    """In place; or on a badge: check a save here (a refused one stays listed), ask for it in NVM, reload. A new
    game's start is one write composed whole (a finished game not counted yet is counted in it, lib/nvmblock.py);
    a resume writes the game area's head only."""
    reload = getattr(app.hw, "reload", None)
    app.clear()
    gc.collect()
    if record is not None:
        if reload is None:
            launch(app, game_id, players, options, seats, record)
        elif _checked(app, record) is not None:
            app.saves.ask(BOOT_RESUME)
            reload()
        return
    seed = new_seed(app.hw)
    fields = (seed, players, seats, options, game_id)
    app.start_written = False
    head = app.saves.head()  # in place, a start writes only to count a finished game
    if head is None or head[3] & PENDING:  # the finished game counted: the block composed whole
        import nvmblock
        try:
            nvmblock.write(app.hw.nvm, app.settings, BOOT_NEW if reload else 0, fields)
        except MemoryError:  # no block-sized image in this (final position's) heap: the request alone, and the
            if reload is None or head is None:  # heap it boots counts the finished game (take_request): one
                raise  # write more, never a game lost
            app.saves.ask(BOOT_NEW, 0, fields)
        sys.modules.pop("nvmblock", None)
        gc.collect()
        app.start_written = True
    elif reload is not None:  # the request alone: the head's 32 bytes, no block-sized image in RAM
        app.saves.ask(BOOT_NEW, 0, fields)
        app.start_written = True
    if reload is None:
        launch(app, game_id, players, options, seats, None, seed)
    else:
        reload()


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
    """Start what the launcher asked for before the reload (the game area's head); False when there is nothing to
    start: no request, or this run did not follow the console's own reload (a reset, a power-on)."""
    reloaded = getattr(app.hw, "reloaded", None)  # (a board without it never leaves a request: desktop)
    if reloaded is not None and not reloaded():
        return False
    head = app.saves.head()
    if head is None or head[2] not in (BOOT_NEW, BOOT_RESUME):
        return False
    record = None
    if head[2] == BOOT_NEW:
        game_id = head[18:18 + ID_SIZE].rstrip(b"\x00").decode()
        players, seats = head[12], head[13] | (head[14] << 8) | (head[15] << 16)
        options, number = head[16] | (head[17] << 8), int.from_bytes(head[8:12], "little")
    else:
        records = app.saves.read()[0]
        if not records:
            return False
        record = records[0]
        game_id, players, seats, options, number = (record.game_id, record.players, record.seats, record.options,
                                                    record.seq)
    row = games.find(game_id)
    if row is None:
        return False
    app.game_vm = True
    app.recovered = bool(head[3] & RECOVERED)
    if record is None:  # a request's fields are checked before a game is dealt from them
        rules = games.load_rules(game_id)
        if not row[2] <= players <= row[3] or seats >> (2 * players) or not options_ok(rules, options):
            app.game_vm = False
            games.unload_all()
            app.boot_messages.append(("Start request for %s refused: its players or options are out of range",
                                      row[1]))
            return False
    if record is None and head[3] & PENDING:  # a start whose heap had no room to count the finished game (_go)
        import nvmblock
        nvmblock.write(app.hw.nvm, app.settings, BOOT_NEW, (number, players, seats, options, game_id))
        sys.modules.pop("nvmblock", None)
    app.doing = lang.tr("start %s" if record is None else "resume %s") % lang.full_title(row[1])
    app.start_written = record is None
    # the final position: this VM shows it, then the score sheet, then the launcher in place (App.home): the
    # request stays unanswered in NVM, and only the console's own reload honours one (a start writes its own)
    app.final_vm = record is not None and record.over
    launch(app, game_id, players, options, seats, record, number)
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
        # deployed as sources, the pages' code (pause, rules, table, recap pages) loads now: compiled in the middle
        # of a game it asked a fragmented heap for 1.3-1.5 KB in one block. A .mpy loads in small pieces and
        # nothing is compiled, so compiled it loads when first shown and leaves with the page (lib/boardpage.py)
        import menus  # noqa: F401
    # the choice pop-up (1 KB, kept once loaded) loads now, compiled too: loaded at a target's first choice, its
    # code asked the heap the game had cut up for 252 bytes in one block (French Frogriders stopped there)
    import popup  # noqa: F401
    if seats and not rules.is_over(state):  # CPU seats will play: their search loads now and stays
        load_cpu_seats(rules)
    if rules.is_over(state):  # the final position's code and the final count's, before the view's: imported after
        import gameover  # noqa: F401  (the board, they asked its cut-up heap for 324-376 bytes in one block)
        rules.scores(state)

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
    from boardpage import forget_cpu_screen  # (loaded with cputurn)
    forget_cpu_screen(game_id)  # the search, the game's cpu and judge stay


def _build_game(app, game_id, rules, players, options, seats, state, saved, buf, recap):
    """Build the game's screen and view (its code already loaded), then show its first decision."""
    import gameloop
    screen = gameloop.GameScreen(app, game_id, rules, players, options, state, saved=saved, seats=seats,
                                 buf=buf)
    if recap:
        from recap import restore_recap  # (loaded with the game loop already)
        last = restore_recap(screen.recap, recap, state)
        if last is not None and rules.is_over(state):  # the final position again (lib/gameover.py): its last move
            screen.final_move = last
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
