"""The worker processes of a large table (`tables.rows`): started, fed chunks, stopped.

Workers are forked from this process while it runs one thread only (they start at once, with
nothing to import, and keep what this process has worked out), else from a fork server (forking
a process with threads may copy a lock another thread holds), else spawned. Each worker keeps
within its share of the run's memory (`memory.allowance`): after a chunk, a worker past it
forgets what its searches keep. This module is imported only by a run that starts workers:
multiprocessing and concurrent.futures take longer to import than a four-card table takes.
"""

from __future__ import annotations

import gc
import multiprocessing
import multiprocessing.context
import os
import signal
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from itertools import islice
from multiprocessing import forkserver
from typing import TypeVar

from ..core import watch
from ..core.checks import stop_asked
from ..core.errors import Cancelled
from ..core.numbers import Q
from .memory import allowance, keep_within, run_memory

Hand = tuple[int, ...]
R = TypeVar("R")
Job = Callable[[Hand, Q], R]

#: How often (seconds) ``cancel`` is asked while waiting for a worker.
POLL = 0.05
#: The share of the run's memory this worker may hold (set when it starts).
_ALLOWED: list[int | None] = [None]


def spread(
    job: Job[R],
    chunks: Iterator[list[Hand]],
    target: Q,
    workers: int,
    cancel: Callable[[], bool] | None,
    here: Callable[[list[Hand]], list[R]],
) -> Iterator[tuple[list[Hand], list[R]]] | None:
    """Each chunk with its results, in order, worked out by `workers` processes (a few chunks
    ahead, so memory stays small); None where no process can be started here. The chunks are
    worked out `here` if the pool breaks (a worker killed)."""
    executor = _executor(workers)
    if executor is None:
        return None
    return _spread(executor, job, chunks, target, workers, cancel, here)


def _run_chunk(job: Job[R], chunk: list[Hand], target: Q) -> list[R]:
    """A chunk worked out in a worker process, which then keeps within its memory."""
    found = [job(hand, target) for hand in chunk]
    keep_within(_ALLOWED[0])
    return found


def _start_worker(allowed: int, ceiling: int, advice: str) -> None:
    """A worker leaves Ctrl+C to its parent (which stops it), never runs the collector (it only
    searches, and the search makes no reference cycles), keeps within `allowed` bytes after each
    chunk, and stops a search that takes more than `ceiling` (the run's whole budget: LimitError,
    with the parent's `advice`, as the parent's own search would)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    gc.disable()
    _ALLOWED[0] = allowed
    watch.limit(ceiling, advice)


def _start_method() -> str:
    """How to start the workers: forked from this process while it runs one thread only, else
    from a fork server, else spawned. Linux lists every thread of a process in /proc, native
    ones (Qt's) too; elsewhere the count is not known and the fork server is used."""
    methods = multiprocessing.get_all_start_methods()
    try:
        alone = "fork" in methods and len(os.listdir("/proc/self/task")) == 1
    except OSError:
        alone = False
    return "fork" if alone else "forkserver" if "forkserver" in methods else "spawn"


def _context(method: str) -> multiprocessing.context.BaseContext:
    """The multiprocessing context that starts workers by `method`."""
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        # the workers are forked from a clean server process that has the solver loaded
        # (never from this one, which may have threads, e.g. the app's)
        context.set_forkserver_preload(
            ["solver.make24.tables", "solver.make24.pool", "solver.make24.difficulty"]
        )
    return context


def _executor(workers: int) -> ProcessPoolExecutor | None:
    """A pool of worker processes, or None where processes cannot be started here."""
    try:
        context = _context(_start_method())
        return ProcessPoolExecutor(
            workers,
            mp_context=context,
            initializer=_start_worker,
            initargs=(allowance(workers), run_memory(), watch.ceiling_advice()),
        )
    except (OSError, ImportError, ValueError, NotImplementedError):
        return None


def prepare_workers() -> None:
    """Start the fork server a large run's workers will come from, ahead of the run, where they
    come from one (in a program with threads, such as the app): the server's start and imports
    (about 0.15 s of both cores) then pass while the player sets the run up, not in it. Quick (a
    process is started; it imports on its own). Nothing is done where the workers are forked
    or spawned; a server that cannot start here is left for the run to try again."""
    if _start_method() != "forkserver":
        return
    try:
        # the context is made only for its preload (the server imports the solver); the run
        # makes its own
        _context("forkserver")
        forkserver.ensure_running()
    except (OSError, ImportError, ValueError, NotImplementedError):
        return


def _spread(
    executor: ProcessPoolExecutor,
    job: Job[R],
    chunks: Iterator[list[Hand]],
    target: Q,
    workers: int,
    cancel: Callable[[], bool] | None,
    here: Callable[[list[Hand]], list[R]],
) -> Iterator[tuple[list[Hand], list[R]]]:
    """`spread`, on a pool started."""

    def submit(chunk: list[Hand]) -> Future[list[R]] | None:
        try:
            return executor.submit(_run_chunk, job, chunk, target)
        except (OSError, RuntimeError, BrokenProcessPool):  # no process can be started
            return None

    try:
        pending = deque((chunk, submit(chunk)) for chunk in islice(chunks, 3 * workers))
        while pending:
            chunk, future = pending.popleft()
            results = None
            if future is not None:
                while not wait([future], timeout=POLL).done:
                    if cancel is not None and stop_asked(cancel):
                        raise Cancelled("the table was cancelled")
                    watch.poll()
                try:
                    results = future.result()
                except BrokenProcessPool:  # a worker died (killed, out of memory)
                    results = None
            if results is None:  # the pool is broken: this chunk and the rest are done here
                results = here(chunk)
            for more in islice(chunks, 1):
                pending.append((more, submit(more)))
            yield chunk, results
    finally:
        _stop(executor)


def _stop(executor: ProcessPoolExecutor) -> None:
    """Stop every worker now, whatever it is doing, and wait for them to go."""
    # 3.11 has no public way to these: the workers, and the pool's own thread, which joins them
    # too (a forked worker is reaped by whichever join comes first; the other one leaves it
    # listed as a child of this process until that thread is done)
    processes = list((getattr(executor, "_processes", None) or {}).values())
    manager = getattr(executor, "_executor_manager_thread", None)
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join()
    if manager is not None:
        manager.join()
