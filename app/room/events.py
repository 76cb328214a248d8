"""What a room tells its host as it happens (the app's host dialog and projector view, the
headless host's terminal): small frozen values, safe to hand from the room's thread to another.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..game.cards import Card
from .game import RoundReport, Standing


@dataclass(frozen=True)
class RoomEvent:
    """Something that happened in the room."""


@dataclass(frozen=True)
class RoomOpened(RoomEvent):
    """The room listens: its address (the page), its code, the address a QR code opens, and
    whether it is advertised on the network."""

    url: str
    code: str
    join_url: str
    port: int
    advertised: bool


@dataclass(frozen=True)
class RoomFailed(RoomEvent):
    """The room could not open (the port is taken, no network): a message for the host."""

    message: str


@dataclass(frozen=True)
class PlayerJoined(RoomEvent):
    """A player joined (or came back: `returning`); the players now, best first."""

    name: str
    returning: bool
    players: tuple[Standing, ...]


@dataclass(frozen=True)
class PlayerLeft(RoomEvent):
    """A player's page is gone (the seat and score are kept); the players now."""

    name: str
    players: tuple[Standing, ...]


@dataclass(frozen=True)
class RoundStarted(RoomEvent):
    """A round is dealt: its number, the cards, the target and its time."""

    number: int
    total: int
    cards: tuple[Card, ...]
    target: int | Fraction
    seconds: float
    #: when it runs out, on the room's clock (time.monotonic for a real room)
    deadline: float


@dataclass(frozen=True)
class RoundEnded(RoomEvent):
    """A round's result (who scored, the answers with their working, the standings)."""

    report: RoundReport
    #: seconds until the next round starts by itself (None: the host starts it)
    next_in: float | None


@dataclass(frozen=True)
class GameOver(RoomEvent):
    """The last round is played: the final standings and who won, in the host's language."""

    standings: tuple[Standing, ...]
    text: str


@dataclass(frozen=True)
class RoomClosed(RoomEvent):
    """The room is closed and every player told."""

    rounds_played: int
    standings: tuple[Standing, ...]
