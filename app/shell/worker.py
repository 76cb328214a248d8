"""Slow work off the GUI thread: a job runner where a newer request cancels the older one.

Every view that does slow work (solving six numbers, long answer lists) owns a `JobRunner`::

    runner = JobRunner(self)
    runner.report_to(self.show_answers, self.show_failure)
    runner.submit(lambda token: solve(numbers, cancel=token.cancelled))

Each job is a `QRunnable` on `QThreadPool.globalInstance()` with its own signals object. A newer
`submit` (or `cancel`) sets the old job's cancel token and bumps a generation counter; whatever a
stale job still reports is dropped, so the view only ever sees the answer to its latest request.
"""

from __future__ import annotations

import itertools
import threading
import weakref
from collections.abc import Callable
from typing import Any, ClassVar

from PyQt5 import sip
from PyQt5.QtCore import (
    QEventLoop,
    QObject,
    QRunnable,
    QThreadPool,
    QTimer,
    pyqtBoundSignal,
    pyqtSignal,
    pyqtSlot,
)

from solver import Cancelled


class CancelToken:
    """What a job sees of its runner: whether it was cancelled, and a way to report progress."""

    def __init__(self, report: Callable[[int, int], None] | None = None) -> None:
        self._event = threading.Event()
        self._report = report

    def cancel(self) -> None:
        """Ask the job to stop (thread-safe)."""
        self._event.set()

    def cancelled(self) -> bool:
        """Whether the job should stop; pass it as ``cancel=token.cancelled`` to the solver."""
        return self._event.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block the worker until cancelled or timeout seconds pass; True when cancelled."""
        return self._event.wait(timeout)

    def report(self, done: int, total: int) -> None:
        """Report progress from the worker thread (``done`` of ``total``)."""
        if self._report is not None and not self.cancelled():
            self._report(done, total)


Job = Callable[[CancelToken], Any]


class _JobSignals(QObject):
    """One job's signals, each tagged with the job's generation; `done` comes last of all."""

    started = pyqtSignal(int)
    finished = pyqtSignal(int, object)
    failed = pyqtSignal(int, str)
    progress = pyqtSignal(int, int, int)
    cancelled = pyqtSignal(int)
    done = pyqtSignal(int)


#: Signals objects of jobs still running, by key. They are kept here, not by their runner, so a
#: runner may go away while its job runs; each is deleted on the GUI thread after its last signal.
_SIGNALS: dict[int, _JobSignals] = {}
_KEYS = itertools.count(1)


def _retire(key: int) -> None:
    """A job has sent its last signal: delete its signals object (on the GUI thread)."""
    signals = _SIGNALS.pop(key, None)
    if signals is not None:
        signals.deleteLater()


def _new_signals() -> tuple[int, _JobSignals]:
    """A signals object for a new job, registered until the job is done."""
    key = next(_KEYS)
    signals = _JobSignals()
    signals.done.connect(_retire)
    _SIGNALS[key] = signals
    return key, signals


class _Runnable(QRunnable):
    """Runs one job on a pool thread and reports through its own signals object."""

    def __init__(
        self, key: int, generation: int, job: Job, token: CancelToken, signals: _JobSignals
    ) -> None:
        super().__init__()
        self.key = key
        self.generation = generation
        self.job = job
        self.token = token
        self.signals = signals

    def run(self) -> None:
        """Run the job, then say it is done (its signals object may go)."""
        try:
            self._run()
        finally:
            self._emit("done", self.key)

    def _run(self) -> None:
        """Every outcome ends in exactly one of finished, failed, cancelled."""
        generation = self.generation
        if self.token.cancelled():
            self._emit("cancelled", generation)
            return
        self._emit("started", generation)
        try:
            result = self.job(self.token)
        except Cancelled:
            self._emit("cancelled", generation)
        except Exception as error:  # shown to the user as a message, not a traceback
            self._emit("failed", generation, _message(error))
        else:
            if self.token.cancelled():
                self._emit("cancelled", generation)
            else:
                self._emit("finished", generation, result)

    def _emit(self, name: str, *args: object) -> None:
        """Send a signal, unless the app has gone while the job ran (its Qt objects are
        deleted when Python exits; nobody is left to tell)."""
        if not sip.isdeleted(self.signals):
            getattr(self.signals, name).emit(*args)


def _cancel_tokens(tokens: dict[int, CancelToken]) -> None:
    """Cancel the given jobs (when their runner is garbage-collected; it must not use it)."""
    for token in list(tokens.values()):
        token.cancel()


def _global_pool() -> QThreadPool:
    """Qt's shared thread pool."""
    pool = QThreadPool.globalInstance()
    assert pool is not None
    return pool


def _message(error: Exception) -> str:
    """A one-line message for an error raised by a job."""
    text = str(error).strip() or type(error).__name__
    return text.splitlines()[0]


