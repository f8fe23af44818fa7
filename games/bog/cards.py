"""The 18 BOG frog cards: route and formation of each."""

# RECONSTRUCTION (docs/sources.md, BOG): the published cards were not found, so these values are
# invented to the design rules given there. Replace this table, nothing else, when the real cards are
# known.
#
# Pads are numbered from the card owner's seat: index = row * 3 + column, row 0 is the owner's
# nearest row ("1"), column 0 is the owner's left column ("A").
#
#       far    A3 B3 C3     6 7 8
#              A2 B2 C2     3 4 5
#       near   A1 B1 C1     0 1 2
#              (owner's shore)

CARD_COUNT = 18

# Route per card: start pad, then 3 stops (4 bytes per card).
ROUTES = bytes((
    0, 3, 6, 7,   # 1  A1 > A2 > A3 > B3
    2, 5, 8, 7,   # 2  C1 > C2 > C3 > B3
    0, 4, 8, 7,   # 3  A1 > B2 > C3 > B3
    2, 4, 6, 7,   # 4  C1 > B2 > A3 > B3
    0, 1, 5, 8,   # 5  A1 > B1 > C2 > C3
    2, 1, 3, 6,   # 6  C1 > B1 > A2 > A3
    0, 3, 4, 8,   # 7  A1 > A2 > B2 > C3
    2, 5, 4, 6,   # 8  C1 > C2 > B2 > A3
    0, 4, 7, 6,   # 9  A1 > B2 > B3 > A3
    2, 4, 7, 8,   # 10 C1 > B2 > B3 > C3
    0, 3, 7, 8,   # 11 A1 > A2 > B3 > C3
    2, 5, 7, 6,   # 12 C1 > C2 > B3 > A3
    1, 4, 7, 6,   # 13 B1 > B2 > B3 > A3
    1, 4, 7, 8,   # 14 B1 > B2 > B3 > C3
    1, 3, 6, 7,   # 15 B1 > A2 > A3 > B3
    1, 5, 8, 7,   # 16 B1 > C2 > C3 > B3
    1, 3, 4, 8,   # 17 B1 > A2 > B2 > C3
    1, 5, 4, 6,   # 18 B1 > C2 > B2 > A3
))

# Formation per card: the 3 pads it counts frogs on (3 bytes per card).
FORMATIONS = bytes((
    1, 2, 3,   # 1  B1 C1 A2
    0, 1, 5,   # 2  A1 B1 C2
    0, 3, 6,   # 3  A1 A2 A3
    2, 5, 8,   # 4  C1 C2 C3
    4, 6, 7,   # 5  B2 A3 B3
    4, 7, 8,   # 6  B2 B3 C3
    2, 5, 7,   # 7  C1 C2 B3
    0, 3, 7,   # 8  A1 A2 B3
    1, 5, 8,   # 9  B1 C2 C3
    1, 3, 6,   # 10 B1 A2 A3
    0, 1, 3,   # 11 A1 B1 A2
    1, 2, 5,   # 12 B1 C1 C2
    2, 4, 8,   # 13 C1 B2 C3
    0, 4, 6,   # 14 A1 B2 A3
    5, 6, 7,   # 15 C2 A3 B3
    3, 7, 8,   # 16 A2 B3 C3
    0, 2, 4,   # 17 A1 C1 B2
    4, 6, 8,   # 18 B2 A3 C3
))
