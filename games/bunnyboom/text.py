"""Bunny Boom's texts: card and space names, what an action does (describe), loaded by the first status line."""

import lang
from micropython import const

from games.bunnyboom.cards import CARDS
from games.bunnyboom.core import play_cost

# consts.txt, written by tools/consts.py: edit games/bunnyboom/consts.txt and run the tool, not these lines
_P_TURN = const(10)
_P_PHASE = const(11)
_P_CARD = const(13)
_P_RIVER = const(46)
_CENTRE = const(12)
_CLOSES = const(0x100)
_C_VALUE = const(1)
_C_EFFECT = const(2)
_C_RIVER = const(3)
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
# end of consts.txt

FAMILY_NAMES = "Sun Moon Star Leaf Drop Bell Mayor Joker"  # split() by family
# the on-play effects in the rulebook's words, split("/") by index (the wave flag adds ", river")
EFFECT_NAMES = ("-/Bunny Boom/Mega Boom/River Boom/Carrot/Give/Skip/Centre/Gain 1 rabbit/Lose 1 rabbit/New river/Free/"
                "Burrow/Fox")
RIVER_NAMES = "-/put 2 rabbits/give 1 rabbit/swap a card/face-down card/pass hands/Bunny Boom"  # split("/")


def space_name(sp):
    """Name of a space in words, counted out from the centre: "1st left", "3rd above", "the centre"."""
    if sp == _CENTRE:
        return lang.tr("the centre")
    return "%s %s" % (lang.tr(("1st", "2nd", "3rd")[sp % 3]), lang.tr(("left", "right", "above", "below")[sp // 3]))


def card_name(card):
    """Name of a card: family and value ("Sun 3"), or "Mayor 2" / "Joker 4"."""
    return "%s %d" % (lang.tr(FAMILY_NAMES).split()[CARDS[5 * card]], CARDS[5 * card + _C_VALUE])


def effect_name(card):
    """A card's on-play effect in words, with ", river" when a river effect follows (the wave)."""
    e = CARDS[5 * card + _C_EFFECT]
    if not e & 0x7F:
        return lang.tr("no effect")
    name = lang.tr(EFFECT_NAMES).split("/")[e & 0x7F]
    return lang.tr("%s, river") % name if e & _WAVE else name


def _glued(log_form, card, effect):
    """A card and its effect: in the log after a verb (log_form, "uses %s: %s"), else on the status line ("Sun 2:
    Carrot"), whose 26 columns keep French's space before ":" where it fits ("Feuille 1: Terrier, rivière"
    fills them)."""
    if log_form:
        return lang.tr(log_form) % (card, effect)
    text = lang.tr("%s: %s") % (card, effect)
    return text if len(text) <= 26 else "%s: %s" % (card, effect)


def describe(s, action, seat=-1):
    """Short text of an action for the status line (seat -1: "here" is the cursor) or the log (seat: the
    reader, who is not told another's private cards)."""
    log = seat >= 0
    private = log and seat != s[_P_TURN]
    kind = action & 0xFF80
    arg = action & 0x7F
    ph = s[_P_PHASE]
    # every text goes through lang.tr here: the log and the recap build lines around it ("P1 " + text)
    if kind == _A_CARD or kind == _A_SWAPCARD:
        if private:
            return lang.tr("chooses a card" if kind == _A_CARD else "swaps a card")
        if kind == _A_SWAPCARD:
            return lang.tr("swaps away %s" if log else "Swap away %s") % card_name(arg)
        return _glued("chooses %s: %s" if log else None, card_name(arg), effect_name(arg))
    where = space_name(arg) if log else ""
    if kind == _A_SPACE:
        card = card_name(s[_P_CARD])
        cost = play_cost(s, s[_P_CARD], arg)
        text = lang.tr("plays %s on %s") % (card, where) if log else lang.tr("%s here") % card
        if cost & _CLOSES:
            return lang.tr("%s, closes") % text
        return lang.tr("%s, +%d rabbit%s") % (text, cost, "" if cost == 1 else "s") if cost else text
    if kind == _A_SEAT:
        k = (ph == _PH_GIVE) + 2 * (ph == _PH_SWAP_SEAT) + 3 * (ph == _PH_DOWN)
        if log:  # the log's "P1 gives 1 rabbit to P2"
            return lang.tr(("pulls P%d with the carrot", "gives 1 rabbit to P%d", "swaps a random card with P%d",
                            "gives P%d a face-down card")[k]) % (arg + 1)
        return lang.tr(("Carrot: pull P%d here", "Give 1 rabbit to P%d", "Random swap with P%d",
                        "Face-down card to P%d")[k]) % (arg + 1)
    if kind == _A_SKIP:
        return lang.tr("skips the card at %s") % where if log else lang.tr("Skip the card here")
    if kind == _A_PUT:
        return lang.tr("puts a rabbit on %s") % where if log else lang.tr("Rabbit here")
    if arg == _DRAW_DECK:
        return lang.tr("draws from the deck" if log else "Draw from deck")
    c = s[_P_RIVER + arg]
    if kind == _A_RIVER:
        return _glued("uses %s: %s" if log else None, card_name(c),
                      lang.tr(RIVER_NAMES).split("/")[CARDS[5 * c + _C_RIVER]])
    if log:
        return lang.tr("takes river %s first" if kind == _A_TAKE else "draws river %s") % card_name(c)
    return lang.tr("Take river %s first" if kind == _A_TAKE else "Draw %s from river") % card_name(c)
