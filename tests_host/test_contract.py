"""Every registered game keeps the game contract of games/contract.py, the shell reads hooks and loads modules by
name only through games.hook() and games.part(), and docs/design.md names the same."""

import ast
import importlib
import os
import sys

import pytest

import games
from games import contract

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAME_IDS = [row[0] for row in games.GAMES]
HOOK_NAMES = [name for _owner, name, _without in contract.HOOKS]


def _module(gid, part):
    return importlib.import_module("games.%s.%s" % (gid, part))


@pytest.mark.parametrize("gid", GAME_IDS)
def test_a_game_has_every_part_and_each_part_its_names(gid):
    """games/<id>/ holds every module of PARTS and FILES, and each module defines the names PARTS gives it."""
    folder = os.path.join(ROOT, "games", gid)
    for name in contract.FILES:
        assert os.path.isfile(os.path.join(folder, name)), name
    view = _module(gid, "view").BoardView
    for part, names in contract.PARTS:
        hook = dict(contract.PART_WITH_HOOK).get(part)
        if hook is not None and games.hook(view, hook, None) is None:  # a part the game has only with the hook
            assert not os.path.exists(os.path.join(folder, part + ".py")), part
            continue
        module = _module(gid, part)
        missing = [n for n in names if not hasattr(module, n)]
        assert missing == [], "games/%s/%s.py lacks %s" % (gid, part, missing)
    rules = _module(gid, "rules")
    row = games.find(gid)
    assert (rules.TITLE, rules.MIN_PLAYERS, rules.MAX_PLAYERS) == row[1:]
    assert [n for n in contract.PARTS[0][1] if n[0].islower() and not callable(getattr(rules, n))] == []
    view = _module(gid, "view").BoardView
    assert [n for n in contract.BOARD_VIEW if not callable(getattr(view, n, None))] == []


@pytest.mark.parametrize("gid", GAME_IDS)
def test_a_games_hooks_are_the_tables_and_of_the_right_kind(gid):
    """Every hook a game defines is of the right kind: functions are callable, the numbers are numbers, JUDGE
    names a module of the game with evaluate(), and paired hooks come together."""
    owners = {"package": importlib.import_module("games." + gid)}
    for part in ("rules", "setup", "cpu"):
        owners[part] = _module(gid, part)
    owners["view"] = owners_view = _module(gid, "view").BoardView
    judge = games.hook(owners["cpu"], "JUDGE", None)
    if judge is not None:
        assert os.path.isfile(os.path.join(ROOT, "games", gid, judge + ".py")), judge
        owners["judge"] = games.part(gid, judge)
        assert [n for n in contract.JUDGE_PART if not hasattr(owners["judge"], n)] == []
    for owner, name, _without in contract.HOOKS:
        module = owners.get(owner)
        value = games.hook(module, name, None) if module is not None else None
        if value is None or name in ("TURN_AT", "LOOK_ON", "GREEDY_REPLY", "SEAT_COLORS", "PLAYERS", "JUDGE"):
            continue
        assert callable(value), (owner, name)
    cpu = owners["cpu"]
    assert all(isinstance(games.hook(cpu, n, 0), int) for n in ("LOOK_ON", "GREEDY_REPLY"))
    assert isinstance(games.hook(owners["rules"], "TURN_AT", 0), int)
    for first, second in contract.HOOK_PAIRS:
        for module in (owners["rules"], owners_view):
            assert hasattr(module, first) <= hasattr(module, second), (gid, first, second)


