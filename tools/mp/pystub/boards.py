"""Stand-in for boards/ in tools/mp/pystack_probe.py: pick() gives the board object the probe set in HW."""

HW = None


def pick(argv=()):
    """The probe's board."""
    return HW
