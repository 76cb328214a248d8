"""RoomJoining: Game › Join a room… for the main window. The dialog finds or takes the room; the
player's connection runs on a thread of its own (app.room.player.RemotePlayer, whose messages
reach the GUI thread as Qt signals); once the room welcomes the player the window gains a tab
with the room (app.views.joined_room), played as Play is. A room that closes, a connection that
drops for good, or Leave room ends it with one line in the status bar and the tab shown before.
The rounds played are kept in the player's history, as the host keeps its room: when the game
is over, the room has ended, or the player leaves or quits mid-game. Nothing here waits on the
network.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PyQt5.QtCore import QObject, pyqtSignal
from PyQt5.QtWidgets import QMainWindow, QWidget

from ..game.clock import Clock, MonotonicClock
from ..room.discovery import BackgroundBrowser
from ..room.joining import JoinPhase, JoinSession
from ..room.player import PlayerState, RemotePlayer
from .context import AppContext
from .languages import current
from .room_tab import RoomTab

if TYPE_CHECKING:
    from ..views.joined_room import JoinView
    from ..widgets.join_dialog import BrowserFactory, JoinRequest, JoinRoomDialog


class QtPlayer(QObject):
    """A RemotePlayer whose messages and states come as signals on the GUI thread."""

    arrived = pyqtSignal(object)
    changed = pyqtSignal(object)

    def __init__(self, url: str, name: str, code: str, lang: str, parent: QObject) -> None:
        super().__init__(parent)
        self.player = RemotePlayer(
            url, name, code, lang, on_message=self.arrived.emit, on_state=self.changed.emit
        )

    def send(self, kind: str, **fields: Any) -> bool:
        """Send a message of the protocol (False: not connected now)."""
        return self.player.send(kind, **fields)

    def start(self) -> None:
        """Connect and join in the background."""
        self.player.start()

    def stop(self) -> None:
        """Leave the room (the seat and score are kept there); the thread ends by itself, and
        tells this object nothing more (it is deleted soon: a signal sent from the thread on a
        deleted object crashed the app)."""
        self.player.detach()
        self.player.send("leave")
        self.player.stop()


#: Makes the player's connection for a request in a language (the screenshot passes a script).
PlayerFactory = Callable[["JoinRequest", str, QObject], QtPlayer]


def connect_player(request: JoinRequest, lang: str, parent: QObject) -> QtPlayer:
    """The player's connection to the room asked for (not started)."""
    return QtPlayer(request.url, request.name, request.code, lang, parent)


class RoomJoining(RoomTab):
    """The room a window has joined (one at a time): its dialog and its tab."""

    #: the joined room's tab came or went (tests, the screenshot)
    shown = pyqtSignal()
    dialog: JoinRoomDialog | None
    view: JoinView | None

    def __init__(
        self,
        window: QMainWindow,
        context: AppContext,
        say: Callable[[str], object],
        *,
        clock: Clock | None = None,
        browser: BrowserFactory = BackgroundBrowser,
        player: PlayerFactory = connect_player,
    ) -> None:
        super().__init__(window, context, say)
        self.clock = clock or MonotonicClock()
        self.browser = browser
        self.make_player = player
        self.session: JoinSession | None = None
        self.player: QtPlayer | None = None

    def join_room(self) -> QWidget:
        """Game › Join a room…: the joined room's tab if there is one, else the dialog."""
        shown = self.shown_again()
        if shown is not None:
            return shown
        from ..widgets.join_dialog import JoinRoomDialog  # imported when first opened

        settings = self.context.settings
        name = str(settings.get("join_name") or settings.get("first_player") or "")
        dialog = JoinRoomDialog(name, self.window, self.browser, str(settings.get("join_address")))
        dialog.chosen.connect(self.join)
        return self.open_dialog(dialog, self._let_go)

    def join(self, request: JoinRequest) -> None:
        """Join the room asked for, in the background (its welcome or refusal follows)."""
        self._let_go()
        self.context.settings.set("join_address", request.url)  # offered the next time
        self.context.settings.set("join_name", request.name)
        lang = current() or "en"
        session = JoinSession(request.url, request.name, request.code, clock=self.clock, lang=lang)
        player = self.make_player(request, lang, self)
        player.arrived.connect(self._arrived)
        player.changed.connect(self._changed)
        session.link = player
        self.session, self.player = session, player
        player.start()

    # --- the room's messages, on the GUI thread ------------------------------------------------

    def _arrived(self, message: dict[str, Any]) -> None:
        session = self.session
        if session is None or self.sender() is not self.player or not session.apply(message):
            return
        if session.welcomed and self.view is None and session.phase is not JoinPhase.ENDED:
            self._show_room()
        self._after_change()

    def _changed(self, state: PlayerState) -> None:
        session = self.session
        if session is None or self.sender() is not self.player or not session.connection(state):
            return
        if not session.welcomed and session.phase is JoinPhase.ENDED:
            if self.dialog is not None:  # refused or not there: the dialog says why
                self.dialog.failed(session.refusal or session.line)
            self._let_go()
            return
        self._after_change()

    def _after_change(self) -> None:
        """Keep the game if it is due; show the session; a session that ended says so in the
        status bar too (and whether its game is kept)."""
        session = self.session
        saved = self._keep()
        if self.view is not None:
            self.view.refresh()
        if session is not None and session.phase is JoinPhase.ENDED and self.player is not None:
            self.say(session.line)
            self._let_go_of_player()
        elif saved:
            self.say(saved)

    def _keep(self, leaving: bool = False) -> str:
        """Keep the session's game in the history if it is due (over, ended, or the player
        leaving); what to tell the player ("": nothing was due)."""
        if self.session is None:
            return ""
        return self.session.keep(self.context.recorder(), leaving=leaving)

    def _show_room(self) -> None:
        """The room welcomed the player: the dialog goes, the room's tab comes."""
        from ..views.joined_room import JoinView  # imported when a room is first joined

        assert self.session is not None
        view = JoinView(self.context, self.session)
        view.leave_room.connect(self.leave)
        view.retitled.connect(self._retitle)
        self.add_tab(view, view.tab_title())
        self.shown.emit()

    # --- leaving -------------------------------------------------------------------------------

    def leave(self) -> None:
        """Leave the room (the seat and the score are kept there): the tab goes, the one shown
        before comes back."""
        saved = self._keep(leaving=True)  # what was played so far
        view, self.view = self.view, None
        self._let_go()
        if view is not None:
            self.remove_tab(view)
            self.shown.emit()
        if saved:  # once the tab shown before is back (showing it clears the status bar)
            self.say(saved)

    def _let_go(self) -> None:
        """The connection goes (the room keeps the seat); the session with it."""
        self._let_go_of_player()
        if self.view is None:
            self.session = None

    def _let_go_of_player(self) -> None:
        player, self.player = self.player, None
        if player is not None:
            player.stop()
            player.deleteLater()

    def close(self) -> None:
        """The window closes: keep what was played, leave the room without waiting."""
        self._keep(leaving=True)
        self._let_go_of_player()
