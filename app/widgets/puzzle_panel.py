"""PuzzlePanel: a hand to solve at leisure (practice, the daily puzzle, a stage of Learn): the
answer box, and under it the hints taken beside the different answers found (or all of them,
once shown)."""

from __future__ import annotations

from collections.abc import Sequence

from PyQt5.QtCore import QEvent, QSize, Qt
from PyQt5.QtWidgets import (
    QAction,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solver import Solution

from ..game.puzzle import Attempt, HandPuzzle, Try
from ..i18n import translate
from ..shell.theme import text_style
from .adaptive import Adaptive
from .answer_box import AnswerBox, tool_button
from .labels import keep_room, plain_label
from .pages import SPRING, arranged

#: Lines kept for the hints (the daily puzzle's three, or the last two rungs of a ladder), at
#: the width they have beside the answers found.
HINT_LINES = 4
#: Lines kept for the working of the answer chosen in the list (it wraps beside the hints).
WORKING_LINES = 2
#: The height of the list of answers found, in pixels (three or four of them; it scrolls).
FOUND_HEIGHT = 64


class PuzzlePanel(Adaptive, QWidget):
    """The answer box (with the actions given beside its keys), the hints, the answers found,
    and a button for what comes after, if any (`after`: the next hand, say)."""

    def __init__(
        self, actions: Sequence[QAction], after: QAction | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.answer = AnswerBox(actions, self)
        #: the hints taken, one a line, in the answer box's hint line
        self.hints = self.answer.hint_label
        self.progress = plain_label(self, scale=1.1, bold=True)
        self.found = QListWidget(self)
        self.found.setFixedHeight(FOUND_HEIGHT)
        self.found.setFocusPolicy(Qt.TabFocus)  # Tab reaches it; a click leaves the answer line
        #: the working of the answer chosen in the list (the helper shows it too)
        self.working = plain_label(self)
        self.working.setWordWrap(True)
        self._listed: list[Solution] = []
        self.found.currentRowChanged.connect(self._show_working)
        self.after_button = tool_button(after, self) if after is not None else None
        # Under the answer line and its keys, one row: what the answer box says (the verdict,
        # the hints) on the left, the answers found on the right, and the button for what
        # comes after. Below one another they took 410 px at 800×600 and left the cards 58.
        feedback, hints = self.answer.take_lines()
        for line in (feedback, hints, self.working):  # at the top of the room each keeps
            line.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        said = arranged(QVBoxLayout(), (feedback, hints, SPRING), (0, 0))
        found = arranged(QVBoxLayout(), (self.progress, self.found, self.working, SPRING), (0, 0))
        row = arranged(QHBoxLayout(), ((said, 3), (found, 2)), (0, 0))
        if self.after_button is not None:
            row.addWidget(self.after_button, 0, Qt.AlignBottom)
        # The room of what comes later (hints, the answers found) is kept from the start, so
        # the cards keep their size and place when it appears.
        keep_room(self.hints, HINT_LINES)
        keep_room(self.answer.feedback, 2)
        for widget in (self.found, self.progress, self.after_button):
            if widget is not None:
                keep_room(widget)
        keep_room(self.working, WORKING_LINES)
        arranged(QVBoxLayout(self), (self.answer, row), (0, 0))
        self.retranslate()
        self.restyle()
        self._hold_height()

    def _hold_height(self) -> None:
        """At least the height its layout needs now: a layout sizing by heights for width gave
        it less, and the answer line lay over its keys (practice, the daily puzzle at 800×600).
        Worked out again whenever the layout changes: kept as first worked out, it was too
        little once the keys and the actions went on two rows (Hint over Clear at 640×480) or
        the text grew (150 %, another language)."""
        layout = self.layout()
        if layout is not None:
            need = layout.totalMinimumSize().height()
            if need != self.minimumHeight():
                self.setMinimumHeight(need)

    def sizeHint(self) -> QSize:
        """No taller than it must be: the cards above take the rest of the room."""
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumHeight())

    def event(self, event: QEvent) -> bool:
        """Its layout changed (rows stacked, larger text): its least height follows."""
        if event.type() == QEvent.LayoutRequest:
            self._hold_height()
        return super().event(event)

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        self.found.setAccessibleName(translate("Puzzle", "Answers"))
        self.found.setToolTip(
            translate("Puzzle", "✓ the answers you found; · the ones you did not (once shown)")
        )

    def restyle(self) -> None:
        """The answers' colour for the palette in use (the answer box colours the hints)."""
        self.progress.setStyleSheet(text_style("success"))

    def _show_working(self, row: int) -> None:
        """The working of the answer in a row of the list ("" for none)."""
        listed = self._listed
        self.working.setText(working_text(listed[row]) if 0 <= row < len(listed) else "")

    def show_puzzle(
        self, puzzle: HandPuzzle, last: Attempt | None, open_: bool, shown: bool, note: str = ""
    ) -> None:
        """Show a puzzle's state: `open_` while answers can be typed, `shown` once every
        answer is shown; `note` is said when there is no verdict to say."""
        self.answer.set_playing(open_)
        if last is not None:
            self.answer.say(last.message, error=last.kind is Try.WRONG)
        elif shown and not note:
            self.answer.say(
                translate("Puzzle", "Every answer is listed: ✓ the ones you found, · the others.")
            )
        else:
            self.answer.say(note)
        self.answer.show_hint(puzzle.hint_text())
        self.hints.setToolTip("\n".join(puzzle.hints))
        listed = [("✓", solution) for solution in puzzle.found]
        if shown or puzzle.complete:
            listed += [("·", s) for s in puzzle.solutions if s not in puzzle.found]
        row = self.found.currentRow()
        self.found.clear()
        self._listed = [solution for _, solution in listed]
        for mark, solution in listed:
            item = QListWidgetItem(f"{mark} {solution.display()}")
            item.setToolTip(working_text(solution, "\n"))
            self.found.addItem(item)
        if self._listed:
            self.found.setCurrentRow(min(max(row, 0), len(self._listed) - 1))
        visible = bool(puzzle.found) or shown
        self._show_working(self.found.currentRow() if visible else -1)
        for widget in (self.found, self.progress, self.after_button):
            if widget is not None:
                widget.setVisible(visible)
        self.progress.setText(puzzle.progress())
        if open_:
            self.answer.focus()


def working_text(solution: Solution, between: str = " · ") -> str:
    """The working of an answer, its steps one after the other: "8÷3 = 8/3 · 3−8/3 = 1/3 · …"."""
    return between.join(step.text("unicode") for step in solution.steps)
