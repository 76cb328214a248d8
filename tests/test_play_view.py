"""Playing against the computer in the Play view, driven like a player (keyboard first).

The rules are tested without widgets in tests/game/test_game_session.py; these tests check what
a player sees and that the view forwards every input. A ManualClock runs a minute in a moment.
"""

from __future__ import annotations

import pytest
from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QApplication, QLabel

from app.game.clock import ManualClock, countdown_text
from app.game.levels import ComputerLevel, HandLevel
from app.game.round import Reason, Winner
from app.shell.screenshots import prepare
from app.views.play_view import Phase, PlayView
from app.widgets.felt import Felt
from app.widgets.play_card import PlayCard


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(100.0)


@pytest.fixture
def view(app_context, clock, shown):
    return shown(PlayView(app_context, clock=clock))


def start(qtbot, view, *hands) -> None:
    """Start a match whose first rounds deal these hands; wait for the first round."""
    view.start_match(list(hands))
    wait_playing(qtbot, view)


def wait_playing(qtbot, view) -> None:
    qtbot.waitUntil(lambda: view.phase is Phase.PLAYING, timeout=10000)


def press(qtbot, widget, key=Qt.Key_Return, modifier=Qt.NoModifier) -> None:
    """A key pressed while `widget` has the keyboard focus."""
    qtbot.keyClick(widget, key, modifier)


def answer(qtbot, view, text: str) -> None:
    """Type an answer (× ÷ − are pasted: QTest types ASCII only) and press Enter."""
    view.answer.entry.clear()
    if text.isascii():
        qtbot.keyClicks(view.answer.entry, text)
    else:
        view.answer.entry.insert(text)
    press(qtbot, view.answer.entry)


def ranks(view) -> list[int]:
    return sorted(card.card.rank for card in view.cards)


def session(view):
    return view.session


def test_the_start_page_describes_the_match_from_the_settings(view, settings):
    settings.rounds = 5
    settings.computer_level = ComputerLevel.SKILLED
    settings.deal_level = HandLevel.HARD
    text = view.options_label.text()
    assert text == "5 rounds · 4 cards to make 24 · Hard hands"
    settings.deal_level = None
    settings.only_solvable = True
    assert view.options_label.text().endswith(" · only hands with an answer")
    settings.only_solvable = False
    # not "any hand · hand difficulty: Any difficulty" (a defect seen)
    assert view.options_label.text() == "5 rounds · 4 cards to make 24 · any hand"
    assert view.level_choice.currentText() == "Skilled" and view.rounds_choice.value() == 5
    assert view.time_choice.text() == "60 s" and view.deck_choice.deck() == settings.deck
    assert view.pages.currentWidget() is view.welcome
    assert not view.quit_action.isEnabled() and not view.hint_action.isEnabled()


def test_the_start_page_changes_the_level_time_rounds_and_deck(qtbot, view, settings):
    """The computer's level, the round time, the number of rounds and the deck are chosen on
    the start page, by keyboard; they are kept (Preferences shows them) for the next matches."""
    from app.game.decks import DeckKind

    view.level_choice.setFocus()
    qtbot.keyClick(view.level_choice, Qt.Key_Down)  # Casual → Skilled
    view.time_choice.setFocus()
    view.time_choice.selectAll()
    qtbot.keyClicks(view.time_choice, "90")
    assert settings.round_seconds == 60  # once typed, not digit by digit
    view.rounds_choice.setValue(3)
    view.deck_choice.kind.setCurrentIndex(view.deck_choice.kind.findData(DeckKind.NO_FACES.value))
    press(qtbot, view.time_choice)  # Enter: the match starts with what the boxes say
    wait_playing(qtbot, view)
    options = view.session.options
    assert (options.level, options.round_seconds, options.rounds) == (
        ComputerLevel.SKILLED,
        90,
        3,
    )
    assert options.deck.kind is DeckKind.NO_FACES and max(ranks(view)) <= 10
    assert view.round_label.text() == "Round 1 of 3" and view.countdown.text() == "90 s"
    assert settings.computer_level is ComputerLevel.SKILLED and settings.round_seconds == 90


