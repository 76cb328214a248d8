"""Solving: every distinct solution, or only whether there is one."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import islice

from ..core.checks import whole
from ..core.collector import paused_gc
from ..core.errors import ArgumentError, LimitError
from ..core.numbers import Q, brief, to_number
from .canon import Canonical, Settled, canonical, form_of
from .search import BUDGET, MAX_EXHAUSTIVE, Search
from .solution import Solution

#: The most numbers `solve` lists every solution for unless told otherwise (seven take up to a
#: few seconds).
MAX_NUMBERS = 7
#: The most numbers `solvable` answers for unless told otherwise (seven take up to seconds).
MAX_SOLVABLE = 7
#: The most numbers `first_solution` looks at unless told otherwise: one answer is quick to find
#: when there is one; past `search.MAX_EXHAUSTIVE` numbers the search has a budget.
MAX_FIRST = 10
#: The most numbers read for one problem (far more than any search can take).
MAX_READ = 1000


def read_numbers(numbers: Iterable[object]) -> tuple[Q, ...]:
    """The numbers of a problem, read exactly and sorted; text is split at spaces and commas.

    >>> read_numbers("3 3, 8 8") == read_numbers([3, 3, "8", 8]) == (3, 3, 8, 8)
    True
    """
    if isinstance(numbers, str):  # "3 3 8 8", not the characters '3', ' ', '3' ...
        numbers = numbers.replace(",", " ").split()
    elif not isinstance(numbers, Iterable) or isinstance(numbers, bytes | dict):
        raise ArgumentError(f"give the numbers as a list or as text, not {brief(numbers)}")
    values = tuple(sorted(to_number(n) for n in islice(numbers, MAX_READ + 1)))
    if len(values) > MAX_READ:
        raise LimitError(f"more than {MAX_READ} numbers given: at most {MAX_READ} are read")
    if not values:
        raise LimitError("no numbers given: give at least one")
    return values


def solve(
    numbers: Iterable[object],
    target: object = 24,
    *,
    max_numbers: int = MAX_NUMBERS,
    cancel: Callable[[], bool] | None = None,
) -> list[Solution]:
    """Every distinct solution (4nums.com convention), each in its preferred form.

    More than `max_numbers` numbers raise LimitError; `cancel` (called now and then) stops the
    search with Cancelled when it returns True.

    >>> [s.text for s in solve([3, 3, 8, 8])]
    ['8/(3-8/3)']
    >>> [s.text for s in solve([1, 2, 3, 4])]
    ['4*3*2*1', '(3+2+1)*4', '(4+2)*(3+1)']
    """
    values = read_numbers(numbers)
    goal = to_number(target)
    _check_size(values, max_numbers, "listing every solution")
    with paused_gc():  # the shown forms are worked out here too
        found = _classes(values, goal, cancel)
        found.sort(key=_plainest_first)
        return [Solution(solution.tree, solution.text) for solution in found]


def distinct_solutions(
    values: tuple[Q, ...], goal: Q, cancel: Callable[[], bool] | None = None
) -> list[Solution]:
    """`solve` for numbers already read and sorted, in no particular order (quicker when only
    the solutions matter, not how they are listed: counts, difficulty scores)."""
    with paused_gc():
        return [Solution(solution.tree) for solution in _classes(values, goal, cancel)]


def _classes(
    values: tuple[Q, ...], goal: Q, cancel: Callable[[], bool] | None = None
) -> list[Canonical]:
    """One canonical form of each class of solutions, in no particular order (with the
    collector paused: the caller works out what it shows)."""
    search = Search(cancel)
    classes: dict[object, Canonical] = {}
    settled: Settled = {}
    for index, form in enumerate(search.forms(values, goal)):
        if index % 64 == 0:
            search.check()
        found = canonical(form, settled)
        classes.setdefault(found.key, found)
    return list(classes.values())


def _plainest_first(solution: Canonical) -> tuple[int, int, int, int, str]:
    """Order of the list: whole positive steps first, then fewer divisions and subtractions."""
    awkward, divisions, subtractions = solution.tally()
    return awkward, divisions, subtractions, len(solution.text), solution.text


def solvable(
    numbers: Iterable[object],
    target: object = 24,
    *,
    max_numbers: int = MAX_SOLVABLE,
    cancel: Callable[[], bool] | None = None,
) -> bool:
    """Whether any expression of the numbers, each used once, equals the target."""
    values = read_numbers(numbers)
    _check_size(values, max_numbers, "deciding whether there is a solution")
    search = Search(cancel)
    with paused_gc():
        return search.can_make(values, to_number(target))


def first_solution(
    numbers: Iterable[object],
    target: object = 24,
    *,
    max_numbers: int = MAX_FIRST,
    cancel: Callable[[], bool] | None = None,
) -> Solution | None:
    """One solution in its preferred form, found without listing them all (None if none).

    Past seven numbers the search has a budget of a few seconds: when it runs out without an
    answer, LimitError says so (there may be no solution, but proving it takes too long).

    >>> print(first_solution([1, 2, 3, 4, 5, 6, 7], 1000))
    (7*5+2)*(6*4+3)+1
    """
    values = read_numbers(numbers)
    _check_size(values, max_numbers, "finding a solution")
    search = Search(cancel, budget=BUDGET if len(values) > MAX_EXHAUSTIVE else None)
    with paused_gc():
        tree = search.example(values, to_number(target))
    return None if tree is None else Solution(canonical(form_of(tree)).tree)


def _check_size(values: tuple[Q, ...], most: int, job: str) -> None:
    if len(values) > whole(most, "max_numbers"):
        raise LimitError(
            f"{len(values)} numbers: {job} is limited to {brief(most)} "
            "(the count of expressions grows too fast beyond that)"
        )
