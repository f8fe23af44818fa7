"""BOG's texts: card names and what an action does (describe), pads named by route stop for both players."""

import lang
from micropython import const

from games.bog.core import cards_left, formation_count, free_pad, route_pad

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_TURN = const(10)
_P_LOC = const(38)
_P_STEP = const(56)
_P_PAD = const(74)
_EMPTY = const(255)
_FLY = const(254)
_Z_SWAMP = const(6)
_A_PLAY = const(0)
_A_ENTER = const(32)
_A_MOVE = const(64)
_A_FINISH = const(96)
_A_FORM = const(128)
_A_FLY = const(160)
_A_DRAW_DECK = const(192)
# end of consts.txt


def card_name(card):
    """Display name of a frog card: F1 to F18 (G1 to G18 in French: grenouille)."""
    return lang.tr("F%d") % (card + 1)


def describe(s, action, seat=-1):
    """Short public text of an action for the status line (seat -1) and the log, the same for both readers.

    Pads are named by the frog's route stop (1 = start, 4 = last), the numbers the board draws on the
    pads of the card under the cursor: the swamp is drawn from the mover's side, so A1-style names would
    differ between the players. seat is the reader (default: the mover): it only says "you"."""
    text = _words(s, action, seat)
    kind = action & 0xE0
    if seat >= 0 and (kind == _A_PLAY or kind == _A_ENTER or kind == _A_MOVE or kind == _A_FORM):
        # the log says who did what: "P1 plays F10 to shore", "ANNA joue G14 arrêt 3" (a CPU's move too long for
        # the status line is told there by the status line's words)
        return lang.tr("shows %s" if kind == _A_FORM else "plays %s") % text
    return text


def _words(s, action, seat):
    """describe's words: what the status line says (after a verb in the log)."""
    me = s[_P_TURN]
    kind = action & 0xE0
    arg = action & 0x1F
    if kind == _A_PLAY:
        return lang.tr("%s to shore") % card_name(arg)
    if kind == _A_ENTER or kind == _A_MOVE:
        step = 0 if kind == _A_ENTER else s[_P_STEP + arg] + 1
        dest = route_pad(arg, step, me)
        name = card_name(arg)
        occupant = s[_P_PAD + dest]
        # each text one whole format (lang.tr translates it whole: French orders its words otherwise)
        if occupant == _FLY:  # say now what the fly gives: the status line is all the mover reads
            if not cards_left(s):
                text = "%s to stop %d, fly +1"
            elif kind == _A_MOVE or free_pad(s):  # a move frees the pad it leaves
                text = "%s to stop %d, a fly"
            else:
                text = "%s to stop %d, fly +1, draw"
            return lang.tr(text) % (name, step + 1)
        if occupant != _EMPTY:
            other = card_name(occupant)
            if s[_P_LOC + occupant] != _Z_SWAMP + me:
                return lang.tr("%s to stop %d, takes %s") % (name, step + 1, other)
            if seat < 0 or seat == me:  # at most 26 characters: the status line's width
                return lang.tr("%s to stop %d, P%d gets %s") % (name, step + 1, 2 - me, other)
            return lang.tr("%s to stop %d, you get %s") % (name, step + 1, other)
        return lang.tr("%s to stop %d") % (name, step + 1)
    if kind == _A_FINISH:
        return lang.tr("%s finishes its route +2") % card_name(arg)
    if kind == _A_FORM:
        return lang.tr("%s's formation +%d") % (card_name(arg), formation_count(s, arg, me))
    if kind == _A_FLY:
        return lang.tr("Put the fly here" if seat < 0 else "moves the fly")
    if kind == _A_DRAW_DECK:
        return lang.tr("Draw from deck" if seat < 0 else "draws from the deck")
    return lang.tr("Take %s from river" if seat < 0 else "takes %s from the river") % card_name(arg)
