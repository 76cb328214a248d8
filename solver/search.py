"""The search: every value a multiset of numbers can make, and every expression for a value.

Dynamic programming over sub-multisets (keyed by the sorted multiset), with meet in the middle for
the last operation: to make `target` from A and B, ask which value B must make for each value of A
instead of trying every pair.
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

#: Sub-multisets up to this size keep their values between calls (a full table reuses them).
SHARED_CACHE_SIZE = 4


class Cancelled(SolverError):
    """The caller cancelled the search."""


def div(a: Q, b: Q) -> Q:
    """Exact a / b (b non-zero), an int when integral."""
    if isinstance(a, int) and isinstance(b, int):
        return a // b if a % b == 0 else Fraction(a, b)
    result = Fraction(a) / b
    return result.numerator if result.denominator == 1 else result


@lru_cache(maxsize=None)
def splits(numbers: Numbers) -> tuple[Split, ...]:
    """Each way to cut a sorted multiset in two non-empty parts, once (A, B unordered)."""
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


def combinations_of(a: Q, b: Q) -> Iterator[Q]:
    """Every value of a op b and b op a."""
    yield a + b
    yield a - b
    yield b - a
    yield a * b
    if b:
        yield div(a, b)
    if a:
        yield div(b, a)


class Search:
    """Values and expressions of sub-multisets of one problem, with caches and cancellation."""

    def __init__(self, cancel: Callable[[], bool] | None = None) -> None:
        self._cancel = cancel
        self._values: dict[Numbers, frozenset[Q]] = {}
        self._forms: dict[tuple[Numbers, Q], list[Form]] = {}

    def check(self) -> None:
        """Raise Cancelled if the caller asked to stop."""
        if self._cancel is not None and self._cancel():
            raise Cancelled("cancelled")

    def values(self, numbers: Numbers) -> frozenset[Q]:
        """Every value an expression using exactly these numbers can have."""
        if len(numbers) <= SHARED_CACHE_SIZE:
            return shared_values(numbers)
        found = self._values.get(numbers)
        if found is None:
            self.check()
            found = _values(numbers, self.values, self.check)
            self._values[numbers] = found
        return found

    def can_make(self, numbers: Numbers, target: Q) -> bool:
        """Whether the numbers make the target (without building every value of the whole)."""
        if len(numbers) == 1:
            return numbers[0] == target
        for a_part, b_part in splits(numbers):
            self.check()
            b_values = self.values(b_part)
            for a in self.values(a_part):
                if any(b in b_values for b in _partners(a, target)):
                    return True
        return False

    def forms(self, numbers: Numbers, target: Q) -> list[Form]:
        """Every Part-1-distinct expression of exactly these numbers worth `target`."""
        memo_key = (numbers, target)
        cached = self._forms.get(memo_key)
        if cached is not None:
            return cached
        if len(numbers) == 1:
            result = [(1, leaf(numbers[0]))] if numbers[0] == target else []
            self._forms[memo_key] = result
            return result
        found: dict[object, Form] = {}
        for a_part, b_part in splits(numbers):
            self.check()
            a_values, b_values = self.values(a_part), self.values(b_part)
            for a in a_values:
                for symbol, left_is_a, b in _needs(a, target, b_values):
                    for fa in self.forms(a_part, a):
                        for fb in self.forms(b_part, b):
                            form = combine(symbol, fa, fb) if left_is_a else combine(symbol, fb, fa)
                            found.setdefault(form_key(form), form)
        result = list(found.values())
        self._forms[memo_key] = result
        return result


def _partners(a: Q, target: Q) -> Iterator[Q]:
    """Values b for which some a op b or b op a equals target."""
    yield target - a
    yield a - target
    yield target + a
    if a:
        yield div(target, a)
        yield target * a
    if target:
        yield div(a, target)


def _needs(a: Q, target: Q, b_values: frozenset[Q]) -> Iterator[tuple[str, bool, Q]]:
    """(operator, a on the left?, b) for each b in b_values with a op b = target or b op a."""
    candidates: list[tuple[str, bool, Q]] = [
        ("+", True, target - a),
        ("-", True, a - target),
        ("-", False, target + a),
    ]
    if a:
        candidates.append(("*", True, div(target, a)))
        candidates.append(("/", False, target * a))
        if target:
            candidates.append(("/", True, div(a, target)))
    for candidate in candidates:
        if candidate[2] in b_values:
            yield candidate
    if a == 0:
        # 0 * b and 0 / b are 0 for every (non-zero) b
        if target == 0:
            for b in b_values:
                yield ("*", True, b)
                if b:
                    yield ("/", True, b)


def _values(
    numbers: Numbers,
    values: Callable[[Numbers], frozenset[Q]],
    check: Callable[[], None],
) -> frozenset[Q]:
    if len(numbers) == 1:
        return frozenset(numbers)
    out: set[Q] = set()
    add = out.add
    for a_part, b_part in splits(numbers):
        check()
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


def _no_check() -> None:
    return None


@lru_cache(maxsize=8192)
def shared_values(numbers: Numbers) -> frozenset[Q]:
    """`values` for small multisets, cached across problems."""
    return _values(numbers, shared_values, _no_check)
