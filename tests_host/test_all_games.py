"""One random-play test over every registered game, every seat count and every option choice.

After every step: check() holds, the legal actions are in range and distinct, a save round-trips,
every illegal action is refused with the state unchanged, the view hides what it must (the
scrambler changes only hidden information) and nothing else (the legal actions and their texts
computed from the seat's view equal those from the full state). At the end: no legal action.
"""

import binascii
import os
import random

import pytest
from hidden import SCRAMBLERS, scramble

import games
import saves

# three seeds per configuration; POCKETBOG_FUZZ=N plays 3N (heavy fuzzing, off in the default suite)
FUZZ = max(1, int(os.environ.get("POCKETBOG_FUZZ", "1")))


def _configs():
    """(game id, players, options) for every seat count and every single option choice."""
    out = []
    for gid, _title, lo, hi in games.GAMES:
        rules = games.load_rules(gid)
        option_sets = [0]
        for k, (_name, values) in enumerate(rules.OPTIONS):
            option_sets += [i << (4 * k) for i in range(1, len(values))]
        for players in range(lo, hi + 1):
            for options in option_sets:
                out.append((gid, players, options))
    return out


def _legal(rules, s):
    """The legal actions as a list."""
    buf = [0] * rules.MAX_LEGAL
    n = rules.legal_actions(s, buf)
    return buf[:n]


def _crc16(data, crc=0xFFFF):
    """saves.crc16 in C."""
    return binascii.crc_hqx(data, crc)


def _refused(rules, s, a):
    """True when apply(s, a) raises ValueError (a plain try: pytest.raises costs more than the rules' own
    refusal, and it runs for hundreds of codes a step)."""
    try:
        rules.apply(s, a)
    except ValueError:
        return True
    return False


@pytest.mark.parametrize("gid,players,options", _configs())
@pytest.mark.parametrize("seed", range(1, 1 + 3 * FUZZ))
def test_random_play(gid, players, options, seed, monkeypatch):
    """Random games keep every contract of docs/design.md at every step."""
    # The save round-trip at every step checksums the slot twice: saves.crc16 is the badge's pure-Python loop
    # (half of this test's time); binascii.crc_hqx is the same CRC-16/CCITT-FALSE in C (test_saves checks that
    # they agree), and encode/decode run as they are.
    monkeypatch.setattr(saves, "crc16", _crc16)
    rules = games.load_rules(gid)
    rnd = random.Random(seed)
    s = rules.new_state(players, seed, options)
    assert len(s) == rules.STATE_SIZE <= 256
    assert saves.HEADER_SIZE + rules.STATE_SIZE <= saves.SLOT_SIZE
    rules.check(s)
    steps = 0
    while not rules.is_over(s):
        seat = rules.current_player(s)
        assert 0 <= seat < players
        legal = _legal(rules, s)
        assert 0 < len(legal) <= rules.MAX_LEGAL
        assert len(set(legal)) == len(legal)
        assert all(0 <= a < 65536 for a in legal)
        # illegal actions: a full sweep of small codes on the first seed, a sample otherwise
        codes = range(0, 512) if seed == 1 else rnd.sample(range(0, 65536), 24)
        before = bytes(s)
        for a in codes:
            if a not in legal:
                assert _refused(rules, s, a), a
                assert bytes(s) == before
        # the view: hides what it must, and enough is left to decide
        v = rules.view(s, seat)
        assert rules.view(scramble(gid, rules, s, seat, seed * 1000 + steps), seat) == v
        assert _legal(rules, v) == legal
        assert [rules.describe(v, a) for a in legal] == [rules.describe(s, a) for a in legal]
        # the hand-off log tells the other seats what was done: only what they may know
        a = rnd.choice(legal)
        for reader in range(players):
            if reader != seat:
                other = scramble(gid, rules, s, reader, seed * 1000 + steps + 7)
                assert rules.describe(s, a, reader) == rules.describe(other, a, reader), (reader, a)
        # a save round-trips
        record, reason = saves.decode(saves.encode(gid, players, options, rules.STATE_VERSION, s, steps + 1))
        assert reason == "" and record.state == s and record.game_id == gid
        rules.apply(s, a)
        rules.check(s)
        steps += 1
        assert steps < 5000
    assert rules.current_player(s) == -1
    assert _legal(rules, s) == []
    assert len(rules.scores(s)) == players
    # every game has a winner, but a lost co-operative game (Boussanga co-op and solo): nobody wins then
    won = rules.winners(s)
    lost_coop = gid == "boussanga" and rules.headline(s).startswith("Lost")
    assert (won == ()) if lost_coop else won, (won, rules.headline(s) if gid == "boussanga" else "")
    # the way the score runs, which the statistics read (games.LOW_WINS): no loser is ahead of a winner by
    # points (BOG excepted: the player who cannot act loses whatever the points)
    if won and gid != "bog":
        sign = -1 if gid in games.LOW_WINS else 1
        sc = rules.scores(s)
        assert all(sign * sc[o] <= sign * sc[w] for w in won for o in range(players) if o not in won), (sc, won)
    for a in range(0, 256):
        assert _refused(rules, s, a), a


