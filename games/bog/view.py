"""BOG on the 160x128 screen, drawn from the seat to act's side (their shore at the bottom)."""

# Layout:
#     y   0  P1:5  P2:3             P2 hand 3
#        12  [opponent's shore]      [deck][river x3]
#        23  +----+----+----+
#            | A3 | B3 | C3 |        Hand 4
#            | A2 | B2 | C2 |        [cards, 4 a row]
#            | A1 | B1 | C1 |
#       106  [your shore]
#       116  status: what A does now
#
# Frogs are circles for P1 and squares for P2 (shape and colour), with their card number; on the shores, bars in
# the owner's colour with the card number in round brackets for P1, square ones for P2: "(F3)", "[F3]". Cards are
# 16x16 tiles of one sprite sheet: the route's start, stops and end in yellow, cyan, blue and red from
# the owner's side (near row at the bottom), formation pads with a white centre. The card under the
# cursor has its route numbered 1-4 and its formation marked on the swamp itself.
#
# Pieces (each under the badge's 24 KB compile peak): tiles.py (the sprite sheets, drawn once a game when
# the board is first built, then forgotten: the board is built again after a page or a CPU's turn),
# pages.py (the rules summary and the table page, on first use), text.py (card names; describe() writes
# the status line with it), layout.py (where each pad, card and target lies).

import displayio
import lang
from brackets import corner_marks, place_corners
from micropython import const

import games
import ui
from games.bog import pads
from games.bog.core import scores
from games.bog.layout import hand_cards, pad_xy, scroll_hand, shore_cards, target_box
from games.bog.pads import SEAT_COLORS, PadView, Token, draw_marks

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_DECK_N = const(16)
_P_RIVER = const(35)
_P_LOC = const(38)
_P_PAD = const(74)
_P_HAND_N = const(83)
_NONE = const(255)
_FLY = const(254)
_PAD_COUNT = const(9)
_RIVER_SIZE = const(3)
_Z_SWAMP = const(6)
_A_FLY = const(160)
_A_DRAW_DECK = const(192)
_PAD_X = const(2)
_MY_SHORE_Y = const(106)
_TILE = const(16)
_TILE_PITCH = const(18)
_PANEL_X = const(88)
_RIVER_Y = const(24)
_HAND_Y = const(56)
_HAND_ROWS = const(3)
_HAND_COLS = const(4)
_TOKEN_W = const(40)
_TOKEN_GAP = const(4)
T_DECK = const(50)
T_CARD = const(100)
_OPP_SHORE_Y = const(13)
_TILE_BACK = const(18)
_TILE_EMPTY = const(19)
_PANEL = const(0x101418)
# end of consts.txt

_SCORE2_X = const(44)
_CORNER = const(2)  # small brackets: a cursor move redraws their old and new arms, with the status line
# targets 0-8: an absolute pad (placing the fly)


_ART = []  # the sheets' palette, card sheet, route marks, pad sheet and its palette, while the game runs


def _draw_art():
    """The sprite sheets of tiles.py and pads.py; tiles.py is forgotten once they are drawn."""
    from games.bog import tiles

    art = (tiles.sheet_palette(), tiles.card_sheet(), tiles.mark_sheet(), pads.pad_sheet(), pads.pad_palette())
    games.forget("bog", "tiles")  # the pictures live on as bitmaps only
    return art


