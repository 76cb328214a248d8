"""Felt: the green card-table panel the cards lie on."""

from __future__ import annotations

from PyQt5.QtWidgets import QFrame, QWidget

FELT_STYLE = (
    "#felt { border-radius: 14px; border: 1px solid #174d30;"
    " background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2f8553, stop:1 #1d6039); }"
)
#: Text colours that read well on the felt.
ON_FELT = "#e8f5ec"
WARNING_ON_FELT = "#ffe082"


class Felt(QFrame):
    """A rounded green panel (the same table as the play view)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("felt")
        self.setStyleSheet(FELT_STYLE)
