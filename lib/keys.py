"""Key numbers shared by every board, and a small event queue for boards without native keypad events."""

# The numbers are the PyBadge shift-register order; boards/pygamer.py maps its joystick onto the d-pad
# numbers and boards/host.py maps keyboard keys, so everything above boards/ sees one set of names.

from micropython import const

K_B = const(0)
K_A = const(1)
K_START = const(2)
K_SELECT = const(3)
K_RIGHT = const(4)
K_DOWN = const(5)
K_UP = const(6)
K_LEFT = const(7)
KEY_COUNT = const(8)
KEY_NAMES = ("B", "A", "Start", "Select", "Right", "Down", "Up", "Left")
GUARD_MS = 600  # A is ignored this long after a guarded screen appears ("Pass to", the end): mashing A cannot skip it


def live(app, since):
    """True once GUARD_MS have passed since the tick `since`: A acts on a guarded screen from then on."""
    return app.hw.ticks_diff(app.hw.ticks_ms(), since) >= GUARD_MS


class Event:
    """A key press or release, shaped like keypad.Event (key_number, pressed, released)."""

    def __init__(self, key_number, pressed):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed

    def __repr__(self):
        return "Event(%s, %s)" % (KEY_NAMES[self.key_number], "down" if self.pressed else "up")


class EventQueue:
    """A bounded FIFO of Events with keypad.EventQueue's get() and overflowed flag."""

    def __init__(self, max_events=64):
        self._events = []
        self._max = max_events
        self.overflowed = False

    def record(self, key_number, pressed):
        """Append an event; drop it and set overflowed when the queue is full."""
        if len(self._events) >= self._max:
            self.overflowed = True
            return
        self._events.append(Event(key_number, pressed))

    def get(self):
        """Return the oldest Event, or None when the queue is empty."""
        if self._events:
            return self._events.pop(0)
        return None

    def clear(self):
        """Forget every pending event."""
        self._events = []
        self.overflowed = False

    def __len__(self):
        return len(self._events)
