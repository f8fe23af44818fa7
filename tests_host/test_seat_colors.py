"""One colour a seat (issue 24 item 1) and a cursor never mistaken for the board (item 2), read off the screen.

Games are played with random legal actions through the real loop and views on the headless board. The names
on screen are found in the glyph grids that are shown (GlyphText and TextLine alike: their tiles are decoded
back into text) and their colour is read from the rendered pixels; the LED colour is what the NeoPixels were
last given (before brightness).
"""

import random
import re

import numpy
import pygame
import pytest
from console import Console

import games
import launch
import ui
from keys import K_A
from leds import OFF, rgb

GLYPH_W, GLYPH_H = 6, 12


def on_screen(color):
    """(r, g, b) a 0xRRGGBB colour shows as on the RGB565 display (Blinka's rounding)."""
    r, g, b = rgb(color)
    return (r >> 3) * 255 // 31, (g >> 2) * 255 // 63, (b >> 3) * 255 // 31


CURSOR = on_screen(ui.CURSOR)


def _configs():
    """(game id, players, options) for every game and seat count, with Boussanga's co-op at every count."""
    out = []
    for gid, _title, lo, hi in games.GAMES:
        for players in range(lo, hi + 1):
            out.append((gid, players, 0))
            if gid == "boussanga" and players > 1:
                out.append((gid, players, 1))  # Mode: Co-op
    return out


def _start(gid, players, options, seed=3):
    """A console showing the first decision of a new game (every seat a person, P1, P2... as names)."""
    con = Console(render=False)  # pixels are drawn when they are read
    launch.launch(con.app, gid, players, options, 0, None, seed=seed)
    while con.app.later is not None:
        con.app.step()
    con.step(2)
    return con


def _is_glyph_grid(layer):
    """True for a TileGrid over the font's glyph sheet (the text of GlyphText and TextLine)."""
    return (hasattr(layer, "tile_width") and layer.tile_width == GLYPH_W and layer.tile_height == GLYPH_H
            and layer.bitmap.width == GLYPH_W * 95 and layer.bitmap.height == GLYPH_H)


def text_rows(con):
    """Every shown line of text as (text, x, y, scale, grid): its top-left pixel on screen."""
    first = ui.glyph_sheet()[1]
    rows = []

    def walk(group, x0, y0, scale):
        for layer in group:
            if getattr(layer, "hidden", False):
                continue
            if hasattr(layer, "scale") and not hasattr(layer, "tile_width"):  # a Group
                s = scale * layer.scale
                walk(layer, x0 + layer.x * scale, y0 + layer.y * scale, s)
            elif _is_glyph_grid(layer):
                gx, gy = x0 + layer.x * scale, y0 + layer.y * scale
                for r in range(layer.height):
                    line = "".join(chr(layer[c, r] + first) for c in range(layer.width))
                    rows.append((line, gx, gy + r * GLYPH_H * scale, scale, layer))

    walk(con.app.root, 0, 0, 1)
    return rows


def frame(con):
    """The screen as drawn now: an array of (r, g, b) indexed [x, y]."""
    con.hw.display.draw_all()
    return pygame.surfarray.array3d(con.hw.display.surface)


def _ink(pixels, x, y, w, h, background):
    """The colours of the pixels in a box, but for the background colour, counted."""
    counts = {}
    for px in range(max(0, x), min(ui.WIDTH, x + w)):
        for py in range(max(0, y), min(ui.HEIGHT, y + h)):
            c = tuple(int(v) for v in pixels[px, py])
            if c != background:
                counts[c] = counts.get(c, 0) + 1
    return counts


