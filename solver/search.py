"""The search: every value a multiset of numbers can make, and every expression for a value.

Dynamic programming over sub-multisets (keyed by the sorted multiset), with meet in the middle for
the last operation: to make `target` from A and B, list the values of the smaller side A and ask
which value B must then make, instead of trying every pair. A large side is asked for one value at
a time, so the values of a five- or six-number multiset are never all built.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import lru_cache, partial
from itertools import combinations
from math import gcd

from .canon import Form, combine_last, form_key, leaf
from .errors import SolverError
from .numbers import Q, normalize

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


@lru_cache(maxsize=8192)
def splits(numbers: Numbers) -> tuple[Split, ...]:
    """Each way to cut a sorted multiset in two non-empty parts once, the smaller part first."""
    pattern = tuple(numbers.index(n) for n in numbers)  # which numbers are equal
    return tuple(
        (tuple(numbers[i] for i in a), tuple(numbers[i] for i in b)) for a, b in _cuts(pattern)
    )


@lru_cache(maxsize=1024)
def _cuts(pattern: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """`splits` as positions, for every multiset whose equal numbers sit where `pattern` says."""
    n = len(pattern)
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
    out = []
    for size in range(1, n // 2 + 1):
        for chosen in combinations(range(n), size):
            rest = tuple(i for i in range(n) if i not in chosen)
            a = tuple(pattern[i] for i in chosen)
            b = tuple(pattern[i] for i in rest)
            key = (a, b) if (len(a), a) <= (len(b), b) else (b, a)
            if key not in seen:
                seen.add(key)
                out.append((chosen, rest) if key == (a, b) else (rest, chosen))
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
                if isinstance(a, int) and isinstance(b, int):
                    add(a + b)
                    add(a - b)
                    add(b - a)
                    add(a * b)
                else:  # keep integral values as int: the search relies on it
                    add(normalize(a + b))
                    add(normalize(a - b))
                    add(normalize(b - a))
                    add(normalize(a * b))
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
        self._denominators: dict[Numbers, frozenset[int]] = {}

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
            denominators: frozenset[int] | None = None
            if len(b_part) <= LISTED_SIZE:
                has: Callable[[Q], bool] = self.values(b_part).__contains__
                denominators = self.denominators(b_part)
            else:
                has = partial(self.can_make, b_part)
            for a in self.values(a_part):
                if denominators is not None and isinstance(target, int) and a:
                    # whole target: work out each partner's denominator with integers first and
                    # make the (slow) Fraction only when the other side has such values
                    yield from self._filtered(split, a, target, has, denominators)
                    continue
                if has(b := target - a):
                    yield split, "+", True, a, b
                if has(b := a - target):
                    yield split, "-", True, a, b
                if has(b := target + a):
                    yield split, "-", False, a, b
                if a:
                    if has(b := target * a):
                        yield split, "/", False, a, b
                    if has(b := div(target, a)):
                        yield split, "*", True, a, b
                    if target and has(b := div(a, target)):
                        yield split, "/", True, a, b
                elif target == 0:  # 0 * b and 0 / b are 0 whatever b is
                    for b in self.values(b_part):
                        yield split, "*", True, a, b
                        if b:
                            yield split, "/", True, a, b

    @staticmethod
    def _filtered(
        split: Split, a: Q, target: int, has: Callable[[Q], bool], denominators: frozenset[int]
    ) -> Iterator[LastStep]:
        """`last_steps` for one non-zero a and a whole target, skipping impossible partners."""
        b: Q
        if isinstance(a, int):
            if has(b := target - a):
                yield split, "+", True, a, b
            if has(b := a - target):
                yield split, "-", True, a, b
            if has(b := target + a):
                yield split, "-", False, a, b
            if has(b := target * a):
                yield split, "/", False, a, b
            if _may_hold(denominators, target, a) and has(b := div(target, a)):
                yield split, "*", True, a, b
            if target and _may_hold(denominators, a, target) and has(b := div(a, target)):
                yield split, "/", True, a, b
            return
        top, bottom = a.numerator, a.denominator
        if bottom in denominators:
            if has(b := target - a):
                yield split, "+", True, a, b
            if has(b := a - target):
                yield split, "-", True, a, b
            if has(b := target + a):
                yield split, "-", False, a, b
        if _may_hold(denominators, target, bottom) and has(b := div(target * top, bottom)):
            yield split, "/", False, a, b
        if _may_hold(denominators, target * bottom, top) and has(b := div(target * bottom, top)):
            yield split, "*", True, a, b
        if (
            target
            and _may_hold(denominators, top, bottom * target)
            and has(b := div(top, bottom * target))
        ):
            yield split, "/", True, a, b

    def denominators(self, numbers: Numbers) -> frozenset[int]:
        """The denominators (other than 1) among the values of a listed part."""
        if len(numbers) <= SHARED_CACHE_SIZE:
            return shared_denominators(numbers)
        found = self._denominators.get(numbers)
        if found is None:
            found = self._denominators[numbers] = _denominators(self.values(numbers))
        return found

    def forms(self, numbers: Numbers, target: Q) -> list[Form]:
        """Every Part-1-distinct expression of exactly these numbers worth `target`."""
        if len(numbers) <= SHARED_CACHE_SIZE:
            return shared_forms(numbers, target)
        key = (numbers, target)
        cached = self._forms.get(key)
        if cached is None:
            cached = self._forms[key] = _forms(self, numbers, target)
        return cached


def _forms(search: Search, numbers: Numbers, target: Q) -> list[Form]:
    found: dict[object, Form] = {}
    if len(numbers) == 1:
        if numbers[0] == target:
            found[0] = (1, leaf(numbers[0]))
        return list(found.values())
    for (a_part, b_part), symbol, left_is_a, a, b in search.last_steps(numbers, target):
        # each form is built once, with its designated last operand on the right
        lefts, rights = search.forms(a_part, a), search.forms(b_part, b)
        if not left_is_a:
            lefts, rights = rights, lefts
        commutes = symbol in "+*"
        for right in rights:
            search.check()
            for left in lefts:
                form = combine_last(symbol, left, right, target)
                if form is None and commutes:
                    form = combine_last(symbol, right, left, target)
                if form is not None:
                    found.setdefault(form_key(form), form)
    return list(found.values())


def _may_hold(denominators: frozenset[int], top: int, bottom: int) -> bool:
    """Whether top/bottom (whole numbers) is whole or has a denominator in the set."""
    denominator = abs(bottom) // gcd(top, bottom)
    return denominator == 1 or denominator in denominators


def _denominators(values: frozenset[Q]) -> frozenset[int]:
    return frozenset(v.denominator for v in values if isinstance(v, Fraction))


@lru_cache(maxsize=8192)
def shared_denominators(numbers: Numbers) -> frozenset[int]:
    """`Search.denominators` for small multisets, cached across problems."""
    return _denominators(shared_values(numbers))


_SHARED = Search()


@lru_cache(maxsize=65536)
def shared_forms(numbers: Numbers, target: Q) -> list[Form]:
    """`Search.forms` for small multisets, cached across problems."""
    return _forms(_SHARED, numbers, target)
