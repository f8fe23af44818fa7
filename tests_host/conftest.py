"""Shared test set-up: tools/hostenv.py sets headless SDL, Blinka's agnostic board and the device's paths."""

import gc
import importlib.machinery
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import hostenv  # noqa: E402

ROOT = hostenv.setup()

import pytest  # noqa: E402

_source_to_code = importlib.machinery.SourceFileLoader.source_to_code
_compiled = {}


def _source_to_code_once(self, data, path, *, _optimize=-1):
    """Compile each source text once per process. The console forgets a game's modules and the game-only lib
    modules whenever it leaves a game or frees a board (as the badge must) and imports them again later;
    where no .pyc is written (PYTHONDONTWRITEBYTECODE) each import compiled the source again."""
    key = (path, bytes(data), _optimize)
    code = _compiled.get(key)
    if code is None:
        code = _compiled[key] = _source_to_code(self, data, path, _optimize=_optimize)
    return code


importlib.machinery.SourceFileLoader.source_to_code = _source_to_code_once

# tools/dev.py test runs the suite on every CPU (pytest-xdist, --dist loadgroup). The tests of these modules
# share an expensive module fixture (MicroPython runs over every case): one worker takes all of a module's
# tests and builds it once. (xdist_group marks would say the same, but under pytest 9 the suffix they add to a
# test's nodeid no longer reaches xdist's scheduler.)
ONE_WORKER_MODULES = ("test_micropython.py", "test_bunnyboom_micropython.py", "test_golden.py")


@pytest.hookimpl(tryfirst=True, optionalhook=True)  # optional: pytest -p no:xdist has no such hook
def pytest_xdist_make_scheduler(config, log):
    """--dist loadgroup: every test is a work unit of its own, but those of ONE_WORKER_MODULES are one per
    module (and xdist_group marks still group, where xdist can see them)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class ModuleFixtureScheduling(LoadGroupScheduling):
        def _split_scope(self, nodeid):
            scope = super()._split_scope(nodeid)
            module = nodeid.split("::", 1)[0]
            if scope == nodeid and module.rsplit("/", 1)[-1] in ONE_WORKER_MODULES:
                return module
            return scope

    return ModuleFixtureScheduling(config, log)


_FULL_COLLECTION_EVERY = 25  # tests
_tests_run = [0]


@pytest.fixture(autouse=True)
def _collections_walk_only_what_the_test_made():
    """The console collects (gc.collect) before every deferred frame, as the badge must. Under CPython a full
    collection walks every object of pytest, numpy, pygame and Blinka (25-50 ms on a 2-core machine, hundreds
    of times in a game played by keys): what stands before the test is frozen (gc.freeze), so the test's
    collections walk what the test made, and collect all of its garbage as before. Every few tests a full
    collection takes what the frozen objects left as garbage."""
    gc.freeze()
    yield
    gc.unfreeze()
    _tests_run[0] += 1
    if _tests_run[0] % _FULL_COLLECTION_EVERY == 0:
        gc.collect()


@pytest.fixture(autouse=True)
def _no_seats_left_from_another_test():
    """Each test starts with no CPU seats and no player names: ui keeps the running game's, and a test that
    stops mid-game leaves them (the console resets them on every game start and on leaving)."""
    import glyphtext

    import ui

    ui.CPU_SEATS[:] = []
    ui.SEAT_NAMES[:] = []
    glyphtext.forget_palettes()
    lang = sys.modules.get("lang")
    if lang is not None and lang.chosen() != lang.ENGLISH:  # a French test that stopped before restoring it
        lang.choose(lang.ENGLISH)
    yield


@pytest.fixture(autouse=True)
def _no_cpu_fallback():
    """A CPU search that fails plays the first legal action (lib/cpu.choose) and counts in games.CPU_FALLBACKS:
    in a test that is a failure. A test that makes one on purpose sets the count back to 0 itself."""
    games = sys.modules.get("games")
    if games is not None:
        games.CPU_FALLBACKS[:] = [0, ""]
    yield
    games = sys.modules.get("games")
    fell = list(games.CPU_FALLBACKS) if games is not None else [0, ""]
    if games is not None:
        games.CPU_FALLBACKS[:] = [0, ""]
    assert fell[0] == 0, "a CPU search fell back to the first legal action %d time(s), last: %s" % tuple(fell)
