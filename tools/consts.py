#!/usr/bin/env python3
"""Write each game's constants into the modules that use them, from the game's one layout file.

    python3 tools/consts.py [--check] [GAME ...]     (default: every registered game)

games/<id>/consts.txt holds every constant that more than one module of the game uses (state offsets and
sizes, phases, action and card codes), written once. The badge wants each module to declare the ones it uses
itself: MicroPython inlines a `_NAME = const(n)` only inside its own module and keeps it out of the module's
globals, while a constant imported from another module is a dictionary entry and a lookup at every use. So
this tool writes, into every module of games/<id>/ that uses a name of the file, one block between two marker
comments (GENERATED and END below):

- a module that uses `_NAME` (or `NAME`) in its code gets `_NAME = const(value)` (spelled as it uses it),
  in the file's order;
- a `[module]` section of the file is written whole into that module (its comments too), whether the module
  uses the names or not: rules.py declares the layout that way, public where a name has no leading `_`
  (others read it as `rules.NAME`). The `[pieces]` section has no such module.

The file is read here only: tools/deploy.py copies Python modules, so it never reaches the badge, and what
the badge runs is what it ran before (the same inlined consts). --check changes nothing and exits 1 when a
block is out of date, hand-edited, or a name of the file is declared outside its block
(tests_host/test_consts.py runs it for every game).
"""

import ast
import io
import os
import re
import sys
import tokenize

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUT = "consts.txt"
GENERATED = "# consts.txt, written by tools/consts.py: edit games/%s/consts.txt and run the tool, not these lines"
END = "# end of consts.txt"
NO_HOME = "pieces"
_ENTRY = re.compile(r"^(_?[A-Z][A-Z0-9_]*) = ((?:0x[0-9A-Fa-f]+)|(?:-?[0-9]+))(\s*#.*)?$")
_DECLARED = re.compile(r"^(_?[A-Z][A-Z0-9_]*) = const\(")


class LayoutError(ValueError):
    """A layout file or a module the tool cannot read as it expects."""


def game_ids(root=ROOT):
    """Registered game ids (GAMES of games/__init__.py, read without importing it)."""
    tree = ast.parse(open(os.path.join(root, "games", "__init__.py"), encoding="utf-8").read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "GAMES" for t in node.targets):
            return [row[0] for row in ast.literal_eval(node.value)]
    raise LayoutError("games/__init__.py has no GAMES")


def read_layout(path):
    """(entries, sections): entries {bare name: (spelling, value text)} in the file's order; sections
    {module: [body lines]} of every [module] section but [pieces]."""
    entries = {}
    sections = {}
    body = None
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    for number, line in enumerate(lines, 1):
        head = re.match(r"^\[(\w+)\]\s*$", line)
        if head:
            body = sections.setdefault(head.group(1), []) if head.group(1) != NO_HOME else []
            continue
        entry = _ENTRY.match(line)
        if entry:
            name, value = entry.group(1), entry.group(2)
            if body is None:
                raise LayoutError("%s:%d: a name before the first [section]" % (path, number))
            if name.lstrip("_") in entries:
                raise LayoutError("%s:%d: %s is written twice" % (path, number, name))
            if abs(int(value, 0)) >= 2 ** 30:
                raise LayoutError("%s:%d: %s is not below 2**30 (a long int on the badge)" % (path, number, name))
            entries[name.lstrip("_")] = (name, value)
        elif line.strip() and not line.startswith("#"):
            raise LayoutError("%s:%d: not NAME = int, [section] or a comment: %r" % (path, number, line))
        if body is not None:
            body.append(line)
    for body in sections.values():
        while body and not body[-1].strip():
            body.pop()
    return entries, sections


def _split(text):
    """(before, block lines or None, after) of a module's text around its generated block."""
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if line.startswith(GENERATED.split(":")[0])]
    if not starts:
        return lines, None, []
    start = starts[0]
    if len(starts) > 1 or END not in lines[start:]:
        raise LayoutError("a second generated block, or one without its end line")
    end = lines.index(END, start)
    return lines[:start], lines[start + 1:end], lines[end + 1:]


def _used(code):
    """{bare name: spelling} of the upper-case names a module's code uses (not after a dot), but for those it
    imports or assigns itself (cards.py's `CARD_COUNT = 18` is its own)."""
    imported = set()
    tree = ast.parse(code)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            imported |= {(a.asname or a.name).split(".")[0] for a in node.names}
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            imported.add(node.id)
    out = {}
    previous = None
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if tok.type == tokenize.NAME and previous != "." and tok.string not in imported:
            if re.match(r"^_?[A-Z][A-Z0-9_]*$", tok.string):
                out.setdefault(tok.string.lstrip("_"), tok.string)
        if tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
            previous = tok.string
    return out


