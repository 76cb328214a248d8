"""``python -m solver difficulty``: TSV of every solvable hand with its score."""

from __future__ import annotations

import subprocess
import sys

import pytest

from solver.cli import main
from solver.make24.difficulty import score


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    code = main(["difficulty", *args])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_prints_every_solvable_hand_in_ascending_order(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys)
    assert code == 0
    assert len(lines) == 1362
    hands = [tuple(int(n) for n in line.split("\t")[0].split()) for line in lines]
    assert hands == sorted(hands)
    assert hands[0] == (1, 1, 1, 8)


def test_each_line_is_hand_tab_score(capsys: pytest.CaptureFixture[str]) -> None:
    _, lines, _ = run(capsys, "--min", "3", "--max", "8")
    table = dict(line.split("\t") for line in lines)
    assert table["3 3 8 8"] == f"{score([3, 3, 8, 8]):.2f}"
    assert float(table["3 3 8 8"]) > float(table["3 4 5 6"])


def test_other_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "--cards", "3", "--max", "6", "--target", "10")
    assert code == 0
    assert lines[0].startswith("1 1 5\t")
    assert all(len(line.split("\t")[0].split()) == 3 for line in lines)


def test_nothing_solvable_is_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "--cards", "2", "--max", "3")
    assert (code, lines) == (1, [])
    assert "no solvable hand" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--cards", "9"], "--cards must be from 1 to 6, not 9"),
        (["--min", "5", "--max", "2"], "--min 5 is larger than --max 2"),
        (["--target", "x"], "'x' is not a number"),
        (["--cards", "abc"], "'abc' is not a whole number"),
        (["--cards", "6", "--max", "30"], "1,623,160 hands of 6 numbers from 1 to 30: more than"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, lines, err = run(capsys, *args)
    assert code == 2 and lines == []
    assert message in err
    assert err.startswith("python -m solver difficulty: error:") and err.count("\n") == 1


def test_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "solver", "difficulty", "--cards", "2", "--max", "13"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert done.stdout.splitlines()[0] == f"2 12\t{score([2, 12]):.2f}"
