"""BOG on the 160x128 screen, drawn from the seat to act's side (their shore at the bottom).

    y   0  P1:5  P2:3             P2 hand 3
       12  [opponent's shore]      [deck][river x3]
       23  +----+----+----+
           | A3 | B3 | C3 |        Hand 4
           | A2 | B2 | C2 |        [cards, 4 a row]
           | A1 | B1 | C1 |
      106  [your shore]
      116  status: what A does now

Frogs are circles for P1 and squares for P2 (shape and colour), with their card number. Cards are
16x16 tiles of one sprite sheet: the route's start, stops and end in yellow, cyan, blue and red from
the owner's side (near row at the bottom), formation pads with a white centre. The card under the
cursor has its route numbered 1-4 and its formation marked on the swamp itself.
"""

import displayio
from micropython import const

import ui
from games.bog import rules as R
from games.bog.cards import CARD_COUNT, FORMATIONS, ROUTES

SEAT_COLORS = (0x3C78FF, 0xFF8C1E)
_PAD_COLOR = const(0x1F6A34)
_PANEL = const(0x101418)
_PAD_X = const(2)
_PAD_Y = const(23)
_PAD = const(26)
_PITCH = const(28)
_OPP_SHORE_Y = const(13)
_MY_SHORE_Y = const(106)
_TILE = const(16)
_TILE_PITCH = const(18)
_PANEL_X = const(88)
_RIVER_Y = const(24)
_HAND_Y = const(56)
_HAND_ROWS = const(3)
_HAND_COLS = const(4)
_TILE_BACK = const(18)
_TILE_EMPTY = const(19)
_MARK_W = const(5)
_MARK_H = const(7)
_MARK_FORMATION = const(4)
_CORNER = const(4)
_TOKEN_W = const(40)
_TOKEN_GAP = const(4)

T_DECK = const(50)
T_CARD = const(100)  # + card id: a card in hand, on a shore, in the river or a frog on the swamp
# targets 0-8: an absolute pad (placing the fly)

# sheet palette indices
_C_BG = const(0)
_C_CELL = const(1)
_C_STEP0 = const(2)  # 2-5: route start, stop 1, stop 2, end
_C_WHITE = const(6)
_C_BACK = const(7)
_C_BLACK = const(8)
_C_EDGE = const(9)
_SHEET_COLORS = (_PANEL, 0x46505A, 0xFFE000, 0x40D0FF, 0x4070FF, 0xFF5050, 0xFFFFFF, 0x7A5530, 0x000000,
                 0xB0A890)

# 3x5 digits 1-4 for the route markers, one string of 15 pixels per digit
_DIGITS = (".#.##..#..#.###", "##...#.#.#..###", "##...#.#...###.", "#.##.####..#..#")

# One string per paragraph: Pages wraps each to the screen width.
RULES = "\n".join((
    "Goal: score the most points. The game ends when the player to act cannot act.",
    "Each turn do ONE action:",
    "1 Play a frog card from your hand to your shore (2 at most).",
    "2 Move: a shore frog enters on its start pad, or a swamp frog moves to its next stop.",
    "- Land on an enemy frog: take it, +1 (log: takes F5 +1).",
    "- Land on your own frog only when nothing else is possible: your opponent gets it, +1"
    " (log: your F5 P2+1).",
    "- Land on a fly: put it on any free pad, then draw the deck's top card or take a river card"
    " (log: fly, card).",
    "- Fly, no free pad: the fly is yours, +1, and you still take a card (fly +1, card).",
    "- Fly, no card left in deck or river: the fly is yours, +1, no card (fly +1).",
    "- Deck empty: a fly takes a river card and its slot stays empty.",
    "3 Finish: a frog on its last stop leaves, +2.",
    "4 Formation: reveal a hand card; +1 per frog (anyone's) on its 3 marked pads. None: not allowed.",
    "End: the player to act cannot act. Cards left in deck or river: that player loses, whatever the"
    " score. Deck and river empty: most points wins; a tie is lost by the player who could not act.",
    "Keys: d-pad moves, A does, B undoes, Start pauses, Select shows the table.",
))


