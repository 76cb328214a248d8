"""Dealing a room's hands: the same hand for every player, from one shuffled deck, of the levels
the host chose, and now and then (when the host asks for it) a hand with no answer.

The dealing itself is the app's (`app.game.match.DealJob`: the deck, the level, solving the hand
and working out the nearest values of a hand with no answer); this picks what kind of hand comes
next and how many dots it is worth, as Math24's cards are marked: one dot for an easy hand, two
for a medium one, three for a hard or expert one or one with no answer. `Dealer.deal` can be slow
(solving, the first time a level is asked for: scoring every hand), so a server runs it in a
worker thread, one deal at a time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from solver import OperatorSet, Solution, solvable
from solver.difficulty import Level, Levels, Rules, levels

from ..game.cards import Card, hand_numbers
from ..game.decks import Deck, DeckRules
from ..game.jobs import Cancel
from ..game.match import LEVEL_MAX_CARDS, DealJob, MatchOptions, RoundSetup
from ..game.opponent import hardness
from .choices import NO_SOLUTION_SHARE, RoomChoices

#: Dots of each level of hand (Math24's one-, two- and three-dot cards).
DOTS = {Level.EASY: 1, Level.MEDIUM: 2, Level.HARD: 3, Level.EXPERT: 3}
#: Dots of a hand with no answer: a player has to try everything first.
NO_SOLUTION_DOTS = 3
#: Where the levels are not worked out (six cards), dots by `hardness` (0..1): below these.
HARDNESS_DOTS = ((0.25, 1), (0.33, 2))
#: Random draws tried for a hand with no answer before the deck is gathered and shuffled again.
TRIES = 200


@dataclass(frozen=True)
class DealtHand:
    """A hand ready to play: the cards, every distinct answer (none: no answer), and its dots."""

    setup: RoundSetup
    dots: int
    #: the hand's level (None: no answer, or levels not worked out for so many cards)
    level: Level | None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards dealt."""
        return self.setup.cards

    @property
    def solutions(self) -> tuple[Solution, ...]:
        """Every distinct answer of the hand."""
        return self.setup.solutions


class Dealer:
    """Deals the hands of a room's game; `rng` makes the deal repeatable."""

    def __init__(self, choices: RoomChoices, rng: random.Random | None = None) -> None:
        self.choices = choices
        self.rng = rng if rng is not None else random.Random()
        self.deck = Deck(self.rng, rules=choices.deck)

    def deal(self, cancel: Cancel | None = None) -> DealtHand:
        """The next hand (slow: a worker's); a hand with no answer about one time in six when the
        room asks for them, else a solvable hand of one of the room's levels."""
        ranks = self._no_answer_ranks() if self._wants_no_answer() else None
        options = self._options(ranks is None)
        job = DealJob(self.deck.cards, options, ranks, self.rng.getrandbits(64), reshuffle=True)
        dealt = job.run(cancel)
        self.deck.replace(dealt.deck)
        if dealt.setup is None:  # the deck ran out of hands that fit: gather it and try again
            self.deck.reset()
            dealt = DealJob(self.deck.cards, options, ranks, self.rng.getrandbits(64)).run(cancel)
            self.deck.replace(dealt.deck)
        if dealt.setup is None:
            raise ValueError("no hand of these rules can be dealt")
        return self._marked(dealt.setup)

    def _wants_no_answer(self) -> bool:
        """Whether the next hand is to have no answer."""
        share = NO_SOLUTION_SHARE
        return self.choices.no_solution_hands and self.rng.random() * share.denominator < 1

    def _options(self, solvable_only: bool) -> MatchOptions:
        """The app's match options that deal the next hand."""
        choices = self.choices
        level = self.rng.choice(choices.levels) if choices.levels and solvable_only else None
        if level is not None and choices.card_count > LEVEL_MAX_CARDS:
            level = None
        return MatchOptions(
            card_count=choices.card_count,
            target=choices.target,
            rounds=choices.rounds,
            round_seconds=choices.round_seconds,
            only_solvable=solvable_only,
            deal_level=level,
            deck=choices.deck,
            operators=choices.operators,
        )

    def _no_answer_ranks(self) -> tuple[int, ...] | None:
        """The ranks of a hand with no answer from the deck (the whole deck if what is left has
        none); None when the rules give no such hand (then a solvable one is dealt)."""
        choices = self.choices
        for cards in (list(self.deck.cards), choices.deck.cards()):
            if len(cards) < choices.card_count:
                continue
            for _ in range(TRIES):
                hand = tuple(self.rng.sample(cards, choices.card_count))
                numbers = tuple(sorted(hand_numbers(hand)))
                if not _solvable(numbers, choices.target, choices.operators):
                    return tuple(card.rank for card in hand)
        return None

    def _marked(self, setup: RoundSetup) -> DealtHand:
        """The hand with its dots and level."""
        if not setup.solutions:
            return DealtHand(setup, NO_SOLUTION_DOTS, None)
        plan = setup.computer
        score = plan.score if plan is not None else None
        choices = self.choices
        if score is None or choices.card_count > LEVEL_MAX_CARDS:
            return DealtHand(setup, _dots_by_hardness(hardness(score)), None)
        bands = _levels(choices.card_count, choices.deck, choices.target, choices.operators)
        level = bands.level_of(score)
        return DealtHand(setup, DOTS[level], level)


def _dots_by_hardness(value: float) -> int:
    """Dots for a hand whose level is not worked out."""
    return next((dots for below, dots in HARDNESS_DOTS if value < below), 3)


@cache
def _solvable(numbers: tuple[int, ...], target: object, operators: OperatorSet) -> bool:
    """Whether a sorted hand makes the target (cached: a room asks again and again)."""
    return solvable(numbers, target, operators=operators)


@cache
def _levels(cards: int, deck: DeckRules, target: int | Fraction, operators: OperatorSet) -> Levels:
    """The score bands of the levels of a room's rules (the solver caches the table too)."""
    low, high = deck.values
    return levels(Rules(cards=cards, low=low, high=high, target=target, operators=operators))
