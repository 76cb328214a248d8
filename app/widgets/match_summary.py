"""SummaryPanel: the end of a match: the verdict, the score, and every round in a table."""

from __future__ import annotations

from PyQt5.QtCore import pyqtSignal
from PyQt5.QtWidgets import QPushButton, QWidget

from ..game.clock import seconds_text
from ..game.match import MatchSummary, RoundResult
from ..game.round import Winner, reason_text, winner_text
from ..i18n import translate
from ..shell.theme import colours, text_style
from .end_panel import EndPanel

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


class SummaryPanel(EndPanel):
    """Player vs computer, rounds won, average answer time, and the rounds one by one."""

    new_match_requested = pyqtSignal()
    #: back to the start page, to choose the next match's computer, time and rounds
    start_page_requested = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_button = self.button
        self.new_button.clicked.connect(self.new_match_requested)
        self.start_page_button = QPushButton(self)
        self.start_page_button.setMinimumSize(180, 40)
        self.start_page_button.clicked.connect(self.start_page_requested)
        self.buttons.insertWidget(2, self.start_page_button)
        self.summary: MatchSummary | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text, in the current language (the summary shown again)."""
        self.verdict.setAccessibleName(translate("Summary", "Match result"))
        self.table.setAccessibleName(translate("Summary", "Rounds played"))
        self.table.setToolTip(
            translate("Summary", "Every round: who took it, in what time, how, and an answer")
        )
        self.new_button.setText(translate("Summary", "New match"))
        self.new_button.setToolTip(
            translate("Summary", "Start another match with the same settings (Enter or Ctrl+N)")
        )
        self.start_page_button.setText(translate("Summary", "Change the settings"))
        self.start_page_button.setToolTip(
            translate(
                "Summary", "Back to the start page: choose the computer, the time and the rounds"
            )
        )
        if self.summary is not None:
            self.show_summary(self.summary)

    def show_summary(self, summary: MatchSummary) -> None:
        """Show a finished (or quit) match."""
        self.summary = summary
        self.verdict.setText(summary.verdict())
        role = WINNER_ROLE[summary.winner] if summary.finished else WINNER_ROLE[Winner.NOBODY]
        self.verdict.setStyleSheet(text_style(role))
        self.details.setText("\n".join(summary.lines()))
        results = summary.results

        def ink(row: int, column: int) -> str:
            role = WINNER_ROLE[results[row].winner]
            return str(getattr(colours(), role)) if column == 2 else ""

        self.show_rows(
            [
                translate("Summary", "Round"),
                translate("Summary", "Cards"),
                translate("Summary", "Taken by"),
                translate("Summary", "Time"),
                translate("Summary", "How"),
                translate("Summary", "Answer"),
            ],
            [round_row(result) for result in results],
            ink,
        )
        self.focus()
