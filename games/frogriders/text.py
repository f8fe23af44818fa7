"""Frogriders in words: describe() for the status line and the log, objective and card names."""

# Imported on first use (the first status line) by rules.describe, the view and the pages, then kept.
# Offsets and codes: rules.py's layout, same names and values.

import lang
from micropython import const

from games.frogriders.cards import (
    ANY_SET,
    BK_BROWN,
    BK_CARDS,
    BK_SUM,
    COMMON_BACKS,
    COMMON_FRONTS,
    KIND_NAMES,
    PRIV_KIND,
    SECRET_COUNT,
)
from games.frogriders.core import flower_bonus, is_flower, jumped_pad

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_TURN = const(10)
_P_FROM = const(12)
_P_POND = const(17)
_P_FACE = const(123)
_P_COMMON = const(162)
_NONE = const(255)
_PAD_COUNT = const(57)
_FACE_SLOTS = const(4)
_BACK = const(0x80)
_A_SECRET = const(0)
_A_FROM = const(16)
_A_PASS = const(80)
_A_RED = const(81)
_A_BLUE = const(83)
_A_TAKE = const(84)
_A_PRIV = const(88)
_A_BACK = const(96)
_A_LAND = const(128)
_A_END = const(768)
# end of consts.txt
_TECH_NAMES = "Jump/Diagonal/L-jump/L-jump/Run-up"  # split("/") by technique (French names have spaces)
_TECH_VERBS = "jumps/jumps diagonally/L-jumps/L-jumps/runs up"  # the log's: "P1 L-jumps, takes red"
COLOUR_WORDS = ("yellow", "red", "blue", "brown")


def describe(s, action, seat=-1):
    """Short text of an action for the status line (seat -1: "this" is under the cursor) or the log (seat)."""
    # every text goes through lang.tr here: the log and the recap glue it after a seat's name
    tr = lang.tr
    me = s[_P_TURN]
    if _A_SECRET <= action < _A_SECRET + SECRET_COUNT:
        if seat >= 0 and seat != me:
            return tr("keeps a secret objective")
        # the panel lists the two choices (frog icons and "=6"), the cursor marks this one
        return tr("Keep this secret objective" if seat < 0 else "keeps this secret objective")
    if _A_FROM <= action < _A_FROM + _PAD_COUNT:  # the cursor shows the frog: no pad name (none is drawn)
        colour = tr(COLOUR_WORDS[s[_P_POND + action - _A_FROM] - 1])
        return tr("Jump with this %s frog" if seat < 0 else "jumps with a %s frog") % colour
    log = seat >= 0  # the log says who did what after the mover's name: "P1 sends red and jumps again"
    if action == _A_PASS:
        return tr("takes no village action" if log else "No village action")
    if _A_BACK <= action < _A_BACK + 2:
        # the panel shows the back under the cursor; the log names the corner
        if seat < 0:
            return tr("Turn this objective over")
        return tr("turns the %s objective over") % tr(("left", "right")[action - _A_BACK])
    if action == _A_RED:
        return tr("sends red and jumps again" if log else "Send red: jump again")
    if action == _A_BLUE:
        return tr("sends blue: no card left" if log else "Send blue: no card left")
    if _A_TAKE <= action < _A_TAKE + 3:
        return tr("sends yellow, takes %s" if log else "Send yellow: take %s") % tr(COLOUR_WORDS[action - _A_TAKE])
    if _A_PRIV <= action < _A_PRIV + _FACE_SLOTS:
        c = s[_P_FACE + action - _A_PRIV]
        return tr("sends blue for %s" if log else "Send blue: take %s") % (card_name(c) if c != _NONE
                                                                             else tr("a card"))
    frm = s[_P_FROM]
    if frm == _NONE or not _A_LAND <= action < _A_END:
        return "?"
    to = action & 63
    jumper = s[_P_POND + frm] - 1
    over = s[_P_POND + jumped_pad(frm, action)] - 1
    bonus = flower_bonus(s, me) if is_flower(to) else 0  # a flower scores only with Flower cards
    flower = tr(", flower +%d") % bonus if bonus else ""
    tech = tr(_TECH_VERBS if log else _TECH_NAMES).split("/")[(action - _A_LAND) >> 7]
    if action & 64:
        words = tr("takes the %s jumper" if log else "take the %s jumper") % tr(COLOUR_WORDS[jumper])
    else:
        words = tr("takes %s" if log else "take %s") % tr(COLOUR_WORDS[over])
    # the glue is a format of its own: French joins the log's verbs with "et" ("saute en L et prend la
    # grenouille bleue"), its technique names end in their comma
    text = tr("%s, %s%s") % (tech, words, flower)
    if log:  # the whole sentence (a CPU's status line too long for it shows the status line's words)
        return text
    # 24 columns: the status line, and the pop-up that offers a landing's two captures (jumper or jumped);
    # the technique goes first (the ringed pad shows it), then the capture, the flower, the capture said short
    words = words[:1].upper() + words[1:]
    short = tr("Take jumper") if action & 64 else tr("Take %s") % tr(COLOUR_WORDS[over])
    for told in (text, words + flower, short + flower, words):
        if len(told) <= 24:
            return told
    return short


def colour_count(n, col):
    """n frogs of colour col in words: "0 red", "2 blue" (2 or more: a format per colour, for French plurals)."""
    if n < 2:
        return "%d %s" % (n, lang.tr(COLOUR_WORDS[col]))
    return lang.tr(("%d yellow", "%d red", "%d blue", "%d brown")[col]) % n


def set_words(table, card):
    """The frogs of a set objective in words: "yellow, red, brown", "2 blue", "5 of any colours"."""
    base = card * 5
    parts = []
    for col in range(4):
        n = table[base + col]
        if n:
            parts.append(lang.tr(COLOUR_WORDS[col]) if n == 1 else colour_count(n, col))
    return ", ".join(parts) if parts else lang.tr("%d of any colours") % ANY_SET


def objective_text(table, card):
    """A set objective in words: "yellow, red: 3 a set"."""
    return "%s: %d a set" % (set_words(table, card), table[card * 5 + 4])


def common_text(s, i):
    """Common objective i as it lies, in words."""
    c = s[_P_COMMON + i]
    if not c & _BACK:
        return objective_text(COMMON_FRONTS, c & 0x7F)
    return back_text(c & 0x7F)


def back_text(card):
    """The back of common objective card in words: "most yellow and red: 6, tied 3"."""
    kind = COMMON_BACKS[card * 3]
    if kind == BK_SUM:
        return "most %s and %s: 6, tied 3" % (COLOUR_WORDS[COMMON_BACKS[card * 3 + 1]],
                                             COLOUR_WORDS[COMMON_BACKS[card * 3 + 2]])
    if kind == BK_BROWN:
        return "most brown: 6, tied 3"
    if kind == BK_CARDS:
        return "most cards: 4, tied 2"
    return "flower: +1 for all"


def card_name(card):
    """Short name of a privilege card, in the chosen language."""
    return lang.tr(KIND_NAMES[PRIV_KIND[card]])
