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


def _scramble_lebog(rules, s, seat, rnd):
    """Deal the cards hidden from seat (talon, other unshown hands but the turned card the dealer took, the
    discard but to the dealer) anew
    among those places, keeping every count; new seed and PRNG bytes."""
    t = bytearray(s)
    dealer = t[rules._P_DEALER]
    loc, talon, discard, hand = rules._P_LOC, rules._Z_TALON, rules._Z_DISCARD, rules._Z_HAND
    hidden_zones = {talon} | ({discard} if seat != dealer else set())
    hidden_zones |= {z for z in set(t[loc:loc + 52]) if z >= hand and z != hand + seat and not rules.shown(t, z - hand)}
    taken = t[rules._P_TAKEN] - 1  # the turned card the dealer took: every seat saw it
    places = [(c, z) for c, z in enumerate(t[loc:loc + 52]) if z in hidden_zones and c != taken]
    zones = [z for _c, z in places]
    rnd.shuffle(zones)
    for (c, _z), z in zip(places, zones, strict=True):
        t[rules._P_LOC + c] = z
    for i in range(8):  # seed and PRNG
        t[i] = rnd.randrange(256)
    return t


def _scramble_frogriders(rules, s, seat, rnd):
    """Shuffle the privilege deck order and the secret objectives hidden from seat among their places;
    new seed and PRNG bytes."""
    t = bytearray(s)
    deck = [t[rules.P_DECK + i] for i in range(t[rules.P_DECK_N])]
    rnd.shuffle(deck)
    for i, c in enumerate(deck):
        t[rules.P_DECK + i] = c
    v = rules.view(s, seat)
    hidden = [c for c in range(10) if v[rules.P_SECRET + c] == rules.S_HIDDEN]
    places = [t[rules.P_SECRET + c] for c in hidden]
    rnd.shuffle(places)
    for c, z in zip(hidden, places, strict=True):
        t[rules.P_SECRET + c] = z
    for i in range(8):  # seed and PRNG
        t[i] = rnd.randrange(256)
    return t


def _scramble_bunnyboom(rules, s, seat, rnd):
    """Deal the deck, the other hands (but the cards seat knows there) and every face-down card anew among those
    places; new PRNG bytes."""
    t = bytearray(s)
    mine = rules.Z_HAND + seat
    places = [(c, z) for c, z in enumerate(t[rules.P_LOC:rules.P_LOC + 78])
              if (z == rules._Z_DECK or (rules.Z_HAND <= z < rules._Z_DOWN + 4 and z != mine))
              and not rules.known(t, c) >> seat & 1]
    zones = [z for _c, z in places]
    rnd.shuffle(zones)
    for (c, _z), z in zip(places, zones, strict=True):
        t[rules.P_LOC + c] = z
    for i in range(8):  # seed and PRNG
        t[i] = rnd.randrange(256)
    return t


def _scramble_boussanga(rules, s, seat, rnd):
    """Every card is face up: only the deck order and the PRNG are hidden."""
    t = bytearray(s)
    deck = [t[rules._P_DECK + i] for i in range(t[rules._P_DECK_N])]
    rnd.shuffle(deck)
    for i, c in enumerate(deck):
        t[rules._P_DECK + i] = c
    for i in range(8):  # seed and PRNG
        t[i] = rnd.randrange(256)
    return t


SCRAMBLERS = {"bog": _scramble_bog, "lebog": _scramble_lebog, "frogriders": _scramble_frogriders,
              "bunnyboom": _scramble_bunnyboom, "boussanga": _scramble_boussanga}


def scramble(game_id, rules, s, seat, seed=0):
    """A state equal to s in everything seat may see."""
    return SCRAMBLERS[game_id](rules, s, seat, random.Random(seed))
