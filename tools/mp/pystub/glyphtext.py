"""Stand-in for lib/glyphtext.py in tools/mp/pystack_probe.py (lib/glyphtext.py needs terminalio): the names
lib/app.py and lib/gameloop.py use, drawing nothing."""


def forget_palettes():
    """Nothing is cached."""
