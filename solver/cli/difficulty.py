"""``python -m solver difficulty``: every solvable hand of a range with its score, as TSV."""

from __future__ import annotations

import sys

from ..difficulty import Rules, score_table
from ..numbers import format_number, parse_number
from .common import EXIT_NONE, EXIT_OK, ArgumentParser, UsageError


def build_parser() -> ArgumentParser:
    """The argument parser of the difficulty command."""
    parser = ArgumentParser(
        prog="python -m solver difficulty",
        description="Every solvable multiset of N numbers from MIN..MAX, one TSV line each: "
        "hand, difficulty score (about a player's mean seconds; higher is harder).",
    )
    parser.add_argument("--cards", type=int, default=4, help="numbers per hand (default 4)")
    parser.add_argument("--min", type=int, default=1, dest="low", help="smallest number (1)")
    parser.add_argument("--max", type=int, default=13, dest="high", help="largest number (13)")
    parser.add_argument("--target", default="24", help="the value to make (default 24)")
    return parser


def main(argv: list[str]) -> int:
    """Print every solvable hand with its score, in ascending hand order."""
    args = build_parser().parse_args(argv)
    if not 1 <= args.cards <= 6:
        raise UsageError(f"--cards must be from 1 to 6, not {args.cards}")
    if args.low > args.high:
        raise UsageError(f"--min {args.low} is larger than --max {args.high}")
    rules = Rules(args.cards, args.low, args.high, parse_number(args.target))
    table = score_table(rules, progress=_show_progress if sys.stderr.isatty() else None)
    if sys.stderr.isatty():
        print("\r", end="", file=sys.stderr)
    for row in table.hands:
        print(f"{' '.join(map(str, row.hand))}\t{row.score:.2f}")
    if not table.hands:
        print(
            f"no solvable hand: no {args.cards} numbers from {args.low} to {args.high} "
            f"make {format_number(rules.target)}",
            file=sys.stderr,
        )
        return EXIT_NONE
    return EXIT_OK


def _show_progress(done: int, total: int) -> None:
    """Progress on a terminal's stderr (scoring five or six numbers takes minutes)."""
    print(f"\r{done}/{total} hands", end="", file=sys.stderr, flush=True)
