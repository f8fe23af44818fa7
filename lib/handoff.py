"""The hand-off screen: "Pass to P2 - press A", the previous turn's public log and nothing private."""

from cursor import back_to_board, pause

import ui
from keys import K_A, K_START

HANDOFF_GUARD_MS = 600  # A is ignored this long after "Pass to" appears: mashing A cannot skip it
LOG_LINES = 4  # lines of the log under the name (gameloop keeps no more entries than can show)


class HandOff(ui.Screen):
    """"Pass to P2 - press A": shows the previous turn's public log and nothing private."""

    def __init__(self, game, seat):
        super().__init__()
        game.cover_board()  # the hand-off hides the whole board: its display objects go until A is pressed
        self.game = game
        self.shown_at = game.app.hw.ticks_ms()
        ui.title_bar(self.group, game.game_name)
        self.group.append(ui.text("Pass to", 8, 20, ui.GREY))
        name = ui.seat_name(seat)
        self.group.append(ui.text(name, 8, 34, game.seat_color(seat), scale=3))
        lines = []
        for entry in game.log_lines(game.last_log, seat):
            lines.extend(ui.wrap(entry))
        if lines:  # the end of the last turn, wrapped, never cut: one label of up to LOG_LINES lines
            self.group.append(ui.text("\n".join(lines[-LOG_LINES:]), 2, 66, ui.WHITE))
        self.group.append(ui.text("A: I am %s" % name, 2, ui.HINT_Y, ui.YELLOW))
        self.seat = seat
        game.app.sound.play("handoff")

    def on_key(self, key):
        """A reveals the seat's view (once the guard time is over); Start opens the pause menu."""
        waited = (self.game.app.hw.ticks_ms() - self.shown_at) & 0x1FFFFFFF
        if key == K_A and waited >= HANDOFF_GUARD_MS:
            self.game.seat_shown = self.seat
            back_to_board(self.game)  # this screen goes first, then the board is built after a collection
        elif key == K_START:
            pause(self.game)
