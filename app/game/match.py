"""A match against the computer: hands dealt from one shuffled deck, rounds, scores, a summary."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from statistics import fmean

from solver import Solution, solvable, to_number

from .cards import Card, Deck, hand_numbers, hand_text
from .clock import Clock
from .opponent import Level, Opponent, Plan
from .round import DEFAULT_HINT_SECONDS, DEFAULT_ROUND_SECONDS, Outcome, Round, Winner, solve_hand

#: Decides whether a hand (its numbers, sorted) may be dealt for a target, e.g. by difficulty level.
DealFilter = Callable[[tuple[int, ...], Fraction], bool]

#: Random draws tried before every distinct hand left in the deck is checked.
RANDOM_TRIES = 200


@dataclass(frozen=True)
class MatchOptions:
    """The rules of a match."""

    card_count: int = 4
    target: int | Fraction = 24
    #: None: deal until the deck runs out (13 rounds of 4 cards); N: exactly N rounds
    rounds: int | None = None
    round_seconds: float = DEFAULT_ROUND_SECONDS
    level: Level = Level.NORMAL
    only_solvable: bool = False
    hint_seconds: float = DEFAULT_HINT_SECONDS

    def __post_init__(self) -> None:
        if not 2 <= self.card_count <= 6:
            raise ValueError(f"{self.card_count} cards: a hand has 2 to 6 cards")
        if self.rounds is not None and self.rounds < 1:
            raise ValueError(f"{self.rounds} rounds: a match has at least one round")
        if self.round_seconds <= 0:
            raise ValueError(f"a round needs a positive time, not {self.round_seconds} s")


@dataclass(frozen=True)
class RoundSetup:
    """Everything a round needs that may be slow to work out (run `prepare_round` in a worker)."""

    cards: tuple[Card, ...]
    target: int | Fraction
    solutions: tuple[Solution, ...]
    computer: Plan | None


@dataclass(frozen=True)
class RoundResult:
    """One finished round as the match and the history keep it."""

    number: int
    cards: tuple[Card, ...]
    target: int | Fraction
    outcome: Outcome
    #: 0.0 (easiest) .. 1.0 (hardest), as the computer judged the hand
    hardness: float
    hint_used: bool
    wrong_attempts: int

    @property
    def hand(self) -> str:
        """The cards as text, e.g. "3S 3H 8D 8C"."""
        return hand_text(self.cards)

    @property
    def winner(self) -> Winner:
        """Who took the round."""
        return self.outcome.winner

    @property
    def answer_seconds(self) -> float | None:
        """How long the player took to win the round (None if the player did not win it)."""
        return self.outcome.seconds if self.winner is Winner.PLAYER else None


@dataclass(frozen=True)
class MatchSummary:
    """The end of a match: player vs computer, rounds won, average answer time."""

    player_points: int
    computer_points: int
    rounds_played: int
    rounds_won: int
    rounds_lost: int
    rounds_drawn: int
    #: mean seconds over the rounds the player won (None if none)
    average_answer_time: float | None
    results: tuple[RoundResult, ...]
    level: str
    card_count: int
    target: int | Fraction
    #: False when the player quit before the last round
    finished: bool
    #: rounds in which the player took a hint
    hints_used: int = 0

    @property
    def winner(self) -> Winner:
        """Who won the match (NOBODY on a draw)."""
        if self.player_points == self.computer_points:
            return Winner.NOBODY
        return Winner.PLAYER if self.player_points > self.computer_points else Winner.COMPUTER

    def lines(self) -> list[str]:
        """The summary as lines of text for a dialog."""
        verdict = {
            Winner.PLAYER: "You win the match!",
            Winner.COMPUTER: "The computer wins the match.",
            Winner.NOBODY: "The match is a draw.",
        }[self.winner]
        average = (
            "no rounds won"
            if self.average_answer_time is None
            else f"{self.average_answer_time:.1f} s"
        )
        lines = [
            verdict,
            f"You {self.player_points} : {self.computer_points} computer ({self.level})",
            f"Rounds: {self.rounds_played} played, {self.rounds_won} won by you, "
            f"{self.rounds_lost} by the computer, {self.rounds_drawn} by nobody",
            f"Average answer time: {average}",
        ]
        if self.hints_used:
            lines.append(f"Hints taken: {self.hints_used}")
        if not self.finished:
            lines.append("You quit before the last round.")
        return lines


def prepare_round(
    cards: Sequence[Card],
    target: object,
    opponent: Opponent | None,
    cancel: Callable[[], bool] | None = None,
) -> RoundSetup:
    """Solve the hand and plan the computer's answer (slow work: may run in a worker)."""
    goal = to_number(target)
    solutions = tuple(solve_hand(cards, goal, cancel))
    plan = None if opponent is None else opponent.plan(hand_numbers(cards), goal, solutions)
    return RoundSetup(tuple(cards), goal, solutions, plan)


