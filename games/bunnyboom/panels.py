"""Bunny Boom's corner panels: the domains, the deck and the river, the hand, the detail under the cursor."""

import displayio
import lang
from micropython import const

import ui
from games.bunnyboom.cards import CARD_COUNT, CARDS
from games.bunnyboom.core import domain
from games.bunnyboom.text import card_name
from games.bunnyboom.village import FAMILY_COLORS, LETTERS, SEAT_COLORS, hide

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_CARD = const(13)
_P_DECK_N = const(22)
_P_CARROT = const(23)
_P_BURROW = const(25)
_P_HAND_N = const(38)
_P_DOWN_N = const(42)
_P_RIVER = const(46)
_P_RIVER_RAB = const(49)
_P_TOP = const(52)
_P_SPACE_RAB = const(64)
_P_INFO = const(76)
_P_LOC = const(88)
_NONE = const(255)
_CENTRE = const(12)
_RIVER_SIZE = const(3)
_HAND_SIZE = const(3)
_CLOSED = const(0x80)
_LAYERS = const(0x7F)
_Z_HAND = const(8)
_C_VALUE = const(1)
_C_EFFECT = const(2)
_C_RIVER = const(3)
_C_PASSAGE = const(4)
_WAVE = const(0x80)
_PH_SPACE = const(1)
_PH_OVER = const(12)
_T_SEAT = const(50)
_PANEL = const(0x101418)
_EMPTY = const(0x303840)
_RIGHT_X = const(92)
_HAND_Y = const(78)
_RIVER_Y = const(14)
# end of consts.txt

_LEFT_X = const(1)

# the on-play effects in 6 columns each (effect e: [6 * e:6 * e + 6]), whole words: the status line names the
# effect in full for the card under the cursor. One string, not a tuple: the French one (lang.tr) has its own
# words in the same columns ("Carrot" of the score sheet is "Carotte", one column too many here)
_EFFECT_SHORT = "-     Boom  Mega  River CarrotGive  Skip  CentreGain 1Lose 1Renew Free  BurrowFox   "
# the river effects in 8 columns, whole words (the status line says them in full)
RIVER_SHORT = ("-", "Put 2", "Give 1", "Swap", "Facedown", "Pass", "Boom")
_PROMPTS = ("Play a card", "Where?", "Take river", "Pull whom?", "Give to?", "Skip which?", "River card",
            "Rabbit on?", "Swap which?", "Swap with?", "Face-down?", "Draw", "Game over", "")


def hand_cards(v, seat):
    """The cards in seat's hand, by id (the order of the hand's slots)."""
    zone = _Z_HAND + seat
    return [c for c in range(CARD_COUNT) if v[_P_LOC + c] == zone]


def effect_text(card):
    """Effect, wave and passage in 9 characters: "Carrot~+2"."""
    e = CARDS[5 * card + _C_EFFECT]
    i = 6 * (e & 0x7F)
    return "%s%s+%d" % (lang.tr(_EFFECT_SHORT)[i:i + 6], "~" if e & _WAVE else " ", CARDS[5 * card + _C_PASSAGE])


class Chip:
    """A small card face (family colour, letter and value) followed by a line of text; with digits (the
    village's digit_sheet), the rabbits lying on the card in a digit box at its foot, as on the village."""

    def __init__(self, group, x, y, columns, color=ui.WHITE, digits=None):
        self.bg = ui.rect(x, y, 13, 11, _EMPTY, recolorable=True)
        self.label = ui.text("", x + 1, y, ui.BLACK)
        self.rabbits = None
        if digits is not None:
            self.rabbits = displayio.TileGrid(digits[0], pixel_shader=digits[1], width=1, height=1, tile_width=4,
                                              tile_height=6, x=x + 14, y=y + 5)
            self.rabbits[0] = 11  # blank
            group.append(self.rabbits)
        # 3 px clear of the card's letters (of the rabbits' box)
        self.line = ui.TextLine(x + (15 if digits is None else 20), y, columns, color, _PANEL)
        for item in (self.bg, self.label, self.line.grid):
            group.append(item)

    def show_rabbits(self, n):
        """The rabbits lying on the card: a digit (+ over 9), nothing for none."""
        tile = 11 if n == 0 else (n if n < 10 else 10)
        if self.rabbits[0] != tile:  # an unchanged digit costs no redraw
            self.rabbits[0] = tile

    def show(self, card, text):
        """A card (or nothing: NONE) and its line of text."""
        if card == _NONE or card >= CARD_COUNT:
            hide(self.bg, True)
            ui.set_text(self.label, "")
        else:
            hide(self.bg, False)
            f = CARDS[5 * card]
            ui.recolor(self.bg, FAMILY_COLORS[f])
            ui.set_text(self.label, "%s%d" % (lang.tr(LETTERS)[f:f + 1], CARDS[5 * card + _C_VALUE]))
        self.line.set(text)


