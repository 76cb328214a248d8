"""``python -m solver explain``: the coach's ladder on the command line (#34), as people use it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from solver.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["explain", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_one_rung_a_line_least_revealing_first(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "1", "3", "5", "8")
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "There is an 8, and 24 = 3 × 8: can 1 3 5 make 3?",
        "3 = 6 − 3: make 6 from 1 5.",
        "Start with 5 + 1 = 6.",
        "One answer: (5 + 1 − 3) × 8 = 24. The working: 5 + 1 = 6, 6 − 3 = 3, 3 × 8 = 24.",
    ]


def test_json_one_object_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--json", "3", "3", "8", "8")
    rungs = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    assert all({"kind", "text"} <= set(rung) for rung in rungs)
    assert [rung["kind"] for rung in rungs] == [
        "not_whole",
        "tried",
        "tried",
        "tried",
        "nearest",
        "plan",
        "goal",
        "step",
        "answer",
    ]
    goals = [rung for rung in rungs if rung["kind"] == "goal"]
    assert goals == [
        {
            "kind": "goal",
            "text": "1/3 = 3 − (8/3): make 8/3 from 3 8.",
            "make": "8/3",
            "from": ["3", "8"],
        }
    ]
    assert [rung.get("answer") for rung in rungs] == [None] * 8 + ["8/(3-8/3)"]
    extra = {"goal": {"make", "from"}, "answer": {"answer"}}
    for rung in rungs:
        assert set(rung) - {"kind", "text"} == extra.get(rung["kind"], set())


def test_no_answer_exits_1_with_the_reason(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "1", "1", "1", "1")
    assert (code, err) == (1, "")
    lines = out.splitlines()
    assert lines[0] == "There is no answer: 1 1 1 1 cannot make 24."
    assert lines[-1] == "The nearest to 24 that 1 1 1 1 can make: 4 = 1 + 1 + 1 + 1."
    code, out, _ = run(capsys, "--json", "1", "1", "1", "1")
    assert code == 1
    assert not any("answer" in json.loads(line) for line in out.splitlines())


def test_target_operators_and_whole_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--target", "10", "1", "2", "3", "4")
    assert code == 0 and out.splitlines()[0] == "There is a 4, and 10 = 6 + 4: can 1 2 3 make 6?"
    code, out, _ = run(capsys, "5", "6", "6", "7", "--ops", "+-")
    assert code == 0 and out.splitlines()[-1].startswith("One answer: 6 + 6 + 5 + 7 = 24.")
    code, out, _ = run(capsys, "--whole", "3", "3", "8", "8")
    assert code == 1
    assert out.splitlines()[0] == (
        "There is no answer: 3 3 8 8 cannot make 24 with + − × ÷, whole numbers only."
    )
    code, out, _ = run(capsys, "--ops", "-*/", "Q", "Q", "A", "A")
    assert code == 0


def test_the_ladder_to_a_chosen_answer(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--answer", "(6-2-1)*8", "1", "2", "6", "8")
    assert code == 0
    assert out.splitlines()[0] == "There is an 8, and 24 = 3 × 8: can 1 2 6 make 3?"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["3", "3", "x"], "'x' is not a number or a card"),
        (["--ops", "%", "1", "2", "3", "4"], "--ops '%': '%' is not an operator of 24"),
        (["--answer", "6*(4", "1", "2", "6", "8"], "position"),
        (["--target", "z", "1", "2"], "'z' is not a number"),
        (["1", "2", "3", "4", "5", "6", "7"], "the coach explains at most 6"),
        (["--frobnicate", "1"], "unrecognized arguments: --frobnicate"),
        ([], "the following arguments are required: NUMBER"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert message in err and err.startswith("python -m solver explain: error:")
    assert "Traceback" not in err


def test_an_answer_that_reads_but_is_wrong_is_not_a_solution_exit_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Exit 1 as `check` says it (it was bad input, exit 2); one that cannot be read stays 2."""
    code, out, err = run(capsys, "--answer", "6*8/2", "1", "2", "6", "8")
    assert (code, out) == (1, "")
    assert err == "not a solution: The answer does not use 1. The cards are 1 2 6 8.\n"


def test_help_and_an_ascii_terminal() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "solver", "explain", "--help"], capture_output=True, text=True
    )
    assert done.returncode == 0 and "--json" in done.stdout and "--answer" in done.stdout
    ascii_run = subprocess.run(
        [sys.executable, "-m", "solver", "explain", "3", "3", "8", "8"],
        capture_output=True,
        text=True,
        env={"PYTHONIOENCODING": "ascii", "PATH": ""},
    )
    assert ascii_run.returncode == 0
    assert ascii_run.stdout.splitlines()[-1] == (
        "One answer: 8 / (3 - 8 / 3) = 24. The working: 8 / 3 = 8/3, 3 - (8/3) = 1/3, "
        "8 / (1/3) = 24."
    )
