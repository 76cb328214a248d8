"""What a program keeps watch on while a search runs: Ctrl+C, its memory, and a sign of life.

A search stops only at safe points: where it asks its caller's ``cancel``, it calls `poll` now
and then too. Ctrl+C is never taken as Python's KeyboardInterrupt while a program watches
(`catch_ctrl_c`): raised inside compiled code (mypyc) at a point that expects no error, it
aborted the process ("fatal: out of memory", SIGABRT). The handler only notes the press, and
`poll` raises `Cancelled` at the next safe point; the command line turns that into one line.

`poll` is Python and stays so (setup.py does not compile this module): calling it from
compiled code enters the interpreter, which runs a pending signal handler there, however long
the compiled code runs without calling Python otherwise.

`watching` adds, for a while, a memory ceiling (past it, the search stops with `LimitError`
at its next safe point) and a heartbeat (called a few times a second while a search runs, as a
terminal's progress line). A library caller who sets none of these pays one look at a flag.

This module is also where the solver measures memory (`resident`, `peak_memory`, `available`)
and holds its one budget (`budget`: `BUDGET`, or the ceiling `watching` was given): a command's
search stops past it, and a table keeps all its processes together within it
(`solver.make24.memory`: past its share, a process forgets what its searches keep).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType

from .errors import Cancelled, LimitError

#: The memory a search, or a table with all its processes, may take unless told otherwise (the
#: command line's --max-memory): with what the program holds before it starts, under 1 GB.
BUDGET = 900 * 10**6
#: Seconds between two heartbeats.
EVERY = 0.25
#: Seconds between two looks at the memory held while a ceiling is set (reading it takes about
#: 13 µs, a search polls every few hundred µs, and grows by at most 200 MB a second: about 1 MB
#: between two looks).
WEIGH_EVERY = 0.005
#: The clock of the heartbeats (tests put in their own).
clock: Callable[[], float] = time.monotonic
#: What a heartbeat is told: the seconds since `watching` began.
Heartbeat = Callable[[float], None]


class _Watch:
    """What is watched: whether Ctrl+C was pressed, and what `watching` set."""

    def __init__(self) -> None:
        self.pressed = False
        self.active = False  # whether a ceiling or a heartbeat is set
        self.ceiling: int | None = None  # the process's peak memory may not pass this (bytes)
        self.allowed = 0  # what a search may take (bytes), for the error past the ceiling
        self.advice = ""  # what the error past the ceiling adds
        self.beat: Heartbeat | None = None
        self.started = self.due = 0.0
        self.weigh_due = 0.0  # when the memory held is looked at next (while a ceiling is set)


_WATCH = _Watch()


def poll() -> None:
    """At a safe point of a search: raise Cancelled if Ctrl+C was pressed, LimitError past the
    memory ceiling; now and then, the heartbeat."""
    watch = _WATCH
    if watch.pressed:
        raise Cancelled("interrupted (Ctrl+C)")
    if watch.active:
        now = clock()
        if watch.ceiling is not None and now >= watch.weigh_due:
            watch.weigh_due = now + WEIGH_EVERY
            _weigh(watch.ceiling, watch.allowed, watch.advice)
        if watch.beat is not None and now >= watch.due:
            watch.due = now + EVERY
            watch.beat(now - watch.started)


def _weigh(ceiling: int, allowed: int, advice: str) -> None:
    """LimitError if the memory used has passed the ceiling (looked at every `WEIGH_EVERY`
    seconds of polls: a search can take 200 MB a second)."""
    held = used()
    if held is not None and held > ceiling:
        said = f"the search took more than {megabytes(allowed)} of memory"
        raise LimitError(said + (f": {advice}" if advice else ""))


def pressed() -> bool:
    """Whether Ctrl+C was pressed since `catch_ctrl_c` (it lets a pending handler run)."""
    return _WATCH.pressed


def catch_ctrl_c() -> None:
    """From now on, Ctrl+C (SIGINT) is noted for `poll` instead of raising KeyboardInterrupt
    (for a program's main thread: the command line's, for the rest of its run)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, _note)


def _note(signum: int, frame: FrameType | None) -> None:
    _WATCH.pressed = True


@contextmanager
def watching(
    ceiling: int | None = None, beat: Heartbeat | None = None, advice: str = ""
) -> Iterator[None]:
    """While this lasts, searches stop once they have taken `ceiling` bytes of memory more
    than the process held before (the LimitError says so, then `advice`) and call `beat`
    every `EVERY` seconds; a table's processes keep within `ceiling` together (`budget`)."""
    watch = _WATCH
    limit(ceiling, advice)
    watch.beat = beat
    watch.started = clock()
    watch.due = watch.started + EVERY
    watch.active = watch.ceiling is not None or beat is not None
    try:
        yield
    finally:
        watch.active, watch.ceiling, watch.beat, watch.allowed = False, None, None, 0


def limit(ceiling: int | None, advice: str = "") -> None:
    """From now on, searches stop once they have taken `ceiling` bytes more than the process
    holds now (None: no ceiling); no heartbeat. (`watching`, and a table's worker process for
    its whole life.)"""
    watch = _WATCH
    before = used()
    watch.ceiling = None if ceiling is None or before is None else before + ceiling
    watch.allowed, watch.advice, watch.beat = ceiling or 0, advice, None
    watch.active = watch.ceiling is not None
    watch.weigh_due = 0.0  # (the first poll looks)


def budget() -> int:
    """The memory a search or a table may take: the ceiling being watched, else `BUDGET`."""
    return _WATCH.allowed or BUDGET


def ceiling_advice() -> str:
    """What the error past the ceiling being watched adds ('' when none is)."""
    return _WATCH.advice


def peak_memory() -> int | None:
    """The most memory (resident, in bytes) this process has used so far; None where unknown."""
    try:
        import resource
    except ImportError:  # Windows: no ceiling on memory is kept
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024  # in KiB but on macOS


def used() -> int | None:
    """The memory this process holds now (`resident`), or where that is not known the most it
    has held (`peak_memory`; a process started by another may report the other's peak there:
    Linux carries it over an exec, so /proc is read first)."""
    held = resident()
    return held if held is not None else peak_memory()


def resident() -> int | None:
    """The memory this process holds now (its resident set, in bytes; Linux's /proc), or None
    where not known."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return None


def available() -> int | None:
    """The memory the machine can give without swapping (bytes; Linux's /proc), or None where
    not known."""
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def megabytes(size: int) -> str:
    """A size in bytes in words: '1,000 MB'."""
    return f"{size // 10**6:,} MB"


__all__ = [
    "BUDGET",
    "Heartbeat",
    "available",
    "budget",
    "catch_ctrl_c",
    "ceiling_advice",
    "limit",
    "peak_memory",
    "poll",
    "pressed",
    "resident",
    "used",
    "watching",
]
