"""Pocket Bog: entry point on the badge and on the desktop. Picks the board, runs the launcher."""

# Device: CircuitPython runs this file at boot as __main__ (our lib/ is /lib there). Desktop:
# `python3 tools/dev.py sim` runs it with the pygame window (`--board headless` for the scripted board).

import sys


def main():
    """Run the console until the simulator window closes (forever on the device)."""
    if sys.implementation.name != "circuitpython":
        import os

        root = os.path.dirname(os.path.abspath(__file__))
        sys.path.insert(0, os.path.join(root, "lib"))  # the device's /lib
        sys.path.insert(1, root)
    import boards

    hw = boards.pick(getattr(sys, "argv", ()))
    try:
        import app

        app.App(hw).run()
    except MemoryError:  # the console tells a game's shortage itself; this is one at start-up
        print("Not enough memory to start Pocket Bog: press reset")


if __name__ == "__main__":
    main()
