"""The NeoPixels: the seat to act in its screen colour, short flashes for captures and scores, an hourglass."""

from micropython import const

GOOD = (0, 255, 0)
BAD = (255, 0, 0)
OFF = (0, 0, 0)
_FLASH_MS = const(120)
LED_MAX = 0.3  # pixels.brightness at LED setting 10: NeoPixels at full power dazzle across a table


def rgb(color):
    """(r, g, b) of a screen colour 0xRRGGBB, as the pixels take it."""
    return (color >> 16) & 255, (color >> 8) & 255, color & 255


class Leds:
    """Drives a pixel strip of any length (5 on the PyBadge, 1 on the LC, none at all is allowed)."""

    def __init__(self, pixels, ticks_diff):
        self.pixels = pixels
        self.ticks_diff = ticks_diff  # the board's: milliseconds between two ticks, across the wrap
        self.count = len(pixels) if pixels is not None else 0
        self.base = OFF
        self.fraction = -1
        self.flash_color = OFF
        self.flash_left = 0
        self.flash_next = 0
        self.flash_on = False
        self.shown = None
        self.asleep = False

    def set_brightness(self, level):
        """LED brightness from the settings, 0 (off) to 10."""
        if self.pixels is not None and hasattr(self.pixels, "brightness"):
            self.pixels.brightness = LED_MAX * max(0, min(10, level)) / 10
            self.shown = None  # push the frame again at the new brightness

    def sleep(self, asleep):
        """Idle: all pixels off while asleep, back to the current frame on waking."""
        self.asleep = asleep

    def light(self, color):
        """Light every pixel in color, the 0xRRGGBB the screen draws the seat to act in (None: all off)."""
        # The seat's colour comes from its game's view (GameScreen.seat_color), so the LEDs and the names on
        # screen never disagree; the pixels' brightness setting dims it on the strip only.
        self.base = OFF if color is None else rgb(color)
        self.fraction = -1

    def hourglass(self, fraction):
        """Show the share of time left (0.0-1.0) as lit pixels in the seat colour; -1 turns it off."""
        self.fraction = fraction

    def cue(self, cue, now):
        """A step's flash: green twice when the mover scored ("score"), red when another's points changed
        ("capture"), none for a move."""
        if cue == "score":
            self.flash(GOOD, 2, now)
        elif cue == "capture":
            self.flash(BAD, 2, now)

    def flash(self, color, times, now):
        """Blink every pixel in color a number of times, then return to the seat colour."""
        self.flash_color = color
        self.flash_left = times * 2
        self.flash_next = now
        self.flash_on = False

    def frame(self):
        """The colours the strip should show now, one tuple per pixel."""
        if self.asleep:
            return (OFF,) * self.count
        if self.flash_on:
            return (self.flash_color,) * self.count
        if self.fraction < 0:
            return (self.base,) * self.count
        lit = int(self.fraction * self.count + 0.999)
        return tuple(self.base if i < lit else OFF for i in range(self.count))

    def tick(self, now):
        """Advance the flash animation and push the frame when it changed."""
        if self.flash_left and self.ticks_diff(now, self.flash_next) >= 0:
            self.flash_on = not self.flash_on
            self.flash_left -= 1
            self.flash_next = now + _FLASH_MS
        if self.count == 0:
            return
        frame = self.frame()
        if frame != self.shown:
            for i in range(self.count):
                self.pixels[i] = frame[i]
            self.pixels.show()
            self.shown = frame
