"""RoomTab: what hosting a room and joining one (app.shell.hosting, app.shell.joining) do alike
in the main window. The room has one dialog (to open or find it) and, once it is on, one tab of
the window's; asking again shows whichever is there; the tab goes back to the one shown before
when the room is done with, and its title follows the room's language.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt5.QtCore import QObject, Qt
from PyQt5.QtWidgets import QDialog, QMainWindow, QTabWidget, QWidget

from .context import AppContext


class RoomTab(QObject):
    """A room's dialog and tab in a window whose central widget is its tabs; `say` shows a
    message in its status bar. A subclass names the kinds of its `dialog` and `view`."""

    dialog: QDialog | None
    view: QWidget | None

    def __init__(
        self, window: QMainWindow, context: AppContext, say: Callable[[str], object]
    ) -> None:
        super().__init__(window)
        tabs = window.centralWidget()
        assert isinstance(tabs, QTabWidget)
        self.window, self.tabs, self.context, self.say = window, tabs, context, say
        self.dialog = None
        self.view = None
        #: the tab shown before the room's (shown again when the room's goes)
        self._before = 0

    def shown_again(self) -> QWidget | None:
        """The room's tab made current, or its dialog raised, if either is there."""
        if self.view is not None:
            self.tabs.setCurrentWidget(self.view)
            return self.view
        if self.dialog is not None:
            self.dialog.raise_()
        return self.dialog

    def open_dialog(self, dialog: QDialog, cancelled: Callable[[], None]) -> QDialog:
        """Open the room's dialog (window-modal, deleted when it closes); `cancelled` follows
        its Cancel."""
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.rejected.connect(cancelled)
        dialog.finished.connect(self._dialog_finished)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _dialog_finished(self) -> None:
        self.dialog = None
        self.window.activateWindow()  # keys come back to the window

    def add_tab(self, view: QWidget, title: str) -> None:
        """The room is on: its dialog goes, its tab comes, current and with the focus."""
        if self.dialog is not None:
            self.dialog.accept()
        self.view = view
        self._before = self.tabs.currentIndex()
        self.tabs.setCurrentIndex(self.tabs.addTab(view, title))
        view.setFocus()

    def remove_tab(self, view: QWidget) -> None:
        """The room is done with: its tab goes, and the one shown before comes back."""
        if self.tabs.currentWidget() is view:
            self.tabs.setCurrentIndex(self._before)
        self.tabs.removeTab(self.tabs.indexOf(view))
        view.deleteLater()

    def _retitle(self, title: str) -> None:
        if self.view is not None and self.tabs.indexOf(self.view) >= 0:
            self.tabs.setTabText(self.tabs.indexOf(self.view), title)
