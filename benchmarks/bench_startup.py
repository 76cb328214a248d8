"""Start-up time: from launching Python to the main window's first paint, against a baseline
tree in the same run, with and without compiled bytecode for the app's own code.

    python benchmarks/bench_startup.py                 # 7 runs of each case, the medians
    python benchmarks/bench_startup.py --runs 11
    python benchmarks/bench_startup.py --baseline REV  # another commit to compare with
    python benchmarks/bench_startup.py --no-baseline   # this tree only

Goal (issue #14): the first painted window under 0.3 s from launch even when no .pyc of the
app's own code can be read or written (PYTHONDONTWRITEBYTECODE=1, common in managed setups).

What a run is: a fresh interpreter that runs the app's real entry point, ``app.__main__.main``
with no arguments, on a fresh profile (XDG_CONFIG_HOME and XDG_DATA_HOME in a scratch
directory: default settings, an empty data folder, as at the first start), headless
(QT_QPA_PLATFORM=offscreen) unless a display is set. The child wraps ``open_main_window`` to
watch the window, and at its first Paint event waits for the event loop to come round again
(the whole first frame painted, the views inside it too), prints the time and quits. The
figure is the wall time seen by this script from launch to that line (the interpreter's own
start included). The child's CPU time to that moment (``time.process_time``, user and system,
from the process's start) is printed too: steadier than the wall time on a busy machine.

The two cases, each run with PYTHONDONTWRITEBYTECODE=1 so no run writes anything:

- *with .pyc*: the project's packages (app, solver, assets) copied to a scratch directory and
  compiled there (``compileall``), as an installed app that may write its bytecode has it;
- *no .pyc*: the same packages copied without any ``__pycache__``: every module of the app is
  compiled from source at every start. The standard library and the installed libraries
  (PyQt5 …) keep their .pyc, as in a managed setup where the libraries were installed
  compiled and the app runs from source. The script checks afterwards that no .pyc appeared.

The baseline is another commit's tree (by default the last commit before the start-up work,
BASELINE below), extracted with ``git archive`` and run in the same way, in the same run, the
runs interleaved (baseline, this tree, baseline, …) so a busy machine weighs on both alike. A
whole tree rather than a hidden "build every view eagerly" switch in the app: the start-up work
also made imports lazy and deferred work, which such a switch would not undo, and the app keeps
no code that only a benchmark needs. "This tree" is the working tree as it is (uncommitted
changes included).
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from baseline import extract  # benchmarks/baseline.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
#: The project's own packages: what a run imports from the tree under test.
PACKAGES = ("app", "solver", "assets")
#: The last commit before the start-up work of issue #14.
BASELINE = "27fbee4f8a9f9f7a96c3e60f62d6f82fb4604c42"
GOAL_SECONDS = 0.3
CASES = ("with .pyc", "no .pyc")


def child(root: str) -> None:
    """Run the app's entry point from the tree at `root`; at the window's first painted frame
    print the process's CPU seconds so far and quit."""
    sys.path.insert(0, root)
    import app.__main__ as entry

    if not Path(entry.__file__).resolve().is_relative_to(Path(root).resolve()):
        raise SystemExit(f"imported {entry.__file__}, not the tree under test in {root}")
    from PyQt5.QtCore import QEvent, QObject, QTimer
    from PyQt5.QtWidgets import QApplication

    class FirstPaint(QObject):
        """At the window's first paint: once the frame is done, print the time and quit."""

        seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Paint and not self.seen:
                self.seen = True
                QTimer.singleShot(0, self.done)
            return False

        def done(self) -> None:
            print(f"painted {time.process_time():.4f}", flush=True)
            QApplication.quit()

    spy = FirstPaint()
    program = entry  # an older tree opens the window in its entry point itself
    if (Path(root) / "app" / "shell" / "gui.py").exists():  # since the folders are layers
        import app.shell.gui as program
    open_main_window = program.open_main_window

    def watched_window(*args: object, **kwargs: object) -> object:
        window = open_main_window(*args, **kwargs)
        window.installEventFilter(spy)
        return window

    program.open_main_window = watched_window
    entry.main([])


