"""Widgets that follow the player's choices at run time: the language and the palette."""

from __future__ import annotations

from typing import Any, ClassVar

from PyQt5.QtCore import QEvent

from ..i18n import translated

#: A widget's fixed texts as data: "attribute.setter" to the text (`Adaptive.say_words`).
WordTable = dict[str, str]


class Adaptive:
    """Mixed into a QWidget (first, before the Qt class). Its fixed texts are set in
    `retranslate()` and its colours in `restyle()`: both run when the widget is built (the
    widget calls them) and again when the language changes (Qt sends every widget a
    LanguageChange event when a translator is installed) or the palette does
    (`theme.Appearance.restyle_all` calls every widget's `restyle`)."""

    #: The widget's fixed texts as data, set by `say_words`: "attribute.setter" (a widget of
    #: the owner, or the owner itself when no attribute is named, and how the text is shown:
    #: setText, setToolTip, setAccessibleName...) to the text, marked with translate_noop in
    #: WORDS_CONTEXT.
    WORDS_CONTEXT: ClassVar[str] = ""
    WORDS: ClassVar[WordTable] = {}

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""

    def say_words(self) -> None:
        """Set the fixed texts of WORDS in the current language (`retranslate` calls it first,
        then sets the texts that depend on the state or carry fields)."""
        for path, text in self.WORDS.items():
            attribute, _, setter = path.rpartition(".")
            widget = getattr(self, attribute) if attribute else self
            getattr(widget, setter)(translated(self.WORDS_CONTEXT, text))

    def restyle(self) -> None:
        """Set every colour for the palette in use."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        parent: Any = super()
        parent.changeEvent(event)
