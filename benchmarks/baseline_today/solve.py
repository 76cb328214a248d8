"""Solving: every distinct solution, or only whether there is one."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .canon import Settled, canonical, form_of
from .errors import LimitError
from .expression import OPERATORS, Num, Tree
from .numbers import Q, to_number
from .search import Search
from .solution import Solution

#: The most numbers `solve` lists every solution for unless told otherwise.
MAX_NUMBERS = 6
#: The most numbers `solvable` answers for unless told otherwise (seven take up to seconds).
MAX_SOLVABLE = 7


def read_numbers(numbers: Iterable[object]) -> tuple[Q, ...]:
    """The numbers of a problem, read exactly and sorted; text is split at spaces and commas.

    >>> read_numbers("3 3, 8 8") == read_numbers([3, 3, "8", 8]) == (3, 3, 8, 8)
    True
    """
    if isinstance(numbers, str):  # "3 3 8 8", not the characters '3', ' ', '3' ...
        numbers = numbers.replace(",", " ").split()
    values = tuple(sorted(to_number(n) for n in numbers))
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
    search = Search(cancel)
    classes: dict[object, Solution] = {}
    settled: Settled = {}
    for index, form in enumerate(search.forms(values, goal)):
        if index % 64 == 0:
            search.check()
        found = canonical(form, settled)
        if found.key not in classes:
            classes[found.key] = Solution(found.tree)
    return sorted(classes.values(), key=_plainest_first)


def _plainest_first(solution: Solution) -> tuple[int, int, int, int, str]:
    """Order of the list: whole positive steps first, then fewer divisions and subtractions."""
    awkward, divisions, subtractions = _tally(solution.tree)
    return awkward, divisions, subtractions, len(solution.text), solution.text


def _tally(tree: Tree) -> tuple[int, int, int]:
    """Steps of the working whose result is not whole and positive; divisions; subtractions."""
    counts = [0, 0, 0]

    def walk(tree: Tree) -> Q:
        if isinstance(tree, Num):
            return tree.value
        result = OPERATORS[tree.symbol].apply(walk(tree.left), walk(tree.right))
        if not (isinstance(result, int) and result >= 0):
            counts[0] += 1
        if tree.symbol == "/":
            counts[1] += 1
        elif tree.symbol == "-":
            counts[2] += 1
        return result

    walk(tree)
    return counts[0], counts[1], counts[2]


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
    return Search(cancel).can_make(values, to_number(target))


def first_solution(
    numbers: Iterable[object],
    target: object = 24,
    *,
    max_numbers: int = MAX_SOLVABLE,
    cancel: Callable[[], bool] | None = None,
) -> Solution | None:
    """One solution in its preferred form, found without listing them all (None if none).

    >>> print(first_solution([1, 2, 3, 4, 5, 6, 7], 1000))
    (7*5+2)*(6*4+3)+1
    """
    values = read_numbers(numbers)
    _check_size(values, max_numbers, "finding a solution")
    tree = Search(cancel).example(values, to_number(target))
    return None if tree is None else Solution(canonical(form_of(tree)).tree)


def _check_size(values: tuple[Q, ...], most: int, job: str) -> None:
    if len(values) > most:
        raise LimitError(
            f"{len(values)} numbers: {job} is limited to {most} "
            "(the count of expressions grows too fast beyond that)"
        )
