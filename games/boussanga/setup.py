"""Boussanga's set-up texts (lib/setup_screen.py): what each option changes, loaded only while it is shown."""

PLAYERS = "1 player plays solo (the co-op goal); 2-4 pick a mode."
# one (label, what it changes) per rules.OPTIONS row, in its order
OPTION_HELP = (
    ("Mode", "Competitive: the most points wins. Co-op: reach 15 points together."),
    ("Teams", "P1 and P3 play against P2 and P4, each team one score."),
)


def asks(k, players, choice):
    """Solo is always co-op; teams need 4 players in a competitive game."""
    if k == 0:
        return players > 1
    return players == 4 and choice[0] == 0
