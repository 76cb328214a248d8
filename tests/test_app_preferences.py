"""The preferences dialog writes the settings; the helper view adapts at once."""

from __future__ import annotations

import pytest

from app.game.levels import ComputerLevel, HandLevel
from app.shell.main_window import MainWindow


@pytest.fixture
def window(qtbot, app_context):
    window = MainWindow(app_context)
    qtbot.addWidget(window)
    window.show()
    return window


def test_ok_writes_every_setting_and_the_helper_adapts(qtbot, window, settings):
    dialog = window.preferences()
    assert dialog.values()["round_seconds"] == 60 and dialog.rounds.text() == "Whole deck"
    dialog.round_seconds.setValue(45)
    dialog.level.setCurrentText("Master")
    dialog.rounds.setValue(5)
    dialog.only_solvable.setChecked(True)
    dialog.deal_level.setCurrentText("Hard")
    dialog.card_count.setValue(5)
    dialog.target.setValue(30)
    dialog.accept()
    assert (settings.round_seconds, settings.computer_level, settings.rounds) == (
        45,
        ComputerLevel.MASTER,
        5,
    )
    assert (settings.only_solvable, settings.deal_level) == (True, HandLevel.HARD)
    helper = window.view("helper")
    assert len(helper.slots) == 5 and helper.count_box.value() == 5
    assert helper.target_box.value() == 30 and helper.editor.target == 30


def test_cancel_changes_nothing_and_defaults_can_be_restored(window, settings):
    settings.computer_level = ComputerLevel.SKILLED
    dialog = window.preferences()
    dialog.card_count.setValue(6)
    dialog.reject()
    assert settings.card_count == 4 and len(window.view("helper").slots) == 4
    dialog = window.preferences()
    assert dialog.level.currentText() == "Skilled"
    dialog.show_defaults()
    dialog.accept()
    assert settings.computer_level is ComputerLevel.CASUAL


def test_the_two_kinds_of_level_have_different_names(window):
    """Hands are Easy…Expert, the computer Beginner…Master: never the same word twice."""
    dialog = window.preferences()
    hands = {dialog.deal_level.itemText(i) for i in range(dialog.deal_level.count())}
    computer = {dialog.level.itemText(i) for i in range(dialog.level.count())}
    assert computer == {"Beginner", "Casual", "Skilled", "Master"}
    assert {"Easy", "Medium", "Hard", "Expert"} < hands and not hands & computer


def test_preferences_has_a_shortcut_in_the_game_menu(window):
    assert window.preferences_action.shortcut().toString() == "Ctrl+,"
    game_menu = window.menuBar().actions()[0].menu()
    assert window.preferences_action in game_menu.actions()


def test_the_round_time_says_its_unit_in_the_players_language(window):
    """A defect: the round time's unit was " s" in every language (the rest said "秒")."""
    from app.shell.languages import use_language

    assert window.preferences().round_seconds.suffix() == " s"
    try:
        use_language("zh_CN")
        assert window.preferences().round_seconds.suffix() == " 秒"
    finally:
        use_language("en")
