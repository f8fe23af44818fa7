"""The two questions before a new game replaces the unfinished save, each opening on keeping it."""

# Imported by the launcher only when a new game would replace a save: one A (or a mash of keys) through a
# new game's set-up must never throw the only save away, so replacing takes two answers moved to on purpose.

import lang

import ui
from keys import K_A, K_B, K_DOWN, K_UP


class Confirm(ui.Screen):
    """A question with its reasons and two answers: the safe one (0) is chosen as it opens. Up/Down move, A
    answers on_choose(index), B goes back."""

    def __init__(self, title, message, answers, on_choose, on_back):
        super().__init__()
        self.heading = title  # the question (tests and the gallery read it)
        self.on_choose = on_choose
        self.on_back = on_back
        self.index = 0
        ui.title_bar(self.group, title)
        lines = ui.wrap(lang.tr(message))
        for i in range(len(lines)):
            self.group.append(ui.text(lines[i], 2, ui.BODY_TOP + i * ui.LINE_H))
        first = ui.BODY_TOP + (len(lines) + 1) * ui.LINE_H
        self.first = first
        for i in range(len(answers)):
            self.group.append(ui.text(answers[i], 8, first + i * ui.LINE_H, ui.RED if i else ui.WHITE))
        self.answers = answers
        self.marker = ui.rect(1, first + 1, 4, 10, ui.YELLOW)
        self.group.append(self.marker)
        self.group.append(ui.text("A: choose  B: back", 2, ui.HINT_Y, ui.GREY))

    def on_key(self, key):
        """Move, answer or go back."""
        if key == K_UP or key == K_DOWN:
            self.index = (self.index + (1 if key == K_DOWN else -1)) % len(self.answers)
            self.marker.y = self.first + self.index * ui.LINE_H + 1
        elif key == K_A:
            self.on_choose(self.index)
        elif key == K_B:
            self.on_back()


def confirm_replace(app, saved_title, saved_players, new_title, on_keep, on_back, on_replace):
    """Two questions before a new game replaces the saved one, each opening on keeping it: one A never
    replaces a save, and a press of B goes one question back."""

    saved = lang.de(lang.full_title(saved_title))  # in a sentence: "La partie du Bog", "de La Chevauchée des ..."

    def second():
        tr = lang.tr
        app.show(Confirm("Really replace it?", tr("The saved %s game is lost for good.") % saved,
                         ("No, keep it", tr("Yes, start %s") % new_title),
                         lambda i: on_replace() if i == 1 else on_keep(), first))

    def first():
        app.show(Confirm("Replace the saved game?", lang.tr("%s (%dP) is saved. A new game of %s takes its place.") % (
            saved, saved_players, lang.de(lang.full_title(new_title))), ("Keep the saved game", "Replace it"),
            lambda i: second() if i == 1 else on_keep(), on_back))

    first()
