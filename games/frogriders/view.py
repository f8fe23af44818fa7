"""Frogriders on the 160x128 screen: the 57-pad pond on the left, frogs and cards on the right.

    y   0  P1 3  P2 0  P3 1  P4 0            trophies per seat, the seat to act underlined
       12  +- 9x9 cells of 11 px ----+  icons of the 4 colours (column heads)
           |C1 .  o o o  .  C2       |  1  3  2  0  5    captured frogs per seat
           |  o o o o o o o          |  2 ...
           | ...  the pond  ...      |  V  1  0  2       the village
           |S  o o o o o     Deck    |  4 face-up privilege cards, one a line
      111  +-------------------------+
      116  status: what A does now

Frogs are shapes as well as colours (colour-blind players): yellow disc, red diamond, blue square,
brown triangle; the same icons head the captured columns. Pads: light green inner, dark green
border (grey and out of play at 2 players), the yellow centre; a pink corner dot marks a flower.
Legal landing pads of the chosen jumper carry a white ring; the jumper has white corner marks.
The pond's empty corners show the common objectives (top), the seat's secret objective (bottom
left) and the deck count (bottom right, with "Pass" during the village step).
"""

import displayio
from micropython import const

import ui
from games.frogriders import rules as R
from games.frogriders import score as S
from games.frogriders.cards import COMMON_BACKS, COMMON_FRONTS, SECRETS

SEAT_COLORS = (0x40C8FF, 0xFF70D0, 0xFFA030, 0xB0FF60)
_PANEL = const(0x101418)
_CELL = const(11)
_POND_X = const(0)
_POND_Y = const(12)
_COL_X = const(106)  # first captured column
_COL_W = const(14)
_ROW_Y = const(23)  # first seat row
_ROW_H = const(10)
_CARD_Y = const(72)
_CARD_H = const(10)
_CORNER = const(3)

# targets: 0-56 a pad; the others below
T_LINE = const(100)  # + line 0-3 of the card area (face-up slot, or a secret objective to keep)
T_VILLAGE = const(110)  # + colour
T_RED = const(120)  # my captured red frogs (send one: jump again); +1: my blue frogs (no card left)
T_PASS = const(130)
T_COMMON = const(140)  # + 0 or 1: a common objective in the pond's top corners (to turn over)

# pond sheet: tile = background * 6 + content
_BG_INNER = const(0)
_BG_BORDER = const(2)  # +1: with a flower
_BG_CENTRE = const(4)
_BG_OFF = const(5)
_BG_NONE = const(6)
_CONTENT_TARGET = const(5)
_ICON_W = const(7)

# palette indices of the sheets
_C_BG = const(0)
_C_INNER = const(1)
_C_BORDER = const(2)
_C_CENTRE = const(3)
_C_OFF = const(4)
_C_FLOWER = const(5)
_C_LINE = const(6)  # dark outline of a frog
_C_WHITE = const(7)
_C_FROG = const(8)  # 8-11: yellow, red, blue, brown
_SHEET_COLORS = (_PANEL, 0x4CAF50, 0x1E5E2A, 0xB0A050, 0x383C40, 0xFF60B0, 0x000000, 0xFFFFFF,
                 0xFFE030, 0xF03C28, 0x3C78FF, 0xA8642A)

# 7x7 shapes: disc, diamond, square, triangle ("#" fill, "o" outline)
_SHAPES = (
    "..ooo.."
    ".o###o."
    "o#####o"
    "o#####o"
    "o#####o"
    ".o###o."
    "..ooo..",
    "...o..."
    "..o#o.."
    ".o###o."
    "o#####o"
    ".o###o."
    "..o#o.."
    "...o...",
    "ooooooo"
    "o#####o"
    "o#####o"
    "o#####o"
    "o#####o"
    "o#####o"
    "ooooooo",
    "...o..."
    "..o#o.."
    "..o#o.."
    ".o###o."
    ".o###o."
    "o#####o"
    "ooooooo",
)

