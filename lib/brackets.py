"""The cursor's corner brackets: four L-shaped TileGrids just outside a box (game boards and CPU move marks)."""

# Only a game's views (and lib/movemark.py) draw them: the launcher and the shell screens never load this.

import displayio

import ui


def corner_marks(size, color=ui.CURSOR, thickness=1, rims=2):
    """Four corner brackets, each two TileGrids (hidden at first): the four arms across (top-left, top-right,
    bottom-left, bottom-right), then the four arms up or down, in the same order. Arms reach size pixels
    beyond the corner, a core of thickness pixels in color and dark rims: 2 on both sides, 1 on the box's
    side only (rows of text 12 pixels apart leave room for a core and one rim), 0 none (where the brackets
    stand in the dark gaps between tiles); a rim also ends each arm."""
    # A cursor made of TileGrids redraws only its old and new places when it moves, where a moved vectorio
    # shape redraws the whole box spanning both. A TileGrid redraws its whole tile, so each L is two thin
    # arms rather than one square (a third to a half of the square's pixels): with the status line, a
    # cursor move stays within DESIGN.md's redraw budget. The rims keep the bracket apart from any board
    # colour, even from a tile of its own colour next to it.
    band = thickness + rims
    side = size + band
    across = displayio.Bitmap(side * 4, band, 3)  # the arm along the box's top or bottom edge, corner included
    down = displayio.Bitmap(band * 4, size, 3)  # the arm along its side, without the corner
    for k in range(4):
        for i in range(side):  # along an arm
            for j in range(band):  # across it, from the outer edge in
                rim = rims and (rims == 2 and (i == 0 or j == 0) or j == band - 1 and i >= j or i == side - 1)
                for col, row in ((i, j), (j, i)):
                    x = col if k % 2 == 0 else side - 1 - col  # in the corner's side x side square
                    y = row if k < 2 else side - 1 - row
                    ay = y if k < 2 else y - size
                    if 0 <= ay < band:
                        across[k * side + x, ay] = 2 if rim else 1
                    else:
                        down[k * band + (x if k % 2 == 0 else x - size), y - band if k < 2 else y] = 2 if rim else 1
    colors = displayio.Palette(3)
    colors[1] = color
    colors[2] = ui.OUTLINE
    colors.make_transparent(0)
    marks = []
    for sheet, w, h in ((across, side, band), (down, band, size)):
        for k in range(4):
            mark = displayio.TileGrid(sheet, pixel_shader=colors, width=1, height=1, tile_width=w, tile_height=h)
            mark[0] = k
            mark.hidden = True
            marks.append(mark)
    return marks


def place_corners(marks, size, old_box, box):
    """Put corner_marks(size, ...) around box (x, y, w, h), just outside it, or hide them when box is None;
    return box."""
    # Outside, never on the box: the brackets leave the label or picture they frame whole. At a screen edge
    # the bracket's part beyond it is not drawn, and the other corners still frame the box.
    # Nothing is touched when box equals old_box, so an unchanged cursor redraws nothing.
    if box == old_box:
        return box
    for mark in marks:
        mark.hidden = box is None
    if box is not None:
        x, y, w, h = box
        band = marks[0].tile_height
        left, top = x - band, y - band  # the corner squares' top-left pixels
        right = x + w + band - size - band
        bottom = y + h + band - size - band
        for k in range(4):
            mx = left if k % 2 == 0 else right
            my = top if k < 2 else bottom
            marks[k].x, marks[k].y = mx, (my if k < 2 else my + size)
            marks[4 + k].x, marks[4 + k].y = (mx if k % 2 == 0 else mx + size), (my + band if k < 2 else my)
    return box
