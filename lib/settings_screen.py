"""The settings screens: brightness, LEDs, sound, hourglass, names, language, and what the badge knows of itself."""

# Imported only when the player opens Settings from the launcher. Left/Right change a value at once (so
# the player sees or hears it); leaving the screen writes the settings to NVM in one write.

import lang
import menus

import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP
from settings import NAME_CHARS, NAME_COUNT, NAME_LEN

_CELL_Y = 46  # top of the name's letters (scale 2: 24 pixels high), their dashes and cursor below

_ROWS = (
    ("screen", "Screen"),
    ("leds", "LEDs"),
    ("sound", "Sound"),
    ("volume", "Volume"),
    ("hourglass", "Hourglass"),
    ("language", "Language"),  # shown after About (the rows before it keep their places)
)
_LANGUAGE_AT = 7  # the menu's row of the language: after the five values, Player names and About this badge


def _field_at(i):
    """The index in _ROWS of the value on menu row i, or -1 for a row that opens something."""
    return i if i < len(_ROWS) - 1 else len(_ROWS) - 1 if i == _LANGUAGE_AT else -1


def _row_text(settings, field, label):
    """One settings row: label, then the value between arrows."""
    value = settings.get(field)
    if field == "sound":
        shown = lang.tr("on" if value else "off")
    elif field == "hourglass":
        shown = "%d s" % value
    elif field == "language":
        shown = lang.NAMES[value]  # each language by its own name
    else:
        shown = "%d/10" % value
    return "%-10s< %s >" % (lang.tr(label), shown)


def open_settings(app, on_done, battery_text, start=0):
    """Show the settings menu; on_done runs after the settings are saved. battery_text(hw) -> "3.9V", "USB" or ""
    is the launcher's (passed in: this module never imports the launcher, calls run one way)."""
    settings = app.settings
    lang.load("frmenu")  # (French chosen just now: the launcher had not loaded it)
    items = [_row_text(settings, f, label) for f, label in _ROWS]
    items[_LANGUAGE_AT - 2:] = ["Player names", "About this badge", items[-1], "Done"]

    def adjust(i, direction):
        if _field_at(i) < 0:
            return
        field, label = _ROWS[_field_at(i)]
        if field == "language":  # two choices: either arrow turns to the other, every text redrawn in it
            settings.set(field, 1 - settings.get(field))
            app.apply_settings()
            open_settings(app, on_done, battery_text, i)
            return
        settings.step(field, direction)
        app.apply_settings()
        menu.set_item(i, _row_text(settings, field, label))
        if field in ("sound", "volume"):
            app.sound.play("move")

    def done():
        settings.save()
        on_done()

    def choose(i):
        if _field_at(i) >= 0:
            adjust(i, 1)
        elif items[i] == "Player names":
            open_names(app, lambda: open_settings(app, on_done, battery_text, i))
        elif items[i] == "About this badge":
            app.show(menus.Pages("About", about_lines(app, battery_text(app.hw)),
                                 lambda: open_settings(app, on_done, battery_text, i)))
        else:
            done()

    menu = menus.Menu("Settings", items, choose, done, hint="Left/Right change  B: done", start=start,
                   on_adjust=adjust)
    app.show(menu)


def about_lines(app, battery):
    """Board, battery (its text as the launcher shows it), the free heap measured on the device path, the CPU
    searches that fell back and the NVM's writes against its rated erase cycles."""
    tr = lang.tr
    lines = [tr("Board: %s") % app.hw.NAME]
    lines.append(tr("Battery: %s") % (battery or tr("not measured here")))
    if app.memory:
        for moment, free in app.memory:
            lines.extend(ui.wrap(tr("%d B free after %s") % (free, tr(moment))))
    else:
        lines.append("Free heap: only measured on the badge")
    import games
    fell = games.CPU_FALLBACKS  # CPU searches that failed and played the first legal action (lib/cpu.py)
    if fell[0]:
        lines.extend(ui.wrap(tr("CPU fallbacks: %d, last %s") % (fell[0], fell[1].split(":")[0])))
    else:
        lines.append(tr("CPU fallbacks: %d") % 0)
    import sys

    from nvmblock import writes

    from settings import ENDURANCE
    n = writes(app.hw.nvm)  # each write erases the NVM's flash block once: its wear
    sys.modules.pop("nvmblock", None)
    lines.extend(ui.wrap(tr("NVM writes: %d of the %d its flash is rated for (%d%%)") % (
        n, ENDURANCE, n * 100 // ENDURANCE)))
    lines.append("Saves and settings live in NVM, not on the CIRCUITPY drive.")
    return lines


def open_names(app, on_done, start=0):
    """The list of player names; A edits one."""
    settings = app.settings
    items = ["P%d: %s" % (i + 1, settings.names[i] or "-") for i in range(NAME_COUNT)]

    def choose(i):
        app.show(NameEditor(app, i, lambda: open_names(app, on_done, i)))

    app.show(menus.Menu("Player names", items, choose, on_done, hint="A: edit  B: back", start=start))


class NameEditor(ui.Screen):
    """Enter a name with the d-pad: Up/Down change the letter, Left/Right move, A keeps it, B cancels."""

    def __init__(self, app, seat, on_done):
        super().__init__()
        self.app = app
        self.seat = seat
        self.on_done = on_done
        self.chars = list((app.settings.names[seat] + " " * NAME_LEN)[:NAME_LEN])
        self.pos = 0
        ui.title_bar(self.group, lang.tr("Name of P%d") % (seat + 1))
        self.cells = []
        for i in range(NAME_LEN):
            cell = ui.text(self.chars[i], 8 + 18 * i, _CELL_Y, ui.WHITE, scale=2)
            self.cells.append(cell)
            self.group.append(cell)
            # the dash under each letter's cell (2 x the font's 12-pixel line), never through the letter
            self.group.append(ui.rect(6 + 18 * i, _CELL_Y + 2 * ui.LINE_H, 14, 1, ui.GREY))
        self.cursor = ui.rect(6, _CELL_Y + 2 * ui.LINE_H + 2, 14, 2, ui.YELLOW)
        self.group.append(self.cursor)
        self.group.append(ui.text("Up/Down: letter", 2, 84, ui.GREY))
        self.group.append(ui.text("Left/Right: move", 2, 96, ui.GREY))
        self.group.append(ui.text("A: keep  B: cancel", 2, ui.HINT_Y, ui.YELLOW))

    def name(self):
        """The name as entered, trailing spaces dropped."""
        return "".join(self.chars).rstrip()

    def on_key(self, key):
        """Edit, keep or cancel."""
        if key == K_UP or key == K_DOWN:
            k = NAME_CHARS.find(self.chars[self.pos])
            k = (k + (1 if key == K_UP else -1)) % len(NAME_CHARS)
            self.chars[self.pos] = NAME_CHARS[k]
            ui.set_text(self.cells[self.pos], self.chars[self.pos])
        elif key == K_LEFT or key == K_RIGHT:
            self.pos = (self.pos + (1 if key == K_RIGHT else -1)) % NAME_LEN
            self.cursor.x = 6 + 18 * self.pos
        elif key == K_A:
            self.app.settings.set_name(self.seat, self.name())
            self.app.settings.save()
            self.app.apply_settings()
            self.on_done()
        elif key == K_B:
            self.on_done()
