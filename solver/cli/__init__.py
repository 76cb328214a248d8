"""The command line: ``python -m solver [SUBCOMMAND] ...``.

Subcommands: (none) solve a hand, ``table``, ``tchisla``, ``difficulty``, ``check`` (is an answer
a solution?), ``daily`` (the puzzle of a date). Each lives in its own module exposing
``main(argv) -> int``; this module only dispatches and turns every error into one line on stderr
and exit code 2.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Sequence

from ..core.errors import SolverError
from .common import UsageError, fail, program

SUBCOMMANDS = ("table", "tchisla", "difficulty", "check", "daily")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return its exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    name = args[0] if args and args[0] in SUBCOMMANDS else "solve"
    if name != "solve":
        args = args[1:]
    prog = program("" if name == "solve" else name)
    module = importlib.import_module(f"{__name__}.{name}")
    run: Callable[[list[str]], int] = module.main
    try:
        return run(args)
    except UsageError as error:
        return fail(prog, str(error))
    except SolverError as error:
        return fail(prog, str(error))
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # no second error when Python flushes at exit
        return 0
