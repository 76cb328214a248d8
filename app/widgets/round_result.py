"""RoundResultPanel: who took the round, why, the answer with its working, and "Next round"."""

from __future__ import annotations

from html import escape

from PyQt5.QtCore import QSize, Qt, pyqtSignal
from PyQt5.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from solver import Solution

from ..game.round import Outcome, Reason, Winner
from ..i18n import translate
from ..shell.theme import colours, enlarge, text_style
from .adaptive import Adaptive
from .labels import plain_label

#: The lines a result keeps room for: its message's, and its working's (a four-card answer's
#: three steps, each a row of the working's table with its spacing).
MESSAGE_LINES, WORKING_LINES = 2, 4
#: The headline's colour per winner (a field of theme.Colours).
ROLES = {Winner.PLAYER: "success", Winner.COMPUTER: "error", Winner.NOBODY: "muted"}


def headline(outcome: Outcome) -> tuple[str, str]:
    """The big line above a round's result, and the meaning of its colour."""
    if outcome.reason is Reason.TIMED_OUT:
        text = translate("Round", "Time is up: nobody scores")
    elif outcome.reason is Reason.SKIPPED:
        text = translate("Round", "Skipped: nobody scores")
    else:
        text = {
            Winner.PLAYER: translate("Round", "You take the round! +1"),
            Winner.COMPUTER: translate("Round", "The computer takes the round"),
            Winner.NOBODY: translate("Round", "Nobody scores"),
        }[outcome.winner]
    return text, ROLES[outcome.winner]


def steps_html(answer: Solution | None) -> str:
    """An answer's working as numbered lines (empty when there is none)."""
    if answer is None:
        return ""
    rows = "".join(
        f"<tr><td style='color:{colours().muted}; padding-right:8px'>{n}.</td>"
        f"<td>{escape(step.text('unicode'))}</td></tr>"
        for n, step in enumerate(answer.steps, 1)
    )
    return f"<table cellspacing='2'>{rows}</table>"


class RoundResultPanel(Adaptive, QWidget):
    """The end of a round or hand: a coloured headline, the message, the working of the answer
    shown, and the button to go on (Play's rounds: `show_outcome`; any mode: `show_result`)."""

    next_requested = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = plain_label(self, scale=1.7, bold=True)
        self.message = plain_label(self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextSelectableByMouse)
        enlarge(self.message, 1.15)
        self.working = QLabel(self)
        self.working.setTextFormat(Qt.RichText)
        self.working.setFont(self.message.font())
        self.next_button = QPushButton(self)
        self._shown = False  # a result shown: the view words its button
        self.next_button.setMinimumHeight(40)
        self.next_button.setMinimumWidth(180)
        self.next_button.setDefault(True)
        self.next_button.setAutoDefault(True)
        self.next_button.clicked.connect(self.next_requested)
        self._text = text = QVBoxLayout()
        text.setSpacing(6)
        text.addWidget(self.headline)
        text.addWidget(self.message)
        text.addWidget(self.working)
        text.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(text, 1)
        layout.addWidget(self.next_button, 0, Qt.AlignVCenter)
        self.retranslate()

    def sizeHint(self) -> QSize:
        """At least the room of a usual result (two lines of message, the working of a
        four-card answer) before any is shown: the page it shares is as tall before a result as
        with one, so the cards above stay put when it comes. Only asked, never required: a
        small window gives it less (its least size is its content's)."""
        hint = super().sizeHint()
        return hint.expandedTo(QSize(hint.width(), self._usual_height()))

    def heightForWidth(self, width: int) -> int:
        """At least the usual result's room (`sizeHint`), at any width."""
        return max(super().heightForWidth(width), self._usual_height())

    def _usual_height(self) -> int:
        """The height of a usual result: the headline, two lines of message and the working of a
        four-card answer, with the layout's spacing and margins."""
        lines = _lines(self.message, MESSAGE_LINES) + _lines(self.working, WORKING_LINES)
        margins = self.layout().contentsMargins()
        spacing = 2 * self._text.spacing() + margins.top() + margins.bottom()
        return self.headline.sizeHint().height() + lines + spacing

    def retranslate(self) -> None:
        """The fixed names and tooltips, in the current language (the view shows the result
        again in it)."""
        self.headline.setAccessibleName(translate("Round", "Round result"))
        self.working.setToolTip(
            translate("Round", "The working of the answer, one operation per line")
        )
        if not self._shown or not self.isVisible():  # shown, the view words it again
            self.next_button.setText(translate("Round", "Next round"))
            self.next_button.setToolTip("")

    def show_outcome(self, outcome: Outcome, last_round: bool) -> None:
        """Show how a round ended; the button leads to the summary after the last round."""
        text, role = headline(outcome)
        if last_round:
            button = translate("Round", "See the summary")
            tip = translate("Round", "Show the match summary (Enter)")
        else:
            button = translate("Round", "Next round")
            tip = translate("Round", "Deal the next round (Enter)")
        self.show_result(text, role, outcome.message, outcome.answer, button, tip)

    def show_result(
        self,
        headline: str,
        role: str,
        message: str,
        answer: Solution | None,
        button: str,
        tip: str,
    ) -> None:
        """Show a result: its headline in the colour of `role` (a field of theme.Colours), the
        message, the working of `answer`, and what the button does."""
        self._shown = True
        self.headline.setText(headline)
        self.headline.setStyleSheet(text_style(role))
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.working.setText(steps_html(answer))
        self.working.setVisible(answer is not None)
        self.next_button.setText(button)
        self.next_button.setToolTip(tip)

    def set_held(self, held: bool) -> None:
        """Disable the button for a moment after the computer or the clock ended the round (an
        Enter meant for the answer must not skip the result)."""
        self.next_button.setEnabled(not held)

    def focus_next(self) -> None:
        """Put the keyboard focus on the button so Enter or Space presses it."""
        self.next_button.setFocus(Qt.OtherFocusReason)


def _lines(label: QLabel, lines: int) -> int:
    """The height of `lines` lines of a label's font."""
    metrics = label.fontMetrics()
    return lines * max(metrics.lineSpacing(), metrics.height()) + 2
