"""The daily puzzle: one hand a date, the same for everybody who plays by the same operators,
its level rising through the week (the public names of `solver.make24.daily`)."""

from .make24.daily import DailyPuzzle, level_of_day, puzzle

__all__ = ["DailyPuzzle", "level_of_day", "puzzle"]
