"""PreferencesDialog: every setting in one form; OK writes them, the views adapt."""

from __future__ import annotations

from PyQt5.QtCore import QSize, Qt
from PyQt5.QtGui import QShowEvent
from PyQt5.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QSlider,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from solver import OperatorSet

from ..game.clock import seconds_unit
from ..game.decks import DeckRules
from ..game.levels import HAND_LEVELS, ComputerLevel, deal_level_name
from ..i18n import translate
from ..shell.settings import FIELDS, Settings
from ..shell.theme import TEXT_SIZES
from .deck_picker import DeckPicker
from .dialogs import fit_to_screen
from .labels import combo_box, described, plain_label
from .operator_picker import OperatorPicker


def _spin(low: int, high: int, tip: str, suffix: str = "") -> QSpinBox:
    """A spin box with a range, a tooltip and a unit."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setSuffix(suffix)
    box.setToolTip(tip)
    return box


def _add_row(
    form: QFormLayout, text: str, field: QWidget | QHBoxLayout, buddy: QWidget | None = None
) -> None:
    """A form row whose plain-text label's shortcut goes to *buddy* (the field itself
    when that is a single control)."""
    label = plain_label(text=text)
    label.setBuddy(buddy if buddy is not None else field)  # type: ignore[arg-type]
    form.addRow(label, field)


class PreferencesDialog(QDialog):
    """Edit the settings: round time, computer level, rounds, target, cards, dealing."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(translate("Preferences", "Preferences"))
        self.round_seconds = _spin(
            10,
            600,
            translate("Preferences", "Seconds per round against the computer"),
            seconds_unit(),
        )
        self.round_seconds.setSingleStep(5)
        self.level = combo_box()
        for level in ComputerLevel:
            self.level.addItem(level.label, level.key)
        self.level.setToolTip(
            translate(
                "Preferences", "How quick the computer is: Beginner is slowest, Master fastest"
            )
        )
        self.rounds = _spin(
            0,
            52,
            translate("Preferences", "Rounds per match (whole deck: until the cards run out)"),
        )
        self.rounds.setSpecialValueText(translate("Preferences", "Whole deck"))
        self.only_solvable = QCheckBox(
            translate("Preferences", "Deal only hands that have an answer")
        )
        self.only_solvable.setToolTip(
            translate("Preferences", "In a match, skip hands that cannot make the target")
        )
        self.deal_level = combo_box()
        for hand_level in (None, *HAND_LEVELS):
            self.deal_level.addItem(
                deal_level_name(hand_level), "any" if hand_level is None else hand_level.value
            )
        self.deal_level.setToolTip(
            translate("Preferences", "Deal hands of this difficulty in a match (up to 5 cards)")
        )
        self.deck = DeckPicker(parent=self)
        self.deck.kind.setToolTip(
            translate("Preferences", "The cards of every mode, the helper and the statistics")
        )
        self.operators = OperatorPicker(parent=self)
        self.volume = QSlider(Qt.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        described(
            self.volume,
            translate("Preferences", "How loud the sound effects are"),
            translate("Preferences", "Sound volume"),
        )
        self.sounds_on = QCheckBox(translate("Preferences", "Sounds on"))
        self.sounds_on.setToolTip(
            translate("Preferences", "Short sounds for right and wrong answers and the clock")
        )
        self.sounds_on.toggled.connect(self.volume.setEnabled)
        sound_row = QHBoxLayout()
        sound_row.setContentsMargins(0, 0, 0, 0)
        sound_row.addWidget(self.sounds_on)
        sound_row.addWidget(self.volume, 1)
        self.theme = combo_box()
        for theme, name in (
            ("system", translate("Preferences", "Like the system")),
            ("light", translate("Preferences", "Light")),
            ("dark", translate("Preferences", "Dark")),
        ):
            self.theme.addItem(name, theme)
        self.theme.setToolTip(translate("Preferences", "Light or dark, or as the system is"))
        self.text_size = combo_box()
        for percent in TEXT_SIZES:
            self.text_size.addItem(
                translate("Preferences", "{percent} %").format(percent=percent), percent
            )
        self.text_size.setToolTip(translate("Preferences", "Bigger text everywhere in the game"))
        self.answer_input = combo_box()
        for key, name in (
            ("typing", translate("Preferences", "Typing the answer")),
            ("combining", translate("Preferences", "Combining the cards")),
        ):
            self.answer_input.addItem(name, key)
        self.answer_input.setToolTip(
            translate(
                "Preferences",
                "Type an expression, or pick a card, an operator and a card until one is left "
                "(Ctrl+T switches in the game)",
            )
        )
        self.target = _spin(1, 9999, translate("Preferences", "The number to make (24 by default)"))
        self.card_count = _spin(2, 6, translate("Preferences", "Cards in a hand (2 to 6)"))
        form = QFormLayout()
        _add_row(form, translate("Preferences", "Ans&wer by:"), self.answer_input)
        _add_row(form, translate("Preferences", "Round &time:"), self.round_seconds)
        _add_row(form, translate("Preferences", "&Computer:"), self.level)
        _add_row(form, translate("Preferences", "Rounds per &match:"), self.rounds)
        _add_row(form, translate("Preferences", "Hand &difficulty:"), self.deal_level)
        form.addRow("", self.only_solvable)
        _add_row(form, translate("Preferences", "T&arget:"), self.target)
        _add_row(form, translate("Preferences", "Cards &per hand:"), self.card_count)
        _add_row(form, translate("Preferences", "D&eck:"), self.deck)
        _add_row(form, translate("Preferences", "&Operators:"), self.operators)
        _add_row(form, translate("Preferences", "&Sound:"), sound_row, self.sounds_on)
        _add_row(form, translate("Preferences", "Appeara&nce:"), self.theme)
        _add_row(form, translate("Preferences", "Te&xt size:"), self.text_size)
        buttons = QDialogButtonBox(
            QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.RestoreDefaults)
        if restore is not None:
            restore.setToolTip(
                translate("Preferences", "Put the default values in the form (OK keeps them)")
            )
            restore.clicked.connect(self.show_defaults)
        self.form = QWidget()
        self.form.setLayout(form)
        self.form_scroll = QScrollArea(self)
        self.form_scroll.setWidget(self.form)
        self.form_scroll.setWidgetResizable(True)
        self.form_scroll.setFrameShape(QFrame.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form_scroll, 1)
        layout.addWidget(buttons)
        self.buttons = buttons
        self.show_values({name: settings.get(name) for name in FIELDS})

    def showEvent(self, event: QShowEvent) -> None:
        """The whole form if the screen has the room; else as much as fits, and it scrolls
        (OK and Cancel stay in sight)."""
        margins = self.layout().contentsMargins()
        bar = self.style().pixelMetric(QStyle.PM_ScrollBarExtent)
        wanted = self.form.sizeHint() + QSize(
            margins.left() + margins.right() + bar,
            margins.top() + margins.bottom() + self.buttons.sizeHint().height() + 12,
        )
        fit_to_screen(self, wanted)
        super().showEvent(event)

    def show_values(self, values: dict[str, object]) -> None:
        """Fill the form."""
        self.answer_input.setCurrentIndex(
            max(0, self.answer_input.findData(values["answer_input"]))
        )
        self.round_seconds.setValue(int(str(values["round_seconds"])))
        self.level.setCurrentIndex(max(0, self.level.findData(values["level"])))
        self.rounds.setValue(int(str(values["rounds"])))
        self.only_solvable.setChecked(bool(values["only_solvable"]))
        self.deal_level.setCurrentIndex(max(0, self.deal_level.findData(values["deal_level"])))
        self.target.setValue(int(str(values["target"])))
        self.card_count.setValue(int(str(values["card_count"])))
        self.deck.set_deck(DeckRules.parse(str(values["deck"])))
        self.operators.set_operators(OperatorSet.parse(str(values["operators"])))
        self.volume.setValue(int(str(values["sound_volume"])))
        self.sounds_on.setChecked(not values["sound_muted"])
        self.volume.setEnabled(self.sounds_on.isChecked())
        self.theme.setCurrentIndex(max(0, self.theme.findData(values["theme"])))
        self.text_size.setCurrentIndex(max(0, self.text_size.findData(values["text_size"])))

    def show_defaults(self) -> None:
        """Fill the form with the default values."""
        self.show_values({name: field.default for name, field in FIELDS.items()})

    def values(self) -> dict[str, object]:
        """What the form says."""
        return {
            "answer_input": self.answer_input.currentData(),
            "round_seconds": self.round_seconds.value(),
            "level": self.level.currentData(),
            "rounds": self.rounds.value(),
            "only_solvable": self.only_solvable.isChecked(),
            "deal_level": self.deal_level.currentData(),
            "target": self.target.value(),
            "card_count": self.card_count.value(),
            "deck": self.deck.deck().key,
            "operators": str(self.operators.operators()),
            "sound_volume": self.volume.value(),
            "sound_muted": not self.sounds_on.isChecked(),
            "theme": self.theme.currentData(),
            "text_size": self.text_size.currentData(),
        }

    def accept(self) -> None:
        """Write the form to the settings and close."""
        for name, value in self.values().items():
            self.settings.set(name, value)
        self.settings.sync()
        super().accept()
