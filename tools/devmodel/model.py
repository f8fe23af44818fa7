"""The device model's MicroPython side: boot the console as code.py does on a PyBadge, play games by keys,
and print what the heap keeps at every module import and milestone.

Run by tools/devmodel.py (never by hand): `node tools/mp/run_mp.mjs DRIVE model.py GAME[,GAME...] TURNS SEED
AFTER NVM INTO SEAT` (WebAssembly) or `micropython -X heapsize=NNwk native.py DRIVE STANDINS model.py ...`
(native, fixed heap). DRIVE is what tools/deploy.py wrote to a fake CIRCUITPY, with the Adafruit libraries in
its lib/ as circup puts them; only the hardware stand-ins come from elsewhere. SEAT: who plays the last seat
(people, easy, normal, hard).

Output lines, each `MODEL ` + JSON:
  {"k": "import", "m": module, "kept": bytes, "at": milestone so far}
  {"k": "mile", "at": name, "game": id, "kept": bytes}     (after a real collection)
  {"k": "top", "at": name, "game": id, "kept": bytes, "where": milestone and screen}
                                                          (after each milestone, and before a reload: the
                                                          most kept at any collection since the last one;
                                                          the model collects after every frame)
  {"k": "frame", "game": id, "us": microseconds}          (one per key press handled in a game)
  {"k": "later", "game": id, "us": microseconds}          (a frame running what a key deferred: a page
                                                          built, the board built again after a page,
                                                          a hand-off or a CPU's turn)
  {"k": "error", "game": id, "text": ...}                 (what the console showed when it failed)
  {"k": "short", "game": id, "text": ...}                 (memory ran short mid-game: the badge reloads into the
                                                          last saved turn, lib/app.py recover)
  {"k": "players", "pages": n}                           (the Players pages read from the launcher at boot)
  {"k": "cpu", "game": id, "seat": n}                     (a CPU seat's decision applied)
  {"k": "file", "m": "app", "path": ...}                  (where lib/app was imported from: the drive)
  {"k": "reload", "game": id, "rest": ids, "nvm": hex}    (going home reloaded the badge: the run ends here,
                                                          tools/devmodel.py goes on in a fresh interpreter)
Heap figures are gc.mem_alloc() minus the baseline taken after the stand-ins (native on the badge) load.
"""

import builtins
import gc
import sys

# The stand-ins of what is native on the badge load before the baseline: on the device they are C.
import _heap  # noqa: F401
import adafruit_pixelbuf  # noqa: F401
import analogio  # noqa: F401
import audiocore  # noqa: F401
import audioio  # noqa: F401
import bitmaptools  # noqa: F401
import board  # noqa: F401
import digitalio  # noqa: F401
import displayio  # noqa: F401
import fontio  # noqa: F401
import keypad  # noqa: F401
import microcontroller
import mphost
import neopixel_write  # noqa: F401
import supervisor
import terminalio  # noqa: F401
import vectorio  # noqa: F401

K_B, K_A, K_START, K_SELECT, K_RIGHT, K_DOWN, K_UP, K_LEFT = 0, 1, 2, 3, 4, 5, 6, 7
FRAME_MS = 20
_WEIGHTED = (K_A,) * 8 + (K_RIGHT, K_LEFT, K_UP, K_DOWN) * 2 + (K_SELECT, K_B)

_state = {"pages": 0, "players": 0, "base": 0, "at": "boot", "rng": 12345, "arm_on": "", "model": None, "top": 0,
          "top_at": "", "seat": "CPU Easy"}
SEATS = {"people": "Person", "easy": "CPU Easy", "normal": "CPU Normal", "hard": "CPU Hard"}  # the last seat
_real_import = builtins.__import__


def emit(kind, **fields):
    """One MODEL line (garbage only: nothing of the model is kept between frames)."""
    parts = ['"k": "%s"' % kind]
    for key in sorted(fields):
        value = fields[key]
        if isinstance(value, str):
            value = '"%s"' % value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        parts.append('"%s": %s' % (key, value))
    print("MODEL {" + ", ".join(parts) + "}")


