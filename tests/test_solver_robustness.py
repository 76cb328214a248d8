"""Bad and extreme input to every public function of the 24 solver: only documented errors come
out (SolverError and its subclasses), and every answer that does come out is right."""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solver import (
    ArgumentError,
    Cancelled,
    ExpressionError,
    LimitError,
    Num,
    NumberError,
    Op,
    ParseError,
    SolverError,
    evaluate,
    first_solution,
    format_number,
    identify,
    leaves,
    nearest,
    parse,
    parse_number,
    read_numbers,
    render,
    solvable,
    solve,
    steps,
    to_nested,
    to_number,
    to_tree,
)
from solver.core.tree import value_of
from solver.make24.difficulty import NoSolutionError, Rules, deal, score
from solver.tchisla import tchisla
from solver.tchisla.answer import check_answer

HUGE = 10**5000


def nested(depth: int, inner: object = "1") -> object:
    """A number wrapped in `depth` groups: [[[...["1"]...]]]."""
    for _ in range(depth):
        inner = [inner]
    return inner


def chain(count: int, symbol: str = "+") -> list[object]:
    """1 + 1 + ... + 1 with `count` ones, in one flat group."""
    return ["1"] + [symbol, "1"] * (count - 1)


# --- The cases the audit reported: each raised RecursionError or ValueError ------------------


def test_deep_brackets_parse_and_evaluate() -> None:
    expr = parse("(" * 5000 + "7" + ")" * 5000 + "*2")
    assert evaluate(expr) == 14
    assert render(expr) == "7*2"


def test_long_chains_evaluate_render_and_work_out() -> None:
    assert evaluate(parse("+".join(["1"] * 5000))) == 5000
    assert evaluate(chain(5000, "-")) == 1 - 4999
    text = render(["1"] + ["+", "1"] * 4999)
    assert text == "+".join(["1"] * 5000)
    assert len(steps(chain(5000))) == 4999
    assert to_nested(chain(3)) == ["1", "+", "1", "+", "1"]


def test_deeply_nested_lists_and_trees() -> None:
    assert evaluate(nested(5000)) == 1
    assert render(nested(5000, ["2", "-", "3"])) == "2-3"
    left_deep: object = "1"
    for _ in range(5000):
        left_deep = [left_deep, "-", "1"]
    tree = to_tree(left_deep)
    assert value_of(tree) == -4999
    assert len(leaves(tree)) == 5001
    right_deep: object = "1"
    for _ in range(5000):
        right_deep = ["2", "-", right_deep]  # 2-(2-(2-...)) keeps every bracket
    text = render(right_deep)
    assert text.count("(") == 4999 and evaluate(parse(text)) == evaluate(right_deep)
    group = to_nested(to_tree(right_deep))
    for _ in range(4999):
        assert len(group) == 3
        group = group[2]  # type: ignore[assignment]


@pytest.mark.parametrize(
    "job",
    [
        lambda: render(HUGE),
        lambda: solve([HUGE], HUGE),
        lambda: first_solution([HUGE] * 2, 0),
        lambda: evaluate([1, HUGE, 1]),
        lambda: solvable([1, 2], HUGE),
        lambda: to_number(Fraction(1, HUGE)),
        lambda: score([HUGE, 1]),
    ],
    ids=["render", "solve", "first_solution", "evaluate", "solvable", "fraction", "score"],
)
def test_integers_past_4300_digits_are_a_number_error(job: Callable[[], object]) -> None:
    with pytest.raises(SolverError, match="5001 digits") as error:
        job()
    assert len(str(error.value)) < 120


def test_values_worked_out_are_bounded_and_named() -> None:
    big = "9" * 1000
    with pytest.raises(LimitError, match="at most 10000 digits"):
        evaluate([big] + ["*", big] * 20)
    assert len(format_number(10**9000)) == 9001  # written in full past Python's 4300 digits
    assert evaluate([big, "*", big, "*", big, "*", big, "*", big]) == int(big) ** 5
    last = steps([big, "*", big, "*", big, "*", big, "*", big])[-1]
    assert last.text().split(" = ")[1] == format_number(int(big) ** 5)


def test_a_list_that_contains_itself_is_refused() -> None:
    group: list[object] = ["1", "+"]
    group.append(group)
    with pytest.raises(ExpressionError, match=r"at \[2\]: the group contains itself"):
        evaluate(group)


