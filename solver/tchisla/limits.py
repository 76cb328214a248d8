"""Tchisla's limits and the checks of its input: how far a search may go, and what a target and a
digit may be."""

from __future__ import annotations

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
            "at most {copies} copies, values up to {value}, factorials up to {factorial}!, "
            "exponents up to {exponent}, {stored} stored values",
        ).format(
            copies=self.max_copies,
            value=short_number(self.max_value),
            factorial=self.max_factorial,
            exponent=self.max_exponent,
            stored=brief(self.max_stored),
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
            translate(
                "Tchisla", "the target must be a whole number of at least 1, not {target}"
            ).format(target=shown(target))
        )
    return target
