"""Tables: every hand of a range of numbers, worked out in hand order, on every core.

`rows(job, hands, target)` runs a job (a module-level function of a hand and the target, such as
`solution_texts`) on each hand and yields the answers in hand order as soon as they are known, so
a caller can stream them. A large run is cut into chunks spread over worker processes
(`concurrent.futures`, forked from this process while it has one thread, else started by a fork
server where there is one, so a program with threads may use it); a small one, or one where
processes cannot be started, runs here. ``cancel`` is asked while waiting (the workers are
stopped at once), ``progress(done, total)`` is told after each chunk, and the workers are
stopped however the run ends: finished, cancelled, failed, or left half-read by the caller.

>>> [(hand, texts) for hand, texts in rows(solution_texts, hands(2, 4, 6), 24)]
[((4, 4), ()), ((4, 5), ()), ((4, 6), ('6*4',)), ((5, 5), ()), ((5, 6), ()), ((6, 6), ())]
"""

from __future__ import annotations

import gc
import math
import multiprocessing
import multiprocessing.context
import os
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from itertools import combinations_with_replacement, islice
from multiprocessing import forkserver
from typing import Protocol, TypeVar

from ..core.checks import function, instance, stop_asked, whole
from ..core.collector import paused_gc
from ..core.errors import ArgumentError, Cancelled, LimitError
from ..core.numbers import Q, brief
from ..core.operator_set import OperatorSet
from ..core.watch import poll
from .solve import solution_texts as solution_texts  # a job for `rows`, kept here too

Hand = tuple[int, ...]
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)
Job = Callable[[Hand, Q], R]


class OperatorJob(Protocol[R_co]):
    """A job that takes the game's operators too (`solution_texts`, `difficulty.hand_stats`)."""

    def __call__(self, hand: Hand, target: Q, /, *, operators: OperatorSet = ...) -> R_co: ...


def under(job: OperatorJob[R], operators: OperatorSet) -> Job[R]:
    """The job for a game with these operators (itself for the classic game)."""
    return job if operators.full else partial(job, operators=operators)


#: Runs with less work than this many "hand units" stay in this process (starting workers costs
#: about a tenth of a second; the whole table of four numbers takes a quarter of a second).
PARALLEL_FROM = 4000
#: The most worker processes a run starts.
MOST_WORKERS = 8
#: The most processes a run may be given, and the most numbers of a hand.
MOST_PROCESSES = 64
MOST_CARDS = 1000
#: The most numbers a range of hands may have (they are listed at the start).
MOST_NUMBERS = 1_000_000
#: How often (seconds) ``cancel`` is asked while waiting for a worker.
POLL = 0.05


def hand_count(cards: int, low: int, high: int) -> int:
    """How many hands (multisets) of `cards` numbers from `low` to `high` there are.

    >>> hand_count(4, 1, 13), hand_count(6, 1, 13)
    (1820, 18564)
    """
    cards, low, high = whole(cards, "cards"), whole(low, "low"), whole(high, "high")
    if not 0 <= cards <= MOST_CARDS:
        raise LimitError(f"a hand of {brief(cards)} numbers: give from 0 to {MOST_CARDS}")
    return math.comb(high - low + cards, cards) if high >= low else 0


def hands(cards: int, low: int, high: int) -> Iterator[Hand]:
    """Every hand in ascending order (none is made before it is asked for; the numbers of the
    range are, so a range has at most `MOST_NUMBERS`)."""
    if hand_count(cards, low, high) and high - low >= MOST_NUMBERS:
        raise LimitError(
            f"a range of {brief(high - low + 1)} numbers: at most {MOST_NUMBERS:,} are listed"
        )
    return combinations_with_replacement(range(low, high + 1), cards)


def work_of(cards: int) -> int:
    """About how much work one hand of `cards` numbers is, in hands of four numbers."""
    return 1 if cards <= 4 else 5 if cards == 5 else 100


def chunk_size(cards: int) -> int:
    """Hands per chunk: about a tenth of a second of work each."""
    return 256 if cards <= 4 else 64 if cards == 5 else 4


