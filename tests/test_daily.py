"""The daily puzzle: one solvable hand per date, the same everywhere, harder through the week."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import date, timedelta

import pytest

from solver import evaluate, solve
from solver.make24.daily import WEEKDAY_LEVELS, DailyPuzzle, level_of_day, puzzle
from solver.make24.difficulty import LEVELS, levels, score

MONDAY = date(2025, 3, 17)


def days(first: date, count: int) -> list[date]:
    return [first + timedelta(n) for n in range(count)]


def test_a_week_rises_from_easy_on_monday_to_expert_on_sunday() -> None:
    week = [level_of_day(day) for day in days(MONDAY, 7)]
    assert week == ["Easy", "Easy", "Medium", "Medium", "Hard", "Hard", "Expert"]
    assert [LEVELS.index(level) for level in WEEKDAY_LEVELS] == sorted(
        LEVELS.index(level) for level in WEEKDAY_LEVELS
    )


def test_every_date_of_four_years_is_solvable_and_at_its_weekday_s_level() -> None:
    bands = levels()
    for day in days(date(2024, 1, 1), 4 * 366):
        found = puzzle(day)
        assert found.solutions and found.level == WEEKDAY_LEVELS[day.weekday()], day
        assert bands.level_of(score(found.hand)) == found.level, day
        assert [s.text for s in found.solutions] == [s.text for s in solve(found.hand)]
        assert all(evaluate(s.expression) == 24 for s in found.solutions)


def test_the_hands_vary_from_day_to_day() -> None:
    hands = [puzzle(day).hand for day in days(MONDAY, 28)]
    assert len(set(hands)) >= 25


def test_a_date_keeps_its_hand() -> None:
    """Players compare the day's puzzle: these must not change between versions unnoticed."""
    assert puzzle(date(2025, 3, 23)) == DailyPuzzle(
        date(2025, 3, 23), (3, 3, 8, 8), "Expert", tuple(solve([3, 3, 8, 8]))
    )
    assert [puzzle(day).hand for day in days(MONDAY, 3)] == [
        (12, 12, 13, 13),
        (3, 8, 8, 8),
        (2, 4, 7, 10),
    ]


ELSEWHERE = ("2025-03-17", "2026-02-28", "2031-12-31")


@pytest.mark.parametrize("seed", ["1", "2"])
def test_the_same_date_gives_the_same_hand_in_another_process(seed: str) -> None:
    code = (
        "import sys; from datetime import date; from solver.make24.daily import puzzle\n"
        "for day in sys.argv[1:]: print(*puzzle(date.fromisoformat(day)).hand)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *ELSEWHERE],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": seed},
        check=True,
    )
    here = [" ".join(map(str, puzzle(date.fromisoformat(day)).hand)) for day in ELSEWHERE]
    assert done.stdout.splitlines() == here
