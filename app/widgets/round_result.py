"""RoundResultPanel: who took the round, why, the answer with its working, and "Next round"."""

from __future__ import annotations

from html import escape

from PyQt5.QtCore import Qt, QTimer, pyqtSignal
from PyQt5.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..game.round import Outcome, Reason, Winner
from .fonts import enlarge

#: Headline and colour per winner.
HEADLINES = {
    Winner.PLAYER: ("You take the round! +1", "#1e7d43"),
    Winner.COMPUTER: ("The computer takes the round", "#b3261e"),
    Winner.NOBODY: ("Nobody scores", "#6b7280"),
}


def headline(outcome: Outcome) -> tuple[str, str]:
    """The big line above a round's result, and its colour."""
    text, colour = HEADLINES[outcome.winner]
    if outcome.reason is Reason.TIMED_OUT:
        text = "Time is up: nobody scores"
    elif outcome.reason is Reason.SKIPPED:
        text = "Skipped: nobody scores"
    return text, colour


def steps_html(outcome: Outcome) -> str:
    """The answer shown and its working as numbered lines (empty when there is none)."""
    if outcome.answer is None:
        return ""
    rows = "".join(
        f"<tr><td style='color:#6b7280; padding-right:8px'>{n}.</td><td>{escape(step)}</td></tr>"
        for n, step in enumerate(outcome.answer_steps, 1)
    )
    return f"<table cellspacing='2'>{rows}</table>"


class RoundResultPanel(QWidget):
    """The end of a round: a coloured headline, the message, the working, and the next step."""

    next_requested = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = QLabel(self)
        self.headline.setAccessibleName("Round result")
        enlarge(self.headline, 1.7, bold=True)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextSelectableByMouse)
        enlarge(self.message, 1.15)
        self.working = QLabel(self)
        self.working.setTextFormat(Qt.RichText)
        self.working.setFont(self.message.font())
        self.working.setToolTip("The working of the answer, one operation per line")
        self.next_button = QPushButton("Next round", self)
        self.next_button.setToolTip("Deal the next round (Enter or Space)")
        self.next_button.setMinimumHeight(40)
        self.next_button.setMinimumWidth(180)
        self.next_button.setDefault(True)
        self.next_button.setAutoDefault(True)
        self.next_button.clicked.connect(self.next_requested)
        text = QVBoxLayout()
        text.setSpacing(6)
        text.addWidget(self.headline)
        text.addWidget(self.message)
        text.addWidget(self.working)
        text.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(text, 1)
        layout.addWidget(self.next_button, 0, Qt.AlignVCenter)

    def show_outcome(self, outcome: Outcome, last_round: bool) -> None:
        """Show how a round ended; the button leads to the summary after the last round."""
        text, colour = headline(outcome)
        self.headline.setText(text)
        self.headline.setStyleSheet(f"color: {colour};")
        self.message.setText(outcome.message)
        self.working.setText(steps_html(outcome))
        self.working.setVisible(outcome.answer is not None)
        self.next_button.setEnabled(True)
        self.next_button.setText("See the summary" if last_round else "Next round")
        self.next_button.setToolTip(
            ("Show the match summary" if last_round else "Deal the next round")
            + " (Enter or Space)"
        )

    def hold(self, ms: int) -> None:
        """Ignore the button for a moment (an Enter meant for the answer must not skip this)."""
        self.next_button.setEnabled(False)
        QTimer.singleShot(ms, self._release)

    def _release(self) -> None:
        """The button works again and has the focus."""
        self.next_button.setEnabled(True)
        self.focus_next()

    def focus_next(self) -> None:
        """Put the keyboard focus on the button so Enter or Space presses it."""
        self.next_button.setFocus(Qt.OtherFocusReason)
