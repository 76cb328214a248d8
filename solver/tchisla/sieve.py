"""The residue sieve: the partners of a value looked up in a small set of stored values are sifted
by their residues modulo a prime first (`solver.tchisla.batch.residue`).

Residues are a ring homomorphism: the residue of p − a, p / a or p · a follows from those of p and
a, whatever the size of the numbers, and two values whose residues differ differ. So for each
operator only the few a whose partner's residue is among the set's residues are worked out
exactly (and looked up): the same pairs, in the same order, as `batch.candidates` finds, without
the gcds of large numbers. About one residue in 10 000 of a set of 100 000 lets a partner through
that is not there: it is worked out and not found.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, NamedTuple

from ..core.numbers import Key
from ..core.operators import partner
from .batch import MODULUS, Candidates, Kinds, Residue, Residues, residue, surds_with_surds

#: How the residue of the partner b follows from those of a (h, and g its inverse): from c − h,
#: c + h, c · h or c · g, c being the residue of p, minus it or its inverse (`_COEFFICIENTS`).
_MINUS, _PLUS, _TIMES, _OVER = 0, 1, 2, 3
_P, _MINUS_P, _INVERSE = 0, 1, 2


class _Sift(NamedTuple):
    symbol: str
    a_left: bool
    shape: int
    coefficient: int


#: For a rational p and the rationals a of a level: a + b = p, a − b = p, b − a = p, a · b = p,
#: a / b = p, b / a = p (the order of `batch.ASK_RATIONAL`).
_RATIONAL: Final = (
    _Sift("+", True, _MINUS, _P),  # b = p − a
    _Sift("-", True, _PLUS, _MINUS_P),  # b = a − p
    _Sift("-", False, _PLUS, _P),  # b = p + a
    _Sift("*", True, _OVER, _P),  # b = p / a
    _Sift("/", True, _TIMES, _INVERSE),  # b = a / p
    _Sift("/", False, _TIMES, _P),  # b = p · a
)
#: Products and quotients of a surd with a rational, by the residues of their squares.
_SQUARES: Final = _RATIONAL[3:]


def residue_sets(values: Iterable[Key]) -> tuple[frozenset[int], frozenset[int]]:
    """The residues of the rational values and of the squares of the surds among `values`.

    A value whose denominator MODULUS divides is left out: no partner worked out from values
    with residues (and nonzero ones, to divide by) can be it.
    """
    rational: set[int] = set()
    surd: set[int] = set()
    for v in values:
        r = residue(v)
        if r is not None:
            (surd if not isinstance(v, int) and v[1] < 0 else rational).add(r)
    return frozenset(rational), frozenset(surd)


def sifted(
    p: Key, kinds: Kinds, rational: frozenset[int], surd: frozenset[int]
) -> Candidates | None:
    """`batch.candidates` for partners looked up in a small set, sifted by residues first.

    `rational` and `surd` hold the residues of the set's rationals and of its surds' squares.
    None when p or the level has no residues to work with.
    """
    level = kinds.residues
    r = residue(p)
    if level is None or not r:
        return None
    return _sifted(p, r, level, kinds, rational, surd)


def _sifted(
    p: Key, r: int, level: Residues, kinds: Kinds, rational: frozenset[int], surd: frozenset[int]
) -> Candidates:
    """The work of `sifted`, r the residue of p (of its square, for a surd)."""
    m = MODULUS
    inverse = pow(r, -1, m)
    if isinstance(p, int) or p[1] > 0:
        for values in (level.ints, level.fractions):
            yield from _sift(_RATIONAL, p, (r, -r, inverse), values, rational)
        r, inverse = r * r % m, inverse * inverse % m  # with surds: by the squares
        values = level.surds
    else:
        values = level.rationals  # p's residue is already its square's
    yield from _sift(_SQUARES, p, (r, -r, inverse), values, surd)
    if not isinstance(p, int) and p[1] < 0:
        yield from surds_with_surds(p[0], -p[1], kinds.surds, kinds.surd_squares)


def _sift(
    rows: Sequence[_Sift],
    p: Key,
    coefficients: tuple[int, int, int],
    values: list[Residue],
    among: frozenset[int],
) -> Candidates:
    """For each row, the a whose partner's residue is among the set's, and the partners."""
    for symbol, a_left, shape, which in rows:
        items = _passing(shape, coefficients[which], values, among)
        yield symbol, a_left, items, [partner(symbol, a_left, p, a) or 0 for a in items]


def _passing(shape: int, c: int, values: list[Residue], among: frozenset[int]) -> list[Key]:
    """The a (with residue h, inverse g) whose partner's residue, c − h, c + h, c · h or c · g,
    is among the set's."""
    m = MODULUS
    if shape == _MINUS:
        return [a for a, h, _ in values if (c - h) % m in among]
    if shape == _PLUS:
        return [a for a, h, _ in values if (c + h) % m in among]
    if shape == _TIMES:
        return [a for a, h, _ in values if c * h % m in among]
    return [a for a, _, g in values if c * g % m in among]
