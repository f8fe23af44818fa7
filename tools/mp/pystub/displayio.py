"""Stand-in for CircuitPython's displayio in tools/mp/pystack_probe.py: a Group is a list (nothing is drawn)."""


class Group(list):
    """A display group that only holds its layers."""

    hidden = False
