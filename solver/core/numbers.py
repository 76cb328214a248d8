"""Exact numbers: the arithmetic core of both puzzles, reading numbers from text and cards,
writing them back.

A value is an `int` when it is whole and a `Fraction` otherwise (`Q`); `normalize` and `divide`
keep it so. The searches work on the same values as *keys* (`Key`: the int itself, or a pair of
ints), which hash and compute several times faster than a Fraction; `key_of`, `from_key`,
`reduced` and `parts` convert. A key is also how Tchisla's surds are kept (`solver.core.surds`).

Numbers are bounded, so no input can make the solver crawl or fail deep inside Python: a number
read has at most `MAX_DIGITS` digits in its numerator and denominator, and a value worked out has
at most `MAX_VALUE_DIGITS` (`check_size`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from fractions import Fraction
from typing import Final

from ..i18n import translate
from .errors import QUOTED, LimitError, NumberError

#: A value in the solver. Integral values are kept as `int` (fast), others as `Fraction`.
Q = int | Fraction
#: A value as the searches store it, the one key type of both puzzles: n for a whole number;
#: (p, q) for the fraction p/q in lowest terms, q > 1; (p, -q) for the square root √(p/q) of a
#: positive fraction p/q in lowest terms that is not a square (a surd, Tchisla's). A key hashes
#: fast and takes whole-number arithmetic; a Fraction is slow to make and to hash.
Key = int | tuple[int, int]

#: Card letters a player may type for a rank.
CARD_LETTERS = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}
#: How a rank is shown on a card.
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}

#: The most digits a number given to the solver may have (in numerator and in denominator).
MAX_DIGITS: Final = 1000
#: The longest number text read.
MAX_NUMBER_LENGTH: Final = MAX_DIGITS
#: The most digits a value worked out of an expression may have (numerator and denominator).
MAX_VALUE_DIGITS: Final = 10_000
#: Digits Python writes at once; longer ints are written in pieces (see `int_text`).
_STR_DIGITS: Final = 4000
_LOG10_2: Final = math.log10(2)
#: `math.gcd`, kept where compiled code reads it directly (an imported name is looked up in the
#: module's dict at every call: a third of the cost of `reduced`, which the searches call for
#: nearly every fraction they make).
_GCD: Final = math.gcd

_NUMBER: Final = re.compile(r"^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:/(\d+(?:\.\d*)?|\.\d+))?$")
_MINUS_SIGNS: Final = str.maketrans({"−": "-", "–": "-", "＋": "+", "／": "/"})


# --- The arithmetic core ------------------------------------------------------------------------


def normalize(value: Fraction | int) -> Q:
    """An integral value as `int`, any other as `Fraction`."""
    if isinstance(value, int):
        return value
    return value.numerator if value.denominator == 1 else value


def divide(a: Q, b: Q) -> Q:
    """a / b exactly, an int when whole; ZeroDivisionError when b is 0.

    >>> divide(8, 2), divide(8, 3), divide(Fraction(1, 3), Fraction(1, 3))
    (4, Fraction(8, 3), 1)
    """
    if isinstance(a, int) and isinstance(b, int):
        if b == 0:
            raise ZeroDivisionError("division by zero")
        return a // b if a % b == 0 else Fraction(a, b)
    return normalize(Fraction(a) / b)


def key_of(value: Q) -> Key:
    """The key of a rational value; a whole Fraction (Fraction(1, 2) + Fraction(3, 2) is
    Fraction(2, 1)) keys as its int, as the same value as an int does.

    >>> key_of(3), key_of(Fraction(3, 4)), key_of(Fraction(1, 2) + Fraction(3, 2))
    (3, (3, 4), 2)
    """
    if isinstance(value, int):
        return value
    top, bottom = _ratio(value) or (value.numerator, value.denominator)  # (see `_ratio`)
    return top if bottom == 1 else (top, bottom)


def from_key(key: Key) -> Q:
    """The rational value of a key, as an int or a Fraction."""
    return key if isinstance(key, int) else Fraction(*key)


def parts(key: Key) -> tuple[int, int]:
    """(numerator, denominator) of a rational key.

    >>> parts(7), parts((7, 2))
    ((7, 1), (7, 2))
    """
    return (key, 1) if isinstance(key, int) else key


def reduced(top: int, bottom: int) -> Key:
    """The key of top/bottom (bottom non-zero, either may be negative).

    >>> reduced(6, 4), reduced(6, -3), reduced(-2, -6)
    ((3, 2), -2, (1, 3))
    """
    g = _GCD(top, bottom)
    if bottom < 0:
        g = -g
    return top // g if bottom == g else (top // g, bottom // g)


def negated(key: Key) -> Key:
    """The key of -x for the key of x (already in lowest terms: no gcd).

    >>> negated(3), negated((-1, 2))
    (-3, (1, 2))
    """
    if isinstance(key, int):
        return -key
    top, bottom = key
    return (-top, bottom)


def inverse(key: Key) -> Key:
    """The key of 1/x for the key of a non-zero x (already in lowest terms: no gcd).

    >>> inverse(4), inverse(-1), inverse((-2, 3)), inverse((1, 5))
    ((1, 4), -1, (-3, 2), 5)
    """
    top, bottom = (key, 1) if isinstance(key, int) else key
    if top < 0:
        top, bottom = -top, -bottom
    return bottom if top == 1 else (bottom, top)


def operate(symbol: str, a: Key, b: Key) -> Key | None:
    """The key of ``a symbol b`` for rational keys and one of + - * /; None for a division by 0.
    (Keys take whole-number arithmetic: a Fraction's operators are Python code, a call each
    from compiled code.)

    >>> operate("-", 3, (1, 2)), operate("/", (3, 4), (3, 2)), operate("*", (2, 3), 3)
    ((5, 2), (1, 2), 2)
    """
    if isinstance(a, int) and isinstance(b, int):
        if symbol == "+":
            return a + b
        if symbol == "-":
            return a - b
        if symbol == "*":
            return a * b
        if not b:
            return None
        return a // b if a % b == 0 else reduced(a, b)
    p, q = parts(a)
    r, s = parts(b)
    if symbol == "+":
        return reduced(p * s + r * q, q * s)
    if symbol == "-":
        return reduced(p * s - r * q, q * s)
    if symbol == "*":
        return reduced(p * r, q * s)
    if not r:
        return None
    return reduced(p * s, q * r)


# --- Comparing values without Fraction's operators ----------------------------------------------
# A Fraction's ==, < and arithmetic are Python code: from compiled code each is a Python call, a few
# thousand instructions (5 % of a five-card table went to them, in `make24.canon`). A Fraction is
# kept in lowest terms with a positive denominator, in its slots `_numerator` and `_denominator`
# (CPython's fractions module, which reads them itself), so these comparisons read the two ints
# instead (and fall back to the operators where a Fraction has no such slots). They are exact: a
# value is an int or a Fraction (`Q`), and a Fraction may be whole (a product of two fractions).


def _ratio(value: Q) -> tuple[int, int] | None:
    """The numerator and denominator of a Fraction, read from its slots (None where it has none)."""
    top = getattr(value, "_numerator", None)
    bottom = getattr(value, "_denominator", None)
    if type(top) is int and type(bottom) is int:
        return top, bottom
    return None


def equals_whole(value: Q, whole: int) -> bool:
    """``value == whole``."""
    if isinstance(value, int):
        return value == whole
    ratio = _ratio(value)
    if ratio is None:
        return value == whole
    return ratio[1] == 1 and ratio[0] == whole


def is_negative(value: Q) -> bool:
    """``value < 0``."""
    if isinstance(value, int):
        return value < 0
    ratio = _ratio(value)
    return value < 0 if ratio is None else ratio[0] < 0


def same_value(a: Q, b: Q) -> bool:
    """``a == b``."""
    if isinstance(a, int):
        return equals_whole(b, a)
    if isinstance(b, int):
        return equals_whole(a, b)
    x, y = _ratio(a), _ratio(b)
    return a == b if x is None or y is None else x == y


def digit_count(n: int) -> int:
    """How many decimal digits |n| has (1 for 0), without writing it out.

    >>> digit_count(0), digit_count(-999), digit_count(10**5000)
    (1, 3, 5001)
    """
    n = abs(n)
    if n < 10**15:
        return len(str(n))
    guess = int((n.bit_length() - 1) * _LOG10_2)  # 10**guess <= n unless rounded up
    while 10**guess > n:
        guess -= 1
    while 10 ** (guess + 1) <= n:
        guess += 1
    return guess + 1


def _too_many_digits(n: int, most: int) -> bool:
    """Whether |n| has more than `most` digits (cheap: by its bit length first)."""
    bits = n.bit_length()
    if bits <= most / _LOG10_2 - 1:
        return False
    return digit_count(n) > most


def check_size(value: Q, most: int = MAX_VALUE_DIGITS) -> Q:
    """The value itself, or LimitError if its numerator or denominator has more than `most`
    digits (arithmetic on such numbers crawls)."""
    if isinstance(value, int):
        if _too_many_digits(value, most):
            raise LimitError(
                f"a value of more than {most} digits came up: the solver works with values of "
                f"at most {most} digits"
            )
        return value
    check_size(value.numerator, most)
    check_size(value.denominator, most)
    return value


# --- Reading numbers ----------------------------------------------------------------------------


def to_number(value: object) -> Q:
    """Read a number given as int, Fraction or text ("7", "-2", "3/4", "0.5", "A", "Q").

    Numbers of more than `MAX_DIGITS` digits are refused with NumberError, like anything that is
    not a number.
    """
    if isinstance(value, bool):
        raise NumberError(f"{value!r} is not a number")
    # (int first: compiled, a quick check of the type; Fraction's goes through its ABC)
    if isinstance(value, int) or isinstance(value, Fraction):  # noqa: SIM101 (above)
        value = normalize(value)
        for part in (value,) if isinstance(value, int) else (value.numerator, value.denominator):
            if _too_many_digits(part, MAX_DIGITS):
                raise NumberError(
                    f"a number of {digit_count(part)} digits: at most {MAX_DIGITS} are read"
                )
        return value
    if isinstance(value, str):
        return parse_number(value)
    raise NumberError(f"{brief(value)} is not a number (use an int, a Fraction or text like '3/4')")


def parse_number(text: object, cards: bool = True) -> Q:
    """Read one number or card from text: 7, -2, 3/4, 0.5, A, T, J, Q, K (NumberError for
    anything else, text or not); with ``cards=False`` a number only (a target is no card)."""
    if not isinstance(text, str):
        raise NumberError(f"{brief(text)} is not text: give a number as text like '3/4'")
    cleaned = text.strip().translate(_MINUS_SIGNS)
    if not cleaned:
        raise NumberError("empty number")
    letter = CARD_LETTERS.get(cleaned.upper()) if cards else None
    if letter is not None:
        return letter
    if len(cleaned) > MAX_NUMBER_LENGTH:
        raise NumberError(
            f"{brief(cleaned)} is too long: a number may have at most {MAX_NUMBER_LENGTH} digits"
        )
    if cleaned.isdigit() and cleaned.isascii():
        return int(cleaned)  # the common case, quickly
    match = _NUMBER.match(cleaned)
    if match is None and not cards:
        raise NumberError(f"{brief(text.strip())} is not a number (like 24, -3, 2.5 or 7/2)")
    if match is None:
        raise NumberError(f"{brief(text.strip())} is not a number or a card (A, 2..10, J, Q, K)")
    sign, top, bottom = match.groups()
    value = Fraction(top)
    if bottom is not None:
        denominator = Fraction(bottom)
        if denominator == 0:
            raise NumberError(f"{brief(text.strip())} divides by zero")
        value /= denominator
    return normalize(-value if sign == "-" else value)


# --- Writing numbers ----------------------------------------------------------------------------


def int_text(n: int) -> str:
    """An int written in full, however long (Python itself stops at 4300 digits).

    >>> len(int_text(10**5000)), int_text(-12)
    (5001, '-12')
    """
    if n.bit_length() < _STR_DIGITS * 3:
        return str(n)
    sign, n = ("-", -n) if n < 0 else ("", n)
    pieces: list[str] = []
    unit = 10**_STR_DIGITS
    while n >= unit:
        n, low = divmod(n, unit)
        pieces.append(str(low).zfill(_STR_DIGITS))
    pieces.append(str(n))
    return sign + "".join(reversed(pieces))


def value_code(value: object) -> str:
    """A value as code, as repr writes it, however many digits it has (Python's repr of an int
    or a Fraction stops at 4300 digits): 7, Fraction(-7, 3); anything else by repr.

    >>> len(value_code(10**5000)), value_code(Fraction(-7, 3))
    (5001, 'Fraction(-7, 3)')
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return int_text(value)
    if isinstance(value, Fraction):
        return f"Fraction({int_text(value.numerator)}, {int_text(value.denominator)})"
    return repr(value)


