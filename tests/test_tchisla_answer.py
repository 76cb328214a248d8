"""Checking a player's Tchisla answer: what reads, what is refused and where, and the CLI."""

from __future__ import annotations

import os
import subprocess
import sys
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver import NumberError, ParseError
from solver.cli import main as cli_main
from solver.core.surds import Surd
from solver.tchisla import TchislaSearch, copies, render, tchisla
from solver.tchisla.answer import AnswerError, check_answer, read_answer


@pytest.mark.parametrize(
    ("text", "digit", "value", "count"),
    [
        ("77/7", 7, 11, 3),
        ("77 ÷ 7", 7, 11, 3),
        ("7 × 7 − 7", 7, 42, 3),
        ("7*7-7", 7, 42, 3),
        ("7 x 7", 7, 49, 2),
        ("2^-2", 2, Fraction(1, 4), 2),
        ("2^(-2)", 2, Fraction(1, 4), 2),
        ("2 ** -2", 2, Fraction(1, 4), 2),
        ("2^(−(2+2))", 2, Fraction(1, 16), 3),
        ("2^-2^2", 2, Fraction(1, 16), 3),  # the exponent is 2^2, negated
        ("2^2^2 + 2", 2, 18, 4),  # powers group from the right: 2^(2^2)
        ("√9", 9, 3, 1),
        ("sqrt(9)", 9, 3, 1),
        ("sqrt9 + r9", 9, 6, 2),
        ("R(9)", 9, 3, 1),
        ("√(7!)", 7, Surd(5040), 1),
        ("(√9)!", 9, 6, 1),
        ("√(4!)", 4, Surd(24), 1),
        ("[4 + 4] / {4}", 4, 2, 3),
        ("（７７）／７", 7, 11, 3),  # full-width forms
        ("777", 7, 777, 3),
        ("√(2*2*2) + √2", 2, Surd(18), 4),  # alike square roots add up: 2√2 + √2 = 3√2
    ],
)
def test_answers_that_read(text: str, digit: int, value: object, count: int) -> None:
    answer = read_answer(text, digit)
    if value is not None:
        assert answer.value == value
    assert copies(answer.tree) == count


def test_a_root_of_a_root_that_comes_out_rational_is_fine() -> None:
    assert read_answer("√√(4^4)", 4).value == 4
    assert read_answer("√√4", 4).value == Surd(2)


@pytest.mark.parametrize(
    ("text", "digit", "position", "message"),
    [
        ("", 7, 1, "nothing to read"),
        ("7 + ", 7, 5, "ends where a number was expected"),
        ("(77/7", 7, 1, "this '(' is never closed"),
        ("77)/7", 7, 3, "')' closes a bracket that was never opened"),
        ("(7]", 7, 3, "']' cannot close '(': close it with ')'"),
        ("7 7", 7, 3, "expected an operator before '7'"),
        ("7 + ()", 7, 6, "empty brackets"),
        ("7.7", 7, 2, "no decimal points"),
        ("7 % 7", 7, 3, "unexpected '%'"),
        ("-7 + 77", 7, 1, "a minus sign on its own may only negate an exponent"),
        ("7 * -7", 7, 5, "a minus sign on its own may only negate an exponent"),
        ("2^(-2+2)", 2, 6, "a negated exponent is one term"),
        ("√4!", 4, 3, "can be read two ways"),
        ("√7!", 7, 3, "√7! can be read two ways: add brackets, as in √(7!) or (√7)!"),
        ("√4^4", 4, 3, "can be read two ways: add brackets, as in √(4^…) or (√4)^…"),
        # the root typed as a word: the example shows the operand, not the word's letters
        ("sqrt7!", 7, 6, "√7! can be read two ways: add brackets, as in √(7!) or (√7)!"),
        ("sqrt 77 ^7", 7, 9, "√77^ can be read two ways: add brackets, as in √(77^…) or (√77)^…"),
        ("r7!", 7, 3, "√7! can be read two ways"),
        ("4!!", 4, 2, "!! can be read two ways: write (n!)!"),
        ("7 * / 7", 7, 5, "'/' where a number was expected"),
    ],
)
def test_text_that_is_not_an_answer_says_what_and_where(
    text: str, digit: int, position: int, message: str
) -> None:
    with pytest.raises(ParseError) as caught:
        read_answer(text, digit)
    assert not isinstance(caught.value, AnswerError)
    assert caught.value.position == position
    assert message in str(caught.value)
    assert str(caught.value).startswith(f"position {position}: ")


@pytest.mark.parametrize(
    ("text", "digit", "position", "message"),
    [
        ("78 - 7", 7, 1, "78 is not made of the digit 7 alone"),
        ("7 + 8", 7, 5, "8 is not made of the digit 7 alone"),
        ("4 - 4", 4, 3, "4 − 4 is not above 0"),
        ("4 - 44", 4, 3, "4 − 44 is not above 0"),
        ("√8 - √8", 8, 4, "√8 − √8 is not above 0"),
        ("√2 + 2", 2, 4, "√2 + 2 has no exact form here"),
        ("√√2", 2, 1, "√(√2) has no exact form here"),
        ("(7/7+7/77)!", 7, 11, "is not a factorial of a whole number"),
        ("2^(2/22)", 2, 2, "the exponent 2 ÷ 22 is not a whole number"),
        ("7^77^7", 7, 2, "too large to check"),
        ("(7!)!", 7, 5, "the factorial of 5040 is too large to check (at most 1000!)"),
        ("7" * 101, 7, 1, "a number of 101 digits: at most 100 are read"),
    ],
)
def test_answers_that_break_a_rule_say_which_and_where(
    text: str, digit: int, position: int, message: str
) -> None:
    with pytest.raises(AnswerError) as caught:
        read_answer(text, digit)
    assert caught.value.position == position
    assert message in str(caught.value)


