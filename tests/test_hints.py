"""Practice hints: the last step's split of a real solution, as data."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from test_solver_counts import table

from solver import LastSplit, NoStepError, Side, Solution, last_split, solve
from solver.core.operators import OPERATORS


def solution(hand: str, text: str) -> Solution:
    found = {s.text: s for s in solve(hand.split())}
    return found[text]


def test_24_is_3_times_8_make_3_from_1_2_6() -> None:
    split = last_split(solution("1 2 6 8", "(6-2-1)*8"))
    assert split == LastSplit(24, "*", Side(3, (1, 2, 6)), Side(8, (8,)))
    assert split.to_make == (Side(3, (1, 2, 6)),)
    assert str(split.step) == "3*8 = 24" and split.step.text("unicode") == "3×8 = 24"


def test_both_sides_compound() -> None:
    split = last_split(solution("1 1 5 5", "(5+1)*(5-1)"))
    assert split.to_make == (Side(6, (1, 5)), Side(4, (1, 5)))
    assert [side.compound for side in (split.left, split.right)] == [True, True]


def test_a_fraction_on_one_side() -> None:
    split = last_split(solution("3 3 8 8", "8/(3-8/3)"))
    assert split == LastSplit(24, "/", Side(8, (8,)), Side(Fraction(1, 3), (3, 3, 8)))
    assert str(split.step) == "8/(1/3) = 24"


def test_every_split_of_every_solution_adds_up() -> None:
    """Each side's numbers with the other's are the hand; the sides make the target."""
    for hand, found in table().items():
        for answer in found:
            split = last_split(answer)
            assert Counter(split.left.numbers + split.right.numbers) == Counter(hand)
            assert OPERATORS[split.symbol].apply(split.left.value, split.right.value) == 24
            assert split.result == 24 and split.to_make
            for side in split.to_make:
                assert side.numbers == tuple(sorted(side.numbers))


def test_a_tree_works_too_and_a_single_number_has_no_step() -> None:
    assert last_split(solve([3, 8])[0].tree).left == Side(8, (8,))
    with pytest.raises(NoStepError, match="single number"):
        last_split(solve([24])[0])
