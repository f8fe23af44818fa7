"""Boards: headless (pixels, PNGs, dirty areas, keys, LEDs, clock), host (keyboard, window close),
FileNVM, and the device boards imported against fake hardware modules."""

import importlib
import os
import subprocess
import sys
import types

import displayio
import pygame
import pytest
import terminalio
from adafruit_display_text import bitmap_label

from boards import headless, host
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP, EventQueue

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCREEN_AREA = 160 * 128


def _rect(x, y, w, h, color):
    """A one-colour TileGrid."""
    bmp = displayio.Bitmap(w, h, 1)
    pal = displayio.Palette(1)
    pal[0] = color
    return displayio.TileGrid(bmp, pixel_shader=pal, x=x, y=y)


def _scene():
    """Blue background, a red and a green rectangle, a yellow label."""
    root = displayio.Group()
    root.append(_rect(0, 0, 160, 128, 0x0000FF))
    red = _rect(10, 80, 40, 30, 0xFF0000)
    root.append(red)
    root.append(_rect(60, 80, 40, 30, 0x00FF00))
    text = bitmap_label.Label(terminalio.FONT, text="HELLO", color=0xFFFF00, x=8, y=20)
    root.append(text)
    return root, red, text


def _drain(keys):
    """Every queued event as (key_number, pressed)."""
    out = []
    while True:
        ev = keys.get()
        if ev is None:
            return out
        out.append((ev.key_number, ev.pressed))


# ---------------------------------------------------------------- headless

def test_headless_names():
    """The headless board exposes every board name with the documented defaults."""
    board = headless.make()
    assert board.NAME == "headless"
    assert (board.display.width, board.display.height) == (160, 128)
    assert board.display.auto_refresh is False
    assert len(board.pixels) == 5
    assert len(board.nvm) == 8192 and bytes(board.nvm) == b"\xff" * 8192
    assert board.keys.get() is None
    assert board.refresh() is True


def test_headless_draws_rects_and_label(tmp_path):
    """Rectangles and a bitmap_label land on the refreshed frame in their colours."""
    board = headless.make()
    root, _, _ = _scene()
    board.display.root_group = root
    board.refresh()
    assert board.pixel_rgb(20, 90) == (255, 0, 0)
    assert board.pixel_rgb(70, 90) == (0, 255, 0)
    assert board.pixel_rgb(150, 5) == (0, 0, 255)
    label_pixels = [board.pixel_rgb(x, y) for x in range(8, 40) for y in range(14, 26)]
    assert (255, 255, 0) in label_pixels
    assert (0, 0, 255) in label_pixels


def test_headless_png_1x_and_4x_crisp(tmp_path):
    """PNGs are 160x128 and 640x512, and the 4x one is nearest-neighbour (no blended colours)."""
    board = headless.make()
    board.display.root_group = _scene()[0]
    board.refresh()
    p1 = board.save_png(str(tmp_path / "shot.png"))
    p4 = board.save_png(str(tmp_path / "sub" / "shot4.png"), scale=4)
    img1 = pygame.image.load(p1)
    img4 = pygame.image.load(p4)
    assert img1.get_size() == (160, 128)
    assert img4.get_size() == (640, 512)
    for x, y in ((20, 90), (70, 90), (150, 5), (10, 80), (49, 109), (12, 18)):
        want = tuple(img1.get_at((x, y)))[:3]
        assert want == board.pixel_rgb(x, y)
        for dx in range(4):
            for dy in range(4):
                assert tuple(img4.get_at((4 * x + dx, 4 * y + dy)))[:3] == want
    colors1 = {tuple(img1.get_at((x, y)))[:3] for x in range(160) for y in range(128)}
    colors4 = {tuple(img4.get_at((x, y)))[:3] for x in range(0, 640, 3) for y in range(0, 512, 3)}
    assert colors4 <= colors1  # no blended edge colours


def test_headless_default_png_scale_from_make(tmp_path):
    """save_png() without a scale uses make()'s scale."""
    board = headless.make(scale=2)
    board.refresh()
    assert pygame.image.load(board.save_png(str(tmp_path / "s.png"))).get_size() == (320, 256)