def _make_sheet():
    """Sprite sheet of the 18 card faces, a card back and an empty slot, 16x16 each."""
    sheet = displayio.Bitmap(_TILE * 20, _TILE, len(_SHEET_COLORS))
    for card in range(CARD_COUNT):
        ox = card * _TILE
        for pad in range(9):
            r, c = pad // 3, pad % 3
            color = _C_CELL
            for step in range(4):
                if ROUTES[card * 4 + step] == pad:
                    color = _C_STEP0 + step
            form = pad in FORMATIONS[card * 3:card * 3 + 3]
            x0 = ox + 1 + c * 5
            y0 = 1 + (2 - r) * 5
            for y in range(4):
                for x in range(4):
                    inner = 1 <= x <= 2 and 1 <= y <= 2
                    sheet[x0 + x, y0 + y] = _C_WHITE if (form and inner) else color
        for i in range(_TILE):
            for edge in ((ox + i, 0), (ox + i, _TILE - 1), (ox, i), (ox + _TILE - 1, i)):
                sheet[edge] = _C_EDGE
    ox = _TILE_BACK * _TILE
    for y in range(_TILE):
        for x in range(_TILE):
            edge = x in (0, _TILE - 1) or y in (0, _TILE - 1)
            sheet[ox + x, y] = _C_CELL if edge else _C_BACK
            sheet[_TILE_EMPTY * _TILE + x, y] = _C_CELL if edge else _C_BG
    return sheet


