"""The texts a window shows, read from its widgets: what ``--screenshot FILE --texts`` prints, so
a build (a wheel in a fresh environment, the bundle) can be checked for its language and plural
forms without reading pixels."""

from __future__ import annotations

from PyQt5.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QTabBar,
    QTextEdit,
    QWidget,
)


def shown_texts(window: QMainWindow) -> list[str]:
    """The window's title, its menus' titles and the text of every visible label, button, text
    box, group, tab and list item, in the order Qt lists them; empty texts left out."""
    texts = [window.windowTitle(), *(action.text() for action in window.menuBar().actions())]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts.extend(widget.tabText(index) for index in range(widget.count()))
        elif isinstance(widget, QListWidget):
            items = (widget.item(index) for index in range(widget.count()))
            texts.extend(item.text() for item in items if item is not None)
        elif isinstance(widget, QTextEdit):
            texts.append(widget.toPlainText())
    return [text for text in texts if text]
