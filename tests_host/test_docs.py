"""The documents name only files that exist, and the rules import from outside their game only what
docs/design.md says they do."""

import ast
import os
import re
import subprocess

import pytest

import games

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = ["README.md"] + ["docs/" + f for f in sorted(os.listdir(os.path.join(ROOT, "docs"))) if f.endswith(".md")]
# files the documents name that live on the badge's drive or the user's machine, or stand for any file
ELSEWHERE = {"boot.py", "/boot.py", "boot_out.txt", "code.txt", "main.py", "settings.toml", "index.html",
             "lib/adafruit_ticks.mpy", "lib/neopixel.mpy", "/.local/share/pocketbog/nvm.bin",
             "Support/pocketbog/nvm.bin", "module.py", "script.py"}
_FILE = re.compile(r"[\w./<>-]*\w\.(?:py|txt|md|json|mjs|toml|sh|patch|mpy|bin|uf2|html)\b")
# what a game's rules (rules.py and every piece it imports) may import from outside the game
RULES_MAY_IMPORT = {"micropython", "sys", "prng", "lang", "games"}


def _tracked():
    """The repository's files (git's list, else a walk of the tree)."""
    try:
        out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout
        return out.split()
    except (OSError, subprocess.CalledProcessError):
        found = []
        for dirpath, dirnames, filenames in os.walk(ROOT):
            dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "node_modules"]
            found += [os.path.relpath(os.path.join(dirpath, f), ROOT).replace(os.sep, "/") for f in filenames]
        return found


@pytest.mark.parametrize("doc", DOCS)
def test_every_file_a_document_names_exists(doc):
    """A file name in a document (a path, or a bare name anywhere in the tree; <id> stands for a game) exists."""
    files = _tracked()
    text = open(os.path.join(ROOT, doc), encoding="utf-8").read()
    missing = []
    for name in sorted(set(_FILE.findall(text)) - ELSEWHERE):
        pattern = re.compile("(^|/)" + re.escape(name).replace(re.escape("<id>"), r"\w+") + "$")
        if not any(pattern.search(f) for f in files):
            missing.append(name)
    assert missing == [], "%s names files that do not exist: %s" % (doc, missing)


def _imports(path):
    """Modules a file imports, at any depth (functions too): each `import` and `from` module, and each name
    a `from` imports as module.name (it may be a module: `from games.bog import start`)."""
    out = set()
    for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            out |= {node.module} | {node.module + "." + a.name for a in node.names}
    return out


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_the_rules_import_from_outside_their_game_only_what_the_design_says(gid):
    """rules.py and every module it reaches import, besides their own game's pieces, only micropython, sys,
    lib/prng.py, lib/lang.py and the registry (games), as docs/design.md's data flow says."""
    package = "games." + gid
    todo, seen, outside = [package + ".rules"], set(), {}
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = os.path.join(ROOT, *name.split(".")) + ".py"
        if not os.path.exists(path):
            continue  # a name from a module, not a module
        for mod in _imports(path):
            parts = mod.split(".")
            if mod == package:
                continue
            if mod.startswith(package + "."):
                todo.append(mod)
            elif parts[0] == "games" and len(parts) > 1 and games.find(parts[1]) is not None:
                outside.setdefault(mod, set()).add(name)  # another game's module
            else:
                outside.setdefault(parts[0], set()).add(name)
    assert {m: sorted(w) for m, w in outside.items() if m not in RULES_MAY_IMPORT} == {}
    design = open(os.path.join(ROOT, "docs", "design.md"), encoding="utf-8").read()
    assert all(n in design for n in ("prng.py", "lang.py", "games/__init__.py", "test_docs.py"))
