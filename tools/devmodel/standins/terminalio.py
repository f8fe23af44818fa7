"""Stand-in for CircuitPython's terminalio: FONT is the built-in 6x12 font. On the device its sheet is in
flash; the model builds it when terminalio is first imported, before the measurements' baseline."""

import displayio
import fontio

FONT = fontio.BuiltinFont(displayio.Bitmap(6 * 95, 12, 2))
