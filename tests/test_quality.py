"""Lint, format and type checks run as part of the test suite (and so of CI)."""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "command",
    [
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        ["mypy"],
    ],
    ids=["ruff-check", "ruff-format", "mypy-strict"],
)
def test_tool_is_clean(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


#: The folders of the app that may import Qt: the shell (the main window and what it runs on, the
#: programs of the command line), the views and the widgets. Every other module of app/ (its
#: root and every other folder: rules and state, texts, any folder added later) and all of
#: solver/ import no Qt, so they are tested without widgets.
QT_FOLDERS = ("app/shell", "app/views", "app/widgets")
QT_PACKAGES = ("PyQt5", "PyQt6", "PySide2", "PySide6")


def _imports(path: Path) -> set[str]:
    """Every module a Python file imports (at any depth in the file)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def qt_free_files(root: Path) -> list[Path]:
    """The modules of app/ and solver/ outside the Qt folders."""
    return [
        path
        for package in ("app", "solver")
        for path in sorted((root / package).rglob("*.py"))
        if not any(path.is_relative_to(root / folder) for folder in QT_FOLDERS)
    ]


def qt_imports(root: Path) -> dict[str, list[str]]:
    """The Qt modules each module outside the Qt folders imports, by path (none: an empty
    dict)."""
    found = {}
    for path in qt_free_files(root):
        qt = sorted(name for name in _imports(path) if name.split(".")[0] in QT_PACKAGES)
        if qt:
            found[path.relative_to(root).as_posix()] = qt
    return found


def test_only_the_qt_folders_import_qt() -> None:
    files = qt_free_files(ROOT)
    assert len(files) > 50
    assert {ROOT / "app" / "game", ROOT / "app" / "i18n"} <= {path.parent for path in files}
    assert qt_imports(ROOT) == {}


def test_a_module_importing_qt_is_found_in_any_folder_but_the_three(tmp_path: Path) -> None:
    """The rule reads folders: a new folder (or the root, or solver/) that imports Qt is caught,
    the Qt folders are not."""
    sources = {
        "app/room/lobby.py": "from PyQt5.QtNetwork import QTcpSocket\n",
        "app/tool.py": "def draw():\n    import PyQt5.QtGui\n",
        "solver/extra.py": "from PySide6 import QtCore\n",
        "app/game/fine.py": "import json\n",
        "app/shell/window.py": "from PyQt5.QtWidgets import QMainWindow\n",
        "app/views/view.py": "from PyQt5 import QtWidgets\n",
        "app/widgets/widget.py": "from PyQt5.QtCore import Qt\n",
    }
    for name, text in sources.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert qt_imports(tmp_path) == {
        "app/room/lobby.py": ["PyQt5.QtNetwork"],
        "app/tool.py": ["PyQt5.QtGui"],
        "solver/extra.py": ["PySide6"],
    }


def test_the_strict_type_check_covers_every_qt_free_module() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    checked = config["tool"]["mypy"]["files"]
    assert config["tool"]["mypy"]["strict"] is True
    for path in qt_free_files(ROOT):
        name = path.relative_to(ROOT).as_posix()
        assert any(name.startswith(f"{top}/") for top in checked), name


def test_the_command_line_offers_every_language_the_app_speaks() -> None:
    from app.__main__ import LANGUAGE_CODES
    from app.i18n import LANGUAGES

    assert tuple(code for code, _ in LANGUAGES) == LANGUAGE_CODES
