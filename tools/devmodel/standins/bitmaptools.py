"""Stand-in for CircuitPython's bitmaptools (native C on the device): the calls adafruit_display_text
makes, as cheap no-ops that check their arguments (pixel contents are not modelled, only memory)."""


def blit(dest, source, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None, skip_dest_index=None):
    """Copy a region of source into dest (not modelled)."""
    if dest is None or source is None:
        raise TypeError("bitmaps required")


def replace_color(dest, old_color, new_color):
    """Recolour pixels (not modelled)."""


def fill_region(dest, x1, y1, x2, y2, value):
    """Fill a rectangle (not modelled)."""
