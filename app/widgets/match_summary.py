"""SummaryPanel: the end of a match: the verdict, the score, and every round in a table."""

from __future__ import annotations

from PyQt5.QtCore import Qt, pyqtSignal
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

from ..game.clock import seconds_text
from ..game.match import MatchSummary, RoundResult
from ..game.round import Winner, reason_text, winner_text
from ..i18n import translate
from ..theme import colours, enlarge, text_style
from .labels import plain_label

#: The colour of a winner (a field of theme.Colours).
WINNER_ROLE = {Winner.PLAYER: "success", Winner.COMPUTER: "error", Winner.NOBODY: "muted"}


def round_row(result: RoundResult) -> list[str]:
    """One round as table cells."""
    outcome = result.outcome
    answer = (
        translate("Summary", "no solution") if outcome.answer is None else outcome.answer.display()
    )
    how = reason_text(outcome.reason)
    if result.hint_used:  # the player's hint, whoever took the round
        how = translate("Summary", "{how}; you took a hint").format(how=how)
    return [
        str(result.number),
        " ".join(card.symbol for card in result.cards),
        winner_text(result.winner),
        seconds_text(outcome.time_taken),
        how,
        answer,
    ]


class SummaryPanel(QWidget):
    """Player vs computer, rounds won, average answer time, and the rounds one by one."""

    new_match_requested = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = plain_label(self)
        self.verdict.setAccessibleName(translate("Summary", "Match result"))
        enlarge(self.verdict, 2.0, bold=True)
        self.verdict.setAlignment(Qt.AlignCenter)
        self.details = plain_label(self)
        self.details.setAlignment(Qt.AlignCenter)
        self.details.setWordWrap(True)
        enlarge(self.details, 1.2)
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(
            [
                translate("Summary", "Round"),
                translate("Summary", "Cards"),
                translate("Summary", "Taken by"),
                translate("Summary", "Time"),
                translate("Summary", "How"),
                translate("Summary", "Answer"),
            ]
        )
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
        self.new_button = QPushButton(translate("Summary", "New match"), self)
        self.new_button.setToolTip(
            translate("Summary", "Start another match with the same settings (Enter or Ctrl+N)")
        )
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
        self.notice = plain_label(self)
        self.notice.setAlignment(Qt.AlignCenter)
        self.notice.setWordWrap(True)
        layout.addWidget(self.notice)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

    def show_summary(self, summary: MatchSummary) -> None:
        """Show a finished (or quit) match."""
        self.verdict.setText(summary.verdict())
        role = WINNER_ROLE[summary.winner] if summary.finished else WINNER_ROLE[Winner.NOBODY]
        self.verdict.setStyleSheet(text_style(role))
        self.details.setText("\n".join(summary.lines()))
        self.table.setRowCount(len(summary.results))
        for row, result in enumerate(summary.results):
            for column, text in enumerate(round_row(result)):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setForeground(QColor(getattr(colours(), WINNER_ROLE[result.winner])))
                self.table.setItem(row, column, item)
        self.new_button.setFocus(Qt.OtherFocusReason)

    def show_notice(self, text: str, error: bool = False) -> None:
        """A note under the details: the match is saved, or why it could not be."""
        self.notice.setText(text)
        self.notice.setStyleSheet(text_style("error", bold=True) if error else text_style("notice"))
        self.notice.setVisible(bool(text))