def test_checking_compares_with_the_target_and_counts_the_copies() -> None:
    right = check_answer("77/7", 11, 7)
    assert right.correct and right.count == 3 and str(right) == "11 = 77 ÷ 7"
    wrong = check_answer("7 + 7/7", 11, 7)
    assert not wrong.correct and wrong.count == 3
    assert str(wrong) == "7 + 7 ÷ 7 is 8, not 11"
    longer = check_answer("7 + 7 - 7 + 7 - 7/7 - 7/7 - 7/7", 11, 7)
    assert longer.correct and longer.count == 10
    assert str(check_answer("4^(-4!)", 1, 4)) == "4^(−4!) is 1/281474976710656, not 1"


def test_the_record_answers_of_issue_13_check() -> None:
    for text, target, digit, count in [
        ("4!·(√4 + √√√√(4^(−4!)))", 51, 4, 4),
        ("4!·(4 − √√√√(4^(−4!)))", 93, 4, 4),
        ("4!·(4 + √√√√(4^(−4!)))", 99, 4, 4),
        ("22·(2 + √(2^(−2)))", 55, 2, 5),
        ("2 + 22·(2 + √(2^(−2)))", 57, 2, 6),
        ("2·22·(2 − 2^(−2))", 77, 2, 6),
    ]:
        checked = check_answer(text, target, digit)
        assert checked.correct and checked.count == count, text


def test_bad_target_or_digit_is_a_number_error() -> None:
    with pytest.raises(NumberError, match="target"):
        check_answer("7", 0, 7)
    with pytest.raises(NumberError, match="digit"):
        check_answer("7", 7, 0)
    with pytest.raises(ParseError, match="must be text"):
        read_answer(77, 7)  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 300), st.integers(1, 9))
def test_every_answer_the_solver_writes_reads_back_to_its_target(target: int, digit: int) -> None:
    result = tchisla(target, digit)
    assert result.tree is not None
    for style in ("ascii", "unicode"):
        checked = check_answer(render(result.tree, style), target, digit)
        assert checked.correct and checked.count == result.count


def test_the_first_hundred_with_fours_read_back() -> None:
    search = TchislaSearch(4)
    for target in range(1, 101):
        result = search.solve(target)
        assert check_answer(result.expression, target, 4).count == result.count


# --- command line ------------------------------------------------------------------------------


def test_cli_check_right_answer_prints_the_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["tchisla", "--check", "77/7", "11", "7"]) == 0
    assert capsys.readouterr().out == "11#7\t3\t77/7\n"


def test_cli_check_shows_the_working(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["tchisla", "--steps", "--check", "22*(2+√(2^-2))", "55", "2"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "55#2\t5\t22*(2+√(2^-2))",
        "    2^(−2) = 1/4",
        "    √(1/4) = 1/2",
        "    2 + (1/2) = 5/2",
        "    22 × (5/2) = 55",
    ]


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ("7+7/7", "11#7: 7 + 7 ÷ 7 is 8, not 11\n"),
        ("7+8", "11#7: position 3: 8 is not made of the digit 7 alone\n"),
        ("7-77", "11#7: position 2: 7 − 77 is not above 0"),
    ],
)
def test_cli_check_wrong_answer_exits_1_with_the_reason(
    answer: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli_main(["tchisla", "--check", answer, "11", "7"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith(message)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--check", "(7", "11", "7"], "position 1: this '(' is never closed"),
        (["--check", "77/7", "11"], "--check needs one DIGIT"),
        (["--check", "77/7", "11", "7", "8"], "--check needs one DIGIT"),
        (["--check", "77/7", "0", "7"], "target must be a positive whole number, not 0"),
    ],
)
def test_cli_check_bad_input_exits_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli_main(["tchisla", *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_cli_shows_the_copies_searched_on_a_terminal() -> None:
    main, terminal = os.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "solver", "tchisla", "2016", "7"],
            stdout=subprocess.PIPE,
            stderr=terminal,
            text=True,
            check=False,
        )
        os.close(terminal)
        shown = b""
        while chunk := _read(main):
            shown += chunk
    finally:
        os.close(main)
    assert done.returncode == 0 and done.stdout.startswith("2016#7\t6\t")
    text = shown.decode()
    assert "2016#7: searching 1 copy…" in text and "2016#7: searching 6 copies…" in text
    assert text.endswith("\r\033[K")  # the line is cleared before the answer is printed


def _read(fd: int) -> bytes:
    """Read what a closed terminal still holds (b'' at its end)."""
    try:
        return os.read(fd, 4096)
    except OSError:  # Linux says EIO once the other end is closed and everything is read
        return b""


def test_cli_shows_no_progress_when_stderr_is_not_a_terminal() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "solver", "tchisla", "2016", "7"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == ""  # not a terminal: no progress line
    assert done.stdout.startswith("2016#7\t6\t")
