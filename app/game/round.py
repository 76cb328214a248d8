"""One timed round against the computer: answers, "no solution" claims, hints, pause, time out."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from fractions import Fraction

from solver import (
    ALL_OPERATORS,
    Ladder,
    Nearest,
    OperatorSet,
    Solution,
    format_number,
    nearest,
    solve,
    to_number,
    to_tree,
)

from ..i18n import sentences, translate, translate_noop, translated
from .answer import AnswerResult, Verdict, check_answer
from .cards import Card, hand_numbers, hand_symbols
from .clock import Clock, seconds_text
from .coaching import ladder_of, one_hint
from .operators import nearest_text
from .opponent import Plan

DEFAULT_ROUND_SECONDS = 60.0
DEFAULT_HINT_SECONDS = 10.0


class RoundState(Enum):
    """Where a round is: being played, paused (clock stopped, cards hidden), or over."""

    PLAYING = "playing"
    PAUSED = "paused"
    OVER = "over"


class Winner(StrEnum):
    """Who takes the round's point."""

    PLAYER = "player"
    COMPUTER = "computer"
    NOBODY = "nobody"


class Reason(StrEnum):
    """How a round ended."""

    ANSWERED = "answered"  # the player typed a correct answer
    CLAIM_RIGHT = "no solution, rightly claimed"
    CLAIM_WRONG = "no solution, wrongly claimed"
    COMPUTER_ANSWERED = "computer answered"
    COMPUTER_NO_SOLUTION = "computer declared no solution"
    TIMED_OUT = "timed out"
    SKIPPED = "skipped"


#: How a round ended, in a few words for a table (marked, translated when shown).
_REASON_TEXTS = {
    Reason.ANSWERED: translate_noop("Round", "answered"),
    Reason.CLAIM_RIGHT: translate_noop("Round", "no solution, rightly claimed"),
    Reason.CLAIM_WRONG: translate_noop("Round", "no solution, wrongly claimed"),
    Reason.COMPUTER_ANSWERED: translate_noop("Round", "computer answered"),
    Reason.COMPUTER_NO_SOLUTION: translate_noop("Round", "computer declared no solution"),
    Reason.TIMED_OUT: translate_noop("Round", "timed out"),
    Reason.SKIPPED: translate_noop("Round", "skipped"),
}

#: Who took a round, for a table.
_WINNER_TEXTS = {
    Winner.PLAYER: translate_noop("Round", "You"),
    Winner.COMPUTER: translate_noop("Round", "Computer"),
    Winner.NOBODY: translate_noop("Round", "Nobody"),
}


def reason_text(reason: Reason) -> str:
    """How a round ended, in a few words for a table."""
    return translated("Round", _REASON_TEXTS[reason])


def winner_text(winner: Winner) -> str:
    """Who took a round, for a table."""
    return translated("Round", _WINNER_TEXTS[winner])


@dataclass(frozen=True)
class Outcome:
    """How a round ended: who scores, why, a message, and the answer shown (None: no solution)."""

    winner: Winner
    reason: Reason
    message: str
    answer: Solution | None
    #: active seconds from the start of the round to its end (pauses not counted)
    seconds: float
    #: seconds the player paid for a hint in this round
    penalty: float = 0.0

    @property
    def time_taken(self) -> float:
        """The player's time for the round: the active seconds plus what a hint cost."""
        return self.seconds + self.penalty

    @property
    def answer_steps(self) -> list[str]:
        """The working of the answer shown, one line per step (with × ÷ −)."""
        return [] if self.answer is None else [s.text("unicode") for s in self.answer.steps]


@dataclass(frozen=True)
class Hint:
    """A hint: the coach's first rung (never whether there is an answer) and what it cost."""

    text: str
    cost_seconds: float

    def shown(self) -> str:
        """The hint as the answer box shows it, with what it cost."""
        return translate("Round", "{hint}   (the hint cost {cost} of your time)").format(
            hint=self.text, cost=seconds_text(self.cost_seconds, 0)
        )


