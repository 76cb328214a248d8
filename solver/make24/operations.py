"""The search's operations both ways: every value two sets of values make (forwards), and the b
a value needs to make a target by a last operation (backwards, `partners`), for the classic game
and under a `Restriction` (fewer operators, or whole numbers only); and the ways to cut a
multiset in two (`splits`).

Values are ints and (numerator, denominator) pairs (`core.numbers.Key`), worked out in whole
numbers. What is worked out is kept between problems (`PARTNERS`, and each restriction's parts).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Any, Final, Generic, Protocol, TypeVar, final

from ..core.numbers import Key, Q, inverse, negated, parts, reduced
from ..core.operator_set import OperatorSet
from ..core.operators import plan, planned_partners
from .kept import SHARED_KEPT, Kept

#: A multiset of numbers, sorted.
Numbers = tuple[Q, ...]
#: A multiset cut in two (`splits`).
Split = tuple[Numbers, Numbers]
#: The parts a `Restriction` shares between problems (the search's `Part`).
P = TypeVar("P")


class Watched(Protocol):
    """What combining values reports its work to (`Search.watch`)."""

    def watch(self, work: int = 1) -> None: ...


#: What a needs to make a target: (operator, a on the left?, b).
Partner = tuple[str, bool, Key]
#: Every `Partner` of a value for a target.
Partners = tuple[Partner, ...]
#: How many values one side must have for its combining with each value of the other to count
#: as work for `Search.watch` (fewer are quick).
WATCHED_FROM: Final = 16
#: How many `partners` answers are kept between problems at least (the same way; 1 << 14 made a
#: six-card worker work 40-60 % of them out again).
PARTNERS_KEPT: Final = 1 << 16


def add_combined(out: set[Key], a_values: set[Key], b_values: set[Key], search: Watched) -> None:
    """Add every a+b, a-b, b-a, a*b, a/b and b/a (where defined) of a value of each side
    (`Search.watch`ed on the way when the other side is large)."""
    work = len(b_values)
    watched = work >= WATCHED_FROM
    for a in a_values:
        if watched:
            search.watch(work)
        for b in b_values:
            if isinstance(a, int) and isinstance(b, int):
                out.add(a + b)
                out.add(a - b)
                out.add(b - a)
                out.add(a * b)
                if b:
                    out.add(a // b if a % b == 0 else reduced(a, b))
                if a:
                    out.add(b // a if b % a == 0 else reduced(b, a))
            else:
                add_results(out, a, b)


def add_results(out: set[Key], a: Key, b: Key) -> None:
    """Add a+b, a-b, b-a, a*b, a/b and b/a (where defined) to a set of values."""
    p, q = (a, 1) if isinstance(a, int) else a
    r, s = (b, 1) if isinstance(b, int) else b
    if q == 1 or s == 1:  # a whole number and a fraction: in lowest terms, never whole
        out.add((p * s + r * q, q * s))
        difference: Key = (p * s - r * q, q * s)
    else:
        out.add(reduced(p * s + r * q, q * s))
        difference = reduced(p * s - r * q, q * s)
    out.add(difference)
    out.add(negated(difference))  # b − a, without a second gcd
    out.add(reduced(p * r, q * s))
    if r:
        quotient = reduced(p * s, q * r)
        out.add(quotient)
        if p:
            out.add(inverse(quotient))  # b ÷ a, without a second gcd
    elif p:
        out.add(0)  # 0 ÷ a


#: The last operations asked about, in this order (it decides which of two equal forms is found
#: first): a + b, a − b, b − a, b ÷ a, a × b, a ÷ b.
LAST_OPERATIONS: Final = (
    ("+", True),
    ("-", True),
    ("-", False),
    ("/", False),
    ("*", True),
    ("/", True),
)


_LAST_PLAN: Final = plan(LAST_OPERATIONS)


def partners(a: Key, target: Key) -> Partners:
    """Each last operation with a on one side worth `target`, and the b it needs on the other."""
    found = PARTNERS.get((a, target))
    if found is None:
        found = PARTNERS.put((a, target), _partners(a, target))
    return found


def _partners(a: Key, target: Key) -> Partners:
    """`partners`, worked out by the operators' inverses (`core.operators.rational_partners`)."""
    return tuple(planned_partners(a, target, _LAST_PLAN))


#: `partners` already worked out, by a and the target (shared by every problem).
PARTNERS: Final[Kept[tuple[Key, Key], Partners]] = Kept(PARTNERS_KEPT)


