"""What pip installs works as the source tree does, tried as a new user would.

The sdist and the wheel are built with ``python -m build`` (the wheel from the sdist, as pip
builds a download), the wheel is installed into a fresh virtual environment with pip, and every
command runs from a folder outside the tree, with a home folder of its own and nothing of the
tree on the path: the game in Chinese and in English (a screenshot, and the texts its widgets
show at that moment: ``--texts``), ``python -m app.i18n check``, ``twentyfour-solver``, both
``--version``.
Then an older build (release 0.1.0) is installed into another fresh environment, used, and the
new wheel installed over it as an upgrade: the history and settings stay.

PyQt5 and PyQtChart come from pip's index and cache as for any user. A wheel built where the C
compiler fails (CC=false) is tried too: pure Python, installed without Qt. The whole file takes
about 140 s of CPU, most of it mypyc compiling the wheel's solver (5.3 minutes by the clock on
two cores shared with other work).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from PyQt5.QtGui import QImage
from test_builds import python_s_compiler

from app.i18n import ts_path
from app.i18n.qm import read_ts

ROOT = Path(__file__).resolve().parents[1]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
#: The last commit of release 0.1.0: the older build the upgrade is tried over.
RELEASE_0_1_0 = "58e66efb8b0bcb3e58550da42d0e4e69b7c0111e"
#: Files of a checkout that the source archive leaves out: CI's script and git's own.
NOT_IN_THE_SDIST = {".ci/run", ".gitignore"}
#: Folders a checkout has that are not the project's (environments, caches, build output).
NOT_SOURCES = {".git", ".venv", "build", "dist", "__pycache__", ".pytest_cache", ".mypy_cache"}
NOT_SOURCES |= {".ruff_cache", ".hypothesis"}
#: What a build compiled in place (an editable install): not the project's files either.
BUILT = ("*.so", "*.pyd", "_build.json")
SCREEN = (1000, 700)


def clean_env(**changes: str) -> dict[str, str]:
    """This environment without anything that points Python at the tree or the test venv."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "VIRTUAL_ENV", "PYTEST", "QT_", "XDG_"))
        and key not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    return {**env, **changes}


def run(command: list[str | Path], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    """A command's result (output as text); fails the test if it does not end in time."""
    return subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,  # a safeguard against a hang: a compiled build takes minutes under load
    )


def build(source: Path, out: Path, *options: str) -> None:
    """python -m build of a source folder into `out`."""
    done = run([sys.executable, "-m", "build", "--outdir", out, *options, source], out, clean_env())
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