def test_the_start_page_fits_a_small_window(qtbot, settings, data_dir):
    """A defect seen at 640×450: the start page's cards overflowed their table, and its texts
    ran over one another (the page now scrolls instead)."""
    from test_layout import cut_off, open_window

    window = open_window(qtbot, settings, data_dir, (640, 450))
    view = window.show_view("play")
    felt = view.welcome.findChild(Felt)

    def fitted() -> bool:
        inside = all(felt.rect().contains(card.geometry()) for card in felt.findChildren(PlayCard))
        labels = [label for label in view.welcome.findChildren(QLabel) if cut_off(label)]
        return inside and not labels

    qtbot.waitUntil(fitted, timeout=2000)


def test_a_whole_match_by_keyboard_alone(qtbot, view, settings, clock, app_context):
    """Enter starts, Enter submits, Enter deals the next round, Enter starts again."""
    settings.rounds = 2
    view.session.options = view.session.options  # the settings are read at the start
    press(qtbot, view)  # the start page: Enter starts a match
    wait_playing(qtbot, view)
    assert view.answer.entry.hasFocus()
    numbers = sorted(view.session.round.numbers)
    solution = view.session.round.solutions[0].text if view.session.round.solutions else None
    if solution:
        answer(qtbot, view, solution)
    else:
        view.no_solution_action.trigger()
    assert view.phase is Phase.ROUND_OVER
    press(qtbot, view.result_panel.next_button)
    wait_playing(qtbot, view)
    assert view.round_label.text() == "Round 2 of 2" and sorted(view.session.round.numbers)
    press(qtbot, view.answer.entry, Qt.Key_S, Qt.ControlModifier)  # skip? (asks)
    press(qtbot, view.answer.entry, Qt.Key_S, Qt.ControlModifier)  # skip
    # the match is kept as its last round ends: said on the summary, not above the table
    # (a defect seen: the line pushed the cards down, then stayed on the start page)
    assert view.phase is Phase.ROUND_OVER and view.session.notice is not None
    assert not view.game_notice.isVisible()
    press(qtbot, view.answer.entry)  # Enter after the last round: the summary
    assert view.phase is Phase.MATCH_OVER and view.pages.currentWidget() is view.summary
    assert "saved in your history" in view.summary.notice.text()
    assert app_context.history.matches()[0].finished and numbers
    press(qtbot, view.summary.table)  # Enter on the summary: a new match
    wait_playing(qtbot, view)
    assert view.round_label.text() == "Round 1 of 2" and "You 0" in view.score_label.text()
    assert not view.game_notice.isVisible()  # the old match's message is gone


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
    assert view.session.match.player_points == 1 and "You 1" in view.score_label.text()
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
    assert sum(card.used for card in view.cards) == 2
    said = [card.accessibleDescription() for card in view.cards]
    assert sorted(said) == [
        "",
        "",
        "Used in your answer",
        "Used in your answer",
    ]  # not colour alone
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
    assert view.session.round.outcome.winner is Winner.PLAYER


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("8*3-8+3", "The answer makes 19, not 24."),
        ("8/(3-8/3", "position 3: this '(' is never closed"),
        ("8*3*3", "8 is used once, but the hand has 2 of them"),
        ("8/(3-8/3)*3/3", "3 is used 4 times, but the hand has only 2 of them"),
        ("6*4", "6 is not one of the cards"),
        ("8/(3-3)+8", "The answer divides by zero: 8÷(3−3)"),
        ("1+" * 150 + "1", "it is 301 characters long, and at most 200 are read"),
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
    assert view.session.match.player_points == 0
    answer(qtbot, view, "8÷(3−8÷3)")
    assert view.session.round.outcome.reason is Reason.ANSWERED


def test_typed_text_is_shown_as_typed_never_as_html(qtbot, view):
    """A defect seen in play: `<b>8</b>` came out bold in the feedback line."""
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, "<b>8</b>")
    feedback = view.answer.feedback
    assert feedback.textFormat() == Qt.PlainText and "<b>8</b>" in feedback.text()


