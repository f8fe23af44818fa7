"""Le Bog's showdown and settlement pages, drawn on the board (and listed on the table page): loaded with the view."""

from micropython import const

import ui
from games.lebog.core import comp, get2, last_deal, pay_card, shown
from games.lebog.text import card_name as card_text
from games.lebog.text import combination_text

# the rules layout's offsets and codes used here (same names and values as in rules.py)
_P_PLAYERS = const(8)
_P_DEALER = const(14)
_P_HAND_N = const(72)
_P_LOC = const(96)
_P_R_WINNER = const(148)
_P_R_BOG = const(149)
_P_R_BOG_AMT = const(150)
_P_R_TURN_AMT = const(152)
_P_R_CARDS = const(154)
_P_R_STRAND = const(164)
_P_R_V4_N = const(179)
_Z_HAND = const(16)
_NONE = const(255)


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


def _by_rank(card):
    """Sort key: rank, then suit (a shown hand reads with its pairs together)."""
    return (card % 13) * 4 + card // 13


def settlement_lines(v):
    """Who paid whom in the deal just over, as lines of at most ui.COLUMNS characters (a payment
    is never split across two lines). In the order things happened: turn-up, Bog, cards, boxes."""
    players = v[_P_PLAYERS]
    name = ui.seat_name
    w = v[_P_R_WINNER]
    if w == _NONE:
        return []
    entries = []
    turn_amt = get2(v, _P_R_TURN_AMT)
    if turn_amt:
        entries.append("Turn-up: %s took %d" % (name(v[_P_DEALER]), turn_amt))
    bog = v[_P_R_BOG]
    if bog != _NONE:
        entries.append("Bog: %s took %d" % (name(bog), get2(v, _P_R_BOG_AMT)))
    else:
        entries.append("Bog: nobody took it (%d)" % comp(v, 5))
    lines = []
    for entry in entries:
        lines.extend(ui.wrap(entry))
    lines.extend(_pack("%s went out; cards paid:" % name(w),
                       ["%s %d" % (name(p), v[_P_R_CARDS + p]) for p in range(players) if p != w]))
    for k in range(5):
        payer = v[_P_R_STRAND + 3 * k]
        if payer == _NONE:
            continue
        amount = get2(v, _P_R_STRAND + 3 * k + 1)
        takers = [name(p) for p in range(players) if p % 5 == k and p != payer]
        card = card_text(pay_card(v, k))  # a pay card kept to the end: its compartment's chips, paid
        if not takers:
            to = "%d into %s box" % (amount, card)
        else:
            to = "%s get%s %d" % (", ".join(takers), "s" if len(takers) == 1 else "", amount // len(takers))
        lines.extend(ui.wrap("%s kept %s: %s" % (name(payer), card, to)))
    most = v[_P_R_V4_N]
    if most:
        fined = [name(p) for p in range(players) if p != w and v[_P_HAND_N + p] == most]
        lines.extend(ui.wrap("Most cards: %s paid %d each" % (", ".join(fined), most)))
    if last_deal(v):
        lines.append("That was the last deal.")
    return lines


def showdown_lines(v):
    """The showdown: who takes the Bog (or why it stays), then each bogger's combination and cards,
    in speaking order (lines of at most ui.COLUMNS characters, a card never split)."""
    players = v[_P_PLAYERS]
    bog = v[_P_R_BOG]
    if bog != _NONE:
        lines = ui.wrap("Showdown: Bog %d to %s" % (get2(v, _P_R_BOG_AMT), ui.seat_name(bog)))
    else:
        lines = ["No combination: Bog stays"]
    for i in range(1, players + 1):
        p = (v[_P_DEALER] + i) % players
        if shown(v, p):
            lines.extend(_pack("%s: %s" % (ui.seat_name(p), combination_text(v, p)),
                               [card_text(c) for c in sorted(hand_of(v, p), key=_by_rank)], ""))
    return lines
