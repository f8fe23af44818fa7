"""CPU seats (lib/cpu.py, games/<id>/cpu.py): samples agree with the view, no peeking, legal choices, same
decision on MicroPython, small import heap, and an obvious scoring move taken at Normal and Hard."""

import random
from array import array

import adafruit_ticks
import cpu
import pytest
from hidden import scramble
from mpy import ROOT, run_micropython

import games

PROBE = ROOT + "/tools/mp/cpu_probe.py"
BIG = 10**6  # a budget no decision reaches: the search runs its whole (deterministic) plan


def _configs():
    """(game, players, options): every seat count with default options, every single option choice at the
    most seats, and Boussanga's co-op at every seat count."""
    out = []
    for gid, _title, lo, hi in games.GAMES:
        rules = games.load_rules(gid)
        out += [(gid, n, 0) for n in range(lo, hi + 1)]
        for k, (_name, values) in enumerate(rules.OPTIONS):
            out += [(gid, hi, i << (4 * k)) for i in range(1, len(values))]
    out += [("boussanga", n, 1) for n in range(1, 4)]
    return out


CONFIGS = _configs()


def _positions(gid, players, options, seed=1, every=7, steps=160):
    """(state, seat to act) at every few decisions of a seeded random game."""
    rules = games.load_rules(gid)
    s = rules.new_state(players, seed, options)
    buf = array("H", range(rules.MAX_LEGAL))
    rnd = random.Random(seed)
    out = []
    for step in range(steps):
        seat = rules.current_player(s)
        if seat < 0:
            break
        n = rules.legal_actions(s, buf)
        if step % every == 3:
            out.append((bytearray(s), seat))
        rules.apply(s, buf[rnd.randrange(n)])
    return out


def _legal(rules, s):
    """The legal actions of s as a list."""
    buf = array("H", range(rules.MAX_LEGAL))
    return list(buf[:rules.legal_actions(s, buf)])


@pytest.fixture(autouse=True)
def _strict():
    """A failed search raises in these tests instead of falling back to the first action."""
    cpu.STRICT = True
    yield
    cpu.STRICT = False


@pytest.mark.parametrize(("gid", "players", "options"), CONFIGS)
def test_sample_is_a_valid_state_behind_the_view(gid, players, options):
    """sample(view) passes check, shows seat the same view, and offers the same legal actions."""
    rules = games.load_rules(gid)
    brain = cpu.brain_of(games.load_rules(gid))
    for s, seat in _positions(gid, players, options):
        v = rules.view(s, seat)
        real = _legal(rules, s)
        assert _legal(rules, bytearray(v)) == real
        for k in range(2):
            t = brain.sample(v, seat, 100 + k)
            assert len(t) == rules.STATE_SIZE
            rules.check(t)
            assert rules.view(t, seat) == v
            assert _legal(rules, t) == real


@pytest.mark.parametrize(("gid", "players", "options"), CONFIGS)
def test_every_level_chooses_a_legal_action(gid, players, options):
    """EASY, NORMAL and HARD return a legal action at positions of every game and mode."""
    rules = games.load_rules(gid)
    for s, seat in _positions(gid, players, options, every=23):
        real = _legal(rules, s)
        for level in (cpu.EASY, cpu.NORMAL, cpu.HARD):
            assert cpu.choose(rules, rules.view(s, seat), seat, level, 7, BIG) in real


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_hidden_information_does_not_change_the_decision(gid):
    """Two real states differing only in what the seat cannot see give the same decision (fixed CPU seed)."""
    rules = games.load_rules(gid)
    row = games.find(gid)
    for s, seat in _positions(gid, row[3], 0, seed=3, every=11):
        other = scramble(gid, rules, s, seat, seed=9)
        assert other != s or gid == "boussanga"
        for level in (cpu.NORMAL, cpu.HARD):
            a = cpu.choose(rules, rules.view(s, seat), seat, level, 11, BIG)
            b = cpu.choose(rules, rules.view(other, seat), seat, level, 11, BIG)
            assert a == b


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_no_budget_or_an_overrun_plays_a_legal_action(gid):
    """A zero budget plays the first legal action; a clock racing past the cap still gives a legal one."""
    rules = games.load_rules(gid)
    row = games.find(gid)
    now = [0]

    class Racing:
        """A board clock 500 ms later at every read."""

        def ticks_ms(self):
            """500 ms more than at the last read."""
            now[0] += 500
            return now[0]

        ticks_diff = staticmethod(adafruit_ticks.ticks_diff)

    for s, seat in _positions(gid, row[3], 0, every=17):
        v = rules.view(s, seat)
        real = _legal(rules, s)
        assert cpu.choose(rules, v, seat, cpu.HARD, 1, 0) == real[0]
        assert cpu.choose(rules, v, seat, cpu.HARD, 1, 100, clock=Racing()) in real


