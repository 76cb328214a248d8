"""Invariants of the solver, checked on many random problems (hypothesis)."""

from __future__ import annotations

import sys
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from solver import (
    Cancelled,
    DivisionByZeroError,
    LimitError,
    Num,
    Op,
    OperatorSet,
    Tree,
    evaluate,
    first_solution,
    leaves,
    nearest,
    solvable,
    solve,
)
from solver.core.numbers import Q, key_of, normalize
from solver.core.operators import ADDITIVE, COMMUTATIVE, UNDOING, partner, rational_partners
from solver.core.tree import steps, value_of
from solver.make24.canon import Canonical, Settled, _canonical_once, _shown_form, canonical
from solver.make24.classes import class_hash, classes
from solver.make24.form import (
    DIVIDES_BY_ONE,
    PROD,
    SUM,
    Form,
    Node,
    combined_last,
    form_key,
    form_of,
    last_item,
    leaf,
    operator_kinds,
    takes_last,
)
from solver.make24.operations import partners
from solver.make24.search import Search, _add_new, _listed_steps, clear_caches

numbers = st.one_of(
    st.integers(min_value=1, max_value=13),
    st.integers(min_value=-6, max_value=0),
    st.fractions(min_value=-6, max_value=6, max_denominator=4),
).map(normalize)
targets = st.one_of(st.integers(min_value=-30, max_value=60), numbers)
#: a small part's numbers
sides = st.lists(numbers, min_size=1, max_size=3)


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


# --- Operator sets and whole numbers only, against the same brute force ----------------------

#: Every game: each non-empty set of + - * /, with fractions and negatives allowed or not.
OPERATOR_SETS = [
    OperatorSet("".join(chosen), whole)
    for size in range(1, 5)
    for chosen in combinations("+-*/", size)
    for whole in (False, True)
]
operator_sets = st.sampled_from(OPERATOR_SETS)


def keeps(tree: Tree, operators: OperatorSet) -> bool:
    """Brute force: whether every operation of a tree is allowed and, for whole numbers only,
    makes a whole number 0 or more (worked out here, not by the solver's check)."""
    if isinstance(tree, Num):
        return True
    assert isinstance(tree, Op)
    if tree.symbol not in operators.symbols or not (
        keeps(tree.left, operators) and keeps(tree.right, operators)
    ):
        return False
    value = value_of(tree)
    return not operators.whole or (isinstance(value, int) and value >= 0)


@lru_cache(maxsize=16)
def kept_trees(values: tuple[Q, ...]) -> tuple[tuple[Tree, Q | None, str, bool], ...]:
    """Every tree of the numbers with its value (None: it divides by zero), the operators it
    uses and whether every step is a whole number 0 or more."""
    out = []
    for tree in every_tree(list(values)):
        try:
            value: Q | None = value_of(tree)
        except (ZeroDivisionError, ValueError):
            value = None
        used = "".join(sorted({s.symbol for s in steps(tree)})) if value is not None else ""
        out.append((tree, value, used, value is not None and keeps(tree, OperatorSet(whole=True))))
    return tuple(out)


def trees_under(values: tuple[Q, ...], operators: OperatorSet) -> list[tuple[Tree, Q]]:
    """Every tree of the numbers that keeps the rules, with its value."""
    return [
        (tree, value)
        for tree, value, used, whole in kept_trees(values)
        if value is not None
        and set(used) <= set(operators.symbols)
        and (whole or not operators.whole)
    ]


def brute_classes(values: tuple[Q, ...], target: Q, operators: OperatorSet) -> set[object]:
    """The class keys of every tree of the numbers worth the target that keeps the rules."""
    return {
        canonical(form_of(tree)).key
        for tree, value in trees_under(values, operators)
        if value == target
    }


