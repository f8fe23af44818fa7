"""Boussanga's side panel: the reserve, the hand to play, the other seats' cards, a team's two boards."""

import displayio
from micropython import const

import ui
from games.boussanga.cards import PATTERNS
from games.boussanga.core import hand_base, holder_points

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_COOP = const(10)
_P_TEAMS = const(11)
_P_PHASE = const(13)
_P_HANDS = const(55)
_P_DISCARD_N = const(71)
_P_RESERVE = const(176)
_P_HELD = const(180)
_P_COLLECT = const(200)
_NONE = const(255)
_PH_CARD = const(0)
_PH_BOARD = const(5)
_CARD_BG = const(0x38424C)
_PANEL_X = const(100)
_HAND_Y = const(44)
_TINY = const(3)
_BOARD_BOX_Y = const(44)
_BOARD_BOX_H = const(30)
_BOARD_BOX_PITCH = const(32)
# end of consts.txt

_OTHERS_Y = const(85)
END_BOX = (100, 97, 46, 13)  # co-op, the game lost: the "End now" button (x, y, w, h)

SEAT_COLORS = ui.SEAT_COLORS  # the shared seat colours (the LEDs light the same)


class Panel:
    """The panel right of the board (x 100-159), built once and updated in place."""

    def __init__(self, g, mini, tiny, mini_pal):
        # reserve / collection: 4 mini shapes with counts
        self.stock_label = ui.text("", _PANEL_X, 13, ui.GREY)
        g.append(self.stock_label)
        self.stock = []
        for c in range(4):
            x = _PANEL_X + (c % 2) * 30
            y = 25 + (c // 2) * 9
            tg = displayio.TileGrid(mini, pixel_shader=mini_pal, width=1, height=1, tile_width=6, tile_height=6,
                                    x=x, y=y)
            tg[0] = c + 1
            lab = ui.text("", x + 8, y - 3, ui.WHITE)
            g.append(tg)
            g.append(lab)
            self.stock.append(lab)
        # the hand of the seat to act: 4 cards of 3x3 mini tiles, with an "x" (discard) under each
        self.hand_group = hand = displayio.Group()  # hidden while a team chooses a board
        g.append(hand)
        self.cards = []  # the hand's 4 cards, then the other seats' 12: TileGrids of 3x3
        for k in range(4):
            x = _PANEL_X + (k % 2) * 30
            y = _HAND_Y + (k // 2) * 20
            hand.append(ui.rect(x, y, 19, 19, _CARD_BG))
            tg = displayio.TileGrid(mini, pixel_shader=mini_pal, width=3, height=3, tile_width=6, tile_height=6,
                                    x=x + 1, y=y + 1)
            tg.hidden = True
            hand.append(tg)
            self.cards.append(tg)
        self.discards = [ui.text("x", _PANEL_X + (k % 2) * 30 + 21, _HAND_Y + (k // 2) * 20 + 3, ui.GREY)
                         for k in range(4)]
        for lab in self.discards:
            hand.append(lab)
        # the other seats: a label and 4 tiny cards each
        self.others = []
        self.others_group = others = displayio.Group()
        g.append(others)
        for row in range(3):
            y = _OTHERS_Y + row * 10
            lab = ui.text("", _PANEL_X, y, ui.GREY)
            others.append(lab)
            self.others.append(lab)
            for k in range(4):
                tg = displayio.TileGrid(tiny, pixel_shader=mini_pal, width=3, height=3, tile_width=_TINY,
                                        tile_height=_TINY, x=_PANEL_X + 20 + k * 10, y=y)
                tg.hidden = True
                others.append(tg)
                self.cards.append(tg)
        # co-op once more than 12 cards are used: the game can no longer be won, and may end here
        self.lost_note = ui.text("Can't win", _PANEL_X, _OTHERS_Y, ui.RED)
        self.end_button = ui.text("End now", END_BOX[0] + 2, END_BOX[1] + 1, ui.WHITE)
        for lab in (self.lost_note, self.end_button):
            lab.hidden = True
            g.append(lab)
        self.shown_cards = bytearray(b"\xfe" * 16)  # per TileGrid of self.cards: the card drawn there
        # teams, choosing a board: the mover's and the partner's boards over the hand and the other seats,
        # made at the first choice (most games never need them)
        self.group = g
        self.mini = mini
        self.mini_pal = mini_pal
        self.box_at = len(g)  # their place among the layers
        self.board_boxes = []

    def _make_boxes(self):
        """The two board boxes (seat and points, then B G / R Y with counts), hidden."""
        for k in range(2):
            y = _BOARD_BOX_Y + k * _BOARD_BOX_PITCH
            box = displayio.Group()
            box.append(ui.rect(_PANEL_X, y, 59, _BOARD_BOX_H, _CARD_BG))
            head = ui.text("", _PANEL_X + 2, y, ui.WHITE)
            box.append(head)
            rows = []
            for r in range(2):  # B G / R Y as the reserve: the shapes are tiles 0 and 5 (30 px apart) of a row
                shapes = displayio.TileGrid(self.mini, pixel_shader=self.mini_pal, width=6, height=1, tile_width=6,
                                            tile_height=6, x=_PANEL_X + 2, y=y + 12 + r * 9)
                for i in range(6):
                    shapes[i] = 5
                shapes[0] = 1 + 2 * r
                shapes[5] = 2 + 2 * r
                box.append(shapes)
                rows.append(ui.text("", _PANEL_X + 4, y + 9 + r * 9, ui.WHITE))
                box.append(rows[-1])
            box.hidden = True
            self.group.insert(self.box_at + k, box)
            self.board_boxes.append((box, head, rows))

    def draw(self, v, seat):
        """Show the reserve (co-op: the collection), the hand of seat, the others' cards or a team's boards."""
        coop = v[_P_COOP]
        players = v[_P_PLAYERS]
        phase = v[_P_PHASE]
        # reserve or collection
        ui.set_text(self.stock_label, "Collected" if coop else "Reserve")
        base = _P_COLLECT if coop else _P_RESERVE
        for c in range(4):
            ui.set_text(self.stock[c], "%d" % v[base + c])
        choosing = phase == _PH_BOARD
        if choosing and not self.board_boxes:
            self._make_boxes()
        if self.hand_group.hidden != choosing:
            self.hand_group.hidden = choosing
            self.others_group.hidden = choosing
            for box in self.board_boxes:
                box[0].hidden = not choosing
        if choosing:
            self._show_boards(v, seat)
        hb = hand_base(v, seat)
        for k in range(4):
            self._show_card(k, v[hb + k])
            mark = self.discards[k]
            hide = v[hb + k] == _NONE or phase != _PH_CARD
            if mark.hidden != hide:
                mark.hidden = hide
        lost = coop and v[_P_DISCARD_N] > 12
        if self.lost_note.hidden == lost:
            self.lost_note.hidden = not lost
        if self.end_button.hidden == (lost and phase == _PH_CARD):
            self.end_button.hidden = not (lost and phase == _PH_CARD)
        row = 0
        if not coop:
            for k in range(1, players):
                other = (seat + k) % players
                lab = self.others[row]
                team = v[_P_TEAMS] and other % 2 == seat % 2
                # 3 cells before its cards: a partner's name marked with a "*"
                ui.set_text(lab, "%s*" % ui.seat_name(other, 2) if team else ui.seat_name(other, 3))
                if lab.color != SEAT_COLORS[other % 4]:
                    lab.color = SEAT_COLORS[other % 4]
                for j in range(4):
                    self._show_card(4 + row * 4 + j, v[_P_HANDS + other * 4 + j])
                row += 1
        for r in range(row, 3):
            ui.set_text(self.others[r], "")
            for j in range(4):
                self._show_card(4 + r * 4 + j, _NONE)

    def _show_boards(self, v, seat):
        """Teams choosing a board: the mover's and the partner's seat, board points and tokens per colour."""
        for k in range(2):
            b = seat ^ (2 * k)
            _box, head, rows = self.board_boxes[k]
            points = "%dpt" % holder_points(v, b)
            ui.set_text(head, "%s %s" % (ui.seat_name(b, 8 - len(points)), points))  # 9 cells in the box
            if head.color != SEAT_COLORS[b]:
                head.color = SEAT_COLORS[b]
            at = _P_HELD + b * 4
            for r in range(2):
                ui.set_text(rows[r], " %-2d   %d" % (v[at + 2 * r], v[at + 2 * r + 1]))

    def _show_card(self, k, card):
        """Draw a card's pattern into the 3x3 TileGrid self.cards[k] (hidden when the slot is empty)."""
        if self.shown_cards[k] == card:
            return
        self.shown_cards[k] = card
        tg = self.cards[k]
        tg.hidden = card == _NONE
        if card == _NONE:
            return
        for i in range(9):
            tg[i % 3, i // 3] = PATTERNS[card * 9 + i]
