"""PuzzlePanel: a hand to solve at leisure (practice, the daily puzzle): the answer box, the hints
taken, and the different answers found (or all of them, once shown)."""

from __future__ import annotations

from collections.abc import Sequence

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QAction, QHBoxLayout, QListWidget, QVBoxLayout, QWidget

from ..game.puzzle import Attempt, HandPuzzle, Try
from ..i18n import translate
from ..shell.theme import enlarge, text_style
from .adaptive import Adaptive
from .answer_box import AnswerBox, tool_button
from .labels import keep_room, plain_label

#: Lines kept for the hints (the daily puzzle's three, or the last two rungs of a ladder).
HINT_LINES = 3


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
        self.progress = plain_label(self)
        enlarge(self.progress, 1.1, bold=True)
        self.found = QListWidget(self)
        self.found.setFixedHeight(110)
        self.found.setFocusPolicy(Qt.TabFocus)  # Tab reaches it; a click leaves the answer line
        self.after_button = tool_button(after, self) if after is not None else None
        found_column = QVBoxLayout()
        found_column.addWidget(self.progress)
        found_column.addWidget(self.found)
        found_row = QHBoxLayout()
        found_row.addLayout(found_column, 1)
        if self.after_button is not None:
            found_row.addWidget(self.after_button, 0, Qt.AlignBottom)
        # The room of what comes later (hints, the answers found) is kept from the start, so
        # the cards keep their size and place when it appears.
        keep_room(self.hints, HINT_LINES)
        keep_room(self.answer.feedback, 2)
        for widget in (self.found, self.progress, self.after_button):
            if widget is not None:
                keep_room(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.answer)
        layout.addLayout(found_row)
        self.retranslate()
        self.restyle()
        # At least the height it needs: a layout sizing by heights for width gave it less, and
        # the answer line lay over its keys (practice, the daily puzzle at 800×600).
        self.setMinimumHeight(self.minimumSizeHint().height())

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        self.found.setAccessibleName(translate("Puzzle", "Answers"))
        self.found.setToolTip(
            translate("Puzzle", "✓ the answers you found; · the ones you did not (once shown)")
        )

    def restyle(self) -> None:
        """The answers' colour for the palette in use (the answer box colours the hints)."""
        self.progress.setStyleSheet(text_style("success"))

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
        self.found.clear()
        for solution in puzzle.found:
            self.found.addItem(f"✓ {solution.display()}")
        if shown or puzzle.complete:
            for solution in puzzle.solutions:
                if solution not in puzzle.found:
                    self.found.addItem(f"· {solution.display()}")
        visible = bool(puzzle.found) or shown
        for widget in (self.found, self.progress, self.after_button):
            if widget is not None:
                widget.setVisible(visible)
        self.progress.setText(puzzle.progress())
        if open_:
            self.answer.focus()
