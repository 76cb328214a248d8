"""Labels that show text as it is: what a player typed or a file held is never read as HTML."""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QLabel, QWidget


def plain_label(parent: QWidget | None = None, text: str = "") -> QLabel:
    """A label whose text is always plain text (``<b>8</b>`` shows as typed)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.PlainText)
    label.setText(text)
    return label
