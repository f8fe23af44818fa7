"""One random-play test over every registered game, every seat count and every option choice.

After every step: check() holds, the legal actions are in range and distinct, a save round-trips,
every illegal action is refused with the state unchanged, the view hides what it must (the
scrambler changes only hidden information) and nothing else (the legal actions and their texts
computed from the seat's view equal those from the full state). At the end: no legal action.
"""

import binascii
import random

import pytest
from hidden import SCRAMBLERS, scramble

import games
import saves


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
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_random_play(gid, players, options, seed, monkeypatch):
    """Random games keep every contract of DESIGN.md at every step."""
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


def test_device_code_keeps_to_the_circuitpython_subset():
    """../shared/tools/subset_lint.py finds nothing in code.py, lib/, games/ and the device boards."""
    import os
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    lint = os.path.join(root, "..", "shared", "tools", "subset_lint.py")
    if not os.path.exists(lint):
        pytest.skip("the shared folder is not beside the repository")
    out = subprocess.run([sys.executable, lint], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout == "", out.stdout
