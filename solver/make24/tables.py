"""Tables: every hand of a range of numbers, worked out in hand order, on every core.

`rows(job, hands, target)` runs a job (a module-level function of a hand and the target, such as
`solution_texts`) on each hand and yields the answers in hand order as soon as they are known, so
a caller can stream them. A large run is cut into chunks spread over worker processes (`pool`,
imported only then); a small one, or one where processes cannot be started, runs here. Every
process of a run keeps within its share of the run's memory (`memory`). ``cancel`` is asked
while waiting (the workers are stopped at once), ``progress(done, total)`` is told after each
chunk, and the workers are stopped however the run ends: finished, cancelled, failed, or left
half-read by the caller.

>>> [(hand, texts) for hand, texts in rows(solution_texts, hands(2, 4, 6), 24)]
[((4, 4), ()), ((4, 5), ()), ((4, 6), ('6*4',)), ((5, 5), ()), ((5, 6), ()), ((6, 6), ())]
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from itertools import combinations_with_replacement, islice
from typing import Protocol, TypedDict, TypeVar, Unpack

from ..core.checks import function, instance, stop_asked, whole
from ..core.collector import paused_gc
from ..core.errors import ArgumentError, Cancelled, LimitError
from ..core.numbers import Q, brief
from ..core.operator_set import ALL_OPERATORS, OperatorSet
from ..core.watch import poll
from .memory import keep_within, run_memory, workers_for
from .solve import listing
from .solve import solution_texts as solution_texts  # a job for `rows`, kept here too

Hand = tuple[int, ...]
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)
Job = Callable[[Hand, Q], R]


class OperatorJob(Protocol[R_co]):
    """A job that takes the game's operators too (`solution_texts`, `difficulty.hand_stats`)."""

    def __call__(self, hand: Hand, target: Q, /, *, operators: OperatorSet = ...) -> R_co: ...


def hand_texts(hand: Hand, target: Q, *, operators: OperatorSet = ALL_OPERATORS) -> tuple[str, ...]:
    """`solution_texts` of a hand of `hands` (whole numbers in ascending order) and a target
    already read: the table command's job. The hand is not read again, nor the collector
    paused again for it (a table pauses it for the whole run, its workers never run it): 44 M
    of the 798 M instructions of the four-card command went to those."""
    return tuple([found.text for found in listing(hand, target, None, operators)])


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


def default_workers(cards: int = 4) -> int:
    """How many processes a large run of hands of `cards` numbers uses: one per core this
    process may run on, as many as the run's memory gives room to (`memory.workers_for`)."""
    return max(1, min(MOST_WORKERS, cores(), workers_for(cards)))


def cores() -> int:
    """How many cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class RunOptions(TypedDict, total=False):
    """How a run goes, as `rows` passes it on to `chunked_rows` (whose parameters they are)."""

    total: int | None
    workers: int | None
    cancel: Callable[[], bool] | None
    progress: Callable[[int, int], None] | None


def rows(
    job: Job[R], chosen: Iterable[Hand], target: Q, **options: Unpack[RunOptions]
) -> Iterator[tuple[Hand, R]]:
    """(hand, job(hand, target)) for every hand, in order, as soon as each is known.

    `workers`: how many processes (None: `default_workers` for a large run, else this process
    alone). `total` (the number of hands, for progress) is counted when not given.
    """
    for chunk, results in chunked_rows(job, chosen, target, **options):
        yield from zip(chunk, results, strict=True)


def chunked_rows(
    job: Job[R],
    chosen: Iterable[Hand],
    target: Q,
    *,
    total: int | None = None,
    workers: int | None = None,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Iterator[tuple[list[Hand], list[R]]]:
    """`rows` a chunk at a time: each chunk of hands, in order, with the job's answers (for a
    caller that writes a chunk's lines at once)."""
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
        workers = default_workers(cards) if count * work_of(cards) >= PARALLEL_FROM else 1
    done = 0
    allowed = run_memory()  # (this process alone, when the run is worked out here)
    answered = None
    if workers > 1:
        from .pool import spread  # (multiprocessing: only for a run that spreads)

        chunks = _chunks(source, size, count, workers)
        here = partial(_here, job, target, cancel, allowed)
        answered = spread(job, chunks, target, workers, cancel, here)
    if answered is None:
        answered = _worked_here(job, target, cancel, allowed, _chunks(source, size))
    for chunk, results in answered:
        yield chunk, results
        done += len(chunk)
        if progress is not None:
            progress(done, count)


def _worked_here(
    job: Job[R],
    target: Q,
    cancel: Callable[[], bool] | None,
    allowed: int,
    chunks: Iterator[list[Hand]],
) -> Iterator[tuple[list[Hand], list[R]]]:
    """Each chunk with its answers, worked out in this process."""
    with paused_gc():  # the whole run: a collection between two chunks walks every cache again
        for chunk in chunks:
            yield chunk, _here(job, target, cancel, allowed, chunk)


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


def prepare_workers() -> None:
    """Start the fork server a large run's workers come from, ahead of the run (`pool`'s)."""
    from .pool import prepare_workers as prepare  # (multiprocessing: only when asked)

    prepare()


def _here(
    job: Job[R],
    target: Q,
    cancel: Callable[[], bool] | None,
    allowed: int,
    chunk: list[Hand],
) -> list[R]:
    """A chunk worked out in this process (the collector paused, as in a worker), which then
    keeps within `allowed` bytes."""
    out: list[R] = []
    with paused_gc():
        for hand in chunk:
            if cancel is not None and stop_asked(cancel):
                raise Cancelled("the table was cancelled")
            poll()
            out.append(job(hand, target))
    keep_within(allowed)
    return out
