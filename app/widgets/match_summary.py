"""SummaryPanel: the end of a match: the verdict, the score, and every round in a table."""

from __future__ import annotations

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtGui import QColor
from PyQt5.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..game.match import MatchSummary, RoundResult
from ..game.round import Winner
from .fonts import enlarge

COLUMNS = ("Round", "Cards", "Taken by", "Time", "How", "Answer")
WINNER_TEXT = {Winner.PLAYER: "You", Winner.COMPUTER: "Computer", Winner.NOBODY: "Nobody"}
WINNER_COLOUR = {Winner.PLAYER: "#1e7d43", Winner.COMPUTER: "#b3261e", Winner.NOBODY: "#6b7280"}


def round_row(result: RoundResult) -> list[str]:
    """One round as table cells."""
    outcome = result.outcome
    answer = "no solution" if outcome.answer is None else outcome.answer.display()
    how = outcome.reason.value + (" (hint)" if result.hint_used else "")
    return [
        str(result.number),
        " ".join(card.symbol for card in result.cards),
        WINNER_TEXT[result.winner],
        f"{outcome.seconds:.1f} s",
        how,
        answer,
    ]


class SummaryPanel(QWidget):
    """Player vs computer, rounds won, average answer time, and the rounds one by one."""

    new_match_requested = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = QLabel(self)
        self.verdict.setAccessibleName("Match result")
        enlarge(self.verdict, 2.0, bold=True)
        self.verdict.setAlignment(Qt.AlignCenter)
        self.details = QLabel(self)
        self.details.setAlignment(Qt.AlignCenter)
        self.details.setWordWrap(True)
        enlarge(self.details, 1.2)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels(COLUMNS)
        rows = self.table.verticalHeader()
        assert rows is not None
        rows.setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        assert header is not None
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setStretchLastSection(True)
        self.new_button = QPushButton("New match", self)
        self.new_button.setToolTip("Start another match with the same settings (Ctrl+N)")
        self.new_button.setMinimumHeight(40)
        self.new_button.setMinimumWidth(180)
        self.new_button.setDefault(True)
        self.new_button.clicked.connect(self.new_match_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        layout.addWidget(self.verdict)
        layout.addWidget(self.details)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

    def show_summary(self, summary: MatchSummary) -> None:
        """Show a finished (or quit) match."""
        first, *rest = summary.lines()
        self.verdict.setText(first)
        self.verdict.setStyleSheet(f"color: {WINNER_COLOUR[summary.winner]};")
        self.details.setText("<br>".join(rest))
        self.table.setRowCount(len(summary.results))
        for row, result in enumerate(summary.results):
            for column, text in enumerate(round_row(result)):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setForeground(QColor(WINNER_COLOUR[result.winner]))
                self.table.setItem(row, column, item)
        self.new_button.setFocus(Qt.OtherFocusReason)
