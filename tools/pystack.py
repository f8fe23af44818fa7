#!/usr/bin/env python3
"""CPU decisions against CircuitPython's Python-frame stack ("pystack"): the most each game and level needs.

    .venv/bin/python tools/pystack.py [--game ID[,ID...]] [--positions N] [--seeds N] [--bisect] [--json FILE|-]

CircuitPython keeps Python call frames in a fixed pystack: 1,536 bytes on SAMD51 boards in 9.x, 2,048 in 10.x
(the tests' WebAssembly MicroPython has 8 KB unless told otherwise: MP_PYSTACK_BYTES of tools/mp/run_mp.mjs).
A "pystack exhausted" in a CPU's search used to fall back to its first legal action, silently.

Measured: tools/mp/pystack_probe.py runs the console's own frames as the badge does (code.py's module frame,
App.run(), App.step(), CpuTurn.tick() or the pause menu's Hint, cputurn.decide(), cpu.choose() and the search)
over random games of every game at 2 seats (3 for Le Bog) and at the most seats, the CPU seats at EASY, NORMAL
and HARD, and seat 0 asking for Hints; the most pystack any decision took comes from a canary over the free
pystack. Static: the deepest chain of frames the source allows (any position), each frame's size from its
compiled prelude (mpy-cross), the calls from the source (static()).

Figures, per game and level ("hint" for the pause menu's Hint), in bytes:
- as run: pystack from its bottom under tools/mp/run_mp.mjs, whose bottom holds one frame the badge has not:
  the probe's MP_RESUME (BASE), entered from JS, which runs code.py. (A script's own entry from JS, runPython's
  `exec(compile(...))` line, takes ENTRY: entry_bytes(); the probe does not run under it.)
- on the badge: as run - BASE, from code.py's module frame up.
BUDGET_BYTES is the pystack every game and level must decide in: tests_host/test_pystack.py runs the probe with
MP_PYSTACK_BYTES=BUDGET_BYTES (BASE included) and checks the static bound. --bisect also finds, per game and
level, the smallest MP_PYSTACK_BYTES (32-byte steps) at which every decision runs, as a check on the canary.

measure() returns the figures (pystack_peak_bytes for tools/bench.py).
"""

import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

import hostenv  # noqa: F401  (tools/ is sys.path[0] when a tool runs)

ROOT = hostenv.setup()

from mpy import RUNNER, MicroPythonError, _require_node  # noqa: E402

import games  # noqa: E402

PROBE = os.path.join(ROOT, "tools", "mp", "pystack_probe.py")
STUBS = os.path.join(ROOT, "tools", "mp", "pystub")
BUDGET_BYTES = 1280  # the issue's target: fits CircuitPython 9's 1,536 with room for the badge's own frames
MEASURE_BYTES = 8192  # the pystack the measuring run gets (the WebAssembly package's default)
LEVELS = ("easy", "normal", "hard", "hint")
STEP = 32


def seat_counts(game_id):
    """The seat counts probed: 2 (or the least) and the most."""
    row = games.find(game_id)
    return sorted({max(2, row[2]), row[3]})


def jobs(game_ids=None, positions=4, seeds=1, levels=(0, 1, 2, 3), options=False):
    """Probe jobs (game, players, options, level, seed, positions): every game, seat count, level and seed; with
    options, also every choice of every option at the most seats."""
    out = []
    for gid in game_ids or [row[0] for row in games.GAMES]:
        configs = [(players, 0) for players in seat_counts(gid)]
        if options:
            hi = games.find(gid)[3]
            for k, (_name, values) in enumerate(games.load_rules(gid).OPTIONS):
                configs += [(hi, i << (4 * k)) for i in range(1, len(values))]
        for players, opts in configs:
            for level in levels:
                for k in range(seeds):
                    out.append((gid, players, opts, level, 101 + 1000 * k, positions))
    return out


def _stage(tmp):
    """MP_EXTRA_LIB for the probe: code.py and the stand-ins (tools/mp/pystub) under /lib."""
    shutil.copy(os.path.join(ROOT, "code.py"), os.path.join(tmp, "code.py"))
    shutil.copytree(STUBS, os.path.join(tmp, "pystub"))
    return tmp


