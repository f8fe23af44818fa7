"""The console: owns the board, the screen stack root, the keys, the LEDs and the saves.

code.py makes one App with a board module (or a host/headless board object) and calls run().
Tests call step() themselves, one frame at a time.
"""

import gc

import displayio

from buttons import K_HOME, Buttons
from leds import Leds
from saves import SaveStore


class App:
    """One running console: a current screen receives the key presses and a tick every frame."""

    def __init__(self, hw):
        self.hw = hw
        self.buttons = Buttons(hw.keys, hw.ticks_ms)
        self.leds = Leds(hw.pixels)
        self.saves = SaveStore(hw.nvm)
        self.root = displayio.Group()
        hw.display.root_group = self.root
        self.screen = None
        self.game = None  # the GameScreen being played, if any
        self.errors = []  # exceptions caught by the recovery screen (tests assert it stays empty)
        import launcher
        launcher.open_launcher(self)

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
        self.leds.tick(now)
        return self.hw.refresh()

    def run(self):
        """Run until the host window is closed (forever on the device)."""
        gc.collect()
        while self.step():
            self.hw.sleep_ms(10)
