"""The computer opponent: how long it "thinks" on a hand, by level and by how hard the hand is."""

from __future__ import annotations

import importlib
import inspect
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Any

from solver import Solution, solve, to_number

#: A hardness function: (numbers, target, solutions) -> 0.0 (easiest) .. 1.0 (hardest).
Hardness = Callable[[Sequence[int], Fraction, Sequence[Solution]], float]

#: How hard declaring "no solution" feels: a person has to try everything first.
NO_SOLUTION_HARDNESS = 0.85
#: Anchor hands for mapping an outside difficulty score onto 0..1: an easy one and a hard one.
EASY_ANCHOR = (1, 2, 3, 4)
HARD_ANCHOR = (3, 3, 8, 8)
EASY_AT, HARD_AT = 0.1, 0.9


class Level(Enum):
    """The computer's level: the range of its thinking time in seconds (easiest .. hardest hand)."""

    EASY = ("Easy", 25.0, 70.0)
    NORMAL = ("Normal", 15.0, 50.0)
    HARD = ("Hard", 8.0, 30.0)
    EXPERT = ("Expert", 4.0, 15.0)

    def __init__(self, label: str, fastest: float, slowest: float) -> None:
        self.label = label
        self.fastest = fastest
        self.slowest = slowest

    @classmethod
    def parse(cls, text: str) -> Level:
        """A level from its name, any case ("easy", "Expert"); ValueError names the choices."""
        for level in cls:
            if level.label.lower() == text.strip().lower() or level.name == text.strip().upper():
                return level
        choices = ", ".join(level.label for level in cls)
        raise ValueError(f"{text!r} is not a level: choose {choices}")

    def __str__(self) -> str:
        return self.label


def solution_cost(solution: Solution, target: Fraction) -> float:
    """How awkward one solution is to find: fractions, divisions, subtractions, big or negative."""
    results = [Fraction(step.result) for step in solution.steps]
    symbols = [step.symbol for step in solution.steps]
    cost = 0.4 * symbols.count("/") + 0.2 * symbols.count("-")
    if any(r.denominator != 1 for r in results[:-1]):
        cost += 1.0
    limit = 2 * max(abs(target), Fraction(1))
    if any(r < 0 or abs(r) > limit for r in results[:-1]):
        cost += 0.5
    return cost


def solution_hardness(
    numbers: Sequence[int], target: Fraction, solutions: Sequence[Solution]
) -> float:
    """A simple hardness: the easiest route's cost and how few solutions there are."""
    if not solutions:
        return NO_SOLUTION_HARDNESS
    easiest = min(solution_cost(s, target) for s in solutions)
    scarcity = 1 / math.sqrt(len(solutions))
    return min(1.0, (easiest + 0.8 * scarcity) / 2.5)


def difficulty_hardness() -> Hardness | None:
    """A hardness built on `solver.difficulty.score` when that module exists, else None.

    The score (higher is harder, positive) is mapped on a log scale so that the easy anchor hand
    lands at 0.1 and the hard anchor at 0.9, clamped to 0..1.
    """
    score = _outside("score")
    if score is None:
        return None
    takes_solutions = "solutions" in inspect.signature(score).parameters
    anchors: list[float] = []

    def scored(numbers: Sequence[int], target: object, solutions: Sequence[Solution]) -> float:
        """The outside score, reusing the solutions when it accepts them."""
        if takes_solutions:
            return float(score(tuple(numbers), target, solutions=solutions))
        return float(score(tuple(numbers), target))

    def hardness(numbers: Sequence[int], target: Fraction, solutions: Sequence[Solution]) -> float:
        """The outside score placed between the anchors."""
        if not solutions:
            return NO_SOLUTION_HARDNESS
        try:
            if not anchors:
                anchors.extend(
                    math.log(scored(h, 24, solve(h))) for h in (EASY_ANCHOR, HARD_ANCHOR)
                )
            value = math.log(scored(numbers, _plain(target), solutions))
        except (ValueError, ArithmeticError):  # no score, or not positive: use our own
            return solution_hardness(numbers, target, solutions)
        easy, hard = anchors
        if hard <= easy:
            return solution_hardness(numbers, target, solutions)
        where = (value - easy) / (hard - easy)
        return min(1.0, max(0.0, EASY_AT + (HARD_AT - EASY_AT) * where))

    return hardness


def _plain(target: Fraction) -> int | Fraction:
    """A target as int when whole, for outside functions."""
    return target.numerator if target.denominator == 1 else target


def default_hardness() -> Hardness:
    """solver.difficulty's score if present, otherwise `solution_hardness`."""
    return difficulty_hardness() or solution_hardness


@dataclass(frozen=True)
class Plan:
    """What the computer will do on a hand: answer after `seconds` with `solution` (None: no answer
    exists, so it declares "no solution")."""

    seconds: float
    solution: Solution | None
    hardness: float


class Opponent:
    """The computer player: thinks longer on harder hands and at lower levels, with seeded noise."""

    def __init__(
        self,
        level: Level = Level.NORMAL,
        rng: random.Random | None = None,
        hardness: Hardness | None = None,
        noise: float = 0.2,
    ) -> None:
        self.level = level
        self.rng = rng if rng is not None else random.Random()
        self._hardness = hardness or default_hardness()
        self.noise = noise

    def hardness(
        self,
        numbers: Sequence[int],
        target: object = 24,
        solutions: Sequence[Solution] | None = None,
    ) -> float:
        """How hard the hand is, 0.0 .. 1.0 (solves it when no solutions are given)."""
        goal = Fraction(to_number(target))
        found = solve(numbers, goal) if solutions is None else solutions
        return self._hardness(tuple(numbers), goal, found)

    def think_time(
        self,
        numbers: Sequence[int],
        target: object = 24,
        solutions: Sequence[Solution] | None = None,
    ) -> float:
        """Seconds the computer needs on this hand (longer for harder hands and more cards)."""
        return self.plan(numbers, target, solutions).seconds

    def plan(
        self,
        numbers: Sequence[int],
        target: object = 24,
        solutions: Sequence[Solution] | None = None,
    ) -> Plan:
        """Decide the thinking time and the solution the computer will show."""
        goal = Fraction(to_number(target))
        found = list(solve(numbers, goal) if solutions is None else solutions)
        hardness = self.hardness(numbers, goal, found)
        return Plan(self._seconds(hardness, len(numbers)), self._choose(found, goal), hardness)

    def _seconds(self, hardness: float, card_count: int) -> float:
        """Thinking time for a hardness and a count of cards, with noise."""
        level = self.level
        base = level.fastest + (level.slowest - level.fastest) * hardness
        cards = max(0.5, 1 + 0.25 * (card_count - 4))
        return base * cards * self.rng.uniform(1 - self.noise, 1 + self.noise)

    def _choose(self, solutions: Sequence[Solution], target: Fraction) -> Solution | None:
        """The route a person finds first (solver.difficulty.easiest if present), else one of the
        least awkward solutions."""
        if not solutions:
            return None
        easiest = _outside("easiest")
        if easiest is not None:
            try:
                found = easiest(solutions, _plain(target))
            except ValueError:
                found = None
            if isinstance(found, Solution):
                return found
        costs = [solution_cost(s, target) for s in solutions]
        simplest = [s for s, cost in zip(solutions, costs, strict=True) if cost == min(costs)]
        return self.rng.choice(simplest)


def _outside(name: str) -> Callable[..., Any] | None:
    """A function of solver.difficulty, if that module and function exist."""
    try:
        module = importlib.import_module("solver.difficulty")
    except ImportError:
        return None
    found = getattr(module, name, None)
    return found if callable(found) else None
