"""Does every text on the screen fit? Walks the displayio tree shown and lists each text that is cut, leaves
the 160x128 screen, is partly covered by a later layer, runs into another label's text, or has a CPU's move
mark (lib/movemark.py) drawn over it: marks belong on board cells, never on text.

    import fit
    fit.install()               # once, before the screens are built: remembers every ui.TextLine
    assert fit.problems(con.app.root) == []

A text is a TileGrid over the font's glyph sheet (ui.glyph_sheet): a glyphtext.GlyphText label or a
ui.TextLine. Its cells are read back from the grid, so what is checked is what the screen draws.
"""

import weakref

import displayio
import vectorio
from glyphtext import char_of

import ui

# Pixels between two labels' inked glyphs side by side on the same background. Letters of a word are 1 px
# apart and words 7 px (a space): 5 px still read "Brown frogs6", white on white. Glyphs of another colour
# are told apart from 4 px ("CPU 3" in its seat colour, then white chips), and texts on backgrounds of
# different colours (a card chip's letters, then a line on the panel) need only not to touch.
MIN_GAP = 6
MIN_GAP_COLOURS = 4

# lines 9 or 10 pixels apart (tables, side panels) let a descender (g, p) touch the next line's tallest
# glyph by a pixel row, and read well; more than that is one text over another
_ROW_SLACK = 1

_LINES = weakref.WeakValueDictionary()  # id(grid) -> the ui.TextLine drawing into it


def install():
    """Remember every ui.TextLine made from now on, so the text it was asked to show can be compared."""
    cls = ui.TextLine
    if getattr(cls, "_fit_installed", False):
        return
    original = cls.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        _LINES[id(self.grid)] = self

    cls.__init__ = init
    cls._fit_installed = True


def move_marks(app):
    """The groups of the CPU move marks (lib/movemark.py) of the game app shows, for problems(marks=...)."""
    # found through the game's view: movemark is imported afresh with each game (a game's modules are freed
    # when it ends), so no hook on its class would see the marks of the next one
    view = getattr(getattr(app, "game", None), "view", None)
    marks = getattr(view, "move_marks", None)
    return (marks.group,) if marks is not None else ()


_INK = {}  # tile index -> (x0, y0, x1, y1) of its inked pixels in the cell, or None for a blank glyph


def _ink(tile, w, h):
    """Where a glyph's pixels are inside its cell."""
    if tile not in _INK:
        sheet = ui.glyph_sheet()[0]
        xs, ys = [], []
        for y in range(h):
            for x in range(w):
                if sheet[tile * w + x, y]:
                    xs.append(x)
                    ys.append(y)
        _INK[tile] = (min(xs), min(ys), max(xs) + 1, max(ys) + 1) if xs else None
    return _INK[tile]


class Text:
    """One label as drawn: its rows of characters, where its cells are, the text it was asked to show."""

    def __init__(self, grid, x, y, scale, asked, order):
        first = ui.glyph_sheet()[1]
        self.rows = ["".join(char_of(grid[c, r], first) for c in range(grid.width)) for r in range(grid.height)]
        self.inks = [[_ink(grid[c, r], grid.tile_width, grid.tile_height) for c in range(grid.width)]
                     for r in range(grid.height)]
        self.scale = scale
        self.x, self.y = x, y
        self.cell_w, self.cell_h = grid.tile_width * scale, grid.tile_height * scale
        self.asked = asked
        self.order = order
        self.opaque = not grid.pixel_shader.is_transparent(0)
        self.color = grid.pixel_shader[1]
        self.backdrop = grid.pixel_shader[0] if self.opaque else None  # colour under the glyphs (None: unknown)
        self.box = (x, y, x + self.cell_w * grid.width, y + self.cell_h * grid.height)
        self.name = asked.replace("\n", "|") if asked is not None else "|".join(r.rstrip() for r in self.rows)

    def cells(self):
        """(row, box of the cell, box of its ink) of every inked character."""
        s = self.scale
        for r, row in enumerate(self.inks):
            for c, ink in enumerate(row):
                if ink is not None:
                    x = self.x + c * self.cell_w
                    y = self.y + r * self.cell_h
                    yield r, (x, y, x + self.cell_w, y + self.cell_h), (
                        x + ink[0] * s, y + ink[1] * s, x + ink[2] * s, y + ink[3] * s)


