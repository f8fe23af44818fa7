"""Boussanga's ghost: the card being laid, moved and turned over the board before A lays it."""

# While a card is laid (PH_PLACE) the view gives the d-pad to the ghost: it moves over the board,
# Select turns it by 45 degrees through its 8 positions, cells in conflict are crossed and the status
# line says why a position cannot be laid. The rules list an orientation repeating an earlier one of
# the same card (a symmetric card) only once: a ghost turned to a repeat lays that earlier one, so
# every one of the 8 positions maps to the legal action with the same cells.

from array import array

import displayio
import lang
from micropython import const

import games
from games.boussanga.cards import PATTERNS
from games.boussanga.core import hand_base
from games.boussanga.moves import legal_actions

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_COOP = const(10)
_P_PHASE = const(13)
_P_SLOT = const(14)
_P_BOARD = const(72)
_STATE_SIZE = const(209)
_PH_PLACE = const(1)
_A_PLACE = const(512)
_CELL = const(12)
_BOARD_X = const(1)
_BOARD_Y = const(13)
_T_CROSS = const(9)
_T_MATCH = const(10)
# end of consts.txt

# the legal actions' buffer (730 bytes): made with the first ghost and kept with the code, not made again with
# each board (the board is built again after every hand-off and CPU move, in a heap the game has cut up)
_LEGAL = []

_T_GHOST = const(4)  # + colour: a ghost outline tile of the board sheet
_T_CLEAR = const(10)

# the status line while a card is laid: the key that turns the card, then the verdict (see verdict()), in
# whole words within 26 columns (B goes back, as everywhere)
STATUS_HINT = "Select to turn, "
VERDICT_OK = "A: lay it"


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


def _shape(cells):
    """A turned pattern as its cells relative to its anchor, sorted: equal shapes lay the same tokens."""
    fx, fy, _c = first_cell(cells)
    return sorted((y - fy, x - fx, col) for x, y, col in cells)


def same_turns(card):
    """Per orientation 0-7, the first orientation of card with the same shape (the one the rules list)."""
    shapes = [_shape(turned_cells(card, o)) for o in range(8)]
    out = bytearray(8)
    for o in range(8):
        first = 0
        while shapes[first] != shapes[o]:
            first += 1
        out[o] = first
    return out