@final
class Restriction(Generic[P]):
    """A game with fewer operators or whole numbers only, as the search asks it: which
    operations combine values, which last operations answer "which b?", and the small parts
    of its problems, shared between them as `_SHARED` is for the classic game."""

    __slots__ = ("_partners", "_plan", "asked", "operators", "shared", "shared_splits")

    def __init__(self, operators: OperatorSet) -> None:
        self.operators = operators
        #: the last operations of `LAST_OPERATIONS` the game allows
        self.asked = tuple(op for op in LAST_OPERATIONS if operators.allows(op[0]))
        self._plan = plan(self.asked)
        self.shared: Kept[Numbers, P] = Kept(SHARED_KEPT)
        self.shared_splits: Kept[Numbers, tuple[tuple[P, P], ...]] = Kept(SHARED_KEPT)
        self._partners: Kept[tuple[Key, Key], Partners] = Kept(PARTNERS_KEPT)

    def admits(self, value: Key) -> bool:
        """Whether a step may make this value (a rational key)."""
        return not self.operators.whole or (isinstance(value, int) and value >= 0)

    def partners(self, a: Key, target: Key) -> Partners:
        """`partners` by the allowed operations only (none for a target no step may make)."""
        found = self._partners.get((a, target))
        if found is None:
            each = tuple(planned_partners(a, target, self._plan)) if self.admits(target) else ()
            found = self._partners.put((a, target), each)
        return found

    def add_combined(
        self, out: set[Key], a_values: set[Key], b_values: set[Key], search: Watched
    ) -> None:
        """`add_combined` by the allowed operations, keeping only the values a step may make."""
        allows, admits = self.operators.allows, self.admits
        plus, minus, times, over = allows("+"), allows("-"), allows("*"), allows("/")
        work = len(b_values)
        watched = work >= WATCHED_FROM
        for a in a_values:
            if watched:
                search.watch(work)
            p, q = parts(a)
            for b in b_values:
                r, s = parts(b)
                found = []
                if plus:
                    found.append(reduced(p * s + r * q, q * s))
                if minus:
                    found += (reduced(p * s - r * q, q * s), reduced(r * q - p * s, q * s))
                if times:
                    found.append(reduced(p * r, q * s))
                if over and r:
                    found.append(reduced(p * s, q * r))
                if over and p:
                    found.append(reduced(r * q, s * p))
                out.update(value for value in found if admits(value))

    def clear(self) -> None:
        """Forget everything kept between problems."""
        self.shared.clear()
        self.shared_splits.clear()
        self._partners.clear()


#: The restrictions searched so far, by operator set.
_RESTRICTIONS: dict[OperatorSet, Restriction[Any]] = {}


def restriction(operators: OperatorSet) -> Restriction[Any] | None:
    """The `Restriction` of an operator set (kept), or None for the classic game."""
    if operators.full:
        return None
    found = _RESTRICTIONS.get(operators)
    if found is None:
        found = _RESTRICTIONS[operators] = Restriction[Any](operators)
    return found


def splits(numbers: Numbers) -> tuple[Split, ...]:
    """Each way to cut a sorted multiset in two non-empty parts once, the smaller part first
    (kept up to `SPLITS_KEPT_SIZE` numbers: the hands of a five-card table cut their four-number
    parts again and again; a larger multiset is mostly a whole problem, cut once)."""
    kept = len(numbers) <= SPLITS_KEPT_SIZE
    found = _SPLITS.get(numbers) if kept else None
    if found is None:
        pattern = tuple([numbers.index(n) for n in numbers])  # which numbers are equal
        found = tuple(
            [
                (tuple([numbers[i] for i in a]), tuple([numbers[i] for i in b]))
                for a, b in _cuts(pattern)
            ]
        )
        if kept:
            _SPLITS.put(numbers, found)
    return found


#: The most numbers of a multiset whose `splits` are kept (the search's largest shared parts).
SPLITS_KEPT_SIZE: Final = 4
#: `splits` already worked out, by multiset (shared by every problem).
_SPLITS: Final[Kept[Numbers, tuple[Split, ...]]] = Kept(SHARED_KEPT)


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


def clear_caches() -> None:
    """Forget the partners, the splits and every restriction's parts kept between problems."""
    _cuts.cache_clear()
    _SPLITS.clear()
    PARTNERS.clear()
    for kept in _RESTRICTIONS.values():
        kept.clear()
