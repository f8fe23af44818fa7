"""The hourglass of timed decisions: runs the settings' seconds, drains the LEDs, calls rules.time_out at 0."""


def start(game):
    """Start the hourglass when a timed decision is first shown this turn; resume it after a pause."""
    if game.timer_left < 0 and game.timed():
        game.timer_left = game.app.settings.get("hourglass") * 1000
    game.timer_last = game.app.hw.ticks_ms()  # time spent on other screens does not count


def run(game, now):
    """Drain the hourglass while the board shows a timed decision; apply the rules' time-out at 0."""
    app = game.app
    if game.timer_left <= 0 or app.screen is not game:
        return  # not running, already spent this turn, or a pause/info screen is up
    if not game.timed():  # an effect's prompt: the sand waits (undo back to the card resumes it)
        app.leds.hourglass(-1)
        game.timer_last = now
        return
    elapsed = app.hw.ticks_diff(now, game.timer_last)
    game.timer_last = now
    if elapsed < 0:
        return
    game.timer_left = max(0, game.timer_left - elapsed)
    total = app.settings.get("hourglass") * 1000
    app.leds.hourglass(game.timer_left / total)
    if game.timer_left == 0:
        game.stop_timer()
        game.timer_left = 0  # spent: not restarted within this turn
        rules, s = game.rules, game.s
        mover = rules.current_player(s)
        if not game.log:
            game.turn_start[:] = s
        try:
            rules.time_out(s)
        except ValueError:
            return
        game.undo = 0  # the sand ran out: that cannot be taken back
        game.log.append((mover, -1))
        app.sound.play("invalid")
        game._collect_targets()
        game.say("Time is up!")
