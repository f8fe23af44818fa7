"""The game contract, written once: what games/<id>/ holds, the names each module must define, and which
module each optional hook of games.HOOKS belongs to.

Read on the desktop only (tests_host/test_contract.py checks every registered game and docs/design.md against
it); nothing on the badge imports it, so tools/deploy.py never copies it. The shell reads a game's optional
hooks through games.hook() (the table games.HOOKS: each hook with what the shell does without it) and loads
the modules below by name through games.part().
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
# BoardView(rules, players): its group attribute and these methods (docs/design.md, "The views contract")
BOARD_VIEW = ("seat_color", "target", "target_xy", "draw")
# a module a game's cpu.JUDGE names (CPU Hard's own judgement), loaded by name too
JUDGE_PART = ("evaluate",)
# lib/ modules loaded by name (lang.py: the French tables), which tools/deploy.py copies by this list
LIB_BY_NAME = ("fr", "frmenu")
# the other files every game has: its package, and the one source of its constants (tools/consts.py), which is
# read on the desktop only
FILES = ("__init__.py", "consts.txt")

# each optional hook of games.HOOKS by the module it belongs to ("package": games/<id>/__init__.py,
# "judge": the module cpu.JUDGE names)
HOOK_OWNERS = (
    ("rules", ("public_decision", "timed", "headline")),
    ("view", ("first_target", "on_key", "mark", "clear_mark")),
    ("package", ("SEAT_COLORS",)),
    ("setup", ("PLAYERS", "asks")),
    ("cpu", ("TURN_AT", "JUDGE", "LOOK_ON", "GREEDY_REPLY", "rule")),
    ("judge", ("replies",)),
)
# hooks that come in pairs: a game with the first has the second
HOOK_PAIRS = (("timed", "time_out"), ("mark", "clear_mark"))
