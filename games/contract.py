"""The game contract, written once: what games/<id>/ holds, the names each module must define, and the optional
hooks with what the shell does without them.

Read on the desktop only (tests_host/test_contract.py checks every registered game, lib/ and docs/design.md
against it); nothing on the badge imports it, so tools/deploy.py never copies it: these names in a table on
the badge would cost every VM about 700 bytes. The shell reads a hook only as games.hook(module, name, None)
(None when the game has none) and loads the modules of PARTS by name only through games.part().
"""

# The modules of games/<id>/ the shell imports by name, never by an import statement, each with the names it
# must define. rules and view come with the game (games.load_rules, games.load_view), pages for the pause
# menu's pages, setup for the set-up screen, cpu and marks for the CPU seats, fr for the French (lang.load).
PARTS = (
    ("rules", ("TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "OPTIONS", "HIDDEN_INFO", "STATE_VERSION", "STATE_SIZE",
               "MAX_LEGAL", "new_state", "current_player", "legal_actions", "apply", "is_over", "scores",
               "winners", "view", "describe", "check", "reveals", "score_sheet", "outcome_text")),
    ("view", ("BoardView",)),
    ("pages", ("RULES", "info_lines")),
    ("setup", ("OPTION_HELP",)),
    ("cpu", ("sample", "evaluate")),
    ("marks", ("mark", "move_boxes")),
    ("fr", ("TEXTS",)),
)
# parts a game has only with a view hook: marks.py comes with BoardView.mark (Bunny Boom marks nothing: a card's
# name on every space leaves no room for a mark that touches none)
PART_WITH_HOOK = (("marks", "mark"),)
# BoardView(rules, players): its group attribute and these methods (docs/design.md, "The views contract")
BOARD_VIEW = ("seat_color", "target", "target_xy", "draw")
# a module a game's cpu.JUDGE names (CPU Hard's own judgement), loaded by name too
JUDGE_PART = ("evaluate",)
# lib/ modules loaded by name (lang.py: the French tables), which tools/deploy.py copies by this list
LIB_BY_NAME = ("fr", "frmenu")
# the other files every game has: its package, and the one source of its constants (tools/consts.py), which is
# read on the desktop only
FILES = ("__init__.py", "consts.txt")

# The optional hooks: (module, name, what the shell does when games.hook() gives None). "package" is
# games/<id>/__init__.py, "judge" the module cpu.JUDGE names.
HOOKS = (
    ("rules", "public_decision", "a hand-off before each person's decision in a game with hidden information"),
    ("rules", "timed", "no hourglass (time_out(s) comes with it)"),
    ("rules", "headline", "the winners' line"),
    ("rules", "TURN_AT", "a turn ends when the seat to decide changes (the CPU: at every decision)"),
    ("view", "first_target", "the cursor starts on the first target"),
    ("view", "on_key", "the loop's keys only"),
    ("view", "mark", "no marks on a CPU's move (clear_mark() comes with it)"),
    ("view", "clear_mark", "nothing to clear"),
    ("setup", "PLAYERS", "the shell's help line of the player-count row"),
    ("setup", "asks", "every option row shows"),
    ("cpu", "JUDGE", "CPU Hard judges with cpu.evaluate"),
    ("cpu", "LOOK_ON", "off"),
    ("cpu", "GREEDY_REPLY", "0: no reply played at its best"),
    ("cpu", "rule", "CPU Hard always searches"),
    ("judge", "replies", "lib/cpulook.py's replies()"),
)
# hooks that come in pairs: a game with the first has the second
HOOK_PAIRS = (("timed", "time_out"), ("mark", "clear_mark"))
