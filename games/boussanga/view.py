"""Boussanga on the 160x128 screen: the 8x8 board, the cards, the reserve, a ghost of the card being laid."""

# Loop hooks this view offers (lib/gameloop.py and lib/cursor.py call them):
#
#     BoardView.first_target(v, seat, targets) -> a target or None (GameScreen._collect_targets)
#         A new seat's turn starts the cursor on its first target; None keeps the loop's choice.
#
#     BoardView.on_key(v, seat, key, legal) -> None | -1 | action
#         Called by GameScreen.on_key first, when no popup is open (v: the seat's view, legal: the
#         legal action codes of this decision, buf[:count]). None: the view does not use the key, the
#         loop handles it as usual. -1: the view used it; the loop only redraws. A legal action code:
#         the loop applies it as if chosen at a target.
#
# While a card is being laid (PH_PLACE) the view owns the d-pad: it moves a ghost of the card over the
# board (ghost.py), Select turns it by 45 degrees through its 8 positions, A lays the card only in a
# legal position and B takes the card back (the loop's undo). Select cannot also show the table then:
# B first. Without the hook (a loop that lacks it) the default target flow works: the cursor goes over
# the anchor cells of the legal positions, the ghost shows the first legal position at the cursor, and
# a popup lists the turns.
#
# Layout:
#     y 0    scores (seat colour) or co-op points / cards used
#     y 13   board 8x8 of 12 px cells          x 100  reserve (or collection) 2x2
#                                              y 44   the cards of the seat to act, "x" = discard
#                                              y 85   the other seats' cards (small)
#                                              teams, choosing the board for the scored tokens:
#                                              y 44   the mover's board, y 76 the partner's
#                                              (seat, board points, tokens per colour)
#     y 116  status: what A does
#
# Each token colour has a shape as well: Blue circle, Green square, Red triangle, Yellow diamond.
#
# Pieces (each under the badge's 24 KB compile peak): ghost.py (the card being laid), recap.py (what the
# seat before did: the status line and rings on its tokens at the start of a turn), tiles.py (the
# tile sheets, built once while the groups are made, then forgotten), pages.py (the rules summary and
# the table page, on first use). This module holds BoardView: the groups, targets, draw() and the cursor.

import displayio
from brackets import corner_marks, place_corners
from micropython import const

import games
import ui
from games.boussanga import rules as R
from games.boussanga.ghost import Ghost
from games.boussanga.panel import END_BOX, SEAT_COLORS, Panel
from games.boussanga.recap import Recap

# rules.py keeps its layout private (const() is free under MicroPython): the copies this view reads
# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_COOP = const(10)
_P_TURN = const(12)
_P_PHASE = const(13)
_P_SLOT = const(14)
_P_PUT_COLOR = const(15)
_P_PUT_LEFT = const(16)
_P_DECK_N = const(22)
_P_DISCARD_N = const(71)
_P_BOARD = const(72)
_GOAL = const(15)
_PH_PLACE = const(1)
_PH_PUT = const(3)
_A_CARD = const(0)
_A_PASS = const(4)
_A_COLOR = const(8)
_A_BOARD = const(16)
_A_END = const(24)
_CELL = const(12)
_BOARD_X = const(1)
_BOARD_Y = const(13)
_CARD_BG = const(0x38424C)
_PANEL_X = const(100)
_HAND_Y = const(44)
_BOARD_BOX_Y = const(44)
_BOARD_BOX_H = const(30)
_BOARD_BOX_PITCH = const(32)
_BOARD_COLORS = const(7)
_MINI_COLORS = const(6)
# end of consts.txt

_COOP_NAME_X = const(116)

TOKEN_COLORS = (0x283038, 0x3C78FF, 0x30C050, 0xFF4040, 0xFFE000)
_BG = const(0x101418)
_CORNER = const(3)

# targets: 0-63 a board cell, then
T_CARD = const(100)  # + slot
T_PASS = const(110)  # + slot
T_COLOR = const(120)  # + colour
T_BOARD = const(130)  # + 0 the mover's board, 1 the partner's
T_END = const(140)  # co-op, the game lost: end it here


