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


def fail(prog: str, message: str) -> int:
    """Print a one-line error and return the exit code for bad input."""
    print(f"{prog}: error: {message}", file=sys.stderr)
    return EXIT_USAGE
