"""Pages of a view in a QStackedWidget, sized by the page shown: a small window scrolls for the
page it shows, not for the largest page of the view (a start page's choices made the game's
page scroll)."""

from __future__ import annotations

from PyQt5.QtWidgets import QSizePolicy, QStackedWidget


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
