"""Bunny Boom on the 160x128 screen: the village cross in the middle, four panels in its corners.

    +-----------+  U3 +-----------+     top left: each domain (rabbits), C carrot, B burrow, > mover
    | domains   |  U2 | deck      |     top right: deck count and the 3 river cards
    |           |  U1 | river x3  |
    L3  L2  L1  centre  R1  R2  R3      the cross: 12 spaces of 22x16 around the centre tile
    | your hand |  D1 | detail of |     bottom left: the hand of the seat to act (after the hand-off)
    |           |  D2 | the cursor|     bottom right: what lies under the cursor, in words
    +-----------+  D3 +-----------+
    status: what A does now

A card shows its family letter and value ("S3"; * Mayor, J Joker) on its family colour; a white line over
a black one on top means 2 layers or more; a closed space is dimmed with a black stripe across its foot; a white digit
in a black box counts the rabbits lying on it. Pawns are small squares in the seat colours (a fixed
corner per seat), the fox an orange diamond, the carrot an orange bar on the centre tile until someone
holds it.
"""

import displayio
import vectorio
from micropython import const

import ui
from games.bunnyboom import rules as R
from games.bunnyboom.cards import CARD_COUNT, CARDS


def _column(k):
    """One field of every card (cards.CARDS holds 5 bytes a card)."""
    col = bytearray(CARD_COUNT)
    for c in range(CARD_COUNT):
        col[c] = CARDS[5 * c + k]
    return col


FAMILY = _column(0)
VALUE = _column(1)
EFFECT = _column(2)
RIVER = _column(3)
PASSAGE = _column(4)

SEAT_COLORS = (0x3C78FF, 0xFF8C1E, 0x30D050, 0xE040E0)
FAMILY_COLORS = (0xFFD800, 0xB48CFF, 0x40E0E0, 0x50C850, 0x5090FF, 0xFF80B0, 0xE8E8E8, 0xC8A050)
_DIM = (0x806C00, 0x5A4680, 0x207070, 0x286428, 0x284880, 0x804058, 0x747474, 0x645028)
_LETTERS = "SMTLDB*J"   # Sun Moon sTar Leaf Drop Bell, * Mayor, J Joker
_PANEL = const(0x101418)
_EMPTY = const(0x303840)
_CENTRE_COLOR = const(0x8B5A2B)
_FOX_COLOR = const(0xFF6A00)
_CW = const(22)
_CH = const(16)
_X0 = const(3)
_Y0 = const(2)
_LEFT_X = const(1)
_RIGHT_X = const(92)
_HAND_Y = const(78)
_RIVER_Y = const(14)
_CORNER = const(4)

T_SPACE = const(0)   # + space, 12 = the centre
T_HAND = const(20)   # + hand slot
T_RIVER = const(30)  # + river slot
T_DECK = const(40)
T_SEAT = const(50)   # + seat

_EFFECT_SHORT = ("-", "Boom", "Mega", "RBoom", "Carrot", "Give", "Skip", "Centre", "+1Riv", "-1Riv", "Renew",
                 "Free", "Burrow", "Fox")
_RIVER_SHORT = ("-", "Put2", "Give", "Swap", "Down", "Pass", "Boom")
_PROMPTS = ("Play a card", "Where?", "Take river", "Pull whom?", "Give to?", "Skip which?", "River card",
            "Rabbit on?", "Swap which?", "Swap with?", "Face-down?", "Draw", "Game over", "")
# 3x5 digits 0-9 and "+" (more than 9)
_DIGITS = ("###.#.#.#.#.###", ".#.##..#..#.###", "##...#.#.#..###", "##...#.#...###.", "#.##.####..#..#",
           "####..##...###.", ".###..####.####", "###..#.#..#..#.", "####.#####.####", "####.####..###.",
           "....#.###.#....")