class Panels:
    """The four corner panels around the village cross, built once into the view's group."""

    def __init__(self, group, players, digits):
        self.domains = [ui.TextLine(_LEFT_X, 2 + 12 * seat, 11, SEAT_COLORS[seat], _PANEL) for seat in range(players)]
        for line in self.domains:
            group.append(line.grid)
        self.deck = ui.TextLine(_RIGHT_X, 2, 11, ui.GREY, _PANEL)
        group.append(self.deck.grid)
        self.river = [Chip(group, _RIGHT_X, _RIVER_Y + 12 * i, 8, ui.WHITE, digits) for i in range(_RIVER_SIZE)]
        self.prompt = ui.TextLine(_LEFT_X, _HAND_Y - 12, 11, ui.YELLOW, _PANEL)
        group.append(self.prompt.grid)
        # from x 0: the family letter's left stroke on the screen's first column read "B3" as "33" from -1;
        # 9 columns end at x 69, 2 px left of the village's labels
        self.hand = [Chip(group, 0, _HAND_Y + 12 * i, 9) for i in range(_HAND_SIZE)]
        self.detail = [ui.TextLine(_RIGHT_X, 66 + 12 * i, 11, (ui.WHITE, ui.WHITE, ui.GREY)[i], _PANEL)
                       for i in range(3)]
        for line in self.detail:
            group.append(line.grid)

    def draw(self, v, seat, target):
        """Update the panels from the view v of seat, the cursor on target."""
        turn = v[_P_TURN]
        over = v[_P_PHASE] == _PH_OVER
        holders = lang.tr("CB")  # the letters of the carrot and the burrow ("CT" in French: Terrier)
        for s in range(v[_P_PLAYERS]):
            marks = (holders[0] if v[_P_CARROT] == s else "") + (holders[1] if v[_P_BURROW] == s else "")
            self.domains[s].set("%s%-4s%3d %s" % (">" if s == turn and not over else " ",
                                                  ui.seat_name(s, 4), domain(v, s), marks))
        self.deck.set(lang.tr("Deck %d") % v[_P_DECK_N])
        for slot in range(_RIVER_SIZE):
            c = v[_P_RIVER + slot]
            chip = self.river[slot]
            if c == _NONE:
                chip.show(c, "-")
                chip.show_rabbits(0)
            else:
                chip.show(c, RIVER_SHORT[CARDS[5 * c + _C_RIVER]])
                chip.show_rabbits(v[_P_RIVER_RAB + slot])
        ph = v[_P_PHASE]
        self.prompt.set(_PROMPTS[ph] if ph < len(_PROMPTS) else "")
        hand = hand_cards(v, seat)
        chosen = v[_P_CARD] if ph == _PH_SPACE else _NONE
        for i in range(_HAND_SIZE):
            if i < len(hand):
                c = hand[i]
                self.hand[i].show(c, effect_text(c) if c != chosen else "> chosen")
            else:
                self.hand[i].show(_NONE, "")
        self.draw_detail(v, target)

    def draw_detail(self, v, target):
        """Three lines about the space or domain under the cursor, else the card of this turn (bottom right).

        A space: its top card's passage, the rabbits lying on it, then "closed" or how many cards are
        stacked there ("passage +2", "3 rabbits", "2 cards"). A domain: "3 in hand", "1 face-down". Hand
        and river lines say their cards themselves; the space names and costs are in the status line.
        """
        first = second = ""
        card = v[_P_CARD]
        more = "" if card == _NONE else card_name(card)  # "Mayor 3": "Card " would not fit 11 columns
        if target is not None and target < _CENTRE:
            c = v[_P_TOP + target]
            if c != _NONE:
                r = v[_P_SPACE_RAB + target]
                first = "passage +%d" % CARDS[5 * c + _C_PASSAGE]
                second = ui.plural(r, lang.tr("rabbit")) if r else "no rabbits"
                n = v[_P_INFO + target] & _LAYERS
                more = "closed" if v[_P_INFO + target] & _CLOSED else ui.plural(n, lang.tr("card"))
        elif target is not None and target >= _T_SEAT:
            s = target - _T_SEAT
            first = lang.tr("%d in hand") % v[_P_HAND_N + s]
            second = lang.tr("%d face-down") % v[_P_DOWN_N + s]
        self.detail[0].set(first)
        self.detail[1].set(second)
        self.detail[2].set(more)