@pytest.mark.parametrize(
    ("job", "kind", "words"),
    [
        (lambda: parse(5), ArgumentError, "parse reads text, not 5"),
        (lambda: solve(5), ArgumentError, "give the numbers as a list or as text"),
        (lambda: solve(None), ArgumentError, "not None"),
        (lambda: render("1", style="latex"), ArgumentError, "not 'latex'"),
        (lambda: to_number(1.5), NumberError, "1.5 is not a number"),
        (lambda: parse_number(7), NumberError, "7 is not text"),
        (lambda: format_number("x"), NumberError, "'x' is not a number"),
        (lambda: solve([1, 2], object()), NumberError, "is not a number"),
        (lambda: evaluate(["1", "+", ["x" * 5000]]), ExpressionError, "5000 characters"),
        (lambda: parse("1" + ".2" * 3000), ParseError, "6001 characters"),
        (lambda: read_numbers(range(10**6)), LimitError, "at most 1000 are read"),
        (lambda: Rules(cards="4"), ArgumentError, "cards must be a whole number"),  # type: ignore[arg-type]
        (lambda: Rules(4, 1, 10**5000), LimitError, "at most 20000 are scored"),
    ],
)
def test_odd_arguments_get_a_solver_error(
    job: Callable[[], object], kind: type[SolverError], words: str
) -> None:
    with pytest.raises(kind, match=words) as error:
        job()
    assert len(str(error.value)) < 160


def test_cancelled_is_not_an_input_error() -> None:
    assert not issubclass(Cancelled, ValueError)
    with pytest.raises(Cancelled):
        solve([1, 3, 7, 10, 25, 50], 765, cancel=lambda: True)


def test_nearest_hears_cancel_while_it_compares_the_values(monkeypatch: pytest.MonkeyPatch) -> None:
    """Six numbers make millions of values; comparing them with the target took seconds in
    which neither ``cancel`` nor Ctrl+C was heard."""
    from solver.make24 import nearest as module

    monkeypatch.setattr(module.Search, "values_of", lambda self, values: set(range(10**5)))
    asked = []
    with pytest.raises(Cancelled):
        nearest([1, 2], 10**6, cancel=lambda: asked.append(1) or True)
    assert asked


# --- Anything at all: only documented errors, and right answers ---------------------------------

#: Values Python itself cannot write out (hypothesis reaches them by index: it prints its choices)
ODD = (HUGE, -HUGE, 10**999, True, None, 1.5, float("nan"), b"1", Fraction(1, HUGE), 10**9000)
odd_scalars = st.one_of(
    st.integers(min_value=-20, max_value=20),
    st.integers(0, len(ODD) - 1).map(ODD.__getitem__),
    st.fractions(max_denominator=20),
    st.sampled_from(["+", "-", "*", "/", "x", "", " ", "3/4", "-2", "0.5", "A", "K", "1/0", "٣"]),
    st.text(max_size=12),
    st.builds(Num, st.integers(-5, 5)),
)
odd_expressions = st.recursive(
    odd_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=7),
        st.lists(inner, max_size=5).map(tuple),
        st.builds(nested, st.integers(0, 3000), inner),
        st.builds(chain, st.integers(1, 3000), st.sampled_from("+-*/")),
    ),
    max_leaves=12,
)
typed_text = st.one_of(
    st.text(alphabet="0123456789.+-*/×÷−()[]{} AJQKx", max_size=40),
    st.text(max_size=30),
    st.integers(0, 3000).map(lambda n: "(" * n + "2" + ")" * n),
    st.integers(1, 3000).map(lambda n: "-".join(["3"] * n)),
    st.just("9" * 5001),
)

robust = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@robust
@given(odd_expressions, st.sampled_from(["ascii", "unicode"]), st.booleans())
def test_any_expression_evaluates_renders_and_works_out_or_says_why(
    expr: object, style: str, spaced: bool
) -> None:
    try:
        value = evaluate(expr)
    except SolverError:
        value = None
    try:
        text = render(expr, style, spaced)  # type: ignore[arg-type]
    except SolverError:
        assert value is None or isinstance(expr, Num | Op) is False
        return
    for job in (to_tree, to_nested, leaves, steps):
        with contextlib.suppress(SolverError):
            job(expr)
    if value is not None:
        assert evaluate(parse(text)) == value
        worked = steps(expr)
        assert (worked[-1].result if worked else value) == value


@robust
@given(typed_text)
def test_any_typed_text_parses_or_says_where(text: str) -> None:
    try:
        expr = parse(text)
    except ParseError as error:
        assert 1 <= error.position <= len(text) + 1
        assert len(str(error)) < 200
        return
    try:
        value = evaluate(expr)
    except SolverError:
        return
    assert evaluate(parse(render(expr))) == value


@robust
@given(st.one_of(odd_scalars, st.lists(odd_scalars, max_size=4)), odd_scalars)
def test_any_numbers_solve_or_say_why(numbers: object, target: object) -> None:
    for job in (solve, solvable, first_solution):
        try:
            found = job(numbers, target)  # type: ignore[operator]
        except SolverError as error:
            assert len(str(error)) < 200
            continue
        goal = to_number(target)
        values = sorted(read_numbers(numbers))  # type: ignore[arg-type]
        if isinstance(found, bool):
            assert found == bool(solve(numbers, target))  # type: ignore[arg-type]
            continue
        answers = found if isinstance(found, list) else [found] if found else []
        for answer in answers:
            assert evaluate(answer.expression) == goal
            assert sorted(leaves(answer.tree)) == values
    try:
        found_score = score(numbers, target)  # type: ignore[arg-type]
    except NoSolutionError:
        assert not solvable(numbers, target)  # type: ignore[arg-type]
    except SolverError:
        pass
    else:
        assert found_score > 0


