"""Boussanga texts: card and colour names, describe() (no cell names: the board draws none)."""

import lang
from micropython import const

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PUT_COLOR = const(15)
_P_HELD = const(180)
_P_BONUS = const(196)
_P_COLLECT = const(200)
_P_PENDING = const(204)
_HAND_SIZE = const(4)
_COLORS = const(4)
_A_CARD = const(0)
_A_PASS = const(4)
_A_COLOR = const(8)
_A_BOARD = const(16)
_A_END = const(24)
_A_PLACE = const(512)
_A_CELL = const(1024)
# end of consts.txt
COLOR_NAMES = ("", "Blue", "Green", "Red", "Yellow")


def color_word(col, n=1):
    """A colour's name inside a sentence, for n tokens: "blue" (French: "bleu", "bleus" for more than one)."""
    name = lang.tr(COLOR_NAMES[col]).lower()
    # French colour words agree in number, by an "s" for all four; English adjectives do not
    return name + "s" if n > 1 and lang.chosen() == lang.FRENCH else name


def coop_line(points, goal, cards):
    """The co-op top bar (view.py): "Pts 13/15 Cards 12"."""
    return lang.tr("Pts %d/%d Cards %d") % (points, goal, cards)


def put_line(status, col, left):
    """The status line while a token of colour col is put back (view.py): "A puts red here, 3 left" when
    describe() said "Put red here" (the cursor shows the cell: the line stays put while it moves), else status."""
    name = color_word(col)
    if status.startswith(lang.tr("Put %s here") % name):
        return lang.tr("A puts %s here, %d left") % (name, left)
    return status


def card_name(card):
    """Name of a card on the table page: #1 to #32."""
    return "#%d" % (card + 1)


def turned(o):
    """How far a card is turned, in presses of Select (45 degrees each): "", ", 1 turn", ", 3 turns"."""
    return lang.tr(", %d turn%s") % (o, "" if o == 1 else "s") if o else ""


def describe(s, action, seat=-1):
    """Short public text of an action for the status line (seat -1) and the log (seat: the reader).

    The board and the cards carry no names: the status line says "this card", "here" (the cursor shows
    which), the log says what was done."""
    log = seat >= 0
    if _A_CARD <= action < _A_CARD + _HAND_SIZE:
        return lang.tr("plays a card" if log else "Play this card")
    if action == _A_END:
        return lang.tr("ends the game (lost)" if log else "End the game here (lost)")
    if _A_PASS <= action < _A_PASS + _HAND_SIZE:
        return lang.tr("passes: discards a card" if log else "Pass: discard this card")
    if _A_COLOR < action <= _A_COLOR + _COLORS:
        n = s[_P_COLLECT + action - _A_COLOR - 1]
        return lang.tr("puts back %d %s" if log else "Put back %d %s") % (n, color_word(action - _A_COLOR, n))
    if _A_PLACE <= action < _A_PLACE + 512:
        return lang.tr("lays the card" if log else "Lay it here") + turned((action - _A_PLACE) >> 6)
    if _A_CELL <= action < _A_CELL + 64:
        return lang.tr("puts a %s token" if log else "Put %s here") % color_word(s[_P_PUT_COLOR])
    if _A_BOARD <= action < _A_BOARD + 4:
        b = action - _A_BOARD
        got = ", ".join("%d %s" % (s[_P_PENDING + c], color_word(c + 1, s[_P_PENDING + c]))
                        for c in range(_COLORS) if s[_P_PENDING + c])
        bonus = any(s[_P_PENDING + c] and s[_P_HELD + b * 4 + c] + s[_P_PENDING + c] >= 4
                    and not s[_P_BONUS + b] >> c & 1 for c in range(_COLORS))
        text = lang.tr("stores %s on P%d%s" if log else "Store %s on P%d%s") % (got, b + 1, " +bonus" if bonus else "")
        if len(text) > 26:
            text = lang.tr("stores %d tokens on P%d%s" if log else "Store %d tokens on P%d%s") % (
                sum(s[_P_PENDING + c] for c in range(_COLORS)), b + 1, " +bonus" if bonus else "")
        return text
    return "?"
