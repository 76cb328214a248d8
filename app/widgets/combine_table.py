"""CombineTable: the cards of a hand to combine two at a time, drawn from an `app.game.combine`
`CardTable`, with operator buttons, Undo, Reset, "add all", "multiply all" and the working.

The widget holds no rule: it draws the table it is given and forwards what the player does to it.
By mouse: click a card, an operator button, a card. By keyboard (the table takes the focus as one
control, as a list would): the key shown under each card (1, 2, 3, …) picks it; + - * / (also x
and the keypad's) choose the operator; Backspace or Ctrl+Z undoes; Esc puts a picked card down,
and with nothing picked resets; S adds and P multiplies every card left. The buttons take no
focus and say which key does what they do.

A view that plays with it (see the `app.game.combine` docstring): ``set_cards(cards)`` for each
hand dealt; ``built(text)`` is emitted once one card is left, with the answer as text for the
session's ``submit``; ``set_face_down(True)`` hides the cards (a pause) and ``setEnabled(False)``
stops input (a round over).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import partial
from typing import ClassVar

from PyQt5.QtCore import QEvent, QRectF, QSize, Qt, pyqtSignal
from PyQt5.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QWheelEvent,
)
from PyQt5.QtWidgets import QHBoxLayout, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from solver import ALL_OPERATORS, OperatorSet

from ..game.cards import Card
from ..game.combine import ALL_SYMBOLS, SYMBOLS, CardTable, TableCard, operator_sign
from ..game.operators import operator_keys, operator_name
from ..i18n import listed, sentences, translate, translate_noop
from ..shell.card_images import BLACK, fit_card, paint_card, paint_empty
from ..shell.theme import colours, enlarge, felt_style, text_style
from .actions import typed_instead
from .adaptive import Adaptive, WordTable
from .card_widget import HIGHLIGHT, CardWidget
from .felt import Felt, lay_in_row
from .labels import WrappedLabel, described
from .pages import arranged
from .split_row import SplitRow

#: The keys that choose each operator (the text a key press gives).
OPERATOR_KEYS = {"+": "+", "-": "-−", "*": "*xX×", "/": "/÷"}
#: The keys of the "every card at once" buttons.
ALL_KEYS = {"+": "S", "*": "P"}
#: The keys that step back: undo a step, put a card down (or start over). With the digits
#: (the cards), OPERATOR_KEYS and ALL_KEYS, every key of the table (Help › Rules lists them).
STEP_KEYS = {"Backspace": "undo", "Ctrl+Z": "undo", "Esc": "escape"}
#: Share of a card's height a picked card is lifted by (its place shows it, not colour alone).
LIFT = 0.08
#: The ink of a made card's formula.
FORMULA_INK = QColor("#5f6368")


def operator_tip(symbol: str) -> str:
    """What an operator button does, for its tooltip and a screen reader: "Add (key +)"."""
    return translate("CombineTable", "{operator} (key {keys})").format(
        operator=operator_name(symbol), keys=operator_keys(symbol)
    )


class CombineCard(CardWidget):
    """One place of the table: a dealt card, a card made by combining (its value, a fraction
    written as one), or an empty place; the key that picks it is shown under it."""

    clicked = pyqtSignal(int)
    SITS_ON_BOTTOM = False

    def __init__(self, place: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.place = place
        self.held: TableCard | None = None
        self.lifted = False
        self.operator: str | None = None
        self.setMinimumSize(44, 80)  # room for a window of 640×450 at scale 2
        self.setFocusPolicy(Qt.NoFocus)
        typed_instead(self, str(place + 1))

    def sizeHint(self) -> QSize:
        """A comfortable card with its key under it."""
        return QSize(120, 200)

    def show_place(self, held: TableCard | None, picked: bool, operator: str | None) -> None:
        """Show what lies in this place, whether it is picked and the operator chosen for it."""
        if (held, picked, operator) != (self.held, self.lifted, self.operator):
            self.held, self.lifted, self.operator = held, picked, operator
            self.card = held.card if held is not None else None
            self.update()
        self.setCursor(Qt.PointingHandCursor if held is not None else Qt.ArrowCursor)

    def key_height(self) -> float:
        """Room under the card for its key."""
        return max(16.0, QFontMetricsF(self.font()).height() * 1.5)

    def card_rect(self) -> QRectF:
        """The card, above its key, with room to be lifted when picked."""
        lift = self.height() * LIFT
        area = QRectF(self.rect()).adjusted(5, 5 + lift, -5, -5 - self.key_height())
        rect = fit_card(area)
        if self.lifted:
            rect.translate(0, -lift)
        return rect

    def operator_disc(self) -> QRectF:
        """Where the operator chosen for the picked card is drawn: a disc astride the card's
        right edge, moved in as far as it must to stay whole inside the place (a card that
        fills its place's width had half its disc cut off)."""
        card = self.card_rect()
        size = card.width() * 0.34
        left = min(card.right() - size * 0.6, self.width() - size - 2)
        return QRectF(left, card.center().y() - size / 2, size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The card (its back when face down), its ring when picked, its key under it."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setRenderHint(QPainter.TextAntialiasing)
        rect = self.card_rect()
        held = self.held
        if self.face_down and held is not None:
            paint_card(painter, rect, None)
        elif held is None:
            paint_empty(painter, rect, "")
        elif held.card is not None:
            paint_card(painter, rect, held.card)
        else:
            _paint_made(painter, rect, held)
        if self.lifted and not self.face_down:
            pen = QPen(HIGHLIGHT, max(3.0, rect.width() / 30))
            painter.setPen(pen)
            painter.setBrush(Qt.NoBrush)
            radius = rect.width() * 0.08
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
            if self.operator is not None:
                _paint_operator(painter, self.operator_disc(), operator_sign(self.operator))
        self._paint_key(painter, rect)
        painter.end()

    def _paint_key(self, painter: QPainter, card: QRectF) -> None:
        """The key that picks the card, as a key cap under it (faint on an empty place)."""
        height = self.key_height() * 0.9
        cap = QRectF(card.center().x() - height * 0.6, card.bottom() + 4, height * 1.2, height)
        if self.lifted:
            cap.translate(0, self.height() * LIFT)
        ink = QColor(colours().on_felt)
        if self.held is None:
            ink.setAlpha(90)
        painter.setPen(QPen(ink, 1.2))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(cap, 4, 4)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(cap, Qt.AlignCenter, str(self.place + 1))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A left click picks the card."""
        if event.button() == Qt.LeftButton and not self.face_down:
            self.clicked.emit(self.place)
            event.accept()
        else:
            event.ignore()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Cards on the table do not change."""
        event.ignore()


def _paint_made(painter: QPainter, rect: QRectF, held: TableCard) -> None:
    """A card made by combining: white like a card, its value large (a fraction as numerator
    over denominator), what it was made from small at the foot."""
    painter.save()
    radius = rect.width() * 0.07
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    painter.fillPath(path, QColor("white"))
    painter.setPen(QPen(QColor("#9aa0a6"), max(1.0, rect.width() / 100)))
    painter.drawPath(path)
    painter.setPen(BLACK)
    value = held.value
    sign = "−" if value < 0 else ""
    size = rect.height() * (0.26 if value.denominator == 1 else 0.2)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, int(size)))
    painter.setFont(font)
    inner = rect.adjusted(rect.width() * 0.06, 0, -rect.width() * 0.06, 0)
    _fit_font(painter, [f"{sign}{abs(value.numerator)}", str(value.denominator)], inner.width())
    if value.denominator == 1:
        painter.drawText(inner, Qt.AlignCenter, f"{sign}{abs(value.numerator)}")
    else:
        _paint_fraction(painter, inner, abs(value), sign)
    formula = QFont(painter.font())
    formula.setBold(False)
    formula.setPixelSize(max(7, int(rect.height() * 0.085)))
    painter.setFont(formula)
    painter.setPen(FORMULA_INK)
    foot = QRectF(
        inner.left(), rect.bottom() - rect.height() * 0.2, inner.width(), rect.height() * 0.16
    )
    text = painter.fontMetrics().elidedText(held.formula(), Qt.ElideMiddle, int(foot.width()))
    painter.drawText(foot, Qt.AlignCenter, text)
    painter.restore()


