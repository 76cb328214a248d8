"""The Tchisla tab's target and digit, the same fields on the solver page and the puzzle page:
2016 with sevens at first (the puzzle the game is known by)."""

from __future__ import annotations

from PyQt5.QtWidgets import QLineEdit, QSpinBox, QWidget

#: What the fields hold at first.
FIRST_TARGET = "2016"
FIRST_DIGIT = 7


def target_field(parent: QWidget) -> QLineEdit:
    """The target to make (a whole number, maybe a long one)."""
    field = QLineEdit(FIRST_TARGET, parent)
    field.setMaximumWidth(160)
    return field


def digit_field(parent: QWidget) -> QSpinBox:
    """The digit to make it with, 1 to 9."""
    field = QSpinBox(parent)
    field.setRange(1, 9)
    field.setValue(FIRST_DIGIT)
    return field
