"""Screen basics shared by the shell and the game views: sizes, colours, shapes, text, seat names."""

# Everything is 160x128 with terminalio's 6x12 font: 26 characters a line, a title bar, 8 body lines
# and a hint line. Shapes are vectorio (no bitmap memory); text is glyphtext.GlyphText, a TileGrid over the
# font's own glyph sheet (a few hundred bytes a label, and adafruit_display_text is not loaded at all).
# Screens change only what moved, so a cursor step redraws a few hundred pixels, not the screen.
# Menus and scrolled pages are in menus.py (the launcher and the shell screens need them, views do not); the
# cursor's corner brackets are in brackets.py (the game views and movemark.py need them, the shell does not).

import displayio  # noqa: F401  (imported before vectorio: Blinka's vectorio needs displayio loaded first)
import terminalio
import vectorio
from glyphtext import (
    GlyphText,
    codes,
    colors,
    glyph_sheet,
    is_shared,
    shape_palette,
    tile_code,
    tile_of,
)
from lang import is_plural, tr
from micropython import const

WIDTH = const(160)
HEIGHT = const(128)
CHAR_W = const(6)
LINE_H = const(12)
COLUMNS = const(26)
LAYERS = const(16)  # members of one group at most where a board adds many (Layers): a 64-byte list
BODY_TOP = const(15)
BODY_LINES = const(8)
HINT_Y = const(116)

BLACK = const(0x000000)
WHITE = const(0xFFFFFF)
GREY = const(0x8C8C8C)
DARK = const(0x303840)
YELLOW = const(0xFFE000)
GREEN = const(0x30D050)
RED = const(0xFF4040)
BLUE = const(0x3070FF)
TITLE_BG = const(0x18305C)
CURSOR = const(0x00FFFF)  # the cursor's brackets: this exact cyan is drawn by nothing else on any board
OUTLINE = const(0x000000)  # the dark rim around the cursor's brackets, so they stand out on any colour

# One colour a seat, on every screen and on the LEDs (leds.py takes the colour the view draws the seat in).
# Told apart by hue and lightness, readable on the boards' dark panels; the screens also name the seat.
SEAT_COLORS = (0x3C78FF, 0xFF8C1E, 0x40D060, 0xE040E0, 0xFFE040,  # blue orange green magenta yellow
               0x40E0E0, 0xF04040, 0xA890FF, 0xC8A060, 0xC8C8C8)  # cyan red lavender tan silver

# Player names from the settings, by seat; an empty or missing entry shows as P1, P2, ...
SEAT_NAMES = []
CPU_SEATS = []  # the seats of the game being played that a CPU plays (set by the game loop)


def palette(color):
    """The one-colour palette shapes of that colour share (never change it: see rect's recolorable)."""
    return shape_palette(color)


def rect(x, y, w, h, color, recolorable=False):
    """A filled rectangle; recolorable gives it a palette of its own, for recolor()."""
    # A shared palette costs nothing per shape; recolouring swaps an entry in place, because a vectorio
    # shape given another palette is not redrawn by every displayio (Blinka's is not).
    if recolorable:
        shader = displayio.Palette(1)
        shader[0] = color
    else:
        shader = palette(color)
    return vectorio.Rectangle(pixel_shader=shader, width=w, height=h, x=x, y=y)


def recolor(shape, color):
    """Change the colour of a shape made recolorable (redraws only that shape)."""
    shader = shape.pixel_shader
    if shader[0] != color:
        if is_shared(shader):
            raise ValueError("shared palette: make the shape with rect(..., recolorable=True)")
        shader[0] = color


def text(s, x, y, color=WHITE, scale=1, background=None):
    """A label whose top-left corner is at (x, y)."""
    # Same pixels as the bitmap_label it replaced, except that its box never shrinks: with a background,
    # a shorter text leaves the background of the longest one.
    return GlyphText(s, x, y, color, scale, background)


def set_text(label, s):
    """Change a label's text only when it differs, so unchanged labels cost no redraw."""
    if label.text != s:
        label.text = s


def set_line(label, s, columns):
    """Show s on a label of at most columns characters: a longer text ends in "~" at its last column, as
    TextLine's does (label.fitted keeps (asked, shown), so tests_host/fit.py reports the cut)."""
    s = tr(s)  # translated before it is cut: the French text is the one that must fit
    shown = s if len(s) <= columns else s[:columns - 1] + "~"
    label.fitted = (s, shown) if shown is not s else None
    set_text(label, shown)


class TextLine:
    """One line of fixed-width text as a TileGrid of glyphs: a change redraws only the changed cells."""

    def __init__(self, x, y, columns, color=WHITE, background=BLACK):
        w, h = terminalio.FONT.get_bounding_box()[:2]
        sheet, self.first = glyph_sheet()
        self.grid = displayio.TileGrid(sheet, pixel_shader=colors(color, background), width=columns, height=1,
                                       tile_width=w, tile_height=h, x=x, y=y, default_tile=tile_of(" ", self.first))
        self.columns = columns
        self.text = ""  # the text asked for
        self.shown = ""  # the text drawn: the same, or cut with a "~"

    def recolor(self, color, background):
        """Show the line in other colours (the whole line redraws)."""
        shader = colors(color, background)
        if self.grid.pixel_shader is not shader:
            self.grid.pixel_shader = shader

    def set(self, s):
        """Show s, touching only the cells that change; text too long for the line ends in "~" at its last
        column (a cut seen on screen; .text keeps what was asked, so tests_host/fit.py reports it); s shows in
        the chosen language (lang.tr)."""
        s = tr(s)
        if s == self.text:
            return
        shown = s if len(s) <= self.columns else s[:self.columns - 1] + "~"
        new, old = codes(shown), codes(self.shown)
        for i in range(max(len(new), len(old))):
            c = new[i] if i < len(new) else 32
            if i < len(old) and c == old[i]:
                continue
            self.grid[i] = tile_code(c, self.first)
        self.text = s
        self.shown = shown


