"""Games with fewer operators or whole numbers only, and why a hand has no answer (issue #22):
the library, the checks of answers, the difficulty, the daily puzzle and the command line.

The brute-force oracles for solve() and nearest() under every operator set are in
test_solver_properties.py."""

from __future__ import annotations

from datetime import date, timedelta
from functools import partial

import pytest

from solver import (
    ALL_OPERATORS,
    ArgumentError,
    NotWholeError,
    OperatorNotAllowedError,
    OperatorSet,
    WrongValueError,
    identify,
    nearest,
    solvable,
    solve,
)
from solver.cli import main
from solver.make24 import daily, difficulty
from solver.make24.difficulty import Level, Rules, deal, levels, score
from solver.make24.tables import hands, rows, solution_texts

PLUS_MINUS = OperatorSet("+-")
WHOLE = OperatorSet(whole=True)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


# --- The value type ------------------------------------------------------------------------


def test_an_operator_set_reads_what_people_type_and_writes_it_back() -> None:
    assert OperatorSet.parse("×+ −") == OperatorSet("+-*")
    assert OperatorSet.parse("x, ÷") == OperatorSet("*/")
    assert OperatorSet.parse("+- whole") == OperatorSet("+-", whole=True)
    assert str(OperatorSet("/*-+")) == "+-*/" and str(OperatorSet("-+", True)) == "+- whole"
    for operators in (ALL_OPERATORS, PLUS_MINUS, WHOLE, OperatorSet("-/", True)):
        assert OperatorSet.parse(str(operators)) == operators
    assert ALL_OPERATORS.full and not PLUS_MINUS.full and not WHOLE.full
    assert PLUS_MINUS.pretty() == ("+", "−")


@pytest.mark.parametrize("text", ["", "  ", "+%", "++ plus", "^"])
def test_a_set_that_is_not_one_is_refused_in_one_line(text: str) -> None:
    with pytest.raises(ArgumentError) as caught:
        OperatorSet.parse(text)
    assert "\n" not in str(caught.value) and "+ - * /" in str(caught.value)


def test_the_library_refuses_operators_of_the_wrong_kind() -> None:
    with pytest.raises(ArgumentError, match="operators must be text"):
        solve([1, 2, 3, 4], operators=42)  # type: ignore[arg-type]
    with pytest.raises(ArgumentError, match="whole must be True or False"):
        OperatorSet("+", whole="yes")  # type: ignore[arg-type]


# --- Solving ---------------------------------------------------------------------------------


def test_sums_only_list_5_6_6_7_and_find_nothing_for_3_3_8_8() -> None:
    assert [s.text for s in solve([5, 6, 6, 7], operators="+-")] == ["7+6+6+5"]
    assert solve([3, 3, 8, 8], operators="+-") == []
    assert not solvable([3, 3, 8, 8], operators="+-")


def test_a_minus_b_minus_c_is_still_one_answer_with_plus_and_minus() -> None:
    """a − (b − c) and a + c − b: one class, counted once, under + and − as with all four."""
    found = solve([2, 9, 13, 0], 24, operators="+-")
    assert len(found) == 1
    assert identify("13-(2-13)", [2, 13, 13], 24, operators="+-").text == "13+13-2"
    assert identify("13+13-2", [2, 13, 13], 24, operators="+-").text == "13+13-2"


def test_the_classic_game_is_the_default_everywhere() -> None:
    for hand in ([3, 3, 8, 8], [1, 2, 3, 4], [1, 1, 5, 5], [4, 5, 5, 6]):
        plain = [s.text for s in solve(hand)]
        assert [s.text for s in solve(hand, operators=ALL_OPERATORS)] == plain
        assert [s.text for s in solve(hand, operators="+-*/")] == plain