class BoardView:
    """The Boussanga table for the seat to act, built once and updated in place."""

    def __init__(self, rules, players):
        # text.py (describe) is needed by the first draw: compiled now, before the groups take the heap
        from games.boussanga import text, tiles  # noqa: F401

        self.rules = rules
        self.players = players
        self.group = g = displayio.Group()
        g.append(ui.rect(0, 0, ui.WIDTH, ui.HEIGHT, _BG))
        board_pal = displayio.Palette(_BOARD_COLORS)
        ghost_pal = displayio.Palette(_BOARD_COLORS)
        for i, color in enumerate((TOKEN_COLORS[0], 0x080A0C) + TOKEN_COLORS[1:] + (0xFFFFFF,)):
            board_pal[i] = color
            ghost_pal[i] = color
        ghost_pal.make_transparent(0)
        sheet = tiles.board_sheet()
        self.board = displayio.TileGrid(sheet, pixel_shader=board_pal, width=8, height=8, tile_width=_CELL,
                                        tile_height=_CELL, x=_BOARD_X, y=_BOARD_Y)
        g.append(self.board)
        self.ghost = Ghost(g, sheet, ghost_pal, R.MAX_LEGAL)
        pitch = 34 if players == 4 else 42 if players == 3 else 60  # up to the deck count at x 138
        self.pitch = pitch
        self.tops = [ui.text("", 2 + pitch * k, 1, SEAT_COLORS[k]) for k in range(4)]
        for lab in self.tops:
            g.append(lab)
        self.turn_bar = ui.rect(2, 11, 28, 1, ui.WHITE, recolorable=True)
        g.append(self.turn_bar)
        mini = tiles.mini_sheet()
        tiny = tiles.tiny_sheet()
        self.mini_pal = mini_pal = displayio.Palette(_MINI_COLORS)
        for i, color in enumerate((_CARD_BG, 0x5A6672) + TOKEN_COLORS[1:]):
            mini_pal[i] = color
        games.forget("boussanga", "tiles")  # the shapes live on as bitmaps only
        panel = displayio.Group()  # a group of its own: the board's one group would have 34 layers (ui.LAYERS)
        g.append(panel)
        self.panel = Panel(panel, mini, tiny, mini_pal)
        self.deck_label = ui.text("", 138, 1, ui.GREY)
        g.append(self.deck_label)
        self.cursor = corner_marks(_CORNER, rims=1)
        for c in self.cursor:
            g.append(c)
        self.cursor_box = None
        self.status = ui.TextLine(2, ui.HINT_Y, ui.COLUMNS, ui.WHITE, _BG)
        g.append(self.status.grid)
        self.cells = bytearray(64)  # what the board grid shows
        for i in range(64):
            self.board[i] = 0
        self.recap = Recap()  # what the seat before did (competitive: there is no hand-off)
        self.hooked = False  # True once the loop calls on_key (the ghost owns the d-pad while laying)

    def seat_color(self, seat):
        """Screen colour of a seat."""
        return SEAT_COLORS[seat % 4]

    # --- targets ------------------------------------------------------------------------------

    def target(self, v, seat, action):
        """On-screen target of an action: a card, its discard mark, a cell, a collected colour, a team's board."""
        if _A_BOARD <= action < _A_BOARD + 4:  # teams: the mover's board, or the partner's
            return T_BOARD + (0 if action - _A_BOARD == seat else 1)
        if _A_CARD <= action < _A_CARD + 4:
            return T_CARD + action
        if action == _A_END:
            return T_END
        if _A_PASS <= action < _A_PASS + 4:
            return T_PASS + action - _A_PASS
        if _A_COLOR < action <= _A_COLOR + 4:
            return T_COLOR + action - _A_COLOR
        return action & 63  # a placement's anchor or a put-back cell

    def target_box(self, v, seat, t):
        """Screen rectangle (x, y, w, h) of a target."""
        if t < 64:
            return _BOARD_X + (t & 7) * _CELL, _BOARD_Y + (t >> 3) * _CELL, _CELL - 1, _CELL - 1
        if t == T_END:
            return END_BOX
        if t >= T_BOARD:
            return _PANEL_X, _BOARD_BOX_Y + (t - T_BOARD) * _BOARD_BOX_PITCH, 59, _BOARD_BOX_H
        if t >= T_COLOR:
            c = t - T_COLOR - 1
            return _PANEL_X + (c % 2) * 30 - 1, 24 + (c // 2) * 9, 22, 8  # the colour and its count
        if t >= T_PASS:
            k = t - T_PASS
            return _PANEL_X + (k % 2) * 30 + 19, _HAND_Y + (k // 2) * 20 + 4, 10, 11
        k = t - T_CARD
        return _PANEL_X + (k % 2) * 30, _HAND_Y + (k // 2) * 20, 19, 19

    def target_xy(self, v, seat, t):
        """Centre of a target, for moving the cursor with the d-pad."""
        x, y, w, h = self.target_box(v, seat, t)
        return x + w // 2, y + h // 2

    def first_target(self, v, seat, targets):
        """The loop's hook: a new seat's turn starts on its first card (not where the seat before passed)."""
        seen = self.recap.seen
        return targets[0] if targets and (not seen[_P_PLAYERS] or seen[_P_TURN] != v[_P_TURN]) else None

    def on_key(self, v, seat, key, legal):
        """The ghost's keys while a card is laid (ghost.py); None otherwise."""
        self.hooked = True  # the loop has the hook: the ghost owns the d-pad while a card is laid
        if v[_P_PHASE] != _PH_PLACE or not legal:
            return None
        return self.ghost.key(v, seat, key, legal)

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, v, seat, target, status):
        """Update the screen from the view v of seat, the cursor on target, and the status text."""
        coop = v[_P_COOP]
        players = v[_P_PLAYERS]
        phase = v[_P_PHASE]
        if coop:
            from games.boussanga.text import coop_line  # loaded already: describe() wrote the status

            ui.set_text(self.tops[0], coop_line(R.holder_points(v, 0), _GOAL, v[_P_DISCARD_N]))
            for k in range(1, 3):
                ui.set_text(self.tops[k], "")
            self.tops[3].x = _COOP_NAME_X  # the seat laying now, right of "Pts 13/15 Cards 12"
            ui.set_text(self.tops[3], ui.seat_name(seat, (ui.WIDTH - _COOP_NAME_X) // ui.CHAR_W)
                        if players > 1 else "Solo")
            if self.tops[3].color != SEAT_COLORS[seat % 4]:  # the name in its seat's colour, as the bar and LEDs
                self.tops[3].color = SEAT_COLORS[seat % 4]
            self.turn_bar.x = self.tops[3].x
        else:
            totals = R.scores(v)
            room = (self.pitch - 4) // ui.CHAR_W  # a seat's name and score, less a gap
            for k in range(4):
                score = "%d" % totals[k] if k < players else ""
                ui.set_text(self.tops[k], "%s %s" % (ui.seat_name(k, room - 1 - len(score)), score) if score else "")
            self.turn_bar.x = 2 + self.pitch * seat
        ui.recolor(self.turn_bar, SEAT_COLORS[seat % 4])
        cells = self.cells
        for i in range(64):
            val = v[_P_BOARD + i]
            if cells[i] != val:
                cells[i] = val
                self.board[i] = val
        ghost, text = self.ghost.state(v, seat, target, self.hooked)
        recap = self.recap
        recap.update(v, target)
        self.ghost.show(ghost or recap.cells)  # no ghost while a card is chosen: the last move's tokens
        self.panel.draw(v, seat)
        ui.set_text(self.deck_label, "" if coop else "D%d" % v[_P_DECK_N])
        if self.hooked and text is not None:  # laying a card: the cursor marks the card, the ghost moves
            target = T_CARD + v[_P_SLOT]
        box = self.target_box(v, seat, target) if target is not None else None
        self.cursor_box = place_corners(self.cursor, _CORNER, self.cursor_box, box)
        if text is not None:
            status = text
        elif recap.text:
            status = recap.text
        elif phase == _PH_PUT:
            from games.boussanga.text import put_line

            # the cursor shows the cell (the board has no coordinates): the line stays put while it moves
            status = put_line(status, v[_P_PUT_COLOR], v[_P_PUT_LEFT])
        self.status.set(status)

    # --- a CPU's move, marked while the table watches it (lib/cputurn.py, games/boussanga/marks.py) ------

    move_marks = None  # lib/movemark.py's corner marks, from (thin) and to (thick): on the first CPU move
    MARK_COLOR = 0x00F0FF  # cyan: no token, card or seat has it

    def mark(self, v, seat, action, before):
        """Mark a CPU's action on the board drawn from v for seat (before: seat's view before it)."""
        from games.boussanga.marks import mark
        return mark(self, v, seat, action, before, _CORNER)

    def clear_mark(self):
        """Take a CPU's move marks off the board."""
        if self.move_marks:
            self.move_marks.place((None, None))