def default_workers() -> int:
    """How many processes a large run uses: the cores this process may run on."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(MOST_WORKERS, cores))


def rows(
    job: Job[R],
    chosen: Iterable[Hand],
    target: Q,
    *,
    total: int | None = None,
    workers: int | None = None,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Iterator[tuple[Hand, R]]:
    """(hand, job(hand, target)) for every hand, in order, as soon as each is known.

    `workers`: how many processes (None: `default_workers` for a large run, else this process
    alone). `total` (the number of hands, for progress) is counted when not given.
    """
    _check_run(job, chosen, total, workers, cancel, progress)
    hand_list = None if total is not None else list(chosen)
    count = len(hand_list) if hand_list is not None else total
    assert count is not None
    source = iter(hand_list if hand_list is not None else chosen)
    first = next(source, None)
    if first is None:
        return
    cards = len(instance(first, tuple, "each hand", "a tuple of numbers"))
    source = _prepend(first, source)
    size = chunk_size(cards)
    if workers is None:
        workers = default_workers() if count * work_of(cards) >= PARALLEL_FROM else 1
    done = 0
    if workers > 1:
        chunks = _chunks(source, size, count, workers)
        executor = _executor(workers)
        if executor is not None:
            spread = _spread(executor, job, chunks, target, workers, cancel)
            for chunk, results in spread:
                yield from zip(chunk, results, strict=True)
                done += len(chunk)
                if progress is not None:
                    progress(done, count)
            return
    with paused_gc():  # the whole run: a collection between two chunks walks every cache again
        for chunk in _chunks(source, size):
            results = _here(job, chunk, target, cancel)
            yield from zip(chunk, results, strict=True)
            done += len(chunk)
            if progress is not None:
                progress(done, count)


def _check_run(
    job: object,
    chosen: object,
    total: object,
    workers: object,
    cancel: object,
    progress: object,
) -> None:
    """The arguments of `rows`, checked."""
    if not callable(job):
        raise ArgumentError(f"job must be a function, not {brief(job)}")
    if isinstance(chosen, str | bytes) or not isinstance(chosen, Iterable):
        raise ArgumentError(f"the hands must be a list of hands, not {brief(chosen)}")
    if total is not None and whole(total, "total") < 0:
        raise LimitError(f"total must be at least 0, not {brief(total)}")
    if workers is not None and not 1 <= whole(workers, "workers") <= MOST_PROCESSES:
        raise LimitError(f"workers must be from 1 to {MOST_PROCESSES}, not {brief(workers)}")
    function(cancel, "cancel")
    function(progress, "progress")


def _prepend(first: Hand, rest: Iterator[Hand]) -> Iterator[Hand]:
    yield first
    yield from rest


def _chunks(
    source: Iterator[Hand], size: int, count: int = 0, workers: int = 1
) -> Iterator[list[Hand]]:
    """The hands in chunks of `size`; spread over `workers` processes, the last ones smaller
    (none over a `2 * workers`-th of the `count` hands left, none under an eighth of `size`), so
    that the workers finish nearly together: a last chunk of full size kept one worker busy
    alone for up to its whole length (0.04 s in a five-card table)."""
    left = count
    while chunk := list(islice(source, _next_size(size, left, workers))):
        yield chunk
        left -= len(chunk)


def _next_size(size: int, left: int, workers: int) -> int:
    """How many hands the next chunk takes (`_chunks`)."""
    if workers == 1:
        return size
    return min(size, max(size // 8, 1, -(-left // (2 * workers))))


def _here(job: Job[R], chunk: list[Hand], target: Q, cancel: Callable[[], bool] | None) -> list[R]:
    """A chunk worked out in this process (the collector paused, as in a worker)."""
    out: list[R] = []
    with paused_gc():
        for hand in chunk:
            if cancel is not None and stop_asked(cancel):
                raise Cancelled("the table was cancelled")
            poll()
            out.append(job(hand, target))
    return out


def _run_chunk(job: Job[R], chunk: list[Hand], target: Q) -> list[R]:
    """A chunk worked out in a worker process."""
    return [job(hand, target) for hand in chunk]


def _start_worker() -> None:
    """A worker leaves Ctrl+C to its parent (which stops it) and never runs the collector: it
    only searches, and the search makes no reference cycles."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    gc.disable()


def _start_method() -> str:
    """How to start the workers: forked from this process while it runs one thread only (they
    start at once, with nothing to import, and keep what this process has worked out), else from
    a fork server (forking a process with threads may copy a lock another thread holds), else
    spawned. Linux lists every thread of a process in /proc, native ones (Qt's) too; elsewhere
    the count is not known and the fork server is used."""
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
        context.set_forkserver_preload(["solver.make24.tables", "solver.make24.difficulty"])
    return context


def _executor(workers: int) -> ProcessPoolExecutor | None:
    """A pool of worker processes, or None where processes cannot be started here."""
    try:
        context = _context(_start_method())
        return ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker)
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
        _context("forkserver")  # for its preload: the server imports the solver
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
) -> Iterator[tuple[list[Hand], list[R]]]:
    """Each chunk with its results, in order, worked out by the pool's processes (a few chunks
    ahead, so memory stays small); the rest is worked out here if the pool breaks."""

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
                    poll()
                try:
                    results = future.result()
                except BrokenProcessPool:  # a worker died (killed, out of memory)
                    results = None
            if results is None:  # the pool is broken: this chunk and the rest are done here
                results = _here(job, chunk, target, cancel)
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
