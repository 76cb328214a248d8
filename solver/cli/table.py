"""``python -m solver table``: every hand of a range with its distinct solutions, as TSV."""

from __future__ import annotations

import argparse

from ..core.numbers import Q, count_text, format_number
from ..make24.tables import Hand, hand_texts
from .common import EXIT_OK, hand_text, operators_of, run_table, with_operators


class Solutions:
    """The table's tally: a line per hand (its count and solutions), the solvable hands and the
    solutions counted."""

    def __init__(self) -> None:
        self.solvable = self.solutions = 0

    def line(self, hand: Hand, found: tuple[str, ...]) -> str:
        self.solvable += bool(found)
        self.solutions += len(found)
        return "\t".join([hand_text(hand), str(len(found)), *found])

    def summary(self, args: argparse.Namespace, target: Q, hands: str, seconds: str) -> str:
        return (
            f"{hands}, {self.solvable} solvable, {count_text(self.solutions, 'solution')} "
            f"(target {format_number(target)}{with_operators(operators_of(args))}) in {seconds}"
        )

    def code(self) -> int:
        return EXIT_OK


def main(argv: list[str]) -> int:
    """Print the table, line by line."""
    return run_table(
        argv,
        "table",
        "Every multiset of N numbers from MIN..MAX, one TSV line each: hand, count, solutions "
        "(with the operators of --ops, whole numbers only with --whole). "
        "Lines are printed as they are worked out (on every core for a large run); progress "
        "and a summary go to stderr.",
        hand_texts,
        Solutions(),
    )
