"""Two players at one keyboard: the card-table game of 24, as a session without widgets.

Both players see the hand. The first to see an answer presses their buzz key and then has a few
seconds to type it: right scores a point, wrong (or too slow) costs one, and the other player may
still buzz. A player who has buzzed may instead claim that the hand has no solution: a point if
right, minus one if wrong. If nobody buzzes in time, or both have missed, nobody scores and an
answer is shown. The first to `goal` points wins the duel.

Like the play session, dealing is slow work: `start()` and `next()` return a `DealJob` for the
view to run in a worker, whose result comes back through `dealt()`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, Protocol, Unpack

from solver import ALL_OPERATORS, Nearest, OperatorSet, Solution, format_number, to_number, to_tree

from ..i18n import sentences, translate
from .answer import AnswerResult, check_answer
from .base_session import Act, Session, SessionArgs
from .cards import Card
from .cues import Effect
from .decks import Deck, DeckRules
from .match import DealJob, Dealt, MatchOptions
from .operators import nearest_text
from .options import Options

#: Seconds to type an answer after buzzing (four cards; more with more cards).
ANSWER_SECONDS = 20.0
EXTRA_SECONDS_PER_CARD = 5.0
#: The buzz keys, one at each end of the keyboard (none of them is used in an answer).
BUZZ_KEYS = ("Z", "M")
DEFAULT_GOAL = 5


class Miss(Enum):
    """How a player lost a point on a hand."""

    WRONG_ANSWER = "wrong answer"
    WRONG_CLAIM = "wrong claim"
    TOO_SLOW = "too slow"


def _after_miss(miss: Miss) -> str:
    """The headline of a hand won after the other player's miss, by the kind of miss."""
    return {
        Miss.WRONG_ANSWER: translate("Duel", "{name} scores a point after {other}'s wrong answer!"),
        Miss.WRONG_CLAIM: translate("Duel", "{name} scores a point after {other}'s wrong claim!"),
        Miss.TOO_SLOW: translate("Duel", "{name} scores a point after {other} ran out of time!"),
    }[miss]


class DuelPhase(Enum):
    """Where the duel is."""

    READY = "ready"  # the names, the goal, the keys; nothing played
    DEALING = "dealing"
    BUZZING = "buzzing"  # both see the hand; the first to buzz answers
    ANSWERING = "answering"  # one player types, against a short clock
    ROUND_OVER = "round over"  # the hand's result, until a key is pressed
    OVER = "over"  # the final standings (the goal reached, or the duel ended), until a key


def points_text(points: int, sign: bool = False) -> str:
    """Points as people write them, with a true minus: "−1", "3"; with `sign`, "+1" (0 stays
    "0").

    >>> points_text(-1), points_text(2), points_text(2, sign=True), points_text(0, sign=True)
    ('−1', '2', '+1', '0')
    """
    text = f"{points:+d}" if sign and points else str(points)
    return text.replace("-", "−")


@dataclass(frozen=True)
class DuelOptions(Options):
    """The rules of a duel."""

    names: tuple[str, str] = ("Player 1", "Player 2")
    goal: int = DEFAULT_GOAL
    #: seconds the hand is on the table before nobody scores
    round_seconds: float = 60.0

    def __post_init__(self) -> None:
        if not 1 <= self.goal <= 99:
            raise ValueError(f"a duel is played to 1..99 points, not {self.goal}")

    @property
    def answer_seconds(self) -> float:
        """Seconds to type an answer after buzzing."""
        return ANSWER_SECONDS + EXTRA_SECONDS_PER_CARD * max(0, self.card_count - 4)


@dataclass(frozen=True)
class DuelRound:
    """One finished round: who scored what, and why."""

    cards: tuple[Card, ...]
    #: points won (+1) or lost (-1) by each player this round
    points: tuple[int, int]
    #: what happened, in a few words ("Mei scores a point!", "Time is up: nobody scores")
    headline: str
    #: more about it (why a player missed, an answer when nobody found one), or ""
    message: str
    #: the answer shown with its working: the scorer's own, else one of the hand's (None: the
    #: hand has no solution)
    answer: Solution | None
    #: how many distinct answers the hand has
    solutions: int = 0
    #: the player who scored with a right answer or claim (None: nobody did)
    scorer: int | None = None

    def others(self) -> str:
        """How many other answers the hand has, besides the one shown ("" when none is)."""
        if self.answer is None:
            return ""
        if self.solutions <= 1:
            return translate("Duel", "It is the hand's only answer.")
        return translate("Duel", "The hand has %n other answers.", None, self.solutions - 1)

    def details(self, names: tuple[str, str], target: object) -> str:
        """What the result says under its headline: the hand's points, why, the answer shown
        and how many others the hand has (one a line)."""
        answer = self.answer
        shown = ""
        if answer is not None:
            goal = format_number(to_number(target))
            if self.scorer is not None:
                shown = translate("Duel", "{name}'s answer: {answer} = {target}.").format(
                    name=names[self.scorer], answer=answer.display(), target=goal
                )
            else:
                shown = translate("Duel", "One answer: {answer} = {target}.").format(
                    answer=answer.display(), target=goal
                )
        lines = [self.points_text(names), self.message, sentences(shown, self.others())]
        return "\n".join(line for line in lines if line)

    def points_text(self, names: tuple[str, str]) -> str:
        """The hand's points, "Mei +1 · Tom −1" ("" when nobody won or lost any)."""
        return " · ".join(
            f"{name} {points_text(points, sign=True)}"
            for name, points in zip(names, self.points, strict=True)
            if points
        )


