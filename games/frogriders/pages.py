"""Frogriders' pages: the rules summary (RULES) and the table page (Select)."""

# Imported on first use (the pause menu's rules summary, the Select page), never during play.

import lang
from micropython import const

import ui
from games.frogriders import rules as R
from games.frogriders.cards import COMMON_BACKS, COMMON_FRONTS, SECRETS
from games.frogriders.core import kept_secret
from games.frogriders.text import COLOUR_WORDS, card_name, colour_count, set_words

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_TURNS = const(15)
_P_CAPT = const(75)
_P_VILLAGE = const(91)
_P_PRIV = const(99)
_P_FACE = const(123)
_P_DECK_N = const(127)
_P_COMMON = const(162)
_NONE = const(255)
_BACK = const(0x80)
_L_OWN = const(2)
# end of consts.txt

RULES = "\n".join((
    "Goal: the most trophies. Frogs: Y yellow disc, R red diamond, B blue square, Br brown triangle.",
    "Start: each player keeps 1 of 2 secret objectives (shown only to you, bottom left).",
    "Your turn: A) jump a frog over ONE adjacent frog onto the empty pad right behind it, in a"
    " straight line (not diagonal) and capture the frog jumped. Choose the jumper, then its landing pad"
    " (white rings).",
    "Cards you own add techniques, one per jump: Diagonal; L-jump (land left or right of the jumped"
    " frog); Run-up (slide over empty pads first). Either: capture the jumper instead. Flower (2 in"
    " the deck): +1 at once for each Flower card you own when you land on a flower (pink dot).",
    "B) You may send one captured frog to the village: Red = jump again (no second B; if you cannot"
    " jump, the game ends at once with you as the one who could not); Yellow = take a frog that was"
    " already in the village (not with an empty village); Blue = take a face-up privilege card (if"
    " any is left). Brown never goes.",
    "At 2 players the dark border pads are out of play.",
    "End: at once when the player to move cannot jump. Score: secret objective per set, the two"
    " common objectives (top corners), 1 per brown frog, privilege cards (printed trophies, green"
    " combinations, blue 'fewest' bonuses; turquoise +2 frogs for objectives, -2).",
    "Winner: the most trophies. Tied: the most captured frogs (the extra frogs of turquoise cards do"
    " not count). Still tied: the victory is shared.",
    "Common backs: most of 2 colours 6 (tie 3), most brown 6/3, most cards 4/2, flower +1 for all."
    " Option 'One back': before the secrets the table turns one of the two commons over (choose a top"
    " corner, the right panel shows its back).",
    "Screen: top corners (yellow) the 2 common objectives, bottom left (in your colour) your secret"
    " one: the frog icons make one set, '+3' = 3 trophies per complete set; 'any 5' = per 5 frogs of"
    " any colours (the same icons and '+N' on the right when you keep one)."
    " Backs: 'most' over frog icons and 6 = 6 trophies to who has the most of those frogs (tied: 3 each);"
    " 'cards' over 4 = 4 to the most privilege cards (tied: 2 each); '+1 on' a flower pad = 1 trophy to"
    " anyone landing on a flower.",
    "Right: frogs captured per player (1, 2..) and in the village (V) under the colour icons; the 4"
    " face-up privilege cards. D20 = 20 cards left in the deck. Top: trophies so far.",
    "Cards (trophies at the end): '+2 yellow' 2 extra yellow frogs for objectives, -2 (same for '+2 red',"
    " '+2 blue');"
    " jump techniques Diagonal 2, L-jump 2, Run-up 3; '4 trophies' 4; Either 1 (capture the jumper or"
    " the jumped frog); Flower 0; green: '+1 a brown' 1 per brown frog, '+2 a pair' 2 per pair of"
    " cards, 'frog+card' 1 per frog-and-card pair; blue: 'Few cards', 'Few frog+5', 'Few frog+3'"
    " when you alone have the fewest cards / frogs.",
    "Keys: d-pad moves, A does, B undoes, Start pauses, Select shows the table.",
))


def _set_sentence(table, card):
    """A set objective in words: "3 trophies per set of yellow, red"."""
    trophies = ui.plural(table[card * 5 + 4], lang.tr("trophy"), lang.tr("trophies"))
    return lang.tr("%s per set of %s") % (trophies, set_words(table, card))


def _common_sentence(v, i):
    """A common objective as it lies, in words."""
    c = v[_P_COMMON + i]
    card = c & 0x7F
    if not c & _BACK:
        return _set_sentence(COMMON_FRONTS, card)
    kind = COMMON_BACKS[card * 3]
    if kind == 0:
        names = lang.tr(COLOUR_WORDS[COMMON_BACKS[card * 3 + 1]]), lang.tr(COLOUR_WORDS[COMMON_BACKS[card * 3 + 2]])
        return lang.tr("most %s and %s frogs 6 trophies (tied: 3 each)") % names
    if kind == 1:
        return lang.tr("most brown frogs 6 trophies (tied: 3 each)")
    if kind == 2:
        return lang.tr("most privilege cards 4 trophies (tied: 2 each)")
    return lang.tr("+1 trophy to anyone landing on a flower")


def _frog_words(v, base, colours):
    """Frogs counted per colour from v[base] in words: "2 yellow, 0 red, 1 blue, 3 brown"."""
    return ", ".join(colour_count(v[base + col], col) for col in range(colours))


def info_lines(v, seat):
    """Public information wrapped to the screen (Select), plus the reader's own secret objective."""
    # built here and wrapped here: every format goes through lang.tr before it is filled
    tr = lang.tr
    players = v[R.P_PLAYERS]
    lines = []
    for i in range(2):
        lines.append(tr("Common %d: %s") % (i + 1, _common_sentence(v, i)))
    secret = kept_secret(v, seat) if seat >= 0 else -1
    if secret >= 0:
        lines.append(tr("Your secret: %s") % _set_sentence(SECRETS, secret))
    totals = R.scores(v)
    for s in range(players):
        base = _P_CAPT + 4 * s
        lines.append(tr("%s: %s") % (ui.seat_name(s), ui.plural(totals[s], tr("trophy"), tr("trophies"))))
        lines.append(tr("- frogs: %s") % _frog_words(v, base, 4))
        cards = [card_name(c) for c in range(24) if v[_P_PRIV + c] == _L_OWN + s]
        lines.append(tr("- cards: %s") % (", ".join(cards) if cards else tr("none")))
    lines.append(tr("Village: %s") % _frog_words(v, _P_VILLAGE, 3))
    face = [card_name(v[_P_FACE + i]) for i in range(4) if v[_P_FACE + i] != _NONE]
    lines.append(tr("Face up: %s") % (", ".join(face) if face else "-"))
    lines.append(tr("Deck: %s") % ui.plural(v[_P_DECK_N], tr("card")))
    lines.append(tr("Turns played: %d") % (v[_P_TURNS] | v[_P_TURNS + 1] << 8))
    out = []
    for line in lines:  # wrapped to the screen
        out.extend(ui.wrap(line))
    return out
