#!/usr/bin/env python3
"""Flag Python that the device (CircuitPython 9/10) cannot run: a fast static check of the device files.

    python3 tools/subset_lint.py [FILE or DIR ...]

Without arguments it checks code.py, lib/, games/ and boards/{__init__,badge_io,pybadge,pygamer}.py of this
repository. Prints "path:line: message" per finding; exit status 1 when there is any, 0 when clean.
Checks: run-time imports of modules CircuitPython lacks (typing, dataclasses, enum, abc, functools, itertools,
copy; allowed inside try/except ImportError or under `if TYPE_CHECKING:`), `match`, positional-only `/`,
random.shuffle/sample/choices, int.from_bytes/.to_bytes without a positional byteorder, positional sort keys,
int literals >= 2**30 (heap-allocated long ints) and `import board` outside boards/.
Running the code under MicroPython (the host tests) remains the real proof; this catches the usual slips early.
"""
import ast
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVICE_PATHS = ("code.py", "lib", "games", "boards/__init__.py", "boards/badge_io.py", "boards/pybadge.py",
                "boards/pygamer.py")
MISSING_MODULES = frozenset(("typing", "dataclasses", "enum", "abc", "functools", "itertools", "copy"))
MISSING_RANDOM = frozenset(("shuffle", "sample", "choices"))
IMPORT_ERRORS = frozenset(("ImportError", "ModuleNotFoundError", "Exception", "BaseException"))
SMALL_INT_LIMIT = 2 ** 30


def _catches_import_error(node):
    """True if one of a try statement's handlers catches ImportError."""
    for handler in node.handlers:
        if handler.type is None:
            return True
        types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
        if any(isinstance(t, ast.Name) and t.id in IMPORT_ERRORS for t in types):
            return True
    return False


def _is_type_checking(test):
    """True for the test of `if TYPE_CHECKING:` or `if typing.TYPE_CHECKING:`."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk(node, guarded=False):
    """Yield (node, guarded) for every node; guarded: only reached where a failed import is harmless."""
    yield node, guarded
    if isinstance(node, (ast.Try, getattr(ast, "TryStar", ast.Try))) and _catches_import_error(node):
        parts = [(node.body, True), (node.handlers + node.orelse + node.finalbody, guarded)]
    elif isinstance(node, ast.If) and _is_type_checking(node.test):
        parts = [([node.test], guarded), (node.body, True), (node.orelse, guarded)]
    else:
        parts = [(list(ast.iter_child_nodes(node)), guarded)]
    for children, flag in parts:
        for child in children:
            yield from _walk(child, flag)


def _check_import(node, guarded, in_boards):
    """Findings of one import statement."""
    if isinstance(node, ast.ImportFrom):
        if node.level:  # relative import: a module of this project
            return []
        modules, names = [node.module or ""], [a.name for a in node.names]
    else:
        modules, names = [a.name for a in node.names], []
    found = []
    for module in modules:
        top = module.split(".")[0]
        if top in MISSING_MODULES and not guarded:
            found.append("module %r is missing on CircuitPython: import it inside try/except ImportError "
                         "or under `if TYPE_CHECKING:`" % top)
        if top == "board" and not in_boards:
            found.append("`import board` belongs in boards/ (the board modules wrap the hardware)")
        if top == "random":
            found += ["random.%s is missing on CircuitPython (use lib/prng.py)" % n
                      for n in names if n in MISSING_RANDOM]
    return found


def _check_call(node):
    """Findings of one call: byteorder-less int/bytes conversions and positional sort keys."""
    func, args = node.func, node.args
    if any(isinstance(a, ast.Starred) for a in args):
        return []
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if name in ("from_bytes", "to_bytes") and isinstance(func, ast.Attribute):
        # int.to_bytes(n, length, order) called unbound takes the int first
        unbound = name == "to_bytes" and isinstance(func.value, ast.Name) and func.value.id == "int"
        if len(args) < 2 + unbound:
            if any(k.arg == "byteorder" for k in node.keywords):
                return ["%s(byteorder=...) fails on CircuitPython: pass byteorder positionally" % name]
            return ["%s without its byteorder argument fails on CircuitPython: pass e.g. \"little\"" % name]
    if (name == "sorted" and isinstance(func, ast.Name) and len(args) > 1) or \
            (name == "sort" and isinstance(func, ast.Attribute) and args):
        return ["%s: pass the key function as key=...; a positional key fails on CircuitPython" % name]
    return []


def lint_source(source, path="<source>"):
    """Return the sorted (line, message) findings of one device source text."""
    try:
        tree = ast.parse(source, filename=path)
    except SyntaxError as err:
        return [(err.lineno or 0, "syntax error: %s" % err.msg)]
    in_boards = os.path.basename(os.path.dirname(os.path.abspath(path))) == "boards"
    random_names = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.Import)
                    for a in n.names if a.name == "random"}
    found = []
    for node, guarded in _walk(tree):
        line, messages = getattr(node, "lineno", 0), []
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            messages = _check_import(node, guarded, in_boards)
        elif isinstance(node, ast.Match):
            messages = ["match statements are not supported on CircuitPython"]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and node.args.posonlyargs:
            messages = ["positional-only parameters (/) are not supported on CircuitPython"]
        elif isinstance(node, ast.Attribute) and node.attr in MISSING_RANDOM and \
                isinstance(node.value, ast.Name) and node.value.id in random_names:
            messages = ["random.%s is missing on CircuitPython (use lib/prng.py)" % node.attr]
        elif isinstance(node, ast.Call):
            messages = _check_call(node)
        elif isinstance(node, ast.Constant) and type(node.value) is int and node.value >= SMALL_INT_LIMIT:
            messages = ["int literal %d is >= 2**30: a heap-allocated long int on the device" % node.value]
        found += [(line, m) for m in messages]
    return sorted(found)


def iter_files(paths):
    """Yield the .py files named by paths (files, or directories searched recursively, in sorted order)."""
    for path in paths:
        if os.path.isdir(path):
            for top, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__")))
                yield from (os.path.join(top, f) for f in sorted(files) if f.endswith(".py"))
        else:
            yield path


def main(argv=None):
    """Lint the given files/directories (default: the device files); print findings; return 1 if any."""
    args = sys.argv[1:] if argv is None else list(argv)
    paths = args or [os.path.relpath(os.path.join(ROOT, p)) for p in DEVICE_PATHS]
    count = 0
    for path in iter_files(paths):
        try:
            with open(path, encoding="utf-8") as fh:
                findings = lint_source(fh.read(), path)
        except OSError as err:
            findings = [(0, "cannot read: %s" % (err.strerror or err))]
        for line, message in findings:
            print("%s:%d: %s" % (path, line, message))
        count += len(findings)
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main())
