"""Desktop simulator board: a pygame window showing the 160x128 screen, the 5 LEDs and a key legend.

    python3 tools/dev.py sim            (or: import boards.host; board = boards.host.make(scale=4))

The window is titled "Pocket Bog — PyBadge simulator". The screen is drawn scaled by a whole factor
(nearest neighbour, crisp pixels), the NeoPixels are drawn as 5 circles in a strip under it, and a
one-line legend lists the keys. Closing the window makes refresh() return False.

| PyBadge button | keyboard                       |
|----------------|--------------------------------|
| D-pad          | arrow keys                     |
| A              | X, Enter                       |
| B              | Z, Backspace, Escape           |
| Start          | Space, P                       |
| Select         | Tab, S                         |

Saves go to a file that stands in for the 8 KB `microcontroller.nvm`: `$POCKETBOG_NVM` if set, else
`~/.local/share/pocketbog/nvm.bin` (`$XDG_DATA_HOME` honoured) on Linux,
`~/Library/Application Support/pocketbog/nvm.bin` on macOS, `%APPDATA%\\pocketbog\\nvm.bin` on Windows.

This module also holds the pieces boards/headless.py reuses: the off-screen dirty-area display (Blinka
allows one display per process, so both boards share it), FakePixels and FileNVM.
"""

import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")  # no GENERIC_X86 warning from busdisplay's imports

import adafruit_pixelbuf
import adafruit_ticks
import busdisplay
import displayio
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay
from displayio._area import Area

from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP, EventQueue
from leds import LED_MAX

NAME = "host"
WIDTH = 160
HEIGHT = 128
LED_COUNT = 5
NVM_SIZE = 8192
TITLE = "Pocket Bog \u2014 PyBadge simulator"

KEYMAP = {
    pygame.K_RIGHT: K_RIGHT,
    pygame.K_DOWN: K_DOWN,
    pygame.K_UP: K_UP,
    pygame.K_LEFT: K_LEFT,
    pygame.K_x: K_A,
    pygame.K_RETURN: K_A,
    pygame.K_KP_ENTER: K_A,
    pygame.K_z: K_B,
    pygame.K_BACKSPACE: K_B,
    pygame.K_ESCAPE: K_B,
    pygame.K_SPACE: K_START,
    pygame.K_p: K_START,
    pygame.K_TAB: K_SELECT,
    pygame.K_s: K_SELECT,
}
LEGEND = "Arrows: move   X/Enter: A   Z/Bksp/Esc: B   Space/P: Start   Tab/S: Select"

IDLE_WAIT_MS = 50  # the longest pause between frames while nothing changes (a key ends it at once)
_BACKGROUND = (28, 28, 32)
_LED_OFF_RIM = (90, 90, 96)
_LEGEND_COLOR = (190, 190, 190)


# ---------------------------------------------------------------- display shared with boards/headless.py

class OffscreenDisplay(PyGameDisplay):
    """A PyGameDisplay that renders into an off-screen 160x128 surface and redraws only dirty areas."""

    def __init__(self, width=WIDTH, height=HEIGHT):
        self.last_refresh_pixels = 0
        self.surface = None
        self.lazy = False  # True: count dirty areas but draw nothing until draw_all() (fast tests)
        self.stale = False
        super().__init__(width=width, height=height, auto_refresh=False, caption=None)

    def _initialize(self, init_sequence):
        """Make the off-screen surface instead of opening a window."""
        self.surface = pygame.Surface((self.width, self.height))
        self.surface.fill((0, 0, 0))
        self._pygame_screen = self.surface

    def _get_refresh_areas(self):
        """Dirty areas clipped to the screen, widths padded to even (Blinka drops a pixel of odd areas)."""
        full = self._core.full_refresh
        areas = busdisplay.BusDisplay._get_refresh_areas(self)
        if full and self._core.current_group is not None:
            # Blinka's TileGrid._finish_refresh clears its change flags only after _get_refresh_areas
            # ran, which a full refresh skips, so the frame after a root_group change would redraw
            # every TileGrid again (CircuitPython's C code has no such guard). Walk the tree once.
            self._core.current_group._get_refresh_areas([])
        total = 0
        out = []
        for area in areas:
            clipped = Area()
            if not self._core.clip_area(area, clipped):
                continue
            if (clipped.x2 - clipped.x1) % 2:
                if clipped.x2 < self.width:
                    clipped.x2 += 1
                else:
                    clipped.x1 -= 1
            total += (clipped.x2 - clipped.x1) * (clipped.y2 - clipped.y1)
            out.append(clipped)
        self.last_refresh_pixels = total
        if self.lazy:
            self.stale = self.stale or bool(out)
            return []
        return out

    def draw_all(self):
        """Redraw the whole screen now if lazy refreshes left the surface behind the groups."""
        if not self.stale:
            return
        lazy, self.lazy = self.lazy, False
        self._core.full_refresh = True
        self.refresh(minimum_frames_per_second=0)
        self.lazy = lazy
        self.stale = False

    def _refresh_display(self):
        """Draw the dirty areas into the surface; no window flip (the board draws the window)."""
        return busdisplay.BusDisplay._refresh_display(self)

    def _release(self):
        """Keep pygame running when displayio releases displays."""

    def _background(self):
        """Nothing to do in the background: auto_refresh is always off."""
        time.sleep(0.05)