@pytest.mark.parametrize(
    "typed",
    ["(" * 600 + "8" + ")" * 600, "+".join(["1"] * 1000), "9" * 5000],
    ids=["600 brackets", "1000 terms", "a 5000-digit number"],
)
def test_monstrous_answers_get_a_message_not_an_error(qtbot, view, typed):
    start(qtbot, view, (3, 3, 8, 8))
    view.answer.set_text(typed)
    press(qtbot, view.answer.entry)
    assert "and at most 200 are read" in view.answer.feedback.text()
    assert view.phase is Phase.PLAYING


def test_a_syntax_error_puts_the_cursor_where_it_breaks(qtbot, view):
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, "8*(3+)8")
    assert "position 6" in view.answer.feedback.text()
    assert view.answer.entry.cursorPosition() == 5


def test_the_computer_wins_when_it_is_faster(qtbot, view, clock):
    start(qtbot, view, (3, 3, 8, 8))
    computer = view.session.round.computer_seconds
    assert 0 < computer < 60
    clock.advance(computer - 0.5)
    qtbot.waitUntil(lambda: view.countdown.remaining < 60 - computer + 1)
    assert view.phase is Phase.PLAYING
    clock.advance(1.0)
    qtbot.waitUntil(lambda: view.phase is Phase.ROUND_OVER, timeout=5000)
    panel = view.result_panel
    assert panel.headline.text() == "The computer takes the round"
    assert "The computer found it first" in panel.message.text()
    assert "8÷3 = 8/3" in panel.working.text() and "= 24" in panel.working.text()
    assert view.session.match.computer_points == 1 and "1 Computer" in view.score_label.text()


def test_enter_waits_a_moment_after_the_computer_wins_then_always_deals(qtbot, view, clock):
    """A defect seen in play: after clicking the round's result, Enter no longer dealt the
    next round. Enter now works wherever the focus is, once the result has been seen."""
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    view.answer.set_text("8/(3")
    clock.advance(view.session.round.computer_seconds + 0.1)
    qtbot.waitUntil(lambda: view.phase is Phase.ROUND_OVER, timeout=5000)
    press(qtbot, view.answer.entry)  # an Enter meant for the answer
    assert view.phase is Phase.ROUND_OVER and not view.result_panel.next_button.isEnabled()
    clock.advance(1.6)  # (a key while held holds it on: `HOLD_AFTER_KEY`)
    qtbot.waitUntil(view.result_panel.next_button.isEnabled)
    qtbot.mouseClick(view.result_panel.message, Qt.LeftButton)  # the player clicks the result
    press(qtbot, view.result_panel.message)
    wait_playing(qtbot, view)
    assert ranks(view) == [1, 2, 3, 4]


def test_typing_on_as_the_computer_wins_does_not_deal_the_next_round(qtbot, view, clock):
    """A defect seen in play: a player typing when the computer took the round went on
    typing, and the Enter meant for the answer, a second later, dealt the next round: the
    result was never seen and what was typed vanished."""
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    qtbot.keyClicks(view.answer.entry, "(3+5")
    clock.advance(view.session.round.computer_seconds + 0.1)
    qtbot.waitUntil(lambda: view.phase is Phase.ROUND_OVER, timeout=5000)
    for key in (Qt.Key_Asterisk, Qt.Key_3, Qt.Key_ParenRight):  # still typing
        clock.advance(0.6)
        qtbot.keyClick(QApplication.focusWidget() or view, key)
    clock.advance(0.6)
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key_Return)  # meant for the answer
    view.tick()
    assert view.phase is Phase.ROUND_OVER and not view.result_panel.next_button.isEnabled()
    assert view.answer.text() == "(3+5"  # what was typed is still there to see
    clock.advance(1.6)  # the player stopped: the result is released
    qtbot.waitUntil(view.result_panel.next_button.isEnabled)
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key_Return)
    wait_playing(qtbot, view)
    assert ranks(view) == [1, 2, 3, 4]