def emit_nvm(kind, **fields):
    """A MODEL line that ends with the NVM in hex, printed in pieces of 16 bytes: a larger piece is a block of the
    model's own that a heap the console has cut up may lack (pieces of 128 bytes asked for 257 in one block, and
    the model, not the console, failed there: three heaps of Le Bog's ten seats that the console fits in)."""
    parts = ['"%s": "%s"' % (key, fields[key]) for key in sorted(fields)] + ['"k": "%s"' % kind]
    print("MODEL {" + ", ".join(parts) + ', "nvm": "', end="")
    data = memoryview(microcontroller.nvm._bytes)
    for i in range(0, len(data), 16):
        print(bytes(data[i:i + 16]).hex(), end="")
    print('"}')


def trace(err):
    """Where an error the console caught was raised (lines that are not MODEL records: for a reader)."""
    show = getattr(sys, "print_exception", None)  # MicroPython's; CircuitPython's unix port has traceback
    if show is None:
        try:
            import traceback

            show = traceback.print_exception
        except ImportError:
            return
    show(err)


def heap_map(app):
    """With DEVMODEL_HEAPMAP set: print the heap's block map (micropython.mem_info(1)) when the console first
    meets a MemoryError, before it frees anything; what fills the heap and how small its holes are."""
    import os

    if not os.getenv("DEVMODEL_HEAPMAP"):
        return
    told = app.App.out_of_memory

    def out_of_memory(self, err):
        if not _state.get("mapped"):
            _state["mapped"] = True
            import micropython

            print("heap map at: %s" % err)
            trace(err)
            micropython.mem_info(1)
            if os.getenv("DEVMODEL_HEAPMAP") == "raise":  # uncaught: the runtime prints where it was raised
                raise err
        told(self, err)

    app.App.out_of_memory = out_of_memory


def load_nvm(nvm_hex):
    """The NVM a reload left: in hex, or "@file" holding the hex (the native port takes no 16 KB argument),
    read in pieces so the model makes no large block of its own."""
    nvm = microcontroller.nvm._bytes
    if not nvm_hex.startswith("@"):
        if nvm_hex:
            nvm[:] = bytes.fromhex(nvm_hex)
        return
    with open(nvm_hex[1:]) as fh:
        for i in range(0, len(nvm), 128):
            nvm[i:i + 128] = bytes.fromhex(fh.read(256))


