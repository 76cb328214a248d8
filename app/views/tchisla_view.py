"""Tchisla: two pages, the solver and a puzzle to play.

Solver: type a target, pick a digit (or all of 1..9), see the answers and their working. The
search runs in the view's JobRunner as one job that solves the digits in turn: a progress bar
("3 of 9 digits") and a Cancel button show while it works, each digit's row fills in as soon as
it is solved, and a new Solve (or Cancel) stops the old search, so the window never waits.

Puzzle: choose a target and a digit, or be dealt one (Ctrl+N), and type answers; each is checked
exactly and compared with the fewest copies the solver finds meanwhile in a second runner
("searching 7 copies…", Esc cancels). Ctrl+H reveals a step of a best answer. The rules and the
words are `app.game.tchisla.PuzzleState`'s; this page only shows them.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QAbstractItemView,
    QAction,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from solver import SolverError
from solver.tchisla import TchislaResult

from ..game.tchisla import (
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
from ..i18n import translate
from ..shell.context import AppContext
from ..shell.theme import enlarge, text_style
from ..shell.worker import CancelToken
from ..widgets.actions import retitle, view_action
from ..widgets.adaptive import Adaptive
from ..widgets.labels import WrappedLabel, plain_label


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


def columns() -> list[str]:
    """The headers of the table of digits."""
    return [
        translate("Tchisla", "Digit"),
        translate("Tchisla", "Copies"),
        translate("Tchisla", "Expression"),
    ]


class TchislaView(Adaptive, QWidget):
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
        #: the solver page's status, worked out again in the language in use
        self._status: Callable[[], str] = lambda: ""
        #: the status and the feedback say a problem (drawn in the error colour)
        self._status_error = False
        self._feedback_error = False
        self._make_actions()
        self._build()
        self.retranslate()
        self.restyle()
        self.pages.currentChanged.connect(lambda _index: self._update_actions())
        self.runner.started.connect(self._update_actions)
        self.runner.finished.connect(self._solved)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)
        self.runner.progress.connect(self._progress)
        self.puzzle_runner.finished.connect(self._puzzle_solved)
        self.puzzle_runner.failed.connect(self._puzzle_stopped)
        self.puzzle_runner.cancelled.connect(self._puzzle_stopped)
        self.puzzle_runner.progress.connect(self._puzzle_progress)
        self._update_actions()

    # --- layout ----------------------------------------------------------------------------

    def _make_actions(self) -> None:
        self.deal_action = view_action(self, self.new_deal, ["Ctrl+N"], "deal")
        self.hint_action = view_action(self, self.show_hint, ["Ctrl+H"], "hint")
        self.solve_action = view_action(self, self.solve)
        self.solve_all_action = view_action(self, self.solve_all, ["Ctrl+Return", "Ctrl+Enter"])
        self.cancel_action = view_action(self, self.cancel_search, ["Esc"])
        self.enter_action = view_action(self, self.press_enter, ["Return", "Enter"])

    def menu_actions(self) -> list[QAction | None]:
        """The Game menu's part for this view."""
        return [
            self.deal_action,
            self.hint_action,
            None,
            self.solve_action,
            self.solve_all_action,
            self.cancel_action,
        ]

    def _build(self) -> None:
        """Rules, then two pages: the solver and the puzzle."""
        self.rules_label = WrappedLabel(self)
        self.pages = QTabWidget(self)
        self.pages.setDocumentMode(True)
        solver_page = QWidget(self.pages)
        self._build_solver(solver_page)
        puzzle_page = QWidget(self.pages)
        self._build_puzzle(puzzle_page)
        self.pages.addTab(solver_page, "")
        self.pages.addTab(puzzle_page, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.rules_label)
        layout.addWidget(self.pages, 1)

    def _build_solver(self, page: QWidget) -> None:
        """The inputs with the buttons and progress, the answer, the table and steps."""
        self.status = WrappedLabel(page)
        self.answer = WrappedLabel(page)
        self.answer.setTextInteractionFlags(Qt.TextSelectableByMouse)
        enlarge(self.answer, 1.6)
        self.count = plain_label(page)
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
        self.puzzle_digit = QSpinBox(page)
        self.puzzle_digit.setRange(1, 9)
        self.puzzle_digit.setValue(7)
        self.start_button = QPushButton(page)
        self.start_button.clicked.connect(self.start_puzzle)
        self.deal_button = QPushButton(page)
        self.deal_button.clicked.connect(self.new_deal)
        choose = QHBoxLayout()
        self.puzzle_target_label = plain_label(page)
        self.puzzle_digit_label = plain_label(page)
        for label, field in (
            (self.puzzle_target_label, self.puzzle_target),
            (self.puzzle_digit_label, self.puzzle_digit),
        ):
            label.setBuddy(field)
            choose.addWidget(label)
            choose.addWidget(field)
        choose.addWidget(self.start_button)
        choose.addWidget(self.deal_button)
        choose.addStretch()
        self.task = WrappedLabel(page)
        enlarge(self.task, 1.4)
        self.answer_edit = QLineEdit(page)
        self.check_button = QPushButton(page)
        self.check_button.clicked.connect(self.check_answer)
        self.hint_button = QPushButton(page)
        self.hint_button.clicked.connect(self.hint_action.trigger)
        typing = QHBoxLayout()
        self.answer_label = plain_label(page)
        self.answer_label.setBuddy(self.answer_edit)
        typing.addWidget(self.answer_label)
        typing.addWidget(self.answer_edit, 1)
        typing.addWidget(self.check_button)
        typing.addWidget(self.hint_button)
        self.feedback = WrappedLabel(page)
        self.feedback.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.best = WrappedLabel(page)
        self.hints = QListWidget(page)
        self.search_status = plain_label(page)
        self.puzzle_bar = QProgressBar(page)
        self.puzzle_bar.setRange(0, 0)
        self.puzzle_bar.setTextVisible(False)
        self.puzzle_bar.setVisible(False)
        self.puzzle_cancel = QPushButton(page)
        self.puzzle_cancel.setEnabled(False)
        self.puzzle_cancel.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        self.puzzle_cancel.clicked.connect(self.cancel_search)
        search = QHBoxLayout()
        search.addWidget(self.search_status)
        search.addWidget(self.puzzle_bar, 1)
        search.addWidget(self.puzzle_cancel)
        self.hints_label = plain_label(page)
        self.hints_label.setBuddy(self.hints)
        layout = QVBoxLayout(page)
        layout.addLayout(choose)
        layout.addWidget(self.task)
        layout.addLayout(typing)
        layout.addWidget(self.feedback)
        layout.addWidget(self.best)
        layout.addWidget(self.hints_label)
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
        self.target_edit.setMaximumWidth(160)
        self.digit_spin = QSpinBox(self)
        self.digit_spin.setRange(1, 9)
        self.digit_spin.setValue(7)
        self.solve_button = QPushButton(self)
        self.solve_button.clicked.connect(self.solve)
        self.all_button = QPushButton(self)
        self.all_button.clicked.connect(self.solve_all)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setVisible(False)
        inputs = QHBoxLayout()
        inputs.setSpacing(8)
        self.target_label = plain_label(self)
        self.digit_label = plain_label(self)
        for label, field in (
            (self.target_label, self.target_edit),
            (self.digit_label, self.digit_spin),
        ):
            label.setBuddy(field)
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
        self.steps = QListWidget(self)
        columns = QHBoxLayout()
        self.table_label = plain_label(self)
        self.steps_label = plain_label(self)
        for label, widget, stretch in (
            (self.table_label, self.table, 3),
            (self.steps_label, self.steps, 2),
        ):
            column = QVBoxLayout()
            label.setBuddy(widget)
            column.addWidget(label)
            column.addWidget(widget, 1)
            columns.addLayout(column, stretch)
        return columns

    # --- language and palette --------------------------------------------------------------

    def retranslate(self) -> None:
        """Every fixed text of the view, in the current language."""
        retitle(
            self.deal_action,
            translate("Tchisla", "&Deal a puzzle"),
            translate("Tchisla", "A random target and digit to play"),
        )
        retitle(
            self.hint_action,
            translate("Tchisla", "&Hint"),
            translate("Tchisla", "Show one step of a best answer"),
        )
        retitle(
            self.solve_action,
            translate("Tchisla", "&Solve"),
            translate("Tchisla", "Find the answer with the fewest copies of the digit (Enter)"),
        )
        retitle(
            self.solve_all_action,
            translate("Tchisla", "Solve &all digits"),
            translate("Tchisla", "Solve the target for each digit 1..9 in turn, one row each"),
        )
        retitle(
            self.cancel_action,
            translate("Tchisla", "&Cancel the search"),
            translate("Tchisla", "Stop the solver's search"),
        )
        retitle(
            self.enter_action,
            translate("Tchisla", "Solve or check"),
            translate("Tchisla", "Solve the target, start the puzzle or check the answer"),
        )
        self.rules_label.setText(rules())
        self.pages.setTabText(0, translate("Tchisla", "S&olver"))
        self.pages.setTabText(1, translate("Tchisla", "&Puzzle"))
        self.pages.setTabToolTip(0, translate("Tchisla", "Find the fewest copies for a target"))
        self.pages.setTabToolTip(1, translate("Tchisla", "Play: find an answer yourself"))
        self.pages.setAccessibleName(translate("Tchisla", "Tchisla"))
        self.pages.setToolTip(translate("Tchisla", "The solver, and a puzzle to play"))
        # the solver page
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
        for button in (self.cancel_button, self.puzzle_cancel):
            button.setText(translate("Tchisla", "Cancel"))
            button.setToolTip(self.cancel_action.toolTip())
        self.busy_bar.setAccessibleName(translate("Tchisla", "Digits solved"))
        self.table_label.setText(translate("Tchisla", "A&nswers:"))
        self.steps_label.setText(translate("Tchisla", "&Working:"))
        self.table.setHorizontalHeaderLabels(columns())
        self.table.setToolTip(
            translate("Tchisla", "One row per digit solved; choose a row to see its working")
        )
        self.steps.setToolTip(translate("Tchisla", "The working, one operation per line"))
        # the puzzle page
        self.puzzle_target_label.setText(translate("Tchisla", "Ta&rget"))
        self.puzzle_digit_label.setText(translate("Tchisla", "D&igit"))
        self.puzzle_target.setToolTip(translate("Tchisla", "The target of a puzzle you choose"))
        self.puzzle_digit.setToolTip(translate("Tchisla", "The digit of a puzzle you choose"))
        self.start_button.setText(translate("Tchisla", "&Start"))
        self.start_button.setToolTip(translate("Tchisla", "Play this target and digit (Enter)"))
        self.deal_button.setText(self.deal_action.text())
        self.deal_button.setToolTip(self.deal_action.toolTip())
        self.answer_label.setText(translate("Tchisla", "&Answer"))
        self.answer_edit.setPlaceholderText(translate("Tchisla", "your answer, e.g. 77/7"))
        self.answer_edit.setToolTip(answer_help())
        self.check_button.setText(translate("Tchisla", "&Check"))
        self.check_button.setToolTip(translate("Tchisla", "Check the answer exactly (Enter)"))
        self.hint_button.setText(translate("Tchisla", "Hin&t"))
        self.hint_button.setToolTip(self.hint_action.toolTip())
        self.hints_label.setText(translate("Tchisla", "Hi&nts:"))
        self.hints.setToolTip(translate("Tchisla", "The steps revealed, the last step first"))
        self.puzzle_bar.setAccessibleName(translate("Tchisla", "The solver's search"))
        self.status.setText(self._status())
        if self.sweep is not None:
            self._show_rows(self.sweep.request.digits, self.results)
        self._show_puzzle(keep_feedback=self.puzzle is None or self.puzzle.last is None)

    def restyle(self) -> None:
        """The colours for the palette in use: a wrong answer, and a target or a puzzle that
        cannot be read or solved, in the error colour (their words also say so)."""
        wrong = (
            self.puzzle is not None
            and self.puzzle.last is not None
            and (self.puzzle.last.kind is not Kind.RIGHT)
        )
        bad = wrong or self._feedback_error
        self.feedback.setStyleSheet(text_style("error") if bad else "")
        self.status.setStyleSheet(text_style("error") if self._status_error else "")

    def _say(self, message: Callable[[], str], error: bool = False) -> None:
        """The solver page's status (worked out again if the language changes); a problem in
        the error colour."""
        self._status = message
        self._status_error = error
        self.status.setText(message())
        self.restyle()

    def _tell(self, text: str, error: bool = False) -> None:
        """The puzzle page's feedback line (a problem in the error colour)."""
        self._feedback_error = error
        self.feedback.setText(text)
        self.restyle()

    def _update_actions(self) -> None:
        """What the Game menu offers: the puzzle's actions, Solve, and Cancel while the page
        in view searches."""
        on_puzzle = self.pages.currentIndex() == 1
        busy = (self.puzzle_runner if on_puzzle else self.runner).busy
        self.cancel_action.setEnabled(busy)
        self.hint_action.setEnabled(self.puzzle is not None)

    def press_enter(self) -> None:
        """Enter: on the solver page, solve; on the puzzle page, start the typed puzzle (from
        its target or digit) or check the answer."""
        if self.pages.currentIndex() == 0:
            self.solve()
        elif self.focusWidget() in (self.puzzle_target, self.puzzle_digit, self.start_button):
            self.start_puzzle()
        elif self.focusWidget() is self.deal_button:
            self.new_deal()
        else:
            self.check_answer()

    def cancel_search(self) -> None:
        """Stop the search of the page in view (Esc); a puzzle can still be played."""
        if self.pages.currentIndex() == 1:
            self.puzzle_runner.cancel()
        else:
            self.cancel()

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
        self._update_actions()

    def _set_busy(self, busy: bool, total: int = 0) -> None:
        """Show or hide the progress bar (a busy bar for one digit) and enable Cancel."""
        self.busy_bar.setRange(0, total if total > 1 else 0)
        self.busy_bar.setValue(0)
        self.busy_bar.setFormat(progress_text(0, total))
        self.busy_bar.setTextVisible(total > 1)
        self.busy_bar.setVisible(busy)
        self.cancel_button.setEnabled(busy)
        self._update_actions()

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
            self._tell(
                translate("Tchisla", "Cannot start: {reason}.").format(reason=error), error=True
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
        self._tell("")
        self.answer_edit.setFocus()
        self._show_puzzle()

    def check_answer(self) -> None:
        """Check what is typed (Enter)."""
        if self.puzzle is None:
            self._tell(
                translate("Tchisla", "Start a puzzle first: Start, or Deal a puzzle (Ctrl+N)."),
                error=True,
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
        self._tell(self.puzzle.hint())
        self._show_puzzle(keep_feedback=True)

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
        self.hint_button.setEnabled(puzzle is not None)
        self._update_actions()
        self.restyle()
        if puzzle is None:
            self.task.setText(
                translate("Tchisla", "Choose a target and a digit and press Start, or deal one.")
            )
            self.best.setText("")
            self.search_status.setText("")
            return
        self.task.setText(puzzle.puzzle.task())
        if not keep_feedback and puzzle.last is not None:
            self._feedback_error = False  # a wrong answer is coloured as wrong (restyle)
            self.feedback.setText(puzzle.last.message)
        self.best.setText(puzzle.best_text())
        self.search_status.setText(puzzle.search_text())
        shown = puzzle.hints_shown()
        items = (self.hints.item(i) for i in range(self.hints.count()))
        if [item.text() for item in items if item is not None] != shown:
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
