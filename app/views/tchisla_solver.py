"""Tchisla's solver page: type a target, pick a digit (or all of 1..9), see the answers and their
working.

The search runs in the page's JobRunner as one job that solves the digits in turn: a progress
bar ("3 of 9 digits") and a Cancel button show while it works, each digit's row fills in as soon
as it is solved, and a new Solve (or Cancel) stops the old search, so the window never waits.
The words are `app.game.tchisla`'s; this page only shows them.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QListWidget,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solver import SolverError
from solver.tchisla import TchislaResult

from ..game.tchisla import (
    DIGITS,
    DigitSweep,
    TchislaRequest,
    describe,
    digit_rows,
    progress_text,
    searching_words,
    stopped_text,
    summary_text,
)
from ..i18n import translate
from ..shell.context import AppContext
from ..shell.theme import enlarge, text_style
from ..shell.worker import CancelToken
from ..widgets.actions import ENTER_KEYS, ActionsView, ViewAction
from ..widgets.adaptive import Adaptive
from ..widgets.labels import WrappedLabel, keep_room, labelled, plain_label
from ..widgets.pages import push_button
from ..widgets.tchisla_fields import digit_field, target_field


def columns() -> list[str]:
    """The headers of the table of digits."""
    return [
        translate("Tchisla", "Digit"),
        translate("Tchisla", "Copies"),
        translate("Tchisla", "Expression"),
    ]


class TchislaSolverPage(ActionsView, Adaptive, QWidget):
    """Target and digit in; a row per digit solved, and the chosen row's answer and working.

    Its words and colours are set by the Tchisla view once the page is in its tabs
    (`retranslate`, `restyle`): the tabs measure the page before its words are in, and its row
    of inputs keeps that measure (a Qt layout caches a nested row's size), which sets how wide
    the window's first layout is. Set first, the words would widen it (and every screenshot).
    """

    #: the search started or stopped (the Tchisla view's Cancel follows it)
    changed = pyqtSignal()

    solve_action = ViewAction(
        "solve",
        text=lambda: translate("Tchisla", "&Solve"),
        tip=lambda: translate(
            "Tchisla", "Find the answer with the fewest copies of the digit (Enter)"
        ),
    )
    solve_all_action = ViewAction(
        "solve_all",
        ("Ctrl+Return", "Ctrl+Enter"),
        text=lambda: translate("Tchisla", "Solve &all digits"),
        tip=lambda: translate(
            "Tchisla", "Solve the target for each digit 1..9 in turn, one row each"
        ),
    )
    #: Enter on this page solves (the puzzle page's Enter words both)
    enter_action = ViewAction("solve", ENTER_KEYS)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.runner = context.make_runner(self)
        self.request: TchislaRequest | None = None
        self.sweep: DigitSweep | None = None
        #: The digits solved by the latest request, in table order, and the one shown.
        self.results: tuple[TchislaResult, ...] = ()
        self.result: TchislaResult | None = None
        #: the status, worked out again in the language in use, and whether it says a problem
        #: (drawn in the error colour)
        self._status: Callable[[], str] = lambda: ""
        self._status_error = False
        self.make_actions()
        self._build()
        self.runner.report_to(
            self._solved, self._failed, self._progress, self._cancelled, started=self.changed.emit
        )

    # --- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        """The inputs with the buttons and progress, the answer, the table and steps."""
        self.status = WrappedLabel(self)
        self.answer = WrappedLabel(self)
        self.answer.setTextInteractionFlags(Qt.TextSelectableByMouse)
        enlarge(self.answer, 1.6)
        self.count = WrappedLabel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(self._inputs())
        layout.addWidget(self.status)
        layout.addWidget(self.answer)
        layout.addWidget(self.count)
        layout.addLayout(self._results_and_steps(), 1)

    def _inputs(self) -> QHBoxLayout:
        """Target, digit, Solve, Solve all digits, the progress bar and Cancel (made in the
        order they stand)."""
        self.target_edit = target_field(self)
        self.digit_spin = digit_field(self)
        self.solve_button = push_button(self, self.solve)
        self.all_button = push_button(self, self.solve_all)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setVisible(False)
        keep_room(self.busy_bar)  # (Cancel, after it, stays where it is when it comes)
        self.cancel_button = push_button(self, self.cancel)
        self.cancel_button.setEnabled(False)
        inputs = QHBoxLayout()
        inputs.setSpacing(8)
        self.target_label, self.digit_label = labelled(inputs, self.target_edit, self.digit_spin)
        inputs.addWidget(self.solve_button)
        inputs.addWidget(self.all_button)
        inputs.addWidget(self.busy_bar, 1)
        inputs.addWidget(self.cancel_button)
        inputs.addStretch()
        return inputs

    def _results_and_steps(self) -> QHBoxLayout:
        """The table of digits on the left, the chosen row's working on the right."""
        self.table_label = plain_label(self)
        self.table = QTableWidget(0, 3, self)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table, the arrows move in it
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.Stretch)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.steps_label = plain_label(self)
        self.steps = QListWidget(self)
        columns_row = QHBoxLayout()
        for label, widget, stretch in (
            (self.table_label, self.table, 3),
            (self.steps_label, self.steps, 2),
        ):
            column = QVBoxLayout()
            label.setBuddy(widget)
            column.addWidget(label)
            column.addWidget(widget, 1)
            columns_row.addLayout(column, stretch)
        return columns_row

    # --- language and palette --------------------------------------------------------------

    def retranslate(self) -> None:
        """Every fixed text of the page, in the current language (Cancel is the view's)."""
        self.retitle_actions()
        self.target_label.setText(translate("Tchisla", "&Target"))
        self.digit_label.setText(translate("Tchisla", "&Digit"))
        self.target_edit.setToolTip(
            translate("Tchisla", "The whole number to reach (Enter solves for the digit)")
        )
        self.digit_spin.setToolTip(translate("Tchisla", "The digit to use (1..9)"))
        self.solve_button.setText(self.solve_action.text())
        self.solve_button.setToolTip(self.solve_action.toolTip())
        self.all_button.setText(self.solve_all_action.text())
        self.all_button.setToolTip(self.solve_all_action.toolTip())
        self.busy_bar.setAccessibleName(translate("Tchisla", "Digits solved"))
        self.table_label.setText(translate("Tchisla", "A&nswers:"))
        self.steps_label.setText(translate("Tchisla", "&Working:"))
        self.table.setHorizontalHeaderLabels(columns())
        self.table.setToolTip(
            translate("Tchisla", "One row per digit solved; choose a row to see its working")
        )
        self.steps.setToolTip(translate("Tchisla", "The working, one operation per line"))
        self.status.setText(self._status())
        if self.sweep is not None:
            self._show_rows(self.sweep.request.digits, self.results)

    def restyle(self) -> None:
        """The colours for the palette in use: a target that cannot be read or solved in the
        error colour (its words also say so)."""
        self.status.setStyleSheet(text_style("error") if self._status_error else "")

    def _say(self, message: Callable[[], str], error: bool = False) -> None:
        """The status (worked out again if the language changes); a problem in the error
        colour."""
        self._status = message
        self._status_error = error
        self.status.setText(message())
        self.restyle()

    # --- solving ---------------------------------------------------------------------------

    def solve(self) -> None:
        """Solve what is typed for the chosen digit (a search still running is cancelled)."""
        self._start(self.digit_spin.value())

    def solve_all(self) -> None:
        """Solve what is typed for each digit 1..9 in one job, row by row."""
        self._start(DIGITS)

    def cancel(self) -> None:
        """Stop the running search."""
        self.runner.cancel()

    def set_puzzle(self, target: int, digit: int) -> None:
        """Type a puzzle into the inputs (does not solve it)."""
        self.target_edit.setText(str(target))
        self.digit_spin.setValue(digit)

    def _start(self, digits: int | tuple[int, ...]) -> None:
        """Check the input, clear the old answers and submit one job for the digits."""
        try:
            request = TchislaRequest.parse(self.target_edit.text(), digits)
        except SolverError as error:
            self.runner.cancel()
            self.request = self.sweep = None
            self._show_rows((), ())
            reason = str(error).rstrip(".")
            self._say(
                lambda: translate("Tchisla", "Cannot solve: {reason}.").format(reason=reason),
                error=True,
            )
            return
        sweep = DigitSweep(request)

        def job(token: CancelToken) -> tuple[TchislaResult, ...]:
            return sweep.solve(cancel=token.cancelled, report=token.report)

        self.request, self.sweep = request, sweep
        self._show_rows(request.digits, ())
        self._say(lambda: translate("Tchisla", "Searching {request} …").format(request=request))
        self._set_busy(True, len(request.digits))
        self.runner.submit(job)
        self.changed.emit()

    def _set_busy(self, busy: bool, total: int = 0) -> None:
        """Show or hide the progress bar (a busy bar for one digit) and enable Cancel."""
        self.busy_bar.setRange(0, total if total > 1 else 0)
        self.busy_bar.setValue(0)
        self.busy_bar.setFormat(progress_text(0, total))
        self.busy_bar.setTextVisible(total > 1)
        self.busy_bar.setVisible(busy)
        self.cancel_button.setEnabled(busy)
        self.changed.emit()

    def _progress(self, done: int, total: int) -> None:
        """A digit is solved: fill its row (and its answer, if that row is chosen).

        A report with total 0 is the count of copies being searched for the current digit.
        """
        if self.sweep is None:
            return
        if total == 0:
            request = self.sweep.request
            self._say(
                lambda: translate("Tchisla", "Searching {request} … {searching}").format(
                    request=request, searching=searching_words(done)
                )
            )
            return
        self.busy_bar.setValue(done)
        self.busy_bar.setFormat(progress_text(done, total))
        request = self.sweep.request
        self._say(
            lambda: translate("Tchisla", "Searching {request} … {progress} done").format(
                request=request, progress=progress_text(done, total)
            )
        )
        self._show_rows(self.sweep.request.digits, self.sweep.results[:done])

    def _solved(self, results: tuple[TchislaResult, ...]) -> None:
        """All digits are solved: the summary, every row, and a row chosen if none is."""
        self._set_busy(False)
        request = self.request
        assert request is not None
        self._show_rows(request.digits, results)
        self._say(lambda: summary_text(str(request), results))
        if not self.table.selectedItems():
            digit = self.digit_spin.value()
            self.table.selectRow(request.digits.index(digit) if digit in request.digits else 0)

    def _failed(self, message: str) -> None:
        """Keep the digits solved so far and say what went wrong."""
        self._stop()
        self._say(
            lambda: translate("Tchisla", "Could not solve: {reason}.").format(
                reason=message.rstrip(".")
            ),
            error=True,
        )

    def _cancelled(self) -> None:
        """Keep the digits solved so far and say how far the search got."""
        self._stop()
        if self.sweep is not None:
            done, total = len(self.results), len(self.sweep.request.digits)
            self._say(lambda: stopped_text(done, total))

    def _stop(self) -> None:
        """The search ended early: the digits not solved say they were not searched."""
        self._set_busy(False)
        if self.sweep is not None:
            self._show_rows(self.sweep.request.digits, self.results, stopped=True)

    # --- showing ---------------------------------------------------------------------------

    def _show_rows(
        self,
        digits: tuple[int, ...],
        results: tuple[TchislaResult, ...],
        stopped: bool = False,
    ) -> None:
        """A row per digit, written into the table in place so the chosen row stays chosen."""
        self.results = results
        rows = digit_rows(digits, results, stopped)
        if len(rows) != self.table.rowCount():
            self.table.clearContents()
            self.table.setRowCount(len(rows))
        for index, row in enumerate(rows):
            for column, text in enumerate((str(row.digit), row.copies, row.expression)):
                item = self.table.item(index, column)
                if item is None:
                    item = QTableWidgetItem()
                    if column < 2:
                        item.setTextAlignment(Qt.AlignCenter)
                    self.table.setItem(index, column, item)
                item.setText(text)
                item.setToolTip(text if column == 2 else "")
        self._show_selected()

    def _show_selected(self) -> None:
        """Show the chosen row's answer, count and working (or clear them)."""
        rows = {item.row() for item in self.table.selectedItems()}
        row = min(rows) if rows else -1
        self._show_answer(self.results[row] if 0 <= row < len(self.results) else None)

    def _show_answer(self, result: TchislaResult | None) -> None:
        """Fill the answer, the count and the steps (or clear them)."""
        self.result = result
        self.steps.clear()
        if result is None:
            self.answer.setText("")
            self.count.setText("")
            return
        words = describe(result)
        self.answer.setText(words.answer)
        self.count.setText(words.count)
        self.steps.addItems(list(words.steps))