def test_keys_a_widget_takes_while_the_result_is_held_hold_it_on_too(qtbot, view, clock):
    """Seen in a real window: keys typed after the computer won went to a widget that took
    them (a list searches as you type), never reached the view, and the Enter a moment later
    dealt on. Every key holds the result, whichever widget takes it."""
    from PyQt5.QtWidgets import QLineEdit

    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    clock.advance(view.session.round.computer_seconds + 0.1)
    qtbot.waitUntil(lambda: view.phase is Phase.ROUND_OVER, timeout=5000)
    taker = QLineEdit(view)  # a widget that takes every key typed into it
    taker.show()
    taker.setFocus()
    for key in (Qt.Key_8, Qt.Key_Asterisk, Qt.Key_3, Qt.Key_Asterisk):
        clock.advance(0.6)
        qtbot.keyClick(taker, key)
    assert taker.text() == "8*3*"  # the keys went there, and also held the result
    clock.advance(0.6)
    view.press_enter()
    view.tick()
    assert view.phase is Phase.ROUND_OVER and not view.result_panel.next_button.isEnabled()
    clock.advance(1.6)
    qtbot.waitUntil(view.result_panel.next_button.isEnabled)
    view.press_enter()
    wait_playing(qtbot, view)


def test_no_solution_rightly_claimed_scores(qtbot, view):
    start(qtbot, view, (1, 1, 1, 1))
    press(qtbot, view.answer.entry, Qt.Key_D, Qt.ControlModifier)
    assert view.phase is Phase.ROUND_OVER
    assert view.session.match.player_points == 1
    shown = " ".join(card.card.symbol for card in view.cards)  # rank and suit as painted
    assert view.result_panel.message.text() == (
        f"Right: {shown} has no solution. A point to you. The nearest they make is 4 = 1+1+1+1, "
        "and nothing above 24; these cards make 11 different values."
    )  # why there is no answer


def test_no_solution_wrongly_claimed_loses_and_shows_an_answer(qtbot, view):
    start(qtbot, view, (3, 3, 8, 8))
    view.no_solution_action.trigger()
    assert view.session.match.computer_points == 1
    text = view.result_panel.message.text()
    assert text.startswith("Wrong:") and "One answer: 8÷(3−8÷3) = 24." in text
    assert view.result_panel.working.isVisibleTo(view)


def test_time_out_nobody_scores_and_an_answer_is_shown(qtbot, view, clock, settings):
    settings.round_seconds = 10
    settings.computer_level = ComputerLevel.BEGINNER  # no reach: it may run out of time
    start(qtbot, view, (3, 3, 8, 8))
    assert view.countdown.text() == "10 s"
    clock.advance(9.5)
    qtbot.waitUntil(lambda: view.countdown.text() == "1 s")
    clock.advance(0.6)
    qtbot.waitUntil(lambda: view.phase is Phase.ROUND_OVER, timeout=5000)
    assert view.result_panel.headline.text() == "Time is up: nobody scores"
    # a defect seen: "Time is up" was said twice, in the headline and in the message under it
    assert view.result_panel.message.text().startswith("One answer:")
    assert (view.session.match.player_points, view.session.match.computer_points) == (0, 0)


