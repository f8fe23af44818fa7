"""CPU seats in the game loop: "CPU 3 is thinking", its decision, then what it did."""

# Loaded only while a CPU plays (cursor.cpu_turn frees the board first; back_to_board forgets it). The game
# loop hands every CPU decision here (next_turn), and the decision after CPU turns too: the screen keeps
# what the CPUs did readable before a person plays.
# A CPU decides from rules.view(s, seat) only (lib/cpu.py); its decision is never undone (the undo stack
# ends with every turn). Keys while a CPU thinks do nothing but Start (pause; a long Start goes home).

import cpu  # first, when cursor.cpu_turn has not loaded it: the biggest module compiles into the freest heap
from cursor import back_to_board, pause

import ui
from keys import K_A, K_START

THINK_BUDGET_MS = (400, 1200, 2000)  # a decision's time budget per level on the badge (cpu.py caps at 2x)
THINK_FRAMES = 12  # frames of "is thinking..." before the decision, so the table sees whose turn it is
READ_MS = 1500  # what a CPU did stays this long when another CPU plays next (A skips)
_SHOWN = 4  # lines of what the CPUs did on screen


def cpu_seed(game, seat):
    """The seed of a decision: from what the seat may see (its view, its turn count) and the seat, so the same
    view gives the same move (hidden cards change nothing) and a replay decides the same."""
    from saves import crc16
    v = game.rules.view(game.s, seat)
    at = getattr(cpu.brain_of(game.rules), "TURN_AT", -1)  # completed turns: the view holds them
    return ((v[at] if at >= 0 else 0) << 20 | crc16(v) << 4 | seat) & 0x3FFFFFFF


def decide(game, seat, level, budget_ms=-1):
    """The action a CPU of level plays for seat now (the first legal action if the search finds none), within
    budget_ms (default: THINK_BUDGET_MS of the level)."""
    # few locals: the search runs on top of this frame, in the badge's small pystack (tools/pystack.py)
    rules = game.rules
    cpu.brain_of(rules)  # loaded before choose() looks: kept for the next decisions, until the board is back
    level = cpu.choose(rules, rules.view(game.s, seat), seat, level, cpu_seed(game, seat),
                       THINK_BUDGET_MS[level] if budget_ms < 0 else budget_ms, game.app.hw.ticks_ms, None, game.buf)
    return _legal(game, level)  # level: now the decision


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


class CpuTurn(ui.Screen):
    """Whose CPU turn it is, a few dots while it thinks, then the log of what the CPU seats did."""

    def __init__(self, game):
        super().__init__()  # it hides the whole board, freed before this module loaded (cursor.cpu_turn)
        self.game = game
        ui.title_bar(self.group, game.game_name)
        self.name = ui.text("", 8, 16, ui.WHITE, scale=2)
        self.doing = ui.text("", 8, 42, ui.GREY)
        self.rows = [ui.text("", 2, 58 + i * ui.LINE_H, ui.WHITE) for i in range(_SHOWN)]
        self.hint = ui.text("", 2, ui.HINT_Y, ui.GREY)
        for label in [self.name, self.doing] + self.rows + [self.hint]:
            self.group.append(label)
        self.lines = []  # what the CPU seats did, wrapped
        self.seat = -1
        self.mode = ""  # "think", "apply", "read" (then think for self.seat), "wait" (a person is next: A)
        self.frames = 0
        self.until = 0
        self.moved = False  # a CPU decision was just applied: its log line is due
        self.action = -1  # the decision made, applied in the next frame

    def think(self, seat):
        """Show "CPU n is thinking" and decide in a few frames."""
        self.seat = seat
        self.mode = "think"
        self.frames = 0
        self.name.text = ui.seat_name(seat)
        self.name.color = self.game.seat_color(seat)
        self.doing.text = "is thinking"
        self.hint.text = "Start: pause"

    def note_move(self):
        """Add the line of the decision just applied to what the screen tells."""
        game = self.game
        entry = game.log[-1] if game.log else game.last_log[-1]
        for text in game.log_lines([entry], reader_seat(game)):
            self.lines.extend(ui.wrap(text))
        del self.lines[:-_SHOWN]
        for i, row in enumerate(self.rows):
            ui.set_text(row, self.lines[i] if i < len(self.lines) else "")
        self.moved = False

    def tick(self, now):
        """Animate the dots, decide when they have run, or go on once the last move was read."""
        if self.mode == "think":
            self.frames += 1
            self.doing.text = "is thinking" + "." * (self.frames // 3 % 4)
            if self.frames >= THINK_FRAMES:
                game = self.game
                level = game.cpu_level(self.seat)
                self.action = decide(game, self.seat, level)
                # applied in the next frame: the search's garbage is collectable before the move's redraw
                # (which may load a page of the view) allocates
                self.mode = "apply" if self.action >= 0 else ""  # none: never on a legal position
        elif self.mode == "apply":
            self.mode = ""
            self.moved = True
            self.game.apply(self.action)  # the loop's apply: log, sounds, LEDs, save; then next_turn again
        elif self.mode == "read" and ((now - self.until) & 0x1FFFFFFF) < 0x10000000:
            self.think(self.seat)

    def on_key(self, key):
        """Start pauses; A skips the reading time, or hands over to the person who plays next."""
        if key == K_START:
            pause(self.game)
        elif key == K_A and self.mode == "read":
            self.think(self.seat)
        elif key == K_A and self.mode == "wait":
            back_to_board(self.game)  # this screen goes first, then the board is built after a collection


def next_turn(game, seat):
    """The game loop's step when seat is a CPU, or when a person is next after CPU turns."""
    screen = game.app.screen
    if not isinstance(screen, CpuTurn):
        screen = CpuTurn(game)
        game.app.show(screen)
    if screen.moved:
        screen.note_move()
    game.seat_shown = -1  # the next person's private view needs a hand-off again
    if game.cpu_level(seat) >= 0:
        if seat == screen.seat and game.log:  # the same turn goes on: no reading pause inside it
            screen.think(seat)
        elif screen.lines:
            screen.seat = seat
            screen.mode = "read"
            screen.until = game.app.hw.ticks_ms() + READ_MS
            screen.hint.text = "A: go on  Start: pause"
        else:
            screen.think(seat)
        return
    if game.hidden:  # the hand-off lists what the CPU seats did: no need to wait here
        back_to_board(game)  # (or a public decision's board: either way, the CPU's code goes)
        return
    screen.seat = seat
    screen.mode = "wait"
    screen.name.text = ui.seat_name(seat)
    screen.name.color = game.seat_color(seat)
    screen.doing.text = "plays next"
    screen.hint.text = "A: %s's turn" % ui.seat_name(seat)
