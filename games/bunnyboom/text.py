"""Bunny Boom's texts: card and space names, what an action does (describe), loaded by the first status line."""

from micropython import const

from games.bunnyboom.cards import CARDS
from games.bunnyboom.core import play_cost

# the rules layout's offsets and codes used here (same names and values as in rules.py)
_P_TURN = const(10)
_P_PHASE = const(11)
_P_CARD = const(13)
_P_RIVER = const(46)
_CENTRE = const(12)
_CLOSES = const(0x100)  # play_cost() flag: the play closes the space
_C_VALUE = const(1)
_C_EFFECT = const(2)
_C_RIVER = const(3)
_C_PASSAGE = const(4)
_WAVE = const(0x80)
_PH_GIVE = const(4)
_PH_SWAP_SEAT = const(9)
_PH_DOWN = const(10)
_A_CARD = const(0)
_A_SPACE = const(128)
_A_TAKE = const(256)
_A_SEAT = const(384)
_A_SKIP = const(512)
_A_RIVER = const(640)
_A_PUT = const(768)
_A_SWAPCARD = const(896)
_DRAW_DECK = const(3)

FAMILY_NAMES = "Sun Moon Star Leaf Drop Bell Mayor Joker"  # split() by family
EFFECT_NAMES = "- Boom Mega RivBoom Carrot Give Skip Centre +1~ -1~ Renew Free Burrow Fox"  # split() by index
RIVER_NAMES = "- Place-2 Give-1 Swap Face-down Pass Boom"


def space_name(sp):
    """Name of a space: row letter (Left, Right, Up, Down) and distance from the centre, e.g. "L1"."""
    return "centre" if sp == _CENTRE else "%s%d" % ("LRUD"[sp // 3], sp % 3 + 1)


def card_name(card):
    """Short name of a card: family and value ("Sun3"), or "Mayor2" / "Joker4"."""
    return "%s%d" % (FAMILY_NAMES.split()[CARDS[5 * card]], CARDS[5 * card + _C_VALUE])


def describe(s, action, seat=-1):
    """Short text of an action; a reader other than the mover (seat) is not told private cards."""
    private = seat >= 0 and seat != s[_P_TURN]
    kind = action & 0xFF80
    arg = action & 0x7F
    ph = s[_P_PHASE]
    if kind == _A_CARD or kind == _A_SWAPCARD:
        if private:
            return "Chooses a card" if kind == _A_CARD else "Swaps a card"
        e = CARDS[5 * arg + _C_EFFECT]
        if kind == _A_SWAPCARD:
            return "Swap away " + card_name(arg)
        return "Play %s%s%s pass+%d" % (card_name(arg), " " + EFFECT_NAMES.split()[e & 0x7F] if e & 0x7F else "",
                                        "~" if e & _WAVE else "", CARDS[5 * arg + _C_PASSAGE])
    if kind == _A_SPACE:
        cost = play_cost(s, s[_P_CARD], arg)
        text = "%s on %s" % (card_name(s[_P_CARD]), space_name(arg))
        if cost & _CLOSES:
            return text + ", closes"
        return "%s, +%d rabbit%s" % (text, cost, "" if cost == 1 else "s") if cost else text
    if kind == _A_SEAT:
        return "%s P%d" % (("Carrot: pull", "Give 1 rabbit to", "Swap (random) with", "Face-down card to")[
            (ph == _PH_GIVE) + 2 * (ph == _PH_SWAP_SEAT) + 3 * (ph == _PH_DOWN)], arg + 1)
    if kind == _A_SKIP or kind == _A_PUT:
        return ("Skip %s" if kind == _A_SKIP else "Rabbit on %s") % space_name(arg)
    if arg == _DRAW_DECK:
        return "Draw from deck"
    c = s[_P_RIVER + arg]
    if kind == _A_RIVER:
        return "River %s: %s" % (card_name(c), RIVER_NAMES.split()[CARDS[5 * c + _C_RIVER]])
    return ("Take river %s first" if kind == _A_TAKE else "Draw river %s") % card_name(c)
