"""``python -m solver difficulty``: every solvable hand of a range with its score, as TSV."""

from __future__ import annotations

import sys

from ..difficulty import Rules, score_table
from ..numbers import count_text, format_number, parse_number
from .common import EXIT_NONE, EXIT_OK, ArgumentParser, add_range_arguments, check_range


def build_parser() -> ArgumentParser:
    """The argument parser of the difficulty command."""
    parser = ArgumentParser(
        prog="python -m solver difficulty",
        description="Every solvable multiset of N numbers from MIN..MAX, one TSV line each: "
        "hand, difficulty score (about a player's mean seconds; higher is harder).",
    )
    add_range_arguments(parser)
    return parser


def main(argv: list[str]) -> int:
    """Print every solvable hand with its score, in ascending hand order."""
    args = build_parser().parse_args(argv)
    check_range(args)
    rules = Rules(args.cards, args.low, args.high, parse_number(args.target))
    table = score_table(rules, progress=_show_progress if sys.stderr.isatty() else None)
    if sys.stderr.isatty():
        print("\r", end="", file=sys.stderr)
    for row in table.hands:
        print(f"{' '.join(map(str, row.hand))}\t{row.score:.2f}")
    if not table.hands:
        print(
            f"no solvable hand: no {count_text(args.cards, 'number')} from {args.low} to "
            f"{args.high} can make {format_number(rules.target)}",
            file=sys.stderr,
        )
        return EXIT_NONE
    return EXIT_OK


def _show_progress(done: int, total: int) -> None:
    """Progress on a terminal's stderr (scoring five or six numbers takes minutes)."""
    print(f"\r{done}/{total} hands", end="", file=sys.stderr, flush=True)
