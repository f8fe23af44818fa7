"""The board and what stands in its place: a page over the freed board, the board again, the seat watched."""

# cursor.py (the board's keys), cputurn.py (the CPU seats' screen), pausemenu.py and handoff.py use it, and it
# imports none of them: calls run one way (cursor loads pausemenu and cputurn; pausemenu loads cputurn for a
# Hint; cputurn opens the pages through the key function cursor hands it), so lib/ has no import circle here.

import sys

from recap import replay

import games
import ui


def cover(game, show):
    """A full-screen page in place of the board: the board's display objects are freed now, show() builds the
    page in the next frame, after a collection (so the page's code loads into the heap the board held)."""
    game.cover_board()
    game.app.defer(show)


def back_to_board(game, then=None):
    """Leave a full-screen page for the board, built again in the next frame after a collection (by then(),
    game.begin by default)."""
    game.app.clear()  # the page goes first: its groups are freed before the board's are built
    if game.app.game_vm:
        # a game's own VM (a badge): the pages' code leaves with them, until the next pause (where the
        # launcher runs too, menus.py stays for its screens)
        sys.modules.pop("pausemenu", None)
        sys.modules.pop("menus", None)
    # the CPU seats' code is not kept under a person's board: it loads again (the board freed) when a CPU
    # plays next (cursor.cpu_turn) or a Hint is asked for
    forget_cpu_screen(game.game_id)
    if not getattr(sys.modules.get("cpu"), "RESIDENT", False):  # a Hint's search; CPU seats keep theirs
        sys.modules.pop("cpu", None)
        games.forget(game.game_id, "cpu")
    game.app.defer(then or game.begin)


def forget_cpu_screen(game_id):
    """Let the CPU's screen code go (cputurn, its base cputell, movemark and the game's marks); the search stays."""
    sys.modules.pop("cputurn", None)
    sys.modules.pop("cputell", None)
    sys.modules.pop("movemark", None)  # the marks of a CPU's moves go with it (the board is built again)
    games.forget(game_id, "marks")


def undo_step(game):
    """Go back one step of the current turn (B on the board, or the pause menu's Undo)."""
    game.undo -= 1
    del game.log[-1]
    replay(game, len(game.log), game.s)  # the turn again without its last step
    game._collect_targets()
    game.say("Undone")


def watch_seat(game, mover):
    """The seat whose view the table watches while the CPU seats play (the board with their moves, the table
    page): the mover's when nobody at the table has secrets to keep, else the one person's; -1 when several
    people share a game with secrets (any seat's view would show someone's hand: only the hand-off's log).
    With nobody seated, seat 0's, whoever moves: the board never turns to the other side between turns."""
    if game.hidden:
        return -1
    if len(ui.CPU_SEATS) == game.players:  # nobody seated (issue 38.7): whoever moves, the table watches from
        return 0  # one side (a helper's name would be one more interned name in every game's VM)
    if game.rules.HIDDEN_INFO:
        for seat in range(game.players):
            if game.cpu_level(seat) < 0:
                return seat
    return mover
