"""Exact positive values with square roots: rationals and surds ``a·√b`` (kept by their square).

Tchisla needs square roots of non-squares (2016 # 7 goes through √(7!) = 12√35). Every value the
search meets is positive and either rational or a surd: the square root of a positive rational
that is not a perfect square, stored as that square. Sums of surds are exact when they are
rational multiples of one another (√8 + √2 = √18); anything else that would leave this set
(√2 + 1, √√2) is "not representable" and returns None.

A value has two forms. A `Key` (`solver.core.numbers`, the one key type of both puzzles) is what
the search stores and computes with: an int for a whole number, a pair of ints for the rest,
``(p, q)`` for the fraction p/q and ``(p, -q)`` for √(p/q), both in lowest terms. A `Value` (int,
Fraction, `Surd`) is what results, steps and people see; `to_key` and `to_value` convert. The
arithmetic is written once, on keys.

>>> sqrt(5040)
Surd(square=5040)
>>> str(sqrt(5040)), str(mul(sqrt(8), sqrt(2))), str(add(sqrt(8), sqrt(2)))
('12√35', '4', '3√2')
>>> to_key(sqrt(Fraction(7, 2))), to_key(Fraction(7, 2)), power_key(2, -2)
((7, -2), (7, 2), (1, 4))
"""

from __future__ import annotations

import math
from fractions import Fraction
from math import gcd, isqrt
from typing import Final

from .numbers import Key, Q, parts, reduced, short_number, value_code


class Surd:
    """The positive square root of `square`, a positive rational that is not a perfect square."""

    __slots__ = ("square",)

    def __init__(self, square: Q) -> None:
        self.square = square

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Surd) and other.square == self.square

    def __hash__(self) -> int:
        return hash((Surd, self.square))

    def __repr__(self) -> str:
        return f"Surd(square={value_code(self.square)})"

    def __str__(self) -> str:
        return format_surd(self.square)


#: A value in the Tchisla search: always positive.
Value = int | Fraction | Surd

#: Square factors tried when a surd is shown as a·√b (display only; larger ones stay inside).
_DISPLAY_FACTORS: Final = 2000


# --- keys ----------------------------------------------------------------------------------------


def is_surd(key: Key) -> bool:
    """Whether a key is a surd (not rational)."""
    return not isinstance(key, int) and key[1] < 0


def square_parts(key: Key) -> tuple[int, int]:
    """(numerator, denominator) of the square of a key, in lowest terms."""
    if isinstance(key, int):
        return key * key, 1
    top, bottom = key
    return (top, -bottom) if bottom < 0 else (top * top, bottom * bottom)


def from_square(top: int, bottom: int) -> Key:
    """The key of √(top/bottom) for positive top and bottom (rational when it is a square)."""
    g = gcd(top, bottom)
    if g != 1:
        top //= g
        bottom //= g
    r = isqrt(top)
    if r * r == top:
        s = isqrt(bottom)
        if s * s == bottom:
            return r if s == 1 else (r, s)
    return top, -bottom


def sqrt_key(key: Key) -> Key | None:
    """√key, or None when it is not representable (the root of a surd)."""
    if isinstance(key, int):
        r = isqrt(key)
        return r if r * r == key else (key, -1)
    top, bottom = key
    return None if bottom < 0 else from_square(top, bottom)


def less(a: Key, b: Key) -> bool:
    """Whether a < b."""
    if isinstance(a, int) and isinstance(b, int):
        return a < b
    (p, q), (r, s) = square_parts(a), square_parts(b)
    return p * s < r * q


def add_key(a: Key, b: Key) -> Key | None:
    """a + b, or None when it is not representable."""
    if is_surd(a) or is_surd(b):
        r = _surd_ratio(a, b)
        if r is None:
            return None
        (p, q), (t, u) = parts(r), square_parts(b)
        return from_square((p + q) * (p + q) * t, q * q * u)
    (p, q), (r, s) = parts(a), parts(b)
    return reduced(p * s + r * q, q * s)