def test_the_hook_table_names_each_hook_once_and_the_shell_reads_them_all():
    """contract.HOOKS names each hook once, of a module of the contract; games.hook() gives None for a missing
    one; and every hook of the table is read somewhere in lib/ through games.hook()."""
    assert len(set(HOOK_NAMES)) == len(HOOK_NAMES)
    assert {owner for owner, _n, _w in contract.HOOKS} <= {p for p, _n in contract.PARTS} | {"package", "judge"}
    assert games.hook(object(), "TURN_AT", None) is None
    read = set()
    lib = os.path.join(ROOT, "lib")
    for f in os.listdir(lib):
        if f.endswith(".py"):
            read |= {first for name, first, _line in _calls(os.path.join(lib, f)) if name == "games.hook"}
    assert read == set(HOOK_NAMES)


def _calls(path):
    """(function name, as "module.name" when called through a module, first string argument or None, line) of
    every call in a module; a games.hook() call not of the form games.hook(module, "name", None) gives the
    name "games.hook/bad"."""
    out = []
    for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
        if isinstance(node, ast.Call):
            func = node.func
            name = getattr(func, "id", "")
            if isinstance(func, ast.Attribute):
                name = "%s.%s" % (getattr(func.value, "id", ""), func.attr)
            strings = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            last = node.args[-1] if node.args else None
            if name == "games.hook" and (len(node.args) != 3 or node.keywords or not strings
                                         or not isinstance(last, ast.Constant) or last.value is not None):
                name = "games.hook/bad"
            out.append((name, strings[0] if strings else None, node.lineno))
    return out


def test_the_shell_reads_hooks_and_loads_game_modules_only_through_the_registry():
    """No getattr/hasattr probe of a hook name in lib/, every games.hook() names a hook of the table, every
    games.part() or games.forget() a part of the contract, and no __import__ outside games/__init__.py
    and lib/lang.py (the French tables, LIB_BY_NAME)."""
    parts = {p for p, _names in contract.PARTS} | {"judge"}
    pieces = set()
    for gid in GAME_IDS:
        pieces |= {f[:-3] for f in os.listdir(os.path.join(ROOT, "games", gid)) if f.endswith(".py")}
    wrong = []
    lib = os.path.join(ROOT, "lib")
    for f in sorted(os.listdir(lib)):
        if not f.endswith(".py"):
            continue
        for name, first, line in _calls(os.path.join(lib, f)):
            where = "lib/%s:%d" % (f, line)
            if name in ("getattr", "hasattr") and first in HOOK_NAMES:
                wrong.append("%s probes %s: use games.hook()" % (where, first))
            elif name == "games.hook/bad":
                wrong.append("%s: read a hook as games.hook(module, \"name\", None)" % where)
            elif name == "games.hook" and first is not None and first not in HOOK_NAMES:
                wrong.append("%s: %s is not in HOOKS of games/contract.py" % (where, first))
            elif name == "games.part" and first is not None and first not in parts:
                wrong.append("%s loads %s by name: not a part of games/contract.py" % (where, first))
            elif name == "games.forget" and first is not None and first not in pieces:
                wrong.append("%s forgets %s: no game has it" % (where, first))
            elif name == "__import__" and f != "lang.py":
                wrong.append("%s imports by name: use games.part()" % where)
    assert wrong == []


def test_deploy_copies_the_lib_modules_loaded_by_name():
    """tools/deploy.py reads LIB_BY_NAME from games/contract.py, and contract.py itself never reaches the badge."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import deploy

    assert deploy.loaded_by_name(ROOT) == list(contract.LIB_BY_NAME)
    files = deploy.device_files(ROOT)
    assert {"lib/%s.py" % n for n in contract.LIB_BY_NAME} <= set(files)
    assert "games/contract.py" not in files


def test_the_design_document_names_the_contract():
    """docs/design.md names every required rules name, every part, every hook and every file of a game."""
    text = open(os.path.join(ROOT, "docs", "design.md"), encoding="utf-8").read()
    names = [n for _part, names in contract.PARTS for n in names] + [p for p, _n in contract.PARTS]
    names += list(HOOK_NAMES) + list(contract.FILES[1:]) + list(contract.BOARD_VIEW)
    assert [n for n in names if "`%s" % n not in text] == []
