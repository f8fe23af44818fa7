"""Stand-in for digitalio on the device model."""


class Direction:
    """Pin directions."""

    INPUT = 0
    OUTPUT = 1


class DigitalInOut:
    """A pin that remembers its value."""

    def __init__(self, pin):
        self.pin = pin
        self.direction = Direction.INPUT
        self.value = False

    def switch_to_output(self, value=False, drive_mode=None):
        """Output, at value."""
        self.direction = Direction.OUTPUT
        self.value = value

    def deinit(self):
        """Release the pin."""
