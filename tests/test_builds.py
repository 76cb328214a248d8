"""The solver runs compiled (mypyc) where the install had a C compiler, and as pure Python
otherwise (solver.build): both builds give the same answers.

This run uses the build the install made (compiled on a machine with a C compiler, as CI's).
Here the tables of four and five cards are compared byte for byte between that build and the
pure one, and the solver's tests (with the doctests of the compiled modules, which only the
pure build has) run once more with TWENTYFOUR_PURE=1, in a process started as soon as the tests
are collected (it takes the second core while this run goes on).
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
import tomllib
from pathlib import Path
from types import ModuleType
from typing import IO, NamedTuple

import pytest

from solver.build import BUILD, PURE_VARIABLE, pure_wanted
from solver.version import version

ROOT = Path(__file__).resolve().parents[1]
REINSTALL = "the compiled build is not the one installed: pip install -e . compiles it again"
#: Imports that make a test file one of the solver's own tests (what runs on both builds), and
#: those that make it a test of the app's widgets instead.
SOLVER_IMPORT = re.compile(r"^(?:from|import) solver\b", re.MULTILINE)
QT = re.compile(r"PyQt5|pytestqt|\bqtbot\b|\bqapp\b")


def solver_tests() -> list[Path]:
    """The solver's own tests: every test file that imports the solver and uses no Qt (a new
    one is run on both builds without being listed), but this one."""
    return [
        path
        for path in sorted((ROOT / "tests").glob("test_*.py"))
        if path.name != Path(__file__).name
        and SOLVER_IMPORT.search(text := path.read_text(encoding="utf-8"))
        and not QT.search(text)
    ]


def environment(pure: bool) -> dict[str, str]:
    """This environment, with the pure build asked for or not."""
    env = {key: value for key, value in os.environ.items() if key != PURE_VARIABLE}
    return {**env, PURE_VARIABLE: "1"} if pure else env


def python_s_compiler() -> bool:
    """Whether this machine has the C compiler Python was built with, and no other was asked
    for (CC): the one an install uses."""
    compiler = str(sysconfig.get_config_var("CC") or "cc").split()[0]
    return "CC" not in os.environ and shutil.which(compiler) is not None


def test_the_build_that_runs_is_the_one_the_install_could_make() -> None:
    if pure_wanted():
        assert str(BUILD) == f"pure Python ({PURE_VARIABLE} is set)"
    elif python_s_compiler():
        assert str(BUILD) == "compiled (mypyc)", f"{BUILD}: {REINSTALL}"
    else:  # CC=/bin/false, or no compiler: the same code runs as Python
        assert BUILD.compiled or str(BUILD).startswith("pure Python (not compiled: no "), BUILD


def table(cards: int, pure: bool) -> bytes:
    """`python -m solver table --cards N` with one build or the other: every line, as bytes."""
    done = subprocess.run(
        [sys.executable, "-m", "solver", "table", "--cards", str(cards)],
        cwd=ROOT,
        env=environment(pure),
        capture_output=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


@pytest.mark.parametrize("cards", [4, 5])
def test_both_builds_write_the_same_table_byte_for_byte(cards: int) -> None:
    ours, pure = table(cards, pure=False), table(cards, pure=True)
    assert len(ours.splitlines()) == {4: 1820, 5: 6188}[cards]
    assert ours == pure


def start_pure_run(items: list[pytest.Item]) -> PureRun | None:
    """The solver's tests started with the pure build in a process of their own, if this run
    has the test that checks them (conftest.py calls this once the tests are collected): they
    run on the second core meanwhile, and the test only waits for them at the end."""
    if not any(item.nodeid.endswith(CHECKS_THE_PURE_RUN) for item in items):
        return None
    tests = [str(path) for path in solver_tests()]
    output = tempfile.TemporaryFile()  # noqa: SIM115 (read and closed by PureRun.result)
    process = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *tests, "solver"],
        cwd=ROOT,
        env=environment(pure=True),
        stdout=output,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: `stop` ends its workers too
    )
    return PureRun(process, output)


class PureRun(NamedTuple):
    """The solver's tests running on the pure build, and where their output goes."""

    process: subprocess.Popen[bytes]
    output: IO[bytes]

    def result(self) -> tuple[int, str]:
        """Wait for the run: its exit code and its output."""
        code = self.process.wait(timeout=900)
        with self.output:
            self.output.seek(0)
            return code, self.output.read().decode(errors="replace")

    def stop(self) -> None:
        """End the run, and every process it started, if it is still going."""
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=60)
        self.output.close()


