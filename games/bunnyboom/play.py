"""Bunny Boom's apply(): what each action does and the steps of a turn (the effects that ask: effects.py)."""

from micropython import const

import prng
from games.bunnyboom.cards import CARD_COUNT, CARDS
from games.bunnyboom.core import (
    domain,
    gain,
    get2,
    know,
    known,
    path_at,
    path_len,
    pick,
    play_cost,
    river_out,
    set2,
    spaces,
    to_hand,
    transfer,
)
from games.bunnyboom.effects import boom, can_draw, mega, pass_hands, prompt
from games.bunnyboom.moves import is_legal

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_RNG = const(4)
_P_PLAYERS = const(8)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_STAGE = const(12)
_P_CARD = const(13)
_P_PEND = const(14)
_P_MASK = const(15)
_P_AUX = const(16)
_P_FLAGS = const(17)
_P_TURNS = const(18)
_P_DECK_N = const(22)
_P_CARROT = const(23)
_P_FOX = const(24)
_P_BURROW = const(25)
_P_PAWN = const(26)
_P_DOMAIN = const(30)
_P_HAND_N = const(38)
_P_DOWN_N = const(42)
_P_RIVER = const(46)
_P_TOP = const(52)
_P_SPACE_RAB = const(64)
_P_INFO = const(76)
_P_LOC = const(88)
_NONE = const(255)
_CENTRE = const(12)
_RIVER_SIZE = const(3)
_CLOSED = const(0x80)
_LAYERS = const(0x7F)
_CLOSES = const(0x100)
_Z_DECK = const(1)
_Z_HAND = const(8)
_Z_DOWN = const(12)
_Z_TOP = const(16)
_Z_UNDER = const(32)
_C_EFFECT = const(2)
_C_RIVER = const(3)
_C_PASSAGE = const(4)
_WAVE = const(0x80)
_E_BB = const(1)
_E_MEGA = const(2)
_E_RBB = const(3)
_E_CARROT = const(4)
_E_GIVE = const(5)
_E_SKIP = const(6)
_E_CENTRE = const(7)
_E_PLUS = const(8)
_E_MINUS = const(9)
_E_RENEW = const(10)
_E_BURROW = const(12)
_E_FOX = const(13)
_PH_PLAY = const(0)
_PH_SPACE = const(1)
_PH_TAKE = const(2)
_PH_CARROT = const(3)
_PH_GIVE = const(4)
_PH_SKIP = const(5)
_PH_RIVER = const(6)
_PH_SWAP_SEAT = const(9)
_PH_DRAW = const(11)
_PH_OVER = const(12)
_PH_AUTO = const(13)
_ST_EFFECT = const(0)
_ST_MOVE = const(1)
_ST_BOOM = const(2)
_ST_WAVE = const(3)
_ST_DRAW = const(4)
_A_CARD = const(0)
_A_SPACE = const(128)
_A_TAKE = const(256)
_A_SEAT = const(384)
_A_SKIP = const(512)
_A_RIVER = const(640)
_A_PUT = const(768)
_A_SWAPCARD = const(896)
# end of consts.txt


def _walk(s, seat, dest, skip):
    """Move seat's pawn to dest: each crossed space but skip gives its passage, its rabbits, the burrow's."""
    a = s[_P_PAWN + seat]
    for i in range(path_len(a, dest)):
        sp = path_at(a, dest, i)
        top = s[_P_TOP + sp]
        if sp == skip or top == _NONE:
            continue
        gain(s, seat, CARDS[5 * top + _C_PASSAGE])
        off = _P_DOMAIN + 2 * seat
        d = (s[off] | (s[off + 1] << 8)) + s[_P_SPACE_RAB + sp]  # get2/set2 written out: a frame less
        s[off] = d & 0xFF
        s[off + 1] = d >> 8
        s[_P_SPACE_RAB + sp] = 0
        owner = s[_P_BURROW]
        if CARDS[5 * top + _C_EFFECT] & 0x7F == _E_BURROW and owner != _NONE and owner != seat:
            transfer(s, owner, seat)
    s[_P_PAWN + seat] = dest