class Ghost:
    """The card being laid: its turn and place over the board, and the 4 tiles that show it."""

    def __init__(self, group, sheet, palette, legal_max):
        self.tiles = []  # 4 single tiles moved over the board (a moved TileGrid redraws only 2 places)
        for _ in range(4):
            tg = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1, tile_width=_CELL,
                                    tile_height=_CELL)
            tg[0] = _T_CLEAR
            tg.hidden = True
            group.append(tg)
            self.tiles.append(tg)
        self.shown = []  # the ghost shown now: [(cell, tile)]
        self.tile_cells = [-1, -1, -1, -1]  # per tile: its index in shown, -1 when hidden
        self.card = -1  # the card, its orientation, the centre (x, y)
        self.o = 0
        self.x = 3
        self.y = 3
        self.cells = []  # turned_cells(card, o) of every o, computed when the card changes
        self.turns = bytes(8)  # same_turns(card)
        self.buf = games.drawn_once(_LEGAL, lambda: (array("H", bytes(2 * legal_max)),))[0]  # 2 bytes an action
        # the view whose legal actions are in buf[:n], rewritten in place (a copy per new state was a 209-byte
        # block asked of a heap the game had cut up); all zeros: none yet (no state is all zeros)
        self.legal_of = bytearray(_STATE_SIZE)
        self.n = 0

    def set_card(self, card):
        """Take a new card: its 8 turned patterns and which orientations repeat."""
        self.card = card
        self.cells = [turned_cells(card, o) for o in range(8)]
        self.turns = same_turns(card)

    def legal(self, v):
        """(buf, n): the legal actions of v, computed once per state (the ghost's keys do not change it)."""
        if self.legal_of != v:
            self.legal_of[:] = v
            self.n = legal_actions(v, self.buf)
        return self.buf, self.n

    def action(self):
        """Action code laying the ghost's cells (a repeated orientation lays as the first with the same cells),
        or -1 when its anchor is off the board."""
        fx, fy, _c = first_cell(self.cells[self.o])
        ax = self.x + fx
        ay = self.y + fy
        if not (0 <= ax < 8 and 0 <= ay < 8):
            return -1
        return _A_PLACE + self.turns[self.o] * 64 + ay * 8 + ax

    def start(self, card, action):
        """Put the ghost of card on the position of a legal action."""
        self.set_card(card)
        self.o = (action - _A_PLACE) >> 6
        fx, fy, _c = first_cell(self.cells[self.o])
        self.x = (action & 7) - fx
        self.y = ((action & 63) >> 3) - fy

    def clamp(self):
        """Keep the whole ghost on the board."""
        cells = self.cells[self.o]
        self.x = min(7 - max(c[0] for c in cells), max(-min(c[0] for c in cells), self.x))
        self.y = min(7 - max(c[1] for c in cells), max(-min(c[1] for c in cells), self.y))

    def key(self, v, seat, key, legal):
        """The ghost's keys while a card is laid: None (not a ghost key), -1 (used) or the action to apply."""
        from keys import K_A, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_UP

        if self.card != v[hand_base(v, seat) + v[_P_SLOT]]:
            self.start(v[hand_base(v, seat) + v[_P_SLOT]], legal[0])
        if key == K_LEFT or key == K_RIGHT:
            self.x += 1 if key == K_RIGHT else -1
        elif key == K_UP or key == K_DOWN:
            self.y += 1 if key == K_DOWN else -1
        elif key == K_SELECT:
            self.o = (self.o + 1) % 8
        elif key == K_A:
            a = self.action()
            if a in legal:
                self.card = -1
                return a
            return -1
        else:
            return None
        self.clamp()
        return -1

    def state(self, v, seat, target, hooked):
        """(cells, text) of the ghost to draw: [(cell, tile)] and the status text, or ([], None)."""
        if v[_P_PHASE] != _PH_PLACE:
            self.card = -1
            return [], None
        card = v[hand_base(v, seat) + v[_P_SLOT]]
        buf, n = self.legal(v)
        if not hooked or self.card != card:
            if target is None or target >= 64:
                return [], None
            # default flow (or the ghost's first draw): the first legal orientation at the cursor cell
            first = -1
            for i in range(n):
                if buf[i] & 63 == target:
                    first = buf[i]
                    break
            if first < 0:
                return [], None
            self.start(card, first)
        out = []
        conflict = False
        off = False
        coop = v[_P_COOP]
        for dx, dy, col in self.cells[self.o]:
            x = self.x + dx
            y = self.y + dy
            if not (0 <= x < 8 and 0 <= y < 8):
                off = True
                continue
            cell = y * 8 + x
            have = v[_P_BOARD + cell]
            bad = have != col if coop else have != 0 and have != col
            conflict = conflict or bad
            # a token already there (co-op: every cell; competitive: a reused one) would hide an outline of its
            # own colour: the ghost rings it in white instead
            out.append((cell, _T_CROSS if bad else _T_MATCH + col if have == col else _T_GHOST + col))
        if not hooked:
            count = sum(1 for i in range(n) if buf[i] & 63 == target)  # the cursor shows the card and cell
            return out, lang.tr("Lay it here: %d way%s") % (count, "" if count == 1 else "s")
        # A fixed key hint, then a verdict of at most 9 characters: a turn or a move rewrites only the
        # verdict (the ghost itself shows the turn, the cursor marks the card), so that the redraw of a
        # turn whose 4 ghost tiles all move stays under 10 % of the screen.
        return out, lang.tr(STATUS_HINT) + lang.tr(self.verdict(v, buf, n, off, conflict))

    def verdict(self, v, buf, n, off, conflict):
        """The ghost's verdict (at most 9 characters): "A: lay it" or why it cannot be laid there."""
        a = self.action()
        if a >= 0 and any(buf[i] == a for i in range(n)):
            return VERDICT_OK
        if off:
            return "off board"
        if v[_P_COOP]:
            return "not found"  # co-op: the whole pattern must already be on the board
        if conflict:
            return "occupied"  # a cell holds another colour (crossed on the board)
        for dx, dy, col in self.cells[self.o]:
            if v[_P_BOARD + (self.y + dy) * 8 + self.x + dx] != col:
                return "no tokens"  # something to place, but the reserve lacks a colour
        return "complete"  # every token is already there: nothing to place

    def show(self, ghost):
        """Show the ghost cells [(cell, tile)]: a tile already on a cell stays there, the others move."""
        if ghost == self.shown:
            return
        old = self.shown
        self.shown = ghost
        slot_of = {}
        free = []
        for k in range(4):
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
            tg = self.tiles[k]
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
                if not self.tiles[k].hidden:
                    self.tiles[k].hidden = True
