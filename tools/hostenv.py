"""Desktop set-up shared by the tools: headless SDL, Blinka's agnostic board and the device's paths."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def setup():
    """Set the environment and sys.path the way tests_host/conftest.py does; return the repo root."""
    for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"),
                        ("PYGAME_HIDE_SUPPORT_PROMPT", "1"), ("BLINKA_OS_AGNOSTIC", "1")):
        os.environ.setdefault(name, value)
    for i, path in enumerate((os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests_host"),
                              os.path.join(ROOT, "tools", "mp"))):
        if path not in sys.path:
            sys.path.insert(i, path)
    if ROOT not in sys.path:
        sys.path.append(ROOT)  # appended: code.py must not shadow the stdlib module "code"
    return ROOT
