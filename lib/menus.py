"""The shell's list and text screens: Menu (choose a row) and Pages (scroll a text), for launcher and loop."""

import lang

import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP


class Menu(ui.Screen):
    """A titled list of choices: Up/Down move, A chooses, B goes back (when a back action is given)."""

    def __init__(self, title, items, on_choose, on_back=None, hint=None, start=0, corner="", on_adjust=None):
        super().__init__()
        self.items = items
        self.on_choose = on_choose
        self.on_back = on_back
        self.on_adjust = on_adjust  # on_adjust(index, -1 or 1) for Left/Right on a row, when given
        self.index = start if 0 <= start < len(items) else 0
        self.top = -1
        ui.title_bar(self.group, title)  # (a title too long runs into the corner: tests_host/fit.py tells)
        if corner:  # e.g. the battery voltage, right-aligned in the title bar
            self.group.append(ui.text(corner, ui.WIDTH - 2 - ui.CHAR_W * len(corner), 1, ui.YELLOW))
        self.marker = ui.rect(1, 0, 4, 10, ui.YELLOW)
        self.group.append(self.marker)
        self.rows = []
        for i in range(ui.BODY_LINES):
            lab = ui.text("", 8, ui.BODY_TOP + i * ui.LINE_H)
            self.rows.append(lab)
            self.group.append(lab)
        self.up_arrow = ui.text("", ui.WIDTH - 8, ui.BODY_TOP, ui.GREY)
        self.down_arrow = ui.text("", ui.WIDTH - 8, ui.BODY_TOP + (ui.BODY_LINES - 1) * ui.LINE_H, ui.GREY)
        self.group.append(self.up_arrow)
        self.group.append(self.down_arrow)
        if hint is None:
            hint = "A: choose  B: back" if on_back else "A: choose"
        self.group.append(ui.text(hint, 2, ui.HINT_Y, ui.GREY))
        self._layout()

    def _layout(self):
        """Scroll so the chosen row is visible and move the marker to it."""
        top = self.top
        if top < 0 or self.index < top:
            top = self.index if top >= 0 else max(0, self.index - ui.BODY_LINES + 1)
        if self.index >= top + ui.BODY_LINES:
            top = self.index - ui.BODY_LINES + 1
        if top != self.top:
            self.top = top
            for i in range(ui.BODY_LINES):
                j = top + i
                ui.set_line(self.rows[i], self.items[j] if j < len(self.items) else "", ui.COLUMNS - 2)
            ui.set_text(self.up_arrow, "^" if top > 0 else "")
            ui.set_text(self.down_arrow, "v" if top + ui.BODY_LINES < len(self.items) else "")
        self.marker.y = ui.BODY_TOP + (self.index - top) * ui.LINE_H + 1

    def on_key(self, key):
        """Move, choose or go back."""
        if not self.items:
            if key == K_B and self.on_back:
                self.on_back()
            return
        if key == K_UP:
            self.index = (self.index - 1) % len(self.items)
            self._layout()
        elif key == K_DOWN:
            self.index = (self.index + 1) % len(self.items)
            self._layout()
        elif key == K_A:
            self.on_choose(self.index)
        elif key == K_B and self.on_back:
            self.on_back()
        elif (key == K_LEFT or key == K_RIGHT) and self.on_adjust:
            self.on_adjust(self.index, 1 if key == K_RIGHT else -1)

    def set_item(self, index, item):
        """Change the ui.text of one row (redraws only that row when it is on screen)."""
        self.items[index] = item
        if self.top <= index < self.top + ui.BODY_LINES:
            ui.set_line(self.rows[index - self.top], item, ui.COLUMNS - 2)


class Pages(ui.Screen):
    """Text too long for one screen: Up/Down scroll, A or B closes."""

    def __init__(self, title, body, on_close, color=ui.WHITE, hint=None):
        super().__init__()
        tr = lang.tr  # each paragraph in the chosen language before it wraps (French wraps elsewhere)
        if isinstance(body, str):
            self.lines = ui.wrap(tr(body))
        elif not isinstance(body, (list, tuple)):  # lines made when shown: len() and [j], in the language
            self.lines = body
        else:  # a line too long wraps (one that fits keeps its indent)
            self.lines = []
            for line in body:
                line = tr(line)
                if len(line) > ui.COLUMNS:
                    self.lines.extend(ui.wrap(line))
                else:
                    self.lines.append(line)
        self.on_close = on_close
        self.top = 0
        ui.title_bar(self.group, title)
        self.rows = []
        for i in range(ui.BODY_LINES):
            lab = ui.text("", 2, ui.BODY_TOP + i * ui.LINE_H, color)
            self.rows.append(lab)
            self.group.append(lab)
        self.fixed_hint = hint
        self.hint = ui.text("", 2, ui.HINT_Y, ui.GREY)
        self.group.append(self.hint)
        self._show()

    def _show(self):
        """Fill the rows from the current scroll position."""
        for i in range(ui.BODY_LINES):
            j = self.top + i
            ui.set_text(self.rows[i], self.lines[j] if j < len(self.lines) else "")
        hint = self.fixed_hint
        if hint is None:
            step = ui.BODY_LINES - 1
            pages = 1 + max(0, len(self.lines) - ui.BODY_LINES + step - 1) // step
            page = 1 + (self.top + step - 1) // step if self.top else 1
            hint = lang.tr("Up/Down %d/%d  A: OK") % (page, pages) if pages > 1 else "A: OK"
        ui.set_text(self.hint, hint)

    def on_key(self, key):
        """Scroll, or close on A/B."""
        last_top = max(0, len(self.lines) - ui.BODY_LINES)
        if key == K_DOWN and self.top < last_top:
            self.top = min(last_top, self.top + ui.BODY_LINES - 1)
            self._show()
        elif key == K_UP and self.top > 0:
            self.top = max(0, self.top - ui.BODY_LINES + 1)
            self._show()
        elif key == K_A or key == K_B:
            self.on_close()
