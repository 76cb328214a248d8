"""Buttons keep their room: in every mode and state, at 640×480 and with the text at 150 %, no
button lies over another and no button's text is cut (#36 point 13: at 640×480 Hint lay over
Clear; at 150 % "Clear" was cut in Daily and Learn)."""

from __future__ import annotations

import contextlib
import random

import pytest
from app_states import STATES, reach
from PyQt5.QtCore import QRect
from PyQt5.QtWidgets import QAbstractButton, QPushButton, QTabBar, QToolButton, QWidget
from pytestqt.exceptions import TimeoutError as NotSettled
from test_keyboard import LEARN, reach_state

from app.widgets.actions import button_text

SIZES = {"640×480": ((640, 480), 100), "150 % text": ((1000, 700), 150)}


@pytest.fixture
def sized_window(qtbot, settings, data_dir, request):
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow
    from app.shell.theme import appearance

    size, percent = SIZES[request.param]
    appearance().set_text_size(percent)
    window = MainWindow(AppContext(settings, data_dir, random.Random(7)))
    qtbot.addWidget(window)
    window.keep_on_screen = False
    window.resize(*size)
    window.show()
    yield window
    appearance().set_text_size(100)


def buttons(view: QWidget) -> list[QAbstractButton]:
    """The buttons shown in the view (not Qt's own parts: a line's clear button, tab arrows)."""
    return [
        w
        for w in view.findChildren(QAbstractButton)
        if w.isVisible() and not isinstance(w.parentWidget(), QTabBar) and w.text()
    ]


def area(widget: QWidget, view: QWidget) -> QRect:
    return QRect(widget.mapTo(view, widget.rect().topLeft()), widget.size())


def text_room(button: QAbstractButton) -> int:
    """The width a button's text has: the button less its frame and icon."""
    room = button.width() - 8
    if not button.icon().isNull() and (
        not isinstance(button, QToolButton) or button.toolButtonStyle() != 0
    ):
        room -= button.iconSize().width() + 4
    return room


def fit_problems(view: QWidget) -> list[str]:
    """Buttons over one another, and buttons whose text does not fit."""
    found = []
    shown = buttons(view)
    for index, first in enumerate(shown):
        for second in shown[index + 1 :]:
            if area(first, view).intersects(area(second, view)):
                found.append(f"{first.text()!r} lies over {second.text()!r}")
    for button in shown:
        text = button_text(button.text())
        needed = max(button.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
        if isinstance(button, QPushButton | QToolButton) and needed > text_room(button):
            found.append(f"{text!r} cut: needs {needed}, has {text_room(button)}")
    return found


@pytest.mark.parametrize("sized_window", list(SIZES), indirect=True)
@pytest.mark.parametrize("state", [*STATES, *LEARN])
def test_no_button_lies_over_another_or_is_cut(qtbot, sized_window, state) -> None:
    view = (
        reach_state(qtbot, sized_window, state)
        if state in LEARN
        else reach(qtbot, sized_window, state)
    )
    problems: list[str] = []

    def settled() -> bool:
        problems[:] = fit_problems(view)
        return not problems

    with contextlib.suppress(NotSettled):  # the layouts settle over a few passes
        qtbot.waitUntil(settled, timeout=1500)
    assert problems == [], state
