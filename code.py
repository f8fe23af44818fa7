"""Pocket Bog: entry point on the badge and on the desktop. Picks the board, runs the launcher."""

# Device: CircuitPython runs this file at boot as __main__ (our lib/ is /lib there). Desktop:
# `python3 tools/dev.py sim` runs it with the pygame window (`--board headless` for the scripted board).

import sys


def stopped(error, hw=None):
    """Tell on the screen why the console stopped and what to do: the badge's terminal shows what is printed."""
    if hw is not None:
        try:  # the console's screen hides the terminal: show the terminal again (CircuitPython 9 and 10)
            import displayio

            hw.display.root_group = displayio.CIRCUITPYTHON_TERMINAL
            hw.display.auto_refresh = True  # the console refreshed by hand; the terminal needs the display's own
        except Exception:  # a desktop board, or no display: the text still goes to the console
            pass
    if hasattr(sys, "print_exception"):
        sys.print_exception(error)
    what = "Not enough memory" if isinstance(error, MemoryError) else type(error).__name__
    print("")
    print("Pocket Bog stopped:")
    print("%s: %s" % (what, str(error)[:60]))
    print("Press reset to start again.")
    print("Saved games are kept.")


# The console runs in this module's own frame, not in a main(): CircuitPython keeps Python call frames in a
# small fixed stack (the pystack, 1.5 KB on a PyBadge) that a CPU's search shares with every frame under it.
if __name__ == "__main__":
    if sys.implementation.name != "circuitpython":
        import os

        _root = os.path.dirname(os.path.abspath(__file__))
        sys.path.insert(0, os.path.join(_root, "lib"))  # the device's /lib
        sys.path.insert(1, _root)
    _hw = None
    try:
        import boards

        _hw = boards.pick(getattr(sys, "argv", ()))
        import app

        app.App(_hw).run()  # until the simulator window closes (forever on the device)
    except KeyboardInterrupt:  # Ctrl-C on the serial console, or the simulator's terminal
        raise
    except Exception as _error:  # the console catches a game's errors itself; this one stopped it all
        stopped(_error, _hw)
        if sys.implementation.name != "circuitpython":
            raise