@robust
@given(odd_scalars)
def test_any_value_is_a_number_or_a_number_error(value: object) -> None:
    try:
        number = to_number(value)
    except NumberError as error:
        assert len(str(error)) < 200
        return
    assert to_number(format_number(number)) == number
    assert parse_number(format_number(number)) == number


# --- The audit's library calls: each a documented error or the right answer, in both builds ----

#: Each public search, given a `cancel` (each asks it before it is done).
SEARCHES: list[Callable[[object], object]] = [
    lambda cancel: solve([1, 3, 7, 10, 25, 50], 765, cancel=cancel),  # type: ignore[arg-type]
    lambda cancel: nearest([1, 3, 7, 10, 25, 50], 765, cancel=cancel),  # type: ignore[arg-type]
    lambda cancel: first_solution([1, 3, 7, 10, 25, 50], 765, cancel=cancel),  # type: ignore[arg-type]
    lambda cancel: solvable([1, 5, 5, 5, 7, 9], 765, cancel=cancel),  # type: ignore[arg-type]
    lambda cancel: tchisla(999983, 1, cancel=cancel),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("search", SEARCHES)
@pytest.mark.parametrize(
    ("cancel", "words"),
    [
        (5, "cancel must be a function, not 5"),
        (lambda: "no", "cancel must return True or False, not 'no'"),
        (lambda: None, "cancel must return True or False, not None"),
    ],
)
def test_a_cancel_of_the_wrong_kind_is_an_argument_error(
    search: Callable[[object], object], cancel: object, words: str
) -> None:
    """Compiled, a bare TypeError came out; pure, what it returned was read as a truth value."""
    with pytest.raises(ArgumentError, match=words):
        search(cancel)


@pytest.mark.parametrize("most", ["7", Decimal("NaN"), 7.5, None])
def test_nearest_takes_a_whole_number_of_numbers(most: object) -> None:
    """Before: TypeError, decimal.InvalidOperation, and 7.5 taken."""
    with pytest.raises(ArgumentError, match="max_numbers must be a whole number"):
        nearest([1, 2, 3, 5], 24, max_numbers=most)


def test_solutions_of_the_wrong_kind_are_refused_at_the_first() -> None:
    """Before: range(10**9) was read whole, to a MemoryError."""
    with pytest.raises(ArgumentError, match="each of solutions must be a list of solutions, not 0"):
        identify("8/(3-8/3)", (3, 3, 8, 8), solutions=range(10**9))
    endless = itertools.repeat(solve([3, 3, 8, 8])[0])
    with pytest.raises(LimitError, match="solutions has more than 1,000,000 items"):
        identify("8/(3-8/3)", (3, 3, 8, 8), solutions=endless)


def test_the_nearest_values_of_a_huge_number_are_worked_out() -> None:
    """Before: 'a number of 1001 digits' (the product of the search's own values, taken for
    something typed, and blamed on the input)."""
    nines = 10**1000 - 1
    found = nearest([3, 3, 8, nines])
    assert found.below is not None and found.above is not None
    assert found.below.value == 24 - Fraction(3, nines) and found.below.text == f"8*3-3/{nines}"
    assert str(found).endswith("(3 3 8 a number of 1000 digits make 605 different values)")


def test_a_message_quotes_little_of_a_huge_level() -> None:
    """Before: a message of a million characters."""
    with pytest.raises(LimitError) as error:
        deal("x" * 10**6)
    assert len(str(error.value)) < 160 and "1000000 characters" in str(error.value)


def test_a_result_for_a_huge_target_has_a_repr() -> None:
    """Before: ValueError (Python writes no int of more than 4300 digits)."""
    result = tchisla(10**5000, 7)
    assert not result.found
    assert repr(result).startswith("TchislaResult(target=1" + "0" * 5000 + ", digit=7, ")
    checked = check_answer("77/7", 10**5000, 7)
    assert "target=1" + "0" * 5000 + "," in repr(checked)


def test_an_unreadable_long_answer_is_shown_around_its_problem() -> None:
    error = ParseError("m", 150, "x" * 300)
    text, caret = error.pointer().split("\n")
    assert text == "…" + "x" * 100 + "…" and caret.index("^") == 51
    assert ParseError("m", 6, "8/(3-").pointer() == "8/(3-\n     ^"


def test_an_answer_with_a_huge_number_is_told_why_in_a_short_message() -> None:
    """Before: the 180 digits typed came back in the message whole."""
    with pytest.raises(SolverError) as error:
        identify("1" * 180 + "+3+8+8", (3, 3, 8, 8))
    assert "a number of 180 digits is not one of the cards" in str(error.value)
    assert len(str(error.value)) < 160
