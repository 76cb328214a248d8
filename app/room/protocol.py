"""The room's messages: versioned JSON over a WebSocket, documented with an example of each in
docs/room-protocol.md. Every message is one JSON object with ``"v"`` (the protocol's version)
and ``"type"``; what a player sends is read here strictly (`read`): an unknown type, a missing
or extra field, a field of the wrong kind or size is a `ProtocolError` with a message for the
player, never a traceback. What the room sends is built by the functions at the end.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from solver import Solution, format_number

from ..game.cards import Card
from ..i18n import translate
from . import texts
from .game import RoundReport, Standing
from .players import too_long_name

#: The protocol's version: a message of another version is refused.
VERSION = 1
#: The largest message a player may send (bytes of UTF-8).
MAX_MESSAGE_BYTES = 2048
#: The longest answer, name, code, key and language tag a player may send.
MAX_ANSWER = 200
MAX_NAME_FIELD = 64
MAX_CODE_FIELD = 16
MAX_KEY_FIELD = 64
MAX_LANG_FIELD = 16
MAX_ROUND = 1000

Message = dict[str, Any]


class ProtocolError(ValueError):
    """A message the room cannot take: `reason` for a program, the message for the player."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Field:
    """A field of a player's message: text of at most `most` characters, or a whole number from
    1 to `most`; what to tell the player when it is missing or not of its kind (`wrong`), and
    when it is too long (`long`; None: `wrong` says it), each in the player's language."""

    kind: type
    most: int
    wrong: Callable[[], str]
    long: Callable[[], str] | None = None
    required: bool = True


def _no_name() -> str:
    return translate("Room", "Type your name to join.")


def _no_code() -> str:
    return translate("Room", "Type the room's code to join: the host's screen shows it.")


def _wrong_code() -> str:
    return translate("Room", "That is not this room's code: look at the host's screen.")


def _wrong_language() -> str:
    return translate("Room", "The language must be a short tag such as en or zh_CN.")


def _wrong_key() -> str:
    return translate(
        "Room", "That key to your seat is not one this room gave: join with your name alone."
    )


def _wrong_round() -> str:
    return translate("Room", "The round must be a whole number from 1 to {most}.").format(
        most=MAX_ROUND
    )


def _no_answer() -> str:
    return translate("Room", "Type your answer: it was not sent as text.")


def _long_answer() -> str:
    return translate("Room", "The answer is too long: at most {most} characters.").format(
        most=MAX_ANSWER
    )


#: What each type of player's message holds (besides "v" and "type"). A name longer than the
#: field (it is trimmed, then may have `NAME_LENGTH` characters) is refused as a name too long.
CLIENT_MESSAGES: dict[str, dict[str, Field]] = {
    "join": {
        "name": Field(str, MAX_NAME_FIELD, _no_name, too_long_name),
        "code": Field(str, MAX_CODE_FIELD, _no_code, _wrong_code),
        "lang": Field(str, MAX_LANG_FIELD, _wrong_language, required=False),
        "key": Field(str, MAX_KEY_FIELD, _wrong_key, required=False),
    },
    "answer": {
        "round": Field(int, MAX_ROUND, _wrong_round),
        "text": Field(str, MAX_ANSWER, _no_answer, _long_answer),
    },
    "no_solution": {"round": Field(int, MAX_ROUND, _wrong_round)},
    "language": {"lang": Field(str, MAX_LANG_FIELD, _wrong_language)},
    "ping": {},
    "leave": {},
}


def _refuse_constant(name: str) -> None:
    """NaN and Infinity are not JSON."""
    raise ValueError(f"{name} is not a JSON number")


