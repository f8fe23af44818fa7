"""Run scripts under MicroPython (WebAssembly, through tools/mp/run_mp.mjs) and the driver under CPython."""

import importlib.util
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MP_DIR = os.path.join(ROOT, "tools", "mp")
RUNNER = os.path.join(MP_DIR, "run_mp.mjs")
DRIVER = os.path.join(MP_DIR, "driver.py")
MP_PACKAGE = os.path.join(MP_DIR, "node_modules", "@micropython", "micropython-webassembly-pyscript",
                          "micropython.mjs")


class MicroPythonError(RuntimeError):
    """A script failed (or timed out) under MicroPython; the message holds its stdout and stderr."""


def _require_node():
    """Path of node, or a clear error saying how to install what is missing."""
    if not os.path.exists(MP_PACKAGE):
        raise MicroPythonError("MicroPython (npm package) is not installed in tools/mp/node_modules: "
                               "run `python3 tools/dev.py test` (or `cd tools/mp && npm install`)")
    node = shutil.which("node")
    if node is None:
        raise MicroPythonError("node is not on PATH: install Node.js 18 or newer, then run "
                               "`python3 tools/dev.py test`")
    return node


def run_micropython(script_path, *args, timeout=120, root=ROOT):
    """Run script_path under MicroPython with the repo's lib/ and games/; return its stdout."""
    cmd = [_require_node(), RUNNER, root, os.fspath(script_path)] + [str(a) for a in args]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else (exc.stderr or "")
        raise MicroPythonError(f"MicroPython timed out after {timeout} s (a heap_lock()ed global store hangs "
                               f"the wasm port): {' '.join(cmd[2:])}\n--- stdout\n{out}\n--- stderr\n{err}") from None
    if proc.returncode:
        raise MicroPythonError(f"MicroPython exited with {proc.returncode}: {' '.join(cmd[2:])}\n"
                               f"--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}")
    return proc.stdout


def run_mp_driver(*args, timeout=120):
    """Run tools/mp/driver.py under MicroPython with args (jobs joined by '+'); return its stdout."""
    return run_micropython(DRIVER, *args, timeout=timeout)


_driver = None


def load_driver():
    """Import tools/mp/driver.py as a module (once), with lib/ and the repo root on sys.path."""
    global _driver
    if _driver is None:
        for path in (ROOT, os.path.join(ROOT, "lib")):
            if path not in sys.path:
                sys.path.insert(0, path)
        spec = importlib.util.spec_from_file_location("mp_driver", DRIVER)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _driver = module
    return _driver


def run_cpython_driver(*args):
    """Run the driver's jobs in this CPython process; return what it would print."""
    lines = []
    load_driver().run([str(a) for a in args], emit=lines.append)
    return "".join(line + "\n" for line in lines)


def jobs_args(jobs):
    """Flatten job lists like [["play", "bog", 2, 1], ...] into driver arguments separated by '+'."""
    out = []
    for job in jobs:
        if out:
            out.append("+")
        out.extend(str(a) for a in job)
    return out
