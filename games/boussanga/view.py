"""Boussanga on the 160x128 screen: the 8x8 board, the cards, the reserve, a ghost of the card being laid.

Loop hook this view offers (lib/gameloop.py, GameScreen._view_key, calls it):

    BoardView.on_key(v, seat, key, legal) -> None | -1 | action
        Called by GameScreen.on_key first, when no popup is open (v: the seat's view, legal: the
        legal action codes of this decision, buf[:count]). None: the view does not use the key, the
        loop handles it as usual. -1: the view used it; the loop only redraws. A legal action code:
        the loop applies it as if chosen at a target.

While a card is being laid (PH_PLACE) the view owns the d-pad: it moves a ghost of the card over
the board, Select turns it by 45 degrees through its 8 positions (a position repeating an earlier one of a
symmetric card lays as that one: the rules list it once), cells in conflict are crossed,
the status line says which key turns and why a position is illegal, A lays the card only in a legal
position and B takes the card back (the loop's undo). Select cannot also show the table then: B first.
Without the hook (a loop that lacks it) the default target flow works: the cursor goes over the
anchor cells of the legal positions, the ghost shows the first legal position at the cursor, and a
popup lists the turns.

Layout:
    y 0    scores (seat colour) or co-op points / cards used
    y 13   board 8x8 of 12 px cells          x 100  reserve (or collection) 2x2
                                             y 38   the cards of the seat to act, "x" = discard
                                             y 62   the other seats' cards (small)
                                             teams, choosing the board for the scored tokens:
                                             y 44   the mover's board, y 76 the partner's
                                             (seat, board points, tokens per colour)
    y 116  status: what A does

Each token colour has a shape as well: Blue circle, Green square, Red triangle, Yellow diamond.
"""

import displayio
from micropython import const

import ui
from games.boussanga import rules as R
from games.boussanga.cards import PATTERNS

# rules.py keeps its layout private (const() is free under MicroPython): the copies this view reads
_A_BOARD = const(16)
_A_CARD = const(0)
_A_COLOR = const(8)
_A_PASS = const(4)
_A_PLACE = const(512)
_GOAL = const(15)
_NONE = const(255)
_PH_BOARD = const(5)
_PH_CARD = const(0)
_PH_PLACE = const(1)
_PH_PUT = const(3)
_P_BOARD = const(72)
_P_COLLECT = const(200)
_P_COOP = const(10)
_P_DECK_N = const(22)
_P_DISCARD_N = const(71)
_P_END_SEAT = const(18)
_P_HANDS = const(55)
_P_HELD = const(180)
_P_PHASE = const(13)
_P_PLAYERS = const(8)
_P_PUT_COLOR = const(15)
_P_PUT_LEFT = const(16)
_P_RESERVE = const(176)
_P_SLOT = const(14)
_P_TEAMS = const(11)
_P_TURN = const(12)

SEAT_COLORS = (0x3C78FF, 0xFF8C1E, 0x40D060, 0xE040E0)
TOKEN_COLORS = (0x283038, 0x3C78FF, 0x30C050, 0xFF4040, 0xFFE000)
_BG = const(0x101418)
_CELL = const(12)
_BOARD_X = const(1)
_BOARD_Y = const(13)
_PANEL_X = const(100)
_HAND_Y = const(44)
_OTHERS_Y = const(85)
_MINI = const(5)  # hand card cell
_TINY = const(3)  # other seats' card cell
_CORNER = const(3)

# board sheet tiles (12x12): 0 empty cell, 1-4 tokens, 5-8 ghost outlines, 9 a cross, 10 transparent
_T_GHOST = const(4)
_T_CROSS = const(9)
_T_CLEAR = const(10)

# the status line while a card is laid: which keys do what, then the verdict (see _verdict)
STATUS_HINT = "Sel:turn B:back "
VERDICT_OK = "A: lay it"

