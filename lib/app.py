"""The console: owns the board, the screen stack root, the keys, the LEDs and the saves."""

# code.py makes one App with a board module (or a host/headless board object) and calls run().
# Tests call step() themselves, one frame at a time.

import gc

import displayio
import lang
from glyphtext import forget_palettes
from micropython import const

import saves
import ui
from buttons import K_HOME, Buttons
from leds import Leds
from saves import BOOT_NONE, BOOT_RESUME, RECOVERED, SaveStore, block_ok
from settings import Settings
from sound import Sound

IDLE_MS = const(180000)  # three minutes without a key dims the screen and turns the LEDs off
_IDLE_BRIGHTNESS = 0.02  # dimmed, never dark: a black screen looks like a dead badge


def mem_free():
    """Free heap in bytes on the device (gc.mem_free), None where the interpreter has no such call."""
    return gc.mem_free() if hasattr(gc, "mem_free") else None


class App:
    """One running console: a current screen receives the key presses and a tick every frame."""

    def __init__(self, hw):
        self.hw = hw
        self.buttons = Buttons(hw.keys, hw)
        self.leds = Leds(hw.pixels, hw.ticks_diff)
        self.boot_messages = []  # what the launcher says first: what a power cut lost, a request refused
        if len(hw.nvm) >= 8192 and not block_ok(hw.nvm):  # before anything reads NVM, in the boot's fresh heap
            import sys

            import nvmboot  # an older layout moved, an erased block formatted, a cut write repaired: one write
            message = nvmboot.check(hw.nvm)
            sys.modules.pop("nvmboot", None)
            sys.modules.pop("nvmblock", None)
            if message:
                self.boot_messages.append(message)
        self.saves = SaveStore(hw.nvm)
        self.settings = Settings(hw.nvm)
        self.sound = Sound(hw, self.settings)
        self.root = displayio.Group()
        hw.display.root_group = self.root
        self.screen = None
        self.later = None  # what to run once the key being handled is done (see defer)
        self.stepping = False
        self.refresh = True  # False: this frame is not drawn, the screen keeps its last picture (cputurn.py)
        self.game = None  # the GameScreen being played, if any
        self.doing = None  # what the launcher is starting ("start Le Bog"), told if memory runs short
        self.game_vm = False  # booted into a game (lib/launch.py): no launcher in this VM, but for the final one
        self.final_vm = False  # booted into a finished game's final position: home opens the launcher here
        self.start_written = False  # this game's start was one write already: its first screen writes nothing
        self.recovered = False  # booted into the last saved turn after memory ran short mid-game (out_of_memory)
        self.refused_saves = {}  # save sequence number -> why resuming it was refused (launcher.find_resumable)
        self.errors = []  # exceptions caught by the recovery screen (tests assert it stays empty)
        self.memory = []  # (moment, free heap bytes) measured on the device path
        self.last_key_at = hw.ticks_ms()
        self.asleep = False
        self.apply_settings()
        gc.collect()
        self.note_memory("start-up")
        self.clear()
        self.later = self.boot  # the first frame, after a collection (see step)

    def boot(self):
        """The first frame: the game the launcher asked for before a reload (launch.py), else the launcher."""
        import launch
        if not launch.take_request(self):
            self.open_launcher()

    def open_launcher(self):
        """Show the launcher's main menu."""
        import launcher
        launcher.open_launcher(self)

    def apply_settings(self):
        """Make the screen, LEDs, seat names and language follow the settings."""
        settings = self.settings
        if settings.get("language") != lang.chosen():  # at boot, before the first screen, and when changed
            lang.choose(settings.get("language"))
        if not self.asleep:
            self.hw.display.brightness = settings.get("screen") / 10
        self.leds.set_brightness(settings.get("leds"))
        ui.SEAT_NAMES[:] = settings.names
        if settings.get("sound") == 0:
            self.sound.stop()

    def note_memory(self, moment):
        """Record (and on the device print) the free heap at a moment such as "start-up"."""
        free = mem_free()
        if free is None:
            return
        self.memory.append((moment, free))
        del self.memory[:-8]
        print("memory: %d bytes free after %s" % (free, moment))

    def wake(self, now):
        """Leave the idle state: full brightness and LEDs again."""
        self.asleep = False
        self.last_key_at = now
        self.leds.sleep(False)
        self.apply_settings()

    def doze(self):
        """Idle: dim the screen and switch the LEDs off (the save is already written)."""
        self.asleep = True
        self.hw.display.brightness = min(_IDLE_BRIGHTNESS, self.settings.get("screen") / 10)
        self.leds.sleep(True)
        self.sound.stop()

    def show(self, screen):
        """Put a screen on the display in place of the current one."""
        while len(self.root):
            self.root.pop()
        self.root.append(screen.group)
        self.screen = screen
        self.buttons.reset()  # the rest of a key burst must not act on the new screen

    def clear(self):
        """Show an empty screen, so the one shown so far (a game's board, a menu) can be freed."""
        self.show(ui.Screen())
        forget_palettes()

    def defer(self, action):
        """Run action at the start of the next frame, after a collection (at once outside a key handler)."""
        # A game is loaded or freed only after the screen that handled the key has returned, so that
        # screen (the launcher's menu, a game's board) is no longer referenced, and after a collection,
        # so the game's modules are compiled into a heap that holds nothing the last screen left.
        if self.stepping:
            self.later = action
        else:
            action()

    def home(self):
        """Leave whatever runs (the game is saved) and open the launcher."""
        if self.game is not None or self.game_vm:  # a game in place, or a VM booted into a game or its final position
            if self.game is not None:
                self.game.leave()
            reload = getattr(self.hw, "reload", None)
            if reload is not None and not self.final_vm:
                # The badge starts over from code.py: a fresh heap with nothing of the game in it, not
                # even the names the game's modules interned (those stay for good in a running VM). The
                # request that booted this VM must not boot the next one: one write when no turn was saved.
                head = self.saves.head()
                if head is not None and head[2] != BOOT_NONE:
                    self.saves.ask(BOOT_NONE)
                reload()
            if self.final_vm:
                # the launcher in this heap, so a game's end stays one write (the final save asked for this VM;
                # a start or a resume asks anew); the next start composes the block whole to count the game:
                # its image is taken now, while the game's freed blocks leave room for one
                self.clear()
                gc.collect()
                try:
                    saves.spare = bytearray(saves.BLOCK_END)
                except MemoryError:
                    pass
            self.game_vm = self.final_vm = False
        self.clear()
        self.defer(self.open_launcher)

    def fail(self, err):
        """Show an error screen naming the game and the exception, then return to the launcher."""
        if isinstance(err, MemoryError):
            self.out_of_memory(err)
            return
        self.errors.append(err)
        where = lang.full_title(self.game.game_name) if self.game is not None else lang.tr("Console")
        if self.game is not None:
            self.game.abandon()
        message = lang.tr("%s stopped: %s: %s\nThe last saved turn is kept.") % (lang.de(where),
                                                                                  type(err).__name__, err)
        import menus  # loaded here, the game freed (a game's VM on a badge has it only while paused)
        self.show(menus.Pages("Error", message, self.home))

    def out_of_memory(self, err):
        """Memory ran short: free the game, say in plain words what could not be done, keep the save."""
        # The one place a MemoryError is told, whatever raised it (an import, a view's bitmap, a deal):
        # fail() sends every exception of a key or a tick here. Never a traceback; nothing goes to NVM.
        self.errors.append(err)
        doing = self.doing  # "start Le Bog" / "resume Le Bog" from the launcher's choice to the first screen
        if doing is None and self.game is not None and getattr(self.hw, "reload", None) is not None:
            self.recover()  # mid-game on a badge: the last saved turn again, in a fresh heap
        if doing is None:
            doing = (lang.tr("go on with %s") % lang.de(lang.full_title(self.game.game_name)) if self.game is not None
                     else lang.tr("go on"))
        self.doing = None
        if self.game is not None:
            self.game.abandon()  # frees the game's modules; the last saved turn stays in NVM
        else:
            import games
            games.unload_all()
        self.clear()
        gc.collect()
        message = lang.tr("Not enough memory to %s: press reset.\nNothing is lost: the last saved turn is kept.")
        message = message % doing
        try:
            import menus
            self.show(menus.Pages("Out of memory", message, self.home))
        except MemoryError:  # too little even for the page: one line of text
            gc.collect()
            try:
                screen = ui.Screen()
                screen.group.append(ui.text("Out of memory: press reset", 2, 40, ui.YELLOW))
                self.show(screen)
            except MemoryError:  # not even that: the cleared screen and the console's line, never a traceback
                pass
        print(message)

    def recover(self):
        """Memory ran short mid-game on a badge: reload into the game's last saved turn (a fresh heap), which
        says so before it goes on; returns only when there is no unfinished save of this game to go back to."""
        game_id = self.game.game_id
        self.game.abandon()  # nothing is saved now: the last saved turn is what the game goes back to
        self.clear()
        gc.collect()
        records = self.saves.read()[0]
        if records and records[0].game_id == game_id and not records[0].over:
            self.saves.ask(BOOT_RESUME, RECOVERED)  # one write: the save is there already
            self.hw.reload()

    def step(self):
        """Handle pending keys, tick the screen and LEDs, refresh; False when the host window closed."""
        if self.later is not None:  # what the last frame's key deferred: a game to load or free
            action = self.later
            self.later = None
            gc.collect()
            self.stepping = True
            try:
                action()
            except Exception as err:  # recovery, as for a key
                self.later = None
                self.fail(err)
            self.stepping = False
        while self.later is None:
            key = self.buttons.next()
            if key < 0:
                break
            now = self.hw.ticks_ms()
            if self.asleep:  # the key that wakes the badge does nothing else
                self.wake(now)
                continue
            self.last_key_at = now
            self.stepping = True
            try:
                if key == K_HOME:
                    self.home()
                else:
                    self.screen.on_key(key)
            except Exception as err:  # recovery: a bug must not freeze the badge
                self.later = None
                self.fail(err)
            self.stepping = False
        now = self.hw.ticks_ms()
        # a tick defers as a key does (a CPU seat's move leaves its page for the board): the board is built in
        # the next frame, after a collection, not beside the page and the CPU's search still referenced
        self.stepping = True
        try:
            self.screen.tick(now)
        except Exception as err:
            self.later = None
            self.fail(err)
        self.stepping = False
        if not self.asleep and self.hw.ticks_diff(now, self.last_key_at) >= IDLE_MS:
            self.doze()
        self.sound.tick(now)
        self.leds.tick(now)
        if not self.refresh:  # the screen keeps the last frame's picture (the board, freed while a CPU decides)
            self.refresh = True
            return True
        return self.hw.refresh()

    def run(self):
        """Run until the host window is closed (forever on the device)."""
        gc.collect()
        while self.step():
            self.hw.sleep_ms(10)
