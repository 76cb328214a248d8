"""A table keeps within its memory: past its share a process forgets what its searches keep
(the answers stay the same), and the default number of workers counts memory as well as cores.
The figures (peak memory of every process of a run together) are benchmarks/bench_memory.py's.
"""

from __future__ import annotations

import multiprocessing
import sys

import pytest

from solver.core import watch
from solver.core.errors import LimitError
from solver.make24 import memory, operations, search, tables
from solver.make24.tables import hands, rows, solution_texts

MB = 10**6


def table(cards: int, workers: int) -> list[tuple[tuple[int, ...], tuple[str, ...]]]:
    """A small table, every cache of this process forgotten first."""
    search.clear_caches()
    return list(rows(solution_texts, hands(cards, 1, 7), 24, workers=workers))


def test_a_table_past_its_memory_forgets_what_it_keeps_and_answers_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    roomy = table(5, workers=1)
    assert len(search._SHARED) > 0  # with room, the small parts are kept for the next run
    monkeypatch.setattr(watch, "BUDGET", 1)  # no room at all: forget after every chunk
    monkeypatch.setattr(memory, "available", lambda: None)
    assert table(5, workers=1) == roomy
    if watch.resident() is not None:  # (where the memory held can be read)
        assert len(search._SHARED) == 0 and len(operations.PARTNERS) == 0


def test_workers_past_their_share_answer_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    roomy = table(4, workers=1)
    monkeypatch.setattr(watch, "BUDGET", 1)
    monkeypatch.setattr(memory, "available", lambda: None)
    assert table(4, workers=2) == roomy
    assert multiprocessing.active_children() == []


def test_the_default_number_of_workers_counts_memory_as_well_as_cores(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a machine with 16 cores, a six-card table starts as many workers as its memory has
    room for: one with 600 MB free (its budget is half of that), a few under `watch.BUDGET` with
    plenty free; a four-card worker needs less, so a four-card table may start more."""
    monkeypatch.setattr(tables, "cores", lambda: 16)
    monkeypatch.setattr(memory, "available", lambda: 600 * MB)
    assert tables.default_workers(6) == 1
    monkeypatch.setattr(memory, "available", lambda: 64 << 30)
    six, four = tables.default_workers(6), tables.default_workers(4)
    assert 1 <= six < 16
    assert six * (memory.WORKER_START + memory.WORKER_MEMORY[6]) <= watch.BUDGET
    assert four > six


def test_the_memory_of_this_process_is_read_where_the_system_says_it() -> None:
    held = watch.resident()
    if sys.platform == "linux":
        assert held is not None and 5 * MB < held < 10_000 * MB
        free = watch.available()
        assert free is not None and free > 0


def test_a_table_keeps_within_the_memory_the_command_line_allows() -> None:
    """One budget: --max-memory N (the ceiling `watch.watching` is given) is also what a
    table's processes share; without one, `watch.BUDGET`."""
    assert watch.budget() == watch.BUDGET
    with watch.watching(300 * MB):
        assert watch.budget() == 300 * MB
        assert memory.run_memory() <= 300 * MB
    assert watch.budget() == watch.BUDGET


def test_the_memory_held_is_read_every_few_thousandths_of_a_second_not_at_every_poll(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A table polls at every hand and a search every few hundred µs; reading the memory held
    (/proc) took 13 µs each time. Under a ceiling it is read at the first poll, then again
    once `watch.WEIGH_EVERY` seconds have passed, and a search past the ceiling still stops."""
    now = [100.0]
    monkeypatch.setattr(watch, "clock", lambda: now[0])
    held = [10 * MB]
    reads: list[int] = []

    def used() -> int:
        reads.append(held[0])
        return held[0]

    monkeypatch.setattr(watch, "used", used)
    with watch.watching(100 * MB):
        reads.clear()
        for _ in range(5):
            watch.poll()
        assert len(reads) == 1
        now[0] += watch.WEIGH_EVERY
        held[0] = 500 * MB
        with pytest.raises(LimitError, match="more than 100 MB"):
            watch.poll()
        assert len(reads) == 2
