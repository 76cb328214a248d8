"""HostRoomDialog (Game › Host a room…): the choices of a room on the local network, as Play's
(the mode, the rounds, the round time, the deck, the operators and whole numbers, a level or a
range of levels, now and then a hand with no answer), then Open room. It says the room is
opening, and why it could not open; once it is open the window shows the room (app.shell.hosting).

The first room's choices come from the player's settings; each room's are remembered for the
next (the settings' "room": `RoomChoices.key`). The cards and the target are the settings'.
"""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solver import format_number
from solver.difficulty import LEVELS, Level

from ..game.clock import seconds_unit
from ..game.levels import hand_level_name
from ..i18n import translate
from ..room.choices import ROUND_SECONDS, ROUNDS, Mode, RoomChoices
from ..shell.settings import Settings
from .deck_picker import DeckPicker
from .labels import WrappedLabel, combo_box, plain_label
from .operator_picker import OperatorPicker
from .request_dialog import RequestDialog

#: The rounds of a room when the player's matches go on until the deck runs out.
DEFAULT_ROUNDS = 10
#: "Any" in the first list of levels.
ANY = "any"


def first_choices(settings: Settings) -> RoomChoices:
    """A room's choices from the player's settings (as Play's), and those the last room kept."""
    level = settings.deal_level
    choices = RoomChoices(
        rounds=min(ROUNDS[1], settings.rounds or DEFAULT_ROUNDS),
        round_seconds=settings.round_seconds,
        card_count=settings.card_count,
        target=settings.target,
        deck=settings.deck,
        operators=settings.operators,
        levels=() if level is None else (level,),
    )
    try:
        return choices.with_key(str(settings.get("room")))
    except ValueError:  # a deck too small for the cards now, say: the settings' choices
        return choices


