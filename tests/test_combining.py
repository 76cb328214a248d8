"""Answering by combining the cards, in every way to play, by keyboard alone and by mouse alone.

The rules of combining are tested without widgets in tests/game/test_game_combine.py and its
widget in tests/test_combine_table.py; these tests check that Play, Practice, Daily and Two
players judge a combined answer exactly as a typed one, and that the table follows the game:
a new hand starts it over, a pause hides it, a round over freezes it, a wrong answer leaves it
to undo.
"""

from __future__ import annotations

from datetime import date

import pytest
from PyQt5.QtCore import Qt

from app.game.clock import ManualClock
from app.game.daily import DailyPhase
from app.game.duel import DuelPhase
from app.game.practice import PracticePhase
from app.game.round import Reason, Winner
from app.views.daily_view import DailyView
from app.views.duel_view import DuelView
from app.views.play_view import Phase, PlayView
from app.views.practice_view import PracticeView

#: 8÷(3−8÷3) on the hand 8 3 8 3 (places 1 2 3 4), as keys: 8÷3 (in place 4), then 3 − that,
#: then 8 ÷ that.
KEYS_3388 = "3/42-41/4"


@pytest.fixture
def combining(settings):
    settings.combining = True
    return settings


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(100.0)


@pytest.fixture
def play(qtbot, app_context, combining, clock, shown):
    return shown(PlayView(app_context, clock=clock))


def keys(qtbot, view, typed: str) -> None:
    """Keys pressed while the cards to combine have the focus."""
    for key in typed:
        qtbot.keyClicks(view.combine, key)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.LeftButton)


def start_play(qtbot, view, *hands) -> None:
    view.start_match(list(hands))
    qtbot.waitUntil(lambda: view.phase is Phase.PLAYING, timeout=10000)


def test_a_round_won_by_keyboard_alone_is_judged_as_a_typed_answer(qtbot, play, app_context):
    start_play(qtbot, play, (8, 3, 8, 3), (1, 2, 3, 4))
    assert play.cards_area.currentWidget() is play.combine and play.combine.hasFocus()
    assert not play.answer.entry.isVisible() and play.combine.controls.isVisible()
    keys(qtbot, play, "3/4")
    assert play.combine.working.text() == "Working: 8÷3 = 8/3"
    keys(qtbot, play, "2-41/4")
    game = play.session.round
    assert game.outcome.winner is Winner.PLAYER and game.outcome.reason is Reason.ANSWERED
    assert play.result_panel.message.text().startswith("Right, in ")
    assert game.outcome.answer.text == "8/(3-8/3)"
    # a round over freezes the table, with the player's last card on it
    assert not play.combine.isEnabled() and play.combine.table.result.text == "24"
    qtbot.keyClick(play.result_panel.next_button, Qt.Key_Return)
    qtbot.waitUntil(lambda: play.phase is Phase.PLAYING, timeout=10000)
    assert play.combine.isEnabled() and len(play.combine.table.cards) == 4  # a new hand
    assert play.combine.working.text() == "Working: none yet"
    play.quit_match()
    play.confirmation.buttons()[0].click()
    (record,) = app_context.history.matches()
    assert record.player_points == 1  # the same history as a typed answer


def test_a_round_won_by_mouse_alone(qtbot, play):
    start_play(qtbot, play, (8, 3, 8, 3))
    table = play.combine
    ops = table.operator_buttons
    for step in (2, "/", 3, 1, "-", 3, 0, "/", 3):
        click(qtbot, ops[step] if isinstance(step, str) else table.cards[step])
    assert play.phase is Phase.ROUND_OVER
    assert play.session.round.outcome.winner is Winner.PLAYER


def test_a_wrong_last_card_is_said_and_left_to_undo(qtbot, play):
    start_play(qtbot, play, (8, 3, 8, 3))
    keys(qtbot, play, "S")  # add all: 22
    assert play.phase is Phase.PLAYING
    assert play.answer.feedback.text() == "✗ 8+3+8+3  —  The answer makes 22, not 24."
    assert play.combine.table.result.text == "22" and play.combine.isEnabled()
    qtbot.keyClick(play.combine, Qt.Key_Backspace)
    assert len(play.combine.table.cards) == 4
    keys(qtbot, play, KEYS_3388)
    assert play.phase is Phase.ROUND_OVER


def test_enter_with_cards_left_says_how_to_go_on(qtbot, play):
    start_play(qtbot, play, (8, 3, 8, 3))
    keys(qtbot, play, "3/4")
    qtbot.keyClick(play.combine, Qt.Key_Return)
    assert play.phase is Phase.PLAYING and play.session.round.attempts == []
    assert play.combine.prompt.text().startswith("✗ Combine two cards at a time")


