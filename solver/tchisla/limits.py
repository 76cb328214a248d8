"""Tchisla's limits and the checks of its input: how far a search may go, and what a target and a
digit may be."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ..core.errors import LimitError, NumberError
from ..core.numbers import brief, short_number
from ..i18n import translate

#: The largest each limit may be set to: beyond them one search could pass 500 MB or take
#: hours to set up (every factorial up to max_factorial is worked out at the start).
CEILINGS = {
    "max_copies": 40,
    "max_value": 10**100,
    "max_factorial": 100,
    "max_exponent": 1000,
    "max_stored": 1_500_000,
}


def shown(value: object) -> str:
    """Any input as a short, safe text for an error message: ints by `short_number` (10^12),
    else by `brief`."""
    if isinstance(value, int) and not isinstance(value, bool):
        return short_number(value)
    return brief(value)


@dataclass(frozen=True)
class Limits:
    """How far the search may go.

    max_value bounds every value kept (numerator and denominator; a surd's square root of it),
    except n! for n up to max_factorial, which may be larger: 26!/24! = 650 is three fours.
    A power too large to keep still yields its first square root that fits (√√√(24^24)).
    The defaults reach the players' records for every target 1..100 and, on targets 101..1000,
    the count that values up to 10^40 and factorials up to 50! reach; ((4!)! + 26!)/(4!)! = 651
    needs 26! + 24! on the way, so values to 10^20 were not enough. See benchmarks/README.md.
    """

    max_copies: int = 12
    max_value: int = 10**30
    max_factorial: int = 30
    max_exponent: int = 40
    max_stored: int = 1_000_000

    def __post_init__(self) -> None:
        for name, ceiling in CEILINGS.items():
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise LimitError(
                    f"limit {name} must be a positive whole number, not {shown(value)}"
                )
            if value > ceiling:
                raise LimitError(
                    f"limit {name} can be at most {short_number(ceiling)} (so a search stays under "
                    f"500 MB), not {short_number(value)}"
                )

    def describe(self) -> str:
        """The limits in words: 'at most 12 copies, values up to 10^30, ...'."""
        return translate(
            "Tchisla",
            "at most %n copies, values up to {value}, factorials up to {factorial}!, "
            "exponents up to {exponent}, {stored} stored values",
            None,
            self.max_copies,
        ).format(
            value=short_number(self.max_value),
            factorial=self.max_factorial,
            exponent=self.max_exponent,
            stored=f"{self.max_stored:,}",
        )


def check_limits(limits: object) -> Limits:
    """The limits as a `Limits`, or LimitError."""
    if not isinstance(limits, Limits):
        raise LimitError(f"limits must be a Limits, not {shown(limits)}")
    return limits


def check_digit(digit: object) -> int:
    """The digit as an int 1..9, or NumberError."""
    if isinstance(digit, bool) or not isinstance(digit, int) or not 1 <= digit <= 9:
        raise NumberError(
            translate("Tchisla", "the digit must be one of 1..9, not {digit}").format(
                digit=shown(digit)
            )
        )
    return digit


def check_target(target: object) -> int:
    """The target as a positive int, or NumberError."""
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        raise NumberError(
            translate("Tchisla", "the target must be a positive whole number, not {target}").format(
                target=shown(target)
            )
        )
    return target


#: The largest target read from text (as large as a value a search may keep).
MAX_TARGET = CEILINGS["max_value"]
#: A whole number as typed, maybe a power: 2016, 10^12 (its exponent three digits at most).
_WHOLE = re.compile(r"(\d+)(?:\^(\d{1,3}))?")
#: A whole number below zero as typed: -5.
_NEGATIVE = re.compile(r"[-−](\d{1,60})")
#: The most characters of a typed text a message quotes.
_QUOTED = 20


def read_whole(text: str, most: int = MAX_TARGET) -> int | None:
    """A whole number as typed, 0 or more: 2016, 2 016, 2,016 or a power such as 10^12 (full-width
    digits too); None for any other text. A number above `most` reads as most + 1, not worked out.

    >>> read_whole("2,016"), read_whole("10^12"), read_whole("-5"), read_whole("1e3")
    (2016, 1000000000000, None, None)
    >>> read_whole("9" * 5000) == read_whole("10^999") == MAX_TARGET + 1
    True
    """
    cleaned = re.sub(r"[\s,_]", "", unicodedata.normalize("NFKC", text))
    found = _WHOLE.fullmatch(cleaned)
    if found is None:
        return None
    base = found.group(1).lstrip("0") or "0"
    power = int(found.group(2) or 1)
    if base not in ("0", "1") and (len(base) - 1) * power > len(str(most)):
        return most + 1  # at least 10^((digits - 1) × power): past `most`
    value = int(base) ** power
    return value if value <= most else most + 1


def read_target(text: str) -> int:
    """A target as a person types it (`read_whole`: 2016, 2 016, 10^12), positive and at most
    `MAX_TARGET`, or NumberError saying what a target may be: the one reader of a target for
    the app and the command line.

    >>> read_target(" 10^12 ")
    1000000000000
    >>> read_target("-5")
    Traceback (most recent call last):
    ...
    solver.core.errors.NumberError: the target must be a positive whole number, not -5
    """
    if not text.strip():
        raise NumberError(
            translate("Tchisla", "type a target, a positive whole number such as 2016 or 10^12")
        )
    value = read_whole(text)
    negative = _NEGATIVE.fullmatch(re.sub(r"\s", "", unicodedata.normalize("NFKC", text)))
    if value is None and negative is not None:
        value = -int(negative.group(1))
    typed = text.strip() if len(text.strip()) <= _QUOTED else text.strip()[: _QUOTED - 2] + "…"
    if value is None:
        raise NumberError(
            translate(
                "Tchisla",
                "the target must be a positive whole number such as 2016 or 10^12, not “{typed}”",
            ).format(typed=typed)
        )
    if value > MAX_TARGET:  # read as MAX_TARGET + 1
        raise NumberError(
            translate("Tchisla", "the target “{typed}” is too large: at most {most}").format(
                typed=typed, most=short_number(MAX_TARGET)
            )
        )
    return check_target(value)
