"""The game registry: ids, titles and seat ranges, without importing any game.

Only the chosen game's modules are imported (load_rules / load_view) and unload() frees them again,
so the launcher can list every game while the device holds one in memory.
"""

import gc
import sys

import lang

# id, title, min players, max players
GAMES = (
    ("bog", "BOG", 2, 2),
    ("frogriders", "Frogriders", 2, 4),
    ("lebog", "Le Bog", 3, 10),
    ("boussanga", "Boussanga", 1, 4),
    ("bunnyboom", "Bunny Boom", 2, 4),
)

# the games whose lowest score wins (Bunny Boom counts rabbits); in every other game the highest wins. The
# statistics' places, head-to-heads and "best" (lib/statsfold.py) and the score sheet's order read it here, so
# the statistics never load a game's rules
LOW_WINS = ("bunnyboom",)

# CPU decisions whose search failed (lib/cpu.choose played the first legal action instead): how many, and the
# last error ("ValueError: ..."). Kept here, not in lib/cpu.py, which leaves the heap after each CPU turn;
# Settings -> About this badge shows it, and the tests and tools/arena.py fail when it moves.
CPU_FALLBACKS = [0, ""]


def find(game_id):
    """Return the registry row of game_id, or None when no such game is registered."""
    for row in GAMES:
        if row[0] == game_id:
            return row
    return None


# The shell reads a game's optional hook only as games.hook(module, name, None): the hook, or None when the game
# has none; HOOKS of games/contract.py lists them with what the shell does on None. It is getattr itself, so
# reading hooks costs the badge no function of ours (and a table of their names here would cost every VM about
# 700 bytes).
hook = getattr


def part(game_id, name):
    """Import games.<id>.<name> and return it: every module of a game the shell loads by name comes through
    here (games/contract.py lists them as PARTS)."""
    if find(game_id) is None:
        raise ValueError("unknown game %r" % game_id)
    name = "games.%s.%s" % (game_id, name)
    __import__(name)
    return sys.modules[name]


def load_rules(game_id):
    """Import and return the pure rules module of a game."""
    rules = part(game_id, "rules")
    lang.load("games.%s.fr" % game_id)  # the game's French table, in French only (none: its texts stay English)
    return rules


def load_view(game_id):
    """Import and return the displayio view module of a game; its VIEW_PARTS names the pieces only it brought."""
    name = "games.%s.view" % game_id
    if name not in sys.modules:
        before = [n for n in sys.modules if n.startswith("games.")]
        module = part(game_id, "view")
        lang.load("games.%s.fr" % game_id)
        # freed with the view once the game is over (gameover.drop_view)
        module.VIEW_PARTS = [n.split(".")[2] for n in sys.modules
                             if n.startswith("games.%s." % game_id) and n not in before]
    return sys.modules[name]


def forget(game_id, part):
    """Forget one piece of a game (games.<id>.<part>) used for one call, so its code leaves the heap."""
    name = "games.%s.%s" % (game_id, part)
    if name in sys.modules:
        del sys.modules[name]
    package = sys.modules.get("games.%s" % game_id)
    if package is not None and hasattr(package, part):
        delattr(package, part)


def drawn_once(cache, draw):
    """cache (a list of the view module's) filled by draw() the first time, then as it is: sprite sheets drawn
    pixel by pixel take a badge a second, and the board is built again after every hand-off (a buffer made
    again with each board would also ask a heap the game has cut up for a block of its size)."""
    if not cache:
        cache.extend(draw())
    return cache


def unload(game_id):
    """Forget a game's modules so the garbage collector can free them."""
    prefix = "games.%s" % game_id
    lang.forget(prefix + ".fr")
    for name in [n for n in sys.modules if n == prefix or n.startswith(prefix + ".")]:
        del sys.modules[name]
    package = sys.modules.get("games")
    if package is not None and hasattr(package, game_id):
        delattr(package, game_id)


# Modules of lib/ that only a game (or the settings) needs: forgotten with the game, so the launcher keeps
# no more heap after a game than before it. A module the launcher or App imports must never be listed
# here (forgetting it would load a second copy next time).
GAME_SHELL = ("gameloop", "cursor", "boardpage", "handoff", "recap", "gameover", "popup", "pausemenu", "movemark",
              "hourglass", "scoresheet", "settings_screen", "prng", "cputurn", "cputell", "cpu", "cpulook",
              "brackets")


def unload_all():
    """Forget every game's modules (games.<id>.*, whatever pieces a game has) and the game-only lib modules."""
    for row in GAMES:
        unload(row[0])
    search = sys.modules.get("cpu")
    if search is not None:  # whoever still holds the module (a test) gets it as a Hint would: not kept
        search.RESIDENT = False
    for name in [n for n in sys.modules if n.startswith("games.") or n in GAME_SHELL]:
        del sys.modules[name]
    gc.collect()