def test_dirty_area_small_change_vs_root_group_change():
    """A cursor move or label edit redraws little; a new root_group redraws all 20,480 pixels."""
    board = headless.make()
    root, _, text = _scene()
    board.display.root_group = root
    board.refresh()
    assert board.last_refresh_pixels == SCREEN_AREA
    board.refresh()
    assert board.last_refresh_pixels == 0
    cursor = _rect(100, 10, 8, 8, 0xFFFFFF)
    root.append(cursor)
    board.refresh()
    board.refresh()
    cursor.x = 108
    board.refresh()
    assert 0 < board.last_refresh_pixels <= SCREEN_AREA // 10
    assert board.pixel_rgb(112, 12) == (255, 255, 255)
    assert board.pixel_rgb(104, 12) == (0, 0, 255)  # old spot repainted
    text.text = "HI"
    board.refresh()
    assert 0 < board.last_refresh_pixels <= SCREEN_AREA // 10
    board.display.root_group = _scene()[0]
    board.refresh()
    assert board.last_refresh_pixels == SCREEN_AREA
    assert board.refresh_count == 7


def test_odd_width_dirty_area_is_padded():
    """One-pixel changes (odd width, also at the right edge) draw without Blinka's ValueError."""
    board = headless.make()
    root = displayio.Group()
    bmp = displayio.Bitmap(160, 128, 2)
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFF00FF
    root.append(displayio.TileGrid(bmp, pixel_shader=pal))
    board.display.root_group = root
    board.refresh()
    for x, y in ((3, 3), (159, 127), (0, 0)):
        bmp[x, y] = 1
        board.refresh()  # an unpadded 1-pixel area raises ValueError in Blinka
        assert board.pixel_rgb(x, y) == (255, 0, 255)
        assert board.last_refresh_pixels == 2


def test_make_many_times_starts_clean():
    """Each make() shares the one display but starts with a black screen and empty state."""
    first = headless.make()
    first.display.root_group = _scene()[0]
    first.press(K_A)
    first.refresh()
    second = headless.make()
    assert second.display is first.display  # Blinka allows one display per process
    assert second.pixel_rgb(20, 90) == (0, 0, 0)
    assert second.pending() == 0 and second.refresh_count == 0 and second.ticks_ms() == 0
    second.display.root_group = _scene()[0]  # a group can move to the next board's display
    second.refresh()
    assert second.pixel_rgb(20, 90) == (255, 0, 0)


def test_headless_key_burst_keeps_order():
    """A burst of 50 key events comes out in the order it went in."""
    board = headless.make()
    sequence = [(i * 3) % 8 for i in range(25)]
    for key in sequence:
        board.hold(key)
        board.release(key)
    assert board.pending() == 50
    expected = []
    for key in sequence:
        expected += [(key, True), (key, False)]
    assert _drain(board.keys) == expected
    assert board.pending() == 0


def test_headless_press_feed_hold():
    """press/feed/hold/release queue the expected press and release events."""
    board = headless.make()
    board.press(K_START)
    board.feed([K_UP, K_DOWN])
    board.hold(K_SELECT)
    assert board.pending() == 7
    got = _drain(board.keys)
    assert got == [(K_START, True), (K_START, False), (K_UP, True), (K_UP, False),
                   (K_DOWN, True), (K_DOWN, False), (K_SELECT, True)]
    board.release(K_SELECT)
    ev = board.keys.get()
    assert (ev.key_number, ev.pressed, ev.released) == (K_SELECT, False, True)


def test_headless_leds_recorded():
    """show() records the colours as set and the GRB wire bytes after brightness."""
    board = headless.make()
    assert board.led_colors() == [(0, 0, 0)] * 5
    board.pixels.fill((0, 0, 255))
    board.pixels[2] = (255, 128, 0)
    assert board.led_colors() == [(0, 0, 0)] * 5  # nothing shown yet (auto_write off)
    board.pixels.show()
    assert board.led_colors() == [(0, 0, 255), (0, 0, 255), (255, 128, 0), (0, 0, 255), (0, 0, 255)]
    assert board.pixels.show_count == 1
    assert board.pixels.last_frame[6:9] == bytes((12, 25, 0))  # GRB on the wire, brightness 0.1


