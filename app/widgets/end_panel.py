"""EndPanel: the last page of a game (a match's summary, a duel's standings): a verdict, the
details, a note about the history, a table of its rounds, and the button to go on."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QColor
from PyQt5.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..shell.theme import enlarge, text_style
from .labels import plain_label

#: The colour of a table's cell, by row and column ("": the table's own).
Ink = Callable[[int, int], str] | None


class EndPanel(QWidget):
    """A verdict over its details, a note, a read-only table of the rounds, one button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = plain_label(self)
        self.verdict.setAlignment(Qt.AlignCenter)
        self.verdict.setWordWrap(True)
        enlarge(self.verdict, 2.0, bold=True)
        self.details = plain_label(self)
        self.details.setAlignment(Qt.AlignCenter)
        self.details.setWordWrap(True)
        enlarge(self.details, 1.2)
        self.notice = plain_label(self)
        self.notice.setAlignment(Qt.AlignCenter)
        self.notice.setWordWrap(True)
        self.table = QTableWidget(0, 0, self)
        rows = self.table.verticalHeader()
        assert rows is not None
        rows.setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table, the arrows move in it
        header = self.table.horizontalHeader()
        assert header is not None
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setStretchLastSection(True)
        self.button = QPushButton(self)
        self.button.setMinimumSize(180, 40)
        self.button.setDefault(True)
        #: the row of buttons (a panel may add its own beside the main one)
        self.buttons = buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        layout.addWidget(self.verdict)
        layout.addWidget(self.details)
        layout.addWidget(self.notice)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

    def show_rows(
        self, headers: Sequence[str], rows: Sequence[Sequence[str]], ink: Ink = None
    ) -> None:
        """The table: its headers and rows; `ink(row, column)` colours a cell ("": none)."""
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(list(headers))
        self.table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                colour = ink(row, column) if ink is not None else ""
                if colour:
                    item.setForeground(QColor(colour))
                self.table.setItem(row, column, item)

    def show_notice(self, text: str, error: bool = False) -> None:
        """A note under the details: the game is saved, or why it could not be."""
        self.notice.setText(text)
        self.notice.setStyleSheet(text_style("error", bold=True) if error else text_style("notice"))
        self.notice.setVisible(bool(text))

    def focus(self) -> None:
        """The keyboard focus on the button, so Enter or Space goes on."""
        self.button.setFocus(Qt.OtherFocusReason)
