"""Scripted board for tests and screenshots: no window, a fake clock, keys fed by the caller.

    import boards.headless
    board = boards.headless.make()
    board.display.root_group = my_group
    board.press(K_A); board.refresh()
    board.save_png("out/shot.png", scale=4)

make() can be called any number of times in one process: Blinka allows a single display, so every
board shares it and make() puts an empty group on it. refresh() also advances the fake clock by 20 ms
so timers progress.
"""

import os

for _name, _value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"),
                      ("PYGAME_HIDE_SUPPORT_PROMPT", "1"), ("BLINKA_OS_AGNOSTIC", "1")):
    os.environ.setdefault(_name, _value)

import adafruit_ticks
import pygame

from boards.host import HEIGHT, LED_COUNT, NVM_SIZE, WIDTH, FakePixels, reset_display
from keys import EventQueue

NAME = "headless"
FRAME_MS = 20
_TICKS_MASK = (1 << 29) - 1  # adafruit_ticks wraps at 2**29


class HeadlessBoard:
    """A board with the device's names plus a test API (press/feed keys, read pixels, save PNGs)."""

    NAME = NAME

    def __init__(self, nvm=None, scale=1, render=True, seed=1):
        self.scale = max(1, int(scale))
        self.next_seed = seed
        self.display = reset_display()
        self.display.lazy = not render  # render=False: pixels are drawn only when read (fast fuzzing)
        self.pixels = FakePixels(LED_COUNT)
        self.nvm = nvm if nvm is not None else bytearray(b"\xff" * NVM_SIZE)
        self.keys = EventQueue(4096)
        self.refresh_count = 0
        self.tones = []  # (frequency, volume) of every tone started, for tests
        self.tone_on = False
        self.battery = None  # volts battery_volts() reports (None: no battery, like the desktop)
        self.usb = None  # what usb_powered() reports (None: cannot tell, like the desktop)
        self.last_refresh_pixels = 0
        self._now = 0

    # ------------------------------------------------------------ the board API
    def ticks_ms(self):
        """The fake clock in milliseconds, wrapping like adafruit_ticks."""
        return self._now & _TICKS_MASK

    def ticks_diff(self, a, b):
        """Milliseconds from tick b to tick a, across the wrap (adafruit_ticks.ticks_diff, as on the device)."""
        return adafruit_ticks.ticks_diff(a, b)

    def sleep_ms(self, ms):
        """Advance the fake clock; never really sleeps."""
        self.advance(ms)

    def refresh(self):
        """Draw the dirty areas, count them, advance the clock one frame; always True."""
        self.display.refresh(minimum_frames_per_second=0)
        self.last_refresh_pixels = self.display.last_refresh_pixels
        self.refresh_count += 1
        self.advance(FRAME_MS)
        return True

    def start_tone(self, frequency, volume):
        """Record a tone instead of playing it."""
        self.tones.append((frequency, volume))
        self.tone_on = True

    def stop_tone(self):
        """Record the end of the tone."""
        self.tone_on = False

    def usb_powered(self):
        """The scripted USB connection (None by default)."""
        return self.usb

    def battery_volts(self):
        """The scripted battery voltage (None by default)."""
        return self.battery

    def new_seed(self):
        """Seeds for new games: 1, 2, 3... so scripted runs deal the same cards every time."""
        self.next_seed += 1
        return self.next_seed - 1

    # ------------------------------------------------------------ test API
    def advance(self, ms):
        """Move the fake clock forward by ms milliseconds."""
        self._now += max(0, int(ms))

    def press(self, key):
        """Queue a press and a release of one key."""
        self.keys.record(key, True)
        self.keys.record(key, False)

    def hold(self, key):
        """Queue a press only."""
        self.keys.record(key, True)

    def release(self, key):
        """Queue a release only."""
        self.keys.record(key, False)

    def feed(self, keys):
        """Queue a press and release of every key in the list, in order."""
        for key in keys:
            self.press(key)

    def pending(self):
        """Number of key events still queued."""
        return len(self.keys)

    def pixel_rgb(self, x, y):
        """(r, g, b) of one screen pixel in the last refreshed frame."""
        self.display.draw_all()
        color = self.display.surface.get_at((x, y))
        return (color.r, color.g, color.b)

    def screen_surface(self, scale=None):
        """A copy of the last refreshed frame as a pygame Surface, scaled crisply by a whole factor."""
        scale = self.scale if scale is None else max(1, int(scale))
        self.display.draw_all()
        surface = self.display.surface
        if scale == 1:
            return surface.copy()
        return pygame.transform.scale(surface, (WIDTH * scale, HEIGHT * scale))

    def save_png(self, path, scale=None):
        """Write the last refreshed frame to a PNG (nearest-neighbour scaling; default: make()'s scale)."""
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(self.screen_surface(scale), path)
        return path

    def led_colors(self):
        """The LED colours (r, g, b) as set when pixels.show() last ran (before brightness)."""
        return list(self.pixels.shown)


def make(nvm=None, scale=1, render=True, seed=1):
    """Return a fresh HeadlessBoard (empty screen, no keys, clock at 0); render=False draws lazily."""
    return HeadlessBoard(nvm=nvm, scale=scale, render=render, seed=seed)
