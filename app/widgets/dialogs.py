"""Dialogs that fit the screen: a long text scrolls, and no dialog is taller or wider than the
room the screen has (the rules were 1104 px tall on a 900 px screen, their Close button out of
reach). `fit_to_screen` is for every top-level window the app opens."""

from __future__ import annotations

from PyQt5.QtCore import QSize, Qt
from PyQt5.QtGui import QGuiApplication, QPixmap, QScreen, QShowEvent
from PyQt5.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

#: Share of the screen's room a dialog may take at most (the window manager's frame, a panel).
ROOM_SHARE = 0.92


def screen_room(widget: QWidget) -> QSize:
    """The most a top-level window may measure on the screen it is (or will be) on."""
    screen: QScreen | None = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(800, 600)
    room = screen.availableGeometry().size()
    return QSize(int(room.width() * ROOM_SHARE), int(room.height() * ROOM_SHARE))


def fit_to_screen(window: QWidget, wanted: QSize | None = None) -> None:
    """Size a top-level window as it asks (or `wanted`), never past the screen's room, and
    keep it inside the screen."""
    room = screen_room(window)
    size = (wanted or window.sizeHint()).boundedTo(room)
    window.setMaximumSize(room)
    window.setMinimumSize(window.minimumSize().boundedTo(room))
    window.resize(size)
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        area = screen.availableGeometry()
        frame = window.frameGeometry()
        x = min(max(frame.x(), area.left()), area.right() + 1 - frame.width())
        y = min(max(frame.y(), area.top()), area.bottom() + 1 - frame.height())
        window.move(max(area.left(), x), max(area.top(), y))


class TextDialog(QDialog):
    """A text to read (rich or plain) that scrolls when it is long, with a Close button."""

    def __init__(
        self,
        title: str,
        text: str,
        parent: QWidget | None = None,
        *,
        rich: bool = True,
        icon: QPixmap | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._text = text
        self._rich = rich
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(title)
        if rich:
            self.browser.setHtml(text)
        else:
            self.browser.setPlainText(text)
        self.browser.setTextInteractionFlags(Qt.TextSelectableByMouse | Qt.TextSelectableByKeyboard)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        if icon is not None:
            picture = QLabel(self)
            picture.setPixmap(icon)
            picture.setAlignment(Qt.AlignTop)
            row.addWidget(picture)
        row.addWidget(self.browser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(self.buttons)

    def text(self) -> str:
        """The text shown (as given: rich text with its tags)."""
        return self._text

    def textFormat(self) -> Qt.TextFormat:
        """Rich or plain text."""
        return Qt.RichText if self._rich else Qt.PlainText

    def sizeHint(self) -> QSize:
        """As wide as 34 lines of text are tall, tall enough for the whole text if the screen
        has the room."""
        metrics = self.fontMetrics()
        width = metrics.averageCharWidth() * 70
        document = self.browser.document().clone(self)  # measured on a copy: the text shown
        document.setTextWidth(width)  # keeps the browser's width (it ran behind a scroll bar)
        height = int(document.size().height()) + metrics.height() * 5
        document.deleteLater()
        return QSize(width + metrics.height() * 3, height)

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the screen when shown (and the keys go to the text: arrows and Page Down
        scroll it, Esc closes)."""
        fit_to_screen(self)
        super().showEvent(event)
        self.browser.setFocus(Qt.OtherFocusReason)