def check_against_brute_force(values: tuple[Q, ...], target: Q, operators: OperatorSet) -> None:
    """solve, solvable and first_solution under the rules agree with the brute force: every
    class with a member that keeps the rules, once, each shown by such a member."""
    brute = brute_classes(values, target, operators)
    found = solve(values, target, operators=operators)
    keys = [canonical(form_of(s.tree)).key for s in found]
    assert len(keys) == len(set(keys)), (values, target, operators, [s.text for s in found])
    assert set(keys) == brute, (values, target, operators, [s.text for s in found])
    for solution in found:
        assert keeps(solution.tree, operators), (operators, solution.text)
        assert value_of(solution.tree) == target
        assert sorted(leaves(solution.tree)) == sorted(values)
    assert solvable(values, target, operators=operators) == bool(brute)
    first = first_solution(values, target, operators=operators)
    assert (first is None) == (not brute)
    if first is not None:
        assert keeps(first.tree, operators), (operators, first.text)
        assert canonical(form_of(first.tree)).key in brute


@settings(max_examples=80, deadline=None)
@given(st.lists(numbers, min_size=1, max_size=3), targets, operator_sets)
def test_operator_sets_and_nearest_values_against_a_brute_force(
    values: list[Q], target: Q, operators: OperatorSet
) -> None:
    """Every class a brute force finds under the rules, once; the nearest values, exactly."""
    check_against_brute_force(tuple(sorted(values)), target, operators)
    check_nearest(tuple(sorted(values)), target, operators)


@pytest.mark.parametrize(
    ("hand", "target"),
    [((1, 2, 3, 4), 24), ((3, 3, 8, 8), 24), ((1, 1, 2, 12), 24), ((5, 6, 6, 7), 24),
     ((4, 5, 5, 6), 24), ((4, 5, 12, 12), 24), ((1, 1, 5, 5), 24), ((2, 4, 8, 10), 24),
     ((0, 2, 3, 4), 0), ((1, 2, 3, 4), 2), ((2, 2, 2, 2), 1), ((Fraction(1, 2), 3, 5, 6), -1)],
)  # fmt: skip
def test_four_numbers_under_every_operator_set_against_brute_force(
    hand: tuple[Q, ...], target: int
) -> None:
    """Every one of the 30 games, on hands with gimmicks whose usual representative uses an
    operator a game leaves out: 4 5 12 12's (12+12)×(5−4) is 12+12÷(5−4) with + − ÷; 4 5 5 6's
    6×4+5−5 is 4×5×6÷5 with × and ÷ only; with − alone a−(b−c) is shown so, not as a+c−b."""
    for operators in OPERATOR_SETS:
        check_against_brute_force(tuple(sorted(hand)), target, operators)


def test_a_class_is_shown_by_a_member_that_keeps_the_rules() -> None:
    assert [s.text for s in solve([4, 5, 12, 12], operators="+-*")] == ["(12+12)*(5-4)"]
    assert [s.text for s in solve([4, 5, 12, 12], operators="+-/")] == ["12+12/(5-4)"]
    assert [s.text for s in solve([4, 5, 5, 6], operators="*/")] == ["4*5*6/5"]
    assert [s.text for s in solve([1, 2, 3, 4], 2, operators="-")] == ["1-(4-3-2)", "2-(3-4)-1"]


def test_whole_numbers_only_leave_out_exactly_the_hands_that_need_a_fraction() -> None:
    """known-counts.md: 16 of the 1362 solvable hands of 1..13 need a fraction on the way."""
    fraction_hands = {
        (1, 3, 4, 6), (1, 4, 5, 6), (1, 5, 5, 5), (1, 6, 6, 8), (1, 8, 12, 12), (2, 2, 11, 11),
        (2, 2, 13, 13), (2, 3, 5, 12), (2, 4, 10, 10), (2, 5, 5, 10), (2, 7, 7, 10),
        (3, 3, 7, 7), (3, 3, 8, 8), (4, 4, 7, 7), (5, 5, 7, 11), (5, 7, 7, 11),
    }  # fmt: skip
    whole = OperatorSet(whole=True)
    hands = list(combinations_with_replacement(range(1, 14), 4))
    lost = {h for h in hands if solvable(h) and not solvable(h, operators=whole)}
    assert lost == fraction_hands