def test_pause_hides_everything_that_reveals_the_hand_and_resume_gives_it_back(qtbot, view, clock):
    """Defects seen in play: pausing left the hint, the feedback (which lists the cards) and
    the typed answer on screen; after Resume typing went nowhere."""
    start(qtbot, view, (10, 7, 11, 5))
    answer(qtbot, view, "10*7")
    press(qtbot, view.answer.entry, Qt.Key_H, Qt.ControlModifier)
    assert view.answer.text() == "10*7"  # a wrong answer stays, to be mended
    view.answer.entry.clear()
    qtbot.keyClicks(view.answer.entry, "(10-")
    assert view.answer.hint_label.text() and "The cards are" in view.answer.feedback.text()
    clock.advance(5)
    pause_icon = view.pause_action.icon().pixmap(24).toImage()
    press(qtbot, view.answer.entry, Qt.Key_P, Qt.ControlModifier)
    assert view.phase is Phase.PAUSED and view.pause_action.text() == "Res&ume"
    assert view.pause_action.icon().pixmap(24).toImage() != pause_icon  # not the pause bars
    assert all(card.face_down for card in view.cards)
    assert view.answer.text() == "" and view.answer.feedback.text() == ""
    assert view.answer.hint_label.text() == "" and not view.answer.entry.isEnabled()
    assert not view.no_solution_action.isEnabled() and "paused" in view.countdown.text()
    clock.advance(500)  # far past the computer's time and the deadline
    view.tick()
    assert view.phase is Phase.PAUSED
    press(qtbot, view, Qt.Key_P, Qt.ControlModifier)
    assert view.phase is Phase.PLAYING and not any(card.face_down for card in view.cards)
    assert view.answer.text() == "(10-" and view.answer.hint_label.text()
    assert "The cards are" in view.answer.feedback.text()
    assert view.answer.entry.hasFocus()
    qtbot.keyClicks(view.answer.entry, "5)")
    assert view.answer.text() == "(10-5)"


def test_enter_resumes_a_paused_round(qtbot, view):
    start(qtbot, view, (3, 3, 8, 8))
    view.pause_action.trigger()
    press(qtbot, view)
    assert view.phase is Phase.PLAYING and view.answer.entry.hasFocus()


def test_a_hint_shows_the_coachs_first_rung_and_its_cost_counts_in_the_time(qtbot, view, clock):
    start(qtbot, view, (3, 3, 8, 8))
    view.hint_action.trigger()
    assert view.answer.hint_label.text().startswith("Every answer needs a fraction on the way")
    assert "cost 10 s" in view.answer.hint_label.text()
    assert view.countdown.cost == 10 and view.countdown.text() == "50 s"
    assert not view.hint_action.isEnabled()
    clock.advance(7.3)
    answer(qtbot, view, "8/(3-8/3)")
    assert "Right, in 17.3 s (7.3 s and 10 s for the hint)" in view.result_panel.message.text()
    assert view.status_label.text() == "The round ended after 17.3 s"  # as the clock shows it


def test_a_hint_with_no_time_left_to_pay_for_it_says_so_over_a_wrong_try(qtbot, view, clock):
    """A defect: the words that no time is left to pay for a hint were written over at once by
    the feedback of an earlier wrong answer, so the hint seemed to do nothing."""
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, "8*3-8+3")
    assert "19" in view.answer.feedback.text()
    clock.advance(min(session(view).round.computer_seconds, 60.0) - 5.5)  # a hint costs 10 s
    view.hint()
    assert view.phase is Phase.PLAYING and session(view).hint is None
    assert view.answer.feedback.text().startswith("✗ A hint costs 10 s of your time, and only")


def test_hint_stays_enabled_and_says_why_it_cannot_be_had(qtbot, view, clock):
    """A defect seen: Hint was disabled (in the last 10 s) with no reason given; it now stays
    enabled until a hint is taken, and pressed too late it says why."""
    start(qtbot, view, (3, 3, 8, 8))
    assert "it costs 10 s of your time" in view.hint_action.toolTip()
    clock.advance(min(session(view).round.computer_seconds, 60.0) - 3)
    view.tick()
    assert view.hint_action.isEnabled()
    view.hint_action.trigger()
    assert "A hint costs 10 s of your time" in view.answer.feedback.text()


def skip_now(view):
    """Skip pressed twice, as a player gives a round up."""

    def skip() -> None:
        view.skip()
        view.skip()

    return skip


