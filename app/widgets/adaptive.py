"""Widgets that follow the player's choices at run time: the language and the palette."""

from __future__ import annotations

from typing import Any

from PyQt5.QtCore import QEvent


class Adaptive:
    """Mixed into a QWidget (first, before the Qt class). Its fixed texts are set in
    `retranslate()` and its colours in `restyle()`: both run when the widget is built (the
    widget calls them) and again when the language changes (Qt sends every widget a
    LanguageChange event when a translator is installed) or the palette does
    (`theme.Appearance.restyle_all` calls every widget's `restyle`)."""

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""

    def restyle(self) -> None:
        """Set every colour for the palette in use."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        parent: Any = super()
        parent.changeEvent(event)
