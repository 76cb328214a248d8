"""Pausing Python's cyclic garbage collector while searches run, in any thread.

The searches of both puzzles make millions of small tuples and no reference cycles: every
collection would walk their large caches again and again (a third of the time of a big search).
"""

from __future__ import annotations

import gc
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
