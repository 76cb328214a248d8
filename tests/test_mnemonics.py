"""A label's shortcut letter (Alt and the underlined letter) takes the focus to the field it
names, a field the player can see and use: in every page of the window and in every dialog,
in English and in Chinese (Alt+O once reached no operator box)."""

from __future__ import annotations

import random
import re

import pytest
from app_states import STATES, reach
from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QAbstractButton, QApplication, QCheckBox, QLabel, QWidget

from app.shell.languages import use_language
from solver import OperatorSet


class NoBrowser:
    """A room browser that finds nothing (the join dialog's list stays empty)."""

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass


@pytest.fixture
def window(qtbot, settings, data_dir):
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir, random.Random(3)))
    qtbot.addWidget(window)
    window.keep_on_screen = False
    window.resize(1000, 700)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def letter(text: str) -> str:
    """The shortcut letter of a text ("&Deck:" → "d", "运算(&O):" → "o"), or ""."""
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match[1].lower() if match else ""


def within(widget: QWidget | None, field: QWidget) -> bool:
    """Whether `widget` is `field` or one of its parts."""
    while widget is not None:
        if widget is field:
            return True
        widget = widget.parentWidget()
    return False


def press_alt(qtbot, top: QWidget, key: str) -> QWidget | None:
    """Press Alt and a letter in a window with no field focused; the field focused after."""
    focused = QApplication.focusWidget()
    if focused is not None:
        focused.clearFocus()
    qtbot.keyClick(top, getattr(Qt, f"Key_{key.upper()}"), Qt.AltModifier)
    return QApplication.focusWidget()


def misled(qtbot, top: QWidget) -> list[str]:
    """The labels with a shortcut letter in a window that lead nowhere a player can type:
    no field named, the letter taken twice, or the focus left elsewhere, hidden or disabled."""
    faults = []
    labels = [
        label
        for label in top.findChildren(QLabel)
        if label.isVisible() and letter(label.text()) and label.textFormat() != Qt.RichText
    ]
    taken = [
        letter(widget.text())
        for widget in top.findChildren(QAbstractButton)
        if widget.isVisible() and widget.isEnabled()
    ]
    taken += [letter(label.text()) for label in labels]
    for label in labels:
        text, field = label.text(), label.buddy()
        if field is None:
            faults.append(f"{text!r} names no field")
            continue
        if taken.count(letter(text)) > 1:
            faults.append(f"{text!r} shares its letter")
            continue
        focus = press_alt(qtbot, top, letter(text))
        if not within(focus, field) or not (focus.isVisible() and focus.isEnabled()):
            faults.append(f"{text!r} took the focus to {type(focus).__name__}")
    return faults


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_every_label_s_letter_takes_the_focus_to_its_field(qtbot, window, language) -> None:
    use_language(language)
    try:
        for state in STATES:
            reach(qtbot, window, state)
            assert misled(qtbot, window) == [], (language, state)
    finally:
        use_language("en")


def dialogs(window) -> list[QWidget]:
    from app.widgets.join_dialog import JoinRoomDialog
    from app.widgets.room_dialog import HostRoomDialog
    from app.widgets.worksheet_dialog import WorksheetDialog

    settings = window.context.settings
    return [
        window.preferences(),
        WorksheetDialog(settings, window, rng=random.Random(2)),
        HostRoomDialog(settings, window),
        JoinRoomDialog("Ann", window, lambda _found, _not_found: NoBrowser()),
    ]


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_every_dialog_label_s_letter_takes_the_focus_to_its_field(qtbot, window, language) -> None:
    use_language(language)
    try:
        for dialog in dialogs(window):
            dialog.show()
            dialog.activateWindow()
            qtbot.waitUntil(dialog.isActiveWindow)
            assert misled(qtbot, dialog) == [], (language, type(dialog).__name__)
            dialog.reject()
    finally:
        use_language("en")


def operator_boxes(top: QWidget) -> list[QCheckBox]:
    """The operator check boxes in sight (+ − × ÷)."""
    return [
        box
        for box in top.findChildren(QCheckBox)
        if box.isVisible() and box.text().replace("&", "") in {"+", "−", "×", "÷"}
    ]


def test_alt_o_reaches_the_operators_wherever_they_are_offered(qtbot, window) -> None:
    from app.widgets.worksheet_dialog import WorksheetDialog

    view = reach(qtbot, window, "play, start")  # Alt+O then Space started a match
    start = QApplication.focusWidget()
    focus = press_alt(qtbot, window, "o")
    assert focus in operator_boxes(view) and focus is not start
    qtbot.keyClick(focus, Qt.Key_Space)  # a box is toggled; no match starts
    assert not view.session.in_match
    reach(qtbot, window, "statistics, hands")
    assert press_alt(qtbot, window, "o") in operator_boxes(window)
    window.context.settings.operators = OperatorSet("+")
    for dialog in (window.preferences(), WorksheetDialog(window.context.settings, window)):
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        focus = press_alt(qtbot, dialog, "o")  # + alone is checked, and cannot be unchecked
        assert focus in operator_boxes(dialog) and focus.isEnabled(), type(dialog).__name__
        dialog.reject()
