"""Pocket Bog: entry point on the badge and on the desktop. Picks the board, runs the launcher."""

# Device: CircuitPython runs this file at boot as __main__ (our lib/ is /lib there). Desktop:
# `python3 tools/dev.py sim` runs it with the pygame window (`--board headless` for the scripted board).

import sys

# The console runs in this module's own frame, not in a main(): CircuitPython keeps Python call frames in a
# small fixed stack (the pystack, 1.5 KB on a PyBadge) that a CPU's search shares with every frame under it.
if __name__ == "__main__":
    if sys.implementation.name != "circuitpython":
        import os

        _root = os.path.dirname(os.path.abspath(__file__))
        sys.path.insert(0, os.path.join(_root, "lib"))  # the device's /lib
        sys.path.insert(1, _root)
    import boards

    _hw = boards.pick(getattr(sys, "argv", ()))
    try:
        import app

        app.App(_hw).run()  # until the simulator window closes (forever on the device)
    except MemoryError:  # the console tells a game's shortage itself; this is one at start-up
        print("Not enough memory to start Pocket Bog: press reset")
