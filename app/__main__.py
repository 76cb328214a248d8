"""Start the game: ``python -m app`` (or ``twentyfour``).

``python -m app --screenshot FILE [--view KEY] [--cards "3 3 8 8"] [--puzzle] [--archive]
[--combine] [--size WxH] [--texts]`` renders the window offscreen to a PNG and exits (default
settings, nothing of the user's touched; the scenes are in app.screenshots); the keys and the
views --cards goes with are app.views.VIEW_KEYS and CARD_VIEWS, --puzzle (a puzzle being played)
goes with the tchisla view, --archive (the calendar of past days) with the daily view; --combine
answers by combining the cards; --texts also prints the texts the window shows, as a JSON list.
``python -m app --worksheet FILE.pdf [--count N] [--level L] [--seed S] [--deck D] [--paper P]
[--ops OPS] [--whole] [--lang L]`` writes a worksheet and its answer key (app.game.worksheet) and
exits. Bad options: one line on stderr and exit code 2. ``--version`` prints the release.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import tempfile
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, NoReturn

from solver.version import VersionAction

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], None]

if TYPE_CHECKING:
    from PyQt5.QtWidgets import QApplication

    from .context import AppContext
    from .main_window import MainWindow
    from .settings import Settings

#: The languages --lang takes (app.i18n.LANGUAGES; listed here so --help needs no import).
LANGUAGE_CODES = ("en", "zh_CN")
#: The counts of hands and the seeds a worksheet takes (app.game.worksheet's MIN_COUNT,
#: MAX_COUNT and MAX_SEED; listed here so --help needs no import).
SHEET_COUNTS = (1, 48)
SHEET_SEEDS = (0, 999_999)
SCREENSHOT_TIMEOUT_MS = 15000
#: How long the window may settle after its jobs are done, before it is grabbed.
SETTLE_MS = 200


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


def _check_worksheet_options(parser: _Parser, args: argparse.Namespace) -> None:
    """The worksheet's options go with --worksheet, and the window's do not."""
    sheet = ("count", "level", "seed", "deck", "paper", "ops", "whole")
    if args.worksheet is None:
        for name in sheet:
            if getattr(args, name) is not None:
                parser.error(f"--{name} goes with --worksheet")
        return
    if args.worksheet.suffix.lower() != ".pdf":
        parser.error(f"--worksheet {args.worksheet}: the file name must end in .pdf")
    window = ("screenshot", "view", "cards", "size", "puzzle", "archive", "combine", "texts")
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
    return args


def _has_display() -> bool:
    """Whether a window system is available."""
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) or (
        sys.platform in ("win32", "darwin")
    )


def create_app() -> QApplication:
    """The QApplication, named so QSettings and QStandardPaths find the app's places."""
    from PyQt5.QtCore import QCoreApplication, Qt
    from PyQt5.QtWidgets import QApplication

    from . import APP_ID, APP_NAME, ORGANIZATION
    from .worker import JobRunner

    QCoreApplication.setAttribute(Qt.AA_EnableHighDpiScaling)
    QCoreApplication.setAttribute(Qt.AA_UseHighDpiPixmaps)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName(APP_ID)  # Wayland and KDE match the window to the menu entry
    app.aboutToQuit.connect(JobRunner.cancel_all)
    return app