class JobRunner(QObject):
    """Runs one job at a time for its owner; a newer submit cancels the running one."""

    started = pyqtSignal()
    finished = pyqtSignal(object)
    failed = pyqtSignal(str)
    progress = pyqtSignal(int, int)
    cancelled = pyqtSignal()

    _instances: ClassVar[weakref.WeakSet[JobRunner]] = weakref.WeakSet()

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool: QThreadPool = pool or _global_pool()
        self._generation = 0
        self._token: CancelToken | None = None
        self._tokens: dict[int, CancelToken] = {}
        weakref.finalize(self, _cancel_tokens, self._tokens)  # a dropped runner stops its jobs
        JobRunner._instances.add(self)

    @property
    def generation(self) -> int:
        """The generation of the latest request (each submit or cancel bumps it)."""
        return self._generation

    @property
    def busy(self) -> bool:
        """Whether the latest job is still running."""
        return self._token is not None

    def submit(self, job: Job) -> int:
        """Run ``job(token)`` on the pool, cancelling the previous job; returns its generation."""
        self._stop_current()
        self._generation += 1
        generation = self._generation
        key, signals = _new_signals()
        signals.started.connect(self._on_started)
        signals.finished.connect(self._on_finished)
        signals.failed.connect(self._on_failed)
        signals.progress.connect(self._on_progress)
        signals.cancelled.connect(self._on_cancelled)
        token = CancelToken(lambda done, total: signals.progress.emit(generation, done, total))
        self._token = token
        self._tokens[generation] = token
        self._pool.start(_Runnable(key, generation, job, token, signals))
        return generation

    def report_to(
        self,
        finished: Callable[[Any], object],
        failed: Callable[[str], object],
        progress: Callable[[int, int], object] | None = None,
        cancelled: Callable[[], object] | None = None,
        started: Callable[[], object] | None = None,
    ) -> None:
        """Send what the jobs tell to their owner's handlers: the result, a failure's message,
        and (where the owner shows them) progress, a cancel and a start."""
        self.finished.connect(finished)
        self.failed.connect(failed)
        for signal, handler in (
            (self.progress, progress),
            (self.cancelled, cancelled),
            (self.started, started),
        ):
            if handler is not None:
                signal.connect(handler)

    def cancel(self) -> None:
        """Cancel the running job, if any; its result will never be delivered."""
        if self._token is None:
            return
        self._stop_current()
        self._generation += 1
        self.cancelled.emit()

    def wait_idle(self, ms: int = 5000) -> bool:
        """For tests: run the event loop until the latest job is done or ``ms`` pass."""
        if not self.busy:
            return True
        loop = QEventLoop()
        for signal in (self.finished, self.failed, self.cancelled):
            signal.connect(loop.quit)
        QTimer.singleShot(ms, loop.quit)
        loop.exec_()
        for signal in (self.finished, self.failed, self.cancelled):
            signal.disconnect(loop.quit)
        return not self.busy

    @classmethod
    def cancel_all(cls) -> None:
        """Cancel every runner's job (on quit, so the pool drains quickly)."""
        for runner in cls._live():
            runner.cancel()

    @classmethod
    def any_busy(cls) -> bool:
        """Whether any runner still has a job running (used before a screenshot)."""
        return any(runner.busy for runner in cls._live())

    @classmethod
    def _live(cls) -> list[JobRunner]:
        """The runners whose Qt object still exists. One deleted with its owner while a job
        ran (and not yet garbage-collected) has its jobs cancelled and counts no more."""
        live = []
        for runner in list(cls._instances):
            if sip.isdeleted(runner):
                _cancel_tokens(runner._tokens)
                cls._instances.discard(runner)
            else:
                live.append(runner)
        return live

    def _stop_current(self) -> None:
        """Set the current job's cancel token; its later signals are stale."""
        if self._token is not None:
            self._token.cancel()
            self._token = None

    def _is_current(self, generation: int) -> bool:
        """Whether a signal comes from the latest, still running job."""
        return generation == self._generation and self._token is not None

    def _ended(self, generation: int, signal: pyqtBoundSignal, *arguments: object) -> None:
        """A job ended: forget its token; if it was the latest, clear busy and send `signal`
        (finished, failed or cancelled) with the arguments."""
        current = self._is_current(generation)
        self._tokens.pop(generation, None)
        if generation == self._generation:
            self._token = None
        if current:
            signal.emit(*arguments)

    @pyqtSlot(int)
    def _on_started(self, generation: int) -> None:
        if self._is_current(generation):
            self.started.emit()

    @pyqtSlot(int, object)
    def _on_finished(self, generation: int, result: object) -> None:
        self._ended(generation, self.finished, result)

    @pyqtSlot(int, str)
    def _on_failed(self, generation: int, message: str) -> None:
        self._ended(generation, self.failed, message)

    @pyqtSlot(int, int, int)
    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if self._is_current(generation):
            self.progress.emit(done, total)

    @pyqtSlot(int)
    def _on_cancelled(self, generation: int) -> None:
        self._ended(generation, self.cancelled)
