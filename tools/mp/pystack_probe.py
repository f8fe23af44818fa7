"""How much of MicroPython's Python-frame stack ("pystack") the console's CPU decisions take, frames and all.

Run by tools/pystack.py (never by hand): node tools/mp/run_mp.mjs . tools/mp/pystack_probe.py SIZE JOB [+ JOB ...]
with MP_PYSTACK_BYTES=SIZE and MP_EXTRA_LIB holding code.py and tools/mp/pystub (see tools/pystack.py).

    JOB = GAME PLAYERS OPTIONS LEVEL SEED POSITIONS
          LEVEL 0-2: the CPU seats (every seat but seat 0) decide at cpu.EASY/NORMAL/HARD on their CpuTurn
          screen; 3: seat 0 (a person) asks the pause menu for a Hint. The other seats play random legal
          actions (lib/prng); a new game (SEED + 1, ...) starts when one ends, until POSITIONS decisions.

The console runs as on the badge, from code.py's own module frame up: code.py -> app.App.run() ->
App.step() -> CpuTurn.tick() -> cputurn.decide() -> cpu.choose() -> the search; for a Hint, App.step()
runs what the pause menu deferred (pausemenu's back() closure, made by the real open_pause) ->
pausemenu.show_hint() -> cputurn.decide(). lib/app.py, lib/cputurn.py, lib/cursor.py, lib/pausemenu.py,
lib/cpu.py and the games are the real modules; only what draws is stood in for (tools/mp/pystub: displayio,
ui, menus, and boards.pick giving this probe's board), and App.__init__ is replaced (no display, keys or
NVM: ProbeApp below). The board's refresh() at the end of each App.step() drives the jobs (a generator: its
frame lives on the heap). code.py runs from MP_RESUME, called by the runner from JS: under it there is only
that one frame, no runPython line.

The peak is found with a canary: the free part of the pystack is filled with a pattern before each
decision, and the highest word no longer holding it afterwards is the most that decision's frame (App.step
and all) used. Prints
    BASE <bytes>          pystack in use under code.py's module frame: MP_RESUME's frame, entered from JS
    PYSTACK <game> <players> <options> <level> <decisions> <peak bytes> <errors>
peak bytes count from the bottom of the pystack (BASE included); errors are exceptions the console caught
(App.fail) or CPU fallbacks (games.CPU_FALLBACKS) during the job: a "pystack exhausted" is one.
"""

import gc
import struct
import sys
from array import array

import micropython
import uctypes

sys.path.insert(0, "/lib/pystub")  # the stand-ins win over lib/ui.py
import displayio  # noqa: E402  (stand-in)
import menus  # noqa: E402, F401  (stand-in, loaded before lib/ is first on sys.path)

import app  # noqa: E402
import boards  # noqa: E402  (stand-in)
import games  # noqa: E402
import prng  # noqa: E402
import ui  # noqa: E402  (stand-in)

