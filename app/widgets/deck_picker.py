"""DeckPicker: choose a deck variant (and the numbers of a number deck) in one row."""

from __future__ import annotations

from PyQt5.QtCore import pyqtSignal
from PyQt5.QtWidgets import QHBoxLayout, QSpinBox, QWidget

from ..game.cards import MAX_NUMBER_CARD
from ..game.decks import DeckKind, DeckRules, deck_kind_name
from ..i18n import translate
from .adaptive import Adaptive
from .labels import combo_box, described, fronted, plain_label


class DeckPicker(Adaptive, QWidget):
    """A list of deck variants; "Numbers" shows a from–to range beside it. `changed` is sent
    whenever the deck it names changes."""

    changed = pyqtSignal()

    def __init__(self, deck: DeckRules | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = combo_box(self)
        for kind in DeckKind:
            self.kind.addItem("", kind.value)
        self.low = QSpinBox(self)
        self.low.setRange(0, MAX_NUMBER_CARD - 1)
        self.high = QSpinBox(self)
        self.high.setRange(1, MAX_NUMBER_CARD)
        self.from_label = plain_label(self)
        self.to_label = plain_label(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.kind, self.from_label, self.low, self.to_label, self.high):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.set_deck(deck or DeckRules())
        for box in (self.low, self.high):
            box.setKeyboardTracking(False)  # a number counts once typed, not digit by digit
        self.low.valueChanged.connect(self._low_changed)
        self.high.valueChanged.connect(self._high_changed)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        fronted(self, self.kind)
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        for index, kind in enumerate(DeckKind):
            self.kind.setItemText(index, deck_kind_name(kind))
        described(
            self.kind,
            translate("Decks", "Which cards are dealt and what they count"),
            translate("Decks", "Deck"),
        )
        described(self.low, translate("Decks", "Smallest number"))
        described(self.high, translate("Decks", "Largest number"))
        self.from_label.setText(translate("Decks", "from"))
        self.to_label.setText(translate("Decks", "to"))

    def deck(self) -> DeckRules:
        """The deck the row names."""
        kind = DeckKind(self.kind.currentData())
        return DeckRules(kind, self.low.value(), self.high.value())

    def set_deck(self, deck: DeckRules) -> None:
        """Show a deck (a number deck keeps its range; the others show 1 to 13)."""
        blocked = [widget.blockSignals(True) for widget in (self.kind, self.low, self.high)]
        self.kind.setCurrentIndex(max(0, self.kind.findData(deck.kind.value)))
        self.low.setMaximum(MAX_NUMBER_CARD - 1)
        self.high.setMinimum(1)
        self.low.setValue(deck.low)
        self.high.setValue(deck.high)
        self.low.setMaximum(deck.high - 1)
        self.high.setMinimum(deck.low + 1)
        for widget, was in zip((self.kind, self.low, self.high), blocked, strict=True):
            widget.blockSignals(was)
        self._show_range()

    def _show_range(self) -> None:
        """The number range goes with a number deck only."""
        numbers = self.kind.currentData() == DeckKind.NUMBERS.value
        for widget in (self.from_label, self.low, self.to_label, self.high):
            widget.setVisible(numbers)

    def _kind_changed(self) -> None:
        self._show_range()
        self.changed.emit()

    def _low_changed(self, value: int) -> None:
        self.high.setMinimum(value + 1)
        self.changed.emit()

    def _high_changed(self, value: int) -> None:
        self.low.setMaximum(value - 1)
        self.changed.emit()
