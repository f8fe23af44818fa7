"""The Players screens: each game's table, the last games, a player's page, clearing; loaded while shown."""

# Opened from the launcher's "Players" row; leaving forgets this module and lib/stats*.py again. Everything is
# read from NVM a row or a record at a time (lib/stats.py describes the region); a finished game the totals do
# not count yet is counted in a copy of them in RAM (stats.totals). A damaged record is skipped and its count
# said on the last games page; a name stored with bytes that are not text shows what can be shown.

import sys

import lang
import menus
import stats

import games
import ui

_SHORT = ("Last games", "By player", "Clear statistics")
_HEADS = "Pld: games played, Won: games won, Best: best score, Last: last result"


def open_players(app, on_back, start=0):
    """The Players menu: the last games, a table per game, a page per player, clearing."""
    nvm = app.hw.nvm
    piece = bytearray(96)
    buf = bytearray(stats.RECORD_SIZE)
    found, damaged, _seen = stats.scan(nvm, buf)
    tot, src = totals(nvm, app.settings, piece)
    items = [_SHORT[0]] + [lang.tr("By game: %s") % row[1] for row in games.GAMES] + list(_SHORT[1:])

    def again():
        open_players(app, on_back, menu.index)

    def choose(i):
        if i == 0:
            from lastgames import LastGames
            app.show(menus.Pages("Last games", LastGames(app, found, damaged, buf, people(tot, src)), again))
        elif i <= len(games.GAMES):
            row = games.GAMES[i - 1]
            lines = game_table(app, tot, src, i - 1, piece)
            if len(lines) > 1:  # the heads in words (in French "Jou", "Rec." are not words of their own)
                lines += [""] + ui.wrap(lang.tr(_HEADS))
            app.show(menus.Pages(lang.tr("%s: players") % row[1], lines, again))
        elif items[i] == _SHORT[1]:
            open_people(app, tot, src, piece, again)
        else:
            confirm_clear(app, again)

    def back():
        for name in ("players_screen", "lastgames", "stats", "statsfold", "statsrecord", "replace_screen"):
            sys.modules.pop(name, None)
        on_back()

    menu = menus.Menu("Players", items, choose, back, start=start)
    app.show(menu)


def totals(nvm, settings, piece):
    """(bytes to read the totals from, their offset there, or -1 when none): NVM itself, or, with a finished game
    not counted yet (stats.pending), a copy in RAM that counts it."""
    src = stats.totals_copy(nvm, piece)[0]
    if src < 0 or not stats.pending(nvm):
        return nvm, src
    import statsfold
    copy = bytearray(nvm[src:src + stats.TOTALS_SIZE])
    rec = bytearray(stats.RECORD_SIZE)
    if stats.read_record(nvm, stats.PENDING, rec) > 0:
        statsfold.fold(copy, 0, rec, settings)
    sys.modules.pop("statsfold", None)
    return copy, 0


def people(nvm, src):
    """The totals' rows as (row, player id, name stored): people past and present and the CPU levels."""
    out = []
    if src < 0:
        return out
    for p in range(stats.PLAYERS):
        at = src + stats.HEAD + p * stats.ENTRY
        raw = bytes(nvm[at:at + stats.ENTRY])
        if raw[0] not in (0, 0xFF):
            name = raw[1:].rstrip(b"\x00")
            try:
                name = name.decode()
            except UnicodeError:  # bytes that are not text (damaged or crafted): the printable ones
                name = bytes(c for c in name if 32 <= c < 127).decode()
            out.append((p, raw[0], name))
    return out


def cell(nvm, src, p, g, piece):
    """(played, won, best score, last rank | 0x80 when won, last seat count) of a row in a game."""
    at = src + stats.HEAD + stats.CELLS_AT + (p * stats.GAMES + g) * stats.CELL
    piece[0:stats.CELL] = nvm[at:at + stats.CELL]
    return stats.u16(piece, 0), stats.u16(piece, 2), stats.u16(piece, 4) - 32768, piece[6], piece[7]


