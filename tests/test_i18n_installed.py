"""An installed copy has the built translations (.qm) and not the translators' sources (.ts):
English plurals, ``python -m app.i18n check`` and the other commands work (or say why not)
there. The copy is app/ and solver/ without the .ts files, run with nothing else on the path."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.i18n import qm_path
from app.i18n.qm import compile_qm, read_qm

ROOT = Path(__file__).resolve().parents[1]
#: What an editable install compiled beside the sources (setup.py): left out, the copies run as
#: Python (copied without the shared library they load, they would say they cannot load it).
COMPILED_FILES = ("*.so", "*.pyd", "_build.json")
ANSWERS = ("Helper", "%n answers for {hand} → {target}")


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """app/ and solver/ as a wheel installs them: every .qm, no .ts."""
    folder = tmp_path_factory.mktemp("site-packages")
    for package in ("app", "solver"):
        shutil.copytree(
            ROOT / package,
            folder / package,
            ignore=shutil.ignore_patterns("*.ts", "__pycache__", *COMPILED_FILES),
        )
    assert not list(folder.rglob("*.ts")) and len(list(folder.rglob("*.qm"))) == 2
    return folder


def run(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Python with only `folder` (and the standard library) to import from, started there."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env["PYTHONPATH"] = str(folder)
    command = [sys.executable, "-s", *args]
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=60)


def test_english_plurals_come_from_the_built_translation(installed: Path) -> None:
    """Before: the plural forms were read from twentyfour_en.ts, which is not installed, and
    every count in a Qt-free model raised FileNotFoundError."""
    code = (
        "from app.i18n import english\n"
        f"print(english({ANSWERS[0]!r}, {ANSWERS[1]!r}, None, 1))\n"
        f"print(english({ANSWERS[0]!r}, {ANSWERS[1]!r}, None, 3))\n"
        "print(english('Daily', 'Streak: %n days', None, 1))"
    )
    done = run(installed, "-c", code)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "1 answer for {hand} → {target}",
        "3 answers for {hand} → {target}",
        "Streak: 1 day",
    ]


def test_the_check_reads_the_built_files_of_an_installed_copy(installed: Path) -> None:
    done = run(installed, "-m", "app.i18n", "check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("the built translations (.qm) in ")
    assert "hold every message of the installed code" in done.stdout


def test_the_check_of_an_installed_copy_finds_what_its_qm_files_lack(
    installed: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(installed, copy)
    chinese = read_qm(qm_path("zh_CN").read_bytes())
    dropped = chinese.messages[0]
    kept = tuple(m for m in chinese.messages if m != dropped)
    built = copy / "app" / "i18n" / "twentyfour_zh_CN.qm"
    built.write_bytes(compile_qm(type(chinese)(chinese.language, kept)))
    (copy / "app" / "i18n" / "twentyfour_en.qm").write_bytes(b"not a qm file")
    done = run(copy, "-m", "app.i18n", "check")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stdout.splitlines() == [
        "twentyfour_en.qm is damaged: not a .qm file",
        f"twentyfour_zh_CN.qm: missing {dropped.context}: {dropped.source!r}",
    ]


@pytest.mark.parametrize("command", ["update", "build"])
def test_update_and_build_say_they_need_a_checkout(installed: Path, command: str) -> None:
    done = run(installed, "-m", "app.i18n", command)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "no .ts files in" in done.stderr and "not in an installed copy" in done.stderr
    assert not list(installed.rglob("*.ts"))


def test_a_checkout_missing_a_ts_file_is_told_so(tmp_path: Path) -> None:
    for package in ("app", "solver"):
        shutil.copytree(
            ROOT / package,
            tmp_path / package,
            ignore=shutil.ignore_patterns("*.pyc", *COMPILED_FILES),
        )
    (tmp_path / "app" / "i18n" / "twentyfour_en.ts").unlink()
    done = run(tmp_path, "-m", "app.i18n", "check")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stdout.splitlines() == [
        "twentyfour_en.ts is missing (python -m app.i18n update makes it)"
    ]
