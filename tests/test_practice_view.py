"""Practice in its view, by keyboard: hints, answers found, the next hand."""

from __future__ import annotations

import pytest
from app_states import answer_line_clear_of_keys
from PyQt5.QtCore import Qt

from app.game.clock import ManualClock
from app.game.practice import PracticePhase
from app.shell.screenshots import prepare
from app.views.practice_view import PracticeView


@pytest.fixture
def view(app_context, shown):
    return shown(PracticeView(app_context, clock=ManualClock(0.0)))


def wait_for(qtbot, view, phase) -> None:
    qtbot.waitUntil(lambda: view.session.phase is phase, timeout=10000)


def type_answer(qtbot, view, text: str) -> None:
    view.answer.entry.clear()
    qtbot.keyClicks(view.answer.entry, text)
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)


def test_practice_by_keyboard(qtbot, view, app_context):
    qtbot.keyClick(view, Qt.Key_Return)  # start
    wait_for(qtbot, view, PracticePhase.SOLVING)
    assert view.worth.text() == "This hand: ★★★" and view.answer.entry.hasFocus()
    qtbot.keyClick(view.answer.entry, Qt.Key_H, Qt.ControlModifier)
    assert view.hints.isVisible() and "make" in view.hints.text()
    assert view.worth.text() == "This hand: ★★☆"
    solution = view.session.puzzle.solutions[0].text
    type_answer(qtbot, view, solution)
    assert view.session.phase is PracticePhase.SOLVED and view.found.count() == 1
    assert view.progress.text().startswith("1 of ")
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)  # nothing typed: the next hand
    wait_for(qtbot, view, PracticePhase.SOLVING)
    assert view.tally.text() == "1 hand practised · 2 ★"
    assert app_context.history.practised() == 1


def test_the_same_answer_written_another_way_is_recognised(qtbot, view):
    view.start()
    wait_for(qtbot, view, PracticePhase.SOLVING)
    puzzle = view.session.puzzle
    first = puzzle.solutions[0]
    type_answer(qtbot, view, first.text)
    type_answer(qtbot, view, f"({first.text})*1/1" if 1 not in puzzle.numbers else first.text)
    assert "again, written another way" in view.answer.feedback.text()


def test_showing_the_answers_lists_them_all(qtbot, view):
    view.start()
    wait_for(qtbot, view, PracticePhase.SOLVING)
    qtbot.keyClick(view.answer.entry, Qt.Key_G, Qt.ControlModifier)
    assert view.session.phase is PracticePhase.SHOWN
    assert view.found.count() == len(view.session.puzzle.solutions)
    assert "come back later" in view.answer.feedback.text()


def test_the_practice_screenshot(qtbot, app_context):
    widget = PracticeView(app_context)
    qtbot.addWidget(widget)
    widget.show()
    prepare("practice", widget)
    qtbot.waitUntil(lambda: widget.found.count() == 2, timeout=10000)
    assert widget.progress.text() == "2 of 11 different answers found"


def test_the_answer_line_and_its_keys_never_overlap(qtbot, view):
    """A defect seen at 800×600: the answer line lay over its keys (the puzzle panel got less
    than its least height)."""
    view.start([(2, 4, 8, 10)])
    wait_for(qtbot, view, PracticePhase.SOLVING)
    view.submit("(10-4)*8/2")
    view.resize(786, 500)
    qtbot.waitUntil(lambda: answer_line_clear_of_keys(view), timeout=2000)


def test_a_wrong_answer_is_marked(qtbot, view):
    view.start([(3, 3, 8, 8)])
    wait_for(qtbot, view, PracticePhase.SOLVING)
    type_answer(qtbot, view, "3+3+8+8")
    assert view.answer.feedback.text().startswith("✗ The answer makes 22")


def test_showing_the_answers_after_two_are_found_says_what_is_listed(qtbot, view):
    """A defect seen: after Ctrl+G the line still said "Another one! 2 of 11…"."""
    view.start([(2, 4, 8, 10)])
    wait_for(qtbot, view, PracticePhase.SOLVING)
    type_answer(qtbot, view, "(10-4)*(8/2)")
    type_answer(qtbot, view, "2*10+8-4")
    assert view.answer.feedback.text().startswith("Another one!")
    qtbot.keyClick(view.answer.entry, Qt.Key_G, Qt.ControlModifier)
    assert view.session.phase is PracticePhase.SHOWN
    assert view.answer.feedback.text().startswith("Every answer is listed")
    assert not view.give_up_action.isEnabled()


