"""No module in lib/ takes part in an import circle (a static scan of every import, function-level ones too)."""

import ast
import os

LIB = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib")



def lib_imports():
    """Every lib module and the lib modules it imports anywhere in its source (module or function level)."""
    names = {f[:-3] for f in os.listdir(LIB) if f.endswith(".py")}
    graph = {}
    for name in names:
        with open(os.path.join(LIB, name + ".py")) as fh:
            tree = ast.parse(fh.read())
        used = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                used.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                used.add(node.module.split(".")[0])
        graph[name] = sorted(used & names - {name})
    return graph


def circles(graph):
    """The strongly connected groups of more than one module (Tarjan), each a set of names."""
    index = {}
    low = {}
    stack = []
    on_stack = set()
    found = []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_scan_finds_a_circle():
    """The scan itself: a made-up circle through a function-level import is found."""
    graph = {"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}
    assert circles(graph) == [{"a", "b", "c"}]


def test_no_import_circle_in_lib():
    """Calls run one way: no lib module imports, directly or through others, a module that imports it."""
    graph = lib_imports()
    assert "settings_screen" in graph["launcher"]  # the scan sees function-level imports
    assert "cputurn" in graph["cursor"] and "pausemenu" in graph["cursor"]  # loaded on use, one way
    assert [sorted(group) for group in circles(graph)] == []
