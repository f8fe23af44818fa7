"""The NeoPixels: seat colour, short flashes for captures and scores, an hourglass that drains."""

from micropython import const

# Seat colours, told apart by hue and brightness; the screen also names the seat, never colour alone.
SEAT_COLORS = (
    (0, 90, 255),    # P1 blue
    (255, 110, 0),   # P2 orange
    (0, 200, 60),    # P3 green
    (200, 0, 200),   # P4 magenta
    (255, 220, 0),   # P5 yellow
    (0, 210, 210),   # P6 cyan
    (255, 40, 60),   # P7 red
    (150, 150, 255),  # P8 lavender
    (140, 255, 140),  # P9 mint
    (255, 255, 255),  # P10 white
)
GOOD = (0, 255, 0)
BAD = (255, 0, 0)
OFF = (0, 0, 0)
_FLASH_MS = const(120)
LED_MAX = 0.3  # pixels.brightness at LED setting 10: NeoPixels at full power dazzle across a table


class Leds:
    """Drives a pixel strip of any length (5 on the PyBadge, 1 on the LC, none at all is allowed)."""

    def __init__(self, pixels):
        self.pixels = pixels
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

    def seat(self, seat):
        """Light every pixel in a seat's colour (seat < 0: all off)."""
        self.base = SEAT_COLORS[seat % len(SEAT_COLORS)] if seat >= 0 else OFF
        self.fraction = -1

    def hourglass(self, fraction):
        """Show the share of time left (0.0-1.0) as lit pixels in the seat colour; -1 turns it off."""
        self.fraction = fraction

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
        if self.flash_left and ((now - self.flash_next) & 0x1FFFFFFF) < 0x10000000:
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
