"""``python -m solver check --answer TEXT [--target T] NUMBER...``: is an answer a solution?"""

from __future__ import annotations

import sys

from ..core.numbers import parse_number
from ..make24.identify import AnswerError, AnswerParseError, identify
from ..make24.solve import read_numbers
from . import common
from .common import EXIT_NONE, EXIT_OK, ArgumentParser, program


def build_parser() -> ArgumentParser:
    """The argument parser of the check command."""
    parser = ArgumentParser(
        prog=program("check"),
        description="Check an answer against a hand: print the distinct solution it is (as "
        f"{program()} lists it) and exit 0, or say why it is not a solution and exit 1.",
        epilog="Numbers may be cards (A 2..10 J Q K, T for 10), integers, decimals or fractions.",
    )
    parser.add_argument("numbers", nargs="+", metavar="NUMBER", help="the numbers or cards")
    parser.add_argument(
        "--answer", "-a", required=True, help='the answer, e.g. "(1+2+3)*4" (quote it)'
    )
    parser.add_argument("--target", "-t", default="24", help="the value to make (default 24)")
    common.add_operator_arguments(parser)
    return parser


def main(argv: list[str]) -> int:
    """Identify the answer, or say why it is not a solution."""
    args = build_parser().parse_intermixed_args(argv)
    numbers = read_numbers(parse_number(text) for text in args.numbers)
    target = parse_number(args.target)
    try:
        found = identify(args.answer, numbers, target, operators=common.operators_of(args))
    except AnswerError as error:
        print(f"not a solution: {error}", file=sys.stderr)
        if isinstance(error, AnswerParseError):
            print(error.pointer(), file=sys.stderr)
        return EXIT_NONE
    print(found.text)
    return EXIT_OK
