"""What every subcommand of the command line shares: one-line errors, exit codes."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

#: Exit codes: 0 found, 1 nothing found, 2 bad input.
EXIT_OK, EXIT_NONE, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    """Bad input on the command line; the message is printed as one line."""


class ArgumentParser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def add_range_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that choose a set of hands: --cards, --min, --max, --target."""
    parser.add_argument("--cards", type=int, default=4, help="numbers per hand (default 4)")
    parser.add_argument("--min", type=int, default=1, dest="low", help="smallest number (1)")
    parser.add_argument("--max", type=int, default=13, dest="high", help="largest number (13)")
    parser.add_argument("--target", default="24", help="the value to make (default 24)")


def check_range(args: argparse.Namespace) -> None:
    """Refuse a range of hands that makes no sense, in one line."""
    if not 1 <= args.cards <= 6:
        raise UsageError(f"--cards must be from 1 to 6, not {args.cards}")
    if args.low > args.high:
        raise UsageError(f"--min {args.low} is larger than --max {args.high}")


def fail(prog: str, message: str) -> int:
    """Print a one-line error and return the exit code for bad input."""
    print(f"{prog}: error: {message}", file=sys.stderr)
    return EXIT_USAGE