def _walk(group, ox, oy, scale, out, parent_text=None):
    """(layer, x, y, scale, GlyphText owner or None) of every shown layer, in drawing order."""
    for layer in group:
        if getattr(layer, "hidden", False):
            continue
        x = ox + layer.x * scale
        y = oy + layer.y * scale
        if isinstance(layer, displayio.Group):
            owner = layer if isinstance(layer, ui.GlyphText) else None
            _walk(layer, x, y, scale * layer.scale, out, owner)
        else:
            out.append((layer, x, y, scale, parent_text))


def _shape(layer, x, y, scale):
    """An opaque vectorio shape as ("box", x0, y0, x1, y1), ("poly", points) or ("circle", cx, cy, r); else
    None."""
    if layer.pixel_shader.is_transparent(0):
        return None
    if isinstance(layer, vectorio.Rectangle):
        return ("box", x, y, x + layer.width * scale, y + layer.height * scale)
    if isinstance(layer, vectorio.Polygon):
        return ("poly", [(x + px * scale, y + py * scale) for px, py in layer.points])
    if isinstance(layer, vectorio.Circle):
        return ("circle", x, y, layer.radius * scale)
    return None


def _contains(shape, px, py):
    """Is the point (px, py) inside the shape?"""
    if shape[0] == "box":
        return shape[1] <= px < shape[3] and shape[2] <= py < shape[4]
    if shape[0] == "circle":
        return (px - shape[1]) ** 2 + (py - shape[2]) ** 2 <= shape[3] ** 2
    inside = False
    points = shape[1]
    for i, (x1, y1) in enumerate(points):
        x2, y2 = points[i - 1]
        if (y1 > py) != (y2 > py) and px < x1 + (py - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def texts_and_covers(root):
    """The texts shown, and every opaque shape ((kind, ...), drawing order, colour) that can hide one. A
    transparent text's backdrop is the colour of the last shape drawn under the middle of its ink."""
    sheet = ui.glyph_sheet()[0]
    layers = []
    _walk(root, 0, 0, 1, layers)
    texts, covers = [], []
    for order, (layer, x, y, scale, owner) in enumerate(layers):
        if isinstance(layer, displayio.TileGrid):
            if layer.bitmap is not sheet:
                continue
            line = _LINES.get(id(layer))
            if owner is not None:  # a label; one shortened by ui.set_line keeps the text asked for
                fitted = getattr(owner, "fitted", None)
                asked = fitted[0] if fitted is not None and fitted[1] == owner.text else owner.text
            elif line is not None and line.grid is layer:
                asked = line.text
            else:
                asked = None
            text = Text(layer, x, y, scale, asked, order)
            texts.append(text)
            if text.opaque:
                covers.append((("box",) + text.box, order, text.backdrop))
                continue
            inks = [ink for _r, _cell, ink in text.cells()]
            text.backdrop = 0  # the screen's black
            if inks:
                mx = (min(i[0] for i in inks) + max(i[2] for i in inks)) / 2
                my = (min(i[1] for i in inks) + max(i[3] for i in inks)) / 2
                for shape, _order, color in covers:
                    if _contains(shape, mx, my):
                        text.backdrop = color
        elif hasattr(layer, "pixel_shader"):
            shape = _shape(layer, x, y, scale)
            if shape is not None:
                covers.append((shape, order, layer.pixel_shader[0]))
    return texts, covers


def _inside(cell, shape):
    """Is the centre of a cell inside the shape?"""
    return _contains(shape, (cell[0] + cell[2]) / 2, (cell[1] + cell[3]) / 2)


def _cut(text):
    """How the drawn rows differ from the text asked for, or ""."""
    if text.asked is None:
        return ""
    asked = text.asked.split("\n")
    drawn = [r.rstrip() for r in text.rows]
    for i, line in enumerate(asked):
        if i >= len(drawn) or drawn[i] != line.rstrip():
            return "cut: %r drawn as %r" % (line, drawn[i] if i < len(drawn) else "")
    return ""


_TILE_INK = {}  # (id(bitmap), tile, w, h) -> (x0, y0, x1, y1) of a tile's opaque pixels, or None


def _tile_ink(grid):
    """Where a one-tile TileGrid's opaque pixels are inside its tile, or None."""
    bitmap, tile, w, h = grid.bitmap, grid[0], grid.tile_width, grid.tile_height
    key = (id(bitmap), tile, w, h)
    if key not in _TILE_INK:
        per_row = bitmap.width // w
        ox, oy = (tile % per_row) * w, (tile // per_row) * h
        xs, ys = [], []
        for y in range(h):
            for x in range(w):
                if not grid.pixel_shader.is_transparent(bitmap[ox + x, oy + y]):
                    xs.append(x)
                    ys.append(y)
        _TILE_INK[key] = (min(xs), min(ys), max(xs) + 1, max(ys) + 1) if xs else None
    return _TILE_INK[key]


def mark_boxes(root, marks):
    """The pixels ((x0, y0, x1, y1), one box a shown arm) of the move marks shown under root (marks: their
    groups)."""
    out = []

    def walk(group, ox, oy, scale, in_marks):
        for layer in group:
            if getattr(layer, "hidden", False):
                continue
            x, y = ox + layer.x * scale, oy + layer.y * scale
            if isinstance(layer, displayio.Group):
                walk(layer, x, y, scale * layer.scale, in_marks or any(layer is m for m in marks))
            elif in_marks and isinstance(layer, displayio.TileGrid):
                ink = _tile_ink(layer)
                if ink is not None:
                    out.append((x + ink[0] * scale, y + ink[1] * scale, x + ink[2] * scale, y + ink[3] * scale))

    walk(root, 0, 0, 1, False)
    return out


def _meet(a, b):
    """Do two boxes (x0, y0, x1, y1) share a pixel?"""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _glyphs_meet(cells_a, cells_b, gap):
    """Do two rows' glyphs come within gap of each other side by side, or touch one above the other? Rows
    that share height only through an accent over a capital and a descender elsewhere in the other row (two
    lines 10 px apart) stay apart; a text run into another, or letters drawn over letters, do not."""
    for ga in cells_a:
        for gb in cells_b:
            shared = min(ga[3], gb[3]) - max(ga[1], gb[1])  # rows of ink in common
            apart = max(ga[0], gb[0]) - min(ga[2], gb[2])  # columns between them (negative: over each other)
            if shared > _ROW_SLACK and apart < gap or shared > -1 and apart < 0:
                return True
    return False


def problems(root, width=ui.WIDTH, height=ui.HEIGHT, marks=()):
    """Every fault of the texts under root, one sentence each (an empty list: every text fits); marks: the
    groups of move marks shown (move_marks(app)), none of whose pixels may touch a text."""
    texts, covers = texts_and_covers(root)
    out = []
    marks = mark_boxes(root, marks)
    for text in texts:
        # a glyph's ink and the pixel around it: a mark's dark rim touching a letter changes how it reads
        if any(_meet((i[0] - 1, i[1] - 1, i[2] + 1, i[3] + 1), m) for _r, _cell, i in text.cells() for m in marks):
            out.append("mark over text: %r at %d,%d" % (text.name, text.x, text.y))
    spans = []  # (box of the visible characters of one row, text)
    for text in texts:
        cut = _cut(text)
        if cut:
            out.append(cut)
        rows = {}
        hidden = 0
        for r, cell, ink in text.cells():
            if any(order > text.order and _inside(cell, box) for box, order, _color in covers):
                hidden += 1
                continue
            if ink[0] < 0 or ink[1] < 0 or ink[2] > width or ink[3] > height:
                out.append("off screen: %r at %d,%d" % (text.name, text.x, text.y))
                break
            rows.setdefault(r, []).append(ink)
        if hidden and rows:
            out.append("partly covered: %r at %d,%d" % (text.name, text.x, text.y))
        for cells in rows.values():
            spans.append(((min(c[0] for c in cells), min(c[1] for c in cells), max(c[2] for c in cells),
                           max(c[3] for c in cells)), text, cells))
    for i, (a, ta, ca) in enumerate(spans):
        for b, tb, cb in spans[i + 1:]:
            if ta is tb or min(a[3], b[3]) - max(a[1], b[1]) <= _ROW_SLACK:
                continue  # one label's own rows, or rows whose ink shares no more than a descender's tip
            if ta.backdrop != tb.backdrop:
                gap = 1
            else:
                gap = MIN_GAP if ta.color == tb.color else MIN_GAP_COLOURS
            if max(a[0], b[0]) - min(a[2], b[2]) < gap and _glyphs_meet(ca, cb, gap):
                out.append("overlap: %r at %d,%d and %r at %d,%d" % (ta.name, a[0], a[1], tb.name, b[0], b[1]))
    return sorted(set(out))


def drawn_lines(root):
    """Every line of text drawn under root, as the screen shows it (labels and ui.TextLine grids alike)."""
    return [row.strip() for text in texts_and_covers(root)[0] for row in text.rows if row.strip()]
