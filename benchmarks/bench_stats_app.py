"""The Statistics tab on a six-card deck, headless (issue #35): the app's own view computes, the
process tree's memory is sampled all the while, the event loop's longest pause is timed, and
(with --cancel S) Cancel is pressed after S seconds and the workers must be gone.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_stats_app.py               # to the end
    QT_QPA_PLATFORM=offscreen python benchmarks/bench_stats_app.py --cancel 20

Run as a child of bench_memory's sampler's functions (this process and everything under it:
the fork server, the resource tracker, the workers). Linux only. Goal: under 1 GB (RSS, all
together), the window responsive (the longest pause of the event loop), Cancel obeyed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_memory import MB, Peak, children, tree  # noqa: E402
from PyQt5.QtCore import QSettings, QStandardPaths, QThreadPool, QTimer  # noqa: E402
from PyQt5.QtWidgets import QApplication  # noqa: E402

#: Milliseconds between two samples of memory (and two ticks of the event loop).
TICK = 50


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=6)
    parser.add_argument("--cancel", type=float, default=0.0, help="press Cancel after S seconds")
    args = parser.parse_args()
    app = QApplication(sys.argv)
    QStandardPaths.setTestModeEnabled(True)
    from app.shell.context import AppContext
    from app.shell.settings import Settings
    from app.views.stats_view import StatsView

    scratch = Path(tempfile.mkdtemp(prefix="bench-stats-"))
    settings = Settings(QSettings(str(scratch / "twentyfour.ini"), QSettings.IniFormat))
    (scratch / "data").mkdir()
    view = StatsView(AppContext(settings, scratch / "data", random.Random(24)))
    view.resize(1000, 700)
    view.cards_spin.setValue(args.cards)
    view.show()
    peak = Peak()
    started = time.perf_counter()
    state = {"last": started, "pause": 0.0, "cancelled_at": 0.0, "gone": 0.0}

    def tick() -> None:
        now = time.perf_counter()
        state["pause"] = max(state["pause"], now - state["last"])
        state["last"] = now
        pids = tree(os.getpid())
        peak.look(pids, started)
        elapsed = now - started
        busy = view.runner.busy or QThreadPool.globalInstance().activeThreadCount() > 0
        if args.cancel and not state["cancelled_at"] and elapsed >= args.cancel:
            state["cancelled_at"] = elapsed
            view.cancel()
        workers = _workers()
        if not busy and elapsed > 1 and not workers:
            state["gone"] = elapsed
            app.quit()

    view.compute()
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(TICK)
    app.exec_()
    line = (
        f"Statistics, {args.cards} cards (default workers), headless app: "
        f"{state['gone']:.1f} s until idle with no worker left, peak RSS {peak.rss / MB:.0f} MB, "
        f"PSS {peak.pss / MB:.0f} MB, {peak.processes} processes at most, the event loop's "
        f"longest pause {state['pause'] * 1000:.0f} ms; load average {os.getloadavg()[0]:.1f}"
    )
    if state["cancelled_at"]:
        line += f"; Cancel pressed at {state['cancelled_at']:.1f} s"
    else:
        line += f"; shown: {view.stats is not None}"
    print(line, flush=True)


def _workers() -> list[int]:
    """The computation's workers: the children of this process's children (of the fork
    server, which stays for the next run, as the resource tracker does)."""
    below = children()
    return [pid for child in below.get(os.getpid(), []) for pid in below.get(child, [])]


if __name__ == "__main__":
    main()
