"""The short list A opens when one target carries several actions: Up/Down choose, A applies, B closes."""

import displayio
import lang

import ui
from keys import K_A, K_B, K_DOWN, K_UP


class Popup:
    """A layer over the board listing one target's actions; game.choice is the chosen row, -1 when closed."""

    def __init__(self, game):
        self.game = game
        self.group = displayio.Group()
        self.group.hidden = True
        game.group.append(self.group)
        self.actions = []
        self.top = 0
        self.marker = None

    def open(self, acts):
        """List the actions of one target to choose among."""
        game, group = self.game, self.group
        while len(group):
            group.pop()
        h = 16 + 12 * len(acts)
        top = max(0, (ui.HEIGHT - h) // 2)
        # 24 characters a row inside the box (x 10 to 154); a longer text shows its cut ("~", ui.set_line)
        group.append(ui.rect(2, top, ui.WIDTH - 4, h, ui.DARK))
        group.append(ui.rect(2, top, ui.WIDTH - 4, 1, ui.YELLOW))
        self.marker = ui.rect(4, top + 5, 3, 10, ui.YELLOW)
        group.append(self.marker)
        for i, a in enumerate(acts):
            row = ui.text("", 10, top + 4 + 12 * i)
            ui.set_line(row, ui.named(lang.tr(game.rules.describe(game.s, a)), 24), 24)  # P3 by its name
            group.append(row)
        group.append(ui.text("A: do it  B: cancel", 10, top + 4 + 12 * len(acts), ui.GREY))
        self.top = top
        self.actions = acts
        game.choice = 0
        group.hidden = False

    def close(self):
        """Hide the list and drop its rows (the board shows again)."""
        self.game.choice = -1
        self.group.hidden = True
        while len(self.group):
            self.group.pop()
        self.marker = None
        self.actions = []

    def on_key(self, key):
        """Up/Down choose, A applies, B closes."""
        game = self.game
        if key == K_UP or key == K_DOWN:
            game.choice = (game.choice + (1 if key == K_DOWN else -1)) % len(self.actions)
            self.marker.y = self.top + 5 + 12 * game.choice
        elif key == K_A:
            action = self.actions[game.choice]
            self.close()
            game.apply(action)
        elif key == K_B:
            self.close()