def test_a_failed_search_plays_the_first_action_and_is_counted(capsys):
    """Not strict (the badge): an error inside the search plays the first legal action, and games.CPU_FALLBACKS
    counts it with the error's name (it outlives lib/cpu.py); strict (the tests, tools/arena.py): it raises."""
    rules = games.load_rules("bog")
    s, seat = _positions("bog", 2, 0)[1]
    v = rules.view(s, seat)

    class Broken:
        """A game cpu module whose evaluation fails."""

        sample = staticmethod(cpu.brain_of(rules).sample)

        @staticmethod
        def evaluate(s, seat):
            """Fails."""
            raise ValueError("no evaluation")

    with pytest.raises(ValueError):
        cpu.choose(rules, v, seat, cpu.HARD, 1, BIG, brain=Broken)
    assert games.CPU_FALLBACKS == [0, ""]
    cpu.STRICT = False
    for level in (cpu.EASY, cpu.NORMAL, cpu.HARD):
        assert cpu.choose(rules, v, seat, level, 1, BIG, brain=Broken) == _legal(rules, s)[0]
    assert games.CPU_FALLBACKS == [3, "ValueError: no evaluation"]
    assert "CPU fallback 3: ValueError: no evaluation" in capsys.readouterr().out  # the badge's serial console
    games.CPU_FALLBACKS[:] = [0, ""]  # made on purpose: the suite's check (conftest) must not fail this test


def test_game_over_gives_no_action():
    """With nothing to choose, choose returns -1 instead of raising."""
    rules = games.load_rules("bog")
    s = rules.new_state(2, 1)
    s[11] = rules.PH_OVER
    assert cpu.choose(rules, rules.view(s, 0), 0, cpu.HARD, 1, 100) == -1


# (game, seat, state as hex, the actions that score most at once): found by seeded play; the first legal
# action scores less, NORMAL and HARD take a best one
SCENARIOS = (
    ("bog", 0,  # F8 finishes +2
     "00000000b3c8f91c02000000ffff0e000504110f000cffffffffffffffffffffffffff0d05100002060300010506020303070001"
     "07000100000000000000000300000002000000000000020bfefffffe070efe02030000000000000000",
     [103, 129]),
    ("frogriders", 1,  # G6>E8 diag take Y *
     "6d000000ff0e40b0020001022700ff15000505050500040005050400000402050503000000000100050500000101000004050500"
     "00000004030405050000000100050500000205050505050004000301010004000000000000000002000700000000000002030000"
     "020003000100010000030302000002000100011509170b0c16080a060400030d1112140cffffffffffffffffffffffff00000906"
     "05000a0000000200",
     [307, 371]),
    ("lebog", 3,  # plays AD takes 2
     "17000000158b948f0432080002030201ffff3000000000002e002c00660000000000000000000000000030000000000030000000"
     "00000000000000000000010202010000000000000606060600000000000002000200020002000000000009001000000000001112"
     "1012111310130000000000021111021211121300000000001202100202131213000000000010040213100211ff03660000000000"
     "0000000000000000ff0000ff0000ff0000ff0000ff0000000000000000000000",
     [13]),
    ("boussanga", 0,  # #20 D6 turn 0
     "00000000b43618ae02000000000101000000ff00120006161a04180506ffffffffffffffffffffffffffffffffffffffffffffff"
     "ffffff01131712150f1b14ffffffffffffffff120000020000000004000303010002010101000200000004010000020300030000"
     "000102000101030003030300020200000000020000000000000000000000000000c8810032000000042004040430040000060028"
     "4007000080004000000000007b113ad389c8fbff0808080e00000000000000000000000000000000000000000000000000000000"
     "00",
     [555, 939]),
    ("bunnyboom", 1,  # Moon3 on L2, +3 rabbits
     "01000000c406b33a0200010100210000ff0007001c000e01ffff0502ffff100009000000000003030000000000001e0017000000"
     "02061f041505ffffffffffff00010100000100000000000001010101010200000000000002011003131511250101030100010101"
     "08080100011400020303030900080212010909010101010000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000000000",  # KNOWN: nobody knows a card
     [129]),
)


