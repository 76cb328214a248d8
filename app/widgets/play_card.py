"""PlayCard: a dealt card in a round; clicking it puts its number into the answer."""

from __future__ import annotations

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtGui import QMouseEvent, QWheelEvent
from PyQt5.QtWidgets import QGraphicsOpacityEffect, QWidget

from ..game.cards import Card
from .card_widget import CardWidget

#: How visible a card is once the answer uses it.
USED_OPACITY = 0.38


class PlayCard(CardWidget):
    """A card of the round: click to use it; it fades once the typed answer uses it."""

    chosen = pyqtSignal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.used = False
        self._fade = QGraphicsOpacityEffect(self)
        self._fade.setOpacity(1.0)
        self._fade.setEnabled(False)
        self.setGraphicsEffect(self._fade)
        self.setMinimumSize(60, 84)

    def show_card(self, card: Card | None, error: bool = False) -> None:
        """Show a dealt card, with a tooltip that says what a click does."""
        super().show_card(card, error)
        if card is not None:
            self.setToolTip(f"{card.name.capitalize()} ({card.value}): click to add it")

    def set_used(self, used: bool) -> None:
        """Fade the card when the answer already uses it."""
        if used != self.used:
            self.used = used
            self._fade.setOpacity(USED_OPACITY if used else 1.0)
            self._fade.setEnabled(used)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A left click adds the card's number to the answer."""
        if event.button() == Qt.LeftButton and self.card is not None and not self.face_down:
            self.chosen.emit(self.card.value)
            event.accept()
        else:
            event.ignore()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Dealt cards do not change."""
        event.ignore()
