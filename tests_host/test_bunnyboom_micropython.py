"""Bunny Boom under MicroPython with every variant choice (the shared MicroPython test plays options 0):
same games byte for byte as CPython, zero-allocation steps, apply() under heap_lock()."""

import json

import pytest
from mpy import jobs_args, run_cpython_driver, run_mp_driver

OPTION_SETS = (0x001, 0x010, 0x100, 0x111)  # Fox, Burrow, Hourglass, all three
CASES = [(n, options, seed) for n in (2, 3, 4) for options in OPTION_SETS for seed in (3,)]


def _job(kind, n, options, seed):
    return [kind, "bunnyboom", n, seed, "--options", options, "--max-steps", 3000]


@pytest.fixture(scope="module")
def outputs():
    """Play every case on MicroPython and CPython, and measure it on MicroPython."""
    args = jobs_args([_job("play", *case) for case in CASES])
    mp = [ln for ln in run_mp_driver(*args, timeout=600).splitlines() if ln.startswith(("FINAL ", "RESULT "))]
    cp = [ln for ln in run_cpython_driver(*args).splitlines() if ln.startswith(("FINAL ", "RESULT "))]
    measure = run_mp_driver(*jobs_args([_job("measure", *case) for case in CASES]), timeout=600)
    rows = [json.loads(ln[len("MEASURE "):]) for ln in measure.splitlines() if ln.startswith("MEASURE ")]
    assert len(mp) == len(cp) == 2 * len(CASES) and len(rows) == len(CASES)
    return mp, cp, rows


@pytest.mark.parametrize("index", range(len(CASES)), ids=[str(c) for c in CASES])
def test_variant_games_same_on_micropython(outputs, index):
    mp, cp, rows = outputs
    assert mp[2 * index] == cp[2 * index] and mp[2 * index + 1] == cp[2 * index + 1]
    assert cp[2 * index + 1].startswith("RESULT OVER 1 ")
    row = rows[index]
    assert row["apply_alloc"] == 0 and row["legal_alloc"] == 0 and row["locked_memory_errors"] == 0, row
