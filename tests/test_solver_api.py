"""The app uses the solver through the solver's public names only (issue #32), as any program
would: `solver` itself and the public modules beside it, each name in its ``__all__``. The
parts below them (`solver.core`, `solver.make24`, `solver.tchisla`'s modules, `solver.cli`) may
move or change without the app noticing. The tests may reach further in."""

from __future__ import annotations

import ast
import importlib
import pickle
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from solver import OperatorSet, Step, nearest, solve
from solver.core.tree import TCHISLA

ROOT = Path(__file__).resolve().parents[1]
#: The solver's public modules: what a program that uses the solver may import.
PUBLIC = (
    "solver",
    "solver.daily",
    "solver.difficulty",
    "solver.i18n",
    "solver.tables",
    "solver.tchisla",
    "solver.version",
)


def solver_imports(source: str) -> Iterator[tuple[int, str, str]]:
    """(line, module, name) of every import from the solver in a module's source (name "" for
    ``import solver.x``), the imports inside functions and TYPE_CHECKING blocks too."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.split(".")[0] == "solver":
                yield from ((node.lineno, node.module, alias.name) for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "solver":
                    yield node.lineno, alias.name, ""


def public(module: str, name: str) -> bool:
    """Whether `module` is public and `name` one of its public names (or a public module)."""
    if module not in PUBLIC:
        return False
    if not name or f"{module}.{name}" in PUBLIC:
        return True
    return name in importlib.import_module(module).__all__


def private_imports(imports: list[tuple[int, str, str]]) -> list[str]:
    """Those of a module's imports from the solver that reach past its public names."""
    return [
        f"line {line}: " + (f"from {module} import {name}" if name else f"import {module}")
        for line, module, name in sorted(imports)
        if not public(module, name)
    ]


def test_the_app_imports_only_public_names_of_the_solver() -> None:
    imports = {
        str(path.relative_to(ROOT)): list(solver_imports(path.read_text(encoding="utf-8")))
        for path in sorted((ROOT / "app").rglob("*.py"))
    }
    assert sum(map(len, imports.values())) > 100  # the check sees the app's imports
    found = {path: private_imports(listed) for path, listed in imports.items()}
    assert {path: lines for path, lines in found.items() if lines} == {}


def test_the_check_sees_an_import_past_the_public_names() -> None:
    source = (
        "from solver import solve, difficulty\n"
        "from solver.difficulty import score\n"
        "from solver.make24.difficulty import score, hand_cost\n"
        "def later():\n"
        "    from solver.core import numbers\n"
        "    import solver.make24.tables\n"
        "from solver.difficulty import hand_cost\n"
    )
    assert private_imports(list(solver_imports(source))) == [
        "line 3: from solver.make24.difficulty import hand_cost",
        "line 3: from solver.make24.difficulty import score",
        "line 5: from solver.core import numbers",
        "line 6: import solver.make24.tables",
        "line 7: from solver.difficulty import hand_cost",
    ]


def test_every_public_name_is_there() -> None:
    for module in PUBLIC:
        found = importlib.import_module(module)
        names = found.__all__
        assert names and len(set(names)) == len(names), module
        assert [name for name in names if not hasattr(found, name)] == [], module


@pytest.mark.parametrize("command", [["table", "--cards", "2"], ["3", "3", "8", "8"], ["1", "1"]])
def test_a_command_starts_without_dataclasses_or_shutil(command: list[str]) -> None:
    # the four-card table's start (#35): dataclasses' import (inspect, ast, dis, tokenize) and
    # shutil's (argparse's help formatter measures the terminal with it) are not a command's
    script = (
        "import sys\n"
        "from solver.cli import main\n"
        f"main({command!r})\n"
        "print(sorted({'dataclasses', 'inspect', 'shutil'} & set(sys.modules)), file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stderr.splitlines()[-1] == "[]"


def test_values_stay_frozen_and_compare_hash_and_pickle_by_their_fields() -> None:
    operators = OperatorSet("*+", whole=True)
    same = pickle.loads(pickle.dumps(operators))
    assert same == operators == OperatorSet("+*", True) != OperatorSet("+*")
    assert {operators: 1}[same] == 1 and repr(same) == "OperatorSet(symbols='+*', whole=True)"
    found = solve([3, 3, 8, 8])[0]
    assert pickle.loads(pickle.dumps(found)) == found and found.text == "8/(3-8/3)"
    near = nearest([1, 2, 3])
    assert pickle.loads(pickle.dumps(near)) == near and near.below is not None
    first = found.steps[0]
    assert first == Step(first.left, first.symbol, first.right, first.result, TCHISLA)
    assert repr(first) == "Step(left=8, symbol='/', right=3, result=Fraction(8, 3))"
    for value, field in ((operators, "whole"), (found, "tree"), (near, "count")):
        with pytest.raises(AttributeError):
            setattr(value, field, None)


def test_a_command_imports_only_what_it_uses() -> None:
    # the four-card table's start (#35): `import solver` loads neither the coach nor the answer
    # checker, and asking for a name loads its module then; every name stays in dir(solver)
    script = (
        "import sys, solver\n"
        "print(sorted(m for m in sys.modules if m.startswith('solver.make24')))\n"
        "from solver import coach, identify\n"
        "print(callable(coach), callable(identify), 'solve' in dir(solver))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout.splitlines() == ["[]", "True True True"]
