"""Tchisla: two pages, the solver and a puzzle to play.

Solver: type a target, pick a digit (or all of 1..9), see the answers and their working. The
search runs in the view's JobRunner as one job that solves the digits in turn: a progress bar
("3 of 9 digits") and a Cancel button show while it works, each digit's row fills in as soon as
it is solved, and a new Solve (or Cancel) stops the old search, so the window never waits.

Puzzle: choose a target and a digit, or be dealt one (Ctrl+N), and type answers; each is checked
exactly and compared with the fewest copies the solver finds meanwhile in a second runner
("searching 7 copies…", Esc cancels). Ctrl+H reveals a step of a best answer. The rules and the
words are `app.tchisla.PuzzleState`'s; this page only shows them.
"""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QKeySequence
from PyQt5.QtWidgets import (
    QAbstractItemView,
    QAction,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QShortcut,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from solver import SolverError
from solver.i18n import translate
from solver.tchisla import TchislaResult

from ..context import AppContext
from ..tchisla import (
    DIGITS,
    DigitSweep,
    Kind,
    Puzzle,
    PuzzleState,
    TchislaRequest,
    describe,
    digit_rows,
    progress_text,
    searching_words,
    stopped_text,
    summary_text,
)
from ..widgets.fonts import enlarge
from ..worker import CancelToken


def rules() -> str:
    """The rules above both pages."""
    return translate(
        "Tchisla",
        "Reach the target with as few copies of one digit as you can, using + − × ÷, ^ (power; "
        "its exponent may be negated for free: 2^(−2) = 1/4), √ (square root), ! (factorial) "
        "and the digit repeated (7, 77, 777).",
    )


def answer_help() -> str:
    """How to type an answer (the tooltip of the answer box)."""
    return translate(
        "Tchisla",
        "Type with the digit, + - * / (or × ÷), ^ or ** (2^-2 or 2^(-2) for a negated "
        "exponent), √ or sqrt(…) or r for a square root, ! and brackets. Enter checks.",
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
        #: The puzzle being played, and the runner of its solver (apart from the solver page's).
        self.puzzle: PuzzleState | None = None
        self.puzzle_runner = context.make_runner(self)
        self._build()
        self.runner.finished.connect(self._solved)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)
        self.runner.progress.connect(self._progress)
        self.puzzle_runner.finished.connect(self._puzzle_solved)
        self.puzzle_runner.failed.connect(self._puzzle_stopped)
        self.puzzle_runner.cancelled.connect(self._puzzle_stopped)
        self.puzzle_runner.progress.connect(self._puzzle_progress)

    # --- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        """Rules, then two pages: the solver and the puzzle."""
        rules_label = QLabel(rules(), self)
        rules_label.setWordWrap(True)
        rules_label.setTextFormat(Qt.PlainText)
        self.pages = QTabWidget(self)
        self.pages.setDocumentMode(True)
        solver_page = QWidget(self.pages)
        self._build_solver(solver_page)
        puzzle_page = QWidget(self.pages)
        self._build_puzzle(puzzle_page)
        self.pages.addTab(solver_page, translate("Tchisla", "S&olver"))
        self.pages.addTab(puzzle_page, translate("Tchisla", "&Puzzle"))
        self.pages.setTabToolTip(0, translate("Tchisla", "Find the fewest copies for a target"))
        self.pages.setTabToolTip(1, translate("Tchisla", "Play: find an answer yourself"))
        layout = QVBoxLayout(self)
        layout.addWidget(rules_label)
        layout.addWidget(self.pages, 1)

    def _build_solver(self, page: QWidget) -> None:
        """The inputs with the buttons and progress, the answer, the table and steps."""
        self.status = QLabel("", page)
        self.status.setWordWrap(True)
        self.answer = QLabel("", page)
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextSelectableByMouse)
        enlarge(self.answer, 1.6)
        self.count = QLabel("", page)
        layout = QVBoxLayout(page)
        layout.addLayout(self._inputs())
        layout.addWidget(self.status)
        layout.addWidget(self.answer)
        layout.addWidget(self.count)
        layout.addLayout(self._results_and_steps(), 1)

    def _build_puzzle(self, page: QWidget) -> None:
        """Choose or deal a puzzle, type answers, see the feedback, hints and the search."""
        self.puzzle_target = QLineEdit("2016", page)
        self.puzzle_target.setMaximumWidth(160)
        self.puzzle_target.setToolTip(translate("Tchisla", "The target of a puzzle you choose"))
        self.puzzle_target.returnPressed.connect(self.start_puzzle)
        self.puzzle_digit = QSpinBox(page)
        self.puzzle_digit.setRange(1, 9)
        self.puzzle_digit.setValue(7)
        self.start_button = QPushButton(translate("Tchisla", "&Start"), page)
        self.start_button.setToolTip(translate("Tchisla", "Play this target and digit"))
        self.start_button.clicked.connect(self.start_puzzle)
        self.deal_button = QPushButton(translate("Tchisla", "&Deal a puzzle"), page)
        self.deal_button.setToolTip(translate("Tchisla", "A random target and digit (Ctrl+N)"))
        self.deal_button.clicked.connect(self.new_deal)
        choose = QHBoxLayout()
        for text, field in (
            (translate("Tchisla", "Ta&rget"), self.puzzle_target),
            (translate("Tchisla", "D&igit"), self.puzzle_digit),
        ):
            label = QLabel(text, page)
            label.setBuddy(field)
            choose.addWidget(label)
            choose.addWidget(field)
        choose.addWidget(self.start_button)
        choose.addWidget(self.deal_button)
        choose.addStretch()
        self.task = QLabel("", page)
        self.task.setTextFormat(Qt.PlainText)
        self.task.setWordWrap(True)
        enlarge(self.task, 1.4)
        self.answer_edit = QLineEdit(page)
        self.answer_edit.setPlaceholderText(translate("Tchisla", "your answer, e.g. 77/7"))
        self.answer_edit.setToolTip(answer_help())
        self.answer_edit.returnPressed.connect(self.check_answer)
        self.check_button = QPushButton(translate("Tchisla", "&Check"), page)
        self.check_button.setToolTip(translate("Tchisla", "Check the answer exactly (Enter)"))
        self.check_button.clicked.connect(self.check_answer)
        self.hint_action = QAction(translate("Tchisla", "Hin&t"), page)
        self.hint_action.setShortcut(QKeySequence("Ctrl+H"))
        self.hint_action.setShortcutContext(Qt.WidgetWithChildrenShortcut)
        self.hint_action.setToolTip(translate("Tchisla", "Show one step of a best answer (Ctrl+H)"))
        self.hint_action.triggered.connect(self.show_hint)
        page.addAction(self.hint_action)
        self.hint_button = QPushButton(self.hint_action.text(), page)
        self.hint_button.setToolTip(self.hint_action.toolTip())
        self.hint_button.clicked.connect(self.hint_action.trigger)
        typing = QHBoxLayout()
        answer_label = QLabel(translate("Tchisla", "&Answer"), page)
        answer_label.setBuddy(self.answer_edit)
        typing.addWidget(answer_label)
        typing.addWidget(self.answer_edit, 1)
        typing.addWidget(self.check_button)
        typing.addWidget(self.hint_button)
        self.feedback = QLabel("", page)
        self.feedback.setTextFormat(Qt.PlainText)
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.best = QLabel("", page)
        self.best.setTextFormat(Qt.PlainText)
        self.best.setWordWrap(True)
        self.hints = QListWidget(page)
        self.hints.setToolTip(translate("Tchisla", "The steps revealed, the last step first"))
        self.search_status = QLabel("", page)
        self.search_status.setTextFormat(Qt.PlainText)
        self.puzzle_bar = QProgressBar(page)
        self.puzzle_bar.setRange(0, 0)
        self.puzzle_bar.setTextVisible(False)
        self.puzzle_bar.setVisible(False)
        self.puzzle_cancel = QPushButton(translate("Tchisla", "Cancel"), page)
        self.puzzle_cancel.setToolTip(translate("Tchisla", "Stop the solver's search (Esc)"))
        self.puzzle_cancel.setShortcut(Qt.Key_Escape)
        self.puzzle_cancel.setEnabled(False)
        self.puzzle_cancel.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        self.puzzle_cancel.clicked.connect(self.puzzle_runner_cancel)
        search = QHBoxLayout()
        search.addWidget(self.search_status)
        search.addWidget(self.puzzle_bar, 1)
        search.addWidget(self.puzzle_cancel)
        hints_label = QLabel(translate("Tchisla", "Hi&nts:"), page)
        hints_label.setBuddy(self.hints)
        layout = QVBoxLayout(page)
        layout.addLayout(choose)
        layout.addWidget(self.task)
        layout.addLayout(typing)
        layout.addWidget(self.feedback)
        layout.addWidget(self.best)
        layout.addWidget(hints_label)
        layout.addWidget(self.hints, 1)
        layout.addLayout(search)
        for first, second in (
            (self.puzzle_target, self.puzzle_digit),
            (self.puzzle_digit, self.start_button),
            (self.start_button, self.deal_button),
            (self.deal_button, self.answer_edit),
            (self.answer_edit, self.check_button),
            (self.check_button, self.hint_button),
            (self.hint_button, self.hints),
            (self.hints, self.puzzle_cancel),
        ):
            QWidget.setTabOrder(first, second)
        self._show_puzzle()

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
        """A digit is solved: fill its row (and its answer, if that row is chosen).

        A report with total 0 is the count of copies being searched for the current digit.
        """
        if self.sweep is None:
            return
        if total == 0:
            self.status.setText(
                translate("Tchisla", "Searching {request} … {searching}").format(
                    request=self.sweep.request, searching=searching_words(done)
                )
            )
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

    # --- the puzzle ------------------------------------------------------------------------

    def new_deal(self) -> None:
        """Deal a random puzzle and play it (Ctrl+N, the window's New deal, on this view)."""
        puzzle = Puzzle.deal(self.context.rng)
        self.puzzle_target.setText(str(puzzle.target))
        self.puzzle_digit.setValue(puzzle.digit)
        self._play(puzzle)

    def start_puzzle(self) -> None:
        """Play the typed target and digit."""
        try:
            puzzle = Puzzle.parse(self.puzzle_target.text(), self.puzzle_digit.value())
        except SolverError as error:
            self.feedback.setText(
                translate("Tchisla", "Cannot start: {reason}.").format(reason=error)
            )
            self.puzzle_target.setFocus()
            return
        self._play(puzzle)

    def _play(self, puzzle: Puzzle) -> None:
        """Start a puzzle: its solver in the puzzle runner, the answer box ready."""
        self.pages.setCurrentIndex(1)
        self.puzzle = PuzzleState(puzzle, self.context.history)
        self.puzzle_runner.submit(lambda token: puzzle.search(token.cancelled, token.report))
        self.answer_edit.clear()
        self.feedback.setText("")
        self.answer_edit.setFocus()
        self._show_puzzle()

    def check_answer(self) -> None:
        """Check what is typed (Enter)."""
        if self.puzzle is None:
            self.feedback.setText(
                translate("Tchisla", "Start a puzzle first: Start, or Deal a puzzle (Ctrl+N).")
            )
            return
        feedback = self.puzzle.submit(self.answer_edit.text())
        if feedback.position is not None:
            self.answer_edit.setCursorPosition(max(feedback.position - 1, 0))
        if feedback.kind is Kind.RIGHT:
            self.answer_edit.selectAll()
        self._show_puzzle()

    def show_hint(self) -> None:
        """Reveal one more step of a best answer (Ctrl+H)."""
        if self.puzzle is None:
            return
        self.feedback.setText(self.puzzle.hint())
        self._show_puzzle(keep_feedback=True)

    def puzzle_runner_cancel(self) -> None:
        """Stop the solver of the puzzle (Esc); the puzzle can still be played."""
        self.puzzle_runner.cancel()

    def prepare_puzzle_screenshot(self) -> None:
        """A puzzle being played, for ``python -m app --screenshot … --view tchisla --puzzle``."""
        self.puzzle_target.setText("2016")
        self.puzzle_digit.setValue(7)
        self.start_puzzle()
        self.answer_edit.setText("7 × 7 × 7 × 7 − 7 × 7 × 7 − 7 × 7 + 7")
        self.check_answer()

    def _puzzle_progress(self, copies: int, _total: int) -> None:
        if self.puzzle is not None:
            self.puzzle.searching(copies)
            self._show_puzzle(keep_feedback=True)

    def _puzzle_solved(self, result: TchislaResult) -> None:
        if self.puzzle is not None:
            self.puzzle.solved(result)
            self._show_puzzle(keep_feedback=self.puzzle.last is None)

    def _puzzle_stopped(self, *_reason: object) -> None:
        if self.puzzle is not None:
            self.puzzle.stopped()
            self._show_puzzle(keep_feedback=True)

    def _show_puzzle(self, keep_feedback: bool = False) -> None:
        """Render the puzzle state: task, feedback, best, hints, search."""
        puzzle = self.puzzle
        busy = self.puzzle_runner.busy
        self.puzzle_bar.setVisible(busy)
        self.puzzle_cancel.setEnabled(busy)
        self.check_button.setEnabled(puzzle is not None)
        self.hint_action.setEnabled(puzzle is not None)
        self.hint_button.setEnabled(puzzle is not None)
        if puzzle is None:
            self.task.setText(
                translate("Tchisla", "Choose a target and a digit and press Start, or deal one.")
            )
            self.best.setText("")
            self.search_status.setText("")
            return
        self.task.setText(puzzle.puzzle.task())
        if not keep_feedback and puzzle.last is not None:
            self.feedback.setText(puzzle.last.message)
        self.best.setText(puzzle.best_text())
        self.search_status.setText(puzzle.search_text())
        shown = puzzle.hints_shown()
        if [self.hints.item(i).text() for i in range(self.hints.count())] != shown:
            self.hints.clear()
            self.hints.addItems(shown)

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