def read(text: str) -> Message:
    """A player's message, checked against `CLIENT_MESSAGES` (ProtocolError says what is wrong)."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError(
            "too-large",
            translate("Room", "A message has at most {most} bytes.").format(most=MAX_MESSAGE_BYTES),
        )
    try:
        message = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("bad-json", translate("Room", "The message is not JSON.")) from None
    if not isinstance(message, dict):
        raise ProtocolError("bad-json", translate("Room", "A message is a JSON object."))
    if message.get("v") != VERSION or isinstance(message.get("v"), bool):
        raise ProtocolError(
            "bad-version",
            translate("Room", "This room speaks version {version}: reload the page.").format(
                version=VERSION
            ),
        )
    kind = message.get("type")
    fields = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("bad-type", translate("Room", "Unknown message type."))
    _check_fields(message, fields)
    return message


def _check_fields(message: Mapping[str, object], fields: Mapping[str, Field]) -> None:
    """ProtocolError unless the message has exactly the fields its type has, each of its kind;
    its message says what is wrong with the field, as a player would put it."""
    extra = set(message) - set(fields) - {"v", "type"}
    if extra:
        raise ProtocolError(
            "bad-field",
            translate("Room", "Unknown field {field}.").format(field=texts.sent(sorted(extra)[0])),
        )
    for name, field in fields.items():
        if name not in message:
            if field.required:
                raise ProtocolError("bad-field", field.wrong())
            continue
        _check_value(message[name], field)


def _check_value(value: object, field: Field) -> None:
    """ProtocolError unless a field's value is of its kind and size."""
    if field.kind is int:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= field.most:
            raise ProtocolError("bad-field", field.wrong())
    elif not isinstance(value, str):
        raise ProtocolError("bad-field", field.wrong())
    elif len(value) > field.most:
        raise ProtocolError("bad-field", (field.long or field.wrong)())


def dump(message: Mapping[str, object]) -> str:
    """A message as compact JSON text."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def message(kind: str, **fields: object) -> Message:
    """A message of the room's, with the version and its type."""
    return {"v": VERSION, "type": kind, **fields}


# --- what the room sends ------------------------------------------------------------------------


def card_fields(card: Card) -> dict[str, object]:
    """A card as the page shows it: its value, the rank written on it and its suit."""
    return {"value": card.value, "rank": card.rank_name, "suit": card.suit}


def answer_fields(solution: Solution, target: object) -> dict[str, object]:
    """An answer with its working, as the app shows them: "8÷(3−8÷3)" and one line a step."""
    return {
        "text": solution.display(),
        "ascii": solution.text,
        "steps": [step.text("unicode") for step in solution.steps],
        "target": format_number(target),
    }


def error(reason: str, text: str, **more: object) -> Message:
    """An error for the player: `reason` for a program, `text` to show."""
    return message("error", reason=reason, text=text, **more)


def standings_fields(standings: Sequence[Standing]) -> list[dict[str, object]]:
    """Players as a page lists them, best first."""
    return [
        {"name": s.name, "score": s.score, "rounds": s.rounds_won, "online": s.online}
        for s in standings
    ]


def result_message(report: RoundReport, next_in: float | None) -> Message:
    """A round's result as a page shows it, in the language being spoken."""
    target = report.target
    return message(
        "result",
        round=report.number,
        total=report.total,
        last=report.last,
        reason=report.reason.value,
        text=texts.headline(report),
        note=texts.answer_note(report),
        solvable=report.solvable,
        dots=report.dots,
        seconds=round(report.seconds, 1),
        cards=[card_fields(card) for card in report.cards],
        scored=[
            {
                "name": s.name,
                "points": s.points,
                "seconds": round(s.seconds, 1),
                "answer": None if s.answer is None else answer_fields(s.answer, target),
            }
            for s in report.scored
        ],
        shown=None if report.shown is None else answer_fields(report.shown, target),
        standings=standings_fields(report.standings),
        next_in=next_in,
    )


def texts_message(
    rules: Sequence[str], last: RoundReport | None, verdict: tuple[int, str] | None
) -> Message:
    """The room's texts a player has been shown, again in the language the player switched to:
    the rules, the last round's result (and who won, once the game is over) and the verdict on
    the player's last answer."""
    return message(
        "texts",
        rules=list(rules),
        result=None
        if last is None
        else {"round": last.number, "text": texts.headline(last), "note": texts.answer_note(last)},
        over=texts.winners_text(last.standings) if last is not None and last.last else None,
        verdict=None if verdict is None else {"round": verdict[0], "text": verdict[1]},
    )
