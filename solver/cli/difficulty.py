"""``python -m solver difficulty``: every solvable hand of a range with its score, as TSV."""

from __future__ import annotations

import sys

from ..core.numbers import count_text, format_number, parse_number
from ..make24.difficulty import hand_stats
from .common import (
    EXIT_NONE,
    EXIT_OK,
    ArgumentParser,
    Progress,
    add_range_arguments,
    check_range,
    describe,
    program,
    run_rows,
)


def build_parser() -> ArgumentParser:
    """The argument parser of the difficulty command."""
    parser = ArgumentParser(
        prog=program("difficulty"),
        description="Every solvable multiset of N numbers from MIN..MAX, one TSV line each: "
        "hand, difficulty score (about a player's mean seconds; higher is harder). Lines are "
        "printed as they are worked out; progress and a summary go to stderr.",
    )
    add_range_arguments(parser)
    return parser


def main(argv: list[str]) -> int:
    """Print every solvable hand with its score, in ascending hand order."""
    args = build_parser().parse_args(argv)
    total = check_range(args)
    target = parse_number(args.target)
    progress = Progress(total)
    progress.say(f"{describe(args, total)}, target {format_number(target)}:")
    solvable = 0
    hardest: tuple[float, tuple[int, ...]] | None = None
    found = run_rows(args, hand_stats, target, total, progress)
    for hand, (_, score) in found:
        if score is not None:
            solvable += 1
            hardest = max(hardest or (score, hand), (score, hand))
            print(f"{' '.join(map(str, hand))}\t{score:.2f}")
    sys.stdout.flush()
    if hardest is None:
        progress.say(
            f"no solvable hand: no {count_text(args.cards, 'number')} from {args.low} to "
            f"{args.high} can make {format_number(target)} "
            f"({count_text(total, 'hand')} in {progress.seconds():.2f} s)"
        )
        return EXIT_NONE
    progress.say(
        f"{count_text(total, 'hand')}, {solvable} solvable and scored (target "
        f"{format_number(target)}); the hardest: {' '.join(map(str, hardest[1]))} "
        f"({hardest[0]:.2f}); in {progress.seconds():.2f} s"
    )
    return EXIT_OK
