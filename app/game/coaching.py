"""The coach's hints in each game (#34), without widgets: which rungs of a hand's ladder it shows.

`solver.coach` gives a hand's ladder of hints, least revealing first: a plan for the last step,
the numbers to make, a first step, the answer (a hand whose answers all need a fraction first
says so, with the plans a player would try and the nearest values). Practice shows every rung,
each taken costing a star; Learn the rungs a child climbs (`LEARN_KINDS`), in whole numbers
before the stage that brings fractions; Play and Score attack give one hint, `Ladder.opening`,
which never says whether the hand has an answer (that is the "no solution" point); a worksheet
prints the first rung under each hand. The ladder is worked out with the hand, in the deal's
worker.
"""

from __future__ import annotations

from collections.abc import Sequence

from solver import ALL_OPERATORS, Ladder, OperatorSet, Rung, RungKind, coach

from .cards import Card
from .jobs import Cancel

#: The rungs Learn shows: the climb to an answer (and, where every answer needs a fraction, that
#: it does), not the plans a player would try nor the nearest values.
LEARN_KINDS = frozenset(
    {RungKind.NOT_WHOLE, RungKind.PLAN, RungKind.GOAL, RungKind.STEP, RungKind.ANSWER}
)


def ladder_of(
    cards: Sequence[Card | int],
    target: object = 24,
    operators: OperatorSet = ALL_OPERATORS,
    *,
    fractions: bool = True,
    cancel: Cancel | None = None,
) -> Ladder:
    """A hand's ladder under the game's rules (slow for six cards: a worker's)."""
    numbers = [card.value if isinstance(card, Card) else card for card in cards]
    return coach(numbers, target, operators=operators, fractions=fractions, cancel=cancel)


def learn_rungs(ladder: Ladder) -> tuple[Rung, ...]:
    """The rungs Learn shows of a ladder, least revealing first."""
    return tuple(rung for rung in ladder if rung.kind in LEARN_KINDS)


def one_hint(ladder: Ladder) -> str:
    """The one hint of a timed game: the first rung, never saying whether there is an answer."""
    return ladder.opening.text
