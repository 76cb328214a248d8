"""``--screenshot FILE --texts`` prints what the window shows, read from its widgets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.__main__ import parse_args

ROOT = Path(__file__).resolve().parents[1]


def test_the_texts_of_the_screenshot_are_printed(tmp_path: Path) -> None:
    out = tmp_path / "helper.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    command = [sys.executable, "-m", "app", "--screenshot", str(out), "--cards", "3 3 8 8"]
    done = subprocess.run(
        [*command, "--texts"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    path, texts = done.stdout.splitlines()
    shown = json.loads(texts)
    assert path == str(out) and out.is_file()
    assert shown[:2] == ["Twenty-Four", "&Game"]
    assert {"1 answer for 3 3 8 8 → 24", "8÷(3−8÷3)", "Helper", "Statistics"} <= set(shown)


def test_texts_go_with_a_screenshot(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(["--texts"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.endswith("error: --texts goes with --screenshot\n")
