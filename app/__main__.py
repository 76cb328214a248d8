"""Start the game: ``python -m app`` (or ``twentyfour``).

``python -m app --screenshot FILE [--view KEY] [--cards "3 3 8 8"] [--puzzle] [--archive]
[--coach] [--room] [--combine] [--size WxH] [--texts]`` renders the window offscreen to a PNG and
exits (default settings, nothing of the user's touched; the scenes are in app.shell.screenshots);
the keys and the views --cards goes with are app.views.VIEW_KEYS and CARD_VIEWS, --puzzle (a
puzzle being played) goes with the tchisla view, --archive (the calendar of past days) with the
daily view, --coach (How to find it, an answer chosen) with the helper; --room shows a room being
hosted (the projector view, its events a script: no network);
--combine answers by combining the cards; --texts also prints the texts the window shows, as a
JSON list.
``python -m app --worksheet FILE.pdf [--count N] [--level L] [--seed S] [--deck D] [--paper P]
[--ops OPS] [--whole] [--hints] [--lang L]`` writes a worksheet and its answer key
(app.game.worksheet) and exits. Bad options: one line on stderr and exit code 2. ``--version``
prints the release.

This module is the command line only: it reads the options and hands over to one program, a
module of app.shell (gui, take_screenshot, write_worksheet). It imports no Qt, so --help and a
bad option need none.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from solver.version import VersionAction

#: The languages --lang takes (app.i18n.LANGUAGES; listed here so --help needs no import).
LANGUAGE_CODES = ("en", "zh_CN")
#: The counts of hands and the seeds a worksheet takes (app.game.worksheet's MIN_COUNT,
#: MAX_COUNT and MAX_SEED; listed here so --help needs no import).
SHEET_COUNTS = (1, 48)
SHEET_SEEDS = (0, 999_999)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line."""

    def error(self, message: str) -> NoReturn:
        """Print one line and exit with code 2."""
        self.exit(2, f"{self.prog}: error: {message}\n")


def program_name() -> str:
    """How the program was started, for --help and errors: ``python -m app`` or the installed
    command (``twentyfour``, or the bundle's ``TwentyFour``)."""
    started = Path(sys.argv[0]) if sys.argv and sys.argv[0] else Path()
    name = started.name
    if name == "__main__.py" and started.parent.name == "app":
        return "python -m app"
    return name if name.lower().startswith("twentyfour") else "twentyfour"


