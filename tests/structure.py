"""Measures of a package's structure, for the tests that keep it (tests/test_structure.py; the
app's checks may use the same): the cyclomatic complexity of every function (radon's, as
``radon cc -s`` reports it), the length of every module, and the imports between its modules
with the cycles among them."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from radon.complexity import cc_visit
from radon.visitors import Function

ROOT = Path(__file__).resolve().parent.parent


def modules(package: str) -> dict[str, Path]:
    """Every module of a package (a folder under the project's root), by dotted name."""
    folder = ROOT / package.replace(".", "/")
    found = {}
    for path in sorted(folder.rglob("*.py")):
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


def imports(package: str) -> dict[str, set[str]]:
    """For each module of a package, the modules of the same package it imports (at any depth in
    the file; imports only for the type checker, under ``if TYPE_CHECKING:``, do not count)."""
    names = modules(package)
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = {
            target
            for imported in _imported(tree, here)
            for target in (imported, imported.rpartition(".")[0])
            if target in names and target != name
        }
        graph[name] = {target for target in found if not _parent(target, name)}
    return graph


def _parent(package: str, module: str) -> bool:
    """Whether `package` is a package that holds `module` (importing from a package's own
    submodules loads the package first, which is not a cycle of the code)."""
    return module.startswith(package + ".")


def _imported(tree: ast.AST, here: str) -> Iterator[str]:
    """The modules (or names within modules) an AST imports, made absolute."""
    for node in _runtime_nodes(tree):
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


def _runtime_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node of an AST but those under ``if TYPE_CHECKING:``."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child.test):
                todo.extend(child.orelse)
            else:
                todo.append(child)


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


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
