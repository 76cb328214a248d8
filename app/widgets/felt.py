"""Felt: the green card-table panel the cards lie on (a little darker with a dark palette)."""

from __future__ import annotations

from collections.abc import Sequence

from PyQt5.QtWidgets import QFrame, QHBoxLayout, QWidget

from ..shell.theme import felt_style
from .adaptive import Adaptive


class Felt(Adaptive, QFrame):
    """A rounded green panel; text on it uses `colours().on_felt`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("felt")
        Felt.restyle(self)

    def restyle(self) -> None:
        """The table's colours for the palette in use."""
        self.setStyleSheet(felt_style())


def lay_in_row(row: QHBoxLayout, widgets: Sequence[QWidget]) -> None:
    """Put these widgets (cards) in a row, centred, instead of what was there (deleted)."""
    while row.count():
        item = row.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None and widget not in widgets:
            widget.deleteLater()
    row.addStretch(1)
    for widget in widgets:
        row.addWidget(widget, 3)
    row.addStretch(1)
