"""Le Bog's table on screen: the hexagonal board with its chips and the seats panel, built once, redrawn."""

import lang
import vectorio
from micropython import const

import ui
from games.lebog.core import PAY_CARDS, bet, chips, comp, pay_card
from games.lebog.text import card_name as card_text

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_STATUS = const(62)
_P_HAND_N = const(72)
_PH_BET = const(1)
_PH_PLAY = const(2)
_ST_AWAY = const(2)
_CARD_BACK = const(0x28407A)
_BG = const(0x0C2414)
# end of consts.txt

SEAT_COLORS = ui.SEAT_COLORS  # the shared seat colours (the LEDs light the same)
_BET_COLOR = const(0xA0C8FF)  # bets at 6+ players (no seat has this colour)
_BET_BG = const(0x1C2C3C)  # the bet's patch at 6+ players: apart from the chips by its background
_COMP_COLORS = (0x6A1E1E, 0x1E3A6A, 0x1E5A2A, 0x6A4A10, 0x4A1E6A, 0x6A6A1A)
_HEX_X = const(31)
_HEX_Y = const(43)
_HEX_R = const(30)
_SEATS_X = const(66)
_SEATS_Y = const(13)
_CELL_W = const(48)  # two columns: number badge, chips, bet patch, 2 px apart (66 + 48 + 46 = 160)
_COS = (1000, 500, -500, -1000, -500, 500)  # the hexagon's corners, flat top, clockwise from the right
_SIN = (0, 866, 866, 0, -866, -866)


