"""CardSlot: a card image, the box to type its rank, and a message when the entry is bad.

Made to lie on the green felt (see felt.py): the message is light on dark.
"""

from __future__ import annotations

from PyQt5.QtCore import QEvent, QObject, Qt, pyqtSignal
from PyQt5.QtGui import QKeyEvent
from PyQt5.QtWidgets import QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from ..game.hand import Slot
from ..i18n import translate
from ..shell.theme import colours, enlarge
from .adaptive import Adaptive
from .card_widget import CardWidget
from .labels import plain_label

STEP_KEYS: dict[int, int] = {Qt.Key_Up: 1, Qt.Key_Down: -1, Qt.Key_PageUp: 1, Qt.Key_PageDown: -1}


class CardSlot(Adaptive, QWidget):
    """One card of the hand: shows state it is given, forwards what the user does."""

    edited = pyqtSignal(str)
    #: the entry is done (the cursor left the card, or Enter)
    finished = pyqtSignal()
    #: the player goes on to the next card: Enter, or → at the end of the text
    done = pyqtSignal()
    stepped = pyqtSignal(int)
    picked = pyqtSignal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.card_widget = CardWidget(self)
        self.edit = QLineEdit(self)
        self.edit.setAlignment(Qt.AlignCenter)
        self.edit.setMaxLength(40)  # a whole hand pasted into one card fills the others
        self.edit.setPlaceholderText("A–K")
        enlarge(self.edit, 1.3, bold=True)
        self.edit.setMaximumWidth(110)
        self.message = plain_label(self)
        self.message.setObjectName("cardMessage")
        self.message.setAlignment(Qt.AlignHCenter | Qt.AlignTop)
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        self.message.setFixedHeight(self.message.fontMetrics().lineSpacing() * 2 + 4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(6)
        layout.addWidget(self.card_widget, 1)
        layout.addWidget(self.edit, 0, Qt.AlignHCenter)
        layout.addWidget(self.message)
        self.card_widget.setFocusProxy(self.edit)
        self.card_widget.stepped.connect(self.stepped)
        self.card_widget.picked.connect(self.picked)
        self.edit.textEdited.connect(self.edited)
        self.edit.editingFinished.connect(self.finished)
        self.edit.returnPressed.connect(self.done)
        self.edit.installEventFilter(self)
        self._error = False
        self.retranslate()
        self.restyle()

    def retranslate(self) -> None:
        """The box's name and tooltip, in the current language."""
        number = self.index + 1
        self.edit.setAccessibleName(translate("CardSlot", "Card {number}").format(number=number))
        self.edit.setToolTip(
            translate(
                "CardSlot",
                "Card {number}: type A, 2–10, J, Q, K (or 1–13, T for 10). ↑/↓ change the "
                "rank, F4 or Alt+↓ opens the list.",
            ).format(number=number)
        )

    def show_slot(self, slot: Slot) -> None:
        """Show a slot's state: its card, the text in the box, and the message if any."""
        self.card_widget.show_card(slot.card, slot.error is not None)
        if self.edit.text() != slot.text:
            self.edit.setText(slot.text)
        self.message.setText(slot.short or slot.error or slot.note)
        self.message.setToolTip(slot.error or slot.note)
        self._error = slot.error is not None
        self.restyle()

    def restyle(self) -> None:
        """The message (a bad entry's, or a note on what a number reads as) and a bad entry's
        border, for the palette in use."""
        c = colours()
        if self._error:
            self.message.setStyleSheet(f"color: {c.warning_on_felt}; font-weight: bold;")
        else:
            self.message.setStyleSheet(f"color: {c.on_felt};")
        self.edit.setStyleSheet(f"border: 2px solid {c.error};" if self._error else "")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Arrow keys step the rank, F4 / Alt+Down open the menu; focus draws the ring."""
        if watched is self.edit:
            kind = event.type()
            if kind == QEvent.KeyPress and isinstance(event, QKeyEvent):
                return self._key(event)
            if kind in (QEvent.FocusIn, QEvent.FocusOut):
                self.card_widget.set_highlighted(kind == QEvent.FocusIn)
        return False

    def _key(self, event: QKeyEvent) -> bool:
        """Handle a key pressed in the text box; True when it was used."""
        key, alt = event.key(), bool(event.modifiers() & Qt.AltModifier)
        if key == Qt.Key_F4 or (alt and key == Qt.Key_Down):
            self.card_widget.pick_menu().popup(self.card_widget.menu_position())
            return True
        if key in STEP_KEYS and not alt:
            self.stepped.emit(STEP_KEYS[key])
            return True
        at_end = self.edit.cursorPosition() == len(self.edit.text()) and self.edit.text()
        if key == Qt.Key_Right and at_end and not event.modifiers():
            self.done.emit()
            return True
        return False

    def focus_text(self) -> None:
        """Put the cursor in the text box with its text selected (ready to retype)."""
        self.edit.setFocus(Qt.TabFocusReason)
        self.edit.selectAll()
