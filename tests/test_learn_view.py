"""The learning path in its view: a stage played by keyboard and by mouse, its stars, the next
stage opened."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QApplication

from app.game.clock import ManualClock
from app.game.learn import STAGES, LearnPhase, StageResult, stage_news
from app.shell.main_window import MainWindow
from app.shell.screenshots import prepare
from app.views.learn_view import LearnView


@pytest.fixture
def view(app_context, shown):
    return shown(LearnView(app_context, clock=ManualClock(0.0)))


def wait_for(qtbot, view, phase) -> None:
    qtbot.waitUntil(lambda: view.session.phase is phase, timeout=10000)


def test_a_child_climbs_from_the_first_stage_by_keyboard(qtbot, view, app_context):
    assert view.pages.currentWidget() is view.map_page
    assert view.stage_buttons[1].toolTip() == "Stage 2 is locked: finish stage 1 first."  # locked
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
    assert view.stage_buttons[1].toolTip() == stage_news(STAGES[1])  # open
    assert view.stage_buttons[1].hasFocus()
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
    assert view.stage_buttons[1].toolTip() == stage_news(
        STAGES[1]
    )  # stage 1 was finished, with no star


def test_a_stage_left_for_the_map_goes_on_where_it_was(qtbot, view):
    """A defect seen: leaving a stage and coming back dealt new hands with full stars."""
    qtbot.mouseClick(view.stage_buttons[0], Qt.LeftButton)
    wait_for(qtbot, view, LearnPhase.SOLVING)
    cards = view.session.puzzle.cards
    view.hint_action.trigger()
    assert view.worth.text() == "This hand: ★★☆"
    qtbot.keyClick(view, Qt.Key_Escape)
    assert view.session.phase is LearnPhase.MAP
    qtbot.mouseClick(view.stage_buttons[0], Qt.LeftButton)
    assert view.session.phase is LearnPhase.SOLVING and view.pages.currentWidget() is not None
    assert view.session.puzzle.cards == cards and view.worth.text() == "This hand: ★★☆"


def finish(app_context, *numbers: int) -> None:
    """Stages finished before the app starts, as the history keeps them."""
    for number in numbers:
        app_context.history.record_stage(StageResult(number, 2, 1, 0, 30.0))


@pytest.mark.parametrize("how", ["shortcut", "click"])
def test_the_learn_tab_opened_the_first_time_focuses_the_stage_to_play_next(
    qtbot, app_context, shown, how
):
    finish(app_context, 1, 2)
    window = shown(MainWindow(app_context))
    index = window.keys.index("learn")
    if how == "shortcut":
        qtbot.keyClick(window.focusWidget() or window, Qt.Key_9, Qt.ControlModifier)
    else:
        bar = window.tabs.tabBar()
        qtbot.mouseClick(bar, Qt.LeftButton, pos=bar.tabRect(index).center())
    learn = window.view("learn")
    assert window.tabs.currentIndex() == index and learn.isVisible()
    assert window.focusWidget() is learn.stage_buttons[2]  # stage 3, not stage 1
    qtbot.keyClick(window.focusWidget(), Qt.Key_Return)
    wait_for(qtbot, learn, LearnPhase.SOLVING)
    assert learn.session.stage is STAGES[2]


def test_the_map_by_arrow_keys_locked_stages_say_why(qtbot, app_context, shown):
    finish(app_context, 1, 2, 3)
    view = shown(LearnView(app_context, clock=ManualClock(0.0)))
    buttons = view.stage_buttons

    def focused() -> int:
        return next(i for i, button in enumerate(buttons) if button.hasFocus())

    def press(key) -> int:
        qtbot.keyClick(buttons[focused()], key)
        return focused()

    assert focused() == 3  # stage 4, the one to play next
    assert [press(Qt.Key_Left) for _ in range(4)] == [2, 1, 0, 0]
    # along the rows, on to the second one, locked stages too: none skipped
    assert [press(Qt.Key_Right) for _ in range(10)] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]
    assert [press(Qt.Key_Up), press(Qt.Key_Up), press(Qt.Key_Left), press(Qt.Key_Down)] == [
        4,
        4,
        3,
        8,
    ]
    assert [press(Qt.Key_Down), press(Qt.Key_Left), press(Qt.Key_Up)] == [8, 7, 2]
    where = buttons[0].mapTo(view, buttons[0].rect().topLeft())
    qtbot.keyClick(buttons[2], Qt.Key_Down)  # stage 8: locked, and it says so at once
    assert buttons[7].toolTip() == "Stage 8 is locked: finish stage 7 first."
    assert view.map_notice.isVisible()
    assert view.map_notice.text() == "Stage 8 is locked: finish stage 7 first."
    assert buttons[0].mapTo(view, buttons[0].rect().topLeft()) == where  # the map stays put
    for key in (Qt.Key_Return, Qt.Key_Space):
        qtbot.keyClick(buttons[7], key)
        assert view.session.phase is LearnPhase.MAP and buttons[7].hasFocus()
        assert view.map_notice.text() == "Stage 8 is locked: finish stage 7 first."
    qtbot.keyClick(buttons[7], Qt.Key_Right)  # stage 9, locked too: its own line
    assert view.map_notice.text() == "Stage 9 is locked: finish stage 8 first."
    qtbot.keyClick(buttons[8], Qt.Key_Left)
    qtbot.keyClick(buttons[7], Qt.Key_Up)
    assert view.map_notice.isHidden()
    assert buttons[0].mapTo(view, buttons[0].rect().topLeft()) == where
    qtbot.keyClick(buttons[2], Qt.Key_Space)  # stage 3: open, played again
    wait_for(qtbot, view, LearnPhase.SOLVING)
    assert view.session.stage is STAGES[2] and view.answer.entry.hasFocus()


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


def test_hints_before_the_fraction_stage_never_speak_of_a_fraction(qtbot, app_context, shown):
    """Each hint is a rung of the climb in the stage's rules (#34): on stage 7 (all four
    operators, whole numbers) no hint names a fraction; Learn shows the last two taken."""
    import re

    finish(app_context, *range(1, 7))
    view = shown(LearnView(app_context, clock=ManualClock(0.0)))
    view.open_stage(STAGES[6])
    wait_for(qtbot, view, LearnPhase.SOLVING)
    seen = []
    while view.session.phase is LearnPhase.SOLVING:
        view.hint_action.trigger()
        seen.append(view.hints.text())
    assert seen and view.session.puzzle.revealed
    assert not any(re.search(r"\d/\d|fraction", text) for text in seen), seen
    assert seen[-1].splitlines()[-1].split(": ", 1)[1].startswith("One answer: ")


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_locked_stage_line_does_not_move_the_map(qtbot, app_context, shown, how):
    """A defect seen in a real window: the line saying why a stage is locked moved the map
    6 px once the layout had caught up (the line's room was lost when its text was set)."""
    view = shown(LearnView(app_context, clock=ManualClock(0.0)))
    buttons = view.stage_buttons

    def laid_out() -> tuple[int, int]:
        QApplication.processEvents()  # the layout's request, as a real window runs it
        top = buttons[0].mapTo(view, buttons[0].rect().topLeft())
        return top.x(), top.y()

    where = laid_out()
    if how == "click":
        qtbot.mouseClick(buttons[1], Qt.LeftButton)
    else:
        qtbot.keyClick(buttons[0], Qt.Key_Right)
    assert view.map_notice.isVisible()
    assert laid_out() == where
    qtbot.keyClick(buttons[1], Qt.Key_Left)  # stage 1, open: the line goes
    assert not view.map_notice.isVisible()
    assert laid_out() == where
