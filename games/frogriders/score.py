"""Frogriders final count: secret, commons, brown frogs, privilege cards; winners, score sheet, outcome."""

# The rulebook's order: secret objective, the two common objectives, brown frogs, privilege cards (plus
# the flower trophies scored during play). Imported by rules.py once the game is over, so it costs no
# heap during play. Offsets: rules.py's layout, same names and values.
# A CPU seat's evaluation counts trophies with these on top of its search, on the badge's small fixed stack of
# Python frames (the pystack): the helpers stay shallow (loops written out, no list comprehensions, which
# MicroPython runs as a frame of their own).

import lang
from micropython import const

from games.frogriders.cards import (
    ANY_SET,
    BK_BROWN,
    BK_CARDS,
    BK_SUM,
    COMMON_BACKS,
    COMMON_FRONTS,
    K_B_FEWCARDS,
    K_B_FEWFROGS,
    K_B_FEWFROGS3,
    K_G_BROWN,
    K_G_FROGCARD,
    K_G_PAIRS,
    K_TQ_BLUE,
    K_TQ_RED,
    K_TQ_YELLOW,
    KIND_TROPHIES,
    PRIV_COUNT,
    PRIV_KIND,
    SECRETS,
)
from games.frogriders.core import kept_secret

# consts.txt, written by tools/consts.py: edit games/frogriders/consts.txt and run the tool, not these lines
_P_PLAYERS = const(8)
_P_EXTRA = const(13)
_P_ENDER = const(14)
_P_CAPT = const(75)
_P_FLOWERS = const(95)
_P_PRIV = const(99)
_P_COMMON = const(162)
_BROWN = const(3)
_BACK = const(0x80)
_L_OWN = const(2)
# end of consts.txt
_TQ_KIND = bytes((K_TQ_YELLOW, K_TQ_RED, K_TQ_BLUE))  # the turquoise kind of each objective colour but brown


def card_count(s, seat):
    """Privilege cards a seat owns."""
    n = 0
    zone = _L_OWN + seat
    for c in range(PRIV_COUNT):
        if s[_P_PRIV + c] == zone:
            n += 1
    return n


def frogs(s, seat):
    """Captured frogs of a seat (extra frogs not counted)."""
    base = _P_CAPT + 4 * seat
    return s[base] + s[base + 1] + s[base + 2] + s[base + 3]


def objective_frogs(s, seat, col):
    """Frogs of a colour counting for objectives: captured plus 2 per turquoise card of that colour."""
    n = s[_P_CAPT + 4 * seat + col]
    if col != _BROWN:
        zone = _L_OWN + seat
        for c in range(PRIV_COUNT):
            if s[_P_PRIV + c] == zone and PRIV_KIND[c] == _TQ_KIND[col]:
                n += 2
    return n


