"""Boussanga's turn recap: what the seat before laid or discarded, on the status line and ringed on the board."""

# Boussanga has no hand-off (nothing is hidden), so the next player's board would come up with nothing
# saying what the last move was. The view keeps the state it drew last: when the turn passes to another
# seat (competitive), it compares the two. The status line then says "P1 laid a card, +2 points" (or "P2
# passed: a card out") until the cursor first moves, and the tokens the move laid that are still on the
# board wear white rings until a card is chosen. A CPU's turn covers the board (its screen says what
# it did): the view is built again afterwards and starts with nothing to compare.

import lang
from micropython import const

import games
import ui
from games.boussanga.core import hand_base, scores

# consts.txt, written by tools/consts.py: edit games/boussanga/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_COOP = const(10)
_P_TURN = const(12)
_P_PHASE = const(13)
_P_SLOT = const(14)
_P_BOARD = const(72)
_STATE_SIZE = const(209)
_NONE = const(255)
_PH_CARD = const(0)
_PH_PLACE = const(1)
_T_MATCH = const(10)
# end of consts.txt

# the view drawn last: made with the first board and kept with the code, not made again at each rebuild of the
# board (after every hand-off and CPU move, 209 bytes in one block of a heap the game has cut up)
_SEEN = []


class Recap:
    """The last turn of another seat, told once on the status line and ringed on the board."""

    def __init__(self):
        self.seen = games.drawn_once(_SEEN, lambda: (bytearray(_STATE_SIZE),))[0]  # the view drawn last
        self.seen[_P_PLAYERS] = 0  # PLAYERS 0: none yet
        self.card = _NONE  # the card of the last card being laid that was drawn
        self.text = ""  # the status line while the cursor has not moved
        self.cells = []  # [(cell, tile)]: the tokens laid, ringed until a card is chosen
        self.target = None  # the cursor's target when the recap was made

    def update(self, v, target):
        """Note the view v drawn with the cursor on target; at a new seat's turn, make the recap."""
        seen = self.seen
        phase = v[_P_PHASE]
        if (seen[_P_PLAYERS] and seen[_P_TURN] != v[_P_TURN] and phase == _PH_CARD and not v[_P_COOP]
                and len(v) == _STATE_SIZE):
            self._make(seen, v)
            self.target = target
        elif phase != _PH_CARD:
            self.text = ""
            self.cells = []
        elif target != self.target:
            self.text = ""  # the cursor moved: the status says what A does again
        if phase == _PH_PLACE:
            self.card = v[hand_base(v, v[_P_TURN]) + v[_P_SLOT]]
        seen[:] = v

    def _make(self, seen, v):
        """The recap of the move from seen (the mover's last decision) to v."""
        mover = seen[_P_TURN]
        if seen[_P_PHASE] == _PH_CARD:  # the turn ended at the card choice: a pass
            rest = lang.tr(" passed: a card out")
        else:
            gained = scores(v)[mover] - scores(seen)[mover]
            # one whole format with the points: French says it in other words ("a marqué 2 points")
            rest = lang.tr(" laid a card, +%d point%s") % (gained, "" if gained == 1 else "s") if gained > 0 \
                else lang.tr(" laid a card")
        self.text = ui.seat_name(mover, ui.COLUMNS - len(rest)) + rest
        cells = []
        for c in range(64):
            col = v[_P_BOARD + c]
            if col and not seen[_P_BOARD + c] and len(cells) < 4:
                cells.append((c, _T_MATCH + col))
        self.cells = cells
