"""Tchisla's puzzle page: this view shows a `TchislaSession` and forwards what the player does.

Choose a target and a digit, or be dealt one (Ctrl+N), and type answers; each is checked exactly
and compared with the fewest copies the solver finds meanwhile in the view's worker ("searching
7 copies…"; Esc, the Tchisla view's Cancel, stops it). Ctrl+H reveals a step of a best answer.
The rules and the words are `app.game.tchisla.TchislaSession`'s; this page only shows them.
"""

from __future__ import annotations

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..game.base_session import Act
from ..game.tchisla import Kind, PuzzleSearch, TchislaSession
from ..i18n import translate
from ..shell.context import AppContext
from ..shell.theme import enlarge, text_style
from ..widgets.labels import WrappedLabel, keep_room, labelled, plain_label
from ..widgets.pages import push_button
from ..widgets.tchisla_fields import digit_field, target_field
from . import game_menu
from .base_view import Given, SessionView


def answer_help() -> str:
    """How to type an answer (the tooltip of the answer box)."""
    return translate(
        "Tchisla",
        "Type with the digit, + - * / (or × ÷), ^ or ** (2^-2 or 2^(-2) for a negated "
        "exponent), √ or sqrt(…) or r for a square root, ! and brackets. Enter checks.",
    )


class TchislaPuzzleView(SessionView[TchislaSession]):
    """Choose or deal a puzzle, type answers, see the feedback, hints and the search."""

    #: a puzzle starts: the Tchisla view shows this page
    started = pyqtSignal()
    #: the page was shown again (the search may have started or stopped: Cancel follows it)
    changed = pyqtSignal()

    deal_action = game_menu.new_game(
        "new_deal",
        lambda: translate("Tchisla", "&Deal a puzzle"),
        lambda: translate("Tchisla", "A random target and digit to play"),
    )
    hint_action = game_menu.hint(lambda: translate("Tchisla", "Show one step of a best answer"))
    enter_action = SessionView.enter_action.worded(
        lambda: translate("Tchisla", "Solve or check"),
        lambda: translate("Tchisla", "Solve the target, start the puzzle or check the answer"),
    )
    ENTER = ((Act.OPEN, "start_puzzle"), (Act.START, "new_deal"), (Act.SUBMIT, "check_answer"))

    def new_session(self, context: AppContext, basics: Given) -> TchislaSession:
        return TchislaSession(**basics)

    # --- building ------------------------------------------------------------------------------

    def build(self) -> None:
        self.setFocusPolicy(Qt.NoFocus)  # a page: the focus is its fields'
        self.puzzle_target = target_field(self)
        self.puzzle_digit = digit_field(self)
        self.start_button = push_button(self, self.start_puzzle)
        self.deal_button = push_button(self, self.new_deal)
        choose = QHBoxLayout()
        self.puzzle_target_label, self.puzzle_digit_label = labelled(
            choose, self.puzzle_target, self.puzzle_digit
        )
        choose.addWidget(self.start_button)
        choose.addWidget(self.deal_button)
        choose.addStretch()
        self.task = WrappedLabel(self)
        enlarge(self.task, 1.4)
        self.answer_edit = QLineEdit(self)
        self.check_button = push_button(self, self.check_answer)
        self.hint_button = push_button(self, self.hint_action.trigger)
        typing = QHBoxLayout()
        self.answer_label = plain_label(self)
        self.answer_label.setBuddy(self.answer_edit)
        typing.addWidget(self.answer_label)
        typing.addWidget(self.answer_edit, 1)
        typing.addWidget(self.check_button)
        typing.addWidget(self.hint_button)
        self.feedback = WrappedLabel(self)
        self.feedback.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.best = WrappedLabel(self)
        self.hints = QListWidget(self)
        self.search_status = plain_label(self)
        self.puzzle_bar = QProgressBar(self)
        self.puzzle_bar.setRange(0, 0)
        self.puzzle_bar.setTextVisible(False)
        self.puzzle_bar.setVisible(False)
        keep_room(self.puzzle_bar)  # (Cancel, after it, stays where it is when it comes)
        self.puzzle_cancel = QPushButton(self)
        self.puzzle_cancel.setEnabled(False)
        self.puzzle_cancel.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        self.puzzle_cancel.clicked.connect(self.runner.cancel)
        search = QHBoxLayout()
        search.addWidget(self.search_status)
        search.addWidget(self.puzzle_bar, 1)
        search.addWidget(self.puzzle_cancel)
        self.hints_label = plain_label(self)
        self.hints_label.setBuddy(self.hints)
        layout = QVBoxLayout(self)
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

    def set_texts(self) -> None:
        """The page's fixed texts, in the current language (Cancel is the Tchisla view's); the
        feedback line says the last answer's verdict again."""
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
        self.session.say_last()

    # --- what the player does ------------------------------------------------------------------

    def enter_act(self) -> Act:
        """Enter: start the typed puzzle (from its target or digit), deal one (from Deal), or
        check the answer."""
        focus = self.focusWidget()
        if focus in (self.puzzle_target, self.puzzle_digit, self.start_button):
            return Act.OPEN
        if focus is self.deal_button:
            return Act.START
        return Act.SUBMIT

    def new_deal(self) -> None:
        """Deal a random puzzle and play it (Ctrl+N)."""
        job = self.session.deal()
        puzzle = job.puzzle
        self.puzzle_target.setText(str(puzzle.target))
        self.puzzle_digit.setValue(puzzle.digit)
        self._play(job)

    def start_puzzle(self) -> None:
        """Play the typed target and digit (a target that cannot be read is said)."""
        job = self.session.open(self.puzzle_target.text(), self.puzzle_digit.value())
        if job is None:
            self.puzzle_target.setFocus()
            self.refresh()
            return
        self._play(job)

    def _play(self, job: PuzzleSearch) -> None:
        """A puzzle starts: this page shows, its solver runs, the answer box is ready."""
        self.started.emit()
        self.start_job(job)
        self.answer_edit.clear()
        self.answer_edit.setFocus()
        self.refresh()

    def check_answer(self) -> None:
        """Check what is typed (Enter); the cursor goes where a problem is."""
        feedback = self.session.submit(self.answer_edit.text())
        if feedback is not None:
            if feedback.position is not None:
                self.answer_edit.setCursorPosition(max(feedback.position - 1, 0))
            if feedback.kind is Kind.RIGHT:
                self.answer_edit.selectAll()
        self.refresh()

    def dealt(self) -> None:
        """The solver is done: the answer being typed stays."""

    # --- state -> widgets ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the session, then tell the Tchisla view (its Cancel follows the search)."""
        super().refresh()
        self.changed.emit()

    def show_session(self) -> None:
        """The task, the feedback, the best, the hints and the search."""
        session = self.session
        puzzle = session.puzzle
        busy = self.runner.busy
        self.puzzle_bar.setVisible(busy)
        self.puzzle_cancel.setEnabled(busy)
        for widget in (self.check_button, self.hint_button, self.hint_action):
            widget.setEnabled(puzzle is not None)
        self.feedback.setText(session.feedback_text)
        self.feedback.setStyleSheet(text_style("error") if session.feedback_bad else "")
        if puzzle is None:
            self.task.setText(
                translate("Tchisla", "Choose a target and a digit and press Start, or deal one.")
            )
            self.best.setText("")
            self.search_status.setText("")
            return
        self.task.setText(puzzle.task())
        self.best.setText(session.best_text())
        self.search_status.setText(session.search_text())
        shown = session.hints_shown()
        items = (self.hints.item(i) for i in range(self.hints.count()))
        if [item.text() for item in items if item is not None] != shown:
            self.hints.clear()
            self.hints.addItems(shown)