def test_whole_numbers_only_refuse_negative_steps_but_keep_zero() -> None:
    assert solve([3, 3, 8, 8], operators=WHOLE) == []
    assert [s.text for s in solve([3, 3, 4, 6], operators=OperatorSet("+-*", True))]
    # 5-5 = 0 is a whole number: a zero factor is allowed
    assert [s.text for s in solve([5, 5, 7], 0, operators=OperatorSet("-*", True))] == ["(5-5)*7"]


def test_tables_run_a_game_s_job_in_worker_processes() -> None:
    """The job of another game reaches the workers (a partial of a module function)."""
    chosen = list(hands(4, 1, 6))
    job = partial(solution_texts, operators=PLUS_MINUS)
    here = list(rows(job, chosen, 24, workers=1))
    spread = list(rows(job, chosen, 24, workers=2))
    assert here == spread
    assert all(all("*" not in t and "/" not in t for t in texts) for _, texts in here)
    assert ((6, 6, 6, 6), ("6+6+6+6",)) in here


# --- Checking answers ------------------------------------------------------------------------


def test_an_answer_with_an_operator_the_game_leaves_out_is_told_so() -> None:
    with pytest.raises(OperatorNotAllowedError) as caught:
        identify("(7-5)*6+6", [5, 6, 6, 7], operators="+-")
    assert str(caught.value) == "This game allows only + and −: the answer uses ×."
    assert caught.value.symbol == "*"
    with pytest.raises(OperatorNotAllowedError, match=r"only \+, − and ×: the answer uses ÷"):
        identify("8/(3-8/3)", [3, 3, 8, 8], operators="+-*")


def test_a_step_that_is_not_a_whole_number_is_named() -> None:
    with pytest.raises(NotWholeError) as caught:
        identify("8/(3-8/3)", [3, 3, 8, 8], operators=WHOLE)
    assert str(caught.value).startswith("8÷3 is not a whole number")
    with pytest.raises(NotWholeError, match=r"^3−5 is below zero"):
        identify("(3-5)*(2-14)", [2, 3, 5, 14], operators=WHOLE)


def test_a_right_answer_by_the_rules_is_identified_and_a_wrong_one_still_says_its_value() -> None:
    assert identify("6*4*5/5", [4, 5, 5, 6], operators="*/").text == "4*5*6/5"
    assert identify("(12+12)/(5-4)", [4, 5, 12, 12], operators="+-/").text == "12+12/(5-4)"
    with pytest.raises(WrongValueError):
        identify("5+6+6-7", [5, 6, 6, 7], operators="+-")


# --- Why there is no answer ------------------------------------------------------------------


def test_nearest_names_the_values_around_the_target_and_how_many_there_are() -> None:
    found = nearest([3, 3, 8, 8], 24, operators="+-")
    assert found.below is not None and found.below.value == 22
    assert found.below.text == "8+8+3+3" and found.above is None
    assert found.count == 8
    found = nearest([3, 3, 8, 8], operators=WHOLE)
    assert (str(found.below), str(found.above)) == ("23 = (8-3)*3+8", "25 = 3*3+8+8")
    assert str(nearest([1, 1, 1, 1])) == (
        "nearest: 4 = 1+1+1+1 (none above 24; 1 1 1 1 make 11 different values)"
    )


# --- Difficulty, dealing and the daily puzzle --------------------------------------------------


def test_levels_are_over_the_hands_solvable_by_the_game_s_operators() -> None:
    rules = Rules(high=9, operators=OperatorSet("+-*"))
    found = levels(rules)
    every = [hand for group in found.hands for hand in group]
    assert every and all(solvable(hand, operators="+-*") for hand in every)
    assert len(every) == sum(solvable(h, operators="+-*") for h in hands(4, 1, 9))
    assert len(every) < len([h for h in hands(4, 1, 9) if solvable(h)])
    assert Rules(operators="+-") == Rules(operators=PLUS_MINUS)  # type: ignore[arg-type]


