"""Le Bog on the 160x128 screen, drawn for the seat to act."""

# Layout:
#     y   0  deal 3/8, dealer, turned card
#        13  hexagonal board (6 compartments,     seats: name (seat colour), chips, "bet 5" / "away"
#            card and chips in each)              / "hand 3"; at 6+ players seat numbers in two
#                                                 columns of five: chips, then the bet or x in
#                                                 light blue (play-out: cards left on blue);
#                                                 the seat to act underlined, the dealer marked
#        74  buttons (Away / Call / Bog-Raise, Keep), or the run being played (a forced play also
#            draws it as cards in the hand row)
#        88  the hand: up to 8 cards, rank over suit letter, 4-colour suits (C green, D orange, H red,
#            S black) so the letter, not the colour, tells the suit
#       116  status: what A does now
#
# A forced play and the settlement are public decisions: no hand is drawn. A forced play names the
# holder and shows the run being played in the hand row (its cards so far and, under the cursor, the
# card to come: all public); the settlement lists who paid whom from the deal record kept in the state.
#
# Pieces (each under the badge's 24 KB compile peak): table.py (the board and the seats panel, built and
# redrawn), hand.py (the hand row and the line above it: buttons, the run, the bet being chosen),
# showdown.py (the showdown and settlement pages), pages.py (rules summary, table page, on first use),
# text.py (card names). This module holds BoardView: the groups, targets, draw(), the page overlay and
# the cursor.

import displayio
import lang
from brackets import corner_marks, place_corners
from micropython import const

import ui
from games.lebog import hand, table
from games.lebog import rules as R
from games.lebog.showdown import build_page, draw_page
from games.lebog.text import card_name as card_text

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_DEALS = const(10)
_P_PHASE = const(12)
_P_TURN = const(13)
_P_DEALER = const(14)
_P_DEAL_NO = const(15)
_P_HAND_N = const(72)
_P_LOC = const(96)
_NONE = const(255)
_PH_BET = const(1)
_PH_PLAY = const(2)
_Z_TURNED = const(3)
_Z_HAND = const(16)
_A_SWAP = const(64)
_A_KEEP = const(128)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_NEXT = const(131)
_A_LEAD = const(132)
_A_BET = const(256)
T_RAISE = const(102)
_CARD_W = const(18)
_CARD_H = const(25)
T_CARD = const(0)
_BG = const(0x0C2414)
# end of consts.txt

# on-screen targets: a hand card (T_CARD + card) or a button
T_AWAY = const(100)
T_CALL = const(101)
T_KEEP = const(103)
T_NEXT = const(104)

_INFO_Y = const(74)
_HAND_X = const(4)
_HAND_Y = const(88)
_CARD_PITCH = const(19)
_CORNER = const(4)
_BUTTONS = ((T_AWAY, 0, 6), (T_CALL, 7, 9), (T_RAISE, 17, 9), (T_KEEP, 0, 6), (T_NEXT, 0, 12))