#: The test below (conftest.py starts its run early when it is collected).
CHECKS_THE_PURE_RUN = "test_the_solver_tests_pass_on_the_pure_build_too"
PURE_RUN = pytest.StashKey[PureRun | None]()


def test_the_solver_tests_pass_on_the_pure_build_too(request: pytest.FixtureRequest) -> None:
    """The compiled modules' doctests among them (a compiled module has none to collect)."""
    run = request.config.stash.get(PURE_RUN, None)
    assert run is not None
    code, output = run.result()
    assert code == 0, output[-5000:]
    assert " passed" in output.splitlines()[-1]


def copied_build(folder: Path) -> Path:
    """The solver as this run has it (its compiled files and their shared library too) in a
    folder of its own, as an editable install keeps it."""
    shutil.copytree(
        ROOT / "solver", folder / "solver", ignore=shutil.ignore_patterns("__pycache__")
    )
    for library in ROOT.glob("*__mypyc*"):
        shutil.copy2(library, folder)
    return folder


def run_copy(folder: Path, code: str) -> subprocess.CompletedProcess[str]:
    """Python code run on the copy (nothing else of the tree on the path)."""
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=folder,
        env={**environment(pure=False), "PYTHONPATH": str(folder)},
        capture_output=True,
        text=True,
        timeout=60,
    )


WHICH = "import solver.make24.search as s; from solver.build import BUILD; print(BUILD, s.__file__)"


def test_an_edited_source_is_run_as_python_with_a_one_line_warning(tmp_path: Path) -> None:
    """An editable install keeps the compiled files beside the sources: after an edit, the
    compiled module would run the old code (and shadow the edit) without this check."""
    folder = copied_build(tmp_path)
    first = run_copy(folder, WHICH)
    assert (first.returncode, first.stderr) == (0, ""), first.stderr
    assert first.stdout.startswith(str(BUILD)) or not BUILD.compiled
    source = folder / "solver" / "make24" / "search.py"
    source.write_text(source.read_text(encoding="utf-8") + "\nEDITED = True\n", encoding="utf-8")
    edited = run_copy(folder, WHICH + "; print(s.EDITED)")
    assert edited.returncode == 0, edited.stderr
    assert edited.stdout.endswith(f"{source}\nTrue\n")  # the edited .py runs
    if BUILD.compiled:
        reason = "solver/make24/search.py changed since it was compiled"
        assert edited.stdout.startswith(f"pure Python ({reason}; pip install -e . compiles it")
        assert edited.stderr.count("\n") == 1 and reason in edited.stderr


def test_a_compiled_module_without_its_source_still_runs_compiled(tmp_path: Path) -> None:
    """As in a PyInstaller bundle, which keeps no .py of a compiled module."""
    folder = copied_build(tmp_path)
    compiled = [p for p in (folder / "solver" / "make24").glob("search.*") if p.suffix != ".py"]
    assert bool(compiled) == BUILD.compiled  # a pure build has no module to run without its .py
    if BUILD.compiled:
        (folder / "solver" / "make24" / "search.py").unlink()
        done = run_copy(folder, WHICH)
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(str(BUILD))


