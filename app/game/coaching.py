"""The coach's hints in each game (#34), without widgets: which rungs of a hand's ladder it shows.

`solver.coach` gives a hand's ladder of hints, least revealing first: a plan for the last step,
the numbers to make, a first step, the answer (a hand whose answers all need a fraction first
says so, with the plans a player would try and the nearest values). Practice shows every rung,
each taken costing a star; Learn the rungs a child climbs (`LEARN_KINDS`), in whole numbers
before the stage that brings fractions; Play and Score attack give one hint, `Ladder.opening`,
which never says whether the hand has an answer (that is the "no solution" point); a worksheet
prints the first rung under each hand. The ladder is worked out with the hand, in the deal's
worker.

The helper shows "How to find it" beside the answers (`HowToFind`): the hand's ladder, and for
an answer chosen in the list the ladder that leads to it (a `CoachJob`, run in a worker), a rung
at a time as the player asks, the answer last; the cards named as they show (`card_names`), the
answer written as the list writes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver import ALL_OPERATORS, Ladder, OperatorSet, Q, Rung, RungKind, Solution, coach

from ..i18n import translate
from .cards import Card
from .jobs import Cancel

#: The rungs Learn shows: the climb to an answer (and, where every answer needs a fraction, that
#: it does), not the plans a player would try nor the nearest values.
LEARN_KINDS = frozenset(
    {RungKind.NOT_WHOLE, RungKind.PLAN, RungKind.GOAL, RungKind.STEP, RungKind.ANSWER}
)


#: How a ladder names the cards of a hand, by the number each counts for (`card_names`).
Names = tuple[tuple[int, str], ...]


def card_word(card: Card) -> str:
    """A card as a hand names it to the player: as it shows, "A", "Q"; a card the deck counts
    otherwise than its rank with its value, "Q (10)"."""
    if card.plain or card.value == card.rank:
        return card.rank_name
    return f"{card.rank_name} ({card.value})"


def card_names(cards: Sequence[Card]) -> Names:
    """How the coach names a hand's cards, as they show (A for 1, J for 11 …), by the number
    each counts for; a number two cards of the hand show otherwise (a 10 and a Q counted 10)
    keeps its number."""
    words: dict[int, set[str]] = {}
    for card in cards:
        words.setdefault(card.value, set()).add(card_word(card))
    return tuple(
        (value, next(iter(said)))
        for value, said in sorted(words.items())
        if len(said) == 1 and said != {str(value)}
    )


def hand_names(cards: Sequence[Card | object]) -> Names:
    """How a hand's cards show (`card_names`) where they are given as cards; none otherwise."""
    shown = [card for card in cards if isinstance(card, Card)]
    return card_names(shown) if len(shown) == len(cards) else ()


def ladder_of(
    cards: Sequence[Card | int],
    target: object = 24,
    operators: OperatorSet = ALL_OPERATORS,
    *,
    fractions: bool = True,
    cancel: Cancel | None = None,
    names: Names | None = None,
) -> Ladder:
    """A hand's ladder under the game's rules (slow for six cards: a worker's); `names`: how its
    rungs name the cards (None: as the cards show, where they are given as cards, so that a
    hint in a game names the hand as the table shows it)."""
    numbers = [card.value if isinstance(card, Card) else card for card in cards]
    if names is None:
        names = hand_names(cards)
    return coach(
        numbers,
        target,
        operators=operators,
        fractions=fractions,
        cancel=cancel,
        names=dict(names),
    )


def learn_rungs(ladder: Ladder) -> tuple[Rung, ...]:
    """The rungs Learn shows of a ladder, least revealing first."""
    return tuple(rung for rung in ladder if rung.kind in LEARN_KINDS)


def one_hint(ladder: Ladder) -> str:
    """The one hint of a timed game: the first rung, never saying whether there is an answer."""
    return ladder.opening.text


@dataclass(frozen=True)
class CoachJob:
    """Working out the ladder that leads to an answer of a hand (in a worker)."""

    numbers: tuple[Q, ...]
    target: Q
    operators: OperatorSet
    answer: Solution
    #: how the rungs name the cards
    names: Names = ()

    def run(self, cancel: Cancel | None = None) -> Ladder:
        """The ladder to the answer."""
        return coach(
            self.numbers,
            self.target,
            operators=self.operators,
            answer=self.answer,
            cancel=cancel,
            names=dict(self.names),
        )


