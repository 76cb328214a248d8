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
        f"{program()} lists it) and exit 0, or say why it is not a solution and exit 1; an "
        "answer that cannot be read exits 2, as other bad input does.",
        epilog="Numbers may be cards (A 2..10 J Q K, T for 10), integers, decimals or fractions.",
    )
    parser.add_argument("numbers", nargs="+", metavar="NUMBER", help="the numbers or cards")
    parser.add_argument(
        "--answer", "-a", required=True, help='the answer, e.g. "(1+2+3)*4" (quote it)'
    )
    common.add_target_argument(parser, "-t")
    common.add_operator_arguments(parser)
    return parser


def main(argv: list[str]) -> int:
    """Identify the answer, or say why it is not a solution (exit 1); an answer that cannot be
    read is bad input (exit 2), said as the other commands say theirs."""
    args = build_parser().parse_intermixed_args(argv)
    numbers = read_numbers(parse_number(text) for text in args.numbers)
    try:
        found = identify(args.answer, numbers, args.target, operators=common.operators_of(args))
    except AnswerParseError as error:
        code = common.fail(program("check"), str(error))
        common.say(error.pointer())
        return code
    except AnswerError as error:
        print(f"not a solution: {error}", file=sys.stderr)
        return EXIT_NONE
    print(found.text)
    return EXIT_OK
