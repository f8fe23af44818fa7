"""Frogriders' CPU Hard (games/frogriders/cpu.py, judge.py, their hooks in lib/cpu.py and lib/cpulook.py): the extra
jump that wins, progress towards objectives, the others' secrets judged from what the seat may see; arena's --first."""

import os
from array import array

import cpu
import pytest

import games

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BIG = 10**6  # a budget no decision reaches: the search runs its whole (deterministic) plan

# (seat, state as hex, final trophies): positions of arena games where seat, in phase B, may send its red frog for
# one more jump that leaves the other seat no jump: the game ends won (every other choice goes on). Hard before its
# first look followed a turn that goes on passed there (k=80 against Random, step 87, every seed) or took a red frog
# with a yellow one (k=135 against Normal, step 60, two seeds of three).
RED_WINS = (
    (0,
     "c1aa09002bb04f0002000003ff00ff1a000505050500000005050400000000050501000000000000050500000000000000050500"
     "00030000000005050000000000050502000405050505050003000402010107000000000000000004020700000000000002010000"
     "020000000103020000010100000302020002020e020f090b11080c1506071003040d00ffffffffffffffffffffffffff05060009"
     "00000a0000000205",
     (44, 29)),
    (1,
     "1a5010005f491eac02000103ff00ff13000505050503000405050000000000050504000100000000050504000000000200050502"
     "00020000000105050301000002050501000105050505050000000801020002000000000000000001010700000000000300000001"
     "03010001030000030000000100020300020000061008040d14170201030e0f07160d0b110affffffffffffffffffffff00050000"
     "00000609000a0004",
     (21, 28)),
)


@pytest.fixture(autouse=True)
def _strict():
    """A failed search raises in these tests instead of falling back to the first action."""
    cpu.STRICT = True
    yield
    cpu.STRICT = False


def _rules():
    """Frogriders' rules and cpu modules."""
    rules = games.load_rules("frogriders")
    return rules, cpu.brain_of(rules)


@pytest.mark.parametrize(("seat", "state", "final"), RED_WINS, ids=("k80", "k135"))
def test_hard_sends_the_red_frog_for_the_extra_jump_that_wins(seat, state, final, monkeypatch):
    """At RED_WINS the red frog's extra jump ends the game won, nothing else does: HARD (its first look follows the
    turn that goes on to its end) sends the red frog whatever the seed, then finds the winning jump. Without that
    look (LOOK_ON 0) it does not, for some seed, at k=135."""
    rules, brain = _rules()
    s = bytearray.fromhex(state)
    rules.check(s)
    buf = array("H", range(rules.MAX_LEGAL))
    assert rules.current_player(s) == seat and rules.A_RED in buf[:rules.legal_actions(s, buf)]
    for i in range(rules.legal_actions(s, buf)):
        if buf[i] != rules.A_RED:
            t = bytearray(s)
            rules.apply(t, buf[i])
            assert rules.current_player(t) >= 0  # the game goes on
    for seed in (1, 2, 3, 4):
        t = bytearray(s)
        assert cpu.choose(rules, rules.view(t, seat), seat, cpu.HARD, seed, BIG) == rules.A_RED, seed
        rules.apply(t, rules.A_RED)
        while rules.current_player(t) == seat:
            rules.apply(t, cpu.choose(rules, rules.view(t, seat), seat, cpu.HARD, seed, BIG))
        assert rules.current_player(t) < 0 and rules.winners(t) == (seat,) and rules.scores(t) == final, seed
    if seat == 1:
        monkeypatch.setattr(brain, "LOOK_ON", 0)
        acts = {cpu.choose(rules, rules.view(s, seat), seat, cpu.HARD, seed, BIG) for seed in (1, 2, 3)}
        assert acts != {rules.A_RED}


def _seeded(players=2, seed=3, steps=20):
    """A seeded Frogriders state some random steps into the jumps (commons on their fronts)."""
    import random

    rules, _brain = _rules()
    s = rules.new_state(players, seed, 0)
    buf = array("H", range(rules.MAX_LEGAL))
    rnd = random.Random(seed)
    for _ in range(steps):
        rules.apply(s, buf[rnd.randrange(rules.legal_actions(s, buf))])
    return s


