"""Stand-in for lib/menus.py in tools/mp/pystack_probe.py: a Menu keeps its items and what choosing does."""

from ui import Screen


class Menu(Screen):
    """A list of items; the probe calls on_choose itself."""

    def __init__(self, title, items, on_choose, on_back=None, hint=None, start=0, corner="", on_adjust=None):
        super().__init__()
        self.items = items
        self.on_choose = on_choose
        self.on_back = on_back


class Pages(Screen):
    """A text page."""

    def __init__(self, title, body, on_close, color=0, hint=None):
        super().__init__()
        self.body = body
        self.on_close = on_close