@pytest.mark.parametrize(
    ("hand", "target", "ops"),
    [((3, 3, 8, 8), 24, "+-"), ((3, 3, 8, 8), 24, "+-*/ whole"), ((1, 1, 1, 1), 24, "+-*/"),
     ((1, 5, 11, 13), 24, "+-*"), ((2, 3, 5, 12), 24, "+-*/ whole"), ((1, 2, 3, 4), 100, "+-*/"),
     ((Fraction(1, 2), 3, 5, 6), Fraction(7, 3), "+-*/"), ((4, 4, 9, 9), 0, "*/ whole")],
)  # fmt: skip
def test_nearest_values_of_four_numbers_against_a_brute_force(
    hand: tuple[Q, ...], target: Q, ops: str
) -> None:
    check_nearest(tuple(sorted(hand)), target, OperatorSet.parse(ops))


def check_nearest(values: tuple[Q, ...], target: Q, operators: OperatorSet) -> None:
    """nearest() names the largest value below the target and the smallest above it that a
    tree keeping the rules makes, each with the first solution solve() lists for it, and the
    count of every value such trees make."""
    made = {value for _, value in trees_under(values, operators)}
    found = nearest(values, target, operators=operators)
    assert found.count == len(made)
    below = max((v for v in made if v < target), default=None)
    above = min((v for v in made if v > target), default=None)
    for near, value in ((found.below, below), (found.above, above)):
        if value is None:
            assert near is None
            continue
        assert near is not None and near.value == value
        assert value_of(near.solution.tree) == value and keeps(near.solution.tree, operators)
        assert sorted(leaves(near.solution.tree)) == sorted(values)
        assert near.text == solve(values, value, operators=operators)[0].text


@settings(max_examples=200, deadline=None)
@given(st.lists(numbers, min_size=2, max_size=3), targets)
def test_small_parts_steps_found_forwards_are_the_asked_ones(values: list[Q], target: Q) -> None:
    """A small part finds its last steps for every target at once, working them out forwards:
    for each target, the same steps in the same order as asking for that target alone (which
    decides which of two equal forms is kept), zeros and fractions too."""
    numbers_ = tuple(sorted(values))
    clear_caches()
    search = Search()
    part = search.part(numbers_)
    made = sorted(search.values(part), key=repr)
    for goal in [key_of(target), *made]:
        asked = tuple(Search().last_steps(part, goal))
        assert search.steps(part, goal) == asked