def level_filter(
    level: str,
    card_count: int = 4,
    target: object = 24,
    cancel: Callable[[], bool] | None = None,
) -> DealFilter:
    """A deal filter for a difficulty level of `solver.difficulty` (Easy, Medium, Hard, Expert).

    Scores every hand of the rules the first time (about 2 s for 4 cards; run it in a worker);
    raises ValueError (LimitError) for an unknown level or rules too large to score.
    """
    from solver import difficulty

    rules = difficulty.Rules(cards=card_count, target=to_number(target))
    table = difficulty.levels(rules, cancel=cancel)
    allowed = frozenset(table.hands[difficulty.level_index(level)])
    return lambda numbers, _target: tuple(sorted(numbers)) in allowed


class Match:
    """Rounds dealt from a shuffled deck until it runs out (or N rounds), with scores and a summary.

    Use `next_round()` for everything at once, or `deal()` + `prepare(cards)` (in a worker) +
    `start_round(setup)` to keep solving off the GUI thread.
    """

    def __init__(
        self,
        options: MatchOptions | None = None,
        *,
        clock: Clock,
        rng: random.Random | None = None,
        opponent: Opponent | None = None,
        deal_filter: DealFilter | None = None,
    ) -> None:
        self.options = options or MatchOptions()
        self.clock = clock
        self.rng = rng if rng is not None else random.Random()
        self.deck = Deck(self.rng)
        self.opponent = opponent or Opponent(self.options.level, self.rng)
        self._accepted: dict[tuple[int, ...], bool] = {}
        self._deal_filter = deal_filter
        self.results: list[RoundResult] = []
        self.current: Round | None = None
        self.quit_early = False
        self._exhausted = False

    # --- state ---------------------------------------------------------------------------------

    @property
    def deal_filter(self) -> DealFilter | None:
        """Which hands may be dealt (None: any), e.g. `level_filter("Hard")`."""
        return self._deal_filter

    @deal_filter.setter
    def deal_filter(self, value: DealFilter | None) -> None:
        """Set the filter (the cache of accepted hands starts afresh)."""
        self._deal_filter = value
        self._accepted.clear()

    @property
    def target(self) -> int | Fraction:
        """The number every hand must make."""
        return to_number(self.options.target)

    @property
    def player_points(self) -> int:
        """Rounds the player has won."""
        return sum(r.winner is Winner.PLAYER for r in self.results)

    @property
    def computer_points(self) -> int:
        """Rounds the computer has won."""
        return sum(r.winner is Winner.COMPUTER for r in self.results)

    @property
    def round_number(self) -> int:
        """1-based number of the current (or next) round."""
        return len(self.results) + (0 if self.current is None or self.current.is_over else 1)

    @property
    def total_rounds(self) -> int:
        """How many rounds the match has (52 // cards when dealing until the deck runs out)."""
        return self.options.rounds or 52 // self.options.card_count

    @property
    def is_over(self) -> bool:
        """Whether the match has ended (last round played, deck out of dealable hands, or quit)."""
        if self.current is not None and not self.current.is_over:
            return False
        return self.quit_early or self._exhausted or len(self.results) >= self.total_rounds

    # --- dealing and rounds ----------------------------------------------------------------------

    def deal(self) -> tuple[Card, ...] | None:
        """The next hand from the deck (honouring only-solvable and the deal filter); None at the
        end of the match."""
        if self.current is not None and not self.current.is_over:
            raise RuntimeError("a round is still in progress: finish or skip it first")
        if self.is_over:
            return None
        count = self.options.card_count
        if self.deck.remaining < count and self.options.rounds is not None:
            self.deck.reset()
        cards = self._draw(count) if self.deck.remaining >= count else None
        if cards is None and self.options.rounds is not None and self.deck.remaining < 52:
            self.deck.reset()
            cards = self._draw(count)
        if cards is None:
            self._exhausted = True
        return cards

    def prepare(
        self, cards: Sequence[Card], cancel: Callable[[], bool] | None = None
    ) -> RoundSetup:
        """Solve a dealt hand and plan the computer's answer (may run in a worker)."""
        return prepare_round(cards, self.target, self.opponent, cancel)

    def start_round(self, setup: RoundSetup) -> Round:
        """Start the round for a prepared hand; its result is recorded when it ends."""
        if self.current is not None and not self.current.is_over:
            raise RuntimeError("a round is still in progress: finish or skip it first")
        self.current = Round(
            setup.cards,
            setup.target,
            clock=self.clock,
            round_seconds=self.options.round_seconds,
            solutions=setup.solutions,
            computer=setup.computer,
            hint_seconds=self.options.hint_seconds,
            on_end=self._record,
        )
        return self.current

    def next_round(self) -> Round | None:
        """Deal, prepare and start the next round in one go; None at the end of the match."""
        cards = self.deal()
        return None if cards is None else self.start_round(self.prepare(cards))

    def quit(self) -> None:
        """End the match now; a round in progress is skipped."""
        if self.current is not None and not self.current.is_over:
            self.current.skip()
        self.quit_early = True

    def summary(self) -> MatchSummary:
        """Player vs computer, rounds won, average answer time, every round's result."""
        times = [r.answer_seconds for r in self.results if r.answer_seconds is not None]
        return MatchSummary(
            player_points=self.player_points,
            computer_points=self.computer_points,
            rounds_played=len(self.results),
            rounds_won=self.player_points,
            rounds_lost=self.computer_points,
            rounds_drawn=sum(r.winner is Winner.NOBODY for r in self.results),
            average_answer_time=fmean(times) if times else None,
            results=tuple(self.results),
            level=self.opponent.level.label,
            card_count=self.options.card_count,
            target=self.target,
            finished=not self.quit_early,
            hints_used=sum(r.hint_used for r in self.results),
        )

    # --- helpers -------------------------------------------------------------------------------

    def _record(self, finished: Round) -> None:
        """Keep a finished round's result (called by the round when it ends)."""
        assert finished.outcome is not None
        number = len(self.results) + 1
        self.results.append(
            RoundResult(
                number=number,
                cards=finished.cards,
                target=finished.target,
                outcome=finished.outcome,
                hardness=finished.computer.hardness if finished.computer else 0.0,
                hint_used=finished.hint_given is not None,
                wrong_attempts=sum(not a.ok for a in finished.attempts),
            )
        )

    def _wanted(self, numbers: tuple[int, ...]) -> bool:
        """Whether a hand passes only-solvable and the deal filter (cached by sorted numbers)."""
        key = tuple(sorted(numbers))
        if key not in self._accepted:
            goal = Fraction(self.target)
            ok = not self.options.only_solvable or solvable(key, self.target)
            if ok and self.deal_filter is not None:
                try:
                    ok = self.deal_filter(key, goal)
                except ValueError:  # e.g. no difficulty score for a hand without solution
                    ok = False
            self._accepted[key] = ok
        return self._accepted[key]

    def _draw(self, count: int) -> tuple[Card, ...] | None:
        """A hand from the deck that passes the filters, or None if none is left."""
        if not self.options.only_solvable and self.deal_filter is None:
            return self.deck.deal(count)
        cards = list(self.deck.cards)
        top = tuple(cards[:count])
        if self._wanted(hand_numbers(top)):
            return self.deck.take(top)
        for _ in range(RANDOM_TRIES):
            hand = tuple(self.rng.sample(cards, count))
            if self._wanted(hand_numbers(hand)):
                return self.deck.take(hand)
        return self._search_every_hand(cards, count)

    def _search_every_hand(self, cards: list[Card], count: int) -> tuple[Card, ...] | None:
        """Check every distinct hand (by ranks) left in the deck; take a random matching one."""
        left = Counter(card.rank for card in cards)
        hands = [
            ranks
            for ranks in itertools.combinations_with_replacement(sorted(left), count)
            if all(left[rank] >= n for rank, n in Counter(ranks).items())
        ]
        self.rng.shuffle(hands)
        for ranks in hands:
            if self._wanted(ranks):
                hand: list[Card] = []
                for rank in ranks:
                    hand.append(next(c for c in cards if c.rank == rank and c not in hand))
                return self.deck.take(hand)
        return None