def test_skip_asks_once_then_gives_nobody_the_point(qtbot, view):
    """A defect seen: Ctrl+S (pressed out of habit to save) gave the round up without a word."""
    start(qtbot, view, (3, 3, 8, 8))
    qtbot.keyClicks(view.answer.entry, "8/(")
    press(qtbot, view.answer.entry, Qt.Key_S, Qt.ControlModifier)
    assert view.phase is Phase.PLAYING and view.answer.text() == "8/("
    assert view.answer.feedback.text().startswith("Skip this hand? Press Skip (Ctrl+S) again")
    qtbot.keyClicks(view.answer.entry, "3")  # typing on: the question is over
    assert view.answer.feedback.text() == "" and not view.session.skip_asked
    view.skip_action.trigger()
    view.skip_action.trigger()
    assert view.result_panel.headline.text() == "Skipped: nobody scores"
    assert view.session.match.results[0].winner is Winner.NOBODY
    # the headline says it was skipped; the message does not say it again
    assert view.result_panel.message.text() == "One answer: 8÷(3−8÷3) = 24."


def test_a_new_match_during_a_match_asks_first(qtbot, view, app_context):
    """A defect seen in play: Ctrl+N threw a running match away without asking."""
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    answer(qtbot, view, "8/(3-8/3)")
    press(qtbot, view)
    wait_playing(qtbot, view)
    press(qtbot, view.answer.entry, Qt.Key_N, Qt.ControlModifier)
    box = view.confirmation
    assert box is not None and "1 finished round is kept in your history" in box.text()
    assert view.phase is Phase.PAUSED  # the clock stops while the player decides
    press(qtbot, box, Qt.Key_Return)  # the player meant to submit an answer: nothing is lost
    qtbot.waitUntil(lambda: view.confirmation is None)
    assert view.phase is Phase.PLAYING and view.session.match.player_points == 1
    assert app_context.history.matches() == []
    view.new_match_action.trigger()
    view.confirmation.buttons()[0].click()  # new match
    wait_playing(qtbot, view)
    assert view.session.match.player_points == 0
    (record,) = app_context.history.matches()
    assert (record.rounds_played, record.player_points, record.finished) == (1, 1, False)


def test_quitting_a_match_asks_and_shows_the_summary(qtbot, view, app_context):
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    answer(qtbot, view, "8/(3-8/3)")
    view.next_round()
    wait_playing(qtbot, view)
    press(qtbot, view.answer.entry, Qt.Key_W, Qt.ControlModifier)
    view.confirmation.buttons()[0].click()
    assert view.phase is Phase.MATCH_OVER
    assert view.summary.verdict.text() == "Match abandoned"
    assert "You left after 1 round of 13" in view.summary.details.text()
    (record,) = app_context.history.matches()
    assert record.rounds_played == 1 and not record.finished  # no extra "skipped" round


def test_leaving_before_anything_is_played_asks_nothing_and_records_nothing(
    qtbot, view, app_context
):
    view.start_match([(3, 3, 8, 8)])
    view.new_match_action.trigger()  # still dealing the first hand
    assert view.confirmation is None
    wait_playing(qtbot, view)
    assert app_context.history.matches() == []


def test_after_the_last_round_a_summary_and_the_match_in_history(
    qtbot, view, clock, settings, app_context
):
    settings.rounds = 3
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4), (1, 1, 1, 1))
    clock.advance(4)
    answer(qtbot, view, "8/(3-8/3)")
    view.next_round()
    wait_playing(qtbot, view)
    clock.advance(view.session.round.computer_seconds + 1)
    qtbot.waitUntil(lambda: view.phase is Phase.ROUND_OVER, timeout=5000)
    view.next_round()
    wait_playing(qtbot, view)
    clock.advance(2)
    view.no_solution_action.trigger()
    assert view.result_panel.next_button.text() == "See the summary"
    view.next_round()
    assert view.phase is Phase.MATCH_OVER and view.pages.currentWidget() is view.summary
    assert view.summary.verdict.text() == "You win the match!"
    details = view.summary.details.text()
    assert "You 2 : 1 computer (Casual)" in details
    assert "Rounds: 3 played (2 won by you, 1 won by the computer)" in details
    assert "Average answer time: 3.0 s" in details
    table = view.summary.table
    assert table.rowCount() == 3 and table.item(1, 2).text() == "Computer"
    (record,) = app_context.history.matches()
    assert (record.player_points, record.computer_points, record.rounds_played) == (2, 1, 3)
    assert record.finished and record.average_answer_time == pytest.approx(3.0)


