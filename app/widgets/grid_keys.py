"""Arrow keys across a grid of buttons (the Learn tab's map of stages): Left and Right along a
row, Up and Down between rows, as a child expects, instead of Qt's default of stepping through
the focus chain."""

from __future__ import annotations

from collections.abc import Sequence

from PyQt5.QtCore import QEvent, QObject, Qt, pyqtSignal
from PyQt5.QtGui import QKeyEvent
from PyQt5.QtWidgets import QWidget

#: How far an arrow key moves in reading order, as a multiple of (1, columns).
ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key_Left: (-1, 0),
    Qt.Key_Right: (1, 0),
    Qt.Key_Up: (0, -1),
    Qt.Key_Down: (0, 1),
}


def grid_step(index: int, count: int, columns: int, key: int) -> int:
    """The button an arrow key goes to from `index` among `count` buttons laid out in rows of
    `columns`: Left and Right go on to the row before or after at a row's end, Up and Down keep
    the column; at the grid's edge the focus stays.

    >>> [grid_step(4, 10, 5, k) for k in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down)]
    [3, 5, 4, 9]
    >>> grid_step(0, 10, 5, Qt.Key_Left), grid_step(9, 10, 5, Qt.Key_Right)
    (0, 9)
    """
    along, across = ARROWS[key]
    target = index + along + across * columns
    return target if 0 <= target < count else index


class GridKeys(QObject):
    """Moves the focus among `buttons` (in reading order, rows of `columns`) by arrow keys; the
    buttons keep every other key (Enter, Space, Tab)."""

    #: A button took the focus (by key, mouse or program): its index.
    focused = pyqtSignal(int)

    def __init__(self, buttons: Sequence[QWidget], columns: int, parent: QObject) -> None:
        super().__init__(parent)
        self.buttons = list(buttons)
        self.columns = columns
        for button in self.buttons:
            button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """An arrow key on one of the buttons moves the focus to its neighbour."""
        if event.type() == QEvent.FocusIn and watched in self.buttons:
            self.focused.emit(self.buttons.index(watched))
        if (
            event.type() == QEvent.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in ARROWS
            and not event.modifiers() & ~Qt.KeypadModifier
            and watched in self.buttons
        ):
            assert isinstance(watched, QWidget)
            key = event.key()
            if watched.layoutDirection() == Qt.RightToLeft and key in (Qt.Key_Left, Qt.Key_Right):
                key = Qt.Key_Right if key == Qt.Key_Left else Qt.Key_Left
            index = self.buttons.index(watched)
            target = grid_step(index, len(self.buttons), self.columns, key)
            self.buttons[target].setFocus(Qt.TabFocusReason)
            return True
        return super().eventFilter(watched, event)
