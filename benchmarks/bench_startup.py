"""Start-up time: from launching Python to the main window's first paint (goal: under 1 s).

    python benchmarks/bench_startup.py            # 5 runs, prints each and the median
    python benchmarks/bench_startup.py --runs 9

Each run is a fresh interpreter (a subprocess) that starts the app the way ``python -m app``
does (same QApplication, same MainWindow, default settings in a scratch directory) and exits at
the first paint of the window. Two figures per run: the wall time seen by this script from
launch to the "painted" line, and the time inside the child from its first line to the paint.
Headless (QT_QPA_PLATFORM=offscreen) unless a display is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_SECONDS = 1.0


def child() -> None:
    """Start the app, print the seconds to the first paint of the main window, quit."""
    started = time.perf_counter()
    sys.path.insert(0, str(ROOT))
    import tempfile

    from PyQt5.QtCore import QEvent, QObject, QTimer

    from app.__main__ import create_app, scratch_context
    from app.main_window import MainWindow

    app = create_app()

    class FirstPaint(QObject):
        """Quits the app at the window's first paint."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Paint and not hasattr(self, "seconds"):
                self.seconds = time.perf_counter() - started
                print(f"painted {self.seconds:.4f}", flush=True)
                QTimer.singleShot(0, app.quit)
            return False

    with tempfile.TemporaryDirectory() as scratch:
        window = MainWindow(scratch_context(scratch))
        spy = FirstPaint()
        window.installEventFilter(spy)
        window.show()
        app.exec_()


def run_once() -> tuple[float, float]:
    """One cold start in a subprocess: (wall seconds to first paint, seconds inside the child)."""
    env = dict(os.environ)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    launched = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, __file__, "--child"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("painted "):
            wall = time.perf_counter() - launched
            inside = float(line.split()[1])
            process.wait(timeout=30)
            return wall, inside
    process.wait(timeout=30)
    raise SystemExit(f"the app exited with code {process.returncode} before painting")


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child()
        return
    run_once()  # warm the disk cache; not counted
    walls, insides = [], []
    for number in range(1, args.runs + 1):
        wall, inside = run_once()
        walls.append(wall)
        insides.append(inside)
        print(f"run {number}: {wall:.3f} s launch to first paint ({inside:.3f} s in the app)")
    median = statistics.median(walls)
    verdict = "under" if median < GOAL_SECONDS else "OVER"
    print(
        f"median: {median:.3f} s launch to first paint, {statistics.median(insides):.3f} s "
        f"in the app; {verdict} the {GOAL_SECONDS:.0f} s goal"
    )


if __name__ == "__main__":
    main()
