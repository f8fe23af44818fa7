"""Le Bog's pages: the rules summary (RULES), the table page (Select), the showdown and settlement pages."""

from micropython import const

import ui
from games.lebog import rules as R
from games.lebog.text import card_name as card_text
from games.lebog.text import combination_text

# the rules layout's offsets and codes used here (same names and values as in rules.py)
_P_PLAYERS = const(8)
_P_PHASE = const(12)
_P_DEALER = const(14)
_P_DEAL_NO = const(15)
_P_DEALS = const(10)
_P_STATUS = const(62)
_P_HAND_N = const(72)
_P_LOC = const(96)
_P_R_WINNER = const(148)
_P_R_BOG = const(149)
_P_R_BOG_AMT = const(150)
_P_R_TURN_AMT = const(152)
_P_R_CARDS = const(154)
_P_R_STRAND = const(164)
_P_R_V4_N = const(179)
_PH_SETTLE = const(3)
_PH_SHOW = const(5)
_ST_IN = const(1)
_ST_AWAY = const(2)
_Z_HAND = const(16)
_Z_PLAYED = const(5)
_NONE = const(255)

RULES = "\n".join((
    "Goal: have the most chips when the agreed deals are over (or someone cannot stake).",
    "Each deal: everyone stakes 2 on his own box of the board (KD 10H JC AD QS); the dealer also"
    " puts 2 in the Bog. Cards are dealt; the dealer turns the top talon card (a box card: he takes"
    " that box) and may swap one hand card for it.",
    "Bogging: from the dealer's left, bog or go away. The first bogger puts 3 or more in the Bog;"
    " then call, raise or go away. Going away costs 2 chips to the Bog, and any bet stays there.",
    "Showdown: bog (pair) < double bog < mitsi (JC + a pair) < brelan (three) < carre (four); ties:"
    " higher cards, then who spoke first.",
    "Play-out: the dealer's left leads any card. Whoever holds the next card of that suit (A 7 8 .. K"
    " with 32 cards, A 2 .. K with 52) must play it. No one (a dead card) or a King: the same player"
    " leads again. A box card played takes its box.",
    "First out wins the deal: everyone pays 1 chip per card left. A box card still held pays its box's"
    " chips to the box's staker.",
    "As the rulebook says:",
    "- Every bogger shows his hand on screen, a lone one too.",
    "- Only a combination takes the Bog; with none among the boggers the Bog stays for the next deal.",
    "- Any bet from 3 (or the bet + 1) up to all you hold.",
    "- No table limit: who cannot match the bet can only go away.",
    "Screen: the board's six boxes with their chips; each seat's chips, then its bet ('away' or x:"
    " gone away) or, in the play-out, its cards left ('hand 3', or a number on a blue card at 6+"
    " players). A forced play shows the run so far and the card its holder must play.",
    "Keys: d-pad moves, A does, B undoes, Start pauses, Select shows the table. To bet: A on Bog or"
    " Raise, then Left/Right 1 chip, Up/Down 5 chips, A bets, B goes back.",
))


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
    turn_amt = R.get2(v, _P_R_TURN_AMT)
    if turn_amt:
        entries.append("Turn-up: %s took %d" % (name(v[_P_DEALER]), turn_amt))
    bog = v[_P_R_BOG]
    if bog != _NONE:
        entries.append("Bog: %s took %d" % (name(bog), R.get2(v, _P_R_BOG_AMT)))
    else:
        entries.append("Bog: nobody took it (%d)" % R.comp(v, 5))
    lines = []
    for entry in entries:
        lines.extend(ui.wrap(entry))
    lines.extend(_pack("%s went out; cards paid:" % name(w),
                       ["%s %d" % (name(p), v[_P_R_CARDS + p]) for p in range(players) if p != w]))
    for k in range(5):
        payer = v[_P_R_STRAND + 3 * k]
        if payer == _NONE:
            continue
        amount = R.get2(v, _P_R_STRAND + 3 * k + 1)
        takers = [name(p) for p in range(players) if p % 5 == k and p != payer]
        if not takers:
            to = "%d into its box" % amount
        elif len(takers) == 1:
            to = "%d to %s" % (amount, takers[0])
        else:
            to = "%d each to %s" % (amount // len(takers), "+".join(takers))
        lines.extend(ui.wrap("%s's %s: %s" % (name(payer), card_text(R.pay_card(v, k)), to)))
    most = v[_P_R_V4_N]
    if most:
        fined = [name(p) for p in range(players) if p != w and v[_P_HAND_N + p] == most]
        lines.extend(ui.wrap("V4: %s paid %d to each" % (" ".join(fined), most)))
    if R.last_deal(v):
        lines.append("That was the last deal.")
    return lines


def showdown_lines(v):
    """The showdown: who takes the Bog (or why it stays), then each bogger's combination and cards,
    in speaking order (lines of at most ui.COLUMNS characters, a card never split)."""
    players = v[_P_PLAYERS]
    bog = v[_P_R_BOG]
    if bog != _NONE:
        lines = ui.wrap("Showdown: Bog %d to %s" % (R.get2(v, _P_R_BOG_AMT), ui.seat_name(bog)))
    else:
        lines = ["No combination: Bog stays"]
    for i in range(1, players + 1):
        p = (v[_P_DEALER] + i) % players
        if R.shown(v, p):
            lines.extend(_pack("%s: %s" % (ui.seat_name(p), combination_text(v, p)),
                               [card_text(c) for c in sorted(hand_of(v, p), key=_by_rank)], ""))
    return lines


def info_lines(v, seat):
    """Public information, wrapped to the screen (Select)."""
    players = v[_P_PLAYERS]
    entries = ["Deal %d of %d, dealer %s" % (v[_P_DEAL_NO], v[_P_DEALS], ui.seat_name(v[_P_DEALER]))]
    names = ("KD", "10H", "JC", card_text(R.pay_card(v, 3)), "QS", "Bog")
    entries.append("Board: " + " ".join("%s %d" % (names[k], R.comp(v, k)) for k in range(6)))
    for p in range(players):
        st = v[_P_STATUS + p]
        state = "away" if st == _ST_AWAY else "bogs" if st == _ST_IN else ""
        b = R.bet(v, p)
        n = v[_P_HAND_N + p]
        entries.append("%s: %d chips, %d card%s%s%s" % (ui.seat_name(p), R.chips(v, p), n, "" if n == 1 else "s",
                                                       ", bet %d" % b if b else "", ", " + state if state else ""))
        if R.shown(v, p) and v[_P_HAND_N + p]:
            entries.append("  shows " + " ".join(card_text(c) for c in hand_of(v, p)))
    played = [card_text(c) for c in range(52) if v[_P_LOC + c] == _Z_PLAYED]
    if played:
        entries.append("Played: " + " ".join(played))
    lines = []
    for entry in entries:
        lines.extend(ui.wrap(entry))
    if v[_P_PHASE] == _PH_SETTLE:
        lines.extend(settlement_lines(v))
    elif v[_P_PHASE] == _PH_SHOW:
        lines.extend(showdown_lines(v))
    return lines
