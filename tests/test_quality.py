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


#: The modules that hold rules and state: no Qt, so they are tested without widgets (and are
#: type-checked strictly, as the whole project is: pyproject.toml [tool.mypy] files).
QT_FREE = (
    "solver",
    "app/game",
    "app/i18n",
    "app/room",
    "app/stats.py",
    "app/storage.py",
    "app/tchisla_tab.py",
)


def _imports(path: Path) -> set[str]:
    """Every module a Python file imports (at any depth in the file)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_rules_and_state_import_no_qt() -> None:
    files = [
        path
        for name in QT_FREE
        for path in ((ROOT / name).rglob("*.py") if (ROOT / name).is_dir() else [ROOT / name])
    ]
    assert len(files) > 20
    for path in files:
        qt = {
            name for name in _imports(path) if name.split(".")[0] in ("PyQt5", "PyQt6", "PySide6")
        }
        assert not qt, f"{path.relative_to(ROOT)} imports {sorted(qt)}"


def test_the_strict_type_check_covers_every_qt_free_module() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    checked = config["tool"]["mypy"]["files"]
    assert config["tool"]["mypy"]["strict"] is True
    for name in QT_FREE:
        assert any(name == top or name.startswith(f"{top}/") for top in checked), name


def test_the_command_line_offers_every_language_the_app_speaks() -> None:
    from app.__main__ import LANGUAGE_CODES
    from app.i18n import LANGUAGES

    assert tuple(code for code, _ in LANGUAGES) == LANGUAGE_CODES
