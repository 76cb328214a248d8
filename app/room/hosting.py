"""A room as its host's window shows it, kept from the room's events without Qt: where the room
is (opening, open, failed, closed), its address and code, the players, the round being played
and its clock, the last round's result and the end of the game; and the game kept once in the
host's history (app.game.history.Rooms) when it is over or the room closes.

The window's host (app.shell.room_host) hands each event to `HostedRoom.apply` on the GUI
thread; the projector view (app.views.projector) shows the result. The ports a room tries when
the one asked for is taken are `ports_to_try`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from solver import format_number

from ..game.base_session import STORAGE_ERRORS, Later, Recorded
from ..game.history.part import numbers_text
from ..game.history.rooms import RoomGame, RoomPlace, RoomRound, RoomScore
from ..i18n import translate
from . import texts
from .choices import RoomChoices, levels_key
from .events import (
    GameOver,
    PlayerJoined,
    PlayerLeft,
    RoomClosed,
    RoomEvent,
    RoomFailed,
    RoomOpened,
    RoundEnded,
    RoundStarted,
)
from .game import RoundReport, Standing

#: The port a room asks for first (the headless host's too), and how many after it are tried
#: when it is taken, before any free port the system gives.
DEFAULT_PORT = 8024
NEXT_PORTS = 3


def ports_to_try(preferred: int = DEFAULT_PORT) -> tuple[int, ...]:
    """The ports to open a room on, in turn: the one asked for, a few after it, then any free
    one (0: the system chooses).

    >>> ports_to_try(8024)
    (8024, 8025, 8026, 8027, 0)
    """
    if preferred == 0:
        return (0,)
    return (*(p for p in range(preferred, preferred + NEXT_PORTS + 1) if p <= 65535), 0)


class HostPhase(StrEnum):
    """Where the hosted room is."""

    OPENING = "opening"
    OPEN = "open"
    FAILED = "failed"
    CLOSING = "closing"
    CLOSED = "closed"


class RoomRecorder(Protocol):
    """Where a room game is kept (app.game.history.History)."""

    def record_room_game(self, game: RoomGame) -> int:
        """Keep a room game; returns its id."""
        ...


@dataclass
class HostedRoom:
    """The room of the host's window, as its events tell it."""

    choices: RoomChoices
    phase: HostPhase = HostPhase.OPENING
    #: the room's address, code and the address its QR code opens (None until it is open)
    opened: RoomOpened | None = None
    #: why the room could not open
    failure: str = ""
    #: every player who joined, best first (`online` says who is connected now)
    players: tuple[Standing, ...] = ()
    #: the round being played (None between rounds)
    live: RoundStarted | None = None
    #: the results of the rounds played, oldest first
    reports: list[RoundReport] = field(default_factory=list)
    #: the end of the game (None until the last round is played)
    over: GameOver | None = None
    #: the host asked for the next round and it is being dealt
    starting: bool = False
    #: who came or went last, for the host's status line ("Ann joined (3 players).")
    news: str = ""
    #: the game has been kept in the history (it is kept once)
    recorded: bool = False

    # --- events --------------------------------------------------------------------------------

    def apply(self, event: RoomEvent) -> None:
        """Take an event of the room's into the state."""
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)
        for name in ("players", "standings"):  # the players now, as most events bring them
            if hasattr(event, name):
                self.players = tuple(getattr(event, name))
        if isinstance(event, PlayerJoined | PlayerLeft):
            self.news = texts.event_lines(event)[0]

    def _opened(self, event: RoomOpened) -> None:
        self.opened, self.failure = event, ""
        if self.phase is HostPhase.OPENING:  # not when the host closed it while it opened
            self.phase = HostPhase.OPEN

    def _failed(self, event: RoomFailed) -> None:
        self.phase, self.failure = HostPhase.FAILED, event.message

    def _started(self, event: RoundStarted) -> None:
        self.live, self.starting = event, False

    def _ended(self, event: RoundEnded) -> None:
        self.live = None
        self.reports.append(event.report)
        self.players = event.report.standings

    def _game_over(self, event: GameOver) -> None:
        self.over = event

    def _closed(self, event: RoomClosed) -> None:
        self.phase, self.live, self.starting = HostPhase.CLOSED, None, False

    # --- what the host may do ------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        """Whether the room listens (players can join)."""
        return self.phase is HostPhase.OPEN

    @property
    def can_start(self) -> bool:
        """Whether the host may start the next round now."""
        return (
            self.is_open
            and self.live is None
            and self.over is None
            and not self.starting
            and len(self.reports) < self.choices.rounds
        )

    @property
    def can_stop(self) -> bool:
        """Whether a round is being played that the host may end now."""
        return self.is_open and self.live is not None

    @property
    def closing_ends_game(self) -> bool:
        """Whether closing the room now would end a game under way with players in it (the
        host is asked first)."""
        under_way = bool(self.reports) or self.live is not None or self.starting
        return self.is_open and under_way and self.over is None and bool(self.players)

    @property
    def report(self) -> RoundReport | None:
        """The last round's result (None before the first)."""
        return self.reports[-1] if self.reports else None

    @property
    def online(self) -> int:
        """How many players are connected now."""
        return sum(player.online for player in self.players)

    def remaining(self, now: float) -> float:
        """Seconds left in the round being played, at `now` on the room's clock."""
        return 0.0 if self.live is None else max(0.0, self.live.deadline - now)

    def closing(self) -> None:
        """The host asked the room to close (every player is being told)."""
        if self.phase in (HostPhase.OPENING, HostPhase.OPEN):
            self.phase = HostPhase.CLOSING

    # --- what the projector says ---------------------------------------------------------------

    def round_title(self) -> str:
        """The round being played or last played: "Round 3 of 10" ("" before the first)."""
        number = self.live.number if self.live is not None else len(self.reports)
        if not number:
            return ""
        return translate("HostRoom", "Round {number} of {total}").format(
            number=number, total=self.choices.rounds
        )

    def result_parts(self) -> tuple[str, list[str], list[str]]:
        """The last round's result: who took it, who scored with what, then an answer when
        nobody found one (or why the hand has none) and the working of the first answer;
        ("", [], []) before the first."""
        report = self.report
        if report is None:
            return "", [], []
        scored = [texts.scored_line(scored, report.target) for scored in report.scored]
        notes = [texts.answer_note(report), working_text(report)]
        return texts.headline(report), scored, [note for note in notes if note]

    def winners(self) -> str:
        """Who won the game ("" until it is over)."""
        return "" if self.over is None else texts.winners_text(self.over.standings)

    # --- the history ---------------------------------------------------------------------------

    def game_record(self) -> RoomGame | None:
        """The game as the history keeps it (None: no round was played)."""
        if not self.reports:
            return None
        choices = self.choices
        return RoomGame(
            mode=choices.mode.value,
            rounds=choices.rounds,
            round_seconds=choices.round_seconds,
            cards=choices.card_count,
            target=format_number(choices.target),
            deck=choices.deck.key,
            operators=str(choices.operators),
            levels=levels_key(choices.levels),
            no_solution_hands=choices.no_solution_hands,
            finished=self.over is not None,
            standings=tuple(RoomPlace(p.name, p.score, p.rounds_won) for p in self.players),
            played=tuple(_round_record(report) for report in self.reports),
        )

    @property
    def due(self) -> bool:
        """Whether the game is to be kept now: over, or the room closed after a round."""
        ended = self.over is not None or self.phase is HostPhase.CLOSED
        return ended and bool(self.reports) and not self.recorded

    def keep(self, recorder: Recorded[RoomRecorder]) -> str:
        """Keep the game in the history if it is due (once); what to tell the host ("": nothing
        was due)."""
        game = self.game_record() if self.due else None
        if game is None or recorder is None:
            return ""
        self.recorded = True
        return keep_room_game(game, recorder)()


