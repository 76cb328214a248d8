"""Why a hand has no answer: the values it can make nearest the target, below and above.

A player who meets a hand without a solution asks whether it is really impossible. `nearest`
answers with what the cards *can* make: every value of an expression using each card once (under
the game's operators), how many different values that is, and the closest below and above the
target, each with its plainest expression (the first `solve` lists for that value).

>>> print(nearest([3, 3, 8, 8], 24, operators="+-"))
nearest: 22 = 8+8+3+3 (none above 24; 3 3 8 8 make 8 different values)
>>> found = nearest([3, 3, 8, 8], operators=OperatorSet(whole=True))  # 8/(3-8/3) is not whole
>>> str(found.below), str(found.above), found.count
('23 = (8-3)*3+8', '25 = 3*3+8+8', 58)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..core.checks import whole
from ..core.collector import paused_gc
from ..core.frozen import Frozen
from ..core.numbers import Key, Q, brief, brief_numbers, from_key, parts, to_number
from ..core.operator_set import ALL_OPERATORS, OperatorSet, operator_set
from .search import Search
from .solution import Solution
from .solve import MAX_NUMBERS, _check_size, listing, read_numbers

#: The most numbers `nearest` looks at unless told otherwise (six numbers make up to a few
#: hundred thousand values; seven, millions).
MAX_NEAREST = 6
#: How many values `_around` compares between two looks at Ctrl+C and ``cancel``.
WATCH_EVERY = 4096


class Near(Frozen):
    """A value the hand can make and its plainest expression."""

    __slots__ = FIELDS = ("value", "solution")
    value: Q
    solution: Solution

    def __init__(self, value: Q, solution: Solution) -> None:
        self._set(value=value, solution=solution)

    @property
    def text(self) -> str:
        """The expression as ASCII text: ``8+8+3+3``."""
        return self.solution.text

    def __str__(self) -> str:
        return f"{brief(self.value)} = {self.solution.text}"


class Nearest(Frozen):
    """What a hand can make around a target: the nearest value below and above it (None where
    the hand makes nothing on that side) and how many different values it makes in all."""

    __slots__ = FIELDS = ("numbers", "target", "operators", "below", "above", "count")
    numbers: tuple[Q, ...]
    target: Q
    operators: OperatorSet
    below: Near | None
    above: Near | None
    count: int

    def __init__(
        self,
        numbers: tuple[Q, ...],
        target: Q,
        operators: OperatorSet,
        below: Near | None,
        above: Near | None,
        count: int,
    ) -> None:
        self._set(
            numbers=numbers,
            target=target,
            operators=operators,
            below=below,
            above=above,
            count=count,
        )

    def __str__(self) -> str:
        """One line for the command line: ``nearest: 23 = …, 25 = … (3 3 8 8 make … values)``."""
        found = [str(near) for near in (self.below, self.above) if near is not None]
        goal = brief(self.target)
        missing = [
            f"none {side} {goal}"
            for side, near in (("below", self.below), ("above", self.above))
            if near is None
        ]
        hand = brief_numbers(self.numbers)
        noun = "value" if self.count == 1 else "values"
        makes = "makes" if len(self.numbers) == 1 else "make"
        tail = "; ".join([*missing, f"{hand} {makes} {self.count} different {noun}"])
        return f"nearest: {', '.join(found) or 'nothing'} ({tail})"


def nearest(
    numbers: Iterable[object],
    target: object = 24,
    *,
    operators: OperatorSet | str = ALL_OPERATORS,
    max_numbers: int = MAX_NEAREST,
    cancel: Callable[[], bool] | None = None,
) -> Nearest:
    """The values nearest `target` that the numbers make, each used once, below and above it
    (never the target itself), each with its plainest expression, and the count of values."""
    values = read_numbers(numbers)
    goal = to_number(target)
    rules = operator_set(operators)
    _check_size(values, min(whole(max_numbers, "max_numbers"), MAX_NUMBERS), "listing every value")
    with paused_gc():
        search = Search(cancel, operators=rules)
        made = search.values_of(values)
        below, above = _around(made, goal, search.watch)
    return Nearest(
        values,
        goal,
        rules,
        _near(values, below, rules, cancel),
        _near(values, above, rules, cancel),
        len(made),
    )


def _around(
    made: Iterable[Key], goal: Q, watch: Callable[[int], None]
) -> tuple[Q | None, Q | None]:
    """The largest value below `goal` and the smallest above it (None where there is none),
    compared in whole numbers (q, d and bottom are positive); `watch` is told of the work every
    `WATCH_EVERY` values (millions took seconds, deaf to Ctrl+C and to ``cancel``)."""
    below: Key | None = None
    above: Key | None = None
    low = high = (0, 1)
    top, bottom = (goal, 1) if isinstance(goal, int) else (goal.numerator, goal.denominator)
    for count, key in enumerate(made):
        if not count % WATCH_EVERY:
            watch(WATCH_EVERY)
        p, q = parts(key)
        side = p * bottom - top * q  # the sign of key - goal
        if side < 0:
            if below is None or p * low[1] > low[0] * q:
                below, low = key, (p, q)
        elif side > 0 and (above is None or p * high[1] < high[0] * q):
            above, high = key, (p, q)
    return (
        None if below is None else from_key(below),
        None if above is None else from_key(above),
    )


def _near(
    values: tuple[Q, ...],
    value: Q | None,
    operators: OperatorSet,
    cancel: Callable[[], bool] | None,
) -> Near | None:
    """A value with its plainest expression (the first `solve` lists; the value is one the
    search made, and may be longer than a typed number may be)."""
    if value is None:
        return None
    with paused_gc():
        first = listing(values, value, cancel, operators)[0]
        return Near(value, Solution(first.tree, first.text))