def _size(text: str) -> tuple[int, int]:
    """Read WxH, e.g. 1000x700."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1000x700") from None
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height must be 200..8000")
    return width, height


def _cards(text: str) -> list[int]:
    """Read 2..6 card ranks, e.g. "3 3 8 8" or "A,K,Q,J"."""
    from .game.cards import CardError, parse_rank

    words = text.replace(",", " ").split()
    if not 2 <= len(words) <= 6:
        raise argparse.ArgumentTypeError(f'{text!r}: give 2 to 6 cards, e.g. "3 3 8 8"')
    ranks = []
    for position, word in enumerate(words, 1):
        try:
            ranks.append(parse_rank(word))
        except CardError as error:
            raise argparse.ArgumentTypeError(f"card {position} {word!r}: {error}") from None
    return ranks


def _whole(name: str, low: int, high: int) -> Callable[[str], int]:
    """A reader for a whole number from low to high; the error names the option."""

    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = low - 1
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r}: give {name} from {low} to {high}")
        return value

    return read


def _worksheet_option(kind: str) -> Callable[[str], str]:
    """A reader for --level, --deck, --paper or --ops of a worksheet: the text, once checked
    (the error says the choices)."""

    def read(text: str) -> str:
        from solver import OperatorSet

        from .game.decks import DeckRules
        from .game.worksheet import Paper, parse_sheet_level

        parsers: dict[str, Callable[[str], object]] = {
            "level": parse_sheet_level,
            "deck": DeckRules.parse,
            "paper": Paper.parse,
            "ops": OperatorSet.parse,
        }
        parse = parsers[kind]
        try:
            parse(text)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
        return text

    return read


def _add_worksheet_options(parser: argparse.ArgumentParser) -> None:
    """--worksheet and the options of the sheet."""
    parser.add_argument(
        "--worksheet",
        metavar="FILE",
        type=Path,
        help="write a worksheet with its answer key to a PDF file and exit",
    )
    parser.add_argument(
        "--count",
        metavar="N",
        type=_whole("a count of hands", *SHEET_COUNTS),
        help="with --worksheet: how many hands ({}..{}, default 12)".format(*SHEET_COUNTS),
    )
    parser.add_argument(
        "--level",
        type=_worksheet_option("level"),
        help="with --worksheet: easy (the default), medium, hard, expert or mixed",
    )
    parser.add_argument(
        "--seed",
        metavar="S",
        type=_whole("a seed", *SHEET_SEEDS),
        help="with --worksheet: {}..{}, the same seed gives the same sheet (default: a new "
        "one)".format(*SHEET_SEEDS),
    )
    parser.add_argument(
        "--deck",
        type=_worksheet_option("deck"),
        help="with --worksheet: standard (the default), faces-ten, no-faces or numbers:LOW-HIGH",
    )
    parser.add_argument(
        "--paper",
        type=_worksheet_option("paper"),
        help="with --worksheet: a4 or letter (default: the one the system's locale uses)",
    )
    parser.add_argument(
        "--ops",
        type=_worksheet_option("ops"),
        help="with --worksheet: the operators the answers may use, e.g. '+-*' (default all "
        "four; write --ops=-* for a set starting with a minus)",
    )
    parser.add_argument(
        "--whole",
        action="store_true",
        default=None,
        help="with --worksheet: whole numbers only (every step 0 or more and whole)",
    )
    parser.add_argument(
        "--hints",
        action="store_true",
        default=None,
        help="with --worksheet: print a hint under each hand (where to start, not the answer)",
    )


def _check_worksheet_options(parser: _Parser, args: argparse.Namespace) -> None:
    """The worksheet's options go with --worksheet, and the window's do not."""
    sheet = ("count", "level", "seed", "deck", "paper", "ops", "whole", "hints")
    if args.worksheet is None:
        for name in sheet:
            if getattr(args, name) is not None:
                parser.error(f"--{name} goes with --worksheet")
        return
    if args.worksheet.suffix.lower() != ".pdf":
        parser.error(f"--worksheet {args.worksheet}: the file name must end in .pdf")
    window = (
        "screenshot", "view", "cards", "size", "puzzle", "archive", "coach", "room", "join",
        "combine", "texts",
    )  # fmt: skip
    given = [f"--{name}" for name in window if getattr(args, name) not in (None, False)]
    if given:
        parser.error(
            f"--worksheet writes a PDF and opens no window: leave out {' and '.join(given)}"
        )


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line options."""
    from .views import CARD_VIEWS, VIEW_KEYS

    parser = _Parser(prog=program_name(), description="The 24-point card game and its helper.")
    parser.add_argument(
        "--screenshot", metavar="FILE", type=Path, help="render the window to a PNG file and exit"
    )
    parser.add_argument("--view", choices=VIEW_KEYS, help="the view to show first")
    parser.add_argument(
        "--cards",
        type=_cards,
        metavar='"3 3 8 8"',
        help="cards to show in the helper or play view (2..6 ranks: A, 2..10, J, Q, K)",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGE_CODES,
        help="the language for this run (default: the one chosen in the app, else the "
        "system's; English for --screenshot)",
    )
    parser.add_argument(
        "--theme",
        choices=("light", "dark"),
        help="the appearance for this run (default: the one chosen in the app; light for "
        "--screenshot)",
    )
    parser.add_argument(
        "--puzzle", action="store_true", help="with --view tchisla: show a puzzle being played"
    )
    parser.add_argument(
        "--archive", action="store_true", help="with --view daily: show the archive of past days"
    )
    parser.add_argument(
        "--coach",
        action="store_true",
        help="with --view helper: How to find it for an answer chosen in the list",
    )
    parser.add_argument(
        "--room",
        action="store_true",
        help="with --screenshot: a room being hosted, on the projector view (no network)",
    )
    parser.add_argument(
        "--join",
        action="store_true",
        help="with --screenshot: a room joined from another machine, being played (no network)",
    )
    parser.add_argument(
        "--combine",
        action="store_true",
        help="answer by combining the cards instead of typing (the play views' setting)",
    )
    parser.add_argument(
        "--size",
        type=_size,
        default=None,
        metavar="WxH",
        help="window size for the screenshot (default 1000x700)",
    )
    parser.add_argument(
        "--texts",
        action="store_true",
        help="with --screenshot: also print the texts the window shows, as a JSON list (to "
        "check a build's language)",
    )
    _add_worksheet_options(parser)
    parser.add_argument("--version", action=VersionAction)
    args = parser.parse_args(argv)
    _check_worksheet_options(parser, args)
    if args.screenshot is not None and args.screenshot.suffix.lower() != ".png":
        parser.error(f"--screenshot {args.screenshot}: the file name must end in .png")
    if args.cards and args.view not in (None, *CARD_VIEWS):
        parser.error(
            f"--cards: the {args.view} view shows no cards (use --view "
            f"{', '.join(CARD_VIEWS[:-1])} or {CARD_VIEWS[-1]}, or drop --cards)"
        )
    if args.puzzle and args.view != "tchisla":
        parser.error("--puzzle goes with --view tchisla")
    if args.texts and args.screenshot is None:
        parser.error("--texts goes with --screenshot")
    if args.archive and args.view != "daily":
        parser.error("--archive goes with --view daily")
    if args.coach and args.view not in (None, "helper"):
        parser.error("--coach goes with --view helper")
    for scene in ("room", "join"):
        if getattr(args, scene) and args.screenshot is None:
            parser.error(f"--{scene} goes with --screenshot")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program the command line asks for: the game's window, a screenshot or a
    worksheet; returns the exit code."""
    args = parse_args(argv)
    if args.worksheet is not None:
        from .shell.write_worksheet import run
    elif args.screenshot is not None:
        from .shell.take_screenshot import run
    else:
        from .shell.gui import run
    return run(args, program_name())


if __name__ == "__main__":
    sys.exit(main())
