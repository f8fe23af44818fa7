"""Le Bog's hand row and the line above it: the cards, the buttons, the run being played, the bet chosen."""

import lang
from micropython import const

import ui
from games.lebog.core import bet, chips, get2, last_deal, reach, successor, turned_card
from games.lebog.text import card_name as card_text
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_PHASE = const(12)
_P_TURN = const(13)
_P_LAST_CARD = const(16)
_P_SEQ_START = const(17)
_P_CUR_BET = const(18)
_P_HAND_N = const(72)
_P_R_BOG = const(149)
_P_R_BOG_AMT = const(150)
_NONE = const(255)
_STAKE = const(2)
_PH_EXCHANGE = const(0)
_PH_BET = const(1)
_PH_SETTLE = const(3)
_PH_SHOW = const(5)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_BET = const(256)
T_RAISE = const(102)
_CARD_BACK = const(0x28407A)
_CARD_W = const(18)
_CARD_H = const(25)
# end of consts.txt

SUIT_COLORS = (0x108020, 0xE06000, 0xD00000, 0x000000)  # C D H S (4-colour pack)


class Card:
    """One hand card: a white card with its rank over its suit letter in the suit's colour."""

    def __init__(self, group, x, y):
        self.face = ui.rect(x, y, _CARD_W, _CARD_H, ui.WHITE, recolorable=True)
        self.rank = ui.text("", x + 3, y + 1, ui.BLACK)
        self.suit = ui.text("", x + 6, y + 12, ui.BLACK)
        for item in (self.face, self.rank, self.suit):
            group.append(item)
        self.x, self.y = x, y
        self.shown = -2

    def show(self, card):
        """A card id, -1 for no card, or -2 for a card back."""
        if card == self.shown:
            return
        self.shown = card
        self.face.hidden = card == -1
        if card >= 0:
            ui.recolor(self.face, ui.WHITE)
            name = card_text(card)
            rank = name[:-1]
            ui.set_text(self.rank, rank)
            self.rank.anchored_position = (self.x + (_CARD_W - 6 * len(rank)) // 2, self.y + 1)
            ui.set_text(self.suit, name[-1])
            color = SUIT_COLORS[card // 13]
            self.rank.color = color
            self.suit.color = color
        else:
            ui.recolor(self.face, _CARD_BACK)
            ui.set_text(self.rank, "")
            ui.set_text(self.suit, "")


def run_cards(v):
    """A forced play's public cards: the sequence played so far (its last 7) and the card to come."""
    c = v[_P_SEQ_START]
    last = v[_P_LAST_CARD]
    run = [c]
    while c != last and len(run) < 13:
        c = successor(v, c)
        if c == _NONE:
            break
        run.append(c)
    run.append(successor(v, last))
    return run[-8:]


def run_text(v, width=15):
    """The sequence being played, from its first card to the last one."""
    c = v[_P_SEQ_START]
    last = v[_P_LAST_CARD]
    out = card_text(c)
    n = 0
    while c != last and n < 12:
        c = successor(v, c)
        if c == _NONE:
            break
        out += " " + card_text(c)
        n += 1
    if len(out) > width:  # the latest cards, whole, after a ".." that says the run starts earlier
        out = ".." + out[len(out) - width + 2:]
        out = out[:2] + out[out.index(" ", 2):] if out[2] != " " else out
    return out


def info_text(v, seat, phase, public):
    """The button row, or the sequence being played, or who must play."""
    if phase == _PH_EXCHANGE:
        return lang.tr("Keep   or swap for %s") % card_text(turned_card(v))
    if phase == _PH_BET:
        cur = get2(v, _P_CUR_BET)
        if cur == 0:
            return lang.tr("Away             Bog 3+")  # under the Raise button's place
        # French keeps the buttons' columns (view._BUTTONS): Partir 0, Tenir 7, Relancer 17
        return lang.tr("Away   Call %-5dRaise") % cur
    if phase == _PH_SETTLE:
        return lang.tr("A: final score" if last_deal(v) else "A: next deal")
    if phase == _PH_SHOW:
        return lang.tr("A: to the play-out")
    last = v[_P_LAST_CARD]
    if public:
        return lang.tr("Run: %s plays %s - A") % (ui.seat_name(seat, 6), card_text(successor(v, last)))
    if last == _NONE:  # the showdown just ended: its result (the Bog record is public)
        bog = v[_P_R_BOG]
        if bog == _NONE:
            return lang.tr("Bog stays. Lead any card")
        text = lang.tr("Bog %d to %s, lead a card") % (get2(v, _P_R_BOG_AMT), ui.seat_name(bog, 6))
        return text if len(text) <= ui.COLUMNS else text[:-7]  # French too: its last 7 characters may go
    return lang.tr("Run %s  lead any") % run_text(v, ui.COLUMNS - 14)


def bet_range(v, seat):
    """(lowest, highest) total bet seat may make now: the floor to all he holds (low > high: none)."""
    cur = get2(v, _P_CUR_BET)
    return (3 if cur == 0 else cur + 1), reach(v, seat)


def spend(v, seat, action):
    """Chips a betting action takes from the seat's hand now: going away the fee (2, or all he has), a call
    or a bet what it adds to his bet."""
    if action == _A_AWAY:
        return min(_STAKE, chips(v, seat))
    return (get2(v, _P_CUR_BET) if action == _A_CALL else action - _A_BET) - bet(v, seat)


def pick_text(pick, v, seat):
    """The info row while a bet is chosen, and the column and width of the amount in it."""
    low, high = bet_range(v, seat)
    form = lang.tr("Bog %s  %d-%d" if get2(v, _P_CUR_BET) == 0 else "Raise to %s  %d-%d")
    amount = " %d " % pick  # the corners sit in the spaces around the number
    return form % (amount, low, high), form.index("%s"), len(amount)


def bet_key(bv, v, seat, key):
    """The bet being chosen (BoardView.on_key): A on Bog/Raise opens the amount at the floor, Left/Right
    change it by 1 chip, Up/Down by 5, A bets, B goes back; None leaves the key to the loop."""
    if v[_P_PHASE] != _PH_BET:
        bv.pick = -1
        return None
    low, high = bet_range(v, seat)
    if bv.pick < 0:
        if key != K_A or bv.drawn != T_RAISE or high < low:
            return None
        if high == low:  # one amount: no choice to make
            return _A_BET + low
        bv.pick = low
        bv.pick_sig = bytes(v[_P_TURN:_P_HAND_N])
        return -1
    if key == K_A:
        action = _A_BET + bv.pick
        bv.pick = -1
        return action
    if key == K_B:
        bv.pick = -1
        return -1
    step = 1 if key == K_RIGHT else -1 if key == K_LEFT else 5 if key == K_UP else -5 if key == K_DOWN else 0
    if not step:
        return None
    bv.pick = min(high, max(low, bv.pick + step))
    return -1
