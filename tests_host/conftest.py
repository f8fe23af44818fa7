"""Shared test set-up: tools/hostenv.py sets headless SDL, Blinka's agnostic board and the device's paths."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import hostenv  # noqa: E402

ROOT = hostenv.setup()
