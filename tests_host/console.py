"""Drive the real console (launcher, game loop, views) on the headless board from tests."""

import displayio

import app as app_module
from boards import headless


class Console:
    """A headless board plus the App, stepped one frame per key press."""

    def __init__(self, nvm=None, render=True, seed=1):
        self.hw = headless.make(nvm=nvm, render=render, seed=seed)
        self.app = app_module.App(self.hw)
        self.step(2)

    def step(self, frames=1):
        """Run frames of the main loop."""
        for _ in range(frames):
            self.app.step()

    def press(self, *keys):
        """Press and release keys one after the other, one frame each, then settle a frame."""
        for k in keys:
            if self.screen_name() == "HandOff":
                self.hw.advance(700)  # a person reads "Pass to" before pressing A (the guard is 600 ms)
            self.hw.press(k)
            self.app.step()
        self.app.step()

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
        """Texts of every visible label, in drawing order."""
        return [layer.text for layer in self.shown() if hasattr(layer, "text") and layer.text]
