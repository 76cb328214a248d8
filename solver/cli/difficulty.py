"""``python -m solver difficulty``: every solvable hand of a range with its score, as TSV."""

from __future__ import annotations

import argparse

from ..core.numbers import Q, count_text, format_number
from ..make24.difficulty import hand_stats
from ..make24.tables import Hand
from .common import EXIT_NONE, EXIT_OK, hand_text, operators_of, run_table, with_operators


class Scores:
    """The difficulty command's tally: a line per solvable hand (its score), and the hardest."""

    def __init__(self) -> None:
        self.solvable = 0
        self.hardest: tuple[float, Hand] | None = None

    def line(self, hand: Hand, found: tuple[int, float | None]) -> str | None:
        score = found[1]
        if score is None:
            return None
        self.solvable += 1
        self.hardest = max(self.hardest or (score, hand), (score, hand))
        return f"{hand_text(hand)}\t{score:.2f}"

    def summary(self, args: argparse.Namespace, target: Q, hands: str, seconds: str) -> str:
        goal = format_number(target) + with_operators(operators_of(args))
        if self.hardest is None:
            return (
                f"no solvable hand: no {count_text(args.cards, 'number')} from {args.low} to "
                f"{args.high} can make {goal} ({hands} in {seconds})"
            )
        score, hand = self.hardest
        return (
            f"{hands}, {self.solvable} solvable and scored (target {goal}); the hardest: "
            f"{hand_text(hand)} ({score:.2f}); in {seconds}"
        )

    def code(self) -> int:
        return EXIT_OK if self.hardest is not None else EXIT_NONE


def main(argv: list[str]) -> int:
    """Print every solvable hand with its score, in ascending hand order."""
    return run_table(
        argv,
        "difficulty",
        "Every solvable multiset of N numbers from MIN..MAX (solvable with the operators of "
        "--ops, whole numbers only with --whole), one TSV line each: hand, difficulty "
        "score (about a player's mean seconds; higher is harder). Lines are printed as they are "
        "worked out; progress and a summary go to stderr.",
        hand_stats,
        Scores(),
    )
