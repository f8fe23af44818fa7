"""The 78 Bunny Boom cards: colour, family, value, on-play effect, wave mark, river effect, passage.

RECONSTRUCTION (../shared/reference/cardgames-data.md section 1 and README "Bunny Boom"): the per-card
mix is not published. This table is invented to the known counts (39 purple, 39 orange, 6 families,
values 1-4) and uses every effect of the rulebook. Replace this table, nothing else, when the real
cards are known. Ids 0-38 are purple (the 2-player deck), 39-77 orange (added at 3-4 players).

Columns: id, colour (P purple, O orange), family (A-F, M Mayor, J Joker: no family), value in
rabbits, on-play effect, wave mark (~: apply a river effect after moving), river effect, passage.
On-play effects: BB Bunny Boom, MEGA Mega Bunny Boom, RBB River Bunny Boom, CARROT pull a pawn,
GIVE 1 rabbit to each other villager, SKIP skip a card while moving, CENTRE back to the centre,
PLUS +1 rabbit and a river effect, MINUS -1 rabbit and a river effect, RENEW new river, IGNORE
ignore family constraints, FOX (Fox variant only), BURROW (Burrow variant only), - none.
River effects: PLACE 2 rabbits to village cards, GIVE 1 rabbit to each villager, SWAP a card with
a random card of a villager, DOWN a face-down card in front of a villager, PASS draw then pass hands
to the right, BOOM Bunny Boom, - none.
"""

TABLE = """
 0 P D 3 IGNORE ~ GIVE  +3
 1 P B 2 MINUS  . GIVE  +3
 2 P C 2 GIVE   . GIVE  +1
 3 P A 2 RBB    . PASS  +2
 4 P C 1 IGNORE ~ PLACE +2
 5 P F 1 RENEW  . DOWN  +3
 6 P A 3 CARROT . -     +3
 7 P E 2 PLUS   . PASS  +2
 8 P D 1 SKIP   ~ PLACE +1
 9 P A 3 GIVE   ~ SWAP  +1
10 P E 2 RENEW  . -     +1
11 P F 1 PLUS   . BOOM  +2
12 P C 2 BURROW ~ SWAP  +2
13 P F 2 SKIP   . BOOM  +2
14 P D 2 BB     . BOOM  +1
15 P E 3 CENTRE ~ SWAP  +2
16 P B 2 IGNORE ~ -     +1
17 P D 3 CARROT . GIVE  +1
18 P C 1 PLUS   . DOWN  +1
19 P B 3 BURROW . BOOM  +3
20 P E 4 GIVE   . -     +2
21 P C 3 BB     . DOWN  +1
22 P E 3 FOX    . PLACE +1
23 P F 3 RBB    . DOWN  +1
24 P A 2 SKIP   . PLACE +1
25 P B 3 BB     . SWAP  +2
26 P A 2 CENTRE . SWAP  +1
27 P C 3 GIVE   . -     +3
28 P F 2 FOX    ~ GIVE  +1
29 P A 3 SKIP   ~ PASS  +1
30 P D 4 MINUS  . PLACE +2
31 P F 4 MEGA   . BOOM  +1
32 P B 4 BB     . -     +3
33 P B 3 MINUS  . GIVE  +3
34 P E 4 CARROT . PLACE +1
35 P D 4 CENTRE . DOWN  +2
36 P M 2 -      . -     +1
37 P M 3 -      . -     +2
38 P J 4 -      . -     +1
39 O C 2 FOX    . GIVE  +1
40 O C 4 MINUS  . SWAP  +1
41 O D 2 MINUS  . BOOM  +1
42 O D 2 BURROW . PASS  +1
43 O C 3 CARROT ~ -     +1
44 O A 2 SKIP   . DOWN  +1
45 O B 1 IGNORE ~ PLACE +1
46 O C 3 CARROT . -     +2
47 O A 2 RENEW  . GIVE  +2
48 O D 4 CENTRE ~ PLACE +3
49 O A 2 SKIP   . -     +2
50 O E 3 BURROW ~ GIVE  +2
51 O B 4 CARROT ~ DOWN  +3
52 O B 1 PLUS   . PLACE +1
53 O F 4 GIVE   . PLACE +2
54 O C 3 BB     . PLACE +1
55 O B 1 PLUS   . DOWN  +1
56 O F 3 GIVE   ~ DOWN  +2
57 O E 2 PLUS   . -     +3
58 O F 3 SKIP   . BOOM  +3
59 O E 3 IGNORE . DOWN  +2
60 O B 2 CENTRE ~ GIVE  +1
61 O A 2 BB     . PASS  +3
62 O E 1 RENEW  . BOOM  +2
63 O D 3 BB     . GIVE  +1
64 O E 3 CENTRE . BOOM  +1
65 O D 2 GIVE   . PLACE +2
66 O C 3 FOX    . PASS  +2
67 O F 2 RBB    . GIVE  +1
68 O E 1 SKIP   . -     +3
69 O F 3 RBB    . SWAP  +3
70 O A 4 MEGA   . -     +3
71 O D 3 GIVE   . SWAP  +1
72 O F 4 BB     ~ BOOM  +2
73 O B 3 MINUS  . SWAP  +1
74 O A 2 IGNORE ~ SWAP  +1
75 O M 2 -      . -     +1
76 O M 3 -      . -     +2
77 O J 4 -      . -     +1
"""

CARD_COUNT = 78
PURPLE_COUNT = 39
MAYOR = 6
JOKER = 7
FAMILY_LETTERS = "ABCDEFMJ"
EFFECT_CODES = ("-", "BB", "MEGA", "RBB", "CARROT", "GIVE", "SKIP", "CENTRE", "PLUS", "MINUS", "RENEW",
                "IGNORE", "BURROW", "FOX")
RIVER_CODES = ("-", "PLACE", "GIVE", "SWAP", "DOWN", "PASS", "BOOM")


def _columns(table):
    """Parse the table into five bytes columns (run once at import)."""
    fam = bytearray(CARD_COUNT)
    val = bytearray(CARD_COUNT)
    eff = bytearray(CARD_COUNT)
    riv = bytearray(CARD_COUNT)
    pas = bytearray(CARD_COUNT)
    n = 0
    for line in table.split("\n"):
        f = line.split()
        if not f:
            continue
        c = int(f[0])
        if c != n or f[1] != ("P" if c < PURPLE_COUNT else "O"):
            raise ValueError("card table row %d" % n)
        fam[c] = FAMILY_LETTERS.index(f[2])
        val[c] = int(f[3])
        eff[c] = EFFECT_CODES.index(f[4]) | (0x80 if f[5] == "~" else 0)
        riv[c] = RIVER_CODES.index(f[6])
        pas[c] = int(f[7])
        n += 1
    if n != CARD_COUNT:
        raise ValueError("card table has %d rows" % n)
    return bytes(fam), bytes(val), bytes(eff), bytes(riv), bytes(pas)


# FAMILY: 0-5, MAYOR or JOKER; VALUE: 1-4; EFFECT: E_* of rules.py, | 0x80 for the wave mark;
# RIVER: R_* of rules.py; PASSAGE: 1-3 rabbits
FAMILY, VALUE, EFFECT, RIVER, PASSAGE = _columns(TABLE)
del TABLE