def _make_marks():
    """Sprite sheet of the route markers 1-4 (digit on the step colour) and the formation mark."""
    marks = displayio.Bitmap(_MARK_W * 5, _MARK_H, len(_SHEET_COLORS))
    for m in range(4):
        for y in range(_MARK_H):
            for x in range(_MARK_W):
                marks[m * _MARK_W + x, y] = _C_STEP0 + m
        for i in range(15):
            if _DIGITS[m][i] == "#":
                marks[m * _MARK_W + 1 + i % 3, 1 + i // 3] = _C_BLACK
    ox = _MARK_FORMATION * _MARK_W
    for y in range(_MARK_H):
        for x in range(_MARK_W):
            if abs(x - 2) + abs(y - 3) <= 2:
                marks[ox + x, y] = _C_WHITE
    return marks


def pad_xy(abs_pad, seat):
    """Top-left screen corner of an absolute pad seen from seat's side."""
    own = R.own_pad(abs_pad, seat)
    return _PAD_X + (own % 3) * _PITCH, _PAD_Y + (2 - own // 3) * _PITCH


class _Token:
    """A frog on a shore: a bar in the owner's colour with the card number."""

    def __init__(self, group, x, y):
        self.bar = ui.rect(x, y, _TOKEN_W, 9, 0)
        self.label = ui.text("", x + 11, y - 2, ui.BLACK)
        self.bar.hidden = True
        group.append(self.bar)
        group.append(self.label)
        self.x, self.y = x, y
        self.card = -1

    def show(self, card, color):
        """Show a card (or nothing when card < 0)."""
        if card == self.card:
            return
        self.card = card
        self.bar.hidden = card < 0
        if card >= 0:
            ui.recolor(self.bar, color)
        ui.set_text(self.label, R.card_name(card) if card >= 0 else "")


class _PadView:
    """One lily pad: the pad, a frog (circle for P1, square for P2) with its number, or a fly."""

    def __init__(self, group, marks_sheet, palette):
        self.x = self.y = 0
        self.pad = ui.rect(0, 0, _PAD, _PAD, _PAD_COLOR)
        self.circle = ui.circle(0, 0, 11, SEAT_COLORS[0])
        self.square = ui.rect(0, 0, 20, 20, SEAT_COLORS[1])
        self.fly_wing1 = ui.circle(0, 0, 3, 0xD0E0F0)
        self.fly_wing2 = ui.circle(0, 0, 3, 0xD0E0F0)
        self.fly_body = ui.circle(0, 0, 3, 0x101010)
        self.number = ui.text("", 0, 0, ui.BLACK)
        self.route_mark = displayio.TileGrid(marks_sheet, pixel_shader=palette, width=1, height=1,
                                             tile_width=_MARK_W, tile_height=_MARK_H)
        self.form_mark = displayio.TileGrid(marks_sheet, pixel_shader=palette, width=1, height=1,
                                            tile_width=_MARK_W, tile_height=_MARK_H)
        self.form_mark[0] = _MARK_FORMATION
        for item in (self.pad, self.circle, self.square, self.fly_wing1, self.fly_wing2, self.fly_body,
                     self.number, self.route_mark, self.form_mark):
            group.append(item)
        self.content = -1
        self.step = -2  # differs from every real value so the first show_marks() sets the tiles
        self.formation = True
        self._hide(self.circle, self.square, self.fly_wing1, self.fly_wing2, self.fly_body)
        self.show_marks(-1, False)

    @staticmethod
    def _hide(*items):
        """Hide items that are shown."""
        for item in items:
            if not item.hidden:
                item.hidden = True

    def place(self, x, y):
        """Move the pad to a screen cell (only when the seat to act changes)."""
        if (x, y) == (self.x, self.y):
            return
        self.x, self.y = x, y
        cx, cy = x + _PAD // 2, y + _PAD // 2
        self.pad.x, self.pad.y = x, y
        self.circle.x, self.circle.y = cx, cy
        self.square.x, self.square.y = cx - 10, cy - 10
        self.fly_wing1.x, self.fly_wing1.y = cx - 3, cy - 3
        self.fly_wing2.x, self.fly_wing2.y = cx + 3, cy - 3
        self.fly_body.x, self.fly_body.y = cx, cy + 1
        self.route_mark.x, self.route_mark.y = x + 1, y + 1
        self.form_mark.x, self.form_mark.y = x + _PAD - _MARK_W - 1, y + _PAD - _MARK_H - 1
        self.content = -1
        self.number.anchored_position = (cx - 6, cy - 6)

    def show(self, content, owner):
        """Draw a pad's content: EMPTY, FLY or a card owned by a seat."""
        key = content * 2 + owner if content < R.FLY else content * 2
        if key == self.content:
            return
        self.content = key
        self._hide(self.circle, self.square, self.fly_wing1, self.fly_wing2, self.fly_body)
        if content == R.FLY:
            self.fly_wing1.hidden = self.fly_wing2.hidden = self.fly_body.hidden = False
            ui.set_text(self.number, "")
        elif content == R.EMPTY:
            ui.set_text(self.number, "")
        else:
            (self.circle if owner == 0 else self.square).hidden = False
            label = "%d" % (content + 1)
            ui.set_text(self.number, label)
            self.number.anchored_position = (self.x + _PAD // 2 - 3 * len(label), self.y + _PAD // 2 - 6)

    def show_marks(self, step, formation):
        """Route step number (0-3, -1 none) and formation mark of the card under the cursor."""
        if step != self.step:
            self.step = step
            self.route_mark.hidden = step < 0
            if step >= 0:
                self.route_mark[0] = step
        if formation != self.formation:
            self.formation = formation
            self.form_mark.hidden = not formation


class BoardView:
    """The BOG table for the seat to act, built once and updated in place."""

    def __init__(self, rules, players):
        self.rules = rules
        self.group = displayio.Group()
        palette = displayio.Palette(len(_SHEET_COLORS))
        for i, color in enumerate(_SHEET_COLORS):
            palette[i] = color
        sheet = _make_sheet()
        marks = _make_marks()
        g = self.group
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _PANEL))
        self.score_labels = (ui.text("", 2, 0, SEAT_COLORS[0]), ui.text("", 38, 0, SEAT_COLORS[1]))
        self.turn_mark = ui.rect(0, 11, 30, 1, ui.WHITE)
        self.opp_hand = ui.text("", _PANEL_X, 0, ui.GREY)
        for item in self.score_labels + (self.turn_mark, self.opp_hand):
            g.append(item)
        self.pads = [_PadView(g, marks, palette) for _ in range(R.PAD_COUNT)]
        second = _PAD_X + _TOKEN_W + _TOKEN_GAP
        self.shores = ([_Token(g, _PAD_X, _OPP_SHORE_Y), _Token(g, second, _OPP_SHORE_Y)],
                       [_Token(g, _PAD_X, _MY_SHORE_Y), _Token(g, second, _MY_SHORE_Y)])
        g.append(ui.text("Deck River", _PANEL_X, 11, ui.GREY))
        self.deck_tile = self._tile(g, sheet, palette, _PANEL_X, _RIVER_Y)
        self.deck_label = ui.text("", _PANEL_X + 3, _RIVER_Y + 2, ui.WHITE)
        g.append(self.deck_label)
        self.river_tiles = [self._tile(g, sheet, palette, _PANEL_X + (i + 1) * _TILE_PITCH, _RIVER_Y)
                            for i in range(R.RIVER_SIZE)]
        self.hand_label = ui.text("", _PANEL_X, _RIVER_Y + 20, ui.GREY)
        g.append(self.hand_label)
        self.hand_tiles = [self._tile(g, sheet, palette, _PANEL_X + (i % _HAND_COLS) * _TILE_PITCH,
                                      _HAND_Y + (i // _HAND_COLS) * _TILE_PITCH)
                           for i in range(_HAND_ROWS * _HAND_COLS)]
        self.more_label = ui.text("", _PANEL_X + 50, _RIVER_Y + 20, ui.GREY)
        g.append(self.more_label)
        self.cursor = ui.corner_marks(_CORNER, ui.YELLOW, thickness=2)
        for side in self.cursor:
            g.append(side)
        self.cursor_box = None
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _PANEL)
        g.append(self.status.grid)
        self.seat = -1
        self.hand_first = 0
        self.tiles_shown = {}

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
        if kind == R.A_FLY:
            return action & 0x1F
        if kind == R.A_DRAW_DECK:
            return T_DECK
        return T_CARD + (action & 0x1F)

    def _hand(self, v, seat):
        """The seat's hand cards in card order."""
        zone = R.Z_HAND + seat
        return [c for c in range(CARD_COUNT) if v[R.P_LOC + c] == zone]

    def _shore(self, v, seat):
        """A seat's shore frogs in card order."""
        zone = R.Z_SHORE + seat
        return [c for c in range(CARD_COUNT) if v[R.P_LOC + c] == zone]

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target; hand cards may lie in rows scrolled away."""
        if t == T_DECK:
            return _PANEL_X, _RIVER_Y, _TILE, _TILE
        if t < R.PAD_COUNT:
            x, y = pad_xy(t, seat)
            return x, y, _PAD, _PAD
        card = t - T_CARD
        zone = v[R.P_LOC + card]
        if zone == R.Z_SWAMP or zone == R.Z_SWAMP + 1:
            for p in range(R.PAD_COUNT):
                if v[R.P_PAD + p] == card:
                    x, y = pad_xy(p, seat)
                    return x, y, _PAD, _PAD
        if zone == R.Z_SHORE + seat:
            i = self._shore(v, seat).index(card)
            return _PAD_X + (_TOKEN_W + _TOKEN_GAP) * i, _MY_SHORE_Y, _TOKEN_W, 9
        if zone == R.Z_RIVER:
            for slot in range(R.RIVER_SIZE):
                if v[R.P_RIVER + slot] == card:
                    return _PANEL_X + (slot + 1) * _TILE_PITCH, _RIVER_Y, _TILE, _TILE
        i = self._hand(v, seat).index(card)
        return (_PANEL_X + (i % _HAND_COLS) * _TILE_PITCH,
                _HAND_Y + (i // _HAND_COLS - self.hand_first // _HAND_COLS) * _TILE_PITCH, _TILE, _TILE)

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
            for p in range(R.PAD_COUNT):
                x, y = pad_xy(p, seat)
                self.pads[p].place(x, y)
        other = 1 - seat
        totals = R.scores(v)
        for s in range(2):
            ui.set_text(self.score_labels[s], "P%d:%d" % (s + 1, totals[s]))
        self.turn_mark.x = 2 if seat == 0 else 38
        ui.recolor(self.turn_mark, SEAT_COLORS[seat])
        ui.set_text(self.opp_hand, "P%d hand %d" % (other + 1, v[R.P_HAND_N + other]))
        for p in range(R.PAD_COUNT):
            c = v[R.P_PAD + p]
            owner = v[R.P_LOC + c] - R.Z_SWAMP if c < R.FLY else 0
            self.pads[p].show(c, owner)
        for side, s in ((0, other), (1, seat)):
            cards = self._shore(v, s)
            for i in range(2):
                self.shores[side][i].show(cards[i] if i < len(cards) else -1, SEAT_COLORS[s])
        deck_n = v[R.P_DECK_N]
        self._set_tile(self.deck_tile, _TILE_BACK if deck_n else _TILE_EMPTY)
        ui.set_text(self.deck_label, "%d" % deck_n)
        for slot in range(R.RIVER_SIZE):
            c = v[R.P_RIVER + slot]
            self._set_tile(self.river_tiles[slot], c if c != R.NONE else _TILE_EMPTY)
        hand = self._hand(v, seat)
        ui.set_text(self.hand_label, "Hand %d" % len(hand))
        self._scroll_hand(v, seat, hand, target)
        shown = _HAND_ROWS * _HAND_COLS
        for i in range(shown):
            j = self.hand_first + i
            self._set_tile(self.hand_tiles[i], hand[j] if j < len(hand) else _TILE_EMPTY)
        hidden_rows = len(hand) - self.hand_first - shown
        ui.set_text(self.more_label, "+%d" % hidden_rows if hidden_rows > 0 else
                    ("^" if self.hand_first else ""))
        self._draw_cursor(v, seat, target)
        self._draw_marks(v, seat, target)
        self.status.set(status)

    def _scroll_hand(self, v, seat, hand, target):
        """Scroll the hand rows so the card under the cursor is visible."""
        if target is None or target < T_CARD or (target - T_CARD) not in hand:
            if self.hand_first >= len(hand):
                self.hand_first = 0
            return
        row = hand.index(target - T_CARD) // _HAND_COLS
        first_row = self.hand_first // _HAND_COLS
        if row < first_row:
            first_row = row
        elif row >= first_row + _HAND_ROWS:
            first_row = row - _HAND_ROWS + 1
        self.hand_first = first_row * _HAND_COLS

    def _draw_cursor(self, v, seat, target):
        """Mark the target with yellow corner brackets inside its box."""
        box = self.target_box(v, seat, target) if target is not None else None
        self.cursor_box = ui.place_corners(self.cursor, _CORNER, self.cursor_box, box)

    def _draw_marks(self, v, seat, target):
        """Number the route and mark the formation of the card under the cursor on the swamp."""
        card = target - T_CARD if target is not None and target >= T_CARD else -1
        owner = seat
        with_formation = False  # only a card in hand (or about to join it) can still score its formation
        if card >= 0:
            zone = v[R.P_LOC + card]
            if zone == R.Z_SWAMP or zone == R.Z_SWAMP + 1:
                owner = zone - R.Z_SWAMP
            with_formation = zone == R.Z_HAND + seat or zone == R.Z_RIVER
        for p in range(R.PAD_COUNT):
            step = -1
            formation = False
            if card >= 0:
                own = R.own_pad(p, owner)
                for k in range(4):
                    if ROUTES[card * 4 + k] == own:
                        step = k
                formation = with_formation and own in FORMATIONS[card * 3:card * 3 + 3]
            self.pads[p].show_marks(step, formation)

    def info_lines(self, v, seat):
        """Public information, one line each (Select)."""
        lines = []
        for s in range(2):
            lines.append("P%d: %d points" % (s + 1, R.scores(v)[s]))
            lines.append(" take %d route %d form %d" % (R.points(v, s, R.PT_CAPTURE),
                                                       R.points(v, s, R.PT_ROUTE),
                                                       R.points(v, s, R.PT_FORMATION)))
            lines.append(" flies %d, cards in hand %d" % (R.points(v, s, R.PT_FLY), v[R.P_HAND_N + s]))
            shore = self._shore(v, s)
            lines.append(" shore: %s" % (" ".join(R.card_name(c) for c in shore) or "-"))
            for p in range(R.PAD_COUNT):  # every frog's place and next stop, named from the reader's side
                c = v[R.P_PAD + p]
                if c < R.FLY and v[R.P_LOC + c] == R.Z_SWAMP + s:
                    step = R.route_step(v, c)
                    at = R.PAD_NAMES[R.own_pad(p, seat)]
                    if step == 3:
                        lines.append(" %s on %s: route done" % (R.card_name(c), at))
                    else:
                        nxt = R.PAD_NAMES[R.own_pad(R.route_pad(c, step + 1, s), seat)]
                        lines.append(" %s on %s, next %s" % (R.card_name(c), at, nxt))
        river = [v[R.P_RIVER + i] + 1 for i in range(R.RIVER_SIZE) if v[R.P_RIVER + i] != R.NONE]
        lines.append("Deck %d, river %s" % (v[R.P_DECK_N], " ".join("%d" % c for c in river) or "-"))
        lines.append("Turns played: %d" % (v[R.P_TURNS] | v[R.P_TURNS + 1] << 8))
        return lines
