"""The solver stays easy to read and change (issue #20): no function over cyclomatic complexity 20
(radon), no module over 800 lines, no import cycle among its modules. The measures are in
tests/structure.py, for any package of the project."""

from __future__ import annotations

import pytest
from structure import complexities, cycles, imports, lengths, modules

#: The packages held to these bounds.
PACKAGES = ("solver",)
#: The most cyclomatic complexity a function may have (radon's grades A-C; D starts at 21).
MOST_COMPLEX = 20
#: The most lines a module may have.
MOST_LINES = 800


@pytest.mark.parametrize("package", PACKAGES)
def test_no_function_is_too_complex(package: str) -> None:
    measured = complexities(package)
    assert len(measured) > 100  # the measure sees the package's functions
    too_complex = [str(m) for m in measured if m.complexity > MOST_COMPLEX]
    assert too_complex == []


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_is_too_long(package: str) -> None:
    found = lengths(package)
    assert len(found) > 10
    assert {name: n for name, n in found.items() if n > MOST_LINES} == {}


@pytest.mark.parametrize("package", PACKAGES)
def test_no_modules_import_one_another(package: str) -> None:
    graph = imports(package)
    assert sum(map(len, graph.values())) > 50  # the measure sees the package's imports
    assert cycles(graph) == []


def test_the_measures_see_what_they_measure() -> None:
    # a cycle of two modules and one of one are found; a package importing its own submodules
    # (solver/__init__ imports solver.core.*) is not a cycle
    assert cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    assert cycles({"a": {"a"}}) == [["a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    graph = imports("solver")
    assert "solver.core.numbers" in graph["solver.core.surds"]
    assert "solver.core.errors" in graph["solver"]
    assert "solver.make24.difficulty" in graph["solver.make24.daily"]
    assert "solver.make24.tables" in graph["solver.make24.difficulty"]  # from . import tables
    assert set(modules("solver")) >= {"solver", "solver.core.parse", "solver.tchisla.answer"}
    worst = max(complexities("solver"), key=lambda m: m.complexity)
    assert 10 < worst.complexity <= MOST_COMPLEX
