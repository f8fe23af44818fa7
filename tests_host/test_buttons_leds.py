"""Buttons (logical presses, d-pad repeat, Start on release, long Start = K_HOME) and Leds (seat, flash, hourglass)."""

import pytest
from adafruit_ticks import ticks_diff

import buttons
from boards.host import FakePixels
from buttons import REPEAT_DELAY_MS, REPEAT_EVERY_MS, Buttons
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP, EventQueue
from leds import BAD, GOOD, OFF, Leds, rgb
from ui import SEAT_COLORS

TICKS_PERIOD = 1 << 29  # supervisor.ticks_ms() wraps here
ARROWS = (K_RIGHT, K_DOWN, K_UP, K_LEFT)
STEP_MS = 10


class Clock:
    """A settable board clock: ticks_ms() wraps like supervisor.ticks_ms(), ticks_diff() is adafruit_ticks'."""

    def __init__(self, t=1000):
        self.t = t

    def ticks_ms(self):
        """The clock's milliseconds, wrapped."""
        return self.t % TICKS_PERIOD

    ticks_diff = staticmethod(ticks_diff)


def _make(t=1000):
    """A Buttons reading an EventQueue with a fake clock at t."""
    queue = EventQueue()
    clock = Clock(t)
    return queue, clock, Buttons(queue, clock)


def _drain(b):
    """Every logical press available now."""
    out = []
    while True:
        k = b.next()
        if k < 0:
            return out
        out.append(k)


