"""StatusLine: the window's passing messages ("Copied: …", "Dealt …") on one line laid over the
bottom of the window, so that nothing moves when one comes or goes.

The status bar keeps the messages (`showMessage`, `currentMessage`, their time-outs) but is never
shown: shown only while it had something to say, it took its line from the view each time, and
the cards shrank and grew back; shown always, it was an empty strip under every view and took a
line a small screen needs.
"""

from __future__ import annotations

from PyQt5.QtCore import QEvent, QObject, Qt
from PyQt5.QtWidgets import QFrame, QLabel, QMainWindow


class StatusLine(QLabel):
    """The status bar's message, over the bottom of the window while there is one."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setTextFormat(Qt.PlainText)
        self.setObjectName("statusLine")
        self.setFrameShape(QFrame.StyledPanel)
        self.setAutoFillBackground(True)  # the window's colour: the view's text does not show
        self.setContentsMargins(6, 1, 6, 1)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)  # clicks go to what is under it
        self.hide()
        bar = window.statusBar()
        bar.hide()
        bar.messageChanged.connect(self.say)
        window.installEventFilter(self)

    def say(self, text: str) -> None:
        """Show a message over the bottom of the window ("": none)."""
        self.setText(text)
        self.setVisible(bool(text))
        self.place()

    def place(self) -> None:
        """Along the bottom edge of the window, above everything in it."""
        window = self.parentWidget()
        height = self.sizeHint().height()
        self.setGeometry(0, window.height() - height, window.width(), height)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window changed size: the line stays along its bottom."""
        if event.type() == QEvent.Resize:
            self.place()
        return False
