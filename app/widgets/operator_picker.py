"""OperatorPicker: which of + − × ÷ a game allows, and whether every step must be a whole number,
in one row of check boxes (at least one operator stays chosen)."""

from __future__ import annotations

from PyQt5.QtCore import pyqtSignal
from PyQt5.QtWidgets import QCheckBox, QHBoxLayout, QWidget

from solver import ALL_OPERATORS, ARITHMETIC, OPERATORS, OperatorSet

from ..game.operators import operator_name
from ..i18n import translate
from .adaptive import Adaptive
from .labels import fronted


class OperatorPicker(Adaptive, QWidget):
    """A check box per operator and one for whole numbers only; `changed` is sent whenever the
    set it names changes. The last operator checked cannot be unchecked."""

    changed = pyqtSignal()

    def __init__(
        self, operators: OperatorSet = ALL_OPERATORS, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.boxes = {symbol: QCheckBox(OPERATORS[symbol].pretty, self) for symbol in ARITHMETIC}
        self.whole = QCheckBox(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for box in (*self.boxes.values(), self.whole):
            layout.addWidget(box)
            box.toggled.connect(self._toggled)
        layout.addStretch(1)
        self.set_operators(operators)
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        for symbol, box in self.boxes.items():
            box.setAccessibleName(operator_name(symbol))
            box.setToolTip(
                translate("Operators", "Allow {operator} ({sign}) in answers").format(
                    operator=operator_name(symbol).lower(), sign=OPERATORS[symbol].pretty
                )
            )
        self.whole.setText(translate("Operators", "Whole n&umbers only"))
        self.whole.setToolTip(
            translate(
                "Operators",
                "Every step must make a whole number, 0 or more: no fractions, nothing below zero",
            )
        )

    def operators(self) -> OperatorSet:
        """The set the row names."""
        chosen = "".join(symbol for symbol, box in self.boxes.items() if box.isChecked())
        return OperatorSet(chosen or "+", self.whole.isChecked())

    def set_operators(self, operators: OperatorSet) -> None:
        """Show a set."""
        boxes = (*self.boxes.values(), self.whole)
        blocked = [box.blockSignals(True) for box in boxes]
        for symbol, box in self.boxes.items():
            box.setChecked(operators.allows(symbol))
        self.whole.setChecked(operators.whole)
        for box, was in zip(boxes, blocked, strict=True):
            box.blockSignals(was)
        self._keep_one()

    def _toggled(self) -> None:
        self._keep_one()
        self.changed.emit()

    def _keep_one(self) -> None:
        """The only operator left checked cannot be unchecked."""
        checked = [box for box in self.boxes.values() if box.isChecked()]
        for box in self.boxes.values():
            box.setEnabled(len(checked) > 1 or not box.isChecked())
        first = next(box for box in self.boxes.values() if box.isEnabled())
        fronted(self, first)  # the label's letter: the first box that can be changed
