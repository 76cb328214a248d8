"""The daily puzzle in its view: today's hand, the first result kept, the streak."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from PyQt5.QtCore import Qt

from app.game.clock import ManualClock
from app.game.daily import DailyPhase
from app.views.daily_view import DailyView

MONDAY = date(2026, 11, 16)


class Calendar:
    def __init__(self, day: date) -> None:
        self.day = day

    def __call__(self) -> date:
        return self.day


@pytest.fixture
def calendar() -> Calendar:
    return Calendar(MONDAY)


@pytest.fixture
def view(qtbot, app_context, calendar):
    widget = DailyView(app_context, clock=ManualClock(0.0), today=calendar)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    qtbot.waitUntil(lambda: widget.session.phase is DailyPhase.SOLVING, timeout=15000)
    return widget


def test_today_is_loaded_when_the_view_is_shown(view):
    assert view.heading.text() == "Puzzle of Monday 2026-11-16 · Easy"
    assert view.streak_label.text() == "Streak: 0 days"
    assert len(view.felt.cards) == 4 and view.answer.entry.hasFocus()


def test_solving_by_keyboard_keeps_the_result_and_counts_the_streak(qtbot, view, app_context):
    qtbot.keyClick(view.answer.entry, Qt.Key_H, Qt.ControlModifier)
    qtbot.keyClicks(view.answer.entry, view.session.puzzle.solutions[0].text)
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)
    assert view.session.phase is DailyPhase.SOLVED
    assert (
        view.result_label.text().startswith("Solved in ") and "1 hint" in view.result_label.text()
    )
    assert view.streak_label.text() == "Streak: 1 day"
    assert app_context.history.daily_result(MONDAY).solved


def test_a_new_day_brings_a_new_puzzle(qtbot, view, calendar):
    calendar.day = MONDAY + timedelta(days=1)
    view.refresh()
    assert view.today_action.isEnabled()
    view.today_action.trigger()
    qtbot.waitUntil(lambda: view.session.phase is DailyPhase.SOLVING, timeout=15000)
    assert view.heading.text().startswith("Puzzle of Tuesday 2026-11-17")


def test_a_wrong_answer_is_marked_as_in_play(qtbot, view):
    """A defect seen: Daily's errors lacked the ✗ that Play's have (colour was the only sign)."""
    qtbot.keyClicks(view.answer.entry, "1+1")
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)
    assert view.answer.feedback.text().startswith("✗ ")


def test_show_the_answers_goes_once_every_answer_is_found(qtbot, view):
    """A defect seen: "Show the answers" stayed enabled after every answer was found."""
    for solution in view.session.puzzle.solutions:
        view.submit(solution.text)
    assert view.session.puzzle.complete
    assert not view.give_up_action.isEnabled()


def test_showing_the_answers_after_one_is_found_says_what_is_listed(qtbot, view):
    """A defect seen (practice and daily alike): after Ctrl+G the line still said "Right!…"."""
    puzzle = view.session.puzzle
    assert len(puzzle.solutions) == 2  # Monday's hand
    view.submit(puzzle.solutions[0].text)
    qtbot.keyClick(view.answer.entry, Qt.Key_G, Qt.ControlModifier)
    assert view.session.phase is DailyPhase.SHOWN
    assert "Right" not in view.answer.feedback.text()
    assert view.answer.feedback.text().startswith("Every answer is listed")


def test_the_cards_keep_their_place_when_the_result_comes(qtbot, view):
    """Seen in a real window: the day's result ("Solved in 10 s…") pushed the cards down."""
    qtbot.wait(20)
    before = view.felt.geometry().getRect()
    view.submit(view.session.puzzle.solutions[0].text)
    qtbot.wait(20)
    assert view.result_label.text().startswith("Solved in ")
    assert view.felt.geometry().getRect() == before