def keep_room_game(
    game: RoomGame, recorder: RoomRecorder | Later[RoomRecorder]
) -> Callable[[], str]:
    """Write a room game (hosted or joined) to the history; what to tell the player, in the
    language spoken when it is said: that it is kept only once it is written, else why not."""
    opened = recorder.open if isinstance(recorder, Later) else lambda: recorder
    try:
        opened().record_room_game(game)
    except STORAGE_ERRORS as error:
        reason = str(error)
        return lambda: translate(
            "HostRoom", "The room game could not be kept in your history: {reason}"
        ).format(reason=reason)
    return lambda: translate("HostRoom", "The room game is kept in your history.")


def working_text(report: RoundReport) -> str:
    """The working of a round's first answer, a player's or the solver's, on one line:
    "Working: 10+9 = 19 · 19−13 = 6 · 6×4 = 24" ("" when the hand has no answer)."""
    found = next((s.answer for s in report.scored if s.answer is not None), report.shown)
    if found is None:
        return ""
    steps = " · ".join(step.text("unicode") for step in found.steps)
    return translate("HostRoom", "Working: {steps}").format(steps=steps)


def _round_record(report: RoundReport) -> RoomRound:
    """A round's result as the history keeps it."""
    return RoomRound(
        number=report.number,
        hand=texts.hand_symbols(report),
        numbers=numbers_text([card.value for card in report.cards]),
        target=format_number(report.target),
        dots=report.dots,
        solvable=report.solvable,
        reason=report.reason.value,
        seconds=report.seconds,
        shown=None if report.shown is None else report.shown.text,
        scored=tuple(
            RoomScore(s.name, s.points, s.seconds, None if s.answer is None else s.answer.text)
            for s in report.scored
        ),
    )


#: What each kind of event changes (the players come with most of them).
_HANDLERS: dict[type[RoomEvent], Callable[[HostedRoom, Any], None]] = {
    RoomOpened: HostedRoom._opened,
    RoomFailed: HostedRoom._failed,
    RoundStarted: HostedRoom._started,
    RoundEnded: HostedRoom._ended,
    GameOver: HostedRoom._game_over,
    RoomClosed: HostedRoom._closed,
}
