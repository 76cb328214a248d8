"""AnswerBox: where the player types (or clicks together) an answer, and reads what was wrong."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from PyQt5.QtCore import QSize, Qt, pyqtSignal
from PyQt5.QtWidgets import (
    QAction,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..game.operators import operator_keys, operator_name
from ..i18n import translate, translate_noop
from ..shell.theme import enlarge, text_style
from .actions import typed_instead
from .adaptive import Adaptive, WordTable
from .labels import described, plain_label
from .split_row import SplitRow

#: Buttons that put an operator into the answer (the text they insert).
OPERATORS = ("+", "−", "×", "÷", "(", ")")
#: What starts the feedback on a wrong answer.
WRONG_MARK = "✗"
#: The keys that type each operator instead.
TYPED = {"+": "+", "−": "-", "×": "*", "÷": "/", "(": "(", ")": ")"}


def operator_tip(symbol: str) -> str:
    """What an operator or bracket button does, in the player's language: "Add (you can type
    +)", "Open a bracket"."""
    if symbol == "(":
        return translate("AnswerBox", "Open a bracket")
    if symbol == ")":
        return translate("AnswerBox", "Close a bracket")
    typed = TYPED[symbol]
    return translate("AnswerBox", "{operator} (you can type {keys})").format(
        operator=operator_name(typed), keys=operator_keys(typed)
    )


def tool_button(action: QAction, parent: QWidget) -> QToolButton:
    """A button for a shared action (its icon, text, tooltip, enabled state) that Tab reaches
    and a click leaves the focus where it was (in the answer line)."""
    button = QToolButton(parent)
    button.setDefaultAction(action)
    button.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
    button.setFocusPolicy(Qt.TabFocus)
    button.setMinimumHeight(32)
    return button


class KeyButton(QPushButton):
    """A key of the answer's keypad: as narrow as its text allows, never narrower (a style's
    buttons ask for 80 px; a least width set once cut "Clear" at 150 % text)."""

    #: the least width, whatever the text
    least_width = 40

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)

    def minimumSizeHint(self) -> QSize:
        """Its text and the button's margins, in the font and language in use."""
        style = self.style()
        margin = style.pixelMetric(QStyle.PM_ButtonMargin, None, self) if style else 6
        text = self.fontMetrics().horizontalAdvance(self.text())
        height = max(30, super().minimumSizeHint().height())
        return QSize(max(self.least_width, text + 2 * margin + 6), height)


