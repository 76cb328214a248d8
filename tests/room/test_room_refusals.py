"""Every field of every message a player sends is checked, and a refusal says what is wrong with
that field in words a player understands, in the player's language. A defect seen: a browser
whose 20-character limit was removed by hand sent a 500-character name and was told "Field name
is not what it should be."; now "The name is too long: at most 20 characters."."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from room_helpers import open_room

from app.room.client import RoomClient
from app.room.limits import Limits
from app.room.players import NAME_LENGTH, Refusal, clean_name
from app.room.protocol import CLIENT_MESSAGES, MAX_ANSWER, MAX_ROUND, ProtocolError, read
from app.room.texts import speaking_language

#: A right message of each type, each field's value acceptable.
RIGHT: dict[str, dict[str, Any]] = {
    "join": {"name": "Ann", "code": "K7QF", "lang": "en", "key": "x" * 22},
    "answer": {"round": 1, "text": "8/(3-8/3)"},
    "no_solution": {"round": 1},
    "language": {"lang": "zh_CN"},
    "ping": {},
    "leave": {},
}

#: What a player reads when a field is missing or not of its kind, and when it is too long or
#: out of range.
WRONG = {
    "name": "Type your name to join.",
    "code": "Type the room's code to join: the host's screen shows it.",
    "lang": "The language must be a short tag such as en or zh_CN.",
    "key": "That key to your seat is not one this room gave: join with your name alone.",
    "round": f"The round must be a whole number from 1 to {MAX_ROUND}.",
    "text": "Type your answer: it was not sent as text.",
}
TOO_LONG = {
    **WRONG,
    "name": f"The name is too long: at most {NAME_LENGTH} characters.",
    "code": "That is not this room's code: look at the host's screen.",
    "text": f"The answer is too long: at most {MAX_ANSWER} characters.",
}


def cases() -> list[tuple[str, str, str, object]]:
    """(type, field, how it is wrong, the value or None for missing), for every field of every
    message the room reads."""
    found: list[tuple[str, str, str, object]] = []
    for kind, fields in CLIENT_MESSAGES.items():
        for name, field in fields.items():
            if field.required:
                found.append((kind, name, "missing", None))
            found.append((kind, name, "of another kind", [1]))
            if field.kind is int:
                found += [(kind, name, "too large", field.most + 1), (kind, name, "zero", 0)]
                found.append((kind, name, "true", True))
            else:
                found.append((kind, name, "too long", "x" * (field.most + 1)))
    return found


def test_every_field_of_every_message_is_checked() -> None:
    assert set(RIGHT) == set(CLIENT_MESSAGES)
    assert {name for fields in CLIENT_MESSAGES.values() for name in fields} == set(WRONG)
    for kind, fields in RIGHT.items():
        assert read(json.dumps({"v": 1, "type": kind, **fields}))["type"] == kind


@pytest.mark.parametrize(("kind", "name", "how", "value"), cases())
def test_a_wrong_field_is_refused_saying_what_is_wrong_with_it(
    kind: str, name: str, how: str, value: object
) -> None:
    refused = _refused(kind, name, value)
    expected = TOO_LONG if how in ("too long", "too large", "zero") else WRONG
    assert refused.value.reason == "bad-field"
    assert str(refused.value) == expected[name], (kind, name, how)


def test_a_name_too_long_once_trimmed_is_said_as_the_page_s_limit() -> None:
    """Within the field's 64 characters, but over 20 once its spaces are trimmed."""
    with pytest.raises(Refusal) as refused:
        clean_name("x" * 30)
    assert str(refused.value) == TOO_LONG["name"] and refused.value.reason == "bad-name"
    assert clean_name("  " + "x" * NAME_LENGTH + "    ") == "x" * NAME_LENGTH


def test_the_refusals_are_said_in_chinese_to_a_chinese_player() -> None:
    """Each refusal has its Chinese (app/i18n/twentyfour_zh_CN.ts, the room's texts)."""
    with speaking_language("zh_CN"):
        said = {str(_refused(kind, name, value).value) for kind, name, _, value in cases()}
    assert said and all(any("\u4e00" <= c <= "\u9fff" for c in text) for text in said), said


def _refused(kind: str, name: str, value: object) -> pytest.ExceptionInfo[ProtocolError]:
    """The refusal of a right message of a type with one field wrong (None: left out)."""
    message: dict[str, object] = {"v": 1, "type": kind, **RIGHT[kind]}
    if value is None:
        del message[name]
    else:
        message[name] = value
    with pytest.raises(ProtocolError) as refused:
        read(json.dumps(message))
    return refused


def test_a_room_told_a_name_of_500_characters_says_so_and_lets_the_player_join_after() -> None:
    with open_room(limits=Limits(rate=1000, burst=1000)) as host:

        async def game() -> None:
            client = RoomClient(host.url)
            await client.connect()
            await client.send("join", name="x" * 500, code=host.code, lang="en")
            error = await client.expect("error")
            assert (error["reason"], error["text"]) == ("bad-field", TOO_LONG["name"])
            await client.send("join", name="y" * 21, code=host.code, lang="en")
            error = await client.expect("error")
            assert (error["reason"], error["text"]) == ("bad-name", TOO_LONG["name"])
            assert (await client.join("Ann", host.code))["type"] == "welcome"
            await client.send("answer", round=1, text="1" * 500)
            error = await client.expect("error")
            assert error["text"] == TOO_LONG["text"]
            await client.close()

        asyncio.run(game())
