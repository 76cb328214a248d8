"""How much memory a table may take, and keeping to it.

A table of many hands keeps what its searches learn (the values, forms and partners of the small
parts every hand shares) to answer the next hands sooner. Kept without a bound, a six-card table
took 2 GB in each worker process. So a run has a budget, `run_memory` (the solver's one budget,
`watch.budget`: 900 MB, or the command line's --max-memory; or half of what the machine has free
if that is less), for all its processes together; each worker process
gets an equal share of what this process leaves (`allowance`), and after each chunk of hands,
a process past its share forgets everything its searches keep and gives the memory back to the
system (`keep_within`), then learns again. Forgetting costs time, never an answer: the searches
work out the same answers cold as warm.

How many workers a run starts by default (`tables.default_workers`) counts memory as well as
cores: no more than the budget gives `WORKER_MEMORY` each (what a worker keeps when it has room,
by hand size), so a run on a machine with many cores does not start workers that would spend
their time forgetting.

Memory is measured in one place, `solver.core.watch` (from /proc on Linux; elsewhere it is not
known, and nothing is forgotten). There too is the hard ceiling: a search that takes more than
the budget stops with LimitError (the command line's; a worker keeps it for its whole life).
"""

from __future__ import annotations

import gc

from ..core.watch import available, budget, resident
from .search import clear_caches

MB = 10**6
#: What a worker takes before it has worked anything out (the interpreter and the solver,
#: mostly pages shared with the process it was forked from), and the two helper processes.
WORKER_START = 40 * MB
HELPERS = 60 * MB
#: What a worker keeps, by hand size, when it has room (measured on tables of 1..13: the
#: six-card one forgets nothing at this size; below, the worker spends time learning again).
WORKER_MEMORY = {4: 60 * MB, 5: 120 * MB, 6: 300 * MB}
#: The least share a worker is given (below it, a worker forgets after nearly every chunk).
LEAST_SHARE = 64 * MB


def run_memory() -> int:
    """The budget of a run's processes together (this one, its workers, and the helpers that
    start them: the fork server and the resource tracker, `HELPERS`): `watch.budget`, or half of
    what the machine has free if less."""
    free, most = available(), budget()
    return most if free is None else max(LEAST_SHARE, min(most, free // 2))


def spare() -> int:
    """What the budget leaves for workers: less this process and the helpers."""
    return max(0, run_memory() - (resident() or 0) - HELPERS)


def workers_for(cards: int) -> int:
    """How many workers the budget gives room to run at full speed on hands of `cards`."""
    wants = WORKER_START + WORKER_MEMORY.get(cards, WORKER_MEMORY[6] if cards > 6 else 0)
    return max(1, spare() // max(wants, 1))


def allowance(workers: int) -> int:
    """The memory each of `workers` processes may hold (at least `LEAST_SHARE`)."""
    return max(LEAST_SHARE, spare() // max(workers, 1))


def keep_within(allowed: int | None) -> bool:
    """Forget what the searches keep, and give the memory back, if this process holds more
    than `allowed` bytes (None: no bound); whether it had to."""
    held = resident() if allowed is not None else None
    if held is None or allowed is None or held <= allowed:
        return False
    forget()
    return True


def forget() -> None:
    """Forget everything the searches keep and give the memory freed back to the system."""
    clear_caches()
    # the memory freed stays with this process until a collection (which also empties Python's
    # lists of free objects; the searches made no cycles, so little else is found) and, where
    # the C library is glibc, until its heap is trimmed
    gc.collect()
    _trim()


def _trim() -> None:
    """Return the C library's free heap memory to the system (glibc's malloc_trim), if it can."""
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        trim = getattr(libc, "malloc_trim", None)
        if trim is not None:
            trim(0)
    except (OSError, AttributeError, ImportError):
        pass