def run(size, job_list, timeout=600):
    """Run the probe with a pystack of size bytes; return (base bytes, [row dict per job])."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, MP_PYSTACK_BYTES=str(size), MP_EXTRA_LIB=_stage(tmp))
        args = []
        for job in job_list:
            args += (["+"] if args else []) + [str(x) for x in job]
        cmd = [_require_node(), RUNNER, ROOT, PROBE, str(size)] + args
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, check=False)
    if proc.returncode:
        raise MicroPythonError("pystack probe failed (%d):\n%s\n%s" % (proc.returncode, proc.stdout[-3000:],
                                                                      proc.stderr[-3000:]))
    base = 0
    rows = []
    for line in proc.stdout.splitlines():
        parts = line.split()
        if parts and parts[0] == "BASE":
            base = int(parts[1])
        elif parts and parts[0] == "PYSTACK":
            gid, players, options, level, done, peak, errors = parts[1], *[int(x) for x in parts[2:]]
            rows.append({"game": gid, "players": players, "options": options, "level": LEVELS[level],
                         "decisions": done, "peak": (peak + 7) & ~7, "errors": errors})
        elif parts and parts[0] == "ERROR" and rows is not None:
            rows.append({"error": line[6:]})
    return base, rows


def entry_bytes():
    """Pystack the JS entry of tools/mp/run_mp.mjs takes before a script's first line (runPython's frame).

    A script whose module frame reads the pystack in use (X + its frame) against a script running that one
    through a line shaped like the runner's own `exec(compile(open(...).read(), ...))` (X + the same again)."""
    node = _require_node()
    with tempfile.TemporaryDirectory() as tmp:
        inner = os.path.join(tmp, "inner.py")
        with open(inner, "w") as f:
            f.write("import micropython\nprint(micropython.pystack_use())\n")
        outer = os.path.join(tmp, "outer.py")
        with open(outer, "w") as f:
            f.write('exec(compile(open("/lib/inner.py").read(), "inner.py", "exec"))\n')
        env = dict(os.environ, MP_EXTRA_LIB=tmp)
        got = []
        for script in (inner, outer):
            proc = subprocess.run([node, RUNNER, ROOT, script], capture_output=True, text=True, env=env,
                                  timeout=60, check=True)
            got.append(int(proc.stdout.split()[-1]))
    return got[1] - got[0]


def _summary(base, rows):
    """{game: {level: peak}} (the most over seat counts), errors listed apart."""
    per = {}
    errors = []
    for row in rows:
        if "error" in row:
            errors.append(row["error"])
            continue
        if row["errors"]:
            errors.append("%(game)s %(players)d seats %(level)s: %(errors)d errors" % row)
        lv = per.setdefault(row["game"], {})
        lv[row["level"]] = max(lv.get(row["level"], 0), row["peak"])
    return per, errors


# ------------------------------------------------------------------------------------------ static bound
# The canary sees the positions the probe reached; the static bound covers every position: each function's
# frame from its compiled prelude, and the deepest chain of calls the source allows. A frame takes
# FRAME_HEADER bytes (mp_code_state_t: fun_bc, ip, sp, n_state/exc_sp_idx, old_globals on a 32-bit port)
# + 4 bytes per state slot (arguments, locals, the value stack) + 12 per nested exception handler, rounded up
# to 8 (the pystack's alignment); calibrated against the canary on the WebAssembly port.

FRAME_HEADER = 20
# the console's frames under cpu.choose: (module, function); code.py's module frame first
CONSOLE = {
    "cpu": (("code", "<module>"), ("app", "App.run"), ("app", "App.step"), ("cputurn", "CpuTurn.tick"),
            ("cputurn", "decide")),
    "hint": (("code", "<module>"), ("app", "App.run"), ("app", "App.step"), ("pausemenu", "open_pause.chosen.back"),
             ("pausemenu", "show_hint"), ("cputurn", "decide")),
}
_COMP = {ast.ListComp: "<listcomp>", ast.SetComp: "<setcomp>", ast.GeneratorExp: "<genexpr>",
         ast.DictComp: "<dictcomp>"}


