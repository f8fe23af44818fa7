"""Frogriders' set-up texts (lib/setup_screen.py): what each option changes, loaded only while it is shown."""

# one (label, what it changes) per rules.OPTIONS row, in its order
OPTION_HELP = (
    ("Commons", "Fronts: both common goals as dealt. One back: the table turns one over."),
)