def build_board(bv, g):
    """The hexagon: six triangles (five card boxes and the Bog), each with its card and chips."""
    bv.comp_labels = []
    for k in range(6):
        a, b = k, (k + 1) % 6
        points = [(0, 0), (_HEX_R * _COS[a] // 1000, _HEX_R * _SIN[a] // 1000),
                  (_HEX_R * _COS[b] // 1000, _HEX_R * _SIN[b] // 1000)]
        g.append(vectorio.Polygon(pixel_shader=ui.palette(_COMP_COLORS[k]), points=points,
                                  x=_HEX_X, y=_HEX_Y))
    for k in range(6):
        a, b = k, (k + 1) % 6
        cx = _HEX_X + _HEX_R * (_COS[a] + _COS[b]) // 3000
        cy = _HEX_Y + _HEX_R * (_SIN[a] + _SIN[b]) // 3000
        label = card_text(PAY_CARDS[k]) if k < 5 else "Bog"  # KD 10H JC AD QS (French: RK 10C VT AK DP)
        # "Bog" 1 px higher: its g's tail ran into the chips' top row ("102"); 2 px put its B under a spoke
        name = ui.text(label, cx - 3 * len(label), cy - (11 if k == 5 else 10), ui.WHITE)
        count = ui.text("", cx - 6, cy - 1, ui.YELLOW)
        g.append(name)
        g.append(count)
        bv.comp_labels.append((name, count, cx))
    for k in range(6):  # white spokes between the boxes
        g.append(vectorio.Polygon(pixel_shader=ui.palette(0xC8C8C8),
                                  points=[(0, 0), (_HEX_R * _COS[k] // 1000, _HEX_R * _SIN[k] // 1000),
                                          (_HEX_R * _COS[k] // 1000 + 1, _HEX_R * _SIN[k] // 1000 + 1)],
                                  x=_HEX_X, y=_HEX_Y))


def build_seats(bv, g):
    """The seats: name (or number, at 6+ players) in the seat colour, chips and bet (x: gone away).
    Up to 5 players one column with names; 6-10 two columns of five with seat numbers."""
    bv.seat_ids = []
    bv.seat_texts = []
    bv.bet_texts = []  # two-column layout only
    wide = bv.players <= 5
    bv.cell_w = 0 if wide else _CELL_W
    id_cols = 5 if wide else 2
    for seat in range(bv.players):
        x, y = seat_xy(bv, seat)
        # the chips 3 px after a name ("CPU 3") in its seat colour; at 6+ seats the number in black on a badge
        # of the seat colour, 2 px before the chips: "CPU 3" and "133" never read "CPU 3133"
        if wide:
            ident = ui.TextLine(x, y, id_cols, SEAT_COLORS[seat], _BG)
            ident.set(ui.seat_name(seat, id_cols))
        else:
            ident = ui.TextLine(x, y, id_cols, ui.BLACK, SEAT_COLORS[seat])
            ident.set("%2d" % (seat + 1))
        data = ui.TextLine(x + 6 * id_cols + (3 if wide else 2), y, 10 if wide else 3, ui.WHITE, _BG)
        g.append(ident.grid)
        g.append(data.grid)
        bv.seat_ids.append(ident)
        bv.seat_texts.append(data)
        if not wide:  # the bet (or x: gone away) after the chips, in a light blue
            mark = ui.TextLine(x + 6 * (id_cols + 3) + 4, y, 2, _BET_COLOR, _BET_BG)
            g.append(mark.grid)
            bv.bet_texts.append(mark)
    width = 6 * 15 if wide else _CELL_W - 2
    bv.turn_bar = ui.rect(_SEATS_X, _SEATS_Y + 10, width, 1, ui.WHITE, recolorable=True)
    bv.dealer_mark = ui.rect(_SEATS_X - 3, _SEATS_Y + 2, 2, 7, ui.WHITE)
    g.append(bv.turn_bar)
    g.append(bv.dealer_mark)


def seat_xy(bv, seat):
    """Top-left corner of a seat's line in the seats panel."""
    return _SEATS_X + (seat // 5) * bv.cell_w, _SEATS_Y + (seat % 5) * 12


def draw(bv, v, seat, dealer, phase):
    """The board's chips and the seats panel: chips, bets or cards left, the seat to act, the dealer."""
    for k in range(6):
        name, count, cx = bv.comp_labels[k]
        if k == 3:
            ui.set_text(name, card_text(pay_card(v, 3)))
        text = "%d" % comp(v, k)
        ui.set_text(count, text)
        count.anchored_position = (cx - 3 * len(text), count.anchored_position[1])
    for p in range(bv.players):
        st = v[_P_STATUS + p]
        b = bet(v, p)
        if bv.cell_w == 0:  # one column: chips, then words ("bet 5", "away", "hand 3": cards left)
            text = "%3d" % chips(v, p)
            if phase == _PH_PLAY:
                text += lang.tr(" hand %d") % v[_P_HAND_N + p]
            elif phase == _PH_BET and st == _ST_AWAY:
                text += lang.tr(" away")
            elif phase == _PH_BET and b:  # " bet 12"; in 10 columns the chips' padding goes first ("1 mise 47",
                more = lang.tr(" bet %d") % b  # never "1 mise47"), then the space (" bet100", " mis.100")
                if len(text) + len(more) > 10:
                    text = text.lstrip()
                text += more if len(text) + len(more) <= 10 else lang.tr(" bet%d") % b
        else:  # two columns of five: chips, then the bet or x (gone away) in light blue, or in
            # the play-out the cards left, white on a card-blue patch
            mark = "  "
            cards = phase == _PH_PLAY
            if cards:
                mark = "%2d" % v[_P_HAND_N + p]
            elif phase == _PH_BET:
                mark = " x" if st == _ST_AWAY else ("%2d" % b if b < 100 else "++") if b else "  "
            text = "%3d" % chips(v, p)
            line = bv.bet_texts[p]
            line.recolor(ui.WHITE if cards else _BET_COLOR, _CARD_BACK if cards else _BET_BG)
            line.set(mark)
        bv.seat_texts[p].set(text)
    x, y = seat_xy(bv, seat)
    bv.turn_bar.x = x
    bv.turn_bar.y = y + 10
    ui.recolor(bv.turn_bar, SEAT_COLORS[seat % len(SEAT_COLORS)])
    x, y = seat_xy(bv, dealer)
    bv.dealer_mark.x = x - 3
    bv.dealer_mark.y = y + 2

