"""A room joined from the app (Game › Join a room…), without Qt: what the player's window shows
of a room another machine hosts, kept from the room's messages (docs/room-protocol.md), and what
the player does sent back over a `Link` (app.room.player.RemotePlayer, on a thread of its own).

The host is the referee: an answer is sent as typed (or as the cards combined) and the room's
verdict comes back as a message; the session only shows it. A room that closes, refuses the
player or cannot be reached ends the session with one line saying so; a dropped connection says
it is joining again, and the room gives the player back their seat and score (the key of the
`welcome`); a room that has not answered for `GIVE_UP_SECONDS` since (it may have closed while
the player was away) ends the session too.

The rounds the player saw are kept in the player's own history (app.game.history.Rooms, as the
host keeps its room) once the game is over, the room has ended, or the player leaves or quits
mid-game; the session says it is kept only once it is written.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Protocol
from urllib.parse import parse_qs, urlsplit

from solver import ALL_OPERATORS, CARD_LETTERS, OperatorSet

from ..game.base_session import Act, Recorded, Session
from ..game.cards import Card, CardError
from ..game.clock import Clock
from ..game.cues import Effect
from ..game.history.part import numbers_text
from ..game.history.rooms import RoomGame, RoomPlace, RoomRound, RoomScore, seat_of
from ..i18n import sentences, translate
from . import texts
from .game import Standing
from .hosting import DEFAULT_PORT, RoomRecorder, keep_room_game
from .player import PlayerState
from .protocol import Message

log = logging.getLogger(__name__)

#: The verdict that puts the player out of the round (a wrong "no solution"), and the room's
#: refusals that say the player can answer the round no more.
OUT_OF_THE_ROUND = "no solution, wrongly claimed"
DONE_WITH_THE_ROUND = frozenset({"done", "too-many-tries", "round-over"})
#: The room's refusals, joining again after a drop, that say the room the player was in is gone
#: (closed, or another room answers at its address).
ROOM_GONE = frozenset({"closed", "wrong-code"})
#: Seconds after a drop that the room is given to answer again before the session stops and
#: says so (it may have closed while the player was away: its `closed` never came). The room's
#: page gives up as long after (app/room/web/room.js, GIVE_UP_MS).
GIVE_UP_SECONDS = 120.0


class JoinPhase(StrEnum):
    """Where the joined player is."""

    JOINING = "joining"  # connecting, or waiting for the room's welcome
    WAITING = "waiting"  # in the room, no round being played (before the first, between two)
    PLAYING = "playing"  # a round is on and the player has not yet answered it right
    ANSWERED = "answered"  # a round is on and the player is done with it
    OVER = "over"  # the last round is played; the room is still open
    ENDED = "ended"  # the room closed, refused the player or could not be reached


class Link(Protocol):
    """How the session talks to the room (app.room.player.RemotePlayer)."""

    def send(self, kind: str, **fields: Any) -> bool:
        """Send a message of the protocol (False: not connected now)."""
        ...


class AddressError(ValueError):
    """A typed room address that cannot be one; the message says what to type."""


@dataclass(frozen=True)
class Where:
    """A room to join: its page's address, and the code if the address carried one (a QR
    code's: ...?code=K7QF)."""

    url: str
    code: str = ""


def room_address(text: str) -> Where:
    """The room a typed address names: "192.168.1.20:8024", "http://192.168.1.20:8024/", or
    the address a QR code opens (its code is taken too); the port is the room's usual one when
    none is given.

    >>> room_address("192.168.1.20")
    Where(url='http://192.168.1.20:8024/', code='')
    >>> room_address(" http://10.0.0.5:8030/?code=K7QF ")
    Where(url='http://10.0.0.5:8030/', code='K7QF')
    """
    cleaned = text.strip()
    if not cleaned:
        raise AddressError(
            translate("Join", "Type the room's address, as the host's screen shows it.")
        )
    parts = urlsplit(cleaned if "://" in cleaned else f"http://{cleaned}")
    try:
        port = parts.port or DEFAULT_PORT
    except ValueError:
        port = -1
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https") or not host or not 0 < port < 65536:
        raise AddressError(
            translate(
                "Join",
                "{text} is not a room's address: type it as the host shows it, like {example}.",
            ).format(text=texts.sent(cleaned), example="http://192.168.1.20:8024/")
        )
    code = parse_qs(parts.query).get("code", [""])[0]
    shown = f"[{host}]" if ":" in host else host
    return Where(f"{parts.scheme}://{shown}:{port}/", code.strip()[:16])


