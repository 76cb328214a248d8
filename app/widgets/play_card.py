"""PlayCard: a dealt card in a round; clicking it puts its number into the answer."""

from __future__ import annotations

from PyQt5.QtCore import QEvent, QPointF, QRectF, Qt, pyqtSignal
from PyQt5.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QWheelEvent,
)
from PyQt5.QtWidgets import QWidget

from ..game.cards import Card
from ..i18n import translate
from .card_widget import CardWidget

#: The veil over a card the answer already uses, and the ink of its tick.
USED_VEIL = QColor(18, 38, 28, 100)
TICK_INK = QColor(30, 110, 60)


class PlayCard(CardWidget):
    """A card of the round: click it (or Tab to it and press Space) to use it; it fades once
    the typed answer uses it."""

    chosen = pyqtSignal(int)
    SITS_ON_BOTTOM = False  # centred on the felt, however tall the table grows

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.used = False
        self.setMinimumSize(48, 68)  # small enough for a window of 640×450 at scale 2
        self.setFocusPolicy(Qt.TabFocus)  # a click leaves the focus in the answer line

    def show_card(self, card: Card | None, error: bool = False) -> None:
        """Show a dealt card, with a tooltip that says what a click does."""
        super().show_card(card, error)
        if card is not None:
            self.setAccessibleName(card.name)
            self.setToolTip(
                translate("PlayCard", "{card} ({value}): click to add it").format(
                    card=card.name, value=card.value
                )
            )

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the tooltip in it."""
        if event.type() == QEvent.LanguageChange:
            self.show_card(self.card, self.error)
        super().changeEvent(event)

    def set_used(self, used: bool) -> None:
        """Dim and tick the card when the answer already uses it (not by colour alone), and
        say so to a screen reader."""
        if used != self.used:
            self.used = used
            self.setAccessibleDescription(
                translate("PlayCard", "Used in your answer") if used else ""
            )
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The card, veiled when the answer uses it."""
        super().paintEvent(event)
        if self.used and not self.face_down:
            painter = QPainter(self)
            painter.setRenderHint(QPainter.Antialiasing)
            rect = self.card_rect()
            radius = rect.width() * 0.07
            painter.setPen(Qt.NoPen)
            painter.setBrush(USED_VEIL)
            painter.drawRoundedRect(rect, radius, radius)
            self._paint_tick(painter, rect)
            painter.end()

    @staticmethod
    def _paint_tick(painter: QPainter, card: QRectF) -> None:
        """A tick in a disc at the card's top right: this card is in the answer."""
        size = card.width() * 0.24
        disc = QRectF(card.right() - size * 1.15, card.top() + size * 0.15, size, size)
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.setPen(QPen(TICK_INK, max(1.0, size * 0.06)))
        painter.drawEllipse(disc)
        pen = QPen(TICK_INK, max(1.5, size * 0.13), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        x, y, w = disc.left(), disc.top(), disc.width()
        painter.drawPolyline(
            QPolygonF(
                [
                    QPointF(x + w * 0.27, y + w * 0.52),
                    QPointF(x + w * 0.44, y + w * 0.69),
                    QPointF(x + w * 0.74, y + w * 0.34),
                ]
            )
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A left click adds the card's number to the answer."""
        if event.button() == Qt.LeftButton and self._choose():
            event.accept()
        else:
            event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space on the card (reached by Tab) adds its number to the answer, as a click does."""
        if event.key() == Qt.Key_Space and self._choose():
            event.accept()
        else:
            super().keyPressEvent(event)

    def _choose(self) -> bool:
        """Add the card's number to the answer, if it is face up; returns whether it was."""
        if self.card is None or self.face_down:
            return False
        self.chosen.emit(self.card.value)
        return True

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Reached by Tab: the focus ring shows on the card."""
        self.set_highlighted(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """The focus ring goes with the focus."""
        self.set_highlighted(False)
        super().focusOutEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Dealt cards do not change."""
        event.ignore()
