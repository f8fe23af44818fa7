"""BOG's apply(): what each action does to the state."""

from micropython import const

from games.bog.core import cards_left, draw_to_hand, formation_count, free_pad, pop_deck, route_pad
from games.bog.moves import generate, is_legal

# consts.txt, written by tools/consts.py: edit games/bog/consts.txt and run the tool, not these lines
_P_TURN = const(10)
_P_PHASE = const(11)
_P_FROG = const(12)
_P_STUCK = const(13)
_P_TURNS = const(14)
_P_DECK_N = const(16)
_P_RIVER = const(35)
_P_LOC = const(38)
_P_STEP = const(56)
_P_PAD = const(74)
_P_HAND_N = const(83)
_P_POINTS = const(85)
_NONE = const(255)
_EMPTY = const(255)
_FLY = const(254)
_RIVER_SIZE = const(3)
_PH_MAIN = const(0)
_PH_FLY = const(1)
_PH_DRAW = const(2)
_PH_OVER = const(3)
_Z_RIVER = const(1)
_Z_HAND = const(2)
_Z_SHORE = const(4)
_Z_SWAMP = const(6)
_Z_PILE = const(8)
_PT_CAPTURE = const(0)
_PT_ROUTE = const(1)
_PT_FORMATION = const(2)
_PT_FLY = const(3)
_A_PLAY = const(0)
_A_ENTER = const(32)
_A_MOVE = const(64)
_A_FINISH = const(96)
_A_FORM = const(128)
_A_FLY = const(160)
_A_DRAW_DECK = const(192)
# end of consts.txt


def _score(s, seat, kind, points):
    """Add points of one kind to a seat."""
    s[_P_POINTS + seat * 4 + kind] += points


def _to_pile(s, card, seat, points):
    """Put a card in a seat's score pile, remembering the points it gave."""
    s[_P_LOC + card] = _Z_PILE + seat
    s[_P_STEP + card] = points


def _land(s, card, dest, step, me):
    """Put a frog of seat me on pad dest at a route step, resolving what stood there."""
    occupant = s[_P_PAD + dest]
    s[_P_PAD + dest] = card
    s[_P_LOC + card] = _Z_SWAMP + me
    s[_P_STEP + card] = step
    if occupant == _EMPTY:
        _end_turn(s)
    elif occupant == _FLY:
        if not cards_left(s):
            _score(s, me, _PT_FLY, 1)
            _end_turn(s)
            return
        s[_P_FROG] = card
        if free_pad(s):
            s[_P_PHASE] = _PH_FLY
        else:
            _score(s, me, _PT_FLY, 1)
            s[_P_PHASE] = _PH_DRAW
    else:
        owner = s[_P_LOC + occupant] - _Z_SWAMP
        scorer = 1 - owner  # a capture scores for the mover; an own frog landed on scores for the opponent
        _to_pile(s, occupant, scorer, 1)
        _score(s, scorer, _PT_CAPTURE, 1)
        _end_turn(s)


def _end_turn(s):
    """Hand the turn to the other seat; end the game when that seat has no legal action."""
    s[_P_PHASE] = _PH_MAIN
    s[_P_FROG] = _NONE
    s[_P_TURN] = 1 - s[_P_TURN]
    turns = s[_P_TURNS] + 1
    if turns > 255:
        s[_P_TURNS + 1] += 1
        turns = 0
    s[_P_TURNS] = turns
    if generate(s, None) == 0:
        s[_P_STUCK] = s[_P_TURN]
        s[_P_PHASE] = _PH_OVER


def apply(s, action):
    """Play one legal action for the seat to act; an illegal one raises ValueError and changes nothing."""
    if not is_legal(s, action):
        raise ValueError("illegal action %d" % action)
    me = s[_P_TURN]
    kind = action & 0xE0
    arg = action & 0x1F
    if kind == _A_PLAY:
        s[_P_LOC + arg] = _Z_SHORE + me
        s[_P_HAND_N + me] -= 1
        _end_turn(s)
    elif kind == _A_ENTER:
        _land(s, arg, route_pad(arg, 0, me), 0, me)
    elif kind == _A_MOVE:
        step = s[_P_STEP + arg] + 1
        s[_P_PAD + route_pad(arg, step - 1, me)] = _EMPTY
        _land(s, arg, route_pad(arg, step, me), step, me)
    elif kind == _A_FINISH:
        s[_P_PAD + route_pad(arg, 3, me)] = _EMPTY
        _to_pile(s, arg, me, 2)
        _score(s, me, _PT_ROUTE, 2)
        _end_turn(s)
    elif kind == _A_FORM:
        points = formation_count(s, arg, me)
        s[_P_HAND_N + me] -= 1
        _to_pile(s, arg, me, points)
        _score(s, me, _PT_FORMATION, points)
        _end_turn(s)
    elif kind == _A_FLY:
        s[_P_PAD + arg] = _FLY
        s[_P_PHASE] = _PH_DRAW
    elif kind == _A_DRAW_DECK:
        draw_to_hand(s, me)
        _end_turn(s)
    else:  # A_TAKE
        for slot in range(_RIVER_SIZE):
            if s[_P_RIVER + slot] == arg:
                s[_P_LOC + arg] = _Z_HAND + me
                s[_P_HAND_N + me] += 1
                if s[_P_DECK_N]:
                    c = pop_deck(s)
                    s[_P_RIVER + slot] = c
                    s[_P_LOC + c] = _Z_RIVER
                else:
                    s[_P_RIVER + slot] = _NONE
        _end_turn(s)
