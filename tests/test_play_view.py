"""Playing against the computer, driven like a user; a ManualClock runs a minute in a moment."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import Qt

from app.game.clock import ManualClock
from app.game.round import Reason, Winner
from app.views.play_view import Phase, PlayView, used_cards
from app.widgets.countdown import seconds_text


@pytest.fixture
def messages(app_context) -> list[str]:
    """What the view says in the status bar."""
    said: list[str] = []
    app_context.show_message = said.append
    return said


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(100.0)


@pytest.fixture
def view(qtbot, app_context, clock, messages):
    widget = PlayView(app_context, clock=clock)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    return widget


def start(qtbot, view, *hands) -> None:
    """Start a match whose first rounds deal these hands; wait for the first round."""
    view.start_match(list(hands))
    wait_playing(qtbot, view)


def wait_playing(qtbot, view) -> None:
    qtbot.waitUntil(lambda: view.phase is Phase.PLAYING, timeout=10000)


def wait_round_over(qtbot, view) -> None:
    qtbot.waitUntil(lambda: view.phase is Phase.ROUND_OVER, timeout=5000)


def answer(qtbot, view, text: str) -> None:
    """Type an answer (× ÷ − are pasted: QTest types ASCII only) and press Enter."""
    view.answer.entry.clear()
    if text.isascii():
        qtbot.keyClicks(view.answer.entry, text)
    else:
        view.answer.entry.insert(text)
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)


def ranks(view) -> list[int]:
    return sorted(card.card.rank for card in view.cards)


def test_the_start_page_describes_the_match_from_the_settings(view, settings):
    settings.rounds = 5
    settings.level = "Hard"
    text = view.options_label.text()
    assert "5 rounds" in text and "60 s a round" in text and "computer: Hard" in text
    assert view.pages.currentWidget() is view.welcome
    assert not view.quit_action.isEnabled() and not view.hint_action.isEnabled()


def test_a_right_answer_scores_a_point(qtbot, view, clock):
    start(qtbot, view, (3, 3, 8, 8))
    assert ranks(view) == [3, 3, 8, 8] and not any(card.face_down for card in view.cards)
    assert view.round_label.text() == "Round 1 of 13"
    assert view.countdown.text() == "60 s"
    clock.advance(12.3)
    qtbot.waitUntil(lambda: view.countdown.text() == "48 s")
    answer(qtbot, view, "8/(3-8/3)")
    assert view.phase is Phase.ROUND_OVER
    assert view.result_panel.headline.text() == "You take the round! +1"
    assert "Right, in 12.3 s" in view.result_panel.message.text()
    assert view.match.player_points == 1 and "You 1" in view.score_label.text()
    assert view.bottom.currentWidget() is view.result_panel


def test_clicking_cards_and_operators_builds_the_answer(qtbot, view):
    start(qtbot, view, (3, 3, 8, 8))
    by_rank = {3: [], 8: []}
    for card in view.cards:
        by_rank[card.card.rank].append(card)
    keys = {button.text(): button for button in view.answer.operator_buttons}

    def click(widget):
        qtbot.mouseClick(widget, Qt.LeftButton)

    click(by_rank[8][0])
    click(keys["÷"])
    click(keys["("])
    click(by_rank[3][0])
    assert view.answer.text() == "8÷(3"
    assert [c.used for c in view.cards] == used_cards("8÷(3", [c.card.rank for c in view.cards])
    assert sum(card.used for card in view.cards) == 2
    click(keys["−"])
    click(by_rank[8][1])
    click(keys["÷"])
    click(by_rank[3][1])
    click(view.answer.backspace_button)
    click(by_rank[3][1])
    click(keys[")"])
    assert view.answer.text() == "8÷(3−8÷3)"
    assert all(card.used for card in view.cards)
    click(view.answer.submit_button)
    assert view.match.current.outcome.winner is Winner.PLAYER


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("8*3-8+3", "It evaluates to 19, not 24."),
        ("8/(3-8/3", "position 9: the bracket opened at position 3 is never closed"),
        ("8*3*3", "8 is used once but you have it twice"),
        ("8/(3-8/3)*3/3", "3 is used 4 times but you have it twice"),
        ("6*4", "6 is not one of your cards"),
        ("8/(3-3)+8", "It divides by zero: 8/(3-3)"),
        ("", "Type an expression that uses every card once."),
    ],
)
def test_each_wrong_answer_says_what_is_wrong_and_the_player_tries_again(
    qtbot, view, typed, message
):
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, typed)
    assert view.phase is Phase.PLAYING
    assert message in view.answer.feedback.text()
    assert "b3261e" in view.answer.feedback.styleSheet()  # shown in red
    assert view.match.player_points == 0
    answer(qtbot, view, "8÷(3−8÷3)")
    assert view.match.current.outcome.reason is Reason.ANSWERED


def test_a_syntax_error_puts_the_cursor_where_it_breaks(qtbot, view):
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, "8*(3+)8")
    assert "position 6" in view.answer.feedback.text()
    assert view.answer.entry.cursorPosition() == 5


def test_the_computer_wins_when_it_is_faster(qtbot, view, clock):
    start(qtbot, view, (3, 3, 8, 8))
    computer = view.round.computer_seconds
    assert 0 < computer < 60
    clock.advance(computer - 0.5)
    qtbot.waitUntil(lambda: view.countdown.remaining < 60 - computer + 1)
    assert view.phase is Phase.PLAYING
    clock.advance(1.0)
    wait_round_over(qtbot, view)
    panel = view.result_panel
    assert panel.headline.text() == "The computer takes the round"
    assert "The computer found it first" in panel.message.text()
    assert "8÷3 = 8/3" in panel.working.text() and "= 24" in panel.working.text()
    assert view.match.computer_points == 1 and "1 Computer" in view.score_label.text()
    answer(qtbot, view, "8/(3-8/3)")  # too late: ignored
    assert view.match.player_points == 0


def test_an_enter_meant_for_the_answer_does_not_skip_the_computers_result(qtbot, view, clock):
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    clock.advance(view.round.computer_seconds + 0.1)
    wait_round_over(qtbot, view)
    button = view.result_panel.next_button
    qtbot.keyClick(button, Qt.Key_Return)
    assert view.phase is Phase.ROUND_OVER
    qtbot.waitUntil(button.isEnabled)
    assert button.hasFocus()
    qtbot.keyClick(button, Qt.Key_Return)
    wait_playing(qtbot, view)
    assert ranks(view) == [1, 2, 3, 4]


def test_no_solution_rightly_claimed_scores(qtbot, view):
    start(qtbot, view, (1, 1, 1, 1))
    view.no_solution_action.trigger()
    assert view.phase is Phase.ROUND_OVER
    assert view.match.player_points == 1
    shown = " ".join(card.card.symbol for card in view.cards)  # rank and suit as painted
    assert view.result_panel.message.text() == f"Right: {shown} has no solution. A point to you."


def test_no_solution_wrongly_claimed_loses_and_shows_an_answer(qtbot, view):
    start(qtbot, view, (3, 3, 8, 8))
    view.no_solution_action.trigger()
    assert view.match.computer_points == 1
    text = view.result_panel.message.text()
    assert text.startswith("Wrong:") and "One answer: 8÷(3−8÷3) = 24." in text
    assert view.result_panel.working.isVisibleTo(view)


def test_the_computer_declares_no_solution_when_its_time_comes(qtbot, view, clock):
    start(qtbot, view, (1, 1, 1, 1))
    clock.advance(view.round.computer_seconds + 0.1)
    wait_round_over(qtbot, view)
    assert view.match.current.outcome.reason is Reason.COMPUTER_NO_SOLUTION
    assert "The computer declares" in view.result_panel.message.text()
    assert not view.result_panel.working.isVisibleTo(view)


def test_time_out_nobody_scores_and_an_answer_is_shown(qtbot, view, clock, settings):
    settings.round_seconds = 10
    settings.level = "Easy"  # thinks at least 20 s
    start(qtbot, view, (3, 3, 8, 8))
    assert view.countdown.text() == "10 s"
    clock.advance(9.5)
    qtbot.waitUntil(lambda: view.countdown.text() == "1 s")
    clock.advance(0.6)
    wait_round_over(qtbot, view)
    assert view.result_panel.headline.text() == "Time is up: nobody scores"
    assert "One answer:" in view.result_panel.message.text()
    assert (view.match.player_points, view.match.computer_points) == (0, 0)


def test_pause_hides_the_cards_and_stops_the_clock(qtbot, view, clock):
    start(qtbot, view, (3, 3, 8, 8))
    clock.advance(5)
    view.pause_action.trigger()
    assert view.phase is Phase.PAUSED and view.pause_action.text() == "Resume"
    assert all(card.face_down for card in view.cards)
    assert not view.answer.entry.isEnabled() and not view.no_solution_action.isEnabled()
    assert "paused" in view.countdown.text()
    clock.advance(500)  # far past the computer's time and the deadline
    view.tick()
    assert view.phase is Phase.PAUSED and view.round.remaining() == pytest.approx(55)
    view.pause_action.trigger()
    assert view.phase is Phase.PLAYING and not any(card.face_down for card in view.cards)
    assert view.countdown.text() == "55 s" and view.answer.entry.isEnabled()
    answer(qtbot, view, "8/(3-8/3)")
    assert view.match.current.outcome.seconds == pytest.approx(5)


def test_a_hint_shows_the_first_step_and_its_cost_on_the_countdown(qtbot, view, clock):
    start(qtbot, view, (3, 3, 8, 8))
    view.hint_action.trigger()
    assert "First step: 8÷3 = 8/3" in view.answer.hint_label.text()
    assert "cost 10 s" in view.answer.hint_label.text()
    assert view.countdown.cost == 10 and view.countdown.text() == "50 s"
    assert not view.hint_action.isEnabled()


def test_skip_gives_nobody_the_point(qtbot, view):
    start(qtbot, view, (3, 3, 8, 8))
    view.skip_action.trigger()
    assert view.result_panel.headline.text() == "Skipped: nobody scores"
    assert view.match.results[0].winner is Winner.NOBODY


def test_keyboard_shortcuts_work_while_typing(qtbot, view):
    view.window().activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    start(qtbot, view, (3, 3, 8, 8))
    entry = view.answer.entry
    qtbot.keyClick(entry, Qt.Key_H, Qt.ControlModifier)
    assert view.round.hint_given is not None
    qtbot.keyClick(entry, Qt.Key_P, Qt.ControlModifier)
    assert view.phase is Phase.PAUSED
    qtbot.keyClick(view, Qt.Key_P, Qt.ControlModifier)
    assert view.phase is Phase.PLAYING
    qtbot.keyClick(entry, Qt.Key_D, Qt.ControlModifier)
    assert view.match.current.outcome.reason is Reason.CLAIM_WRONG
    for action in (view.hint_action, view.pause_action, view.skip_action):
        assert "(Ctrl+" in action.toolTip()


def test_enter_or_space_deals_the_next_round(qtbot, view):
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4), (4, 4, 10, 10))
    view.skip_action.trigger()
    assert view.result_panel.next_button.text() == "Next round"
    qtbot.keyClick(view.result_panel.next_button, Qt.Key_Return)
    wait_playing(qtbot, view)
    assert ranks(view) == [1, 2, 3, 4] and view.round_label.text() == "Round 2 of 13"
    assert view.answer.text() == "" and view.answer.feedback.text() == ""
    view.skip_action.trigger()
    qtbot.keyClick(view.result_panel.next_button, Qt.Key_Space)
    wait_playing(qtbot, view)
    assert ranks(view) == [4, 4, 10, 10]


def test_after_the_last_round_a_summary_and_the_match_in_history(
    qtbot, view, clock, settings, app_context, messages
):
    settings.rounds = 3
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4), (1, 1, 1, 1))
    clock.advance(4)
    answer(qtbot, view, "8/(3-8/3)")
    view.next_round()
    wait_playing(qtbot, view)
    clock.advance(view.round.computer_seconds + 1)
    wait_round_over(qtbot, view)
    view.next_round()
    wait_playing(qtbot, view)
    clock.advance(2)
    view.no_solution_action.trigger()
    assert view.result_panel.next_button.text() == "See the summary"
    assert messages[-1] == "The match is saved in your history."
    qtbot.keyClick(view.result_panel.next_button, Qt.Key_Return)
    assert view.phase is Phase.MATCH_OVER and view.pages.currentWidget() is view.summary
    assert view.summary.verdict.text() == "You win the match!"
    details = view.summary.details.text()
    assert "You 2 : 1 computer (Normal)" in details
    assert "3 played, 2 won by you, 1 by the computer" in details
    assert "Average answer time: 3.0 s" in details
    table = view.summary.table
    assert table.rowCount() == 3 and table.item(1, 2).text() == "Computer"
    (record,) = app_context.history.matches()
    assert (record.player_points, record.computer_points, record.rounds_played) == (2, 1, 3)
    assert record.finished and record.average_answer_time == pytest.approx(3.0)
    view.summary.new_button.click()
    wait_playing(qtbot, view)
    assert view.round_label.text() == "Round 1 of 3" and "You 0" in view.score_label.text()


def test_quitting_a_match_shows_the_summary_and_records_it(qtbot, view, app_context):
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    answer(qtbot, view, "8/(3-8/3)")
    view.next_round()
    wait_playing(qtbot, view)
    view.quit_action.trigger()
    assert view.phase is Phase.MATCH_OVER
    assert "You quit before the last round." in view.summary.details.text()
    (record,) = app_context.history.matches()
    assert record.rounds_played == 2 and not record.finished


def test_a_damaged_history_is_reported_and_the_game_goes_on(
    qtbot, view, settings, app_context, messages
):
    app_context.history_path.write_bytes(b"this is not a database" * 100)
    settings.rounds = 1
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, "8/(3-8/3)")
    assert any("damaged" in message for message in messages)
    view.next_round()
    assert view.summary.verdict.text() == "You win the match!"
    assert len(app_context.history.matches()) == 1
    assert list(app_context.data_dir.glob("*.damaged-*"))


def test_a_whole_match_deals_every_card_of_the_deck_once(qtbot, view):
    view.start_match()
    seen = []
    for number in range(1, 14):
        wait_playing(qtbot, view)
        assert view.round_label.text() == f"Round {number} of 13"
        seen.extend(card.card for card in view.cards)
        view.skip()
        view.next_round()
    assert view.phase is Phase.MATCH_OVER and len(set(seen)) == 52
    assert view.summary.table.rowCount() == 13


def test_deals_hands_of_the_chosen_difficulty(qtbot, view, settings):
    settings.deal_level = "Easy"
    settings.rounds = 2
    view.start_match()
    wait_playing(qtbot, view)
    accept = view.match.deal_filter
    assert accept is not None
    assert accept(tuple(ranks(view)), 24)
    assert not accept((3, 3, 8, 8), 24)  # a famous hard hand is not Easy


def test_the_screenshot_shows_a_round_in_progress(qtbot, app_context):
    widget = PlayView(app_context)
    qtbot.addWidget(widget)
    widget.show()
    widget.prepare_screenshot([3, 3, 8, 8])
    wait_playing(qtbot, widget)
    assert ranks(widget) == [3, 3, 8, 8]
    assert "It evaluates to 19, not 24." in widget.answer.feedback.text()
    assert widget.answer.text() and seconds_text(widget.round.remaining()) != "60 s"


@pytest.mark.parametrize(("cards", "rounds"), [([1, 2, 3, 4, 5, 6], 8), ([5, 5], 26)])
def test_the_screenshot_counts_the_rounds_of_its_cards(qtbot, app_context, cards, rounds):
    """Six cards on the table are a match of 52 // 6 = 8 rounds, not the settings' 13."""
    widget = PlayView(app_context)
    qtbot.addWidget(widget)
    widget.show()
    widget.prepare_screenshot(cards)
    wait_playing(qtbot, widget)
    assert ranks(widget) == cards
    assert widget.round_label.text() == f"Round 1 of {rounds}"
    assert app_context.settings.card_count == 4  # the settings are left alone