def _mpy_frames(path):
    """[(n_state, n_exc_stack, simple name or None)] of the module and every function in it, in raw-code order."""
    import compilepeak

    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "x.mpy")
        subprocess.run([compilepeak.mpy_cross(), "-o", out, path], check=True, capture_output=True)
        with open(out, "rb") as f:
            data = f.read()
    if data[0:2] != b"M\x06":
        raise RuntimeError("%s: not a version 6 .mpy" % path)
    pos = [4]

    def uint():
        v = 0
        while True:
            b = data[pos[0]]
            pos[0] += 1
            v = (v << 7) | (b & 0x7F)
            if not b & 0x80:
                return v

    n_qstr = uint()
    n_obj = uint()
    qstrs = []
    for _ in range(n_qstr):
        n = uint()
        if n & 1:  # a static qstr: the compiler's own table, not needed here
            qstrs.append(None)
            continue
        n >>= 1
        qstrs.append(data[pos[0]:pos[0] + n].decode())
        pos[0] += n + 1

    def obj():
        kind = data[pos[0]]
        pos[0] += 1
        if kind == 10:  # a tuple
            for _ in range(uint()):
                obj()
        elif kind > 4:  # a str, bytes, int, float or complex: its length, its bytes (and a str's or bytes' 0)
            n = uint()
            pos[0] += n + (1 if kind in (5, 6) else 0)

    for _ in range(n_obj):
        obj()
    found = []

    def raw_code():
        kind_len = uint()
        fun = data[pos[0]:pos[0] + (kind_len >> 3)]
        pos[0] += kind_len >> 3
        i = 1
        z = fun[0]
        n_state = (z >> 3) & 0xF
        n_exc = (z >> 2) & 1
        n = 0
        while z & 0x80:  # MP_BC_PRELUDE_SIG_DECODE
            z = fun[i]
            i += 1
            n_state |= (z & 0x30) << (2 * n)
            n_exc |= (z & 0x02) << n
            n += 1
        while fun[i] & 0x80:  # the prelude's size
            i += 1
        i += 1
        name = 0
        while True:
            name = (name << 7) | (fun[i] & 0x7F)
            i += 1
            if not fun[i - 1] & 0x80:
                break
        found.append((n_state + 1, n_exc, qstrs[name] if name < len(qstrs) else None))
        if kind_len & 4:
            for _ in range(uint()):
                raw_code()

    raw_code()
    return found


def frame_bytes(n_state, n_exc):
    """Pystack bytes of a frame with n_state slots and n_exc nested exception handlers."""
    return (FRAME_HEADER + 4 * n_state + 12 * n_exc + 7) & ~7


def _scopes(tree):
    """[(qualified name, node)] of every scope below the module, in the compiler's order."""
    out = []

    def walk(node, prefix):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Lambda)):
            for d in getattr(node, "decorator_list", []) + getattr(node, "bases", []):
                walk(d, prefix)
            args = getattr(node, "args", None)
            for d in (args.defaults + [x for x in args.kw_defaults if x]) if args else []:
                walk(d, prefix)
            q = prefix + getattr(node, "name", "<lambda>")
            out.append((q, node))
            for st in node.body if isinstance(node.body, list) else [node.body]:
                walk(st, q + ".")
        elif type(node) in _COMP:
            walk(node.generators[0].iter, prefix)  # evaluated in the enclosing scope
            q = prefix + _COMP[type(node)]
            out.append((q, node))
            for i, g in enumerate(node.generators):
                for part in ([g.iter] if i else []) + g.ifs + [g.target]:
                    walk(part, q + ".")
            for part in [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]:
                walk(part, q + ".")
        else:
            for child in ast.iter_child_nodes(node):
                walk(child, prefix)

    walk(tree, "")
    return out


def _module_path(mod):
    """Source of a device module by its import name (code, lib/ modules, games.*), or None."""
    if mod == "code":
        return os.path.join(ROOT, "code.py")
    base = os.path.join(ROOT, *mod.split(".")) if mod.startswith("games") else os.path.join(ROOT, "lib", mod)
    for path in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.exists(path):
            return path
    return None