@dataclass
class Install:
    """A fresh virtual environment, a folder outside the tree to run in, a home folder."""

    bin: Path
    outside: Path
    home: Path

    def pip(self, *args: str | Path) -> subprocess.CompletedProcess:
        """The environment's own pip (pip's index, cache and settings as the user has them)."""
        command = [self.bin / "python", "-m", "pip", "--disable-pip-version-check", *args]
        return run(command, self.outside, clean_env())

    def run(self, program: str, *args: str | Path) -> subprocess.CompletedProcess:
        """One of the environment's programs, run as a user in their home folder (offscreen)."""
        env = clean_env(HOME=str(self.home), QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8")
        return run([self.bin / program, *args], self.outside, env)


def fresh(folder: Path) -> Install:
    """A new virtual environment under `folder`, as `python3 -m venv` makes it."""
    done = run([sys.executable, "-m", "venv", folder / "venv"], folder, clean_env())
    assert done.returncode == 0, done.stderr
    for name in ("outside", "home"):
        (folder / name).mkdir()
    return Install(folder / "venv" / "bin", folder / "outside", folder / "home")


def copy_tree(destination: Path) -> Path:
    """The tree's own files copied as a fresh clone has them: no environment, cache or build
    output (setuptools would take files listed by an earlier build's egg-info)."""
    shutil.copytree(
        ROOT, destination, ignore=shutil.ignore_patterns(*NOT_SOURCES, *BUILT, "*.egg-info")
    )
    return destination


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and the wheel of the tree (the wheel built from the sdist)."""
    out = tmp_path_factory.mktemp("dist")
    build(copy_tree(tmp_path_factory.mktemp("clone") / "twentyfour"), out)
    return out


def one(folder: Path, pattern: str) -> Path:
    """The one file of the folder that matches."""
    found = list(folder.glob(pattern))
    assert len(found) == 1, found
    return found[0]


@pytest.fixture(scope="module")
def installed(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Install:
    """The wheel installed with pip into a fresh virtual environment."""
    install = fresh(tmp_path_factory.mktemp("fresh"))
    done = install.pip("install", one(dist, "*.whl"))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return install


def says_its_version(install: Install, program: str) -> bool:
    """Whether a program of the installed copy gives this release and the build that runs with
    --version: compiled where this machine has a C compiler (the one the build uses)."""
    said = install.run(program, "--version").stdout
    if python_s_compiler():
        return said == f"{program} {VERSION}, solver compiled (mypyc)\n"
    return said.startswith(f"{program} {VERSION}, solver pure Python (not compiled: no ")


def test_the_wheel_is_compiled_where_there_is_a_c_compiler(dist: Path) -> None:
    wheel = one(dist, f"twentyfour-{VERSION}-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    compiled = {name for name in names if name.endswith(".so")}
    assert "solver/_build.json" in names
    if python_s_compiler():
        assert {"solver/make24/search.py", "solver/make24/canon.py"} <= names  # the same source
        assert any(name.startswith("solver/make24/search.") for name in compiled), compiled
        assert not wheel.name.endswith("-none-any.whl")  # for this Python and system only
    else:
        assert not compiled and wheel.name.endswith("-py3-none-any.whl")


def test_the_wheel_holds_the_translations_and_the_licence(dist: Path) -> None:
    names = set(zipfile.ZipFile(one(dist, f"twentyfour-{VERSION}-*.whl")).namelist())
    assert {"app/i18n/twentyfour_zh_CN.qm", "app/i18n/twentyfour_en.qm"} <= names
    assert not [name for name in names if name.endswith(".ts")]  # never read at run time
    assert f"twentyfour-{VERSION}.dist-info/licenses/LICENSE" in names
    assert {"solver/py.typed", "assets/sounds/right.wav", "assets/cards/QS.svg"} <= names
    room = {f"app/room/web/{name}" for name in ("index.html", "room.js", "room.css", "texts.js")}
    assert room <= names  # the room's page, served from the installed copy


def checkout_files() -> set[str]:
    """The project's files in the tree: git's list in a checkout, else every file found."""
    if (ROOT / ".git").exists() and shutil.which("git"):
        listed = run(["git", "ls-files", "-z"], ROOT, clean_env())
        if listed.returncode == 0:
            return {name for name in listed.stdout.split("\0") if (ROOT / name).is_file()}
    return {
        path.relative_to(ROOT).as_posix()
        for path in ROOT.rglob("*")
        if path.is_file()
        and not NOT_SOURCES.intersection(path.relative_to(ROOT).parts)
        and not any(part.endswith(".egg-info") for part in path.parts)
        and not any(path.match(pattern) for pattern in BUILT)  # what an install compiled
    }


def test_the_sdist_holds_every_file_of_the_checkout(dist: Path) -> None:
    """So the tests run from it (tests/, tests/data, conftest.py, packaging/, the .ts files)."""
    archive = one(dist, f"twentyfour-{VERSION}.tar.gz")
    prefix = f"twentyfour-{VERSION}/"
    with tarfile.open(archive) as tar:
        names = {m.name.removeprefix(prefix) for m in tar.getmembers() if m.isfile()}
    missing = checkout_files() - NOT_IN_THE_SDIST - names
    assert not missing, sorted(missing)
    assert {"tests/conftest.py", "app/i18n/twentyfour_zh_CN.ts", "LICENSE", "CHANGELOG.md"} <= names


def test_both_commands_run_from_the_installed_copy(installed: Install) -> None:
    where = installed.run(
        "python", "-c", "import app, solver; print(app.__file__, solver.__file__)"
    )
    assert where.returncode == 0, where.stderr
    assert all(path.startswith(str(installed.bin.parent)) for path in where.stdout.split())
    assert says_its_version(installed, "twentyfour")
    assert says_its_version(installed, "twentyfour-solver")
    solved = installed.run("twentyfour-solver", "3", "3", "8", "8")
    assert (solved.returncode, solved.stdout) == (0, "8/(3-8/3)\n"), solved.stderr


def test_the_installed_compiled_solver_writes_the_tree_s_table(installed: Install) -> None:
    """The compiled modules are the ones that load in the installed copy (never its .py), and
    their table of four cards is the tree's byte for byte."""
    search = "import solver.make24.search as s; print(s.__file__)"
    loaded = installed.run("python", "-c", search).stdout.strip()
    assert loaded.startswith(str(installed.bin.parent))
    assert loaded.endswith(".so") == python_s_compiler(), loaded
    table = installed.run("twentyfour-solver", "table")
    assert table.returncode == 0, table.stderr
    ours = run([sys.executable, "-m", "solver", "table"], ROOT, clean_env())
    assert table.stdout == ours.stdout and len(ours.stdout.splitlines()) == 1820


def test_without_a_c_compiler_the_wheel_is_pure_python_and_works(
    dist: Path, tmp_path: Path
) -> None:
    """As on a machine with no compiler (CC names one that fails): the same source installed
    as Python, for any system, saying so; the solver alone is tried (no Qt to install)."""
    out = tmp_path / "out"
    out.mkdir()
    sdist = one(dist, f"twentyfour-{VERSION}.tar.gz")
    done = run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", out, sdist],
        out,
        clean_env(CC="false"),
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "no working C compiler" in done.stdout + done.stderr
    wheel = one(out, f"twentyfour-{VERSION}-py3-none-any.whl")
    assert not [name for name in zipfile.ZipFile(wheel).namelist() if name.endswith(".so")]
    install = fresh(tmp_path)
    added = install.pip("install", "--no-deps", wheel)
    assert added.returncode == 0, added.stderr
    said = install.run("twentyfour-solver", "--version").stdout
    assert said.startswith(f"twentyfour-solver {VERSION}, solver pure Python (not compiled: no ")
    solved = install.run("twentyfour-solver", "3", "3", "8", "8")
    assert (solved.returncode, solved.stdout, solved.stderr) == (0, "8/(3-8/3)\n", "")


def test_the_translations_check_passes_in_the_installed_copy(installed: Install) -> None:
    done = installed.run("python", "-m", "app.i18n", "check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "hold every message of the installed code" in done.stdout
    plural = "from app.i18n import english; print(english('Daily', 'Streak: %n days', None, 1))"
    assert installed.run("python", "-c", plural).stdout == "Streak: 1 day\n"


def translation(language: str, context: str, source: str) -> str:
    """A message's translation (the first form of a plural) in the tree's .ts file."""
    for message in read_ts(ts_path(language)).messages:
        if (message.context, message.source) == (context, source):
            return message.translations[0]
    raise LookupError(source)


def shown(installed: Install, language: str) -> tuple[list[str], QImage]:
    """The texts the installed game shows with 3 3 8 8 in the helper, and its screenshot."""
    shot = installed.outside / f"helper-{language}.png"
    args = ["--screenshot", shot, "--view", "helper", "--cards", "3 3 8 8", "--lang", language]
    done = installed.run("twentyfour", *args, "--texts")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == str(shot)
    return json.loads(done.stdout.splitlines()[1]), QImage(str(shot))


def assert_drawn(image: QImage) -> None:
    """A screenshot of the window's size with something drawn on it."""
    assert (image.width(), image.height()) == SCREEN
    colours = {image.pixel(x, y) for x in range(0, SCREEN[0], 7) for y in range(0, SCREEN[1], 7)}
    assert len(colours) > 50


def test_the_installed_game_speaks_chinese(installed: Install, qapp) -> None:
    """Before: no .qm file was installed, and --lang zh_CN showed English everywhere."""
    texts, image = shown(installed, "zh_CN")
    assert_drawn(image)
    count = translation("zh_CN", "Helper", "%n answers for {hand} → {target}")
    assert count.replace("%n", "1").format(hand="3 3 8 8", target=24) in texts
    assert texts[0] == translation("zh_CN", "Window", "Twenty-Four") == "算24点"
    english = {"Helper", "Play", "Practice", "Statistics", "&Game", "Answers", "Working"}
    assert not english.intersection(texts)
    assert sum(any("\u4e00" <= char <= "\u9fff" for char in text) for text in texts) >= 15


def test_the_installed_game_says_1_answer_in_english(installed: Install, qapp) -> None:
    """Before: without twentyfour_en.qm, Qt's fallback read '1 answers for 3 3 8 8 → 24'."""
    texts, image = shown(installed, "en")
    assert_drawn(image)
    assert "1 answer for 3 3 8 8 → 24" in texts
    assert texts[0] == "Twenty-Four" and {"Helper", "Play", "&Game"} <= set(texts)


# --- An upgrade over an older build -------------------------------------------------------------

#: Used with the older build: a setting chosen and a Tchisla best kept in the history.
USE_OLDER = """
from app.context import HISTORY_FILE, default_data_dir
from app.game.history import History
from app.settings import Settings
from app.storage import prepare_folder

folder = default_data_dir()
assert prepare_folder(folder) is None
History(folder / HISTORY_FILE).record_tchisla(2016, 7, 6, "7!*(7+7)/(7*7-(7+7)/7)")
Settings().language = "zh_CN"
print(folder)
"""
#: Read with the newer build after the upgrade.
READ_NEWER = """
from app.shell.context import HISTORY_FILE, default_data_dir
from app.game.history import History
from app.shell.settings import Settings

best = History(default_data_dir() / HISTORY_FILE).tchisla_best(2016, 7)
print(best.copies, best.answer, Settings().language)
"""


def older_source(folder: Path) -> Path:
    """Release 0.1.0's source: from git where the checkout has its history; else (the source
    archive has none) this tree, labelled 0.1.0 (an older build of pip's reckoning)."""
    source = folder / "twentyfour-0.1.0"
    source.mkdir()
    if (ROOT / ".git").exists() and shutil.which("git"):
        archive = run(
            ["git", "archive", "-o", folder / "old.tar", RELEASE_0_1_0], ROOT, clean_env()
        )
        if archive.returncode == 0:
            with tarfile.open(folder / "old.tar") as tar:
                tar.extractall(source, filter="data")
            return source
    shutil.rmtree(source)
    copy_tree(source)
    pyproject = source / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(text.replace(f'version = "{VERSION}"', 'version = "0.1.0"'))
    return source


def test_a_newer_build_installs_over_an_older_one_and_keeps_the_history(
    dist: Path, tmp_path: Path
) -> None:
    """Before: both builds were 0.1.0 and pip said 'already installed' (only --force-reinstall
    replaced it)."""
    older = tmp_path / "older"
    older.mkdir()
    build(older_source(tmp_path), older, "--wheel")
    install = fresh(tmp_path)
    done = install.pip("install", one(older, "twentyfour-0.1.0-*.whl"))
    assert done.returncode == 0, done.stderr
    script = install.outside / "use.py"
    script.write_text(USE_OLDER, encoding="utf-8")
    used = install.run("python", script)
    assert used.returncode == 0, used.stderr
    data = Path(used.stdout.strip())
    assert data == install.home / ".local" / "share" / "Twenty-Four"
    assert not install.run("twentyfour", "--version").stdout.startswith(f"twentyfour {VERSION}")

    upgrade = install.pip("install", one(dist, "*.whl"))
    assert upgrade.returncode == 0, upgrade.stderr
    assert "Successfully uninstalled twentyfour-0.1.0" in upgrade.stdout
    # pip lists what it installed on one line, the new release's dependencies too
    installed = next(
        line for line in upgrade.stdout.splitlines() if "Successfully installed" in line
    )
    assert f"twentyfour-{VERSION}" in installed.split()
    assert says_its_version(install, "twentyfour")
    script.write_text(READ_NEWER, encoding="utf-8")
    kept = install.run("python", script)
    assert kept.returncode == 0, kept.stderr
    assert kept.stdout == "6 7!*(7+7)/(7*7-(7+7)/7) zh_CN\n"
