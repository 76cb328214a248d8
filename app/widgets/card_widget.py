"""CardWidget: a playing card drawn from its SVG at any size; wheel and click change its rank."""

from __future__ import annotations

from PyQt5.QtCore import QPoint, QRectF, QSize, Qt, pyqtSignal
from PyQt5.QtGui import QColor, QIcon, QMouseEvent, QPainter, QPaintEvent, QPen, QWheelEvent
from PyQt5.QtWidgets import QMenu, QSizePolicy, QWidget

from ..game.cards import Card
from ..game.decks import DeckRules
from ..i18n import translate
from ..shell.card_images import CARD_RATIO, card_pixmap, fit_card, paint_card, paint_empty

HIGHLIGHT = QColor("#2f7de1")


class CardWidget(QWidget):
    """Shows one card (or an empty / bad slot); emits the user's wish to change it."""

    #: the card sits on the bottom of its room (on the helper's text box below it); else centred
    SITS_ON_BOTTOM = True

    stepped = pyqtSignal(int)
    picked = pyqtSignal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: Card | None = None
        #: the deck the card is picked from (its ranks fill the menu)
        self.deck = DeckRules()
        self.error = False
        self.face_down = False
        self.highlighted = False
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumSize(72, 100)
        self.setCursor(Qt.PointingHandCursor)
        self.setAttribute(Qt.WA_OpaquePaintEvent, False)

    def sizeHint(self) -> QSize:
        """A comfortable card size."""
        return QSize(150, round(150 / CARD_RATIO))

    def show_card(self, card: Card | None, error: bool = False) -> None:
        """Show a card, or an empty slot (marked red when its entry is bad)."""
        if (card, error) != (self.card, self.error):
            self.card, self.error = card, error
            self.update()
        what = card.name if card is not None else translate("CardWidget", "No card yet")
        self.setToolTip(
            translate(
                "CardWidget",
                "{card}. Scroll or press ↑/↓ to change the rank, click to pick one, or type A, "
                "2–10, J, Q, K below.",
            ).format(card=what)
        )

    def set_face_down(self, face_down: bool) -> None:
        """Show the back of the card (e.g. while a round is paused)."""
        self.face_down = face_down
        self.update()

    def set_highlighted(self, highlighted: bool) -> None:
        """Draw a focus ring around the card."""
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.update()

    def card_rect(self) -> QRectF:
        """Where the card is drawn: card-shaped, as large as the widget allows."""
        area = QRectF(self.rect()).adjusted(5, 5, -5, -5)
        rect = fit_card(area)
        if self.SITS_ON_BOTTOM:
            rect.moveBottom(area.bottom())
        return rect

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the card image (or the empty slot), centred and card-shaped."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        rect = self.card_rect()
        if self.face_down:
            paint_card(painter, rect, None)
        elif self.card is not None:
            paint_card(painter, rect, self.card)
        else:
            paint_empty(painter, rect, "!" if self.error else "?", self.error)
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT, 3))
            painter.setBrush(Qt.NoBrush)
            radius = rect.width() * 0.08
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
        painter.end()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Scrolling up raises the rank, down lowers it."""
        delta = event.angleDelta().y()
        if delta:
            self.stepped.emit(1 if delta > 0 else -1)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click opens the menu of ranks under the card."""
        if event.button() in (Qt.LeftButton, Qt.RightButton):
            self.pick_menu().popup(self.mapToGlobal(event.pos()))
            event.accept()
        else:
            super().mousePressEvent(event)

    def pick_menu(self) -> QMenu:
        """A menu of the deck's ranks, with small card pictures."""
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        suit = self.card.suit if self.card is not None else "S"
        for rank in self.deck.ranks():
            card = self.deck.card(rank, suit)
            label = card.rank_name
            if label != str(card.value):
                label += f"  ({card.value})"
            icon = QIcon(card_pixmap(card, QSize(22, 30), self.devicePixelRatioF()))
            action = menu.addAction(icon, label)
            action.setCheckable(True)
            action.setChecked(self.card is not None and self.card.rank == rank)
            action.triggered.connect(lambda _=False, r=rank: self.picked.emit(r))
        return menu

    def menu_position(self) -> QPoint:
        """Where the rank menu opens from the keyboard: under the card's centre."""
        return self.mapToGlobal(QPoint(self.width() // 2, self.height() // 2))
