"""Le Bog on the 160x128 screen, drawn for the seat to act.

    y   0  deal 3/8, dealer, turned card
       13  hexagonal board (6 compartments,     seats: name (seat colour), chips, "bet 5" / "away"
           card and chips in each)              / "hand 3"; at 6+ players seat numbers in two
                                                columns of five: chips, then the bet or x in
                                                light blue (play-out: cards left on blue);
                                                the seat to act underlined, the dealer marked
       74  buttons (Away / Call / Bog-Raise, Keep), or the run being played (a forced play also
           draws it as cards in the hand row)
       88  the hand: up to 8 cards, rank over suit letter, 4-colour suits (C green, D orange, H red,
           S black) so the letter, not the colour, tells the suit
      116  status: what A does now

A forced play and the settlement are public decisions: no hand is drawn. A forced play names the
holder and shows the run being played in the hand row (its cards so far and, under the cursor, the
card to come: all public); the settlement lists who paid whom from the deal record kept in the state.
"""

import displayio
import vectorio
from micropython import const

import ui
from games.lebog import rules as R
from games.lebog.text import card_name, combination_text
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP

# the rules module keeps its offsets as private consts (free under MicroPython): the view's copies,
# checked against the rules module by tests_host/test_lebog_view.py
_P_PHASE = const(12)
_P_TURN = const(13)
_P_DEALER = const(14)
_P_DEAL_NO = const(15)
_P_LAST_CARD = const(16)
_P_SEQ_START = const(17)
_P_CUR_BET = const(18)
_P_DEALS = const(10)
_P_PLAYERS = const(8)
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
_PH_EXCHANGE = const(0)
_PH_BET = const(1)
_PH_PLAY = const(2)
_PH_SETTLE = const(3)
_PH_SHOW = const(5)
_ST_WAIT = const(0)
_ST_IN = const(1)
_ST_AWAY = const(2)
_Z_HAND = const(16)
_Z_PLAYED = const(5)
_Z_TURNED = const(3)
_Z_DISCARD = const(4)
_A_SWAP = const(64)
_A_KEEP = const(128)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_NEXT = const(131)
_A_LEAD = const(132)
_A_BET = const(256)
_NONE = const(255)

# on-screen targets: a hand card (T_CARD + card) or a button
T_CARD = const(0)
T_AWAY = const(100)
T_CALL = const(101)
T_RAISE = const(102)
T_KEEP = const(103)
T_NEXT = const(104)

SEAT_COLORS = (0x3C78FF, 0xFF8C1E, 0x40D060, 0xF04040, 0xC060FF, 0xFFE040, 0x40E0E0, 0xFF70C0,
               0xA0A0A0, 0xA08050)
SUIT_COLORS = (0x108020, 0xE06000, 0xD00000, 0x000000)  # C D H S (4-colour pack)
_BG = const(0x0C2414)  # green baize
_PANEL = const(0x0C2414)
_BET_COLOR = const(0xA0C8FF)  # bets at 6+ players (no seat has this colour)
_CARD_BACK = const(0x28407A)
_COMP_COLORS = (0x6A1E1E, 0x1E3A6A, 0x1E5A2A, 0x6A4A10, 0x4A1E6A, 0x6A6A1A)
_HEX_X = const(31)
_HEX_Y = const(43)
_HEX_R = const(30)
_SEATS_X = const(67)
_SEATS_Y = const(13)
_CELL_W = const(47)
_INFO_Y = const(74)
_HAND_X = const(4)
_HAND_Y = const(88)
_CARD_W = const(18)
_CARD_H = const(25)
_CARD_PITCH = const(19)
_CORNER = const(4)
_SETTLE_LINES = const(8)
_BUTTONS = ((T_AWAY, 0, 6), (T_CALL, 7, 9), (T_RAISE, 17, 9), (T_KEEP, 0, 6), (T_NEXT, 0, 12))
_COS = (1000, 500, -500, -1000, -500, 500)  # the hexagon's corners, flat top, clockwise from the right
_SIN = (0, 866, 866, 0, -866, -866)

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


def card_text(card):
    """Short ASCII name of a card (10H, KD)."""
    return card_name(card)


def _chips(v, seat):
    """Chips in hand of a seat."""
    return R.chips(v, seat)


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


class _Card:
    """One hand card: a white card with its rank over its suit letter in the suit's colour."""

    def __init__(self, group, x, y):
        self.face = ui.rect(x, y, _CARD_W, _CARD_H, ui.WHITE)
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


