"""What the keyboard reaches in a view: the buttons and cards a player can press, and the
widgets Tab visits in turn (tests/test_keyboard.py for every mode, the room tests for a room's
tabs)."""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCalendarWidget,
    QLineEdit,
    QTabBar,
    QWidget,
)

from app.widgets.combine_table import CombineTable
from app.widgets.play_card import PlayCard


def pressable(view: QWidget) -> list[QWidget]:
    """The buttons and cards a player can see and press in the view (a line's clear button and
    the tab bar's arrows and a calendar's month buttons are Qt's own parts, the calendar's keys
    turn its months; the cards to combine have their own keys)."""
    found = []
    for widget in view.findChildren(QWidget):
        if not isinstance(widget, QAbstractButton | PlayCard):
            continue
        if not widget.isVisible() or not widget.isEnabled():
            continue
        if isinstance(widget.parentWidget(), QLineEdit | QTabBar):
            continue
        if isinstance(widget, PlayCard) and (
            widget.face_down or widget.testAttribute(Qt.WA_TransparentForMouseEvents)
        ):
            continue  # a hidden card, or a picture (Play's start page)
        if any(isinstance(parent, CombineTable | QCalendarWidget) for parent in ancestors(widget)):
            continue
        found.append(widget)
    return found


def ancestors(widget: QWidget) -> list[QWidget]:
    found = []
    parent = widget.parentWidget()
    while parent is not None:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def tab_round(qtbot, start: QWidget, presses: int = 120) -> list[QWidget]:
    """The widgets the focus visits, in order, pressing Tab from `start` until it comes back."""
    start.setFocus(Qt.TabFocusReason)
    visited: list[QWidget] = [start]
    for _ in range(presses):
        focus = QApplication.focusWidget()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key_Tab)
        now = QApplication.focusWidget()
        if now in visited:
            break
        visited.append(now)
    return visited


def first_field(view: QWidget) -> QWidget:
    """Where Tab starts: the answer line while there is one, else the first thing Tab reaches."""
    answer = getattr(view, "answer", None)
    if answer is not None and answer.entry.isVisible() and answer.entry.isEnabled():
        return answer.entry
    for widget in view.findChildren(QWidget):
        if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.TabFocus:
            return widget
    raise AssertionError("nothing in the view takes the focus")


def missed_by_tab(qtbot, view: QWidget) -> list[str]:
    """The buttons and cards of `view` that a round of Tab from its first field never reaches."""
    visited = tab_round(qtbot, first_field(view))
    return [
        f"{type(w).__name__} {(w.text() if isinstance(w, QAbstractButton) else '')!r}"
        for w in pressable(view)
        if w not in visited
    ]
