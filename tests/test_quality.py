"""Lint, format and type checks run as part of the test suite (and so of CI)."""

from __future__ import annotations

import subprocess
import sys
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
    ids=["ruff-check", "ruff-format", "mypy-strict-solver"],
)
def test_tool_is_clean(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_qt_in_the_solver() -> None:
    for path in (ROOT / "solver").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PyQt" not in text and "QtCore" not in text, path
