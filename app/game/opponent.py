"""The computer opponent: one model of how long it takes, from the hand's difficulty score.

`solver.difficulty.score` puts a hand on a time scale: about the mean seconds a 4nums.com player
needs to solve it. The computer plays like a player of its level (`ComputerLevel`): on a hand it
needs `speed` times that score, give or take (log-normal noise), and never less than a moment to
read the cards. So that short rounds stay a game, a level with a `reach` always answers within
that share of the round time; the Beginner has none and can run out of time like a person. A
hand without a solution is declared once the computer has tried everything: it counts as a hand
of `NO_SOLUTION_SCORE`. benchmarks/bench_opponent.py shows what this gives for each level and
round time.

The answer the computer shows is the route a person most likely finds first
(`solver.difficulty.easiest`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from solver import ALL_OPERATORS, OperatorSet, Solution, solve, to_number
from solver.difficulty import easiest, score

from .levels import ComputerLevel

#: What declaring "no solution" is worth in score seconds: a person has to try everything first.
NO_SOLUTION_SCORE = 45.0
#: The least time the computer takes to read the cards, and a little more for each card past 4.
READING_SECONDS = 2.0
READING_PER_CARD = 0.5
#: Spread of the computer's times (the sigma of the log-normal factor).
NOISE = 0.3
#: Hands whose scores anchor `hardness`: 0.1 for the easy one, 0.9 for the hard one.
EASY_ANCHOR = (1, 2, 3, 4)
HARD_ANCHOR = (3, 3, 8, 8)


@dataclass(frozen=True)
class Plan:
    """What the computer will do on a hand: answer after `seconds` of the round with `solution`
    (None: the hand has no solution, and the computer declares so)."""

    seconds: float
    solution: Solution | None
    #: the hand's difficulty score (None when it has no solution)
    score: float | None

    @property
    def hardness(self) -> float:
        """The score on a 0..1 scale, as the match history keeps it."""
        return hardness(self.score)


@cache
def _anchors() -> tuple[float, float]:
    """The log scores of the two anchor hands."""
    return math.log(score(EASY_ANCHOR)), math.log(score(HARD_ANCHOR))


def hardness(hand_score: float | None) -> float:
    """A difficulty score on a 0..1 scale (log-linear: 1 2 3 4 at 0.1, 3 3 8 8 at 0.9), clamped;
    a hand without a solution counts as `NO_SOLUTION_SCORE`."""
    value = NO_SOLUTION_SCORE if hand_score is None else hand_score
    easy, hard = _anchors()
    where = (math.log(max(value, 1e-9)) - easy) / (hard - easy)
    return min(1.0, max(0.0, 0.1 + 0.8 * where))


class Opponent:
    """The computer player of a level; `rng` makes its noise repeatable."""

    def __init__(
        self,
        level: ComputerLevel = ComputerLevel.CASUAL,
        rng: random.Random | None = None,
        noise: float = NOISE,
    ) -> None:
        self.level = level
        self.rng = rng if rng is not None else random.Random()
        self.noise = noise

    def plan(
        self,
        numbers: Sequence[int],
        target: object = 24,
        round_seconds: float = 60.0,
        solutions: Sequence[Solution] | None = None,
        operators: OperatorSet = ALL_OPERATORS,
    ) -> Plan:
        """When the computer answers this hand in a round of `round_seconds`, and with what
        (the hand's solutions under the game's `operators`)."""
        goal = to_number(target)
        if solutions is None:
            solutions = solve(numbers, goal, operators=operators)
        found = list(solutions)
        hand_score = score(numbers, goal, solutions=found) if found else None
        seconds = self.seconds(hand_score, len(numbers), round_seconds)
        return Plan(seconds, easiest(found, goal) if found else None, hand_score)

    def seconds(self, hand_score: float | None, card_count: int, round_seconds: float) -> float:
        """The computer's time for a hand of this score (None: no solution) and card count."""
        level = self.level
        work = NO_SOLUTION_SCORE if hand_score is None else hand_score
        factor = math.exp(self.rng.gauss(0.0, self.noise)) if self.noise else 1.0
        reading = READING_SECONDS + READING_PER_CARD * max(0, card_count - 4)
        seconds = max(reading, work * level.speed * factor)
        if level.reach is not None:
            seconds = min(seconds, max(reading, level.reach * round_seconds))
        return seconds
