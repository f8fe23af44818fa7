"""BOG's set-up texts (lib/setup_screen.py): two seats and no options."""

OPTION_HELP = ()