def test_pause_hides_the_table_and_resume_gives_it_back(qtbot, play):
    start_play(qtbot, play, (8, 3, 8, 3))
    keys(qtbot, play, "3/4")
    qtbot.keyClick(play.combine, Qt.Key_P, Qt.ControlModifier)
    assert play.phase is Phase.PAUSED and play.combine.face_down
    assert all(card.face_down for card in play.combine.cards)
    assert play.combine.prompt.text() == "" and not play.combine.isEnabled()
    play.toggle_pause()
    assert not play.combine.face_down and play.combine.hasFocus()
    assert play.combine.table.working() == ["8÷3 = 8/3"]  # kept through the pause


def test_hint_no_solution_and_clear_work_while_combining(qtbot, play):
    start_play(qtbot, play, (8, 3, 8, 3))
    qtbot.keyClick(play.combine, Qt.Key_H, Qt.ControlModifier)
    assert play.answer.hint_label.isVisible() and "Every answer needs a fraction" in (
        play.answer.hint_label.text()
    )
    keys(qtbot, play, "3/4")
    qtbot.keyClick(play.combine, Qt.Key_L, Qt.ControlModifier)  # clear: the cards as dealt
    assert len(play.combine.table.cards) == 4
    assert play.no_solution_action.isEnabled()


def test_the_computer_winning_freezes_the_table(qtbot, play, clock):
    start_play(qtbot, play, (1, 2, 3, 4))
    keys(qtbot, play, "1+2")
    clock.advance(play.session.round.computer_seconds + 0.1)
    play.tick()
    assert play.session.round.outcome.winner is Winner.COMPUTER
    assert not play.combine.isEnabled() and play.combine.table.working() == ["1+2 = 3"]
    keys(qtbot, play, "+3")
    assert play.combine.table.working() == ["1+2 = 3"]


def test_ctrl_t_switches_and_the_choice_is_remembered_everywhere(
    qtbot, app_context, settings, shown
):
    play = shown(PlayView(app_context, clock=ManualClock(0.0)))
    practice = shown(PracticeView(app_context, clock=ManualClock(0.0)))
    start_play(qtbot, play, (8, 3, 8, 3))
    play.activateWindow()
    qtbot.waitUntil(play.isActiveWindow)
    play.answer.focus()
    assert not settings.combining and play.answer.entry.hasFocus()
    qtbot.keyClick(play.answer.entry, Qt.Key_T, Qt.ControlModifier)
    assert settings.combining and play.combine_action.isChecked()
    assert play.combine.hasFocus() and practice.combine_action.isChecked()
    assert practice.cards_area.currentWidget() is practice.combine
    qtbot.keyClick(play.combine, Qt.Key_T, Qt.ControlModifier)
    assert not settings.combining and play.answer.entry.hasFocus()
    assert play.combine_action.text() == "Com&bine cards"
    assert "Ctrl+T" in play.combine_action.toolTip()


def test_practice_combining_finds_more_answers(qtbot, app_context, combining, shown):
    view = shown(PracticeView(app_context, clock=ManualClock(0.0)))
    view.start([(1, 2, 3, 4)])
    qtbot.waitUntil(lambda: view.session.phase is PracticePhase.SOLVING, timeout=10000)
    assert view.combine.hasFocus()
    keys(qtbot, view, "P")  # multiply all: 1×2×3×4
    assert view.session.phase is PracticePhase.SOLVED
    assert "3 different answers" in view.answer.feedback.text()
    assert len(view.combine.table.cards) == 4  # the hand is open: the table starts over
    keys(qtbot, view, "4*3")
    keys(qtbot, view, "2*3")
    keys(qtbot, view, "1*3")  # 1×(2×(4×3)): the same answer, written another way
    assert "again, written another way" in view.answer.feedback.text()
    keys(qtbot, view, "1+2")
    keys(qtbot, view, "3+2")
    keys(qtbot, view, "4*2")  # (1+2+3)×4
    assert view.progress.text() == "2 of 3 different answers found"


def test_the_daily_puzzle_solved_by_combining(qtbot, app_context, combining, shown):
    view = DailyView(app_context, clock=ManualClock(0.0), today=lambda: date(2026, 11, 16))
    shown(view)
    qtbot.waitUntil(lambda: view.session.phase is DailyPhase.SOLVING, timeout=15000)
    numbers = list(view.session.puzzle.numbers)
    assert len(view.combine.cards) == 4 and view.combine.hasFocus()
    solution = view.session.puzzle.solutions[0]
    # build the first solution's steps on the table, by the cards' values
    for step in solution.steps:
        table = view.combine.table
        places = [i for i, card in enumerate(table.places) if card is not None]
        first = next(i for i in places if table.places[i].value == step.left)
        second = next(i for i in places if i != first and table.places[i].value == step.right)
        if table.picked != first:  # a result stays picked, ready for the next operator
            view.combine.pick(first)
        view.combine.choose(step.symbol)
        view.combine.pick(second)
    assert view.session.phase is DailyPhase.SOLVED, numbers
    assert app_context.history.daily_result(date(2026, 11, 16)).solved


