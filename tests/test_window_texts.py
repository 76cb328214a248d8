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


def test_the_texts_are_utf_8_and_qt_says_nothing_about_the_offscreen_plugin(
    tmp_path: Path,
) -> None:
    """Before: Chinese came as \\u escapes, and every screenshot printed Qt's "This plugin does
    not support propagateSizeHints()". A terminal that cannot show Chinese still gets UTF-8."""
    out, runtime = tmp_path / "helper.png", tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env.update(XDG_RUNTIME_DIR=str(runtime), PYTHONIOENCODING="ascii")
    command = [sys.executable, "-m", "app", "--screenshot", str(out), "--lang", "zh_CN"]
    done = subprocess.run(
        [*command, "--cards", "3 3 8 8", "--texts"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        timeout=120,
    )
    assert (done.returncode, done.stderr) == (0, b"")
    texts = done.stdout.decode("utf-8").splitlines()[1]
    assert texts.startswith('["算24点", "游戏(&G)"') and "\\u" not in texts


def test_texts_go_with_a_screenshot(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(["--texts"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.endswith("error: --texts goes with --screenshot\n")