class _Static:
    """Frames and calls of the device modules, and the deepest chain of frames from a function."""

    def __init__(self):
        self.mods = {}
        self.memo = {}

    def module(self, mod):
        """(frame bytes by qualified name, nodes by qualified name, names imported or defined), or None."""
        if mod not in self.mods:
            path = _module_path(mod)
            if path is None:
                self.mods[mod] = None
                return None
            with open(path) as f:
                tree = ast.parse(f.read())
            scopes = _scopes(tree)
            frames = _mpy_frames(path)
            if len(frames) != len(scopes) + 1:
                raise RuntimeError("%s: %d scopes, %d compiled functions" % (path, len(scopes), len(frames) - 1))
            sizes = {"<module>": frame_bytes(*frames[0][:2])}
            nodes = {"<module>": tree}
            for (q, node), (n_state, n_exc, name) in zip(scopes, frames[1:]):
                if name is not None and not name.startswith("<") and name != q.split(".")[-1]:
                    raise RuntimeError("%s: %s compiled as %s" % (path, q, name))
                sizes[q] = frame_bytes(n_state, n_exc)
                nodes[q] = node
            self.mods[mod] = (sizes, nodes, self.names(mod, tree.body))
        return self.mods[mod]

    def names(self, mod, body, recurse=False):
        """{name: ("mod", module) | ("fun", module, name)} of the imports and definitions in body."""
        out = {}
        package = mod.rsplit(".", 1)[0] if "." in mod else ""
        for st in ast.walk(ast.Module(body=body, type_ignores=[])) if recurse else body:
            if isinstance(st, ast.Import):
                for a in st.names:
                    out[a.asname or a.name.split(".")[0]] = ("mod", a.name if a.asname else a.name.split(".")[0])
            elif isinstance(st, ast.ImportFrom):
                base = (package + ("." + st.module if st.module else "")) if st.level else st.module
                for a in st.names:
                    sub = base + "." + a.name
                    out[a.asname or a.name] = ("mod", sub) if _module_path(sub) else ("fun", base, a.name)
            elif isinstance(st, (ast.FunctionDef, ast.ClassDef)) and not recurse:
                out[st.name] = ("fun", mod, st.name)
        return out

    def callees(self, mod, q, dynamic):
        """[(module, qualified name)] called by mod.q: by name, as module.attribute, as self.method, and through
        dynamic[variable] = "module" or "module:Class" (or dynamic["self." + attribute]); a list comprehension
        counts as a call, and so does the module-level code of a game module imported here."""
        sizes, nodes, names = self.module(mod)
        node = nodes[q]
        local = dict(names)
        parts = q.split(".")
        for i in range(1, len(parts) + 1):  # imports inside this function or the ones around it
            around = nodes.get(".".join(parts[:i]))
            if around is not None and isinstance(getattr(around, "body", None), list):
                local.update(self.names(mod, around.body, recurse=True))
        out = []
        for name in local.values():  # a module imported here runs its module-level code on top of this frame
            if name[0] == "mod" and name[1].startswith("games.") and name not in names.values():
                out.append((name[1], "<module>"))

        def walk(c):
            if isinstance(c, (ast.FunctionDef, ast.Lambda, ast.ClassDef)):
                return  # a scope of its own: its calls are its own
            if type(c) in _COMP and type(c) is not ast.GeneratorExp:  # (a generator's frame is on the heap)
                out.extend((mod, k) for k, v in nodes.items() if v is c)
                return
            if isinstance(c, ast.Call):
                out.extend(self.resolve(mod, q, c.func, local, dynamic))
            for child in ast.iter_child_nodes(c):
                walk(child)

        body = getattr(node, "body", None)
        for st in body if isinstance(body, list) else list(ast.iter_child_nodes(node)):
            walk(st)
        return out

    def resolve(self, mod, q, f, local, dynamic):
        """Where a call to f goes: [] when not into a device module."""
        sizes = self.mods[mod][0]
        if isinstance(f, ast.Name):
            parts = q.split(".")
            for i in range(len(parts), 0, -1):  # a function nested in this one or in the ones around it
                if ".".join(parts[:i] + [f.id]) in sizes:
                    return [(mod, ".".join(parts[:i] + [f.id]))]
            n = local.get(f.id)
            if n and n[0] == "fun":
                if n[1] == mod and n[2] in sizes and isinstance(self.mods[mod][1][n[2]], ast.ClassDef):
                    return [(mod, n[2] + ".__init__")]
                return [(n[1], n[2])]
            return []
        if isinstance(f, ast.Attribute):
            v = f.value
            if isinstance(v, ast.Name):
                cls = q.split(".")[0]
                if v.id == "self" and cls + "." + f.attr in sizes:
                    return [(mod, cls + "." + f.attr)]
                if v.id in dynamic:  # "module" or "module:Class", or a tuple of modules it may be any of
                    if isinstance(dynamic[v.id], tuple):
                        return [(m, f.attr) for m in dynamic[v.id]]
                    m, _, cls = dynamic[v.id].partition(":")
                    return [(m, cls + "." + f.attr if cls else f.attr)]
                n = local.get(v.id)
                if n and n[0] == "mod":
                    return [(n[1], f.attr)]
            if isinstance(v, ast.Attribute) and isinstance(v.value, ast.Name) and "self." + v.attr in dynamic:
                return [(dynamic["self." + v.attr], f.attr)]
        return []

    def deepest(self, mod, q, dynamic=None, seen=()):
        """(bytes, ["module.function(bytes)", ...]) of the deepest chain of frames from entering mod.q."""
        dynamic = dynamic or {}
        key = (mod, q, tuple(sorted(dynamic.items())))
        if key in self.memo:
            return self.memo[key]
        info = self.module(mod)
        if info is None or key in seen:
            return 0, []
        sizes, nodes, names = info
        if q not in sizes:  # a name this module imported: follow it
            n = names.get(q)
            return self.deepest(n[1], n[2], dynamic, seen) if n and n[0] == "fun" else (0, [])
        best = (0, [])
        for m, f in self.callees(mod, q, dynamic):
            # lib/cpulook.py and a game's judge.py are the search's too: the same variables reach the game there
            got = self.deepest(m, f, dynamic if m == mod or m == "cpulook" or m.endswith(".judge") else {},
                               seen + (key,))
            if got[0] > best[0]:
                best = got
        self.memo[key] = (sizes[q] + best[0], ["%s.%s(%d)" % (mod, q, sizes[q])] + best[1])
        return self.memo[key]