@pytest.mark.parametrize(("gid", "seat", "state", "best"), SCENARIOS, ids=[row[0] for row in SCENARIOS])
def test_normal_and_hard_take_the_obvious_scoring_move(gid, seat, state, best):
    """A literal position per game: NORMAL and HARD take a move that scores at once; the first legal does not."""
    rules = games.load_rules(gid)
    s = bytearray.fromhex(state)
    rules.check(s)
    assert rules.current_player(s) == seat
    assert _legal(rules, s)[0] not in best
    v = rules.view(s, seat)
    for level in (cpu.NORMAL, cpu.HARD):
        for seed in (1, 2, 3):
            assert cpu.choose(rules, v, seat, level, seed, BIG) in best, (level, seed)


# the dealer's exchange (games/lebog/cpu.py rule): seed 77's first deal at 5 seats, seat 1 deals; no combination
# in hand, the turned 9C pairs the 9D: HARD swaps its 7D for it (NORMAL and HARD before the rule kept)
LEBOG_SWAP = (
    "4d000000eace118e05320a0000010101ffff0000000030002e003000300030000000000000000000000000000000000000000000"
    "00000000000000000000000000000000000000000505050505000000000002000200020002000200020000000200000000000210"
    "0312121011130000000000111410131302141300000000001314021111021410000000000014121110121202ffff000000000000"
    "0000000000000000ff0000ff0000ff0000ff0000ff0000000000000000000000")


def test_lebog_hard_swaps_for_a_combination():
    """The dealer without a combination takes the turned card when it makes one: HARD swaps the 7D for the 9C
    (a bog of nines), whatever the seed; NORMAL (the search alone) keeps its hand here."""
    rules = games.load_rules("lebog")
    s = bytearray.fromhex(LEBOG_SWAP)
    rules.check(s)
    swap = 64 + 19  # A_SWAP + the 7D
    assert rules.current_player(s) == 1 and swap in _legal(rules, s)
    assert rules.describe(s, swap) == "swaps 7D for 9C"
    v = rules.view(s, 1)
    assert cpu.choose(rules, v, 1, cpu.NORMAL, 1, BIG) != swap
    for seed in (1, 2, 3):
        assert cpu.choose(rules, v, 1, cpu.HARD, seed, BIG) == swap


MP_JOBS = [["think", "bog", 2, 0, 4, 2, BIG, 3], ["think", "frogriders", 3, 1, 4, 2, BIG, 3],
           ["think", "lebog", 5, 0, 4, 2, BIG, 3], ["think", "boussanga", 1, 1, 4, 2, BIG, 3],
           ["think", "boussanga", 4, 16, 4, 1, BIG, 3], ["think", "bunnyboom", 3, 273, 4, 2, BIG, 3],
           ["think", "bunnyboom", 2, 0, 4, 0, BIG, 3]]


