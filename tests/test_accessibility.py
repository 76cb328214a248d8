"""Accessibility: in every mode and state, every control a player can reach has a name and a
description for a screen reader; what takes no keyboard focus (the answer keypad keeps the
focus in the answer line) has a key that does the same; and no two shortcut letters of a
window, a page or a menu are the same, in English and in Chinese.
"""

from __future__ import annotations

import random
import re

import pytest
from app_states import STATES, reach
from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QSlider,
    QTabBar,
    QTabWidget,
    QToolButton,
    QWidget,
)

from app.widgets.actions import TYPED_INSTEAD
from app.widgets.charts import ChartPanel

INTERACTIVE = (
    QAbstractButton,
    QLineEdit,
    QAbstractSpinBox,
    QComboBox,
    QSlider,
    QAbstractItemView,
    QTabWidget,
    ChartPanel,
)


@pytest.fixture
def window(qtbot, settings, data_dir):
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir, random.Random(3)))
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    return window


def controls(view: QWidget) -> list[QWidget]:
    """The controls a player can see and use, not the parts Qt builds inside them."""
    found = []
    for widget in view.findChildren(QWidget):
        if not widget.isVisibleTo(view) or isinstance(widget, QHeaderView):
            continue
        parent = widget.parentWidget()
        if isinstance(parent, (QAbstractSpinBox, QComboBox, QTabWidget, QLineEdit)):
            continue  # a spin box's line edit, a tab widget's tab bar, a line edit's clear button
        if isinstance(parent, QAbstractScrollArea) and widget is parent.viewport():
            continue
        if isinstance(widget, QTabBar) and isinstance(parent, QTabWidget):
            continue
        if isinstance(widget, INTERACTIVE) or widget.focusPolicy() & Qt.TabFocus:
            found.append(widget)
    return found


def name_of(widget: QWidget, view: QWidget) -> str:
    """What a screen reader calls the control: its accessible name, a button's text, or the
    text of the label that names it (its buddy)."""
    if widget.accessibleName():
        return widget.accessibleName()
    if isinstance(widget, QAbstractButton) and widget.text().replace("&", "").strip():
        return widget.text()
    for label in view.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is not None and widget in (buddy, buddy.focusProxy()):
            return label.text()
    return ""


def description_of(widget: QWidget) -> str:
    """What a screen reader says about it (Qt falls back on the tooltip)."""
    return widget.accessibleDescription() or widget.toolTip()


def keys_for(widget: QWidget) -> str:
    """The key that does what a control without keyboard focus does."""
    typed = widget.property(TYPED_INSTEAD)
    if typed:
        return str(typed)
    if isinstance(widget, QToolButton) and widget.defaultAction() is not None:
        return widget.defaultAction().shortcut().toString()
    if isinstance(widget, QAbstractButton):
        return widget.shortcut().toString()
    return ""


def label_of(widget: QWidget) -> str:
    return f"{type(widget).__name__} {name_of(widget, widget.window())!r}"


@pytest.mark.parametrize("state", list(STATES))
def test_every_control_has_a_name_a_description_and_a_key(qtbot, window, state) -> None:
    view = reach(qtbot, window, state)
    found = controls(view)
    assert found, state
    nameless = [type(w).__name__ for w in found if not name_of(w, view).strip()]
    undescribed = [label_of(w) for w in found if not description_of(w).strip()]
    keyless = [label_of(w) for w in found if not w.focusPolicy() & Qt.TabFocus and not keys_for(w)]
    assert (nameless, undescribed, keyless) == ([], [], []), state


def letters(texts: list[str]) -> list[str]:
    """The shortcut letters of texts ("&Deal" → "d", "提示(&H)" → "h"; "&&" is an ampersand)."""
    found = []
    for text in texts:
        match = re.search(r"&([^&])", text.replace("&&", ""))
        if match:
            found.append(match[1].lower())
    return found


def repeated(texts: list[str]) -> list[str]:
    seen = letters(texts)
    return sorted({letter for letter in seen if seen.count(letter) > 1})


def window_mnemonics(window) -> list[str]:
    """The shortcut texts a player can use in the window as it is now: the menu bar, the
    visible labels of controls, buttons and tabs."""
    texts = [action.text() for action in window.menuBar().actions()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        named = isinstance(widget, QLabel) and widget.buddy() is not None
        if named or isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(index) for index in range(widget.count())]
    return texts


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_no_two_shortcut_letters_are_the_same(qtbot, window, language) -> None:
    from app.shell.languages import use_language

    use_language(language)
    try:
        for state in STATES:
            reach(qtbot, window, state)
            assert repeated(window_mnemonics(window)) == [], (language, state)
            menus = [window.game_menu, *window.menuBar().findChildren(QMenu)]
            for menu in menus:
                texts = [action.text() for action in menu.actions() if action.isVisible()]
                assert repeated(texts) == [], (language, state, menu.title(), texts)
        dialog = window.preferences()
        dialog.show()
        texts = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
        texts += [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisible()]
        assert repeated(texts) == [], (language, "preferences", texts)
        dialog.reject()
    finally:
        use_language("en")
