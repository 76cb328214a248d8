"""Invariants of the solver, checked on many random problems (hypothesis)."""

from __future__ import annotations

import sys
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver import (
    Cancelled,
    LimitError,
    Num,
    Op,
    Tree,
    evaluate,
    first_solution,
    leaves,
    solvable,
    solve,
)
from solver.core.numbers import Q, key_of, normalize
from solver.core.operators import partner, rational_partners
from solver.core.tree import value_of
from solver.make24.canon import canonical, form_of

numbers = st.one_of(
    st.integers(min_value=1, max_value=13),
    st.integers(min_value=-6, max_value=0),
    st.fractions(min_value=-6, max_value=6, max_denominator=4),
).map(normalize)
targets = st.one_of(st.integers(min_value=-30, max_value=60), numbers)


def every_tree(values: list[Q]) -> list[Tree]:
    """Brute force: every expression tree of exactly these numbers (pick two, combine, recurse)."""
    if len(values) == 1:
        return [Num(values[0])]
    out: list[Tree] = []
    n = len(values)
    for mask in range(1, (1 << n) - 1):
        left = [values[i] for i in range(n) if mask >> i & 1]
        right = [values[i] for i in range(n) if not mask >> i & 1]
        for a in every_tree(left):
            for b in every_tree(right):
                out.extend(Op(symbol, a, b) for symbol in "+-*/")
    return out


def worth(tree: Tree, target: Q) -> bool:
    try:
        return value_of(tree) == target
    except ZeroDivisionError:
        return False
    except ValueError:
        return False


@settings(max_examples=60, deadline=None)
@given(st.lists(numbers, min_size=1, max_size=4), targets)
def test_every_solution_is_exact_and_uses_each_number_once(values: list[Q], target: Q) -> None:
    for solution in solve(values, target):
        assert evaluate(solution.expression) == target
        assert Counter(map(Fraction, leaves(solution.tree))) == Counter(map(Fraction, values))
        assert solution.steps[-1].result == target if solution.steps else True


@settings(max_examples=60, deadline=None)
@given(st.lists(numbers, min_size=1, max_size=5), targets)
def test_solvable_agrees_with_solve(values: list[Q], target: Q) -> None:
    assert solvable(values, target) == bool(solve(values, target))


@settings(max_examples=40, deadline=None)
@given(st.lists(numbers, min_size=1, max_size=3), targets)
def test_solve_finds_every_class_a_brute_force_finds(values: list[Q], target: Q) -> None:
    """Nothing is missed and nothing is listed twice: one solution per class."""
    brute = {canonical(form_of(tree)).key for tree in every_tree(values) if worth(tree, target)}
    found = [canonical(form_of(s.tree)).key for s in solve(values, target)]
    assert len(found) == len(set(found))
    assert set(found) == brute


@pytest.mark.parametrize(
    ("hand", "target"),
    [((1, 2, 3, 4), 24), ((3, 3, 8, 8), 24), ((1, 1, 2, 12), 24), ((2, 3, 4, 0), 0),
     ((5, 5, 5, 1), 24), ((1, 2, 3, 4), 10), ((6, 6, 6, 6), 24), ((2, 2, 2, 2), 1),
     ((Fraction(1, 2), 3, 5, 6), -1), ((6, 4, 2, Fraction(-1, 3)), 0)],
)  # fmt: skip
def test_four_numbers_against_brute_force(hand: tuple[Q, ...], target: int) -> None:
    brute = {canonical(form_of(t)).key for t in every_tree(list(hand)) if worth(t, target)}
    found = {canonical(form_of(s.tree)).key for s in solve(hand, target)}
    assert found == brute


def test_any_target_and_rational_numbers() -> None:
    assert [s.text for s in solve(["1/2", "3"], "3/2")] == ["3*(1/2)"]
    assert solve([Fraction(1, 3), 3], 1)[0].value == 1
    assert solve([-3, 8], -24)[0].text in {"(-3)*8", "8*(-3)"}
    assert solve([0, 5, 24], 24)
    assert [s.text for s in solve([7], 7)] == ["7"]
    assert solve([7], 8) == []


