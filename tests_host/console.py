"""Drive the real console (launcher, game loop, views) on the headless board from tests."""

import displayio
from handoff import entry_lines
from recap import recap_lines

import app as app_module
import ui
from boards import headless
from keys import K_A, K_DOWN, K_LEFT, K_RIGHT

GUARDED = ("HandOff", "GameOver", "ScoreSheet")  # screens where A acts only after keys.GUARD_MS


class Console:
    """A headless board plus the App, stepped one frame per key press."""

    def __init__(self, nvm=None, render=True, seed=1, power_on=False):
        if nvm is None:  # a badge that has booted before: its NVM block formatted (a blank one says so once)
            import sys

            import nvmblock
            nvm = nvmblock.fresh()
            sys.modules.pop("nvmblock", None)
        self.hw = headless.make(nvm=nvm, render=render, seed=seed)
        if power_on:  # a reset or power-on, not the console's own reload: a request in NVM is not honoured
            self.hw.reloaded = lambda: False
        self.app = app_module.App(self.hw)
        self.step(2)
        while self.app.later is not None:  # booted into a game (a start request in NVM): its stages
            self.app.step()

    def step(self, frames=1):
        """Run frames of the main loop; a frame whose tick deferred work (App.defer) is followed by the frames
        that run it, as the badge's loop runs them 10 ms later."""
        for _ in range(frames):
            self.app.step()
            while self.app.later is not None:  # (a page's way back defers the board, which may defer a hand-off)
                self.app.step()

    def press(self, *keys):
        """Press and release keys one after the other, one frame each, then settle a frame."""
        for k in keys:
            if self.screen_name() in GUARDED:
                self.hw.advance(700)  # a person reads "Pass to" before pressing A (the guard is 600 ms)
            self.hw.press(k)
            self.app.step()
        self.app.step()
        while self.app.later is not None:  # a start in stages (App.defer): the badge's loop runs them on
            self.app.step()

    def set_up(self, title=None, players=None, kinds=(), choice=None):
        """On the launcher: choose the game called title; then on its set-up screen (lib/setup_screen.py) set the
        player count, each seat's kind (0 a person, 1-3 CPU Easy/Normal/Hard) and option choices {k: stored
        index} by keys, as a person would. The cursor is left on the last row changed; A starts."""
        import setup_screen

        if title is not None:
            self.screen.index = self.screen.items.index(title)
            self.press(K_A)
        s = self.screen
        assert type(s).__name__ == "SetupScreen", type(s).__name__

        def go(code):
            for _ in range(len(s.codes)):
                if s.codes[s.index] == code:
                    return
                self.press(K_DOWN)
            raise AssertionError("no row %d on the set-up screen" % code)

        def turn(code, at, want):
            go(code)
            for _ in range(20):
                if at() == want:
                    return
                self.press(K_RIGHT if at() < want else K_LEFT)
            raise AssertionError("row %d never showed %r" % (code, want))

        if players is not None and s.low < s.high:
            turn(-1, lambda: s.players, players)
        for k, value in sorted((choice or {}).items()):
            order = setup_screen.natural_order(s.table[k][1])
            turn(k, lambda k=k, order=order: order.index(s.choice[k]), order.index(value))
        for seat, kind in enumerate(kinds):
            turn(16 + seat, lambda seat=seat: s.kinds[seat], kind)
        return s

    @property
    def screen(self):
        """The screen object shown now."""
        return self.app.screen

    def screen_name(self):
        """Class name of the screen shown now."""
        return type(self.app.screen).__name__

    def shown(self):
        """Every displayed (not hidden) layer under the root, depth first."""
        out = []

        def walk(group):
            for layer in group:
                if getattr(layer, "hidden", False):
                    continue
                out.append(layer)
                if isinstance(layer, displayio.Group):
                    walk(layer)

        walk(self.app.root)
        return out

    def texts(self):
        """Texts of every visible label, line by line, in drawing order."""
        return [line for layer in self.shown() if hasattr(layer, "text") and layer.text
                for line in layer.text.split("\n")]


def _view_layers(game):
    """ids of every layer of the game's board view (none while a page has freed it: cover_board)."""
    seen = set()
    stack = [game.view.group] if game.view is not None else []
    while stack:
        group = stack.pop()
        seen.add(id(group))
        for layer in group:
            seen.add(id(layer))
            if isinstance(layer, displayio.Group):
                stack.append(layer)
    return seen


def assert_handoff_shows_nothing_private(con):
    """A hand-off shows none of the board and no text but the seat's name and the public log."""
    assert con.screen_name() == "HandOff"
    game = con.app.game
    board = _view_layers(game)
    assert not any(id(layer) in board for layer in con.shown())
    name = ui.seat_name(con.screen.seat)
    allowed = {game.game_name, "Pass to", name, "A: I am %s" % name, "Nothing new since your last move"}
    if not game.hidden:  # nothing to hide at this table: "Next: P1 / A: P1's turn", the moves since
        allowed |= {"Next:", "A: %s's turn" % name}
    if con.screen.resumed:  # the first screen of a resumed game: the moves before the save
        allowed |= {game.game_name + ": resumed", "No moves kept from before", "Next:", "A: go on"}
    allowed |= {"%s %d/%d" % (arrows, page, pages) for arrows in ("^ ", " v", "^v") for page in range(1, 30)
                for pages in range(1, 30)}
    for entry in recap_lines(game, con.screen.seat, con.screen.resumed) + ["Nothing new since your last move"]:
        allowed |= set(entry_lines(entry))
    texts = set(con.texts())
    assert texts <= allowed, texts - allowed
