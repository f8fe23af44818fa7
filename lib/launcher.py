"""The launcher: choose a game, the number of players and the options; start it or resume the save."""


import menus
from micropython import const

import games
import launch
import ui

_OPTION_BITS = const(4)  # each option's choice index takes 4 bits of the options int
_SEAT_KINDS = ("Person", "CPU Easy", "CPU Normal", "CPU Hard")  # 2 bits a seat: 0 a person, 1-3 CPU level+1
def find_resumable(app):
    """The newest save to offer (or None), and messages about every save refused.

    A save of a known game is offered unchecked: its CRC already proves NVM kept what was written, and
    checking it here would load (on the badge: compile) its rules at every boot and after every game. The
    full check (format, size, invariants) runs when it is resumed (launch.launch); a save refused there is
    remembered in app.refused_saves, listed here and not offered again.
    """
    records, messages = app.saves.read()
    for record in records:
        row = games.find(record.game_id)
        reason = app.refused_saves.get(record.seq) if row else "Save from unknown game '%s': refused" % (
            record.game_id)
        if reason:
            messages.append(reason)
            continue
        return (None if record.over else record), messages
    return None, messages


def battery_text(hw):
    """The battery as the launcher's corner shows it: "3.9V", "USB" when powered by USB, "" when unknown."""
    read = getattr(hw, "battery_volts", None)
    volts = read() if read is not None else None
    if volts is None:
        return ""
    usb = getattr(hw, "usb_powered", None)
    usb = usb() if usb is not None else None
    # a badge on USB charges its cell at about 4.2 V: only the firmware knows USB is there; where it cannot
    # tell, a reading above a full cell (4.35 V) is the divider seeing USB power
    if usb or (usb is None and volts > 4.35):
        return "USB"
    return "%d.%dV" % (int(volts), int(volts * 10) % 10)


def open_launcher(app):
    """Show the main menu (after a page listing any save that had to be ignored)."""
    app.game = None
    app.doing = None
    app.leds.seat(-1)
    app.clear()  # the screen shown so far (a game's board) goes before the save is checked
    games.unload_all()  # back from a game or its options: free every game's modules
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
            app.doing = "resume %s" % games.find(record.game_id)[1]
            resume(app, record)
        else:
            app.doing = "start %s" % picked[1]  # what a MemoryError from here on could not do
            pick_players(app, picked, record)

    menu = menus.Menu("Pocket Bog", items, choose, corner=battery_text(app.hw))
    if messages:
        if record is not None:
            messages.append("A saved turn can still be resumed.")
        else:
            messages.append("No saved game to resume: start a new one.")
        app.show(menus.Pages("Saves", "\n".join(messages), lambda: app.show(menu), color=ui.YELLOW))
    else:
        app.show(menu)


def pick_players(app, row, saved):
    """Ask the number of players when the game allows more than one count."""
    game_id, title, low, high = row
    if low == high:
        pick_seats(app, row, low, 0, low, saved)
        return
    counts = list(range(low, high + 1))
    app.show(menus.Menu("%s: players" % title, [ui.plural(n, "player") for n in counts],
                     lambda i: pick_seats(app, row, counts[i], 0, counts[i], saved),
                     lambda: open_launcher(app)))


def seat_kind(seats, seat):
    """Who plays a seat, as the Seats step shows it: "Person", "CPU Easy", "CPU Normal" or "CPU Hard"."""
    return _SEAT_KINDS[(seats >> (2 * seat)) & 3]


def pick_seats(app, row, players, seats, index, saved):
    """The Seats step: A on a seat turns it Person -> CPU Easy -> Normal -> Hard -> Person; then Next.

    It opens on Next (index == players): every seat a person, as before CPU seats existed."""
    if players < 2:  # a solo game has one seat, a person's
        pick_options(app, row, players, 0, 0, 0, saved)
        return
    items = ["%s: %s" % (ui.seat_name(seat), seat_kind(seats, seat)) for seat in range(players)]
    items.append("Next")

    def chosen(i):
        if i == players:
            pick_options(app, row, players, 0, 0, seats, saved)
            return
        kind = ((seats >> (2 * i)) + 1) & 3
        pick_seats(app, row, players, (seats & ~(3 << (2 * i))) | (kind << (2 * i)), i, saved)

    app.show(menus.Menu("%s: seats" % row[1], items, chosen, lambda: open_launcher(app), start=index))


def pick_options(app, row, players, k, options, seats, saved):
    """Ask option k of the game, then the next one; start when all are chosen."""
    rules = games.load_rules(row[0])
    if k >= len(rules.OPTIONS):
        confirm_start(app, row, players, options, seats, saved)
        return
    name, values = rules.OPTIONS[k]

    def chosen(i):
        pick_options(app, row, players, k + 1, options | (i << (_OPTION_BITS * k)), seats, saved)

    app.show(menus.Menu("%s: %s" % (row[1], name), list(values), chosen, lambda: open_launcher(app)))


def confirm_start(app, row, players, options, seats, saved):
    """Start at once, or first ask before a new game replaces an unfinished save."""
    if saved is None:
        start(app, row[0], players, options, seats)
        return
    title = games.find(saved.game_id)[1]
    app.show(menus.Menu("Replace the saved %s?" % title, ["Start new %s" % row[1], "Back"],
                     lambda i: start(app, row[0], players, options, seats) if i == 0 else open_launcher(app),
                     lambda: open_launcher(app)))


def start(app, game_id, players, options, seats=0):
    """Deal a new game and play it (launch.go: in place, or on a badge after a reload)."""
    launch.go(app, game_id, players, options, seats, None)


def resume(app, record):
    """Continue a saved game (launch.go)."""
    launch.go(app, record.game_id, record.players, record.options, record.seats, record)
