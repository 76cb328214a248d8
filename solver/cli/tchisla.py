"""``python -m solver tchisla [--steps] TARGET [DIGIT...]``: fewest copies of one digit.

``python -m solver tchisla --check ANSWER TARGET DIGIT`` checks a typed answer instead.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from ..core.numbers import brief, short_number
from ..tchisla import CEILINGS, Limits, read_target, read_whole, steps, tchisla
from ..tchisla.answer import AnswerError, check_answer
from .common import (
    EXIT_NONE,
    EXIT_OK,
    ArgumentParser,
    Progress,
    UsageError,
    add_memory_argument,
    program,
    watched,
)

DIGITS = {str(d) for d in range(1, 10)}


def limit_of(text: str, name: str) -> int:
    """A search limit as given (`read_whole`: 12, 10^30); UsageError naming its option and the
    values it takes otherwise."""
    value = read_whole(text)
    if value is None or not 1 <= value <= CEILINGS[name]:
        raise UsageError(
            f"{_flag(name)} must be a whole number from 1 to {short_number(CEILINGS[name])}, "
            f"not {brief(text)}"
        )
    return value


def _flag(name: str) -> str:
    """The option of a limit: max_copies -> --max-copies."""
    return "--" + name.replace("_", "-")


def build_parser() -> ArgumentParser:
    """The argument parser of the tchisla command."""
    defaults = Limits()
    parser = ArgumentParser(
        prog=program("tchisla"),
        usage=(
            "%(prog)s [-h] [--steps] [--max-copies N ...] TARGET [DIGIT ...]\n"
            "       %(prog)s --check ANSWER TARGET DIGIT"
        ),
        description=(
            "Reach TARGET with the fewest copies of one digit, using + - * / ^, square roots, "
            "factorials and the digit repeated (7, 77, 777). Prints TARGET#DIGIT, the count "
            "and the expression, one line per digit."
        ),
        epilog=(
            "Exit code 0 when every digit was solved, 1 when some was not, 2 for bad input. "
            "With --check: 0 and the count when the answer is right, 1 and the reason when it "
            "is not, 2 when it cannot be read. An answer uses the digit (7, 77, 777), + - * /, "
            "^ or ** (the exponent may be negated: 2^-2, 2^(-2)), ! and √ (or sqrt, or r: "
            "sqrt(9), r9), and brackets."
        ),
    )
    # optional to argparse only so that a missing TARGET is not reported as "TARGET, DIGIT"
    parser.add_argument("target", nargs="?", metavar="TARGET", help="the whole number to reach")
    parser.add_argument("digits", nargs="*", metavar="DIGIT", help="digits 1..9 (default all)")
    parser.add_argument("--steps", action="store_true", help="show the working of each answer")
    parser.add_argument(
        "--check",
        metavar="ANSWER",
        help="check a typed answer for TARGET and one DIGIT instead of solving",
    )
    limits = parser.add_argument_group(
        "search limits",
        "Larger limits can find shorter answers but take longer and use more memory.",
    )
    for name, meaning in (
        ("copies", "most copies of the digit"),
        ("value", "largest value kept (numerator and denominator)"),
        ("factorial", "largest n for n! (n! may pass --max-value)"),
        ("exponent", "largest whole exponent of ^"),
        ("stored", "most values kept in memory (bounds the memory used)"),
    ):
        field = f"max_{name}"
        number = short_number if name == "value" else str
        shown, ceiling = number(getattr(defaults, field)), number(CEILINGS[field])
        limits.add_argument(
            f"--max-{name}",
            default=str(getattr(defaults, field)),
            metavar="N",
            help=f"{meaning}; default {shown}, at most {ceiling}",
        )
    add_memory_argument(limits)
    return parser


def main(argv: list[str]) -> int:
    """Solve TARGET # DIGIT for each digit given (default 1..9) and print the answers."""
    args = build_parser().parse_intermixed_args(argv)
    if args.target is None:
        raise UsageError("the following arguments are required: TARGET")
    target = read_target(args.target)
    for text in args.digits:
        if text.strip() not in DIGITS:
            raise UsageError(f"DIGIT must be one of 1..9, not {brief(text)}")
    digits = list(dict.fromkeys(int(d) for d in args.digits)) or list(range(1, 10))
    limits = Limits(**{name: limit_of(getattr(args, name), name) for name in CEILINGS})
    if args.check is not None:
        if len(args.digits) != 1:
            raise UsageError("--check needs one DIGIT after TARGET, e.g. --check '77/7' 11 7")
        return check(args.check, target, digits[0], args.steps)
    missing = False
    progress = Progress()
    for digit in digits:
        progress.doing = f"{target}#{digit}: searching"
        with watched(args, progress):  # the progress line goes before the answer is printed
            result = tchisla(target, digit, limits=limits, progress=copies_shown(progress))
        if not result.found:
            missing = True
            print(f"{target}#{digit}: {result.message}", file=sys.stderr)
            continue
        print(f"{target}#{digit}\t{result.count}\t{result.expression}", flush=True)
        if args.steps:
            for step in result.steps:
                print(f"    {step}")
    return EXIT_NONE if missing else EXIT_OK


def check(answer: str, target: int, digit: int, show_steps: bool) -> int:
    """Check a typed answer: print TARGET#DIGIT, the count and the answer, or why it is wrong."""
    try:
        checked = check_answer(answer, target, digit)
    except AnswerError as error:  # it reads, but breaks a rule: a wrong answer, not bad input
        print(f"{target}#{digit}: {error}", file=sys.stderr)
        return EXIT_NONE
    if not checked.correct:
        print(f"{target}#{digit}: {checked}", file=sys.stderr)
        return EXIT_NONE
    print(f"{target}#{digit}\t{checked.count}\t{answer.strip()}")
    if show_steps:
        for step in steps(checked.tree):
            print(f"    {step}")
    return EXIT_OK


def copies_shown(progress: Progress) -> Callable[[int], None]:
    """The search's progress (the count of copies it starts on) on the progress line."""
    doing = progress.doing

    def show(n: int) -> None:
        progress.now_doing(f"{doing} {'1 copy' if n == 1 else f'{n} copies'}")

    return show
