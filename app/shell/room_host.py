"""QtRoomHost: a room (app.room.host.RoomHost, on a thread and asyncio loop of its own) whose
events reach the GUI thread as a Qt signal. Nothing here waits: opening, starting a round and
closing are asked for, and their outcome comes back as events. A port that is taken is tried
again on the next ones, then on any free port (app.room.hosting.ports_to_try)."""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PyQt5.QtCore import QObject, pyqtSignal

from ..room.choices import RoomChoices, new_code
from ..room.events import RoomEvent, RoomFailed
from ..room.host import RoomHost
from ..room.hosting import DEFAULT_PORT, ports_to_try
from ..room.server import ServerOptions


class Host(Protocol):
    """What a window asks of a room (app.room.host.RoomHost; app.room.demo.ScriptedHost)."""

    def start(self) -> None:
        """Open the room in the background."""

    def start_round(self) -> object:
        """Start the next round (None: the room is not open)."""

    def stop_round(self) -> object:
        """End the round being played."""

    def close(self) -> None:
        """Close the room."""


#: Makes the room of some options (tests pass one with a seeded deal, the screenshot a script).
HostFactory = Callable[[RoomChoices, ServerOptions, Callable[[RoomEvent], None]], Host]


def make_host(
    choices: RoomChoices, options: ServerOptions, on_event: Callable[[RoomEvent], None]
) -> RoomHost:
    """A room on its own thread (not started)."""
    return RoomHost(choices, options, on_event=on_event)


class QtRoomHost(QObject):
    """A room whose events come as `happened` (an app.room.events.RoomEvent) on the GUI thread."""

    happened = pyqtSignal(object)
    #: a round asked for did not start (no hand of the rules could be dealt, or not now)
    refused = pyqtSignal()
    #: sent on the room's thread (Qt queues them to the GUI thread, where this object is)
    _arrived = pyqtSignal(object)
    _not_started = pyqtSignal()

    def __init__(
        self,
        choices: RoomChoices,
        options: ServerOptions | None = None,
        parent: QObject | None = None,
        factory: HostFactory = make_host,
    ) -> None:
        super().__init__(parent)
        self.choices = choices
        self.options = options or ServerOptions(port=DEFAULT_PORT)
        if self.options.code is None:  # one code, whichever port the room opens on
            self.options.code = new_code()
        self.factory = factory
        self.host: Host | None = None
        self._ports = list(ports_to_try(self.options.port))
        #: why the ports tried before were not usable
        self.failures: list[str] = []
        self._closing = False
        self._arrived.connect(self._on_arrived)
        self._not_started.connect(self.refused)

    def start(self) -> None:
        """Open the room in the background: `RoomOpened` or `RoomFailed` follows."""
        port = self._ports.pop(0)
        self.host = self.factory(self.choices, replace(self.options, port=port), self._arrived.emit)
        self.host.start()

    def start_round(self) -> bool:
        """Deal and start the next round: `RoundStarted` follows, or `refused` (False: the room
        is not open)."""
        started = self.host.start_round() if self.host is not None else None
        if isinstance(started, concurrent.futures.Future):
            started.add_done_callback(self._dealt)
        return started is not None

    def _dealt(self, started: concurrent.futures.Future[object]) -> None:
        """On the room's thread: the round asked for started, or `refused` says it did not."""
        if started.cancelled() or started.exception() is not None or started.result() is not True:
            self._not_started.emit()

    def stop_round(self) -> None:
        """End the round being played now."""
        if self.host is not None:
            self.host.stop_round()

    def close(self) -> None:
        """Close the room: every player is told, then `RoomClosed` comes."""
        self._closing = True
        if self.host is not None:
            self.host.close()

    def _on_arrived(self, event: RoomEvent) -> None:
        """An event on the GUI thread: a port that could not be opened is tried on the next."""
        if isinstance(event, RoomFailed) and self._ports and not self._closing:
            self.failures.append(event.message)
            self.start()
            return
        self.happened.emit(event)
