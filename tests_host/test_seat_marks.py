"""Seats told apart without colour (issue 38 item 10): every seat's marks on every board differ by shape or by
letter as well as by colour, read off the rendered screen in greyscale and through red-green colour blindness.

What marks a seat on each board (the cursor and a CPU's move marks are one colour for every seat):
- BOG: its frogs on the swamp (P1 circles, P2 squares) and on the shores (bars, "(F5)" for P1, "[F5]" for P2),
  its name in the header.
- Frogriders: its name in the header and its number on its row of captured frogs; the pond's frogs are no seat's
  (each colour has a shape as well).
- Le Bog: its line of the seats panel: the name (at 6+ seats the number, on a badge), chips, bet.
- Boussanga: its name (the header, the other seats' cards, a team's boards); the tokens are no seat's.
- Bunny Boom: its pawn (the seat's number in its colour, a tile of the rabbits' digit sheet) and its domain's
  name.

Each game is played through the real launcher and view on the headless board (people only, so names are
P1, P2...). A piece's mark is what changes in its place when it is there rather than elsewhere (its own box: where
a mark sits in its cell is not counted, one corner of a cell against another is no shape); a name's mark is the
glyph cells of the name. Two seats' marks are told apart without colour when, through each filter, the pattern
of which pixels look alike (closer than TOL in every channel) differs: the same pattern in other colours is a
difference of colour alone. A mark whose ink looks like its background through a filter loses its pattern too.
"""

import random
import re

import colorblind
import fit
import numpy
import pygame
import pytest
from console import Console

import games
import launch
import ui
from keys import K_A

TOL = 24  # out of 255: pixels closer than this in every channel look alike


def _start(gid, players, moves=0, seed=3):
    """A console showing a board of a new game (every seat a person) after some random legal moves."""
    con = Console(render=False)
    launch.launch(con.app, gid, players, 0, 0, None, seed=seed)
    while con.app.later is not None:
        con.app.step()
    con.step(2)
    game = con.app.game
    rnd = random.Random(seed)
    buf = [0] * game.rules.MAX_LEGAL
    for _ in range(moves + 20):
        if con.screen_name() == "HandOff":
            con.press(K_A)
            continue
        if moves <= 0 or con.screen_name() != "GameScreen":
            break
        game.apply(buf[rnd.randrange(game.rules.legal_actions(game.s, buf))])
        con.step()
        moves -= 1
    assert con.screen_name() == "GameScreen", con.screen_name()
    return con


def _frame(con):
    """The screen as drawn now: (r, g, b) bytes indexed [x, y]."""
    con.hw.display.refresh(minimum_frames_per_second=0)  # a lazy display notes what changed...
    con.hw.display.draw_all()  # ...and draws it when read
    return pygame.surfarray.array3d(con.hw.display.surface)


def pattern(patch):
    """Which pixels of a patch look alike: its size and each pixel's group, the groups numbered in order of
    first appearance (pixels within TOL of a group's first colour join it)."""
    flat = patch.reshape(-1, patch.shape[-1]).astype(int)
    colors, first, inverse = numpy.unique(flat, axis=0, return_index=True, return_inverse=True)
    groups = [0] * len(colors)
    heads = []
    for k in numpy.argsort(first):  # colours in order of first appearance
        for g, head in enumerate(heads):
            if numpy.abs(colors[k] - head).max() < TOL:
                groups[k] = g
                break
        else:
            groups[k] = len(heads)
            heads.append(colors[k])
    return patch.shape[:2], tuple(groups[i] for i in inverse.reshape(-1))


def assert_told_apart(marks, what):
    """marks: {seat: patch of its mark}; every pair differs in pattern through every filter (and as drawn)."""
    seats = sorted(marks)
    assert len(seats) >= 2, "%s: fewer than 2 seats' marks found" % what
    for name, flt in [("as drawn", lambda p: p)] + sorted(colorblind.FILTERS.items()):
        seen = {}
        for seat in seats:
            key = pattern(flt(marks[seat]))
            assert len(set(key[1])) > 1, "%s, %s: P%d's mark does not show" % (what, name, seat + 1)
            assert key not in seen, "%s, %s: P%d's and P%d's marks differ only by colour" % (
                what, name, seen[key] + 1, seat + 1)
            seen[key] = seat


def piece_mark(con, view, v, seat, box, without):
    """The mark a piece makes in box (x, y, w, h) of the board drawn from v for seat: the pixels that differ
    from the board drawn from without (the piece elsewhere), cut to their own box."""
    view.draw(without, seat, None, "")
    before = _frame(con)
    view.draw(v, seat, None, "")
    after = _frame(con)
    x, y, w, h = box
    changed = numpy.argwhere(numpy.any(after[x:x + w, y:y + h] != before[x:x + w, y:y + h], axis=2))
    assert len(changed), "nothing drawn in %s" % (box,)
    (x0, y0), (x1, y1) = changed.min(axis=0), changed.max(axis=0)
    return after[x + x0:x + x1 + 1, y + y0:y + y1 + 1]


# ------------------------------------------------------------------------------------------- names

def _name_marks(con, players):
    """{seat: patch} of each seat's name where first drawn, and {seat: patch} of each seat's number drawn as a
    line of its own (Frogriders' table, Le Bog's badges at 6+ seats)."""
    pixels = _frame(con)
    texts = fit.texts_and_covers(con.app.root)[0]
    names, numbers = {}, {}
    for seat in range(players):
        name = ui.seat_name(seat)
        for text in texts:
            for r, row in enumerate(text.rows):
                x = y = None
                m = re.search(r"(?<![A-Za-z0-9])%s(?![0-9])" % re.escape(name), row)
                if m and seat not in names:
                    x, y = text.x + m.start() * text.cell_w, text.y + r * text.cell_h
                    names[seat] = pixels[x:x + len(name) * text.cell_w, y:y + text.cell_h]
                if row.strip() == "%d" % (seat + 1) and seat not in numbers:
                    start = row.index(row.strip())
                    x, y = text.x + start * text.cell_w, text.y + r * text.cell_h
                    numbers[seat] = pixels[x:x + len(row.strip()) * text.cell_w, y:y + text.cell_h]
    return names, numbers