def sub_key(a: Key, b: Key) -> Key | None:
    """a - b: of any sign for rationals; for surds only when it is positive (a negative surd has
    no key) and representable, else None."""
    if is_surd(a) or is_surd(b):
        r = _surd_ratio(a, b)
        if r is None:
            return None
        (p, q), (t, u) = parts(r), square_parts(b)
        return None if p <= q else from_square((p - q) * (p - q) * t, q * q * u)
    (p, q), (r, s) = parts(a), parts(b)
    return reduced(p * s - r * q, q * s)


def is_positive(key: Key) -> bool:
    """Whether a key is above 0 (a surd always is)."""
    return key > 0 if isinstance(key, int) else key[0] > 0


def _surd_ratio(a: Key, b: Key) -> Key | None:
    """The rational r with a = r·b for two surds, None when they are not alike (or not surds)."""
    if not (is_surd(a) and is_surd(b)):
        return None
    (p, q), (r, s) = square_parts(a), square_parts(b)
    root_ = from_square(p * s, q * r)
    return None if is_surd(root_) else root_


def mul_key(a: Key, b: Key) -> Key:
    """a × b."""
    if isinstance(a, int) and isinstance(b, int):
        return a * b
    if is_surd(a) or is_surd(b):
        (p, q), (r, s) = square_parts(a), square_parts(b)
        return from_square(p * r, q * s)
    (p, q), (r, s) = parts(a), parts(b)
    return reduced(p * r, q * s)


def div_key(a: Key, b: Key) -> Key:
    """a ÷ b."""
    if is_surd(a) or is_surd(b):
        (p, q), (r, s) = square_parts(a), square_parts(b)
        return from_square(p * s, q * r)
    (p, q), (r, s) = parts(a), parts(b)
    return reduced(p * s, q * r)


def inverse_key(a: Key) -> Key:
    """1 / a."""
    if isinstance(a, int):
        return 1 if a == 1 else (1, a)
    top, bottom = a
    if bottom < 0:
        return -bottom, -top
    return bottom if top == 1 else (bottom, top)


def power_key(base: Key, exponent: int) -> Key:
    """base ** exponent for a whole exponent other than 0 (negative ones too)."""
    if exponent < 0:
        return inverse_key(power_key(base, -exponent))
    if isinstance(base, int):
        whole: int = base**exponent
        return whole
    top, bottom = base
    if bottom > 0:
        return (top**exponent, bottom**exponent)
    if exponent % 2:  # √(p/q) ** odd = √((p/q) ** odd), still not a square
        return (top**exponent, -((-bottom) ** exponent))
    half = exponent // 2
    return _rational(top**half, (-bottom) ** half)


def _rational(top: int, bottom: int) -> Key:
    """The key of top/bottom already in lowest terms."""
    return top if bottom == 1 else (top, bottom)


