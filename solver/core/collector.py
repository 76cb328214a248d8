"""Pausing Python's cyclic garbage collector while searches run, in any thread; and leaving a
one-shot command's searches to the end of its process.

The searches of both puzzles make millions of small tuples and no reference cycles: every
collection would walk their large caches again and again (a third of the time of a big search).
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
import threading

_GC_LOCK = threading.Lock()
#: [searches running with the collector paused, whether it was enabled when the first began]
_GC_STATE = [0, False]


class paused_gc:  # used like a function: ``with paused_gc():``
    """Pause Python's cyclic garbage collector while a search runs, and restore it afterwards,
    even on an error or a cancel. The search makes no reference cycles, but the collector would
    walk its large caches again and again (a third of the time of a big search). Searches in
    several threads share one pause: the collector is restored when the last one ends."""

    __slots__ = ()

    def __enter__(self) -> None:
        with _GC_LOCK:
            if _GC_STATE[0] == 0:
                _GC_STATE[1] = gc.isenabled()
                gc.disable()
            _GC_STATE[0] += 1

    def __exit__(self, *exc: object) -> None:
        # Nothing is made here once the collector is back: the first object made after a search
        # starts a collection of every young object, and what the search made is still alive
        # until its caller returns (the collection walked a whole solution list and its parts
        # for nothing). `with _GC_LOCK` made one: the lock's __exit__ takes its arguments as a
        # tuple; release() takes none.
        _GC_LOCK.acquire()
        try:
            _GC_STATE[0] -= 1
            if _GC_STATE[0] == 0 and _GC_STATE[1]:
                gc.enable()
        finally:
            _GC_LOCK.release()


#: What a one-shot command leaves to the end of its process (`leave`); whether this process ends
#: after its command (`one_shot`); whether searches are being left now (`left_to_exit`).
_LEFT: list[object] = []
_ONE_SHOT = [False]
_LEAVING = [False]


def one_shot() -> None:
    """Say that this process ends when its command does (``python -m solver``): only then are
    searches left to its end (a test or the app that runs a command goes on)."""
    _ONE_SHOT[0] = True


class left_to_exit:  # used like a function: ``with left_to_exit():``
    """In a process that ends after its command (`one_shot`), keep every search begun within
    to the end of the process (`end`): freeing a large search object by object took 5 % of the
    instructions of the command ``1 2 3 5 6 7 8``, after its answer was found; the end of the
    process drops it all at once. Only a command that makes one search uses it."""

    __slots__ = ()

    def __enter__(self) -> None:
        _LEAVING[0] = _ONE_SHOT[0]

    def __exit__(self, *exc: object) -> None:
        _LEAVING[0] = False


def leave(search: object) -> None:
    """Keep a search to the end of the process, if searches are being left now."""
    if _LEAVING[0]:
        _LEFT.append(search)


def end(code: int) -> int:
    """A command's exit code, as it ends: where searches were left to the end of the process,
    the standard streams are flushed and the process ends here at once (without freeing them
    object by object); otherwise the code is returned for the usual exit."""
    if not _LEFT:
        return code
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # closed, or its reader gone: said already
            stream.flush()
    os._exit(code)
