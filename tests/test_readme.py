"""The README's Python examples are true: each ```python block runs as a doctest in a fresh
interpreter, on its own (so each block imports what it uses), offscreen."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: A ```python block of the README: its text.
BLOCK = re.compile(r"^```python\n(.*?)^```$", re.DOTALL | re.MULTILINE)
#: Runs the doctest given on stdin (its first line is the README's line in argv[1]); the exit
#: code says whether it passed.
RUNNER = """
import doctest, sys
line = int(sys.argv[1]) - 1
test = doctest.DocTestParser().get_doctest(sys.stdin.read(), {}, "README", "README.md", line)
runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
runner.run(test, out=sys.stdout.write)
sys.exit(1 if runner.failures else 0)
"""


def python_blocks() -> dict[int, str]:
    """The README's ```python blocks, by the line of their first example."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return {text.count("\n", 0, found.start(1)) + 1: found[1] for found in BLOCK.finditer(text)}


def test_the_readme_has_python_examples() -> None:
    assert len(python_blocks()) >= 7
    assert all(block.startswith(">>> ") for block in python_blocks().values())


@pytest.mark.parametrize("line", python_blocks(), ids=lambda line: f"README line {line}")
def test_a_python_example_of_the_readme_is_true(line: int, tmp_path: Path) -> None:
    block = python_blocks()[line]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, str(line)],
        input=block,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
