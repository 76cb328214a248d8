"""PreferencesDialog: every setting in one form; OK writes them, the views adapt."""

from __future__ import annotations

from PyQt5.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..settings import FIELDS, LEVELS, Settings

#: Difficulty levels for dealt hands (solver.difficulty's bands): (shown, stored).
DEAL_LEVELS = (
    ("Any", "any"),
    ("Easy", "Easy"),
    ("Medium", "Medium"),
    ("Hard", "Hard"),
    ("Expert", "Expert"),
)


def _spin(low: int, high: int, tip: str, suffix: str = "") -> QSpinBox:
    """A spin box with a range, a tooltip and a unit."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setSuffix(suffix)
    box.setToolTip(tip)
    return box


class PreferencesDialog(QDialog):
    """Edit the settings: round time, computer level, rounds, target, cards, dealing."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("Preferences")
        self.round_seconds = _spin(10, 600, "Seconds per round against the computer", " s")
        self.round_seconds.setSingleStep(5)
        self.level = QComboBox()
        self.level.addItems(LEVELS)
        self.level.setToolTip("How fast the computer finds answers")
        self.rounds = _spin(0, 52, "Rounds per match (whole deck: until the cards run out)")
        self.rounds.setSpecialValueText("Whole deck")
        self.only_solvable = QCheckBox("Deal only hands that have an answer")
        self.only_solvable.setToolTip("In a match, skip hands that cannot make the target")
        self.deal_level = QComboBox()
        for shown, stored in DEAL_LEVELS:
            self.deal_level.addItem(shown, stored)
        self.deal_level.setToolTip("Deal hands of this difficulty in a match")
        self.target = _spin(1, 9999, "The number to make (24 by default)")
        self.card_count = _spin(2, 6, "Cards in a hand (2 to 6)")
        form = QFormLayout()
        form.addRow("Round &time:", self.round_seconds)
        form.addRow("Computer &level:", self.level)
        form.addRow("&Rounds per match:", self.rounds)
        form.addRow("Hand &difficulty:", self.deal_level)
        form.addRow("", self.only_solvable)
        form.addRow("T&arget:", self.target)
        form.addRow("&Cards per hand:", self.card_count)
        buttons = QDialogButtonBox(
            QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.RestoreDefaults)
        if restore is not None:
            restore.setToolTip("Put the default values in the form (OK keeps them)")
            restore.clicked.connect(self.show_defaults)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.show_values({name: settings.get(name) for name in FIELDS})

    def show_values(self, values: dict[str, object]) -> None:
        """Fill the form."""
        self.round_seconds.setValue(int(str(values["round_seconds"])))
        self.level.setCurrentText(str(values["level"]))
        self.rounds.setValue(int(str(values["rounds"])))
        self.only_solvable.setChecked(bool(values["only_solvable"]))
        self.deal_level.setCurrentIndex(max(0, self.deal_level.findData(values["deal_level"])))
        self.target.setValue(int(str(values["target"])))
        self.card_count.setValue(int(str(values["card_count"])))

    def show_defaults(self) -> None:
        """Fill the form with the default values."""
        self.show_values({name: field.default for name, field in FIELDS.items()})

    def values(self) -> dict[str, object]:
        """What the form says."""
        return {
            "round_seconds": self.round_seconds.value(),
            "level": self.level.currentText(),
            "rounds": self.rounds.value(),
            "only_solvable": self.only_solvable.isChecked(),
            "deal_level": self.deal_level.currentData(),
            "target": self.target.value(),
            "card_count": self.card_count.value(),
        }

    def accept(self) -> None:
        """Write the form to the settings and close."""
        for name, value in self.values().items():
            self.settings.set(name, value)
        self.settings.sync()
        super().accept()