def test_from_the_summary_back_to_the_start_page_to_change_the_settings(qtbot, view, settings):
    """A defect seen: New match on the summary started at once with the old level and time,
    and there was no way back to the start page but quitting a new match."""
    settings.rounds = 1
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, "8/(3-8/3)")
    view.next_round()
    assert view.pages.currentWidget() is view.summary
    back = view.summary.start_page_button
    assert back.isVisible() and back.text() == "Change the settings"
    qtbot.mouseClick(back, Qt.LeftButton)
    assert view.phase is Phase.READY and view.pages.currentWidget() is view.welcome
    assert view.start_button.hasFocus()
    assert not view.welcome_notice.isVisible()  # "The match is saved" was the summary's news
    settings.rounds = 2  # chosen on the start page, then Enter starts
    qtbot.keyClick(view.start_button, Qt.Key_Return)
    wait_playing(qtbot, view)
    assert view.session.match.total_rounds == 2


def test_a_damaged_history_is_reported_and_the_game_goes_on(qtbot, view, settings, app_context):
    app_context.history_path.write_bytes(b"this is not a database" * 100)
    settings.rounds = 1
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, "8/(3-8/3)")
    view.next_round()
    assert view.summary.verdict.text() == "You win the match!"
    assert "damaged" in view.summary.notice.text()
    assert len(app_context.history.matches()) == 1
    assert list(app_context.data_dir.glob("*.damaged-*"))


def test_a_whole_match_deals_every_card_of_the_deck_once(qtbot, view):
    view.start_match()
    seen = []
    for number in range(1, 14):
        wait_playing(qtbot, view)
        assert view.round_label.text() == f"Round {number} of 13"
        seen.extend(card.card for card in view.cards)
        view.session.skip()
        view.refresh()
        view.next_round()
    assert view.phase is Phase.MATCH_OVER and len(set(seen)) == 52
    assert view.summary.table.rowCount() == 13


def test_deals_hands_of_the_chosen_difficulty(qtbot, view, settings):
    from solver.make24 import difficulty

    settings.deal_level = HandLevel.EASY
    settings.rounds = 2
    view.start_match()
    wait_playing(qtbot, view)
    easy = difficulty.levels().hands[difficulty.level_index("Easy")]
    assert tuple(ranks(view)) in easy


def test_the_screenshot_shows_a_round_in_progress(qtbot, app_context):
    widget = PlayView(app_context)
    qtbot.addWidget(widget)
    widget.show()
    prepare("play", widget, [3, 3, 8, 8])
    wait_playing(qtbot, widget)
    qtbot.waitUntil(lambda: bool(widget.answer.text()))
    assert ranks(widget) == [3, 3, 8, 8]
    assert "The answer makes 19, not 24." in widget.answer.feedback.text()
    assert countdown_text(widget.session.remaining()) != "60 s"


@pytest.mark.parametrize(("cards", "rounds"), [([1, 2, 3, 4, 5, 6], 8), ([5, 5], 26)])
def test_the_screenshot_counts_the_rounds_of_its_cards(qtbot, app_context, cards, rounds):
    """Six cards on the table are a match of 52 // 6 = 8 rounds, not the settings' 13."""
    widget = PlayView(app_context)
    qtbot.addWidget(widget)
    widget.show()
    prepare("play", widget, cards)
    wait_playing(qtbot, widget)
    assert ranks(widget) == cards
    assert widget.round_label.text() == f"Round 1 of {rounds}"
    assert app_context.settings.card_count == 4  # the settings are left alone


def test_dealing_runs_in_the_worker_and_the_window_stays_responsive(qtbot, view):
    view.start_match([(3, 3, 8, 8)])
    assert view.phase is Phase.DEALING and view.runner.busy
    assert view.bottom.currentWidget() is view.dealing_label
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
    assert view.session.round.remaining() == pytest.approx(57)


