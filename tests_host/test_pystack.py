"""CPU decisions fit CircuitPython's Python-frame stack (the pystack: 1,536 bytes on a PyBadge in 9.x), the
console's frames under them included: tools/pystack.py, tools/mp/pystack_probe.py, MP_PYSTACK_BYTES."""

import os
import subprocess

import pytest
from mpy import ROOT, RUNNER, _require_node

import games

pystack = pytest.importorskip("pystack")

FUZZ = max(1, int(os.environ.get("POCKETBOG_FUZZ", "1")))


@pytest.fixture(scope="module")
def probed():
    """The probe run in BUDGET_BYTES of pystack: (BASE, rows); heavier under POCKETBOG_FUZZ (more positions and
    seeds, every option)."""
    todo = pystack.jobs(positions=2 if FUZZ == 1 else 4 * FUZZ, seeds=1 if FUZZ == 1 else 3, options=FUZZ > 1)
    return pystack.run(pystack.BUDGET_BYTES, todo, timeout=600 * FUZZ)


def test_every_cpu_level_of_every_game_decides_in_1280_bytes_of_pystack(probed):
    """EASY, NORMAL and HARD CPU turns and the pause menu's Hint, every game at 2 (Le Bog 3) and at the most
    seats, run with MP_PYSTACK_BYTES=1280 under the console's own frames (code.py, App.run, App.step, CpuTurn.tick
    or the Hint, cputurn.decide): no "pystack exhausted", no CPU fallback, every decision legal."""
    base, rows = probed
    assert pystack.BUDGET_BYTES == 1280
    errors = [r["error"] for r in rows if "error" in r]
    assert not errors, errors
    assert {(r["game"], r["level"]) for r in rows} == {(g[0], lv) for g in games.GAMES for lv in pystack.LEVELS}
    for r in rows:
        assert r["errors"] == 0 and r["decisions"] > 0, r
        assert r["peak"] <= pystack.BUDGET_BYTES, r


def test_the_static_bound_fits_and_covers_what_the_probe_measured(probed):
    """The deepest chain of frames the source allows (frames from the compiled preludes) fits the budget on the
    badge, and no decision the probe ran went deeper (the bound's frame sizes are the interpreter's)."""
    base, rows = probed
    bound = pystack.static()
    for gid, row in bound.items():
        assert row["cpu"] + base <= pystack.BUDGET_BYTES and row["hint"] + base <= pystack.BUDGET_BYTES, (gid, row)
    for r in rows:
        path = "hint" if r["level"] == "hint" else "cpu"
        assert r["peak"] - base <= bound[r["game"]][path], (r, bound[r["game"]])


def test_run_mp_sets_the_pystack_and_the_js_entry_takes_little(tmp_path):
    """MP_PYSTACK_BYTES of tools/mp/run_mp.mjs sizes the pystack: 40 nested calls exhaust 1,280 bytes, not the
    default 8 KB; the runner's own entry takes a frame of a few dozen bytes."""
    script = tmp_path / "deep.py"
    script.write_text("def f(n):\n    return f(n - 1) + 1 if n else 0\n\nprint(f(40))\n")
    cmd = [_require_node(), RUNNER, ROOT, str(script)]
    ok = subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=False)
    assert ok.returncode == 0 and ok.stdout.strip() == "40", ok.stderr
    env = dict(os.environ, MP_PYSTACK_BYTES="1280")
    small = subprocess.run(cmd, capture_output=True, text=True, timeout=60, env=env, check=False)
    assert small.returncode == 1 and "pystack exhausted" in small.stderr
    assert 0 < pystack.entry_bytes() <= 64
