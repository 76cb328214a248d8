"""Tchisla: reach a target with the fewest copies of one digit.

Operators: + − × ÷, ^ (power, its exponent may be negated at no cost: 2^(−2) = 1/4), √ (square
root, repeatable), ! (factorial of a whole number within the limits) and the digit written
several times as a literal (7, 77, 777). Values are exact: rationals and surds such as
√(7!) = 12√35 (see `solver.core.surds`); never floats.

The search goes by copies of the digit. Level k holds every value whose fewest copies is k: the
literal, then a op b for a in level i and b in level k − i, each closed under √ and !. Small
levels are built in full; the last levels are asked instead ("which b would make the target
with this a?"), meet in the middle, so the first count at which the target turns up is the
fewest possible within the limits. Values are stored as `solver.core.numbers.Key` (ints and pairs of
ints, which hash and compute faster than Fractions), and the cyclic garbage collector is paused
while a search runs: it would otherwise walk the millions of stored tuples again and again.

`tchisla()` (solver.tchisla.solve) checks what it is given and asks a `TchislaSearch`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Final

from ..core.checks import function
from ..core.collector import paused_gc
from ..core.numbers import Key
from ..core.surds import inverse_key, is_positive, log_key, root_key, square_parts
from ..core.tree import Num, Op, Tree, Unary
from ..i18n import translate
from .batch import Candidates, Kinds, candidates
from .expression import TchislaResult
from .levels import DEFAULT_LIMITS, Levels, count_of
from .limits import check_target
from .sieve import residue_sets, sifted

#: Called with each count of copies as the search starts on it (for progress shown to people).
Progress = Callable[[int], None]

#: Answers to "can w be made with n copies?" kept between questions (then forgotten at once).
MEMO_SIZE: Final = 200_000
#: Levels holding at most this many values in all are looked up as a set of their own when a
#: question needs only them: a small set stays in the CPU's caches, the whole store does not.
SMALL_LOOKUP: Final = 100_000


class _OutOfRoom(Exception):
    """A level that the search needs does not fit within max_stored."""


class TchislaSearch(Levels):
    """The levels of one digit under some limits, and questions about them: reusable for many
    targets."""

    def __init__(
        self,
        digit: object,
        limits: object = DEFAULT_LIMITS,
        cancel: Callable[[], object] | None = None,
        progress: Progress | None = None,
    ) -> None:
        """digit: an int 1..9, limits: a `Limits` (`Levels` checks them)."""
        super().__init__(digit, limits, cancel)
        self.progress = function(progress, "progress")
        self._unbuildable = self.limits.max_copies + 1
        self._memo: dict[tuple[Key, int], Tree | None] = {}
        self._pairs_found: dict[tuple[Key, int, int], list[tuple[str, Key, Key, bool]]] = {}
        #: The values of levels lo..hi as one set, by (lo, hi), when there are few of them.
        self._lookups: dict[tuple[int, int], frozenset[Key] | None] = {}
        #: Each built level's values as a set, with the level it was made of (`_level_set`).
        self._level_sets: dict[int, tuple[list[Key], frozenset[Key]]] = {}
        #: The residues of the values of such a set (`sieve.residue_sets`), by (lo, hi), once the
        #: values scanned against it (counted in `_scanned`) outnumber it.
        self._residues: dict[tuple[int, int], tuple[frozenset[int], frozenset[int]]] = {}
        self._scanned: dict[tuple[int, int], int] = {}
        #: The level whose part may be built, and the pairs' worth of asking spent on it since.
        self._part_wanted: int | None = None
        self._part_spent = 0
        self._spent = 0

    def solve(self, target: object) -> TchislaResult:
        """The expression for target (a whole number, 1 or more: any object is taken and
        checked, as `Levels` takes its digit) with the fewest copies of the digit, within the
        limits."""
        target = check_target(target)
        limits = self.limits
        if not self._fits(target):
            return self._not_found(target, "the target itself is above the value limit")
        with paused_gc():
            try:
                for n in range(1, limits.max_copies + 1):
                    if self.progress is not None:
                        self.progress(n)
                    self._prepare(n)
                    node = self._reach(target, n)
                    if node is not None:
                        return TchislaResult(target, self.digit, limits, node)
            except _OutOfRoom:
                return self._not_found(
                    target, translate("Tchisla", "the levels it needs do not fit in max_stored")
                )
        return self._not_found(target, "")

    def _not_found(self, target: int, why: str) -> TchislaResult:
        """A result that says the target was not found and which limits applied."""
        message = translate("Tchisla", "not found within the limits ({limits})").format(
            limits=self.limits.describe()
        )
        if why:
            message = translate("Tchisla", "{message}: {why}").format(message=message, why=why)
        return TchislaResult(target, self.digit, self.limits, None, message)

    def _changed(self, whole: bool) -> None:
        """The answers kept are forgotten when the levels change."""
        super()._changed(whole)
        self._memo.clear()
        self._pairs_found.clear()
        if whole:
            self._lookups.clear()
            self._residues.clear()
            self._scanned.clear()

    # building what asking needs

    def _prepare(self, n: int) -> None:
        """Build the levels that asking about count n needs, and more once asking costs more.

        Levels up to n // 2 are needed (their values are listed). A further level is built when
        the asking done since the last build plus the next question would cost more than
        building it (the ski-rental rule), so one question stays cheap and a table of many
        targets soon runs on lookups.
        """
        while self.built < n - 1:
            k = self.built + 1
            needed = k <= n // 2
            if not needed:
                asking = self._spent + self._query_cost(n)
                if k >= self._unbuildable or asking < self._pairs(k):
                    break
                if self._expected_size(k) > self.limits.max_stored - len(self._best):
                    self._unbuildable = k  # it would not fit: building it would be time lost
                    self._part_wanted = k  # but its largest part may, once asking costs more
                    break
            if not self._build(k):
                self._unbuildable = k
                if needed:
                    raise _OutOfRoom
                break
            self._spent = 0
        if n > self.built:
            self._spent += self._query_cost(n)

    def _query_cost(self, n: int) -> int:
        """About how many pair operations asking about one value of count n takes."""
        sizes = [len(level) for level in self._levels]
        costs = [0] * (n + 1)
        for m in range(self.built + 1, n + 1):
            costs[m] = 2 * sum(sizes[i] * (3 + 7 * costs[m - i]) for i in range(1, m // 2 + 1))
        return costs[n]

    def _count_part_asking(self, k: int) -> None:
        """Count what asking about count k costs in its largest split; build the part once it
        has cost as much as building it would (the ski-rental rule again)."""
        i = k // 2
        self._part_spent += 2 * len(self._levels[i])  # a partner costs about two pairs
        if self._part_spent >= self._split_pairs(k, i):
            self._part_wanted = None
            self._build_part(k)

    # asking about a value

    def _reach(self, w: Key, n: int) -> Tree | None:
        """An expression for w with at most n copies, or None."""
        if not self._fits(w):
            return None
        if n <= self.built:
            entry = self._best.get(w)
            return self._tree(w) if entry is not None and count_of(entry) <= n else None
        if w in self._best:
            return self._tree(w)
        key = (w, n)
        if key in self._memo:
            return self._memo[key]
        found: Tree | None = None
        for p, chain in self._preimages(w):
            found = self._made(p, n)
            if found is not None:
                for symbol, _ in chain:
                    found = Unary(symbol, found)
                break
        if len(self._memo) > MEMO_SIZE:
            self._memo.clear()
        self._memo[key] = found
        return found

    def _preimages(self, w: Key) -> Iterator[tuple[Key, list[tuple[str, Key]]]]:
        """Values p that √ and ! turn into w, with the operations (w itself first)."""
        todo: list[tuple[Key, list[tuple[str, Key]]]] = [(w, [])]
        seen = {w}
        while todo:
            p, chain = todo.pop(0)
            yield p, chain
            if p != 1:
                top, bottom = square_parts(p)
                q = top if bottom == 1 else (top, bottom)
                if q not in seen and self._fits(q):
                    seen.add(q)
                    todo.append((q, [("√", p), *chain]))
            m = self._facts.get(p) if type(p) is int else None
            if m is not None and m not in seen:
                seen.add(m)
                todo.append((m, [("!", p), *chain]))

    def _made(self, p: Key, n: int) -> Tree | None:
        """An expression for p with at most n copies whose last step is binary or a literal."""
        best = self._best
        if p in best:
            return self._tree(p)
        for k in range(self.built + 1, n + 1):
            if p == self._literal(k):
                return Num(self._literal(k))
        if n == self._part_wanted:
            self._count_part_asking(n)
        for i in range(1, n // 2 + 1):
            rest = n - i
            if self._part is not None and self._part[:2] == (n, i):
                continue  # every value of this split is stored: p is not one of them
            if rest <= self.built:  # the other side is a lookup, not a question
                node = self._listed(p, i, rest)
                if node is not None:
                    return node
                continue
            kinds = self._kinds(i)
            for symbol, a_left, items, needed in self._all_partners(p, kinds):
                for a, b in zip(items, needed):  # noqa: B905 (`Levels._rows` says why)
                    self._tick()
                    if not is_positive(b):
                        continue
                    found = self._reach(b, rest)
                    if found is not None:
                        mine = self._tree(a)
                        left, right = (mine, found) if a_left else (found, mine)
                        return Op(symbol, left, right)
        return None

    def _all_partners(self, p: Key, kinds: Kinds) -> Candidates:
        """`_candidates`, then the partners by powers of the few a that may have them."""
        yield from candidates(p, kinds)
        yield from self._power_candidates(p, kinds)

    def _power_candidates(self, p: Key, kinds: Kinds) -> Candidates:
        """The partners by powers of the few a of a level that may have them."""
        for a in self._powering(p, kinds):
            for symbol, b, a_left in self._power_partners(p, a):
                yield symbol, a_left, [a], [b]

    def _listed(self, p: Key, i: int, rest: int) -> Tree | None:
        """p as a op b or b op a, a of count i and b of count at most rest, both built.

        Every partner b of one operator is worked out for the whole level at once and looked up
        at once (`isdisjoint`). p is not stored (the caller looked), so no b of fewer than
        built − i + 1 copies can make it: a op b would be a stored value. When the levels of
        the b that can are small, the partners are looked up in a set of those levels alone,
        kept for (p, i, rest); else in the whole store, kept for (p, i) (the same p is often
        asked again with another count).
        """
        lo = max(self.built - i + 1, 1)
        among = self._lookup(lo, rest)
        memo_key = (p, i, 0 if among is None else rest)
        pairs = self._pairs_found.get(memo_key)
        if pairs is None:
            sieve = None if among is None else self._sieve(lo, rest, among, i)
            pairs = self._find_pairs(p, i, among, sieve)
            if len(self._pairs_found) > MEMO_SIZE:
                self._pairs_found.clear()
            self._pairs_found[memo_key] = pairs
        best = self._best
        for symbol, a, b, a_left in pairs:
            if count_of(best[b]) <= rest:
                return self._joined(symbol, a, b, a_left, p)
        return None

    def _sieve(
        self, lo: int, hi: int, among: frozenset[Key], i: int
    ) -> tuple[frozenset[int], frozenset[int]] | None:
        """The residues of the set of levels lo..hi, once sifting pays (else None).

        Working out a value's residue costs about as much as sifting one a: the residues are
        worked out once the values of level i scanned against the set outnumber it, so a
        short search (2016 # 1) does not pay for them.
        """
        key = (lo, hi)
        sieve = self._residues.get(key)
        if sieve is None:
            scanned = self._scanned.get(key, 0) + len(self._levels[i])
            self._scanned[key] = scanned
            if scanned > len(among):
                sieve = self._residues[key] = residue_sets(among)
        return sieve

    def _lookup(self, lo: int, hi: int) -> frozenset[Key] | None:
        """The values of built levels lo..hi as one set, or None when they are too many."""
        lo = max(lo, 1)
        key = (lo, hi)
        if key not in self._lookups:
            found: frozenset[Key] | None = None
            if sum(map(len, self._levels[lo : hi + 1])) <= SMALL_LOOKUP:
                sets = [self._level_set(j) for j in range(lo, hi + 1)]
                found = sets[0] if len(sets) == 1 else frozenset().union(*sets)
            self._lookups[key] = found
        return self._lookups[key]

    def _level_set(self, j: int) -> frozenset[Key]:
        """The values of built level j as a set, kept while the level is.

        The set of several levels is merged from these: a set merged into another brings the
        hashes it keeps, while a set made from lists hashes every value again (a tuple's hash
        is not kept), and the largest level is in most of the sets asked for.
        """
        level = self._levels[j]
        kept = self._level_sets.get(j)
        if kept is None or kept[0] is not level:  # (a level built again is another list)
            kept = self._level_sets[j] = (level, frozenset(level))
        return kept[1]

    def _find_pairs(
        self,
        p: Key,
        i: int,
        among: frozenset[Key] | None = None,
        sieve: tuple[frozenset[int], frozenset[int]] | None = None,
    ) -> list[tuple[str, Key, Key, bool]]:
        """Every (op, a, b, a on the left?) making p with a of level i and b stored (in `among`,
        when given; `sieve` holds the residues of its values, see `_sifted`)."""
        best = self._best
        stored = best.keys() if among is None else among
        kinds = self._kinds(i)
        self._tick(len(self._levels[i]))
        found = []
        partners = None if sieve is None else sifted(p, kinds, *sieve)
        if partners is None:
            partners = self._all_partners(p, kinds)
        else:
            partners = itertools.chain(partners, self._power_candidates(p, kinds))
        for symbol, a_left, items, needed in partners:
            if not stored.isdisjoint(needed):  # a loop in C, stopping at a hit
                found += [
                    (symbol, a, b, a_left)
                    for a, b in zip(items, needed)  # noqa: B905 (see `Levels._rows`)
                    if b in stored
                ]
        found.sort(key=lambda pair: count_of(best[pair[2]]))  # the cheapest b first
        return found

    def _joined(self, symbol: str, a: Key, b: Key, a_left: bool, p: Key) -> Op:
        """The node a op b (or b op a) for the value p, both sides stored."""
        mine, other = self._tree(a), self._tree(b)
        left, right = (mine, other) if a_left else (other, mine)
        return Op(symbol, left, right)

    def _powering(self, p: Key, kinds: Kinds) -> list[Key]:
        """The values a of a level that may make p as b ^ ±a or a ^ ±b (a cheap sieve)."""
        out: list[Key] = [*kinds.exponents(self._max_exponent)]
        p2, q2 = square_parts(p)
        # a ^ e = p with e >= 2 means (a²)^e = p², so the squares of the parts of a² divide
        # those of p² (or swapped: a ^ −e); a whole p (q2 = 1) needs a² whole or 1 / whole.
        # A rational's powers are rational: a surd p needs a surd a.
        if isinstance(p, int):
            out += [
                a
                for a, a4, b4 in kinds.fourths_whole_or_unit
                if (p2 % a4 == 0 if b4 == 1 else p2 % b4 == 0)
            ]
            return out
        fourths = kinds.surd_fourths if p[1] < 0 else kinds.fourths
        out += [
            a
            for a, a4, b4 in fourths
            if (p2 % a4 == 0 and q2 % b4 == 0) or (p2 % b4 == 0 and q2 % a4 == 0)
        ]
        return out

    def _power_partners(self, p: Key, a: Key) -> Iterator[tuple[str, Key, bool]]:
        """(op, b, a on the left?) for every b with b ^ ±a == p or a ^ ±b == p."""
        largest = self._max_exponent
        if isinstance(a, int) and 2 <= a <= largest:
            yield from self._roots(p, a)
        if a != 1:
            e = log_key(a, p, largest)
            if e is not None:
                yield "^", e, True
            e = log_key(inverse_key(a), p, largest)  # a ^ (−e) = (1/a) ^ e
            if e is not None:
                yield "^-", e, True

    @staticmethod
    def _roots(p: Key, a: int) -> Iterator[tuple[str, Key, bool]]:
        """b with b ^ a = p, and 1/b, whose ^ (−a) is p."""
        r = root_key(p, a)
        if r is not None and r != 1:
            yield "^", r, False
            yield "^-", inverse_key(r), False