class DuelRecorder(Protocol):
    """Where finished duels go (app.game.history.History)."""

    def record_duel(self, summary: DuelSummary) -> int:
        """Store a duel; returns its id."""
        ...


@dataclass(frozen=True)
class DuelSummary:
    """The end of a duel."""

    names: tuple[str, str]
    scores: tuple[int, int]
    goal: int
    rounds: tuple[DuelRound, ...]
    finished: bool
    deck: DeckRules
    operators: OperatorSet = ALL_OPERATORS

    @property
    def winner(self) -> int | None:
        """0 or 1 for the player who won, None for a draw."""
        if self.scores[0] == self.scores[1]:
            return None
        return 0 if self.scores[0] > self.scores[1] else 1

    def verdict(self) -> str:
        """The headline."""
        if not self.finished:
            return translate(
                "Duel", "Duel stopped: {first} {first_points}, {second} {second_points}."
            ).format(
                first=self.names[0],
                first_points=points_text(self.scores[0]),
                second=self.names[1],
                second_points=points_text(self.scores[1]),
            )
        if self.winner is None:
            return translate("Duel", "A draw, {score} each.").format(
                score=points_text(self.scores[0])
            )
        return translate("Duel", "{name} wins {winner} to {loser}!").format(
            name=self.names[self.winner],
            winner=points_text(self.scores[self.winner]),
            loser=points_text(self.scores[1 - self.winner]),
        )