def sets_score(s, seat, table, card):
    """Trophies of a set objective (secret card or common front) for a seat."""
    base = card * 5
    sets = 99
    total = 0
    for col in range(4):
        have = s[_P_CAPT + 4 * seat + col]  # objective_frogs() written out: a frame less
        if col != _BROWN:
            for c in range(PRIV_COUNT):
                if s[_P_PRIV + c] == _L_OWN + seat and PRIV_KIND[c] == _TQ_KIND[col]:
                    have += 2
        total += have
        need = table[base + col]
        if need:
            sets = min(sets, have // need)
    if sets == 99:  # any colours
        sets = total // ANY_SET
    return sets * table[base + 4]


def _majority(values, players, seat, win, tie):
    """win for the single highest value, tie for each of several highest; 0 with nothing."""
    best = max(values[i] for i in range(players))
    if best == 0 or values[seat] != best:
        return 0
    count = sum(1 for i in range(players) if values[i] == best)
    return win if count == 1 else tie


def common_score(s, seat, i):
    """Trophies of common objective i (0 or 1) for a seat."""
    card = s[_P_COMMON + i]
    if not card & _BACK:
        return sets_score(s, seat, COMMON_FRONTS, card)
    card = 3 * (card & 0x7F)
    kind = COMMON_BACKS[card]
    if kind != BK_SUM and kind != BK_BROWN and kind != BK_CARDS:
        return 0  # BK_FLOWER scores during play
    vals = []
    for p in range(s[_P_PLAYERS]):
        if kind == BK_SUM:
            vals.append(objective_frogs(s, p, COMMON_BACKS[card + 1]) + objective_frogs(s, p, COMMON_BACKS[card + 2]))
        elif kind == BK_BROWN:
            vals.append(s[_P_CAPT + 4 * p + _BROWN])
        else:
            vals.append(card_count(s, p))
    if kind == BK_CARDS:
        return _majority(vals, s[_P_PLAYERS], seat, 4, 2)
    return _majority(vals, s[_P_PLAYERS], seat, 6, 3)


def _fewest(values, players, seat):
    """0 when seat has strictly the fewest (fewer than every other seat), else 1 or 2."""
    below = 0
    ties = 0
    for p in range(players):
        if p != seat:
            if values[p] < values[seat]:
                below += 1
            elif values[p] == values[seat]:
                ties += 1
    if ties:
        return 2
    return min(below, 2)


def privilege_lines(s, seat):
    """(printed trophies, green trophies, blue trophies) of a seat's privilege cards."""
    players = s[_P_PLAYERS]
    printed = green = blue = 0
    cards = card_count(s, seat)
    mine = frogs(s, seat)
    card_counts = []
    frog_counts = []
    for p in range(players):
        card_counts.append(card_count(s, p))
        frog_counts.append(frogs(s, p))
    for c in range(PRIV_COUNT):
        if s[_P_PRIV + c] != _L_OWN + seat:
            continue
        kind = PRIV_KIND[c]
        printed += KIND_TROPHIES[kind]
        if kind == K_G_BROWN:
            green += s[_P_CAPT + 4 * seat + _BROWN]
        elif kind == K_G_PAIRS:
            green += 2 * (cards // 2)
        elif kind == K_G_FROGCARD:
            green += min(mine, cards)
        elif kind == K_B_FEWCARDS:
            if _fewest(card_counts, players, seat) == 0:
                blue += 5
        elif kind == K_B_FEWFROGS or kind == K_B_FEWFROGS3:
            if _fewest(frog_counts, players, seat) == 0:
                blue += 5 if kind == K_B_FEWFROGS else 3
    return printed, green, blue


def score_lines(s, seat):
    """(flowers, secret, common 1, common 2, brown, privilege) trophies of a seat."""
    secret = kept_secret(s, seat)
    printed, green, blue = privilege_lines(s, seat)
    return (s[_P_FLOWERS + seat], sets_score(s, seat, SECRETS, secret) if secret >= 0 else 0,
            common_score(s, seat, 0), common_score(s, seat, 1), s[_P_CAPT + 4 * seat + _BROWN],
            printed + green + blue)


def totals(s):
    """Final trophies per seat."""
    return tuple(sum(score_lines(s, p)) for p in range(s[_P_PLAYERS]))


def winners(s):
    """Most trophies, then most captured frogs; still tied, a shared victory. Empty while playing."""
    players = s[_P_PLAYERS]
    final = tuple(sum(score_lines(s, p)) for p in range(players))  # totals() written out: a frame less
    best = max((final[p], frogs(s, p)) for p in range(players))
    return tuple(p for p in range(players) if (final[p], frogs(s, p)) == best)


def outcome_text(s):
    """Why the game ended (after how a tie was settled, if one was), a short sentence a line."""
    # the score sheet shows the first line under the winners: each sentence fits its 26 columns
    w = winners(s)
    final = totals(s)
    text = lang.tr("P%d could not jump.") % (s[_P_ENDER] + 1)
    if s[_P_EXTRA]:  # a red frog sent with no jump to follow
        text = lang.tr("P%d sent red, no jump left.") % (s[_P_ENDER] + 1)
    if len(w) > 1:
        return lang.tr("Tied trophies and frogs.\n%s") % text
    tied = [p for p in range(s[_P_PLAYERS]) if final[p] == final[w[0]]]
    if len(tied) > 1:
        return lang.tr("Tie broken by most frogs.\n%s") % text
    return text


def score_sheet(s):
    """Rows of (label, trophies per seat) for the end-of-game score sheet; labels in the chosen language."""
    # the sheet shortens and glues the labels: they go through lang.tr here
    players = s[_P_PLAYERS]
    lines = [score_lines(s, p) for p in range(players)]
    rows = []
    for k, label in enumerate(("Flowers", "Secret obj", "Common 1", "Common 2", "Brown frogs")):
        rows.append((lang.tr(label), tuple(lines[p][k] for p in range(players))))
    cards = [privilege_lines(s, p) for p in range(players)]  # (printed incl. turquoise -2, green, blue)
    for k, label in enumerate(("Card points", "Green combo", "Blue fewest")):
        rows.append((lang.tr(label), tuple(cards[p][k] for p in range(players))))
    rows.append((lang.tr("Total"), tuple(sum(lines[p]) for p in range(players))))
    return rows
