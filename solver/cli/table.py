"""``python -m solver table``: every hand of a range with its distinct solutions, as TSV."""

from __future__ import annotations

import sys

from ..core.numbers import count_text, format_number, parse_number
from ..make24.tables import solution_texts
from .common import (
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
    """The argument parser of the table command."""
    parser = ArgumentParser(
        prog=program("table"),
        description="Every multiset of N numbers from MIN..MAX, one TSV line each: "
        "hand, count, solutions. Lines are printed as they are worked out (on every core for a "
        "large run); progress and a summary go to stderr.",
    )
    add_range_arguments(parser)
    return parser


def main(argv: list[str]) -> int:
    """Print the table, line by line."""
    args = build_parser().parse_args(argv)
    total = check_range(args)
    target = parse_number(args.target)
    progress = Progress(total)
    progress.say(f"{describe(args, total)}, target {format_number(target)}:")
    solvable = solutions = 0
    found = run_rows(args, solution_texts, target, total, progress)
    for hand, texts in found:
        solvable += bool(texts)
        solutions += len(texts)
        print("\t".join([" ".join(map(str, hand)), str(len(texts)), *texts]))
    sys.stdout.flush()
    progress.say(
        f"{count_text(total, 'hand')}, {solvable} solvable, {count_text(solutions, 'solution')} "
        f"(target {format_number(target)}) in {progress.seconds():.2f} s"
    )
    return EXIT_OK