# --- the turn --------------------------------------------------------------------------------

def _advance(s, step):
    """Go on with the turn: step 1 when a prompt just finished its effect (next stage), 0 to re-run."""
    s[_P_STAGE] += step
    me = s[_P_TURN]
    card = s[_P_CARD]
    e = CARDS[5 * card + _C_EFFECT]
    dest = s[_P_LOC + card] - _Z_TOP
    while True:
        st = s[_P_STAGE]
        s[_P_PHASE] = _PH_AUTO
        if st == _ST_EFFECT:  # step 4: the on-play effect
            x = e & 0x7F
            if x == _E_MEGA or x == _E_RBB:
                if s[_P_RIVER] != _NONE or s[_P_RIVER + 1] != _NONE or s[_P_RIVER + 2] != _NONE:
                    s[_P_PHASE] = _PH_TAKE
                    return
                mega(s, x)
            elif x == _E_CARROT:
                s[_P_PHASE] = _PH_CARROT
                return
            elif x == _E_GIVE:
                if prompt(s, _PH_GIVE):
                    return
            elif x == _E_PLUS:  # the rabbit now, the river effect at step 6
                gain(s, me, 1)
            elif x == _E_MINUS:
                if domain(s, me):
                    gain(s, me, -1)
            elif x == _E_RENEW:
                river_out(s, -1)
            elif x == _E_BURROW:
                s[_P_BURROW] = me
            elif x == _E_FOX and s[_P_FOX] != dest:
                # the fox walks to the card: every other pawn it meets takes 1 of the mover's rabbits
                a = s[_P_FOX]
                n = s[_P_PLAYERS]
                centre = a != _CENTRE and a // 3 != dest // 3
                for k in range(1, n):
                    seat = (me + k) % n
                    p = s[_P_PAWN + seat]
                    met = p == dest or (p == _CENTRE and centre)
                    for i in range(path_len(a, dest)):
                        if path_at(a, dest, i) == p:
                            met = True
                    if met:
                        transfer(s, me, seat)
                s[_P_FOX] = dest
        elif st == _ST_MOVE:  # step 5: walk to the card
            if e & 0x7F == _E_CENTRE:
                s[_P_PAWN + me] = _CENTRE
            elif e & 0x7F == _E_SKIP and path_len(s[_P_PAWN + me], dest) > 0:
                s[_P_PHASE] = _PH_SKIP
                return
            else:
                _walk(s, me, dest, _NONE)
        elif st == _ST_BOOM:
            if e & 0x7F == _E_BB:
                boom(s, False)
        elif st == _ST_WAVE:  # step 6: the wave, and the +1 / -1 cards' river effect
            if (e & _WAVE or e == _E_PLUS or e == _E_MINUS) and prompt(s, _PH_RIVER):
                return
        elif st == _ST_DRAW:  # step 7
            if can_draw(s, me):
                s[_P_PHASE] = _PH_DRAW
                return
        else:  # step 8 and the next villager
            river_out(s, _RIVER_SIZE)
            s[_P_CARD] = _NONE
            s[_P_AUX] = _NONE
            s[_P_FLAGS] = 0
            s[_P_STAGE] = _ST_EFFECT
            if s[_P_TURNS] == 255:
                s[_P_TURNS + 1] += 1
            s[_P_TURNS] = (s[_P_TURNS] + 1) & 0xFF
            nxt = (me + 1) % s[_P_PLAYERS]
            s[_P_TURN] = nxt
            s[_P_PHASE] = _PH_PLAY
            if s[_P_DECK_N] == 0 or s[_P_HAND_N + nxt] == 0 or spaces(s, nxt, None) == 0:
                s[_P_PHASE] = _PH_OVER
            return
        s[_P_STAGE] = st + 1