class BoardView:
    """The Le Bog table for the seat to act, built once and updated in place."""

    def __init__(self, rules, players):
        self.rules = rules
        self.players = players
        g = self.group = displayio.Group()
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _BG))
        self.top = ui.TextLine(1, 0, ui.COLUMNS, ui.WHITE, 0x18305C)
        g.append(ui.rect(0, 0, ui.WIDTH, 12, 0x18305C))
        g.append(self.top.grid)
        self._build_board(g)
        self._build_seats(g)
        self.info = ui.TextLine(2, _INFO_Y, ui.COLUMNS, ui.YELLOW, _BG)
        g.append(self.info.grid)
        self.cards = [_Card(g, _HAND_X + i * _CARD_PITCH, _HAND_Y) for i in range(8)]
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _BG)
        g.append(self.status.grid)
        self._build_settlement(g)
        self._build_cursor(g)
        self.cursor_box = None
        self.hand = []
        self.drawn = None  # the target the cursor was last drawn on
        self.pick = -1  # the bet being chosen (A on Bog/Raise), -1 when not choosing
        self.pick_sig = None  # the decision it belongs to (a new decision ends the choice)

    def _build_board(self, g):
        """The hexagon: six triangles (five card boxes and the Bog), each with its card and chips."""
        self.comp_labels = []
        names = ("KD", "10H", "JC", "AD", "QS", "Bog")
        for k in range(6):
            a, b = k, (k + 1) % 6
            points = [(0, 0), (_HEX_R * _COS[a] // 1000, _HEX_R * _SIN[a] // 1000),
                      (_HEX_R * _COS[b] // 1000, _HEX_R * _SIN[b] // 1000)]
            g.append(vectorio.Polygon(pixel_shader=ui.palette(_COMP_COLORS[k]), points=points,
                                      x=_HEX_X, y=_HEX_Y))
        for k in range(6):
            a, b = k, (k + 1) % 6
            cx = _HEX_X + _HEX_R * (_COS[a] + _COS[b]) // 3000
            cy = _HEX_Y + _HEX_R * (_SIN[a] + _SIN[b]) // 3000
            name = ui.text(names[k], cx - 3 * len(names[k]), cy - 10, ui.WHITE)
            count = ui.text("", cx - 6, cy - 1, ui.YELLOW)
            g.append(name)
            g.append(count)
            self.comp_labels.append((name, count, cx))
        for k in range(6):  # white spokes between the boxes
            g.append(vectorio.Polygon(pixel_shader=ui.palette(0xC8C8C8),
                                      points=[(0, 0), (_HEX_R * _COS[k] // 1000, _HEX_R * _SIN[k] // 1000),
                                              (_HEX_R * _COS[k] // 1000 + 1, _HEX_R * _SIN[k] // 1000 + 1)],
                                      x=_HEX_X, y=_HEX_Y))

    def _build_seats(self, g):
        """The seats: name (or number, at 6+ players) in the seat colour, chips and bet (x: gone away).
        Up to 5 players one column with names; 6-10 two columns of five with seat numbers."""
        self.seat_ids = []
        self.seat_texts = []
        self.bet_texts = []  # two-column layout only
        wide = self.players <= 5
        self.cell_w = 0 if wide else _CELL_W
        id_cols = 5 if wide else 2
        for seat in range(self.players):
            x, y = self._seat_xy(seat)
            ident = ui.TextLine(x, y, id_cols, SEAT_COLORS[seat], _BG)
            ident.set(ui.seat_name(seat)[:id_cols] if wide else "%d" % (seat + 1))
            data = ui.TextLine(x + 6 * id_cols, y, 10 if wide else 3, ui.WHITE, _BG)
            g.append(ident.grid)
            g.append(data.grid)
            self.seat_ids.append(ident)
            self.seat_texts.append(data)
            if not wide:  # the bet (or x: gone away) after the chips, in a light blue
                mark = ui.TextLine(x + 6 * (id_cols + 3), y, 2, _BET_COLOR, _BG)
                g.append(mark.grid)
                self.bet_texts.append(mark)
        width = 6 * (15 if wide else 7)
        self.turn_bar = ui.rect(_SEATS_X, _SEATS_Y + 10, width, 1, ui.WHITE)
        self.dealer_mark = ui.rect(_SEATS_X - 3, _SEATS_Y + 2, 2, 7, ui.WHITE)
        g.append(self.turn_bar)
        g.append(self.dealer_mark)

    def _seat_xy(self, seat):
        """Top-left corner of a seat's line in the seats panel."""
        return _SEATS_X + (seat // 5) * self.cell_w, _SEATS_Y + (seat % 5) * 12

    def _build_settlement(self, g):
        """The settlement page over the board: who paid whom in the deal just over."""
        self.settle = displayio.Group()
        self.settle.append(ui.rect(0, 12, ui.WIDTH, ui.HINT_Y - 13, 0x101820))
        self.settle_lines = []
        for i in range(_SETTLE_LINES):
            line = ui.TextLine(2, 13 + i * 12, ui.COLUMNS, ui.WHITE, 0x101820)
            self.settle.append(line.grid)
            self.settle_lines.append(line)
        self.settle.hidden = True
        g.append(self.settle)

    def _build_cursor(self, g):
        """Four corner brackets (TileGrids: a move redraws only their old and new places)."""
        self.cursor = ui.corner_marks(_CORNER, ui.YELLOW, thickness=2)
        for corner in self.cursor:
            g.append(corner)

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return SEAT_COLORS[seat % len(SEAT_COLORS)]

    # --- targets ------------------------------------------------------------------------------

    def target(self, v, seat, action):
        """On-screen target of an action: a hand card or a button."""
        if action < _A_KEEP:
            return T_CARD + (action % _A_SWAP)
        if action == _A_KEEP:
            return T_KEEP
        if action == _A_AWAY:
            return T_AWAY
        if action == _A_CALL:
            return T_CALL
        if action == _A_NEXT or action == _A_LEAD:
            return T_NEXT
        return T_RAISE

    def _hand(self, v, seat):
        """The seat's hand, sorted by suit then rank."""
        zone = _Z_HAND + seat
        return [c for c in range(52) if v[_P_LOC + c] == zone]

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target."""
        if t < T_AWAY:
            hand = self._hand(v, seat)
            if v[_P_PHASE] == _PH_PLAY and R.public_decision(v):  # the card to come ends the run
                hand = self.run_cards(v)
            i = hand.index(t) if t in hand else 0
            return _HAND_X + i * _CARD_PITCH, _HAND_Y, _CARD_W, _CARD_H
        if t == T_NEXT:
            return 0, ui.HINT_Y - 1, ui.WIDTH, 13
        for tid, col, width in _BUTTONS:
            if tid == t:
                return col * 6, _INFO_Y - 1, width * 6 + 4, 13
        return 0, 0, 4, 4

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    # --- drawing ------------------------------------------------------------------------------

    # --- choosing a bet -----------------------------------------------------------------------

    def bet_range(self, v, seat):
        """(lowest, highest) total bet seat may make now: the floor to all he holds (low > high: none)."""
        cur = R.get2(v, _P_CUR_BET)
        return (3 if cur == 0 else cur + 1), R.reach(v, seat)

    def on_key(self, v, seat, key, legal):
        """The loop's view hook: A on Bog/Raise opens the amount (Left/Right 1 chip, Up/Down 5, A bets,
        B goes back); None leaves every other key to the loop."""
        if v[_P_PHASE] != _PH_BET:
            self.pick = -1
            return None
        low, high = self.bet_range(v, seat)
        if self.pick < 0:
            if key != K_A or self.drawn != T_RAISE or high < low:
                return None
            if high == low:  # one amount: no choice to make
                return _A_BET + low
            self.pick = low
            self.pick_sig = bytes(v[_P_TURN:_P_HAND_N])
            return -1
        if key == K_A:
            action = _A_BET + self.pick
            self.pick = -1
            return action
        if key == K_B:
            self.pick = -1
            return -1
        step = 1 if key == K_RIGHT else -1 if key == K_LEFT else 5 if key == K_UP else -5 if key == K_DOWN else 0
        if not step:
            return None
        self.pick = min(high, max(low, self.pick + step))
        return -1

    def _pick_text(self, v, seat):
        """The info row while a bet is chosen, and the column and width of the amount in it."""
        low, high = self.bet_range(v, seat)
        head = "Bog" if R.get2(v, _P_CUR_BET) == 0 else "Raise to"
        amount = " %d " % self.pick  # the corners sit in the spaces around the number
        return "%s %s  %d-%d" % (head, amount, low, high), len(head) + 1, len(amount)

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        phase = v[_P_PHASE]
        self.drawn = target
        if self.pick >= 0 and (phase != _PH_BET or target != T_RAISE or bytes(v[_P_TURN:_P_HAND_N]) != self.pick_sig):
            self.pick = -1  # another decision (an undo from the pause menu, a new turn)
        if phase == _PH_BET and target == T_RAISE:
            low, high = self.bet_range(v, seat)
            if self.pick >= 0:
                status = "L/R 1, U/D 5, A: bet %d" % self.pick
            elif high > low and status == "%s +%d more" % (R.describe(v, _A_BET + low), high - low):
                status = "A: choose a bet, %d-%d" % (low, high)
        public = R.public_decision(v)
        dealer = v[_P_DEALER]
        turned = R.turned_card(v)
        up = card_text(turned) if turned != _NONE and v[_P_LOC + turned] == _Z_TURNED else "--"
        left = "Deal %d/%d " % (v[_P_DEAL_NO], v[_P_DEALS])
        right = " deals, up %s" % up
        room = ui.COLUMNS - len(left) - len(right)  # the dealer's name is cut, never the turned card
        self.top.set(left + ui.seat_name(dealer)[:max(1, min(5, room))] + right)
        for k in range(6):
            name, count, cx = self.comp_labels[k]
            if k == 3:
                ui.set_text(name, card_text(R.pay_card(v, 3)))
            text = "%d" % R.comp(v, k)
            ui.set_text(count, text)
            count.anchored_position = (cx - 3 * len(text), count.anchored_position[1])
        for p in range(self.players):
            st = v[_P_STATUS + p]
            b = R.bet(v, p)
            if self.cell_w == 0:  # one column: chips, then words ("bet 5", "away", "hand 3": cards left)
                text = "%3d" % _chips(v, p)
                if phase == _PH_PLAY:
                    text += " hand %d" % v[_P_HAND_N + p]
                elif phase == _PH_BET:
                    text += " away" if st == _ST_AWAY else (" bet %d" if b < 100 else " bet%d") % b if b else ""
            else:  # two columns of five: chips, then the bet or x (gone away) in light blue, or in
                # the play-out the cards left, white on a card-blue patch
                mark = "  "
                cards = phase == _PH_PLAY
                if cards:
                    mark = "%2d" % v[_P_HAND_N + p]
                elif phase == _PH_BET:
                    mark = " x" if st == _ST_AWAY else ("%2d" % b if b < 100 else "++") if b else "  "
                text = "%3d" % _chips(v, p)
                line = self.bet_texts[p]
                colors = line.grid.pixel_shader
                if colors[0] != (_CARD_BACK if cards else _BG):
                    colors[0] = _CARD_BACK if cards else _BG
                    colors[1] = ui.WHITE if cards else _BET_COLOR
                line.set(mark)
            self.seat_texts[p].set(text)
        x, y = self._seat_xy(seat)
        self.turn_bar.x = x
        self.turn_bar.y = y + 10
        ui.recolor(self.turn_bar, self.seat_color(seat))
        x, y = self._seat_xy(dealer)
        self.dealer_mark.x = x - 3
        self.dealer_mark.y = y + 2
        if self.pick >= 0:
            self.info.set(self._pick_text(v, seat)[0])
        else:
            self.info.set(self._info_text(v, seat, phase, public))
        hand = self._hand(v, seat)
        self.hand = hand
        run = self.run_cards(v) if public and phase == _PH_PLAY else None
        for i in range(8):
            if run is not None:  # a forced play: the run so far and the card to come, all public
                self.cards[i].show(run[i] if i < len(run) else -1)
            else:
                self.cards[i].show(hand[i] if i < len(hand) and not public else -1)
        self._draw_settlement(v, phase)
        self._draw_cursor(v, seat, target)
        self.status.set(status)

    def _info_text(self, v, seat, phase, public):
        """The button row, or the sequence being played, or who must play."""
        if phase == _PH_EXCHANGE:
            return "Keep   or swap for %s" % card_text(R.turned_card(v))
        if phase == _PH_BET:
            cur = R.get2(v, _P_CUR_BET)
            if cur == 0:
                return "Away             Bog 3+"  # under the Raise button's place
            return "Away   Call %-5dRaise" % cur
        if phase == _PH_SETTLE:
            return "A: final score" if R.last_deal(v) else "A: next deal"
        if phase == _PH_SHOW:
            return "A: to the play-out"
        last = v[_P_LAST_CARD]
        if public:
            return "Run: %s plays %s - A" % (ui.seat_name(seat)[:6], card_text(R.successor(v, last)))
        if last == _NONE:  # the showdown just ended: its result (the Bog record is public)
            bog = v[_P_R_BOG]
            if bog == _NONE:
                return "Bog stays. Lead any card"
            text = "Bog %d to %s, lead a card" % (R.get2(v, _P_R_BOG_AMT), ui.seat_name(bog)[:6])
            return text if len(text) <= ui.COLUMNS else text[:-7]
        return "Run %s  lead any" % self._run_text(v)

    def run_cards(self, v):
        """A forced play's public cards: the sequence played so far (its last 7) and the card to come."""
        c = v[_P_SEQ_START]
        last = v[_P_LAST_CARD]
        run = [c]
        while c != last and len(run) < 13:
            c = R.successor(v, c)
            if c == _NONE:
                break
            run.append(c)
        run.append(R.successor(v, last))
        return run[-8:]

    def _run_text(self, v):
        """The sequence being played, from its first card to the last one."""
        c = v[_P_SEQ_START]
        last = v[_P_LAST_CARD]
        out = card_text(c)
        n = 0
        while c != last and n < 12:
            c = R.successor(v, c)
            if c == _NONE:
                break
            out += " " + card_text(c)
            n += 1
        return out[-15:]

    def settlement_lines(self, v):
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

    def showdown_lines(self, v):
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
                                   [card_text(c) for c in sorted(self._hand(v, p), key=_by_rank)], ""))
        return lines

    def _draw_settlement(self, v, phase):
        """Show the settlement page on the settlement step, the showdown page on the showdown step."""
        show = phase == _PH_SETTLE or phase == _PH_SHOW
        if show:
            lines = self.settlement_lines(v) if phase == _PH_SETTLE else self.showdown_lines(v)
            if len(lines) > _SETTLE_LINES:  # the rest is on the table page (Select)
                lines = lines[:_SETTLE_LINES - 1] + ["... more: Select"]
            for i in range(_SETTLE_LINES):
                self.settle_lines[i].set(lines[i] if i < len(lines) else "")
        if self.settle.hidden == show:
            self.settle.hidden = not show

    def _draw_cursor(self, v, seat, target):
        """Yellow corner brackets inside the target's box (around the amount while a bet is chosen)."""
        box = self.target_box(v, seat, target) if target is not None else None
        if self.pick >= 0:
            _text, col, width = self._pick_text(v, seat)
            box = (col * 6, _INFO_Y - 1, width * 6 + 4, 13)
        self.cursor_box = ui.place_corners(self.cursor, _CORNER, self.cursor_box, box)

    def info_lines(self, v, seat):
        """Public information, wrapped to the screen (Select)."""
        players = v[_P_PLAYERS]
        entries = ["Deal %d of %d, dealer %s" % (v[_P_DEAL_NO], v[_P_DEALS], ui.seat_name(v[_P_DEALER]))]
        names = ("KD", "10H", "JC", card_text(R.pay_card(v, 3)), "QS", "Bog")
        entries.append("Board: " + " ".join("%s %d" % (names[k], R.comp(v, k)) for k in range(6)))
        for p in range(players):
            st = v[_P_STATUS + p]
            state = "away" if st == _ST_AWAY else "bogs" if st == _ST_IN else ""
            entries.append("%s: %d chips, %d cards, bet %d %s" % (ui.seat_name(p), R.chips(v, p),
                                                                  v[_P_HAND_N + p], R.bet(v, p), state))
            if R.shown(v, p) and v[_P_HAND_N + p]:
                entries.append("  shows " + " ".join(card_text(c) for c in self._hand(v, p)))
        played = [card_text(c) for c in range(52) if v[_P_LOC + c] == _Z_PLAYED]
        if played:
            entries.append("Played: " + " ".join(played))
        lines = []
        for entry in entries:
            lines.extend(ui.wrap(entry))
        if v[_P_PHASE] == _PH_SETTLE:
            lines.extend(self.settlement_lines(v))
        elif v[_P_PHASE] == _PH_SHOW:
            lines.extend(self.showdown_lines(v))
        return lines