NAME_TABLES = [(gid, hi) for gid, _title, _lo, hi in games.GAMES] + [("lebog", 5)]


@pytest.mark.parametrize("gid,players", NAME_TABLES)
def test_each_seats_name_and_number_reads_without_colour(gid, players):
    """On the board, every seat's name (and its number where one stands alone) differs from every other's
    through each filter, and shows against its background."""
    con = _start(gid, players)
    names, numbers = _name_marks(con, players)
    if not (gid == "lebog" and players > 5):  # 6+ seats: the seats panel has numbers, not names
        assert sorted(names) == list(range(players)), (gid, players, sorted(names))
        assert_told_apart(names, "%s at %d seats, names" % (gid, players))
    if gid == "frogriders" or (gid == "lebog" and players > 5):
        assert sorted(numbers) == list(range(players)), (gid, players, sorted(numbers))
        assert_told_apart(numbers, "%s at %d seats, seat numbers" % (gid, players))


# ------------------------------------------------------------------------------------------ pieces

def test_bog_frogs_differ_by_shape_on_the_swamp_and_on_the_shores():
    """The same frog card on the same pad as P1's and as P2's; on the top shore as P1's (P2 to act) and as
    P2's (P1 to act)."""
    from games.bog.view import T_CARD

    con = _start("bog", 2, moves=6)
    game = con.app.game
    rules, view = game.rules, game.view
    s = bytearray(game.s)
    card = [c for c in range(18) if s[rules.P_LOC + c] == rules.Z_DECK][0]
    pad = [p for p in range(rules.PAD_COUNT) if s[rules.P_PAD + p] == rules.EMPTY][0]
    swamp, shore = {}, {}
    for seat in range(2):
        v = bytearray(s)
        v[rules.P_PAD + pad] = card
        v[rules.P_LOC + card] = rules.Z_SWAMP + seat
        box = view.target_box(v, 0, T_CARD + card)
        swamp[seat] = piece_mark(con, view, v, 0, box, s)
        empty = bytearray(s)  # the top shore emptied, then the card on it
        for c in range(18):
            if empty[rules.P_LOC + c] == rules.Z_SHORE + seat:
                empty[rules.P_LOC + c] = rules.Z_DECK
        v = bytearray(empty)
        v[rules.P_LOC + card] = rules.Z_SHORE + seat
        shore[seat] = piece_mark(con, view, v, 1 - seat, (0, 12, 88, 11), empty)  # between the names and pads
    assert_told_apart(swamp, "BOG, a frog on the swamp")
    assert_told_apart(shore, "BOG, a frog on a shore")


@pytest.mark.parametrize("moves", [0, 30])
def test_bunnyboom_pawns_differ_by_their_number(moves):
    """Each seat's pawn alone on the same space (the others on the centre), on an empty space and on one with
    a card: every pair of pawns differs through every filter."""
    from games.bunnyboom.village import cell_xy

    con = _start("bunnyboom", 4, moves=moves, seed=5)
    game = con.app.game
    rules, view = game.rules, game.view
    s = bytearray(game.s)
    base = bytearray(s)
    for seat in range(4):
        base[rules.P_PAWN + seat] = rules.CENTRE
    tops = [sp for sp in range(3 * 4) if (s[rules.P_TOP + sp] != rules.NONE) == (moves > 0)]
    assert tops, "no space to try"
    sp = tops[0]
    x, y = cell_xy(sp)
    marks = {}
    for seat in range(4):
        v = bytearray(base)
        v[rules.P_PAWN + seat] = sp
        marks[seat] = piece_mark(con, view, v, rules.current_player(s), (x, y, 21, 15), base)
    assert_told_apart(marks, "Bunny Boom, a pawn on space %d" % sp)


def test_a_difference_of_colour_alone_is_caught():
    """The check itself: the same shape in two seat colours is one pattern through a filter (and a mark that
    fades into its background shows no pattern)."""
    square = numpy.zeros((5, 5, 3), dtype=numpy.uint8)
    other = square.copy()
    square[1:4, 1:4] = ui.SEAT_COLORS[0] >> 16, (ui.SEAT_COLORS[0] >> 8) & 255, ui.SEAT_COLORS[0] & 255
    other[1:4, 1:4] = ui.SEAT_COLORS[1] >> 16, (ui.SEAT_COLORS[1] >> 8) & 255, ui.SEAT_COLORS[1] & 255
    with pytest.raises(AssertionError, match="only by colour"):
        assert_told_apart({0: square, 1: other}, "squares")
    ring = other.copy()
    ring[2, 2] = 0
    assert_told_apart({0: square, 1: ring}, "square and ring")
    dotted = square.copy()
    dotted[2, 2] = 90, 110, 255  # a lighter blue dot on the blue square: in grey, the square's own grey
    assert pattern(dotted) != pattern(square)
    with pytest.raises(AssertionError, match="P1's and P2's marks differ only by colour"):
        assert_told_apart({0: square, 1: dotted}, "a dot")
    with pytest.raises(AssertionError, match="does not show"):
        assert_told_apart({0: numpy.zeros((3, 3, 3), dtype=numpy.uint8), 1: ring}, "nothing")
