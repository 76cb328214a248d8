"""One version, written in pyproject.toml and read through the package's metadata: both commands'
--version, Help › About and solver.__version__ show it; CHANGELOG.md and the AppStream metainfo
list the same releases, newest first, the newest being this one."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import solver
from app.install import APP_ID
from solver.build import BUILD
from solver.version import tree_version, version

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
VERSION = PYPROJECT["version"]
REINSTALL = "the installed metadata is stale: pip install -e ."


def test_the_version_is_the_one_in_pyproject() -> None:
    assert version() == VERSION, REINSTALL
    assert solver.__version__ == VERSION
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)


@pytest.mark.parametrize(
    ("module", "prog"), [("app", "python -m app"), ("solver", "python -m solver")]
)
def test_both_commands_print_the_version(module: str, prog: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", module, "--version"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    expected = f"{prog} {VERSION}, solver {BUILD}\n"  # which build runs: compiled or pure Python
    assert (done.returncode, done.stdout, done.stderr) == (0, expected, ""), REINSTALL


def test_the_about_box_shows_the_version(qtbot, settings, data_dir) -> None:
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir))
    qtbot.addWidget(window)
    about = window.show_about()
    assert about.text().splitlines()[0] == f"Twenty-Four {VERSION}", REINSTALL
    kind = "compiled (mypyc)" if BUILD.compiled else "pure Python"  # as --version says
    assert about.text().splitlines()[-1] == f"Solver: {kind}"
    about.close()


def test_a_tree_that_is_not_installed_reads_its_pyproject(tmp_path: Path) -> None:
    assert tree_version(ROOT) == VERSION
    assert tree_version(tmp_path) is None
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "other"\nversion = "9.9.9"\n')
    assert tree_version(tmp_path) is None
    (tmp_path / "pyproject.toml").write_text("[project\n")
    assert tree_version(tmp_path) is None


def changelog_releases() -> list[tuple[str, str]]:
    """(version, date) of each release in CHANGELOG.md, newest first."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    return re.findall(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d\d-\d\d)$", text, re.MULTILINE)


def test_the_changelog_and_the_metainfo_list_the_same_releases() -> None:
    metainfo = ROOT / "assets" / "desktop" / f"{APP_ID}.metainfo.xml"
    releases = [
        (element.get("version"), element.get("date"))
        for element in ET.parse(metainfo).getroot().iterfind("releases/release")
    ]
    assert changelog_releases() == releases
    assert releases[0][0] == VERSION
    assert [r[1] for r in releases] == sorted((r[1] for r in releases), reverse=True)
