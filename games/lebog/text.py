"""Le Bog's texts: card names, what an action did (describe), combinations in words, the deal's facts."""

# The showdown and settlement steps are often confirmed by a CPU seat, or by another person: their
# log lines (describe of A_LEAD and A_NEXT) carry the facts of the pages, so that the recap tells every
# person who took the Bog, the hands shown and who paid whom. The pages (showdown.py) wrap the same parts.

import sys

import lang
from micropython import const

from games.lebog.core import (
    bet,
    chips,
    comp,
    count_ranks,
    get2,
    hand_key,
    last_deal,
    pay_card,
    pay_comp,
    shown,
    turned_card,
)

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_TURN = const(13)
_P_DEALER = const(14)
_P_CUR_BET = const(18)
_P_HAND_N = const(72)
_P_LOC = const(96)
_P_R_WINNER = const(148)
_P_R_BOG = const(149)
_P_R_BOG_AMT = const(150)
_P_R_TURN_AMT = const(152)
_P_R_CARDS = const(154)
_P_R_STRAND = const(164)
_P_R_V4_N = const(179)
_NONE = const(255)
_STAKE = const(2)
_Z_HAND = const(16)
_A_SWAP = const(64)
_A_KEEP = const(128)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_NEXT = const(131)
_A_LEAD = const(132)
_A_BET = const(256)
# end of consts.txt

RANKS = "A234567890JQK"  # "0" stands for 10
SUITS = "CDHS"
_COMBINATIONS = ("no combination", "bog of %s", "double bog %s+%s", "mitsi with %s", "brelan of %s",
                 "carre of %s")
_RANK_WORDS = ("aces", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "jacks", "queens", "kings")


def card_name(card):
    """Short ASCII name of a card: 10H, KD, AS."""
    r = card % 13  # French: R D V for K Q J, suits T K C P (trefle, carreau, coeur, pique)
    s = card // 13
    # slices, not [r]: indexing a str makes an interned one-letter string, and a letter new to the badge
    # (French V R T P) can ask for a new block of the string pool mid-game
    return ("10" if r == 9 else lang.tr(RANKS)[r:r + 1]) + lang.tr(SUITS)[s:s + 1]


def describe(s, action, seat=-1):
    """Public text of an action; seat is the reader of the log (default -1: the status line, the mover)."""
    me = s[_P_TURN]
    if action < _A_SWAP:
        text = lang.tr("plays %s") % card_name(action)
        k = pay_comp(s, action)
        if k != _NONE and comp(s, k):  # an empty box: nothing to take, nothing said
            text += lang.tr(", takes %d") % comp(s, k)
        if s[_P_HAND_N + me] == 1:
            text += lang.tr(", out")
        return text
    if action < _A_KEEP:
        turned = turned_card(s)
        if seat >= 0 and seat != me:  # not "takes KD": that reads like the K-diamonds box
            return lang.tr("swaps with the turned card")
        return lang.tr("swaps %s for %s") % (card_name(action - _A_SWAP), card_name(turned))
    if action == _A_KEEP:
        return lang.tr("keeps the hand")
    if action == _A_AWAY:  # all it costs: the bet left in the Bog + the fee (9.4, 9.7)
        fee = _STAKE if chips(s, me) >= _STAKE else chips(s, me)
        left = bet(s, me)
        if not left + fee:  # no chips to lose: never "-0"
            return lang.tr("goes away")
        if left:
            return lang.tr("goes away -%d (bet %d+%d)") % (left + fee, left, fee)
        return lang.tr("goes away -%d") % fee
    if action == _A_CALL:  # the chips added, then the bet they make
        cur = get2(s, _P_CUR_BET)
        return lang.tr("calls: +%d, bet %d") % (cur - bet(s, me), cur)
    if action == _A_NEXT:  # for a reader (the log), then what the settlement page showed
        head = lang.tr("final score" if last_deal(s) else "next deal")
        return head if seat < 0 else _facts(head, settlement_parts(s))
    if action == _A_LEAD:  # for a reader (the log), then what the showdown page showed
        head = lang.tr("to the play-out")
        return head if seat < 0 else _facts(head, showdown_parts(s))
    total = action - _A_BET
    if get2(s, _P_CUR_BET) == 0:
        return lang.tr("bogs %d") % total
    return lang.tr("raises to %d") % total


