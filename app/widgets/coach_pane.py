"""CoachPane: the helper's "How to find it", the coach's rungs one a line under a caption, and a
button that asks for the next one (the rungs shown are `app.game.coaching.HowToFind`'s)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtGui import QTextCursor
from PyQt5.QtWidgets import QPushButton, QTextBrowser, QVBoxLayout, QWidget

from ..i18n import translate
from ..shell.theme import colours, text_style
from .adaptive import Adaptive
from .labels import plain_label

#: A space beside an operator or "=" inside an expression: "13 = 8 + 8 − 3" is not broken.
_IN_EXPRESSION = re.compile(r"(?<=[\w)]) (?=[=+−×÷] )|(?<=[=+−×÷]) (?=[\w(−])")


def kept_together(line: str) -> str:
    """A rung with the spaces inside its expressions made non-breaking, so that a line breaks
    between words and expressions, never inside one ("… 4 =" above "8 ÷ 8 + 3")."""
    return _IN_EXPRESSION.sub("\u00a0", line)


def rungs_html(lines: Sequence[str], answer: bool = False) -> str:
    """The rungs as paragraphs in the hints' colour; with `answer` (the last is the answer) the
    last in bold, else none (a hand without an answer ends with the nearest values)."""
    last = len(lines) - 1 if answer else -1
    texts = [escape(kept_together(line)) for line in lines]
    paragraphs = (
        f"<p style='margin-bottom:6px'>{f'<b>{text}</b>' if i == last else text}</p>"
        for i, text in enumerate(texts)
    )
    return f"<div style='color:{colours().hint}'>{''.join(paragraphs)}</div>"


class CoachPane(Adaptive, QWidget):
    """A caption ("How to find it") over the rungs, least revealing first, and the Next hint
    button under them."""

    #: the player asks for the next rung
    more = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = plain_label(self)
        self.next_button = QPushButton(self)
        self.next_button.setEnabled(False)
        self.next_button.clicked.connect(self.more)
        self.rungs = QTextBrowser(self)
        self.rungs.document().setDocumentMargin(8)
        self.rungs.setMinimumWidth(240)
        self.rungs.setFocusPolicy(Qt.StrongFocus)  # Tab reaches it, as a click does
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.rungs, 1)
        layout.addWidget(self.next_button, 0, Qt.AlignLeft)
        self._lines: list[str] = []
        self._answer = False
        self.retranslate()
        self.restyle()

    def retranslate(self) -> None:
        """Its name and description for a screen reader."""
        self.rungs.setAccessibleName(translate("Coach", "How to find it"))
        self.rungs.setToolTip(
            translate(
                "Coach",
                "How to find an answer, a hint a line, least given away first; choose an "
                "answer in the list (click it, or press Enter on it) to see how to find it",
            )
        )
        self.next_button.setText(translate("Coach", "&Next hint"))
        self.next_button.setToolTip(translate("Coach", "Show one more hint; the answer comes last"))

    def restyle(self) -> None:
        """The caption's and the rungs' colours for the palette in use."""
        self.caption.setStyleSheet(text_style("muted", bold=True))
        self.rungs.setHtml(rungs_html(self._lines, self._answer) if self._lines else "")

    def show_rungs(
        self, title: str, lines: Sequence[str], answer: bool = False, more: bool = False
    ) -> None:
        """Show a title and the rungs (none: an empty pane under the title), the last in view;
        `answer`: the last is the answer (in bold); `more`: the player may ask for another."""
        self.caption.setText(title)
        self._lines = list(lines)
        self._answer = answer
        self.restyle()
        self.rungs.moveCursor(QTextCursor.End)
        self.rungs.ensureCursorVisible()
        if not more and self.next_button.hasFocus():
            self.rungs.setFocus(Qt.OtherFocusReason)  # the hints read on where the button was
        self.next_button.setEnabled(more)
