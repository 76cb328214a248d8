"""Score attack in its view, by keyboard: a run from the start page to its score, the clock
that waits for the solver, pause, skip, a new best, the best runs and Copy result."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QApplication

from app.game.attack import RIGHT_SECONDS, SKIP_SECONDS, START_SECONDS, AttackPhase
from app.game.clock import ManualClock
from app.views.attack_view import AttackView
from assets.sounds import Effect


class Sounds:
    """The effects played, in order."""

    def __init__(self) -> None:
        self.played: list[Effect] = []

    def play(self, effect: Effect) -> bool:
        self.played.append(effect)
        return True


@pytest.fixture
def view(qtbot, app_context):
    app_context.sounds = Sounds()
    widget = AttackView(app_context, clock=ManualClock(0.0))
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


def key(qtbot, view, name, modifier=Qt.NoModifier) -> None:
    """A key pressed wherever the focus is (the window's shortcuts see it first)."""
    qtbot.keyClick(QApplication.focusWidget() or view, name, modifier)


def settled(qtbot, view) -> None:
    """The hand on the table and the next ones dealt ahead."""
    qtbot.waitUntil(lambda: view.session.phase is not AttackPhase.DEALING, timeout=20000)
    qtbot.waitUntil(lambda: not view.runner.busy, timeout=20000)


def answer_by_keyboard(qtbot, view) -> None:
    qtbot.keyClicks(view.answer.entry, view.session.setup.solutions[0].text)
    key(qtbot, view, Qt.Key_Return)


def test_a_run_by_keyboard_from_the_start_page_to_its_score(qtbot, view, app_context):
    assert view.pages.currentWidget() is view.welcome
    assert view.best_list.text() == "No run yet: your best will show here."
    key(qtbot, view, Qt.Key_Return)
    settled(qtbot, view)
    assert view.pages.currentWidget() is view.game and view.answer.entry.hasFocus()
    assert view.level_label.text() == "Hand 1 · Easy"
    clock = view.session.clock
    clock.advance(12.0)
    first = view.session.setup
    answer_by_keyboard(qtbot, view)
    assert view.session.setup is not first  # dealt ahead: no wait
    assert view.score_label.text() == "Score: 1" and view.answer.text() == ""
    assert view.answer.feedback.text().startswith("Right: ")
    assert view.session.remaining() == START_SECONDS - 12.0 + RIGHT_SECONDS
    settled(qtbot, view)
    key(qtbot, view, Qt.Key_S, Qt.ControlModifier)  # skip, asked first (as in a match)
    assert view.session.remaining() == START_SECONDS - 12.0 + RIGHT_SECONDS
    assert view.answer.feedback.text() == (
        "Skip this hand? Press Skip (Ctrl+S) again: another hand, for 10 s of your time."
    )
    key(qtbot, view, Qt.Key_S, Qt.ControlModifier)
    assert view.session.remaining() == START_SECONDS - 12.0 + RIGHT_SECONDS - SKIP_SECONDS
    assert view.answer.feedback.text().startswith("Skipped (−10 s). One answer to ")
    clock.advance(200.0)
    view.tick()
    assert view.pages.currentWidget() is view.over
    assert view.over_title.text() == "Time is up!" and view.over_score.text() == "1 hand"
    assert view.best_line.text() == "A new best: your first score to beat!"
    # the hand the clock ended is shown with an answer, as a skipped one is (a defect seen)
    assert view.last_hand.isVisible()
    assert view.last_hand.text().startswith("Time is up. One answer to ")
    assert Effect.NEW_BEST in app_context.sounds.played
    assert view.again_button.hasFocus()
    (run,) = app_context.history.attack_bests()
    assert (run.score, run.skipped, run.finished) == (1, 1, True)
    key(qtbot, view, Qt.Key_C, Qt.ControlModifier | Qt.ShiftModifier)
    today = run.day.isoformat()
    assert QApplication.clipboard().text() == (
        f"Twenty-Four score attack {today}: 1 hand · new best!"
    )


def test_a_second_run_below_the_best_says_the_best_and_the_start_page_lists_them(qtbot, view):
    for hands in (2, 1):
        view.start_run()
        settled(qtbot, view)
        for _ in range(hands):
            answer_by_keyboard(qtbot, view)
            settled(qtbot, view)
        view.session.clock.advance(1000.0)
        view.tick()
    assert view.best_line.text() == "Your best: 2 hands."
    assert not view.session.new_best
    view.session.phase = AttackPhase.READY  # as the app starts
    view.refresh()
    lines = view.best_list.text().split("\n")
    assert [line.split(" · ")[0] for line in lines] == ["1. 2 hands", "2. 1 hand"]
    assert lines[0].endswith(" · A–K count 1–13 · + − × ÷")


def test_pausing_stops_the_clock_and_hides_the_hand(qtbot, view):
    view.start_run()
    settled(qtbot, view)
    qtbot.keyClicks(view.answer.entry, "8*")
    pause_icon = view.pause_action.icon().pixmap(24).toImage()
    key(qtbot, view, Qt.Key_P, Qt.ControlModifier)
    assert view.session.phase is AttackPhase.PAUSED
    assert view.pause_action.text() == "Res&ume"  # with a triangle pointing on, not the bars
    assert view.pause_action.icon().pixmap(24).toImage() != pause_icon
    assert all(card.face_down for card in view.felt.cards)
    assert view.answer.text() == "" and not view.answer.entry.isEnabled()
    view.session.clock.advance(500.0)
    view.tick()
    assert view.session.remaining() == START_SECONDS
    key(qtbot, view, Qt.Key_Return)  # Enter resumes
    assert view.session.phase is AttackPhase.PLAYING and view.answer.text() == "8*"
    assert view.pause_action.icon().pixmap(24).toImage() == pause_icon
    assert not any(card.face_down for card in view.felt.cards)


def test_leaving_a_run_asks_first_with_the_clock_stopped(qtbot, view):
    view.start_run()
    settled(qtbot, view)
    answer_by_keyboard(qtbot, view)
    assert view.leave_question() == (
        "A score-attack run is under way: leaving ends it.\nIts 1 hand is kept in your history."
    )
    key(qtbot, view, Qt.Key_N, Qt.ControlModifier)
    assert view.confirmation is not None and view.session.phase is AttackPhase.PAUSED
    view.confirmation.reject()  # Esc: keep playing
    qtbot.waitUntil(lambda: view.confirmation is None)
    assert view.session.phase is AttackPhase.PLAYING and view.session.score == 1
    view.end_run()
    yes = view.confirmation.buttons()[0]  # "End the run", a Tab away from "Keep playing"
    assert yes.text() == "End the run"
    yes.click()
    qtbot.waitUntil(lambda: view.session.phase is AttackPhase.OVER)
    assert view.over_title.text() == "The run is over."


def test_the_run_to_share_is_in_the_players_language(qtbot, view):
    from app.shell.languages import use_language
    from solver import i18n

    view.start_run()
    settled(qtbot, view)
    answer_by_keyboard(qtbot, view)
    view.session.clock.advance(1000.0)
    view.tick()
    use_language("zh_CN")
    try:
        day = view.session.result.day.isoformat()
        assert view.share_text() == f"算24点 限时挑战 {day}：答对 1 题 · 新纪录！"
        qtbot.waitUntil(lambda: view.over_score.text() == "1 题")
    finally:
        use_language("en")
        i18n.install(None)


def test_a_run_left_with_nothing_answered_is_not_called_a_best(qtbot, view):
    """A defect seen: "Your best: 0 hands" after a run it said would not be kept."""
    view.start_run()
    settled(qtbot, view)
    assert view.leave_question().endswith("No hand was answered, so nothing is kept.")
    view.session.stop()
    view.refresh()
    assert view.pages.currentWidget() is view.over
    assert view.best_line.text() == "No hand was answered, so this run is not kept."
    assert not view.last_hand.isVisible()


def test_a_run_ended_by_the_player_shows_the_hand_left_with_an_answer(qtbot, view):
    """Seen in a real window: End the run (Ctrl+W) showed the score and not the hand."""
    view.start_run()
    settled(qtbot, view)
    view.session.quit()
    view.refresh()
    assert view.pages.currentWidget() is view.over and view.last_hand.isVisible()
    assert view.last_hand.text().startswith("You ended the run. One answer to ")


def test_a_hint_by_keyboard_is_the_coachs_first_rung_and_costs_time_once(qtbot, view):
    """Ctrl+H: the coach's first rung under the answer, 10 s off the run's clock, once a hand;
    a new hand may have its own (#34)."""
    from rungs import reveals

    from app.game.attack import HINT_SECONDS
    from app.game.coaching import ladder_of

    key(qtbot, view, Qt.Key_Return)
    settled(qtbot, view)
    setup = view.session.setup
    assert view.hint_action.isEnabled()
    key(qtbot, view, Qt.Key_H, Qt.ControlModifier)
    shown = view.answer.hint_label.text()
    assert shown.startswith(ladder_of(setup.cards).first.text) and "cost 10 s" in shown
    assert not reveals(shown, tuple(card.value for card in setup.cards), 24)
    assert view.session.remaining() == START_SECONDS - HINT_SECONDS
    assert not view.hint_action.isEnabled()
    answer_by_keyboard(qtbot, view)
    settled(qtbot, view)
    assert view.answer.hint_label.text() == "" and view.hint_action.isEnabled()


def test_skip_is_asked_twice_and_typing_between_forgets_the_question(qtbot, view):
    """A defect seen: one Ctrl+S skipped at once here, where a match asks first; a player who
    had learned to press it twice lost two hands and twice the time."""
    view.start_run()
    settled(qtbot, view)
    first = view.session.setup
    key(qtbot, view, Qt.Key_S, Qt.ControlModifier)
    assert view.session.setup is first and view.session.skipped == 0
    qtbot.keyClicks(view.answer.entry, "3")  # typing goes on: the question is over
    assert not view.answer.feedback.text().startswith("Skip this hand?")
    key(qtbot, view, Qt.Key_S, Qt.ControlModifier)
    assert view.session.setup is first and view.session.skipped == 0
    key(qtbot, view, Qt.Key_S, Qt.ControlModifier)
    assert view.session.skipped == 1 and view.session.setup is not first
    settled(qtbot, view)
    second = view.session.setup
    key(qtbot, view, Qt.Key_S, Qt.ControlModifier)  # a new hand asks again
    assert view.session.setup is second and view.session.skipped == 1
