"""The pause menu (resume, rules, undo, save and quit), the rules summary pages and the table page (Select)."""


import lang
import menus
from boardpage import back_to_board, undo_step, watch_seat

import games
import ui


def _pages(game):
    """The game's pages piece (games/<id>/pages.py: RULES and info_lines), loaded for one look."""
    # what it gives lives on in the page; the module's code (5-8 KB) need not stay until the next look,
    # so the caller forgets it (games.forget) as soon as it has the text
    return games.part(game.game_id, "pages")


def rules_text(game):
    """The game's rules summary: RULES of games/<id>/pages.py."""
    text = lang.long_text("RULES", _pages(game).RULES)  # French: the game's fr.py has its own page
    games.forget(game.game_id, "pages")
    return text


def open_pause(game):
    """Show the pause menu over a game; every choice but "Save and quit" returns to the game."""
    items = ["Resume", "Rules summary"]
    seat = game.rules.current_player(game.s)
    if seat >= 0 and game.cpu_level(seat) < 0 and game.seat_shown == seat and game.view_module is not None:
        items.append("Hint")  # only for the person whose board is shown
    if game.undo and game.seat_shown >= 0:
        items.append("Undo last step")
    items.append("Save and quit")
    app = game.app

    def chosen(i):
        item = items[i]
        if item == "Rules summary":  # the text loads after a collection has freed the menu (App.defer)
            app.clear()
            app.defer(lambda: app.show(menus.Pages(lang.tr("%s rules") % game.game_name, rules_text(game),
                                                   lambda: app.defer(lambda: open_pause(game)))))
            return
        if item == "Save and quit":
            app.home()
            return

        def back():
            if item == "Undo last step":
                undo_step(game)
            game.begin()
            if item == "Hint":
                show_hint(game, seat)
        back_to_board(game, back)

    app.show(menus.Menu("Paused", items, chosen, lambda: back_to_board(game)))


def open_table(game):
    """Public information for everyone (scores, holdings that are face up): info_lines of the pages piece."""
    seat = game.rules.current_player(game.s)
    if seat >= 0 and game.cpu_level(seat) >= 0:  # a CPU's turn (cputurn offers Select only when watch_seat is a seat)
        seat = watch_seat(game, seat)
        v = game.rules.view(game.s, seat)
    elif seat >= 0:  # a person's decision: the view the board draws, made again in its buffer (a resumed game's
        v = game.rules.view(game.s, seat, game.v)  # first page may come before any was drawn)
    else:  # the final position: a view of its own (game.v is the side the final board is drawn from)
        v = game.rules.view(game.s, 0)
    lines = _pages(game).info_lines(v, seat)
    games.forget(game.game_id, "pages")
    game.app.show(menus.Pages("Table", lines, lambda: back_to_board(game)))


def show_hint(game, seat):
    """Put the cursor on the move the Hard CPU would make for seat, and name it in the status line."""
    from cputurn import decide, forget_search  # few locals here: the search runs on top of this frame (pystack)
    action = decide(game, seat, 2)  # cpu.HARD, from the seat's own view, in its time budget
    forget_search(game)  # the board comes back without the search's code
    if action >= 0:
        _point(game, seat, action)


def _point(game, seat, action):
    """The cursor on action's target and its name in the status line."""
    for i, actions in enumerate(game.target_actions):
        if action in actions:
            game.cursor = i
            break
    # the status line's own words ("Play this card", the cursor on it), "Hint: " before them where it fits: the
    # line is whole, and it stays until a key
    text = ui.named(lang.tr(game.rules.describe(game.s, action)), ui.COLUMNS)
    hint = lang.tr("Hint: %s") % text
    game.say(hint if len(hint) <= ui.COLUMNS else text)
    game.message_until = 0
