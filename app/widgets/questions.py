"""Questions before something is lost: a window-modal box that never blocks the event loop."""

from __future__ import annotations

from collections.abc import Callable

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QMessageBox, QWidget


def ask(
    parent: QWidget,
    title: str,
    text: str,
    yes: str,
    no: str,
    then: Callable[[bool], None],
) -> QMessageBox:
    """Open a question over `parent`'s window; `then(True)` when the player chose `yes`,
    `then(False)` otherwise (the box is gone by then). The text is plain text.

    Enter and Esc both choose `no`, the answer that loses nothing: a player who pressed Ctrl+N
    or Ctrl+W by mistake while typing an answer goes on to press Enter. `yes` is a Tab away."""
    box = QMessageBox(QMessageBox.Question, title, text, QMessageBox.NoButton, parent)
    box.setTextFormat(Qt.PlainText)
    yes_button = box.addButton(yes, QMessageBox.AcceptRole)
    no_button = box.addButton(no, QMessageBox.RejectRole)
    box.setDefaultButton(no_button)
    box.setWindowModality(Qt.WindowModal)
    box.setAttribute(Qt.WA_DeleteOnClose)

    def answered() -> None:
        parent.window().activateWindow()  # the keyboard goes back to the window
        then(box.clickedButton() is yes_button)

    box.finished.connect(lambda _result: answered())
    box.open()
    return box
