"""How much memory a table may take, and keeping to it.

A table of many hands keeps what its searches learn (the values, forms and partners of the small
parts every hand shares) to answer the next hands sooner. Kept without a bound, a six-card table
took 2 GB in each worker process. So a run has a budget, `run_memory` (`RUN_MEMORY`, or half of
what the machine has free if that is less), for all its processes together; each worker process
gets an equal share of what this process leaves (`allowance`), and after each chunk of hands,
a process past its share forgets everything its searches keep and gives the memory back to the
system (`keep_within`), then learns again. Forgetting costs time, never an answer: the searches
work out the same answers cold as warm.

How many workers a run starts by default (`tables.default_workers`) counts memory as well as
cores: no more than the budget gives `WORKER_MEMORY` each (what a worker keeps when it has room,
by hand size), so a run on a machine with many cores does not start workers that would spend
their time forgetting.

Resident memory is read from /proc (Linux); elsewhere it is not known, and nothing is forgotten.
"""

from __future__ import annotations

import gc
import os
from pathlib import Path

from .search import clear_caches

MB = 1 << 20
#: The most memory a table's processes take together (this one, its workers, and the helpers
#: that start them: the fork server and the resource tracker, `HELPERS`).
RUN_MEMORY = 900 * MB
#: What a worker takes before it has worked anything out (the interpreter and the solver,
#: mostly pages shared with the process it was forked from), and the two helper processes.
WORKER_START = 40 * MB
HELPERS = 60 * MB
#: What a worker keeps, by hand size, when it has room (measured on tables of 1..13: the
#: six-card one forgets nothing at this size; below, the worker spends time learning again).
WORKER_MEMORY = {4: 60 * MB, 5: 120 * MB, 6: 300 * MB}
#: The least share a worker is given (below it, a worker forgets after nearly every chunk).
LEAST_SHARE = 64 * MB
_STATM = Path("/proc/self/statm")
_MEMINFO = Path("/proc/meminfo")
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def resident() -> int | None:
    """The memory this process holds (its resident set, in bytes), or None where not known."""
    try:
        return int(_STATM.read_text().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return None


def available() -> int | None:
    """The memory the machine can give without swapping (bytes), or None where not known."""
    try:
        for line in _MEMINFO.read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def run_memory() -> int:
    """The budget of a run: `RUN_MEMORY`, or half of what the machine has free if less."""
    free = available()
    return RUN_MEMORY if free is None else max(LEAST_SHARE, min(RUN_MEMORY, free // 2))


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
