"""The console: owns the board, the screen stack root, the keys, the LEDs and the saves.

code.py makes one App with a board module (or a host/headless board object) and calls run().
Tests call step() themselves, one frame at a time.
"""

import gc

import displayio
from micropython import const

import ui
from buttons import K_HOME, Buttons
from leds import Leds
from saves import SaveStore
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
        self.buttons = Buttons(hw.keys, hw.ticks_ms)
        self.leds = Leds(hw.pixels)
        self.saves = SaveStore(hw.nvm)
        self.settings = Settings(hw.nvm)
        self.sound = Sound(hw, self.settings)
        self.root = displayio.Group()
        hw.display.root_group = self.root
        self.screen = None
        self.game = None  # the GameScreen being played, if any
        self.errors = []  # exceptions caught by the recovery screen (tests assert it stays empty)
        self.memory = []  # (moment, free heap bytes) measured on the device path
        self.last_key_at = hw.ticks_ms()
        self.asleep = False
        self.apply_settings()
        gc.collect()
        self.note_memory("start-up")
        import launcher
        launcher.open_launcher(self)

    def apply_settings(self):
        """Make the screen, LEDs and seat names follow the settings."""
        settings = self.settings
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

    def home(self):
        """Leave whatever runs (the game is saved) and open the launcher."""
        if self.game is not None:
            self.game.leave()
        import launcher
        launcher.open_launcher(self)

    def fail(self, err):
        """Show an error screen naming the game and the exception, then return to the launcher."""
        self.errors.append(err)
        where = self.game.game_name if self.game is not None else "Console"
        if self.game is not None:
            self.game.abandon()
        import ui
        message = "%s stopped: %s: %s\nThe last saved turn is kept." % (where, type(err).__name__, err)
        self.show(ui.Pages("Error", message, self.home))

    def step(self):
        """Handle pending keys, tick the screen and LEDs, refresh; False when the host window closed."""
        while True:
            key = self.buttons.next()
            if key < 0:
                break
            now = self.hw.ticks_ms()
            if self.asleep:  # the key that wakes the badge does nothing else
                self.wake(now)
                continue
            self.last_key_at = now
            try:
                if key == K_HOME:
                    self.home()
                else:
                    self.screen.on_key(key)
            except Exception as err:  # recovery: a bug must not freeze the badge
                self.fail(err)
        now = self.hw.ticks_ms()
        try:
            self.screen.tick(now)
        except Exception as err:
            self.fail(err)
        if not self.asleep and ((now - self.last_key_at) & 0x1FFFFFFF) >= IDLE_MS:
            self.doze()
        self.sound.tick(now)
        self.leds.tick(now)
        return self.hw.refresh()

    def run(self):
        """Run until the host window is closed (forever on the device)."""
        gc.collect()
        while self.step():
            self.hw.sleep_ms(10)
