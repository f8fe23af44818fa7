"""The launcher: choose a game, the number of players and the options; start it or resume the save."""

import gc

from micropython import const

import games
import ui

_OPTION_BITS = const(4)  # each option's choice index takes 4 bits of the options int


def _new_seed(hw):
    """A fresh seed below 2**30: the board's own when it has one (scripted tests), else the RNG or clock."""
    if hasattr(hw, "new_seed"):
        return hw.new_seed() & 0x3FFFFFFF
    try:
        import os
        return int.from_bytes(os.urandom(4), "little") & 0x3FFFFFFF
    except (ImportError, AttributeError, NotImplementedError):
        return (hw.ticks_ms() * 7919 + 12345) & 0x3FFFFFFF


def check_record(record):
    """Return (rules module, "") when a save can be resumed, else (None, reason naming the game)."""
    row = games.find(record.game_id)
    if row is None:
        return None, "Save from unknown game '%s': refused" % record.game_id
    title = row[1]
    rules = games.load_rules(record.game_id)
    if record.version != rules.STATE_VERSION:
        return None, "%s save is format v%d, this one reads v%d: refused" % (
            title, record.version, rules.STATE_VERSION)
    if len(record.state) != rules.STATE_SIZE or not row[2] <= record.players <= row[3]:
        return None, "%s save has the wrong size: refused" % title
    try:
        rules.check(record.state)
    except ValueError as err:
        return None, "%s save fails its check (%s): refused" % (title, err)
    return rules, ""


def find_resumable(app):
    """The newest save that can be resumed (or None), and messages about every save refused."""
    records, messages = app.saves.read()
    for record in records:
        rules, reason = check_record(record)
        games.unload(record.game_id)  # checked: the launcher keeps no game in memory
        if rules is None:
            messages.append(reason)
            continue
        if record.over:
            return None, messages  # the newest save is a finished game: nothing to resume
        return record, messages
    return None, messages


def battery_text(hw):
    """The battery as the launcher's corner shows it: "3.9V", "USB" when powered by USB, "" when unknown."""
    read = getattr(hw, "battery_volts", None)
    volts = read() if read is not None else None
    if volts is None:
        return ""
    if volts > 4.35:  # above a full cell: the divider sees USB power
        return "USB"
    return "%d.%dV" % (int(volts), int(volts * 10) % 10)


def open_launcher(app):
    """Show the main menu (after a page listing any save that had to be ignored)."""
    app.game = None
    app.leds.seat(-1)
    for row in games.GAMES:  # back from a game or its options: free every game's modules
        games.unload(row[0])
    gc.collect()
    record, messages = find_resumable(app)
    if app.settings.message:
        messages.append(app.settings.message)
        app.settings.message = ""
    items = []
    choices = []
    if record is not None:
        items.append("Resume %s (%dP)" % (games.find(record.game_id)[1], record.players))
        choices.append(record)
    for row in games.GAMES:
        items.append(row[1])
        choices.append(row)
    items.append("Settings")
    choices.append(None)

    def choose(i):
        picked = choices[i]
        if picked is None:
            import settings_screen
            settings_screen.open_settings(app, lambda: open_launcher(app))
        elif picked is record:
            resume(app, record)
        else:
            pick_players(app, picked, record)

    menu = ui.Menu("Pocket Bog", items, choose, corner=battery_text(app.hw))
    if messages:
        if record is not None:
            messages.append("A saved turn can still be resumed.")
        else:
            messages.append("No saved game to resume: start a new one.")
        app.show(ui.Pages("Saves", "\n".join(messages), lambda: app.show(menu), color=ui.YELLOW))
    else:
        app.show(menu)


def pick_players(app, row, saved):
    """Ask the number of players when the game allows more than one count."""
    game_id, title, low, high = row
    if low == high:
        pick_options(app, row, low, 0, 0, saved)
        return
    counts = list(range(low, high + 1))
    app.show(ui.Menu("%s: players" % title, ["%d players" % n for n in counts],
                     lambda i: pick_options(app, row, counts[i], 0, 0, saved),
                     lambda: open_launcher(app)))


def pick_options(app, row, players, k, options, saved):
    """Ask option k of the game, then the next one; start when all are chosen."""
    rules = games.load_rules(row[0])
    if k >= len(rules.OPTIONS):
        confirm_start(app, row, players, options, saved)
        return
    name, values = rules.OPTIONS[k]

    def chosen(i):
        pick_options(app, row, players, k + 1, options | (i << (_OPTION_BITS * k)), saved)

    app.show(ui.Menu("%s: %s" % (row[1], name), list(values), chosen, lambda: open_launcher(app)))


def confirm_start(app, row, players, options, saved):
    """Start at once, or first ask before a new game replaces an unfinished save."""
    if saved is None:
        start(app, row[0], players, options)
        return
    title = games.find(saved.game_id)[1]
    app.show(ui.Menu("Replace the saved %s?" % title, ["Start new %s" % row[1], "Back"],
                     lambda i: start(app, row[0], players, options) if i == 0 else open_launcher(app),
                     lambda: open_launcher(app)))


def start(app, game_id, players, options):
    """Deal a new game and play it."""
    import gameloop
    rules = games.load_rules(game_id)
    state = rules.new_state(players, _new_seed(app.hw), options)
    screen = gameloop.GameScreen(app, game_id, rules, players, options, state)
    app.note_memory("starting %s" % game_id)
    screen.begin()


def resume(app, record):
    """Continue a saved game."""
    import gameloop
    rules = games.load_rules(record.game_id)
    screen = gameloop.GameScreen(app, record.game_id, rules, record.players, record.options,
                                 record.state, saved=True)
    app.note_memory("resuming %s" % record.game_id)
    screen.begin()
