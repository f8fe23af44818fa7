"""Golden replays: stored seeded games (tests_host/golden/<id>.txt) replay to the same final state bytes on
CPython and MicroPython. A rules change that alters play shows up here; tools/golden.py rewrites the files."""

import os

import pytest
from mpy import jobs_args, run_cpython_driver, run_mp_driver

import games

GOLDEN_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden")


def _records(game_id):
    """Parse one game's golden file (the format tools/golden.py writes)."""
    records = []
    with open(os.path.join(GOLDEN_DIR, game_id + ".txt")) as fh:
        for line in fh:
            word, _, rest = line.strip().partition(" ")
            if word == "game":
                players, options, seed = [int(x) for x in rest.split()]
                records.append({"players": players, "options": options, "seed": seed})
            elif word == "actions":
                records[-1]["actions"] = rest
            elif word == "final":
                records[-1]["final"] = rest
    return records


CASES = [(row[0], k, rec) for row in games.GAMES if os.path.exists(os.path.join(GOLDEN_DIR, row[0] + ".txt"))
         for k, rec in enumerate(_records(row[0]))]


def _job(gid, rec):
    """Driver replay job of one record."""
    return ["replay", gid, rec["players"], rec["seed"], "--options", rec["options"], "--actions", rec["actions"] or ","]


def test_every_game_has_golden_replays():
    """Each registered game has at least two stored games, each long enough to mean something."""
    for gid, _title, _lo, _hi in games.GAMES:
        path = os.path.join(GOLDEN_DIR, gid + ".txt")
        assert os.path.exists(path), "no golden replays for %s: run tools/golden.py %s" % (gid, gid)
        records = _records(gid)
        assert len(records) >= 2
        assert all(len(r["actions"].split(",")) >= 10 and len(r["final"]) > 0 for r in records)


@pytest.fixture(scope="module")
def micropython_finals():
    """Replay every record under MicroPython in one process; case -> FINAL line."""
    if not CASES:
        return {}
    out = run_mp_driver(*jobs_args([_job(gid, rec) for gid, _k, rec in CASES]), timeout=300)
    lines = [ln for ln in out.splitlines() if ln.startswith("FINAL ")]
    assert len(lines) == len(CASES), out
    return {(gid, k): lines[i] for i, (gid, k, _rec) in enumerate(CASES)}


@pytest.mark.parametrize(("gid", "k", "rec"), CASES, ids=[f"{g}-{k}" for g, k, _r in CASES])
def test_golden_replay_cpython_and_micropython(micropython_finals, gid, k, rec):
    """The stored actions are all legal and end in the stored state, on both interpreters."""
    steps = len([a for a in rec["actions"].split(",") if a])
    want = "FINAL %s STEPS %d" % (rec["final"], steps)
    assert run_cpython_driver(*_job(gid, rec)).strip() == want, "%s game %d: CPython differs" % (gid, k)
    assert micropython_finals[(gid, k)] == want, "%s game %d: MicroPython differs" % (gid, k)
