"""A room's game as plain state: the players, the rounds the host deals, judging each answer,
the clock, the score and each round's result. No sockets and no threads: a server (app.room.server)
feeds it what players send and sends what it says; tests drive it with a `ManualClock`.

The host is the referee. Every player gets the same hand; an answer is judged exactly by the
app's own check (`app.game.answer.check_answer`: each card once, the game's operators, the exact
value), with the app's messages. A wrong answer may be tried again; a wrong "no solution" puts
the player out of the round. A round ends when its time is up; in a race, also at the first
right answer; in a class game, also when every connected player has answered. Nobody is told an
answer, or whether a hand has one, before the round ends (`RoundReport` says it then).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from functools import partial

from solver import Nearest, Solution, to_tree

from ..game.answer import AnswerResult, check_answer
from ..game.cards import Card
from ..game.clock import Clock
from ..i18n import translate
from .choices import Mode, RoomChoices
from .dealer import DealtHand
from .players import Player, Refusal, Roster, Seat
from .scoring import points

#: The most answers a player may try in one round.
MAX_TRIES = 40


class Phase(StrEnum):
    """Where a room's game is."""

    LOBBY = "lobby"  # players joining, no round dealt yet
    PLAYING = "playing"
    BETWEEN = "between"  # a round's result is shown, the next one is not dealt yet
    OVER = "over"  # the last round is played
    CLOSED = "closed"


class EndReason(StrEnum):
    """Why a round ended."""

    ANSWERED = "answered"  # a race: the first right answer
    EVERYONE = "everyone"  # every connected player has answered (or is out)
    TIMED_OUT = "timed out"
    STOPPED = "stopped"  # the host ended it


class Verdict(StrEnum):
    """What a player's answer or claim was, for the protocol (the app's verdicts and two more)."""

    CORRECT = "correct"
    EMPTY = "empty"
    SYNTAX = "syntax"
    CARDS = "cards"
    DIVISION_BY_ZERO = "division by zero"
    WRONG_VALUE = "wrong value"
    RULES = "rules"
    CLAIM_RIGHT = "no solution, rightly claimed"
    CLAIM_WRONG = "no solution, wrongly claimed"


@dataclass
class Entry:
    """One player's part in a round."""

    tries: int = 0
    #: solved, rightly claimed no solution, or out after a wrong claim
    done: bool = False
    points: int = 0


@dataclass(frozen=True)
class Scored:
    """A player who scored in a round: points, seconds into the round, and the answer (None: a
    right "no solution")."""

    name: str
    points: int
    seconds: float
    answer: Solution | None


@dataclass(frozen=True)
class Standing:
    """A player's place in the standings."""

    name: str
    score: int
    rounds_won: int
    online: bool


@dataclass(frozen=True)
class RoundReport:
    """A finished round: the hand, who scored with what, an answer when nobody found one, and
    the standings after it."""

    number: int
    total: int
    cards: tuple[Card, ...]
    target: int | Fraction
    dots: int
    solvable: bool
    reason: EndReason
    scored: tuple[Scored, ...]
    #: an answer of the solver's, shown when no player answered a solvable hand
    shown: Solution | None
    #: for a hand with no answer, what it makes nearest the target
    nearest: Nearest | None
    standings: tuple[Standing, ...]
    #: seconds the round lasted, and when it ended (the game's clock)
    seconds: float
    ended_at: float
    #: whether it was the game's last round
    last: bool


@dataclass(frozen=True)
class Judged:
    """The verdict on an answer or a claim: for the player who sent it, and the round's report
    if it ended the round."""

    ok: bool
    verdict: Verdict
    message: str
    points: int = 0
    report: RoundReport | None = None
    #: the answer as judged (a syntax error's column, the expression; None for a claim)
    result: AnswerResult | None = None
    #: the message again, in the language spoken when it is called (a player who switched)
    again: Callable[[], str] | None = None


@dataclass
class LiveRound:
    """The round being played."""

    number: int
    hand: DealtHand
    started_at: float
    seconds: float
    entries: dict[str, Entry] = field(default_factory=dict)
    scored: list[Scored] = field(default_factory=list)

    def entry(self, name: str) -> Entry:
        """A player's part (made when first needed)."""
        return self.entries.setdefault(name.casefold(), Entry())


