"""JobRunner: results arrive on the GUI thread, a newer request cancels the older one."""

from __future__ import annotations

import threading

from PyQt5.QtCore import QThread, QThreadPool

from app.shell import worker
from app.shell.worker import CancelToken, JobRunner
from solver import solve


def _wait_pool() -> None:
    """Let every pool thread finish (so stale jobs have reported too)."""
    assert QThreadPool.globalInstance().waitForDone(5000)


def test_result_arrives_on_the_gui_thread(qtbot):
    runner = JobRunner()
    threads: list[QThread] = []

    def job(token: CancelToken) -> list[str]:
        threads.append(QThread.currentThread())
        return [s.text for s in solve([3, 3, 8, 8], cancel=token.cancelled)]

    with qtbot.waitSignal(runner.finished, timeout=5000) as blocker:
        runner.submit(job)
        assert runner.busy
    assert blocker.args == [["8/(3-8/3)"]]
    assert threads[0] is not QThread.currentThread()
    assert not runner.busy


def test_newer_request_cancels_the_old_one_and_its_result_is_dropped(qtbot):
    runner = JobRunner()
    results: list[object] = []
    runner.finished.connect(results.append)
    running = threading.Event()
    saw_cancel = threading.Event()

    def slow(token: CancelToken) -> str:
        running.set()
        assert token.wait(5)  # blocks this worker until the newer request cancels it
        saw_cancel.set()
        return "old"

    runner.submit(slow)
    assert running.wait(5)
    with qtbot.waitSignal(runner.finished, timeout=5000):
        runner.submit(lambda token: "new")
    assert saw_cancel.wait(5)
    _wait_pool()
    qtbot.waitUntil(lambda: not worker._SIGNALS, timeout=5000)  # every signals object retired
    assert results == ["new"]


def test_failure_is_a_one_line_message(qtbot):
    runner = JobRunner()

    def broken(token: CancelToken) -> None:
        raise ValueError("numbers: 'X' is not a card\nsecond line")

    with qtbot.waitSignal(runner.failed, timeout=5000) as blocker:
        runner.submit(broken)
    assert blocker.args == ["numbers: 'X' is not a card"]
    assert not runner.busy


def test_cancel_stops_a_real_search_and_nothing_is_delivered(qtbot):
    runner = JobRunner()
    results: list[object] = []
    runner.finished.connect(results.append)
    with qtbot.waitSignal(runner.cancelled, timeout=5000):
        runner.submit(lambda token: solve([1, 2, 3, 4, 5, 6], cancel=token.cancelled))
        runner.cancel()
    assert not runner.busy
    _wait_pool()
    qtbot.wait(10)  # deliver anything the stale job still queued
    assert results == []


def test_a_job_raising_cancelled_reports_cancelled(qtbot):
    runner = JobRunner()
    token_holder: list[CancelToken] = []

    def job(token: CancelToken) -> object:
        token_holder.append(token)
        token.cancel()
        return solve([1, 2, 3, 4, 5, 6], cancel=token.cancelled)

    with qtbot.waitSignal(runner.cancelled, timeout=5000):
        runner.submit(job)
    assert not runner.busy


def test_progress_is_reported_in_order(qtbot):
    runner = JobRunner()
    seen: list[tuple[int, int]] = []
    runner.progress.connect(lambda done, total: seen.append((done, total)))

    def job(token: CancelToken) -> str:
        for done in range(1, 4):
            token.report(done, 3)
        return "done"

    with qtbot.waitSignal(runner.finished, timeout=5000):
        runner.submit(job)
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_two_runners_do_not_cancel_each_other(qtbot):
    first, second = JobRunner(), JobRunner()
    with (
        qtbot.waitSignal(first.finished, timeout=5000) as one,
        qtbot.waitSignal(second.finished, timeout=5000) as two,
    ):
        first.submit(lambda token: 1)
        second.submit(lambda token: 2)
    assert (one.args, two.args) == ([1], [2])


def test_wait_idle_and_cancel_all(qtbot):
    runner = JobRunner()
    runner.submit(lambda token: len(solve([1, 2, 3, 4], cancel=token.cancelled)))
    assert runner.wait_idle(5000)
    assert not runner.busy
    running = threading.Event()

    def spin(token: CancelToken) -> None:
        running.set()
        token.wait(5)

    runner.submit(spin)
    assert running.wait(5)
    JobRunner.cancel_all()
    assert not runner.busy
    _wait_pool()


def _spin_until_cancelled(runner: JobRunner) -> threading.Event:
    """Start a job that waits for its cancel token; the event is set once it is cancelled."""
    running = threading.Event()
    stopped = threading.Event()

    def spin(token: CancelToken) -> None:
        running.set()
        if token.wait(5):
            stopped.set()

    runner.submit(spin)
    assert running.wait(5)
    return stopped


def test_dropping_the_runner_stops_its_job(qtbot):
    import gc

    runner = JobRunner()
    stopped = _spin_until_cancelled(runner)
    del runner
    gc.collect()
    assert stopped.wait(5)
    _wait_pool()


def test_a_job_outliving_its_signals_ends_quietly(qtbot):
    """When Python exits during a job, Qt deletes the job's signals object first: the job ends
    without a traceback on the terminal (RuntimeError: wrapped C/C++ object deleted)."""
    from PyQt5 import sip

    from app.shell import worker

    release = threading.Event()
    started = threading.Event()

    def job(token: CancelToken) -> int:
        started.set()
        release.wait(5)
        return 1

    runner = JobRunner()
    runner.submit(job)
    assert started.wait(5)
    for signals in list(worker._SIGNALS.values()):
        sip.delete(signals)
    worker._SIGNALS.clear()
    release.set()
    _wait_pool()  # the job's finished and done signals go nowhere, quietly


def test_a_runner_deleted_with_its_owner_mid_job_is_cancelled_not_touched(qtbot):
    """A defect seen in the tests: a view closed and deleted while its job ran left a runner
    whose Qt object was gone, and cancel_all (on quit) raised RuntimeError on it."""
    from PyQt5 import sip
    from PyQt5.QtCore import QObject

    owner = QObject()
    runner = JobRunner(owner)
    stopped = _spin_until_cancelled(runner)
    sip.delete(owner)  # the runner's Qt object goes with it; the Python one is still here
    assert sip.isdeleted(runner)
    assert not JobRunner.any_busy()
    JobRunner.cancel_all()
    assert stopped.wait(5)
    _wait_pool()