def name_colors(con, names):
    """The colours the given names are drawn in wherever shown (read from the pixels of their glyphs)."""
    found = []
    pixels = frame(con)
    for line, x, y, scale, grid in text_rows(con):
        shader = grid.pixel_shader
        for name in names:
            # a number names a seat only as a whole line (Le Bog's seat numbers); a name anywhere in a line
            pattern = r"(?<=^) *%s(?= *$)" if name.isdigit() else r"(?<![A-Za-z0-9])%s(?![0-9])"
            for m in re.finditer(pattern % re.escape(name), line):
                start = line.index(name, m.start())
                end = start + len(name)
                cw, ch = GLYPH_W * scale, GLYPH_H * scale
                background = None if shader.is_transparent(0) else on_screen(shader[0])
                ink = _ink(pixels, x + start * cw, y, (end - start) * cw, ch, background)
                assert ink.get(on_screen(shader[1]), 0) > 0, "%r drawn in %06x is not visible" % (name, shader[1])
                if name.isdigit() and background is not None and shader[1] == ui.BLACK:
                    # a seat number on a badge (Le Bog at 6+ seats): black digits on the seat's colour, which is
                    # what the player sees as the seat's colour (the badge is larger than thin coloured digits)
                    found.append(rgb(shader[0]))
                else:
                    found.append(rgb(shader[1]))
    return found


def led_color(con):
    """The colour the NeoPixels show (after any flash has run out)."""
    for _ in range(8):  # a flash toggles once a frame at most: 4 toggles for 2 blinks
        con.hw.advance(200)
        con.step()
    lit = {c for c in con.hw.led_colors() if c != OFF}
    assert len(lit) == 1, lit
    return lit.pop()


def seat_names(con, game, seat):
    """The texts that name a seat on its game's screens."""
    names = [ui.seat_name(seat)]
    if game.game_id == "lebog" and game.players > 5:
        names.append("%d" % (seat + 1))  # Le Bog's two-column seats panel: numbers on badges of the seat colour
    if game.game_id == "boussanga" and game.players == 1:
        names.append("Solo")
    return names


def check_seat(con, game, seat, where):
    """The seat's name shows in the LEDs' colour, and never in another seat's colour."""
    led = led_color(con)
    colors = name_colors(con, seat_names(con, game, seat))
    assert led in colors, "%s: %s's name is drawn in %s, the LEDs show %s" % (
        where, ui.seat_name(seat), colors, led)
    others = {rgb(game.seat_color(s)) for s in range(game.players) if s != seat} - {led}
    assert not others & set(colors), "%s: %s's name in another seat's colour" % (where, ui.seat_name(seat))


def test_seat_colors_are_distinct_and_not_the_cursor():
    """The shared table has 10 distinct colours, none of them the cursor's or the outline's."""
    assert len(set(ui.SEAT_COLORS)) == len(ui.SEAT_COLORS) == 10
    assert ui.CURSOR not in ui.SEAT_COLORS and ui.OUTLINE not in ui.SEAT_COLORS
    assert [ui.seat_color(s) for s in range(12)] == list(ui.SEAT_COLORS) + list(ui.SEAT_COLORS[:2])


@pytest.mark.parametrize("gid,players,options", _configs())
def test_led_color_is_the_seat_name_color(gid, players, options):
    """At every seat's turn the LEDs show the colour that seat's name is drawn in, on the board and on the
    hand-off screen."""
    con = _start(gid, players, options)
    game = con.app.game
    rules = game.rules
    rnd = random.Random(players * 10 + options)
    board_seen, handoff_seen = set(), set()
    buf = [0] * rules.MAX_LEGAL
    for _ in range(400):
        name = con.screen_name()
        if name == "HandOff":
            seat = con.screen.seat
            if seat not in handoff_seen:
                check_seat(con, game, seat, "hand-off")
                handoff_seen.add(seat)
            con.press(K_A)
            continue
        if name != "GameScreen":
            break
        seat = rules.current_player(game.s)
        if seat not in board_seen:
            check_seat(con, game, seat, "board")
            board_seen.add(seat)
        if len(board_seen) == players and (not game.hidden or len(handoff_seen) == players):
            break
        n = rules.legal_actions(game.s, buf)
        game.apply(buf[rnd.randrange(n)])
        con.step()
    assert board_seen == set(range(players))
    if game.hidden:
        assert handoff_seen == set(range(players))


# ---------------------------------------------------------------- the cursor

def _bracket_pixels(view):
    """Screen pixels of the cursor's brackets (its corner TileGrids as placed, tiles in one row of a sheet)."""
    out = set()
    for mark in view.cursor:
        if mark.hidden:
            continue
        tw, th = mark.tile_width, mark.tile_height
        k = mark[0]
        for i in range(tw):
            for j in range(th):
                if mark.bitmap[k * tw + i, j]:
                    out.add((mark.x + i, mark.y + j))
    return out


