"""The daily puzzle: one hand per calendar date, the same on every machine, harder as the week goes.

The day's level comes from its weekday (`WEEKDAY_LEVELS`: Monday and Tuesday Easy ... Sunday
Expert; the levels of `solver.difficulty` over the default rules, four cards from 1..13 to 24).
The hand is the hand of that level with the smallest sha256 of the date and the hand as text
(``"2025-03-17 1 2 6 8"``): it depends on the date alone (no network, no hash() of text, no random
generator), every hand of the level is equally likely, and if the level bands ever move a little,
only the days whose hand changed level get another hand.

A game with fewer operators or whole numbers only (``operators=``, an `OperatorSet`) has a puzzle
of its own each day, the same for everybody on that date who plays by those rules: the levels are
those of the rules (`Rules.operators`: the hands solvable by them), and the hand is chosen the
same way among them (the date and the hand hashed; the set decides which hands take part). The
classic game's puzzle does not change.

Where the rules leave the day's level without hands (with + and − alone many scores tie, and no
hand is Expert), the nearest level's hands take part (`Levels.hands_near`).

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
from ..core.operator_set import ALL_OPERATORS, OperatorSet, operator_set
from .difficulty import LEVELS, Cancel, Progress, Rules, levels
from .solution import Solution
from .solve import solve

#: The level of each weekday, Monday first: it rises through the week.
WEEKDAY_LEVELS = ("Easy", "Easy", "Medium", "Medium", "Hard", "Hard", "Expert")
#: The rules of the daily puzzle.
RULES = Rules()


@dataclass(frozen=True)
class DailyPuzzle:
    """The puzzle of one date: its hand (ascending), level and distinct solutions (under the
    game's operators)."""

    date: date
    hand: tuple[int, ...]
    level: str
    solutions: tuple[Solution, ...]
    operators: OperatorSet = ALL_OPERATORS


def level_of_day(day: date) -> str:
    """The level of a date's puzzle, from its weekday."""
    return WEEKDAY_LEVELS[instance(day, date, "day", "a date").weekday()]


def puzzle(
    day: date,
    *,
    cancel: Cancel | None = None,
    progress: Progress | None = None,
    operators: OperatorSet | str = ALL_OPERATORS,
) -> DailyPuzzle:
    """The puzzle of a date under the game's `operators` (`cancel` and `progress` are for the
    first call's score table)."""
    level = level_of_day(day)
    rules = Rules(operators=operator_set(operators))
    by_level = _by_level.get(rules.operators)
    if by_level is None:
        bands = levels(rules, cancel=cancel, progress=progress)
        found = tuple(bands.hands_near(name) for name in LEVELS)
        by_level = tuple(tuple((_text(hand), hand) for hand in group) for group in found)
        _by_level[rules.operators] = by_level
    prefix = f"{day.isoformat()} "
    _, hand = min(
        by_level[LEVELS.index(level)],
        key=lambda item: hashlib.sha256((prefix + item[0]).encode("ascii")).digest(),
    )
    found_solutions = tuple(solve(hand, rules.target, operators=rules.operators))
    return DailyPuzzle(day, hand, level, found_solutions, rules.operators)


def _text(hand: tuple[int, ...]) -> str:
    return " ".join(map(str, hand))


#: The hands of each level with their text, by operator set, once the score table is built.
_by_level: dict[OperatorSet, tuple[tuple[tuple[str, tuple[int, ...]], ...], ...]] = {}