def _fit_font(painter: QPainter, texts: Sequence[str], width: float) -> None:
    """Shrink the painter's font until every text fits the width."""
    font = QFont(painter.font())
    while font.pixelSize() > 7:
        metrics = QFontMetricsF(font)
        if all(metrics.horizontalAdvance(text) <= width for text in texts):
            break
        font.setPixelSize(font.pixelSize() - 1)
    painter.setFont(font)


def _paint_fraction(painter: QPainter, rect: QRectF, value: Fraction, sign: str) -> None:
    """A fraction written as one: the numerator over a bar over the denominator (a minus sign
    before the bar)."""
    metrics = QFontMetricsF(painter.font())
    line = metrics.height()
    top, bottom = str(value.numerator), str(value.denominator)
    width = max(metrics.horizontalAdvance(top), metrics.horizontalAdvance(bottom)) * 1.15
    centre = rect.center()
    bar_y = centre.y()
    painter.drawText(
        QRectF(centre.x() - width / 2, bar_y - line - 2, width, line), Qt.AlignCenter, top
    )
    painter.drawText(QRectF(centre.x() - width / 2, bar_y + 2, width, line), Qt.AlignCenter, bottom)
    pen = QPen(BLACK, max(1.5, line / 12))
    painter.setPen(pen)
    painter.drawLine(
        int(centre.x() - width / 2), int(bar_y), int(centre.x() + width / 2), int(bar_y)
    )
    if sign:
        sign_width = metrics.horizontalAdvance(sign)
        painter.drawText(
            QRectF(centre.x() - width / 2 - sign_width * 1.3, bar_y - line / 2, sign_width, line),
            Qt.AlignCenter,
            sign,
        )


