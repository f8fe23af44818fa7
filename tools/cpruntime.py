"""CircuitPython's own runtime on this machine: the interpreter and compiler every device memory figure comes from.

A PyBadge runs CircuitPython 10 on a 32-bit SAMD51. The device model (tools/devmodel.py), the compile peaks
(tools/compilepeak.py) and the bench (tools/bench.py) run the deployed console in CircuitPython 10.2.1's unix
port built as a 32-bit program, in a fixed heap (`-X heapsize=NNNk`: exact bytes, the badge's object sizes), and
compile it with that release's mpy-cross. docs/circuitpython.md says how to build both from public sources.

Where they are found, first match wins:
  the tool's --circuitpython PATH option (the interpreter; its compiler is `cp-mpy-cross` beside it)
  POCKETBOG_CIRCUITPYTHON=PATH (the interpreter) and POCKETBOG_CP_MPY_CROSS=PATH (the compiler, optional)
The product and the tests do not need them: the tests that measure the device skip without them.
"""

import os
import subprocess
import sys

INTERPRETER_ENV = "POCKETBOG_CIRCUITPYTHON"
COMPILER_ENV = "POCKETBOG_CP_MPY_CROSS"
COMPILER_NAME = "cp-mpy-cross"
VERSION = (10, 2, 1)  # the release the budgets are measured in (docs/design.md)
HOW = ("CircuitPython's 32-bit unix interpreter is needed to measure the device: set %s to its path "
        "or pass --circuitpython PATH (docs/circuitpython.md says how to build it)" % INTERPRETER_ENV)
_explicit = {}


def take_option(argv):
    """Remove `--circuitpython PATH` from argv (a list) and remember it for this process; return argv."""
    if "--circuitpython" in argv:
        i = argv.index("--circuitpython")
        if i + 1 >= len(argv):
            raise SystemExit("--circuitpython needs the interpreter's path")
        _explicit["interpreter"] = os.path.abspath(argv[i + 1])
        os.environ[INTERPRETER_ENV] = _explicit["interpreter"]  # the tools' worker processes find it too
        del argv[i:i + 2]
    return argv


def interpreter():
    """Path of circuitpython32, or None when neither the option nor the environment names an existing file."""
    path = _explicit.get("interpreter") or os.environ.get(INTERPRETER_ENV, "")
    return path if path and os.access(path, os.X_OK) else None


def compiler():
    """Path of CircuitPython's mpy-cross: POCKETBOG_CP_MPY_CROSS, else cp-mpy-cross beside the interpreter."""
    path = os.environ.get(COMPILER_ENV, "")
    if not path and interpreter():
        path = os.path.join(os.path.dirname(interpreter()), COMPILER_NAME)
    return path if path and os.access(path, os.X_OK) else None


def require():
    """(interpreter, compiler), checked to be CircuitPython 10.2.1, 32-bit; RuntimeError saying how to get them."""
    exe, cross = interpreter(), compiler()
    if exe is None or cross is None:
        raise RuntimeError(HOW + ("" if exe is None else "; its compiler %s was not found beside it (or set %s)"
                                   % (COMPILER_NAME, COMPILER_ENV)))
    out = subprocess.run([exe, "-c", "import sys; print(sys.implementation.name, sys.implementation.version[:3], "
                          "sys.maxsize)"], capture_output=True, text=True, timeout=30)
    words = out.stdout.split()
    if out.returncode or len(words) < 2 or words[0] != "circuitpython":
        raise RuntimeError("%s is not a CircuitPython interpreter (%s)" % (exe, (out.stdout + out.stderr)[:200]))
    if words[-1] != str(2 ** 31 - 1):
        raise RuntimeError("%s is a 64-bit build: the badge's heap needs the 32-bit one" % exe)
    return exe, cross


def available():
    """True when both the interpreter and the compiler are found (a test that measures the device runs then)."""
    return interpreter() is not None and compiler() is not None


if __name__ == "__main__":
    take_option(sys.argv)
    try:
        print("interpreter: %s\ncompiler: %s" % require())
    except RuntimeError as exc:
        sys.exit(str(exc))
