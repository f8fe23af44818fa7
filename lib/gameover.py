"""The end of a game: the final position with the last move on the board, then A (guarded) for the score sheet."""

# Loaded when a game ends (games.GAME_SHELL): the board is shown once more, the last move marked on it (the
# view's mark, as for a CPU's move) and its status line telling that move and "Game over: A for scores" in
# turn, so the move that ended the game is seen before the scores, a CPU's last move too. Then the board's
# code goes (drop_view) and the score sheet shows. The move that ends the game writes, in one write, the final
# position, the game's statistics record (lib/statsrecord.py) and, on a badge, what the reload boots into.

import gc
import sys

import lang
from boardpage import back_to_board
from recap import log_text, replay

import games
import ui
from keys import K_A, live
from saves import BOOT_RESUME


class GameOver(ui.Screen):
    """The final position on the board, the status line telling the last move and "Game over: A for scores"."""

    def __init__(self, game):
        super().__init__()
        self.group = game.group  # the board's own group: the view is built again if a page had freed it
        self.game = game
        last = game.final_move  # (mover, state before, action), or None
        if last is None and game.log:  # the game ended in this VM: its last step, replayed from the turn's start
            mover, action = game.log[-1]
            last = game.final_move = (mover, replay(game, len(game.log) - 1, bytearray(len(game.s))), action)
        # the board from the last mover's side; with nobody seated from seat 0's, the side the table watched
        watched = len(ui.CPU_SEATS) == game.players
        self.seat = last[0] if last and not watched else 0
        # the last move told to the table (as to the next seat: nothing of the mover's own side; with nobody
        # seated, from the side shown), in turn with "Game over: A for scores" when it is whole in one line; a
        # longer one is never shown in halves (a glance caught "river"): the marks on the board show that move
        reader = self.seat if watched else (self.seat + 1) % game.players
        told = ui.named(log_text(game.rules, last[0], last[1], last[2], reader), ui.COLUMNS) if last else ""
        self.lines = [told] if told and len(told) <= ui.COLUMNS else []
        self.lines.append(lang.tr("Game over: A for scores"))
        self.shown_at = game.app.hw.ticks_ms()
        self.shown = ""
        game.rules.view(game.s, self.seat, game.v)
        self.tick(self.shown_at)
        self.marked = ()  # the boxes view.mark outlined around the last move
        view = game.board()
        if last is not None and last[2] >= 0 and games.hook(view, "mark", None) is not None:
            self.marked = view.mark(game.v, self.seat, last[2], game.rules.view(last[1], self.seat)) or ()

    def status(self, now):
        """The status line: the last move's line, then "Game over: A for scores", in turn, 2.5 s each."""
        return self.lines[self.game.app.hw.ticks_diff(now, self.shown_at) // 2500 % len(self.lines)]

    def tick(self, now):
        """Redraw when the status line changes."""
        text = self.status(now)
        if text != self.shown:
            self.shown = text
            self.game.board().draw(self.game.v, self.seat, None, text)

    def on_key(self, key):
        """A (once live) shows the score sheet."""
        if key == K_A and live(self.game.app, self.shown_at):
            show_scores(self.game)


def fresh_heap(game):
    """True when the final position is to be shown in a fresh heap: on a badge, unless this VM was booted into it."""
    return getattr(game.app.hw, "reload", None) is not None and not game.began_over


def final_fields(game):
    """(what the reload after the final save boots into, the game's statistics record): written with the final
    position, in its one write (GameScreen.save)."""
    record = None
    try:
        import statsrecord
        record = statsrecord.make_record(game, game.app.hw.nvm)
    except Exception as err:  # the statistics never keep the final position from being saved
        print("statistics not recorded: %r" % (err,))
    sys.modules.pop("statsrecord", None)
    return (BOOT_RESUME if fresh_heap(game) else 0), record


def game_over(game):
    """The game is over: saved with its result (one write), then the final position (GameOver) in place of the
    board or a CPU's screen; on a badge in a fresh heap (the final save resumed), unless this VM was booted into
    it."""
    app = game.app
    app.doing = None
    if game.unsaved or game.saved_state != game.s:  # the move that ended the game: its result and what to boot
        game.save(*final_fields(game))  # next go in the same write as the final position
    if fresh_heap(game):
        # the board, the final position's code and the marks would be built in a heap the whole game (the CPU
        # seats' code and the names it interned, which a VM never lets go) has cut up: a fresh one holds less
        app.hw.reload()
        return
    if app.screen is game:
        app.show(GameOver(game))
    else:  # a CPU's screen: its code goes, then the board is built after a collection
        back_to_board(game, lambda: app.show(GameOver(game)))


def show_scores(game):
    """Leave the final position for the score sheet, built after a collection has freed the board (on a badge in
    the heap booted for the final position: a reload would need a write to say what to boot)."""
    app = game.app
    app.clear()
    drop_view(game)
    from scoresheet import show_score_sheet
    app.defer(lambda: show_score_sheet(game))


def drop_view(game):
    """Free the board's view and its code (the marks' too): the score sheet covers the board for good."""
    if game.view_module is None:
        return
    game.cover_board()
    for part in game.view_module.VIEW_PARTS + ["marks"]:
        games.forget(game.game_id, part)
    sys.modules.pop("movemark", None)
    sys.modules.pop("brackets", None)  # the cursor's corner brackets: boards only
    game.view_module = None
    gc.collect()
