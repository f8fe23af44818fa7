"""Builder of literal Le Bog states for the rules tests.

Cards are written as text ("KD", "10H", "AS", "7C") and converted with card(). Every card of the pack
in use that no argument places goes to the talon; when the hands are short of the deal size, the
highest such cards are put on the played pile instead (both are dead cards: stops in the play-out).
"""

import prng
from games.lebog import rules
from games.lebog.core import v1_removed
from games.lebog.text import card_name

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def card(name):
    """Card id of a name like "10H" or "KD"."""
    return RANKS.index(name[:-1]) + 13 * "CDHS".index(name[-1])


def cards(names):
    """Card ids of a space-separated list of names."""
    return [card(n) for n in names.split()] if isinstance(names, str) else [card(n) for n in names]


def build(players=4, dealer=0, hands=(), turned=None, discard=None, played=(), phase=rules._PH_BET,
          turn=None, talon=(), chips=None, comps=(0, 0, 0, 0, 0, 0), bets=None, status=None, last=None, seq_start=None,
          deal_no=1, rounds=2, flags=0, start=50, shown=(), winner=None, seed=1, check=True):
    """Return a Le Bog state built from literal parts; raise ValueError if it is not coherent.

    hands: per seat a string of card names; turned: the face-up turned card (default: the lowest free
    card that is not a pay card); discard: the dealer's discard (then the turned card must be in the
    dealer's hand and turned names it); chips: per seat (default: start each, minus the compartments'
    chips taken one by one from seat 0 on); bets, status: per seat.
    """
    s = bytearray(rules.STATE_SIZE)
    for i in range(4):
        s[i] = (seed >> (8 * i)) & 0xFF
    prng.seed(s, 4, seed)
    s[rules._P_PLAYERS] = players
    s[rules._P_START] = start
    s[rules._P_DEALS] = rounds * players
    s[rules._P_FLAGS] = flags
    s[rules._P_PHASE] = phase
    s[rules._P_DEALER] = dealer
    s[rules._P_DEAL_NO] = deal_no
    if turn is None:
        turn = dealer if phase == rules._PH_EXCHANGE else (dealer + 1) % players
    s[rules._P_TURN] = turn
    if chips is None:
        chips = [start] * players
        owed = sum(comps)
        p = 0
        while owed:
            chips[p % players] -= 1
            owed -= 1
            p += 1
    for p in range(players):
        s[rules._P_CHIPS + 2 * p] = chips[p] & 0xFF
        s[rules._P_CHIPS + 2 * p + 1] = chips[p] >> 8
    for k in range(6):
        s[rules._P_COMP + 2 * k] = comps[k] & 0xFF
        s[rules._P_COMP + 2 * k + 1] = comps[k] >> 8
    bets = bets or [0] * players
    for p in range(players):
        s[rules._P_BET + 2 * p] = bets[p] & 0xFF
        s[rules._P_BET + 2 * p + 1] = bets[p] >> 8
    cur = max(bets)
    s[rules._P_CUR_BET] = cur & 0xFF
    s[rules._P_CUR_BET + 1] = cur >> 8
    if status is None:
        status = [rules._ST_WAIT if phase <= rules._PH_BET else rules._ST_AWAY] * players
    for p in range(players):
        s[rules._P_STATUS + p] = status[p]
    placed = {}

    def place(c, zone, where):
        if c in placed:
            raise ValueError("card %s placed twice: %s and %s" % (card_name(c), placed[c], where))
        if not rules.in_pack(players, c):
            raise ValueError("card %s is not in the pack" % card_name(c))
        placed[c] = where
        s[rules._P_LOC + c] = zone

    for c in range(rules._CARDS):
        if not rules.in_pack(players, c):
            s[rules._P_LOC + c] = rules._Z_OUT
        elif flags & rules._F_V1 and v1_removed(players, c):
            place(c, rules._Z_REMOVED, "removed")
    for p, names in enumerate(hands):
        hand = cards(names)
        for c in hand:
            place(c, rules._Z_HAND + p, "hand %d" % p)
        s[rules._P_HAND_N + p] = len(hand)
    for c in cards(played):
        place(c, rules._Z_PLAYED, "played")
    if discard is not None:
        if turned is None or placed.get(card(turned)) != "hand %d" % dealer:
            raise ValueError("a discard needs the turned card in the dealer's hand")
        place(card(discard), rules._Z_DISCARD, "discard")
    elif turned is not None:
        place(card(turned), rules._Z_TURNED, "turned")
    else:
        for c in range(rules._CARDS):
            if c not in placed and rules.in_pack(players, c) and rules.pay_comp(s, c) == rules._NONE:
                place(c, rules._Z_TURNED, "turned")
                break
    for c in cards(talon):
        place(c, rules._Z_TALON, "talon")
    free = [c for c in range(rules._CARDS) if c not in placed and rules.in_pack(players, c)]
    in_hands = sum(s[rules._P_HAND_N + p] for p in range(players))
    short = players * rules.DEAL_SIZE[players - 3] - in_hands - len(cards(played))
    for c in sorted(free, reverse=True)[:max(0, short)]:
        place(c, rules._Z_PLAYED, "filler")
    for c in free:
        if c not in placed:
            place(c, rules._Z_TALON, "talon")
    for p in shown:
        s[rules._P_SHOWN + (p >> 3)] |= 1 << (p & 7)
    s[rules._P_LAST_CARD] = rules._NONE if last is None else card(last)
    s[rules._P_SEQ_START] = rules._NONE if seq_start is None else card(seq_start)
    s[rules._P_R_WINNER] = rules._NONE if winner is None else winner
    s[rules._P_R_BOG] = rules._NONE
    for k in range(5):
        s[rules._P_R_STRAND + 3 * k] = rules._NONE
    if check:
        rules.check(s)
    return s


def legal(s):
    """The legal actions as a list."""
    buf = [0] * rules.MAX_LEGAL
    return buf[:rules.legal_actions(s, buf)]


def chips_of(s):
    """Chips per seat as a list."""
    return [rules.chips(s, p) for p in range(s[rules._P_PLAYERS])]


def comps_of(s):
    """Chips per compartment as a list."""
    return [rules.comp(s, k) for k in range(6)]
