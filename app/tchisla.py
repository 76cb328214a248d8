"""What the Tchisla view shows, worked out without widgets: the request, the answer's words."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from solver import NumberError
from solver.tchisla import TchislaResult, check_digit, check_target, tchisla

DIGIT_NAMES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_WHOLE = re.compile(r"^\d{1,30}$")


@dataclass(frozen=True)
class TchislaRequest:
    """One puzzle: reach `target` with copies of `digit`."""

    target: int
    digit: int

    @classmethod
    def parse(cls, target_text: str, digit: int) -> TchislaRequest:
        """Read the typed target (spaces and commas between digits are fine); NumberError if bad."""
        cleaned = re.sub(r"[\s,_]", "", target_text)
        if not cleaned:
            raise NumberError("type a target, a whole number such as 2016")
        if not _WHOLE.match(cleaned):
            raise NumberError(
                f"the target must be a whole number such as 2016, not {target_text!r}"
            )
        return cls(check_target(int(cleaned)), check_digit(digit))

    def solve(self, cancel: Callable[[], bool] | None = None) -> TchislaResult:
        """The answer with the fewest copies (slow for large targets: run it in a worker)."""
        return tchisla(self.target, self.digit, cancel=cancel)

    def __str__(self) -> str:
        return f"{self.target} # {self.digit}"


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
    count = f"{copies_text(result.count, result.digit)} (the fewest possible)"
    return TchislaAnswer(answer, count, tuple(str(step) for step in result.steps), True)
