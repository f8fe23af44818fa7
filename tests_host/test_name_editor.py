"""The name editor draws each letter's dash under the letter, never through it."""

from console import Console

import ui
from keys import K_A, K_DOWN, K_UP
from settings import NAME_LEN


def test_the_dashes_lie_under_the_letters():
    """Every letter cell of a full name: the letter's lowest lit pixel is above its dash, the dash row holds no
    letter pixel, and the yellow cursor is under the dash."""
    con = Console(render=True)
    con.app.settings.set_name(0, "QJMWGYB8")  # letters reaching the bottom of the font's cell
    con.press(K_UP, K_A)  # Settings
    con.press(*([K_DOWN] * 5), K_A, K_A)  # Player names, P1
    editor = con.screen
    assert type(editor).__name__ == "NameEditor"
    dash_y = [layer.y for layer in editor.group if getattr(layer, "height", 0) == 1 and layer.width == 14]
    assert len(dash_y) == NAME_LEN and len(set(dash_y)) == 1
    dash_y = dash_y[0]
    white = (255, 255, 255)
    for i in range(NAME_LEN):
        lit = [y for y in range(ui.BODY_TOP, ui.HINT_Y) for x in range(8 + 18 * i, 8 + 18 * i + 12)
               if con.hw.pixel_rgb(x, y) == white]
        assert lit, i
        assert max(lit) < dash_y, (i, max(lit), dash_y)
    assert editor.cursor.y > dash_y
