"""The boards: one module per target with the same exported names (see each module's docstring).

pick() is the only place that asks which hardware this is, so nothing outside boards/ imports board.
"""

import sys


def pick(argv=()):
    """The board module (device) or a board object (desktop: the window, or headless with --board headless)."""
    if sys.implementation.name == "circuitpython":
        import board

        if getattr(board, "board_id", "") == "pygamer":
            from boards import pygamer

            return pygamer
        from boards import pybadge  # PyBadge, PyBadge LC and EdgeBadge share one build

        return pybadge
    argv = list(argv)
    if "--board" in argv and argv[argv.index("--board") + 1:argv.index("--board") + 2] == ["headless"]:
        from boards import headless

        return headless.make()
    from boards import host

    return host.make()