def format_number(value: object) -> str:
    """Write a value exactly: 7, -2, 3/4 (anything `to_number` reads)."""
    number = value if isinstance(value, int) and not isinstance(value, bool) else None
    if number is None:
        exact = normalize(value) if isinstance(value, Fraction) else to_number(value)
        if isinstance(exact, Fraction):
            return f"{int_text(exact.numerator)}/{int_text(exact.denominator)}"
        number = exact
    return int_text(number)


def quoted(text: str) -> str:
    """Typed text quoted, as the player's language quotes it: 'x' in English (as repr writes
    it), “x” in Chinese.

    >>> quoted("("), quoted("x" * 3)
    ("'('", "'xxx'")
    """
    return translate("Numbers", "{text!r}", "typed text in quotes").format(text=text)


def _counted(text: str, length: int) -> str:
    """Text cut short, with how many characters the whole has."""
    return translate("Numbers", "{text} ({length} characters)").format(text=text, length=length)


def brief(value: object, width: int = 30) -> str:
    """A value for a message, never much longer than `width` characters: long text and huge
    numbers are cut and say how long they are (in the player's language).

    >>> brief("x" * 100), brief(10**5000), brief(-7)
    ("'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100 characters)", 'a number of 5001 digits', '-7')
    """
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        if _too_many_digits(value, width):
            digits = digit_count(value)
            return translate("Numbers", "a number of {digits} digits").format(digits=digits)
        return str(value)
    if isinstance(value, Fraction):
        if _too_many_digits(value.numerator, width) or _too_many_digits(value.denominator, width):
            return translate("Numbers", "a fraction of more than {width} digits").format(
                width=width
            )
        return str(value)
    if isinstance(value, str):
        if len(value) > width:
            return _counted(quoted(value[:width] + "…"), len(value))
        return quoted(value)
    if isinstance(value, list | tuple | set | frozenset | dict) and len(value) > width // 3:
        return f"a {type(value).__name__} of {len(value)} items"
    try:
        text = repr(value)
    except Exception:  # a huge number inside, a deep list, a broken __repr__
        text = ""
    return text if 0 < len(text) <= 2 * width else f"a {type(value).__name__}"


