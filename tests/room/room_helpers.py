"""Rooms for the tests: opened on 127.0.0.1 only (never another address), not advertised, and
players that play them."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from typing import Any

from app.room.choices import RoomChoices
from app.room.client import RoomClient
from app.room.host import RoomHost
from app.room.limits import Limits
from app.room.server import ServerOptions
from solver import first_solution

LOOPBACK = "127.0.0.1"


@contextlib.contextmanager
def open_room(
    choices: RoomChoices | None = None, limits: Limits | None = None, **options: Any
) -> Iterator[RoomHost]:
    """A room on loopback for the length of a test; closed (and its thread ended) after it."""
    host = RoomHost(
        choices or RoomChoices(rounds=2, break_seconds=0),
        ServerOptions(bind=LOOPBACK, port=0, discovery=False, limits=limits or Limits(), **options),
        rng=random.Random(24),
    )
    host.start()
    host.wait_open()
    try:
        yield host
    finally:
        host.close()
        assert host.join(15), "the room's thread did not end"


def answer_of(round_message: dict[str, Any]) -> str | None:
    """A right answer to a round's hand (None: the hand has none)."""
    values = [card["value"] for card in round_message["cards"]]
    found = first_solution(values, int(round_message["target"]))
    return None if found is None else found.text


async def joined(host: RoomHost, name: str, lang: str = "en") -> RoomClient:
    """A player connected and joined."""
    client = RoomClient(host.url)
    await client.connect()
    welcome = await client.join(name, host.code, lang)
    assert welcome["type"] == "welcome", welcome
    return client


async def play_round(client: RoomClient) -> dict[str, Any]:
    """Wait for the next round and answer it rightly; the verdict."""
    dealt = await client.expect("round")
    text = answer_of(dealt)
    if text is None:
        await client.send("no_solution", round=dealt["round"])
    else:
        await client.send("answer", round=dealt["round"], text=text)
    return await client.expect("verdict")


def drop(host: RoomHost, name: str) -> None:
    """Cut a player's connection as a Wi-Fi drop does: no goodbye from either side."""
    conn = host.server._players[name.casefold()]
    transport = conn.ws._req.transport  # type: ignore[union-attr]
    assert host._loop is not None and transport is not None
    host._loop.call_soon_threadsafe(transport.abort)
