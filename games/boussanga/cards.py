"""The 32 Boussanga combination cards: a pattern of 3 or 4 tokens on a 3x3 card (a reconstruction)."""

# RECONSTRUCTION (docs/sources.md, Boussanga): the published cards were not found, so these patterns
# are invented to the design rules given there. Replace this table, nothing else, when the real cards
# are known (then rewrite orient.py with tests_host/boussanga_build.py).
#
# One card is 9 bytes, rows top to bottom, columns left to right: 0 = no token, 1 Blue (water),
# 2 Green (earth), 3 Red (fire), 4 Yellow (air), as the board cells of rules.py.

CARD_COUNT = 32

# 1 GGY/.../...   2 RR./G../...   3 RY./..B/...   4 B.G/.G./...
# 5 B../.R./..Y   6 BRG/.../...   7 YG./Y../...   8 RG./..Y/...
# 9 R.R/.B./...  10 R../.Y./..G  11 RGG/.../...  12 GG./B../...
# 13 BR./..B/...  14 B.B/.R./...  15 B../.B./..G  16 GBY/.../...
# 17 RGR/G../...  18 BBG/.R./...  19 YB./YG./...  20 RG./B.R/...
# 21 GG./.BB/...  22 YB./.Y./..B  23 YB./..G/.B.  24 RG./..R/..B
# 25 G.G/.B./Y..  26 Y.B/.B./.G.  27 G../.BY/.G.  28 .B./R.G/.R.
# 29 RYB/R../...  30 GBR/.B./...  31 GB./GB./...  32 YG./G.B/...
PATTERNS = bytes((
    2, 2, 4, 0, 0, 0, 0, 0, 0,   # 1
    3, 3, 0, 2, 0, 0, 0, 0, 0,   # 2
    3, 4, 0, 0, 0, 1, 0, 0, 0,   # 3
    1, 0, 2, 0, 2, 0, 0, 0, 0,   # 4
    1, 0, 0, 0, 3, 0, 0, 0, 4,   # 5
    1, 3, 2, 0, 0, 0, 0, 0, 0,   # 6
    4, 2, 0, 4, 0, 0, 0, 0, 0,   # 7
    3, 2, 0, 0, 0, 4, 0, 0, 0,   # 8
    3, 0, 3, 0, 1, 0, 0, 0, 0,   # 9
    3, 0, 0, 0, 4, 0, 0, 0, 2,   # 10
    3, 2, 2, 0, 0, 0, 0, 0, 0,   # 11
    2, 2, 0, 1, 0, 0, 0, 0, 0,   # 12
    1, 3, 0, 0, 0, 1, 0, 0, 0,   # 13
    1, 0, 1, 0, 3, 0, 0, 0, 0,   # 14
    1, 0, 0, 0, 1, 0, 0, 0, 2,   # 15
    2, 1, 4, 0, 0, 0, 0, 0, 0,   # 16
    3, 2, 3, 2, 0, 0, 0, 0, 0,   # 17
    1, 1, 2, 0, 3, 0, 0, 0, 0,   # 18
    4, 1, 0, 4, 2, 0, 0, 0, 0,   # 19
    3, 2, 0, 1, 0, 3, 0, 0, 0,   # 20
    2, 2, 0, 0, 1, 1, 0, 0, 0,   # 21
    4, 1, 0, 0, 4, 0, 0, 0, 1,   # 22
    4, 1, 0, 0, 0, 2, 0, 1, 0,   # 23
    3, 2, 0, 0, 0, 3, 0, 0, 1,   # 24
    2, 0, 2, 0, 1, 0, 4, 0, 0,   # 25
    4, 0, 1, 0, 1, 0, 0, 2, 0,   # 26
    2, 0, 0, 0, 1, 4, 0, 2, 0,   # 27
    0, 1, 0, 3, 0, 2, 0, 3, 0,   # 28
    3, 4, 1, 3, 0, 0, 0, 0, 0,   # 29
    2, 1, 3, 0, 1, 0, 0, 0, 0,   # 30
    2, 1, 0, 2, 1, 0, 0, 0, 0,   # 31
    4, 2, 0, 2, 0, 1, 0, 0, 0,   # 32
))