#: A plugin that stops a run at its first test, as Ctrl+C does.
INTERRUPT = "def pytest_runtest_setup(item):\n    raise KeyboardInterrupt\n"


def processes_with(variable: str, value: str) -> list[int]:
    """The processes whose environment has `variable` set to `value` (Linux's /proc)."""
    wanted = f"{variable}={value}".encode()
    found = []
    for environ in Path("/proc").glob("[0-9]*/environ"):
        with contextlib.suppress(OSError):  # gone meanwhile, or another user's
            if wanted in environ.read_bytes().split(b"\0"):
                found.append(int(environ.parent.name))
    return found


@pytest.mark.parametrize("how", [["--collect-only"], ["-p", "interrupt_run"]])
def test_no_run_of_the_pure_build_outlives_pytest(tmp_path: Path, how: list[str]) -> None:
    """A run that only collects the test starts no pure run; one stopped before the test waits
    for it (Ctrl+C, -x) ends it."""
    (tmp_path / "interrupt_run.py").write_text(INTERRUPT, encoding="utf-8")
    mark = ("TWENTYFOUR_TEST_MARK", f"{os.getpid()}-{how[0]}")
    run_tests = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    done = subprocess.run(
        [*run_tests, *how, __file__, f"-k{CHECKS_THE_PURE_RUN}"],
        cwd=ROOT,
        env={**environment(pure=False), "PYTHONPATH": str(tmp_path), mark[0]: mark[1]},
        capture_output=True,
        text=True,
        timeout=300,
    )
    seen = CHECKS_THE_PURE_RUN if how[0] == "--collect-only" else "KeyboardInterrupt"
    assert seen in done.stdout, done.stdout + done.stderr  # the test was collected, or set up
    left = processes_with(*mark)
    for pid in left:  # what the run left is ended here, not left running
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    assert left == []


def build_backend() -> ModuleType:
    """packaging/build_backend.py, the build backend pyproject.toml names."""
    spec = importlib.util.spec_from_file_location(
        "build_backend", ROOT / "packaging" / "build_backend.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_pure_build_asks_for_no_mypy_and_a_compiled_one_for_the_tests_mypy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before: mypy was a build requirement of every build, with a floor of its own."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["build-system"]["build-backend"] == "build_backend"
    assert not [r for r in config["build-system"]["requires"] if r.startswith("mypy")]
    tests_mypy = [r for r in config["project"]["optional-dependencies"]["test"] if "mypy" in r]
    backend = build_backend()
    monkeypatch.setenv(PURE_VARIABLE, "1")
    assert backend.compiler_requirements() == []
    monkeypatch.delenv(PURE_VARIABLE)
    assert backend.compiler_requirements() == tests_mypy == ["mypy>=2.4,<2.5"]


def test_the_source_archive_is_made_without_compiling(tmp_path: Path) -> None:
    """A build reads setup.py for the source archive, the metadata and the wheel: mypyc runs
    only when the extensions are built, once, and leaves no build/ or .mypy_cache in the tree
    (before: at every reading, four times in ``python -m build``, the first in the tree)."""
    tree, out = tmp_path / "tree", tmp_path / "out"
    shutil.copytree(ROOT / "solver", tree / "solver", ignore=shutil.ignore_patterns("*.so"))
    shutil.copytree(ROOT / "packaging", tree / "packaging")
    for name in ("setup.py", "pyproject.toml", "MANIFEST.in", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, tree)
    done = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--outdir", out, tree],
        cwd=tmp_path,
        env=environment(pure=False),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "mypy" not in done.stdout + done.stderr  # not installed for the archive
    assert [path.name for path in out.iterdir()] == [f"twentyfour-{version()}.tar.gz"]
    left = {path.name for path in tree.iterdir()} - {"twentyfour.egg-info"}
    assert left == {"solver", "packaging", "setup.py", "pyproject.toml", "MANIFEST.in"} | {
        "README.md",
        "LICENSE",
    }
