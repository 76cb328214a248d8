"""CoachPane: the helper's "How to find it", the coach's rungs one a line under a caption."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

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
    """A caption ("How to find it") over the rungs, least revealing first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = plain_label(self)
        self.rungs = QTextBrowser(self)
        self.rungs.document().setDocumentMargin(8)
        self.rungs.setMinimumWidth(240)
        self.rungs.setFocusPolicy(Qt.StrongFocus)  # Tab reaches it, as a click does
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.rungs, 1)
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

    def restyle(self) -> None:
        """The caption's and the rungs' colours for the palette in use."""
        self.caption.setStyleSheet(text_style("muted", bold=True))
        self.rungs.setHtml(rungs_html(self._lines, self._answer) if self._lines else "")

    def show_rungs(self, title: str, lines: Sequence[str], answer: bool = False) -> None:
        """Show a title and the rungs (none: an empty pane under the title); `answer`: the last
        is the answer (in bold)."""
        self.caption.setText(title)
        self._lines = list(lines)
        self._answer = answer
        self.restyle()
