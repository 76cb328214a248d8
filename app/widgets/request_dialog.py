"""A dialog that asks for a room, to join one or to open one: its fields, a status line and a
button that asks. A request the fields cannot make says why on the status line; one sent waits
there (the button off) until it fails, and the fields can be tried again."""

from __future__ import annotations

from typing import Generic, TypeVar

from PyQt5.QtCore import pyqtSignal
from PyQt5.QtWidgets import QDialog, QDialogButtonBox, QPushButton

from ..shell.theme import text_style
from .adaptive import Adaptive
from .labels import WrappedLabel

#: What a dialog asks for (a room to join, the choices of a room to open).
RequestT = TypeVar("RequestT")


class RequestDialog(Adaptive, QDialog, Generic[RequestT]):
    """The fields' request (`request()`) is asked for by `chosen`; the dialog says meanwhile
    that it waits (`waiting_words()`), and why when it fails (`failed`)."""

    chosen = pyqtSignal(object)

    def make_asking(self) -> QPushButton:
        """Make the status line, then Cancel and the button that asks (returned: its words are
        the dialog's), in the Tab order after the fields made before."""
        self.status = WrappedLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel, self)
        self.ask_button = self.buttons.addButton("", QDialogButtonBox.AcceptRole)
        self.ask_button.setDefault(True)
        self.buttons.accepted.connect(self.ask)
        self.buttons.rejected.connect(self.reject)
        return self.ask_button

    def request(self) -> RequestT:
        """What the fields ask for (ValueError says what is wrong with them)."""
        raise NotImplementedError

    def asked(self, request: RequestT) -> None:
        """A request is about to be sent (a dialog may keep its fields for the next time)."""

    def waiting_words(self) -> str:
        """What the status line says while the request is under way."""
        raise NotImplementedError

    def ask(self) -> None:
        """Send the fields' request, or say what is wrong with them."""
        try:
            request = self.request()
        except ValueError as error:
            self.failed(str(error))
            return
        self.asked(request)
        self.ask_button.setEnabled(False)
        self.say(self.waiting_words(), "notice")
        self.chosen.emit(request)

    def failed(self, message: str) -> None:
        """The request could not be made or was refused: why, and the fields to try again."""
        self.ask_button.setEnabled(True)
        self.say(message, "error")

    def say(self, text: str, colour: str) -> None:
        """The status line says `text` in a colour of the palette ("notice", "error")."""
        self.status.setStyleSheet(text_style(colour))
        self.status.setText(text)
