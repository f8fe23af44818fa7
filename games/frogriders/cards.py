"""Frogriders card data: 24 privilege cards, 6 double-sided common objectives, 10 secret objectives."""

# RECONSTRUCTION (docs/sources.md, Frogriders): the card texts, counts and trophy values were not
# published. The kinds follow the rulebook; the copies and values are the reconstruction's (and the
# rulebook's two flower cards). Replace these tables, nothing else, when the real cards are known.
#
# Frog colours everywhere: 0 yellow, 1 red, 2 blue, 3 brown.

from micropython import const

PRIV_COUNT = const(24)
COMMON_COUNT = const(6)
SECRET_COUNT = const(10)

# privilege card kinds
K_TQ_YELLOW = const(0)  # turquoise: +2 yellow frogs for objectives, -2 trophies
K_TQ_RED = const(1)
K_TQ_BLUE = const(2)
K_DIAG = const(3)  # orange: diagonal jump
K_LJUMP = const(4)  # orange: L-shaped jump
K_RUNUP = const(5)  # orange: run-up before a straight jump
K_PLAIN = const(6)  # no ability, trophies only
K_EITHER = const(7)  # purple: capture the jumped or the jumping frog
K_FLOWER = const(8)  # purple: +1 trophy when the jumper lands on a flower
K_G_BROWN = const(9)  # green: 1 per brown frog
K_G_PAIRS = const(10)  # green: 2 per pair of privilege cards
K_G_FROGCARD = const(11)  # green: 1 per (frog, privilege card) pair
K_B_FEWCARDS = const(12)  # blue: strictly fewest privilege cards +5
K_B_FEWFROGS = const(13)  # blue: strictly fewest frogs +5
K_B_FEWFROGS3 = const(14)  # blue: strictly fewest frogs +3 (the rulebook's "+5/+3": two printings)
KIND_COUNT = const(15)

# kind of each of the 24 cards (RECON copies: 2,2,2 / 2,2,2 / 2 / 1,2 / 2,1,1 / 1,1,1). The flower card
# appears twice: the rulebook scores "1 Trophée pour chacune" when a player owns more than one, and the
# flower back speaks of "une ou plusieurs cartes Privilège fleur". The second flower took the place of
# the reconstruction's second Either card (card 15): both purple counts were RECON, so purple keeps 3
# cards.
PRIV_KIND = bytes((0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 8, 9, 9, 10, 11, 12, 13, 14))

# trophies printed at the bottom of each kind, scored at the end (RECON values)
KIND_TROPHIES = (-2, -2, -2, 2, 2, 3, 4, 1, 0, 0, 0, 0, 0, 0, 0)

KIND_NAMES = ("+2 yellow", "+2 red", "+2 blue", "Diagonal", "L-jump", "Run-up", "4 trophies", "Either",
              "Flower", "+1 a brown", "+2 a pair", "frog+card", "Few cards", "Few frog+5", "Few frog+3")

# Objective cards: 5 bytes each: frogs needed per colour (yellow, red, blue, brown), trophies per set.
# A row with needs 0,0,0,0 and value v is "v trophies per 5 frogs of any colours".
SECRETS = bytes((
    2, 0, 0, 0, 6,
    0, 2, 0, 0, 5,
    0, 0, 2, 0, 4,
    1, 1, 1, 0, 7,
    1, 1, 0, 1, 6,
    1, 0, 1, 1, 5,
    0, 1, 1, 1, 5,
    1, 0, 0, 2, 5,
    0, 0, 0, 3, 3,
    1, 1, 1, 1, 8,
))

COMMON_FRONTS = bytes((
    1, 1, 0, 0, 3,
    0, 1, 1, 0, 3,
    0, 1, 0, 1, 2,
    1, 0, 0, 1, 2,
    0, 0, 1, 1, 2,
    0, 0, 0, 0, 5,  # 5 trophies per group of 5 frogs of any colours (rulebook example)
))

ANY_SET = const(5)  # frogs in one "any colours" set

# common objective backs
BK_SUM = const(0)  # most frogs of two colours together: 6, tie 3 each
BK_BROWN = const(1)  # most brown frogs: 6, tie 3 each
BK_CARDS = const(2)  # most privilege cards: 4, tie 2 each
BK_FLOWER = const(3)  # everyone landing on a flower gets +1 at once
# per common card: back kind, first colour, second colour (colours only for BK_SUM)
COMMON_BACKS = bytes((
    0, 0, 1,
    0, 1, 2,
    1, 0, 0,
    2, 0, 0,
    3, 0, 0,
    0, 2, 0,
))
