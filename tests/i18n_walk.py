"""Helpers for the translation tests: a pseudo-translation and a walk over every text shown."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator

from PyQt5.QtChart import QChartView
from PyQt5.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTabBar,
    QTableWidget,
    QTabWidget,
    QWidget,
)

OPEN, CLOSE = "⟦", "⟧"
#: How much longer the pseudo-translation makes every text (as Vorta's TRANS_SCALE).
SCALE = 1.4
_FIELD = re.compile(r"\{[^{}]*\}|%n|<[^<>]*>|&(?=\w)")


def _longer(match: re.Match[str]) -> str:
    word = match.group(0)
    return word + "ä" * math.ceil((SCALE - 1) * len(word))


def pseudo(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Every text marked, and every word in it 40 % longer (so long texts still wrap between
    words); fields, %n, tags and mnemonics are kept as they are."""
    pieces = _FIELD.split(text)
    kept = _FIELD.findall(text)
    longer = [re.sub(r"\w+", _longer, piece) for piece in pieces]
    joined = "".join(a + b for a, b in zip(longer, [*kept, ""], strict=True))
    marked = f"{OPEN}{joined}{CLOSE}"
    return marked.replace("%n", str(n)) if n >= 0 else marked


#: Words that are not translated: card letters, key names and the name Tchisla (the app's own
#: name is translated: 算24点 in Chinese).
UNTRANSLATED = re.compile(
    r"Tchisla|Ctrl|Shift|Alt|Enter|Return|Esc|Space|Pause|F\d+|\b[AJQKTZMx]\b"
)


#: The month menu of a calendar (the daily archive).
MONTHS = "qt_calendar_monthbutton"


def needs_translation(text: str) -> bool:
    """Whether a text has words a player would have to read (letters beyond card letters, key
    names and names)."""
    rest = UNTRANSLATED.sub("", text)
    return bool(re.search(r"[A-Za-z]{2,}", rest))


def shown_texts(window: QMainWindow) -> Iterator[tuple[str, str]]:
    """(where, text) for every text of the window a player may read."""
    for menu in window.findChildren(QMenu):
        if menu.parentWidget() is not None and menu.parentWidget().objectName() == MONTHS:
            continue  # a calendar's months: the names of the locale in use, not messages
        yield f"menu {menu.objectName()}", menu.title()
        for action in menu.actions():
            yield "menu item", action.text()
            yield "menu item tip", action.toolTip()
    for widget in window.findChildren(QWidget):
        if isinstance(widget.parentWidget(), QTabBar):
            continue  # the tab bar's scroll buttons: Qt's own words, in Qt's translation
        where = type(widget).__name__
        if widget.toolTip():
            yield f"{where} tooltip", widget.toolTip()
        if widget.accessibleName():
            yield f"{where} accessible name", widget.accessibleName()
        if isinstance(widget, QLabel | QAbstractButton):
            if widget.objectName() != MONTHS:  # the month shown, as the locale names it
                yield where, widget.text()
        elif isinstance(widget, QLineEdit):
            yield f"{where} placeholder", widget.placeholderText()
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield f"{where} item", widget.itemText(index)
        elif isinstance(widget, QGroupBox):
            yield where, widget.title()
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                yield "tab", widget.tabText(index)
                yield "tab tip", widget.tabToolTip(index)
        elif isinstance(widget, QTableWidget):
            for column in range(widget.columnCount()):
                item = widget.horizontalHeaderItem(column)
                if item is not None:
                    yield "table header", item.text()
        elif isinstance(widget, QChartView):
            chart = widget.chart()
            yield "chart title", chart.title()
            for axis in chart.axes():
                yield "axis title", axis.titleText()
            for marker in chart.legend().markers():
                yield "legend", marker.label()
    yield "window title", window.windowTitle()
