"""A match against the computer: hands dealt from one shuffled deck, rounds, scores, a summary.

Dealing can be slow (a hand of a difficulty level, only solvable hands, solving and planning the
computer's answer), so it is split in three: `Match.deal_job()` takes a snapshot of what dealing
needs (the deck, the options, a seed) on the caller's thread, `DealJob.run()` does the slow work
anywhere (a worker thread) without touching the match, and `Match.accept()` applies the result
back on the caller's thread. `Match.next_round()` does all three at once (tests, scripts).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from statistics import fmean
from typing import Any

from solver import ALL_OPERATORS, Ladder, Nearest, OperatorSet, Solution, solvable, to_number
from solver.difficulty import Rules, levels

from ..i18n import listed, translate
from .cards import Card, hand_numbers, hand_text
from .clock import Clock, seconds_text
from .coaching import ladder_of
from .decks import Deck, DeckRules
from .jobs import Cancel, Progress
from .levels import ComputerLevel, HandLevel, hand_level_name
from .operators import operators_text
from .opponent import Opponent, Plan
from .options import Options
from .round import (
    DEFAULT_HINT_SECONDS,
    DEFAULT_ROUND_SECONDS,
    Outcome,
    Round,
    Winner,
    nearest_of,
    solve_hand,
)

#: Random draws tried before every distinct hand left in the deck is checked.
RANDOM_TRIES = 200
#: Hands of a difficulty level are dealt for at most this many cards (scoring every hand of six
#: cards takes minutes).
LEVEL_MAX_CARDS = 5


@dataclass(frozen=True)
class MatchOptions(Options):
    """The rules of a match."""

    #: None: deal until the deck runs out (13 rounds of 4 cards); N: exactly N rounds
    rounds: int | None = None
    round_seconds: float = DEFAULT_ROUND_SECONDS
    level: ComputerLevel = ComputerLevel.CASUAL
    only_solvable: bool = False
    #: None: hands of any difficulty; else only hands of this level
    deal_level: HandLevel | None = None
    hint_seconds: float = DEFAULT_HINT_SECONDS

    @classmethod
    def dealing(cls, options: Options, **rules: Any) -> MatchOptions:
        """The options that deal hands of another way to play's `options` (its deck, operators,
        cards and target), with these `rules` of dealing (only solvable hands, a level …)."""
        return cls(
            deck=options.deck,
            operators=options.operators,
            card_count=options.card_count,
            target=options.target,
            **rules,
        )

    def __post_init__(self) -> None:
        if not 2 <= self.card_count <= 6:
            raise ValueError(f"{self.card_count} cards: a hand has 2 to 6 cards")
        if self.rounds is not None and self.rounds < 1:
            raise ValueError(f"{self.rounds} rounds: a match has at least one round")
        if self.round_seconds <= 0:
            raise ValueError(f"a round needs a positive time, not {self.round_seconds} s")
        if self.deck.size < self.card_count:
            raise ValueError(f"a deck of {self.deck.size} cards cannot deal {self.card_count}")

    @property
    def total_rounds(self) -> int:
        """How many rounds the match has (52 // cards when dealing until the deck runs out)."""
        return self.rounds or self.deck.size // self.card_count

    def hands_text(self) -> str:
        """Which hands are dealt, in a few words: "any hand", "only hands with an answer",
        "Easy hands" (a level's hands all have an answer)."""
        if self.deal_level is not None:
            return translate("Match", "{level} hands").format(
                level=hand_level_name(self.deal_level)
            )
        if self.only_solvable:
            return translate("Match", "only hands with an answer")
        return translate("Match", "any hand")


@dataclass(frozen=True)
class RoundSetup:
    """Everything a round needs that may be slow to work out."""

    cards: tuple[Card, ...]
    target: int | Fraction
    solutions: tuple[Solution, ...]
    computer: Plan | None
    #: for a hand without a solution, what it makes nearest the target
    nearest: Nearest | None = None
    #: the coach's ladder of hints (a game with hints has it worked out with the hand)
    ladder: Ladder | None = None


@dataclass(frozen=True)
class Dealt:
    """What a deal job hands back: the round's setup (None: no hand is left to deal), the deck
    after dealing, and a note for the player (e.g. why the difficulty could not be kept)."""

    job: DealJob
    setup: RoundSetup | None
    deck: tuple[Card, ...]
    note: str | None = None


@dataclass(frozen=True)
class DealJob:
    """A snapshot of what dealing the next round needs; `run` may be called on any thread."""

    deck: tuple[Card, ...]
    options: MatchOptions
    #: deal cards of these ranks (a chosen hand), else draw from the deck
    ranks: tuple[int, ...] | None
    seed: int
    #: whether an empty deck may be gathered and shuffled again (a set number of rounds)
    reshuffle: bool = field(default=False)
    #: whether the coach's ladder is worked out too (a game with hints)
    coached: bool = field(default=False)

    def run(self, cancel: Cancel | None = None, report: Progress | None = None) -> Dealt:
        """Deal a hand (honouring only-solvable and the difficulty), solve it, plan the computer."""
        rng = random.Random(self.seed)
        deck = list(self.deck)
        options = self.options
        note = None
        accept: Accept = _accept_any
        if options.deal_level is not None or options.only_solvable:
            accept, note = _acceptance(options, cancel)
        cards: tuple[Card, ...] | None
        if self.ranks is not None:
            cards = _cards_of(deck, self.ranks, options.deck.cards())
        else:
            cards = _draw(deck, options.card_count, accept, rng)
            if cards is None and self.reshuffle:
                deck = options.deck.cards()
                rng.shuffle(deck)
                cards = _draw(deck, options.card_count, accept, rng)
        if cards is None:
            return Dealt(self, None, tuple(deck), note)
        left = list(deck)
        for card in cards:
            if card in left:
                left.remove(card)
        setup = prepare_round(cards, options, rng, cancel, coached=self.coached)
        return Dealt(self, setup, tuple(left), note)


def prepare_round(
    cards: Sequence[Card],
    options: MatchOptions,
    rng: random.Random | None = None,
    cancel: Cancel | None = None,
    *,
    coached: bool = False,
) -> RoundSetup:
    """Solve the hand and plan the computer's answer (slow work: may run in a worker); for a
    hand without a solution, work out what it makes nearest the target; `coached`: the coach's
    ladder too."""
    goal = to_number(options.target)
    operators = options.operators
    solutions = tuple(solve_hand(cards, goal, cancel, operators))
    opponent = Opponent(options.level, rng)
    plan = opponent.plan(hand_numbers(cards), goal, options.round_seconds, solutions)
    near = nearest_of(cards, goal, solutions, cancel, operators)
    ladder = ladder_of(cards, goal, operators, cancel=cancel) if coached else None
    return RoundSetup(tuple(cards), goal, solutions, plan, near, ladder)


Accept = Callable[[tuple[int, ...]], bool]


def _accept_any(numbers: tuple[int, ...]) -> bool:
    return True


@lru_cache(maxsize=1 << 14)
def _solvable(hand: tuple[int, ...], target: int | Fraction, operators: OperatorSet) -> bool:
    """Whether a sorted hand makes the target (cached: a match asks again and again)."""
    return solvable(hand, target, operators=operators)


def level_hands(
    level: HandLevel,
    card_count: int,
    target: object,
    deck: DeckRules | None = None,
    cancel: Cancel | None = None,
    operators: OperatorSet = ALL_OPERATORS,
) -> frozenset[tuple[int, ...]]:
    """The sorted hands of a difficulty level under the game's operators (scores every hand the
    first time: about 2 s for four cards; run it in a worker); where ties leave the level no
    hand, the nearest level's (`Levels.hands_near`). ValueError when the rules are too large to
    score."""
    if card_count > LEVEL_MAX_CARDS:
        raise ValueError(f"hand difficulty is scored for at most {LEVEL_MAX_CARDS} cards")
    low, high = (deck or DeckRules()).values
    rules = Rules(
        cards=card_count, low=low, high=high, target=to_number(target), operators=operators
    )
    bands = levels(rules, cancel=cancel)
    return frozenset(bands.hands_near(level))


def _acceptance(options: MatchOptions, cancel: Cancel | None) -> tuple[Accept, str | None]:
    """Which hands may be dealt, and a note when the difficulty cannot be kept."""
    target = to_number(options.target)
    allowed: frozenset[tuple[int, ...]] | None = None
    note = None
    if options.deal_level is not None:
        try:
            allowed = level_hands(
                options.deal_level,
                options.card_count,
                target,
                options.deck,
                cancel,
                options.operators,
            )
        except ValueError:
            note = translate(
                "Match",
                "Hands of any difficulty are dealt: the {level} level is worked out for at most "
                "{most} cards.",
            ).format(level=hand_level_name(options.deal_level), most=LEVEL_MAX_CARDS)

    def accept(numbers: tuple[int, ...]) -> bool:
        hand = tuple(sorted(numbers))
        if allowed is not None:
            return hand in allowed
        return not options.only_solvable or _solvable(hand, target, options.operators)

    return accept, note


def _cards_of(
    deck: Sequence[Card], ranks: Sequence[int], spare: Sequence[Card] = ()
) -> tuple[Card, ...]:
    """Cards of these ranks, from the deck where it still holds them (else from `spare`)."""
    chosen: list[Card] = []
    for rank in ranks:
        card = next((c for c in deck if c.rank == rank and c not in chosen), None)
        if card is None:
            card = next(c for c in spare if c.rank == rank and c not in chosen)
        chosen.append(card)
    return tuple(chosen)


def _draw(
    deck: list[Card], count: int, accept: Accept, rng: random.Random
) -> tuple[Card, ...] | None:
    """A hand from the deck (top first) that `accept`s, or None if none is left."""
    if len(deck) < count:
        return None
    top = tuple(deck[:count])
    if accept is _accept_any or accept(hand_numbers(top)):
        return top
    for _ in range(RANDOM_TRIES):
        hand = tuple(rng.sample(deck, count))
        if accept(hand_numbers(hand)):
            return hand
    return _search_every_hand(deck, count, accept, rng)


def _search_every_hand(
    deck: list[Card], count: int, accept: Accept, rng: random.Random
) -> tuple[Card, ...] | None:
    """Check every distinct hand (by ranks) left in the deck; a random accepted one."""
    left = Counter(card.rank for card in deck)
    hands = [
        ranks
        for ranks in itertools.combinations_with_replacement(sorted(left), count)
        if all(left[rank] >= n for rank, n in Counter(ranks).items())
    ]
    rng.shuffle(hands)
    for ranks in hands:
        cards = _cards_of(deck, ranks)
        if accept(hand_numbers(cards)):
            return cards
    return None


@dataclass(frozen=True)
class RoundResult:
    """One finished round as the match and the history keep it."""

    number: int
    cards: tuple[Card, ...]
    target: int | Fraction
    outcome: Outcome
    #: 0.0 (easiest) .. 1.0 (hardest): the hand's difficulty score on a 0..1 scale
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
        """The player's time on a round they won, a hint's cost included (None otherwise)."""
        return self.outcome.time_taken if self.winner is Winner.PLAYER else None


@dataclass(frozen=True)
class MatchSummary:
    """The end of a match: player vs computer, rounds won, average answer time."""

    player_points: int
    computer_points: int
    rounds_played: int
    rounds_won: int
    rounds_lost: int
    rounds_drawn: int
    #: mean seconds over the rounds the player won, hints' costs included (None if none)
    average_answer_time: float | None
    results: tuple[RoundResult, ...]
    level: ComputerLevel
    card_count: int
    target: int | Fraction
    #: False when the player left before the last round (the match is recorded as abandoned)
    finished: bool
    #: rounds in which the player took a hint
    hints_used: int = 0
    total_rounds: int = 0
    deck: DeckRules = field(default_factory=DeckRules)
    operators: OperatorSet = ALL_OPERATORS

    @property
    def winner(self) -> Winner:
        """Who won the match (NOBODY on a draw)."""
        if self.player_points == self.computer_points:
            return Winner.NOBODY
        return Winner.PLAYER if self.player_points > self.computer_points else Winner.COMPUTER

    def verdict(self) -> str:
        """The headline: who won the match."""
        if not self.finished:
            return translate("Summary", "Match abandoned")
        return {
            Winner.PLAYER: translate("Summary", "You win the match!"),
            Winner.COMPUTER: translate("Summary", "The computer wins the match."),
            Winner.NOBODY: translate("Summary", "The match is a draw."),
        }[self.winner]

    def _who_won(self) -> str:
        """Who won the rounds, only those who won any: "2 won by you, 1 by nobody"."""
        counts = (
            (self.rounds_won, translate("Summary", "{count} won by you")),
            (self.rounds_lost, translate("Summary", "{count} won by the computer")),
            (self.rounds_drawn, translate("Summary", "{count} won by nobody")),
        )
        return listed(text.format(count=count) for count, text in counts if count)

    def lines(self) -> list[str]:
        """The details under the headline, one line each."""
        lines = [
            translate("Summary", "You {player} : {computer} computer ({level})").format(
                player=self.player_points, computer=self.computer_points, level=self.level.label
            ),
            translate("Summary", "Rounds: %n played ({who})", None, self.rounds_played).format(
                who=self._who_won()
            ),
        ]
        if self.average_answer_time is None:
            lines.append(translate("Summary", "Average answer time: no rounds won"))
        else:
            lines.append(
                translate("Summary", "Average answer time: {time}").format(
                    time=seconds_text(self.average_answer_time)
                )
            )
        if self.hints_used:
            lines.append(translate("Summary", "Hints taken: %n", None, self.hints_used))
        if self.deck != DeckRules():
            lines.append(translate("Summary", "Deck: {deck}").format(deck=self.deck.label))
        if self.operators != ALL_OPERATORS:
            lines.append(
                translate("Summary", "Operators: {operators}").format(
                    operators=operators_text(self.operators)
                )
            )
        if not self.finished:
            lines.append(
                translate(
                    "Summary",
                    "You left after %n rounds of {total}: the match is kept as abandoned.",
                    None,
                    self.rounds_played,
                ).format(total=self.total_rounds)
            )
        return lines


class Match:
    """Rounds dealt from a shuffled deck until it runs out (or N rounds), scores and a summary."""

    def __init__(
        self,
        options: MatchOptions | None = None,
        *,
        clock: Clock,
        rng: random.Random | None = None,
    ) -> None:
        self.options = options or MatchOptions()
        self.clock = clock
        self.rng = rng if rng is not None else random.Random()
        self.deck = Deck(self.rng, rules=self.options.deck)
        self.results: list[RoundResult] = []
        self.current: Round | None = None
        self.abandoned = False
        self._exhausted = False

    # --- state ---------------------------------------------------------------------------------

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
        """1-based number of the round being played (or about to be dealt)."""
        playing = self.current is not None and not self.current.is_over
        return len(self.results) + (1 if playing or self.current is None else 0)

    @property
    def total_rounds(self) -> int:
        """How many rounds the match has."""
        return self.options.total_rounds

    @property
    def in_round(self) -> bool:
        """Whether a round is being played."""
        return self.current is not None and not self.current.is_over

    @property
    def is_over(self) -> bool:
        """Whether the match has ended (last round played, no dealable hand left, or left)."""
        if self.in_round:
            return False
        return self.abandoned or self._exhausted or len(self.results) >= self.total_rounds

    # --- dealing and rounds ----------------------------------------------------------------------

    def deal_job(self, ranks: Sequence[int] | None = None) -> DealJob | None:
        """What dealing the next round needs (None at the end of the match); run it anywhere,
        then `accept` its result here."""
        if self.in_round:
            raise RuntimeError("a round is still in progress: finish or skip it first")
        if self.is_over:
            return None
        return DealJob(
            self.deck.cards,
            self.options,
            None if ranks is None else tuple(ranks),
            self.rng.getrandbits(64),
            reshuffle=self.options.rounds is not None,
            coached=True,
        )

    def accept(self, dealt: Dealt) -> Round | None:
        """Start the round a deal job prepared (None: no hand was left, the match is over)."""
        if self.in_round:
            raise RuntimeError("a round is still in progress: finish or skip it first")
        self.deck.replace(dealt.deck)
        if dealt.setup is None:
            self._exhausted = True
            return None
        return self.start_round(dealt.setup)

    def start_round(self, setup: RoundSetup) -> Round:
        """Start the round for a prepared hand; its result is kept when it ends."""
        self.current = Round(
            setup.cards,
            setup.target,
            clock=self.clock,
            round_seconds=self.options.round_seconds,
            solutions=setup.solutions,
            computer=setup.computer,
            hint_seconds=self.options.hint_seconds,
            on_end=self._record,
            operators=self.options.operators,
            nearest=setup.nearest,
            ladder=setup.ladder,
        )
        return self.current

    def next_round(self, ranks: Sequence[int] | None = None) -> Round | None:
        """Deal, prepare and start the next round in one go; None at the end of the match."""
        job = self.deal_job(ranks)
        return None if job is None else self.accept(job.run())

    def abandon(self) -> None:
        """Leave the match now: a round in progress is dropped, not counted. A match whose last
        round is over is finished, not abandoned."""
        if not self.is_over:
            self.current = None
            self.abandoned = True

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
            level=self.options.level,
            card_count=self.options.card_count,
            target=self.target,
            finished=not self.abandoned,
            hints_used=sum(r.hint_used for r in self.results),
            total_rounds=self.total_rounds,
            deck=self.options.deck,
            operators=self.options.operators,
        )

    # --- helpers -------------------------------------------------------------------------------

    def _record(self, finished: Round) -> None:
        """Keep a finished round's result (called by the round when it ends)."""
        assert finished.outcome is not None
        plan = finished.computer
        self.results.append(
            RoundResult(
                number=len(self.results) + 1,
                cards=finished.cards,
                target=finished.target,
                outcome=finished.outcome,
                hardness=plan.hardness if plan is not None else 0.0,
                hint_used=finished.hint_given is not None,
                wrong_attempts=sum(not a.ok for a in finished.attempts),
            )
        )
