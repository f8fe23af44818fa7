"""tools/arena.py: help without a tournament, the Greedy seat, rows with outright and shared wins apart."""

from array import array

import arena
import cpu
from test_cpu import SCENARIOS

import games


def test_help_prints_the_usage_and_plays_nothing(capsys, monkeypatch):
    """--help (or -h) prints the module's usage and returns at once: no game is played."""
    monkeypatch.setattr(arena, "run", lambda *a, **k: (_ for _ in ()).throw(AssertionError("played")))
    for flag in ("--help", "-h"):
        assert arena.main([flag]) == 0
        out = capsys.readouterr().out
        assert "--against KIND" in out and "greedy" in out and "Wilson" in out


def test_greedy_takes_the_best_immediate_score():
    """The Greedy seat plays a move that scores most at once (the scenario positions where the first legal
    action scores less), from the seat's view."""
    for gid, seat, state, best in SCENARIOS:
        if gid == "lebog":
            continue  # no Greedy rows in Le Bog
        rules = games.load_rules(gid)
        s = bytearray.fromhex(state)
        buf = array("H", range(rules.MAX_LEGAL))
        assert arena.greedy(rules, cpu.brain_of(rules), rules.view(s, seat), seat, 5, buf) in best, gid


def test_a_row_counts_outright_wins_apart_from_shared_wins_and_ties():
    """Rows against Normal and Greedy exist for the four two-seat games; a result row gives outright wins, shared
    wins, ties and the Wilson interval of the outright rate; the table shows them."""
    for kind in ("normal", "greedy"):
        assert {r[0] for r in arena.select(against=[kind]) if r[1] == 2} >= {"bog", "frogriders", "boussanga",
                                                                               "bunnyboom"}
    rows = arena.run(2, only=["bog"], jobs=1, against=["greedy"])
    assert len(rows) == 1 and rows[0]["against"] == "greedy" and rows[0]["games"] == 2
    r = rows[0]
    assert r["wins"] + r["shared_wins"] <= 2 and r["ties"] <= r["shared_wins"]
    assert r["ci95"] == [round(x, 3) for x in arena.wilson(r["wins"], 2)]
    table = arena.table(rows)
    assert "| shared | ties |" in table and "1 Greedy" in table
    lo, hi = arena.wilson(40, 100)
    assert 0.30 < lo < 0.31 and 0.49 < hi < 0.50
