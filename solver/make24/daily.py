"""The daily puzzle: one hand per calendar date, the same on every machine, harder as the week goes.

The day's level comes from its weekday (`WEEKDAY_LEVELS`: Monday and Tuesday Easy ... Sunday
Expert; the levels of `solver.difficulty` over the default rules, four cards from 1..13 to 24).
The hand is the hand of that level with the smallest sha256 of the date and the hand as text
(``"2025-03-17 1 2 6 8"``): it depends on the date alone (no network, no hash() of text, no random
generator), every hand of the level is equally likely, and if the level bands ever move a little,
only the days whose hand changed level get another hand.

The first call builds the difficulty score table of the default rules (about 1–2 s; then it is
kept): call it from a worker.

>>> from datetime import date
>>> puzzle(date(2025, 3, 17)).level                # a Monday
'Easy'
>>> level_of_day(date(2025, 3, 23))                # a Sunday
'Expert'
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import date

from ..core.checks import instance
from .difficulty import LEVELS, Cancel, Progress, Rules, levels
from .solution import Solution
from .solve import solve

#: The level of each weekday, Monday first: it rises through the week.
WEEKDAY_LEVELS = ("Easy", "Easy", "Medium", "Medium", "Hard", "Hard", "Expert")
#: The rules of the daily puzzle.
RULES = Rules()


@dataclass(frozen=True)
class DailyPuzzle:
    """The puzzle of one date: its hand (ascending), level and distinct solutions."""

    date: date
    hand: tuple[int, ...]
    level: str
    solutions: tuple[Solution, ...]


def level_of_day(day: date) -> str:
    """The level of a date's puzzle, from its weekday."""
    return WEEKDAY_LEVELS[instance(day, date, "day", "a date").weekday()]


def puzzle(
    day: date,
    *,
    cancel: Cancel | None = None,
    progress: Progress | None = None,
) -> DailyPuzzle:
    """The puzzle of a date (`cancel` and `progress` are for the first call's score table)."""
    global _by_level
    level = level_of_day(day)
    if _by_level is None:
        found = levels(RULES, cancel=cancel, progress=progress).hands
        _by_level = tuple(tuple((_text(hand), hand) for hand in group) for group in found)
    prefix = f"{day.isoformat()} "
    _, hand = min(
        _by_level[LEVELS.index(level)],
        key=lambda item: hashlib.sha256((prefix + item[0]).encode("ascii")).digest(),
    )
    return DailyPuzzle(day, hand, level, tuple(solve(hand, RULES.target)))


def _text(hand: tuple[int, ...]) -> str:
    return " ".join(map(str, hand))


#: The hands of each level with their text, once the score table is built.
_by_level: tuple[tuple[tuple[str, tuple[int, ...]], ...], ...] | None = None
