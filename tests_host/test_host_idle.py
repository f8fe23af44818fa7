"""The desktop simulator (boards/host.py) sleeps while it waits for a key, and wakes at once for one."""

import os
import subprocess
import sys
import time

import pygame
import pytest

from boards import host

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# App.run's loop on the host board for 2 s on the launcher with no key: the process's CPU time over that time
_IDLE_SCRIPT = r"""
import os, sys, time
sys.path[:0] = [os.path.join(sys.argv[1], "lib"), sys.argv[1]]
from boards import host
import app as app_module
hw = host.make(scale=4)
console = app_module.App(hw)
for _ in range(5):
    console.step()
cpu, wall = time.process_time(), time.monotonic()
while time.monotonic() - wall < 2.0:
    console.step()
    hw.sleep_ms(10)
print((time.process_time() - cpu) / (time.monotonic() - wall))
"""


@pytest.fixture
def host_board(tmp_path, monkeypatch):
    """A HostBoard (SDL dummy driver) whose NVM file lives in tmp_path."""
    monkeypatch.setenv("POCKETBOG_NVM", str(tmp_path / "nvm.bin"))
    board = host.make(scale=3)
    yield board
    board.close()


def test_the_simulator_waiting_for_a_key_uses_under_5_percent_of_a_core(tmp_path):
    """The launcher on screen, no key for 2 s: the simulator's process uses under 5 % of one core (it used
    about 30 %, drawing the window 100 times a second)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               POCKETBOG_NVM=str(tmp_path / "nvm.bin"))
    out = subprocess.run([sys.executable, "-c", _IDLE_SCRIPT, ROOT], env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    fraction = float(out.stdout.split()[-1])
    assert fraction < 0.05, fraction


def test_an_idle_frame_waits_longer_and_a_key_ends_the_wait_at_once(host_board):
    """Nothing changed in the last frame: sleep_ms(10) waits up to IDLE_WAIT_MS; a key ends the wait at once
    and reaches the key queue; a frame that changed something keeps the 10 ms pace."""
    host_board.refresh()  # the first frame draws the window
    host_board.refresh()
    assert host_board.idle
    t0 = time.monotonic()
    host_board.sleep_ms(10)
    assert time.monotonic() - t0 >= host.IDLE_WAIT_MS / 1000 * 0.8
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x))
    t0 = time.monotonic()
    host_board.sleep_ms(10)
    assert time.monotonic() - t0 < host.IDLE_WAIT_MS / 1000 * 0.8
    event = host_board.keys.get()
    assert event is not None and event.pressed
    assert host_board.pause_ms(10) == host.IDLE_WAIT_MS
    host_board.pixels[0] = (255, 0, 0)  # an LED changes (an hourglass draining): not idle, the short pause
    host_board.pixels.show()
    host_board.refresh()
    assert not host_board.idle and host_board.pause_ms(10) == 10


def test_a_screen_change_draws_the_window_and_an_unchanged_frame_does_not(host_board, monkeypatch):
    """The window is drawn (scaled, flipped) only for a frame that changed the screen or the LEDs."""
    import displayio

    import ui

    drawn = []
    real = host_board._draw
    monkeypatch.setattr(host_board, "_draw", lambda: (drawn.append(1), real()))
    group = displayio.Group()
    host_board.display.root_group = group
    host_board.refresh()
    host_board.refresh()
    assert len(drawn) == 1
    group.append(ui.text("Hello", 2, 2))
    host_board.refresh()
    assert len(drawn) == 2
