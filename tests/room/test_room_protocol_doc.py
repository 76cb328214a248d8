"""docs/room-protocol.md documents every message with an example that is what the room really
reads and sends."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

from room_helpers import answer_of, joined, open_room

from app.room.choices import RoomChoices
from app.room.protocol import CLIENT_MESSAGES, read

DOC = Path(__file__).resolve().parents[2] / "docs" / "room-protocol.md"
EXAMPLE = re.compile(r"^### (\w+)\n(?:.*?\n)*?```json\n(.*?)\n```", re.M)


def examples(section: str) -> dict[str, dict[str, Any]]:
    """The examples of a part of the document, by message type."""
    text = DOC.read_text(encoding="utf-8")
    part = text.split(f"## {section}")[1].split("\n## ")[0]
    return {name: json.loads(body) for name, body in EXAMPLE.findall(part)}


def test_every_players_message_is_documented_and_its_example_is_read() -> None:
    documented = examples("What a player sends")
    assert set(documented) == set(CLIENT_MESSAGES)
    for name, example in documented.items():
        assert read(json.dumps(example))["type"] == name


def test_every_message_of_the_room_is_documented_as_the_room_sends_it() -> None:
    with open_room(RoomChoices(rounds=1, break_seconds=0)) as host:

        async def game() -> list[dict[str, Any]]:
            ann = await joined(host, "Ann")
            await ann.send("ping")
            await ann.expect("pong")
            await ann.send("answer", round=1, text="1")  # no round yet: an error
            await ann.expect("error")
            host.start_round().result(30)  # type: ignore[union-attr]
            dealt = await ann.expect("round")
            await ann.send("answer", round=1, text="1+")
            await ann.expect("verdict")
            await ann.send("answer", round=1, text=answer_of(dealt))
            await ann.expect("over")
            await ann.send("language", lang="zh_CN")
            await ann.expect("texts")
            host.close()
            await ann.expect("closed")
            await ann.close()
            return ann.received

        sent = asyncio.run(game())
    real: dict[str, dict[str, Any]] = {}
    for message in sent:
        real.setdefault(message["type"], message)
    real["players"] = {"v": 1, "type": "players", "players": []}  # to others: Ann is alone
    documented = examples("What the room sends")
    assert set(documented) == set(real)
    for name, example in documented.items():
        assert set(example) == set(real[name]), name
        assert example["v"] == 1