def _paint_operator(painter: QPainter, disc: QRectF, sign: str) -> None:
    """The operator chosen for a picked card, in its disc (`CombineCard.operator_disc`)."""
    size = disc.width()
    painter.setPen(QPen(QColor("white"), max(1.5, size / 14)))
    painter.setBrush(HIGHLIGHT)
    painter.drawEllipse(disc)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, int(size * 0.7)))
    painter.setFont(font)
    painter.drawText(disc, Qt.AlignCenter, sign)


class CombineTable(Adaptive, QWidget):
    """A hand to combine: the cards on the felt, the operators, Undo, Reset, add or multiply
    every card, the working. `built(text)` once one card is left."""

    WORDS_CONTEXT = "CombineTable"
    WORDS: ClassVar[WordTable] = {
        "setAccessibleName": translate_noop("CombineTable", "Cards to combine"),
        "undo_button.setText": translate_noop("CombineTable", "Undo"),
        "undo_button.setToolTip": translate_noop(
            "CombineTable", "Take back the last step (Backspace or Ctrl+Z)"
        ),
        "reset_button.setText": translate_noop("CombineTable", "Reset"),
        "reset_button.setToolTip": translate_noop(
            "CombineTable", "Start again from the cards as dealt (Esc; Undo brings them back)"
        ),
        "working.setAccessibleName": translate_noop("CombineTable", "Working"),
    }

    built = pyqtSignal(str)
    changed = pyqtSignal()
    #: a step or more was taken back (Undo, Reset)
    taken_apart = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = CardTable(())
        #: the hand as dealt (`restart` lays it out again)
        self.hand: tuple[Card | object, ...] = ()
        self.cards: list[CombineCard] = []
        self.face_down = False
        self.setFocusPolicy(Qt.StrongFocus)
        self.felt = Felt(self)
        self.row = QHBoxLayout()
        self.row.setSpacing(10)
        self.prompt = WrappedLabel(self.felt)
        self.prompt.setAlignment(Qt.AlignCenter)
        self.prompt.setWordWrap(True)
        enlarge(self.prompt, 1.1)
        #: what the mode says to make, after the prompt ("Make 24 with every card once.")
        self.caption = ""
        felt_layout = QVBoxLayout(self.felt)
        felt_layout.setContentsMargins(10, 8, 10, 6)
        felt_layout.setSpacing(4)
        felt_layout.addLayout(self.row, 1)
        felt_layout.addWidget(self.prompt)
        self.operator_buttons = {
            symbol: self._button(operator_sign(symbol), partial(self.choose, symbol))
            for symbol in SYMBOLS
        }
        self.all_buttons = {
            symbol: self._button("", partial(self.combine_all, symbol)) for symbol in ALL_SYMBOLS
        }
        self.undo_button = self._button("", self.undo)
        self.reset_button = self._button("", self.reset)
        #: the operators and "all" buttons, then Undo and Reset (stacked when narrow)
        self.controls = QWidget(self)
        self.key_rows = SplitRow(self.controls)
        keys = self.key_rows.first
        keys.setSpacing(4)
        for symbol, button in self.operator_buttons.items():
            button.setCheckable(True)
            button.setMinimumSize(36, 34)
            enlarge(button, 1.25, bold=True)
            typed_instead(button, OPERATOR_KEYS[symbol][0])
            keys.addWidget(button)
        keys.addSpacing(8)
        for symbol, button in self.all_buttons.items():
            typed_instead(button, ALL_KEYS[symbol])
            keys.addWidget(button)
        typed_instead(self.undo_button, "Backspace")
        typed_instead(self.reset_button, "Esc")
        steps = self.key_rows.second
        steps.addStretch(1)
        steps.addWidget(self.undo_button)
        steps.addWidget(self.reset_button)
        # the keys and the working go under the felt; a view may lay them out elsewhere (the
        # answer box takes them where typing's keys were)
        self.working = WrappedLabel(self.controls)
        self.working.setTextInteractionFlags(Qt.TextSelectableByMouse)
        arranged(QVBoxLayout(self.controls), (self.key_rows, self.working), (0, 0), 6)
        arranged(QVBoxLayout(self), ((self.felt, 1), self.controls), (0, 0), 6)
        self.retranslate()
        self.restyle()

    def hasHeightForWidth(self) -> bool:
        """No: the table takes the room its layout gives it (its wrapped lines would make a
        vertical layout take the cards' comfortable height as their least, and squeeze the
        answer box under them)."""
        return False

    def _button(self, text: str, slot: Callable[[], object]) -> QToolButton:
        """A button that leaves the keyboard focus on the table (as narrow as its text)."""
        button = QToolButton(self)
        button.setText(text)
        button.setToolButtonStyle(Qt.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.NoFocus)
        button.setMinimumHeight(34)
        button.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        button.clicked.connect(lambda _=False: slot())
        return button

    # --- language and palette --------------------------------------------------------------

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        self.say_words()
        for symbol, button in self.operator_buttons.items():
            described(button, operator_tip(symbol))
        self.all_buttons["+"].setText(translate("CombineTable", "Add all"))
        self.all_buttons["+"].setToolTip(
            translate("CombineTable", "Add every card left, left to right (key S)")
        )
        self.all_buttons["*"].setText(translate("CombineTable", "Multiply all"))
        self.all_buttons["*"].setToolTip(
            translate("CombineTable", "Multiply every card left, left to right (key P)")
        )
        self.refresh()

    def restyle(self) -> None:
        """The felt (with a ring while the table has the keyboard focus) and the texts."""
        ring = f"#felt {{ border: 2px solid {HIGHLIGHT.name()}; }}" if self.hasFocus() else ""
        self.felt.setStyleSheet(felt_style() + ring)
        self.refresh()

    # --- the hand --------------------------------------------------------------------------

    def set_cards(
        self, cards: Sequence[Card | object], operators: OperatorSet = ALL_OPERATORS
    ) -> None:
        """A new hand to combine with the game's operators (the table starts over); only the
        allowed operators have a button."""
        self.hand = tuple(cards)
        self.table = CardTable(self.hand, operators)
        self._make_cards(len(self.table.places))
        for symbol, button in (*self.operator_buttons.items(), *self.all_buttons.items()):
            button.setVisible(operators.allows(symbol))
        self.refresh()

    def restart(self) -> None:
        """The same hand again, as dealt, with nothing to undo (another answer, another
        player's turn)."""
        if self.table.can_undo or self.table.message:
            self.set_cards(self.hand, self.table.operators)

    def set_caption(self, text: str) -> None:
        """What to make, as the mode says it: said after the prompt, on the same line."""
        self.caption = text
        self.refresh()

    def ready(self) -> bool:
        """Whether the answer is built; if not, the prompt says how to build it."""
        ready = self.table.ready()
        self.refresh()
        return ready

    def set_face_down(self, face_down: bool) -> None:
        """Hide the cards (and take no input) while the game is paused."""
        self.face_down = face_down
        for card in self.cards:
            card.set_face_down(face_down)
        self.refresh()

    def _make_cards(self, count: int) -> None:
        """One CombineCard per place, centred (rebuilt when the count changes)."""
        if len(self.cards) == count:
            return
        self.cards = [CombineCard(place, self.felt) for place in range(count)]
        for card in self.cards:
            card.clicked.connect(self.pick)
        lay_in_row(self.row, self.cards)

    # --- state -> widgets ------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the table: the places, the pick and the operator, the buttons, the prompt or a
        refusal, the working; and say it all to a screen reader."""
        table = self.table
        for card, held in zip(self.cards, table.places, strict=True):
            picked = card.place == table.picked
            card.show_place(held, picked, table.operator if picked else None)
            card.setAccessibleName(self._card_name(card.place, held))
            card.setToolTip(self._card_tip(card.place, held))
        playing = not self.face_down and self.isEnabled()
        for symbol, button in self.operator_buttons.items():
            button.setChecked(symbol == table.operator)
            button.setEnabled(playing and table.picked is not None)
            bold = QFont(button.font())
            bold.setUnderline(symbol == table.operator)
            button.setFont(bold)
        for button in self.all_buttons.values():
            button.setEnabled(playing and table.can_combine_all)
        self.undo_button.setEnabled(playing and table.can_undo)
        self.reset_button.setEnabled(playing and table.can_reset)
        c = colours()
        if table.message:
            self.prompt.setText(f"✗ {table.message}")
            self.prompt.setStyleSheet(f"color: {c.warning_on_felt}; font-weight: bold;")
        else:
            # nothing to do while the cards are hidden or take no input (a round over)
            idle = self.face_down or not self.isEnabled()
            self.prompt.setText("" if idle else sentences(table.prompt(), self.caption))
            self.prompt.setStyleSheet(f"color: {c.on_felt};")
        lines = table.working()
        self.working.setStyleSheet(text_style("notice"))
        self.working.setText(
            translate("CombineTable", "Working: {steps}").format(steps="   ".join(lines))
            if lines
            else translate("CombineTable", "Working: none yet")
        )
        self.setAccessibleDescription(self._description())

    def _card_name(self, place: int, held: TableCard | None) -> str:
        """A place for a screen reader: "Card 2: 8/3, made of 8÷3, picked"."""
        if held is None:
            what = translate("CombineTable", "empty")
        elif self.face_down:
            what = translate("CombineTable", "face down")
        else:
            what = held.spoken()
        name = translate("CombineTable", "Card {place}: {card}").format(place=place + 1, card=what)
        if place == self.table.picked:
            name = translate("CombineTable", "{card}, picked").format(card=name)
        return name

    def _card_tip(self, place: int, held: TableCard | None) -> str:
        """What a click (or the card's key) does."""
        if held is None:
            return translate("CombineTable", "An empty place: its card was combined")
        return translate("CombineTable", "{card}: click or press {key} to pick it").format(
            card=held.spoken(), key=place + 1
        )

    def _description(self) -> str:
        """The whole table in a sentence or two, with the keys."""
        table = self.table
        cards = listed(self._card_name(place, held) for place, held in enumerate(table.places))
        return translate(
            "CombineTable",
            "{cards}. {prompt} Keys: the card's number picks it, + - * / the operator, "
            "Backspace undoes, Esc resets, S adds all, P multiplies all.",
        ).format(cards=cards, prompt=table.message or table.prompt())

    # --- input -> table --------------------------------------------------------------------

    def pick(self, place: int) -> None:
        """A card clicked or its key pressed."""
        self._act(lambda: self.table.pick(place))

    def choose(self, symbol: str) -> None:
        """An operator button or key."""
        self._act(lambda: self.table.choose(symbol))

    def combine_all(self, symbol: str) -> None:
        """Add all or Multiply all."""
        self._act(lambda: self.table.combine_all(symbol))

    def undo(self) -> None:
        """Undo."""
        self._act(self.table.undo)

    def reset(self) -> None:
        """Reset."""
        self._act(self.table.reset)

    def escape(self) -> None:
        """Esc: put a picked card down; with nothing picked, start over."""
        self._act(self.table.put_down if self.table.picked is not None else self.table.reset)

    def _act(self, action: Callable[[], bool]) -> None:
        """Do what the player asked (nothing while the cards are hidden); tell the view once
        the answer is built."""
        if self.face_down or not self.isEnabled():
            return
        was_finished, steps = self.table.finished, len(self.table.steps)
        action()
        self.refresh()
        if len(self.table.steps) < steps:
            self.taken_apart.emit()
        self.changed.emit()
        if self.table.finished and not was_finished:
            text = self.table.answer_text()
            if text is not None:
                self.built.emit(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The table's keys; any other key goes on to the window."""
        act = self._key_action(event)
        if act is None:
            super().keyPressEvent(event)
            return
        act()
        event.accept()

    def _key_action(self, event: QKeyEvent) -> Callable[[], None] | None:
        """What a key does here (None: not a key of the table)."""
        modifiers = event.modifiers() & ~Qt.KeypadModifier
        pressed = QKeySequence(int(modifiers) | event.key()).toString()
        named = {"undo": self.undo, "escape": self.escape}.get(STEP_KEYS.get(pressed, ""))
        if named is not None:
            return named
        if modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier):
            return None
        text = event.text()
        if text.isdigit() and text.isascii() and 1 <= int(text) <= len(self.cards):
            return partial(self.pick, int(text) - 1)
        for symbol, typed in OPERATOR_KEYS.items():
            if text and text in typed:
                return partial(self.choose, symbol)
        for symbol, typed in ALL_KEYS.items():
            if text and text.upper() == typed:
                return partial(self.combine_all, symbol)
        return None

    def event(self, event: QEvent) -> bool:
        """The table's keys win over the window's shortcuts while it has the focus."""
        kind = event.type()
        if (
            kind == QEvent.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self._key_action(event) is not None
        ):
            event.accept()
            return True
        if kind in (QEvent.FocusIn, QEvent.FocusOut):
            self.restyle()
        elif kind == QEvent.EnabledChange:
            self.refresh()  # the controls may be laid out outside the table
        return super().event(event)
