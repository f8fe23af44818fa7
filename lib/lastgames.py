"""The Players screens' last games page (lib/players_screen.py): its lines made when shown."""

import lang
import stats

import games
import ui


class LastGames:
    """The last games page's lines, made when shown (menus.Pages reads len() and [j]): the ring's games newest
    first, each its number, game and seats, then each seat's name and score (* won). Kept: the order of the
    records and how many lines each takes (a byte each), not 75 games' lines (15 KB and a block of 2 KB)."""

    def __init__(self, app, found, damaged, buf, people):
        self.app = app
        self.buf = buf
        self.names = {}
        for _p, pid, stored in people:  # the totals' rows (players_screen.people)
            self.names[pid] = stored
        self.head = []
        if damaged:
            self.head += ui.wrap(lang.tr("%d damaged records skipped." if damaged > 1 else
                                         "%d damaged record skipped.") % damaged)
        self.head.append(lang.tr("Newest first. * won") if found else lang.tr("No games yet."))
        order = sorted(found, key=lambda f: -f[0])
        self.order = bytearray(k for _seq, k in order)
        self.sizes = bytearray(len(self.game_lines(k)) for k in self.order)
        self.count = len(self.head) + sum(self.sizes)

    def __len__(self):
        return self.count

    def __getitem__(self, j):
        if j < len(self.head):
            return self.head[j]
        j -= len(self.head)
        for i in range(len(self.order)):
            if j < self.sizes[i]:
                return self.game_lines(self.order[i])[j]
            j -= self.sizes[i]
        raise IndexError("no such line")

    def game_lines(self, k):
        """The lines of record k: "12. Le Bog, 5 seats", then the seats' names and scores."""
        buf = self.buf
        stats.read_record(self.app.hw.nvm, k, buf)
        n = buf[2]
        title = games.GAMES[buf[1]][1] if buf[1] < len(games.GAMES) else "?"
        lines = [lang.tr("%d. %s, %d seats" if n > 1 else "%d. %s, %d seat") % (stats.u32(buf, stats.TAIL), title, n)]
        won = stats.u16(buf, 6)
        line = ""
        for seat in range(n):  # "name score" never split over two lines
            pid = buf[12 + seat]
            name = stats.player_name(self.app.settings, pid, self.names.get(pid, ""))
            if pid >= stats.CPU_ID:  # "CPU Hard 2": the seat's number, as the game named it ("CPU 2"), tells
                name += " %d" % (seat + 1)  # two seats of one level apart
            part = "%s %d%s" % (name, stats.u16(buf, 22 + 2 * seat) - 32768, "*" if won >> seat & 1 else "")
            if line and len(line) + len(part) + 2 > ui.COLUMNS - 1:
                lines.append(line + ",")
                line = ""
            line = (line + ", " + part) if line else "  " + part
        lines.append(line)
        return lines
