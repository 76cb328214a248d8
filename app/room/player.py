"""A player's connection on a thread of its own, for the app's Join (whose GUI thread never waits
on the network): what the page does, in Python. It joins, passes every message of the room to
`on_message`, sends what the player does, and after a drop joins again by itself with its key
(after 1, 2, 4 … 10 s), as the page does; it stops when the room closes or refuses the player,
or when it is stopped (the app's session gives up on a room silent for two minutes).

`on_message` and `on_state` are called on the player's thread (the app wraps them in Qt signals,
which carry them to the GUI thread); `send` and `stop` may be called from any thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Callable
from enum import StrEnum
from typing import Any

import aiohttp

from .client import RoomClient, RoomClosedError
from .protocol import Message

log = logging.getLogger(__name__)

#: The longest wait before joining again, in seconds.
LONGEST_WAIT = 10.0
#: Seconds between pings while joined (the room lets go of a player silent for 60 s).
PING_SECONDS = 15.0


class PlayerState(StrEnum):
    """Where the connection is."""

    CONNECTING = "connecting"
    JOINED = "joined"
    LOST = "lost"  # dropped: joining again soon
    REFUSED = "refused"  # the room said no (a wrong code, a name taken, full): not retried
    UNREACHABLE = "unreachable"  # the room could not be reached at the first try
    CLOSED = "closed"  # the room closed, or the player stopped


class RemotePlayer:
    """One player of a room, run on its own thread and asyncio loop."""

    def __init__(
        self,
        url: str,
        name: str,
        code: str,
        lang: str = "en",
        *,
        on_message: Callable[[Message], None] | None = None,
        on_state: Callable[[PlayerState], None] | None = None,
    ) -> None:
        self.url, self.name, self.code, self.lang = url, name, code, lang
        self.on_message = on_message
        self.on_state = on_state
        self.state = PlayerState.CONNECTING
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: RoomClient | None = None
        self._key: str | None = None
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        #: whether the connection being read has joined (a drop after it starts the waits anew)
        self._joined_now = False
        self._closing: asyncio.Future[Any] | None = None
        #: the same as `_stopping`, for the player's loop (set there by `_wake`)
        self._stopped = asyncio.Event()
        #: held while a listener is called, so `detach` can wait for a call under way
        self._listening = threading.RLock()

    # --- any thread ------------------------------------------------------------------------------

    def start(self) -> None:
        """Connect and join in the background."""
        if self._thread is not None:
            raise RuntimeError("the player is started already")
        self._thread = threading.Thread(target=self._run, name="room-player", daemon=True)
        self._thread.start()

    def send(self, kind: str, **fields: Any) -> bool:
        """Send a message of the protocol (False: not connected now). A language is kept for
        joining again, sent or not."""
        if kind == "language":
            self.lang = str(fields["lang"])
        loop, client = self._loop, self._client
        if loop is None or client is None or self.state is not PlayerState.JOINED:
            return False
        asyncio.run_coroutine_threadsafe(self._send(client, kind, fields), loop)
        return True

    def stop(self) -> None:
        """Leave the room (the seat and score are kept there) and end the thread."""
        self._stopping.set()
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._wake)

    def detach(self) -> None:
        """Call neither listener again: once this returns, none is being called either (a call
        under way on the player's thread ends first). For a listener whose object is about to
        be deleted."""
        with self._listening:
            self.on_message = self.on_state = None

    def join(self, timeout: float = 10.0) -> bool:
        """Wait for the thread to end (scripts and tests); whether it has."""
        if self._thread is not None:
            self._thread.join(timeout)
        return self._thread is None or not self._thread.is_alive()

    # --- the player's thread ---------------------------------------------------------------------

    def _run(self) -> None:
        asyncio.run(self._play())

    async def _pause(self, seconds: float) -> None:
        """Wait `seconds`, or less if the player stops."""
        with contextlib.suppress(TimeoutError):  # asyncio.timeout: a cancel is never swallowed
            async with asyncio.timeout(seconds):
                await self._stopped.wait()

    def _wake(self) -> None:
        self._stopped.set()
        client = self._client
        if client is not None and client.ws is not None:
            self._closing = asyncio.ensure_future(client.ws.close())

    async def _send(self, client: RoomClient, kind: str, fields: dict[str, Any]) -> None:
        with contextlib.suppress(RoomClosedError, ConnectionError, RuntimeError):
            await client.send(kind, **fields)

    async def _play(self) -> None:
        """Join, read, join again after a drop, until the room closes or the player stops."""
        self._loop = asyncio.get_running_loop()
        if self._stopping.is_set():
            return
        tries = 0
        while not self._stopping.is_set():
            outcome = await self._session()
            if outcome is not PlayerState.LOST or self._stopping.is_set():
                self._set(PlayerState.CLOSED if self._stopping.is_set() else outcome)
                return
            self._set(PlayerState.LOST)
            if self._joined_now:
                tries, self._joined_now = 0, False
            wait = min(LONGEST_WAIT, 2.0**tries)
            tries += 1
            await self._pause(wait)

    async def _session(self) -> PlayerState:
        """One connection: join and read until it ends; what ended it."""
        client = RoomClient(self.url)
        try:
            await client.connect()
        except (aiohttp.ClientError, OSError, TimeoutError):
            return PlayerState.UNREACHABLE if self._key is None else PlayerState.LOST
        self._client = client
        pinging = asyncio.ensure_future(self._ping(client))
        try:
            return await self._read(client)
        finally:
            pinging.cancel()
            self._client = None
            await client.close()

    async def _ping(self, client: RoomClient) -> None:
        """Tell the room the player is still there, as the page does."""
        while not self._stopped.is_set():
            await self._pause(PING_SECONDS)
            if self.state is PlayerState.JOINED:
                await self._send(client, "ping", {})

    async def _read(self, client: RoomClient) -> PlayerState:
        fields: dict[str, Any] = {"name": self.name, "code": self.code, "lang": self.lang}
        if self._key is not None:
            fields["key"] = self._key
        await client.send("join", **fields)
        while True:
            try:
                message = await client.next_message(timeout=3600)
            except (RoomClosedError, ConnectionError, TimeoutError):
                return PlayerState.LOST
            kind = message.get("type")
            if kind == "welcome":
                self._key, self.name = message["key"], message["name"]
                self._joined_now = True
                self._set(PlayerState.JOINED)
            self._tell(message)
            if kind == "closed":
                return PlayerState.CLOSED
            if kind == "error" and self.state is not PlayerState.JOINED:
                return PlayerState.REFUSED

    def _set(self, state: PlayerState) -> None:
        self.state = state
        with self._listening:
            _hear(self.on_state, state)

    def _tell(self, message: Message) -> None:
        with self._listening:
            _hear(self.on_message, message)


def _hear(listener: Callable[[Any], None] | None, news: object) -> None:
    """Give a listener its news; a listener's own failure is logged, not the player's."""
    if listener is not None:
        try:
            listener(news)
        except Exception as error:
            log.warning("the player's listener failed: %r", error)
