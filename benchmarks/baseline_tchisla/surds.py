"""Exact positive values with square roots: rationals and surds ``a·√b`` (kept by their square).

Tchisla needs square roots of non-squares (2016 # 7 goes through √(7!) = 12√35). Every value the
search meets is positive and either rational (`int` when integral, else `Fraction`) or a `Surd`:
the square root of a positive rational that is not a perfect square, stored as that square. Sums
of surds are exact when they are rational multiples of one another (√8 + √2 = √18); anything
else that would leave this set (√2 + 1, √√2) is "not representable" and returns None.

>>> sqrt(5040)
Surd(square=5040)
>>> str(sqrt(5040)), str(mul(sqrt(8), sqrt(2))), str(add(sqrt(8), sqrt(2)))
('12√35', '4', '3√2')
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from math import isqrt

#: A rational value: `int` when integral, `Fraction` otherwise.
Q = int | Fraction


@dataclass(frozen=True, slots=True)
class Surd:
    """The positive square root of `square`, a positive rational that is not a perfect square."""

    square: Q

    def __str__(self) -> str:
        return format_surd(self.square)


#: A value in the Tchisla search: always positive.
Value = int | Fraction | Surd

#: Square factors tried when a surd is shown as a·√b (display only; larger ones stay inside).
_DISPLAY_FACTORS = 2000


def rational(value: Fraction) -> Q:
    """A Fraction as `int` when it is integral."""
    return value.numerator if value.denominator == 1 else value


def divide(a: Q, b: Q) -> Q:
    """Exact a / b for a non-zero b."""
    if isinstance(a, int) and isinstance(b, int):
        return a // b if a % b == 0 else Fraction(a, b)
    return rational(Fraction(a) / b)


def exact_root(n: int, k: int) -> int | None:
    """The integer k-th root of n >= 0 when n is a perfect k-th power."""
    if k == 2:
        r = isqrt(n)
        return r if r * r == n else None
    r = round(n ** (1.0 / k)) if n.bit_length() < 50 else _int_root(n, k)
    for guess in (r - 1, r, r + 1):
        if guess >= 0 and guess**k == n:
            return guess
    return None


def _int_root(n: int, k: int) -> int:
    """floor(n ** (1/k)) for a huge n, by Newton's method on integers."""
    x = 1 << -(-n.bit_length() // k)
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            return x
        x = y


def rational_root(q: Q, k: int) -> Q | None:
    """The exact k-th root of a positive rational, or None when it is irrational."""
    if isinstance(q, int):
        return exact_root(q, k)
    top = exact_root(q.numerator, k)
    if top is None:
        return None
    bottom = exact_root(q.denominator, k)
    return None if bottom is None else Fraction(top, bottom)


def square(value: Value) -> Q:
    """The square of a value (always rational)."""
    if isinstance(value, Surd):
        return value.square
    return value * value


def from_square(q: Q) -> Value:
    """The positive value whose square is the positive rational q."""
    root = rational_root(q, 2)
    return Surd(q) if root is None else root


def sqrt(value: Value) -> Value | None:
    """√value, or None when it is not representable (the root of a surd)."""
    if isinstance(value, Surd):
        return None
    return from_square(value)


def _ratio(a: Surd, b: Surd) -> Q | None:
    """The rational r with a = r·b, or None when a and b are not rational multiples."""
    return rational_root(divide(a.square, b.square), 2)


def add(a: Value, b: Value) -> Value | None:
    """a + b, or None when it is not representable."""
    if isinstance(a, Surd) or isinstance(b, Surd):
        if not (isinstance(a, Surd) and isinstance(b, Surd)):
            return None
        r = _ratio(a, b)
        return None if r is None else Surd((r + 1) * (r + 1) * b.square)
    return a + b


def sub(a: Value, b: Value) -> Value | None:
    """a - b when it is positive and representable, else None."""
    if isinstance(a, Surd) or isinstance(b, Surd):
        if not (isinstance(a, Surd) and isinstance(b, Surd)):
            return None
        r = _ratio(a, b)
        return None if r is None or r <= 1 else Surd((r - 1) * (r - 1) * b.square)
    d = a - b
    return d if d > 0 else None


def mul(a: Value, b: Value) -> Value:
    """a × b."""
    if isinstance(a, Surd) or isinstance(b, Surd):
        return from_square(square(a) * square(b))
    return a * b


def div(a: Value, b: Value) -> Value:
    """a ÷ b."""
    if isinstance(a, Surd) or isinstance(b, Surd):
        return from_square(divide(square(a), square(b)))
    return divide(a, b)


def power(base: Value, exponent: int) -> Value:
    """base ** exponent for a positive integer exponent."""
    if isinstance(base, Surd):
        return from_square(base.square**exponent)
    return base**exponent


def root(value: Value, k: int) -> Value | None:
    """The value whose k-th power is `value`, or None when it is not representable."""
    if isinstance(value, Surd):
        return None if k % 2 == 0 else _surd_root(value, k)
    exact = rational_root(value, k)
    if exact is not None:
        return exact
    if k % 2:
        return None
    half = rational_root(value, k // 2)
    return None if half is None else Surd(half)


def _surd_root(value: Surd, k: int) -> Value | None:
    """The k-th root (k odd) of a surd: √q ** (1/k) = √(q ** (1/k))."""
    inner = rational_root(value.square, k)
    return None if inner is None else from_square(inner)


def log(base: Value, value: Value, largest: int) -> int | None:
    """The integer n in 2..largest with base ** n == value, or None."""
    b, v = square(base), square(value)
    if b == 1 or v == 1 or (b > 1) != (v > 1):
        return None
    n = _exponent_guess(b, v)
    for guess in (n - 1, n, n + 1):
        if 2 <= guess <= largest and power(base, guess) == value:
            return guess
    return None


def _exponent_guess(b: Q, v: Q) -> int:
    """About the n with b ** n == v (b, v positive, not 1), checked exactly by the caller.

    In lowest terms the numerators (or denominators) of b ** n are those of b to the n-th power;
    comparing whole numbers keeps the guess good even for b within 1e-16 of 1.
    """
    b, v = Fraction(b), Fraction(v)
    if b.numerator > 1:
        return round(math.log(v.numerator) / math.log(b.numerator))
    return round(math.log(v.denominator) / math.log(b.denominator))


def format_surd(q: Q) -> str:
    """√q written as a·√b with the small square factors taken out: 12√35, √2/2."""
    top, bottom = (q, 1) if isinstance(q, int) else (q.numerator, q.denominator)
    top *= bottom  # √(p/q) = √(pq)/q
    outside = 1
    for k in range(2, _DISPLAY_FACTORS):
        kk = k * k
        if kk > top:
            break
        while top % kk == 0:
            top //= kk
            outside *= k
    coefficient = Fraction(outside, bottom)
    radical = f"√{top}"
    if coefficient.numerator != 1:
        radical = f"{coefficient.numerator}{radical}"
    return radical if coefficient.denominator == 1 else f"{radical}/{coefficient.denominator}"
