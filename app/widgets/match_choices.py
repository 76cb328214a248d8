"""MatchChoices: what the next match against the computer will be, to change on Play's start
page: the computer's level, the round time, the number of rounds, the deck, the operators (and
whole numbers only), and whether answers are made by combining the cards. They are the settings
(Preferences shows them, and they are kept for the matches after), shown again whenever the
settings change."""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QCheckBox, QGridLayout, QSpinBox, QWidget

from ..game.clock import seconds_unit
from ..game.levels import ComputerLevel
from ..i18n import translate
from ..shell.settings import Settings
from .adaptive import Adaptive
from .deck_picker import DeckPicker
from .labels import combo_box, plain_label
from .operator_picker import OperatorPicker


class MatchChoices(Adaptive, QWidget):
    """Two rows of labelled choices and a switch for combining the cards."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.level = combo_box(self)
        for level in ComputerLevel:
            self.level.addItem("", level.key)
        self.level.currentIndexChanged.connect(self._level_chosen)
        self.time = QSpinBox(self)
        self.time.setRange(10, 600)
        self.time.setSingleStep(5)
        self.rounds = QSpinBox(self)
        self.rounds.setRange(0, 52)
        for spin in (self.time, self.rounds):
            spin.setKeyboardTracking(False)  # a number counts once typed (90, not 9 then 90)
            spin.valueChanged.connect(self._numbers_chosen)
        self.deck = DeckPicker(parent=self)
        self.deck.changed.connect(self._deck_chosen)
        self.operators = OperatorPicker(settings.operators, self)
        self.operators.changed.connect(self._operators_chosen)
        self.combine = QCheckBox(self)
        self.combine.toggled.connect(self._combining_chosen)
        self.labels = [plain_label(self) for _ in range(5)]
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        fields = (self.level, self.time, self.rounds, self.deck)
        for index, (label, field) in enumerate(zip(self.labels[:4], fields, strict=True)):
            label.setBuddy(field)
            label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
            row, column = divmod(index, 2)
            grid.addWidget(label, row, 2 * column + 1)
            grid.addWidget(field, row, 2 * column + 2, Qt.AlignLeft)
        operators_label = self.labels[4]
        operators_label.setBuddy(self.operators)
        operators_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        grid.addWidget(operators_label, 2, 1)
        grid.addWidget(self.operators, 2, 2, 1, 3, Qt.AlignLeft)
        grid.addWidget(self.combine, 3, 1, 1, 4, Qt.AlignHCenter)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(5, 1)
        settings.changed.connect(self._setting_changed)  # a bound method: dropped with us
        self.retranslate()
        self.show_choices()

    def _setting_changed(self, _name: str) -> None:
        self.show_choices()

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        for label, text in zip(
            self.labels,
            (
                translate("Play", "&Computer:"),
                translate("Play", "Round &time:"),
                translate("Play", "&Rounds:"),
                translate("Play", "&Deck:"),
                translate("Play", "&Operators:"),
            ),
            strict=True,
        ):
            label.setText(text)
        for index, level in enumerate(ComputerLevel):
            self.level.setItemText(index, level.label)
        self.level.setToolTip(
            translate("Play", "How quick the computer is: Beginner is slowest, Master fastest")
        )
        self.combine.setText(
            translate("Play", "Answer by combining the cards, not typing (Ctrl+T)")
        )
        self.combine.setToolTip(
            translate("Play", "Pick a card, + − × ÷, a card… until one is left; in every mode")
        )
        self.time.setSuffix(seconds_unit())
        self.time.setToolTip(translate("Play", "Seconds per round"))
        whole = translate("Play", "Whole deck")
        self.rounds.setSpecialValueText(whole)
        metrics = self.rounds.fontMetrics()  # its size hint forgets the special text
        self.rounds.setMinimumWidth(metrics.horizontalAdvance(whole) + 40)
        self.rounds.setToolTip(
            translate("Play", "Rounds in the match (whole deck: until the cards run out)")
        )

    def show_choices(self) -> None:
        """The choices as the settings hold them (changed here or in Preferences); only what
        differs is set, so a number being typed in the other box stays as typed."""
        settings = self.settings
        for box, value in ((self.time, settings.round_seconds), (self.rounds, settings.rounds)):
            if box.value() != value:
                was = box.blockSignals(True)
                box.setValue(value)
                box.blockSignals(was)
        level = max(0, self.level.findData(settings.computer_level.key))
        if self.level.currentIndex() != level:
            was = self.level.blockSignals(True)
            self.level.setCurrentIndex(level)
            self.level.blockSignals(was)
        if self.deck.deck() != settings.deck:
            self.deck.set_deck(settings.deck)
        if self.operators.operators() != settings.operators:
            self.operators.set_operators(settings.operators)
        if self.combine.isChecked() != settings.combining:
            self.combine.setChecked(settings.combining)

    def take_typed(self) -> None:
        """What is typed in a number box counts, even if Enter started the match before the box
        gave it up."""
        for spin in (self.time, self.rounds):
            spin.interpretText()

    def _level_chosen(self) -> None:
        self.settings.computer_level = str(self.level.currentData())

    def _numbers_chosen(self) -> None:
        self.settings.round_seconds = self.time.value()
        self.settings.rounds = self.rounds.value()

    def _deck_chosen(self) -> None:
        self.settings.deck = self.deck.deck()

    def _operators_chosen(self) -> None:
        self.settings.operators = self.operators.operators()

    def _combining_chosen(self, combining: bool) -> None:
        self.settings.combining = combining
