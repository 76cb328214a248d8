"""Exact numbers: reading them from text and cards, writing them back."""

from __future__ import annotations

import re
from fractions import Fraction

from .errors import NumberError

#: A value in the solver. Integral values are kept as `int` (fast), others as `Fraction`.
Q = int | Fraction

#: Card letters a player may type for a rank.
CARD_LETTERS = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}
#: How a rank is shown on a card.
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}

#: The longest number text read (Python refuses to read ints of more than 4300 digits anyway).
MAX_NUMBER_LENGTH = 1000

_NUMBER = re.compile(r"^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:/(\d+(?:\.\d*)?|\.\d+))?$")
_MINUS_SIGNS = str.maketrans({"−": "-", "–": "-", "＋": "+", "／": "/"})


def normalize(value: Fraction | int) -> Q:
    """An integral value as `int`, any other as `Fraction`."""
    if isinstance(value, int):
        return value
    return value.numerator if value.denominator == 1 else value


def to_number(value: object) -> Q:
    """Read a number given as int, Fraction or text ("7", "-2", "3/4", "0.5", "A", "Q")."""
    if isinstance(value, bool):
        raise NumberError(f"{value!r} is not a number")
    if isinstance(value, int | Fraction):
        return normalize(value)
    if isinstance(value, str):
        return parse_number(value)
    raise NumberError(f"{value!r} is not a number (use an int, a Fraction or text like '3/4')")


def parse_number(text: str) -> Q:
    """Read one number or card from text: 7, -2, 3/4, 0.5, A, T, J, Q, K."""
    cleaned = text.strip().translate(_MINUS_SIGNS)
    if not cleaned:
        raise NumberError("empty number")
    letter = CARD_LETTERS.get(cleaned.upper())
    if letter is not None:
        return letter
    if len(cleaned) > MAX_NUMBER_LENGTH:
        raise NumberError(
            f"{cleaned[:12]!r}… is too long: a number may have at most {MAX_NUMBER_LENGTH} digits"
        )
    match = _NUMBER.match(cleaned)
    if match is None:
        raise NumberError(f"{text.strip()!r} is not a number or a card (A, 2..10, J, Q, K)")
    sign, top, bottom = match.groups()
    value = Fraction(top)
    if bottom is not None:
        denominator = Fraction(bottom)
        if denominator == 0:
            raise NumberError(f"{text.strip()!r} divides by zero")
        value /= denominator
    return normalize(-value if sign == "-" else value)


def count_text(n: int, noun: str) -> str:
    """A count with its noun, singular only for 1 (nouns that take an s).

    >>> count_text(1, "solution"), count_text(3, "solution"), count_text(0, "hand")
    ('1 solution', '3 solutions', '0 hands')
    """
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def format_number(value: Q) -> str:
    """Write a value exactly: 7, -2, 3/4."""
    return str(normalize(value))


def is_plain(value: Q) -> bool:
    """Whether a value is written without brackets inside an expression (a non-negative integer)."""
    return value >= 0 and (isinstance(value, int) or value.denominator == 1)
