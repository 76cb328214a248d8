"""The people in a room: names (plain text, length-limited, unique), seats (at most 40), and a
player who drops and comes back with the same name keeping the score.

A name is read as a person typed it: spaces at the ends dropped, runs of spaces made one, the
Unicode form made canonical (NFC); it must have 1 to `NAME_LENGTH` characters, none of them a
control or formatting character. Two names are the same name when they match ignoring case
("ann" is Ann). A name is only ever text: whoever shows it shows it as text, never markup.

Joining gives a player a `key`, a secret the player's page keeps. Coming back with the same name
and the key takes the seat again at once (the old connection, if the server has not yet noticed
it is dead, is let go); with the name alone the seat is taken again only while nobody holds it,
so nobody joins twice by accident and nobody takes a connected player's seat.
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from dataclasses import dataclass, field

from ..i18n import translate

#: The most characters of a name.
NAME_LENGTH = 20
#: The most players in a room.
MAX_PLAYERS = 40
_SPACES = re.compile(r"\s+")


class Refusal(ValueError):
    """Something a player asked for is refused: `reason` says what for a program (a protocol
    error code), the message says it for the player."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def clean_name(text: str) -> str:
    """A name as typed, made plain: ends trimmed, inner spaces one, canonical form; Refusal says
    what is wrong with it.

    >>> clean_name("  Ann   Lee ")
    'Ann Lee'
    """
    name = _SPACES.sub(" ", unicodedata.normalize("NFC", text)).strip()
    if not name:
        raise Refusal("bad-name", translate("Room", "Type your name to join."))
    if len(name) > NAME_LENGTH:
        raise Refusal("bad-name", too_long_name())
    if any(unicodedata.category(char).startswith("C") for char in name):
        raise Refusal(
            "bad-name", translate("Room", "A name is letters, digits, spaces and punctuation.")
        )
    return name


def too_long_name() -> str:
    """What a player whose name is too long is told (the room, and the app's Join dialog)."""
    return translate("Room", "The name is too long: at most {most} characters.").format(
        most=NAME_LENGTH
    )


def name_key(name: str) -> str:
    """What makes two names the same: case ignored ("ANN" is "Ann")."""
    return name.casefold()


def new_key() -> str:
    """A player's secret for coming back (unguessable)."""
    return secrets.token_urlsafe(16)


@dataclass
class Player:
    """A player of the room: name, score, and whether the player's page is connected."""

    name: str
    key: str = field(default_factory=new_key, repr=False)
    score: int = 0
    online: bool = True
    #: rounds in which the player scored
    rounds_won: int = 0
    #: the order of joining (standings break ties by it)
    order: int = 0


@dataclass(frozen=True)
class Seat:
    """What joining gave: the player, and whether it was coming back to a seat already held."""

    player: Player
    returning: bool


class Roster:
    """The players of a room, by name."""

    def __init__(self, capacity: int = MAX_PLAYERS) -> None:
        self.capacity = capacity
        self._players: dict[str, Player] = {}

    def __len__(self) -> int:
        return len(self._players)

    @property
    def players(self) -> list[Player]:
        """Every player who has joined, in the order of joining."""
        return list(self._players.values())

    @property
    def online(self) -> list[Player]:
        """The players whose pages are connected now."""
        return [p for p in self._players.values() if p.online]

    def get(self, name: str) -> Player | None:
        """The player of a name (any case), if any."""
        return self._players.get(name_key(name))

    def join(self, name: str, key: str | None = None) -> Seat:
        """Seat a player: a new name takes a new seat, a known one comes back (Refusal: a bad
        name, a name a connected player holds, a full room)."""
        cleaned = clean_name(name)
        known = self._players.get(name_key(cleaned))
        if known is not None:
            if known.online and (key is None or not secrets.compare_digest(key, known.key)):
                raise Refusal(
                    "name-taken",
                    translate("Room", "{name} is already playing: choose another name.").format(
                        name=known.name
                    ),
                )
            known.online = True
            return Seat(known, returning=True)
        if len(self._players) >= self.capacity:
            raise Refusal(
                "room-full",
                translate("Room", "The room is full: {most} players at most.").format(
                    most=self.capacity
                ),
            )
        player = Player(cleaned, order=len(self._players))
        self._players[name_key(cleaned)] = player
        return Seat(player, returning=False)

    def leave(self, name: str) -> Player | None:
        """A player's page is gone: the seat and the score are kept for coming back."""
        player = self.get(name)
        if player is not None:
            player.online = False
        return player

    def standings(self) -> list[Player]:
        """The players, best first: most points, then most rounds won, then who joined first."""
        return sorted(self._players.values(), key=lambda p: (-p.score, -p.rounds_won, p.order))
