"""Fonts: one way to make a widget's text bigger."""

from __future__ import annotations

from PyQt5.QtGui import QFont
from PyQt5.QtWidgets import QWidget


def enlarge(widget: QWidget, scale: float, bold: bool = False) -> None:
    """Make a widget's font `scale` times bigger (and bold if asked)."""
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    widget.setFont(font)