def static(game_ids=None):
    """{game: {"cpu": bytes, "hint": bytes, "chain": [...]}}: the deepest chain of frames a decision can reach,
    the console's frames (CONSOLE) + cpu.choose and the search + the game's rules and cpu module, counted from
    code.py's module frame (the badge's bottom) and with the probe's BASE of the JS entry added ("as run")."""
    st = _Static()
    out = {}
    for gid in game_ids or [row[0] for row in games.GAMES]:
        # lib/cpu.py reaches the game through variables: rules (r), the game's cpu module (brain, self.b)
        rules, brain = "games.%s.rules" % gid, "games.%s.cpu" % gid
        # then: whose replies() cpu.choose calls, lib/cpulook.py's or the game's JUDGE module's (Bunny Boom)
        judge = "games.%s.judge" % gid
        then = ("cpulook", judge) if os.path.exists(os.path.join(ROOT, *judge.split(".")) + ".py") else ("cpulook",)
        got = st.deepest("cpu", "choose", {"r": rules, "rules": rules, "brain": brain, "self.b": brain, "b": brain,
                                           "run": "cpu:_Search", "then": then})
        row = {"chain": got[1]}
        for path, frames in CONSOLE.items():
            under = sum(st.module(m)[0][q] for m, q in frames)
            row[path] = under + got[0]
            row[path + "_console"] = ["%s.%s(%d)" % (m, q, st.module(m)[0][q]) for m, q in frames]
        out[gid] = row
    return out