def test_a_duel_by_combining(qtbot, app_context, combining, settings, shown):
    settings.player_names = ("Mei", "Tom")
    view = shown(DuelView(app_context, clock=ManualClock(10.0)))
    view.start_duel(((8, 3, 8, 3),))
    qtbot.waitUntil(lambda: view.session.phase is DuelPhase.BUZZING, timeout=10000)
    assert not view.combine.isEnabled()  # nobody has buzzed: the number keys do nothing
    keys(qtbot, view, "3")
    assert view.combine.table.picked is None
    qtbot.keyClick(view, Qt.Key_M)  # Tom buzzes, and combines with the same keyboard
    assert view.combine.hasFocus() and "Tom answers" in view.state_label.text()
    assert "1–4" in view.state_label.text()
    keys(qtbot, view, "S")  # 22: wrong
    assert view.session.scores == [0, -1] and view.session.phase is DuelPhase.BUZZING
    assert len(view.combine.table.cards) == 4  # Mei starts from the cards as dealt
    qtbot.keyClick(view, Qt.Key_Z)
    keys(qtbot, view, KEYS_3388)
    assert view.session.phase is DuelPhase.ROUND_OVER and view.session.scores == [1, -1]
    assert view.result_panel.headline.text() == "Mei scores a point after Tom's wrong answer!"
    assert "Mei's answer: 8÷(3−8÷3) = 24." in view.result_panel.message.text()


def test_preferences_choose_how_answers_are_made(qtbot, settings):
    from app.widgets.preferences import PreferencesDialog

    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.answer_input.setCurrentIndex(dialog.answer_input.findData("combining"))
    dialog.accept()
    assert settings.combining


def test_the_combining_screenshots(qtbot, app_context, combining):
    """`python -m app --screenshot … --combine`: the play and practice scenes combine."""
    from app.shell.screenshots import prepare

    play = PlayView(app_context)
    qtbot.addWidget(play)
    play.show()
    prepare("play", play, [3, 3, 8, 8])
    qtbot.waitUntil(lambda: play.combine.table.working() == ["8÷3 = 8/3"], timeout=10000)
    assert play.combine.table.pending() == "3 − …" and play.answer.hint_label.text()
    practice = PracticeView(app_context)
    qtbot.addWidget(practice)
    practice.show()
    prepare("practice", practice)
    qtbot.waitUntil(lambda: practice.combine.table.pending() == "12 × …", timeout=10000)
    assert practice.found.count() == 2


def test_the_command_line_takes_combine() -> None:
    from app.__main__ import parse_args

    assert parse_args(["--combine"]).combine and not parse_args([]).combine


def test_when_a_hand_is_done_the_focus_stays_in_the_view(qtbot, settings, data_dir, combining):
    """A defect seen in a real window: once every answer was found, the focus went to the tabs,
    where an arrow key changes the view."""
    from test_layout import open_window

    window = open_window(qtbot, settings, data_dir, (1000, 700))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    view = window.show_view("practice")
    view.start([(2, 5, 10, 4)])  # one answer only: 5×2+10+4
    qtbot.waitUntil(lambda: view.session.phase is PracticePhase.SOLVING, timeout=10000)
    assert view.combine.hasFocus()
    keys(qtbot, view, "2*1+3+4")
    assert view.session.puzzle.complete
    assert view.isAncestorOf(window.focusWidget()) or window.focusWidget() is view
    qtbot.keyClick(window.focusWidget(), Qt.Key_Return)  # Enter: the next hand
    qtbot.waitUntil(lambda: view.session.phase is PracticePhase.SOLVING, timeout=10000)
    assert view.combine.hasFocus()


def test_a_step_on_the_cards_forgets_a_skip_asked_for(qtbot, play):
    start_play(qtbot, play, (8, 3, 8, 3))
    qtbot.keyClick(play.combine, Qt.Key_S, Qt.ControlModifier)
    assert play.session.skip_asked and "Ctrl+S) again" in play.answer.feedback.text()
    keys(qtbot, play, "3/4")
    assert not play.session.skip_asked and play.answer.feedback.text() == ""
    qtbot.keyClick(play.combine, Qt.Key_S, Qt.ControlModifier)  # asks again, does not skip
    assert play.phase is Phase.PLAYING


