"""BOG's swamp and shore widgets: a lily pad (frog, fly, route and formation marks) and a shore token."""

import displayio
from micropython import const

import ui
from games.bog.cards import FORMATIONS, ROUTES
from games.bog.core import own_pad

SEAT_COLORS = (0x3C78FF, 0xFF8C1E)
_PAD_COLOR = const(0x1F6A34)
_PAD = const(26)
_TOKEN_W = const(40)
_MARK_W = const(5)
_MARK_H = const(7)
_MARK_FORMATION = const(4)
_P_LOC = const(38)
_EMPTY = const(255)
_FLY = const(254)
_PAD_COUNT = const(9)
_Z_RIVER = const(1)
_Z_HAND = const(2)
_Z_SWAMP = const(6)


class Token:
    """A frog on a shore: a bar in the owner's colour with the card number."""

    def __init__(self, group, x, y, card_name):
        self.card_name = card_name
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
        ui.set_text(self.label, self.card_name(card) if card >= 0 else "")


class PadView:
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
        key = content * 2 + owner if content < _FLY else content * 2
        if key == self.content:
            return
        self.content = key
        self._hide(self.circle, self.square, self.fly_wing1, self.fly_wing2, self.fly_body)
        if content == _FLY:
            self.fly_wing1.hidden = self.fly_wing2.hidden = self.fly_body.hidden = False
            ui.set_text(self.number, "")
        elif content == _EMPTY:
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