def test_after_preferences_enter_starts_a_match(qtbot, settings, data_dir):
    """A defect seen in play: after Preferences → OK, Enter did not start a match."""
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    play = window.show_view("play")
    dialog = window.preferences()
    dialog.open()
    dialog.rounds.setValue(3)
    dialog.accept()
    qtbot.waitUntil(window.isActiveWindow)
    focused = QApplication.focusWidget() or window
    press(qtbot, focused)
    wait_playing(qtbot, play)
    assert play.round_label.text() == "Round 1 of 3"
    play.save_before_close()


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
    for step in (lambda: None, view.toggle_pause, view.toggle_pause, skip_now(view)):
        step()
        said.append(view.status_label.text())
        qtbot.waitUntil(lambda: shown_in_full(view.status_label), timeout=1000)
    assert "Ctrl+P resumes" in said[1] and said[3].startswith("The round ended after")


def test_the_view_plays_the_sounds_the_session_calls_for(qtbot, view, app_context, clock):
    from app.game.cues import Effect

    played = []

    class Sounds:
        def play(self, effect):
            played.append(effect)

    app_context.sounds = Sounds()
    start(qtbot, view, (3, 3, 8, 8))
    answer(qtbot, view, "8*3")
    clock.advance(view.session.round.computer_seconds + 0.1)
    qtbot.waitUntil(lambda: view.phase is Phase.ROUND_OVER, timeout=5000)
    assert played[0] is Effect.WRONG and played[-1] is Effect.COMPUTER_WINS


def test_the_summary_says_whose_hint_it_was(qtbot, view, clock, settings):
    """A defect seen: after the player took a hint and the computer then won the round, the
    summary's "How" read "computer answered (hint)", as if the computer had used it."""
    settings.rounds = 1
    settings.computer_level = ComputerLevel.MASTER
    start(qtbot, view, (1, 2, 3, 4))
    view.hint()
    clock.advance(view.session.round.computer_seconds + 0.1)
    view.tick()
    assert view.session.round.outcome.winner is Winner.COMPUTER
    view.session.next()
    view.refresh()
    assert view.pages.currentWidget() is view.summary
    assert view.summary.table.item(0, 4).text() == "computer answered; you took a hint"


@pytest.mark.parametrize(
    ("hand", "first"),
    [
        ((1, 2, 3, 4), "There is a 4, and 24 = 4 × 6: can A 2 3 make 6?"),
        ((1, 1, 1, 1), "There is an A, and 24 = 23 + 1: can A A A make 23?"),
    ],
)
def test_the_hint_is_the_coachs_first_rung_and_gives_nothing_away(qtbot, view, hand, first):
    """Ctrl+H shows the coach's first rung: never an answer, and on a hand without one a plan
    asked as on any hand, not "there is no way" (#34; #36 point 12: the hint handed the "no
    solution" point over)."""
    from rungs import reveals

    start(qtbot, view, hand)
    press(qtbot, view.answer.entry, Qt.Key_H, Qt.ControlModifier)
    shown = view.answer.hint_label.text()
    assert shown.startswith(first) and "cost 10 s" in shown
    assert not reveals(shown, hand, 24)
    assert not any(words in shown for words in ("no answer", "no solution", "no way", "cannot"))


def test_leaving_between_rounds_does_not_speak_of_a_round_on_the_table(qtbot, view):
    """A defect seen in a real window: Ctrl+N after a round's result said "the round on the
    table is not counted", though no round was on the table (its result was)."""
    start(qtbot, view, (3, 3, 8, 8), (1, 2, 3, 4))
    answer(qtbot, view, "8/(3-8/3)")
    assert view.phase is Phase.ROUND_OVER
    assert view.leave_question() == (
        "A match is under way.\nIts 1 finished round is kept in your history as an abandoned match."
    )
    press(qtbot, view.focusWidget())  # the next round: on the table, not counted if left
    wait_playing(qtbot, view)
    assert view.leave_question() == (
        "A match is under way.\nIts 1 finished round is kept in your history as an abandoned "
        "match; the round on the table is not counted."
    )