def _args(jobs):
    """Probe arguments: jobs joined by '+'."""
    out = []
    for job in jobs:
        out += (["+"] if out else []) + [str(a) for a in job]
    return out


def _decisions(text):
    """THINK lines without their timing."""
    return [" ".join(line.split()[:8]) for line in text.splitlines() if line.startswith("THINK ")]


def test_same_decisions_on_micropython():
    """The probe's positions give the same decisions (every level) under MicroPython and CPython."""
    import subprocess
    import sys

    args = _args(MP_JOBS)
    mp = _decisions(run_micropython(PROBE, *args))
    cp = _decisions(subprocess.run([sys.executable, PROBE] + args, capture_output=True, text=True,
                                   check=True).stdout)
    assert len(mp) >= 2 * len(MP_JOBS)
    assert mp == cp


def test_import_heap_under_micropython():
    """A CPU seat's modules keep at most 12 KB of MicroPython heap once imported (the issue's budget): lib/cpu.py
    and the game's cpu module with what it keeps loaded (Frogriders' final count, used by every evaluation)."""
    rows = []
    for row in games.GAMES:  # a fresh interpreter each: lib/cpu.py is then imported anew
        out = run_micropython(PROBE, "heap", row[0])
        rows += [line.split() for line in out.splitlines() if line.startswith("HEAP ")]
    assert len(rows) == len(games.GAMES)
    for _heap, _gid, lib_bytes, game_bytes in rows:
        assert 0 < int(lib_bytes) and 0 < int(game_bytes) and int(lib_bytes) + int(game_bytes) <= 12288


def test_cpu_modules_compile_in_the_badge_heap():
    """lib/cpu.py and every games/<id>/cpu.py compile in CircuitPython's compiler within the badge's budget."""
    compilepeak = pytest.importorskip("compilepeak")
    if not pytest.importorskip("cpruntime").available():
        pytest.skip("CircuitPython's 32-bit runtime is not given (POCKETBOG_CIRCUITPYTHON)")
    for path in ["lib/cpu.py"] + ["games/%s/cpu.py" % row[0] for row in games.GAMES]:
        assert compilepeak.compiles(ROOT + "/" + path, compilepeak.BUDGET_KB), path


def test_boussanga_hard_never_passes_up_a_scoring_placement():
    """Boussanga: HARD sees every placement of its card (lib/cpulook.py), so over 60 seeded games (random play, one
    placement decision asked in each where some placement scores and some does not) it places for no points
    while a scoring placement exists in under 5 % of them (29 % when it tried 40 spaced placements)."""
    from games.boussanga.core import points_of

    rules = games.load_rules("boussanga")
    buf = array("H", range(rules.MAX_LEGAL))
    asked = missed = 0
    for g in range(60):
        s = rules.new_state(2, 1000 + g, 0)
        rnd = random.Random(g)
        skip = g % 3  # which such decision of the game is asked: the first, second or third
        while rules.current_player(s) >= 0:
            seat = rules.current_player(s)
            n = rules.legal_actions(s, buf)
            if s[rules._P_PHASE] == rules._PH_PLACE:
                base = points_of(s, seat)
                scoring = set()
                for i in range(n):
                    t = bytearray(s)
                    rules.apply(t, buf[i])
                    if points_of(t, seat) > base:
                        scoring.add(buf[i])
                if scoring and len(scoring) < n:
                    if skip == 0:
                        asked += 1
                        missed += cpu.choose(rules, rules.view(s, seat), seat, cpu.HARD, g, BIG) not in scoring
                        break
                    skip -= 1
            rules.apply(s, buf[rnd.randrange(n)])
    assert asked >= 50 and missed < 0.05 * asked, (missed, asked)


