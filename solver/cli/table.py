"""``python -m solver table``: every hand of a range with its distinct solutions, as TSV."""

from __future__ import annotations

import sys
import time
from itertools import combinations_with_replacement

from ..numbers import count_text, format_number, parse_number
from ..solve import solve
from .common import EXIT_OK, ArgumentParser, add_range_arguments, check_range


def build_parser() -> ArgumentParser:
    """The argument parser of the table command."""
    parser = ArgumentParser(
        prog="python -m solver table",
        description="Every multiset of N numbers from MIN..MAX, one TSV line each: "
        "hand, count, solutions.",
    )
    add_range_arguments(parser)
    return parser


def main(argv: list[str]) -> int:
    """Print the table."""
    args = build_parser().parse_args(argv)
    check_range(args)
    target = parse_number(args.target)
    hands = list(combinations_with_replacement(range(args.low, args.high + 1), args.cards))
    progress = sys.stderr.isatty()
    started = time.perf_counter()
    solvable = solutions = 0
    for index, hand in enumerate(hands, 1):
        found = solve(hand, target)
        solvable += bool(found)
        solutions += len(found)
        cells = [" ".join(map(str, hand)), str(len(found)), *(s.text for s in found)]
        print("\t".join(cells))
        if progress and index % 50 == 0:
            print(f"\r{index}/{len(hands)} hands", end="", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - started
    lead = "\r" if progress else ""
    print(
        f"{lead}{count_text(len(hands), 'hand')}, {solvable} solvable, "
        f"{count_text(solutions, 'solution')} "
        f"(target {format_number(target)}) in {seconds:.2f} s",
        file=sys.stderr,
    )
    return EXIT_OK
