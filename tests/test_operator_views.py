"""The operators of the preferences where a player meets them: Preferences, the helper (and why a
hand has no answer), the cards to combine, the answer keys, the Play start page, the
statistics."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import Qt

from app.game.cards import cards_from_ranks
from app.game.combine import CardTable
from app.views.helper_view import HelperView
from app.views.play_view import PlayView
from app.widgets.combine_table import CombineTable
from app.widgets.preferences import PreferencesDialog
from solver import OperatorSet

SUMS = OperatorSet("+-")


def test_preferences_choose_the_operators_and_keep_one(qtbot, settings) -> None:
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    picker = dialog.operators
    assert picker.operators() == OperatorSet()
    for symbol in "*/-":
        picker.boxes[symbol].setChecked(False)
    assert not picker.boxes["+"].isEnabled()  # the last one left cannot be unchecked
    picker.whole.setChecked(True)
    dialog.accept()
    assert settings.operators == OperatorSet("+", whole=True)
    assert settings.get("operators") == "+ whole"


def test_a_stored_set_that_is_not_one_falls_back_to_all_four(settings) -> None:
    with pytest.raises(ValueError):
        settings.set("operators", "+%")
    settings.operators = "×÷"
    assert settings.operators == OperatorSet("*/")


def test_the_helper_solves_by_the_set_and_says_why_a_hand_has_no_answer(qtbot, app_context) -> None:
    app_context.settings.operators = SUMS
    view = HelperView(app_context)
    qtbot.addWidget(view)
    view.show()
    view.load_hand([3, 3, 8, 8])
    qtbot.waitUntil(lambda: view.solutions is not None and not view.runner.busy, timeout=10000)
    assert view.solutions == []
    assert view.heading.text() == "No solution: 3 3 8 8 cannot make 24. (+ −)"
    assert view.why_label.isVisibleTo(view)
    assert view.why_label.text() == (
        "The nearest they make is 22 = 8+8+3+3, and nothing above 24; these cards make 8 "
        "different values."
    )
    app_context.settings.operators = OperatorSet()  # all four: 8÷(3−8÷3)
    qtbot.waitUntil(lambda: view.solutions is not None and not view.runner.busy, timeout=10000)
    assert [s.text for s in view.solutions] == ["8/(3-8/3)"] and not view.why_label.isVisibleTo(
        view
    )


def test_the_cards_to_combine_offer_only_the_allowed_operators(qtbot) -> None:
    table = CombineTable()
    qtbot.addWidget(table)
    table.show()
    table.set_cards(cards_from_ranks([5, 6, 6, 7]), SUMS)
    shown = [s for s, button in table.operator_buttons.items() if button.isVisibleTo(table)]
    assert shown == ["+", "-"]
    assert [s for s, b in table.all_buttons.items() if b.isVisibleTo(table)] == ["+"]
    table.pick(0)
    qtbot.keyClick(table, Qt.Key_Asterisk)  # the key of × is refused, with the reason
    assert table.table.operator is None
    assert table.table.message == "This game allows only + and −."
    qtbot.keyClick(table, Qt.Key_P)  # "multiply all": refused too
    assert len(table.table.cards) == 4


def test_whole_numbers_only_refuse_a_step_that_is_not_whole_as_it_is_made() -> None:
    table = CardTable(cards_from_ranks([3, 3, 8, 8]), OperatorSet(whole=True))
    assert table.pick(2) and table.choose("/") and not table.pick(0)
    assert table.message.startswith("8÷3 is not a whole number")
    assert len(table.cards) == 4 and table.picked == 2 and table.operator == "/"
    assert table.pick(3) and table.cards[-1].value == 1  # 8 ÷ 8 is whole: it is made
    table = CardTable(cards_from_ranks([3, 5, 8, 8]), OperatorSet("+-", whole=True))
    assert table.pick(0) and table.choose("-") and not table.pick(1)
    assert table.message.startswith("3−5 is below zero")


def test_the_typed_answer_keys_are_those_of_the_set(qtbot, app_context) -> None:
    app_context.settings.operators = OperatorSet("+-*")
    view = PlayView(app_context)
    qtbot.addWidget(view)
    view.show()
    assert "with + − × and brackets" in view.rules.text()
    assert view.choices.operators.operators() == OperatorSet("+-*")
    view.start_match([(3, 3, 8, 8)])
    qtbot.waitUntil(lambda: view.session.round is not None, timeout=10000)
    keys = [b.text() for b in view.answer.operator_buttons if b.isVisibleTo(view)]
    assert keys == ["+", "−", "×", "(", ")"]
    view.choices.operators.whole.setChecked(True)  # the start page's choice is the setting
    assert app_context.settings.operators == OperatorSet("+-*", whole=True)


def test_the_statistics_count_the_hands_of_the_set(qtbot, app_context) -> None:
    from app.views.stats_view import StatsView

    app_context.settings.operators = SUMS
    view = StatsView(app_context)
    qtbot.addWidget(view)
    rules = view.rules()
    assert rules.operators == SUMS and rules.text() == "4 cards, A–K count 1–13, target 24, + −"