def apply(s, action):
    """Play one legal action for the mover; an illegal one raises ValueError and changes nothing."""
    if not is_legal(s, action):
        raise ValueError("illegal action")
    me = s[_P_TURN]
    kind = action & 0xFF80
    arg = action & 0x7F
    ph = s[_P_PHASE]
    card = s[_P_CARD]
    if kind == _A_CARD:
        s[_P_CARD] = arg
        s[_P_PHASE] = _PH_SPACE
    elif kind == _A_SWAPCARD:
        s[_P_AUX] = arg
        s[_P_PHASE] = _PH_SWAP_SEAT
    elif kind == _A_SPACE:
        cost = play_cost(s, card, arg)
        top = s[_P_TOP + arg]
        if top != _NONE:
            s[_P_LOC + top] = _Z_UNDER + arg
        s[_P_TOP + arg] = card
        s[_P_LOC + card] = _Z_TOP + arg
        s[_P_HAND_N + me] -= 1
        s[_P_INFO + arg] = ((s[_P_INFO + arg] & _LAYERS) + 1) | (_CLOSED if cost & _CLOSES else 0)
        gain(s, me, cost & 0xFF)
        _advance(s, 0)
    elif kind == _A_TAKE:
        to_hand(s, me, arg)
        mega(s, CARDS[5 * card + _C_EFFECT] & 0x7F)
        _advance(s, 1)
    elif kind == _A_SEAT:
        if ph == _PH_CARROT:
            s[_P_CARROT] = arg
            _walk(s, arg, s[_P_LOC + card] - _Z_TOP, _NONE)
        elif ph == _PH_GIVE:
            transfer(s, me, arg)
            s[_P_MASK] |= 1 << arg
            s[_P_PEND] -= 1
            if s[_P_PEND]:
                return
            s[_P_MASK] = 0
        elif ph == _PH_SWAP_SEAT:
            theirs = pick(s, _Z_HAND + arg, prng.below(s, _P_RNG, s[_P_HAND_N + arg]))
            s[_P_LOC + theirs] = _Z_HAND + me
            s[_P_LOC + s[_P_AUX]] = _Z_HAND + arg
            pair = 1 << me | 1 << arg
            for c in range(CARD_COUNT):  # the others lose track of both hands; each side saw what it gave
                if s[_P_LOC + c] == _Z_HAND + me or s[_P_LOC + c] == _Z_HAND + arg:
                    know(s, c, known(s, c) & pair)
            know(s, theirs, 1 << arg)
            know(s, s[_P_AUX], 1 << me)
            s[_P_AUX] = _NONE
        else:  # _PH_DOWN
            c = pick(s, _Z_DECK, -1)
            s[_P_LOC + c] = _Z_DOWN + arg
            s[_P_DOWN_N + arg] += 1
        _advance(s, 1)
    elif kind == _A_SKIP:
        _walk(s, me, s[_P_LOC + card] - _Z_TOP, arg)
        _advance(s, 1)
    elif kind == _A_RIVER:
        r = CARDS[5 * s[_P_RIVER + arg] + _C_RIVER]
        river_out(s, arg)
        if not prompt(s, 100 + r):
            _advance(s, 1)
    elif kind == _A_PUT:
        off = _P_DOMAIN + 2 * me
        set2(s, off, get2(s, off) - 1)
        s[_P_SPACE_RAB + arg] += 1
        s[_P_PEND] -= 1
        if s[_P_PEND] == 0:
            _advance(s, 1)
    else:  # _A_DRAW
        to_hand(s, me, arg)
        if s[_P_STAGE] != _ST_WAVE:  # step 7: the prompt comes back while the hand is short
            _advance(s, 0)
        elif not can_draw(s, me):  # river PASS: drawn up to 3, now the hands go right
            pass_hands(s)
            _advance(s, 1)