def check_cursor(con, game):
    """The cursor's colour is nowhere else on the screen; its brackets stay out of the target's box and text."""
    view = game.view
    box = view.cursor_box
    assert box is not None
    brackets = _bracket_pixels(view)
    pixels = frame(con)
    cursor_colored = numpy.all(pixels == CURSOR, axis=2)
    shown = {(px, py) for px, py in brackets if 0 <= px < ui.WIDTH and 0 <= py < ui.HEIGHT}
    assert any(cursor_colored[xy] for xy in shown), "the cursor does not show"
    for xy in shown:
        cursor_colored[xy] = False
    stray = numpy.argwhere(cursor_colored)
    assert not len(stray), "the cursor's colour drawn elsewhere at %s" % stray[:5].tolist()
    x, y, w, h = box
    inside = [(px, py) for px, py in brackets if x <= px < x + w and y <= py < y + h]
    assert not inside, "brackets on the box %s at %s" % (box, inside[:5])
    sheet, first = ui.glyph_sheet()
    for line, tx, ty, scale, _grid in text_rows(con):
        cw, ch = GLYPH_W * scale, GLYPH_H * scale
        for col, c in enumerate(line):
            cx = tx + col * cw
            if c == " " or not (x <= cx + cw // 2 < x + w and y <= ty + ch // 2 < y + h):
                continue  # not a letter of the target (its cell's middle is outside the box)
            tile = ord(c) - first
            ink = {(cx + i * scale + a, ty + j * scale + b) for i in range(GLYPH_W) for j in range(GLYPH_H)
                   if sheet[tile * GLYPH_W + i, j] for a in range(scale) for b in range(scale)}
            hit = ink & brackets
            assert not hit, "a bracket on %r of %r at %s" % (c, line, sorted(hit)[:3])


def _cursor_configs():
    """Each game at its fewest and most seats, and Boussanga's co-op."""
    out = []
    for gid, _title, lo, hi in games.GAMES:
        out += [(gid, lo, 0), (gid, hi, 0)] if hi > lo else [(gid, lo, 0)]
    out.append(("boussanga", 2, 1))
    return out


@pytest.mark.parametrize("gid,players,options", _cursor_configs())
def test_cursor_color_is_its_own_and_brackets_frame_the_target(gid, players, options):
    """At a few decisions and a few targets each: the cursor colour is used by no other pixel, and the
    brackets sit outside the target (never on its text)."""
    con = _start(gid, players, options, seed=5)
    game = con.app.game
    rules = game.rules
    rnd = random.Random(players)
    buf = [0] * rules.MAX_LEGAL
    checked = 0
    for _ in range(300):
        name = con.screen_name()
        if name == "HandOff":
            con.press(K_A)
            continue
        if name != "GameScreen":
            break
        if game.target_ids and game.choice < 0:
            count = len(game.target_ids)
            for i in sorted({0, count - 1, rnd.randrange(count)}):
                game.cursor = i
                game.draw()
                con.step()
                check_cursor(con, game)
                checked += 1
        if checked >= 24:
            break
        n = rules.legal_actions(game.s, buf)
        game.apply(buf[rnd.randrange(n)])
        con.step()
    assert checked >= 6


@pytest.mark.parametrize("gid", [g[0] for g in games.GAMES])
def test_cursor_move_with_a_full_status_line_stays_within_the_redraw_budget(gid):
    """The worst cursor move of every board: the brackets redraw their old and new tiles (widths padded to
    even, as the display sends them) and the status line changes in all its columns; together at most 10 %
    of the screen (DESIGN.md)."""
    lo = [g[2] for g in games.GAMES if g[0] == gid][0]
    con = _start(gid, max(lo, 2), 0)
    for _ in range(20):
        if con.screen_name() == "GameScreen":
            break
        con.press(K_A)
    marks = con.app.game.view.cursor
    brackets = sum((m.tile_width + m.tile_width % 2) * m.tile_height for m in marks)
    assert len(marks) == 8 and brackets < 4 * sum(m.tile_width for m in marks)  # thin arms, not squares
    assert 2 * brackets + ui.COLUMNS * GLYPH_W * GLYPH_H <= ui.WIDTH * ui.HEIGHT // 10, brackets
