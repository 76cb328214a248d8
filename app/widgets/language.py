"""Widgets whose fixed texts follow the player's language, switched at run time."""

from __future__ import annotations

from typing import Any

from PyQt5.QtCore import QEvent


class Retranslated:
    """Mixed into a QWidget (first, before the Qt class) whose fixed texts are set in
    `retranslate()`: that runs when the widget is built and again whenever the language
    changes (Qt sends every widget a LanguageChange event when a translator is installed)."""

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        parent: Any = super()
        parent.changeEvent(event)
