"""HandTable: the green table a hand lies on, with a caption under the cards.

Shared by every way to play: it shows the cards it is given (face down when asked), fades the
cards an answer already uses, and says which card was clicked.
"""

from __future__ import annotations

from collections.abc import Sequence

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from ..game.answer import card_letters
from ..game.cards import Card, used_cards
from ..shell.theme import colours, enlarge
from .felt import Felt, lay_in_row
from .labels import WrappedLabel
from .pages import arranged
from .play_card import PlayCard


class HandTable(Felt):
    """Cards on the felt; `chosen(value)` when a face-up card is clicked, `captioned(text)`
    when the caption changes."""

    chosen = pyqtSignal(int)
    captioned = pyqtSignal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[PlayCard] = []
        self._hand: tuple[Card, ...] = ()
        self.row = QHBoxLayout()
        self.row.setSpacing(14)
        self.caption = WrappedLabel(self)  # as tall as its lines: never over the cards
        self.caption.setAlignment(Qt.AlignCenter)
        self.caption.setWordWrap(True)
        enlarge(self.caption, 1.1)
        arranged(QVBoxLayout(self), ((self.row, 1), self.caption), (12, 12, 12, 8), 6)
        self.restyle()

    def hasHeightForWidth(self) -> bool:
        """No: the table takes the room its layout gives it (its wrapped caption would make a
        vertical layout take the cards' comfortable height as their least, and squeeze the
        answer box under them)."""
        return False

    def restyle(self) -> None:
        """The table and its caption for the palette in use."""
        super().restyle()
        self.caption.setStyleSheet(f"color: {colours().on_felt};")

    def show_hand(self, cards: Sequence[Card], face_down: bool = False) -> None:
        """Lay these cards on the table (their backs when `face_down`)."""
        self._hand = tuple(cards)
        self._make_cards(len(self._hand))
        for widget, card in zip(self.cards, self._hand, strict=True):
            widget.show_card(card)
            widget.set_face_down(face_down)
        if face_down:
            self.mark_used("")

    def mark_used(self, typed: str) -> None:
        """Fade the cards the typed answer already mentions."""
        values = [card.value for card in self._hand]
        used = used_cards(typed, values, card_letters(self._hand))
        for widget, is_used in zip(self.cards, used, strict=False):
            widget.set_used(is_used and not widget.face_down)

    def set_caption(self, text: str) -> None:
        """The line under the cards."""
        if text != self.caption.text():
            self.caption.setText(text)
            self.captioned.emit(text)

    def _make_cards(self, count: int) -> None:
        """One PlayCard per card, centred (rebuilt when the count changes)."""
        if len(self.cards) == count:
            return
        self.cards = [PlayCard(self) for _ in range(count)]
        for card in self.cards:
            card.chosen.connect(self.chosen)
        lay_in_row(self.row, self.cards)
