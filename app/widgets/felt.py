"""Felt: the green card-table panel the cards lie on (a little darker with a dark palette)."""

from __future__ import annotations

from PyQt5.QtWidgets import QFrame, QWidget

from ..theme import felt_style
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