class DuelSession(Session[DuelPhase, DuelRecorder]):
    """Two players, one keyboard, first to `goal` points."""

    def __init__(self, options: DuelOptions, **args: Unpack[SessionArgs[DuelRecorder]]) -> None:
        super().__init__(DuelPhase.READY, **args)
        self.options = options
        self.scores = [0, 0]
        self.rounds: list[DuelRound] = []
        self.cards: tuple[Card, ...] = ()
        self.solutions: tuple[Solution, ...] = ()
        #: for a hand without a solution, what it makes nearest the target
        self.nearest: Nearest | None = None
        #: the player answering now (0 or 1), and who may no longer buzz this round
        self.answering: int | None = None
        self.locked: set[int] = set()
        #: how each player who missed this hand missed
        self.missed: dict[int, Miss] = {}
        self.feedback: str = ""
        self._deck = Deck(self.rng, rules=options.deck)
        self._round_started = 0.0
        self._answer_started = 0.0
        self._buzzed_at = 0.0
        self._paused_for = 0.0
        self._round_points = [0, 0]
        self._hands: list[tuple[int, ...]] = []

    # --- reading ---------------------------------------------------------------------------

    @property
    def operators(self) -> OperatorSet:
        """The operators the duel allows."""
        return self.options.operators

    @property
    def names(self) -> tuple[str, str]:
        """The players' names."""
        return self.options.names

    @property
    def last_round(self) -> DuelRound | None:
        """The round just finished."""
        return self.rounds[-1] if self.rounds else None

    @property
    def in_game(self) -> bool:
        """Whether a duel is under way (from its first deal to its end)."""
        return self.phase not in (DuelPhase.READY, DuelPhase.OVER)

    @property
    def decided(self) -> bool:
        """Whether a player has reached the goal (the hand's result leads to the standings)."""
        return max(self.scores) >= self.options.goal

    @property
    def hand_number(self) -> int:
        """The number of the hand on the table (of the last one, once it is over)."""
        over = self.phase in (DuelPhase.ROUND_OVER, DuelPhase.OVER)
        return len(self.rounds) + (0 if over else 1)

    def waiting(self) -> list[int]:
        """The players who may buzz now."""
        return [player for player in (0, 1) if self.can_buzz(player)]

    #: What Enter does: start the duel, submit the answer, deal the next hand or close the
    #: standings (nothing: dealing, or waiting for a buzz).
    ENTER: ClassVar[Mapping[Enum, Act]] = {
        DuelPhase.READY: Act.START,
        DuelPhase.ANSWERING: Act.SUBMIT,
        DuelPhase.ROUND_OVER: Act.NEXT,
        DuelPhase.OVER: Act.CLOSE,
    }

    def can_buzz(self, player: int) -> bool:
        """Whether this player may buzz now."""
        return self.phase is DuelPhase.BUZZING and player not in self.locked

    def remaining(self) -> float:
        """Seconds left: to buzz, or to answer."""
        now = self.clock.now()
        if self.phase is DuelPhase.ANSWERING:
            return max(0.0, self.options.answer_seconds - (now - self._answer_started))
        if self.phase is DuelPhase.BUZZING:
            return max(0.0, self.options.round_seconds - self._active(now))
        return 0.0

    def summary(self) -> DuelSummary:
        """The duel so far."""
        return DuelSummary(
            self.options.names,
            (self.scores[0], self.scores[1]),
            self.options.goal,
            tuple(self.rounds),
            finished=self.decided,
            deck=self.options.deck,
            operators=self.options.operators,
        )

    # --- the duel --------------------------------------------------------------------------

    def start(self, hands: tuple[tuple[int, ...], ...] = ()) -> DealJob:
        """A new duel with these options (scores back to 0); deals the first hand."""
        self.scores = [0, 0]
        self.rounds = []
        self._new_game()
        self._hands = list(hands)
        self._deck = Deck(self.rng, rules=self.options.deck)
        return self._deal()

    def dealt(self, dealt: Dealt) -> bool:
        """A deal job is done: put its hand on the table (False: a stale job)."""
        if not self._take_job(dealt.job, self.phase is DuelPhase.DEALING):
            return False
        self._deck.replace(dealt.deck)
        assert dealt.setup is not None  # a duel reshuffles: there is always a hand
        self.cards = dealt.setup.cards
        self.solutions = dealt.setup.solutions
        self.nearest = dealt.setup.nearest
        self.locked = set()
        self.missed = {}
        self.answering = None
        self.feedback = ""
        self._round_points = [0, 0]
        self._round_started = self.clock.now()
        self._paused_for = 0.0
        self.skip_asked = False
        self.phase = DuelPhase.BUZZING
        return True

    def _leave_failed_deal(self) -> None:
        """The duel ends (the first page says why dealing failed)."""
        self.end()

    def next(self) -> DealJob | None:
        """After a hand's result: deal the next hand, or (the goal reached) show the standings
        (None)."""
        if self.phase is not DuelPhase.ROUND_OVER:
            return None
        if self.decided:
            self.phase = DuelPhase.OVER
            return None
        return self._deal()

    def end(self) -> None:
        """Stop the duel now (Ctrl+W, the window closes, a new duel): recorded, and the
        standings shown, if a round was played."""
        if self.phase not in (DuelPhase.READY, DuelPhase.OVER):
            self._job = None
            self._record()
            self.phase = DuelPhase.OVER if self.rounds else DuelPhase.READY

    def close(self) -> None:
        """After the standings: back to the names and the goal."""
        if self.phase is DuelPhase.OVER:
            self.phase = DuelPhase.READY

    # --- the players -----------------------------------------------------------------------

    def buzz(self, player: int) -> bool:
        """A player pressed their key: they answer now (False if they may not)."""
        self.tick()
        if not self.can_buzz(player):
            return False
        self.answering = player
        self.feedback = ""
        self.skip_asked = False
        self._answer_started = self.clock.now()
        self._buzzed_at = self.clock.now()
        self.phase = DuelPhase.ANSWERING
        return True

    def submit(self, text: str) -> AnswerResult | None:
        """The answering player's answer: right +1 and the round ends; wrong -1 and the other
        player may buzz."""
        self.tick()
        player = self.answering
        if self.phase is not DuelPhase.ANSWERING or player is None:
            return None
        self.skip_asked = False
        result = check_answer(text, self.cards, self.options.target, self.options.operators)
        if result.ok:
            self._score(player, +1)
            answer = Solution(to_tree(result.expression))  # as the player wrote it
            self._round_over(self._scores_text(player), "", answer, player)
        else:
            self._miss(player, result.message, Miss.WRONG_ANSWER)
        return result

    def claim_no_solution(self) -> None:
        """The answering player says the hand has no solution."""
        self.tick()
        player = self.answering
        if self.phase is not DuelPhase.ANSWERING or player is None:
            return
        name = self.names[player]
        if not self.solutions:
            self._score(player, +1)
            self._round_over(
                self._scores_text(player),
                translate("Duel", "{name} is right: there is no solution.").format(name=name),
                None,
                player,
            )
        else:
            self._miss(
                player,
                translate("Duel", "{name} is wrong: this hand has a solution.").format(name=name),
                Miss.WRONG_CLAIM,
            )

    @property
    def can_skip(self) -> bool:
        """A hand on the table can be given up."""
        return self.phase in (DuelPhase.BUZZING, DuelPhase.ANSWERING)

    def skip(self) -> None:
        """Both agree to give up the hand: nobody scores, an answer is shown."""
        if self.can_skip:
            self._round_over(translate("Duel", "Skipped: nobody scores"))

    def tick(self) -> bool:
        """Apply the passing time: an answer too slow counts as wrong; a hand nobody buzzed
        ends the round. Returns whether anything changed."""
        if self.phase is DuelPhase.ANSWERING and self.remaining() <= 0:
            assert self.answering is not None
            self._miss(
                self.answering,
                translate("Duel", "{name} ran out of time.").format(
                    name=self.names[self.answering]
                ),
                Miss.TOO_SLOW,
            )
            return True
        if self.phase is DuelPhase.BUZZING and self.remaining() <= 0:
            self._round_over(translate("Duel", "Time is up: nobody scores"))
            return True
        return False

    # --- helpers -----------------------------------------------------------------------------

    def _active(self, now: float) -> float:
        """Seconds the hand has been on the table, answering time excluded."""
        return now - self._round_started - self._paused_for

    def _deal(self) -> DealJob:
        """Ask for the next hand to be dealt."""
        options = MatchOptions.dealing(self.options, round_seconds=self.options.round_seconds)
        ranks = self._hands.pop(0) if self._hands else None
        self._job = DealJob(
            self._deck.cards, options, ranks, self.rng.getrandbits(64), reshuffle=True
        )
        self.phase = DuelPhase.DEALING
        self.cards = ()
        return self._job

    def _score(self, player: int, points: int) -> None:
        self.cues.add(Effect.RIGHT if points > 0 else Effect.WRONG)
        self.scores[player] += points
        self._round_points[player] += points

    def _miss(self, player: int, why: str, miss: Miss) -> None:
        """A wrong answer, a wrong claim or too slow: a point off, and the other may buzz."""
        self._score(player, -1)
        self.locked.add(player)
        self.missed[player] = miss
        self.answering = None
        other = 1 - player
        self._paused_for += self.clock.now() - self._buzzed_at  # the hand's clock went on hold
        if other in self.locked:
            self._round_over(translate("Duel", "Both have missed: nobody scores"), why)
            return
        self.feedback = sentences(
            why,
            translate("Duel", "A point off. {name} may buzz now.").format(name=self.names[other]),
        )
        self.phase = DuelPhase.BUZZING

    def _scores_text(self, player: int) -> str:
        """The headline of a hand won: "Mei scores a point!", or after the other's miss "Mei
        scores a point after Tom's wrong answer!"."""
        other = 1 - player
        miss = self.missed.get(other)
        if miss is None:
            return translate("Duel", "{name} scores a point!").format(name=self.names[player])
        return _after_miss(miss).format(name=self.names[player], other=self.names[other])

    def _round_over(
        self,
        headline: str,
        message: str = "",
        answer: Solution | None = None,
        scorer: int | None = None,
    ) -> None:
        """The hand is over: its result is shown until a key is pressed (the standings follow
        once the goal is reached, and the duel is kept)."""
        if scorer is None and self.solutions:
            answer = self.solutions[0]  # one answer, as nobody found one
        if not self.solutions and self.nearest is not None:
            message = sentences(message, nearest_text(self.nearest))  # why there is none
        self.rounds.append(
            DuelRound(
                self.cards,
                (self._round_points[0], self._round_points[1]),
                headline,
                message,
                answer,
                len(self.solutions),
                scorer,
            )
        )
        self.answering = None
        self.feedback = ""
        self.skip_asked = False
        self.phase = DuelPhase.ROUND_OVER
        if self.decided:
            self.cues.add(Effect.MATCH_OVER)
            self._record()

    def _record(self) -> None:
        """Keep the duel in the history once (a storage problem becomes a notice)."""
        if not self.rounds:
            return
        summary = self.summary()
        self._keep_once(
            lambda recorder: recorder.record_duel(summary),
            translate("Duel", "The duel could not be saved in your history: {reason}"),
            translate("Duel", "The duel is saved in your history."),
        )