def solve_hand(
    cards: Sequence[Card | int],
    target: object = 24,
    cancel: Callable[[], bool] | None = None,
    operators: OperatorSet = ALL_OPERATORS,
) -> list[Solution]:
    """Every distinct solution of a hand under the game's operators; safe in a worker (pass
    `cancel=token.cancelled`)."""
    numbers = [card.value if isinstance(card, Card) else card for card in cards]
    return solve(numbers, target, cancel=cancel, operators=operators)


def nearest_of(
    cards: Sequence[Card | int],
    target: object,
    solutions: Sequence[Solution],
    cancel: Callable[[], bool] | None = None,
    operators: OperatorSet = ALL_OPERATORS,
) -> Nearest | None:
    """For a hand without a solution, what it makes nearest the target (None for a hand with
    one): why there is no answer, said at the end of its round. Slow for six cards: a worker's."""
    if solutions:
        return None
    numbers = [card.value if isinstance(card, Card) else card for card in cards]
    return nearest(numbers, target, operators=operators, cancel=cancel)


class Round:
    """A timed round: the player answers, claims "no solution", asks a hint, pauses or skips, while
    the computer answers when its thinking time comes; `tick()` applies the passing of time.

    Times are active seconds since the round started (pauses excluded), read from `clock`.
    """

    def __init__(
        self,
        cards: Sequence[Card],
        target: object = 24,
        *,
        clock: Clock,
        round_seconds: float = DEFAULT_ROUND_SECONDS,
        solutions: Sequence[Solution] | None = None,
        computer: Plan | None = None,
        hint_seconds: float = DEFAULT_HINT_SECONDS,
        on_end: Callable[[Round], None] | None = None,
        operators: OperatorSet = ALL_OPERATORS,
        nearest: Nearest | None = None,
        ladder: Ladder | None = None,
    ) -> None:
        if round_seconds <= 0:
            raise ValueError(f"a round needs a positive time, not {round_seconds} s")
        self.cards = tuple(cards)
        self.target: int | Fraction = to_number(target)
        self.clock = clock
        self.round_seconds = float(round_seconds)
        self.operators = operators
        if solutions is None:
            solutions = solve_hand(cards, target, operators=operators)
            nearest = nearest_of(cards, target, solutions, operators=operators)
        self.solutions = list(solutions)
        #: for a hand without a solution, what it makes nearest the target (if worked out)
        self.nearest = nearest
        self.computer = computer
        self.hint_seconds = float(hint_seconds)
        #: the coach's ladder for the hand (worked out with it; else when a hint is asked)
        self.ladder = ladder
        self.attempts: list[AnswerResult] = []
        self.hint_given: Hint | None = None
        self.outcome: Outcome | None = None
        self._on_end = on_end
        self._started = clock.now()
        self._paused_total = 0.0
        self._paused_at: float | None = None

    # --- reading the state -------------------------------------------------------------------

    @property
    def numbers(self) -> tuple[int, ...]:
        """The numbers of the cards."""
        return hand_numbers(self.cards)

    @property
    def state(self) -> RoundState:
        """PLAYING, PAUSED or OVER."""
        if self.outcome is not None:
            return RoundState.OVER
        return RoundState.PAUSED if self._paused_at is not None else RoundState.PLAYING

    @property
    def is_over(self) -> bool:
        """Whether the round has ended."""
        return self.outcome is not None

    @property
    def cards_hidden(self) -> bool:
        """Whether the view must hide the cards (while paused)."""
        return self.state is RoundState.PAUSED

    @property
    def solvable(self) -> bool:
        """Whether the hand has a solution."""
        return bool(self.solutions)

    @property
    def computer_seconds(self) -> float:
        """When the computer answers (infinity when there is no computer)."""
        return math.inf if self.computer is None else self.computer.seconds

    @property
    def penalty(self) -> float:
        """Seconds the player has paid for a hint this round."""
        return self.hint_given.cost_seconds if self.hint_given else 0.0

    @property
    def time_limit(self) -> float:
        """The player's active time: the round time less the cost of a hint taken."""
        return self.round_seconds - self.penalty

    def elapsed(self) -> float:
        """Active seconds since the start (pauses excluded; never past the moment the round ends,
        even before `tick()` has noticed; frozen once it is over)."""
        if self.outcome is not None:
            return self.outcome.seconds
        now = self._paused_at if self._paused_at is not None else self.clock.now()
        active = max(0.0, now - self._started - self._paused_total)
        return min(active, self.computer_seconds, self.time_limit)

    def remaining(self) -> float:
        """Seconds the player has left (0 when over)."""
        if self.outcome is not None:
            return 0.0
        return max(0.0, self.time_limit - self.elapsed())

    @property
    def can_hint(self) -> bool:
        """Whether a hint can be taken now (playing, none taken yet, enough time left to pay)."""
        return (
            self.state is RoundState.PLAYING
            and self.hint_given is None
            and self.remaining() > self.hint_seconds
        )

    # --- the passing of time -------------------------------------------------------------------

    def tick(self) -> Outcome | None:
        """Apply the time that has passed; returns the outcome if the round ends now."""
        if self.state is not RoundState.PLAYING:
            return None
        elapsed = self.elapsed()
        computer = self.computer_seconds
        if computer <= elapsed and computer < self.time_limit:
            return self._computer_finishes(computer)
        if elapsed >= self.time_limit:
            # the result's headline says the time is up: the message only shows an answer
            return self._end(Winner.NOBODY, Reason.TIMED_OUT, "", self._shown(), self.time_limit)
        return None

    # --- player actions ------------------------------------------------------------------------

    def submit(self, text: str) -> AnswerResult:
        """Check the player's answer; a correct one wins the round, a wrong one may be retried."""
        refusal = self._refusal()
        if refusal is not None:
            return refusal
        result = check_answer(text, self.cards, self.target, self.operators)
        self.attempts.append(result)
        if result.ok:
            answer = Solution(to_tree(result.expression))  # card letters as the deck counts them
            seconds = self.elapsed()
            self._end(Winner.PLAYER, Reason.ANSWERED, self._right_message(seconds), answer, seconds)
        return result

    def _right_message(self, seconds: float) -> str:
        """What a right answer says: the time it took, a hint's cost included."""
        if self.hint_given is None:
            return translate("Round", "Right, in {time}! A point to you.").format(
                time=seconds_text(seconds)
            )
        return translate(
            "Round", "Right, in {total} ({time} and {cost} for the hint)! A point to you."
        ).format(
            total=seconds_text(seconds + self.penalty),
            time=seconds_text(seconds),
            cost=seconds_text(self.penalty, 0),
        )

    def claim_no_solution(self) -> Outcome | None:
        """The player says the hand has no solution: a point if right, the round lost if wrong."""
        if self._refusal() is not None:
            return None
        if not self.solutions:
            return self._end(
                Winner.PLAYER,
                Reason.CLAIM_RIGHT,
                translate("Round", "Right: {hand} has no solution. A point to you.").format(
                    hand=self._hand()
                ),
                None,
                self.elapsed(),
            )
        return self._end(
            Winner.COMPUTER,
            Reason.CLAIM_WRONG,
            translate(
                "Round", "Wrong: {hand} has a solution. The computer takes the round."
            ).format(hand=self._hand()),
            self._shown(),
            self.elapsed(),
        )

    def hint(self) -> Hint | None:
        """The coach's first rung (`coaching.one_hint`: it never says whether the hand has an
        answer), paid for with `hint_seconds` of the player's time.

        Asking again returns the same hint at no further cost; None when no hint can be taken.
        """
        if self.hint_given is not None:
            return self.hint_given
        self.tick()
        if not self.can_hint:
            return None
        if self.ladder is None:
            self.ladder = ladder_of(self.cards, self.target, self.operators)
        self.hint_given = Hint(one_hint(self.ladder), self.hint_seconds)
        return self.hint_given

    def pause(self) -> bool:
        """Stop the clock and hide the cards; False if not playing."""
        self.tick()
        if self.state is not RoundState.PLAYING:
            return False
        self._paused_at = self.clock.now()
        return True

    def resume(self) -> bool:
        """Start the clock again and show the cards; False if not paused."""
        if self._paused_at is None or self.outcome is not None:
            return False
        self._paused_total += self.clock.now() - self._paused_at
        self._paused_at = None
        return True

    def skip(self) -> Outcome | None:
        """Give up the round: nobody scores and an answer is shown."""
        if self.outcome is not None:
            return None
        seconds = self.elapsed()
        self._paused_at = None
        # the result's headline says it was skipped: the message only shows an answer
        return self._end(Winner.NOBODY, Reason.SKIPPED, "", self._shown(), seconds)

    # --- helpers -------------------------------------------------------------------------------

    def _refusal(self) -> AnswerResult | None:
        """Why the player cannot act now (paused or over), as an answer result; None if playing."""
        self.tick()
        if self.state is RoundState.PAUSED:
            paused = translate("Round", "The game is paused: resume to answer.")
            return AnswerResult(False, paused, None, _NOT_PLAYING)
        if self.outcome is not None:
            over = translate("Round", "The round is over. {outcome}").format(
                outcome=self.outcome.message
            )
            return AnswerResult(False, over, None, _NOT_PLAYING)
        return None

    def _computer_finishes(self, seconds: float) -> Outcome:
        """The computer answers (or declares no solution) at its time."""
        plan = self.computer
        if plan is None or plan.solution is None:
            message = translate(
                "Round", "The computer declares that {hand} has no solution. It is right."
            ).format(hand=self._hand())
            return self._end(Winner.COMPUTER, Reason.COMPUTER_NO_SOLUTION, message, None, seconds)
        message = translate("Round", "The computer found it first, after {time}.").format(
            time=seconds_text(seconds)
        )
        return self._end(Winner.COMPUTER, Reason.COMPUTER_ANSWERED, message, plan.solution, seconds)

    def _shown(self) -> Solution | None:
        """The answer shown when the player did not find one."""
        if self.computer is not None and self.computer.solution is not None:
            return self.computer.solution
        return self.solutions[0] if self.solutions else None

    def _hand(self) -> str:
        """The cards as the card widgets show them, e.g. "A♠ A♥ A♦ A♣"."""
        return hand_symbols(self.cards)

    def _end(
        self, winner: Winner, reason: Reason, message: str, answer: Solution | None, seconds: float
    ) -> Outcome:
        """End the round: add the answer shown to the message, record, notify."""
        if reason not in (Reason.ANSWERED, Reason.CLAIM_RIGHT, Reason.COMPUTER_NO_SOLUTION):
            if answer is not None:
                shown = translate("Round", "One answer: {answer} = {target}.").format(
                    answer=answer.display(), target=format_number(self.target)
                )
                message = sentences(message, shown)
            elif not self.solutions:
                none = translate("Round", "There is no solution to {hand}.").format(
                    hand=self._hand()
                )
                message = sentences(message, none)
        if not self.solutions and self.nearest is not None:
            message = sentences(message, nearest_text(self.nearest))
        penalty = self.penalty if winner is Winner.PLAYER else 0.0
        self.outcome = Outcome(winner, reason, message, answer, seconds, penalty)
        self._paused_at = None
        if self._on_end is not None:
            self._on_end(self)
        return self.outcome


_NOT_PLAYING = Verdict.NOT_PLAYING
