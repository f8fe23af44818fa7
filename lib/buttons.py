"""Logical key presses from a board's key events: d-pad auto-repeat and a long Start press."""

from micropython import const

from keys import K_DOWN, K_LEFT, K_RIGHT, K_START, K_UP, KEY_COUNT

K_HOME = const(8)  # Start held for HOME_MS: back to the launcher from anywhere
REPEAT_DELAY_MS = const(400)
REPEAT_EVERY_MS = const(130)
HOME_MS = const(2000)
_REPEATING = (K_RIGHT, K_DOWN, K_UP, K_LEFT)
_UP = const(-1)  # down_since value of a released key
_FIRED = const(-2)  # Start after K_HOME fired, until released


class Buttons:
    """Turns key press/release events into presses; held arrows repeat, a 2 s Start gives K_HOME."""

    def __init__(self, keys, clock):
        self.keys = keys
        self.clock = clock  # the board: ticks_ms() and ticks_diff(a, b) (milliseconds from b to a, across the wrap)
        self.down_since = [_UP] * KEY_COUNT
        self.next_repeat = [0] * KEY_COUNT
        self._pending = []

    def next(self):
        """Return the next logical key press (K_* or K_HOME), or -1 when there is none now."""
        if self._pending:
            return self._pending.pop(0)
        clock = self.clock
        now = clock.ticks_ms()
        while True:
            event = self.keys.get()
            if event is None:
                break
            k = event.key_number
            if not 0 <= k < KEY_COUNT:
                continue
            if event.pressed:
                if self.down_since[k] >= 0:
                    continue  # a second press without release: ignore the duplicate
                self.down_since[k] = now
                self.next_repeat[k] = now + REPEAT_DELAY_MS
                if k != K_START:
                    self._pending.append(k)
            else:
                was_down = self.down_since[k] >= 0
                held = clock.ticks_diff(now, self.down_since[k]) if was_down else 0
                self.down_since[k] = _UP
                if k == K_START and was_down:
                    # Start acts on release so a long hold is not also a press; a hold that reached
                    # HOME_MS between two polls still goes home
                    self._pending.append(K_START if held < HOME_MS else K_HOME)
        for k in _REPEATING:
            if self.down_since[k] >= 0 and clock.ticks_diff(now, self.next_repeat[k]) >= 0:
                self.next_repeat[k] = now + REPEAT_EVERY_MS
                self._pending.append(k)
        start = self.down_since[K_START]
        if start >= 0 and clock.ticks_diff(now, start) >= HOME_MS:
            self.down_since[K_START] = _FIRED
            self._pending.append(K_HOME)
        if self._pending:
            return self._pending.pop(0)
        return -1

    def reset(self):
        """Forget held keys and pending presses (after a screen change that must not inherit them)."""
        self.down_since = [_UP] * KEY_COUNT
        self._pending = []