def _poll(b, clock, ms):
    """Poll every STEP_MS for ms milliseconds; return (ms since the start, key) for every press."""
    start = clock.t
    out = []
    for _ in range(ms // STEP_MS):
        clock.t += STEP_MS
        out.extend((clock.t - start, k) for k in _drain(b))
    return out


# ---------------------------------------------------------------- Buttons


def test_press_gives_one_logical_press():
    """One press of A gives exactly one K_A, with nothing more while held or on release."""
    queue, clock, b = _make()
    queue.record(K_A, True)
    assert _drain(b) == [K_A]
    assert _poll(b, clock, 1000) == []
    queue.record(K_A, False)
    assert _drain(b) == []


def test_burst_of_50_events_keeps_order():
    """25 press/release pairs queued at once give 25 presses in order, Start included at its release."""
    queue, clock, b = _make()
    cycle = (K_A, K_START, K_RIGHT, K_B, K_SELECT, K_LEFT, K_DOWN, K_UP)
    expected = [cycle[i % len(cycle)] for i in range(25)]
    for k in expected:
        queue.record(k, True)
        queue.record(k, False)
    assert len(queue) == 50 and not queue.overflowed
    assert _drain(b) == expected
    assert _poll(b, clock, 1000) == []


@pytest.mark.parametrize("key", ARROWS)
def test_held_arrow_repeats_and_stops_on_release(key):
    """A held arrow repeats first at 400 ms, then every 130 ms, and stops when released."""
    queue, clock, b = _make()
    queue.record(key, True)
    assert _drain(b) == [key]
    presses = _poll(b, clock, 1000)
    assert {k for _, k in presses} == {key}
    times = [t for t, _ in presses]
    assert times[0] >= REPEAT_DELAY_MS and times[0] < REPEAT_DELAY_MS + STEP_MS
    assert all(REPEAT_EVERY_MS <= b2 - a < REPEAT_EVERY_MS + STEP_MS for a, b2 in zip(times, times[1:]))
    assert len(times) == 5  # 400, 530, 660, 790, 920
    queue.record(key, False)
    assert _drain(b) == []
    assert _poll(b, clock, 1000) == []


@pytest.mark.parametrize("key", [K_A, K_B, K_SELECT])
def test_action_keys_never_repeat(key):
    """A, B and Select held for 3 s give a single press."""
    queue, clock, b = _make()
    queue.record(key, True)
    assert _drain(b) + [k for _, k in _poll(b, clock, 3000)] == [key]


def test_short_start_acts_on_release():
    """A short Start gives nothing on press and one K_START on release."""
    queue, clock, b = _make()
    queue.record(K_START, True)
    assert _drain(b) == []
    assert _poll(b, clock, 300) == []
    queue.record(K_START, False)
    assert _drain(b) == [K_START]
    assert _poll(b, clock, 3000) == []


def test_long_start_gives_home_once():
    """Start held 2 s gives K_HOME once, nothing more while held, and no K_START on release."""
    queue, clock, b = _make()
    queue.record(K_START, True)
    assert _drain(b) == []
    assert _poll(b, clock, 5000) == [(buttons.HOME_MS, buttons.K_HOME)]
    queue.record(K_START, False)
    assert _drain(b) == []
    assert _poll(b, clock, 1000) == []


def test_start_release_seen_after_2_s_is_not_lost():
    """A Start whose release is first seen after 2 s (slow frame) still gives K_HOME instead of nothing."""
    queue, clock, b = _make()
    queue.record(K_START, True)
    assert _drain(b) == []
    clock.t += buttons.HOME_MS + 100
    queue.record(K_START, False)
    assert _drain(b) == [buttons.K_HOME]


def test_duplicate_press_is_ignored():
    """A second press event without a release gives no press and does not restart repeat or K_HOME timers."""
    queue, clock, b = _make()
    queue.record(K_A, True)
    queue.record(K_A, True)
    queue.record(K_RIGHT, True)
    queue.record(K_START, True)
    assert _drain(b) == [K_A, K_RIGHT]
    assert _poll(b, clock, 300) == []
    queue.record(K_A, True)
    queue.record(K_RIGHT, True)
    queue.record(K_START, True)
    presses = _poll(b, clock, 1700)
    assert presses[0] == (REPEAT_DELAY_MS - 300, K_RIGHT)
    assert (buttons.HOME_MS - 300, buttons.K_HOME) in presses
    assert K_A not in [k for _, k in presses]


def test_unknown_key_numbers_are_ignored():
    """Events with key numbers outside 0-7 give nothing; a real key afterwards still works."""
    queue, clock, b = _make()
    clock.t += 500
    for k in (-1, 8, 9, 100):
        queue.record(k, True)
        queue.record(k, False)
    assert _drain(b) == []
    queue.record(K_B, True)
    assert _drain(b) == [K_B]


@pytest.mark.parametrize("before_wrap", [1, 200, 450, REPEAT_DELAY_MS + 3 * REPEAT_EVERY_MS])
def test_clock_wrap_keeps_repeat_timing(before_wrap):
    """Arrow repeat and the long Start keep their timing when ticks wrap at 2**29."""
    queue, clock, b = _make(TICKS_PERIOD - before_wrap)
    queue.record(K_UP, True)
    queue.record(K_START, True)
    assert _drain(b) == [K_UP]
    presses = _poll(b, clock, 2500)
    assert [t for t, k in presses if k == K_UP][:3] == [400, 530, 660]
    assert [t for t, k in presses if k != K_UP] == [buttons.HOME_MS]
    queue.record(K_UP, False)
    queue.record(K_START, False)
    assert _poll(b, clock, 1000) == []


def test_reset_forgets_held_keys():
    """After reset() a held arrow stops repeating, a held Start gives neither K_HOME nor K_START, pending presses go."""
    queue, clock, b = _make()
    queue.record(K_A, True)
    queue.record(K_B, True)
    queue.record(K_LEFT, True)
    queue.record(K_START, True)
    assert b.next() == K_A
    b.reset()
    assert b.next() == -1
    assert _poll(b, clock, 3000) == []
    queue.record(K_LEFT, False)
    queue.record(K_START, False)
    assert _drain(b) == []
    queue.record(K_START, True)
    queue.record(K_START, False)
    assert _drain(b) == [K_START]


# ---------------------------------------------------------------- Leds


@pytest.mark.parametrize("n", range(len(SEAT_COLORS)))
def test_light_shows_the_screen_colour(n):
    """light(color) lights every pixel in that 0xRRGGBB colour, as (r, g, b) before brightness."""
    pixels = FakePixels(5)
    leds = Leds(pixels, ticks_diff)
    leds.light(SEAT_COLORS[n])
    leds.tick(0)
    assert pixels.shown == [rgb(SEAT_COLORS[n])] * 5


def test_light_none_turns_off():
    """light(None) turns the strip off."""
    pixels = FakePixels(5)
    leds = Leds(pixels, ticks_diff)
    leds.light(0x3C78FF)
    leds.tick(0)
    assert pixels.shown == [(0x3C, 0x78, 0xFF)] * 5
    leds.light(None)
    leds.tick(0)
    assert pixels.shown == [OFF] * 5


def _flash_frames(leds, pixels, start, ms=1000):
    """Tick every STEP_MS from start; return (ms since start, first pixel colour) at each show()."""
    out = []
    for dt in range(0, ms, STEP_MS):
        count = pixels.show_count
        leds.tick((start + dt) % TICKS_PERIOD)
        if pixels.show_count != count:
            out.append((dt, pixels.shown[0]))
            assert pixels.shown == [pixels.shown[0]] * len(pixels)
    return out


@pytest.mark.parametrize("start", [5000, TICKS_PERIOD - 130])
def test_flash_alternates_then_returns_to_seat(start):
    """flash(GOOD, 2, now) shows flash/seat frames every 120 ms for 4 half-periods, then stays on the seat colour."""
    pixels = FakePixels(5)
    leds = Leds(pixels, ticks_diff)
    leds.light(SEAT_COLORS[1])
    leds.tick(start - 1000)
    leds.flash(GOOD, 2, start)
    seat = rgb(SEAT_COLORS[1])
    assert _flash_frames(leds, pixels, start) == [(0, GOOD), (120, seat), (240, GOOD), (360, seat)]


def test_hourglass_lights_a_share():
    """hourglass(0.4) on 5 pixels lights 2 in the seat colour; 0 lights none, 1 and -1 light all."""
    pixels = FakePixels(5)
    leds = Leds(pixels, ticks_diff)
    leds.light(SEAT_COLORS[0])
    c = rgb(SEAT_COLORS[0])
    for fraction, lit in ((0.4, 2), (0.0, 0), (1.0, 5), (0.5, 3), (0.1, 1), (-1, 5)):
        leds.hourglass(fraction)
        leds.tick(0)
        assert pixels.shown == [c] * lit + [OFF] * (5 - lit), fraction


def test_flash_covers_hourglass_then_restores_it():
    """A flash lights every pixel, then the hourglass comes back."""
    pixels = FakePixels(5)
    leds = Leds(pixels, ticks_diff)
    leds.light(SEAT_COLORS[2])
    leds.hourglass(0.4)
    leds.flash(BAD, 1, 100)
    leds.tick(100)
    assert pixels.shown == [BAD] * 5
    leds.tick(220)
    assert pixels.shown == [rgb(SEAT_COLORS[2])] * 2 + [OFF] * 3


def test_no_pixels():
    """Leds(None, ticks_diff) accepts every call and shows nothing."""
    leds = Leds(None, ticks_diff)
    leds.light(SEAT_COLORS[3])
    leds.hourglass(0.5)
    leds.flash(GOOD, 2, 0)
    for now in range(0, 1000, 60):
        leds.tick(now)
    assert leds.frame() == ()


def test_one_pixel_strip():
    """A 1-pixel strip shows the seat, a flash and an hourglass (lit while any time is left)."""
    pixels = FakePixels(1)
    leds = Leds(pixels, ticks_diff)
    leds.light(SEAT_COLORS[4])
    leds.tick(0)
    assert pixels.shown == [rgb(SEAT_COLORS[4])]
    leds.flash(GOOD, 1, 10)
    leds.tick(10)
    assert pixels.shown == [GOOD]
    leds.tick(130)
    assert pixels.shown == [rgb(SEAT_COLORS[4])]
    leds.hourglass(0.4)
    leds.tick(200)
    assert pixels.shown == [rgb(SEAT_COLORS[4])]
    leds.hourglass(0.0)
    leds.tick(210)
    assert pixels.shown == [OFF]


def test_tick_shows_only_changes():
    """tick() calls show() once per changed frame and never when nothing changed."""
    pixels = FakePixels(5)
    leds = Leds(pixels, ticks_diff)
    leds.light(SEAT_COLORS[0])
    for now in range(100):
        leds.tick(now)
    assert pixels.show_count == 1
    leds.light(SEAT_COLORS[0])
    leds.hourglass(0.9)  # 5 of 5 lit: the same frame
    leds.tick(200)
    assert pixels.show_count == 1
    leds.light(SEAT_COLORS[1])
    leds.tick(300)
    leds.tick(301)
    assert pixels.show_count == 2
    leds.hourglass(0.39)
    leds.tick(400)
    leds.hourglass(0.35)  # still 2 lit
    leds.tick(401)
    assert pixels.show_count == 3
    leds.flash(GOOD, 2, 500)
    for now in range(500, 2000, 5):
        leds.tick(now)
    assert pixels.show_count == 7
