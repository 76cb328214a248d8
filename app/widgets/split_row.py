"""SplitRow: two groups of controls side by side, one above the other when the row is too
narrow for both (a small window, a scale of 2), so a view never scrolls sideways for them."""

from __future__ import annotations

from PyQt5.QtCore import QSize
from PyQt5.QtGui import QResizeEvent
from PyQt5.QtWidgets import QBoxLayout, QHBoxLayout, QWidget


class SplitRow(QWidget):
    """`first` and `second` (rows to fill) side by side while they fit, else stacked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.first = QHBoxLayout()
        self.second = QHBoxLayout()
        self._rows = QBoxLayout(QBoxLayout.LeftToRight, self)
        self._rows.setContentsMargins(0, 0, 0, 0)
        self._rows.setSpacing(4)
        self._rows.addLayout(self.first)
        self._rows.addLayout(self.second)

    def minimumSizeHint(self) -> QSize:
        """As narrow as the wider group: the groups are stacked below that."""
        hint = super().minimumSizeHint()
        narrow = max(self.first.minimumSize().width(), self.second.minimumSize().width())
        return QSize(narrow, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def _arrange(self, width: int) -> None:
        """Side by side if both fit at their least widths, else one above the other."""
        both = self.first.minimumSize().width() + self._rows.spacing()
        both += self.second.minimumSize().width()
        direction = QBoxLayout.LeftToRight if both <= width else QBoxLayout.TopToBottom
        if self._rows.direction() != direction:
            self._rows.setDirection(direction)
            widget: QWidget | None = self  # the layouts around make room for the second row
            while widget is not None and not widget.isWindow():
                widget.updateGeometry()
                widget = widget.parentWidget()

    @property
    def stacked(self) -> bool:
        """Whether the groups are one above the other."""
        return self._rows.direction() == QBoxLayout.TopToBottom