def wrap(s, width=COLUMNS):
    """Split text into lines of at most width characters, breaking at spaces; keeps blank lines. A ":", ";",
    "!" or "?" alone (French puts a space before them) stays with the word before it."""
    lines = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            while len(word) > width:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:width])
                word = word[width:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= width:
                line = line + " " + word
            elif len(word) == 1 and word in ":;!?" and len(line) - line.rfind(" ") < width and " " in line:
                cut = line.rfind(" ")  # "But :" moves down whole
                lines.append(line[:cut])
                line = line[cut + 1:] + " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class Layers:
    """Layers added in order into groups of at most LAYERS inside a parent group (a board's panel of 40 labels and
    icons): no group's member list asks the heap for more than 64 bytes in one block."""

    # A displayio Group keeps its members in a list that doubles as it grows: the 33rd layer asks for 256 bytes
    # in one piece, which a heap a game has cut up often lacks when the board is built again after a hand-off
    # or a CPU's move (where the device model's BOG, Frogriders and Boussanga with CPU seats stopped).

    def __init__(self, parent):
        self.parent = parent
        self.last = None

    def append(self, layer):
        """Add a layer on top of the others."""
        if self.last is None or len(self.last) >= LAYERS:
            self.last = displayio.Group()
            self.parent.append(self.last)
        self.last.append(layer)


class Screen:
    """A full-screen page: a displayio group, key handling and a clock tick."""

    def __init__(self):
        self.group = displayio.Group()

    def on_key(self, key):
        """React to one logical key press (keys.K_* or buttons.K_HOME)."""

    def tick(self, now):
        """Advance timers; called every frame."""


def title_bar(group, title, color=TITLE_BG):
    """Add a title bar to a group and return its label."""
    group.append(rect(0, 0, WIDTH, 13, color))
    lab = text(title, 3, 1, WHITE)  # a title too long leaves the screen: tests_host/fit.py reports it
    group.append(lab)
    return lab


def seat_name(seat, width=0):
    """The name a seat goes by on screens: the player's name from the settings, else CPU2 for a CPU seat,
    else P1, P2, ...; width > 0 fits it in that many characters, a shortened name ending in "."."""
    if 0 <= seat < len(SEAT_NAMES) and SEAT_NAMES[seat]:
        name = SEAT_NAMES[seat]
    elif seat in CPU_SEATS:
        # one name everywhere, in the 4 columns every header gives a name ("CPU 2" in a sentence and "CPU2" in a
        # header read as two players); shorter, "C2." keeps the number that tells two CPUs apart, and the "."
        name = "CPU%d" % (seat + 1)
        if 0 < width < len(name):
            return ("C%d." if width > 1 + len(str(seat + 1)) else "C%d") % (seat + 1)
    else:
        name = "P%d" % (seat + 1)
    return short(name, width)


def named(text, width=0):
    """text with every seat the rules wrote as a word "P3" written by its name (seat_name): the rules import
    no UI, so their texts say P1, P2, ...; width > 0 shortens the names (ending in ".") until the text fits."""
    # The UTF-8 bytes, not text[i] (no one-character string is interned mid-game: glyphtext.codes) nor a list
    # of codes (4 bytes a character, grown by doubling: a long French recap asked a cut-up heap for 2 KB in one
    # block). "P3" is ASCII, so the seats are found in the bytes and the pieces between are cut from them.
    b = text.encode()
    n = len(b)
    cut = 0  # the names' width: whole, then 7 letters down to 2 while the text is too long
    while True:
        out = []
        start = i = 0
        while i < n:
            k = i + 1
            if b[i] == 80 and (i == 0 or b[i - 1] in b" (+"):  # "P" starting a word
                while k < n and 48 <= b[k] <= 57:
                    k += 1
                if k > i + 1 and (k == n or b[k] in b" ,.:;)'+"):
                    out.append(b[start:i])
                    out.append(seat_name(int(b[i + 1:k]) - 1, cut).encode())
                    start = k
            i = k
        if not out:
            return text
        out.append(b[start:])
        out = b"".join(out).decode()
        if not 0 < width < len(out) or cut == 2:
            return out
        cut = cut - 1 if cut else 7


def short(s, width):
    """s, or when longer than width (> 0) characters its start ending in "." (never cut silently)."""
    if 0 < width < len(s):
        return s[:width - 1] + "."
    return s


def plural(n, word, many=None):
    """A count with its word in the number of the chosen language: "1 point", "2 points", "0 points" (French:
    "0 point")."""
    return "%d %s" % (n, (many or word + "s") if is_plural(n) else word)


def seat_color(seat):
    """The colour of a seat in the shared table (games whose pieces have colours may keep their own)."""
    return SEAT_COLORS[seat % len(SEAT_COLORS)]