RULES = "\n".join((
    "Goal: the most trophies. Frogs: Y yellow disc, R red diamond, B blue square, Br brown triangle.",
    "Start: each player keeps 1 of 2 secret objectives (shown only to you, bottom left).",
    "Your turn: A) jump a frog over ONE adjacent frog onto the empty pad right behind it, in a"
    " straight line (not diagonal) and capture the frog jumped. Choose the jumper, then its landing pad"
    " (white rings).",
    "Cards you own add techniques, one per jump: Diagonal; L-jump (land left or right of the jumped"
    " frog); Run-up (slide over empty pads first). Either: capture the jumper instead. Flower (2 in"
    " the deck): +1 at once for each Flower card you own when you land on a flower (pink dot).",
    "B) You may send one captured frog to the village: Red = jump again (no second B; if you cannot"
    " jump, the game ends at once with you as the one who could not); Yellow = take a frog that was"
    " already in the village (not with an empty village); Blue = take a face-up privilege card (if"
    " any is left). Brown never goes.",
    "At 2 players the dark border pads are out of play.",
    "End: at once when the player to move cannot jump. Score: secret objective per set, the two"
    " common objectives (top corners), 1 per brown frog, privilege cards (printed trophies, green"
    " combinations, blue 'fewest' bonuses; turquoise +2 frogs for objectives, -2).",
    "Winner: the most trophies. Tied: the most captured frogs (the extra frogs of turquoise cards do"
    " not count). Still tied: the victory is shared.",
    "Common backs: most of 2 colours 6 (tie 3), most brown 6/3, most cards 4/2, flower +1 for all."
    " Option 'One back': before the secrets the table turns one of the two commons over (choose a top"
    " corner, the right panel shows its back).",
    "Screen: top corners (yellow) the 2 common objectives, bottom left (in your colour) your secret"
    " one: the frog icons make one set, '3pt' = 3 trophies per complete set; '5frog' = per 5 frogs of"
    " any colours. Backs: 'Max 6/3' = 6 to the most, 3 each if tied; 'Card 4/2' most privilege cards;"
    " 'Flwr +1' flower trophy for all.",
    "Right: frogs captured per player (1, 2..) and in the village (V) under the colour icons; the 4"
    " face-up privilege cards. D20 = 20 cards left in the deck. Top: trophies so far.",
    "Cards (trophies at the end): '+2Y,-2pt' 2 extra yellow frogs for objectives, -2 (same for R, B);"
    " jump techniques Diagonal 2, L-jump 2, Run-up 3; '4 trophies' 4; Either 1 (capture the jumper or"
    " the jumped frog); Flower 0; green: '1pt/brown' 1 per brown frog, '2pt/2cards' 2 per pair of"
    " cards, 'frog+card' 1 per frog-and-card pair; blue: 'Few card+5', 'Few frog+5', 'Few frog+3'"
    " when you alone have the fewest cards / frogs.",
    "Keys: d-pad moves, A does, B undoes, Start pauses, Select shows the table.",
))


def _back_lines(card):
    """The back of a common objective card in two lines of at most 10 characters."""
    kind = COMMON_BACKS[card * 3]
    if kind == 0:
        return ["most %s+%s" % (R.COLOR_NAMES[COMMON_BACKS[card * 3 + 1]], R.COLOR_NAMES[COMMON_BACKS[card * 3 + 2]]),
                "6, tied 3"]
    return (["most Br", "6, tied 3"], ["most cards", "4, tied 2"], ["flower +1", "for all"])[kind - 1]


