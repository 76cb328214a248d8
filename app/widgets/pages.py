"""Pages of a view in a QStackedWidget, sized by the page shown: a small window scrolls for the
page it shows, not for the largest page of the view (a start page's choices made the game's
page scroll)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal, TypeVar

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLayout,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..shell.theme import enlarge


def stacked(parent: QWidget | None, *pages: QWidget, most_height: int = 0) -> QStackedWidget:
    """Widgets in one place, one shown at a time (the first now). With `most_height`: as tall as
    its tallest page (nothing moves when another page comes) up to that many pixels, and less in
    a small window, rather than scroll what stands above it away."""
    stack = QStackedWidget(parent)
    for page in pages:
        stack.addWidget(page)
    if most_height:
        stack.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        stack.setMaximumHeight(most_height)
    return stack


def sized_by_current(stack: QStackedWidget) -> None:
    """From now on the stack asks for the room of its current page only."""

    def follow(index: int) -> None:
        for page in range(stack.count()):
            widget = stack.widget(page)
            shown = QSizePolicy.Preferred if page == index else QSizePolicy.Ignored
            widget.setSizePolicy(shown, shown)
            widget.updateGeometry()
        stack.updateGeometry()

    stack.currentChanged.connect(follow)
    follow(stack.currentIndex())


#: What a row or column holds: a widget or a layout, alone or with its stretch factor (its share
#: of the room left over), some pixels of space, or empty room with its stretch factor (`SPRING`).
LayoutItem = QWidget | QLayout | int | tuple[QWidget | QLayout | None, int]
#: Empty room that takes the room left over (what pushes the items after it to the far end).
SPRING = (None, 1)
#: A layout's margins: at the sides and at the ends, or left, top, right and bottom.
Margins = tuple[int, int] | tuple[int, int, int, int]
BoxT = TypeVar("BoxT", bound=QBoxLayout)


def arranged(
    layout: BoxT,
    items: Sequence[LayoutItem],
    margins: Margins | None = None,
    spacing: int | None = None,
) -> BoxT:
    """A new row or column (`layout`) with these margins, pixels between the items (None: the
    style's) and the items in order (`LayoutItem`), each with its stretch factor (0 if none
    given)."""
    if margins is not None:
        side, top, *rest = margins
        right, bottom = rest or (side, top)
        layout.setContentsMargins(side, top, right, bottom)
    if spacing is not None:
        layout.setSpacing(spacing)
    for item in items:
        part, stretch = item if isinstance(item, tuple) else (item, 0)
        if part is None:
            layout.addStretch(stretch)
        elif isinstance(part, int):
            layout.addSpacing(part)
        elif isinstance(part, QLayout):
            layout.addLayout(part, stretch)
        else:
            layout.addWidget(part, stretch)
    return layout


#: The room of a page with few words (the pixels at the sides, above and below, and between).
WIDE = (60, 30, 14)

#: What stands in a page's column: a widget, a row of them, some pixels of space, or a widget
#: centred across the column.
ColumnItem = QWidget | QLayout | int | tuple[QWidget, Literal["centred"]]


def centred_row(*items: QWidget | QLayout) -> QHBoxLayout:
    """The widgets (or layouts) side by side in the middle of a row."""
    row = QHBoxLayout()
    row.addStretch(1)
    for item in items:
        if isinstance(item, QLayout):
            row.addLayout(item)
        else:
            row.addWidget(item)
    row.addStretch(1)
    return row


def page_column(
    page: QWidget, items: Sequence[ColumnItem], room: tuple[int, int, int] = (40, 24, 12)
) -> QVBoxLayout:
    """A first or last page: the items one under another, a little above the middle (`room`:
    the pixels at the sides, above and below, and between the items)."""
    layout = QVBoxLayout(page)
    side, ends, between = room
    layout.setContentsMargins(side, ends, side, ends)
    layout.setSpacing(between)
    layout.addStretch(1)
    for item in items:
        if isinstance(item, QWidget):
            layout.addWidget(item)
        elif isinstance(item, QLayout):
            layout.addLayout(item)
        elif isinstance(item, int):
            layout.addSpacing(item)
        else:
            layout.addWidget(item[0], 0, Qt.AlignHCenter)
    layout.addStretch(2)
    return layout


def push_button(parent: QWidget, then: Callable[[], object]) -> QPushButton:
    """A button (worded by the caller); a click does `then()`."""
    button = QPushButton(parent)
    # not connected straight to `then`: clicked(checked) would pass False as its argument
    button.clicked.connect(lambda _checked=False: then())
    return button


def big_button(parent: QWidget, then: Callable[[], object]) -> QPushButton:
    """A page's main button (start, go on): large, in bold; a click does `then()`."""
    button = push_button(parent, then)
    button.setMinimumSize(220, 48)
    enlarge(button, 1.2, bold=True)
    return button