class BoardView:
    """The Le Bog table for the seat to act, built once and updated in place."""

    def __init__(self, rules, players):
        self.rules = rules
        self.players = players
        # Layers in a few groups of under 64 each: a group's list of layers doubles as it grows, and at 10
        # seats one list of 94 would ask a fragmented heap for one block of 128 words (the device model saw
        # Le Bog stop there)
        g = self.group = displayio.Group()
        back = displayio.Group()
        back.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _BG))
        self.top = ui.TextLine(1, 0, ui.COLUMNS, ui.WHITE, 0x18305C)
        back.append(ui.rect(0, 0, ui.WIDTH, 12, 0x18305C))
        back.append(self.top.grid)
        table.build_board(self, back)
        g.append(back)
        seats = displayio.Group()
        table.build_seats(self, seats)
        g.append(seats)
        self.info = ui.TextLine(2, _INFO_Y, ui.COLUMNS, ui.YELLOW, _BG)
        g.append(self.info.grid)
        cards = displayio.Group()
        self.cards = [hand.Card(cards, _HAND_X + i * _CARD_PITCH, _HAND_Y) for i in range(8)]
        g.append(cards)
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _BG)
        g.append(self.status.grid)
        build_page(self, g)  # the settlement and showdown page over the board (showdown.py)
        self._build_cursor(g)
        self.cursor_box = None
        self.hand = []
        self.drawn = None  # the target the cursor was last drawn on
        self.pick = -1  # the bet being chosen (A on Bog/Raise), -1 when not choosing
        self.pick_sig = None  # the decision it belongs to (a new decision ends the choice)

    def _build_cursor(self, g):
        """Four corner brackets (TileGrids: a move redraws only their old and new places)."""
        # a 1-pixel core and a rim on the box's side: a move that also rewrites the whole status line
        # stays within the redraw budget (thicker arms would not)
        self.cursor = corner_marks(_CORNER, rims=1)
        for corner in self.cursor:
            g.append(corner)

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return table.SEAT_COLORS[seat % len(table.SEAT_COLORS)]

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
            held = self._hand(v, seat)
            if v[_P_PHASE] == _PH_PLAY and R.public_decision(v):  # the card to come ends the run
                held = hand.run_cards(v)
            i = held.index(t) if t in held else 0
            return _HAND_X + i * _CARD_PITCH, _HAND_Y, _CARD_W, _CARD_H
        if t == T_NEXT:  # the status line says what comes next: the cursor frames its words
            return 0, ui.HINT_Y - 1, min(ui.WIDTH, 6 * len(self.status.text) + 4), 13
        for tid, col, width in _BUTTONS:
            if tid == t:
                return col * 6, _INFO_Y - 1, width * 6 + 4, 13
        return 0, 0, 4, 4

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    # --- keys and drawing ---------------------------------------------------------------------

    def first_target(self, v, seat, targets):
        """The loop's hook: a betting decision starts on the choice that spends the fewest chips (a tie
        with going away stays in: Call), never on Bog/Raise while something cheaper is open."""
        if v[_P_PHASE] != _PH_BET:
            return None
        best = None
        low = 0
        for t, a in ((T_CALL, _A_CALL), (T_AWAY, _A_AWAY), (T_RAISE, _A_BET + hand.bet_range(v, seat)[0])):
            if t in targets and (best is None or hand.spend(v, seat, a) < low):
                best = t
                low = hand.spend(v, seat, a)
        return best

    def on_key(self, v, seat, key, legal):
        """The loop's view hook: the bet being chosen (games/lebog/hand.py); None leaves a key to the loop."""
        return hand.bet_key(self, v, seat, key)

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        phase = v[_P_PHASE]
        self.drawn = target
        if self.pick >= 0 and (phase != _PH_BET or target != T_RAISE or bytes(v[_P_TURN:_P_HAND_N]) != self.pick_sig):
            self.pick = -1  # another decision (an undo from the pause menu, a new turn)
        if phase == _PH_BET and target == T_RAISE:
            low, high = hand.bet_range(v, seat)
            if self.pick >= 0:
                status = lang.tr("L/R 1, U/D 5, A: bet %d") % self.pick
            elif high > low and status.startswith(R.describe(v, _A_BET + low) + " +"):  # the loop's "bogs 3 +9 more"
                status = lang.tr("A: choose a bet, %d-%d") % (low, high)
        public = R.public_decision(v)
        dealer = v[_P_DEALER]
        turned = R.turned_card(v)
        up = turned != _NONE and v[_P_LOC + turned] == _Z_TURNED
        # "Deal 1/6 P3 turned up 8C", else "Deal 10/10 CPU 10 turned 10H" with the name shortened (with a
        # sign) if need be: the dealer's number and the turned card are never cut
        left = lang.tr("Deal %d/%d ") % (v[_P_DEAL_NO], v[_P_DEALS])
        right = lang.tr(" turned up %s") % card_text(turned) if up else lang.tr(" deals")  # as the board names it
        name = ui.seat_name(dealer)
        if len(left) + len(name) + len(right) > ui.COLUMNS:
            if up:
                right = lang.tr(" turned %s") % card_text(turned)
            name = ui.seat_name(dealer, ui.COLUMNS - len(left) - len(right))
        self.top.set(left + name + right)
        table.draw(self, v, seat, dealer, phase)
        if self.pick >= 0:
            self.info.set(hand.pick_text(self.pick, v, seat)[0])
        else:
            self.info.set(hand.info_text(v, seat, phase, public))
        held = self._hand(v, seat)
        self.hand = held
        run = hand.run_cards(v) if public and phase == _PH_PLAY else None
        for i in range(8):
            if run is not None:  # a forced play: the run so far and the card to come, all public
                self.cards[i].show(run[i] if i < len(run) else -1)
            else:
                self.cards[i].show(held[i] if i < len(held) and not public else -1)
        if draw_page(self, v, phase):
            status = status.split(".")[0]  # "next deal": the rest of the log text is the page above
        self.status.set(status)  # before the cursor, which frames the status line's words on "next"
        self._draw_cursor(v, seat, target)

    def _draw_cursor(self, v, seat, target):
        """The cursor's corner brackets around the target's box (around the amount while a bet is chosen)."""
        box = self.target_box(v, seat, target) if target is not None else None
        if self.pick >= 0:
            _text, col, width = hand.pick_text(self.pick, v, seat)
            box = (col * 6, _INFO_Y - 1, width * 6 + 4, 13)
        self.cursor_box = place_corners(self.cursor, _CORNER, self.cursor_box, box)

    # --- a CPU's move, marked while the table watches it (lib/cputurn.py, games/lebog/marks.py) ------

    move_marks = None  # lib/movemark.py's corner marks, from (thin) and to (thick): on the first CPU move
    MARK_COLOR = 0xFF00FF  # magenta: no seat, card or box of the board has it

    def mark(self, v, seat, action, before):
        """Mark a CPU's action on the board drawn from v for seat (before: seat's view before it)."""
        from games.lebog.marks import mark
        return mark(self, v, seat, action, before, _CORNER)

    def clear_mark(self):
        """Take a CPU's move marks off the board."""
        if self.move_marks:
            self.move_marks.place((None, None))
