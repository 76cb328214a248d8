"""PlayCard: a dealt card in a round; clicking it puts its number into the answer."""

from __future__ import annotations

from PyQt5.QtCore import QRectF, Qt, pyqtSignal
from PyQt5.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QWheelEvent
from PyQt5.QtWidgets import QWidget

from ..cards import fit_card
from ..game.cards import Card
from ..i18n import translate
from .card_widget import CardWidget

#: The veil over a card the answer already uses.
USED_VEIL = QColor(18, 38, 28, 100)


class PlayCard(CardWidget):
    """A card of the round: click to use it; it fades once the typed answer uses it."""

    chosen = pyqtSignal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.used = False
        self.setMinimumSize(60, 84)

    def show_card(self, card: Card | None, error: bool = False) -> None:
        """Show a dealt card, with a tooltip that says what a click does."""
        super().show_card(card, error)
        if card is not None:
            self.setToolTip(
                translate("PlayCard", "{card} ({value}): click to add it").format(
                    card=card.name, value=card.value
                )
            )

    def set_used(self, used: bool) -> None:
        """Dim the card when the answer already uses it."""
        if used != self.used:
            self.used = used
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The card, veiled when the answer uses it."""
        super().paintEvent(event)
        if self.used and not self.face_down:
            painter = QPainter(self)
            painter.setRenderHint(QPainter.Antialiasing)
            area = QRectF(self.rect()).adjusted(5, 5, -5, -5)
            rect = fit_card(area)
            rect.moveBottom(area.bottom())
            radius = rect.width() * 0.07
            painter.setPen(Qt.NoPen)
            painter.setBrush(USED_VEIL)
            painter.drawRoundedRect(rect, radius, radius)
            painter.end()

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
