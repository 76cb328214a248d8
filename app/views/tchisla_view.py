"""Tchisla: type a target, pick a digit (or all of 1..9), see the answers and their working.

The search runs in the view's JobRunner as one job that solves the digits in turn: a progress
bar ("3 of 9 digits") and a Cancel button show while it works, each digit's row fills in as soon
as it is solved, and a new Solve (or Cancel) stops the old search, so the window never waits.
"""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QKeySequence
from PyQt5.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QShortcut,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solver import SolverError
from solver.tchisla import TchislaResult

from ..context import AppContext
from ..tchisla import (
    DIGITS,
    DigitSweep,
    TchislaRequest,
    describe,
    digit_rows,
    progress_text,
    stopped_text,
    summary_text,
)
from ..theme import enlarge
from ..worker import CancelToken

RULES = (
    "Reach the target with as few copies of one digit as you can, using + − × ÷, ^ (power), "
    "√ (square root), ! (factorial) and the digit repeated (7, 77, 777)."
)
COLUMNS = ("Digit", "Copies", "Expression")


class TchislaView(QWidget):
    """Target and digit in; a row per digit solved, and the chosen row's answer and working."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.runner = context.make_runner(self)
        self.request: TchislaRequest | None = None
        self.sweep: DigitSweep | None = None
        #: The digits solved by the latest request, in table order, and the one shown.
        self.results: tuple[TchislaResult, ...] = ()
        self.result: TchislaResult | None = None
        self._build()
        self.runner.finished.connect(self._solved)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)
        self.runner.progress.connect(self._progress)

    # --- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        """Rules, the inputs with the buttons and progress, the answer, the table and steps."""
        rules = QLabel(RULES, self)
        rules.setWordWrap(True)
        self.status = QLabel("", self)
        self.status.setWordWrap(True)
        self.answer = QLabel("", self)
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextSelectableByMouse)
        enlarge(self.answer, 1.6)
        self.count = QLabel("", self)
        layout = QVBoxLayout(self)
        layout.addWidget(rules)
        layout.addLayout(self._inputs())
        layout.addWidget(self.status)
        layout.addWidget(self.answer)
        layout.addWidget(self.count)
        layout.addLayout(self._results_and_steps(), 1)

    def _inputs(self) -> QHBoxLayout:
        """Target, digit, Solve, Solve all digits, the progress bar and Cancel."""
        self.target_edit = QLineEdit("2016", self)
        self.target_edit.setToolTip("The whole number to reach (Enter solves for the digit)")
        self.target_edit.setMaximumWidth(160)
        self.target_edit.returnPressed.connect(self.solve)
        self.digit_spin = QSpinBox(self)
        self.digit_spin.setRange(1, 9)
        self.digit_spin.setValue(7)
        self.digit_spin.setToolTip("The digit to use (1..9)")
        self.solve_button = QPushButton("&Solve", self)
        self.solve_button.setToolTip("Find the answer with the fewest copies of the digit (Enter)")
        self.solve_button.setDefault(True)
        self.solve_button.clicked.connect(self.solve)
        self.all_button = QPushButton("Solve &all digits", self)
        self.all_button.setToolTip(
            "Solve the target for each digit 1..9 in turn, one row each (Alt+A or Ctrl+Enter)"
        )
        self.all_button.clicked.connect(self.solve_all)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.solve_all)
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.setToolTip("Stop the search (Esc)")
        self.cancel_button.setShortcut(Qt.Key_Escape)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setVisible(False)
        inputs = QHBoxLayout()
        inputs.setSpacing(8)
        for text, field in (("&Target", self.target_edit), ("&Digit", self.digit_spin)):
            label = QLabel(text, self)
            label.setBuddy(field)
            label.setMinimumWidth(label.sizeHint().width() + 4)
            inputs.addWidget(label)
            inputs.addWidget(field)
        inputs.addWidget(self.solve_button)
        inputs.addWidget(self.all_button)
        inputs.addWidget(self.busy_bar, 1)
        inputs.addWidget(self.cancel_button)
        inputs.addStretch()
        return inputs

    def _results_and_steps(self) -> QHBoxLayout:
        """The table of digits on the left, the chosen row's working on the right."""
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.setToolTip("One row per digit solved; choose a row to see its working")
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.Stretch)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.steps = QListWidget(self)
        self.steps.setToolTip("The working, one operation per line")
        columns = QHBoxLayout()
        for text, widget, stretch in (("A&nswers:", self.table, 3), ("&Working:", self.steps, 2)):
            column = QVBoxLayout()
            label = QLabel(text, self)
            label.setBuddy(widget)
            column.addWidget(label)
            column.addWidget(widget, 1)
            columns.addLayout(column, stretch)
        return columns

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

    def prepare_screenshot(self, _cards: object = None) -> None:
        """Show 2016 for every digit with the sevens chosen, for ``python -m app --screenshot``."""
        self.set_puzzle(2016, 7)
        self.solve_all()

    def _start(self, digits: int | tuple[int, ...]) -> None:
        """Check the input, clear the old answers and submit one job for the digits."""
        try:
            request = TchislaRequest.parse(self.target_edit.text(), digits)
        except SolverError as error:
            self.runner.cancel()
            self.request = self.sweep = None
            self._show_rows((), ())
            self.status.setText(f"Cannot solve: {error}.")
            return
        sweep = DigitSweep(request)

        def job(token: CancelToken) -> tuple[TchislaResult, ...]:
            return sweep.solve(cancel=token.cancelled, report=token.report)

        self.request, self.sweep = request, sweep
        self._show_rows(request.digits, ())
        self.status.setText(f"Searching {request} …")
        self._set_busy(True, len(request.digits))
        self.runner.submit(job)

    def _set_busy(self, busy: bool, total: int = 0) -> None:
        """Show or hide the progress bar (a busy bar for one digit) and enable Cancel."""
        self.busy_bar.setRange(0, total if total > 1 else 0)
        self.busy_bar.setValue(0)
        self.busy_bar.setFormat(progress_text(0, total))
        self.busy_bar.setTextVisible(total > 1)
        self.busy_bar.setVisible(busy)
        self.cancel_button.setEnabled(busy)

    def _progress(self, done: int, total: int) -> None:
        """A digit is solved: fill its row (and its answer, if that row is chosen)."""
        if self.sweep is None:
            return
        self.busy_bar.setValue(done)
        self.busy_bar.setFormat(progress_text(done, total))
        self.status.setText(f"Searching {self.sweep.request} … {progress_text(done, total)} done")
        self._show_rows(self.sweep.request.digits, self.sweep.results[:done])

    def _solved(self, results: tuple[TchislaResult, ...]) -> None:
        """All digits are solved: the summary, every row, and a row chosen if none is."""
        self._set_busy(False)
        request = self.request
        assert request is not None
        self._show_rows(request.digits, results)
        self.status.setText(summary_text(str(request), results))
        if not self.table.selectedItems():
            digit = self.digit_spin.value()
            self.table.selectRow(request.digits.index(digit) if digit in request.digits else 0)

    def _failed(self, message: str) -> None:
        """Keep the digits solved so far and say what went wrong."""
        self._stop()
        self.status.setText(f"Could not solve: {message}.")

    def _cancelled(self) -> None:
        """Keep the digits solved so far and say how far the search got."""
        self._stop()
        if self.sweep is not None:
            self.status.setText(stopped_text(len(self.results), len(self.sweep.request.digits)))

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
