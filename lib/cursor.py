"""The board's cursor: legal actions grouped by target, what each key does, where the d-pad goes, what A will do."""

import sys

import lang
from boardpage import cover, undo_step

import games
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP

_DIRECTIONS = {K_RIGHT: (1, 0), K_LEFT: (-1, 0), K_DOWN: (0, 1), K_UP: (0, -1)}


def nearest_in_direction(points, current, dx, dy):
    """Index of the point reached from points[current] going (dx, dy), or current when none lies that way."""
    # Candidates inside the 90-degree cone around the direction (diagonals included, so a target placed
    # only diagonally is still reachable) win by distance; otherwise the nearest in the half-plane.
    cx, cy = points[current]
    best = current
    best_key = None
    for i in range(len(points)):
        if i == current:
            continue
        x, y = points[i]
        along = (x - cx) * dx + (y - cy) * dy
        if along <= 0:
            continue
        across = abs((x - cx) * dy) + abs((y - cy) * dx)
        if across <= along:  # in the cone: the nearest point wins
            key = (0, along * along + across * across, across)
        else:
            key = (1, along + 3 * across, across)
        if best_key is None or key < best_key:
            best, best_key = i, key
    if best_key is not None:
        return best
    for i in range(len(points)):  # nothing that way: wrap to the far side, in line if possible
        if i == current:
            continue
        x, y = points[i]
        along = (x - cx) * dx + (y - cy) * dy
        across = abs((x - cx) * dy) + abs((y - cy) * dx)
        key = (across, along)
        if best_key is None or key < best_key:
            best, best_key = i, key
    return best


class TargetActions:
    """One target's legal actions, read from the game's legal buffer when asked for (an action is the target's
    when the view says so): no list per target, whose growth would ask for a block of up to 4 KB at every
    decision (Le Bog's bets, up to 1,000 on one button). first: the index of its first action; n: how many."""

    def __init__(self, game, target, seat, first, n):
        self.game = game
        self.target = target
        self.seat = seat
        self.first = first
        self.n = n

    def __len__(self):
        return self.n

    def __iter__(self):
        game, target, seat = self.game, self.target, self.seat
        buf, v, view = game.buf, game.v, game.view
        for i in range(self.first, game.count):
            if view.target(v, seat, buf[i]) == target:
                yield buf[i]

    def __getitem__(self, j):
        if j < 0:
            j += self.n
        if j == 0:
            return self.game.buf[self.first]
        if 0 <= j < self.n:
            for a in self:
                if j == 0:
                    return a
                j -= 1
        raise IndexError("no such action")

    def __contains__(self, action):
        for a in self:
            if a == action:
                return True
        return False


class Targets:
    """Each target's actions (game.target_actions): a TargetActions made when one is asked for, from lists kept for
    the game and refilled in place at each decision (their first and count of actions, by target)."""

    # A decision made a list of targets, two of numbers and a TargetActions a target, every time: Boussanga's
    # 40 targets asked for 256-byte blocks at each decision, which a heap the game had cut up lacked (the device
    # model stopped there). Lists emptied in place keep their room.

    def __init__(self, game):
        self.game = game
        self.seat = -1
        self.firsts = []
        self.sizes = []

    def __len__(self):
        return len(self.firsts)

    def __getitem__(self, k):
        if not 0 <= k < len(self.firsts):
            raise IndexError("no such target")
        return TargetActions(self.game, self.game.target_ids[k], self.seat, self.firsts[k], self.sizes[k])


def collect_targets(game):
    """Ask the rules for the game's legal actions and group them by on-screen target; keep the cursor's target
    (or start on the view's first_target)."""
    rules, s = game.rules, game.s
    seat = rules.current_player(s)
    rules.view(s, seat, game.v)
    old = game.target_ids[game.cursor] if game.target_ids else None
    game.count = rules.legal_actions(s, game.buf)
    targets = game.target_actions
    targets.seat = seat
    ids, firsts, sizes = game.target_ids, targets.firsts, targets.sizes
    del ids[:]  # emptied in place: each list keeps its room for the next decision
    del firsts[:]
    del sizes[:]
    for i in range(game.count):
        t = game.view.target(game.v, seat, game.buf[i])
        if t in ids:
            sizes[ids.index(t)] += 1
        else:
            ids.append(t)
            firsts.append(i)
            sizes.append(1)
    game.cursor = ids.index(old) if old in ids else 0
    game.choice = -1
    if game.popup is not None:
        game.popup.close()
    # the view's optional first_target(v, seat, targets): where the cursor starts (a target id), else None
    first = games.hook(game.view, "first_target", None)
    if first is not None:
        t = first(game.v, seat, ids)
        if t in ids:
            game.cursor = ids.index(t)