def test_lebog_hard_does_not_go_all_in_on_one_pair():
    """Over seeded deals (5 seats, random play around it), HARD with one pair (a bog) never bets or calls all it
    holds unless a seat has gone away or the stake is already most of its stack (the bet to match at least
    half of it, or 3 chips or fewer left), and so in under half of its one-pair decisions (75 % before the
    rule); it still bets with one pair (not only goes away)."""
    from games.lebog import core

    rules = games.load_rules("lebog")
    key = bytearray(11)
    buf = array("H", range(rules.MAX_LEGAL))
    pairs = bets = allin = 0
    for g in range(40):
        s = rules.new_state(5, 300 + g, 0)
        rnd = random.Random(g)
        for _step in range(400):
            seat = rules.current_player(s)
            if seat < 0:
                break
            n = rules.legal_actions(s, buf)
            if s[rules._P_PHASE] == rules._PH_BET:
                v = rules.view(s, seat)
                core.count_ranks(v)
                core.hand_key(v, seat, key)
                if key[0] == 1:
                    a = cpu.choose(rules, v, seat, cpu.HARD, g, BIG)
                    cur, mine = core.get2(v, rules._P_CUR_BET), core.reach(v, seat)
                    if a == rules._A_BET + mine or (a == rules._A_CALL and cur == mine):
                        away = any(v[rules._P_STATUS + p] == rules._ST_AWAY for p in range(5) if p != seat)
                        assert away or 2 * cur >= mine or mine <= 3, (g, cur, mine, a)
                        allin += 1
                    pairs += 1
                    bets += a >= rules._A_BET
            rules.apply(s, buf[rnd.randrange(n)])
    assert pairs >= 30 and bets > 0 and 2 * allin < pairs, (pairs, bets, allin)


class _Spy:
    """A game's cpu module whose evaluate() records the seats it judges for; greedy: its GREEDY_REPLY."""

    def __init__(self, brain, greedy):
        self.brain = brain
        self.GREEDY_REPLY = greedy
        self.judged = []

    def sample(self, v, seat, seed):
        """The game's sample()."""
        return self.brain.sample(v, seat, seed)

    def evaluate(self, s, seat):
        """The game's evaluate(), recording seat."""
        self.judged.append(seat)
        return self.brain.evaluate(s, seat)


def test_hard_plays_the_next_seats_first_reply_at_its_best_where_the_game_asks():
    """BOG sets GREEDY_REPLY: Hard's look-ahead judges the other seat's first decision from that seat (a few
    tries, its best); without it the replies are random and only Hard's own seat is ever judged."""
    rules = games.load_rules("bog")
    brain = cpu.brain_of(rules)
    assert brain.GREEDY_REPLY == 1
    asked = 0
    for s, seat in _positions("bog", 2, 0, seed=5, every=5):
        v = rules.view(s, seat)
        plain, greedy = _Spy(brain, 0), _Spy(brain, 1)
        cpu.choose(rules, v, seat, cpu.HARD, 3, BIG, brain=plain)
        cpu.choose(rules, v, seat, cpu.HARD, 3, BIG, brain=greedy)
        assert set(plain.judged) <= {seat}
        others = sum(1 for p in greedy.judged if p != seat)
        assert others <= 6 * 4 * 8  # samples x turns played out x tries at most
        asked += others > 0
    assert asked >= 3


def test_boussanga_hard_without_teams_decides_the_same_on_micropython():
    """Boussanga's Hard at 2 and 4 seats without teams (games/boussanga/reply.py, which the probe jobs above do not
    reach: co-op and teams search) gives the same decisions under MicroPython and CPython."""
    import subprocess
    import sys

    args = _args([["think", "boussanga", 2, 0, 4, 2, BIG, 6], ["think", "boussanga", 4, 0, 6, 2, BIG, 4]])
    mp = _decisions(run_micropython(PROBE, *args))
    cp = _decisions(subprocess.run([sys.executable, PROBE] + args, capture_output=True, text=True,
                                   check=True).stdout)
    assert len(mp) >= 6 and mp == cp
