"""Pocket Bog: entry point on the badge and on the desktop. Picks the board, runs the launcher.

Device: CircuitPython runs this file at boot; board.board_id tells a PyGamer from a PyBadge
(PyBadge LC and EdgeBadge run the PyBadge build). Desktop: `python3 tools/dev.py sim` runs it with
the pygame window (`--board headless` for the scripted board).
"""

import sys

if sys.implementation.name == "circuitpython":
    import board

    if getattr(board, "board_id", "") == "pygamer":
        from boards import pygamer as hw
    else:
        from boards import pybadge as hw
else:
    import os

    _root = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.join(_root, "lib"))  # the device's /lib
    sys.path.insert(1, _root)
    if "--board" in sys.argv and sys.argv[sys.argv.index("--board") + 1] == "headless":
        from boards import headless

        hw = headless.make()
    else:
        from boards import host

        hw = host.make()

import app  # noqa: E402  (lib/ is on the path only after the board is chosen)

app.App(hw).run()
