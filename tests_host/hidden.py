"""Per game: make another state with the same public information but different hidden information.

The random-play test checks view(s, seat) == view(scramble(s, seat), seat): what a seat sees must not
depend on anything hidden from it. Every registered game needs an entry here.
"""

import random


def _scramble_bog(rules, s, seat, rnd):
    """Deal the cards of the deck and of the other hand anew among those places; new PRNG bytes."""
    t = bytearray(s)
    other_hand = rules.Z_HAND + 1 - seat
    deck = [t[rules.P_DECK + i] for i in range(t[rules.P_DECK_N])]
    hand = [c for c in range(18) if t[rules.P_LOC + c] == other_hand]
    pool = deck + hand
    rnd.shuffle(pool)
    for i, c in enumerate(pool[:len(deck)]):
        t[rules.P_DECK + i] = c
        t[rules.P_LOC + c] = rules.Z_DECK
    for c in pool[len(deck):]:
        t[rules.P_LOC + c] = other_hand
    for i in range(8):  # seed and PRNG
        t[i] = rnd.randrange(256)
    return t


SCRAMBLERS = {"bog": _scramble_bog}


def scramble(game_id, rules, s, seat, seed=0):
    """A state equal to s in everything seat may see."""
    return SCRAMBLERS[game_id](rules, s, seat, random.Random(seed))
