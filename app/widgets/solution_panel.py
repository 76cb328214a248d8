"""SolutionPanel: every answer in a list; the selected one's working beside it."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtGui import QKeySequence
from PyQt5.QtWidgets import (
    QAbstractItemView,
    QAction,
    QApplication,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from solver import Solution, format_number

from ..i18n import translate
from ..shell.theme import colours, enlarge, text_style
from .adaptive import Adaptive
from .labels import plain_label


def working_html(solution: Solution) -> str:
    """The working of a solution as numbered steps, e.g. ``1.  8÷3 = 8/3``."""
    value = format_number(solution.value).replace("-", "−")
    rows = "".join(
        f"<tr><td style='color:{colours().muted}; padding-right:10px'>{number}.</td>"
        f"<td>{escape(step.text('unicode'))}</td></tr>"
        for number, step in enumerate(solution.steps, 1)
    )
    return (
        f"<p style='font-size:large'><b>{escape(solution.display())} = {value}</b></p>"
        f"<table cellspacing='3'>{rows}</table>"
    )


def _titled(title: str, body: QWidget, parent: QWidget) -> QWidget:
    """A small caption above a widget."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(4)
    caption = plain_label(box, title)
    caption.setObjectName("caption")
    caption.setStyleSheet(text_style("muted", bold=True))
    layout.addWidget(caption)
    layout.addWidget(body, 1)
    return box


class SolutionPanel(Adaptive, QSplitter):
    """A list of solutions (× ÷ −) and the selected one's steps; `copied(text)` after a copy."""

    copied = pyqtSignal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Horizontal, parent)
        self.solutions: list[Solution] = []
        self.answers = QListWidget(self)
        self.answers.setAccessibleName(translate("SolutionPanel", "Answers"))
        self.answers.setToolTip(
            translate(
                "SolutionPanel",
                "Every distinct answer; select one to see its working (Ctrl+C copies it)",
            )
        )
        self.answers.setSelectionMode(QAbstractItemView.SingleSelection)
        self.answers.setAlternatingRowColors(True)
        self.answers.setUniformItemSizes(True)
        enlarge(self.answers, 1.35)
        self.steps = QTextBrowser(self)
        self.steps.setAccessibleName(translate("SolutionPanel", "Working"))
        self.steps.setToolTip(
            translate("SolutionPanel", "The working of the selected answer, one operation per line")
        )
        self.steps.setFont(self.answers.font())
        self.steps.document().setDocumentMargin(10)
        self.steps.setMinimumWidth(240)
        self.addWidget(_titled(translate("SolutionPanel", "Answers"), self.answers, self))
        self.addWidget(_titled(translate("SolutionPanel", "Working"), self.steps, self))
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 1)
        self.setChildrenCollapsible(False)
        copy = QAction(translate("SolutionPanel", "Copy answer"), self.answers)
        copy.setShortcut(QKeySequence.Copy)
        copy.setShortcutContext(Qt.WidgetShortcut)
        copy.triggered.connect(self.copy_selected)
        self.answers.addAction(copy)
        copy_all = QAction(translate("SolutionPanel", "Copy all answers"), self.answers)
        copy_all.triggered.connect(self.copy_all)
        self.answers.addAction(copy_all)
        self.answers.setContextMenuPolicy(Qt.ActionsContextMenu)
        self.answers.currentRowChanged.connect(self._show_steps)

    def show_solutions(self, solutions: Sequence[Solution]) -> None:
        """List the solutions and show the first one's working."""
        self.solutions = list(solutions)
        self.answers.clear()
        for solution in self.solutions:
            item = QListWidgetItem(solution.display())
            item.setToolTip(
                translate("SolutionPanel", "{answer}   (to type: {text})").format(
                    answer=solution.display(), text=solution.text
                )
            )
            self.answers.addItem(item)
        if self.solutions:
            self.answers.setCurrentRow(0)
        else:
            self.steps.clear()

    def clear(self) -> None:
        """No answers shown."""
        self.show_solutions([])

    def selected(self) -> Solution | None:
        """The selected solution, if any."""
        row = self.answers.currentRow()
        return self.solutions[row] if 0 <= row < len(self.solutions) else None

    def copy_selected(self) -> None:
        """Copy the selected answer to the clipboard."""
        solution = self.selected()
        if solution is not None:
            self._copy(solution.display())

    def copy_all(self) -> None:
        """Copy every answer, one a line."""
        if self.solutions:
            self._copy("\n".join(solution.display() for solution in self.solutions))

    def _copy(self, text: str) -> None:
        """Put text on the clipboard and say so."""
        clipboard = QApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
            self.copied.emit(text)

    def restyle(self) -> None:
        """The captions' and the working's colours for the palette in use."""
        for caption in self.findChildren(QLabel, "caption"):
            caption.setStyleSheet(text_style("muted", bold=True))
        self._show_steps(self.answers.currentRow())

    def _show_steps(self, row: int) -> None:
        """Show the working of the solution in a row."""
        if 0 <= row < len(self.solutions):
            self.steps.setHtml(working_html(self.solutions[row]))
        else:
            self.steps.clear()
