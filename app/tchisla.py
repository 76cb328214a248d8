"""What the Tchisla view shows, worked out without widgets: the requests, the answers' words.

A `TchislaRequest` is a target with one digit or all of 1..9; a `DigitSweep` solves its digits
in turn in one job and keeps each result as it comes, so the view can show the rows one by one.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from solver import Cancelled, NumberError
from solver.tchisla import TchislaResult, check_digit, check_target, tchisla

DIGIT_NAMES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
DIGITS = tuple(range(1, 10))
_WHOLE = re.compile(r"^\d{1,60}$")

Cancel = Callable[[], bool]
Report = Callable[[int, int], None]


def parse_target(target_text: str) -> int:
    """Read the typed target (spaces and commas between digits are fine); NumberError if bad."""
    cleaned = re.sub(r"[\s,_]", "", target_text)
    if not cleaned:
        raise NumberError("type a target, a whole number such as 2016")
    if not _WHOLE.match(cleaned):
        raise NumberError(f"the target must be a whole number such as 2016, not {target_text!r}")
    return check_target(int(cleaned))


@dataclass(frozen=True)
class TchislaRequest:
    """One puzzle: reach `target` with copies of each of `digits` in turn (one digit or 1..9)."""

    target: int
    digits: tuple[int, ...]

    @classmethod
    def parse(cls, target_text: str, digits: int | Sequence[int] = DIGITS) -> TchislaRequest:
        """The typed target with one digit or several (default 1..9); NumberError if bad."""
        chosen = (digits,) if isinstance(digits, int) else tuple(digits)
        if not chosen:
            raise NumberError("choose at least one digit")
        return cls(parse_target(target_text), tuple(check_digit(digit) for digit in chosen))

    def __str__(self) -> str:
        first, last = self.digits[0], self.digits[-1]
        if len(self.digits) == 1:
            return f"{self.target} # {first}"
        if self.digits == tuple(range(first, last + 1)):
            return f"{self.target} # {first}..{last}"
        return f"{self.target} # {', '.join(map(str, self.digits))}"


class DigitSweep:
    """A request solved digit by digit; the results so far can be read while it runs."""

    def __init__(self, request: TchislaRequest) -> None:
        self.request = request
        self._results: list[TchislaResult] = []
        self._lock = threading.Lock()

    @property
    def results(self) -> tuple[TchislaResult, ...]:
        """The digits solved so far, in order (safe to read while `solve` runs in a worker)."""
        with self._lock:
            return tuple(self._results)

    def solve(
        self, cancel: Cancel | None = None, report: Report | None = None
    ) -> tuple[TchislaResult, ...]:
        """Solve each digit, calling report(done, total) after each; Cancelled if cancel says so."""
        target, digits = self.request.target, self.request.digits
        for done, digit in enumerate(digits, 1):
            if cancel is not None and cancel():
                raise Cancelled("cancelled")
            result = tchisla(target, digit, cancel=cancel)
            with self._lock:
                self._results.append(result)
            if report is not None:
                report(done, len(digits))
        return self.results


def copies_text(count: int, digit: int) -> str:
    """'6 sevens', '1 seven', '9 ones', '2 sixes'."""
    name = DIGIT_NAMES[digit - 1]
    if count == 1:
        return f"1 {name}"
    return f"{count} {name}es" if name.endswith("x") else f"{count} {name}s"


@dataclass(frozen=True)
class TchislaAnswer:
    """The words the view shows for a result."""

    answer: str
    count: str
    steps: tuple[str, ...]
    found: bool


def describe(result: TchislaResult) -> TchislaAnswer:
    """How a result reads: the expression, the count of copies, the working, or why not."""
    name = f"{result.target} # {result.digit}"
    if result.count is None:
        return TchislaAnswer(f"{name}: {result.message}", "", (), False)
    answer = f"{result.target} = {result.display()}"
    count = f"{copies_text(result.count, result.digit)} (the fewest within the search limits)"
    return TchislaAnswer(answer, count, tuple(str(step) for step in result.steps), True)


# --- the table of digits ---------------------------------------------------------------------

SEARCHING = "searching …"
WAITING = "waiting"
STOPPED = "not searched"


@dataclass(frozen=True)
class DigitRow:
    """One row of the table: the digit, its count of copies and its expression (or why none)."""

    digit: int
    copies: str
    expression: str
    found: bool


def digit_row(result: TchislaResult) -> DigitRow:
    """A solved digit's row; a digit not found says why instead of an expression."""
    if result.count is None:
        return DigitRow(result.digit, "—", result.message, False)
    return DigitRow(result.digit, str(result.count), result.display(), True)


def digit_rows(
    digits: Sequence[int], results: Sequence[TchislaResult], stopped: bool = False
) -> list[DigitRow]:
    """A row per digit: solved ones from the results, then the one searching and those waiting."""
    rows = [digit_row(result) for result in results]
    for index, digit in enumerate(digits[len(results) :]):
        waiting = STOPPED if stopped else WAITING
        rows.append(
            DigitRow(digit, "", SEARCHING if index == 0 and not stopped else waiting, False)
        )
    return rows


def progress_text(done: int, total: int) -> str:
    """'3 of 9 digits', '1 of 1 digit'."""
    return f"{done} of {total} digit{'' if total == 1 else 's'}"


def summary_text(name: str, results: Sequence[TchislaResult]) -> str:
    """What a finished solve says: how many digits were found and how many were not."""
    missing = sum(1 for result in results if not result.found)
    if len(results) == 1:
        return f"{name}: not found within the search limits." if missing else f"{name}: solved."
    if not missing:
        return f"{name}: found for all {len(results)} digits."
    found = len(results) - missing
    return (
        f"{name}: found for {found} of {len(results)} digits; "
        f"{missing} not found within the search limits."
    )


def stopped_text(done: int, total: int) -> str:
    """What a cancelled solve says."""
    if total == 1:
        return "Cancelled: press Solve to start again."
    return f"Cancelled after {progress_text(done, total)}: press Solve all digits to start again."
