"""The app's structure, kept so: no import cycle between the project's modules, no module of the
app over 800 lines, no function of the app over cyclomatic complexity 20 (radon), and one list
of views that the command line, the window and the view modules agree on.

(The solver's own limits are checked by tests/test_structure.py.)
"""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from app.__main__ import parse_args
from app.views import CARD_VIEWS, VIEW_KEYS, VIEWS

ROOT = Path(__file__).resolve().parent.parent
#: The project's own packages: the modules the cycle check follows.
PACKAGES = ("app", "solver", "assets")
MAX_LINES = 800
MAX_COMPLEXITY = 20


def _module_name(path: Path) -> str:
    """``app/game/history/__init__.py`` -> ``app.game.history``."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    """Every module of the project's packages, by name."""
    return {
        _module_name(path): path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    }


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project's modules a module imports, at any depth in the file (TYPE_CHECKING and
    imports inside functions count too: a cycle there is one edit away from a real one)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                stem = ".".join([*base, node.module] if node.module else base)
            else:
                stem = node.module or ""
            # `from x import y`: y is a module of x, or a name defined in x (then x counts)
            targets = [
                f"{stem}.{alias.name}" if f"{stem}.{alias.name}" in modules else stem
                for alias in node.names
            ]
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for successor in sorted(graph[node]):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return components


def test_no_import_cycle_between_the_projects_modules() -> None:
    modules = _modules()
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    assert len(graph) > 100 and "app.game.base_session" in graph["app.game.session"]
    assert _cycles(graph) == []


def test_the_cycle_check_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]


#: The app's Qt layers (tests/test_quality.py: only they import Qt).
QT_LAYERS = ("app.shell", "app.views", "app.widgets")


def _in(name: str, packages: tuple[str, ...]) -> bool:
    """Whether a module is one of the packages or inside one."""
    return any(name == package or name.startswith(f"{package}.") for package in packages)


def test_the_qt_free_folders_of_the_app_import_nothing_of_its_qt_layers() -> None:
    """app.game, app.i18n and every other folder of the app but the Qt ones build on the solver
    alone: none imports the shell, a view or a widget (only the command line at app/'s root
    hands over to the shell)."""
    modules = _modules()
    below = {
        name: path
        for name, path in modules.items()
        if _in(name, ("app",)) and path.parent != ROOT / "app" and not _in(name, QT_LAYERS)
    }
    assert len(below) > 40 and "app.game.match" in below and "app.i18n.rules" in below
    for name, path in below.items():
        reached = sorted(
            target for target in _imports(name, path, modules) if _in(target, QT_LAYERS)
        )
        assert not reached, f"{name} imports {reached}"


def test_no_module_of_the_app_is_over_800_lines() -> None:
    lengths = {
        str(path.relative_to(ROOT)): len(path.read_text(encoding="utf-8").splitlines())
        for package in ("app", "assets")
        for path in (ROOT / package).rglob("*.py")
    }
    assert len(lengths) > 50
    assert {path: n for path, n in lengths.items() if n > MAX_LINES} == {}


def test_every_function_of_the_app_is_at_most_complexity_20() -> None:
    """radon's cyclomatic complexity (``radon cc -s -n D app`` lists those over 20)."""
    done = subprocess.run(
        [sys.executable, "-m", "radon", "cc", "--min", "D", "--show-complexity", "app"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""


def test_the_complexity_check_sees_a_complex_function(tmp_path) -> None:
    branches = "".join(f"    if x == {n}:\n        return {n}\n" for n in range(25))
    (tmp_path / "tangled.py").write_text(f"def tangled(x):\n{branches}    return -1\n")
    done = subprocess.run(
        [sys.executable, "-m", "radon", "cc", "--min", "D", "--show-complexity", "."],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert "tangled" in done.stdout


def test_one_list_of_views_for_the_window_the_command_line_and_the_modules() -> None:
    view_modules = {
        path.stem.removesuffix("_view")
        for path in (ROOT / "app/views").glob("*_view.py")
        if path.name != "base_view.py"  # what the ways to play's views share
    }
    assert set(VIEW_KEYS) == view_modules and len(VIEW_KEYS) == len(VIEWS)
    for view in VIEWS:
        module = importlib.import_module(f"app.views.{view.key}_view")
        assert isinstance(getattr(module, view.class_name), type), view.key
        assert view.title()  # a title in the player's language
        assert parse_args(["--view", view.key]).view == view.key
    assert set(CARD_VIEWS) < set(VIEW_KEYS)
    for key in set(VIEW_KEYS) - set(CARD_VIEWS):
        with pytest.raises(SystemExit):
            parse_args(["--view", key, "--cards", "3 3 8 8"])
    with pytest.raises(SystemExit):
        parse_args(["--view", "nowhere"])
