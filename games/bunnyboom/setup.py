"""Bunny Boom's set-up texts (lib/setup_screen.py): what each option changes, loaded only while it is shown."""

# one (label, what it changes) per rules.OPTIONS row, in its order
OPTION_HELP = (
    ("Fox", "Adds Fox cards: each pawn the fox meets takes 1 of your rabbits."),
    ("Burrow", "Adds Burrow cards: who crosses one takes 1 rabbit of its holder."),
    ("Hourglass", "Play before the LEDs run out, or take rabbits: the top river value."),
)
