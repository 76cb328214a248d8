"""How a room scores a round.

Race: the first right answer (or right "no solution") takes the round: one point.
Class: everyone who solves the hand (or rightly says it has no answer) scores its dots times a
number from 50 to 100, the quicker the more: 100 for an answer at once, 50 for one as the clock
runs out. A three-dot hand solved in the first second is worth about 300.

>>> points(Mode.RACE, dots=3, seconds=12.0, round_seconds=60.0)
1
>>> points(Mode.CLASS, dots=2, seconds=0.0, round_seconds=60.0)
200
>>> points(Mode.CLASS, dots=1, seconds=30.0, round_seconds=60.0)
75
"""

from __future__ import annotations

from .choices import Mode

#: What a right answer is worth in a class round, per dot: from the slowest to the quickest.
SLOWEST, QUICKEST = 50, 100


def points(mode: Mode, *, dots: int, seconds: float, round_seconds: float) -> int:
    """The points of a right answer given `seconds` into a round of `round_seconds`."""
    if mode is Mode.RACE:
        return 1
    left = min(1.0, max(0.0, 1.0 - seconds / round_seconds))
    return dots * (SLOWEST + round((QUICKEST - SLOWEST) * left))
