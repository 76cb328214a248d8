"""QrCode: a QR code painted square, crisp at any size (black modules on white with their quiet
zone), as large as its room allows; app.room.qr makes its modules."""

from __future__ import annotations

from PyQt5.QtCore import QRectF, QSize, Qt
from PyQt5.QtGui import QColor, QPainter, QPaintEvent
from PyQt5.QtWidgets import QSizePolicy, QWidget

from ..room.qr import modules


class QrCode(QWidget):
    """The QR code of a text (an address), centred in the widget."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.rows: tuple[tuple[bool, ...], ...] = ()
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.setMinimumSize(120, 120)

    def sizeHint(self) -> QSize:
        """A square a phone's camera reads from across a room (at most its maximum size)."""
        return QSize(260, 260).boundedTo(self.maximumSize())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def set_text(self, text: str) -> None:
        """Show the QR code of `text` (nothing for "")."""
        if text != self.text:
            self.text = text
            self.rows = modules(text) if text else ()
            self.setToolTip(text)
            self.setAccessibleDescription(text)
            self.update()

    def code_rect(self) -> QRectF:
        """Where the code is painted: the largest square of whole pixels per module."""
        count = len(self.rows) or 1
        side = min(self.width(), self.height())
        module = max(1, side // count)
        size = module * count
        return QRectF((self.width() - size) // 2, (self.height() - size) // 2, size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        """White square, dark modules (no smoothing: a module's edges stay sharp)."""
        if not self.rows:
            return
        painter = QPainter(self)
        rect = self.code_rect()
        module = rect.width() / len(self.rows)
        painter.fillRect(rect, QColor("white"))
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor("black"))
        for y, row in enumerate(self.rows):
            for x, dark in enumerate(row):
                if dark:
                    painter.drawRect(
                        QRectF(rect.left() + x * module, rect.top() + y * module, module, module)
                    )
        painter.end()
