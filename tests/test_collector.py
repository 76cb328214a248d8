"""The collector's pause around searches (solver.core.collector): what a search made is not walked
again by the first collection after it, and nothing is lost to the collector."""

from __future__ import annotations

import gc
import weakref

from solver import solve
from solver.core.collector import paused_gc


class Box:
    """A container the collector tracks, which can be referred to weakly."""

    def __init__(self) -> None:
        self.other: object = None


def test_what_a_search_made_is_handed_to_the_oldest_generation_unwalked() -> None:
    with paused_gc():
        kept = [[n] for n in range(5000)]  # as a search's caches and results
    assert gc.get_count()[0] < 100  # the young generation does not start with 5000 objects
    oldest = {id(x) for x in gc.get_objects(generation=2)}
    assert id(kept) in oldest and id(kept[-1]) in oldest


def test_a_search_leaves_no_young_backlog() -> None:
    solutions = solve([1, 2, 3, 5, 6], 24)
    assert len(solutions) > 40
    assert gc.get_count()[0] < 100
    assert gc.isenabled()


def test_cycles_made_before_a_search_are_still_collected() -> None:
    a, b = Box(), Box()
    a.other, b.other = b, a
    gone = weakref.ref(a)
    del a, b
    with paused_gc():
        pass
    gc.collect()
    assert gone() is None


def test_objects_frozen_by_the_caller_stay_frozen() -> None:
    frozen = Box()
    gc.freeze()
    try:
        before = gc.get_freeze_count()
        assert before > 0
        with paused_gc():
            pass
        assert gc.get_freeze_count() == before
        assert frozen is not None
    finally:
        gc.unfreeze()
