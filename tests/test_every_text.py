"""Every text a player reads goes through the translation, in every mode and state: with a
pseudo-translation installed (every text marked ⟦…⟧ and 40 % longer), nothing English is left
unmarked, and no label is cut off at 1000×700.
"""

from __future__ import annotations

import contextlib
import random
import re

import pytest
from app_states import STATES, reach
from i18n_walk import CLOSE, OPEN, needs_translation, pseudo, shown_texts
from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QLabel
from pytestqt.exceptions import TimeoutError as NotSettled

from app.i18n import LANGUAGES
from solver import i18n


@pytest.fixture
def window(qtbot, settings, data_dir):
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    i18n.install(pseudo)
    window = MainWindow(AppContext(settings, data_dir, random.Random(11)))
    qtbot.addWidget(window)
    window.keep_on_screen = False
    window.resize(1000, 700)
    window.show()
    yield window
    i18n.install(None)


#: Texts shown as they are in every language: the languages' own names.
OWN_NAMES = {name for _, name in LANGUAGES}


def untranslated(window) -> list[str]:
    """Texts shown that have words outside any ⟦…⟧ (HTML tags aside)."""
    found = []
    for where, text in shown_texts(window):
        text = re.sub(r"<[^<>]*>", " ", text)
        if text in OWN_NAMES:
            continue
        outside, depth = "", 0
        for char in text:  # what no ⟦…⟧ holds (they nest: a message with a translated field)
            depth += (char == OPEN) - (char == CLOSE)
            outside += char if depth == 0 and char != CLOSE else " "
        if needs_translation(outside):
            found.append(f"{where}: {text[:80]!r}")
    return found


@pytest.mark.parametrize("state", list(STATES))
def test_every_text_shown_is_translated(qtbot, window, state) -> None:
    reach(qtbot, window, state)
    found = untranslated(window)
    assert found == [], (state, found)


@pytest.mark.parametrize("state", list(STATES))
def test_no_label_is_cut_off_in_a_longer_language(qtbot, window, state) -> None:
    from test_layout import cut_off

    view = reach(qtbot, window, state)
    cut: list[str] = []

    def settled() -> bool:  # wrapped labels ask for their height as they learn their width
        cut[:] = [label.text()[:60] for label in view.findChildren(QLabel) if cut_off(label)]
        return not cut

    with contextlib.suppress(NotSettled):  # the assertion below says what stays cut
        qtbot.waitUntil(settled, timeout=1500)
    assert cut == [], state


@pytest.mark.parametrize("state", list(STATES))
def test_every_label_says_how_its_text_is_read(qtbot, window, state) -> None:
    """No label guesses whether its text is HTML (Qt's AutoText): a label shows plain text, so
    `<b>8</b>` typed by a player or read from a file shows as typed, unless it was made to show
    rich text on purpose."""
    reach(qtbot, window, state)
    guessing = [
        f"{type(label.parentWidget()).__name__}: {label.text()[:40]!r}"
        for label in window.findChildren(QLabel)
        if label.textFormat() == Qt.AutoText and label.text()
    ]
    assert guessing == [], state


@pytest.fixture
def english_window(qtbot, settings, data_dir):
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir, random.Random(11)))
    qtbot.addWidget(window)
    window.keep_on_screen = False
    window.resize(1000, 700)
    window.show()
    yield window
    i18n.install(None)


def switch_language() -> None:
    """A new language, as a translator installed while the app runs announces it."""
    from PyQt5.QtCore import QCoreApplication, QEvent
    from PyQt5.QtWidgets import QApplication

    i18n.install(pseudo)
    for widget in QApplication.allWidgets():
        QCoreApplication.sendEvent(widget, QEvent(QEvent.LanguageChange))


@pytest.mark.parametrize("state", list(STATES))
def test_switching_the_language_leaves_no_text_behind(qtbot, english_window, state) -> None:
    """Defects seen after switching while the app ran: the helper's Answers and Working, Play's
    New match, a card error half in each language, and more were left in the old language."""
    reach(qtbot, english_window, state)
    switch_language()
    # what a label says of a move made before (a verdict, a hand's result) was said in the
    # words of that moment, as the window's message says; the names of players are names
    found = [
        text
        for text in untranslated(english_window)
        if text.split(":")[0] not in ("QLabel", "WrappedLabel", "table header")
    ]
    assert found == [], (state, found)


def test_a_card_error_is_said_again_in_the_new_language(qtbot, english_window) -> None:
    """A defect seen: "Card 1: 0 不是牌：…", a card error half in each language."""
    helper = reach(qtbot, english_window, "helper")
    helper.slots[0].focus_text()
    qtbot.keyClicks(helper.slots[0].edit, "0")
    switch_language()
    for text in (helper.heading.text(), helper.slots[0].message.text()):
        for _ in range(text.count(OPEN)):  # the marked parts out, innermost first
            text = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", "", text)
        assert not needs_translation(text), text
