"""Arithmetic on a whole level at once, as tables of operators.

A level of the search (every value of one count of copies) is split by kind (`Kinds`): whole
numbers, fractions and surds, with the squares and residues the arithmetic needs. For a value a,
one row of `BUILD` gives every a op b (or b op a) with the b of one kind, in one comprehension;
one row of `ASK` gives every b that a op b = p needs (meet in the middle: the operator's inverse).
The rows are data: their order is the order in which values are stored and partners tried, so
it decides which of two equally short expressions a search finds.

Keys are `solver.core.numbers.Key`: n, (p, q) for p/q, (p, -q) for √(p/q), all positive here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import cached_property
from math import gcd, isqrt
from typing import Any, Final, NamedTuple, TypeAlias, cast

from ..core.numbers import Key, parts
from ..core.surds import square_parts

#: A fraction p/q as (p, q), or a surd's square s/t as (s, t): a pair known not to be an int.
Pair: TypeAlias = tuple[int, int]
#: A whole number of any size in the arithmetic on a whole list below: an int, typed Any so that
#: the compiled build (mypyc) passes it on as the Python object it is. Typed `int`, mypyc turns
#: each into its tagged form when it is read and boxes it again when it is stored (a new object
#: for every value above 256), which costs more than the arithmetic: the compiled comprehensions
#: were slower than the interpreted ones. The pure build runs the same code either way.
Whole: TypeAlias = Any
#: A `Pair` as the arithmetic below reads it.
Wholes: TypeAlias = tuple[Whole, Whole]
#: math.gcd and math.isqrt for `Whole` numbers. Compiled, a Final of the module is a C static
#: (not a look-up of the name in the module's dict for every value) and an Any result stays
#: the object it is (an int result is unboxed and boxed again, a new object, at each use).
GCD: Final[Callable[[Whole, Whole], Whole]] = gcd
ISQRT: Final[Callable[[Whole], Whole]] = isqrt
#: For each operator row: (operator, a on the left?, the a, the b).
Candidates: TypeAlias = Iterator[tuple[str, bool, Sequence[Key], Sequence[Key]]]
#: A prime, the largest below 2^30: values are sifted by their residues modulo it (see `residue`),
#: a few operations on small ints instead of gcds of large ones (Python computes faster with ints
#: below 2^30).
MODULUS: Final = 1_073_741_789
#: A value with its residue and the residue's inverse (see `Residues`).
Residue: TypeAlias = tuple[Key, int, int]


class Kinds:
    """A built level split by kind: whole numbers, fractions, surds (with their squares)."""

    def __init__(self, level: list[Key]) -> None:
        # The values are passed on as the objects they are (`Whole`): compiled, an int narrowed
        # by isinstance, or read from a tuple typed `Pair`, is unboxed and boxed again, a new
        # object for each value above 256 (`whole` is a plain bool, which narrows nothing).
        self.items = level
        self.ints: list[int] = []
        self.fractions: list[Pair] = []
        self.surds: list[Pair] = []
        for v in cast("list[Whole]", level):
            whole = isinstance(v, int)
            if whole:
                self.ints.append(v)
            elif v[1] > 0:
                self.fractions.append(v)
            else:
                self.surds.append(v)
        self.surd_squares = [(top, -bottom) for top, bottom in cast("list[Wholes]", self.surds)]
        self.rationals: list[Key] = [*self.ints, *self.fractions]
        self._chunks: list[Kinds] | None = None
        self._exponents: dict[int, list[int]] = {}
        self.int_squares = [(v * v, 1) for v in self.ints]
        self.fraction_squares = [(t * t, u * u) for t, u in self.fractions]
        self.rational_squares = self.int_squares + self.fraction_squares
        self.squares = [square_parts(v) for v in level]

    def exponents(self, largest: int) -> list[int]:
        """The whole numbers 2..largest of the level: the exponents it can give (kept for each
        `largest`, so a search with other limits never gets another's list)."""
        known = self._exponents.get(largest)
        if known is None:
            known = self._exponents[largest] = [a for a in self.ints if 2 <= a <= largest]
        return known

    @cached_property
    def fourths(self) -> list[tuple[Key, int, int]]:
        """(a, x², y²) for each value a but 1, x/y the square of a (for the sieve of powers)."""
        return [
            (a, a2 * a2, b2 * b2)
            for a, (a2, b2) in zip(self.items, self.squares)  # noqa: B905 (`Levels._rows`)
            if a2 != b2
        ]

    @cached_property
    def surd_fourths(self) -> list[tuple[Key, int, int]]:
        """`fourths` of the surds alone."""
        return [(a, a4, b4) for a, a4, b4 in self.fourths if not isinstance(a, int) and a[1] < 0]

    @cached_property
    def fourths_whole_or_unit(self) -> list[tuple[Key, int, int]]:
        """`fourths` of the values whose square is a whole number or 1 / a whole number."""
        return [(a, a4, b4) for a, a4, b4 in self.fourths if a4 == 1 or b4 == 1]

    @cached_property
    def residues(self) -> Residues | None:
        """The residues of the level's values (None in the rare case that one has none)."""
        return Residues.of(self)

    def chunks(self, size: int) -> list[Kinds]:
        """The level cut in pieces of about `size` values, each split by kind (kept)."""
        if len(self.items) <= size:
            return [self]  # not kept: a level holding itself would be garbage for the collector
        if self._chunks is None:
            pieces = range(0, len(self.items), size)
            self._chunks = [Kinds(self.items[start : start + size]) for start in pieces]
        return self._chunks


# --- residues ---------------------------------------------------------------------------------


def residue(key: Key) -> int | None:
    """The residue modulo MODULUS of a rational key, or of the square of a surd key: the
    numerator times the inverse of the denominator. None when MODULUS divides the denominator.

    Residues are a ring homomorphism: the residue of p − a, p / a or p · a follows from those
    of p and a, whatever the size of the numbers. Two values with different residues differ.
    """
    if isinstance(key, int):
        return key % MODULUS
    top, bottom = key
    bottom = abs(bottom)
    if bottom % MODULUS == 0:
        return None
    return top * pow(bottom, -1, MODULUS) % MODULUS


class Residues:
    """The residues of a level's values, and their inverses, by kind (see `sieve`)."""

    def __init__(
        self,
        ints: list[Residue],
        fractions: list[Residue],
        surds: list[Residue],
        rationals: list[Residue],
    ) -> None:
        self.ints, self.fractions, self.surds = ints, fractions, surds
        #: The rationals (ints, then fractions) with the residues of their squares.
        self.rationals = rationals

    @staticmethod
    def of(kinds: Kinds) -> Residues | None:
        """The residues of a level, None when one is missing or 0 (it has no inverse)."""
        lists: list[list[Residue]] = []
        for tops, bottoms, values in (
            ([v % MODULUS for v in kinds.ints], [1] * len(kinds.ints), kinds.ints),
            *(
                ([t % MODULUS for t, _ in pairs], [abs(u) % MODULUS for _, u in pairs], pairs)
                for pairs in (kinds.fractions, kinds.surds)
            ),
        ):
            # the residue of t / u is t · u⁻¹ and its inverse u · t⁻¹: the inverses of all the
            # tops and bottoms at once (`inverses_mod`), not one pow for each value
            if not all(tops) or not all(bottoms):
                return None
            inverse = inverses_mod(tops + bottoms)
            n = len(tops)
            lists.append(
                [
                    (v, tops[i] * inverse[n + i] % MODULUS, bottoms[i] * inverse[i] % MODULUS)
                    for i, v in enumerate(cast("list[Key]", values))
                ]
            )
        ints, fractions, surds = lists
        squares = [(a, r * r % MODULUS, inverse * inverse % MODULUS) for a, r, inverse in ints]
        squares += [
            (a, r * r % MODULUS, inverse * inverse % MODULUS) for a, r, inverse in fractions
        ]
        return Residues(ints, fractions, surds, squares)


def inverses_mod(residues: list[int]) -> list[int]:
    """The inverse modulo MODULUS of each nonzero residue, with a single pow (Montgomery's trick:
    the products of the first i residues, the inverse of them all, and the way back: three
    products of small ints a residue instead of an extended Euclid each)."""
    m = MODULUS
    before = [0] * len(residues)
    product = 1
    for i, r in enumerate(residues):
        before[i] = product
        product = product * r % m
    inverse = pow(product, -1, m) if residues else 1
    out = [0] * len(residues)
    for i in range(len(residues) - 1, -1, -1):
        out[i] = inverse * before[i] % m
        inverse = inverse * residues[i] % m
    return out


# --- one operator on a whole list: (m, n) are the parts of a value (or of its square) --------
#
# The comprehensions name their intermediate values with := where Python evaluates them first
# (the left operand, a condition, a call's arguments in order): compiled, `for x in [expr]`
# builds a list for each value, which Python does not (it is a plain assignment there).


def plus_each(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """m + a for each a (m whole)."""
    return [m + a for a in ints]


def times_each(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """m · a for each a (m whole)."""
    return [m * a for a in ints]


def minus_each(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """m − a for each a (m whole; of any sign)."""
    return [m - a for a in ints]


def each_minus(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """a − m for each a (m whole; of any sign)."""
    return [a - m for a in ints]


def over_each(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """The keys of m / (n·a) for each a (all positive)."""
    return [(m // g if (y := n * a) == (g := GCD(m, y)) else (m // g, y // g)) for a in ints]


def each_over(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """The keys of (m·a) / n for each a (all positive)."""
    return [(x // g if n == (g := GCD(x := m * a, n)) else (x // g, n // g)) for a in ints]


def whole_plus_fractions(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """m + t/u for each fraction (t, u), m whole: (m·u + t)/u is in lowest terms."""
    return [(m * u + t, u) for t, u in pairs]


def whole_minus_fractions(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """m − t/u for each fraction (t, u), m whole (of any sign)."""
    return [(m * u - t, u) for t, u in pairs]


def fractions_minus_whole(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """t/u − m for each fraction (t, u), m whole (of any sign)."""
    return [(t - m * u, u) for t, u in pairs]


def fraction_plus_wholes(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """m/n + a for each whole a: (m + a·n)/n is in lowest terms."""
    return [(m + a * n, n) for a in ints]


def fraction_minus_wholes(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """m/n − a for each whole a (of any sign)."""
    return [(m - a * n, n) for a in ints]


def wholes_minus_fraction(m: Whole, n: Whole, ints: Sequence[Whole]) -> list[Key]:
    """a − m/n for each whole a (of any sign)."""
    return [(a * n - m, n) for a in ints]


def fraction_sums(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of m/n + x/y for each fraction (x, y) (of any sign when m is negative)."""
    return [
        (x // g if (y := n * u) == (g := GCD(x := m * u + t * n, y)) else (x // g, y // g))
        for t, u in pairs
    ]


def fraction_differences(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of m/n − x/y for each fraction (x, y) (of any sign)."""
    return [
        (x // g if (y := n * u) == (g := GCD(x := m * u - t * n, y)) else (x // g, y // g))
        for t, u in pairs
    ]


def fractions_minus(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of x/y − m/n for each fraction (x, y) (of any sign)."""
    return fraction_sums(-m, n, pairs)


def times_fractions(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of (m·x) / (n·y) for each (x, y)."""
    return [
        (x // g if (y := n * u) == (g := GCD(x := m * t, y)) else (x // g, y // g))
        for t, u in pairs
    ]


def over_fractions(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of (m·y) / (n·x) for each (x, y)."""
    return [
        (x // g if (y := n * t) == (g := GCD(x := m * u, y)) else (x // g, y // g))
        for t, u in pairs
    ]


def times_surds(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of √((m·x) / (n·y)) for each (x, y), each known not to be rational.

    Most products are already in lowest terms (gcd 1: two thirds of those of 2016 # 1..9),
    and dividing by 1 would still make new ints: they are kept as they are."""
    return [
        (x, -y) if (g := GCD(x := m * s, y := n * t)) == 1 else (x // g, -(y // g))
        for s, t in pairs
    ]


def over_surds(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of √((m·y) / (n·x)) for each (x, y), each known not to be rational (as
    `times_surds`)."""
    return [
        (x, -y) if (g := GCD(x := m * t, y := n * s)) == 1 else (x // g, -(y // g))
        for s, t in pairs
    ]


def times_roots(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of √((m·x) / (n·y)) for each (x, y): rational when that is a square."""
    # (a/b in lowest terms is x/y; y and its root are worked out only when x is a square)
    return [
        (r if s == 1 else (r, s))
        if (r := ISQRT(x := (a := m * x0) // (g := GCD(a, b := n * y0)))) * r == x
        and (s := ISQRT(y := b // g)) * s == y
        else (x, -(b // g))
        for x0, y0 in pairs
    ]


def over_roots(m: Whole, n: Whole, pairs: Sequence[Wholes]) -> list[Key]:
    """The keys of √((m·y) / (n·x)) for each (x, y): rational when that is a square."""
    return times_roots(m, n, [(t, s) for s, t in pairs])


def inverses(keys: list[Key]) -> list[Key]:
    """1/k for each positive key k: the pair turned round, no gcd needed."""
    return [
        ((1 if k == 1 else (1, k)) if isinstance(k, int) else (k[1] if k[0] == 1 else (k[1], k[0])))
        if isinstance(k, int) or k[1] > 0
        else (-k[1], -k[0])
        for k in keys
    ]


def surd_inverses(keys: list[Key]) -> list[Key]:
    """1/k for each surd key k = (x, −y): (y, −x)."""
    return [(-y, -x) for x, y in cast("list[Pair]", keys)]


def surd(top: Whole, bottom: Whole) -> Key:
    """The key of √(top/bottom) when that is known not to be rational."""
    g = GCD(top, bottom)
    return (top // g, -(bottom // g)) if g != 1 else (top, -bottom)


# --- the tables -------------------------------------------------------------------------------

#: (m, n, a list of a level) -> one key per item of the list.
Batch: TypeAlias = Callable[[int, int, Any], list[Key]]


class Row(NamedTuple):
    """One operator applied to a value and a whole list of a level's values."""

    symbol: str
    #: whether the value is the left operand (a op b), else the right one (b op a)
    a_left: bool
    #: the level's values it pairs with, and the list the batch reads (their squares, say)
    items: str
    inputs: str
    batch: Batch
    #: whether the batch takes the parts of the value's square rather than of the value
    square: bool = False
    #: whether results that are not positive come out (differences), to be left out
    signed: bool = False
    #: a row worked out from this one's results: (operator, a on the left?, how), such as the
    #: inverses of a ÷ b, which are b ÷ a
    then: tuple[str, bool, Callable[[list[Key]], list[Key]]] | None = None


#: What a value makes with a level, a op b and b op a, by the kind of the value (whole,
#: fraction, surd); sums and differences of surds (only of alike ones) are not rows.
BUILD_WHOLE: Final = (
    Row("+", True, "ints", "ints", plus_each),
    Row("*", True, "ints", "ints", times_each),
    Row("-", True, "ints", "ints", minus_each, signed=True),
    Row("-", False, "ints", "ints", each_minus, signed=True),
    Row("/", True, "ints", "ints", over_each, then=("/", False, inverses)),
    Row("+", True, "fractions", "fractions", whole_plus_fractions),
    Row("-", True, "fractions", "fractions", whole_minus_fractions, signed=True),
    Row("-", False, "fractions", "fractions", fractions_minus_whole, signed=True),
    Row("*", True, "fractions", "fractions", times_fractions),
    Row("/", True, "fractions", "fractions", over_fractions, then=("/", False, inverses)),
    Row("*", True, "surds", "surd_squares", times_surds, square=True),
    Row(
        "/", True, "surds", "surd_squares", over_surds, square=True,
        then=("/", False, surd_inverses),
    ),
)  # fmt: skip
#: ... for the value 1: 1 · b and b ÷ 1 are b, a stored value (b is in a built level), so its
#: products and the inverses of its quotients store nothing and are not worked out. Every other
#: row stays, in its order: the values stored and their order are those of `BUILD_WHOLE`.
BUILD_ONE: Final = tuple(row._replace(then=None) for row in BUILD_WHOLE if row.symbol != "*")
BUILD_FRACTION: Final = (
    Row("+", True, "ints", "ints", fraction_plus_wholes),
    Row("-", True, "ints", "ints", fraction_minus_wholes, signed=True),
    Row("-", False, "ints", "ints", wholes_minus_fraction, signed=True),
    Row("*", True, "ints", "ints", each_over),
    Row("/", True, "ints", "ints", over_each, then=("/", False, inverses)),
    Row("+", True, "fractions", "fractions", fraction_sums),
    Row("-", True, "fractions", "fractions", fraction_differences, signed=True),
    Row("-", False, "fractions", "fractions", fractions_minus, signed=True),
    Row("*", True, "fractions", "fractions", times_fractions),
    Row("/", True, "fractions", "fractions", over_fractions, then=("/", False, inverses)),
    Row("*", True, "surds", "surd_squares", times_surds, square=True),
    Row(
        "/", True, "surds", "surd_squares", over_surds, square=True,
        then=("/", False, surd_inverses),
    ),
)  # fmt: skip
#: ... and for a surd a: its parts are already those of its square. The ratios a ÷ b of the
#: surds (the fifth row) also say which are alike (a rational ratio).
BUILD_SURD: Final = (
    Row("*", True, "ints", "int_squares", times_surds),
    Row("/", True, "ints", "int_squares", over_surds, then=("/", False, surd_inverses)),
    Row("*", True, "fractions", "fraction_squares", times_surds),
    Row("/", True, "fractions", "fraction_squares", over_surds, then=("/", False, surd_inverses)),
    Row("/", True, "surds", "surd_squares", over_roots, then=("/", False, inverses)),
    Row("*", True, "surds", "surd_squares", times_roots),
)
SURD_RATIOS: Final = 4

#: The partners of a value p in a level: for a op b = p (or b op a = p), the b each a needs.
ASK_WHOLE: Final = (
    Row("+", True, "ints", "ints", minus_each),  # b = p − a
    Row("-", True, "ints", "ints", each_minus),  # b = a − p
    Row("-", False, "ints", "ints", plus_each),  # b = p + a
    Row("*", True, "ints", "ints", over_each, then=("/", True, inverses)),  # p / a, a / p
    Row("/", False, "ints", "ints", times_each),  # b = p · a
)
ASK_FRACTION: Final = (
    Row("+", True, "ints", "ints", fraction_minus_wholes),
    Row("-", True, "ints", "ints", wholes_minus_fraction),
    Row("-", False, "ints", "ints", fraction_plus_wholes),
    Row("*", True, "ints", "ints", over_each, then=("/", True, inverses)),
    Row("/", False, "ints", "ints", each_over),
)
ASK_RATIONAL: Final = (
    Row("+", True, "fractions", "fractions", fraction_differences),
    Row("-", True, "fractions", "fractions", fractions_minus),
    Row("-", False, "fractions", "fractions", fraction_sums),
    Row("*", True, "fractions", "fractions", over_fractions, then=("/", True, inverses)),
    Row("/", False, "fractions", "fractions", times_fractions),
    Row(
        "*", True, "surds", "surd_squares", over_surds, square=True, then=("/", True, surd_inverses)
    ),
    Row("/", False, "surds", "surd_squares", times_surds, square=True),
)  # fmt: skip
ASK_SURD: Final = (
    Row(
        "*", True, "rationals", "rational_squares", over_surds,
        then=("/", True, surd_inverses),
    ),
    Row("/", False, "rationals", "rational_squares", times_surds),
)  # fmt: skip


def apply_rows(rows: Sequence[Row], m: int, n: int, kinds: Kinds) -> Candidates:
    """Each row's (operator, a on the left?, items, results) for a value of parts (m, n)."""
    for row in rows:
        items = getattr(kinds, row.items)
        found = (
            row.batch(m * m, n * n, getattr(kinds, row.inputs))
            if row.square
            else (row.batch(m, n, getattr(kinds, row.inputs)))
        )
        yield row.symbol, row.a_left, items, found
        if row.then is not None:
            symbol, left, turn = row.then
            yield symbol, left, items, turn(found)


def candidates(p: Key, kinds: Kinds) -> Candidates:
    """For each operator, the b each a of a level needs to make p: (op, a on the left?, the a,
    the b).

    Covers + − × ÷ between p and every a of the level. A b that is not positive comes out as a
    key no value has (a negative number or 0): it is simply never found. Each list is one
    comprehension (no generator feeding it): this is the inner loop of asking.
    """
    if isinstance(p, int):
        yield from apply_rows(ASK_WHOLE, p, 1, kinds)
        yield from apply_rows(ASK_RATIONAL, p, 1, kinds)
    elif p[1] > 0:
        yield from apply_rows(ASK_FRACTION, p[0], p[1], kinds)
        yield from apply_rows(ASK_RATIONAL, p[0], p[1], kinds)
    else:
        yield from apply_rows(ASK_SURD, p[0], -p[1], kinds)
        yield from surds_with_surds(p[0], -p[1], kinds.surds, kinds.surd_squares)


def surds_with_surds(p2: int, q2: int, surds: list[Pair], squares: list[Pair]) -> Candidates:
    """The partners of a surd p = √(p2/q2) with surds a: products, quotients and the sums and
    differences of alike surds."""
    ratios = over_roots(p2, q2, squares)  # b = p / a
    yield "*", True, surds, ratios
    yield "/", True, surds, inverses(ratios)
    yield "/", False, surds, times_roots(p2, q2, squares)
    yield from alike_partners(surds, ratios, squares)


def alike_partners(surds: list[Pair], ratios: list[Key], squares: list[Pair]) -> Candidates:
    """A sum or difference of surds is a surd only when they are alike, p = r·a with r rational:
    p = a + b needs b = (r − 1)·a; p = a − b, b = (1 − r)·a; p = b − a, b = (r + 1)·a."""
    alike: list[tuple[Pair, int, int, int, int]] = [
        (a, *parts(r), s, t)
        for a, r, (s, t) in zip(surds, ratios, squares)  # noqa: B905 (`Levels._rows`)
        if isinstance(r, int) or r[1] > 0
    ]
    items = [a for a, _, _, _, _ in alike]
    yield (
        "+",
        True,
        items,
        [surd((m - n) ** 2 * s, n * n * t) if m > n else 0 for _, m, n, s, t in alike],
    )
    yield (
        "-",
        True,
        items,
        [surd((n - m) ** 2 * s, n * n * t) if n > m else 0 for _, m, n, s, t in alike],
    )
    yield "-", False, items, [surd((m + n) ** 2 * s, n * n * t) for _, m, n, s, t in alike]
