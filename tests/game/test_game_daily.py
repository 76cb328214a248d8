"""The daily puzzle, driven without widgets; days move with an injected `today`."""

from __future__ import annotations

from datetime import date, timedelta

from app.game.clock import ManualClock
from app.game.daily import DailyPhase, DailySession, load_puzzle, streak
from app.game.history import History

MONDAY = date(2026, 11, 16)


class Calendar:
    """A `today` the test moves."""

    def __init__(self, day: date) -> None:
        self.day = day

    def __call__(self) -> date:
        return self.day

    def next_day(self) -> None:
        self.day += timedelta(days=1)


def open_session(tmp_path, calendar, clock=None):
    history = History(tmp_path / "history.sqlite3")
    session = DailySession(clock=clock or ManualClock(0.0), today=calendar, recorder=history)
    assert session.loaded(load_puzzle(session.day))
    return session, history


def solve(session) -> None:
    session.submit(session.puzzle.solutions[0].text)


def test_the_days_hand_is_the_solvers_and_its_level_rises_through_the_week(tmp_path):
    calendar = Calendar(MONDAY)
    session, _ = open_session(tmp_path, calendar)
    assert session.level_name == "Easy" and session.phase is DailyPhase.SOLVING
    assert tuple(sorted(session.puzzle.numbers)) == load_puzzle(MONDAY).hand
    calendar.day = MONDAY + timedelta(days=6)
    session.loaded(load_puzzle(session.reload()))
    assert session.level_name == "Expert"


def test_solving_keeps_the_first_result_and_counts_the_streak(tmp_path):
    calendar = Calendar(MONDAY)
    clock = ManualClock(0.0)
    session, history = open_session(tmp_path, calendar, clock)
    assert session.streak() == 0
    clock.advance(42)
    session.hint()
    solve(session)
    assert session.phase is DailyPhase.SOLVED and session.streak() == 1
    assert session.result_text() == "Solved in 42 s with 1 hint."
    again, _ = open_session(tmp_path, calendar)  # the same day again: the first try counts
    solve(again)
    assert history.daily_result(MONDAY).seconds == 42 and again.result.hints == 1
    for _ in range(2):
        calendar.next_day()
        day, _ = open_session(tmp_path, calendar)
        solve(day)
    assert day.streak() == 3
    calendar.next_day()
    tuesday_after, _ = open_session(tmp_path, calendar)
    assert tuesday_after.streak() == 3  # today still open: the streak runs to yesterday
    calendar.next_day()
    assert tuesday_after.streak() == 0  # a day missed
    assert tuesday_after.is_stale


def test_past_midnight_a_puzzle_under_way_stays_and_counts_for_its_own_day(tmp_path):
    calendar = Calendar(MONDAY)
    session, history = open_session(tmp_path, calendar)
    assert not session.new_day_due and session.new_day_text() == ""
    calendar.next_day()
    assert not session.new_day_due  # the player is on it: it stays
    assert "today's puzzle is ready" in session.new_day_text()
    solve(session)
    result = history.daily_result(MONDAY)
    assert result.solved and not result.late and session.streak() == 1
    assert session.new_day_due  # its result read, the new day can come
    assert "today's puzzle is ready" in session.new_day_text()


def test_past_midnight_a_finished_puzzle_gives_way_to_todays(tmp_path):
    calendar = Calendar(MONDAY)
    session, _ = open_session(tmp_path, calendar)
    session.give_up()
    calendar.next_day()
    assert session.new_day_due
    assert session.reload() == MONDAY + timedelta(days=1)
    assert not session.new_day_due and session.new_day_text() == ""


def test_giving_up_is_kept_as_not_solved_and_breaks_nothing_before(tmp_path):
    calendar = Calendar(MONDAY)
    session, history = open_session(tmp_path, calendar)
    session.give_up()
    assert session.phase is DailyPhase.SHOWN and not history.daily_result(MONDAY).solved
    assert session.streak() == 0
    assert "not solved" in session.result_text()


def test_streaks():
    days = {MONDAY - timedelta(days=n) for n in range(5)}
    assert streak(days, MONDAY) == 5
    assert streak(days, MONDAY + timedelta(days=1)) == 5
    assert streak(days, MONDAY + timedelta(days=2)) == 0
    assert streak(set(), MONDAY) == 0