def test_the_tally_counts_a_hand_once_done_and_after_a_restart(qtbot, view, app_context):
    """Defects seen: "0 hands practised · 0 ★" changed only at Next hand, and showed 0 after a
    restart while Statistics said 2."""
    view.start([(1, 2, 3, 4), (3, 3, 8, 8)])
    wait_for(qtbot, view, PracticePhase.SOLVING)
    assert view.tally.text() == "0 hands practised · 0 ★"
    type_answer(qtbot, view, "4*3*2*1")
    assert view.tally.text() == "1 hand practised · 3 ★"  # at once, not at the next hand
    view.next_hand()
    wait_for(qtbot, view, PracticePhase.SOLVING)
    qtbot.keyClick(view.answer.entry, Qt.Key_H, Qt.ControlModifier)
    qtbot.keyClick(view.answer.entry, Qt.Key_G, Qt.ControlModifier)
    assert view.tally.text() == "2 hands practised · 3 ★"
    view.save_before_close()
    again = PracticeView(app_context, clock=ManualClock(0.0))  # the app started again
    qtbot.addWidget(again)
    again.show()
    again.start()
    wait_for(qtbot, again, PracticePhase.SOLVING)
    assert again.tally.text() == "2 hands practised · 3 ★"
    assert app_context.history.practice_totals()[0] == 2


def test_the_cards_keep_their_size_and_place_as_hints_and_answers_appear(qtbot, view):
    """A defect seen: the cards jumped in size and place when the answers found appeared (the
    felt was 507 px tall, then 480 after a hint, then 335 after the first answer)."""
    view.start([(1, 2, 3, 4)])
    wait_for(qtbot, view, PracticePhase.SOLVING)

    def where() -> tuple:
        qtbot.wait(20)  # the layout follows
        return view.felt.geometry().getRect(), view.felt.cards[0].geometry().getRect()

    first = where()
    view.hint()
    assert where() == first
    type_answer(qtbot, view, "4*3*2*1")
    assert view.found.isVisible() and view.hints.text()
    assert where() == first


def test_the_start_button_clicked_starts_practice(qtbot, view):
    """A defect seen playing by mouse alone: a click on "Start practising" raised a TypeError
    (the button's checked flag was taken for the hands to deal) and nothing started."""
    qtbot.mouseClick(view.start_button, Qt.LeftButton)
    wait_for(qtbot, view, PracticePhase.SOLVING)
    assert len(view.felt.cards) == 4


def test_the_answers_shown_have_their_working(qtbot, view):
    """A defect seen: the answers listed by "Show the answers" had no working (the helper's
    had)."""
    view.start([(3, 3, 8, 8)])
    wait_for(qtbot, view, PracticePhase.SOLVING)
    qtbot.keyClick(view.answer.entry, Qt.Key_G, Qt.ControlModifier)
    assert view.session.phase is PracticePhase.SHOWN
    panel = view.panel
    assert panel.found.currentItem().text() == "· 8÷(3−8÷3)"
    assert panel.working.isVisible()
    assert panel.working.text() == "8÷3 = 8/3 · 3−8/3 = 1/3 · 8÷(1/3) = 24"
    assert panel.found.currentItem().toolTip().splitlines()[-1] == "8÷(1/3) = 24"


def test_each_hint_is_a_rung_of_the_coachs_ladder_and_costs_a_star(qtbot, view):
    """Ctrl+H climbs the ladder a rung at a time, a star each; the panel shows the last two
    taken, numbered; the last rung is the answer (#34)."""
    view.start([(1, 2, 6, 8)])
    wait_for(qtbot, view, PracticePhase.SOLVING)
    rungs = view.session.puzzle.rungs
    assert len(rungs) == 4
    stars = ["★★☆", "★☆☆", "☆☆☆", "☆☆☆"]
    assert view.hint_action.text() == "&Hint (−1 ★)"
    for number, rung in enumerate(rungs, 1):
        qtbot.keyClick(view.answer.entry, Qt.Key_H, Qt.ControlModifier)
        assert view.hints.text().splitlines()[-1] == f"Hint {number} of 4: {rung.text}"
        if number < 4:
            assert view.worth.text() == f"This hand: {stars[number - 1]}"
        if number == 3:  # no star left: the last hint costs none, and says so
            assert view.hint_action.text() == "&Hint"
            assert view.hint_action.toolTip() == (
                "The next hint (1 left); this hand has no star left to lose (Ctrl+H)"
            )
    assert len(view.hints.text().splitlines()) == 2
    assert view.session.phase is PracticePhase.SHOWN
    assert view.hints.text().splitlines()[-1].startswith("Hint 4 of 4: One answer: ")
    assert not view.hint_action.isEnabled()