class HowToFind:
    """The helper's "How to find it": the ladder of the hand on the table, or of the answer
    chosen (each worked out once: the hand's with its answers, an answer's when chosen).

    It teaches how to find an answer, so it shows the first rung only, and one more each time
    the player asks (`reveal`), the answer last; a new hand, or another answer chosen, starts
    again at the first rung."""

    def __init__(self) -> None:
        #: the hand's ladder (None: no hand solved yet)
        self.hand: Ladder | None = None
        #: the answer chosen in the list (None: the hand's ladder is shown)
        self.chosen: Solution | None = None
        self.job: CoachJob | None = None
        #: the answer the list shows first, how the rungs name the cards
        self.first: Solution | None = None
        self.names: Names = ()
        #: how many rungs of the ladder are shown
        self.shown = 1
        self._ladders: dict[Solution, Ladder] = {}

    def show_hand(
        self, ladder: Ladder | None, first: Solution | None = None, names: Names = ()
    ) -> None:
        """A new hand (or none): its ladder, no answer chosen, its first rung shown; `first`
        the answer the list shows first, `names` how the rungs name the cards."""
        self.hand, self.chosen, self.job = ladder, None, None
        self.first, self.names, self.shown = first, names, 1
        self._ladders = {}

    def choose(self, answer: Solution | None) -> CoachJob | None:
        """An answer chosen in the list (None: none): the job that works out its ladder, if it
        is not known yet."""
        if answer is not None and self.job is not None and self.job.answer == answer:
            return None  # chosen again (a click, then Enter) while its ladder is worked out
        if answer != self.chosen:
            self.shown = 1
        self.chosen = answer
        hand = self.hand
        if answer is None or hand is None or answer in self._ladders:
            self.job = None
            return None
        self.job = CoachJob(hand.numbers, hand.target, hand.operators, answer, self.names)
        return self.job

    def coached(self, job: CoachJob, ladder: Ladder) -> bool:
        """A ladder worked out: kept, and shown if its answer is still the one chosen (False: a
        stale job)."""
        if job.numbers != (self.hand.numbers if self.hand else None):
            return False
        self._ladders[job.answer] = ladder
        if job is self.job:
            self.job = None
        return job.answer == self.chosen

    @property
    def ladder(self) -> Ladder | None:
        """The ladder shown: the chosen answer's once worked out, else the hand's (None while
        the chosen answer's is worked out)."""
        if self.chosen is None:
            return self.hand
        return self._ladders.get(self.chosen)

    @property
    def more(self) -> bool:
        """Whether a rung of the ladder is still hidden (the player may ask for it)."""
        ladder = self.ladder
        return ladder is not None and self.shown < len(ladder)

    def reveal(self) -> bool:
        """Show the next rung (False: none is left)."""
        if not self.more:
            return False
        self.shown += 1
        return True

    @property
    def shows_answer(self) -> bool:
        """Whether the last line shown is an answer (not the nearest values of a hand without
        one, nor "Working out how…", nor a rung before the answer)."""
        ladder = self.ladder
        return ladder is not None and ladder.solvable and not self.more

    @property
    def waiting(self) -> bool:
        """Whether the chosen answer's ladder is being worked out."""
        return self.chosen is not None and self.ladder is None

    def title(self) -> str:
        """What the pane says above the rungs."""
        if self.chosen is None:
            return translate("Coach", "How to find it")
        return translate("Coach", "How to find {answer}").format(answer=self.chosen.display())

    def lines(self) -> list[str]:
        """The rungs shown, one a line, numbered, least revealing first ("" while waiting)."""
        ladder = self.ladder
        if ladder is None:
            return [translate("Coach", "Working out how…")] if self.waiting else []
        shown = ladder.rungs[: self.shown]
        return [f"{index}. {self._said(rung)}" for index, rung in enumerate(shown, 1)]

    def _said(self, rung: Rung) -> str:
        """A rung as the helper says it: the answer written as the list writes it (8÷(3−8÷3),
        not 8 ÷ (3 − 8 ÷ 3)), and where the hand's hints lead to another answer than the
        list's first, saying so."""
        answer = rung.answer
        if answer is None:
            return rung.text
        text = rung.text.replace(answer.display(spaced=True), answer.display(), 1)
        first = self.first
        if self.chosen is None and first is not None and first.display() != answer.display():
            text = translate(
                "Coach",
                "{answer} (These hints lead to this answer, by the plan a player tries "
                "first; the list shows another answer first.)",
            ).format(answer=text)
        return text