def test_every_game_has_a_scrambler_and_matching_registry():
    """The registry's titles and seat ranges agree with the rules modules."""
    for gid, title, lo, hi in games.GAMES:
        rules = games.load_rules(gid)
        assert gid in SCRAMBLERS
        assert (rules.TITLE, rules.MIN_PLAYERS, rules.MAX_PLAYERS) == (title, lo, hi)
        for name in ("new_state", "current_player", "legal_actions", "apply", "is_over", "scores",
                     "winners", "view", "describe", "check", "reveals", "score_sheet", "outcome_text"):
            assert callable(getattr(rules, name)), name


def _subset_lint(*args, cwd=None):
    """Run the repository's tools/subset_lint.py with args; the completed process."""
    import os
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    lint = os.path.join(root, "tools", "subset_lint.py")
    return subprocess.run([sys.executable, lint, *args], cwd=cwd or root, capture_output=True, text=True)


def test_device_code_keeps_to_the_circuitpython_subset():
    """tools/subset_lint.py finds nothing in code.py, lib/, games/ and the device boards."""
    out = _subset_lint()
    assert out.returncode == 0 and out.stdout == "", out.stdout


_SUBSET_BAD = [  # (source lines, what the finding on its first line says)
    (["import typing"], "'typing'"),
    (["from functools import partial"], "'functools'"),
    (["import random as rnd", "rnd.shuffle(xs)"], None),
    (["rnd.sample(xs, 2)"], "random.sample"),
    (["from random import choices"], "random.choices"),
    (["match x:", "    case 1:", "        pass"], "match"),
    (["def f(a, /, b):", "    return a"], "positional-only"),
    (["n = int.from_bytes(raw)"], "from_bytes without its byteorder"),
    (["raw = n.to_bytes(4)"], "to_bytes without its byteorder"),
    (["raw = n.to_bytes(4, byteorder='little')"], "byteorder positionally"),
    (["order = sorted(xs, f)"], "key="),
    (["xs.sort(f)"], "key="),
    (["BIG = 1073741824"], "2**30"),
    (["import board"], "boards/"),
]

_SUBSET_GOOD = """\
try:
    from typing import TYPE_CHECKING
except ImportError:
    TYPE_CHECKING = False
if TYPE_CHECKING:
    import itertools
import random
import board
x = random.randint(0, 3)
n = int.from_bytes(b"ab", "little")
raw = n.to_bytes(4, "little") + int.to_bytes(n, 2, "big")
order = sorted([2, 1], key=abs, reverse=True)
order.sort(key=abs)
label = f"{x:3d}"
if (k := x + 1) > 2:
    MASK = 0x3FFFFFFF + k - (1 << 30)
"""


def test_subset_lint_reports_each_violation_with_its_line(tmp_path):
    """Every kind of violation in a bad source is reported at its line; a good source is clean."""
    lines, expected = [], []
    for source, says in _SUBSET_BAD:
        if says:
            expected.append((len(lines) + 1, says))
        lines += source
    expected.append((lines.index("rnd.shuffle(xs)") + 1, "random.shuffle"))
    bad = tmp_path / "bad.py"
    bad.write_text("\n".join(lines) + "\n")
    out = _subset_lint(str(bad))
    found = [ln.split(":", 2) for ln in out.stdout.splitlines()]
    assert out.returncode == 1, out.stdout
    assert all(path == str(bad) for path, _line, _msg in found), out.stdout
    for line, says in expected:
        assert any(int(at) == line and says in msg for _path, at, msg in found), (line, says, out.stdout)
    assert len(found) == len(expected), out.stdout
    (tmp_path / "boards").mkdir()
    good = tmp_path / "boards" / "good.py"  # `import board` is at home in boards/
    good.write_text(_SUBSET_GOOD)
    out = _subset_lint(str(good))
    assert out.returncode == 0 and out.stdout == "", out.stdout
    assert _subset_lint(str(tmp_path)).returncode == 1  # a directory is searched for .py files
