"""Hints from a solution, as data for the app to word: the last step's split of the hand.

A practice hint goes from little to much: the last step ("24 = 3 × 8: make 3 from 1 2 6", from
`last_split`), the first step (``solution.steps[0]``), the whole answer (``solution.text``). The
coach (`coach`: a ladder of hints from a plan for the last step to the answer) says its plans'
last steps with the same split (`plans.Proposal.split`).

>>> from solver import solve
>>> split = last_split(solve([1, 2, 6, 8])[1])
>>> str(split.step)
'3*8 = 24'
>>> [(side.value, side.numbers) for side in split.to_make]
[(3, (1, 2, 6))]
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import SolverError
from ..core.numbers import Q
from ..core.tree import Op, Step, Tree, leaves, render, value_of
from .solution import Solution


@dataclass(frozen=True)
class Side:
    """One operand of the last step: its value and the numbers of the hand it uses (sorted)."""

    value: Q
    numbers: tuple[Q, ...]

    @property
    def compound(self) -> bool:
        """Whether the side is made from more than one number (so there is something to make)."""
        return len(self.numbers) > 1


@dataclass(frozen=True)
class LastSplit:
    """The last operation of a solution, ``result = left symbol right`` (24 = 3 × 8)."""

    result: Q
    symbol: str
    left: Side
    right: Side

    @property
    def to_make(self) -> tuple[Side, ...]:
        """The sides made from more than one number, left first: what the player must make."""
        return tuple(side for side in (self.left, self.right) if side.compound)

    @property
    def step(self) -> Step:
        """The last step as one step of the working: ``str(split.step)`` is ``3*8 = 24``."""
        return Step(self.left.value, self.symbol, self.right.value, self.result)


class NoStepError(SolverError):
    """A solution that is a single number has no last step to hint at."""


def last_split(solution: Solution | Tree) -> LastSplit:
    """The last operation of a solution as written: each side's value and the numbers it uses."""
    tree = solution.tree if isinstance(solution, Solution) else solution
    if not isinstance(tree, Op):
        raise NoStepError(f"{render(tree)} is a single number: there is no step to hint at")
    return LastSplit(value_of(tree), tree.symbol, _side(tree.left), _side(tree.right))


def _side(tree: Tree) -> Side:
    return Side(value_of(tree), tuple(sorted(leaves(tree))))