def platform() -> str:
    """The Qt platform the runs use: the one set, else offscreen when there is no display."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return os.environ["QT_QPA_PLATFORM"]
    shown = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    return "" if shown else "offscreen"


def run_once(tree: Path) -> tuple[float, float]:
    """One cold start in a subprocess: (wall seconds to first paint, CPU seconds of the child)."""
    with tempfile.TemporaryDirectory(prefix="startup-profile-") as profile:
        env = dict(os.environ)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
        env["XDG_CONFIG_HOME"] = str(Path(profile) / "config")
        env["XDG_DATA_HOME"] = str(Path(profile) / "data")
        if platform():
            env["QT_QPA_PLATFORM"] = platform()
        launched = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, __file__, "--child", str(tree)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
            cwd=profile,
        )
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("painted "):
                wall = time.perf_counter() - launched
                cpu = float(line.split()[1])
                process.wait(timeout=30)
                return wall, cpu
        process.wait(timeout=30)
        raise SystemExit(f"{tree}: the app exited with code {process.returncode} before painting")


def copy_packages(source: Path, target: Path, compiled: bool) -> Path:
    """The project's packages from `source` in `target`, with or without their bytecode."""
    for package in PACKAGES:
        shutil.copytree(
            source / package,
            target / package,
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
        )
    for library in source.glob("*__mypyc*"):  # the compiled solver's shared library, if built
        shutil.copy2(library, target)
    if compiled:
        for package in PACKAGES:
            if not compileall.compile_dir(target / package, quiet=1):
                raise SystemExit(f"could not compile {target / package}")
    return target


def solver_build(tree: Path) -> str:
    """Which build of the solver a tree runs (solver.build): compiled (mypyc) or pure Python."""
    if not (tree / "solver" / "build.py").exists():  # (an editable install would find ours)
        return "pure Python (a tree from before the compiled build)"
    code = f"import sys\nsys.path.insert(0, {str(tree)!r})\n"
    code += "from solver.build import BUILD\nprint(BUILD)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tree)
    return done.stdout.strip() or done.stderr.strip()[-200:]


def pyc_files(tree: Path) -> list[Path]:
    """Every bytecode file under the tree's packages."""
    return [path for package in PACKAGES for path in (tree / package).rglob("*.pyc")]


def main() -> None:
    """Prepare the trees, run every case in turn and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each case (default 7)")
    parser.add_argument(
        "--baseline", default=BASELINE, help=f"the commit to compare with (default {BASELINE:.7})"
    )
    parser.add_argument("--no-baseline", action="store_true", help="measure this tree only")
    parser.add_argument("--child", metavar="TREE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as scratch:
        work = Path(scratch)
        sources = {"this tree": ROOT}
        if not args.no_baseline:
            try:
                baseline = extract(args.baseline, work / "baseline", PACKAGES)
                sources[f"baseline {args.baseline:.7}"] = baseline
            except (OSError, subprocess.CalledProcessError) as error:
                print(f"no baseline ({args.baseline}: {error}); measuring this tree only")
        trees: dict[tuple[str, str], Path] = {}
        for number, (name, source) in enumerate(sources.items()):
            for case in CASES:
                target = work / f"{number}-{case.replace(' ', '').replace('.', '')}"
                trees[name, case] = copy_packages(source, target, compiled=case == CASES[0])
        for (name, case), tree in trees.items():
            print(f"{name}, {case}: the solver runs {solver_build(tree)}")
        for tree in trees.values():
            run_once(tree)  # warm the disk cache; not counted
        walls: dict[tuple[str, str], list[float]] = {key: [] for key in trees}
        cpus: dict[tuple[str, str], list[float]] = {key: [] for key in trees}
        for _ in range(args.runs):
            for key, tree in reversed(trees.items()):
                wall, cpu = run_once(tree)
                walls[key].append(wall)
                cpus[key].append(cpu)
        for name, _source in sources.items():
            if pyc_files(trees[name, CASES[1]]):
                raise SystemExit(f"{name}: .pyc files appeared in the no-.pyc copy")
        report(list(sources), walls, cpus, args.runs)


def report(
    names: list[str],
    walls: dict[tuple[str, str], list[float]],
    cpus: dict[tuple[str, str], list[float]],
    runs: int,
) -> None:
    """Print the median and range of every case, and whether the goal is met."""
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(
        f"{os.cpu_count()} CPUs, load average {load}; Python {sys.version.split()[0]}; "
        f"Qt platform {platform() or 'of the display'}"
    )
    print(
        "with .pyc: the app's modules from their compiled .pyc; no .pyc: compiled from source "
        "at every start (the standard library and installed libraries from their .pyc in both)"
    )
    print(f"launch to the first painted window, median of {runs} runs (range; CPU time):")
    for case in CASES:
        for name in names:
            times, cpu = walls[name, case], statistics.median(cpus[name, case])
            print(
                f"  {case:10} {name:18} {statistics.median(times):.3f} s "
                f"({min(times):.3f}-{max(times):.3f}; CPU {cpu:.3f} s)"
            )
    if len(names) > 1:
        for case in CASES:
            ratio = statistics.median(walls[names[1], case]) / statistics.median(
                walls[names[0], case]
            )
            print(f"  {case}: the baseline takes {ratio:.2f}x as long as this tree")
    median = statistics.median(walls[names[0], CASES[1]])
    verdict = "met" if median < GOAL_SECONDS else "NOT met"
    print(
        f"goal: first paint under {GOAL_SECONDS} s with no .pyc of the app's code: {verdict} "
        f"({median:.3f} s)"
    )


if __name__ == "__main__":
    main()