class BoardView:
    """The BOG table for the seat to act, built once and updated in place."""

    def __init__(self, rules, players):
        # text.py names the cards and writes the first status line: compiled now, before the groups take the heap
        from games.bog import text

        palette, sheet, marks, pad_sheet, pad_palette = games.drawn_once(_ART, _draw_art)
        self.rules = rules
        self.group = displayio.Group()
        g = ui.Layers(self.group)  # 35 layers: in groups of 16 (ui.Layers)
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _PANEL))
        self.score_labels = (ui.text("", 2, 0, SEAT_COLORS[0]), ui.text("", _SCORE2_X, 0, SEAT_COLORS[1]))
        self.turn_mark = ui.rect(0, 11, 30, 1, ui.WHITE, recolorable=True)
        self.opp_hand = ui.text("", _PANEL_X, 0, ui.GREY)
        for item in self.score_labels + (self.turn_mark, self.opp_hand):
            g.append(item)
        # the pads and shores in a group of their own: one group of some 80 layers would need a 512-byte
        # block for its list when the view is built, a rare block in a fragmented heap
        pond = displayio.Group()
        g.append(pond)
        pond = ui.Layers(pond)  # 44 layers: in groups of 16
        self.pads = [PadView(pond, pad_sheet, pad_palette, marks, palette) for _ in range(_PAD_COUNT)]
        second = _PAD_X + _TOKEN_W + _TOKEN_GAP
        name = text.card_name
        self.shores = ([Token(pond, _PAD_X, _OPP_SHORE_Y, name), Token(pond, second, _OPP_SHORE_Y, name)],
                       [Token(pond, _PAD_X, _MY_SHORE_Y, name), Token(pond, second, _MY_SHORE_Y, name)])
        g.append(ui.text("Deck River", _PANEL_X, 11, ui.GREY))
        self.deck_tile = self._tile(g, sheet, palette, _PANEL_X, _RIVER_Y)
        self.deck_label = ui.text("", _PANEL_X + 3, _RIVER_Y + 2, ui.WHITE)
        g.append(self.deck_label)
        self.river_tiles = [self._tile(g, sheet, palette, _PANEL_X + (i + 1) * _TILE_PITCH, _RIVER_Y)
                            for i in range(_RIVER_SIZE)]
        self.hand_label = ui.text("", _PANEL_X, _RIVER_Y + 20, ui.GREY)
        g.append(self.hand_label)
        self.hand_tiles = [self._tile(g, sheet, palette, _PANEL_X + (i % _HAND_COLS) * _TILE_PITCH,
                                      _HAND_Y + (i // _HAND_COLS) * _TILE_PITCH)
                           for i in range(_HAND_ROWS * _HAND_COLS)]
        self.more_label = ui.text("", _PANEL_X + 50, _RIVER_Y + 20, ui.GREY)
        g.append(self.more_label)
        self.cursor = corner_marks(_CORNER, thickness=2, rims=0)
        for side in self.cursor:
            g.append(side)
        self.cursor_box = None
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _PANEL)
        g.append(self.status.grid)
        self.seat = -1
        self.hand_first = 0

    @staticmethod
    def _tile(group, sheet, palette, x, y):
        """One card-sized tile of the sprite sheet."""
        tg = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1,
                                tile_width=_TILE, tile_height=_TILE, x=x, y=y)
        tg[0] = _TILE_EMPTY
        group.append(tg)
        return tg

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return SEAT_COLORS[seat]

    # --- targets ------------------------------------------------------------------------------

    def target(self, v, seat, action):
        """On-screen target of an action: the card it concerns, a pad for the fly, or the deck."""
        kind = action & 0xE0
        if kind == _A_FLY:
            return action & 0x1F
        if kind == _A_DRAW_DECK:
            return T_DECK
        return T_CARD + (action & 0x1F)

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target; hand cards may lie in rows scrolled away (layout.py)."""
        return target_box(v, seat, t, self.hand_first)

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    # --- drawing ------------------------------------------------------------------------------

    def _set_tile(self, tile, index):
        """Change a tile's picture only when it differs."""
        if tile[0] != index:
            tile[0] = index

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        if seat != self.seat:
            self.seat = seat
            for p in range(_PAD_COUNT):
                x, y = pad_xy(p, seat)
                self.pads[p].place(x, y)
        other = 1 - seat
        totals = scores(v)
        for s in range(2):  # name and points in 6 cells each, clear of each other and of the panel
            score = "%d" % totals[s]
            ui.set_text(self.score_labels[s], "%s %s" % (ui.seat_name(s, 5 - len(score)), score))
        self.turn_mark.x = 2 if seat == 0 else _SCORE2_X
        ui.recolor(self.turn_mark, SEAT_COLORS[seat])
        held = v[_P_HAND_N + other]
        words = lang.tr("%s hand %d")  # the name gets what the words leave of 12 columns
        ui.set_text(self.opp_hand, words % (ui.seat_name(other, 12 - len(words % ("", held))), held))
        for p in range(_PAD_COUNT):
            c = v[_P_PAD + p]
            owner = v[_P_LOC + c] - _Z_SWAMP if c < _FLY else 0
            self.pads[p].show(c, owner)
        for side, s in ((0, other), (1, seat)):
            cards = shore_cards(v, s)
            for i in range(2):
                self.shores[side][i].show(cards[i] if i < len(cards) else -1, s)
        deck_n = v[_P_DECK_N]
        self._set_tile(self.deck_tile, _TILE_BACK if deck_n else _TILE_EMPTY)
        ui.set_text(self.deck_label, "%d" % deck_n)
        for slot in range(_RIVER_SIZE):
            c = v[_P_RIVER + slot]
            self._set_tile(self.river_tiles[slot], c if c != _NONE else _TILE_EMPTY)
        hand = hand_cards(v, seat)
        ui.set_text(self.hand_label, lang.tr("Hand %d") % len(hand))
        self.hand_first = scroll_hand(hand, target, self.hand_first)
        shown = _HAND_ROWS * _HAND_COLS
        for i in range(shown):
            j = self.hand_first + i
            self._set_tile(self.hand_tiles[i], hand[j] if j < len(hand) else _TILE_EMPTY)
        hidden_rows = len(hand) - self.hand_first - shown
        ui.set_text(self.more_label, "+%d" % hidden_rows if hidden_rows > 0 else
                    ("^" if self.hand_first else ""))
        self._draw_cursor(v, seat, target)
        draw_marks(self.pads, v, seat, target - T_CARD if target is not None and target >= T_CARD else -1)
        self.status.set(status)

    def _draw_cursor(self, v, seat, target):
        """Frame the target with the cursor's corner brackets, just outside its box."""
        box = self.target_box(v, seat, target) if target is not None else None
        self.cursor_box = place_corners(self.cursor, _CORNER, self.cursor_box, box)

    # --- a CPU's move, marked while the table watches it (lib/cputurn.py, games/bog/marks.py) ------

    move_marks = None  # lib/movemark.py's corner marks, from (thin) and to (thick): on the first CPU move
    MARK_COLOR = 0xFF00FF  # magenta: no BOG card, frog or pad has it

    def mark(self, v, seat, action, before):
        """Mark a CPU's action on the board drawn from v for seat (before: seat's view before it)."""
        from games.bog.marks import mark
        return mark(self, v, seat, action, before, _CORNER)

    def clear_mark(self):
        """Take a CPU's move marks off the board."""
        if self.move_marks:
            self.move_marks.place((None, None))
