"""Stand-in for lib/ui.py in tools/mp/pystack_probe.py: the names the CPU's screens use, drawing nothing.

lib/ui.py needs displayio, terminalio and vectorio (native on the badge, absent from the WebAssembly
MicroPython). The pystack probe runs the real lib/app.py, lib/cputurn.py and lib/pausemenu.py on top of
this: their frames are the badge's, only what they draw is left out."""

from displayio import Group

WIDTH = 160
COLUMNS = 26
LINE_H = 12
HINT_Y = 116
BODY_TOP = 15
BODY_LINES = 8
CHAR_W = 6
WHITE = 0xFFFFFF
GREY = 0x8C8C8C
YELLOW = 0xFFE000
SEAT_NAMES = []
CPU_SEATS = []


class Label:
    """A text label: its text and colour."""

    def __init__(self, text, color):
        self.text = text
        self.color = color


class Screen:
    """Base of every screen: a group, no keys, no ticks."""

    def __init__(self):
        self.group = Group()

    def on_key(self, key):
        """No key does anything."""

    def tick(self, now):
        """Nothing moves."""


def text(s, x, y, color=WHITE, scale=1, background=None):
    """A label."""
    return Label(s, color)


def set_text(label, s):
    """Change a label's text."""
    label.text = s


def title_bar(group, title, color=0):
    """A title bar: one label."""
    group.append(Label(title, color))


def seat_name(seat):
    """P1, P2, ..."""
    return "P%d" % (seat + 1)


def named(s, width=0):
    """The text as the rules wrote it (seats stay P1, P2, ...)."""
    return s


def wrap(s, width=COLUMNS):
    """Lines of at most width characters (cut, not wrapped at words)."""
    return [s[i:i + width] for i in range(0, len(s), width)] or [""]