def block(module, code, entries, sections, gid):
    """The generated block's lines for a module (without the marker lines); [] when it needs none."""
    own = sections.get(module, [])
    lines = []
    written = set()
    for line in own:
        entry = _ENTRY.match(line)
        if entry:
            name, value, note = entry.group(1), entry.group(2), entry.group(3) or ""
            lines.append("%s = const(%s)%s" % (name, value, note))
            written.add(name.lstrip("_"))
        else:
            lines.append(line)
    used = _used(code)
    for bare, (_spelling, value) in entries.items():
        if bare in used and bare not in written:
            lines.append("%s = const(%s)" % (used[bare], value))
    return lines


def render(path, entries, sections, gid):
    """The module's text with its block brought up to date (problems raise LayoutError)."""
    module = os.path.basename(path)[:-3]
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    before, old, after = _split(text)
    code = "\n".join(before + [""] * (len(old or ()) + 2 * (old is not None)) + after)
    for line in before + after:
        found = _DECLARED.match(line)
        if found and found.group(1).lstrip("_") in entries:
            raise LayoutError("%s declares %s by hand: it is in consts.txt (the tool writes it)"
                              % (path, found.group(1)))
    lines = block(module, code, entries, sections, gid)
    if not lines:
        return "\n".join(before + after) if old is not None else text
    if used_spelling_clash(module, code, sections):
        raise LayoutError("%s uses %s" % (path, used_spelling_clash(module, code, sections)))
    if old is None:
        at = _insert_at(before)
        before, after = before[:at], before[at:]
        if after and after[0].strip():
            after = [""] + after
        if before and before[-1].strip():
            before = before + [""]
    if "from micropython import const" not in text:
        raise LayoutError("%s needs `from micropython import const` for its generated block" % path)
    return "\n".join(before + [GENERATED % gid] + lines + [END] + after)


def used_spelling_clash(module, code, sections):
    """A name a [module] section declares under one spelling that the module's code uses under the other."""
    used = _used(code)
    for line in sections.get(module, []):
        entry = _ENTRY.match(line)
        if entry and entry.group(1).lstrip("_") in used and used[entry.group(1).lstrip("_")] != entry.group(1):
            return "%s, declared %s in consts.txt" % (used[entry.group(1).lstrip("_")], entry.group(1))
    return ""


def _insert_at(lines):
    """Line index after a module's docstring, comments and imports: where a new block goes."""
    tree = ast.parse("\n".join(lines))
    at = 0
    for node in tree.body:
        is_doc = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and node is tree.body[0]
        if not (is_doc or isinstance(node, (ast.Import, ast.ImportFrom))):
            break
        at = node.end_lineno
    return at


def modules(gid, root=ROOT):
    """Paths of a game's modules."""
    folder = os.path.join(root, "games", gid)
    return [os.path.join(folder, f) for f in sorted(os.listdir(folder)) if f.endswith(".py")]


def run(gid, root=ROOT, write=True):
    """Bring a game's blocks up to date (write=False: only compare); the paths that differ(ed)."""
    layout = os.path.join(root, "games", gid, LAYOUT)
    entries, sections = read_layout(layout)
    for module in sections:
        if not os.path.exists(os.path.join(root, "games", gid, module + ".py")):
            raise LayoutError("%s: [%s] names no module of games/%s" % (layout, module, gid))
    changed = []
    for path in modules(gid, root):
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        new = render(path, entries, sections, gid)
        if new != text:
            changed.append(os.path.relpath(path, root))
            if write:
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write(new)
    return changed


def main(argv):
    """Command line: write (or --check) the blocks of the named games, or of every game."""
    check = "--check" in argv
    ids = [a for a in argv if not a.startswith("-")] or game_ids()
    bad = 0
    for gid in ids:
        try:
            changed = run(gid, write=not check)
        except LayoutError as exc:
            print("error: %s" % exc)
            bad = 1
            continue
        for path in changed:
            print("%s %s" % ("out of date:" if check else "wrote", path))
        bad = bad or (check and bool(changed))
    if check and bad:
        print("run `python3 tools/consts.py` to write the blocks from games/<id>/consts.txt")
    return bad


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