def card_of(fields: Mapping[str, Any]) -> Card:
    """A card as a room sends it (its value, the rank written on it, its suit)."""
    written, value, suit = str(fields["rank"]), int(fields["value"]), str(fields["suit"])
    letter = CARD_LETTERS.get(written.upper()) if written.isalpha() else None
    rank = letter if letter is not None else int(written)
    plain = letter is None and not 1 <= rank <= 13
    return Card(rank, suit, None if value == rank else value, plain)


def standing_of(fields: Mapping[str, Any]) -> Standing:
    """A player's place as a room sends it."""
    return Standing(
        str(fields["name"]), int(fields["score"]), int(fields["rounds"]), bool(fields["online"])
    )


@dataclass(frozen=True)
class Said:
    """The room's verdict on the player's last answer: its text, whether it was right, the
    column of a syntax error and the round it is of (0: not a verdict, a refusal or a line of
    the app's)."""

    text: str
    ok: bool
    position: int | None = None
    round: int = 0


@dataclass(frozen=True)
class Result:
    """A round's result as the room tells it: who took it, who scored with what (and the
    working of each answer), an answer when nobody found one or why there is none."""

    headline: str
    #: each player who scored, as the room sends them (said in the language of the moment)
    scored: tuple[Mapping[str, Any], ...]
    note: str = ""

    @property
    def lines(self) -> tuple[str, ...]:
        """Who scored with what, then the note, a line each (in the language spoken now)."""
        return (*(_scored(fields) for fields in self.scored), *([self.note] if self.note else []))


@dataclass
class Round:
    """The round being played: its number, the cards, the target, the operators and its clock."""

    number: int
    total: int
    cards: tuple[Card, ...]
    target: str
    seconds: float
    #: when the round's time is up, on the session's clock
    deadline: float
    operators: OperatorSet = ALL_OPERATORS


@dataclass
class RoomView:
    """What the player sees of the room besides the round."""

    #: the player's name as the room keeps it
    name: str = ""
    #: the room's rules, a line each (in the player's language)
    rules: tuple[str, ...] = ()
    players: tuple[Standing, ...] = ()
    result: Result | None = None
    #: who won, once the game is over
    winners: str = ""
    #: seconds until the next round starts by itself (None: the host starts it)
    next_in: float | None = None
    #: the hands played so far
    played: list[tuple[Card, ...]] = field(default_factory=list)
    #: the last round played and the game's rounds ((0, rounds) before the first)
    round_count: tuple[int, int] = (0, 0)
    #: the cards a hand has
    card_count: int = 4