def test_six_numbers_765() -> None:
    found = solve([1, 3, 7, 10, 25, 50], 765)
    assert found
    for solution in found:
        assert evaluate(solution.expression) == 765
        assert sorted(leaves(solution.tree)) == [1, 3, 7, 10, 25, 50]


def test_seven_numbers_are_listed_and_eight_refused_with_an_honest_message() -> None:
    found = solve([13, 12, 11, 10, 9, 8, 7], 24)
    assert len(found) == 3189
    assert all(evaluate(s.expression) == 24 for s in found[:50])
    with pytest.raises(LimitError, match="8 numbers: listing every solution is limited to 7"):
        solve([1, 2, 3, 4, 5, 6, 7, 8], 24)


def test_a_search_can_be_cancelled() -> None:
    with pytest.raises(Cancelled):
        solve([1, 3, 7, 10, 25, 50], 765, cancel=lambda: True)
    with pytest.raises(Cancelled):
        solvable([1, 3, 7, 10, 25, 50], 766, cancel=lambda: True)


def test_no_numbers_is_an_error() -> None:
    with pytest.raises(LimitError, match="no numbers"):
        solve([])


def test_solvable_is_bounded_too() -> None:
    assert solvable([1, 2, 3, 4, 5, 6, 7], 24)
    with pytest.raises(LimitError, match="8 numbers: deciding whether there is a solution"):
        solvable(range(1, 9), 24)


@settings(max_examples=60, deadline=None)
@given(st.lists(numbers, min_size=1, max_size=4), targets)
def test_first_solution_is_one_of_the_solutions(values: list[Q], target: Q) -> None:
    found = first_solution(values, target)
    every = solve(values, target)
    assert (found is None) == (not every)
    if found is not None:
        key = canonical(form_of(found.tree)).key
        assert key in {canonical(form_of(s.tree)).key for s in every}


def test_first_solution_goes_to_ten_numbers() -> None:
    found = first_solution([1, 2, 3, 4, 5, 6, 7], 1000)
    assert found is not None
    assert evaluate(found.expression) == 1000
    assert sorted(leaves(found.tree)) == [1, 2, 3, 4, 5, 6, 7]
    ten = [6, 2, 9, 12, 2, 10, 1, 10, 4, 8]
    found = first_solution(ten, 697)
    assert found is not None and evaluate(found.expression) == 697
    assert sorted(leaves(found.tree)) == sorted(ten)
    with pytest.raises(LimitError, match="11 numbers: finding a solution is limited to 10"):
        first_solution(range(11), 24)


def test_a_hopeless_search_past_seven_numbers_gives_up_within_its_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(
        sys.modules["solver.make24.solve"], "BUDGET", 5000
    )  # a few seconds by default
    with pytest.raises(LimitError, match="no solution found within the search limit"):
        first_solution([13, 11, 7, 5, 3, 2, 9, 8, 12, 10], 10**12 + 39)


@pytest.mark.parametrize(("values", "target"), [((4, 0, -1, -2, -4), -1), ((1, 2, -2, -2, -4), -1)])
def test_negative_numbers_and_targets_give_valid_solutions(
    values: tuple[int, ...], target: int
) -> None:
    """Signs with nowhere to go once a 0 or a 1 is taken out still give correct answers."""
    found = solve(values, target)
    assert found and solvable(values, target)
    for solution in found:
        assert evaluate(solution.expression) == target
        assert sorted(leaves(solution.tree)) == sorted(values)


ALL_QUESTIONS = [(symbol, a_left) for symbol in "+-*/" for a_left in (True, False)]


@given(numbers, targets)
def test_the_partners_worked_out_at_once_are_each_operators_inverse(a: Q, target: Q) -> None:
    """The search's fast path (whole numbers apart, `planned_partners`) against `partner`."""
    a_key, target_key = key_of(a), key_of(target)
    expected = [
        (symbol, a_left, b)
        for symbol, a_left in ALL_QUESTIONS
        if (b := partner(symbol, a_left, target_key, a_key)) is not None
    ]
    assert rational_partners(a_key, target_key, ALL_QUESTIONS) == expected
