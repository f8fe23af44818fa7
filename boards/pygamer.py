"""PyGamer: the built-in display, 4 shift-register buttons plus the analog joystick, 5 NeoPixels, NVM.

Exports the names every board has: NAME, display, pixels, nvm, keys, ticks_ms(), ticks_diff(), refresh(), sleep_ms(),
start_tone(), stop_tone(), battery_volts() and usb_powered() (those four from boards/badge_io.py), and reload()
(the desktop boards have none: their App goes home in place).
The joystick is read inside keys.get() and turned into press/release events of the d-pad key numbers.
"""

import time

import analogio
import board
import keypad
import microcontroller
import supervisor
from adafruit_ticks import ticks_diff, ticks_ms  # noqa: F401  (exported board names: the console's one clock)
from micropython import const

from boards.badge_io import battery_volts, start_tone, stop_tone, usb_powered  # noqa: F401  (exported board names)
from keys import K_DOWN, K_LEFT, K_RIGHT, K_UP, EventQueue

try:
    import neopixel
except ImportError:  # the neopixel library is not frozen; without it the game runs without LEDs
    neopixel = None

NAME = "pygamer"

# Joystick thresholds (AnalogIn 0..65535, centre about 32768); a direction ends only once the stick
# is back past the inner threshold, so a stick resting near a threshold does not chatter.
_PUSH_HIGH = const(50000)
_PUSH_LOW = const(15000)
_BACK_HIGH = const(45000)
_BACK_LOW = const(20000)

display = board.DISPLAY
display.auto_refresh = False

pixels = None
if neopixel is not None:
    pixels = neopixel.NeoPixel(board.NEOPIXEL, 5, brightness=0.1, auto_write=False)

nvm = microcontroller.nvm


def _axis(value, state):
    """New direction (-1, 0, 1) of one joystick axis, with hysteresis around the thresholds."""
    if value > _PUSH_HIGH:
        return 1
    if value < _PUSH_LOW:
        return -1
    if state == 1 and value > _BACK_HIGH:
        return 1
    if state == -1 and value < _BACK_LOW:
        return -1
    return 0


class _GamerKeys:
    """Buttons (0=B 1=A 2=Start 3=Select) and the joystick (Right/Down/Up/Left) as one event source."""

    def __init__(self):
        self._buttons = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK,
            data=board.BUTTON_OUT,
            latch=board.BUTTON_LATCH,
            key_count=4,
            value_when_pressed=True,
        )
        self._x = analogio.AnalogIn(board.JOYSTICK_X)
        self._y = analogio.AnalogIn(board.JOYSTICK_Y)
        self._sx = 0
        self._sy = 0
        self._stick = EventQueue(16)

    def _poll(self):
        """Read the joystick and queue a release/press for every change of direction."""
        sx = _axis(self._x.value, self._sx)
        if sx != self._sx:
            if self._sx:
                self._stick.record(K_RIGHT if self._sx > 0 else K_LEFT, False)
            if sx:
                self._stick.record(K_RIGHT if sx > 0 else K_LEFT, True)
            self._sx = sx
        sy = _axis(self._y.value, self._sy)
        if sy != self._sy:
            if self._sy:
                self._stick.record(K_DOWN if self._sy > 0 else K_UP, False)
            if sy:
                self._stick.record(K_DOWN if sy > 0 else K_UP, True)
            self._sy = sy

    def get(self):
        """Return the next button or joystick event, or None."""
        self._poll()
        event = self._buttons.events.get()
        if event is not None:
            return event
        return self._stick.get()

    def clear(self):
        """Forget pending events from both sources."""
        self._buttons.events.clear()
        self._stick.clear()


keys = _GamerKeys()


def refresh():
    """Push the dirty areas of the frame to the screen; always True on the device."""
    display.refresh(minimum_frames_per_second=0)
    return True


def sleep_ms(ms):
    """Pause for ms milliseconds."""
    time.sleep(ms / 1000)


def reload():
    """Start the console over from code.py with a fresh heap (going home from a game, already saved)."""
    supervisor.reload()


def reloaded():
    """True when this run follows the console's own reload (not a reset or a power-on): only then does a request
    left in NVM start a game (lib/launch.py), so a start that failed is not tried again at reset."""
    reason = getattr(supervisor.runtime, "run_reason", None)  # CircuitPython 7+
    return reason is None or reason == supervisor.RunReason.SUPERVISOR_RELOAD
