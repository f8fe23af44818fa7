"""PyBadge / PyBadge LC / EdgeBadge: the built-in display, 8 shift-register buttons, 5 NeoPixels, NVM.

Exports the names every board has: NAME, display, pixels, nvm, keys, ticks_ms(), ticks_diff(), refresh(), sleep_ms(),
start_tone(), stop_tone(), battery_volts() and usb_powered() (those four from boards/badge_io.py), and reload()
(the desktop boards have none: their App goes home in place).
The PyBadge LC has a single NeoPixel but runs the same firmware; writing 5 is harmless there.
"""

import time

import board
import keypad
import microcontroller
import supervisor
from adafruit_ticks import ticks_diff, ticks_ms  # noqa: F401  (exported board names: the console's one clock)

from boards.badge_io import battery_volts, start_tone, stop_tone, usb_powered  # noqa: F401  (exported board names)

try:
    import neopixel
except ImportError:  # the neopixel library is not frozen; without it the game runs without LEDs
    neopixel = None

NAME = "pybadge"

display = board.DISPLAY
display.auto_refresh = False

pixels = None
if neopixel is not None:
    pixels = neopixel.NeoPixel(board.NEOPIXEL, 5, brightness=0.1, auto_write=False)

nvm = microcontroller.nvm

# Key numbers: 0=B 1=A 2=Start 3=Select 4=Right 5=Down 6=Up 7=Left, the same as lib/keys.py.
_buttons = keypad.ShiftRegisterKeys(
    clock=board.BUTTON_CLOCK,
    data=board.BUTTON_OUT,
    latch=board.BUTTON_LATCH,
    key_count=8,
    value_when_pressed=True,
)
keys = _buttons.events


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