def test_used_cards_follow_what_is_typed():
    assert used_cards("8÷(3−", [3, 3, 8, 8]) == [True, False, True, False]
    assert used_cards("Q*2", [12, 2, 1, 1]) == [True, True, False, False]
    assert used_cards("38", [3, 8, 1, 1]) == [False, False, False, False]


def test_dealing_runs_in_the_worker_and_the_window_stays_responsive(qtbot, view):
    view.start_match([(3, 3, 8, 8)])
    assert view.phase is Phase.DEALING and view.runner.busy
    assert view.bottom.currentWidget() is view.dealing_label
    assert all(card.face_down for card in view.cards) or not view.cards
    view.submit("8/(3-8/3)")  # nothing to answer yet: ignored, no error
    wait_playing(qtbot, view)
    assert not view.runner.busy


def test_leaving_the_view_pauses_the_round(qtbot, view, clock):
    start(qtbot, view, (3, 3, 8, 8))
    clock.advance(3)
    view.hide()
    assert view.phase is Phase.PAUSED
    clock.advance(300)
    view.show()
    assert view.phase is Phase.PAUSED and all(card.face_down for card in view.cards)
    view.toggle_pause()
    assert view.round.remaining() == pytest.approx(57)


def test_new_deal_and_clear_from_the_game_menu(qtbot, settings, data_dir):
    from app.context import AppContext
    from app.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir))
    qtbot.addWidget(window)
    window.show()
    play = window.show_view("play")
    assert isinstance(play, PlayView) and window.tabs.tabText(1) == "Play"
    assert window.new_deal_action.isEnabled() and window.clear_action.isEnabled()
    window.new_deal_action.trigger()
    wait_playing(qtbot, play)
    play.answer.set_text("1+2")
    window.clear_action.trigger()
    assert play.answer.text() == ""
    window.show_view("helper")
    assert play.phase is Phase.PAUSED
    window.close()


def test_the_command_line_screenshot_of_the_play_view(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from PyQt5.QtGui import QImage

    out = tmp_path / "play.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    command = [sys.executable, "-m", "app", "--screenshot", str(out), "--view", "play"]
    command += ["--cards", "3 3 8 8", "--size", "900x650"]
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 650)


def shown_in_full(label) -> bool:
    """The label's whole text fits inside it (wrapped if the label wraps), nothing cut off."""
    room = label.contentsRect()
    metrics = label.fontMetrics()
    flags = int(label.alignment()) | (Qt.TextWordWrap if label.wordWrap() else 0)
    needed = metrics.boundingRect(room, flags, label.text())
    return room.contains(needed)


@pytest.mark.parametrize("size", [(800, 560), (1000, 700)])
def test_the_status_text_is_never_cut_off(qtbot, view, clock, size):
    view.resize(*size)
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    said = []
    for step in (lambda: None, view.toggle_pause, view.toggle_pause, view.skip):
        step()
        said.append(view.status_label.text())
        qtbot.waitUntil(lambda: shown_in_full(view.status_label), timeout=1000)
    assert "Ctrl+P resumes" in said[1] and said[3].startswith("The round ended after")
