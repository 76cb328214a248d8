"""``python -m solver [--target T] [--ops OPS] [--whole] [--steps] [--json] [--first] NUMBER...``:
solve one hand; a hand without a solution is told the values nearest the target it can make."""

from __future__ import annotations

import argparse
import json
import sys

from ..core.collector import left_to_exit
from ..core.numbers import Q, brief, brief_numbers, format_number, parse_number
from ..core.operator_set import OperatorSet
from ..make24.nearest import MAX_NEAREST, nearest
from ..make24.search import MAX_EXHAUSTIVE
from ..make24.solution import Solution
from ..make24.solve import MAX_FIRST, MAX_NUMBERS, first_solution, read_numbers, solve
from ..version import VersionAction
from .common import (
    EXIT_NONE,
    EXIT_OK,
    ArgumentParser,
    Progress,
    add_memory_argument,
    add_operator_arguments,
    add_target_argument,
    operators_of,
    program,
    watched,
    with_operators,
)


def build_parser() -> ArgumentParser:
    """The argument parser of the solve command."""
    parser = ArgumentParser(
        prog=program(),
        description=(
            "List every distinct way to make the target from the numbers, each used once, "
            "with + - * / (or those of --ops) and brackets; without one, say so and name the "
            "nearest values the numbers make. Subcommands: table, tchisla, difficulty, check, "
            f"daily, explain ({program()} SUBCOMMAND --help)."
        ),
        epilog=(
            "Numbers may be cards (A 2..10 J Q K, T for 10), integers, decimals or fractions. "
            f"Limits: every solution is listed for up to {MAX_NUMBERS} numbers, --first goes to "
            f"{MAX_FIRST} (past {MAX_EXHAUSTIVE} within a budget of a few seconds), the nearest "
            f"values are named for up to {MAX_NEAREST}; --max-memory bounds the memory. Exit "
            "codes: 0 solved, 1 no solution, 2 bad input, 3 output not written, 130 Ctrl+C."
        ),
    )
    add_hand_arguments(parser)
    parser.add_argument("--steps", action="store_true", help="show the working of each solution")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--first", action="store_true", help="stop at the first solution (up to 10 numbers)"
    )
    add_operator_arguments(parser)
    add_memory_argument(parser)
    parser.add_argument("--version", action=VersionAction)
    return parser


def add_hand_arguments(parser: ArgumentParser) -> None:
    """The arguments that give a hand: its numbers, and --target."""
    parser.add_argument("numbers", nargs="+", metavar="NUMBER", help="the numbers or cards")
    add_target_argument(parser, "-t")


def hand_of(args: argparse.Namespace) -> tuple[tuple[Q, ...], Q]:
    """The hand's numbers (sorted) and the target, as given."""
    return read_numbers(parse_number(text) for text in args.numbers), args.target


def main(argv: list[str]) -> int:
    """Solve the hand given on the command line."""
    args = build_parser().parse_intermixed_args(argv)
    numbers, target = hand_of(args)
    operators = operators_of(args)
    with watched(args, Progress()):  # the nearest values too are a search
        with left_to_exit():  # the process ends after the answer: its search is not freed
            solutions = _solutions(args, numbers, target, operators)
        near = None
        if not solutions and not args.json and len(numbers) <= MAX_NEAREST:
            near = nearest(numbers, target, operators=operators)
    if args.json:
        print(
            json.dumps(
                {
                    "numbers": [format_number(n) for n in numbers],
                    "target": format_number(target),
                    "count": len(solutions),
                    "solutions": [s.to_dict() for s in solutions],
                },
                ensure_ascii=False,
            )
        )
    elif not solutions:
        goal = brief(target) + with_operators(operators)
        print(f"no solution: {brief_numbers(numbers)} cannot make {goal}", file=sys.stderr)
        if near is not None:
            print(near, file=sys.stderr)
    for solution in solutions if not args.json else []:
        print(solution.text)
        if args.steps:
            for step in solution.steps:
                print(f"    {step}")
    return EXIT_OK if solutions else EXIT_NONE


def _solutions(
    args: argparse.Namespace, numbers: tuple[Q, ...], target: Q, operators: OperatorSet
) -> list[Solution]:
    """Every solution, or the first found with --first."""
    if args.first:
        found = first_solution(numbers, target, operators=operators)
        return [] if found is None else [found]
    return solve(numbers, target, operators=operators)
