"""The solver's command line, as a person uses it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from solver.cli import main
from solver.core import collector


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_3388(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "3", "3", "8", "8") == (0, "8/(3-8/3)\n", "")


def test_cards_as_letters(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "A", "5", "5", "5")
    assert (code, out) == (0, "(5-1/5)*5\n")


def test_one_solution_per_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1", "2", "3", "4")
    assert code == 0
    assert sorted(out.split()) == ["(3+2+1)*4", "(4+2)*(3+1)", "4*3*2*1"]


def test_steps(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--steps", "3", "3", "8", "8")
    assert code == 0
    assert out.splitlines() == ["8/(3-8/3)", "    8/3 = 8/3", "    3-8/3 = 1/3", "    8/(1/3) = 24"]


def test_table_summary_counts_read_as_words(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "table", "--cards", "1", "--max", "30")
    assert code == 0
    assert err.splitlines()[0] == "30 hands of 1 number from 1 to 30, target 24:"
    assert err.splitlines()[-1].startswith("30 hands, 1 solvable, 1 solution (target 24)")


def test_options_may_come_between_the_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "3", "3", "--steps", "8", "8")
    assert (code, out.splitlines()[0]) == (0, "8/(3-8/3)")
    assert run(capsys, "3", "3", "8", "--target", "24", "8")[:2] == (0, "8/(3-8/3)\n")


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--json", "3", "3", "8", "8")
    assert code == 0
    assert json.loads(out) == {
        "numbers": ["3", "3", "8", "8"],
        "target": "24",
        "count": 1,
        "solutions": [
            {
                "text": "8/(3-8/3)",
                "expression": ["8", "/", ["3", "-", "8", "/", "3"]],
                "steps": ["8/3 = 8/3", "3-8/3 = 1/3", "8/(1/3) = 24"],
            }
        ],
    }


def test_first_and_target(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--first", "--target", "765", "1", "3", "7", "10", "25", "50")
    assert code == 0
    assert len(out.splitlines()) == 1
    code, out, _ = run(capsys, "-t", "1/2", "1", "2")
    assert (code, out) == (0, "1/2\n")


def test_no_solution_says_so_and_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "1", "1", "1", "1")
    assert (code, out) == (1, "")
    assert "no solution: 1 1 1 1 cannot make 24" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["3", "x", "8"], "'x' is not a number or a card"),
        (["3", "3", "8", "8", "--target", "abc"], "'abc' is not a number"),
        (
            ["1", "2", "3", "4", "5", "6", "7", "8"],
            "8 numbers: listing every solution is limited to 7",
        ),
        (["--bogus", "1"], "unrecognized arguments: --bogus"),
        ([], "the following arguments are required"),
        (["table", "--cards", "9"], "--cards must be from 1 to 6"),
        (["table", "--min", "5", "--max", "2"], "--min 5 is larger than --max 2"),
        (["table", "--cards", "x"], "is not a whole number"),
        (["1", "1/0"], "divides by zero"),
        (["3", "3", "8", "9" * 5000], "is too long: a number may have at most 1000 digits"),
        (["3", "3", "8", "8", "--target", "1/" + "7" * 2000], "is too long"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert message in err
    assert "Traceback" not in err


def test_table_small(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "table", "--cards", "2", "--min", "3", "--max", "8")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 21  # multisets of 2 from 6 numbers
    assert "3 8\t1\t8*3" in lines
    assert "3 3\t0" in lines
    assert "21 hands, 2 solvable" in err  # 3*8 and 4*6


def test_table_default_matches_4nums(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "table")
    lines = out.splitlines()
    assert code == 0
    assert len(lines) == 1820
    assert lines[0].split("\t")[0] == "1 1 1 1"
    assert sum(int(line.split("\t")[1]) for line in lines) == 3017
    assert "1820 hands, 1362 solvable, 3017 solutions" in err


def test_python_dash_m_solver_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "solver", "3", "3", "8", "8"], capture_output=True, text=True
    )
    assert (done.returncode, done.stdout) == (0, "8/(3-8/3)\n")
    bad = subprocess.run([sys.executable, "-m", "solver", "Z"], capture_output=True, text=True)
    assert bad.returncode == 2
    assert bad.stderr.count("\n") == 1


def test_a_long_answer_reaches_a_pipe_whole_as_the_command_ends_at_once(capsys) -> None:
    """``python -m solver`` ends its process as soon as the answer is written (its search is
    not freed object by object): every line still arrives through a pipe, with the exit code,
    and a hand with no answer still says so on stderr."""
    hand = ["--steps", "1", "2", "3", "4", "5", "6"]  # 63 kB: past every buffer
    expected = run(capsys, *hand)
    done = subprocess.run([sys.executable, "-m", "solver", *hand], capture_output=True, text=True)
    assert (done.returncode, done.stdout, done.stderr) == expected
    assert len(done.stdout.splitlines()) > 4000
    none = subprocess.run(
        [sys.executable, "-m", "solver", "1", "1", "1", "1"], capture_output=True, text=True
    )
    assert (none.returncode, none.stdout) == (1, "")
    assert none.stderr.startswith("no solution: 1 1 1 1 cannot make 24\nnearest: 4 = 1+1+1+1")


def test_a_command_run_inside_a_longer_process_keeps_nothing_after_it(capsys) -> None:
    """The app and the tests run commands in a process that goes on: the searches of a command
    are left to the end of the process only where it ends after the command."""
    run(capsys, "1", "2", "3", "5", "6")
    assert collector._LEFT == []


def test_first_with_seven_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--first", "-t", "1000", "1", "2", "3", "4", "5", "6", "7")
    assert code == 0
    assert len(out.splitlines()) == 1


@pytest.mark.parametrize("subcommand", ["", "table", "tchisla", "difficulty", "check", "daily"])
def test_help_names_the_program_as_it_was_started(monkeypatch, capsys, subcommand) -> None:
    """A defect seen with pip's command: `twentyfour-solver --help` said `python -m solver`."""
    monkeypatch.setattr("sys.argv", ["/home/x/.local/bin/twentyfour-solver"])
    with pytest.raises(SystemExit):
        main([*filter(None, [subcommand]), "--help"])
    usage = capsys.readouterr().out
    assert usage.startswith(f"usage: twentyfour-solver {subcommand}".rstrip())
    assert "python -m solver" not in usage
    monkeypatch.setattr("sys.argv", ["/work/solver/__main__.py"])
    with pytest.raises(SystemExit):
        main([*filter(None, [subcommand]), "--help"])
    assert capsys.readouterr().out.startswith("usage: python -m solver")
