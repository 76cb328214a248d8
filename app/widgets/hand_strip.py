"""HandStrip: a hand of cards side by side, as large as its room allows (a projector's cards);
or the backs of the cards of a hand still to come."""

from __future__ import annotations

from collections.abc import Sequence

from PyQt5.QtCore import QRectF, QSize
from PyQt5.QtGui import QPainter, QPaintEvent
from PyQt5.QtWidgets import QSizePolicy, QWidget

from ..game.cards import Card
from ..shell.card_images import CARD_RATIO, paint_card

#: The gap between two cards, as a share of a card's width.
GAP = 0.12


class HandStrip(QWidget):
    """Cards in a row, centred; a card None is shown face down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: tuple[Card | None, ...] = ()
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumSize(160, 70)

    def sizeHint(self) -> QSize:
        """Four cards of a comfortable size."""
        return QSize(640, 220)

    def show_cards(self, cards: Sequence[Card | None]) -> None:
        """Show these cards (None: a card face down)."""
        cards = tuple(cards)
        if cards != self.cards:
            self.cards = cards
            names = [card.name for card in cards if card is not None]
            self.setAccessibleDescription(", ".join(names))
            self.update()

    def height_for(self, width: float) -> int:
        """The height the cards take at most in a strip of this width (more is left empty)."""
        count = max(1, len(self.cards))
        card = width / (count + GAP * (count - 1))
        return round(card / CARD_RATIO) + 8

    def card_rects(self) -> list[QRectF]:
        """Where each card is painted: as tall as the strip, narrower if the row must fit."""
        count = len(self.cards)
        if not count:
            return []
        room = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        width = min(room.height() * CARD_RATIO, room.width() / (count + GAP * (count - 1)))
        height = width / CARD_RATIO
        total = width * (count + GAP * (count - 1))
        left = room.center().x() - total / 2
        top = room.center().y() - height / 2
        return [
            QRectF(left + index * width * (1 + GAP), top, width, height) for index in range(count)
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        """Each card, face up or down."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setRenderHint(QPainter.SmoothPixmapTransform)
        for card, rect in zip(self.cards, self.card_rects(), strict=True):
            paint_card(painter, rect, card)
        painter.end()
