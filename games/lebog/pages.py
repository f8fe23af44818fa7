"""Le Bog's pages: the rules summary (RULES) and the table page (Select), loaded on first use."""

import lang
from micropython import const

import ui
from games.lebog import rules as R
from games.lebog.showdown import hand_of, settlement_lines, showdown_lines
from games.lebog.text import card_name as card_text

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_DEALS = const(10)
_P_PHASE = const(12)
_P_DEALER = const(14)
_P_DEAL_NO = const(15)
_P_STATUS = const(62)
_P_HAND_N = const(72)
_P_LOC = const(96)
_PH_SETTLE = const(3)
_PH_SHOW = const(5)
_ST_IN = const(1)
_ST_AWAY = const(2)
_Z_PLAYED = const(5)
# end of consts.txt

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


def info_lines(v, seat):
    """Public information, wrapped to the screen (Select)."""
    players = v[_P_PLAYERS]
    tr = lang.tr
    entries = [tr("Deal %d of %d, dealer %s") % (v[_P_DEAL_NO], v[_P_DEALS], ui.seat_name(v[_P_DEALER]))]
    boxes = " ".join("%s %d" % (card_text(R.pay_card(v, k)) if k < 5 else "Bog", R.comp(v, k)) for k in range(6))
    entries.append(tr("Board: %s") % boxes)
    for p in range(players):
        st = v[_P_STATUS + p]
        state = tr("away") if st == _ST_AWAY else tr("bogs") if st == _ST_IN else ""
        b = R.bet(v, p)
        n = v[_P_HAND_N + p]
        entries.append(tr("%s: %s, %s%s%s") % (ui.seat_name(p), ui.plural(R.chips(v, p), tr("chip")),
                                           ui.plural(n, tr("card")), tr(", bet %d") % b if b else "",
                                           ", " + state if state else ""))
        if R.shown(v, p) and v[_P_HAND_N + p]:
            entries.append(tr("  shows %s") % " ".join(card_text(c) for c in hand_of(v, p)))
    played = [card_text(c) for c in range(52) if v[_P_LOC + c] == _Z_PLAYED]
    if played:
        entries.append(tr("Played: %s") % " ".join(played))
    lines = []
    for entry in entries:
        lines.extend(ui.wrap(entry))
    if v[_P_PHASE] == _PH_SETTLE:
        lines.extend(settlement_lines(v))
    elif v[_P_PHASE] == _PH_SHOW:
        lines.extend(showdown_lines(v))
    return lines
