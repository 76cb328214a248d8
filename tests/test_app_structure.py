"""The app's structure, kept so: no import cycle between the project's modules, no module of the
app over 800 lines, no function of the app over cyclomatic complexity 20 (radon), and one list
of views that the command line, the window and the view modules agree on.

(The solver's own limits are checked by tests/test_structure.py.)
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest
from structure import cycles, imports, modules

from app.__main__ import parse_args
from app.views import CARD_VIEWS, VIEW_KEYS, VIEWS

ROOT = Path(__file__).resolve().parent.parent
#: The project's own packages: the modules the cycle check follows.
PACKAGES = ("app", "solver", "assets")
MAX_LINES = 800
MAX_COMPLEXITY = 20


def test_no_import_cycle_between_the_projects_modules() -> None:
    graph = imports(*PACKAGES)
    assert len(graph) > 100 and "app.game.base_session" in graph["app.game.session"]
    assert "solver" in graph["app.game.answer"]  # across packages: the app on the solver
    assert "app.game.history" in graph["app.game.stats"]  # only for the type checker, counted
    assert cycles(graph) == []


def test_the_cycle_check_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


#: The app's Qt layers (tests/test_quality.py: only they import Qt).
QT_LAYERS = ("app.shell", "app.views", "app.widgets")


def _in(name: str, packages: tuple[str, ...]) -> bool:
    """Whether a module is one of the packages or inside one."""
    return any(name == package or name.startswith(f"{package}.") for package in packages)


def test_the_qt_free_folders_of_the_app_import_nothing_of_its_qt_layers() -> None:
    """app.game, app.i18n and every other folder of the app but the Qt ones build on the solver
    alone: none imports the shell, a view or a widget (only the command line at app/'s root
    hands over to the shell)."""
    graph = imports(*PACKAGES)
    below = {
        name: path
        for name, path in modules(*PACKAGES).items()
        if _in(name, ("app",)) and path.parent != ROOT / "app" and not _in(name, QT_LAYERS)
    }
    assert len(below) > 40 and "app.game.match" in below and "app.i18n.rules" in below
    for name in below:
        reached = sorted(target for target in graph[name] if _in(target, QT_LAYERS))
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
