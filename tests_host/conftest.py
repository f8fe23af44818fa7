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