class JoinSession(Session[JoinPhase, None]):
    """A room joined from the app: the session its view (app.views.joined_room) shows."""

    def __init__(self, url: str, name: str, code: str, *, clock: Clock, lang: str = "en") -> None:
        super().__init__(JoinPhase.JOINING, clock=clock)
        self.url, self.asked_name, self.code, self.lang = url, name, code, lang
        self.link: Link | None = None
        self.room = RoomView()
        self.round: Round | None = None
        self.said: Said | None = None
        #: the one line about the connection ("Joining again…", "The host closed the room."),
        #: said in the language of the moment
        self.saying: Callable[[], str] = str
        #: why the room refused the player or could not be reached (the dialog says it)
        self.refusal = ""
        #: the room has welcomed the player at least once
        self.welcomed = False
        #: when the connection dropped, on the session's clock (None: connected, or joining)
        self.lost_at: float | None = None
        #: a verdict arrived that the view has not yet shown (a right one empties the answer)
        self.fresh_verdict = False
        #: the room's rules as its welcome sent them, and the rounds played since, as the
        #: history keeps them; whether the game was played to its end
        self.rules: Mapping[str, Any] = {}
        self.kept_rounds: list[RoomRound] = []
        #: the seat the room gave the player (joined again, the game kept before goes on)
        self.seat = ""
        self.finished = False
        #: the game has been written to the history (it is written once), and what was said of
        #: it, in the language of the moment ("": nothing yet)
        self.recorded = False
        self.kept: Callable[[], str] = str

    # --- the room's messages -------------------------------------------------------------------

    def apply(self, message: Message) -> bool:
        """Take a message of the room's into the state; whether the view has anything new (a
        message it cannot read changes nothing)."""
        handler = _HANDLERS.get(str(message.get("type")))
        if handler is None:
            return False
        try:
            handler(self, message)
        except (KeyError, TypeError, ValueError, CardError) as error:
            log.warning("a room's message could not be read: %r", error)
            return False
        return True

    def _welcome(self, message: Message) -> None:
        room = self.room
        room.name = str(message["name"])
        self.seat = seat_of(str(message.get("key") or ""))
        rules = message["rules"]
        room.rules = tuple(str(line) for line in rules["text"])
        room.card_count = max(1, min(8, int(rules["cards"])))
        self.rules = dict(rules)
        if not room.round_count[0]:
            room.round_count = (0, int(rules["rounds"]))
        self._players(message)
        self.welcomed, self.saying, self.refusal, self.lost_at = True, str, "", None
        if message.get("returning"):  # after a drop, or joining again after leaving
            self.saying = _back
        live = message.get("round")
        if live is not None:
            self._round(live)
        elif message.get("phase") == "over":
            self.phase = JoinPhase.OVER
        else:
            self.phase = JoinPhase.WAITING

    def _players(self, message: Message) -> None:
        key = "players" if "players" in message else "standings"
        self.room.players = tuple(standing_of(player) for player in message[key])

    def _round(self, message: Message) -> None:
        cards = tuple(card_of(card) for card in message["cards"])
        operators = OperatorSet.parse(str(message["operators"]), bool(message["whole"]))
        remaining = max(0.0, float(message["remaining"]))
        self.round = Round(
            int(message["round"]), int(message["total"]), cards, str(message["target"]),
            float(message["seconds"]), self.clock.now() + remaining, operators,
        )  # fmt: skip
        self.room.result, self.said, self.draft = None, None, ""
        self.phase = JoinPhase.ANSWERED if message.get("done") else JoinPhase.PLAYING
        self.saying = str  # "You are back…" has been read

    def _verdict(self, message: Message) -> None:
        live = self.round
        if live is None or int(message["round"]) != live.number:
            return
        position = message.get("position")
        ok = bool(message["ok"])
        where = int(position) if position is not None else None
        self.said = Said(str(message["text"]), ok, where, live.number)
        self.fresh_verdict = True
        self.cues.add(Effect.RIGHT if ok else Effect.WRONG)
        if ok or message.get("verdict") == OUT_OF_THE_ROUND:
            self.phase = JoinPhase.ANSWERED

    def _result(self, message: Message) -> None:
        for fields in message["scored"]:
            _scored(fields)  # a player's part that cannot be read is found now
        scored = tuple(message["scored"])
        cards = tuple(card_of(card) for card in message["cards"])
        try:
            record: RoomRound | None = self._round_record(message, cards)
        except (KeyError, TypeError, ValueError) as error:  # shown all the same, not kept
            log.warning("a round's result could not be read for the history: %r", error)
            record = None
        self.room.result = Result(str(message["text"]), scored, str(message.get("note") or ""))
        self.room.round_count = (int(message["round"]), int(message["total"]))
        self.room.played.append(cards)
        if record is not None and all(kept.number != record.number for kept in self.kept_rounds):
            self.kept_rounds.append(record)
        self.room.next_in = None if message.get("next_in") is None else float(message["next_in"])
        self._players(message)
        self.round, self.said = None, None
        if self.phase is not JoinPhase.ENDED:
            self.phase = JoinPhase.WAITING

    def _over(self, message: Message) -> None:
        self.room.winners = str(message["text"])
        self._players(message)
        self.round, self.finished = None, True
        if self.phase is not JoinPhase.ENDED:
            self.phase = JoinPhase.OVER

    def _closed(self, message: Message) -> None:
        self._end(texts.closed_text)  # the room's words, in the language of the moment

    def _texts(self, message: Message) -> None:
        """The room's texts again, in the language the player switched to (`speak`)."""
        room = self.room
        room.rules = tuple(str(line) for line in message["rules"])
        if message.get("result") is not None:
            self._result_again(message["result"])
        if message.get("over") is not None and room.winners:
            room.winners = str(message["over"])
        if message.get("verdict") is not None:
            self._verdict_again(message["verdict"])

    def _result_again(self, fields: Mapping[str, Any]) -> None:
        """The last round's result in other words, if it is the one shown."""
        shown = self.room.result
        if shown is not None and int(fields["round"]) == self.room.round_count[0]:
            note = str(fields["note"] or "")
            self.room.result = replace(shown, headline=str(fields["text"]), note=note)

    def _verdict_again(self, fields: Mapping[str, Any]) -> None:
        """The verdict on the player's answer in other words, if it is the one shown."""
        said, live = self.said, self.round
        if said is None or live is None or not int(fields["round"]) == said.round == live.number:
            return
        self.said = replace(said, text=str(fields["text"]))
        self.fresh_verdict = True

    def _error(self, message: Message) -> None:
        text = str(message["text"])
        if self.lost_at is not None and message.get("reason") in ROOM_GONE:
            self._end(texts.closed_text)  # joining again: the room the player was in is gone
            return
        if not self.welcomed or self.phase is JoinPhase.JOINING:
            self.refusal = text
            return
        self.said = Said(text, False)
        self.fresh_verdict = True
        if message.get("reason") in DONE_WITH_THE_ROUND and self.phase is JoinPhase.PLAYING:
            self.phase = JoinPhase.ANSWERED

    # --- the connection ------------------------------------------------------------------------

    def connection(self, state: PlayerState) -> bool:
        """The player's connection changed (app.room.player.PlayerState); whether the view has
        anything new."""
        if self.phase is JoinPhase.ENDED:
            return False
        if state is PlayerState.LOST:  # each try that fails to join again says so
            now = self.clock.now()
            self.lost_at = now if self.lost_at is None else self.lost_at
            if now - self.lost_at >= GIVE_UP_SECONDS:
                self._end(_gone)  # the shell lets go of the player: nothing is tried again
            else:
                self.saying = _dropped
        elif state is PlayerState.UNREACHABLE:
            self.refusal = self._unreachable()
            self._end(self._unreachable)
        elif state is PlayerState.REFUSED:
            refusal = self.refusal  # the room's words, in the language asked for then
            self._end((lambda: refusal) if refusal else _not_let_in)
        elif state is PlayerState.CLOSED:
            self._end(_left)
        else:
            return False
        return True

    def _unreachable(self) -> str:
        return translate(
            "Join",
            "No room answers at {address}: check the address, and that this computer is on "
            "the same network as the host.",
        ).format(address=self.url)

    @property
    def line(self) -> str:
        """The one line about the connection, then whether the game is kept in the history, in
        the language spoken now ("" : none)."""
        return sentences(self.saying(), self.kept())

    def _end(self, saying: Callable[[], str]) -> None:
        """The session is over: `saying` says why; nothing more can be answered."""
        if self.phase is JoinPhase.ENDED:
            return
        self.phase, self.saying, self.round = JoinPhase.ENDED, saying, None

    # --- the history ---------------------------------------------------------------------------

    def _round_record(self, message: Message, cards: tuple[Card, ...]) -> RoomRound:
        """A round's result as the history keeps it, from the room's `result` (the round's
        length from the round's own clock when the room does not say it)."""
        number = int(message["round"])
        live = self.round if self.round is not None and self.round.number == number else None
        seconds = message.get("seconds")
        if seconds is None:
            seconds = 0.0 if live is None else live.seconds - self.remaining()
        shown = message.get("shown")
        return RoomRound(
            number=number,
            hand=" ".join(card.symbol for card in cards),
            numbers=numbers_text([card.value for card in cards]),
            target=live.target if live is not None else str(self.rules["target"]),
            dots=int(message["dots"]),
            solvable=bool(message["solvable"]),
            reason=str(message["reason"]),
            seconds=max(0.0, float(seconds)),
            shown=None if shown is None else str(shown["ascii"]),
            scored=tuple(
                RoomScore(
                    str(fields["name"]),
                    int(fields["points"]),
                    float(fields["seconds"]),
                    None if fields.get("answer") is None else str(fields["answer"]["ascii"]),
                )
                for fields in message["scored"]
            ),
        )

    def game_record(self) -> RoomGame | None:
        """The game as the player's history keeps it: the room's rules, the standings as last
        seen and the rounds seen (None: no round was played)."""
        if not self.kept_rounds:
            return None
        rules = self.rules
        operators = OperatorSet.parse(str(rules["operators"]), bool(rules["whole"]))
        return RoomGame(
            mode=str(rules["mode"]),
            rounds=int(rules["rounds"]),
            round_seconds=float(rules["seconds"]),
            cards=int(rules["cards"]),
            target=str(rules["target"]),
            deck=str(rules.get("deck", "")),
            operators=str(operators),
            levels=str(rules.get("levels", "")),
            no_solution_hands=bool(rules.get("no_solution", False)),
            finished=self.finished,
            standings=tuple(RoomPlace(p.name, p.score, p.rounds_won) for p in self.room.players),
            played=tuple(self.kept_rounds),
            joined_as=self.room.name,
            seat=self.seat,
        )

    def due(self, leaving: bool = False) -> bool:
        """Whether the game is to be kept now: over, the room ended (closed, gone for good), or
        the player leaving or quitting, after a round was played; once."""
        ended = leaving or self.phase in (JoinPhase.OVER, JoinPhase.ENDED)
        return ended and bool(self.kept_rounds) and not self.recorded

    def keep(self, recorder: Recorded[RoomRecorder], *, leaving: bool = False) -> str:
        """Keep the game in the player's history if it is due (once); what to tell the player
        ("": nothing was due). It is said kept only once it is written."""
        try:
            game = self.game_record() if self.due(leaving) else None
        except (KeyError, TypeError, ValueError) as error:  # rules the room sent unreadable
            log.warning("a joined room's game could not be read for the history: %r", error)
            game = None
        if game is None or recorder is None:
            return ""
        self.recorded = True
        self.kept = keep_room_game(game, recorder)
        return self.kept()

    # --- what the player does ------------------------------------------------------------------

    @property
    def in_game(self) -> bool:
        """Whether a round is on (its clock runs)."""
        return self.round is not None and self.phase in (JoinPhase.PLAYING, JoinPhase.ANSWERED)

    @property
    def playing(self) -> bool:
        """Whether the player may answer now."""
        return self.round is not None and self.phase is JoinPhase.PLAYING

    @property
    def operators(self) -> OperatorSet:
        """The operators the round allows (the cards to combine offer only these)."""
        return self.round.operators if self.round is not None else ALL_OPERATORS

    def remaining(self) -> float:
        """Seconds left in the round being played (0 when none is)."""
        live = self.round
        return 0.0 if live is None else max(0.0, live.deadline - self.clock.now())

    def submit(self, text: str) -> None:
        """Send an answer to the round being played (the room's verdict comes back)."""
        if self.round is not None:
            self._send("answer", round=self.round.number, text=text[:200])

    def claim_no_solution(self) -> None:
        """Say the hand has no answer (right, it scores; wrong, the player is out of the round)."""
        if self.round is not None:
            self._send("no_solution", round=self.round.number)

    def _send(self, kind: str, **fields: Any) -> None:
        """Send what the player did in the round being played, or say it could not be sent."""
        if not self.playing or self.link is None or self.link.send(kind, **fields):
            return
        self.said = Said(
            translate("Join", "Not sent: the connection to the room is down for now."), False
        )
        self.fresh_verdict = True

    def enter_action(self) -> Act | None:
        """Enter sends the answer while the round can be answered, and leaves a room that has
        ended."""
        if self.playing:
            return Act.SUBMIT
        return Act.CLOSE if self.phase is JoinPhase.ENDED else None

    def speak(self, lang: str) -> None:
        """The player's language changed: the room's texts come in it from now on, and those
        shown already come again in it (a `texts` message; joining again asks in it too)."""
        if lang != self.lang and self.link is not None:
            self.lang = lang
            self.link.send("language", lang=lang)

    def tick(self) -> bool:
        """The round's clock passes (the room ends the round); nothing changes but the time."""
        return False

    def _wrong_over(self) -> None:
        said = self.said
        if said is not None and not said.ok and said.round and self.playing:
            self.said, self.fresh_verdict = None, True  # the view takes its line away

    def take_verdict(self) -> Said | None:
        """The verdict the view has not yet shown, once."""
        fresh, self.fresh_verdict = self.fresh_verdict, False
        return self.said if fresh else None


