"""What the French tests read from a game's code: its string constants, docstrings left out."""

import ast


def string_constants(path, skip_functions=()):
    """The string constants of the Python file at path, without the docstrings, arrays' typecodes and the bodies
    of the functions named in skip_functions."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docs.add(id(first.value))
        if isinstance(node, ast.FunctionDef) and node.name in skip_functions:
            docs.update(id(n) for n in ast.walk(node))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "array" and node.args:
            docs.add(id(node.args[0]))  # an array's typecode ("H"), never shown
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs]
