"""The kinds of arguments the public functions take, checked in one way: an argument of the wrong
kind raises `ArgumentError` (a `SolverError`, and a `TypeError` too) whose message names the
argument and says what it should be, never an AttributeError or TypeError from deep inside.

>>> whole(3, "cards"), function(None, "cancel")
(3, None)
>>> whole("3", "cards")
Traceback (most recent call last):
  ...
solver.core.errors.ArgumentError: cards must be a whole number, not '3'
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping
from fractions import Fraction
from itertools import islice
from typing import Any, TypeVar

from .errors import ArgumentError, LimitError
from .numbers import brief

T = TypeVar("T")

#: The most items a list argument is read to (far more than any of them needs): an endless or
#: huge iterable is refused, not read until memory runs out.
MOST_ITEMS = 1_000_000


def function(value: T, name: str) -> T:
    """A function (or None): a callback such as `cancel` or `progress`."""
    if value is not None and not callable(value):
        raise ArgumentError(f"{name} must be a function, not {brief(value)}")
    return value


def whole(value: object, name: str) -> int:
    """A whole number (an int, not a bool)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ArgumentError(f"{name} must be a whole number, not {brief(value)}")
    return value


def real(value: object, name: str) -> float:
    """A finite number (int, float or Fraction, not a bool), as a float; LimitError for one too
    large to be a float."""
    if isinstance(value, bool) or not isinstance(value, int | float | Fraction):
        raise ArgumentError(f"{name} must be a number, not {brief(value)}")
    try:
        found = float(value)
    except OverflowError:
        raise LimitError(f"{name} is too large: {brief(value)}") from None
    if not math.isfinite(found):
        raise ArgumentError(f"{name} must be a finite number, not {brief(value)}")
    return found


def reals(values: object, name: str) -> list[float]:
    """A list (or other sequence) of finite numbers."""
    return [real(value, f"each of {name}") for value in items(values, name)]


def text(value: object, name: str) -> str:
    """Text."""
    if not isinstance(value, str):
        raise ArgumentError(f"{name} must be text, not {brief(value)}")
    return value


def instance(value: object, kind: type[T], name: str, what: str) -> T:
    """An instance of `kind` (`what` says it in words)."""
    if not isinstance(value, kind):
        raise ArgumentError(f"{name} must be {what}, not {brief(value)}")
    return value


def items(values: object, name: str) -> list[Any]:
    """The items of a list, tuple or other iterable (text, bytes and mappings are refused, and
    more than `MOST_ITEMS` items)."""
    return list(_bounded(values, name))


def _bounded(values: object, name: str) -> Iterator[Any]:
    """The items of an iterable, read one by one; LimitError past `MOST_ITEMS`."""
    if isinstance(values, str | bytes | Mapping) or not isinstance(values, Iterable):
        raise ArgumentError(f"{name} must be a list, not {brief(values)}")
    for count, value in enumerate(islice(values, MOST_ITEMS + 1)):
        if count == MOST_ITEMS:
            raise LimitError(f"{name} has more than {MOST_ITEMS:,} items: at most that are read")
        yield value


def instances(values: object, kind: type[T], name: str, what: str) -> list[T]:
    """A list (or other iterable) of instances of `kind`, each checked as it is read."""
    return [instance(value, kind, f"each of {name}", what) for value in _bounded(values, name)]


def stop_asked(cancel: Callable[[], object]) -> bool:
    """Whether a ``cancel`` callback asks a search to stop: it must answer True or False
    (anything else is an ArgumentError, in either build, rather than a truth value)."""
    answer = cancel()
    if isinstance(answer, bool):
        return answer
    raise ArgumentError(f"cancel must return True or False, not {brief(answer)}")


def letters(value: object, name: str = "letters") -> Mapping[str, int]:
    """What card letters count for: a mapping of letters to whole numbers."""
    if not isinstance(value, Mapping):
        raise ArgumentError(f"{name} must map card letters to numbers, not {brief(value)}")
    for letter, count in value.items():
        text(letter, f"a card letter of {name}")
        whole(count, f"what {brief(letter)} counts for")
    return value


__all__ = [
    "MOST_ITEMS",
    "function",
    "instance",
    "instances",
    "items",
    "letters",
    "real",
    "reals",
    "stop_asked",
    "text",
    "whole",
]
