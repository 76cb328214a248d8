"""Light, dark or the system's look, and larger text: applied at once, kept in the settings."""

from __future__ import annotations

import random

import pytest
from PyQt5.QtWidgets import QApplication

from app.shell.theme import DARK, LIGHT, appearance, colours, is_dark


@pytest.fixture
def window(qtbot, settings, data_dir):
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir, random.Random(5)))
    qtbot.addWidget(window)
    window.show()
    yield window
    appearance().set_theme("light")
    appearance().set_text_size(100)


def test_the_dark_look_reaches_every_colour(qtbot, window, settings):
    play = window.show_view("play")
    play.start_match([(3, 3, 8, 8)])
    qtbot.waitUntil(lambda: play.phase.name == "PLAYING", timeout=10000)
    play.submit("8*3")
    settings.theme = "dark"  # as Preferences does
    assert is_dark() and colours() is DARK
    qtbot.waitUntil(lambda: DARK.error in play.answer.feedback.styleSheet())
    assert DARK.felt_top in play.felt.styleSheet()
    assert DARK.success in play.score_label.text()
    settings.theme = "light"
    assert not is_dark() and colours() is LIGHT
    qtbot.waitUntil(lambda: LIGHT.error in play.answer.feedback.styleSheet())


def test_larger_text_grows_every_text_and_keeps_the_big_ones_bigger(qtbot, window, settings):
    play = window.view("play")
    base = QApplication.font().pointSizeF()
    title = play.title.font().pointSizeF()
    settings.text_size = 130
    assert QApplication.font().pointSizeF() == pytest.approx(base * 1.3)
    assert play.title.font().pointSizeF() == pytest.approx(title * 1.3)
    assert play.title.font().bold()


def test_the_appearance_is_chosen_in_preferences(window, settings):
    dialog = window.preferences()
    assert dialog.theme.currentData() == "system" and dialog.text_size.currentData() == 100
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.text_size.setCurrentIndex(dialog.text_size.findData(115))
    dialog.accept()
    assert (settings.theme, settings.text_size) == ("dark", 115) and is_dark()


def test_icons_are_drawn_in_the_palettes_ink(qtbot, window, settings):
    from PyQt5.QtGui import QColor

    play = window.view("play")

    def ink() -> QColor:
        image = play.pause_action.icon().pixmap(32, 32).toImage()
        return max(
            (image.pixelColor(x, y) for x in range(32) for y in range(32)), key=lambda c: c.alpha()
        )

    light = ink()
    settings.theme = "dark"
    qtbot.waitUntil(lambda: ink().lightness() > light.lightness() + 100)


def test_in_the_dark_look_an_unchecked_box_stands_out_from_the_window(qtbot, window, settings):
    """A defect seen: in the dark look an unchecked box ("Whole numbers only") was all but
    invisible, its edge darker than the window. Its edge now stands out as its text does."""
    from PyQt5.QtCore import QPoint
    from PyQt5.QtGui import QColor
    from PyQt5.QtWidgets import QCheckBox, QRadioButton, QStyle, QStyleOptionButton

    def contrast(button) -> int:
        """The most any pixel of the button's indicator differs from the window."""
        image = button.grab().toImage()
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = (
            QStyle.SE_RadioButtonIndicator
            if isinstance(button, QRadioButton)
            else QStyle.SE_CheckBoxIndicator
        )
        box = button.style().subElementRect(element, option, button)
        window_colour = button.palette().color(button.backgroundRole())
        return max(
            abs(QColor(image.pixel(QPoint(x, y))).lightness() - window_colour.lightness())
            for x in range(box.left(), box.right() + 1)
            for y in range(box.top(), box.bottom() + 1)
        )

    settings.theme = "dark"
    for button in (QCheckBox("Whole numbers only", window), QRadioButton("A", window)):
        button.show()
        assert contrast(button) >= 80, type(button).__name__
