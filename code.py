"""Pocket Bog: entry point on the badge and on the desktop. Picks the board, runs the launcher.

Device: CircuitPython runs this file at boot as __main__; board.board_id tells a PyGamer from a
PyBadge (PyBadge LC and EdgeBadge run the PyBadge build). Desktop: `python3 tools/dev.py sim` runs
it with the pygame window (`--board headless` for the scripted board).
"""

import sys


def pick_board():
    """The board module (device) or board object (desktop) this console runs on."""
    if sys.implementation.name == "circuitpython":
        import board

        if getattr(board, "board_id", "") == "pygamer":
            from boards import pygamer

            return pygamer
        from boards import pybadge

        return pybadge
    import os

    root = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.join(root, "lib"))  # the device's /lib
    sys.path.insert(1, root)
    if "--board" in sys.argv and sys.argv[sys.argv.index("--board") + 1:] == ["headless"]:
        from boards import headless

        return headless.make()
    from boards import host

    return host.make()


def main():
    """Run the console until the simulator window closes (forever on the device)."""
    hw = pick_board()
    import app

    app.App(hw).run()


if __name__ == "__main__":
    main()
