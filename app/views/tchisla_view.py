"""Tchisla: type a target, pick a digit, see the answer with the fewest copies and its working.

The search runs in the view's JobRunner: a busy bar and a Cancel button show while it works, and
a new Solve (or Cancel) stops the old search, so the window never waits for it.
"""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solver import SolverError
from solver.tchisla import TchislaResult

from ..context import AppContext
from ..tchisla import TchislaRequest, describe
from ..widgets.fonts import enlarge
from ..worker import CancelToken

RULES = (
    "Reach the target with as few copies of one digit as you can, using + − × ÷, ^ (power), "
    "√ (square root), ! (factorial) and the digit repeated (7, 77, 777)."
)


class TchislaView(QWidget):
    """Target and digit in; answer, count of copies and the working out."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.runner = context.make_runner(self)
        self.request: TchislaRequest | None = None
        self.result: TchislaResult | None = None
        self._build()
        self.runner.finished.connect(self._solved)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)

    # --- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        """Rules, the inputs with Solve and Cancel, the busy bar, the answer and the steps."""
        rules = QLabel(RULES, self)
        rules.setWordWrap(True)
        self.target_edit = QLineEdit("2016", self)
        self.target_edit.setToolTip("The whole number to reach (Enter solves)")
        self.target_edit.setMaximumWidth(160)
        self.target_edit.returnPressed.connect(self.solve)
        self.digit_spin = QSpinBox(self)
        self.digit_spin.setRange(1, 9)
        self.digit_spin.setValue(7)
        self.digit_spin.setToolTip("The digit to use (1..9)")
        self.solve_button = QPushButton("&Solve", self)
        self.solve_button.setToolTip("Find the answer with the fewest copies (Enter)")
        self.solve_button.setDefault(True)
        self.solve_button.clicked.connect(self.solve)
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.setToolTip("Stop the search (Esc)")
        self.cancel_button.setShortcut(Qt.Key_Escape)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setRange(0, 0)  # busy, no known end
        self.busy_bar.setTextVisible(False)
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
        inputs.addWidget(self.busy_bar, 1)
        inputs.addWidget(self.cancel_button)
        inputs.addStretch()
        self.status = QLabel("", self)
        self.status.setWordWrap(True)
        self.answer = QLabel("", self)
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextSelectableByMouse)
        enlarge(self.answer, 1.6)
        self.count = QLabel("", self)
        self.steps = QListWidget(self)
        self.steps.setToolTip("The working, one operation per line")
        layout = QVBoxLayout(self)
        layout.addWidget(rules)
        layout.addLayout(inputs)
        layout.addWidget(self.status)
        layout.addWidget(self.answer)
        layout.addWidget(self.count)
        layout.addWidget(QLabel("Working:", self))
        layout.addWidget(self.steps, 1)

    # --- solving ---------------------------------------------------------------------------

    def solve(self) -> None:
        """Start solving what is typed (a search still running is cancelled)."""
        try:
            request = TchislaRequest.parse(self.target_edit.text(), self.digit_spin.value())
        except SolverError as error:
            self.runner.cancel()
            self._show_answer(None)
            self.status.setText(f"Cannot solve: {error}.")
            return

        def job(token: CancelToken) -> TchislaResult:
            return request.solve(cancel=token.cancelled)

        self.request = request
        self._show_answer(None)
        self.status.setText(f"Searching {request} …")
        self._set_busy(True)
        self.runner.submit(job)

    def cancel(self) -> None:
        """Stop the running search."""
        self.runner.cancel()

    def set_puzzle(self, target: int, digit: int) -> None:
        """Type a puzzle into the inputs (does not solve it)."""
        self.target_edit.setText(str(target))
        self.digit_spin.setValue(digit)

    def prepare_screenshot(self, _cards: object = None) -> None:
        """Show 2016 # 7 being solved, for ``python -m app --screenshot``."""
        self.set_puzzle(2016, 7)
        self.solve()

    def _set_busy(self, busy: bool) -> None:
        self.busy_bar.setVisible(busy)
        self.cancel_button.setEnabled(busy)

    def _solved(self, result: TchislaResult) -> None:
        self._set_busy(False)
        self._show_answer(result)

    def _failed(self, message: str) -> None:
        self._set_busy(False)
        self.status.setText(f"Could not solve: {message}.")

    def _cancelled(self) -> None:
        self._set_busy(False)
        self.status.setText("Cancelled: press Solve to start again.")

    def _show_answer(self, result: TchislaResult | None) -> None:
        """Fill the answer, the count and the steps (or clear them)."""
        self.result = result
        self.steps.clear()
        if result is None:
            self.answer.setText("")
            self.count.setText("")
            return
        words = describe(result)
        self.status.setText("" if words.found else words.answer)
        self.answer.setText(words.answer if words.found else "")
        self.count.setText(words.count)
        self.steps.addItems(list(words.steps))