RULES = "\n".join((
    "Goal: end with the FEWEST rabbits: in your domain, plus your hand's values, plus face-down cards,"
    " plus 4 for the carrot. Tie: fewer rabbits in the domain wins.",
    "Turn: play a hand card on a space next to the centre or to a card (first layer). When all spaces"
    " hold a card, play on top of cards (second layer). Never on the card under your own pawn.",
    "Same family on top: the space closes. Other family: add the card's value in rabbits. Mayor:"
    " free; it has no family, so a card on it pays its value and the space stays open. Joker: free,"
    " the space closes (even a first-layer one). Free card: free, closes the space it covers; a card on"
    " a Free card pays as usual, then the space closes.",
    "Then: the card's effect, then your pawn walks to it along the cross. Each card crossed (not the"
    " start, not the end, not the centre) adds its passage (+1 to +3) and the rabbits lying on it.",
    "Wave (~): then use one river card's river effect (compulsory when one shows an effect). Draw back"
    " to 3 from the deck or the river (its rabbits come along); the river refills.",
    "Effects: Boom (after moving) 1 rabbit on every village card; Mega: take a river card first, then 1"
    " on every village and river card and in every other domain; RBoom: take a river card, 1 on each"
    " river card; Carrot: pull a pawn here, its player takes the carrot and the passages; Give: 1 rabbit"
    " to each other villager; Skip a crossed card; Centre: back to the centre; +1Riv / -1Riv: a rabbit"
    " now, then after moving a river effect; Renew the river; Free: ignore families.",
    "River effects: Put2 rabbits of yours on village cards; Give 1 to each villager; Swap a card with a"
    " random card of a villager; Down: a deck card face down in front of any villager, you too (scores its value);"
    " Pass: draw back to 3 (deck or river), then every hand goes to the right; Boom.",
    "Variants: Fox (pull the fox here: each pawn it meets takes 1 of your rabbits), Burrow (you hold the"
    " burrow: whoever crosses a Burrow card takes 1 of your rabbits). Hourglass: choose your card and its"
    " space before the sand (the LEDs) runs out, else add the highest river card's value to your rabbits"
    " (once a turn; you still play).",
    "Screen: a card shows its family and value: S Sun, M Moon, T Star, L Leaf, D Drop, B Bell, * Mayor,"
    " J Joker. White and black lines on top: 2 cards or more; dark card with a black stripe: closed; white digit"
    " in a black box: rabbits lying there (+: over 9); rN: N rabbits on a river card; small squares:"
    " pawns; orange diamond: the fox. Domains: C carrot, B burrow, > to play. Hand: effect, ~ wave,"
    " +N passage. Bottom right: the space under the cursor: passage, rabbits, closed or cards stacked.",
    "End: the deck is empty, or the next villager has no space. Keys: d-pad moves, A does, B undoes,"
    " Start pauses, Select shows the table.",
))


def cell_xy(sp):
    """Top-left corner of a space's cell (CENTRE: the centre tile)."""
    if sp == R.CENTRE:
        col, row = 3, 3
    else:
        d = sp % 3
        arm = sp // 3
        if arm == 0:
            col, row = 2 - d, 3
        elif arm == 1:
            col, row = 4 + d, 3
        elif arm == 2:
            col, row = 3, 2 - d
        else:
            col, row = 3, 4 + d
    return _X0 + col * _CW, _Y0 + row * _CH


