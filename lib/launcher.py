"""The launcher: choose a game, then its players, options and seats on one screen; start it or resume the save."""

import lang
import menus

import games
import launch
import ui


def find_resumable(app):
    """The newest save to offer (or None), and messages about every save refused.

    A save of a known game is offered once its fields fit the game's registry row (players, seats: a CRC only
    proves NVM kept what was written); its rules are not loaded here (on the badge: compiled at every boot and
    after every game). The full check (format, size, options, invariants) runs when it is resumed
    (launch.launch); a save refused there is remembered in app.refused_saves, listed here and not offered again.
    """
    records, messages = app.saves.read()
    for record in records:
        reason = app.refused_saves.get(record.seq) or launch.plausible(record)
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
    lang.load("frmenu")  # French: the texts of the launcher, set-up, settings and Players (none in English)
    app.leds.light(None)
    app.clear()  # the screen shown so far (a game's board) goes before the save is checked
    games.unload_all()  # back from a game or its options: free every game's modules
    record, messages = find_resumable(app)
    for text in app.boot_messages:  # what the boot found (a power cut's loss, a request refused): said once
        messages.append(lang.tr(text[0]) % lang.tr(text[1]) if isinstance(text, tuple) else lang.tr(text))
    app.boot_messages = []
    worn = wear_warning(app.hw.nvm)
    if worn:
        messages.append(worn)
    if app.settings.message:
        messages.append(lang.tr(app.settings.message))
        app.settings.message = ""
    items = []
    choices = []
    if record is not None:
        items.append(lang.tr("Resume %s (%dP)") % (games.find(record.game_id)[1], record.players))
        choices.append(record)
    for row in games.GAMES:
        items.append(row[1])
        choices.append(row)
    items.append("Players")
    choices.append("Players")
    items.append("Settings")
    choices.append(None)

    def choose(i):
        picked = choices[i]
        if picked == "Players":  # the statistics' screens, loaded while shown (lib/players_screen.py)
            import players_screen
            players_screen.open_players(app, lambda: open_launcher(app))
        elif picked is None:
            import settings_screen
            settings_screen.open_settings(app, lambda: open_launcher(app), battery_text)
        elif picked is record:
            app.doing = lang.tr("resume %s") % lang.full_title(games.find(record.game_id)[1])
            resume(app, record)
        else:
            app.doing = lang.tr("start %s") % lang.full_title(picked[1])  # what a MemoryError from here on could not do
            open_setup(app, picked, record)

    menu = menus.Menu("Pocket Bog", items, choose, corner=battery_text(app.hw))
    if messages:
        if record is not None:
            messages.append(lang.tr("A saved turn can still be resumed."))
        else:
            messages.append(lang.tr("No saved game to resume: start a new one."))
        app.show(menus.Pages("Saves", "\n".join(messages), lambda: app.show(menu), color=ui.YELLOW))
    else:
        app.show(menu)


def wear_warning(nvm):
    """Past 80 % of the flash block's rated erase cycles, once in a badge's life: the text (and the header's
    WARNED flag written, one write), else ""."""
    import sys

    from nvmblock import writes  # (launcher-only code: a game's heap never holds it)

    from saves import HEAD_SIZE, header_ok, put32, put_crc, u32
    from settings import ENDURANCE, WARNED

    n = writes(nvm)
    sys.modules.pop("nvmblock", None)
    if n * 5 < ENDURANCE * 4 or len(nvm) < HEAD_SIZE:
        return ""
    head = bytearray(nvm[0:HEAD_SIZE])
    if not header_ok(head) or head[5] & WARNED:
        return ""
    head[5] |= WARNED
    put32(head, 10, u32(head, 10) + 1)  # this write, counted
    put_crc(head, 14)
    nvm[0:HEAD_SIZE] = head
    return lang.tr("This badge's memory was written %d times, past 80%% of the %d erase cycles its flash is "
                   "rated for: it may soon fail to keep saves. Back it up (README: tools/badge.py).") % (
        n, ENDURANCE)


def open_setup(app, row, saved):
    """A new game's set-up on one screen (lib/setup_screen.py); A starts it, after two questions when it would
    replace the unfinished save."""
    import setup_screen

    table = games.load_rules(row[0]).OPTIONS

    def back():
        games.forget(row[0], "setup")
        open_launcher(app)

    def begin(players, options, seats):
        games.forget(row[0], "setup")  # its texts leave with the set-up screen (the screen keeps what it shows)
        if saved is None:
            start(app, row[0], players, options, seats)
            return
        import replace_screen

        replace_screen.confirm_replace(app, games.find(saved.game_id)[1], saved.players, row[1], back,
                                       lambda: app.show(screen),
                                       lambda: start(app, row[0], players, options, seats))

    screen = setup_screen.SetupScreen(row, table, setup_screen.game_help(row[0]), begin, back)
    app.show(screen)


def start(app, game_id, players, options, seats=0):
    """Deal a new game and play it (launch.go: in place, or on a badge after a reload)."""
    launch.go(app, game_id, players, options, seats, None)


def resume(app, record):
    """Continue a saved game (launch.go)."""
    launch.go(app, record.game_id, record.players, record.options, record.seats, record)
