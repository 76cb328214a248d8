"""How hard a hand is for a person: its score, the levels (Easy … Expert) over the solvable
hands of some rules, a hand dealt at a level and the score tables behind the levels.

The public names of `solver.make24.difficulty`, which says how the score is made. A module of
its own, not in `solver`, because a table of every hand starts worker processes: the app and
``from solver import solve`` do not pay for that until they ask.

>>> Level.parse("hard") is Level.HARD
True
>>> score([1, 1, 4, 6]) < score([3, 3, 8, 8])
True
"""

from .make24.difficulty import (
    LEVELS,
    MAX_HANDS,
    HandStats,
    Level,
    Levels,
    NoSolutionError,
    Rules,
    ScoreTable,
    deal,
    easiest,
    keep_table,
    levels,
    score,
    score_table,
)

__all__ = [
    "LEVELS",
    "MAX_HANDS",
    "HandStats",
    "Level",
    "Levels",
    "NoSolutionError",
    "Rules",
    "ScoreTable",
    "deal",
    "easiest",
    "keep_table",
    "levels",
    "score",
    "score_table",
]
