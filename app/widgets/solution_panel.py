"""SolutionPanel: every answer in a list; the selected one's working beside it."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PyQt5.QtCore import QEvent, QObject, Qt, pyqtSignal
from PyQt5.QtGui import QKeySequence, QPalette
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


def _titled(body: QWidget, parent: QWidget) -> tuple[QWidget, QLabel]:
    """A small caption above a widget (its text set later); the box and the caption."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(4)
    caption = plain_label(box)
    caption.setObjectName("caption")
    caption.setBuddy(body)
    layout.addWidget(caption)
    layout.addWidget(body, 1)
    return box, caption


class SolutionPanel(Adaptive, QSplitter):
    """A list of solutions (× ÷ −) and the selected one's steps; `copied(text)` after a copy."""

    copied = pyqtSignal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Horizontal, parent)
        self.solutions: list[Solution] = []
        self.answers = QListWidget(self)
        self.answers.setSelectionMode(QAbstractItemView.SingleSelection)
        self.answers.setAlternatingRowColors(True)
        self.answers.setUniformItemSizes(True)
        enlarge(self.answers, 1.35)
        self.steps = QTextBrowser(self)
        self.steps.setFont(self.answers.font())
        self.steps.document().setDocumentMargin(10)
        self.steps.setMinimumWidth(240)
        # the keyboard may select and copy the working: a text cursor shows the focus there
        self.steps.setTextInteractionFlags(Qt.TextSelectableByMouse | Qt.TextSelectableByKeyboard)
        answers_box, answers_caption = _titled(self.answers, self)
        steps_box, steps_caption = _titled(self.steps, self)
        #: each pane's caption: its colour says which pane has the focus (a list or a text
        #: shows no focus of its own)
        self.captions = {self.answers: answers_caption, self.steps: steps_caption}
        for pane in self.captions:
            pane.installEventFilter(self)
        self.addWidget(answers_box)
        self.addWidget(steps_box)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 1)
        self.setChildrenCollapsible(False)
        self.copy_action = QAction(self.answers)
        self.copy_action.setShortcut(QKeySequence.Copy)
        self.copy_action.setShortcutContext(Qt.WidgetShortcut)
        self.copy_action.triggered.connect(self.copy_selected)
        self.answers.addAction(self.copy_action)
        self.copy_all_action = QAction(self.answers)
        self.copy_all_action.triggered.connect(self.copy_all)
        self.answers.addAction(self.copy_all_action)
        self.answers.setContextMenuPolicy(Qt.ActionsContextMenu)
        self.answers.currentRowChanged.connect(self._show_steps)
        self.retranslate()
        self.restyle()

    def retranslate(self) -> None:
        """Every fixed text, in the current language (the answers shown again)."""
        answers, steps = self.captions.values()
        answers.setText(translate("SolutionPanel", "Answers"))
        steps.setText(translate("SolutionPanel", "Working"))
        self.answers.setAccessibleName(translate("SolutionPanel", "Answers"))
        self.answers.setToolTip(
            translate(
                "SolutionPanel",
                "Every distinct answer; select one to see its working (Ctrl+C copies it)",
            )
        )
        self.steps.setAccessibleName(translate("SolutionPanel", "Working"))
        self.steps.setToolTip(
            translate("SolutionPanel", "The working of the selected answer, one operation per line")
        )
        self.copy_action.setText(translate("SolutionPanel", "Copy answer"))
        self.copy_all_action.setText(translate("SolutionPanel", "Copy all answers"))
        if self.solutions:
            self.show_solutions(self.solutions)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A pane gains or loses the focus: its caption says so."""
        if event.type() in (QEvent.FocusIn, QEvent.FocusOut):
            self.restyle()
        return False

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
        """The captions' and the working's colours for the palette in use; the caption of the
        pane with the focus in the highlight colour, underlined."""
        highlight = self.palette().color(QPalette.Highlight).name()
        for pane, caption in self.captions.items():
            focused = f"color: {highlight}; font-weight: bold; text-decoration: underline;"
            caption.setStyleSheet(focused if pane.hasFocus() else text_style("muted", bold=True))
        self._show_steps(self.answers.currentRow())

    def _show_steps(self, row: int) -> None:
        """Show the working of the solution in a row."""
        if 0 <= row < len(self.solutions):
            self.steps.setHtml(working_html(self.solutions[row]))
        else:
            self.steps.clear()