def test_headless_clock():
    """The fake clock moves 20 ms per refresh and by sleep_ms/advance."""
    board = headless.make()
    assert board.ticks_ms() == 0
    board.refresh()
    assert board.ticks_ms() == 20
    board.sleep_ms(100)
    board.advance(5)
    assert board.ticks_ms() == 125


def test_headless_uses_given_nvm():
    """An nvm object passed to make() is used as is."""
    nvm = bytearray(8192)
    assert headless.make(nvm=nvm).nvm is nvm


# ---------------------------------------------------------------- host

@pytest.fixture
def host_board(tmp_path, monkeypatch):
    """A HostBoard (SDL dummy driver) whose NVM file lives in tmp_path."""
    monkeypatch.setenv("POCKETBOG_NVM", str(tmp_path / "nvm.bin"))
    board = host.make(scale=3)
    yield board
    board.close()


def _post(kind, key):
    """Post one keyboard event to pygame's queue."""
    pygame.event.post(pygame.event.Event(kind, key=key))


def test_host_names_and_window(host_board, tmp_path):
    """The host board opens a titled, scaled window and uses the NVM file from the environment."""
    assert host_board.NAME == "host"
    assert pygame.display.get_caption()[0] == "Pocket Bog \u2014 PyBadge simulator"
    w, h = host_board.window.get_size()
    assert w >= 480 and h > 384 + 20
    assert len(host_board.pixels) == 5 and host_board.display.auto_refresh is False
    assert host_board.nvm.path == str(tmp_path / "nvm.bin") and len(host_board.nvm) == 8192
    assert host_board.ticks_ms() >= 0


def test_host_keymap(host_board):
    """Every mapped keyboard key comes out of keys.get() as our key number; others are ignored."""
    table = [(pygame.K_RIGHT, K_RIGHT), (pygame.K_DOWN, K_DOWN), (pygame.K_UP, K_UP),
             (pygame.K_LEFT, K_LEFT), (pygame.K_x, K_A), (pygame.K_RETURN, K_A), (pygame.K_z, K_B),
             (pygame.K_BACKSPACE, K_B), (pygame.K_ESCAPE, K_B), (pygame.K_SPACE, K_START),
             (pygame.K_p, K_START), (pygame.K_TAB, K_SELECT), (pygame.K_s, K_SELECT)]
    for pg_key, number in table:
        _post(pygame.KEYDOWN, pg_key)
        _post(pygame.KEYUP, pg_key)
        assert _drain(host_board.keys) == [(number, True), (number, False)], pg_key
    _post(pygame.KEYDOWN, pygame.K_q)  # unmapped
    assert host_board.keys.get() is None


def test_host_key_burst_order_through_refresh(host_board):
    """50 posted key events come out in arrival order after refresh() pumps them."""
    sequence = [pygame.K_UP, pygame.K_x, pygame.K_LEFT, pygame.K_z, pygame.K_SPACE]
    expected = []
    for i in range(25):
        pg_key = sequence[i % 5]
        _post(pygame.KEYDOWN, pg_key)
        _post(pygame.KEYUP, pg_key)
        number = host.KEYMAP[pg_key]
        expected += [(number, True), (number, False)]
    assert host_board.refresh() is True
    assert _drain(host_board.keys) == expected


def test_host_two_keys_for_one_button(host_board):
    """Two keys for one button give one press and one release; focus loss releases held keys."""
    _post(pygame.KEYDOWN, pygame.K_x)
    _post(pygame.KEYDOWN, pygame.K_RETURN)
    _post(pygame.KEYUP, pygame.K_x)
    assert _drain(host_board.keys) == [(K_A, True)]
    _post(pygame.KEYUP, pygame.K_RETURN)
    assert _drain(host_board.keys) == [(K_A, False)]
    _post(pygame.KEYDOWN, pygame.K_LEFT)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert _drain(host_board.keys) == [(K_LEFT, True), (K_LEFT, False)]