def combine_solution(qtbot, view, solution) -> None:
    """Combine the cards on the table into `solution` by keys, step by step: each step picks a
    place holding its left value (unless the table already picked it: a result stays picked),
    then the operator, then another place holding its right value."""
    for step in solution.steps:
        places = view.combine.table.places
        held = [i for i, card in enumerate(places) if card is not None]
        left = next(i for i in held if places[i].value == step.left)
        if (
            view.combine.table.picked not in (None, left)
            and places[view.combine.table.picked].value == step.left
        ):
            left = view.combine.table.picked
        right = next(i for i in held if places[i].value == step.right and i != left)
        if view.combine.table.picked != left:
            keys(qtbot, view, str(left + 1))
        keys(qtbot, view, step.symbol + str(right + 1))


def test_score_attack_is_played_by_combining_the_cards(qtbot, app_context, combining, clock, shown):
    """Score attack gets combining from the view base, as every mode does: a hand answered by
    keys on the cards scores, adds time and deals the next hand on a fresh table."""
    from app.game.attack import RIGHT_SECONDS, START_SECONDS, AttackPhase
    from app.views.attack_view import AttackView

    view = shown(AttackView(app_context, clock=clock))
    view.start_run()
    qtbot.waitUntil(lambda: view.session.phase is AttackPhase.PLAYING, timeout=20000)
    assert view.cards_area.currentWidget() is view.combine and view.combine.hasFocus()
    qtbot.waitUntil(lambda: view.combine.visibleRegion().boundingRect().height() > 200)
    first = view.session.setup
    combine_solution(qtbot, view, first.solutions[0])
    assert view.session.score == 1
    assert view.session.remaining() == START_SECONDS + RIGHT_SECONDS
    qtbot.waitUntil(lambda: view.session.phase is AttackPhase.PLAYING, timeout=20000)
    assert view.session.setup is not first
    assert len(view.combine.table.cards) == 4 and view.combine.isEnabled()
    assert view.combine.working.text() == "Working: none yet"


def wrong_answer(qtbot, view) -> None:
    """Combine the cards into a wrong answer at once: all added, or all multiplied."""
    values = [card.value for card in view.combine.table.cards]
    keys(qtbot, view, "S" if sum(values) != 24 else "P")


def test_undo_or_reset_takes_a_wrong_answer_s_verdict_away_in_every_mode(
    qtbot, app_context, combining, clock, shown
):
    """The ✗ line speaks of the answer on the table: once it is taken apart it is gone (it
    stayed through the new steps until the next verdict)."""
    from app.game.attack import AttackPhase
    from app.views.attack_view import AttackView

    play = shown(PlayView(app_context, clock=clock))
    start_play(qtbot, play, (8, 3, 8, 3))
    practice = shown(PracticeView(app_context, clock=ManualClock(0.0)))
    practice.start([(1, 2, 3, 4)])
    attack = shown(AttackView(app_context, clock=clock))
    attack.start_run()
    qtbot.waitUntil(lambda: practice.session.phase is PracticePhase.SOLVING, timeout=10000)
    qtbot.waitUntil(lambda: attack.session.phase is AttackPhase.PLAYING, timeout=20000)
    for view in (play, practice, attack):
        for take_apart in (Qt.Key_Escape, Qt.Key_Backspace):
            wrong_answer(qtbot, view)
            assert view.answer.feedback.text().startswith("✗"), type(view).__name__
            qtbot.keyClick(view.combine, take_apart)
            assert view.answer.feedback.text() == "", (type(view).__name__, take_apart)
    keys(qtbot, practice, "P")  # right: its verdict stays while the hand is open
    keys(qtbot, practice, "1+2")
    click(qtbot, practice.combine.reset_button)
    assert practice.answer.feedback.text().startswith("Right!")


def test_the_daily_puzzle_s_wrong_verdict_goes_with_reset(qtbot, app_context, combining, shown):
    """The tester's day: 2 6 7 Q, 7−6, then +Q, then ×2 makes 26; Reset, and a new step."""
    view = DailyView(app_context, clock=ManualClock(0.0), today=lambda: date(2026, 10, 26))
    shown(view)
    qtbot.waitUntil(lambda: view.session.phase is DailyPhase.SOLVING, timeout=15000)
    places = {card.value: i + 1 for i, card in enumerate(view.combine.table.places)}
    assert sorted(places) == [2, 6, 7, 12]
    keys(qtbot, view, f"{places[7]}-{places[6]}+{places[12]}*{places[2]}")
    assert view.answer.feedback.text() == "✗ The answer makes 26, not 24."
    click(qtbot, view.combine.reset_button)
    assert view.answer.feedback.text() == ""
    keys(qtbot, view, f"{places[7]}-{places[6]}")
    assert view.answer.feedback.text() == ""
