"""A room that plays a script instead of the network: the README's picture of the projector view
(``python -m app --screenshot … --room``) shows a class game under way without opening a port.
`ScriptedHost` answers as app.room.host.RoomHost does (start, start_round, stop_round, close),
with events of its script, on the caller's thread and at once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from solver import first_solution

from ..game.cards import Card
from . import qr
from .choices import Mode, RoomChoices
from .events import (
    PlayerJoined,
    PlayerLeft,
    RoomClosed,
    RoomEvent,
    RoomOpened,
    RoundEnded,
    RoundStarted,
)
from .game import EndReason, RoundReport, Scored, Standing
from .protocol import Message, card_fields, message
from .scoring import points

#: The picture's room: its address and code, its players, and the round on when it is taken.
ADDRESS, CODE = "http://192.168.1.20:8024/", "K7QF"
NAMES = ("Mia", "Leo", "Ava", "Sam", "Zoe", "Noah")
#: The hands of the rounds played, and who solved each in how many seconds (class mode).
PLAYED = (
    (((3, "S"), (3, "H"), (8, "D"), (8, "C")), 3, (("Leo", 21.0), ("Mia", 34.5))),
    (((1, "D"), (5, "S"), (5, "H"), (5, "C")), 3, (("Mia", 12.5), ("Ava", 40.0), ("Leo", 51.0))),
)
LIVE_CARDS = ((4, "H"), (7, "S"), (8, "C"), (12, "D"))
#: Seconds of the live round gone when the picture is taken.
GONE = 17.0


@dataclass
class ScriptedHost:
    """A room whose events are a script: `opening` when started, `live` when a round starts."""

    opening: Sequence[RoomEvent]
    live: Sequence[RoomEvent]
    on_event: Callable[[RoomEvent], None]
    played: int = field(default=0)

    def start(self) -> None:
        """Open: the opening events."""
        for event in self.opening:
            self.on_event(event)

    def start_round(self) -> object:
        """Start the round of the script."""
        for event in self.live:
            self.on_event(event)
        return True

    def stop_round(self) -> object:
        """Nothing to stop in a picture."""
        return None

    def close(self) -> None:
        """Closed at once."""
        self.on_event(RoomClosed(len(PLAYED), ()))


def _standings(
    scores: dict[str, tuple[int, int]], away: Sequence[str] = ()
) -> tuple[Standing, ...]:
    """The players, best first (points, then rounds won, then who joined first)."""
    order = sorted(scores, key=lambda n: (-scores[n][0], -scores[n][1], NAMES.index(n)))
    return tuple(Standing(n, *scores[n], online=n not in away) for n in order)


def class_game(choices: RoomChoices, now: float) -> tuple[list[RoomEvent], list[RoomEvent]]:
    """The script of a class game: the room opens, six players join, two rounds are played, a
    player's phone drops; then the third round, `GONE` seconds under way at `now`."""
    scores = dict.fromkeys(NAMES, (0, 0))
    opening: list[RoomEvent] = [RoomOpened(ADDRESS, CODE, qr.join_url(ADDRESS, CODE), 8024, True)]
    for count, name in enumerate(NAMES, 1):
        opening.append(PlayerJoined(name, False, _standings(dict(list(scores.items())[:count]))))
    for number, (ranks, dots, solvers) in enumerate(PLAYED, 1):
        cards = tuple(Card(rank, suit) for rank, suit in ranks)
        opening.append(RoundStarted(number, choices.rounds, cards, 24, choices.round_seconds, now))
        scored = []
        for name, seconds in solvers:
            won = points(choices.mode, dots=dots, seconds=seconds, round_seconds=60.0)
            scored.append(Scored(name, won, seconds, first_solution([c.value for c in cards])))
            scores[name] = (scores[name][0] + won, scores[name][1] + 1)
        report = RoundReport(
            number, choices.rounds, cards, 24, dots, True, EndReason.TIMED_OUT, tuple(scored),
            None, None, _standings(scores), choices.round_seconds, now, False,
        )  # fmt: skip
        opening.append(RoundEnded(report, None))
    opening.append(PlayerLeft("Zoe", _standings(scores, ["Zoe"])))
    cards = tuple(Card(rank, suit) for rank, suit in LIVE_CARDS)
    deadline = now + choices.round_seconds - GONE
    live: list[RoomEvent] = [
        RoundStarted(len(PLAYED) + 1, choices.rounds, cards, 24, choices.round_seconds, deadline)
    ]
    return opening, live


def joined_game(now: float, me: str = "Ava") -> list[Message]:
    """What a player of the app has been told when the README's picture of a joined room is
    taken: the class game of `class_game` from `me`'s side, the third round under way."""
    scores = {"Mia": 483, "Leo": 420, "Ava": 201, "Sam": 0, "Zoe": 0, "Noah": 0}
    players = [
        {"name": name, "score": score, "rounds": int(score > 0), "online": name != "Zoe"}
        for name, score in scores.items()
    ]
    choices = RoomChoices(mode=Mode.CLASS, rounds=10)
    rules = {
        "mode": "class", "rounds": 10, "seconds": 60.0, "cards": 4, "target": "24",
        "operators": "+-*/", "whole": False, "text": choices.summary(),
    }  # fmt: skip
    cards = [card_fields(Card(rank, suit)) for rank, suit in LIVE_CARDS]
    dealt = {
        "round": len(PLAYED) + 1, "total": 10, "cards": cards, "target": "24", "seconds": 60.0,
        "remaining": 60.0 - GONE, "operators": "+-*/", "whole": False, "done": False,
    }  # fmt: skip
    return [
        message("welcome", name=me, key="demo", returning=False, language="en",
                phase="between", rules=rules, players=players, round=None),
        message("round", **dealt),
    ]  # fmt: skip
