#!/usr/bin/env python3
"""Set up the desktop environment and run the simulator or the tests.

    python3 tools/dev.py sim [--board host|headless] [code.py args]   open the simulator window
    python3 tools/dev.py test [pytest args]                           run the whole test suite
                                                                      (on every CPU; -n 0: serially)
    python3 tools/dev.py bench [--json]                               print the budgets table

Each command first makes .venv (pip install -r requirements-host.txt) and, for test and bench,
tools/mp/node_modules (npm install), skipping what is already up to date.
"""

import hashlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".venv")
MP_DIR = os.path.join(ROOT, "tools", "mp")


def _venv_python():
    """Path of the venv's interpreter."""
    sub = "Scripts" if os.name == "nt" else "bin"
    return os.path.join(VENV, sub, "python.exe" if os.name == "nt" else "python")


def _digest(path):
    """SHA-256 of a file, used to tell whether an install is current."""
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def _run(cmd, cwd=ROOT):
    """Run a command, echoing it, and stop on failure."""
    print("+ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=cwd, check=True)


def ensure_python():
    """Create .venv and install the pinned requirements unless already done."""
    if sys.version_info < (3, 11):
        sys.exit("Python 3.11 or newer is needed (found %d.%d)." % sys.version_info[:2])
    req = os.path.join(ROOT, "requirements-host.txt")
    stamp = os.path.join(VENV, ".requirements.sha256")
    want = _digest(req)
    if os.path.exists(stamp) and open(stamp).read() == want and os.path.exists(_venv_python()):
        return
    if not os.path.exists(_venv_python()):
        _run([sys.executable, "-m", "venv", VENV])
    _run([_venv_python(), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-r", req])
    with open(stamp, "w") as fh:
        fh.write(want)


def ensure_node():
    """Install the MicroPython WebAssembly package with npm unless already done."""
    pkg = os.path.join(MP_DIR, "package.json")
    stamp = os.path.join(MP_DIR, "node_modules", ".package.sha256")
    want = _digest(pkg)
    if os.path.exists(stamp) and open(stamp).read() == want:
        return
    for tool in ("node", "npm"):
        if subprocess.run(["which", tool], capture_output=True).returncode:
            sys.exit("%s is needed for the MicroPython tests: install Node.js 18 or newer." % tool)
    _run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error"], cwd=MP_DIR)
    with open(stamp, "w") as fh:
        fh.write(want)


def main(argv):
    """Dispatch the sub-command."""
    if len(argv) < 2 or argv[1] not in ("sim", "test", "bench"):
        print(__doc__)
        return 2
    cmd, rest = argv[1], argv[2:]
    ensure_python()
    py = _venv_python()
    if cmd == "sim":
        env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", BLINKA_OS_AGNOSTIC="1")
        return subprocess.run([py, "code.py"] + rest, cwd=ROOT, env=env).returncode
    ensure_node()
    if cmd == "bench":
        return subprocess.run([py, "tools/bench.py"] + rest, cwd=ROOT).returncode
    # -P: the repo root must not come first on sys.path, or code.py would shadow the stdlib "code" module
    return subprocess.run([py, "-P", "-m", "pytest", "-q", "tests_host"] + _parallel(rest) + rest,
                          cwd=ROOT).returncode


def _parallel(args):
    """pytest-xdist options: one worker per CPU in load groups, unless the arguments choose (-n 0: serially)."""
    if "no:xdist" in args or "-pno:xdist" in args or "--pdb" in args or "--trace" in args:
        return []
    opts = []
    if not any(a.startswith(("-n", "--numprocesses")) for a in args):
        opts += ["-n", "auto"]
    if not any(a.startswith("--dist") for a in args):
        opts += ["--dist", "loadgroup"]  # tests marked xdist_group(name) share one worker (and its fixtures)
    return opts


if __name__ == "__main__":
    sys.exit(main(sys.argv))
