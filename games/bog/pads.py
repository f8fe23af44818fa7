"""BOG's swamp and shore widgets: a lily pad (frog, fly, route and formation marks) and a shore token."""

import displayio
from micropython import const

import ui
from games.bog.cards import FORMATIONS, ROUTES
from games.bog.core import own_pad

SEAT_COLORS = ui.SEAT_COLORS[:2]  # the shared seat colours (the LEDs light the same)
# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_LOC = const(38)
_EMPTY = const(255)
_FLY = const(254)
_PAD_COUNT = const(9)
_Z_RIVER = const(1)
_Z_HAND = const(2)
_Z_SWAMP = const(6)
_PAD = const(26)
_TOKEN_W = const(40)
_MARK_W = const(5)
_MARK_H = const(7)
_MARK_FORMATION = const(4)
# end of consts.txt

_T_EMPTY = const(0)  # the pad sheet's tiles (tiles.pad_sheet)
_T_FROG = const(1)  # + seat
_T_FLY = const(3)
_PADS_W = const(104)  # 4 pads: empty, P1's frog, P2's frog, a fly
_PAD_COLOR = const(0x1F6A34)
PAD_COLORS = const(5)  # the pad sheet's palette: pad, P1 frog, P2 frog, fly wing, fly body


class Token:
    """A frog on a shore: a bar in the owner's colour with the card number, in round brackets for P1 (whose frogs
    are circles) and square ones for P2 (squares): the owner told without colour."""

    def __init__(self, group, x, y, card_name):
        self.card_name = card_name
        self.bar = ui.rect(x, y, _TOKEN_W, 9, 0, recolorable=True)
        self.label = ui.text("", x + 11, y - 2, ui.BLACK)
        self.bar.hidden = True
        group.append(self.bar)
        group.append(self.label)
        self.x, self.y = x, y
        self.card = -1

    def show(self, card, seat):
        """Show a card of seat's shore (or nothing when card < 0)."""
        key = card * 2 + seat if card >= 0 else -1
        if key == self.card:
            return
        self.card = key
        self.bar.hidden = card < 0
        text = ""
        if card >= 0:
            ui.recolor(self.bar, SEAT_COLORS[seat])
            text = ("(%s)" if seat == 0 else "[%s]") % self.card_name(card)
            self.label.x = self.x + (_TOKEN_W - 6 * len(text)) // 2
        ui.set_text(self.label, text)


class PadView:
    """One lily pad: a tile of the pad sheet (empty, P1's circle, P2's square, a fly), the frog's number."""

    # One TileGrid over a shared sheet instead of six vectorio shapes, each with its own palette, per pad.

    def __init__(self, group, pad_sheet, pad_palette, marks_sheet, palette):
        self.x = self.y = 0
        self.tile = displayio.TileGrid(pad_sheet, pixel_shader=pad_palette, width=1, height=1,
                                       tile_width=_PAD, tile_height=_PAD)
        self.number = ui.text("", 0, 0, ui.BLACK)
        self.route_mark = displayio.TileGrid(marks_sheet, pixel_shader=palette, width=1, height=1,
                                             tile_width=_MARK_W, tile_height=_MARK_H)
        self.form_mark = displayio.TileGrid(marks_sheet, pixel_shader=palette, width=1, height=1,
                                            tile_width=_MARK_W, tile_height=_MARK_H)
        self.form_mark[0] = _MARK_FORMATION
        for item in (self.tile, self.number, self.route_mark, self.form_mark):
            group.append(item)
        self.content = -1
        self.step = -2  # differs from every real value so the first show_marks() sets the tiles
        self.formation = True
        self.show_marks(-1, False)

    def place(self, x, y):
        """Move the pad to a screen cell (only when the seat to act changes)."""
        if (x, y) == (self.x, self.y):
            return
        self.x, self.y = x, y
        self.tile.x, self.tile.y = x, y
        self.route_mark.x, self.route_mark.y = x + 1, y + 1
        self.form_mark.x, self.form_mark.y = x + _PAD - _MARK_W - 1, y + _PAD - _MARK_H - 1
        self.content = -1
        self.number.anchored_position = (x + _PAD // 2 - 6, y + _PAD // 2 - 6)

    def show(self, content, owner):
        """Draw a pad's content: EMPTY, FLY or a card owned by a seat."""
        key = content * 2 + owner if content < _FLY else content * 2
        if key == self.content:
            return
        self.content = key
        if content == _FLY:
            tile = _T_FLY
        elif content == _EMPTY:
            tile = _T_EMPTY
        else:
            tile = _T_FROG + owner
        if self.tile[0] != tile:
            self.tile[0] = tile
        if content >= _FLY:
            ui.set_text(self.number, "")
        else:
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


def draw_marks(pads, v, seat, card):
    """Number the route and mark the formation of a card (the one under the cursor, -1: none) on the pads."""
    owner = seat
    with_formation = False  # only a card in hand (or about to join it) can still score its formation
    if card >= 0:
        zone = v[_P_LOC + card]
        if zone == _Z_SWAMP or zone == _Z_SWAMP + 1:
            owner = zone - _Z_SWAMP
        with_formation = zone == _Z_HAND + seat or zone == _Z_RIVER
    for p in range(_PAD_COUNT):
        step = -1
        formation = False
        if card >= 0:
            own = own_pad(p, owner)
            for k in range(4):
                if ROUTES[card * 4 + k] == own:
                    step = k
            formation = with_formation and own in FORMATIONS[card * 3:card * 3 + 3]
        pads[p].show_marks(step, formation)


def pad_palette():
    """The pad sheet's palette: the pad's green, the two seats' frog colours, the fly's wings and body."""
    palette = displayio.Palette(PAD_COLORS)
    for i, color in enumerate((_PAD_COLOR, SEAT_COLORS[0], SEAT_COLORS[1], 0xD0E0F0, 0x101010)):
        palette[i] = color
    return palette


def _disc(sheet, ox, cx, cy, r, value):
    """A filled circle as vectorio draws one: every pixel within r of the centre (cx, cy)."""
    for y in range(cy - r, cy + r + 1):
        for x in range(cx - r, cx + r + 1):
            if (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r:
                sheet[y * _PADS_W + ox + x] = value


def pad_sheet():
    """The 26x26 pads: empty, P1's frog (a circle), P2's frog (a square), a fly."""
    sheet = displayio.Bitmap(_PADS_W, _PAD, PAD_COLORS)  # value 0, the pad's green, everywhere at first
    mid = _PAD // 2
    _disc(sheet, _T_FROG * _PAD, mid, mid, 11, 1)
    ox = (_T_FROG + 1) * _PAD
    for y in range(mid - 10, mid + 10):
        for x in range(mid - 10, mid + 10):
            sheet[y * _PADS_W + ox + x] = 2
    ox = _T_FLY * _PAD
    _disc(sheet, ox, mid - 3, mid - 3, 3, 3)
    _disc(sheet, ox, mid + 3, mid - 3, 3, 3)
    _disc(sheet, ox, mid, mid + 1, 3, 4)
    return sheet
