"""The learning path in its view: a stage played by keyboard and by mouse, its stars, the next
stage opened."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import Qt

from app.game.clock import ManualClock
from app.game.learn import STAGES, LearnPhase
from app.screenshots import prepare
from app.views.learn_view import LearnView


@pytest.fixture
def view(app_context, shown):
    return shown(LearnView(app_context, clock=ManualClock(0.0)))


def wait_for(qtbot, view, phase) -> None:
    qtbot.waitUntil(lambda: view.session.phase is phase, timeout=10000)


def test_a_child_climbs_from_the_first_stage_by_keyboard(qtbot, view, app_context):
    assert view.pages.currentWidget() is view.map_page
    assert view.stage_buttons[0].isEnabled() and not view.stage_buttons[1].isEnabled()
    assert view.stage_buttons[0].hasFocus()  # the stage to play next
    qtbot.keyClick(view.stage_buttons[0], Qt.Key_Return)
    wait_for(qtbot, view, LearnPhase.SOLVING)
    assert view.heading.text() == "Stage 1: Add"
    assert view.news.text() == "Add the three cards together to make 10."
    assert "Make 10" in view.felt.caption.text() and "+" in view.felt.caption.text()
    assert view.answer.entry.hasFocus() and view.worth.text() == "This hand: ★★★"
    # the empty line's example would show a ×, which this stage does not allow
    assert view.answer.entry.placeholderText() == "Type your answer, then press Enter"
    for number in range(1, len(view.session.hands) + 1):
        assert view.hand_count.text() == f"Hand {number} of 4"
        view.answer.entry.clear()
        qtbot.keyClicks(view.answer.entry, view.session.puzzle.solutions[0].text)
        qtbot.keyClick(view.answer.entry, Qt.Key_Return)
        assert view.session.phase is LearnPhase.HAND_DONE
        assert view.answer.feedback.text().startswith("Right! ★★★")
        qtbot.keyClick(view, Qt.Key_Return)
    assert view.pages.currentWidget() is view.done_page
    assert view.done_title.text() == "Stage 1 done!" and view.done_stars.text() == "★★★"
    assert view.done_next.text() == "Stage 2 is open: Take away."
    assert app_context.history.stage_stars() == {1: 3}
    qtbot.keyClick(view.next_stage_button, Qt.Key_Return)  # on to stage 2
    wait_for(qtbot, view, LearnPhase.SOLVING)
    assert view.heading.text() == "Stage 2: Take away"
    keys = [b.text() for b in view.answer.operator_buttons if b.isVisibleTo(view)]
    assert keys == ["+", "−", "(", ")"]
    qtbot.keyClick(view, Qt.Key_Escape)  # back to the map: stage 2 left half way
    assert view.pages.currentWidget() is view.map_page
    assert view.stage_buttons[0].text() == "1\nAdd\n★★★"
    assert view.stage_buttons[1].isEnabled() and view.stage_buttons[1].hasFocus()
    assert view.total.text() == "3 of 30 stars"


def test_a_stage_played_by_mouse_with_hints_and_an_answer_shown(qtbot, view):
    qtbot.mouseClick(view.stage_buttons[1], Qt.LeftButton)  # locked: nothing happens
    assert view.session.phase is LearnPhase.MAP
    qtbot.mouseClick(view.stage_buttons[0], Qt.LeftButton)
    wait_for(qtbot, view, LearnPhase.SOLVING)
    for _ in range(len(view.session.hands)):
        view.hint_action.trigger()  # the panel's Hint button
        assert view.worth.text() == "This hand: ★★☆"
        view.give_up_action.trigger()
        assert view.session.phase is LearnPhase.HAND_DONE
        assert view.panel.found.count() >= 1 and view.panel.after_button.isVisible()
        qtbot.mouseClick(view.panel.after_button, Qt.LeftButton)
    assert view.done_stars.text() == "☆☆☆"
    qtbot.mouseClick(view.again_button, Qt.LeftButton)  # the same stage, other hands
    wait_for(qtbot, view, LearnPhase.SOLVING)
    assert view.session.stage is STAGES[0]
    qtbot.mouseClick(view.answer.entry, Qt.LeftButton)
    qtbot.keyClick(view, Qt.Key_Escape)
    assert view.stage_buttons[1].isEnabled()  # stage 1 was finished, with no star


def test_the_learning_path_screenshot(qtbot, app_context):
    widget = LearnView(app_context)
    qtbot.addWidget(widget)
    widget.show()
    prepare("learn", widget)
    qtbot.waitUntil(lambda: widget.session.stage is STAGES[3], timeout=20000)
    qtbot.waitUntil(lambda: widget.session.phase is LearnPhase.SOLVING, timeout=20000)
    assert widget.session.total_stars == 8 and widget.heading.text() == "Stage 4: Multiply"
    assert widget.worth.text() == "This hand: ★★☆" and widget.hints.text()
    assert app_context.history.stage_stars() == {}  # the scene keeps nothing
