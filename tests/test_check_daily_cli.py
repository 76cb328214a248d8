"""python -m solver check and python -m solver daily, as a person uses them."""

from __future__ import annotations

import subprocess
import sys
from datetime import date

import pytest

from solver.cli import daily, main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_check_prints_the_solution_an_answer_is(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "check", "--answer", "(1+2+3)*4", "1", "2", "3", "4") == (
        0,
        "(3+2+1)*4\n",
        "",
    )
    assert run(capsys, "check", "-a", "8 ÷ (3 − 8 ÷ 3)", "3", "3", "8", "8")[:2] == (
        0,
        "8/(3-8/3)\n",
    )
    assert run(capsys, "check", "1", "2", "-a", "6/2*(8*1)", "6", "8")[:2] == (0, "8*6*1/2\n")


def test_check_says_why_an_answer_is_not_a_solution(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "check", "-a", "1+2+3+4", "1", "2", "3", "4") == (
        1,
        "",
        "not a solution: The answer makes 10, not 24.\n",
    )
    code, out, err = run(capsys, "check", "-a", "(1+2+3)*5", "1", "2", "3", "4")
    assert (code, out) == (1, "")
    assert err == (
        "not a solution: 5 is not one of the cards. The answer does not use 4. "
        "The cards are 1 2 3 4.\n"
    )
    code, _, err = run(capsys, "check", "-a", "(8+8)/(3-3)", "3", "3", "8", "8")
    assert (code, err) == (
        1,
        "not a solution: The answer divides by zero: (8+8)÷(3−3) cannot be worked out.\n",
    )


def test_check_points_at_an_unreadable_answer(capsys: pytest.CaptureFixture[str]) -> None:
    """Text that cannot be read is bad input, exit 2 as the help says (it was "not a
    solution", exit 1); a wrong answer that reads is not a solution, exit 1."""
    code, _, err = run(capsys, "check", "-a", "(1+2+3)*4+", "1", "2", "3", "4")
    assert code == 2
    assert err.splitlines() == [
        "python -m solver check: error: The answer cannot be read at position 11: "
        "the expression ends where a number was expected.",
        "(1+2+3)*4+",
        "          ^",
    ]


def test_check_with_another_target(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "check", "-t", "10", "-a", "1+2+3+4", "1", "2", "3", "4")[:2] == (
        0,
        "4+3+2+1\n",
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["check", "1", "2"], "the following arguments are required: --answer/-a"),
        (["check", "-a", "1+1", "1", "X"], "'X' is not a number or a card"),
        (["check", "-a", "1+1", "1", "1", "-t", "two"], "--target/-t: 'two' is not a number (like"),
        (["check", "-a", "1+1", "1", "1", "-t", "Q"], "--target/-t: 'Q' is not a number (like"),
        (["-t", "abc", "1", "2"], "argument --target/-t: 'abc' is not a number (like 24, -3"),
        (["table", "--target", "K"], "argument --target: 'K' is not a number (like 24, -3"),
        (["check", "-a", "1+1"], "the following arguments are required: NUMBER"),
        (["daily", "--date", "2025-02-30"], "--date '2025-02-30' is not a date: day is out of"),
        (["daily", "--date", "17/03/2025"], "is not a date: write it YYYY-MM-DD, e.g. 2025-03-17"),
        (["daily", "--date", "2025-3-17"], "is not a date: write it YYYY-MM-DD"),
        (["daily", "--date"], "expected one argument"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, *args)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and message in err, err


def test_daily_prints_the_hand_its_level_and_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "daily", "--date", "2025-03-23") == (
        0,
        "2025-03-23 Sunday: 3 3 8 8 (Expert, 1 solution)\n",
        "",
    )
    code, out, _ = run(capsys, "daily", "--date", "2025-03-19", "--solutions")
    assert code == 0
    assert out.splitlines() == [
        "2025-03-19 Wednesday: 2 4 7 10 (Medium, 4 solutions)",
        "    (10-7)*4*2",
        "    (4-2)*7+10",
        "    (10-2)*(7-4)",
        "    7*4/2+10",
    ]


def test_daily_is_today_s_puzzle_by_default(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(daily, "today", lambda: date(2025, 3, 17))
    assert run(capsys, "daily")[1] == "2025-03-17 Monday: 12 12 13 13 (Easy, 1 solution)\n"


def test_the_command_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "solver", "check", "-a", "3*8", "3", "8"],
        capture_output=True,
        text=True,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "8*3\n", "")