def root_key(value: Key, k: int) -> Key | None:
    """The positive key whose k-th power is `value` (k >= 2), or None when not representable."""
    if is_surd(value):
        if k % 2 == 0:  # its root squared would be a rational k-th root of a non-square
            return None
        top, bottom = square_parts(value)
        inner = _rational_root(top, bottom, k)
        return None if inner is None else from_square(*parts(inner))
    top, bottom = parts(value)
    exact = _rational_root(top, bottom, k)
    if exact is not None:
        return exact
    if k % 2:
        return None
    half = _rational_root(top, bottom, k // 2)
    if half is None:
        return None
    upper, lower = parts(half)
    return upper, -lower


def _rational_root(top: int, bottom: int, k: int) -> Key | None:
    """The exact k-th root of top/bottom (lowest terms), or None when it is irrational."""
    upper = exact_root(top, k)
    if upper is None:
        return None
    lower = exact_root(bottom, k)
    return None if lower is None else _rational(upper, lower)


def log_key(base: Key, value: Key, largest: int) -> int | None:
    """The whole n in 2..largest with base ** n == value, or None."""
    # two unpackings, not one of a pair of pairs: compiled, that one goes through iterators
    b, c = square_parts(base)
    v, w = square_parts(value)
    if b == c or v == w or (b > c) != (v > w):
        return None
    # squares in lowest terms: (b/c)^n = v/w means b^n = v and c^n = w
    if (b == 1) != (v == 1) or (c == 1) != (w == 1) or v % b or w % c:
        return None
    # in lowest terms the numerators (or denominators) of base ** n are those of base to the
    # n-th power: comparing whole numbers keeps the guess good even for a base near 1. When
    # v = b ** n, the ratio of the logarithms is n within 1e-13 (each logarithm is within an ulp
    # or two, n <= largest <= 1000), so n rounded is the only whole number to try; and the
    # squares are equal exactly when b ** n and c ** n are v and w (lowest terms both).
    n = round(math.log(v) / math.log(b)) if b > 1 else round(math.log(w) / math.log(c))
    return n if 2 <= n <= largest and b**n == v and c**n == w else None


def bits(key: Key) -> int:
    """The bit length of the larger of numerator and denominator (of the value, rounded up)."""
    if isinstance(key, int):
        return key.bit_length()
    top, bottom = key
    if bottom > 0:
        return max(top.bit_length(), bottom.bit_length())
    return (max(top.bit_length(), (-bottom).bit_length()) + 1) // 2


def exact_root(n: int, k: int) -> int | None:
    """The integer k-th root of n >= 0 when n is a perfect k-th power."""
    if k == 2:
        r = isqrt(n)
        return r if r * r == n else None
    # below 2^50 the float root of an exact k-th power m ** k is within 1e-9 of m, so rounded it
    # is m; above, `_int_root` is the floor of the root, m itself: one power to check either way
    r = round(n ** (1.0 / k)) if n.bit_length() < 50 else _int_root(n, k)
    return r if r**k == n else None


def _int_root(n: int, k: int) -> int:
    """floor(n ** (1/k)) for a huge n, by Newton's method on integers from above.

    It starts just above the float root when n is a float (within 1e-13 of the root, so
    raised by 2^-40 it is above it: a step or two), else from the next power of two above.
    """
    if n.bit_length() < 1000:
        x = int(n ** (1.0 / k) * (1 + 2**-40)) + 1
    else:
        x = 1 << -(-n.bit_length() // k)
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            return x
        x = y


# --- values --------------------------------------------------------------------------------------


def to_key(value: Value) -> Key:
    """The key of a positive value."""
    if isinstance(value, Surd):
        top, bottom = parts(to_key(value.square))
        return top, -bottom
    if isinstance(value, int):
        return value
    return _rational(value.numerator, value.denominator)


def to_value(key: Key) -> Value:
    """The value of a key: int, Fraction or Surd."""
    if isinstance(key, int):
        return key
    top, bottom = key
    if bottom > 0:
        return Fraction(top, bottom)
    return Surd(top if bottom == -1 else Fraction(top, -bottom))


def square(value: Value) -> Q:
    """The square of a value (always rational)."""
    if isinstance(value, Surd):
        return value.square
    return value * value


def sqrt(value: Value) -> Value | None:
    """√value, or None when it is not representable (the root of a surd)."""
    key = sqrt_key(to_key(value))
    return None if key is None else to_value(key)


def add(a: Value, b: Value) -> Value | None:
    """a + b, or None when it is not representable."""
    key = add_key(to_key(a), to_key(b))
    return None if key is None else to_value(key)


def sub(a: Value, b: Value) -> Value | None:
    """a - b when it is positive and representable, else None."""
    key = sub_key(to_key(a), to_key(b))
    return None if key is None or not is_positive(key) else to_value(key)


def mul(a: Value, b: Value) -> Value:
    """a × b."""
    return to_value(mul_key(to_key(a), to_key(b)))


def div(a: Value, b: Value) -> Value:
    """a ÷ b."""
    return to_value(div_key(to_key(a), to_key(b)))


def power(base: Value, exponent: int) -> Value:
    """base ** exponent for a whole exponent other than 0."""
    return to_value(power_key(to_key(base), exponent))


def root(value: Value, k: int) -> Value | None:
    """The value whose k-th power is `value`, or None when it is not representable."""
    key = root_key(to_key(value), k)
    return None if key is None else to_value(key)


def log(base: Value, value: Value, largest: int) -> int | None:
    """The integer n in 2..largest with base ** n == value, or None."""
    return log_key(to_key(base), to_key(value), largest)


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
    radical = f"√{short_number(top)}"
    if coefficient.numerator != 1:
        radical = f"{short_number(coefficient.numerator)}{radical}"
    if coefficient.denominator == 1:
        return radical
    return f"{radical}/{short_number(coefficient.denominator)}"