_display = None


def shared_display():
    """The process-wide OffscreenDisplay (Blinka allows one display), made on first use."""
    global _display
    if _display is None:
        _display = OffscreenDisplay()
    return _display


def reset_display():
    """Show an empty group, draw it once and zero the dirty-area figure; returns the display."""
    display = shared_display()
    display.lazy = False
    display.stale = False
    display.root_group = displayio.Group()
    display.refresh()
    display.last_refresh_pixels = 0
    return display


# ---------------------------------------------------------------- LEDs

class FakePixels(adafruit_pixelbuf.PixelBuf):
    """NeoPixel stand-in that remembers the last frame shown (colours as set, and wire bytes)."""

    def __init__(self, n=LED_COUNT, brightness=0.1, auto_write=False):
        self.shown = [(0, 0, 0)] * n
        self.last_frame = bytes(3 * n)
        self.show_count = 0
        super().__init__(n, byteorder="GRB", brightness=brightness, auto_write=auto_write)

    def _transmit(self, buffer):
        """Record the frame: pre-brightness colours in self.shown, GRB wire bytes in self.last_frame."""
        self.last_frame = bytes(buffer)
        self.shown = [tuple(self[i][:3]) for i in range(len(self))]
        self.show_count += 1


# ---------------------------------------------------------------- NVM file

def default_nvm_path():
    """Where the host keeps its NVM file: $POCKETBOG_NVM, else the user's data folder."""
    path = os.environ.get("POCKETBOG_NVM")
    if path:
        return path
    home = os.path.expanduser("~")
    if sys.platform == "darwin":
        base = os.path.join(home, "Library", "Application Support")
    elif os.name == "nt":
        base = os.environ.get("APPDATA") or os.path.join(home, "AppData", "Roaming")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(home, ".local", "share")
    return os.path.join(base, "pocketbog", "nvm.bin")