@settings(max_examples=100, deadline=None)
@given(st.lists(numbers, min_size=4, max_size=4), targets)
@example([1, 2, 3, 4], 24)
@example([3, 3, 5, 7], 0)  # 3-3: a side worth 0, whose steps are asked for
def test_four_number_parts_steps_found_forwards_are_the_asked_ones(
    values: list[Q], target: Q
) -> None:
    """A four-number part of a seven-number problem finds its last steps for every target at
    once, forwards: for each target, the same steps in the same order as asking for it alone
    (which decides which of two equal forms is kept), zeros and fractions too."""
    numbers_ = tuple(sorted(values))
    clear_caches()
    search = Search()
    search._problem(tuple(sorted((*numbers_, 1, 2, 3))))
    part = search.part(numbers_)
    made = sorted(search.values(part), key=repr)
    for goal in [key_of(target), *made[:: max(1, len(made) // 30)]]:
        asked = tuple(Search().last_steps(part, goal))
        assert search.steps(part, goal) == asked


@settings(max_examples=300, deadline=None)
@given(sides, sides, targets)
@example([2, 3], [4, 6], 24)  # 2*3*4, (3-2)*4*6 ...: several bs in common
@example([1, 2], [3, 4], Fraction(7, 2))  # fractions among the partners
def test_a_splits_steps_are_the_partners_the_other_side_makes(
    a_values: list[Q], b_values: list[Q], target: Q
) -> None:
    """The last steps of one split, a side A against a side B whose values are listed: each
    partner b of each value of A that B makes, in A's order and then the partners' (which decides
    which of two equal forms is kept), fractions too; none where no b is one B makes (the answer
    of one set operation)."""
    goal = key_of(target)
    if goal == 0:
        return  # (it adds 0 * b and 0 / b for each b, `_with_zero`: the forwards tests above)
    clear_caches()
    search = Search()
    a_part = search.part(tuple(sorted(a_values)))
    b_part = search.part(tuple(sorted(b_values)))
    listed = search.values(b_part)
    expected = [
        (a_part, b_part, symbol, left, a, b)
        for a in search.values(a_part)
        for symbol, left, b in partners(a, goal)
        if b in listed
    ]
    assert _listed_steps(a_part, b_part, goal, search, []) == expected


def test_each_operator_has_its_kind() -> None:
    """Whether an operator commutes, makes a sum, undoes: as the operators' own table says."""
    for symbol in "+-*/":
        assert operator_kinds(symbol) == (
            symbol in COMMUTATIVE,
            symbol in ADDITIVE,
            symbol in UNDOING,
        )
    with pytest.raises(ValueError, match="not an operator"):
        operator_kinds("^")


@settings(max_examples=150, deadline=None)
@given(st.lists(numbers, min_size=3, max_size=5), numbers, targets)
@example([2, 3, 12, 13], 5, 24 + 5)  # 13*12-3-2-5 needs 13*12-3-2: its two largest are in 13*12
@example([1, 2, 3, 5], 13, 24 - 13)  # 13+5+3+2+1: the four-number sum of numbers at most 13
def test_forms_beside_one_number_are_those_the_step_keeps(
    values: list[Q], number: Q, target: Q
) -> None:
    """A part beside one number (a five-card hand's four cards beside the fifth, a four-card
    hand's three beside the fourth) builds only the forms the step keeps: for every kind of
    step and every side the number can take, the same forms in the same order as all of the
    part's forms with those the number cannot join as the last item left out
    (`form.takes_last`), zeros, negatives and fractions too."""
    numbers_ = tuple(sorted(values))
    goal = key_of(target)
    joining = leaf(number)
    clear_caches()  # (a part of three numbers is shared: nothing is known of it)
    every = Search()
    every._problem((*numbers_, number))  # (the part is the problem's own, or its rest)
    forms = every.forms_of(every.part(numbers_), goal)
    for kind in (SUM, PROD):
        for last in (1, 0, -1):
            clear_caches()
            search = Search()
            search._problem((*numbers_, number))
            part = search.part(numbers_)
            beside = search.forms_beside(part, goal, (kind, last, joining))
            kept = [
                form
                for form in forms
                if form[1].kind != kind or (last and takes_last(form[1], last, joining))
            ]
            assert [form_key(f) for f in beside] == [form_key(f) for f in kept], (kind, last)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(numbers, min_size=3, max_size=4), st.lists(numbers, min_size=2, max_size=3), targets
)
@example([1, 2, 3], [4, 5], 6)
@example([2, 3, 4], [1, 5], 10)
@example([1, 2, 3], [1, 3, 2], 7)  # 3 - (1-3)*2: the form of the three is negative
def test_forms_beside_a_form_are_those_the_step_keeps(
    values: list[Q], pair: list[Q], target: Q
) -> None:
    """A part beside the one form of another part (a seven-number problem's five numbers beside
    two; a form of three numbers may be negative) builds only the forms the step keeps: for
    every form of the other part and every operator and side, all of the part's forms of the
    other kind and those of the step's kind that the step makes a form of (`combined_last`,
    either way round where it commutes), in the same order."""
    numbers_ = tuple(sorted(values))
    goal = key_of(target)
    two = tuple(sorted(pair))
    problem = tuple(sorted((*numbers_, *two)))
    clear_caches()
    every = Search()
    every._problem(problem)
    forms = every.forms_of(every.part(numbers_), goal)
    besides = [
        one
        for value in sorted(every.values_of(two), key=repr)
        for one in every.forms_of(every.part(two), value)
    ]
    for one in besides:
        for symbol in "+-*/":
            additive, commutes = symbol in "+-", symbol in "+*"
            kind = SUM if additive else PROD
            for left_is_a in (True, False):
                clear_caches()
                search = Search()
                search._problem(problem)
                sign, item = last_item(one, additive, commutes, left_is_a)
                beside = search.forms_beside(search.part(numbers_), goal, (kind, sign, item))
                kept = [
                    form
                    for form in forms
                    if form[1].kind != kind or _step_makes(symbol, one, form, left_is_a)
                ]
                assert [form_key(f) for f in beside] == [form_key(f) for f in kept], (one, symbol)


def _step_makes(symbol: str, one: Form, form: Form, left_is_a: bool) -> bool:
    """Whether a last step makes a form of `one` (on the left if `left_is_a`) and `form`."""
    additive, undoing, commutes = symbol in "+-", symbol in "-/", symbol in "+*"
    x, y = (one, form) if left_is_a else (form, one)
    made = combined_last(additive, undoing, x, y, 1)
    if made is None and commutes:
        made = combined_last(additive, undoing, y, x, 1)
    return made is not None


@settings(max_examples=60, deadline=None)
@given(st.lists(numbers, min_size=2, max_size=4), targets)
def test_solutions_sorted_into_classes_by_hash_as_by_key(values: list[Q], target: Q) -> None:
    """Solutions of equal class keys hash alike (`class_hash`), so sorting forms into classes by
    the hash and then the key finds each class once, as a dict keyed by the key does (the forms
    `classes` leaves out for their twins lose none)."""
    forms = Search().forms(tuple(sorted(values)), target)
    settled: Settled = {}
    by_key: dict[object, Canonical] = {}
    for form in forms:
        found = canonical(form, settled)
        first = by_key.setdefault(found.key, found)
        assert class_hash(found) == class_hash(first)
    keys = [c.key for c in classes(forms, lambda: None)]
    assert len(keys) == len(set(keys))
    assert set(keys) == set(by_key)


def test_forms_and_classes_whose_hashes_clash_are_each_kept() -> None:
    """Unequal forms (and classes) with the same hash are each kept once, an equal one again is
    not (`search._add_new` and `classes` keep one entry for each hash, a clash further on). The
    compiled build once lost every form after the first: there a form is a struct, and the
    object a dict keeps is never the one in hand."""
    nodes = [leaf(n) for n in (5, 7, 11)]
    again = leaf(7)
    for node in (*nodes, again):
        node.hash = 12345  # the same `key_hash`: every form's hash and every class's clash
    forms: list[Form] = [(1, nodes[0]), (1, nodes[1]), (-1, nodes[0]), (1, nodes[2])]
    found: list[Form] = []
    seen: dict[int, Node] = {}
    for form in [*forms, (1, again), (-1, nodes[0])]:
        _add_new(form, found, seen)
    assert [form_key(form) for form in found] == [form_key(form) for form in forms]
    kept = classes([(1, node) for node in (*nodes, again)], lambda: None)
    assert [c.key[1] for c in kept] == [node.key for node in nodes]


@pytest.mark.parametrize(
    ("hand", "target", "left_out"),
    [((1, 1, 2, 4), -3, 0), ((1, 2, 4, 5), -3, 0), ((1, 2, 5, 6), -3, 0), ((1, 2, 2, 6), -3, 0),
     ((1, 1, 2, 12), 24, 2), ((2, 2, 2, 3, 11), 24, 3), ((1, 2, 3, 5, 6), 24, 25)],
)  # fmt: skip
def test_forms_that_divide_by_one_are_left_out_only_where_their_twin_is_their_class(
    hand: tuple[int, ...], target: int, left_out: int
) -> None:
    """`classes` leaves out a form that divides by a factor worth 1 when every number and result
    in it is positive: the twin that multiplies is a form of the problem too, of the same class.
    Where a value is 0 or less the two can be answers of their own ((4-5)/1-2 is not
    (4-5)*1-2, for -3), and such forms are all kept."""
    forms = Search().forms(hand, target)
    every = {canonical(form).key for form in forms}
    kept = [form for form in forms if not (form[0] > 0 and form[1].positive() == DIVIDES_BY_ONE)]
    assert len(forms) - len(kept) == left_out
    keys = [c.key for c in classes(forms, lambda: None)]
    assert len(keys) == len(set(keys))
    assert set(keys) == every


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.integers(min_value=1, max_value=13), min_size=3, max_size=5),
    st.sampled_from([24, 1, 10, 36, Fraction(7, 2)]),
)
def test_a_positive_shown_solution_has_the_form_of_its_parts(values: list[int], target: Q) -> None:
    """Where every value is positive and nothing worth 0 was taken out, the form of a shown
    solution is its core times its ones, plus and minus its pairs (`canon._shown_form`, which
    `_settle` uses instead of working out the form of the whole tree again)."""
    for form in Search().forms(tuple(sorted(values)), target):
        if form[1].has_neutral():
            found = _canonical_once(form)
            assert form_key(_shown_form(found)) == form_key(form_of(found.tree)), found.text