def combination_text(s, seat):
    """A shown hand's best combination in words: "bog of 7s", "double bog kings+9s", "no combination"."""
    key = bytearray(11)
    count_ranks(s)
    hand_key(s, seat, key)
    text = lang.tr(_COMBINATIONS[key[0]])
    if key[0] == 2:
        return text % (lang.tr(_RANK_WORDS[key[1] - 1]), lang.tr(_RANK_WORDS[key[2] - 1]))
    return text % lang.tr(_RANK_WORDS[key[1] - 1]) if key[0] else text


def seat_name(p):
    """A seat's name as the screens write it (lib/ui.py, when a console runs), else P1, P2, ..."""
    ui = sys.modules.get("ui")  # not imported: the rules run without a screen (tests, MicroPython)
    return ui.seat_name(p) if ui is not None and hasattr(ui, "seat_name") else "P%d" % (p + 1)


def _facts(head, parts):
    """One log text: head, then each part (its head and items) as a sentence; a hand's cards in brackets."""
    for part_head, items, sep in parts:
        head += ". " + part_head
        if items:
            head += " " + ("(%s)" % " ".join(items) if sep == "" else (sep + " ").join(items))
    return head


def _by_rank(card):
    """Sort key: rank, then suit (a shown hand reads with its pairs together)."""
    return (card % 13) * 4 + card // 13


def showdown_parts(s):
    """The showdown as [(head, items, separator)]: who takes the Bog (or why it stays), then each bogger's
    combination and cards, in speaking order."""
    players = s[_P_PLAYERS]
    bog = s[_P_R_BOG]
    if bog != _NONE:
        parts = [(lang.tr("Showdown: Bog %d to %s") % (get2(s, _P_R_BOG_AMT), seat_name(bog)), (), "")]
    else:
        parts = [(lang.tr("No combination: Bog stays"), (), "")]
    for i in range(1, players + 1):
        p = (s[_P_DEALER] + i) % players
        if shown(s, p):
            cards = [c for c in range(52) if s[_P_LOC + c] == _Z_HAND + p]
            cards.sort(key=_by_rank)
            parts.append((lang.tr("%s: %s") % (seat_name(p), combination_text(s, p)), [card_name(c) for c in cards],
                          ""))
    return parts


def settlement_parts(s):
    """The deal just over as [(head, items, separator)], in the order things happened: turn-up, Bog, the
    cards paid to who went out, the stranded pay cards, V4 ([] before the settlement)."""
    players = s[_P_PLAYERS]
    name = seat_name
    w = s[_P_R_WINNER]
    if w == _NONE:
        return []
    parts = []
    turn_amt = get2(s, _P_R_TURN_AMT)
    if turn_amt:
        parts.append((lang.tr("Turn-up: %s took %d") % (name(s[_P_DEALER]), turn_amt), (), ""))
    bog = s[_P_R_BOG]
    if bog != _NONE:
        parts.append((lang.tr("Bog: %s took %d") % (name(bog), get2(s, _P_R_BOG_AMT)), (), ""))
    else:
        parts.append((lang.tr("Bog: nobody took its %d") % comp(s, 5), (), ""))
    parts.append((lang.tr("%s went out; cards paid:") % name(w),
                  ["%s %d" % (name(p), s[_P_R_CARDS + p]) for p in range(players) if p != w], ","))
    for k in range(5):
        payer = s[_P_R_STRAND + 3 * k]
        if payer == _NONE:
            continue
        amount = get2(s, _P_R_STRAND + 3 * k + 1)
        takers = [name(p) for p in range(players) if p % 5 == k and p != payer]
        card = card_name(pay_card(s, k))  # a pay card kept to the end: its compartment's chips, paid
        if not takers:
            to = lang.tr("%d into %s box") % (amount, card)
        else:  # "P2 gets 3", "P2, P7 get 1": a format for each number (French verbs agree differently)
            to = lang.tr("%s gets %d" if len(takers) == 1 else "%s get %d") % (", ".join(takers), amount // len(takers))
        parts.append((lang.tr("%s kept %s: %s") % (name(payer), card, to), (), ""))
    most = s[_P_R_V4_N]
    if most:
        fined = [name(p) for p in range(players) if p != w and s[_P_HAND_N + p] == most]
        parts.append((lang.tr("Most cards: %s paid %d each") % (", ".join(fined), most), (), ""))
    return parts
