"""Switching the language while the app runs: in every mode and state, to Chinese and back, no
label, button or drop-down list is left cut (its size worked out for the other language), and
no English is left in Chinese (#36 point 15: Play's Computer box kept the Chinese width,
"Casu"; chart labels were cut, "2–…")."""

from __future__ import annotations

import contextlib
import random
import re

import pytest
from app_states import STATES, reach
from i18n_walk import needs_translation, shown_texts
from PyQt5.QtWidgets import (
    QComboBox,
    QGraphicsTextItem,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)
from pytestqt.exceptions import TimeoutError as NotSettled
from test_fit import buttons, fit_problems
from test_layout import cut_off

from app.i18n import LANGUAGES
from app.widgets.charts import ChartPanel


@pytest.fixture
def window(qtbot, settings, data_dir):
    from app.shell.context import AppContext
    from app.shell.languages import use_language
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir, random.Random(11)))
    qtbot.addWidget(window)
    window.keep_on_screen = False
    window.resize(1000, 700)
    window.show()
    yield window
    use_language("en")


def combo_cut(combo: QComboBox) -> bool:
    """Whether a drop-down list's chosen item does not fit in it."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    style = combo.style()
    room = style.subControlRect(
        QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, combo
    ).width()
    return combo.fontMetrics().horizontalAdvance(combo.currentText()) > room


def cut_texts(view: QWidget) -> list[str]:
    """Labels, buttons and drop-down lists of the view whose text does not fit."""
    found = [
        f"label {label.text()[:40]!r}" for label in view.findChildren(QLabel) if cut_off(label)
    ]
    found += [f"button {p}" for p in fit_problems(view) if " cut: " in p]
    found += [
        f"chart {item.toPlainText()!r}"
        for chart in view.findChildren(ChartPanel)
        if chart.isVisible()
        for item in chart.scene().items()
        if isinstance(item, QGraphicsTextItem)
        and item.isVisible()
        and any(dots in item.toPlainText() for dots in ("…", "..."))
    ]
    found += [
        f"list {combo.currentText()!r}"
        for combo in view.findChildren(QComboBox)
        if combo.isVisible() and combo_cut(combo)
    ]
    return found


def settled_cuts(qtbot, view: QWidget) -> list[str]:
    """What stays cut once the layouts have followed the new texts."""
    found: list[str] = []

    def settled() -> bool:
        found[:] = cut_texts(view)
        return not found

    with contextlib.suppress(NotSettled):
        qtbot.waitUntil(settled, timeout=1500)
    return found


#: What stays as it is in Chinese: keys' names as on the keys, what is typed (sqrt), tags.
KEPT = re.compile(r"Backspace|Page Up|Page Down|sqrt|<[^<>]*>")
#: Texts shown as they are in every language: the languages' own names.
OWN_NAMES = {name for _, name in LANGUAGES}


def english_left(window) -> list[str]:
    """Fixed texts still in English (what a label says of a move made before the switch was
    said in the words of that moment; the names of players are names)."""
    return [
        f"{where}: {text[:60]!r}"
        for where, text in shown_texts(window)
        if text not in OWN_NAMES
        and where.split(" ")[0] not in ("QLabel", "WrappedLabel", "table")
        and needs_translation(re.sub(KEPT, " ", text))
    ]


@pytest.mark.parametrize("first", ["en", "zh_CN"])
@pytest.mark.parametrize("state", list(STATES))
def test_switching_the_language_and_back_leaves_nothing_cut(qtbot, window, state, first) -> None:
    """From English to Chinese and back, and from Chinese to English and back (the view
    first shown in Chinese)."""
    from app.shell.languages import use_language

    use_language(first)
    view = reach(qtbot, window, state)
    assert buttons(view) or view.findChildren(QLabel)
    for language in ("zh_CN" if first == "en" else "en", first):
        use_language(language)
        qtbot.wait(50)  # every widget hears of it
        assert settled_cuts(qtbot, view) == [], (state, language)
        if language == "zh_CN":
            assert english_left(window) == [], state