class AnswerBox(Adaptive, QWidget):
    """The answer line with Submit, operator keys, ⌫ and Clear, the actions given, and two lines
    for feedback and a hint. Emits `submitted(text)` on Enter or Submit."""

    WORDS_CONTEXT = "AnswerBox"
    WORDS: ClassVar[WordTable] = {
        "entry.setAccessibleName": translate_noop("AnswerBox", "Your answer"),
        "entry.setToolTip": translate_noop(
            "AnswerBox",
            "Use every card once with + − × ÷ (or * /) and brackets; A J Q K or numbers. "
            "Enter submits.",
        ),
        "submit_button.setText": translate_noop("AnswerBox", "Submit"),
        "submit_button.setToolTip": translate_noop("AnswerBox", "Check your answer (Enter)"),
        "backspace_button.setToolTip": translate_noop(
            "AnswerBox", "Delete the character before the cursor"
        ),
        "backspace_button.setAccessibleName": translate_noop("AnswerBox", "Delete"),
        "clear_button.setText": translate_noop("AnswerBox", "Clear"),
        "clear_button.setToolTip": translate_noop("AnswerBox", "Clear your answer (Ctrl+L)"),
        "feedback.setAccessibleName": translate_noop("AnswerBox", "Feedback"),
        "hint_label.setAccessibleName": translate_noop("AnswerBox", "Hint"),
    }

    submitted = pyqtSignal(str)
    edited = pyqtSignal(str)

    def __init__(self, actions: Sequence[QAction] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = QLineEdit(self)
        self.entry.setClearButtonEnabled(True)
        self.entry.setMinimumHeight(40)
        enlarge(self.entry, 1.5)
        self.entry.textChanged.connect(self.edited)
        self.submit_button = QPushButton(self)
        self.submit_button.setMinimumSize(110, 40)
        self.submit_button.setFocusPolicy(Qt.TabFocus)
        enlarge(self.submit_button, 1.1, bold=True)
        self.submit_button.clicked.connect(self.submit)
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(self.submit_button)
        self.key_rows = SplitRow(self)  # the keys, then the actions (stacked when narrow)
        keys = self.key_rows.first
        keys.setSpacing(4)
        self.operator_buttons = [
            self._key(symbol, lambda _=False, t=symbol: self.insert(t)) for symbol in OPERATORS
        ]
        for button, symbol in zip(self.operator_buttons, OPERATORS, strict=True):
            keys.addWidget(button)
            typed_instead(button, TYPED[symbol])
        keys.addSpacing(10)
        self.backspace_button = self._key("⌫", self.back)
        self.clear_button = self._key("", self.clear)
        self.clear_button.least_width = 64
        typed_instead(self.submit_button, "Return")
        typed_instead(self.backspace_button, "Backspace")
        typed_instead(self.clear_button, "Ctrl+L")
        keys.addWidget(self.backspace_button)
        keys.addWidget(self.clear_button)
        self.action_row = self.key_rows.second
        self.action_row.addStretch(1)
        for action in actions:
            self.action_row.addWidget(tool_button(action, self))
        self.feedback = plain_label(self)
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextSelectableByMouse)
        enlarge(self.feedback, 1.1)
        self.hint_label = plain_label(self, scale=1.1)
        self.hint_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(entry_row)
        layout.addWidget(self.key_rows)
        layout.addWidget(self.feedback)
        layout.addWidget(self.hint_label)
        layout.addStretch(1)
        self._error = False
        #: where the keyboard focus goes instead of the answer line (the cards to combine)
        self._focus_proxy: QWidget | None = None
        #: the other way of answering and its controls, laid out where typing's are; it takes
        #: input while the answer line does
        self._other: QWidget | None = None
        self._other_controls: QWidget | None = None
        #: the widgets of typing, hidden while answers are made another way
        self._typing_widgets: list[QWidget] = [
            self.entry,
            self.submit_button,
            *self.operator_buttons,
            self.backspace_button,
            self.clear_button,
        ]
        #: the operators whose keys show ("+-*/": all four)
        self._allowed = "+-*/"
        #: what the line says while paused (set by the view, in its words), else None
        self._pause_note: str | None = None
        self.retranslate()
        self.restyle()

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        self.say_words()
        if self._pause_note is None:  # the view says its pause in the new language itself
            self.entry.setPlaceholderText(self.typing_placeholder)
        for button, symbol in zip(self.operator_buttons, OPERATORS, strict=True):
            described(button, operator_tip(symbol))

    def _key(self, label: str, slot: Callable[..., None]) -> KeyButton:
        """A calculator-style button that a click leaves the keyboard focus in the answer line
        (Tab reaches it)."""
        button = KeyButton(label, self)
        button.setFocusPolicy(Qt.TabFocus)
        enlarge(button, 1.25, bold=True)
        button.clicked.connect(slot)
        return button

    def text(self) -> str:
        """The answer typed so far."""
        return self.entry.text()

    def set_text(self, text: str) -> None:
        """Replace the answer (for the screenshot and tests)."""
        self.entry.setText(text)

    def submit(self) -> None:
        """Hand the answer to whoever checks it."""
        if self.entry.isEnabled():
            self.submitted.emit(self.entry.text())

    def insert(self, text: str) -> None:
        """Put text (a card's number, an operator) at the cursor."""
        if self.entry.isEnabled():
            self.entry.insert(text)
            self.focus()

    def back(self) -> None:
        """Delete the character before the cursor."""
        self.entry.backspace()
        self.focus()

    def clear(self) -> None:
        """Empty the answer line."""
        self.entry.clear()
        self.focus()

    def focus(self) -> None:
        """Keyboard focus to where the answer is made: the answer line, or the widget that
        makes it instead (`set_typing`)."""
        target = self._focus_proxy if self._focus_proxy is not None else self.entry
        target.setFocus(Qt.OtherFocusReason)

    @property
    def typing_placeholder(self) -> str:
        """What the empty answer line says: its example uses − and ×, so it is left out when
        they are not allowed (a child adding cards is not shown a ×)."""
        if "-" in self._allowed and "*" in self._allowed:
            return translate("AnswerBox", "Type your answer, e.g. (8−4)×(7−1), then press Enter")
        return translate("AnswerBox", "Type your answer, then press Enter")

    def set_operators(self, allowed: str) -> None:
        """Show the keys of these operators only (ASCII symbols, "+-*"); brackets stay."""
        self._allowed = allowed
        self._show_keys()
        if self.entry.isEnabled():
            self.entry.setPlaceholderText(self.typing_placeholder)

    def _show_keys(self) -> None:
        """The typing keys while answers are typed: the allowed operators' and the rest."""
        for widget in self._typing_widgets:
            widget.setVisible(self.typing)
        for button, symbol in zip(self.operator_buttons, OPERATORS, strict=True):
            allowed = TYPED[symbol] in self._allowed or symbol in "()"
            button.setVisible(self.typing and allowed)

    def add_button(self, action: QAction) -> QToolButton:
        """A button for an action, at the end of the row of keys (seen in every way of
        answering)."""
        button = tool_button(action, self)
        self.action_row.addWidget(button)
        return button

    def set_typing(
        self, typing: bool, instead: QWidget | None = None, controls: QWidget | None = None
    ) -> None:
        """Answers are typed here, or (`typing` False) made by `instead`, which then takes the
        focus, its `controls` (operators, Undo) taking the place of the answer line and its
        keys; the actions, the feedback and the hint stay."""
        if controls is not None and controls is not self._other_controls:
            self._other_controls = controls
            self._layout.insertWidget(0, controls)
        self._other = instead
        self._focus_proxy = None if typing else instead
        self._show_keys()
        if self._other_controls is not None:
            self._other_controls.setVisible(not typing)

    @property
    def typing(self) -> bool:
        """Whether answers are typed here (`set_typing`)."""
        return self._focus_proxy is None

    @property
    def playing(self) -> bool:
        """Whether an answer can be made now (`set_playing`)."""
        return self.entry.isEnabled()

    def set_playing(self, playing: bool) -> None:
        """Accept input only while a round is played (the other way of answering too)."""
        if self._other is not None:
            self._other.setEnabled(playing)
        if playing:
            self._pause_note = None
            self.entry.setPlaceholderText(self.typing_placeholder)
        for widget in (self.entry, self.submit_button, self.backspace_button, self.clear_button):
            widget.setEnabled(playing)
        for button in self.operator_buttons:
            button.setEnabled(playing)

    def say(self, text: str, error: bool = False) -> None:
        """The feedback line; a wrong answer's is in the error colour and starts ✗ (colour is
        never the only sign), in every mode."""
        if error and text and not text.startswith(WRONG_MARK):
            text = f"{WRONG_MARK} {text}"
        self._error = error
        self.feedback.setStyleSheet(text_style("error") if error else "")
        self.feedback.setText(text)

    def restyle(self) -> None:
        """The feedback and hint colours for the palette in use."""
        self.feedback.setStyleSheet(text_style("error") if self._error else "")
        self.hint_label.setStyleSheet(text_style("hint"))

    def point_at(self, position: int | None) -> None:
        """Put the cursor at a 1-based column (where a syntax error is); None: nowhere to point,
        the cursor stays."""
        if position is not None:
            self.entry.setCursorPosition(max(0, position - 1))
            self.focus()

    def take_lines(self) -> tuple[QLabel, QLabel]:
        """The feedback and the hint lines, out of the box, for the owner to lay out (beside
        the answers found, say); the box keeps saying what it says on them."""
        for line in (self.feedback, self.hint_label):
            self._layout.removeWidget(line)
        return self.feedback, self.hint_label

    def show_hint(self, text: str) -> None:
        """The hint line."""
        self.hint_label.setText(text)

    def show_paused(self, placeholder: str) -> None:
        """While paused: an empty, disabled answer line saying so; no feedback, no hint."""
        self.entry.clear()
        self._pause_note = placeholder
        self.entry.setPlaceholderText(placeholder)
        self.say("")
        self.show_hint("")

    def reset(self) -> None:
        """A fresh round: empty answer, no feedback, no hint."""
        self.entry.clear()
        self.say("")
        self.hint_label.clear()
