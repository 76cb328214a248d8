"""Solving: every distinct solution, or only whether there is one.

Every function takes the game's `operators` (an `OperatorSet`, or text such as "+-*"; all four
by default). A game with fewer operators, or whole numbers only, lists the classes of solutions
that have a member keeping its rules, with the same notion of "the same answer" as the classic
game (a−(b−c) and a+c−b are one answer with + and − only), each shown by a member that keeps the
rules: the usual representative where it does, else the plainest expression of the class the
search found that does (6×4+5−5 is the class of 6×4×5÷5, shown so with × and ÷ only).

>>> [s.text for s in solve([5, 6, 6, 7], operators="+-")]
['7+6+6+5']
>>> [s.text for s in solve([4, 5, 5, 6])], [s.text for s in solve([4, 5, 5, 6], operators="*/")]
(['6*4+5-5'], ['4*5*6/5'])
>>> solve([3, 3, 8, 8], operators=OperatorSet(whole=True))  # 8/(3-8/3) needs fractions
[]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import islice
from typing import NamedTuple

from ..core.checks import whole
from ..core.collector import paused_gc
from ..core.errors import ArgumentError, LimitError
from ..core.numbers import Q, brief, to_number
from ..core.operator_set import ALL_OPERATORS, OperatorSet, operator_set
from ..core.operators import APPLY
from ..core.tree import Num, Op, Tree, fold, render, steps
from .canon import Canonical, Order, Settled, canonical, listing_order
from .classes import classes
from .form import Form, FormKey, form_of
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
    elif isinstance(numbers, tuple | list):  # (a table's hands: no look at Iterable's ABC)
        pass
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
    operators: OperatorSet | str = ALL_OPERATORS,
) -> list[Solution]:
    """Every distinct solution (4nums.com convention), each in its preferred form.

    More than `max_numbers` numbers raise LimitError; `cancel` (called now and then) stops the
    search with Cancelled when it returns True; `operators` are the game's (module docstring).

    >>> [s.text for s in solve([3, 3, 8, 8])]
    ['8/(3-8/3)']
    >>> [s.text for s in solve([1, 2, 3, 4])]
    ['4*3*2*1', '(3+2+1)*4', '(4+2)*(3+1)']
    """
    with paused_gc():  # the shown forms are worked out here too
        found = _listed(numbers, target, max_numbers, cancel, operators)
        return [Solution(solution.tree, solution.text) for solution in found]


def solution_texts(
    numbers: Iterable[object],
    target: object = 24,
    *,
    max_numbers: int = MAX_NUMBERS,
    cancel: Callable[[], bool] | None = None,
    operators: OperatorSet | str = ALL_OPERATORS,
) -> tuple[str, ...]:
    """The ASCII text of each of `solve`'s solutions, in its order, without making the
    solutions: a job for `tables.rows` (with other `operators`, a `functools.partial` of it)."""
    with paused_gc():
        return tuple(
            [found.text for found in _listed(numbers, target, max_numbers, cancel, operators)]
        )


def _listed(
    numbers: Iterable[object],
    target: object,
    max_numbers: int,
    cancel: Callable[[], bool] | None,
    operators: OperatorSet | str,
) -> list[Canonical | Witness]:
    """The representatives of `solve`, in its order (the arguments checked)."""
    values = read_numbers(numbers)
    goal = to_number(target)
    rules = operator_set(operators)
    _check_size(values, max_numbers, "listing every solution")
    return listing(values, goal, cancel, rules)


def listing(
    values: tuple[Q, ...],
    goal: Q,
    cancel: Callable[[], bool] | None = None,
    operators: OperatorSet = ALL_OPERATORS,
) -> list[Canonical | Witness]:
    """`solve`'s representatives in its order, for numbers already read and sorted and a goal
    already read (a value the search made may have more digits than a typed number may)."""
    found = _classes(values, goal, cancel, operators)
    found.sort(key=Canonical.order if operators.full else _plainest_first)  # type: ignore[arg-type]
    return found  # (the classic game's are all Canonical: its method is compiled)


def distinct_trees(
    values: tuple[Q, ...],
    goal: Q,
    cancel: Callable[[], bool] | None = None,
    operators: OperatorSet = ALL_OPERATORS,
) -> list[Tree]:
    """The trees of `solve`'s solutions for numbers already read and sorted, in no particular
    order (quicker when only they matter, not how they are listed: counts, difficulty scores)."""
    with paused_gc():
        return [found.tree for found in _classes(values, goal, cancel, operators)]


def _classes(
    values: tuple[Q, ...],
    goal: Q,
    cancel: Callable[[], bool] | None = None,
    operators: OperatorSet = ALL_OPERATORS,
) -> list[Canonical | Witness]:
    """One representative of each class of solutions, in no particular order (with the
    collector paused: the caller works out what it shows)."""
    search = Search(cancel, operators=operators)
    if operators.full:
        return list(classes(search.forms(values, goal), search.check))
    by_key: dict[FormKey, Canonical] = {}
    settled: Settled = {}
    members: dict[FormKey, list[Form]] = {}
    for index, form in enumerate(search.forms(values, goal)):
        if index % 64 == 0:
            search.check()
        found = canonical(form, settled)
        by_key.setdefault(found.key, found)
        members.setdefault(found.key, []).append(form)
    return [
        found
        if breach(found.tree, operators) is None
        else min(
            (Witness(search.witness(values, form)) for form in members[key]),
            key=_plainest_first,
        )
        for key, found in by_key.items()
    ]


class Witness:
    """A solution that keeps a game's rules, shown as the search found it (when its class's
    usual representative breaks them): what `_plainest_first` compares."""

    __slots__ = ("text", "tree")

    def __init__(self, tree: Tree) -> None:
        self.tree = tree
        self.text = render(tree)

    def tally(self) -> tuple[int, int, int]:
        """As `Canonical.tally`: steps not whole and positive, divisions, subtractions."""
        worked = steps(self.tree)
        awkward = sum(not (isinstance(s.result, int) and s.result >= 0) for s in worked)
        divisions = sum(s.symbol == "/" for s in worked)
        return awkward, divisions, sum(s.symbol == "-" for s in worked)


class Breach(NamedTuple):
    """Where an expression breaks a game's rules: `operation` is one whose operator the game
    leaves out (`excluded`), or one that makes `value`, which is not a whole number 0 or more."""

    operation: Op
    value: Q
    excluded: bool


def breach(tree: Tree, operators: OperatorSet) -> Breach | None:
    """The first operation of a tree (as it is worked out) whose operator the game leaves out,
    else the first that makes what the game does not allow; None when it keeps the rules.
    A division by zero in the tree raises ZeroDivisionError."""
    if operators.full:
        return None
    found: list[Breach] = []

    def number(leaf: Num) -> Q:
        return leaf.value

    def operation(op: Op, left: Q, right: Q) -> Q:
        value = APPLY[op.symbol](left, right)
        if not operators.allows(op.symbol):
            found.append(Breach(op, value, True))
        elif not operators.admits(value):
            found.append(Breach(op, value, False))
        return value

    fold(tree, number, operation)
    excluded = [each for each in found if each.excluded]
    return (excluded or found)[0] if found else None


def _plainest_first(solution: Canonical | Witness) -> Order:
    """Order of the list: whole positive steps first, then fewer divisions and subtractions."""
    return listing_order(solution.tally(), solution.text)


def solvable(
    numbers: Iterable[object],
    target: object = 24,
    *,
    max_numbers: int = MAX_SOLVABLE,
    cancel: Callable[[], bool] | None = None,
    operators: OperatorSet | str = ALL_OPERATORS,
) -> bool:
    """Whether any expression of the numbers, each used once, equals the target."""
    values = read_numbers(numbers)
    _check_size(values, max_numbers, "deciding whether there is a solution")
    search = Search(cancel, operators=operator_set(operators))
    with paused_gc():
        return search.can_make(values, to_number(target))


def first_solution(
    numbers: Iterable[object],
    target: object = 24,
    *,
    max_numbers: int = MAX_FIRST,
    cancel: Callable[[], bool] | None = None,
    operators: OperatorSet | str = ALL_OPERATORS,
) -> Solution | None:
    """One solution in its preferred form, found without listing them all (None if none).

    Past seven numbers the search has a budget of a few seconds: when it runs out without an
    answer, LimitError says so (there may be no solution, but proving it takes too long).

    >>> print(first_solution([1, 2, 3, 4, 5, 6, 7], 1000))
    (7*5+2)*(6*4+3)+1
    """
    values = read_numbers(numbers)
    rules = operator_set(operators)
    _check_size(values, max_numbers, "finding a solution")
    budget = BUDGET if len(values) > MAX_EXHAUSTIVE else None
    search = Search(cancel, budget=budget, operators=rules)
    with paused_gc():
        tree = search.example(values, to_number(target))
    if tree is None:
        return None
    shown = canonical(form_of(tree)).tree
    return Solution(shown if breach(shown, rules) is None else tree)


def _check_size(values: tuple[Q, ...], most: int, job: str) -> None:
    if len(values) > whole(most, "max_numbers"):
        raise LimitError(
            f"{len(values)} numbers: {job} is limited to {brief(most)} "
            "(the count of expressions grows too fast beyond that)"
        )
