"""CPU seats in the game loop: the board while a CPU thinks, its decision, then the board with the move marked."""

# Loaded only while a CPU plays (cursor.cpu_turn frees the board first; back_to_board forgets it). The game
# loop hands every CPU decision here (next_turn), and the decision after CPU turns too: the table sees what
# the last CPU did before a person plays.
# The board shows from watch_seat's side (boardpage.py): the mover's when nothing is secret, else the one
# person's; with nobody seated, seat 0's (the table watches from one side). With several people at a game
# with secrets no board may show: a text screen tells the moves, and the hand-off lists them. The board is
# freed while the search runs (it needs the heap), built again to show the move: "CPU 1 played" in its seat's
# colour and LEDs, the move marked (view.mark) and told in the status line, READ_MS long (A skips). The frame
# of the search is not refreshed (App.refresh): the screen keeps what it showed, the board under "CPU 1 is
# thinking", until the move is drawn, at no cost in heap (keeping the board's objects through the search took
# 3 KB more of the smallest fixed heap in an all-CPU BOG).
# A CPU decides from rules.view(s, seat) only (lib/cpu.py); its decision is never undone (the undo stack
# ends with every turn). Keys while a CPU plays: Start pauses, Select shows the table page (a long Start
# goes home), A skips the reading time.

import gc
import sys

import lang
from boardpage import back_to_board, watch_seat
from cputell import CpuTell
from micropython import const

import games
import ui
from keys import K_A, K_SELECT, K_START

THINK_BUDGET_MS = (400, 1200, 2000)  # a decision's time budget per level on the badge (cpu.py stops near it)
THINK_FRAMES = 12  # frames of "is thinking..." before the decision, so the table sees whose turn it is
READ_MS = 1500  # a CPU's move stays this long on screen before the next CPU plays (A skips)
_SHOWN = const(4)  # lines of what the CPUs did on the text screen (cputell.py has the same)
_BANNER_LOW = const(104)  # the line of "CPU 1 played" over the board: just above the status line, or at the top
_BANNER_HIGH = const(0)  # when a mark reaches down there (cputell.py has _BANNER_LOW too)
cpu = None  # the search (lib/cpu.py): loaded for a decision (_load_search), let go after it (forget_search)


def cpu_seed(game, seat):
    """The seed of a decision: from what the seat may see (its view, its turn count) and the seat, so the same
    view gives the same move (hidden cards change nothing) and a replay decides the same."""
    from saves import crc16
    _load_search()
    v = game.rules.view(game.s, seat)
    at = games.hook(game.rules, "TURN_AT", None)  # completed turns: the view holds them
    return ((v[at] if at is not None else 0) << 20 | crc16(v) << 4 | seat) & 0x3FFFFFFF


def decide(game, seat, level, budget_ms=-1):
    """The action a CPU of level plays for seat now (the first legal action if the search finds none), within
    budget_ms (default: THINK_BUDGET_MS of the level)."""
    # few locals: the search runs on top of this frame, in the badge's small pystack (tools/pystack.py)
    _load_search()
    rules = game.rules
    cpu.brain_of(rules)  # loaded before choose() looks: kept until the decision is known (forget_search)
    level = cpu.choose(rules, rules.view(game.s, seat), seat, level, cpu_seed(game, seat),
                       THINK_BUDGET_MS[level] if budget_ms < 0 else budget_ms, game.app.hw, None, game.buf)
    return _legal(game, level)  # level: now the decision


def _load_search():
    """Load the search (lib/cpu.py) for a decision: the board is freed by then (or a page stands)."""
    global cpu
    import cpu


def forget_search(game):
    """The search's code leaves once a decision is known: the board, built again to show the move, never shares
    the heap with it (the device model's peak was a CPU's move shown over the board with the search loaded)."""
    global cpu
    if cpu is not None and cpu.RESIDENT:  # the game's CPU seats keep it (launch.load_cpu_seats)
        return
    cpu = None
    for name in ("cpu", "cpulook"):
        sys.modules.pop(name, None)
    games.forget(game.game_id, "cpu")


def _legal(game, action):
    """action when it is legal now, else the first legal action (-1 when there is none)."""
    n = game.rules.legal_actions(game.s, game.buf)
    for i in range(n):
        if game.buf[i] == action:
            return action
    return game.buf[0] if n else -1


