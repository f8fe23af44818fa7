"""Between turns: the hand-off, "Pass to P2" with the recap of every move since P2's last turn (recap.py)."""

import lang
from boardpage import back_to_board
from cursor import pause
from micropython import const
from recap import recap_entries

import ui
from keys import K_A, K_DOWN, K_START, K_UP, live

ROWS = const(6)  # recap lines on one page of the hand-off
_TOP = const(43)  # y of the first recap line
_SIGN_END = const(158)  # the page sign "^v 1/3" ends 2 px from the right edge


def entry_lines(entry):
    """One recap entry wrapped: the lines after its first indented, so each entry reads as one."""
    lines = ui.wrap(entry)
    if len(lines) > 1:
        lines = lines[:1] + ["  " + line for line in ui.wrap(" ".join(lines[1:]), ui.COLUMNS - 2)]
    return lines


def _page_starts(entries):
    """Where each page of the entries begins, as (entry index, lines of it already shown): each entry wrapped,
    never split across two pages unless it is longer than a page (then it goes on over the next); [] for none."""
    starts = []
    used = 0  # lines on the page being filled
    i = 0
    for entry in entries:
        n = len(entry_lines(entry))
        if not starts or used and used + n > ROWS:
            starts.append((i, 0))
            used = 0
        k = 0
        while True:
            take = min(ROWS - used, n - k)
            used += take
            k += take
            if k >= n:
                break
            starts.append((i, k))
            used = 0
        i += 1
    return starts


def _page_lines(entries, start, end):
    """The lines of one page: from start (entry index, lines of it to skip) up to end (the next page's start, or
    None for the last page)."""
    first, skip = start
    out = []
    i = 0
    for entry in entries:
        if i >= first:
            if end is not None and i > end[0]:
                break
            lines = entry_lines(entry)
            last = end[1] if end is not None and i == end[0] else len(lines)
            out.extend(lines[skip if i == first else 0:last])
        i += 1
    return out


def hand_off(game, seat, resumed=False):
    """Cover the board now and show the hand-off to seat in the next frame, after a collection."""
    # The key that ended the turn is still being handled: its frames may hold the board (a view's bound on_key),
    # so a hand-off built at once made its pages beside the whole board. Deferred (App.defer), it is built once
    # the board is collected; this frame is not drawn, so the board shows until then.
    game.cover_board()
    game.app.refresh = False
    game.app.defer(lambda: game.app.show(HandOff(game, seat, resumed)))


class HandOff(ui.Screen):
    """"Pass to P2": every move since P2's last turn (Up/Down: more pages) and nothing private; A after a guard."""

    def __init__(self, game, seat, resumed=False):
        super().__init__()
        game.cover_board()  # the hand-off hides the whole board: its display objects go until A is pressed
        self.game = game
        self.seat = seat
        self.resumed = resumed
        self.shown_at = game.app.hw.ticks_ms()
        self.live = False
        cpu = game.cpu_level(seat) >= 0  # a resumed game whose next move is a CPU's
        alone = not game.hidden  # nothing to hide (one person at the table): no badge passed, only the moves
        ui.title_bar(self.group, lang.tr("%s: resumed") % game.game_name if resumed else game.game_name)
        label = lang.tr("Next:" if cpu or alone else "Pass to")
        self.group.append(ui.text(label, 4, 21, ui.GREY))
        name = ui.seat_name(seat)  # after the label and a space (French labels are longer)
        self.group.append(ui.text(name, max(52, 4 + ui.CHAR_W * (len(label) + 1)), 16, game.seat_color(seat),
                                  scale=2))
        # the entries' texts are made again for each page shown (recap_entries): only one page's are ever held
        self.told = None  # the entries when there are no moves to tell: one line saying so
        self.pages = _page_starts(self._entries())
        if not self.pages and (resumed or game.recap.n or game.log):
            self.told = [lang.tr("No moves kept from before" if resumed else "Nothing new since your last move")]
            self.pages = _page_starts(self.told)
        self.pages = self.pages or [(0, 0)]  # no entries: one empty page
        self.page = 0
        self.body = None
        self.sign = None
        room = ui.COLUMNS
        if len(self.pages) > 1:  # which page, and that Up/Down turn them: "^v 1/3" at the right end
            count = len(self.pages)
            x = _SIGN_END - ui.CHAR_W * len("^v %d/%d" % (count, count))  # ten pages or more: a column wider
            self.sign = ui.text("", x, ui.HINT_Y, ui.GREY)
            self.group.append(self.sign)
            room = (x - 8) // ui.CHAR_W  # the hint ends a space before it
        # dim until A is live (GUARD_MS (lib/keys.py)), then white (a colour no seat has, so the line is never
        # read as a seat's): a press before that visibly does nothing
        form = lang.tr("A: %s's turn" if alone else "A: I am %s")
        if alone:  # French: "au tour d'ANNA" (lang.de), its "de " counted
            name = lang.de(ui.seat_name(seat, room + 2 - len(form) - (len(lang.de("P")) - 1)))
        else:
            name = ui.seat_name(seat, room + 2 - len(form))
        self.hint = ui.text("A: go on" if cpu else form % name, 2, ui.HINT_Y, ui.GREY)
        self.group.append(self.hint)
        self._show_page()
        game.app.sound.play("handoff")

    def _entries(self):
        """The recap's entries told to this seat (made as they are read), or the line that there are none."""
        return self.told if self.told is not None else recap_entries(self.game, self.seat, self.resumed)

    def _show_page(self):
        """Show the current page of the recap and its number."""
        if self.body is not None:
            self.group.remove(self.body)
            self.body = None  # its text goes before the next page's is made
        end = self.pages[self.page + 1] if self.page + 1 < len(self.pages) else None
        lines = _page_lines(self._entries(), self.pages[self.page], end)
        self.body = ui.text("\n".join(lines), 2, _TOP, ui.WHITE)  # one label a page
        self.group.append(self.body)
        if self.sign is not None:
            more = ("^" if self.page else " ") + ("v" if self.page + 1 < len(self.pages) else " ")
            ui.set_text(self.sign, "%s %d/%d" % (more, self.page + 1, len(self.pages)))

    def tick(self, now):
        """Light the A line once the guard time is over."""
        if not self.live and live(self.game.app, self.shown_at):
            self.live = True
            self.hint.color = ui.WHITE

    def on_key(self, key):
        """A reveals the seat's view (once live); Up/Down turn the recap's pages; Start opens the pause menu."""
        if key == K_A and live(self.game.app, self.shown_at):
            self.game.seat_shown = self.seat
            back_to_board(self.game)  # this screen goes first, then the board is built after a collection
        elif key == K_DOWN and self.page + 1 < len(self.pages):
            self.page += 1
            self._show_page()
        elif key == K_UP and self.page > 0:
            self.page -= 1
            self._show_page()
        elif key == K_START:
            pause(self.game)