def test_evaluate_hard_values_a_frog_towards_the_kept_secret():
    """evaluate() (NORMAL's) counts whole sets only: a frog of a colour the kept secret objective needs is worth no
    more than another; HARD's (judge.evaluate) values it by the share of the next set it completes (NEAR per cent)."""
    from games.frogriders import judge
    from games.frogriders.cards import SECRETS

    rules, brain = _rules()
    s = _seeded()
    for i in range(2):  # both commons on their backs: they score nothing here, only the secret differs
        s[rules.P_COMMON + i] = 4 | rules.BACK  # the flower back (scores during play only)
    for c in range(10):  # seat 0 keeps the "2 blue frogs: 4 trophies" secret (card 2)
        if s[rules.P_SECRET + c] == rules.S_KEPT:
            s[rules.P_SECRET + c] = rules.S_BACK
    s[rules.P_SECRET + 2] = rules.S_KEPT
    assert SECRETS[10:15] == bytes((0, 0, 2, 0, 4))
    for col in range(4):
        s[rules.P_CAPT + col] = 0
    blue, yellow = bytearray(s), bytearray(s)
    blue[rules.P_CAPT + rules.BLUE] = 1
    yellow[rules.P_CAPT + rules.YELLOW] = 1
    assert brain.evaluate(blue, 0) == brain.evaluate(yellow, 0)
    assert judge.evaluate(blue, 0) - judge.evaluate(yellow, 0) == 4 * 100 // 2 * judge.NEAR // 100


def test_evaluate_hard_judges_the_others_secrets_from_the_view():
    """States dealt from one view differ in the other seat's kept secret: HARD's judge.evaluate() gives them all the
    same value (every secret the seat does not hold counted alike), during play and once a game is over."""
    from games.frogriders import judge

    rules, brain = _rules()
    s = _seeded(steps=40)
    v = rules.view(s, 0)
    values = {judge.evaluate(brain.sample(v, 0, seed), 0) for seed in range(12)}
    assert len(values) == 1
    kept = {bytes(brain.sample(v, 0, seed)[rules.P_SECRET:rules.P_SECRET + 10]) for seed in range(12)}
    assert len(kept) > 1  # the samples did differ
    over = bytearray(s)
    over[rules.P_PHASE] = rules.PH_OVER
    v = rules.view(over, 0)
    v[rules.P_SECRET:rules.P_SECRET + 10] = rules.view(s, 0)[rules.P_SECRET:rules.P_SECRET + 10]  # still hidden
    values = set()
    for seed in range(12):
        t = brain.sample(v, 0, seed)
        t[rules.P_PHASE] = rules.PH_OVER
        values.add(judge.evaluate(t, 0) + (cpu._WIN if 0 in rules.winners(t) else -cpu._WIN))  # as the search
    assert len(values) == 1


def test_only_the_games_with_a_judge_use_the_hard_hooks():
    """JUDGE belongs to the games with a Hard evaluation of their own (Frogriders, Bunny Boom, Boussanga's co-op,
    each with its judge.py), LOOK_ON to Frogriders and Bunny Boom: every other game's CPU decides as before."""
    for gid, _title, _lo, _hi in games.GAMES:
        brain = cpu.brain_of(games.load_rules(gid))
        hooks = [name for name in ("JUDGE", "LOOK_ON") if hasattr(brain, name)]
        judged = gid in ("frogriders", "bunnyboom", "boussanga")
        looks = gid in ("frogriders", "bunnyboom")
        assert hooks == ["JUDGE"] * judged + ["LOOK_ON"] * looks, gid
        assert brain.JUDGE == "judge" if judged else True
        assert os.path.exists(os.path.join(ROOT, "games", gid, "judge.py")) == judged, gid


def test_arena_first_plays_games_from_k(monkeypatch):
    """tools/arena.py --first K plays games K..K+N-1 of each row (fresh seeds) and says so in the JSON."""
    import arena

    played = []
    monkeypatch.setattr(arena, "play_one", lambda gid, players, options, level, against, k: played.append(k) or
                        (True, False, False, ""))
    rows = arena.run(3, only=["frogriders"], jobs=1, against=["normal"], levels=["hard"], first=5000)
    assert played == [5000, 5001, 5002] and rows[0]["first"] == 5000 and rows[0]["wins"] == 3
    monkeypatch.setattr(arena, "run", lambda n, only, jobs, against, levels, first: played.append((n, first)) or [])
    assert arena.main(["--games", "2", "--first", "7", "--game", "frogriders"]) == 0
    assert played[-1] == (2, 7)
