"""Le Bog's set-up texts (lib/setup_screen.py): what each option changes, loaded only while it is shown."""

# one (label, what it changes) per rules.OPTIONS row, in its order
OPTION_HELP = (
    ("Chips each", "The chips each player starts with."),
    ("Length", "Deals to play: each round, every player deals once."),
    ("Short pack", "Variant: no 7s and no black 8s (3 players), no 8 of clubs (5 players)."),
    ("Hearts ace", "Variant: the box of the ace of diamonds goes to the ace of hearts."),
    ("Poque fine", "Variant: who keeps the most cards pays that many to each other player."),
)


def asks(k, players, choice):
    """The short pack (option 2) changes the pack only at 3 or 5 players."""
    return k != 2 or players == 3 or players == 5
