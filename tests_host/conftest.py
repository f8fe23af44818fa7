"""Shared test set-up: tools/hostenv.py sets headless SDL, Blinka's agnostic board and the device's paths."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import hostenv  # noqa: E402

ROOT = hostenv.setup()

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_seats_left_from_another_test():
    """Each test starts with no CPU seats and no player names: ui keeps the running game's, and a test that
    stops mid-game leaves them (the console resets them on every game start and on leaving)."""
    import ui

    ui.CPU_SEATS[:] = []
    ui.SEAT_NAMES[:] = []
    ui.forget_palettes()
    yield


@pytest.fixture(autouse=True)
def _no_cpu_fallback():
    """A CPU search that fails plays the first legal action (lib/cpu.choose) and counts in games.CPU_FALLBACKS:
    in a test that is a failure. A test that makes one on purpose sets the count back to 0 itself."""
    games = sys.modules.get("games")
    if games is not None:
        games.CPU_FALLBACKS[:] = [0, ""]
    yield
    games = sys.modules.get("games")
    fell = list(games.CPU_FALLBACKS) if games is not None else [0, ""]
    if games is not None:
        games.CPU_FALLBACKS[:] = [0, ""]
    assert fell[0] == 0, "a CPU search fell back to the first legal action %d time(s), last: %s" % tuple(fell)
