"""A player's side of the protocol in Python (asyncio, aiohttp): what the app's Join uses, on a
thread of its own as the host does, and what the tests and the benchmark play with.

>>> RoomClient.socket_url("http://192.168.1.20:8024/")
'ws://192.168.1.20:8024/ws'
"""

from __future__ import annotations

import asyncio
import json
from typing import Any
from urllib.parse import urlsplit

import aiohttp

from .protocol import Message, dump, message

#: Seconds a client waits for an expected message before giving up.
WAIT = 10.0


class RoomClosedError(ConnectionError):
    """The room closed the connection (or was never reached)."""


class RoomClient:
    """One player's connection to a room."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.session: aiohttp.ClientSession | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        #: every message received so far, oldest first
        self.received: list[Message] = []
        self.key: str | None = None
        self.name: str | None = None
        self._seen = 0

    @staticmethod
    def socket_url(url: str) -> str:
        """The room's WebSocket for its page's address."""
        parts = urlsplit(url)
        scheme = "wss" if parts.scheme == "https" else "ws"
        return f"{scheme}://{parts.netloc}/ws"

    async def connect(self) -> None:
        """Open the WebSocket (aiohttp's ClientError when the room is not there)."""
        self.session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=WAIT))
        try:
            self.ws = await self.session.ws_connect(self.socket_url(self.url), heartbeat=20.0)
        except BaseException:
            await self.session.close()
            raise

    async def send(self, kind: str, **fields: Any) -> None:
        """Send a message of the protocol."""
        await self.send_text(dump(message(kind, **fields)))

    async def send_text(self, text: str) -> None:
        """Send any text (tests send malformed ones)."""
        if self.ws is None:
            raise RoomClosedError("not connected")
        await self.ws.send_str(text)

    async def join(self, name: str, code: str, lang: str = "en") -> Message:
        """Join (or come back with the key this client was given); the welcome or the error."""
        fields: dict[str, Any] = {"name": name, "code": code, "lang": lang}
        if self.key is not None and name == self.name:
            fields["key"] = self.key
        await self.send("join", **fields)
        answer = await self.expect("welcome", "error")
        if answer["type"] == "welcome":
            self.key, self.name = answer["key"], answer["name"]
        return answer

    async def next_message(self, timeout: float = WAIT) -> Message:
        """The next message not yet looked at (RoomClosedError: the connection closed)."""
        if self._seen < len(self.received):
            self._seen += 1
            return self.received[self._seen - 1]
        if self.ws is None:
            raise RoomClosedError("not connected")
        received = await self.ws.receive(timeout=timeout)
        if received.type is not aiohttp.WSMsgType.TEXT:
            raise RoomClosedError(f"the room closed the connection ({self.ws.close_code})")
        found: Message = json.loads(received.data)
        self.received.append(found)
        self._seen = len(self.received)
        return found

    async def expect(self, *kinds: str, timeout: float = WAIT) -> Message:
        """The next message of one of these types (those of other types are passed over)."""
        async with asyncio.timeout(timeout):
            while True:
                found = await self.next_message(timeout)
                if found["type"] in kinds:
                    return found

    async def close(self) -> None:
        """Let go of the connection."""
        if self.ws is not None:
            await self.ws.close()
        if self.session is not None:
            await self.session.close()