def status_text(game):
    """What A will do at the cursor, or the game's current message (the board's status line)."""
    # the rules write seats as P1, P2: named() writes the names, shortened (with ".") to fit the line
    if game.message:
        return ui.named(lang.tr(game.message), ui.COLUMNS)
    if not game.target_actions:
        return ""
    acts = game.target_actions[game.cursor]
    text = lang.tr(game.rules.describe(game.s, acts[0]))
    text = ui.named(text, ui.COLUMNS)
    if len(acts) > 1:  # " +1 more" only where it fits: the line is never cut (A lists the choices anyway)
        more = lang.tr(" +%d more") % (len(acts) - 1)
        if len(text) + len(more) <= ui.COLUMNS:
            return text + more
    return text


def board_key(game, key):
    """A key on the board: d-pad moves, A applies (or lists the target's actions), B undoes, Start, Select."""
    if game.choice >= 0:
        game.popup.on_key(key)
        return
    if game.message and key != K_START:
        game.message = ""
    if _view_key(game, key):
        return
    if key in _DIRECTIONS:
        if game.target_ids:
            dx, dy = _DIRECTIONS[key]
            seat = game.rules.current_player(game.s)
            points = [game.view.target_xy(game.v, seat, t) for t in game.target_ids]
            game.cursor = nearest_in_direction(points, game.cursor, dx, dy)
        game.draw()
    elif key == K_A:
        if not game.target_actions:
            return
        acts = game.target_actions[game.cursor]
        if len(acts) == 1:
            game.apply(acts[0])
        else:
            if game.popup is None:
                from popup import Popup
                game.popup = Popup(game)
            game.popup.open(acts)
    elif key == K_B:
        if game.undo:
            undo_step(game)
        else:
            game.app.sound.play("invalid")
            game.say("Nothing to undo")
    else:
        page_key(game, key)


def pause(game):
    """Start: the pause menu in place of the board."""
    _page(game, "open_pause")


def show_table(game):
    """Select: public information for everyone (the game's pages piece) in place of the board."""
    _page(game, "open_table")


def page_key(game, key):
    """Start or Select on any of a game's screens: the pause menu or the table page; False for another key."""
    if key == K_START:
        pause(game)
    elif key == K_SELECT:
        show_table(game)
    else:
        return False
    return True


def _page(game, opener):
    """A full-screen page of pausemenu.py (its function named opener) in place of the board: the board's
    display objects are freed now, the page's code loads in the next frame, after a collection."""

    def show():
        import pausemenu
        getattr(pausemenu, opener)(game)
    cover(game, show)


def cpu_turn(game, seat):
    """The CPU seats' screen in place of the board (cputurn.next_turn): the board is freed first, and the
    CPU's code, when it is not loaded, loads in the next frame, after a collection."""
    game.cover_board()
    if "cputurn" in sys.modules:
        sys.modules["cputurn"].next_turn(game, seat, page_key)
        return

    def show():
        from cputurn import next_turn  # the search's code loads only for a decision, the board freed (decide)
        next_turn(game, seat, page_key)  # the keys of the pages: cputurn imports nothing of this module
    game.app.defer(show)


class Legal:
    """The legal actions buf[:n] as a read-only sequence (len, [i], in), without copying them."""

    def __init__(self, buf, n):
        self.buf = buf
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return self.buf[i]

    def __contains__(self, action):
        buf = self.buf
        for i in range(self.n):
            if buf[i] == action:
                return True
        return False


def _view_key(game, key):
    """Offer a key to the view first (a view may own the d-pad, e.g. to move a ghost card freely)."""
    # The view's optional on_key(v, seat, key, legal) returns None (not used), -1 (used: redraw) or a
    # legal action to apply; anything else is refused with a message and changes nothing.
    hook = games.hook(game.view, "on_key", None)
    if hook is None or not game.count:
        return False
    legal = Legal(game.buf, game.count)  # not a list: one per key press would need a 2 KB block in Le Bog
    result = hook(game.v, game.rules.current_player(game.s), key, legal)
    if result is None:
        return False
    if result == -1:
        game.draw()
    elif result in legal:
        game.apply(result)
    else:
        game.app.sound.play("invalid")
        game.say("Not allowed now")
    return True
