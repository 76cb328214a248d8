"""The Tchisla view, driven like a user: type a target, pick a digit, solve, cancel."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import Qt, QThreadPool

from app.tchisla import TchislaRequest, copies_text, describe
from app.views import VIEWS, view_key
from app.views.tchisla_view import TchislaView
from solver import NumberError
from solver.tchisla import Limits, tchisla

#: A puzzle that takes the search many seconds (long enough to cancel it).
SLOW = (9973, 9)


@pytest.fixture
def view(qtbot, app_context):
    widget = TchislaView(app_context)
    qtbot.addWidget(widget)
    widget.resize(800, 600)
    widget.show()
    yield widget
    widget.runner.cancel()
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=10000)


def ask(qtbot, view: TchislaView, target: str, digit: int) -> None:
    """Type the target, set the digit and press Enter in the target box."""
    view.target_edit.selectAll()
    qtbot.keyClick(view.target_edit, Qt.Key_Backspace)
    qtbot.keyClicks(view.target_edit, target)
    view.digit_spin.setValue(digit)
    qtbot.keyClick(view.target_edit, Qt.Key_Return)


def steps_shown(view: TchislaView) -> list[str]:
    return [view.steps.item(i).text() for i in range(view.steps.count())]


# --- without widgets ----------------------------------------------------------------------------


def test_request_reads_typed_targets() -> None:
    assert TchislaRequest.parse(" 2,016 ", 7) == TchislaRequest(2016, 7)
    assert str(TchislaRequest(11, 7)) == "11 # 7"
    for text, message in [("", "type a target"), ("12a", "whole number"), ("0", "at least 1")]:
        with pytest.raises(NumberError, match=message):
            TchislaRequest.parse(text, 7)
    with pytest.raises(NumberError, match="digit"):
        TchislaRequest.parse("12", 0)


def test_counts_read_as_words() -> None:
    assert copies_text(6, 7) == "6 sevens"
    assert copies_text(1, 4) == "1 four"
    assert copies_text(2, 6) == "2 sixes"


def test_description_of_an_answer_and_of_a_failure() -> None:
    words = describe(tchisla(11, 7))
    assert words.found and words.answer == "11 = 77 ÷ 7"
    assert words.count == "3 sevens (the fewest possible)"
    assert words.steps == ("77 ÷ 7 = 11",)
    missing = describe(tchisla(2016, 1, limits=Limits(max_copies=3)))
    assert not missing.found and missing.steps == ()
    assert missing.answer.startswith("2016 # 1: not found within the limits (at most 3 copies")


# --- the view -----------------------------------------------------------------------------------


def test_the_view_is_registered_as_tchisla() -> None:
    assert [view_key(factory) for _, factory in VIEWS].count("tchisla") == 1


def test_solving_shows_answer_count_and_steps(qtbot, view: TchislaView) -> None:
    ask(qtbot, view, "5", 9)
    qtbot.waitUntil(lambda: view.result is not None, timeout=10000)
    assert view.answer.text() == "5 = √9 + (√9)! ÷ √9"
    assert view.count.text() == "3 nines (the fewest possible)"
    assert steps_shown(view) == ["√9 = 3", "3! = 6", "6 ÷ 3 = 2", "3 + 2 = 5"]
    assert not view.busy_bar.isVisible() and not view.cancel_button.isEnabled()


def test_2016_with_sevens_uses_six(qtbot, view: TchislaView) -> None:
    view.set_puzzle(2016, 7)
    qtbot.mouseClick(view.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.result is not None, timeout=10000)
    assert view.count.text().startswith("6 sevens")
    assert "√5040 = 12√35" in steps_shown(view)


def test_busy_while_searching_and_cancel_stops_it(qtbot, view: TchislaView) -> None:
    target, digit = SLOW
    ask(qtbot, view, str(target), digit)
    assert view.busy_bar.isVisible() and view.cancel_button.isEnabled()
    assert view.status.text() == f"Searching {target} # {digit} …"
    with qtbot.waitSignal(view.runner.cancelled, timeout=5000):
        qtbot.mouseClick(view.cancel_button, Qt.LeftButton)
    assert view.status.text() == "Cancelled: press Solve to start again."
    assert not view.busy_bar.isVisible() and not view.cancel_button.isEnabled()
    assert view.result is None
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=5000)  # the search stopped


def test_a_new_question_replaces_a_running_one(qtbot, view: TchislaView) -> None:
    ask(qtbot, view, str(SLOW[0]), SLOW[1])
    ask(qtbot, view, "11", 7)
    qtbot.waitUntil(lambda: view.result is not None, timeout=10000)
    assert view.answer.text() == "11 = 77 ÷ 7"
    assert not view.runner.busy


def test_escape_cancels(qtbot, view: TchislaView) -> None:
    ask(qtbot, view, str(SLOW[0]), SLOW[1])
    with qtbot.waitSignal(view.runner.cancelled, timeout=5000):
        qtbot.keyClick(view.target_edit, Qt.Key_Escape)
    assert not view.cancel_button.isEnabled()


def test_bad_target_says_why_and_starts_nothing(qtbot, view: TchislaView) -> None:
    ask(qtbot, view, "twelve", 7)
    assert view.status.text().startswith("Cannot solve: the target must be a whole number")
    assert not view.runner.busy and not view.cancel_button.isEnabled()
    assert view.answer.text() == "" and view.steps.count() == 0


def test_a_target_beyond_the_limits_says_not_found(qtbot, view: TchislaView) -> None:
    ask(qtbot, view, "1000000000000001", 7)
    qtbot.waitUntil(lambda: view.result is not None, timeout=10000)
    assert "not found within the limits" in view.status.text()
    assert view.answer.text() == "" and view.count.text() == ""