class HostRoomDialog(RequestDialog[RoomChoices]):
    """The room's choices and Open room; `chosen` asks for the room to be opened."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.base = first_choices(settings)
        self.mode = combo_box(self)
        for mode in Mode:
            self.mode.addItem("", mode.value)
        self.rounds = QSpinBox(self)
        self.rounds.setRange(*ROUNDS)
        self.time = QSpinBox(self)
        self.time.setRange(*ROUND_SECONDS)
        self.time.setSingleStep(5)
        self.deck = DeckPicker(parent=self)
        self.operators = OperatorPicker(parent=self)
        self.low = combo_box(self)
        self.low.addItem("", ANY)
        self.high = combo_box(self)
        for level in LEVELS:
            self.low.addItem("", level.value)
            self.high.addItem("", level.value)
        self.low.currentIndexChanged.connect(self._levels_changed)
        self.no_answer = QCheckBox(self)
        self.rules = WrappedLabel(self)
        self.open_button = self.make_asking()
        self._lay_out()
        self.show_choices(self.base)
        self.retranslate()

    def _lay_out(self) -> None:
        levels = QHBoxLayout()
        levels.addWidget(self.low)
        self.to_label = plain_label(self)
        levels.addWidget(self.to_label)
        levels.addWidget(self.high)
        levels.addStretch(1)
        self.form = QFormLayout()
        self.labels = [plain_label(self) for _ in range(6)]
        fields = (self.mode, self.rounds, self.time, self.deck, self.operators, self.low)
        buddies = (self.mode, self.rounds, self.time, self.deck.kind, self.operators, self.low)
        for label, field, buddy in zip(self.labels, fields, buddies, strict=True):
            label.setBuddy(buddy)
            if field is self.low:
                self.form.addRow(label, levels)
            else:
                self.form.addRow(label, field)
        self.form.addRow(self.no_answer)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.rules)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        self.setWindowTitle(translate("HostRoom", "Host a room"))
        for label, text in zip(
            self.labels,
            (
                translate("HostRoom", "&Mode:"),
                translate("HostRoom", "&Rounds:"),
                translate("HostRoom", "Round &time:"),
                translate("HostRoom", "&Deck:"),
                translate("HostRoom", "&Operators:"),
                translate("HostRoom", "&Hands:"),
            ),
            strict=True,
        ):
            label.setText(text)
        for index, mode in enumerate(Mode):
            self.mode.setItemText(index, mode.label)
        self.low.setItemText(0, translate("Levels", "Any difficulty"))
        for index, level in enumerate(LEVELS):
            self.low.setItemText(index + 1, hand_level_name(level))
            self.high.setItemText(index, hand_level_name(level))
        self.to_label.setText(translate("HostRoom", "to"))
        self.time.setSuffix(seconds_unit())
        self.no_answer.setText(
            translate("HostRoom", "Now and then a hand with no answer (saying so scores)")
        )
        self.rules.setText(
            translate(
                "HostRoom",
                "Make {target} with {count} cards (Preferences). Players join from a browser on "
                "this network: the room shows its address, its code and a QR code.",
            ).format(target=format_number(self.base.target), count=self.base.card_count)
        )
        self.open_button.setText(translate("HostRoom", "O&pen room"))
        self.mode.setToolTip(
            translate(
                "HostRoom",
                "Race: a point for the first right answer. Class: everyone who "
                "solves it scores, the faster and the harder the more.",
            )
        )
        self.high.setToolTip(translate("HostRoom", "The hardest hands dealt"))
        self.low.setToolTip(translate("HostRoom", "The easiest hands dealt, or any difficulty"))

    # --- the choices ---------------------------------------------------------------------------

    def show_choices(self, choices: RoomChoices) -> None:
        """Set the widgets to these choices."""
        self.mode.setCurrentIndex(max(0, self.mode.findData(choices.mode.value)))
        self.rounds.setValue(choices.rounds)
        self.time.setValue(round(choices.round_seconds))
        self.deck.set_deck(choices.deck)
        self.operators.set_operators(choices.operators)
        levels = choices.levels
        self.low.setCurrentIndex(self.low.findData(levels[0].value) if levels else 0)
        self.high.setCurrentIndex(max(0, self.high.findData(levels[-1].value)) if levels else 0)
        self.no_answer.setChecked(choices.no_solution_hands)
        self._levels_changed()

    def choices(self) -> RoomChoices:
        """The room the widgets name (ValueError: a deck too small for the cards)."""
        for box in (self.rounds, self.time):
            box.interpretText()  # a number being typed counts
        levels: tuple[Level, ...] = ()
        if self.low.currentData() != ANY:
            first, last = sorted((self.low.currentIndex() - 1, self.high.currentIndex()))
            levels = LEVELS[first : last + 1]
        return RoomChoices(
            mode=Mode(self.mode.currentData()),
            rounds=self.rounds.value(),
            round_seconds=float(self.time.value()),
            card_count=self.base.card_count,
            target=self.base.target,
            deck=self.deck.deck(),
            operators=self.operators.operators(),
            levels=levels,
            no_solution_hands=self.no_answer.isChecked(),
        )

    def _levels_changed(self) -> None:
        """The hardest level goes with a first level (not with any difficulty), and is never
        easier than it."""
        index = self.low.currentIndex()
        self.high.setEnabled(index > 0)
        if index > 0 and self.high.currentIndex() < index - 1:
            self.high.setCurrentIndex(index - 1)

    # --- opening -------------------------------------------------------------------------------

    def request(self) -> RoomChoices:
        """The room to open: the one the widgets name."""
        return self.choices()

    def asked(self, request: RoomChoices) -> None:
        """The choices are kept for the next room."""
        self.settings.set("room", request.key())

    def waiting_words(self) -> str:
        return translate("HostRoom", "Opening the room…")

    def failed(self, message: str) -> None:
        """The room could not open: why, and the choices to try again."""
        super().failed(
            translate("HostRoom", "The room could not open: {reason}").format(reason=message)
        )
        self.status.setAlignment(Qt.AlignLeft)