def fill_name_pool():
    """Fill the interned-name pool the glue's names have started, so the console's first name opens a fresh
    pool; return how many names were added.

    On a badge the stand-ins' names (displayio's, board's, ...) are in the firmware's static pool, and the
    console's own names fill dynamic pools that double from 10 entries: about 8.9 KB for its first 1,270
    names, the last pool (640 entries, 4.5 KB) opened while a game loads. Here the glue's ~450 names fill the
    small pools first, so without this the console would cross into a pool of 1,280 entries (9 KB in one
    block) mid-game at about 810 names of its own, which a badge does at 1,270. With the glue's pool full, the
    console's names open that 1,280-entry pool at boot, counted in its heap: about what a badge spends."""
    probe = _Probe()
    added = 0
    while True:
        before = gc.mem_alloc()
        hasattr(probe, "zq%d" % added)  # interns the name (a pool grows when full), keeps nothing else
        added += 1
        grew = gc.mem_alloc() - before
        if grew > _POOL_640_BYTES:  # a pool of 640 names (or more) just opened, this one its first
            break
    room = _POOL_640 * (grew // _POOL_640_BYTES)  # 640, or 1,280 if the glue had already filled 1,260
    for k in range(room - 1):
        hasattr(probe, "zr%d" % k)
    return added + room - 1


class _Probe:
    """An object with no attributes: hasattr on it interns a name and stores nothing."""


def pool_check():
    """What fill_name_pool leaves, for the tests: the heap the next two new names take (generator)."""
    padded = fill_name_pool()
    probe = _Probe()
    took = []
    for name in ("console_first_name", "console_second_name"):
        gc.collect()
        before = gc.mem_alloc()
        hasattr(probe, name)
        took.append(gc.mem_alloc() - before)
    emit("pool", padded=padded, first=took[0], second=took[1])
    yield


_POOL_640 = 640  # entries of the pool that opens past 620 names (pools of 20, 40, ... entries, each doubling)
_POOL_640_BYTES = 4000  # its size: 640 entries of 7 bytes and a header; a pool of 320 is about 2.2 KB


def kept():
    """Heap in use now, above the baseline."""
    return gc.mem_alloc() - _state["base"]


def _hook(name, globals_=None, locals_=None, fromlist=(), level=0):
    """__import__ that notes the heap in use just before each module of ours is loaded."""
    wanted = []
    parts = name.split(".")
    for i in range(1, len(parts) + 1):
        wanted.append(".".join(parts[:i]))
    if isinstance(fromlist, (tuple, list)):
        for item in fromlist:
            if isinstance(item, str) and item != "*":
                wanted.append(name + "." + item)
    new = [m for m in wanted if m not in sys.modules]
    before = kept()
    module = _real_import(name, globals_, locals_, fromlist, level)
    for m in new:
        if m in sys.modules:
            emit("import", m=m, kept=before, at=_state["at"])
            if m == _state["arm_on"]:
                _heap.fail_after(3)  # the third display object the game's view builds raises MemoryError
    return module


def rand(n):
    """A small deterministic PRNG (LCG below 2**30): the model's key choices."""
    _state["rng"] = (_state["rng"] * 1103 + 12345) & 0x3FFFFFFF
    return (_state["rng"] >> 8) % n


def settle():
    """Collect for real: the wasm port collects when JS next enters Python, so yield to it once; then note
    the heap kept when it is the most since the last milestone (every frame of a game is settled)."""
    gc.collect()
    yield
    if _state["model"] is not None:
        now = kept()
        if now > _state["top"]:
            model = _state["model"]
            _state["top"] = now
            screen = model.screen() if model.app is not None else "boot"
            mode = getattr(model.app.screen, "mode", "") if model.app is not None else ""
            board = model.app is not None and getattr(model.app.game, "view", None) is not None
            if _state.get("top_mods") is not None:  # DEVMODEL_TOPMODS: what is loaded at the peak, for a developer
                _state["top_mods"] = " ".join(sorted(sys.modules))
            _state["top_at"] = "%s, %s%s%s" % (_state["at"], screen, " " + mode if isinstance(mode, str) and mode
                                               else "", " over the board" if board and screen != "GameScreen" else "")


class Model:
    """The console on the modelled badge, driven by keys."""

    def __init__(self, hw):
        self.hw = hw
        self.app = None

    def frame(self):
        """One main-loop step on the model clock."""
        supervisor.advance(FRAME_MS)
        self.app.step()

    def key(self, k, game=""):
        """Press and release a key in one frame; with a game, time the frame (view CPU per key)."""
        self.hw.keys.feed(k, True)
        self.hw.keys.feed(k, False)
        t0 = mphost.ticks()
        self.frame()
        dt = (mphost.ticks() - t0) & 0x3FFFFFFF
        if game:
            emit("frame", game=game, us=dt // 10, key=k, screen=self.screen())

    def screen(self):
        """Class name of the screen shown now."""
        return type(self.app.screen).__name__

    def at_launcher(self):
        """True on the launcher's main menu."""
        s = self.app.screen
        return self.app.game is None and self.screen() == "Menu" and s.items and s.items[-1] == "Settings"

    def start(self, title):
        """From the launcher: start a new game of title at its most seats (or the run's "@n"), the last seat a
        CPU, default options (generator)."""
        for _ in range(10):  # a page the console showed (memory ran short) closes to the launcher first
            if self.at_launcher():
                break
            self.key(K_B)
            yield from settle()
            while self.app.later is not None:
                self.frame()
                yield from settle()
        if not self.at_launcher():
            return
        menu = self.app.screen
        menu.index = menu.items.index(title)
        self.key(K_A)
        yield from settle()
        kinds = ("Person", "CPU Easy", "CPU Normal", "CPU Hard")
        for _ in range(40):
            if self.app.game is not None or _heap.failures():
                return
            s = self.app.screen
            name = self.screen()
            if name == "SetupScreen":  # Players (its first row) to the most, then Up: the last seat's row
                want = _state["players"] or s.high
                if s.players != want and s.index == 0:
                    k = K_RIGHT if s.players < want else K_LEFT
                elif s.index != len(s.codes) - 1:
                    k = K_UP
                elif s.kinds[s.players - 1] < kinds.index(_state["seat"]):
                    k = K_RIGHT
                else:
                    k = K_A  # the options as they open
            elif name == "Confirm":  # replacing the last game's save: "Replace it", then "Yes, start"
                k = K_DOWN if s.index == 0 else K_A
            else:
                k = K_A
            self.key(k)
            yield from settle()
            while self.app.later is not None:  # the key deferred the start (in stages): run them
                self.frame()
                yield from settle()

    def pages(self):
        """Read a page to its end (Down until it stops moving), then leave it with A (generator)."""
        _state["pages"] += 1
        for _ in range(40):
            top = self.app.screen.top
            self.key(K_DOWN)
            yield from settle()
            if self.screen() != "Pages" or self.app.screen.top == top:
                break
        self.key(K_A)
        yield from settle()

    def players(self):
        """From the launcher: every Players screen once (the last games, each game's table, each player's
        page; not clearing), then home (generator). The statistics' code loads only while they show."""
        menu = self.app.screen
        menu.index = menu.items.index("Players")
        self.key(K_A)
        yield from settle()
        rows = list(self.app.screen.items)

        def on(items):  # a page closes to a new menu of the same rows; memory running short leads elsewhere
            return self.screen() == "Menu" and list(self.app.screen.items) == items

        for i in range(len(rows) - 1):  # the last row clears
            if not on(rows):
                return
            self.app.screen.index = i
            self.key(K_A)
            yield from settle()
            if self.screen() == "Pages":
                yield from self.pages()
            elif self.screen() == "Menu" and not on(rows):  # By player: each person's page
                people = list(self.app.screen.items)
                for j in range(len(people)):
                    if not on(people):
                        break
                    self.app.screen.index = j
                    self.key(K_A)
                    yield from settle()
                    if self.screen() == "Pages":
                        yield from self.pages()
                if on(people):
                    self.key(K_B)
                    yield from settle()
        if on(rows):
            self.key(K_B)
            yield from settle()

    def play(self, game_id, turns):
        """Play by keys until turns saves were written (one per confirmed turn) or the score sheet shows."""
        nvm = microcontroller.nvm
        start = nvm.writes
        frames = 0
        while nvm.writes - start < turns and frames < 60000:
            frames += 1
            name = self.screen()
            if self.app.game is None or name == "ScoreSheet":
                return
            if self.app.later is not None:  # a deferred screen (a page, the board again, the score sheet)
                t0 = mphost.ticks()
                self.frame()
                emit("later", game=game_id, us=((mphost.ticks() - t0) & 0x3FFFFFFF) // 10)
                yield from settle()
                continue
            if name == "HandOff":
                supervisor.advance(700)  # a person reads "Pass to" before pressing A
                self.key(K_A, game_id)
            elif name == "GameScreen":
                self.key(_WEIGHTED[rand(len(_WEIGHTED))], game_id)
            elif name == "CpuTurn" and self.app.screen.mode != "wait":
                if self.app.screen.mode == "apply":
                    emit("cpu", game=game_id, seat=self.app.screen.seat)  # a CPU's decision is being applied
                self.key(K_A)  # a CPU's frames are not a person's key presses: its think time has its own budget
            else:
                self.key(K_B if name == "Pages" else K_A, game_id)
            yield from settle()  # a collection between frames, so an import reads what is really kept

    def home(self):
        """Hold Start two seconds: back to the launcher, the game saved (generator)."""
        self.hw.keys.feed(K_START, True)
        for _ in range(2200 // FRAME_MS + 5):
            self.frame()
        self.hw.keys.feed(K_START, False)
        self.frame()
        self.frame()
        for _ in range(20):
            if self.at_launcher():
                break
            self.key(K_B)
        yield from settle()


def milestone(at, game="", in_place=False):
    """Collect, then note what the heap keeps (generator); in_place: a launcher in the VM a game's final
    position booted into (no reload since the game: its names and the next start's block image stay)."""
    _state["at"] = at
    yield from settle()
    if in_place:
        emit("mile", at=at, game=game, kept=kept(), in_place=1)
    else:
        emit("mile", at=at, game=game, kept=kept())
    note_top(at, game)


def note_top(at, game):
    """The most the heap kept at any collection since the last note (every frame of a game is settled)."""
    if _state.get("top_mods"):
        emit("top", at=at, game=game, kept=_state["top"], where=_state["top_at"], mods=_state["top_mods"])
        _state["top_mods"] = ""
    else:
        emit("top", at=at, game=game, kept=_state["top"], where=_state["top_at"])
    _state["top"] = 0


def main(game_ids, turns, nvm_hex="", after="", into=""):
    """The whole model run, as a generator: each yield returns to JS so a collection can run.

    A run after a reload starts with that NVM (nvm_hex). After going home from a game (after: its id) the
    launcher's milestone is that game's "home"; after a game start on the badge (into: the game's id) the
    console boots straight into that game (lib/launch.py), without the launcher."""
    load_nvm(nvm_hex)
    padded = fill_name_pool()
    # a run after the console's own reload honours the request it left in NVM (boards/pybadge.py: reloaded)
    supervisor.runtime.run_reason = (supervisor.RunReason.SUPERVISOR_RELOAD if (after or into) else
                                     supervisor.RunReason.STARTUP)
    yield from settle()
    _state["base"] = gc.mem_alloc()
    builtins.__import__ = _hook
    # glue: the model's own heap (stand-ins); padded: names interned so the console's start a pool of their own
    emit("mile", at="baseline", game="", kept=0, glue=_state["base"], padded=padded)
    # code.py's path on a PyBadge: boards.pick() finds board_id "pybadge", then app.App(hw).run()
    # into "bog": a game started; "final:bog": its final position (then its score sheet and the launcher in that
    # heap), each in a fresh heap (lib/gameover.py)
    _state["at"] = "start " + into if into else "boot"
    emit("import", m="code", kept=kept(), at=_state["at"])
    import boards  # noqa: F401
    from boards import pybadge

    # a badge deals from os.urandom; the model deals from its own seed, so a run (and a fixed-heap search,
    # which repeats it at every heap size) plays the same games every time
    pybadge.new_seed = lambda: rand(1 << 20) * 997 + rand(997)
    model = Model(pybadge)  # boards.pick() on a PyBadge returns boards.pybadge; then code.py imports app
    _state["model"] = model
    import app

    heap_map(app)
    import os

    if os.getenv("DEVMODEL_TOPMODS"):
        _state["top_mods"] = ""
    emit("file", m="app", path=getattr(app, "__file__", ""))  # where the console's code was found
    model.app = app.App(pybadge)
    yield from settle()  # the badge's heap collects itself when it runs short: the model collects here
    model.frame()
    if not into:
        yield from milestone("home" if after else "launcher", after)
    if not into and not after:
        _state["at"] = "players"
        yield from model.players()  # the statistics (tools/devmodel.py fills their NVM region first)
        for err in model.app.errors:
            emit("error", game="", text="Players: %s: %s" % (type(err).__name__, err))
            trace(err)
        if not model.at_launcher() and not model.app.errors:  # (a shortage's page closes at the next start)
            emit("error", game="", text="the Players screens did not lead home: " + model.screen())
        emit("players", pages=_state["pages"])  # how many Players pages the model read
        yield from milestone("players")
    import games

    for n, entry in enumerate(game_ids):
        game_id, _, want = entry.partition(":")  # "bog:-1": BOG to its score sheet; "bog:20": 20 turns
        game_turns = int(want) if want else turns
        if game_turns < 0:
            game_turns = 1 << 29
        title = [row[1] for row in games.GAMES if row[0] == game_id][0]
        _state["at"] = "start " + game_id
        booted = into.split(":")[-1] == game_id and n == 0
        if booted:  # booted into it: run the start's deferred frames
            yield from settle()
            while model.app.later is not None:
                model.frame()
                yield from settle()
        else:
            try:
                yield from model.start(title)
            except supervisor.ReloadException:  # the badge reloads to start the game in a fresh heap
                builtins.__import__ = _real_import
                note_top("reload", game_id)
                emit_nvm("reload", game=game_id, rest=",".join(game_ids[n:]), into=game_id)
                return
        if model.app.errors:
            emit("error", game=game_id, text=str(model.app.errors[-1]))
            trace(model.app.errors[-1])
        if model.app.game is None and into != "scores:" + game_id:  # (the score sheet has no game)
            emit("error", game=game_id, text="no game started: " + model.screen())
            yield from milestone("launcher", game_id)
            continue
        if booted and ":" in into:  # the final position or the score sheet of the game just played
            while model.app.later is not None:
                model.frame()
                yield from settle()
            yield from milestone(into.split(":")[0], game_id)
        else:
            yield from milestone("started", game_id)
        _state["at"] = "play " + game_id
        errors = len(model.app.errors)
        try:
            yield from model.play(game_id, game_turns)
        except supervisor.ReloadException:  # the score sheet in a fresh heap, or memory ran short (App.recover)
            builtins.__import__ = _real_import
            short = [e for e in model.app.errors[errors:] if isinstance(e, MemoryError)]
            for err in short:
                emit("short", game=game_id, text=str(err))  # told again after the reload, as the badge does
                trace(err)
            note_top("reload", game_id)
            into = game_id if short else "final:" + game_id  # (its score sheet then shows in that heap)
            emit_nvm("reload", game=game_id, rest=",".join(game_ids[n:]), into=into)
            return
        for err in model.app.errors[errors:]:  # a game error while playing: the console showed its page
            emit("error", game=game_id, text="%s: %s" % (type(err).__name__, err))
            trace(err)
        yield from milestone("turns", game_id)
        _state["at"] = "home " + game_id
        try:
            yield from model.home()
        except supervisor.ReloadException:  # the badge starts over: the next run goes on from the launcher
            builtins.__import__ = _real_import
            note_top("reload", game_id)
            emit_nvm("reload", game=game_id, rest=",".join(game_ids[n + 1:]), into="")
            return
        yield from milestone("home", game_id, in_place=True)  # (lib/app.py home: the final position's VM)
    builtins.__import__ = _real_import


def _kept_nvm():
    """The settings record and the save slot (lib/saves.py: settings at 16, the slot at 5376 + 80)."""
    nvm = microcontroller.nvm
    return bytes(nvm[16:118]) + bytes(nvm[5456:5968])


def oom_start(game_id, nvm_hex="", booted=False):
    """Start a game with the heap 'full': the stand-ins raise MemoryError on an allocation during the
    start, as a badge would; report what the console shows and whether the saves were left alone (generator).

    The launcher's run ends in a reload (the badge starts a game in a fresh heap): it reports the NVM with
    the start request; tools/devmodel.py then runs this again with that NVM, booting into the game."""
    load_nvm(nvm_hex)
    # a run after the console's own reload honours the request it left in NVM (boards/pybadge.py: reloaded)
    supervisor.runtime.run_reason = (supervisor.RunReason.SUPERVISOR_RELOAD if booted else
                                     supervisor.RunReason.STARTUP)
    yield from settle()
    _state["base"] = gc.mem_alloc()
    from boards import pybadge

    model = Model(pybadge)
    import app
    import games

    _state["arm_on"] = "games.%s.view" % game_id
    builtins.__import__ = _hook
    saves_before = _kept_nvm()  # the settings and the save slot (lib/saves.py's layout)
    try:
        model.app = app.App(pybadge)
        yield from settle()
        model.frame()  # booted into the game when the NVM holds the launcher's request
        if not booted:
            title = [row[1] for row in games.GAMES if row[0] == game_id][0]
            try:
                yield from model.start(title)
            except supervisor.ReloadException:
                emit_nvm("oomreload")
                return
        while model.app.later is not None:
            model.frame()
            yield from settle()
    finally:
        builtins.__import__ = _real_import
        _heap.fail_after(-1)
    for _ in range(3):
        model.frame()
    texts = []
    stack = [model.app.root]
    while stack:
        group = stack.pop()
        for layer in group:
            if getattr(layer, "hidden", False):
                continue
            if hasattr(layer, "_members"):
                stack.append(layer)
            text = getattr(layer, "text", None)
            if isinstance(text, str) and text:
                texts.append(text)
    emit("oom", game=game_id, screen=model.screen(), raised=_heap.failures(), texts=" | ".join(texts),
         nvm_same=1 if _kept_nvm() == saves_before else 0,
         errors=len(model.app.errors), in_game=0 if model.app.game is None else 1)


def _entry():
    """Parse argv and make the generator MP_RESUME steps."""
    args = sys.argv[1:]
    if args[0] == "oom":
        return oom_start(args[1], args[2] if len(args) > 2 else "", len(args) > 3 and args[3] == "booted")
    if args[0] == "pool":
        return pool_check()
    game_ids = [g for g in args[0].split(",") if g]
    turns = int(args[1]) if len(args) > 1 else 20
    _state["rng"] = int(args[2]) if len(args) > 2 else 12345
    after = args[3] if len(args) > 3 else ""
    nvm_hex = args[4] if len(args) > 4 else ""

    into = args[5] if len(args) > 5 else ""
    seat = (args[6] if len(args) > 6 and args[6] else "easy").split("@")  # "hard@2": at 2 seats, not the most
    _state["seat"] = SEATS[seat[0]]
    _state["players"] = int(seat[1]) if len(seat) > 1 else 0
    return main(game_ids, turns, nvm_hex, after, into)


_run = _entry()


def MP_RESUME():  # noqa: N802  (the name tools/mp/run_mp.mjs calls)
    """Advance the model one step; False when it is done."""
    try:
        next(_run)
        return True
    except StopIteration:
        return False
