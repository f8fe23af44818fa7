"""Shared test set-up: headless SDL, Blinka's agnostic board, and the device's import paths."""

import os
import sys

for _name, _value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"),
                      ("PYGAME_HIDE_SUPPORT_PROMPT", "1"), ("BLINKA_OS_AGNOSTIC", "1")):
    os.environ.setdefault(_name, _value)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))  # /lib on the device
sys.path.append(ROOT)  # appended: the repo's code.py must not shadow the stdlib module "code"
