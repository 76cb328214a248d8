"""What every subcommand of the command line shares: one-line errors, exit codes, the options
that choose a range of hands, and progress on stderr for long runs."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, NoReturn, Protocol, TextIO, TypeVar

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

from ..core import watch
from ..core.errors import ArgumentError, Cancelled, NumberError
from ..core.numbers import Q, brief, count_text, digit_count, format_number, parse_number
from ..core.operator_set import OperatorSet
from ..make24.tables import (
    MOST_NUMBERS,
    Hand,
    Job,
    OperatorJob,
    R,
    chunked_rows,
    hand_count,
    hands,
    under,
)

#: Exit codes: 0 found, 1 nothing found, 2 bad input, 3 the output could not be written, 130
#: stopped by Ctrl+C (as shells report a program ended by SIGINT).
EXIT_OK, EXIT_NONE, EXIT_USAGE, EXIT_OUTPUT, EXIT_INTERRUPTED = 0, 1, 2, 3, 130
#: The most hands a table or difficulty run covers unless --max-hands says more (six numbers from
#: 1..13 are 18,564 hands and take minutes).
MAX_HANDS = 20_000
#: The longest whole number read for an option (more digits make no sense for a range of cards).
OPTION_DIGITS = 18
#: Seconds between progress lines when stderr is not a terminal (a log file, a pipe).
PROGRESS_EVERY = 5.0
#: A search that reports no counts shows its progress line once it has run this many seconds.
QUIET_FOR = 2.0
#: The most memory (in MB) a command's search, or a table's processes together, may take unless
#: --max-memory says more: with what the program holds before it searches, under 1 GB.
MAX_MEMORY = watch.BUDGET // 10**6
#: What --help says of the limit.
MEMORY_HELP = (
    f"stop a search that takes more than N MB of memory (default {MAX_MEMORY:,}, so that a "
    "command stays under 1 GB: the search says so instead of filling the machine's memory; "
    "give more to go further)"
)
#: The clock of the progress lines (tests put in their own).
clock: Callable[[], float] = time.monotonic


def program(subcommand: str = "") -> str:
    """How the command line was started, for --help and errors: ``python -m solver`` or the
    installed command (``twentyfour-solver``), then the subcommand if any."""
    started = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    name = started if started.lower().startswith("twentyfour") else "python -m solver"
    return f"{name} {subcommand}".strip()


def terminal_width() -> int:
    """The columns of the terminal as shutil.get_terminal_size says (COLUMNS, else standard
    output's terminal, else 80), without importing shutil (with bz2, lzma and zlib): argparse
    makes a help formatter for every option it adds, and the first one imported it."""
    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isdigit() and columns.isascii() and int(columns) > 0:
        return int(columns)
    stdout = sys.__stdout__
    try:
        return (stdout is not None and os.get_terminal_size(stdout.fileno()).columns) or 80
    except (ValueError, OSError):  # closed, or not a terminal
        return 80


class UsageError(Exception):
    """Bad input on the command line; the message is printed as one line."""


class ArgumentParser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line on stderr and exit code 2."""

    def _get_formatter(self) -> argparse.HelpFormatter:
        """argparse's help formatter, as wide as the terminal (`terminal_width`)."""
        return argparse.HelpFormatter(prog=self.prog, width=terminal_width() - 2)

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """Write --help and the like, letting a failing stream say so (argparse ignores it)."""
        if message:
            (file or sys.stderr).write(message)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """As argparse does, but ``--ops -*/`` is read as ``--ops=-*/`` (a set of operators may
        start with a minus, which argparse would take for an option)."""
        return super().parse_known_args(None if args is None else joined_ops(args), namespace)


def joined_ops(argv: Sequence[str]) -> list[str]:
    """The arguments with each ``--ops VALUE`` written ``--ops=VALUE``."""
    out: list[str] = []
    items = iter(argv)
    for item in items:
        if item == "--ops":
            value = next(items, None)
            out += (
                [item] if value is None else [item, value] if value == "--" else [f"--ops={value}"]
            )
        else:
            out.append(item)
    return out


def whole_number(text: str) -> int:
    """An option's whole number, refused in a short message if it is not one or is too long."""
    cleaned = text.strip()
    digits = cleaned.lstrip("+-")
    if not digits.isdigit() or not digits.isascii():
        raise argparse.ArgumentTypeError(f"{brief(text)} is not a whole number")
    if len(digits) > OPTION_DIGITS:
        raise argparse.ArgumentTypeError(
            f"a number of {len(digits)} digits: at most {OPTION_DIGITS} are read"
        )
    return int(cleaned)


def target_number(text: str) -> Q:
    """--target's number: 24, -3, 2.5 or 7/2 (a target is no card), refused in a short message
    that argparse says names the option."""
    try:
        return parse_number(text, cards=False)
    except NumberError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_target_argument(parser: argparse.ArgumentParser, *names: str) -> None:
    """--target (and its short form, where a command has one): the value to make, 24 unless
    given."""
    parser.add_argument(
        "--target", *names, type=target_number, default="24", help="the value to make (default 24)"
    )


def add_operator_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that choose the game's operators: --ops and --whole."""
    parser.add_argument(
        "--ops",
        default="+-*/",
        metavar="OPS",
        help="the operators allowed, e.g. '+-*' (default all four, '+-*/'); only solutions "
        "using these are listed",
    )
    parser.add_argument(
        "--whole",
        action="store_true",
        help="whole numbers only: every step must make a whole number, 0 or more",
    )


def operators_of(args: argparse.Namespace) -> OperatorSet:
    """The game's operators from --ops and --whole; UsageError names a bad one."""
    try:
        return OperatorSet.parse(args.ops, whole=args.whole)
    except ArgumentError as error:
        raise UsageError(f"--ops {brief(args.ops)}: {error}") from None


def with_operators(operators: OperatorSet) -> str:
    """The operators for a summary: '' for the classic game, else ', operators +- whole'."""
    return "" if operators.full else f", operators {operators}"


def add_range_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that choose a set of hands: --cards, --min, --max, --target, and the bound
    and the processes of a run: --max-hands, --jobs."""
    parser.add_argument("--cards", type=whole_number, default=4, help="numbers per hand (4)")
    parser.add_argument("--min", type=whole_number, default=1, dest="low", help="smallest (1)")
    parser.add_argument("--max", type=whole_number, default=13, dest="high", help="largest (13)")
    add_target_argument(parser)
    parser.add_argument(
        "--max-hands",
        type=whole_number,
        default=MAX_HANDS,
        metavar="N",
        help=f"refuse runs of more than N hands (default {MAX_HANDS:,}; six numbers from 1..13 "
        "are 18,564 hands and take minutes)",
    )
    parser.add_argument(
        "--jobs",
        type=whole_number,
        default=None,
        metavar="N",
        help="worker processes (default: one per core for a large run; 1: this process only)",
    )


def check_range(args: argparse.Namespace) -> int:
    """Refuse a range of hands that makes no sense or is too large, in one line; the count of
    hands of a range that is fine."""
    if not 1 <= args.cards <= 6:
        raise UsageError(f"--cards must be from 1 to 6, not {brief(args.cards)}")
    if args.low > args.high:
        raise UsageError(f"--min {brief(args.low)} is larger than --max {brief(args.high)}")
    if args.jobs is not None and not 1 <= args.jobs <= 64:
        raise UsageError(f"--jobs must be from 1 to 64, not {brief(args.jobs)}")
    count = hand_count(args.cards, args.low, args.high)
    if count > args.max_hands:
        raise UsageError(
            f"{describe(args, count)}: more than --max-hands {args.max_hands:,}; "
            "give a smaller range, or a larger --max-hands to run them all (it may take long)"
        )
    if args.high - args.low >= MOST_NUMBERS:
        raise UsageError(
            f"--min {brief(args.low)} to --max {brief(args.high)} are "
            f"{brief(args.high - args.low + 1)} numbers: at most {MOST_NUMBERS:,} are listed"
        )
    return count


def describe(args: argparse.Namespace, count: int) -> str:
    """The hands of a run for people: '1,820 hands of 4 numbers from 1 to 13'."""
    shown = f"{count:,}" if count < 10**15 else f"about 10^{digit_count(count) - 1}"
    noun = "hand" if count == 1 else "hands"
    return (
        f"{shown} {noun} of {count_text(args.cards, 'number')} from {brief(args.low)} "
        f"to {brief(args.high)}"
    )


def run_rows(
    args: argparse.Namespace, job: Job[R], target: Q, total: int, progress: Progress
) -> Iterator[tuple[list[Hand], list[R]]]:
    """The job's answer for every hand of the range in the options, in order, a chunk of hands
    at a time as each chunk is known (on --jobs processes), progress reported."""
    return chunked_rows(
        job,
        hands(args.cards, args.low, args.high),
        target,
        total=total,
        workers=args.jobs,
        progress=progress.update,
    )


class Progress:
    """Progress of a long run on stderr: updated in place on a terminal, else one line every
    `PROGRESS_EVERY` seconds (so a log shows the run is alive), and a summary at the end.

    A run that counts its work (hands) says how far it is (`update`); a search that does not
    says what it is doing and for how long (`beat`, the heartbeat of `watched`), once it has run
    `QUIET_FOR` seconds."""

    def __init__(self, total: int = 0, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.total = total
        self.tty = _is_terminal(self.stream)
        self.started = self.last = clock()
        self.shown = False
        #: what a search that reports no counts is doing, for its progress line
        self.doing = "searching"

    def say(self, line: str) -> None:
        """A line of its own (the progress line, if any, is replaced)."""
        lead = "\r\033[K" if self.tty and self.shown else ""
        print(f"{lead}{line}", file=self.stream, flush=True)
        self.shown = False

    def update(self, done: int, total: int) -> None:
        """`done` of `total` hands are worked out."""
        if done >= total:
            return
        share = 100 * done / total if total else 100.0
        self.show(lambda seconds: f"{done:,}/{total:,} hands ({share:.0f} %), {seconds:.0f} s")

    def beat(self, seconds: float) -> None:
        """The heartbeat of a search: what it is doing and for how long (from `QUIET_FOR`)."""
        if seconds >= QUIET_FOR:
            self.show(lambda _: f"{self.doing}… {seconds:.0f} s")

    def now_doing(self, doing: str) -> None:
        """A search starts on something else: shown at once on a terminal."""
        self.doing = doing
        if self.tty:
            self.last = -PROGRESS_EVERY
            self.show(lambda seconds: f"{doing}…")

    def show(self, text: Callable[[float], str]) -> None:
        """The progress line (given the seconds so far), if one is due."""
        now = clock()
        if now - self.last < (0.2 if self.tty else PROGRESS_EVERY):
            return
        self.last = now
        with contextlib.suppress(OSError):  # the progress of a search never stops it
            if self.tty:
                print(f"\r\033[K{text(now - self.started)}", end="", file=self.stream, flush=True)
                self.shown = True
            else:
                print(text(now - self.started), file=self.stream, flush=True)

    def clear(self) -> None:
        """Take the progress line away (before the results are printed)."""
        if self.shown:
            with contextlib.suppress(OSError):
                print("\r\033[K", end="", file=self.stream, flush=True)
            self.shown = False

    def seconds(self) -> float:
        """Seconds since the run started."""
        return clock() - self.started


def _is_terminal(stream: TextIO) -> bool:
    """Whether a stream is a terminal (one that cannot say is not)."""
    try:
        return stream.isatty()
    except (OSError, ValueError, AttributeError):
        return False


def add_memory_argument(parser: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    """The option that bounds a command's memory: --max-memory."""
    parser.add_argument(
        "--max-memory",
        type=whole_number,
        default=MAX_MEMORY,
        metavar="N",
        help=MEMORY_HELP,
    )


@contextlib.contextmanager
def watched(args: argparse.Namespace, progress: Progress | None = None) -> Iterator[None]:
    """While this lasts, a search stops past --max-memory MB and beats `progress`'s heart; a
    Ctrl+C that came after the search's last safe point stops the command as it ends."""
    if args.max_memory < 1:
        raise UsageError(f"--max-memory must be at least 1, not {brief(args.max_memory)}")
    advice = f"give a larger --max-memory (now {args.max_memory:,}) to let it use more"
    try:
        beat = None if progress is None else progress.beat
        with watch.watching(args.max_memory * 10**6, beat, advice):
            yield
            if watch.pressed():  # before the results are printed
                raise Cancelled("interrupted (Ctrl+C)")
    finally:
        if progress is not None:
            progress.clear()


def interrupted(prog: str) -> int:
    """Ctrl+C: one line (if stderr can take it), and its exit code."""
    say(f"{prog}: interrupted")
    return EXIT_INTERRUPTED


def fail(prog: str, message: str, code: int = EXIT_USAGE) -> int:
    """Print a one-line error (if stderr can take it) and return the exit code."""
    say(f"{prog}: error: {message}")
    return code


def say(line: str) -> None:
    """A line on stderr, if stderr can take it (when it cannot, the exit code speaks); on a
    terminal it takes the place of a progress line left there (and of a ^C)."""
    stream = sys.stderr
    if stream is None:  # closed when the program started (2>&-)
        return
    lead = "\r\033[K" if _is_terminal(stream) else ""
    with contextlib.suppress(OSError, ValueError):
        print(f"{lead}{line}", file=stream, flush=True)


#: What a table command is told of each hand.
Found = TypeVar("Found", contravariant=True)


class Tally(Protocol[Found]):
    """What a table command makes of each hand's answer: its line, and the summary."""

    def line(self, hand: Hand, found: Found) -> str | None:
        """The hand's line on stdout (None: no line)."""

    def summary(self, args: argparse.Namespace, target: Q, hands: str, seconds: str) -> str:
        """The summary on stderr: `hands` is the count of hands, `seconds` the time taken."""

    def code(self) -> int:
        """The exit code."""


def run_table(
    argv: list[str], name: str, description: str, job: OperatorJob[R], tally: Tally[R]
) -> int:
    """A table command: every hand of a range (the range options), one line each as it is
    worked out (on every core for a large run), progress and a summary on stderr."""
    parser = ArgumentParser(prog=program(name), description=description)
    add_range_arguments(parser)
    add_operator_arguments(parser)
    add_memory_argument(parser)
    args = parser.parse_args(argv)
    total = check_range(args)
    target: Q = args.target
    operators = operators_of(args)
    progress = Progress(total)
    said = f"{describe(args, total)}, target {format_number(target)}{with_operators(operators)}:"
    progress.say(said)
    with watched(args):
        for chunk, answers in run_rows(args, under(job, operators), target, total, progress):
            lines = [tally.line(hand, found) for hand, found in zip(chunk, answers, strict=True)]
            # a chunk's lines in one write, not two a line (print's text, then its newline:
            # 3,644 system calls for the four-card table where the output is unbuffered)
            sys.stdout.write("".join(f"{line}\n" for line in lines if line is not None))
    sys.stdout.flush()
    seconds = f"{progress.seconds():.2f} s"
    progress.say(tally.summary(args, target, count_text(total, "hand"), seconds))
    return tally.code()


def hand_text(hand: Hand) -> str:
    """A hand as a table line starts: 3 3 8 8."""
    return " ".join(map(str, hand))