def _make_sheet():
    """The pond tiles (7 backgrounds x 6 contents) and the 4 colour icons after them."""
    n = 7 * 6
    sheet = displayio.Bitmap(_CELL * (n + 4), _CELL, len(_SHEET_COLORS))
    for bg in range(7):
        for content in range(6):
            ox = (bg * 6 + content) * _CELL
            if bg != _BG_NONE:
                color = (_C_INNER, _C_INNER, _C_BORDER, _C_BORDER, _C_CENTRE, _C_OFF)[bg]
                for y in range(1, _CELL - 1):
                    for x in range(1, _CELL - 1):
                        corner = (x in (1, _CELL - 2)) and (y in (1, _CELL - 2))
                        if not corner:
                            sheet[ox + x, y] = color
                if bg == _BG_INNER + 1 or bg == _BG_BORDER + 1:
                    for y in range(1, 4):
                        for x in range(_CELL - 4, _CELL - 1):
                            if not (x == _CELL - 2 and y == 1):
                                sheet[ox + x, y] = _C_FLOWER
            if 1 <= content <= 4 and bg != _BG_NONE:
                _draw_shape(sheet, ox + 2, 2, content - 1)
            elif content == _CONTENT_TARGET and bg != _BG_NONE:
                for i in range(3, 8):
                    for j in (3, 7):
                        sheet[ox + i, j] = _C_WHITE
                        sheet[ox + j, i] = _C_WHITE
    for col in range(4):
        _draw_shape(sheet, (n + col) * _CELL + 2, 2, col)
    return sheet


def _draw_shape(sheet, x0, y0, col):
    """Draw a frog shape of a colour at (x0, y0)."""
    shape = _SHAPES[col]
    for y in range(7):
        for x in range(7):
            ch = shape[y * 7 + x]
            if ch == "#":
                sheet[x0 + x, y0 + y] = _C_FROG + col
            elif ch == "o":
                sheet[x0 + x, y0 + y] = _C_LINE


def pad_xy(pad):
    """Top-left corner of a pad's cell on screen."""
    r, c = R.pad_rc(pad)
    return _POND_X + c * _CELL, _POND_Y + r * _CELL


def _set_sentence(table, card):
    """A set objective in words: "3 trophies per set Y+R"."""
    base = card * 5
    text = S.objective_text(table, card)
    if not any(table[base + col] for col in range(4)):
        return "%d trophies per 5 frogs of any colours" % table[base + 4]
    return "%d trophies per set %s" % (table[base + 4], text[:text.index("=")])


def _common_sentence(v, i):
    """A common objective as it lies, in words."""
    c = v[R.P_COMMON + i]
    card = c & 0x7F
    if not c & R.BACK:
        return _set_sentence(COMMON_FRONTS, card)
    kind = COMMON_BACKS[card * 3]
    if kind == 0:
        names = R.COLOR_NAMES[COMMON_BACKS[card * 3 + 1]], R.COLOR_NAMES[COMMON_BACKS[card * 3 + 2]]
        return "most %s+%s frogs 6 trophies (tied: 3 each)" % names
    if kind == 1:
        return "most brown frogs 6 trophies (tied: 3 each)"
    if kind == 2:
        return "most privilege cards 4 trophies (tied: 2 each)"
    return "+1 trophy to anyone landing on a flower"


def _background(v, pad):
    """Background tile row of a pad."""
    if pad == R.CENTRE:
        return _BG_CENTRE
    if v[R.P_POND + pad] == R.OFF:
        return _BG_OFF
    flower = 1 if R.is_flower(pad) else 0
    return (_BG_INNER if R.is_inner(pad) else _BG_BORDER) + flower


