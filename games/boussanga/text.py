"""Boussanga texts: card, cell and colour names, describe()."""

from micropython import const

from games.boussanga.core import hand_base

_A_BOARD = const(16)
_A_CARD = const(0)
_A_CELL = const(1024)
_A_COLOR = const(8)
_A_END = const(24)
_P_DISCARD_N = const(71)
_A_PASS = const(4)
_A_PLACE = const(512)
_COLORS = const(4)
_HAND_SIZE = const(4)
_P_BONUS = const(196)
_P_COLLECT = const(200)
_P_HELD = const(180)
_P_PENDING = const(204)
_P_PUT_COLOR = const(15)
_P_SLOT = const(14)
_P_TURN = const(12)
COLOR_NAMES = ("", "Blue", "Green", "Red", "Yellow")


def card_name(card):
    """Display name of a card: #1 to #32 (cells are named A1-H8)."""
    return "#%d" % (card + 1)


def cell_name(cell):
    """Board cell name: column A-H, row 1-8 from the top."""
    return "%s%d" % ("ABCDEFGH"[cell & 7], (cell >> 3) + 1)


def describe(s, action, seat=-1):
    """Short public text of an action for the log and tests (the board is the same from every seat)."""
    hb = hand_base(s, s[_P_TURN])
    if _A_CARD <= action < _A_CARD + _HAND_SIZE:
        return "Play %s" % card_name(s[hb + action])
    if action == _A_END:
        return "End the game here (lost)"
    if _A_PASS <= action < _A_PASS + _HAND_SIZE:
        return "Pass: discard %s" % card_name(s[hb + action - _A_PASS])
    if _A_COLOR < action <= _A_COLOR + _COLORS:
        col = action - _A_COLOR
        return "Put back %d %s" % (s[_P_COLLECT + col - 1], COLOR_NAMES[col])
    if _A_PLACE <= action < _A_PLACE + 512:
        card = s[hb + s[_P_SLOT]]
        o = (action - _A_PLACE) >> 6
        return "%s %s turn %d" % (card_name(card), cell_name(action & 63), o * 45)
    if _A_CELL <= action < _A_CELL + 64:
        return "%s to %s" % (COLOR_NAMES[s[_P_PUT_COLOR]], cell_name(action - _A_CELL))
    if _A_BOARD <= action < _A_BOARD + 4:
        b = action - _A_BOARD
        got = " ".join("%s%d" % ("BGRY"[c], s[_P_PENDING + c]) for c in range(_COLORS) if s[_P_PENDING + c])
        bonus = any(s[_P_PENDING + c] and s[_P_HELD + b * 4 + c] + s[_P_PENDING + c] >= 4
                    and not s[_P_BONUS + b] >> c & 1 for c in range(_COLORS))
        return "Store %s on P%d%s" % (got, b + 1, " +bonus" if bonus else "")
    return "?"