def measure(game_ids=None, positions=4, seeds=1):
    """The figures: pystack_peak_bytes (the most any game and level needed, as run, console frames included),
    pystack_device_peak_bytes (the same from code.py's module frame: the badge), pystack_static_bytes (the
    static bound on the badge), per game and level, and errors (should be none)."""
    base, rows = run(MEASURE_BYTES, jobs(game_ids, positions, seeds))
    per, errors = _summary(base, rows)
    peak = max(max(lv.values()) for lv in per.values())
    bound = static(game_ids)
    return {"pystack_peak_bytes": peak, "pystack_device_peak_bytes": peak - base,
            "pystack_static_bytes": max(max(r["cpu"], r["hint"]) for r in bound.values()),
            "base_bytes": base, "budget_bytes": BUDGET_BYTES, "games": per, "static": bound, "errors": errors}


def smallest(job, lo=512, hi=MEASURE_BYTES):
    """The smallest MP_PYSTACK_BYTES (a multiple of STEP) at which every decision of job runs (bisection)."""
    lo = lo // STEP * STEP
    while hi - lo > STEP:
        mid = (lo + hi) // 2 // STEP * STEP
        _base, rows = run(mid, [job])
        if any("error" in r or r["errors"] for r in rows):
            lo = mid
        else:
            hi = mid
    return hi


def main(argv):
    """Print the peak per game and level, measured and static (and the bisected sizes with --bisect)."""
    game_ids = None
    positions, seeds, bisect, out = 4, 1, False, None
    i = 0
    while i < len(argv):
        if argv[i] == "--game":
            game_ids = argv[i + 1].split(",")
            i += 1
        elif argv[i] == "--positions":
            positions = int(argv[i + 1])
            i += 1
        elif argv[i] == "--seeds":
            seeds = int(argv[i + 1])
            i += 1
        elif argv[i] == "--bisect":
            bisect = True
        elif argv[i] == "--json":
            out = argv[i + 1]
            i += 1
        else:
            print(__doc__)
            return 2
        i += 1
    result = measure(game_ids, positions, seeds)
    result["entry_bytes"] = entry_bytes()
    if bisect:
        todo = jobs(game_ids, positions, seeds)
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            sizes = list(pool.map(smallest, todo))
        result["bisected"] = {}
        for job, size in zip(todo, sizes):
            lv = result["bisected"].setdefault(job[0], {})
            lv[LEVELS[job[3]]] = max(lv.get(LEVELS[job[3]], 0), size)
    base = result["base_bytes"]
    print("Pystack a CPU decision needs, the console's frames under it (bytes; BASE %d, JS entry %d, budget %d)"
          % (base, result["entry_bytes"], BUDGET_BYTES))
    print("measured, as run / on the badge:")
    print("%-11s" % "game" + "".join("%14s" % lv for lv in LEVELS))
    for gid, lv in result["games"].items():
        print("%-11s" % gid + "".join("%14s" % ("%d / %d" % (lv[k], lv[k] - base) if k in lv else "-")
                                      for k in LEVELS))
        if bisect:
            b = result["bisected"][gid]
            print("%-11s" % "  bisected" + "".join("%14s" % (b[k] if k in b else "-") for k in LEVELS))
    print("static bound on the badge (CPU turn, Hint) and its deepest chain under cpu.choose:")
    for gid, row in result["static"].items():
        print("%-11s %5d %5d  %s" % (gid, row["cpu"], row["hint"], " -> ".join(row["chain"])))
    print("  under it: CPU turn %s; Hint %s" % (" -> ".join(row["cpu_console"]), " -> ".join(row["hint_console"])))
    print("pystack_peak_bytes %d as run, %d on the badge; static bound %d on the badge" % (
        result["pystack_peak_bytes"], result["pystack_device_peak_bytes"], result["pystack_static_bytes"]))
    for err in result["errors"]:
        print("ERROR", err)
    if out == "-":
        print(json.dumps(result, indent=1, sort_keys=True))
    elif out:
        with open(out, "w") as f:
            json.dump(result, f, indent=1, sort_keys=True)
    return 1 if result["errors"] or result["pystack_peak_bytes"] > BUDGET_BYTES else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