class BoardView:
    """The Frogriders table for the seat to act, built once and updated in place."""

    def __init__(self, rules, players):
        self.rules = rules
        self.players = players
        self.group = displayio.Group()
        g = self.group
        palette = displayio.Palette(len(_SHEET_COLORS))
        for i, color in enumerate(_SHEET_COLORS):
            palette[i] = color
        self.palette = palette
        sheet = _make_sheet()
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _PANEL))
        self.trophies = []
        for seat in range(players):
            lab = ui.text("", 2 + seat * 40, 0, SEAT_COLORS[seat])
            self.trophies.append(lab)
            g.append(lab)
        self.turn_mark = ui.rect(2, 10, 30, 1, ui.WHITE)
        g.append(self.turn_mark)
        self.pond = displayio.TileGrid(sheet, pixel_shader=palette, width=9, height=9, tile_width=_CELL,
                                       tile_height=_CELL, x=_POND_X, y=_POND_Y)
        for i in range(81):
            self.pond[i] = _BG_NONE * 6
        g.append(self.pond)
        self.tiles = bytearray(b"\xff" * R.PAD_COUNT)
        # captured table: colour icons, seat numbers, counts; the village row
        for col in range(4):
            icon = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1, tile_width=_CELL,
                                      tile_height=_CELL, x=_COL_X + col * _COL_W, y=_POND_Y - 1)
            icon[0] = 42 + col
            g.append(icon)
        self.counts = []
        for row in range(players + 1):
            y = _ROW_Y + row * _ROW_H
            name = "V" if row == players else "%d" % (row + 1)
            color = ui.GREY if row == players else SEAT_COLORS[row]
            g.append(ui.text(name, 99, y, color))
            labels = []
            for col in range(4):
                lab = ui.text("", _COL_X + col * _COL_W, y, ui.WHITE)
                labels.append(lab)
                g.append(lab)
            self.counts.append(labels)
        self.lines = []
        for i in range(4):
            lab = ui.text("", 100, _CARD_Y + i * _CARD_H, ui.WHITE)
            self.lines.append(lab)
            g.append(lab)
        # the pond's corners: commons (top), secret (bottom left), deck and pass (bottom right)
        self.common_icons = []
        self.common_labels = []
        for i in range(2):
            x = 0 if i == 0 else 6 * _CELL
            icons = []
            for k in range(4):
                icon = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1, tile_width=_CELL,
                                          tile_height=_CELL, x=x + k * _ICON_W - 2, y=_POND_Y - 1)
                icon.hidden = True
                icons.append(icon)
                g.append(icon)
            self.common_icons.append(icons)
            lab = ui.text("", x if i == 0 else 7 * _CELL, _POND_Y + _CELL, ui.YELLOW)
            self.common_labels.append(lab)
            g.append(lab)
        self.common_word = [ui.text("", 0, _POND_Y, ui.YELLOW), ui.text("", 6 * _CELL, _POND_Y, ui.YELLOW)]
        for lab in self.common_word:
            g.append(lab)
        self.secret_icons = []
        for k in range(4):
            icon = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1, tile_width=_CELL,
                                      tile_height=_CELL, x=k * _ICON_W - 2, y=_POND_Y + 8 * _CELL)
            icon.hidden = True
            self.secret_icons.append(icon)
            g.append(icon)
        self.secret_label = ui.text("", 0, _POND_Y + 7 * _CELL, ui.WHITE)
        g.append(self.secret_label)
        self.deck_label = ui.text("", 7 * _CELL, _POND_Y + 7 * _CELL, ui.GREY)
        g.append(self.deck_label)
        self.pass_label = ui.text("", 6 * _CELL + 2, _POND_Y + 8 * _CELL, ui.WHITE)
        g.append(self.pass_label)
        self.jumper_marks = ui.corner_marks(_CORNER, ui.WHITE)
        self.cursor = ui.corner_marks(_CORNER, ui.YELLOW)
        for tg in self.jumper_marks + self.cursor:
            tg.hidden = True
            g.append(tg)
        self.jumper_box = None
        self.cursor_box = None
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _PANEL)
        g.append(self.status.grid)
        self.buf = [0] * R.MAX_LEGAL
        self.shown_commons = None
        self.shown_secret = None

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return SEAT_COLORS[seat]

    # --- targets ------------------------------------------------------------------------------

    def _secret_choices(self, v, seat):
        """The secret objectives dealt to seat (to keep one), in id order."""
        return [c for c in range(10) if v[R.P_SECRET + c] == R.S_DEALT + seat]

    def target(self, v, seat, action):
        """On-screen target of an action."""
        if action < R.A_FROM:
            return T_LINE + 1 + self._secret_choices(v, seat).index(action)
        if action < R.A_PASS:
            return action - R.A_FROM
        if action == R.A_PASS:
            return T_PASS
        if action == R.A_RED or action == R.A_BLUE:
            return T_RED + (action - R.A_RED) // 2
        if R.A_BACK <= action < R.A_LAND:
            return T_COMMON + action - R.A_BACK
        if action < R.A_PRIV:
            return T_VILLAGE + action - R.A_TAKE
        if action < R.A_LAND:
            return T_LINE + action - R.A_PRIV
        return action & 63

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target."""
        if t < R.PAD_COUNT:
            x, y = pad_xy(t)
            return x, y, _CELL, _CELL
        if t >= T_COMMON:
            return (t - T_COMMON) * 7 * _CELL, _POND_Y - 1, 2 * _CELL, 2 * _CELL + 1  # clear of the pads
        if t >= T_PASS:
            return 6 * _CELL, _POND_Y + 8 * _CELL, 3 * _CELL, _CELL
        if t >= T_RED:
            return _COL_X + (t - T_RED + 1) * _COL_W - 2, _ROW_Y + seat * _ROW_H - 1, _COL_W, _ROW_H + 1
        if t >= T_VILLAGE:
            return (_COL_X + (t - T_VILLAGE) * _COL_W - 2, _ROW_Y + self.players * _ROW_H - 1, _COL_W,
                    _ROW_H + 1)
        return 98, _CARD_Y + (t - T_LINE) * _CARD_H - 1, 62, _CARD_H + 1

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        phase = v[R.P_PHASE]
        landing = set()
        if phase == R.PH_LAND:
            n = R.legal_actions(v, self.buf)
            for i in range(n):
                landing.add(self.buf[i] & 63)
        for p in range(R.PAD_COUNT):
            x = v[R.P_POND + p]
            content = x if 1 <= x <= 4 else (_CONTENT_TARGET if p in landing else 0)
            tile = _background(v, p) * 6 + content
            if self.tiles[p] != tile:
                self.tiles[p] = tile
                r, c = R.pad_rc(p)
                self.pond[c, r] = tile
        totals = R.scores(v)
        for s in range(self.players):
            ui.set_text(self.trophies[s], "%s %d" % (ui.seat_name(s)[:3], totals[s]))
        self.turn_mark.x = 2 + seat * 40 if seat >= 0 else -40
        for row in range(self.players + 1):
            for col in range(4):
                if row == self.players:
                    text = "%d" % v[R.P_VILLAGE + col] if col < 3 else "-"
                else:
                    text = "%d" % v[R.P_CAPT + 4 * row + col]
                lab = self.counts[row][col]
                if lab.text != text:  # right-aligned in its column, clear of the seat number
                    lab.text = text
                    lab.anchored_position = (_COL_X + (col + 1) * _COL_W - 2 - 6 * len(text),
                                             _ROW_Y + row * _ROW_H)
        self._draw_lines(v, seat, phase, target)
        self._draw_commons(v)
        self._draw_secret(v, seat)
        ui.set_text(self.deck_label, "D%d" % v[R.P_DECK_N])
        ui.set_text(self.pass_label, "Pass" if phase == R.PH_VILLAGE else "")
        jumper = v[R.P_FROM] if phase == R.PH_LAND else R.NONE
        box = None
        if jumper != R.NONE:
            x, y = pad_xy(jumper)
            box = (x, y, _CELL, _CELL)
        self.jumper_box = ui.place_corners(self.jumper_marks, _CORNER, self.jumper_box, box)
        box = self.target_box(v, seat, target) if target is not None else None
        self.cursor_box = ui.place_corners(self.cursor, _CORNER, self.cursor_box, box)
        self.status.set(status)

    def _draw_lines(self, v, seat, phase, target):
        """The card area: the 4 face-up privilege cards, the 2 secret objectives to choose from, or the
        back of the common objective under the cursor (to turn one over)."""
        if phase == R.PH_BACK and target is not None and target >= T_COMMON:
            i = target - T_COMMON
            texts = ["C%d back:" % (i + 1)] + _back_lines(v[R.P_COMMON + i] & 0x7F)
        elif phase == R.PH_SECRET and seat >= 0:
            texts = ["Keep one:"] + [S.objective_text(SECRETS, c) for c in self._secret_choices(v, seat)]
        else:
            texts = []
            for slot in range(4):
                c = v[R.P_FACE + slot]
                texts.append(S.card_name(c) if c != R.NONE else "-")
        for i in range(4):
            ui.set_text(self.lines[i], texts[i] if i < len(texts) else "")

    def _draw_commons(self, v):
        """The two common objectives in the pond's top corners: colour icons, then the trophies."""
        key = (v[R.P_COMMON], v[R.P_COMMON + 1])
        if key == self.shown_commons:
            return
        self.shown_commons = key
        for i in range(2):
            c = v[R.P_COMMON + i]
            card = c & 0x7F
            colors = []
            word = ""
            if not c & R.BACK:
                for col in range(4):
                    colors.extend([col] * COMMON_FRONTS[card * 5 + col])
                value = "%dpt" % COMMON_FRONTS[card * 5 + 4]  # trophies per set
                if not colors:
                    word = "5frog"  # per 5 frogs of any colours
            else:
                kind = COMMON_BACKS[card * 3]
                if kind == 0:  # most of two colours
                    colors = [COMMON_BACKS[card * 3 + 1], COMMON_BACKS[card * 3 + 2]]
                    word = "Max"
                    value = "6/3"
                elif kind == 1:
                    colors = [R.BROWN]
                    word = "Max"
                    value = "6/3"
                elif kind == 2:
                    word = "Card"
                    value = "4/2"
                else:
                    word = "Flwr"
                    value = "+1"
            for k in range(4):
                icon = self.common_icons[i][k]
                icon.hidden = k >= len(colors)
                if k < len(colors):
                    icon[0] = 42 + colors[k]
            lab = self.common_word[i]
            ui.set_text(lab, word)
            lab.anchored_position = ((0 if i == 0 else 6 * _CELL) + len(colors) * _ICON_W, _POND_Y)  # after icons
            ui.set_text(self.common_labels[i], value)

    def _draw_secret(self, v, seat):
        """The seat's kept secret objective in the bottom-left corner (nothing for anyone else)."""
        secret = S.kept_secret(v, seat) if seat >= 0 else -1
        if secret == self.shown_secret:
            return
        self.shown_secret = secret
        colors = []
        if secret >= 0:
            for col in range(4):
                colors.extend([col] * SECRETS[secret * 5 + col])
        for k in range(4):
            icon = self.secret_icons[k]
            icon.hidden = k >= len(colors)
            if k < len(colors):
                icon[0] = 42 + colors[k]
        if secret >= 0:
            self.secret_label.color = SEAT_COLORS[seat]  # the owner's colour: this one is yours
        ui.set_text(self.secret_label, "%dpt" % SECRETS[secret * 5 + 4] if secret >= 0 else "")

    def info_lines(self, v, seat):
        """Public information, one line each (Select), plus the reader's own secret objective."""
        lines = []
        for i in range(2):
            lines.append("Common %d: %s" % (i + 1, _common_sentence(v, i)))
        secret = S.kept_secret(v, seat) if seat >= 0 else -1
        if secret >= 0:
            lines.append("Your secret: %s" % _set_sentence(SECRETS, secret))
        for s in range(self.players):
            base = R.P_CAPT + 4 * s
            lines.append("%s: %d trophies" % (ui.seat_name(s), R.scores(v)[s]))
            lines.append("- frogs Y%d R%d B%d Br%d" % (v[base], v[base + 1], v[base + 2], v[base + 3]))
            cards = [S.card_name(c) for c in range(24) if v[R.P_PRIV + c] == R.L_OWN + s]
            lines.append("- cards: %s" % (", ".join(cards) if cards else "none"))
        lines.append("Village: Y%d R%d B%d" % (v[R.P_VILLAGE], v[R.P_VILLAGE + 1], v[R.P_VILLAGE + 2]))
        face = [S.card_name(v[R.P_FACE + i]) for i in range(4) if v[R.P_FACE + i] != R.NONE]
        lines.append("Face up: %s" % (", ".join(face) if face else "-"))
        lines.append("Deck: %d cards" % v[R.P_DECK_N])
        lines.append("Turns played: %d" % (v[R.P_TURNS] | v[R.P_TURNS + 1] << 8))
        out = []
        for line in lines:  # wrapped to the screen
            out.extend(ui.wrap(line))
        return out