def scratch_context(directory: str) -> AppContext:
    """A context on default settings and data in a scratch directory (screenshots, benchmarks)."""
    from PyQt5.QtCore import QSettings

    from .context import AppContext
    from .settings import Settings

    store = QSettings(str(Path(directory) / "settings.ini"), QSettings.IniFormat)
    return AppContext(Settings(store), Path(directory))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app (or take a screenshot); returns the exit code."""
    args = parse_args(argv)
    if args.worksheet is not None:
        # Qt orders a font's glyphs in the PDF by a hash that is seeded anew in every run,
        # unless it is fixed before Qt starts: the same sheet is then the same bytes.
        os.environ.setdefault("QT_HASH_SEED", "0")
    if (args.screenshot is not None or args.worksheet is not None) and not _has_display():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .platform_check import problem

    missing = problem(os.environ, program_name())
    if missing:  # Qt would abort with a message that names no package
        print(missing, file=sys.stderr)
        return 1
    app = create_app()

    from .languages import use_language
    from .main_window import MainWindow
    from .settings import Settings
    from .theme import appearance

    if args.worksheet is not None:
        use_language(args.lang if args.lang is not None else Settings().language)
        return _write_worksheet(args)
    if args.screenshot is not None:
        with tempfile.TemporaryDirectory() as scratch:
            use_language(args.lang or "en")
            appearance().set_theme(args.theme or "light")
            context = scratch_context(scratch)
            context.settings.combining = args.combine
            window = MainWindow(context)
            code = _screenshot(window, args)
            drain_jobs()
            _dispose(window)
            return code

    settings = Settings()
    use_language(args.lang if args.lang is not None else settings.language)
    appearance().set_theme(args.theme or settings.theme)
    appearance().set_text_size(settings.text_size)
    if args.combine:
        settings.combining = True
    window = open_main_window(settings=settings)
    if args.view is not None:
        window.show_view(args.view)  # one of app.views.VIEW_KEYS: argparse checked it
    if args.cards:
        window.load_hand(args.cards)
    window.show()
    code = int(app.exec_())
    drain_jobs()
    _dispose(window)
    return code


def open_main_window(data_dir: Path | None = None, settings: Settings | None = None) -> MainWindow:
    """The main window on the player's settings and data folder, whatever state they are in
    (every problem becomes a message in the window); unexpected errors are logged and shown."""
    from .context import AppContext, default_data_dir
    from .main_window import MainWindow
    from .settings import Settings
    from .storage import move_up, prepare_folder

    folder = default_data_dir() if data_dir is None else data_dir
    problems = [problem for problem in (move_up(folder), prepare_folder(folder)) if problem]
    context = AppContext(settings or Settings(), folder, problems=problems)
    window = MainWindow(context)
    sys.excepthook = _unexpected_error_reporter(window, folder)
    return window


def _unexpected_error_reporter(window: MainWindow, data_dir: Path) -> ExceptHook:
    """A last safety net: an unexpected error is logged and shown, and the game goes on.

    (PyQt5 would otherwise end the app on an exception in a slot, losing the player's state.)
    """

    from .i18n import translate
    from .storage import append_log

    def report(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        text = "".join(traceback.format_exception(kind, error, trace)) + "\n"
        what = f"{kind.__name__}: {str(error)[:200]}"
        try:
            log = append_log(data_dir, text)
        except OSError as problem:
            message = translate(
                "Window",
                "Something went wrong ({what}), and it could not be written to the error log "
                "({reason}).",
            ).format(what=what, reason=problem.strerror or problem)
        else:
            message = translate(
                "Window", "Something went wrong ({what}). Details are in {log}."
            ).format(what=what, log=log)
        window.show_message(message, 15000)

    return report


def _dispose(window: MainWindow) -> None:
    """Destroy the window's widgets while the QApplication is still there.

    Left to Python's exit, the window and the application were destroyed in no fixed order, and
    now and then the application went first: a crash on the way out (about 1 in 15 screenshots).
    """
    from PyQt5 import sip

    if not sip.isdeleted(window):
        sip.delete(window)


def drain_jobs(ms: int = 5000) -> bool:
    """Cancel every job and wait for the pool threads, so Python never exits under them; False
    when some still ran after `ms` milliseconds."""
    from PyQt5.QtCore import QThreadPool

    from .worker import JobRunner

    JobRunner.cancel_all()
    pool = QThreadPool.globalInstance()
    return pool is None or pool.waitForDone(ms)


def _write_worksheet(args: argparse.Namespace) -> int:
    """--worksheet: deal the sheet the options say, write its PDF, say so in one line."""
    import random

    from solver import OperatorSet

    from .game.decks import DeckRules
    from .game.worksheet import (
        DEFAULT_COUNT,
        MAX_SEED,
        Paper,
        WorksheetError,
        WorksheetOptions,
        deal_sheet,
        parse_sheet_level,
    )
    from .worksheet_pdf import MissingFontError, default_paper, write_pdf

    seed = args.seed if args.seed is not None else random.randint(0, MAX_SEED)
    options = WorksheetOptions(
        count=args.count or DEFAULT_COUNT,
        level=parse_sheet_level(args.level or "easy"),
        deck=DeckRules.parse(args.deck or "standard"),
        seed=seed,
        paper=Paper.parse(args.paper) if args.paper else default_paper(),
        operators=OperatorSet.parse(args.ops or "+-*/", whole=bool(args.whole)),
    )
    name = program_name()
    try:
        sheet = deal_sheet(options)
        pages = write_pdf(sheet, args.worksheet)
    except WorksheetError as error:
        print(f"{name}: error: {error}", file=sys.stderr)
        return 2
    except MissingFontError as error:
        print(f"{name}: error: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"{name}: error: cannot write {args.worksheet}: {error.strerror}", file=sys.stderr)
        return 1
    level = "mixed" if options.level is None else options.level.value
    print(
        f"{args.worksheet}: {pages} pages, {options.count} {level} hands and the key, seed {seed}"
    )
    return 0


def _screenshot(window: MainWindow, args: argparse.Namespace) -> int:
    """Show the window offscreen, wait for its jobs, save it as a PNG."""
    from PyQt5.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PyQt5.QtWidgets import QApplication

    from .screenshots import prepare, quiet_qt_messages
    from .worker import JobRunner

    quiet_qt_messages()
    key = args.view or "helper"
    view = window.show_view(key)
    if view is None:
        print(f"twentyfour: error: there is no {key} view yet", file=sys.stderr)
        return 2
    window.keep_on_screen = False
    window.resize(*(args.size or (1000, 700)))
    if args.cards and key == "helper":
        window.load_hand(args.cards)
    prepare(key, view, args.cards, args.puzzle, args.archive)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    loop = QEventLoop()

    def check() -> None:
        if not JobRunner.any_busy() or clock.elapsed() > SCREENSHOT_TIMEOUT_MS:
            loop.quit()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(20)
    loop.exec_()
    timer.stop()
    settle = QEventLoop()  # let layouts and the charts' refits follow the results
    QTimer.singleShot(SETTLE_MS, settle.quit)
    settle.exec_()
    QApplication.processEvents()
    if not window.grab().save(str(args.screenshot), "PNG"):
        print(f"twentyfour: error: could not write {args.screenshot}", file=sys.stderr)
        return 1
    print(args.screenshot)
    if args.texts:
        from .window_texts import shown_texts

        if isinstance(sys.stdout, io.TextIOWrapper):  # JSON is UTF-8, whatever the terminal's
            sys.stdout.reconfigure(encoding="utf-8")
        print(json.dumps(shown_texts(window), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