_SIZE = int(sys.argv[1])
_WORD = b"\xa5\x5a\xc3\x3c"
_PY = [0, _WORD * (_SIZE // 4)]  # pystack start address, the canary


def _locate(a, b):
    """Where this frame holds a and b (arguments: the last words of its state), and the pystack in use."""
    use = micropython.pystack_use()
    pat = struct.pack("<II", id(b), id(a))
    top = min(id(a), id(b))  # the pystack is allocated before the heap, so below every object
    lo = max(4096, top - (4 << 20))
    data = bytes(uctypes.bytearray_at(lo, top - lo))
    hits = []
    k = data.find(pat)
    while k >= 0:
        hits.append(lo + k)
        k = data.find(pat, k + 1)
    return use, hits


def _one_deeper(a, b):
    """_locate called from one more frame."""
    return _locate(a, b)


def find_pystack():
    """The pystack's start address: the one place where a frame's arguments move as its depth does."""
    a = bytearray(3)
    b = bytearray(5)
    use1, hits1 = _locate(a, b)
    use2, hits2 = _one_deeper(a, b)
    for x in hits1:
        if x + use2 - use1 in hits2:
            end = x + 8  # the frame's last word (its first argument), rounded up to the 8-byte alignment
            return ((end + 7) & ~7) - use1
    raise RuntimeError("pystack not found")


def fill():
    """Put the canary in the free part of the pystack (above this frame)."""
    lo = micropython.pystack_use() + 16
    uctypes.bytearray_at(_PY[0] + lo, _SIZE - lo)[:] = memoryview(_PY[1])[lo:]


def high():
    """Bytes of pystack from its bottom to the highest word that lost the canary."""
    data = bytes(uctypes.bytearray_at(_PY[0], _SIZE))
    i = _SIZE
    while i > 0 and data[i - 4:i] == _WORD:
        i -= 4
    return i


class _Quiet:
    """Sound, LEDs and keys that do nothing."""

    def tick(self, now):
        """Nothing to play."""

    def next(self):
        """No key."""
        return -1

    def reset(self):
        """No burst to drop."""


class ProbeApp(app.App):
    """lib/app.py's App without a display, keys, sound or NVM: run() and step() are the real ones."""

    def __init__(self, hw):  # no super().__init__(): it would build the real board's objects
        self.hw = hw
        self.buttons = self.sound = self.leds = _Quiet()
        self.root = displayio.Group()
        self.screen = ui.Screen()
        self.later = None
        self.stepping = False
        self.game = None
        self.doing = None
        self.game_vm = False
        self.errors = []
        self.memory = []
        self.last_key_at = 0
        self.asleep = False

    @property
    def refresh(self):
        """Every frame reaches the board's refresh(), which drives the probe's jobs (a frame the console leaves
        undrawn, App.refresh, is drawn here)."""
        return True

    @refresh.setter
    def refresh(self, value):
        pass

    def fail(self, err):
        """The console's recovery: here, note the error."""
        self.errors.append(err)


class Game:
    """What cputurn and pausemenu use of gameloop's GameScreen."""

    def __init__(self, app_, gid, rules, players, seats, s):
        self.app = app_
        self.game_id = gid
        self.game_name = rules.TITLE
        self.rules = rules
        self.players = players
        self.seats = seats
        self.s = s
        self.buf = array("H", range(rules.MAX_LEGAL))
        self.log = []
        self.last_log = []
        self.undo = []
        self.seat_shown = -1
        self.view_module = True
        self.target_actions = []
        self.cursor = 0
        self.hidden = False
        self.message = ""

    def cpu_level(self, seat):
        """As GameScreen.cpu_level."""
        return ((self.seats >> (2 * seat)) & 3) - 1

    def seat_color(self, seat):
        """Any colour."""
        return 0

    def say(self, text):
        """The status line (a Hint names its move here)."""
        self.message = text

    def cover_board(self):
        """No board to free."""

    def begin(self):
        """The board again (the Hint's back() calls it before show_hint): a failed search must raise here."""
        import cpu
        cpu.STRICT = True


class Board:
    """The probe's board: a clock that moves a frame at a time, and refresh() running the jobs."""

    NAME = "pystack probe"

    def __init__(self, jobs):
        self.now = 0
        self.jobs = jobs
        self.app = None

    def ticks_ms(self):
        """The frame clock: it stands still while a CPU thinks, so the search runs its whole plan."""
        return self.now

    def ticks_diff(self, a, b):
        """Milliseconds from tick b to tick a, across the wrap (adafruit_ticks.ticks_diff's arithmetic)."""
        return ((a - b + 0x10000000) & 0x1FFFFFFF) - 0x10000000

    def sleep_ms(self, ms):
        """No waiting."""

    def refresh(self):
        """The end of a frame: go on with the jobs; False (the loop ends) once they are done."""
        self.now += 20
        self.app.last_key_at = self.now
        try:
            next(self.jobs)
        except StopIteration:
            return False
        return True


def _decide_frame(app_, game, seat, level):
    """Set up the screen whose next App.step() decides for seat: the CpuTurn screen, or a Hint."""
    if level <= 2:
        from cputurn import THINK_FRAMES, CpuTurn
        if "cpu" in sys.modules:
            sys.modules["cpu"].STRICT = True
        screen = CpuTurn(game)
        app_.show(screen)
        screen.think(seat)
        screen.frames = THINK_FRAMES - 1  # the next tick decides
        return screen
    import pausemenu
    game.seat_shown = seat
    pausemenu.open_pause(game)
    menu = app_.screen
    app_.stepping = True  # as when A chose it in the menu: back_to_board defers back() to the next frame
    menu.on_choose(menu.items.index("Hint"))
    app_.stepping = False
    n = game.rules.legal_actions(game.s, game.buf)
    game.target_actions = [[game.buf[i]] for i in range(n)]
    game.cursor = -1
    return None


def _errors(app_):
    """Errors noted so far: the console's and the CPU's fallbacks."""
    fell = getattr(games, "CPU_FALLBACKS", (0, ""))
    return len(app_.errors) + fell[0]


def run_jobs(board, jobs):
    """Generator: every job, one decision per App.step()."""
    app_ = board.app  # made by code.py before the first refresh()
    rng = bytearray(4)
    for gid, players, options, level, seed, positions in jobs:
        rules = games.load_rules(gid)
        prng.seed(rng, 0, seed * 7919 + level)
        seats = 0
        if level <= 2:
            for seat in range(1, players):
                seats |= (level + 1) << (2 * seat)
        peak = 0
        done = 0
        errors0 = _errors(app_)
        game_no = 0
        while done < positions:
            s = rules.new_state(players, seed + game_no, options)
            game_no += 1
            game = Game(app_, gid, rules, players, seats, s)
            app_.game = game
            buf = game.buf
            chance = 0
            while done < positions and rules.current_player(s) >= 0:
                seat = rules.current_player(s)
                n = rules.legal_actions(s, buf)
                mine = game.cpu_level(seat) >= 0 if level <= 2 else seat == 0
                chance += 1 if mine else 0
                if not mine or n < 2 or chance % 3:
                    rules.apply(s, buf[prng.below(rng, 0, n)])
                    continue
                before = len(app_.errors)
                screen = _decide_frame(app_, game, seat, level)
                gc.collect()
                fill()
                yield  # the next App.step() decides
                peak = max(peak, high())
                done += 1
                n = rules.legal_actions(s, buf)
                if len(app_.errors) > before:
                    act = buf[0]
                elif screen is not None:
                    act = screen.action
                    screen.mode = ""
                else:
                    act = game.target_actions[game.cursor][0] if game.cursor >= 0 else -1
                if act not in list(buf[:n]):
                    app_.errors.append(ValueError("%s: no legal decision (%d)" % (gid, act)))
                    act = buf[0]
                rules.apply(s, act)
            app_.game = None
        print("PYSTACK %s %d %d %d %d %d %d" % (gid, players, options, level, done, peak,
                                               _errors(app_) - errors0))
        for err in app_.errors:
            print("ERROR %s %d %d: %s: %s" % (gid, players, level, type(err).__name__, err))
        del app_.errors[:]
        games.unload(gid)
        gc.collect()


def _parse(argv):
    """Jobs from the arguments ('+' between them)."""
    jobs = []
    cur = []
    for a in list(argv) + ["+"]:
        if a != "+":
            cur.append(a)
        elif cur:
            jobs.append((cur[0],) + tuple(int(x) for x in cur[1:6]))
            cur = []
    return jobs


_PY[0] = find_pystack()
board = Board(None)
board.jobs = run_jobs(board, _parse(sys.argv[2:]))
boards.HW = board


def _made(hw):
    """ProbeApp(hw), noted on the board."""
    made = ProbeApp(hw)
    hw.app = made
    return made


app.App = _made  # what code.py calls: app.App(hw).run()
with open("/lib/code.py") as _f:
    _CODE = compile(_f.read(), "code.py", "exec")


def MP_RESUME():  # noqa: N802  (the name tools/mp/run_mp.mjs calls, from JS: no frame of the runner under it)
    """code.py as the badge runs it (App.run() until the jobs are done), over this one small frame."""
    print("BASE %d" % micropython.pystack_use())
    exec(_CODE, {"__name__": "__main__", "__file__": "/code.py"})
    return False