# targets
T_CARD = const(100)  # + slot
T_PASS = const(110)  # + slot
T_COLOR = const(120)  # + colour
T_BOARD = const(130)  # + 0 the mover's board, 1 the partner's
_BOARD_BOX_Y = const(44)
_BOARD_BOX_H = const(30)
_BOARD_BOX_PITCH = const(32)
# targets 0-63: a board cell

RULES = "\n".join((
    "Competitive (2-4): score the most points. Co-op / solo (1-4): reach 15 points using few cards.",
    "Turn: choose one of your 4 cards and lay its pattern on the board, turned in any of 8 positions"
    " (steps of 45 degrees, never flipped). Tokens already there in the right colour count; every other"
    " cell must be empty and takes a token from the reserve. Or pass: discard a card. Draw back to 4.",
    "4 or more tokens of a colour in a line (across, down or diagonal) leave the board: 3 back to the"
    " reserve, the rest are your points. Lines crossing: all their tokens leave, 3 per line go back."
    " Blue 1, Green 1, Red 2, Yellow 3.",
    "Bonus: the first time your board holds 4 of a colour, take one more of it (once per colour).",
    "End: 15 points, the last card drawn or the last token of a colour taken: everybody else plays once"
    " more (with teams, the partner too). Teams (4 players): P1+P3 against P2+P4, each team's score is"
    " its two boards together; who scores chooses which of the two boards gets the tokens (A on a"
    " board: the bonus counts per board).",
    "Co-op: the board starts full. Find a card's whole pattern, take those tokens; 4 of a colour"
    " collected: put 3 back where you like, score the rest. Pass, only when no card of the row is found"
    " on the board: discard a card and put back all collected tokens of one colour. 15 points with 12"
    " cards or fewer wins; 10 Erudit, 8 Maitre.",
    "Keys while laying a card (the brackets mark it): the d-pad moves its ghost, Select turns it 45"
    " degrees clockwise (8 presses come back), A lays it, B takes the card back (then Select shows the"
    " table). Otherwise the d-pad moves, A does, B undoes, Start pauses, Select shows the table.",
    "While laying, the status line ends with \"A: lay it\" or why not: occupied (a cell holds another"
    " colour, crossed on the board), not found (co-op: the whole pattern is not on the board there),"
    " complete (nothing to place), no tokens (the reserve lacks a colour). D = cards left in the deck."
    " 1 player always plays the solo co-op game.",
))

_SHAPES = (
    None,
    "...xxxxx...|..xxxxxxx..|.xxxxxxxxx.|xxxxxxxxxxx|xxxxxxxxxxx|xxxxxxxxxxx|xxxxxxxxxxx|xxxxxxxxxxx|"
    ".xxxxxxxxx.|..xxxxxxx..|...xxxxx...",  # circle
    "...........|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|.xxxxxxxxx.|"
    ".xxxxxxxxx.|.xxxxxxxxx.|...........",  # square
    ".....x.....|.....x.....|....xxx....|....xxx....|...xxxxx...|...xxxxx...|..xxxxxxx..|..xxxxxxx..|"
    ".xxxxxxxxx.|.xxxxxxxxx.|xxxxxxxxxxx",  # triangle
    ".....x.....|....xxx....|...xxxxx...|..xxxxxxx..|.xxxxxxxxx.|xxxxxxxxxxx|.xxxxxxxxx.|..xxxxxxx..|"
    "...xxxxx...|....xxx....|.....x.....",  # diamond
)
_MINI_SHAPES = (None, ".xxx.|xxxxx|xxxxx|xxxxx|.xxx.", "xxxxx|xxxxx|xxxxx|xxxxx|xxxxx",
                "..x..|.xxx.|.xxx.|xxxxx|xxxxx", "..x..|.xxx.|xxxxx|.xxx.|..x..")