def _digit_sheet():
    """3x5 white digits 0-9 and "+" in black 4x6 boxes (legible on any card), plus a blank tile (index 11)."""
    bmp = displayio.Bitmap(4 * 12, 6, 3)
    for d in range(11):
        for x in range(4):
            for y in range(6):
                bmp[d * 4 + x, y] = 2
        for i in range(15):
            if _DIGITS[d][i] == "#":
                bmp[d * 4 + i % 3 + 1, i // 3] = 1
    pal = displayio.Palette(3)
    pal[1] = ui.WHITE
    pal[2] = ui.BLACK
    pal.make_transparent(0)
    return bmp, pal


class _Cell:
    """One space of the village (or the centre tile): background, label, bars, rabbit digit."""

    def __init__(self, group, sp, digits):
        x, y = cell_xy(sp)
        self.x, self.y = x, y
        self.bg = ui.rect(x, y, _CW - 1, _CH - 1, _EMPTY)
        self.label = ui.text("", x + 1, y + 2, ui.BLACK)
        # 2 layers or more: a white line over a black one, seen on every family colour and on the panel
        self.layers = ui.rect(x, y, _CW - 1, 1, ui.WHITE)
        self.layers_edge = ui.rect(x, y + 1, _CW - 1, 1, ui.BLACK)
        self.closed = ui.rect(x, y + _CH - 4, _CW - 1, 2, ui.BLACK)
        bmp, pal = digits
        self.rabbits = displayio.TileGrid(bmp, pixel_shader=pal, width=1, height=1, tile_width=4, tile_height=6,
                                          x=x + 17, y=y + 9)
        self.rabbits[0] = 11
        for item in (self.bg, self.label, self.layers, self.layers_edge, self.closed, self.rabbits):
            group.append(item)
        self.layers.hidden = True
        self.layers_edge.hidden = True
        self.closed.hidden = True
        self.state = None

    def show(self, card, layers, closed, rabbits, used):
        """Update the cell only when what it shows changed."""
        key = (card, layers, closed, rabbits, used)
        if key == self.state:
            return
        self.state = key
        _hide(self.bg, not used)
        if card == R.NONE:
            ui.recolor(self.bg, _EMPTY)
            ui.set_text(self.label, "")
        else:
            f = FAMILY[card]
            ui.recolor(self.bg, _DIM[f] if closed else FAMILY_COLORS[f])
            ui.set_text(self.label, "%s%d" % (_LETTERS[f], VALUE[card]))
        _hide(self.layers, layers < 2)
        _hide(self.layers_edge, layers < 2)
        _hide(self.closed, not closed)
        tile = 11 if rabbits == 0 else (rabbits if rabbits < 10 else 10)
        if self.rabbits[0] != tile:
            self.rabbits[0] = tile


class _Chip:
    """A small card face (family colour, letter and value) followed by a line of text."""

    def __init__(self, group, x, y, columns, color=ui.WHITE):
        self.bg = ui.rect(x, y, 13, 11, _EMPTY)
        self.label = ui.text("", x + 1, y, ui.BLACK)
        self.line = ui.TextLine(x + 14, y, columns, color, _PANEL)
        for item in (self.bg, self.label, self.line.grid):
            group.append(item)

    def show(self, card, text):
        """A card (or nothing: NONE) and its line of text."""
        if card == R.NONE or card >= CARD_COUNT:
            _hide(self.bg, True)
            ui.set_text(self.label, "")
        else:
            _hide(self.bg, False)
            ui.recolor(self.bg, FAMILY_COLORS[FAMILY[card]])
            ui.set_text(self.label, "%s%d" % (_LETTERS[FAMILY[card]], VALUE[card]))
        self.line.set(text)


def _hide(item, hidden):
    """Hide or show an item, touching it only when that changes (a touched item is redrawn)."""
    if item.hidden != hidden:
        item.hidden = hidden


def _effect_text(card):
    """Effect, wave and passage in 9 characters: "Carrot~+2"."""
    return "%-6s%s+%d" % (_EFFECT_SHORT[EFFECT[card] & 0x7F], "~" if EFFECT[card] & 0x80 else " ", PASSAGE[card])


class BoardView:
    """The village, the river, the domains and the hand of the seat to act; built once, updated in place."""

    def __init__(self, rules, players):
        self.rules = rules
        self.players = players
        g = displayio.Group()
        self.group = g
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _PANEL))
        digits = _digit_sheet()
        self.cells = [_Cell(g, sp, digits) for sp in range(R.SPACES + 1)]
        ui.recolor(self.cells[R.CENTRE].bg, _CENTRE_COLOR)
        ui.set_text(self.cells[R.CENTRE].label, "C")
        self.cells[R.CENTRE].state = "centre"
        self.domains = [ui.TextLine(_LEFT_X, 2 + 12 * seat, 11, SEAT_COLORS[seat], _PANEL) for seat in range(players)]
        for line in self.domains:
            g.append(line.grid)
        self.deck = ui.TextLine(_RIGHT_X, 2, 11, ui.GREY, _PANEL)
        g.append(self.deck.grid)
        self.river = [_Chip(g, _RIGHT_X, _RIVER_Y + 12 * i, 7) for i in range(R.RIVER_SIZE)]
        self.prompt = ui.TextLine(_LEFT_X, _HAND_Y - 12, 11, ui.YELLOW, _PANEL)
        g.append(self.prompt.grid)
        self.hand = [_Chip(g, 0, _HAND_Y + 12 * i, 9) for i in range(R.HAND_SIZE)]  # 9 columns end at x 67
        self.detail = [ui.TextLine(_RIGHT_X, 66 + 12 * i, 11, (ui.WHITE, ui.GREY)[i], _PANEL) for i in range(2)]
        for line in self.detail:
            g.append(line.grid)
        # pawns: a black-edged square per seat at a fixed corner of the cell; fox: a diamond; carrot: a bar
        self.pawns = []
        for seat in range(players):
            edge = ui.rect(0, 0, 5, 5, ui.BLACK)
            dot = ui.rect(0, 0, 3, 3, SEAT_COLORS[seat])
            g.append(edge)
            g.append(dot)
            self.pawns.append((edge, dot))
        self.fox = displayio.Group()
        fox_pal = ui.palette(_FOX_COLOR)
        self.fox.append(vectorio.Polygon(pixel_shader=fox_pal, points=[(3, 0), (6, 3), (3, 6), (0, 3)], x=0, y=0))
        self.fox.hidden = True
        g.append(self.fox)
        x, y = cell_xy(R.CENTRE)
        self.carrot = ui.rect(x + 2, y + 12, 8, 3, _FOX_COLOR)
        g.append(self.carrot)
        self.cursor = ui.corner_marks(_CORNER, ui.YELLOW, thickness=2)
        for corner in self.cursor:
            g.append(corner)
        self.cursor_box = None
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _PANEL)
        g.append(self.status.grid)

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return SEAT_COLORS[seat]

    # --- targets ------------------------------------------------------------------------------

    @staticmethod
    def _hand(v, seat):
        zone = R.Z_HAND + seat
        return [c for c in range(CARD_COUNT) if v[R.P_LOC + c] == zone]

    def target(self, v, seat, action):
        """On-screen target of an action: a space, a hand or river slot, the deck or a domain line."""
        kind = action & 0xFF80
        arg = action & 0x7F
        if kind == R.A_CARD or kind == R.A_SWAPCARD:
            hand = self._hand(v, seat)
            return T_HAND + (hand.index(arg) if arg in hand else 0)
        if kind == R.A_SPACE or kind == R.A_SKIP or kind == R.A_PUT:
            return T_SPACE + arg
        if kind == R.A_TAKE or kind == R.A_RIVER:
            return T_RIVER + arg
        if kind == R.A_DRAW:
            return T_DECK if arg == R.DRAW_DECK else T_RIVER + arg
        return T_SEAT + arg

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target."""
        if t <= R.CENTRE:
            x, y = cell_xy(t)
            return x, y, _CW - 1, _CH - 1
        if t >= T_SEAT:
            return 0, 2 + 12 * (t - T_SEAT), 67, 12
        if t == T_DECK:
            return _RIGHT_X - 1, 1, 67, 13
        if t >= T_RIVER:
            return _RIGHT_X - 1, _RIVER_Y + 12 * (t - T_RIVER) - 1, 67, 13
        return 0, _HAND_Y + 12 * (t - T_HAND) - 1, 69, 13

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        n = v[R.P_PLAYERS]
        used = 3 * n
        for sp in range(R.SPACES):
            info = v[R.P_INFO + sp]
            self.cells[sp].show(v[R.P_TOP + sp], info & R.LAYERS, info & R.CLOSED != 0, v[R.P_SPACE_RAB + sp],
                                sp < used)
        turn = v[R.P_TURN]
        for s in range(n):
            marks = ("C" if v[R.P_CARROT] == s else "") + ("B" if v[R.P_BURROW] == s else "")
            self.domains[s].set("%s%-4s%3d %s" % (">" if s == turn and not R.is_over(v) else " ",
                                                  ui.seat_name(s)[:4], R.domain(v, s), marks))
            x, y = cell_xy(v[R.P_PAWN + s])
            px = x + 12 + 4 * (s % 2)
            py = y + 1 + 4 * (s // 2)
            edge, dot = self.pawns[s]
            if edge.x != px or edge.y != py:
                edge.x, edge.y = px, py
                dot.x, dot.y = px + 1, py + 1
        fox = v[R.P_FOX]
        _hide(self.fox, fox == R.NONE)
        if fox != R.NONE:
            x, y = cell_xy(fox)
            if self.fox.x != x + 11 or self.fox.y != y + 8:
                self.fox.x, self.fox.y = x + 11, y + 8
        _hide(self.carrot, v[R.P_CARROT] != R.NONE)
        self.deck.set("Deck %d" % v[R.P_DECK_N])
        for slot in range(R.RIVER_SIZE):
            c = v[R.P_RIVER + slot]
            if c == R.NONE:
                self.river[slot].show(c, "-")
            else:
                r = v[R.P_RIVER_RAB + slot]
                self.river[slot].show(c, "%-4s%s" % (_RIVER_SHORT[RIVER[c]], " r%d" % r if r else ""))
        ph = v[R.P_PHASE]
        self.prompt.set(_PROMPTS[ph] if ph < len(_PROMPTS) else "")
        hand = self._hand(v, seat)
        chosen = v[R.P_CARD] if ph == R.PH_SPACE else R.NONE
        for i in range(R.HAND_SIZE):
            if i < len(hand):
                c = hand[i]
                self.hand[i].show(c, _effect_text(c) if c != chosen else "> chosen")
            else:
                self.hand[i].show(R.NONE, "")
        self._draw_detail(v, seat, target)
        self._draw_cursor(v, seat, target)
        self.status.set(status)

    def _draw_detail(self, v, seat, target):
        """Two lines about the space or domain under the cursor, else the card of this turn (bottom right).

        A space: its top card's passage and the rabbits lying on it ("pass +2 r3"), then "closed" or how
        many cards are stacked there. Hand and river lines say their cards themselves; the space names
        and costs are in the status line.
        """
        text = ""
        card = v[R.P_CARD]
        more = "" if card == R.NONE else "Card %s" % R.card_name(card)
        if target is not None and target < R.CENTRE:
            c = v[R.P_TOP + target]
            if c != R.NONE:
                r = v[R.P_SPACE_RAB + target]
                text = "pass +%d%s" % (PASSAGE[c], " r%d" % r if r else "")
                n = v[R.P_INFO + target] & R.LAYERS
                more = "closed" if v[R.P_INFO + target] & R.CLOSED else "%d card%s" % (n, "s" if n > 1 else "")
        elif target is not None and target >= T_SEAT:
            s = target - T_SEAT
            text = "hand%d down%d" % (v[R.P_HAND_N + s], v[R.P_DOWN_N + s])
        self.detail[0].set(text)
        self.detail[1].set(more)

    def _draw_cursor(self, v, seat, target):
        """Mark the target with yellow corner brackets inside its box."""
        box = self.target_box(v, seat, target) if target is not None else None
        self.cursor_box = ui.place_corners(self.cursor, _CORNER, self.cursor_box, box)

    def info_lines(self, v, seat):
        """Public information, one short line each (Select)."""
        from games.bunnyboom import text

        n = v[R.P_PLAYERS]
        lines = []
        for s in range(n):
            lines.append("%s: %d rabbits" % (ui.seat_name(s)[:10], R.domain(v, s)))
            lines.append(" hand %d, down %d, at %s" % (v[R.P_HAND_N + s], v[R.P_DOWN_N + s],
                                                     R.space_name(v[R.P_PAWN + s])))
        lines.append("Deck %d. River effects:" % v[R.P_DECK_N])
        for i in range(R.RIVER_SIZE):
            c = v[R.P_RIVER + i]
            if c != R.NONE:
                r = v[R.P_RIVER_RAB + i]
                lines.append(" %s: %s%s" % (R.card_name(c), text.RIVER_NAMES.split()[RIVER[c]] if RIVER[c] else
                                            "none", ", r%d" % r if r else ""))
        if v[R.P_FOX] != R.NONE:
            lines.append("Fox at %s" % R.space_name(v[R.P_FOX]))
        for label, holder in (("Carrot", v[R.P_CARROT]), ("Burrow", v[R.P_BURROW])):
            if holder != R.NONE:
                lines.append("%s: %s" % (label, ui.seat_name(holder)[:12]))
        lines.append("Turns played: %d" % (v[R.P_TURNS] | v[R.P_TURNS + 1] << 8))
        return lines
