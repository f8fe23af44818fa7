"""The pause menu (resume, rules, undo, save and quit), the rules summary pages and the table page (Select)."""

import sys

import menus

import games


def rules_text(game):
    """The game's rules summary: RULES of games/<id>/pages.py when the game has that piece, else of its view."""
    name = "games.%s.pages" % game.game_id
    try:
        __import__(name)
        text = getattr(sys.modules[name], "RULES", None)
    except ImportError:
        text = None
    # the text lives on in the page; the module's code (5-8 KB) need not stay until the next look
    games.forget(game.game_id, "pages")
    return text if text is not None else game.view_module.RULES


def open_pause(game):
    """Show the pause menu over a game; every choice but "Save and quit" returns to the game."""
    items = ["Resume", "Rules summary"]
    seat = game.rules.current_player(game.s)
    if seat >= 0 and game.cpu_level(seat) < 0 and game.seat_shown == seat and game.view is not None:
        items.append("Hint")  # only for the person whose board is shown
    if game.undo and game.seat_shown >= 0:
        items.append("Undo last step")
    items.append("Save and quit")
    app = game.app

    def chosen(i):
        item = items[i]
        if item == "Rules summary":
            app.show(menus.Pages("%s rules" % game.game_name, rules_text(game), game.pause))
            return
        if item == "Undo last step":
            game.undo_step()
        if item == "Save and quit":
            app.home()
            return
        game.begin()
        if item == "Hint":
            show_hint(game, seat)

    app.show(menus.Menu("Paused", items, chosen, game.begin))


def open_table(game):
    """Public information for everyone (scores, holdings that are face up), from the view."""
    seat = game.rules.current_player(game.s)
    lines = game.view.info_lines(game.v, seat)
    games.forget(game.game_id, "pages")  # where the view read them from its pages piece
    game.app.show(menus.Pages("Table", lines, game.begin))


def show_hint(game, seat):
    """Put the cursor on the move the Hard CPU would make for seat, and name it in the status line."""
    from cputurn import THINK_BUDGET_MS, decide
    action = decide(game, seat, 2, THINK_BUDGET_MS[2])  # cpu.HARD, from the seat's own view
    if action < 0:
        return
    for i, actions in enumerate(game.target_actions):
        if action in actions:
            game.cursor = i
            break
    game.say("Hint: %s" % game.rules.describe(game.s, action, seat))
