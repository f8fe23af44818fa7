"""The console's language: English as the code writes its texts, or French from tables loaded on use."""

# English texts are the keys. A French table is a module with one dict TEXTS {English text: French text}:
# lib/fr.py for the shell (launcher, settings, set-up, hand-offs, pause, score sheet, ...) and
# games/<id>/fr.py for a game. Tables are imported only when French is chosen (the shell's at boot, a game's
# when the game loads) and forgotten with the game, so English costs no table at all and French holds only
# the shell's and the playing game's. ui's text sinks (TextLine.set, set_line, Menu rows, Pages paragraphs,
# pop-ups, title bars) pass every text through tr(); a text built with % passes its format through tr() first
# (tr("%s plays %s") % (name, card)): the French format keeps the same conversions in the same order.

import sys

ENGLISH = 0
FRENCH = 1
NAMES = ("English", "Fran\u00e7ais")  # as each language names itself: the Settings row shows these

_chosen = [ENGLISH]
_tables = []  # (module name, TEXTS) of the tables loaded, searched newest first


def chosen():
    """The language in use: ENGLISH or FRENCH."""
    return _chosen[0]


def choose(language):
    """Use language from now on; French loads the shell's table, English forgets every table."""
    _chosen[0] = language
    if language == FRENCH:
        load("fr")
    else:
        while _tables:
            forget(_tables[-1][0])


def load(module_name):
    """Load a French table (a module with TEXTS) when French is chosen; a missing table is no error."""
    if _chosen[0] != FRENCH:
        return
    for name, _texts in _tables:
        if name == module_name:
            return
    try:
        module = __import__(module_name, None, None, ("TEXTS",))
    except ImportError:
        return
    _tables.append((module_name, module.TEXTS))


def forget(module_name):
    """Let a table go (a game's, when the game leaves the heap)."""
    for i in range(len(_tables)):
        if _tables[i][0] == module_name:
            _tables.pop(i)
            sys.modules.pop(module_name, None)
            return


def tr(text):
    """text in the chosen language: its French from the loaded tables, else text itself."""
    if _chosen[0] == ENGLISH:
        return text
    for i in range(len(_tables) - 1, -1, -1):
        found = _tables[i][1].get(text)
        if found is not None:
            return found
    return text


def is_plural(n):
    """True when a count of n takes the plural: in English all but 1 and -1, in French 2 or more (0 point, 1
    point, 2 points)."""
    if _chosen[0] == FRENCH:
        return n >= 2 or n <= -2
    return n != 1 and n != -1


def long_text(name, english):
    """A long text (a game's rules page) in the chosen language: the attribute name of the newest loaded
    table that has it (games/<id>/fr.py's RULES), else english."""
    if _chosen[0] == FRENCH:
        for i in range(len(_tables) - 1, -1, -1):
            found = getattr(sys.modules.get(_tables[i][0]), name, None)
            if found is not None:
                return found
    return english
