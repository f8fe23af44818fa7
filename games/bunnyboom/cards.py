"""The 78 Bunny Boom cards, a RECONSTRUCTION: see the comments."""

# The 78 Bunny Boom cards: colour, family, value, on-play effect, wave mark, river effect, passage.
#
# RECONSTRUCTION (docs/sources.md, Bunny Boom): the per-card mix is not published. This table is
# invented to the known counts (39 purple, 39 orange, 6 families, values 1-4) and uses every effect of
# the rulebook. Replace this table, nothing else, when the real
# cards are known. Ids 0-38 are purple (the 2-player deck), 39-77 orange (added at 3-4 players).
#
# Each row of CARDS is 5 bytes: family, value, effect | 0x80 for the wave, river effect, passage; its
# comment is the same card in words. Columns of the comments: id, colour (P purple, O orange), family
# (A-F, M Mayor, J Joker: no family), value in rabbits, on-play effect, wave mark (~: apply a river
# effect after moving), river effect, passage.
# On-play effects: BB Bunny Boom, MEGA Mega Bunny Boom, RBB River Bunny Boom, CARROT pull a pawn,
# GIVE 1 rabbit to each other villager, SKIP skip a card while moving, CENTRE back to the centre,
# PLUS +1 rabbit and a river effect, MINUS -1 rabbit and a river effect, RENEW new river, IGNORE
# ignore family constraints, FOX (Fox variant only), BURROW (Burrow variant only), - none.
# River effects: PLACE 2 rabbits to village cards, GIVE 1 rabbit to each villager, SWAP a card with
# a random card of a villager, DOWN a face-down card in front of a villager, PASS draw then pass hands
# to the right, BOOM Bunny Boom, - none.


