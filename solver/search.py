"""The search: every value a multiset of numbers can make, and every expression for a value.

Dynamic programming over sub-multisets (keyed by the sorted multiset), with meet in the middle for
the last operation: to make `target` from A and B, list the values of the smaller side A and ask
which value B must then make, instead of trying every pair. A large side is asked for one value at
a time, so the values of a five- or six-number multiset are never all built.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import combinations

from .canon import Form, combine, form_key, leaf
from .errors import SolverError
from .numbers import Q

Numbers = tuple[Q, ...]
Split = tuple[Numbers, Numbers]
#: One way to make a value last: (split, operator, a on the left?, a, b).
LastStep = tuple[Split, str, bool, Q, Q]

#: Multisets up to this size have all their values listed and kept between calls.
SHARED_CACHE_SIZE = 3
#: Parts of a problem up to this size have all their values listed (larger ones are asked).
LISTED_SIZE = 4


class Cancelled(SolverError):
    """The caller cancelled the search."""


def div(a: Q, b: Q) -> Q:
    """Exact a / b (b non-zero), an int when integral."""
    if isinstance(a, int) and isinstance(b, int):
        return a // b if a % b == 0 else Fraction(a, b)
    result = Fraction(a) / b
    return result.numerator if result.denominator == 1 else result


@lru_cache(maxsize=4096)
def splits(numbers: Numbers) -> tuple[Split, ...]:
    """Each way to cut a sorted multiset in two non-empty parts once, the smaller part first."""
    n = len(numbers)
    seen: set[Split] = set()
    out: list[Split] = []
    for size in range(1, n // 2 + 1):
        for chosen in combinations(range(n), size):
            a = tuple(numbers[i] for i in chosen)
            b = tuple(numbers[i] for i in range(n) if i not in chosen)
            pair = (a, b) if (len(a), a) <= (len(b), b) else (b, a)
            if pair not in seen:
                seen.add(pair)
                out.append(pair)
    return tuple(out)


def _values(numbers: Numbers, values: Callable[[Numbers], frozenset[Q]]) -> frozenset[Q]:
    """Every value of an expression using exactly these numbers."""
    if len(numbers) == 1:
        return frozenset(numbers)
    out: set[Q] = set()
    add = out.add
    for a_part, b_part in splits(numbers):
        b_values = values(b_part)
        for a in values(a_part):
            for b in b_values:
                add(a + b)
                add(a - b)
                add(b - a)
                add(a * b)
                if b:
                    add(div(a, b))
                if a:
                    add(div(b, a))
    return frozenset(out)


@lru_cache(maxsize=8192)
def shared_values(numbers: Numbers) -> frozenset[Q]:
    """Every value of a small multiset, cached across problems (a full table reuses them)."""
    return _values(numbers, shared_values)


class Search:
    """Values and expressions of the sub-multisets of one problem, with caches and cancellation."""

    def __init__(self, cancel: Callable[[], bool] | None = None) -> None:
        self._cancel = cancel
        self._values: dict[Numbers, frozenset[Q]] = {}
        self._made: dict[tuple[Numbers, Q], bool] = {}
        self._forms: dict[tuple[Numbers, Q], list[Form]] = {}

    def check(self) -> None:
        """Raise Cancelled if the caller asked to stop."""
        if self._cancel is not None and self._cancel():
            raise Cancelled("the search was cancelled")

    def values(self, numbers: Numbers) -> frozenset[Q]:
        """Every value an expression using exactly these numbers can have."""
        if len(numbers) <= SHARED_CACHE_SIZE:
            return shared_values(numbers)
        found = self._values.get(numbers)
        if found is None:
            self.check()
            found = _values(numbers, self.values)
            self._values[numbers] = found
        return found

    def can_make(self, numbers: Numbers, target: Q) -> bool:
        """Whether some expression of exactly these numbers is worth `target`."""
        if len(numbers) == 1:
            return numbers[0] == target
        key = (numbers, target)
        known = self._made.get(key)
        if known is None:
            known = next(self.last_steps(numbers, target), None) is not None
            self._made[key] = known
        return known

    def last_steps(self, numbers: Numbers, target: Q) -> Iterator[LastStep]:
        """Every last operation a op b (or b op a) worth `target`, a from the smaller side."""
        for split in splits(numbers):
            self.check()
            a_part, b_part = split
            for a in self.values(a_part):
                for symbol, left_is_a, b in self._partners(a, target, b_part):
                    yield split, symbol, left_is_a, a, b

    def _partners(self, a: Q, target: Q, part: Numbers) -> Iterator[tuple[str, bool, Q]]:
        """(operator, a on the left?, b) for each b that `part` makes with a op b = target."""
        wanted: list[tuple[str, bool, Q]] = [
            ("+", True, target - a),
            ("-", True, a - target),
            ("-", False, target + a),
        ]
        if a:
            wanted.append(("*", True, div(target, a)))
            wanted.append(("/", False, target * a))
            if target:
                wanted.append(("/", True, div(a, target)))
        listed = self.values(part) if len(part) <= LISTED_SIZE else None
        for candidate in wanted:
            b = candidate[2]
            if b in listed if listed is not None else self.can_make(part, b):
                yield candidate
        if a == 0 and target == 0:  # 0 * b and 0 / b are 0 whatever b is
            for b in self.values(part):
                yield "*", True, b
                if b:
                    yield "/", True, b

    def forms(self, numbers: Numbers, target: Q) -> list[Form]:
        """Every Part-1-distinct expression of exactly these numbers worth `target`."""
        key = (numbers, target)
        cached = self._forms.get(key)
        if cached is not None:
            return cached
        found: dict[object, Form] = {}
        if len(numbers) == 1:
            if numbers[0] == target:
                found[0] = (1, leaf(numbers[0]))
        else:
            for (a_part, b_part), symbol, left_is_a, a, b in self.last_steps(numbers, target):
                for fa in self.forms(a_part, a):
                    for fb in self.forms(b_part, b):
                        form = combine(symbol, fa, fb) if left_is_a else combine(symbol, fb, fa)
                        found.setdefault(form_key(form), form)
        result = list(found.values())
        self._forms[key] = result
        return result
