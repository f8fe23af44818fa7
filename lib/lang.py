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
# The tables loaded, searched newest first: (module name, table). A table is one string,
# "\0hhhh\1French\0hhhh\1French ... \0" where hhhh is the English text's hash (_key): a dict of the same texts
# keeps each of its strings as an object of its own, in 16-byte blocks (about three times the characters on
# the badge), and the English keys would double the characters; one string of hashes and French texts keeps
# only what is shown. The module goes once its table is made; a long text (RULES) is read from it again on use.
_tables = []
_KEY = "\x00"


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
    for name, _table in _tables:
        if name == module_name:
            return
    try:
        texts = __import__(module_name, None, None, ("TEXTS",)).TEXTS
    except ImportError:
        return
    _drop(module_name)
    pieces = []
    for key in texts:
        pieces.append(_key(key))
        pieces.append(texts[key])
    pieces.append(_KEY)
    _tables.append((module_name, "".join(pieces)))


def _key(text):
    """How a table marks text's French: "\\0hhhh\\1", hhhh four characters (codes 2-127) made from two
    polynomial hashes of text, each modulo a prime below 126 * 126 (about 2.5e8 values; the tests check that no
    two texts of the code share one). Made from bytes, as chr() of a code below 128 would intern a string."""
    h1 = 1
    h2 = 1
    for c in text.encode():  # bytes: iterating a str would intern each one-character string
        h1 = (h1 * 257 + c) % 15859
        h2 = (h2 * 131 + c) % 15809
    return bytes((0, 2 + h1 % 126, 2 + h1 // 126, 2 + h2 % 126, 2 + h2 // 126, 1)).decode()


def _drop(module_name):
    """Let a table's module go: out of sys.modules and off its package (games.bog.fr is games.bog's fr)."""
    sys.modules.pop(module_name, None)
    package, _dot, leaf = module_name.rpartition(".")
    holder = sys.modules.get(package) if package else None
    if holder is not None and hasattr(holder, leaf):
        delattr(holder, leaf)


def forget(module_name):
    """Let a table go (a game's, when the game leaves the heap)."""
    for i in range(len(_tables)):
        if _tables[i][0] == module_name:
            _tables.pop(i)
            return


def tr(text):
    """text in the chosen language: its French from the loaded tables, else text itself."""
    if _chosen[0] == ENGLISH or not _tables:
        return text
    key = _key(text)
    for i in range(len(_tables) - 1, -1, -1):
        table = _tables[i][1]
        at = table.find(key)
        if at >= 0:
            at += len(key)
            return table[at:table.find(_KEY, at)]
    return text


def is_plural(n):
    """True when a count of n takes the plural: in English all but 1 and -1, in French 2 or more (0 point, 1
    point, 2 points)."""
    if _chosen[0] == FRENCH:
        return n >= 2 or n <= -2
    return n != 1 and n != -1


def de(name):
    """French "de" before a name, elided or contracted as French writes it: "d'ANNA", "d'HUGO", "du Bog" (Le
    Bog), "de BOB", "de P2"; the French format leaves "de" out ("au tour %s"). English: the name alone (its
    format has its own "of" or "'s")."""
    if _chosen[0] != FRENCH or not name:
        return name
    if name[:3] == "Le ":
        return "du " + name[3:]
    b = name.encode()  # bytes index as ints: no one-character string is interned (glyphtext.codes)
    if b[0] in b"AEIOUHaeiouh" or b[0] in b"Yy" and (len(b) < 2 or b[1] not in b"AEIOUaeiou"):
        return "d'" + name
    return "de " + name


def full_title(name):
    """A game's title in a sentence with room for it: in French as its rulebook calls it where a table has
    "<name> in full" ("La Chevauchée des Grenouilles" for Frogriders, lib/fr.py), else name. Lines of a set
    width (launcher rows, title bars) keep the short name."""
    if _chosen[0] != FRENCH:
        return name
    whole = tr(name + " in full")
    return name if whole.endswith(" in full") else whole


def long_text(name, english):
    """A long text (a game's rules page) in the chosen language: the attribute name of the newest loaded
    table's module that has it (games/<id>/fr.py's RULES), read while asked for, else english."""
    if _chosen[0] == FRENCH:
        for i in range(len(_tables) - 1, -1, -1):
            module_name = _tables[i][0]
            try:
                found = getattr(__import__(module_name, None, None, (name,)), name, None)
            except ImportError:
                found = None
            _drop(module_name)
            if found is not None:
                return found
    return english


def loaded():
    """Names of the tables loaded now (their modules themselves are not kept)."""
    return [name for name, _table in _tables]
