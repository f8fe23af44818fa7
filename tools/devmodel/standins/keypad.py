"""Stand-in for keypad on the device model: ShiftRegisterKeys whose events the model script feeds."""


class Event:
    """A key press or release."""

    def __init__(self, key_number, pressed):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed


class EventQueue:
    """keypad.EventQueue: get() returns the oldest event or None; overflowed when full."""

    def __init__(self, max_events=64):
        self._events = []
        self._max = max_events
        self.overflowed = False

    def get(self):
        """The oldest event, or None."""
        return self._events.pop(0) if self._events else None

    def clear(self):
        """Drop every event."""
        self._events = []
        self.overflowed = False

    def __len__(self):
        return len(self._events)

    def feed(self, key_number, pressed):
        """Model only: queue an event as the scanner would."""
        if len(self._events) >= self._max:
            self.overflowed = True
            return
        self._events.append(Event(key_number, pressed))


class ShiftRegisterKeys:
    """The PyBadge's 8 buttons behind a shift register."""

    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count=8, value_when_pressed=True,
                 interval=0.02, max_events=64, debounce_threshold=1):
        self.key_count = key_count
        self.events = EventQueue(max_events)
