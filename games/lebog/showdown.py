"""Le Bog's showdown and settlement pages, drawn on the board (and listed on the table page): loaded with the view."""

import displayio
import lang
from micropython import const

import ui
from games.lebog.core import last_deal
from games.lebog.text import settlement_parts, showdown_parts

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_LOC = const(96)
_PH_SETTLE = const(3)
_PH_SHOW = const(5)
_Z_HAND = const(16)
# end of consts.txt
_SETTLE_LINES = const(8)  # lines of the page over the board (the view's)


def hand_of(v, seat):
    """The cards of a seat's hand visible in v (its own, or shown at the showdown), by suit then rank."""
    zone = _Z_HAND + seat
    return [c for c in range(52) if v[_P_LOC + c] == zone]


def _pack(head, items, sep=","):
    """Lines of head then items joined by sep + " ", breaking only between items."""
    lines = ui.wrap(head)
    line = ""
    for i in range(len(items)):
        item = items[i] + (sep if i < len(items) - 1 else "")
        if line and len(line) + 1 + len(item) > ui.COLUMNS:
            lines.append(line)
            line = ""
        line = line + " " + item if line else item
    if line:
        lines.append(line)
    return lines


def _lines(parts):
    """The parts of text.showdown_parts / settlement_parts as screen lines (an item is never split)."""
    lines = []
    for head, items, sep in parts:
        lines.extend(_pack(head, items, sep) if items else ui.wrap(head))
    return lines


def settlement_lines(v):
    """Who paid whom in the deal just over, as lines of at most ui.COLUMNS characters (a payment
    is never split across two lines). In the order things happened: turn-up, Bog, cards, boxes."""
    lines = _lines(settlement_parts(v))
    if lines and last_deal(v):
        lines.append(lang.tr("That was the last deal."))
    return lines


def showdown_lines(v):
    """The showdown: who takes the Bog (or why it stays), then each bogger's combination and cards,
    in speaking order (lines of at most ui.COLUMNS characters, a card never split)."""
    return _lines(showdown_parts(v))


# --- the page over the board (the view's: BoardView.settle, settle_lines) ------------------------------

def build_page(bv, g):
    """The settlement page over the board (bv: the BoardView, g: its group): who paid whom in the deal just over,
    or the showdown; hidden at first."""
    bv.settle = displayio.Group()
    bv.settle.append(ui.rect(0, 12, ui.WIDTH, ui.HINT_Y - 13, 0x101820))
    bv.settle_lines = []
    for i in range(_SETTLE_LINES):
        line = ui.TextLine(2, 13 + i * 12, ui.COLUMNS, ui.WHITE, 0x101820)
        bv.settle.append(line.grid)
        bv.settle_lines.append(line)
    bv.settle.hidden = True
    g.append(bv.settle)


def draw_page(bv, v, phase):
    """Show the settlement page on the settlement step, the showdown page on the showdown step; True
    when one shows."""
    show = phase == _PH_SETTLE or phase == _PH_SHOW
    if show:
        lines = settlement_lines(v) if phase == _PH_SETTLE else showdown_lines(v)
        if len(lines) > _SETTLE_LINES:  # the rest is on the table page (Select)
            lines = lines[:_SETTLE_LINES - 1] + [lang.tr("... more: Select")]
        for i in range(_SETTLE_LINES):
            bv.settle_lines[i].set(lines[i] if i < len(lines) else "")
    if bv.settle.hidden == show:
        bv.settle.hidden = not show
    return show