def test_host_draws_screen_and_leds(host_board):
    """The window shows the scaled screen and the shown LED colours."""
    from leds import LED_MAX

    host_board.display.root_group = _scene()[0]
    host_board.display.brightness = 1.0  # Blinka keeps the backlight level an earlier test left
    host_board.pixels[0] = (255, 0, 0)
    host_board.pixels.brightness = LED_MAX
    host_board.pixels.show()
    assert host_board.refresh() is True
    s, m = host_board.scale, host_board._margin
    win = pygame.display.get_surface()
    assert tuple(win.get_at((m + 20 * s + 1, m + 90 * s + 1)))[:3] == (255, 0, 0)
    assert tuple(win.get_at((m + 150 * s, m + 5 * s)))[:3] == (0, 0, 255)
    step = 160 * s // 5
    led = (m + step // 2, m + 128 * s + host_board._led_h // 2)
    assert tuple(win.get_at(led))[:3] == (255, 0, 0)


def test_host_shows_the_brightness_settings(host_board):
    """Backlight and LED brightness dim the window as they would dim the badge; never fully dark at LED 1."""
    from leds import LED_MAX

    host_board.display.root_group = _scene()[0]
    host_board.pixels[0] = (255, 0, 0)
    host_board.pixels.brightness = LED_MAX / 4
    host_board.pixels.show()
    host_board.display.brightness = 0.5
    host_board.refresh()
    s, m = host_board.scale, host_board._margin
    win = pygame.display.get_surface()
    red = tuple(win.get_at((m + 20 * s + 1, m + 90 * s + 1)))[:3]
    assert 100 <= red[0] <= 140 and red[1:] == (0, 0)  # half the backlight
    led = (m + 160 * s // 10, m + 128 * s + host_board._led_h // 2)
    assert tuple(win.get_at(led))[:3] == (127, 0, 0)  # a quarter of the LED power looks half as bright
    host_board.display.brightness = 1.0


def test_host_window_close_ends(host_board):
    """Closing the window makes refresh() return False from then on."""
    assert host_board.refresh() is True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert host_board.refresh() is False
    assert host_board.refresh() is False
    assert host_board.keys.get() is None


def test_host_board_can_be_made_again(tmp_path, monkeypatch):
    """A host board can be opened again after the previous window was closed."""
    monkeypatch.setenv("POCKETBOG_NVM", str(tmp_path / "n.bin"))
    for scale in (1, 2):
        board = host.make(scale=scale)
        assert board.window.get_width() >= 160 * scale
        assert board.refresh() is True
        board.close()
        assert board.refresh() is False


def test_the_simulator_without_a_display_says_so_and_exits(tmp_path, monkeypatch):
    """Issue 38.11: with no display SDL falls back to its offscreen driver and the simulator ran for a minute with
    no window and no word; it now says that no display was found and exits. The dummy driver asked for by name (the
    tests) still opens."""
    monkeypatch.setenv("POCKETBOG_NVM", str(tmp_path / "n.bin"))
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(pygame.display, "init", lambda: None)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    with pytest.raises(SystemExit, match="No display found"):
        host.make(scale=1)


# ---------------------------------------------------------------- FileNVM

def test_filenvm_fresh_is_erased_and_persists(tmp_path):
    """A new NVM file is 8192 bytes of 0xFF and writes survive a reopen."""
    path = str(tmp_path / "deep" / "nvm.bin")
    nvm = host.FileNVM(path)
    assert len(nvm) == 8192
    assert bytes(nvm[0:8192]) == b"\xff" * 8192
    assert os.path.getsize(path) == 8192
    nvm[10:14] = b"\x01\x02\x03\x04"
    nvm[8191] = 7
    assert nvm[10:14] == bytearray(b"\x01\x02\x03\x04") and nvm[8191] == 7 and nvm[-1] == 7
    again = host.FileNVM(path)
    assert bytes(again[10:14]) == b"\x01\x02\x03\x04" and again[8191] == 7 and again[9] == 0xFF
    with open(path, "rb") as fh:
        assert fh.read()[10:14] == b"\x01\x02\x03\x04"


def test_filenvm_writes_atomically(tmp_path, monkeypatch):
    """Writes go through a temporary file and os.replace; a failed write leaves the old file."""
    path = str(tmp_path / "nvm.bin")
    nvm = host.FileNVM(path)
    nvm[0:3] = b"abc"
    calls = []
    real_replace = os.replace

    def failing_replace(src, dst):
        """Simulate a crash before the rename."""
        calls.append((src, dst))
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        nvm[0:3] = b"xyz"
    assert nvm[0:3] == bytearray(b"abc")  # memory rolled back to match the file
    assert os.listdir(tmp_path) == ["nvm.bin"]
    src, dst = calls[0]
    assert dst == path and os.path.dirname(src) == os.path.dirname(path) and src != path
    with open(path, "rb") as fh:
        data = fh.read()
    assert data[:3] == b"abc" and len(data) == 8192  # the old file is whole
    monkeypatch.setattr(os, "replace", real_replace)
    nvm[0:3] = b"xyz"
    assert host.FileNVM(path)[0:3] == bytearray(b"xyz")
    assert os.listdir(tmp_path) == ["nvm.bin"]  # no temporary file left behind


def test_filenvm_rejects_resizing_slices(tmp_path):
    """Slice assignments must keep the length and be contiguous, like microcontroller.nvm."""
    nvm = host.FileNVM(str(tmp_path / "nvm.bin"))
    with pytest.raises(ValueError):
        nvm[0:4] = b"\x00"
    with pytest.raises(ValueError):
        nvm[0:4:2] = b"\x00\x00"
    assert bytes(nvm[0:4]) == b"\xff" * 4


def test_filenvm_short_file_is_padded(tmp_path):
    """A short file is padded with 0xFF to 8192 bytes."""
    path = tmp_path / "nvm.bin"
    path.write_bytes(b"\x00" * 100)
    nvm = host.FileNVM(str(path))
    assert len(nvm) == 8192 and nvm[99] == 0 and nvm[100] == 0xFF
    assert path.stat().st_size == 8192


def test_default_nvm_path(monkeypatch, tmp_path):
    """POCKETBOG_NVM wins; otherwise XDG_DATA_HOME or ~/.local/share on Linux."""
    monkeypatch.setenv("POCKETBOG_NVM", str(tmp_path / "x.bin"))
    assert host.default_nvm_path() == str(tmp_path / "x.bin")
    monkeypatch.delenv("POCKETBOG_NVM")
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
        assert host.default_nvm_path() == str(tmp_path / "data" / "pocketbog" / "nvm.bin")
        monkeypatch.delenv("XDG_DATA_HOME")
        want = os.path.join(os.path.expanduser("~"), ".local", "share", "pocketbog", "nvm.bin")
        assert host.default_nvm_path() == want


# ---------------------------------------------------------------- device boards against fake hardware

class _FakeDisplay:
    """board.DISPLAY stand-in recording refresh calls."""

    def __init__(self):
        self.auto_refresh = True
        self.root_group = None
        self.refreshes = []

    def refresh(self, **kwargs):
        """Record the call."""
        self.refreshes.append(kwargs)
        return True


class _FakeAnalogIn:
    """analogio.AnalogIn stand-in; tests set .value."""

    made = None  # pin -> instance, set by the fake_hw fixture

    def __init__(self, pin):
        self.value = 32768
        _FakeAnalogIn.made[pin] = self


@pytest.fixture
def fake_hw(monkeypatch):
    """Fake board/keypad/microcontroller/analogio/neopixel modules; returns a dict of what was made."""
    made = {"shift": [], "neopixel": []}
    board = types.ModuleType("board")
    board.DISPLAY = _FakeDisplay()
    for pin in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "NEOPIXEL", "JOYSTICK_X", "JOYSTICK_Y"):
        setattr(board, pin, "pin_" + pin)
    keypad = types.ModuleType("keypad")

    class ShiftRegisterKeys:
        """keypad.ShiftRegisterKeys stand-in with a real event queue."""

        def __init__(self, **kwargs):
            self.kwargs = kwargs
            self.events = EventQueue()
            made["shift"].append(self)

    keypad.ShiftRegisterKeys = ShiftRegisterKeys
    micro = types.ModuleType("microcontroller")
    micro.nvm = bytearray(b"\xff" * 8192)
    analogio = types.ModuleType("analogio")
    _FakeAnalogIn.made = {}
    analogio.AnalogIn = _FakeAnalogIn
    neopixel = types.ModuleType("neopixel")

    def NeoPixel(pin, n, **kwargs):
        """neopixel.NeoPixel stand-in that records its arguments."""
        made["neopixel"].append((pin, n, kwargs))
        return host.FakePixels(n)

    neopixel.NeoPixel = NeoPixel
    supervisor = types.ModuleType("supervisor")

    def reload():
        """supervisor.reload() stand-in that records the call."""
        made["reloads"] += 1

    made["reloads"] = 0
    supervisor.reload = reload
    for name, mod in (("board", board), ("keypad", keypad), ("microcontroller", micro),
                      ("analogio", analogio), ("neopixel", neopixel), ("supervisor", supervisor)):
        monkeypatch.setitem(sys.modules, name, mod)
    for name in ("boards.pybadge", "boards.pygamer"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    made["board"] = board
    made["nvm"] = micro.nvm
    return made


def test_pybadge_with_fake_hardware(fake_hw):
    """boards.pybadge wires the documented pins, key count and NeoPixel settings."""
    pybadge = importlib.import_module("boards.pybadge")
    assert pybadge.NAME == "pybadge"
    assert pybadge.display is fake_hw["board"].DISPLAY and pybadge.display.auto_refresh is False
    assert pybadge.nvm is fake_hw["nvm"]
    assert fake_hw["neopixel"] == [("pin_NEOPIXEL", 5, {"brightness": 0.1, "auto_write": False})]
    shift = fake_hw["shift"][0]
    assert shift.kwargs == {"clock": "pin_BUTTON_CLOCK", "data": "pin_BUTTON_OUT",
                            "latch": "pin_BUTTON_LATCH", "key_count": 8, "value_when_pressed": True}
    assert pybadge.keys is shift.events
    assert pybadge.refresh() is True
    assert pybadge.display.refreshes == [{"minimum_frames_per_second": 0}]
    assert isinstance(pybadge.ticks_ms(), int)
    pybadge.sleep_ms(1)
    pybadge.reload()  # going home from a game starts the badge over with a fresh heap
    assert fake_hw["reloads"] == 1


def test_pygamer_with_fake_hardware(fake_hw):
    """boards.pygamer merges buttons and joystick events, with hysteresis."""
    pygamer = importlib.import_module("boards.pygamer")
    assert pygamer.NAME == "pygamer"
    assert pygamer.display.auto_refresh is False and pygamer.nvm is fake_hw["nvm"]
    shift = fake_hw["shift"][0]
    assert shift.kwargs["key_count"] == 4 and shift.kwargs["value_when_pressed"] is True
    x = _FakeAnalogIn.made["pin_JOYSTICK_X"]
    y = _FakeAnalogIn.made["pin_JOYSTICK_Y"]
    keys = pygamer.keys
    assert keys.get() is None
    shift.events.record(K_A, True)
    x.value = 60000
    assert _drain(keys) == [(K_A, True), (K_RIGHT, True)]
    x.value = 47000  # inside the hysteresis band: still right
    assert keys.get() is None
    x.value = 30000
    assert _drain(keys) == [(K_RIGHT, False)]
    x.value = 1000
    y.value = 64000
    assert _drain(keys) == [(K_LEFT, True), (K_DOWN, True)]
    x.value = 60000  # straight across: release left, press right
    y.value = 18000  # down released (below 45000), not yet up
    assert _drain(keys) == [(K_LEFT, False), (K_RIGHT, True), (K_DOWN, False)]
    y.value = 100
    assert _drain(keys) == [(K_UP, True)]
    y.value = 19000  # inside the band: still up
    assert keys.get() is None
    y.value = 25000
    assert _drain(keys) == [(K_UP, False)]
    assert pygamer.refresh() is True


def test_device_boards_subset_lint():
    """The device boards pass the CircuitPython subset linter."""
    lint = os.path.join(ROOT, "tools", "subset_lint.py")
    result = subprocess.run([sys.executable, lint, "boards/__init__.py", "boards/badge_io.py", "boards/pybadge.py",
                             "boards/pygamer.py"],
                            cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout


def test_host_plays_tones_through_the_mixer_and_has_no_battery(host_board):
    """start_tone starts a looping square wave (silent with SDL's dummy audio), stop_tone ends it."""
    host_board.start_tone(660, 0.5)
    assert host_board._mixer in (True, False)
    if host_board._mixer:
        assert host_board._tone is not None and host_board._tone.get_num_channels() >= 0
    host_board.stop_tone()
    assert host_board._tone is None
    assert host_board.battery_volts() is None


def test_every_board_exports_the_sound_and_battery_names():
    """pybadge.py and pygamer.py take start_tone, stop_tone and battery_volts from badge_io; host and
    headless define their own."""
    import ast

    for name in ("pybadge", "pygamer"):
        with open(os.path.join(ROOT, "boards", name + ".py")) as fh:
            tree = ast.parse(fh.read())
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    and node.module == "boards.badge_io" for alias in node.names}
        assert imported == {"start_tone", "stop_tone", "battery_volts", "usb_powered"}, name
    from boards import headless

    board = headless.make()
    for attr in ("start_tone", "stop_tone", "battery_volts", "usb_powered"):
        assert callable(getattr(board, attr))


def test_badge_speaker_and_battery_with_fake_hardware(fake_hw, monkeypatch):
    """badge_io plays a looping sine through AudioOut on SPEAKER with the amplifier on only while a tone
    plays, scales the table by volume, and reads the battery as A6 * 3.3 * 2; no audioio means silence."""
    board = fake_hw["board"]
    board.SPEAKER, board.SPEAKER_ENABLE, board.A6 = "pin_SPEAKER", "pin_SPEAKER_ENABLE", "pin_A6"
    played = []

    class RawSample:
        def __init__(self, table):
            self.table = list(table)
            self.sample_rate = 8000

    class AudioOut:
        def __init__(self, pin):
            self.pin = pin

        def play(self, sample, loop=False):
            played.append((self.pin, sample, sample.sample_rate, loop))

        def stop(self):
            played.append("stop")

    class DigitalInOut:
        def __init__(self, pin):
            self.pin, self.value = pin, None

        def switch_to_output(self, value=False):
            self.value = value

    for name, attrs in (("audiocore", {"RawSample": RawSample}), ("audioio", {"AudioOut": AudioOut}),
                        ("digitalio", {"DigitalInOut": DigitalInOut})):
        mod = types.ModuleType(name)
        for key, value in attrs.items():
            setattr(mod, key, value)
        monkeypatch.setitem(sys.modules, name, mod)
    monkeypatch.delitem(sys.modules, "boards.badge_io", raising=False)
    badge_io = importlib.import_module("boards.badge_io")
    badge_io.start_tone(440, 1.0)
    pin, sample, rate, loop = played[0]
    assert pin == "pin_SPEAKER" and loop is True and rate == 16 * 440
    assert badge_io._enable.pin == "pin_SPEAKER_ENABLE" and badge_io._enable.value is True
    assert max(sample.table) - min(sample.table) > 60000  # full volume: nearly the whole 16-bit range
    badge_io.start_tone(440, 0.2)
    quiet = played[-1][1]
    assert max(quiet.table) - min(quiet.table) < 14000
    badge_io.stop_tone()
    assert played[-1] == "stop" and badge_io._enable.value is False
    _FakeAnalogIn.made.clear()
    assert abs(badge_io.battery_volts() - 32768 / 65535 * 6.6) < 1e-6
    assert "pin_A6" in _FakeAnalogIn.made
    monkeypatch.delitem(sys.modules, "audioio")
    monkeypatch.delitem(sys.modules, "boards.badge_io")
    silent = importlib.import_module("boards.badge_io")
    silent.start_tone(440, 1.0)  # no audioio in this build: nothing raises, nothing plays
    silent.stop_tone()
    assert silent._failed is True
    monkeypatch.delitem(sys.modules, "boards.badge_io")


def test_badge_io_reads_usb_from_supervisor_runtime(monkeypatch):
    """usb_powered() is supervisor.runtime.usb_connected; None where the firmware has no such attribute."""
    from boards import badge_io

    supervisor = types.ModuleType("supervisor")
    supervisor.runtime = types.SimpleNamespace(usb_connected=True)
    monkeypatch.setitem(sys.modules, "supervisor", supervisor)
    assert badge_io.usb_powered() is True
    supervisor.runtime.usb_connected = False
    assert badge_io.usb_powered() is False
    del supervisor.runtime
    assert badge_io.usb_powered() is None