def test_an_answer_of_negative_numbers_is_listed_once() -> None:
    """-13+10 and 5*(4-6)-(-13) are one sum and its negation: they become the same factor, so
    (10-3)/((6-4)*5+(-13)) is one answer, not two (it was listed twice, and so was another)."""
    texts = [s.text for s in solve([4, 6, -13, 5, 10, 3], Fraction(-7, 3))]
    assert len(texts) == len(set(texts)) == 298
    assert texts.count("(10-3)/((6-4)*5+(-13))") == 1


@st.composite
def made_by_the_hand(draw: st.DrawFn) -> tuple[list[Q], Q]:
    """A hand of six numbers (negative and fractions too: the fewest that one answer was listed
    twice with) and a target it makes: the value of an expression of it built at random (so
    that there are answers to list)."""
    values = draw(st.lists(numbers, min_size=6, max_size=6))
    trees: list[Tree] = [Num(value) for value in values]
    while len(trees) > 1:
        left = trees.pop(draw(st.integers(0, len(trees) - 1)))
        right = trees.pop(draw(st.integers(0, len(trees) - 1)))
        trees.append(Op(draw(st.sampled_from("+-*/")), left, right))
    try:
        return values, value_of(trees[0])
    except DivisionByZeroError:
        return values, draw(targets)


@settings(max_examples=50, deadline=None)
@given(made_by_the_hand())
@example(([1, 2, 0, 0, 1, 1], -1))  # (2+1)*(0+0), (2-1)*(0-0), (0-0)/(2-1): one answer
@example(([-1, 1, 4, -2, 1, -1], 8))
def test_no_answer_is_listed_twice(problem: tuple[list[Q], Q]) -> None:
    """Neither its text nor its class (the class of the listed expression, worked out again)
    comes twice in a listing, whatever the signs and fractions of the hand and the target."""
    values, target = problem
    found = solve(values, target)
    texts = [s.text for s in found]
    assert len(set(texts)) == len(texts), texts
    keys = [canonical(form_of(s.tree)).key for s in found]
    assert len(set(keys)) == len(keys), texts
