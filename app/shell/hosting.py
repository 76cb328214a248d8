"""RoomHosting: Game › Host a room… for the main window. The dialog chooses the room; the room
opens on a thread of its own (QtRoomHost); once it listens the window gains a tab with the
projector view (app.views.projector), which follows the room's events; the game is kept in the
history when it is over or the room closes; closing the room, or the window, tells every player
first. F11 puts the room alone on the whole screen (the menus and tabs hidden), Esc brings them
back. Nothing here waits: every outcome comes back as an event of the room's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PyQt5.QtCore import QTimer
from PyQt5.QtWidgets import QMainWindow, QWidget

from ..game.clock import Clock
from ..i18n import translate
from ..room.choices import RoomChoices
from ..room.events import RoomClosed, RoomEvent, RoomFailed, RoomOpened
from ..room.hosting import DEFAULT_PORT, HostedRoom, HostPhase
from ..room.server import ServerOptions
from .context import AppContext
from .languages import current
from .room_host import HostFactory, QtRoomHost, make_host
from .room_tab import RoomTab

if TYPE_CHECKING:
    from ..views.projector import ProjectorView
    from ..widgets.room_dialog import HostRoomDialog

#: How long closing the window waits for the room to tell its players (it never blocks: the
#: window closes when the room says it is closed, or after this at the latest).
CLOSE_WAIT_MS = 5000


class RoomHosting(RoomTab):
    """The room a window hosts (one at a time): its dialog, its tab, full screen."""

    dialog: HostRoomDialog | None
    view: ProjectorView | None

    def __init__(
        self,
        window: QMainWindow,
        context: AppContext,
        say: Callable[[str], object],
        *,
        options: ServerOptions | None = None,
        factory: HostFactory = make_host,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(window, context, say)
        self.options = options
        self.factory = factory
        self.clock = clock
        self.host: QtRoomHost | None = None
        self.room: HostedRoom | None = None
        self._after_close: list[Callable[[], object]] = []
        #: closing the window waited `CLOSE_WAIT_MS` for the room: it closes now, whatever
        self._waited_enough = False
        self._was_maximized = False
        self.tabs.currentChanged.connect(self._tab_changed)

    # --- opening -------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """Whether a room is opening, open or closing (not yet closed)."""
        return self.room is not None and self.room.phase not in (HostPhase.CLOSED, HostPhase.FAILED)

    def host_room(self) -> QWidget:
        """Game › Host a room…: the open room's tab if there is one, else the dialog."""
        shown = self.shown_again()
        if shown is not None:
            return shown
        from ..widgets.room_dialog import HostRoomDialog  # imported when first opened

        dialog = HostRoomDialog(self.context.settings, self.window)
        dialog.chosen.connect(self.open_room)
        return self.open_dialog(dialog, self._dialog_cancelled)

    def open_room(self, choices: RoomChoices) -> None:
        """Open a room of these choices in the background (its events follow)."""
        asked = self.options or ServerOptions(port=DEFAULT_PORT)
        options = replace(asked, language=current() or "en")  # the room's texts for the host
        self.room = HostedRoom(choices)
        self.host = QtRoomHost(choices, options, self, self.factory)
        self.host.happened.connect(self._event)
        self.host.refused.connect(self._not_started)
        self.host.start()

    def _dialog_cancelled(self) -> None:
        """Cancel while the room was opening: it is closed again as soon as it opens."""
        if self.room is not None and self.room.phase is HostPhase.OPENING:
            self.close_room()

    # --- the room's events ---------------------------------------------------------------------

    def _event(self, event: RoomEvent) -> None:
        """An event of the room's, on the GUI thread: the state, the tab, the history."""
        room = self.room
        if room is None:
            return
        room.apply(event)
        if isinstance(event, RoomOpened) and room.is_open:
            self._show_room()
        elif isinstance(event, RoomFailed):
            self._failed(event.message)
        elif isinstance(event, RoomClosed):
            self._closed()
        if self.view is not None:
            self.view.refresh()
        saved = room.keep(self.context.recorder())
        if saved:
            self.say(saved)

    def _show_room(self) -> None:
        """The room listens: the dialog goes, the room's tab comes."""
        from ..views.projector import ProjectorView  # imported when a room first opens

        assert self.room is not None
        view = ProjectorView(self.room, self.clock)
        view.start_round.connect(self.start_round)
        view.stop_round.connect(self.stop_round)
        view.close_room.connect(self.close_room)
        view.full_screen.connect(self.toggle_full_screen)
        view.leave_full_screen.connect(self.leave_full_screen)
        view.retitled.connect(self._retitle)
        self.add_tab(view, view.tab_title())

    def _failed(self, message: str) -> None:
        """The room could not open: the dialog says why (or the status bar, if it is gone)."""
        self._let_go()
        if self.dialog is not None:
            self.dialog.failed(message)
        else:
            self.say(
                translate("HostRoom", "The room could not open: {reason}").format(reason=message)
            )
        self._finish_closing()

    def _closed(self) -> None:
        """The room is closed and every player told: its tab goes."""
        self.leave_full_screen()
        view, self.view = self.view, None
        self._let_go()
        if view is not None:
            self.remove_tab(view)
        self.say(translate("HostRoom", "The room is closed."))
        self._finish_closing()

    def _let_go(self) -> None:
        """The room is done with (closed, or it could not open): its host object goes."""
        if self.host is not None:
            self.host.deleteLater()
            self.host = None

    # --- the host's commands -------------------------------------------------------------------

    def start_round(self) -> None:
        """Deal the next round to every player."""
        room, host = self.room, self.host
        if room is None or host is None or not room.can_start:
            return
        room.starting = True  # before asking: a refusal may come back at once
        if not host.start_round():
            room.starting = False
        if self.view is not None:
            self.view.refresh()

    def _not_started(self) -> None:
        """The round asked for could not be dealt: the host may try again."""
        if self.room is not None:
            self.room.starting = False
            self.say(translate("HostRoom", "The next round could not be dealt: try again."))
        if self.view is not None:
            self.view.refresh()

    def stop_round(self) -> None:
        """End the round being played now."""
        if self.room is not None and self.room.can_stop and self.host is not None:
            self.host.stop_round()

    def close_room(self) -> None:
        """Close the room: every player is told; the tab goes when it is closed."""
        if self.room is None or self.host is None or not self.active:
            return
        self.room.closing()
        self.host.close()
        if self.view is not None:
            self.view.refresh()

    def leave_question(self) -> str | None:
        """What quitting now would end (None: no room is open)."""
        if self.room is None or not self.room.is_open:
            return None
        return translate(
            "HostRoom",
            "A room is open with %n players: quitting closes it (every player is told).",
            None,
            self.room.online,  # the players it would reach (not those away)
        )

    def close_then(self, done: Callable[[], object]) -> bool:
        """The window is closing: close the room first and call `done` once it is closed (or
        after `CLOSE_WAIT_MS` at the latest). False: no room to close, go on now."""
        if self._waited_enough or not self.active or self.host is None:
            return False
        self._after_close.append(done)
        self.close_room()
        QTimer.singleShot(CLOSE_WAIT_MS, self._give_up_waiting)
        return True

    def _give_up_waiting(self) -> None:
        """The room did not say it closed in time: the window closes all the same."""
        if self._after_close:
            self._waited_enough = True
            self._finish_closing()

    def _finish_closing(self) -> None:
        """Whoever waited for the room to close goes on."""
        waiting, self._after_close = self._after_close, []
        for done in waiting:
            done()

    # --- full screen ---------------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        """F11: the room alone on the whole screen, or back in the window."""
        if self.window.isFullScreen():
            self.leave_full_screen()
            return
        self._was_maximized = self.window.isMaximized()
        self._show_chrome(False)
        self.window.showFullScreen()
        if self.view is not None:
            self.view.set_full_screen(True)

    def leave_full_screen(self) -> None:
        """Esc: the window as it was, with its menus and tabs."""
        if not self.window.isFullScreen():
            return
        self._show_chrome(True)
        if self._was_maximized:
            self.window.showMaximized()
        else:
            self.window.showNormal()
        if self.view is not None:
            self.view.set_full_screen(False)

    def _show_chrome(self, shown: bool) -> None:
        """The window's menus and tabs (hidden on the projector)."""
        self.window.menuBar().setVisible(shown)
        self.tabs.tabBar().setVisible(shown)

    def _tab_changed(self, _index: int) -> None:
        """Another tab (Ctrl+1…): the window leaves full screen."""
        if self.view is not None and self.tabs.currentWidget() is not self.view:
            self.leave_full_screen()
