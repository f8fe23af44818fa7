"""Stand-in for analogio on the device model: the battery divider reads a USB-powered badge."""


class AnalogIn:
    """A 16-bit reading."""

    def __init__(self, pin):
        self.pin = pin
        self.value = 45000  # about 4.5 V through the 1/2 divider: "USB"
        self.reference_voltage = 3.3

    def deinit(self):
        """Release the pin."""