CARD_COUNT = 78
PURPLE_COUNT = 39
MAYOR = 6
JOKER = 7
# id colour family value effect wave river passage
CARDS = (
    b"\x03\x03\x8b\x02\x03"  # 0 P D 3 IGNORE ~ GIVE  +3
    b"\x01\x02\x09\x02\x03"  # 1 P B 2 MINUS  . GIVE  +3
    b"\x02\x02\x05\x02\x01"  # 2 P C 2 GIVE   . GIVE  +1
    b"\x00\x02\x03\x05\x02"  # 3 P A 2 RBB    . PASS  +2
    b"\x02\x01\x8b\x01\x02"  # 4 P C 1 IGNORE ~ PLACE +2
    b"\x05\x01\x0a\x04\x03"  # 5 P F 1 RENEW  . DOWN  +3
    b"\x00\x03\x04\x00\x03"  # 6 P A 3 CARROT . -     +3
    b"\x04\x02\x08\x05\x02"  # 7 P E 2 PLUS   . PASS  +2
    b"\x03\x01\x86\x01\x01"  # 8 P D 1 SKIP   ~ PLACE +1
    b"\x00\x03\x85\x03\x01"  # 9 P A 3 GIVE   ~ SWAP  +1
    b"\x04\x02\x0a\x00\x01"  # 10 P E 2 RENEW  . -     +1
    b"\x05\x01\x08\x06\x02"  # 11 P F 1 PLUS   . BOOM  +2
    b"\x02\x02\x8c\x03\x02"  # 12 P C 2 BURROW ~ SWAP  +2
    b"\x05\x02\x06\x06\x02"  # 13 P F 2 SKIP   . BOOM  +2
    b"\x03\x02\x01\x06\x01"  # 14 P D 2 BB     . BOOM  +1
    b"\x04\x03\x87\x03\x02"  # 15 P E 3 CENTRE ~ SWAP  +2
    b"\x01\x02\x8b\x00\x01"  # 16 P B 2 IGNORE ~ -     +1
    b"\x03\x03\x04\x02\x01"  # 17 P D 3 CARROT . GIVE  +1
    b"\x02\x01\x08\x04\x01"  # 18 P C 1 PLUS   . DOWN  +1
    b"\x01\x03\x0c\x06\x03"  # 19 P B 3 BURROW . BOOM  +3
    b"\x04\x04\x05\x00\x02"  # 20 P E 4 GIVE   . -     +2
    b"\x02\x03\x01\x04\x01"  # 21 P C 3 BB     . DOWN  +1
    b"\x04\x03\x0d\x01\x01"  # 22 P E 3 FOX    . PLACE +1
    b"\x05\x03\x03\x04\x01"  # 23 P F 3 RBB    . DOWN  +1
    b"\x00\x02\x06\x01\x01"  # 24 P A 2 SKIP   . PLACE +1
    b"\x01\x03\x01\x03\x02"  # 25 P B 3 BB     . SWAP  +2
    b"\x00\x02\x07\x03\x01"  # 26 P A 2 CENTRE . SWAP  +1
    b"\x02\x03\x05\x00\x03"  # 27 P C 3 GIVE   . -     +3
    b"\x05\x02\x8d\x02\x01"  # 28 P F 2 FOX    ~ GIVE  +1
    b"\x00\x03\x86\x05\x01"  # 29 P A 3 SKIP   ~ PASS  +1
    b"\x03\x04\x09\x01\x02"  # 30 P D 4 MINUS  . PLACE +2
    b"\x05\x04\x02\x06\x01"  # 31 P F 4 MEGA   . BOOM  +1
    b"\x01\x04\x01\x00\x03"  # 32 P B 4 BB     . -     +3
    b"\x01\x03\x09\x02\x03"  # 33 P B 3 MINUS  . GIVE  +3
    b"\x04\x04\x04\x01\x01"  # 34 P E 4 CARROT . PLACE +1
    b"\x03\x04\x07\x04\x02"  # 35 P D 4 CENTRE . DOWN  +2
    b"\x06\x02\x00\x00\x01"  # 36 P M 2 -      . -     +1
    b"\x06\x03\x00\x00\x02"  # 37 P M 3 -      . -     +2
    b"\x07\x04\x00\x00\x01"  # 38 P J 4 -      . -     +1
    b"\x02\x02\x0d\x02\x01"  # 39 O C 2 FOX    . GIVE  +1
    b"\x02\x04\x09\x03\x01"  # 40 O C 4 MINUS  . SWAP  +1
    b"\x03\x02\x09\x06\x01"  # 41 O D 2 MINUS  . BOOM  +1
    b"\x03\x02\x0c\x05\x01"  # 42 O D 2 BURROW . PASS  +1
    b"\x02\x03\x84\x00\x01"  # 43 O C 3 CARROT ~ -     +1
    b"\x00\x02\x06\x04\x01"  # 44 O A 2 SKIP   . DOWN  +1
    b"\x01\x01\x8b\x01\x01"  # 45 O B 1 IGNORE ~ PLACE +1
    b"\x02\x03\x04\x00\x02"  # 46 O C 3 CARROT . -     +2
    b"\x00\x02\x0a\x02\x02"  # 47 O A 2 RENEW  . GIVE  +2
    b"\x03\x04\x87\x01\x03"  # 48 O D 4 CENTRE ~ PLACE +3
    b"\x00\x02\x06\x00\x02"  # 49 O A 2 SKIP   . -     +2
    b"\x04\x03\x8c\x02\x02"  # 50 O E 3 BURROW ~ GIVE  +2
    b"\x01\x04\x84\x04\x03"  # 51 O B 4 CARROT ~ DOWN  +3
    b"\x01\x01\x08\x01\x01"  # 52 O B 1 PLUS   . PLACE +1
    b"\x05\x04\x05\x01\x02"  # 53 O F 4 GIVE   . PLACE +2
    b"\x02\x03\x01\x01\x01"  # 54 O C 3 BB     . PLACE +1
    b"\x01\x01\x08\x04\x01"  # 55 O B 1 PLUS   . DOWN  +1
    b"\x05\x03\x85\x04\x02"  # 56 O F 3 GIVE   ~ DOWN  +2
    b"\x04\x02\x08\x00\x03"  # 57 O E 2 PLUS   . -     +3
    b"\x05\x03\x06\x06\x03"  # 58 O F 3 SKIP   . BOOM  +3
    b"\x04\x03\x0b\x04\x02"  # 59 O E 3 IGNORE . DOWN  +2
    b"\x01\x02\x87\x02\x01"  # 60 O B 2 CENTRE ~ GIVE  +1
    b"\x00\x02\x01\x05\x03"  # 61 O A 2 BB     . PASS  +3
    b"\x04\x01\x0a\x06\x02"  # 62 O E 1 RENEW  . BOOM  +2
    b"\x03\x03\x01\x02\x01"  # 63 O D 3 BB     . GIVE  +1
    b"\x04\x03\x07\x06\x01"  # 64 O E 3 CENTRE . BOOM  +1
    b"\x03\x02\x05\x01\x02"  # 65 O D 2 GIVE   . PLACE +2
    b"\x02\x03\x0d\x05\x02"  # 66 O C 3 FOX    . PASS  +2
    b"\x05\x02\x03\x02\x01"  # 67 O F 2 RBB    . GIVE  +1
    b"\x04\x01\x06\x00\x03"  # 68 O E 1 SKIP   . -     +3
    b"\x05\x03\x03\x03\x03"  # 69 O F 3 RBB    . SWAP  +3
    b"\x00\x04\x02\x00\x03"  # 70 O A 4 MEGA   . -     +3
    b"\x03\x03\x05\x03\x01"  # 71 O D 3 GIVE   . SWAP  +1
    b"\x05\x04\x81\x06\x02"  # 72 O F 4 BB     ~ BOOM  +2
    b"\x01\x03\x09\x03\x01"  # 73 O B 3 MINUS  . SWAP  +1
    b"\x00\x02\x8b\x03\x01"  # 74 O A 2 IGNORE ~ SWAP  +1
    b"\x06\x02\x00\x00\x01"  # 75 O M 2 -      . -     +1
    b"\x06\x03\x00\x00\x02"  # 76 O M 3 -      . -     +2
    b"\x07\x04\x00\x00\x01"  # 77 O J 4 -      . -     +1
)

