"""Pausing Python's cyclic garbage collector while searches run, in any thread.

The searches of both puzzles make millions of small tuples and no reference cycles: every
collection would walk their large caches again and again (a third of the time of a big search).
When the pause ends, what the search made is handed to the oldest generation unwalked
(`_age_young`): the first collection after the pause would otherwise walk every object made
during it (0.8-1.4 s after listing every solution of seven numbers, as long as the search).
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
        with _GC_LOCK:
            _GC_STATE[0] -= 1
            if _GC_STATE[0] == 0 and _GC_STATE[1]:
                _age_young()
                gc.enable()


def _age_young() -> None:
    """Move every object the collector tracks to its oldest generation without walking them:
    the objects a search made (and kept: the rest were freed as they went, having no cycles)
    are then walked only by the next full collection, as any long-lived object is, and the
    young generation starts empty. ``gc.freeze`` and ``gc.unfreeze`` each splice a list, so
    this costs nothing; it is skipped when something else keeps objects frozen on purpose."""
    if gc.get_freeze_count() == 0:
        gc.freeze()
        gc.unfreeze()