def brief_typed(text: str, width: int = 30) -> str:
    """Typed text (a number, a word) as a message writes it, unquoted, and cut when long as
    `brief` cuts it.

    >>> brief_typed("78"), brief_typed("7" * 40)
    ('78', '777777777777777777777777777777… (40 characters)')
    """
    return text if len(text) <= width else _counted(text[:width] + "…", len(text))


def brief_numbers(values: Iterable[object], width: int = QUOTED) -> str:
    """Numbers for a message, as a hand is written (3 3 8 8), never much longer than `width`
    characters: each number `brief`, and a long hand cut, saying how many numbers it has.

    >>> brief_numbers([3, 3, 8, 10**1000]), brief_numbers(range(1000))[-28:]
    ('3 3 8 a number of 1001 digits', '32 33 34 35 … (1000 numbers)')
    """
    shown: list[str] = []
    length = count = 0
    for value in values:
        count += 1
        if length <= width:
            shown.append(brief(value))
            length += len(shown[-1]) + 1
    text = " ".join(shown)
    if count == len(shown) and len(text) <= width:
        return text
    return translate("Numbers", "{numbers} … ({count} numbers)").format(
        numbers=text[:width].rsplit(" ", 1)[0], count=count
    )


def count_text(n: int, noun: str) -> str:
    """A count with its noun, singular only for 1 (nouns that take an s).

    >>> count_text(1, "solution"), count_text(3, "solution"), count_text(0, "hand")
    ('1 solution', '3 solutions', '0 hands')
    """
    return f"{brief(n)} {noun}" if n == 1 else f"{brief(n)} {noun}s"


def is_plain(value: Q) -> bool:
    """Whether a value is written without brackets inside an expression (a non-negative integer)."""
    return value >= 0 and (isinstance(value, int) or value.denominator == 1)


def short_number(n: int) -> str:
    """A whole number as a person reads it: 2016, 10^12, 'a number of 5001 digits'.

    Never fails, however large n is (Python refuses to write ints of more than 4300 digits).

    >>> short_number(10**12), short_number(2016), short_number(-(10**5000))
    ('10^12', '2016', '-10^5000')
    >>> short_number(7 * 10**60 + 1)
    'a number of 61 digits'
    """
    if n < 0:
        return "-" + short_number(-n)
    if n < 10**40:
        text = str(n)
        return f"10^{len(text) - 1}" if len(text) > 4 and text.strip("0") == "1" else text
    digits = max(1, int(n.bit_length() * 0.30102999566398120) - 1)
    while 10**digits <= n:
        digits += 1
    return f"10^{digits - 1}" if n == 10 ** (digits - 1) else f"a number of {digits} digits"


def fraction_text(value: Fraction) -> str:
    """A fraction as text, 7/2, with huge parts shortened (see `short_number`)."""
    return f"{short_number(value.numerator)}/{short_number(value.denominator)}"
