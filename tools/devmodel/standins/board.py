"""Stand-in for the PyBadge's board module on the device model: pin names and the built-in display."""

import displayio

board_id = "pybadge"


class _Pin:
    """A pin name."""

    def __init__(self, name):
        self.name = name


BUTTON_CLOCK = _Pin("PB31")
BUTTON_OUT = _Pin("PB30")
BUTTON_LATCH = _Pin("PB00")
NEOPIXEL = _Pin("PA15")
SPEAKER = _Pin("PA02")
SPEAKER_ENABLE = _Pin("PA27")
A6 = _Pin("PB01")
LIGHT = _Pin("PB04")
DISPLAY = displayio.Display()
