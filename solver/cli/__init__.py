"""The command line: ``python -m solver [SUBCOMMAND] ...``.

Subcommands: (none) solve a hand, ``table``, ``tchisla``, ``difficulty``, ``check`` (is an answer
a solution?), ``daily`` (the puzzle of a date), ``explain`` (how to find an answer). Each lives in
its own module exposing ``main(argv) -> int``; this module only dispatches and turns every error
into one line on stderr and an exit code (2 for bad input, 3 when the output cannot be written,
130 for Ctrl+C), on any output stream (`output`: ASCII forms where a stream cannot encode a
symbol). Ctrl+C stops a search at its next safe point (`solver.core.watch`), never inside
compiled code.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from ..core import watch
from ..core.collector import end, one_shot
from ..core.errors import Cancelled, SolverError
from .common import EXIT_OK, EXIT_OUTPUT, UsageError, fail, interrupted, program
from .output import ascii_fallback

SUBCOMMANDS = ("table", "tchisla", "difficulty", "check", "daily", "explain")


def command() -> int:
    """`main` as a program runs it (``python -m solver``, ``twentyfour-solver``): the process
    ends next. A search leaves large caches, and the collection Python runs at exit walked every
    object of them (2.3 s after listing the 11,143 solutions of 1 2 3 5 6 7 8 in about 2 s);
    frozen, they are left out of it. The exit is otherwise as usual (workers' resources are
    released). The collector does not run during the command either: a search leaves every
    object it made young, and the first young collection after it walked them all while the
    answer was printed (a third of the CPU time of 1 2 3 5 6 7 8: 3.3 s to 2.2 s, measured
    under load); the searches make no reference cycles, and --max-memory still bounds them.
    A command that left its search to the end of the process (`collector.left_to_exit`) ends it
    here, its output flushed, without freeing the search object by object."""
    watch.catch_ctrl_c()
    gc.disable()
    one_shot()
    code = main()
    gc.freeze()
    return end(code)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return its exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    name = args[0] if args and args[0] in SUBCOMMANDS else "solve"
    if name != "solve":
        args = args[1:]
    prog = program("" if name == "solve" else name)
    module = importlib.import_module(f"{__name__}.{name}")
    run: Callable[[list[str]], int] = module.main
    if sys.stdout is None:  # closed when the program started (>&-)
        return fail(prog, "the output cannot be written: standard output is closed", EXIT_OUTPUT)
    with ascii_fallback():
        return _run(run, args, prog)


def _run(run: Callable[[list[str]], int], args: list[str], prog: str) -> int:
    """A subcommand run, every error it meets a line on stderr and an exit code."""
    try:
        try:
            code = run(args)
        except SystemExit as done:  # --help, --version: written, but not yet flushed
            sys.stdout.flush()
            raise done
        sys.stdout.flush()  # a full disk says so here, not at exit
        return interrupted(prog) if watch.pressed() else code
    except (UsageError, SolverError) as error:
        return fail(prog, str(error))
    except (Cancelled, KeyboardInterrupt):  # Ctrl+C (Cancelled: noted, and stopped at a safe point)
        return interrupted(prog)
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        _silence(sys.stdout)
        return EXIT_OK
    except OSError as error:  # the output cannot be written (a full disk)
        _silence(sys.stdout)
        return fail(prog, f"the output cannot be written: {error.strerror or error}", EXIT_OUTPUT)


def _silence(stream: TextIO) -> None:
    """Send what is left of a stream that failed to /dev/null, so that Python's flush at exit
    has no second error to report."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
    except (OSError, ValueError):  # no file descriptor to replace (a test's capture)
        pass
