"""The searches leave no garbage for Python's cyclic collector: they pause it while they run, the
table workers never run it, and the first collection after a search walks whatever is left
(a node that referred to itself kept whole solution lists alive until then: a leak in the
workers, and a pause of about a second after listing the solutions of seven numbers)."""

from __future__ import annotations

import gc
from collections.abc import Callable

import pytest

from solver import first_solution, identify, last_split, nearest, solvable, solve
from solver.make24.difficulty import score
from solver.tchisla import tchisla

SEARCHES: dict[str, Callable[[], object]] = {
    "solve": lambda: solve([1, 2, 3, 5, 6]),
    "solve, fractions": lambda: solve([3, 3, 8, 8]),
    "solve, with ones and zeros": lambda: solve([0, 1, 1, 4, 6]),
    "solve, fewer operators": lambda: solve([1, 2, 3, 4, 5], operators="+-*"),
    "solve, whole numbers only": lambda: solve([1, 5, 5, 5], operators="+-*/ whole"),
    "first_solution": lambda: first_solution([1, 2, 3, 4, 5, 6, 7, 8, 9], 1000),
    "solvable": lambda: solvable([1, 2, 3, 4, 5, 6]),
    "difficulty": lambda: score([1, 5, 5, 5]),
    "identify": lambda: identify("(5-1/5)*5", [1, 5, 5, 5]),
    "nearest": lambda: nearest([1, 1, 1, 1]),
    "hint": lambda: last_split(solve([3, 3, 8, 8])[0]),
    "tchisla": lambda: tchisla(2016, 7),
    "tchisla, a larger level": lambda: tchisla(99, 9),
}


@pytest.mark.parametrize("name", SEARCHES)
def test_a_search_leaves_no_cyclic_garbage(name: str) -> None:
    gc.collect()
    SEARCHES[name]()
    assert gc.collect() == 0