def claim_text(right: bool, cards: tuple[Card, ...]) -> str:
    """The verdict on a "no solution" claim about a hand."""
    hand = " ".join(card.symbol for card in cards)
    if right:
        return translate("Room", "Right: {hand} has no solution.").format(hand=hand)
    return translate("Room", "Wrong: {hand} has a solution. You are out of this round.").format(
        hand=hand
    )


class RoomGame:
    """A room's game: players join and leave, the host deals rounds, players answer."""

    def __init__(
        self,
        choices: RoomChoices,
        *,
        clock: Clock,
        roster: Roster | None = None,
        on_report: Callable[[RoundReport], None] | None = None,
    ) -> None:
        self.choices = choices
        self.clock = clock
        self.roster = roster or Roster()
        self.phase = Phase.LOBBY
        self.current: LiveRound | None = None
        self.reports: list[RoundReport] = []
        self._on_report = on_report

    # --- reading the state -------------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        """Race or class."""
        return self.choices.mode

    @property
    def rounds_played(self) -> int:
        """Rounds finished so far."""
        return len(self.reports)

    @property
    def can_deal(self) -> bool:
        """Whether the host may start the next round now."""
        return self.phase in (Phase.LOBBY, Phase.BETWEEN)

    def remaining(self) -> float:
        """Seconds left in the round being played (0 when none is)."""
        live = self.current
        if self.phase is not Phase.PLAYING or live is None:
            return 0.0
        return max(0.0, live.seconds - (self.clock.now() - live.started_at))

    def deadline(self) -> float | None:
        """When the round being played runs out, on the game's clock (None: no round)."""
        live = self.current
        if self.phase is not Phase.PLAYING or live is None:
            return None
        return live.started_at + live.seconds

    def standings(self) -> tuple[Standing, ...]:
        """Every player, best first."""
        return tuple(
            Standing(p.name, p.score, p.rounds_won, p.online) for p in self.roster.standings()
        )

    # --- people ------------------------------------------------------------------------------

    def join(self, name: str, key: str | None = None) -> Seat:
        """Seat a player (Refusal: a bad or taken name, a full or closed room)."""
        if self.phase is Phase.CLOSED:
            raise Refusal("closed", translate("Room", "The room is closed."))
        return self.roster.join(name, key)

    def leave(self, name: str) -> RoundReport | None:
        """A player's page is gone (the seat and score are kept); returns the round's report if
        everyone left in it has now answered."""
        self.roster.leave(name)
        return self._end_if_everyone_done()

    # --- the host ------------------------------------------------------------------------------

    def start_round(self, hand: DealtHand) -> LiveRound:
        """Play the next round with a dealt hand (Refusal: a round is on, or the game is over)."""
        if not self.can_deal:
            raise Refusal("not-now", translate("Room", "A round cannot start now."))
        self.current = LiveRound(
            number=len(self.reports) + 1,
            hand=hand,
            started_at=self.clock.now(),
            seconds=self.choices.round_seconds,
        )
        self.phase = Phase.PLAYING
        return self.current

    def stop_round(self) -> RoundReport | None:
        """End the round being played now (None: none is)."""
        if self.phase is not Phase.PLAYING:
            return None
        return self._end(EndReason.STOPPED)

    def close(self) -> None:
        """Close the room: nothing more is played (a round being played ends unscored)."""
        self.phase = Phase.CLOSED
        self.current = None

    def tick(self) -> RoundReport | None:
        """Apply the time that has passed: the round's report if its time is up now."""
        if self.phase is Phase.PLAYING and self.remaining() <= 0:
            return self._end(EndReason.TIMED_OUT)
        return None

    # --- players' answers ----------------------------------------------------------------------

    def submit(self, name: str, number: int, text: str) -> Judged:
        """Judge a player's typed (or combined) answer to round `number` (Refusal: no such
        round being played, the player has answered already or tried too often)."""
        live, player, entry = self._playing(name, number)
        if entry.tries >= MAX_TRIES:
            raise Refusal(
                "too-many-tries",
                translate("Room", "Too many tries this round: wait for the next one."),
            )
        entry.tries += 1
        hand, operators = live.hand, self.choices.operators

        def judged() -> AnswerResult:
            """The answer judged, in the language spoken now."""
            return check_answer(text, hand.cards, hand.setup.target, operators)

        def again() -> str:
            """The verdict's message again (a player who switched language asks for it)."""
            return judged().message

        result = judged()
        if not result.ok:
            verdict = Verdict(result.verdict.value)
            return Judged(False, verdict, result.message, result=result, again=again)
        answer = Solution(to_tree(result.expression))
        won = self._score(live, player, entry, answer)
        report = self._after_right()
        return Judged(True, Verdict.CORRECT, result.message, won, report, result, again)

    def claim_no_solution(self, name: str, number: int) -> Judged:
        """A player says the hand has no answer: right scores, wrong puts the player out of the
        round (Refusal as for `submit`)."""
        live, player, entry = self._playing(name, number)
        right = not live.hand.solutions
        again = partial(claim_text, right, live.hand.cards)
        if not right:
            entry.done = True
            report = self._end_if_everyone_done()
            return Judged(False, Verdict.CLAIM_WRONG, again(), report=report, again=again)
        won = self._score(live, player, entry, None)
        return Judged(True, Verdict.CLAIM_RIGHT, again(), won, self._after_right(), again=again)

    # --- helpers -------------------------------------------------------------------------------

    def _playing(self, name: str, number: int) -> tuple[LiveRound, Player, Entry]:
        """The round, the player and the player's part, if the player may answer round `number`
        now; else Refusal says why."""
        self.tick()
        player = self.roster.get(name)
        if player is None:
            raise Refusal("not-joined", translate("Room", "Join the room first."))
        live = self.current
        if self.phase is not Phase.PLAYING or live is None or live.number != number:
            raise Refusal(
                "round-over", translate("Room", "That round is over: wait for the next one.")
            )
        entry = live.entry(player.name)
        if entry.done:
            raise Refusal(
                "done", translate("Room", "You have answered this round: wait for the next one.")
            )
        return live, player, entry

    def _score(self, live: LiveRound, player: Player, entry: Entry, answer: Solution | None) -> int:
        """A right answer (None: a right claim): points to the player."""
        seconds = min(live.seconds, self.clock.now() - live.started_at)
        won = points(self.mode, dots=live.hand.dots, seconds=seconds, round_seconds=live.seconds)
        entry.done = True
        entry.points = won
        player.score += won
        player.rounds_won += 1
        live.scored.append(Scored(player.name, won, seconds, answer))
        return won

    def _after_right(self) -> RoundReport | None:
        """After a right answer: a race ends; a class game ends when everyone has answered."""
        if self.mode is Mode.RACE:
            return self._end(EndReason.ANSWERED)
        return self._end_if_everyone_done()

    def _end_if_everyone_done(self) -> RoundReport | None:
        """End the round if every connected player has answered or is out (a round nobody is
        connected to goes on until its time is up)."""
        live = self.current
        if self.phase is not Phase.PLAYING or live is None:
            return None
        online = self.roster.online
        if online and all(live.entry(p.name).done for p in online):
            return self._end(EndReason.EVERYONE)
        return None

    def _end(self, reason: EndReason) -> RoundReport:
        """End the round being played: its report, kept and told."""
        live = self.current
        assert live is not None
        now = self.clock.now()
        setup = live.hand.setup
        shown = None
        if setup.solutions and not any(s.answer is not None for s in live.scored):
            plan = setup.computer
            shown = plan.solution if plan is not None and plan.solution else setup.solutions[0]
        last = live.number >= self.choices.rounds
        self.phase = Phase.OVER if last else Phase.BETWEEN
        report = RoundReport(
            number=live.number,
            total=self.choices.rounds,
            cards=setup.cards,
            target=setup.target,
            dots=live.hand.dots,
            solvable=bool(setup.solutions),
            reason=reason,
            scored=tuple(live.scored),
            shown=shown,
            nearest=setup.nearest,
            standings=self.standings(),
            seconds=min(live.seconds, now - live.started_at),
            ended_at=now,
            last=last,
        )
        self.reports.append(report)
        if self._on_report is not None:
            self._on_report(report)
        return report