def reader_seat(game):
    """The seat whose side the log is told from on a shared screen: the first person's (else seat 0)."""
    for seat in range(game.players):
        if game.cpu_level(seat) < 0:
            return seat
    return 0


class CpuTurn(CpuTell):
    """Whose CPU turn it is and what it played: over the board, or on a text screen when no board may show."""

    def __init__(self, game, page_key=None):
        super().__init__()  # it stands in place of the board, freed before this module loaded (cursor.cpu_turn)
        self.game = game
        self.page_key = page_key  # cursor.page_key: Start and Select open the pages (this module imports no cursor)
        self.card = None  # the text screen's labels (name, doing, rows, hint), made when no board may show
        self.banner = None  # over the board: who plays or played (the seat's colour), the key to press
        self.viewer = -1  # the seat the board is drawn for; -1: the text screen
        self.on_board = False  # game.group (the board) is in the display's root, under this screen
        self.lines = []  # what the CPU seats did, wrapped (the text screen)
        self.seat = -1
        self.mode = ""  # "think", "apply", "read" (then think for self.seat), "wait" (a person is next: A)
        self.frames = 0
        self.until = 0
        self.action = -1  # the decision made, applied in the next frame
        # the state before the decision being applied (its words and its mark), copied in place: made with this
        # screen, not at each move (a copy a move asked a heap the game had cut up for 190-210 bytes)
        self.before = bytearray(len(game.s))
        self.applied = False  # a decision was applied and before holds the state it was played on
        self.marked = ()  # the boxes view.mark outlined for the move shown

    # --- the turn: thinking, the board, the move shown --------------------------------------------

    def think(self, seat):
        """Show "CPU n is thinking" and decide in a few frames."""
        self.seat = seat
        self.mode = "think"
        self.frames = 0
        self._tell(seat, "is thinking")

    def next_cpu(self):
        """The move was read: the next CPU (self.seat) thinks, its LEDs lit, the board without the last mark."""
        seat = self.seat
        self.game.app.leds.light(self.game.seat_color(seat))
        self.show_board(seat, "")
        self.think(seat)

    def show_board(self, seat, status, action=-1, before=None):
        """The board for seat's turn with status in its status line, and action (played on the state before)
        marked; the text screen when no board may show (watch_seat)."""
        game = self.game
        self.viewer = watch_seat(game, seat)
        if self.viewer < 0:
            return
        view = game.board()  # built again when the search (or a page) freed it
        if not self.on_board:
            # beside this screen's group in the display's root, under the banner: the next screen shown (a
            # page, the person's board, the score sheet) takes both away
            game.app.root.insert(0, game.group)
            self.on_board = True
        v = game.rules.view(game.s, self.viewer, game.v)  # (game.v: the person's cursor makes it again)
        view.draw(v, self.viewer, None, status)
        self.marked = ()
        if before is not None and games.hook(view, "mark", None) is not None:
            # the state before as the viewer sees it, in the recap's scratch state (no copy of a state per move)
            self.marked = view.mark(v, self.viewer, action, game.rules.view(before, self.viewer,
                                                                              game.recap.scratch)) or ()
        elif games.hook(view, "clear_mark", None) is not None:
            view.clear_mark()
        y = ui.HINT_Y  # thinking: on the status line, which has nothing to say yet
        if before is not None:  # a move: over the board, above the status line that tells it, clear of its marks
            y = _BANNER_LOW
            for box in self.marked:
                # the thick marks reach 3 px below a box, their dark rim one more, and a text's ink
                # must not touch them
                if box is not None and box[1] + box[3] > _BANNER_LOW - 6:
                    y = _BANNER_HIGH
        self._banner(y)

    def show_move(self, seat):
        """The decision just applied: "CPU 1 played" in its seat's colour and LEDs, the board with the move
        marked and told; then the next CPU (seat) thinks after READ_MS, or the person next waits for A."""
        game = self.game
        mover = self.seat
        before = self.before
        self.applied = False
        game.app.leds.light(game.seat_color(mover))
        side = watch_seat(game, mover)
        words = lang.tr(game.rules.describe(before, self.action, side if side >= 0 else reader_seat(game)))
        self.lines.extend(ui.wrap("%s %s" % (ui.seat_name(mover), ui.named(words))))
        del self.lines[:-_SHOWN]
        told = ui.named(words, ui.COLUMNS)  # the rules' P3 by its name
        if len(told) > ui.COLUMNS:  # a sentence too long for the status line: the move as the status line says it
            told = ui.named(lang.tr(game.rules.describe(before, self.action)), ui.COLUMNS)
        self.show_board(mover, told, self.action, before)
        if game.cpu_level(seat) >= 0:
            self.seat = seat
            self.mode = "read"
            self.until = game.app.hw.ticks_ms() + READ_MS
            self._tell(mover, "played", "A: go on")
        elif game.hidden:  # the hand-off lists what the CPU seats did: no need to wait here
            back_to_board(game)  # (or a public decision's board: either way, the CPU's code goes)
        else:  # the board with the last move; A: the person's recap first when more happened since their turn
            self.seat = seat
            self.mode = "wait"
            # the next seat's name shortened to fit beside "CPU 1 played" (else just the key)
            # (French: "au tour d'ANNA", lang.de's "de " counted)
            turn = lang.tr("A: %s's turn")
            room = ui.COLUMNS - len(ui.seat_name(mover)) - len(lang.tr("%s played")) - len(turn) + 4 - len(lang.de("P"))
            if _unseen(game, seat) > 1:
                keys = "A: all moves"
            else:
                keys = turn % lang.de(ui.seat_name(seat, room)) if room > 2 else "A: go on"
            self._tell(mover, "played", keys)

    # --- frames and keys ----------------------------------------------------------------------

    def tick(self, now):
        """Animate the dots, decide when they have run, apply in the next frame, go on once a move was read."""
        if self.mode == "think":
            self.frames += 1
            self._tell(self.seat, "is thinking", dots=self.frames // 3 % 4)
            if self.frames >= THINK_FRAMES:
                # the search runs in the heap the board held; the board is built again to show the move
                self.game.cover_board()
                self.game.app.refresh = False  # this frame is not drawn: the screen keeps what it showed (the
                # board under "is thinking", or the text screen of a table with secrets) until the move
                self.action = decide(self.game, self.seat, self.game.cpu_level(self.seat))
                forget_search(self.game)
                # applied in the next frame: the search's garbage is collectable before the board is built
                self.mode = "apply" if self.action >= 0 else ""  # none: never on a legal position
        elif self.mode == "apply":
            self.mode = ""
            gc.collect()  # the search's garbage goes before the board and the marks' code come back
            if not self.game.hidden:  # the move will show on the board: its marks' code compiles first, into
                try:  # the heap the board still leaves free (built again below, after it)
                    games.part(self.game.game_id, "marks")
                except ImportError:
                    pass
            self.before[:] = self.game.s
            self.applied = True
            self.game.apply(self.action)  # the loop's apply: log, sounds, LEDs, save; then next_turn again
        elif self.mode == "read" and self.game.app.hw.ticks_diff(now, self.until) >= 0:
            self.next_cpu()

    def on_key(self, key):
        """Start pauses, Select shows the table (when the board may show); A skips the reading time, or hands
        over to the person who plays next."""
        if (key == K_START or key == K_SELECT and self.viewer >= 0) and self.page_key is not None:
            self.game.cover_board()  # before the page: the board's display objects go
            self.page_key(self.game, key)
        elif key == K_A and self.mode == "read":
            self.next_cpu()
        elif key == K_A and self.mode == "wait":
            game = self.game
            game.recap_due = _unseen(game, self.seat) > 1  # the loop shows the recap (handoff.py) before the board
            game.cover_board()
            back_to_board(game)  # this screen goes first, then the board is built after a collection


def _unseen(game, seat):
    """How many moves seat has not seen since its last turn (recap.py keeps them all; the board marks one)."""
    return game.recap.n - game.recap.since(seat)


def next_turn(game, seat, page_key=None):
    """The game loop's step when seat is a CPU, or when a person is next after CPU turns."""
    screen = game.app.screen
    if not isinstance(screen, CpuTurn):
        screen = CpuTurn(game, page_key)
        game.app.show(screen)
    game.seat_shown = -1  # the next person's private view needs a hand-off again
    if screen.applied:
        screen.show_move(seat)
    elif game.cpu_level(seat) >= 0:
        screen.show_board(seat, "")
        screen.think(seat)
    else:  # a person is next and no move is left to show
        game.cover_board()
        back_to_board(game)
