"""Le Bog's texts: card names, what an action did (describe), combinations in words."""

from micropython import const

from games.lebog.core import bet, chips, comp, count_ranks, get2, hand_key, last_deal, pay_comp, turned_card

_P_TURN = const(13)  # seat deciding now
_P_CUR_BET = const(18)  # 2: highest bet this deal (0: not opened)
_P_HAND_N = const(72)  # 10: cards in hand (public)
_NONE = const(255)
_STAKE = const(2)
_A_SWAP = const(64)
_A_KEEP = const(128)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_NEXT = const(131)
_A_LEAD = const(132)  # the showdown page seen: on to the play-out
_A_BET = const(256)

RANKS = "A234567890JQK"  # "0" stands for 10
SUITS = "CDHS"
_COMBINATIONS = ("no combination", "bog of %s", "double bog %s+%s", "mitsi with %s", "brelan of %s",
                 "carre of %s")
_RANK_WORDS = ("aces", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "jacks", "queens", "kings")


def card_name(card):
    """Short ASCII name of a card: 10H, KD, AS."""
    r = card % 13
    return ("10" if r == 9 else RANKS[r]) + SUITS[card // 13]


def describe(s, action, seat=-1):
    """Public text of an action; seat is the reader (default: the mover)."""
    me = s[_P_TURN]
    if action < _A_SWAP:
        text = "plays " + card_name(action)
        k = pay_comp(s, action)
        if k != _NONE and comp(s, k):  # an empty box: nothing to take, nothing said
            text += " takes %d" % comp(s, k)
        if s[_P_HAND_N + me] == 1:
            text += " out"
        return text
    if action < _A_KEEP:
        turned = turned_card(s)
        if seat >= 0 and seat != me:  # not "takes KD": that reads like the K-diamonds box
            return "swaps with the turned card"
        return "swaps %s for %s" % (card_name(action - _A_SWAP), card_name(turned))
    if action == _A_KEEP:
        return "keeps the hand"
    if action == _A_AWAY:  # all it costs: the bet left in the Bog + the fee (9.4, 9.7)
        fee = _STAKE if chips(s, me) >= _STAKE else chips(s, me)
        left = bet(s, me)
        if not left + fee:  # no chips to lose: never "-0"
            return "goes away"
        return "goes away -%d (bet %d+%d)" % (left + fee, left, fee) if left else "goes away -%d" % fee
    if action == _A_CALL:  # the chips added, then the bet they make
        cur = get2(s, _P_CUR_BET)
        return "calls +%d (%d)" % (cur - bet(s, me), cur)
    if action == _A_NEXT:
        return "final score" if last_deal(s) else "next deal"
    if action == _A_LEAD:
        return "to the play-out"
    total = action - _A_BET
    if get2(s, _P_CUR_BET) == 0:
        return "bogs %d" % total
    return "raises to %d" % total


def combination_text(s, seat):
    """A shown hand's best combination in words: "bog of 7s", "double bog kings+9s", "no combination"."""
    key = bytearray(11)
    count_ranks(s)
    hand_key(s, seat, key)
    text = _COMBINATIONS[key[0]]
    if key[0] == 2:
        return text % (_RANK_WORDS[key[1] - 1], _RANK_WORDS[key[2] - 1])
    return text % _RANK_WORDS[key[1] - 1] if key[0] else text