def test_hands_dealt_under_a_set_are_solvable_under_it() -> None:
    import random

    rng = random.Random(5)
    for operators in (PLUS_MINUS, OperatorSet("+-*", True), WHOLE):
        rules = Rules(operators=operators)
        for level in Level:
            hand = deal(level, rules, rng)
            assert solvable(hand, operators=operators), (operators, level, hand)


def test_a_score_follows_the_game_s_solutions() -> None:
    # 4 5 5 6 is easy with + and − (6×4+5−5); with × and ÷ only it needs 4×5×6÷5
    assert score([4, 5, 5, 6]) < score([4, 5, 5, 6], operators="*/")
    with pytest.raises(difficulty.NoSolutionError):
        score([3, 3, 8, 8], operators="+-")


def test_the_daily_puzzle_of_a_set_is_the_same_for_everybody_and_solvable_by_it() -> None:
    day = date(2025, 3, 19)
    classic = daily.puzzle(day)
    assert classic == daily.puzzle(day, operators=ALL_OPERATORS)
    for operators in (PLUS_MINUS, OperatorSet("+-*"), WHOLE):
        for offset in range(7):
            found = daily.puzzle(day + timedelta(offset), operators=operators)
            assert found == daily.puzzle(day + timedelta(offset), operators=operators)
            assert found.operators == operators and found.solutions
            assert all("*" not in s.text and "/" not in s.text for s in found.solutions) or (
                operators != PLUS_MINUS
            )
            assert solvable(found.hand, operators=operators)


# --- The command line ------------------------------------------------------------------------


def test_ops_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--ops", "+-", "5", "6", "6", "7") == (0, "7+6+6+5\n", "")
    code, out, err = run(capsys, "--ops", "+-", "3", "3", "8", "8")
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        "no solution: 3 3 8 8 cannot make 24, operators +-",
        "nearest: 22 = 8+8+3+3 (none above 24; 3 3 8 8 make 8 different values)",
    ]


def test_every_hand_without_a_solution_names_its_nearest_values(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "--whole", "3", "3", "8", "8")
    assert code == 1 and out == ""
    assert "nearest: 23 = (8-3)*3+8, 25 = 3*3+8+8 (3 3 8 8 make 58 different values)" in err
    code, _, err = run(capsys, "1", "1", "1", "1")
    assert code == 1 and "nearest: 4 = 1+1+1+1" in err
    code, out, _ = run(capsys, "--json", "1", "1", "1", "1")  # the JSON is as it was
    assert code == 1 and '"count": 0' in out and "nearest" not in out


def test_a_set_starting_with_a_minus_is_read_as_the_option_s_value(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(capsys, "--ops", "-*", "--target", "2", "1", "3", "5") == (0, "(5-3)*1\n", "")
    code, _, err = run(capsys, "--ops", "+%", "1", "2")
    assert code == 2 and err.count("\n") == 1 and "'%' is not an operator" in err


def test_check_table_difficulty_and_daily_take_the_set(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "check", "--ops", "+-", "--answer", "(7-5)*6+6", "5", "6", "6", "7")
    assert code == 1 and "only + and −" in err
    code, out, _ = run(capsys, "check", "--whole", "--answer", "3*8-(5-5)", "3", "5", "5", "8")
    assert (code, out) == (0, "8*3+5-5\n")
    code, out, err = run(capsys, "table", "--ops", "+-", "--max", "6")
    assert code == 0 and "6 6 6 6\t1\t6+6+6+6" in out.splitlines()
    assert err.splitlines()[0].endswith("target 24, operators +-:")
    code, out, err = run(capsys, "difficulty", "--ops", "*", "--max", "6")
    assert code == 0 and all("+" not in line for line in out.splitlines())
    assert "1 1 4 6\t" in out and "1 1 1 1\t" not in out
    code, out, _ = run(capsys, "daily", "--date", "2025-03-19", "--ops", "+-*")
    assert code == 0 and out.endswith("operators +-*)\n")
