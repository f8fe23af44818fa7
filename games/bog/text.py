"""BOG's texts: card names and what an action does (describe), pads named by route stop for both players."""

from micropython import const

from games.bog.core import cards_left, formation_count, free_pad, route_pad

_P_TURN = const(10)
_P_STEP = const(56)
_P_LOC = const(38)
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


def card_name(card):
    """Display name of a frog card: F1 to F18."""
    return "F%d" % (card + 1)


def describe(s, action, seat=-1):
    """Short public text of an action for the log and tests, the same for both readers.

    Pads are named by the frog's route stop (1 = start, 4 = last), the numbers the board draws on the
    pads of the card under the cursor: the swamp is drawn from the mover's side, so A1-style names would
    differ between the players. seat is the reader (default: the mover): it only says "you"."""
    me = s[_P_TURN]
    kind = action & 0xE0
    arg = action & 0x1F
    if kind == _A_PLAY:
        return "%s to shore" % card_name(arg)
    if kind == _A_ENTER or kind == _A_MOVE:
        step = 0 if kind == _A_ENTER else s[_P_STEP + arg] + 1
        dest = route_pad(arg, step, me)
        text = "%s to stop %d" % (card_name(arg), step + 1)
        occupant = s[_P_PAD + dest]
        if occupant == _FLY:  # say now what the fly gives: the status line is all the mover reads
            if not cards_left(s):
                return text + ", fly +1"
            free = kind == _A_MOVE or free_pad(s)  # a move frees the pad it leaves
            return text + (", a fly" if free else ", fly +1, draw")
        if occupant != _EMPTY:
            name = card_name(occupant)
            if s[_P_LOC + occupant] != _Z_SWAMP + me:
                return "%s, takes %s" % (text, name)
            if seat < 0 or seat == me:  # at most 26 characters: the status line's width
                return "%s, P%d gets %s" % (text, 2 - me, name)
            return "%s, you get %s" % (text, name)
        return text
    if kind == _A_FINISH:
        return "%s finishes its route +2" % card_name(arg)
    if kind == _A_FORM:
        return "%s's formation +%d" % (card_name(arg), formation_count(s, arg, me))
    if kind == _A_FLY:
        return "Put the fly here" if seat < 0 else "moves the fly"
    if kind == _A_DRAW_DECK:
        return "Draw from deck" if seat < 0 else "draws from the deck"
    return ("Take %s from river" if seat < 0 else "takes %s from the river") % card_name(arg)
