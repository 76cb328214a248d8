"""``python -m solver explain [--target T] [--ops OPS] [--whole] [--json] [--answer EXPR] N...``:
how to find an answer, as the coach's ladder of hints (`solver.make24.coach`), one rung a line,
least revealing first; with --json one JSON object a line. Exit 0 when the hand has an answer, 1
when it has none (the rungs say why), 2 for bad input."""

from __future__ import annotations

import json
import sys

from ..make24.coach import coach
from ..make24.identify import AnswerError, AnswerParseError
from ..version import VersionAction
from .common import (
    EXIT_NONE,
    EXIT_OK,
    ArgumentParser,
    Progress,
    add_memory_argument,
    add_operator_arguments,
    operators_of,
    program,
    watched,
)
from .solve import add_hand_arguments, hand_of


def build_parser() -> ArgumentParser:
    """The argument parser of the explain command."""
    parser = ArgumentParser(
        prog=program("explain"),
        description=(
            "Explain how to find a way to make the target from the numbers, each used once: a "
            "ladder of hints, one a line, from the least revealing (a plan for the last step) "
            "through the numbers to make on the way and a first step to the answer with its "
            "working. A hand whose answers all need a fraction says so first; a hand without "
            "an answer gets the plans a player would try and how near each comes. Exit 0 when "
            "there is an answer, 1 when there is none or --answer is not one, 2 for bad input (an "
            "--answer that cannot be read too)."
        ),
        epilog="Numbers may be cards (A 2..10 J Q K, T for 10), integers, decimals or fractions.",
    )
    add_hand_arguments(parser)
    parser.add_argument(
        "--json",
        action="store_true",
        help='one JSON object a line: "kind" and "text"; a goal also "make" and "from"; the '
        'answer also "answer"',
    )
    parser.add_argument(
        "--answer",
        metavar="EXPR",
        help="explain how to find this answer (e.g. '8/(3-8/3)') instead of the coach's choice",
    )
    add_operator_arguments(parser)
    add_memory_argument(parser)
    parser.add_argument("--version", action=VersionAction)
    return parser


def main(argv: list[str]) -> int:
    """Print the ladder of the hand given on the command line."""
    args = build_parser().parse_intermixed_args(argv)
    numbers, target = hand_of(args)
    try:
        with watched(args, Progress()):  # the coach's searches: Ctrl+C, memory, progress
            ladder = coach(numbers, target, operators=operators_of(args), answer=args.answer)
    except AnswerParseError:
        raise  # bad input: one line and exit 2, as every command says it
    except AnswerError as error:  # it reads, but it is not a solution
        print(f"not a solution: {error}", file=sys.stderr)
        return EXIT_NONE
    for rung in ladder:
        print(json.dumps(rung.to_dict(), ensure_ascii=False) if args.json else rung.text)
    return EXIT_OK if ladder.solvable else EXIT_NONE
