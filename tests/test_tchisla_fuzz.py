"""Issue #10 for Tchisla: whatever goes in, only documented errors come out, answers are right.

Every public function of `solver.tchisla` and `solver.tchisla.answer` is fed huge integers, odd
types, random text and extreme limits. The documented errors are the SolverError subclasses
(NumberError, LimitError, ParseError and its AnswerError, Cancelled); every answer found is
checked again exactly by the answer checker.
"""

from __future__ import annotations

import gc
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from solver import Cancelled, SolverError
from solver.tchisla import CEILINGS, Limits, TchislaSearch, check_digit, check_target, tchisla
from solver.tchisla.answer import check_answer, read_answer

HUGE = st.integers(min_value=4000, max_value=6000).map(lambda n: 10**n + 7)
ODD = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.fractions(),
    st.decimals(allow_nan=False, allow_infinity=False).map(Decimal),
    st.complex_numbers(allow_nan=False),
    st.binary(max_size=5),
    st.lists(st.integers(), max_size=3),
)
ANY_NUMBER = st.one_of(st.integers(-(10**40), 10**40), HUGE, HUGE.map(lambda n: -n), ODD)
LIMIT = st.one_of(
    st.integers(-5, 5),
    st.sampled_from([1, 2, 40, 100, 1000, 10**30, 10**100, 1_500_000, 10**101]),
    HUGE,
    ODD,
)
ANSWER_CHARS = st.sampled_from([*"0123456789+-−*×/÷^!√()[]{} .xrR%sqrt", "**", "sqrt("])
ANSWER = st.one_of(
    st.text(max_size=30),
    st.lists(ANSWER_CHARS, max_size=25).map("".join),
    st.integers(1, 9).flatmap(
        lambda d: st.lists(
            st.sampled_from(
                [str(d), str(d) * 2, "+", "-", "*", "/", "^", "^-", "!", "√", "(", ")"]
            ),
            max_size=15,
        ).map("".join)
    ),
)


def budget(checks: int = 40) -> object:
    """A cancel callable that stops a search after a few checks (about 80 000 steps)."""
    asked = [0]

    def cancel() -> bool:
        asked[0] += 1
        return asked[0] > checks

    return cancel


def solved_right(result: object, target: int, digit: int) -> None:
    """An answer found is worth its target exactly and uses its count of copies."""
    from solver.tchisla import TchislaResult

    assert isinstance(result, TchislaResult)
    str(result)  # never fails, however large the target
    if result.found:
        checked = check_answer(result.expression, target, digit)
        assert checked.correct and checked.count == result.count
        assert all(str(step) for step in result.steps)


SLOW = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SLOW
@given(ANY_NUMBER, ANY_NUMBER)
def test_tchisla_raises_only_documented_errors(target: object, digit: object) -> None:
    try:
        result = tchisla(target, digit, cancel=budget())  # type: ignore[arg-type]
    except (SolverError, Cancelled):
        return
    solved_right(result, target, digit)  # type: ignore[arg-type]


@SLOW
@given(st.fixed_dictionaries(dict.fromkeys(CEILINGS, LIMIT)))
def test_limits_raise_only_documented_errors(chosen: dict[str, object]) -> None:
    try:
        limits = Limits(**chosen)  # type: ignore[arg-type]
    except SolverError as error:
        assert "limit max_" in str(error)
        return
    assert limits.describe()


@SLOW
@given(
    st.integers(1, 3000) | HUGE,
    st.integers(1, 9),
    st.fixed_dictionaries(
        {
            "max_copies": st.sampled_from([1, 3, 12, 40]),
            "max_value": st.sampled_from([1, 10, 10**6, 10**30, 10**100]),
            "max_factorial": st.sampled_from([1, 3, 30, 100]),
            "max_exponent": st.sampled_from([1, 2, 40, 1000]),
            "max_stored": st.sampled_from([1, 100, 10**6, 1_500_000]),
        }
    ),
)
def test_extreme_limits_give_right_answers_or_documented_errors(
    target: int, digit: int, chosen: dict[str, int]
) -> None:
    limits = Limits(**chosen)
    try:
        result = TchislaSearch(digit, limits, budget()).solve(target)
    except Cancelled:
        return
    solved_right(result, target, digit)


@SLOW
@given(ANY_NUMBER)
def test_checks_of_target_and_digit(value: object) -> None:
    for check in (check_target, check_digit):
        try:
            assert check(value) == value
        except SolverError as error:
            assert len(str(error)) < 200


@settings(max_examples=400, deadline=None)
@given(ANSWER, st.integers(1, 9), st.integers(1, 10**6) | HUGE)
def test_the_answer_checker_raises_only_documented_errors(
    text: str, digit: int, target: int
) -> None:
    try:
        checked = check_answer(text, target, digit)
    except SolverError as error:
        assert "position" in str(error)
        return
    str(checked)
    if text.isascii():  # the copies are the digits typed
        assert checked.count == sum(c.isdigit() for c in text)


@SLOW
@given(ODD | ANY_NUMBER, ODD | ANY_NUMBER)
def test_the_answer_checker_refuses_odd_arguments(text: object, digit: object) -> None:
    assume(not (isinstance(text, str) and type(digit) is int and 1 <= digit <= 9))  # both fine
    with pytest.raises(SolverError):
        read_answer(text, digit)  # type: ignore[arg-type]


def test_the_issue_10_examples() -> None:
    assert str(tchisla(10**5000, 7)).startswith("10^5000#7: not found within the limits")
    with pytest.raises(SolverError, match=r"positive whole number, not -10\^5000"):
        tchisla(-(10**5000), 7)
    with pytest.raises(SolverError, match=r"can be at most 10\^100 .*not 10\^5000"):
        Limits(max_value=10**5000)
    with pytest.raises(SolverError, match=r"digit must be one of 1\.\.9, not a number of"):
        tchisla(7, 7 * 10**5000)


# --- the garbage collector ---------------------------------------------------------------------


def test_the_garbage_collector_is_back_after_a_search_however_it_ends() -> None:
    assert gc.isenabled()
    assert tchisla(2016, 7).count == 6
    assert gc.isenabled()
    with pytest.raises(Cancelled):
        tchisla(9973, 9, cancel=lambda: True)
    assert gc.isenabled()

    def fail(_n: int) -> None:
        raise RuntimeError("the caller's progress display broke")

    with pytest.raises(RuntimeError):
        tchisla(2016, 7, progress=fail)
    assert gc.isenabled()


def test_a_collector_switched_off_by_the_caller_stays_off() -> None:
    gc.disable()
    try:
        tchisla(100, 7)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_garbage_collector_is_paused_during_a_search() -> None:
    seen: list[bool] = []
    tchisla(2016, 7, progress=lambda n: seen.append(gc.isenabled()))
    assert seen and not any(seen)


def test_progress_tells_each_count_of_copies_as_it_is_searched() -> None:
    counts: list[int] = []
    result = tchisla(2016, 7, progress=counts.append)
    assert counts == [1, 2, 3, 4, 5, 6] and result.count == 6