def _make_board_sheet():
    """Tiles of 12x12: empty, 4 tokens, 4 ghost outlines, a cross, a clear tile (index 0 = background)."""
    # palette: 0 transparent/cell, 1 grid line, 2-5 colours, 6 white
    sheet = displayio.Bitmap(_CELL * 11, _CELL, 7)
    for t in range(11):
        ox = t * _CELL
        for y in range(_CELL):
            for x in range(_CELL):
                edge = x == _CELL - 1 or y == _CELL - 1
                v = 1 if edge and t < 5 else 0
                if 1 <= t <= 8:
                    col = t if t <= 4 else t - 4
                    rows = _SHAPES[col].split("|")
                    if x < 11 and y < 11 and rows[y][x] == "x":
                        if t <= 4:
                            v = 1 + col
                        else:  # outline: a filled pixel with an empty 4-neighbour, 1 px inside too
                            inside = all(0 <= x + dx < 11 and 0 <= y + dy < 11 and rows[y + dy][x + dx] == "x"
                                         for dx, dy in ((2, 0), (-2, 0), (0, 2), (0, -2)))
                            v = 0 if inside else 1 + col
                elif t == _T_CROSS and x < 11 and y < 11 and (x == y or x == 10 - y or x + 1 == y or x == 9 - y):
                    v = 6
                sheet[ox + x, y] = v
    return sheet


def _make_mini_sheet():
    """Tiles of 6x6 for the hand cards: 0 empty spot, 1-4 token shapes, 5 blank (index 0 = card background)."""
    sheet = displayio.Bitmap(6 * 6, 6, 7)
    for t in range(5):
        for y in range(6):
            for x in range(6):
                v = 0
                if x < 5 and y < 5:
                    if t and _MINI_SHAPES[t].split("|")[y][x] == "x":
                        v = 1 + t
                    elif not t:
                        v = 1 if (x == 2 and y == 2) else 0
                sheet[t * 6 + x, y] = v
    return sheet


def turned_cells(card, o):
    """Cells (dx, dy, colour) of a card turned o * 45 degrees, relative to the card's centre (view side)."""
    out = []
    for i in range(9):
        col = PATTERNS[card * 9 + i]
        if col:
            x = i % 3 - 1
            y = i // 3 - 1
            for _ in range(o >> 1):
                x, y = -y, x
            if o & 1:
                x, y = x - y, x + y
            out.append((x, y, col))
    return out


def first_cell(cells):
    """The anchor of a turned pattern: its first cell in reading order (as in rules)."""
    best = cells[0]
    for c in cells:
        if (c[1], c[0]) < (best[1], best[0]):
            best = c
    return best


def _shape(card, o):
    """A turned pattern as its cells relative to its anchor, sorted: equal shapes lay the same tokens."""
    cells = turned_cells(card, o)
    fx, fy, _c = first_cell(cells)
    return sorted((y - fy, x - fx, col) for x, y, col in cells)


def same_turns(card):
    """Per orientation 0-7, the first orientation of card with the same shape: the rules list only that
    one (a symmetric card repeats positions), so a ghost turned to a repeat lays the earlier one."""
    shapes = [_shape(card, o) for o in range(8)]
    out = bytearray(8)
    for o in range(8):
        first = 0
        while shapes[first] != shapes[o]:
            first += 1
        out[o] = first
    return out


