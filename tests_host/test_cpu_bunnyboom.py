"""Bunny Boom's CPU Hard (games/bunnyboom/cpu.py, judge.py): the rabbits a pawn's next walk must pick up."""

import cpu
from bunnyboom_build import build

import games
from games.bunnyboom import judge
from games.bunnyboom import rules as R

BIG = 10**6  # a budget no decision reaches: the search runs its whole (deterministic) plan
MAYOR2 = 36  # purple Mayor 2: no effect, goes on any open card for free


def _stranding():
    """P1 to place its Mayor from L1, every card laid, L1, L3 and R2 closed, 6 rabbits on L1: on L2 its next walk
    must cross L1 (6 rabbits and its passage) or three cards; on R1 only R2 (passage 1) to reach R3."""
    return build(turn=0, phase=R.PH_SPACE, card=MAYOR2, hands={0: [MAYOR2, 1, 2], 1: [5, 6, 7]}, river=(8, 9, 10),
                 village={0: [11], 1: [13], 2: [14], 3: [17], 4: [18], 5: [20]}, closed=(0, 2, 4), space_rab={0: 6},
                 pawns={0: 0, 1: R.CENTRE}, domains={0: 3, 1: 3})


def test_walk_counts_the_cheapest_way_to_a_space_the_seat_may_play_on():
    """judge.walk: the passages and lying rabbits of the cheapest walk to an open space, not the own one."""
    s = _stranding()
    t = bytearray(s)
    R.apply(t, R.A_SPACE + 1)  # P1 on L2: to R1 over L1 (passage 2 + 6 rabbits), to R3 over L1, R1, R2
    assert judge.walk(t, 0) == 8
    assert judge.walk(t, 1) == 0  # P2 at the centre: R1 is next to it
    t = bytearray(s)
    R.apply(t, R.A_SPACE + 3)  # P1 on R1: to R3 over R2 (passage 1)
    assert judge.walk(t, 0) == 1
    assert judge.evaluate(t, 0) - cpu.brain_of(R).evaluate(t, 0) == judge.WALK * (0 - 1)


def test_hard_keeps_its_pawn_near_an_open_space():
    """Both spaces cost nothing now; the count alone (NORMAL, and HARD before the judge: L2 in 5 of these 8 seeds)
    takes the first, L2, from where every next walk is dear; HARD takes R1."""
    rules = games.load_rules("bunnyboom")
    s = _stranding()
    v = rules.view(s, 0)
    for seed in range(1, 9):
        assert cpu.choose(rules, v, 0, cpu.NORMAL, seed, BIG) == R.A_SPACE + 1, seed
        assert cpu.choose(rules, v, 0, cpu.HARD, seed, BIG) == R.A_SPACE + 3, seed


def test_judge_is_the_count_alone_once_the_game_is_over():
    """An ended game is judged by its final count: no walk is to come."""
    s = _stranding()
    R.apply(s, R.A_SPACE + 1)
    s[R.P_PHASE] = R._PH_OVER
    assert judge.walk(s, 0) == 8  # a dear walk lies ahead on the board, but is not counted
    assert judge.evaluate(s, 0) == cpu.brain_of(R).evaluate(s, 0)
