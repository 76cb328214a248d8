"""``python -m solver table``: every hand of a range with its distinct solutions, as TSV."""

from __future__ import annotations

import sys
import time
from itertools import combinations_with_replacement

from ..numbers import format_number, parse_number
from ..solve import solve
from .common import EXIT_OK, ArgumentParser, UsageError


def build_parser() -> ArgumentParser:
    """The argument parser of the table command."""
    parser = ArgumentParser(
        prog="python -m solver table",
        description="Every multiset of N numbers from MIN..MAX, one TSV line each: "
        "hand, count, solutions.",
    )
    parser.add_argument("--cards", type=int, default=4, help="numbers per hand (default 4)")
    parser.add_argument("--min", type=int, default=1, dest="low", help="smallest number (1)")
    parser.add_argument("--max", type=int, default=13, dest="high", help="largest number (13)")
    parser.add_argument("--target", default="24", help="the value to make (default 24)")
    return parser


def main(argv: list[str]) -> int:
    """Print the table."""
    args = build_parser().parse_args(argv)
    if not 1 <= args.cards <= 6:
        raise UsageError(f"--cards must be from 1 to 6, not {args.cards}")
    if args.low > args.high:
        raise UsageError(f"--min {args.low} is larger than --max {args.high}")
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
        f"{lead}{len(hands)} hands, {solvable} solvable, {solutions} solutions "
        f"(target {format_number(target)}) in {seconds:.2f} s",
        file=sys.stderr,
    )
    return EXIT_OK