def _scored(fields: Mapping[str, Any]) -> str:
    """A player who scored in a round, with the answer's working."""
    answer = fields.get("answer")
    line = texts.scored_words(
        str(fields["name"]),
        None if answer is None else str(answer["text"]),
        "" if answer is None else str(answer["target"]),
        float(fields["seconds"]),
        int(fields["points"]),
    )
    if answer is None or not answer.get("steps"):
        return line
    return f"{line}\n    " + " · ".join(str(step) for step in answer["steps"])


def _back() -> str:
    """The player is back in the room."""
    return translate("Join", "You are back in the room: your points are kept.")


def _dropped() -> str:
    """The connection dropped for now."""
    return translate("Join", "The connection to the room dropped: joining again…")


def _gone() -> str:
    """The room has not answered since the connection dropped."""
    return translate(
        "Join",
        "The room has not answered for two minutes: it may have closed. To play on, join it "
        "again (Game › Join a room…).",
    )


def _not_let_in() -> str:
    """The room refused the player without saying why."""
    return translate("Join", "The room did not let you in.")


def _left() -> str:
    """The player left the room."""
    return translate("Join", "You left the room.")


_HANDLERS: dict[str, Callable[[JoinSession, Message], None]] = {
    "welcome": JoinSession._welcome,
    "players": JoinSession._players,
    "round": JoinSession._round,
    "verdict": JoinSession._verdict,
    "result": JoinSession._result,
    "over": JoinSession._over,
    "closed": JoinSession._closed,
    "texts": JoinSession._texts,
    "error": JoinSession._error,
}
