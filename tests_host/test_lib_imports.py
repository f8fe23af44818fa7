"""lib/'s modules import one another one way: no import circle (issue 25, "While you are in there")."""

import ast
import os

LIB = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib")
BOARD_MODULES = {"boardpage", "cursor", "cputurn", "pausemenu", "handoff", "gameloop", "popup", "cpu"}
# launcher <-> settings_screen is the other circle, another change's: it may only shrink
ELSEWHERE = {"launcher", "settings_screen"}


def import_graph():
    """{lib module: the lib modules it imports}, imports inside functions included (a lazy import is one too)."""
    mods = {name[:-3] for name in os.listdir(LIB) if name.endswith(".py")}
    graph = {}
    for mod in mods:
        with open(os.path.join(LIB, mod + ".py")) as fh:
            tree = ast.parse(fh.read())
        deps = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                deps |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                deps.add(node.module.split(".")[0])
        graph[mod] = (deps & mods) - {mod}
    return graph


def circles(graph):
    """The strongly connected parts of more than one module (Tarjan): each holds an import circle."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = set()
            while True:
                w = stack.pop()
                on.discard(w)
                part.add(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(part)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_board_modules_import_one_way_with_no_circle():
    """cursor, cputurn, pausemenu (and the board page module they share) are in no import circle of lib/; the
    only circle left in lib/ is launcher <-> settings_screen, if any."""
    graph = import_graph()
    assert "cursor" not in graph["cputurn"] and "pausemenu" not in graph["cputurn"]
    assert "cursor" not in graph["pausemenu"] and graph["boardpage"] == set()
    found = circles(graph)
    assert not [part for part in found if part & BOARD_MODULES], found
    assert all(part <= ELSEWHERE for part in found), found


def test_circles_finds_a_circle_through_a_lazy_import():
    """The check itself: a circle made only of lazy imports is found."""
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []
