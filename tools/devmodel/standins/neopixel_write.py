"""Stand-in for neopixel_write on the device model: nothing leaves the board."""


def neopixel_write(pin, buf):
    """Send the bytes to the pixels (not modelled)."""
