"""Frogriders (La Chevauchée des Grenouilles): its pieces are rules.py, view.py and the modules they import."""

# the game's own seat colours, apart from the frogs' yellow, red, blue and brown: the board, the score sheet
# (lib/scoresheet.Finished) and the LEDs use them
SEAT_COLORS = (0x40C8FF, 0xFF70D0, 0xFFA030, 0xB0FF60)
