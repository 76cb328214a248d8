"""Tables of many hands: streamed in order, spread over processes, cancelled cleanly; and the
table and difficulty commands' bounds, progress and summaries."""

from __future__ import annotations

import multiprocessing
import subprocess
import sys
from itertools import count

import pytest

from solver import Cancelled, OperatorSet, solve
from solver.cli import common, main
from solver.make24.difficulty import Rules, score_table
from solver.make24.tables import hand_count, hand_texts, hands, rows, solution_texts


def test_rows_come_in_hand_order_and_match_solving_one_by_one() -> None:
    chosen = list(hands(3, 1, 8))
    found = list(rows(solution_texts, chosen, 24, workers=1))
    assert [hand for hand, _ in found] == chosen
    assert all(texts == tuple(s.text for s in solve(hand)) for hand, texts in found)
    assert dict(found)[(1, 3, 8)] == ("8*3*1",)


@pytest.mark.parametrize("operators", ["+-*/", "+-*", "+- whole", "*/"])
def test_the_table_commands_job_lists_what_solving_each_hand_lists(operators: str) -> None:
    rules = OperatorSet.parse(operators)
    for hand in hands(3, 0, 9):
        for target in (24, 10, 0):
            assert hand_texts(hand, target, operators=rules) == solution_texts(
                hand, target, operators=rules
            )


def test_a_table_streams_so_the_first_lines_come_before_the_rest_is_known() -> None:
    found = rows(solution_texts, hands(6, 1, 13), 24, total=hand_count(6, 1, 13), workers=1)
    first_hand, first_texts = next(found)  # a handful of hands, not 18,564
    found.close()
    assert first_hand == (1, 1, 1, 1, 1, 1) and first_texts == ()


def test_worker_processes_give_the_same_table_and_are_gone_afterwards() -> None:
    chosen = list(hands(5, 1, 6))
    here = list(rows(solution_texts, chosen, 24, workers=1))
    reported: list[int] = []
    spread = list(
        rows(solution_texts, chosen, 24, workers=2, progress=lambda done, _: reported.append(done))
    )
    assert spread == here
    assert reported == sorted(reported) and reported[-1] == len(chosen)
    assert multiprocessing.active_children() == []


def test_cancelling_a_spread_table_stops_its_workers() -> None:
    asked = count()
    found = rows(solution_texts, hands(6, 1, 13), 24, total=18564, workers=2,
                 cancel=lambda: next(asked) > 3)  # fmt: skip
    with pytest.raises(Cancelled):
        for _ in found:
            pass
    assert multiprocessing.active_children() == []


def test_score_table_over_processes_equals_one_process() -> None:
    rules = Rules(cards=5, low=1, high=6, target=12)
    one = score_table(rules, workers=1)
    from solver.make24 import difficulty

    difficulty._TABLES.clear()
    two = score_table(rules, workers=2)
    assert [(h.hand, h.solutions) for h in one.hands] == [(h.hand, h.solutions) for h in two.hands]
    assert [round(h.score, 9) for h in one.hands] == [round(h.score, 9) for h in two.hands]


# --- The command line -------------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["table", "--max", "1000"], "41,917,125,250 hands of 4 numbers from 1 to 1000: more than "
         "--max-hands 20,000; give a smaller range, or a larger --max-hands"),
        (["table", "--min", "-1000000000", "--max", "1000000000"], "about 10^35 hands"),
        (["table", "--cards", "2", "--max", "1" + "0" * 18], "at most 18 are read"),
        (["table", "--max", "200"], "68,685,050 hands"),
        (["difficulty", "--cards", "5", "--max", "30"], "278,256 hands"),
        (["table", "--cards", "9" * 5001], "a number of 5001 digits: at most 18 are read"),
        (["difficulty", "--min", "-" + "9" * 5001], "a number of 5001 digits"),
        (["table", "--target", "9" * 5001], "(5001 characters) is too long"),
        (["table", "--cards", "2", "--max", "13", "--max-hands", "90"], "91 hands"),
        (["table", "--jobs", "0"], "--jobs must be from 1 to 64"),
    ],
)  # fmt: skip
def test_runs_past_the_bound_or_with_huge_values_are_refused_in_one_short_line(
    capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    code, out, err = run(capsys, *args)
    assert (code, out) == (2, "")
    assert words in err
    assert err.count("\n") == 1 and len(err) < 300


def test_max_hands_lifts_the_bound(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "table", "--cards", "2", "--max", "13", "--max-hands", "91")
    assert code == 0 and len(out.splitlines()) == 91


def test_progress_lines_and_a_summary_when_stderr_is_a_file(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    ticks = count(0, 7)  # every look at the clock is 7 seconds later
    monkeypatch.setattr(common, "clock", lambda: float(next(ticks)))
    code, out, err = run(capsys, "table", "--jobs", "1")
    lines = err.splitlines()
    assert code == 0 and len(out.splitlines()) == 1820
    assert lines[0] == "1,820 hands of 4 numbers from 1 to 13, target 24:"
    assert any(line.startswith("256/1,820 hands (14 %), ") for line in lines[1:-1])
    assert lines[-1].startswith("1820 hands, 1362 solvable, 3017 solutions (target 24) in ")
    assert "\r" not in err


def test_difficulty_says_how_many_hands_and_ends_with_a_summary(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "difficulty", "--cards", "3", "--max", "8")
    lines = err.splitlines()
    assert code == 0 and out
    assert lines[0] == "120 hands of 3 numbers from 1 to 8, target 24:"
    assert lines[-1].startswith("120 hands, ")
    assert "solvable and scored (target 24); the hardest: " in lines[-1]


def test_the_command_line_spreads_a_large_table_over_processes() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "solver", "table", "--cards", "5", "--max", "8", "--jobs", "2"],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == hand_count(5, 1, 8)
    assert done.stderr.splitlines()[-1].startswith("792 hands, ")


def test_workers_are_forked_only_from_a_process_with_one_thread() -> None:
    # forking copies only the calling thread: a lock another thread held stays held for ever
    script = (
        "import threading\n"
        "from solver.make24.pool import _start_method\n"
        "print(_start_method())\n"
        "stop = threading.Event()\n"
        "threading.Thread(target=stop.wait).start()\n"
        "print(_start_method())\n"
        "stop.set()\n"
    )
    alone, with_thread = printed_by(script)
    if sys.platform == "linux":
        assert alone == "fork"
    assert with_thread in ("forkserver", "spawn")


def test_the_fork_server_can_be_started_before_a_run_that_needs_it() -> None:
    """The app's Statistics tab starts it when it opens: its imports pass while the player sets
    the run up, not in the run. Where workers are forked (one thread) nothing is started."""
    script = (
        "import threading\n"
        "from multiprocessing import forkserver\n"
        "from solver.make24.pool import prepare_workers\n"
        "prepare_workers()\n"
        "print(forkserver._forkserver._forkserver_pid is not None)\n"
        "stop = threading.Event()\n"
        "threading.Thread(target=stop.wait).start()\n"
        "prepare_workers()\n"
        "prepare_workers()  # once is enough: the same server\n"
        "print(forkserver._forkserver._forkserver_pid is not None)\n"
        "stop.set()\n"
    )
    alone, with_thread = printed_by(script)
    if sys.platform == "linux":
        assert (alone, with_thread) == ("False", "True")


def printed_by(script: str) -> list[str]:
    """The words a Python script prints, run in a process of its own (with its own threads)."""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    return done.stdout.split()
