"""``python -m solver daily [--date YYYY-MM-DD]``: the daily puzzle of a date."""

from __future__ import annotations

import re
from datetime import date

from ..core.numbers import brief, count_text
from ..make24.daily import puzzle
from .common import (
    EXIT_OK,
    ArgumentParser,
    Progress,
    UsageError,
    add_memory_argument,
    add_operator_arguments,
    operators_of,
    program,
    watched,
    with_operators,
)

#: Today's date (tests replace it).
today = date.today


def build_parser() -> ArgumentParser:
    """The argument parser of the daily command."""
    parser = ArgumentParser(
        prog=program("daily"),
        description="The daily puzzle: one hand per date, the same on every machine, from Easy "
        "on Monday to Expert on Sunday. Prints the date, the hand, its level and its count of "
        "distinct solutions. A game with other operators (--ops, --whole) has its own puzzle "
        "each day, the same for everybody playing by those rules.",
    )
    parser.add_argument(
        "--date", type=read_date, default=None, help="the date, YYYY-MM-DD (default today)"
    )
    parser.add_argument("--solutions", action="store_true", help="also list the solutions")
    add_operator_arguments(parser)
    add_memory_argument(parser)
    return parser


def read_date(text: str) -> date:
    """A date written YYYY-MM-DD; UsageError says what is wrong."""
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text.strip()):
        raise UsageError(
            f"--date {brief(text)} is not a date: write it YYYY-MM-DD, e.g. 2025-03-17"
        )
    try:
        return date.fromisoformat(text.strip())
    except ValueError as error:
        raise UsageError(f"--date {brief(text)} is not a date: {error}") from None


def main(argv: list[str]) -> int:
    """Print the puzzle of the date."""
    args = build_parser().parse_args(argv)
    day = args.date or today()
    operators = operators_of(args)
    with watched(args, Progress()):
        found = puzzle(day, operators=operators)
    hand = " ".join(map(str, found.hand))
    count = count_text(len(found.solutions), "solution") + with_operators(operators)
    print(f"{day.isoformat()} {day.strftime('%A')}: {hand} ({found.level}, {count})")
    for solution in found.solutions if args.solutions else ():
        print(f"    {solution.text}")
    return EXIT_OK