def pair(nvm, src, p, q, piece):
    """(games together, p ahead of q, q ahead of p) of two rows."""
    i, j = min(p, q), max(p, q)
    at = src + stats.HEAD + stats.PAIRS_AT + (i * (2 * stats.PLAYERS - i - 1) // 2 + j - i - 1) * stats.PAIR
    piece[0:stats.PAIR] = nvm[at:at + stats.PAIR]
    together, first, second = stats.u16(piece, 0), stats.u16(piece, 2), stats.u16(piece, 4)
    return (together, first, second) if p == i else (together, second, first)


def last_text(last):
    """The last result in 4 columns: "won", "lost" (nobody ahead, no win: a lost co-op game), else "2nd"."""
    if last & 0x80:
        return lang.tr("won")
    if last <= 1:
        return lang.tr("lost")
    return lang.tr(("%dnd", "%drd")[last - 2] if last < 4 else "%dth") % last


def game_table(app, nvm, src, g, piece):
    """One game's table (totals read from nvm at src): name, played, won, best score and last result."""
    rows = []
    for p, pid, stored in people(nvm, src):
        played, won, best, last, seats = cell(nvm, src, p, g, piece)
        if played:
            rows.append((won, played, ui.short(stats.player_name(app.settings, pid, stored), 8), best, last))
    if not rows:
        return ["No games yet."]
    rows.sort(key=lambda r: (-r[0], -r[1], r[2]))
    lines = [lang.tr("Name     Pld Won Best Last")]
    row = lang.tr("%-8s %3d %3d %4d %4s")
    for won, played, name, best, last in rows:
        lines.append(row % (name, min(999, played), min(999, won), max(-999, min(9999, best)), last_text(last)))
    return lines


def open_people(app, nvm, src, piece, on_back):
    """The players the totals (read from nvm at src) know, most games first; A opens one's page."""
    rows = []
    for p, pid, stored in people(nvm, src):
        total = 0
        for g in range(len(games.GAMES)):
            total += cell(nvm, src, p, g, piece)[0]
        rows.append((total, p, stats.player_name(app.settings, pid, stored)))
    rows.sort(key=lambda r: (-r[0], r[2]))
    items = [lang.tr("%-9s%d games" if lang.is_plural(total) else "%-9s%d game") % (name, total)
             for total, _p, name in rows]

    def choose(i):
        p, name = rows[i][1], rows[i][2]
        app.show(menus.Pages(name, player_page(app, nvm, src, p, piece),
                             lambda: open_people(app, nvm, src, piece, on_back)))

    app.show(menus.Menu("By player", items or ["No games yet."], choose if rows else lambda i: None, on_back))


def player_page(app, nvm, src, p, piece):
    """A player's games (won of played, best, last) and head-to-heads (ahead-behind of games together)."""
    lines = []
    tr = lang.tr
    for g in range(len(games.GAMES)):
        played, won, best, last, seats = cell(nvm, src, p, g, piece)
        if played:
            lines += ui.wrap(tr("%s: %d of %d won") % (lang.full_title(games.GAMES[g][1]), won, played))
            shown = last_text(last) + (tr(" of %d") % seats if 1 < last < 0x80 else "")
            for line in (tr("  best %d, last %s") % (best, shown)).split("\n"):  # French: two lines
                lines += [line] if len(line) <= ui.COLUMNS else ui.wrap(line)
    pairs = []
    for q, pid, stored in people(nvm, src):
        if q == p:
            continue
        together, ahead, behind = pair(nvm, src, p, q, piece)
        if together:
            pairs.append((together, tr("%s %d-%d of %d") % (stats.player_name(app.settings, pid, stored), ahead,
                                                            behind, together)))
    if pairs:
        pairs.sort(key=lambda t: -t[0])
        lines += ["", "Head to head:", "(ahead-behind of games)"] + [tr("vs %s") % text for _n, text in pairs]
    return lines or ["No games yet."]


def confirm_clear(app, on_back):
    """Ask before clearing, opening on keeping them; only the second answer clears."""
    import replace_screen

    def answer(i):
        if i != 1:
            on_back()
            return
        if stats.fits(app.hw.nvm):
            import nvmblock
            nvmblock.write(app.hw.nvm, clear=True)  # one write; a finished game not counted yet goes too
            sys.modules.pop("nvmblock", None)
        app.show(menus.Pages("Statistics", "Every game and total is cleared.", on_back))

    app.show(replace_screen.Confirm("Clear statistics?", "Every game record and total is erased for good. "
                                    "Saves and names stay.", ("No, keep them", "Yes, clear them"), answer,
                                    on_back))