class FileNVM:
    """A bytearray-like stand-in for microcontroller.nvm that writes every change through to a file."""

    def __init__(self, path=None, size=NVM_SIZE):
        self.path = path or default_nvm_path()
        self._size = size
        data = b""
        try:
            with open(self.path, "rb") as fh:
                data = fh.read(size)
        except FileNotFoundError:
            pass
        fresh = len(data) != size
        self._data = bytearray(data + b"\xff" * (size - len(data)))  # erased flash reads 0xFF
        if fresh:
            self._write()

    def __len__(self):
        return self._size

    def __getitem__(self, index):
        if isinstance(index, slice):
            return bytearray(self._data[index])
        return self._data[index]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            start, stop, step = index.indices(self._size)
            if step != 1:
                raise ValueError("NVM slices must be contiguous")
            value = bytes(value)
            if len(value) != max(0, stop - start):
                raise ValueError("Slice and value different lengths")
            if self._data[start:stop] == value:
                return
            old = bytes(self._data)
            self._data[start:stop] = value
        else:
            if self._data[index] == value:
                return
            old = bytes(self._data)
            self._data[index] = value
        try:
            self._write()
        except BaseException:
            self._data[:] = old  # memory keeps matching the file when a write fails
            raise

    def _write(self):
        """Replace the file atomically: write a temporary file next to it, flush it, then os.replace."""
        folder = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(folder, exist_ok=True)
        tmp = f"{self.path}.tmp{os.getpid()}"
        try:
            with open(tmp, "wb") as fh:
                fh.write(self._data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            try:
                os.remove(tmp)
            except OSError:
                pass
            raise


# ---------------------------------------------------------------- keyboard

class HostKeys:
    """Keyboard input shaped like keypad's EventQueue: get() -> Event(key_number, pressed) or None."""

    def __init__(self, board, max_events=128):
        self._board = board
        self.queue = EventQueue(max_events)
        self._held = {}  # key number -> set of pygame keys holding it down

    def get(self):
        """Return the next key event, reading the window's events first when the queue is empty."""
        if not len(self.queue):
            self._board.pump()
        return self.queue.get()

    def clear(self):
        """Forget pending events (window events read first, so nothing stale arrives later)."""
        self._board.pump()
        self.queue.clear()

    def handle(self, event):
        """Turn one pygame KEYDOWN/KEYUP into a press/release of our key numbers (one per button)."""
        number = KEYMAP.get(event.key)
        if number is None:
            return
        held = self._held.setdefault(number, set())
        if event.type == pygame.KEYDOWN:
            if not held:
                self.queue.record(number, True)
            held.add(event.key)
        elif event.key in held:
            held.discard(event.key)
            if not held:
                self.queue.record(number, False)

    def release_all(self):
        """Release every held button (the window lost focus, so key-ups would never arrive)."""
        for number in sorted(self._held):
            if self._held[number]:
                self._held[number] = set()
                self.queue.record(number, False)


# ---------------------------------------------------------------- the board

class HostBoard:
    """The simulator: same names as the device boards, drawn in a pygame window."""

    NAME = NAME

    def __init__(self, scale=4, nvm=None):
        self.scale = max(1, int(scale))
        self.closed = False
        pygame.display.init()  # video and fonts; the mixer starts with the first tone (sound may be off)
        driver = pygame.display.get_driver()
        if driver in ("offscreen", "dummy") and os.environ.get("SDL_VIDEODRIVER") != driver:
            # SDL found no screen and fell back to drawing nowhere: a run with no window and no word
            pygame.display.quit()
            raise SystemExit("No display found (SDL chose its %r video driver): the simulator's window needs a"
                             " desktop session." % driver)
        self._mixer = None
        self._tone = None
        s = self.scale
        self._margin = 4 * s
        self._led_h = 12 * s
        self._font = None
        try:
            pygame.font.init()
            self._font = pygame.font.Font(None, max(12, 5 * s))
        except (pygame.error, NotImplementedError, ImportError):
            self._font = None
        self._legend_h = self._font.get_linesize() + 2 * s if self._font else 0
        size = (WIDTH * s + 2 * self._margin,
                self._margin + HEIGHT * s + self._led_h + self._legend_h + self._margin // 2)
        self.window = pygame.display.set_mode(size)
        pygame.display.set_caption(TITLE)
        self._legend = self._render_legend(size[0])
        self.display = reset_display()
        self.pixels = FakePixels(LED_COUNT)
        self.nvm = nvm if nvm is not None else FileNVM()
        self.keys = HostKeys(self)
        self.idle = False  # the last refresh changed nothing: sleep_ms may wait longer for a key
        self._drawn = None  # the LEDs and brightnesses the window shows (None: draw it again)
        pygame.event.clear()
        self._draw()

    def _render_legend(self, width):
        """Render the key legend once, shrunk to the window width if needed."""
        if not self._font:
            return None
        text = self._font.render(LEGEND, True, _LEGEND_COLOR)
        limit = width - 2 * self.scale
        if text.get_width() > limit:
            h = max(1, text.get_height() * limit // text.get_width())
            text = pygame.transform.smoothscale(text, (limit, h))
        return text

    def ticks_ms(self):
        """Milliseconds from adafruit_ticks (wraps like on the device)."""
        return adafruit_ticks.ticks_ms()

    def ticks_diff(self, a, b):
        """Milliseconds from tick b to tick a, across the wrap (adafruit_ticks.ticks_diff, as on the device)."""
        return adafruit_ticks.ticks_diff(a, b)

    def pause_ms(self, ms):
        """How long sleep_ms(ms) waits at most: longer while the last frame changed nothing."""
        return max(ms, IDLE_WAIT_MS) if self.idle else ms

    def sleep_ms(self, ms):
        """Pause between frames, keeping the window responsive; a key ends the pause at once.

        While the last frame changed nothing (no screen area redrawn, LEDs as they were) the pause waits up to
        IDLE_WAIT_MS for a window event instead of ms: the simulator then sleeps in SDL, not in a 100-frames-a-
        second loop, and a running hourglass or animation (which changes something every frame) keeps its pace."""
        end = time.monotonic() + max(0, self.pause_ms(ms)) / 1000
        while not self.closed:
            left = end - time.monotonic()
            if left <= 0:
                return
            event = pygame.event.wait(max(1, int(left * 1000)))
            if event.type != pygame.NOEVENT:
                self._handle(event)
                if event.type in (pygame.KEYDOWN, pygame.KEYUP):
                    return
        time.sleep(max(0, end - time.monotonic()))

    def start_tone(self, frequency, volume):
        """Play a tone through the desktop's sound (pygame.mixer) until stop_tone(); silent without one."""
        if self._mixer is None:
            try:
                pygame.mixer.init(frequency=22050, size=-16, channels=1)
                self._mixer = True
            except pygame.error:
                self._mixer = False
        if not self._mixer:
            return
        period = max(2, 22050 // max(1, int(frequency)))
        level = int(volume * 6000)
        wave = b"".join((level if i < period // 2 else -level).to_bytes(2, "little", signed=True)
                        for i in range(period))
        self.stop_tone()
        self._tone = pygame.mixer.Sound(buffer=wave * max(1, 2205 // period))
        self._tone.play(loops=-1)

    def stop_tone(self):
        """Stop the tone started by start_tone()."""
        if self._tone is not None:
            self._tone.stop()
            self._tone = None

    def battery_volts(self):
        """The desktop has no battery to read."""
        return None

    def usb_powered(self):
        """The desktop cannot tell (and has no battery)."""
        return None

    def pump(self):
        """Read every pending pygame event (unfiltered, in arrival order) into the key queue."""
        if self.closed:
            return
        for event in pygame.event.get():
            self._handle(event)
            if self.closed:
                return

    def _handle(self, event):
        """One window event: a key into the key queue, a close, a lost focus, a window to draw again."""
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.keys.handle(event)
        elif event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
            self.close()
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.keys.release_all()
        elif event.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
            self._drawn = None  # uncovered: draw the window again at the next refresh

    def refresh(self):
        """Push the frame: redraw dirty areas, draw the window when something changed; False once closed."""
        self.pump()
        if self.closed:
            return False
        self.display.last_refresh_pixels = 0
        self.display.refresh(minimum_frames_per_second=0)
        shown = (tuple(self.pixels.shown), self.pixels.brightness, self.display.brightness)
        self.idle = not self.display.last_refresh_pixels and shown == self._drawn
        if not self.idle:
            self._draw()
            self._drawn = shown
        return True

    def _draw(self):
        """Blit the scaled screen, the LED strip and the legend into the window, then flip."""
        s = self.scale
        m = self._margin
        win = self.window
        win.fill(_BACKGROUND)
        screen = self.display.surface
        if s != 1:
            screen = pygame.transform.scale(screen, (WIDTH * s, HEIGHT * s))
        win.blit(screen, (m, m))
        dim = 1.0 - max(0.0, min(1.0, self.display.brightness))
        if dim > 0:  # the backlight setting, as the badge would show it
            shade = pygame.Surface(screen.get_size())
            shade.set_alpha(int(dim * 255))
            win.blit(shade, (m, m))
        led_y = m + HEIGHT * s + self._led_h // 2
        colors = self.pixels.shown
        n = len(colors)
        step = WIDTH * s // max(1, n)
        radius = max(2, 4 * s)
        for i in range(n):
            center = (m + step * i + step // 2, led_y)
            # the LED setting as the eye sees it on the badge: perceived brightness ~ sqrt(power)
            level = min(1.0, self.pixels.brightness / LED_MAX) ** 0.5
            color = tuple(int(c * level) for c in colors[i])
            if any(color):
                pygame.draw.circle(win, color, center, radius)
            pygame.draw.circle(win, _LED_OFF_RIM, center, radius, max(1, s // 2))
        if self._legend is not None:
            x = (win.get_width() - self._legend.get_width()) // 2
            win.blit(self._legend, (x, m + HEIGHT * s + self._led_h + s))
        pygame.display.flip()

    def close(self):
        """Close the window; refresh() returns False from now on."""
        if not self.closed:
            self.closed = True
            pygame.display.quit()


def make(scale=4, nvm=None):
    """Open the simulator window and return its HostBoard."""
    return HostBoard(scale=scale, nvm=nvm)
