"""The levels of a Tchisla search: every value of each count of copies of one digit, and how
each was made.

Level k holds every value whose fewest copies is k: the literal (the digit written k times),
then a op b for a in level i and b in level k − i, each closed under √ and !. A level is built a
chunk of values at a time, one operator row of `solver.tchisla.batch` at a time (a list
comprehension each), and only the values not stored yet go on to be stored, with how they were
made (`Entry`), so that the expression of any stored value can be written out (`_tree`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from math import factorial, gcd
from typing import Final, TypeAlias

from ..core.checks import function, stop_asked
from ..core.errors import Cancelled
from ..core.numbers import Key, reduced
from ..core.surds import bits, from_square, inverse_key, power_key, square_parts
from ..core.tree import Num, Op, Tree, Unary
from ..core.watch import poll
from .batch import (
    BUILD_FRACTION,
    BUILD_ONE,
    BUILD_SURD,
    BUILD_WHOLE,
    ISQRT,
    SURD_RATIOS,
    Kinds,
    Row,
    Whole,
    Wholes,
    surd,
)
from .limits import Limits, check_digit, check_limits

#: How often (in inner iterations) the cancel callable is asked.
CANCEL_EVERY: Final = 2048
#: How many pairs a level is built in between checks of max_stored.
FILL_CHUNK: Final = 4096
#: The limits of a search unless it is given others.
DEFAULT_LIMITS: Final = Limits()

#: How a stored value was made, with the count k of copies first: (k, "lit"), (k, "√", a),
#: (k, "!", a), (k, op, left, right) for op in + - * / ^ ^-, or (k, "^√", base, exponent, j):
#: j square roots of base ^ exponent (exponent negative when negated), a power too large to keep.
Entry: TypeAlias = tuple[object, ...]


class Levels:
    """The levels of one digit under some limits, built as far as they are asked for."""

    def __init__(
        self,
        digit: object,
        limits: object = DEFAULT_LIMITS,
        cancel: Callable[[], object] | None = None,
    ) -> None:
        # digit: an int 1..9, limits: a `Limits` (any object is taken and checked: compiled, a
        # narrower type would be checked by mypyc with a TypeError that is no SolverError)
        self.digit = check_digit(digit)
        self.limits = limits = check_limits(limits)
        self.cancel = function(cancel, "cancel")
        self._best: dict[Key, Entry] = {}
        self._levels: list[list[Key]] = [[]]
        self._kinds_cache: dict[int, Kinds] = {}
        #: Part of the first level too large to build: (k, i, values), from level i with k − i.
        self._part: tuple[int, int, list[Key]] | None = None
        self._ticks = 0
        self._max = limits.max_value
        self._max_square = self._max * self._max
        #: The same bounds as the objects they are, for `_add` (see there).
        self._max_object: Whole = self._max
        self._max_square_object: Whole = self._max_square
        #: ... and the least a surd's (negative) bottom may be: compared as it is, not negated
        #: (a negated int is a new object).
        self._least_bottom_object: Whole = -self._max_square
        self._max_bits = self._max.bit_length()
        self._max_exponent = limits.max_exponent
        # n! may pass max_value: (4!-√4)!/(4!-4)! = 22!/20! = 462 takes four 4s
        self._facts = {factorial(m): m for m in range(3, limits.max_factorial + 1)}
        self._fact_args = frozenset(self._facts.values())

    @property
    def built(self) -> int:
        """How many levels are built in full."""
        return len(self._levels) - 1

    def level_sizes(self) -> list[int]:
        """The number of values in each built level (for profiling)."""
        return [len(level) for level in self._levels[1:]]

    def _changed(self, whole: bool) -> None:
        """What is kept of the levels changed: a whole level (or else a part) was stored."""
        if whole:
            self._kinds_cache.clear()

    def _tick(self, work: int = 1) -> None:
        """Count work done; now and then ask the cancel callable and raise Cancelled (and
        `watch.poll`: Ctrl+C, the command line's memory ceiling)."""
        self._ticks += work
        if self._ticks >= CANCEL_EVERY:
            self._ticks = 0
            if self.cancel is not None and stop_asked(self.cancel):
                raise Cancelled("the Tchisla search was cancelled")
            poll()

    def _fits(self, v: Key) -> bool:
        """Whether a value is within the value limit (numerator and denominator)."""
        if isinstance(v, int):
            return v <= self._max or v in self._facts
        top, bottom = v
        if bottom > 0:
            return top <= self._max and bottom <= self._max
        return top <= self._max_square and -bottom <= self._max_square

    def _literal(self, k: int) -> int:
        """The digit written k times."""
        return int(str(self.digit) * k)

    # building levels

    # building levels

    def _expected_size(self, k: int) -> int:
        """About how many values level k will hold: its pairs times the last level's yield."""
        made, pairs = len(self._levels[k - 1]), self._pairs(k - 1)
        return self._pairs(k) * made // max(pairs, 1)

    def _pairs(self, k: int) -> int:
        """How many pairs building level k would combine."""
        return sum(self._split_pairs(k, i) for i in range(1, k // 2 + 1))

    def _split_pairs(self, k: int, i: int) -> int:
        """How many pairs level i with level k − i makes (each pair once)."""
        a, b = len(self._levels[i]), len(self._levels[k - i])
        return a * b if 2 * i < k else a * (a + 1) // 2

    def _build(self, k: int) -> bool:
        """Build level k in full; False (and nothing kept) if it would exceed max_stored."""
        if self._part is not None and self._part[0] == k:  # the whole level replaces its part
            self._forget(self._part[2])
            self._part = None
        level: list[Key] = []
        self._levels.append(level)
        try:
            fits = self._fill(k, level)
        except BaseException:  # cancelled: leave the levels as they were before
            self._drop(level)
            raise
        if not fits:
            self._drop(level)
            return False
        self._changed(True)
        return True

    def _fill(self, k: int, level: list[Key], splits: Iterable[int] | None = None) -> bool:
        """Put every value of level k into `level`; False once max_stored is passed.

        `splits` (the i of level i with level k − i) builds only those parts of the level.
        """
        if splits is None:
            self._add(self._literal(k), (k, "lit"), level)
            splits = range(1, k // 2 + 1)
        for i in splits:
            across = i < k - i
            if not (self._fill_across(k, i, level) if across else self._fill_within(k, i, level)):
                return False
        return True

    def _fill_across(self, k: int, i: int, level: list[Key]) -> bool:
        """Level i with level k − i: each a against the other level, a chunk at a time."""
        cap = self.limits.max_stored
        kinds = self._kinds(k - i)
        for a in self._levels[i]:
            for chunk in kinds.chunks(FILL_CHUNK):
                self._tick(FILL_CHUNK // 8)
                self._combine_chunk(a, chunk, k, level)
                if len(self._best) > cap:
                    return False
        return True

    def _fill_within(self, k: int, i: int, level: list[Key]) -> bool:
        """Level i with itself (k = 2i): each pair once."""
        cap = self.limits.max_stored
        values = self._levels[i]
        for x, a in enumerate(values):
            # a row can add ten values per b: check the cap every few thousand b's, not once
            # per row, or one row past a large level overshoots it many times over
            for start in range(x, len(values), FILL_CHUNK):
                self._tick(FILL_CHUNK // 8)
                for b in values[start : start + FILL_CHUNK]:
                    self._combine(a, b, k, level)
                if len(self._best) > cap:
                    return False
        return True

    def _combine_chunk(self, a: Key, chunk: Kinds, k: int, level: list[Key]) -> None:
        """`_combine` of a with every b of a chunk, one operator row at a time (`batch.BUILD_*`)."""
        if isinstance(a, int):
            self._rows(BUILD_ONE if a == 1 else BUILD_WHOLE, a, a, 1, chunk, k, level)
        elif a[1] > 0:
            self._rows(BUILD_FRACTION, a, a[0], a[1], chunk, k, level)
        else:
            made = self._rows(BUILD_SURD, a, a[0], -a[1], chunk, k, level)
            for other, ratio in zip(chunk.surds, made[SURD_RATIOS]):  # noqa: B905 (`_rows`)
                if isinstance(ratio, int) or ratio[1] > 0:  # alike: a sum and a difference
                    self._alike(a, other, ratio, k, level)
        self._chunk_powers(a, chunk, k, level)

    def _rows(
        self, rows: Sequence[Row], a: Key, m: int, n: int, chunk: Kinds, k: int, level: list[Key]
    ) -> list[list[Key]]:
        """Store the values each row makes of a (parts m, n) and the chunk, and those of the rows
        worked out from them; the results of each row.

        Each row's results come out of one comprehension and only the new ones go on to be
        stored: most results of a large level are values already known. Their zips say no
        `strict=` (a batch gives one key per item): compiled, only a zip of positional arguments
        becomes a loop over the lists; with a keyword it is Python's zip, a tuple for each pair.
        """
        best = self._best
        made: list[list[Key]] = []
        for row in rows:
            items: list[Key] = getattr(chunk, row.items)
            inputs = getattr(chunk, row.inputs)
            values = row.batch(m * m, n * n, inputs) if row.square else row.batch(m, n, inputs)
            made.append(values)
            if row.signed:  # differences: only the positive ones are values
                fresh = [
                    (v, b)
                    for v, b in zip(values, items)  # noqa: B905 (see above)
                    if (v > 0 if isinstance(v, int) else v[0] > 0) and v not in best
                ]
            else:
                fresh = [(v, b) for v, b in zip(values, items) if v not in best]  # noqa: B905
            self._keep(k, level, row.symbol, a, fresh, row.a_left)
            if row.then is not None:
                symbol, left, turn = row.then
                fresh = [(v, b) for v, b in zip(turn(values), items) if v not in best]  # noqa: B905
                self._keep(k, level, symbol, a, fresh, left)
        return made

    def _chunk_powers(self, a: Key, chunk: Kinds, k: int, level: list[Key]) -> None:
        """a ^ ±b and b ^ ±a for the b of a chunk that are whole exponents (and a too)."""
        largest = self._max_exponent
        if isinstance(a, int) and 2 <= a <= largest:
            for base in chunk.items:
                if base != 1:
                    self._powers(base, a, k, level)
        if a != 1:
            for exponent in chunk.ints:
                if 2 <= exponent <= largest:
                    self._powers(a, exponent, k, level)

    def _keep(
        self,
        k: int,
        level: list[Key],
        symbol: str,
        a: Key,
        fresh: list[tuple[Key, Key]],
        a_left: bool = True,
    ) -> None:
        """Store the new values v = a op b (or b op a) of a chunk, given as (v, b)."""
        for v, b in fresh:  # self._add, not a local alias: compiled, that is a call through Python
            self._add(v, (k, symbol, a, b) if a_left else (k, symbol, b, a), level)

    def _drop(self, level: list[Key]) -> None:
        """Forget a level that was being built (the last one)."""
        self._forget(level)
        self._levels.pop()

    def _forget(self, values: list[Key]) -> None:
        """Take values out of the store."""
        for v in values:
            del self._best[v]

    def _build_part(self, k: int) -> None:
        """Store the part of level k made from its largest split, when the level is too large.

        Asking about count k goes through each split of k; the split of level k // 2 with level
        k − k // 2 costs most (for eights, level 6 is 1.4 million values, but its part from
        level 3 with itself some 300 000). With that part stored, asking skips that split.
        """
        i = k // 2
        made, pairs = len(self._levels[k - 1]), self._pairs(k - 1)
        expected = self._split_pairs(k, i) * made // max(pairs, 1)
        if self._part is not None or expected > self.limits.max_stored - len(self._best):
            return
        part: list[Key] = []
        try:
            fits = self._fill(k, part, [i])
        except BaseException:  # cancelled: as it was before
            self._forget(part)
            raise
        if not fits:
            self._forget(part)
            return
        self._part = (k, i, part)
        self._changed(False)

    def _add(self, v: Whole, entry: Entry, level: list[Key]) -> None:
        """Store a new value (if it fits) with its √ and ! descendants, all made as `entry` says.

        v is a `Key`, typed `Whole` (Any) so that the compiled build keeps it and its parts the
        objects they are: typed Key, mypyc unboxes an int to compare it with the bounds (each
        above 2^62, so the compare takes its slow path) and boxes it again, a new object, for
        the store, the level and each tuple made of it (as an int narrowed by isinstance
        would be: `whole` is a plain bool, which narrows nothing). The pure build runs the same
        code.
        """
        best = self._best
        if v in best:
            return
        whole = isinstance(v, int)
        if whole:  # `_fits`, written out: this runs for every new value
            if v > self._max_object and v not in self._facts:
                return
            best[v] = entry
            level.append(v)
            if v == 1:
                return
            k = entry[0]
            r = ISQRT(v)
            self._add(r if r * r == v else (v, -1), (k, "√", v), level)
            if v in self._fact_args:
                self._add(factorial(v), (k, "!", v), level)
            return
        pair: Wholes = v  # compiled: a tuple's items read as they are, not through an iterator
        top, bottom = pair
        if bottom < 0:  # a surd: no root to add
            if top <= self._max_square_object and bottom >= self._least_bottom_object:
                best[v] = entry
                level.append(v)
            return
        if top > self._max_object or bottom > self._max_object:
            return
        best[v] = entry
        level.append(v)
        # a fraction in lowest terms: its root is rational or a surd
        r, s = ISQRT(top), ISQRT(bottom)
        self._add(
            (r, s) if r * r == top and s * s == bottom else (top, -bottom),
            (entry[0], "√", v),
            level,
        )

    def _combine(self, a: Key, b: Key, k: int, level: list[Key]) -> None:
        """Store every a op b and b op a."""
        if type(a) is int and type(b) is int:
            self._combine_whole(a, b, k, level)
            return
        a_surd = not isinstance(a, int) and a[1] < 0
        b_surd = not isinstance(b, int) and b[1] < 0
        if not a_surd and not b_surd:
            self._combine_rationals(a, b, k, level)
        elif a_surd and b_surd:
            self._combine_surds(a, b, k, level)
        else:  # a surd and a rational: no sum or difference; products and quotients are surds
            best = self._best
            p, q = square_parts(a)  # (not a pair of pairs at once: see `_combine_surds`)
            r, s = square_parts(b)
            for v, entry in (
                (surd(p * r, q * s), (k, "*", a, b)),
                (surd(p * s, q * r), (k, "/", a, b)),
                (surd(q * r, p * s), (k, "/", b, a)),
            ):
                if v not in best:
                    self._add(v, entry, level)
            self._one_power(a, b, k, level)

    def _combine_whole(self, a: int, b: int, k: int, level: list[Key]) -> None:
        """Store every a op b and b op a for two whole numbers."""
        best = self._best
        v: Key = a + b
        if v not in best:
            self._add(v, (k, "+", a, b), level)
        v = a * b
        if v not in best:
            self._add(v, (k, "*", a, b), level)
        if a != b:
            big, small = (a, b) if a > b else (b, a)
            v = big - small
            if v not in best:
                self._add(v, (k, "-", big, small), level)
        g = gcd(a, b)
        v = a // g if g == b else (a // g, b // g)
        if v not in best:
            self._add(v, (k, "/", a, b), level)
        v = b // g if g == a else (b // g, a // g)
        if v not in best:
            self._add(v, (k, "/", b, a), level)
        largest = self._max_exponent
        if 2 <= b <= largest and a != 1:
            self._powers(a, b, k, level)
        if 2 <= a <= largest and b != 1:
            self._powers(b, a, k, level)

    def _combine_surds(self, a: Key, b: Key, k: int, level: list[Key]) -> None:
        """Store every a op b and b op a for two surds (sums only when they are alike)."""
        best = self._best
        p, q = square_parts(a)  # compiled, a pair of pairs unpacked at once goes through iterators
        r, s = square_parts(b)
        ratio_ = from_square(p * s, q * r)  # a = ratio·b when they are alike
        for v, entry in (
            (from_square(p * r, q * s), (k, "*", a, b)),
            (ratio_, (k, "/", a, b)),
            (inverse_key(ratio_), (k, "/", b, a)),
        ):
            if v not in best:
                self._add(v, entry, level)
        if isinstance(ratio_, int) or ratio_[1] > 0:
            self._alike(a, b, ratio_, k, level)

    def _alike(self, a: Key, b: Key, ratio_: Key, k: int, level: list[Key]) -> None:
        """a + b and the positive a − b or b − a, for alike surds: a = ratio·b, ratio = m/n."""
        m, n = (ratio_, 1) if isinstance(ratio_, int) else ratio_
        r, s = square_parts(b)
        self._add(surd((m + n) * (m + n) * r, n * n * s), (k, "+", a, b), level)
        if m != n:
            big, small = (a, b) if m > n else (b, a)
            self._add(surd((m - n) * (m - n) * r, n * n * s), (k, "-", big, small), level)

    def _combine_rationals(self, a: Key, b: Key, k: int, level: list[Key]) -> None:
        """Store every a op b and b op a for two rationals, at least one a fraction."""
        best = self._best
        p, q = (a, 1) if isinstance(a, int) else a
        r, s = (b, 1) if isinstance(b, int) else b
        ps, qr = p * s, q * r
        made = [
            (reduced(ps + qr, q * s), (k, "+", a, b)),
            (reduced(p * r, q * s), (k, "*", a, b)),
            (reduced(ps, qr), (k, "/", a, b)),
            (reduced(qr, ps), (k, "/", b, a)),
        ]
        if ps > qr:
            made.append((reduced(ps - qr, q * s), (k, "-", a, b)))
        elif qr > ps:
            made.append((reduced(qr - ps, q * s), (k, "-", b, a)))
        for v, entry in made:
            if v not in best:
                self._add(v, entry, level)
        self._one_power(a, b, k, level)

    def _one_power(self, a: Key, b: Key, k: int, level: list[Key]) -> None:
        """a ^ ±b or b ^ ±a, when one of two values (not both) is a whole exponent."""
        largest = self._max_exponent
        if isinstance(b, int) and 2 <= b <= largest:
            self._powers(a, b, k, level)
        elif isinstance(a, int) and 2 <= a <= largest:
            self._powers(b, a, k, level)

    def _powers(self, base: Key, exponent: int, k: int, level: list[Key]) -> None:
        """Store base ^ exponent and base ^ (−exponent) (base not 1, exponent 2..max_exponent)."""
        size = bits(base) - 1  # base ^ n has at least size * n bits
        if size * exponent <= self._max_bits:
            value = power_key(base, exponent)
            if self._fits(value):
                self._add(value, (k, "^", base, exponent), level)
                self._add(inverse_key(value), (k, "^-", base, exponent), level)
                return
        # Too large to keep, but its square roots may fit: √√((√24)^24) = 24^3. Store the first
        # root that fits, base ^ (±exponent / 2^j), made as j square roots of the power.
        roots, rest = 0, exponent
        while rest % 2 == 0 and rest > 2:
            roots, rest = roots + 1, rest // 2
            if size * rest <= self._max_bits:
                value = power_key(base, rest)
                if self._fits(value):
                    self._add(value, (k, "^√", base, exponent, roots), level)
                    self._add(inverse_key(value), (k, "^√", base, -exponent, roots), level)
                    return

    # asking about a value

    def _kinds(self, i: int) -> Kinds:
        """Level i split by kind of value (worked out once, when first asked)."""
        kinds = self._kinds_cache.get(i)
        if kinds is None:
            kinds = self._kinds_cache[i] = Kinds(self._levels[i])
        return kinds

    def _tree(self, v: Key) -> Tree:
        """The stored expression for a value of a built level."""
        entry = self._best[v]
        k, kind = entry[0], entry[1]
        assert isinstance(k, int)
        if kind == "lit":
            return Num(self._literal(k))
        if kind in ("√", "!"):
            return Unary(str(kind), self._tree(_key(entry[2])))
        if kind == "^√":  # j square roots of a power too large to keep
            base, exponent, roots = _key(entry[2]), entry[3], entry[4]
            assert isinstance(exponent, int) and isinstance(roots, int)
            symbol = "^" if exponent > 0 else "^-"
            node: Tree = Op(symbol, self._tree(base), self._tree(abs(exponent)))
            for _ in range(roots):
                node = Unary("√", node)
            return node
        left, right = _key(entry[2]), _key(entry[3])
        return Op(str(kind), self._tree(left), self._tree(right))


def count_of(entry: Entry) -> int:
    """The count of copies of a stored value."""
    k = entry[0]
    assert isinstance(k, int)
    return k


def _key(x: object) -> Key:
    """An entry's operand as a Key (for the type checker)."""
    assert isinstance(x, int | tuple)
    return x