class BoardView:
    """The Boussanga table for the seat to act, built once and updated in place."""

    def __init__(self, rules, players):
        self.rules = rules
        self.players = players
        self.group = g = displayio.Group()
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _BG))
        board_pal = displayio.Palette(7)
        ghost_pal = displayio.Palette(7)
        for i, color in enumerate((TOKEN_COLORS[0], 0x080A0C) + TOKEN_COLORS[1:] + (0xFFFFFF,)):
            board_pal[i] = color
            ghost_pal[i] = color
        ghost_pal.make_transparent(0)
        sheet = _make_board_sheet()
        self.board = displayio.TileGrid(sheet, pixel_shader=board_pal, width=8, height=8, tile_width=_CELL,
                                        tile_height=_CELL, x=_BOARD_X, y=_BOARD_Y)
        g.append(self.board)
        # the ghost: 4 single tiles moved over the board (a moved TileGrid redraws only its old and new place)
        self.ghost = []
        for _ in range(4):
            tg = displayio.TileGrid(sheet, pixel_shader=ghost_pal, width=1, height=1, tile_width=_CELL,
                                    tile_height=_CELL)
            tg[0] = _T_CLEAR
            tg.hidden = True
            g.append(tg)
            self.ghost.append(tg)
        pitch = 34 if players == 4 else 42
        self.pitch = pitch
        self.tops = [ui.text("", 2 + pitch * k, 1, SEAT_COLORS[k]) for k in range(4)]
        for lab in self.tops:
            g.append(lab)
        self.turn_bar = ui.rect(2, 11, 28, 1, ui.WHITE)
        g.append(self.turn_bar)
        # reserve / collection: 4 mini shapes with counts
        mini = _make_mini_sheet()
        mini_pal = displayio.Palette(7)
        for i, color in enumerate((0x38424C, 0x5A6672) + TOKEN_COLORS[1:] + (0xFFFFFF,)):
            mini_pal[i] = color
        self.mini_pal = mini_pal
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
        self.hand = []
        self.hand_back = []
        for k in range(4):
            x = _PANEL_X + (k % 2) * 30
            y = _HAND_Y + (k // 2) * 20
            back = ui.rect(x, y, 19, 19, 0x38424C)
            hand.append(back)
            tg = displayio.TileGrid(mini, pixel_shader=mini_pal, width=3, height=3, tile_width=6, tile_height=6,
                                    x=x + 1, y=y + 1)
            tg.hidden = True
            hand.append(tg)
            self.hand.append(tg)
            self.hand_back.append(back)
        self.discards = [ui.text("x", _PANEL_X + (k % 2) * 30 + 21, _HAND_Y + (k // 2) * 20 + 3, ui.GREY)
                         for k in range(4)]
        for lab in self.discards:
            hand.append(lab)
        # the other seats: a label and 4 tiny cards each
        tiny = displayio.Bitmap(_TINY * 5, _TINY, 7)
        for t in range(5):
            for y in range(_TINY):
                for x in range(_TINY):
                    tiny[t * _TINY + x, y] = (1 + t) if t else 0
        self.others = []
        self.others_group = others = displayio.Group()
        g.append(others)
        for row in range(3):
            y = _OTHERS_Y + row * 10
            lab = ui.text("", _PANEL_X, y, ui.GREY)
            others.append(lab)
            cards = []
            for k in range(4):
                tg = displayio.TileGrid(tiny, pixel_shader=mini_pal, width=3, height=3, tile_width=_TINY,
                                        tile_height=_TINY, x=_PANEL_X + 20 + k * 10, y=y)
                tg.hidden = True
                others.append(tg)
                cards.append(tg)
            self.others.append((lab, cards))
        # teams, choosing a board: the mover's and the partner's boards over the hand and the other seats
        self.board_boxes = []
        for k in range(2):
            y = _BOARD_BOX_Y + k * _BOARD_BOX_PITCH
            box = displayio.Group()
            box.append(ui.rect(_PANEL_X, y, 59, _BOARD_BOX_H, 0x38424C))
            head = ui.text("", _PANEL_X + 2, y, ui.WHITE)
            box.append(head)
            rows = []
            for r in range(2):  # B G / R Y as the reserve: the shapes are tiles 0 and 5 (30 px apart) of a row
                shapes = displayio.TileGrid(mini, pixel_shader=mini_pal, width=6, height=1, tile_width=6,
                                            tile_height=6, x=_PANEL_X + 2, y=y + 12 + r * 9)
                for i in range(6):
                    shapes[i] = 5
                shapes[0] = 1 + 2 * r
                shapes[5] = 2 + 2 * r
                box.append(shapes)
                rows.append(ui.text("", _PANEL_X + 4, y + 9 + r * 9, ui.WHITE))
                box.append(rows[-1])
            box.hidden = True
            g.append(box)
            self.board_boxes.append((box, head, rows))
        self.deck_label = ui.text("", 138, 1, ui.GREY)
        g.append(self.deck_label)
        self.cursor = ui.corner_marks(_CORNER, ui.WHITE)
        for c in self.cursor:
            g.append(c)
        self.cursor_box = None
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _BG)
        g.append(self.status.grid)
        self.cells = bytearray(64)  # what the board grid shows
        for i in range(64):
            self.board[i] = 0
        self.ghost_cells = []  # ghost shown now: [(cell, tile)]
        self.tile_cells = [-1, -1, -1, -1]  # per ghost tile: its index in ghost_cells, -1 when hidden
        self.hands_shown = {}
        self.hooked = False  # True once the loop calls on_key (the ghost owns the d-pad while laying)
        self.turns_of = -1  # the card whose same_turns() are in self.turns
        self.turns = bytes(8)
        self.g_card = -1  # the ghost: card, orientation, centre (x, y)
        self.g_o = 0
        self.g_x = 3
        self.g_y = 3
        self.buf = [0] * R.MAX_LEGAL

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return SEAT_COLORS[seat % 4]

    # --- targets ------------------------------------------------------------------------------

    def target(self, v, seat, action):
        """On-screen target of an action: a hand card, its discard mark, a board cell, a collected colour or,
        in teams, the board (the mover's or the partner's) to store the tokens on."""
        if _A_BOARD <= action < _A_BOARD + 4:
            return T_BOARD + (0 if action - _A_BOARD == seat else 1)
        if _A_CARD <= action < _A_CARD + 4:
            return T_CARD + action
        if _A_PASS <= action < _A_PASS + 4:
            return T_PASS + action - _A_PASS
        if _A_COLOR < action <= _A_COLOR + 4:
            return T_COLOR + action - _A_COLOR
        return action & 63  # a placement's anchor or a put-back cell

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target."""
        if t < 64:
            return _BOARD_X + (t & 7) * _CELL, _BOARD_Y + (t >> 3) * _CELL, _CELL - 1, _CELL - 1
        if t >= T_BOARD:
            return _PANEL_X, _BOARD_BOX_Y + (t - T_BOARD) * _BOARD_BOX_PITCH, 59, _BOARD_BOX_H
        if t >= T_COLOR:
            c = t - T_COLOR - 1
            return _PANEL_X + (c % 2) * 30 - 1, 24 + (c // 2) * 9, 8, 8
        if t >= T_PASS:
            k = t - T_PASS
            return _PANEL_X + (k % 2) * 30 + 19, _HAND_Y + (k // 2) * 20 + 4, 10, 11
        k = t - T_CARD
        return _PANEL_X + (k % 2) * 30, _HAND_Y + (k // 2) * 20, 19, 19

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    # --- the ghost ----------------------------------------------------------------------------

    def _ghost_action(self):
        """Action code laying the ghost's cells (a repeated orientation maps to the first one with the same
        cells), or -1 when its anchor is off the board."""
        cells = turned_cells(self.g_card, self.g_o)
        fx, fy, _c = first_cell(cells)
        ax = self.g_x + fx
        ay = self.g_y + fy
        if not (0 <= ax < 8 and 0 <= ay < 8):
            return -1
        if self.turns_of != self.g_card:
            self.turns_of = self.g_card
            self.turns = same_turns(self.g_card)
        return _A_PLACE + self.turns[self.g_o] * 64 + ay * 8 + ax

    def _start_ghost(self, v, seat, action):
        """Put the ghost on a legal position (the first one) when a card has just been chosen."""
        card = v[R.hand_base(v, seat) + v[_P_SLOT]]
        self.g_card = card
        self.g_o = (action - _A_PLACE) >> 6
        cells = turned_cells(card, self.g_o)
        fx, fy, _c = first_cell(cells)
        self.g_x = (action & 7) - fx
        self.g_y = ((action & 63) >> 3) - fy

    def _clamp(self):
        """Keep the whole ghost on the board."""
        cells = turned_cells(self.g_card, self.g_o)
        self.g_x = min(7 - max(c[0] for c in cells), max(-min(c[0] for c in cells), self.g_x))
        self.g_y = min(7 - max(c[1] for c in cells), max(-min(c[1] for c in cells), self.g_y))

    def on_key(self, v, seat, key, legal):
        """The ghost's keys while a card is laid (see the module docstring); None otherwise."""
        from keys import K_A, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_UP

        self.hooked = True  # the loop has the hook: the ghost owns the d-pad while a card is laid
        if v[_P_PHASE] != _PH_PLACE or not legal:
            return None
        if self.g_card != v[R.hand_base(v, seat) + v[_P_SLOT]]:
            self._start_ghost(v, seat, legal[0])
        moves = {K_LEFT: (-1, 0), K_RIGHT: (1, 0), K_UP: (0, -1), K_DOWN: (0, 1)}
        if key in moves:
            dx, dy = moves[key]
            self.g_x += dx
            self.g_y += dy
            self._clamp()
            return -1
        if key == K_SELECT:
            self.g_o = (self.g_o + 1) % 8
            self._clamp()
            return -1
        if key == K_A:
            a = self._ghost_action()
            if a in legal:
                self.g_card = -1
                return a
            return -1
        return None

    def _ghost_state(self, v, seat, target):
        """(cells, text) of the ghost to draw: [(cell, tile)] and the status text, or ([], None)."""
        if v[_P_PHASE] != _PH_PLACE:
            self.g_card = -1
            return [], None
        card = v[R.hand_base(v, seat) + v[_P_SLOT]]
        if not self.hooked or self.g_card != card:
            if target is None or target >= 64:
                return [], None
            # default flow (or the ghost's first draw): the first legal orientation at the cursor cell
            buf = self.buf
            n = R.legal_actions(v, buf)
            first = -1
            for i in range(n):
                if buf[i] & 63 == target:
                    first = buf[i]
                    break
            if first < 0:
                return [], None
            self._start_ghost(v, seat, first)
        a = self._ghost_action()
        out = []
        conflict = False
        off = False
        for dx, dy, col in turned_cells(card, self.g_o):
            x = self.g_x + dx
            y = self.g_y + dy
            if not (0 <= x < 8 and 0 <= y < 8):
                off = True
                continue
            cell = y * 8 + x
            have = v[_P_BOARD + cell]
            if v[_P_COOP]:
                bad = have != col
            else:
                bad = have != 0 and have != col
            conflict = conflict or bad
            out.append((cell, _T_CROSS if bad else _T_GHOST + col))
        buf = self.buf
        n = R.legal_actions(v, buf)
        if not self.hooked:
            from games.boussanga.text import card_name, cell_name

            where = cell_name(self.g_y * 8 + self.g_x) if 0 <= self.g_x < 8 and 0 <= self.g_y < 8 else ""
            count = sum(1 for i in range(n) if buf[i] & 63 == target)
            return out, "%s at %s: %d turn(s)" % (card_name(card), where, count)
        # A fixed key hint, then a verdict of at most 9 characters: a turn or a move rewrites only the
        # verdict (the ghost itself shows the turn, the cursor marks the card), so that the redraw of a
        # turn whose 4 ghost tiles all move stays under 10 % of the screen.
        return out, STATUS_HINT + self._verdict(v, a, buf, n, off, conflict)

    def _verdict(self, v, a, buf, n, off, conflict):
        """The ghost's verdict (at most 9 characters): "A: lay it" or why it cannot be laid there."""
        if a >= 0 and any(buf[i] == a for i in range(n)):
            return VERDICT_OK
        if off:
            return "off board"
        if v[_P_COOP]:
            return "not found"  # co-op: the whole pattern must already be on the board
        if conflict:
            return "occupied"  # a cell holds another colour (crossed on the board)
        card = v[R.hand_base(v, v[_P_TURN]) + v[_P_SLOT]]
        for dx, dy, col in turned_cells(card, self.g_o):
            if v[_P_BOARD + (self.g_y + dy) * 8 + self.g_x + dx] != col:
                return "no tokens"  # something to place, but the reserve lacks a colour
        return "complete"  # every token is already there: nothing to place

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        coop = v[_P_COOP]
        players = v[_P_PLAYERS]
        if coop:
            pts = R.holder_points(v, 0)
            ui.set_text(self.tops[0], "Pts %d/%d  Cards %d" % (pts, _GOAL, v[_P_DISCARD_N]))
            ui.recolor(self.turn_bar, SEAT_COLORS[seat % 4])
            for k in range(1, 3):
                ui.set_text(self.tops[k], "")
            ui.set_text(self.tops[3], ui.seat_name(seat)[:6] if players > 1 else "Solo")
            self.turn_bar.x = self.tops[3].x
        else:
            totals = R.scores(v)
            for k in range(4):
                ui.set_text(self.tops[k], "%s %d" % (ui.seat_name(k)[:3], totals[k]) if k < players else "")
            self.turn_bar.x = 2 + self.pitch * seat
            ui.recolor(self.turn_bar, SEAT_COLORS[seat % 4])
        for i in range(64):
            val = v[_P_BOARD + i]
            if self.cells[i] != val:
                self.cells[i] = val
                self.board[i] = val
        ghost, text = self._ghost_state(v, seat, target)
        if ghost != self.ghost_cells:
            self._move_ghost(ghost)
        # reserve or collection
        ui.set_text(self.stock_label, "Collected" if coop else "Reserve")
        base = _P_COLLECT if coop else _P_RESERVE
        for c in range(4):
            ui.set_text(self.stock[c], "%d" % v[base + c])
        choosing = v[_P_PHASE] == _PH_BOARD
        if self.hand_group.hidden != choosing:
            self.hand_group.hidden = choosing
            self.others_group.hidden = choosing
            for box in self.board_boxes:
                box[0].hidden = not choosing
        if choosing:
            self._show_boards(v, seat)
        hb = R.hand_base(v, seat)
        for k in range(4):
            self._show_card(self.hand[k], v[hb + k], 3)
        for k in range(4):
            mark = self.discards[k]
            hide = v[hb + k] == _NONE or v[_P_PHASE] != _PH_CARD
            if mark.hidden != hide:
                mark.hidden = hide
        row = 0
        if not coop:
            for k in range(1, players):
                other = (seat + k) % players
                lab, cards = self.others[row]
                team = v[_P_TEAMS] and other % 2 == seat % 2
                ui.set_text(lab, "%s%s" % (ui.seat_name(other)[:3], "*" if team else ""))
                if lab.color != SEAT_COLORS[other % 4]:
                    lab.color = SEAT_COLORS[other % 4]
                for j in range(4):
                    self._show_card(cards[j], v[_P_HANDS + other * 4 + j], 0)
                row += 1
        for r in range(row, 3):
            lab, cards = self.others[r]
            ui.set_text(lab, "")
            for tg in cards:
                self._show_card(tg, _NONE, 0)
        ui.set_text(self.deck_label, "" if coop else "D%d" % v[_P_DECK_N])
        if self.hooked and text is not None:  # laying a card: the cursor marks the card, the ghost moves
            target = T_CARD + v[_P_SLOT]
        self._draw_cursor(v, seat, target)
        if text is not None:
            status = text
        elif v[_P_PHASE] == _PH_PUT:
            from games.boussanga.text import COLOR_NAMES  # loaded already: describe() wrote the status

            name = COLOR_NAMES[v[_P_PUT_COLOR]]
            if status.startswith(name + " to "):
                # the cursor shows the cell (the board has no coordinates): the line stays put while it moves
                status = "A puts %s here, %d left" % (name, v[_P_PUT_LEFT])
        self.status.set(status)

    def _show_boards(self, v, seat):
        """Teams choosing a board: the mover's and the partner's seat, board points and tokens per colour."""
        for k in range(2):
            b = seat ^ (2 * k)
            _box, head, rows = self.board_boxes[k]
            ui.set_text(head, "%s %dpt" % (ui.seat_name(b)[:3], R.holder_points(v, b)))
            if head.color != SEAT_COLORS[b]:
                head.color = SEAT_COLORS[b]
            at = _P_HELD + b * 4
            for r in range(2):
                ui.set_text(rows[r], " %-2d   %d" % (v[at + 2 * r], v[at + 2 * r + 1]))

    def _move_ghost(self, ghost):
        """Show the ghost cells [(cell, tile)]: a tile already on a cell stays there, the others move."""
        old = self.ghost_cells
        self.ghost_cells = ghost
        slot_of = {}
        free = []
        for k in range(4):
            tg = self.ghost[k]
            cell = old[self.tile_cells[k]][0] if self.tile_cells[k] >= 0 else -1
            match = -1
            for j in range(len(ghost)):
                if ghost[j][0] == cell and j not in slot_of:
                    match = j
            if match >= 0:
                slot_of[match] = k
            else:
                free.append(k)
        for j in range(len(ghost)):
            if j not in slot_of:
                slot_of[j] = free.pop(0)
        used = set()
        for j in range(len(ghost)):
            k = slot_of[j]
            used.add(k)
            tg = self.ghost[k]
            c, tile = ghost[j]
            x = _BOARD_X + (c & 7) * _CELL
            y = _BOARD_Y + (c >> 3) * _CELL
            if tg.x != x or tg.y != y:
                tg.x, tg.y = x, y
            if tg[0] != tile:
                tg[0] = tile
            if tg.hidden:
                tg.hidden = False
            self.tile_cells[k] = j
        for k in range(4):
            if k not in used:
                self.tile_cells[k] = -1
                if not self.ghost[k].hidden:
                    self.ghost[k].hidden = True

    def _show_card(self, tg, card, shift):
        """Draw a card's pattern into a 3x3 TileGrid (hidden when the slot is empty)."""
        key = id(tg)
        if self.hands_shown.get(key) == card:
            return
        self.hands_shown[key] = card
        tg.hidden = card == _NONE
        if card == _NONE:
            return
        for i in range(9):
            tg[i % 3, i // 3] = PATTERNS[card * 9 + i]

    def _draw_cursor(self, v, seat, target):
        """Corner brackets around the target."""
        box = self.target_box(v, seat, target) if target is not None else None
        self.cursor_box = ui.place_corners(self.cursor, _CORNER, self.cursor_box, box)

    def info_lines(self, v, seat):
        """Public information (Select): team scores, every seat's board and cards, the reserve, the deck."""
        from games.boussanga.text import card_name

        lines = []
        names = ("B", "G", "R", "Y")
        if v[_P_COOP]:
            lines.append("Co-op: %d points, %d cards used" % (R.holder_points(v, 0), v[_P_DISCARD_N]))
            lines.append("Collected " + " ".join("%s%d" % (names[c], v[_P_COLLECT + c]) for c in range(4)))
            lines.append("Scored " + " ".join("%s%d" % (names[c], v[_P_HELD + c]) for c in range(4)))
            lines.append("Row: " + " ".join(card_name(v[_P_HANDS + k]) for k in range(4)
                                            if v[_P_HANDS + k] != _NONE))
        else:
            if v[_P_TEAMS]:  # the team's score; each seat's line below is its own board
                for team in range(2):
                    lines.append("Team %s+%s: %d pts" % (ui.seat_name(team), ui.seat_name(team + 2),
                                                        R.points_of(v, team)))
            form = "%s board: %d %s" if v[_P_TEAMS] else "%s: %d pts %s"
            for s in range(v[_P_PLAYERS]):
                lines.append(form % (ui.seat_name(s), R.holder_points(v, s),
                                     " ".join("%s%d" % (names[c], v[_P_HELD + s * 4 + c]) for c in range(4))))
                lines.append(" cards " + " ".join(card_name(v[_P_HANDS + s * 4 + k]) for k in range(4)
                                                  if v[_P_HANDS + s * 4 + k] != _NONE))
            lines.append("Reserve " + " ".join("%s%d" % (names[c], v[_P_RESERVE + c]) for c in range(4)))
            if v[_P_END_SEAT] != _NONE:
                lines.append("Last round (since %s)" % ui.seat_name(v[_P_END_SEAT]))
        lines.append("Deck %d" % v[_P_DECK_N])
        return lines
