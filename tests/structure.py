"""Measures of the project's structure, for the tests that keep it (tests/test_structure.py for
the solver, tests/test_app_structure.py for the app): the cyclomatic complexity of every function
(radon's, as ``radon cc -s`` reports it), the length of every module, and the imports between
modules with the cycles among them (one rule for both)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from radon.complexity import cc_visit
from radon.visitors import Function

ROOT = Path(__file__).resolve().parent.parent


def modules(*packages: str) -> dict[str, Path]:
    """Every module of some packages (folders under the project's root), by dotted name."""
    found = {}
    for package in packages:
        for path in sorted((ROOT / package.replace(".", "/")).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


@dataclass(frozen=True)
class Measured:
    """A function (or method, or closure) and its cyclomatic complexity."""

    path: Path
    name: str
    line: int
    complexity: int

    def __str__(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line} {self.name} ({self.complexity})"


def complexities(package: str) -> list[Measured]:
    """The complexity of every function, method and closure of a package."""
    found: list[Measured] = []
    for path in modules(package).values():
        blocks = cc_visit(path.read_text(encoding="utf-8"))
        for function in _functions(blocks):
            name = f"{function.classname}.{function.name}" if function.classname else function.name
            found.append(Measured(path, name, function.lineno, function.complexity))
    return found


def _functions(blocks: list[object]) -> Iterator[Function]:
    """The functions among radon's blocks, with their closures (a class's methods are there
    already, as functions with a class name)."""
    for block in blocks:
        if isinstance(block, Function):
            yield block
            yield from _functions(list(block.closures))


def lengths(package: str) -> dict[str, int]:
    """The number of lines of every module of a package."""
    return {
        name: len(path.read_text(encoding="utf-8").splitlines())
        for name, path in modules(package).items()
    }


def imports(*packages: str) -> dict[str, set[str]]:
    """For each module of some packages, the modules of them it imports, at any depth in the
    file: inside functions and only for the type checker (under ``if TYPE_CHECKING:``) too, as
    a cycle there is one edit away from a real one. ``from x import y`` counts x.y where it is a
    module and x itself (importing x.y runs x first), except a package that holds the importing
    module (it was loaded before it: that is not a cycle of the code)."""
    names = modules(*packages)
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = set()
        for imported in _imported(tree, here):
            while imported and imported not in names:  # a name defined in a module: the module
                imported = imported.rpartition(".")[0]
            for target in (imported, imported.rpartition(".")[0]):
                if target in names and target != name and not _parent(target, name):
                    found.add(target)
        graph[name] = found
    return graph


def _parent(package: str, module: str) -> bool:
    """Whether `package` is a package that holds `module`."""
    return module.startswith(package + ".")


def _imported(tree: ast.AST, here: str) -> Iterator[str]:
    """The modules (or names within modules) an AST imports, made absolute."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = here.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another, directly or not (Tarjan's strongly
    connected components of more than one module, or of one that imports itself)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1 or node in graph[node]:
                        found.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph.get(child, ())))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return found
