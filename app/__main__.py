"""Start the game: ``python -m app`` (or ``twentyfour``).

``python -m app --screenshot FILE [--view KEY] [--cards "3 3 8 8"] [--puzzle] [--combine]
[--size WxH]``
renders the window offscreen to a PNG and exits (default settings, nothing of the user's
touched; the scenes are in app.screenshots); the keys and the views --cards goes with are
app.views.VIEW_KEYS and CARD_VIEWS, --puzzle (a puzzle being played) goes with the tchisla view.
Bad options: one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, NoReturn

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], None]

if TYPE_CHECKING:
    from PyQt5.QtWidgets import QApplication

    from .context import AppContext
    from .main_window import MainWindow
    from .settings import Settings

#: The languages --lang takes (app.i18n.LANGUAGES; listed here so --help needs no import).
LANGUAGE_CODES = ("en", "zh_CN")
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
    args = parser.parse_args(argv)
    if args.screenshot is not None and args.screenshot.suffix.lower() != ".png":
        parser.error(f"--screenshot {args.screenshot}: the file name must end in .png")
    if args.cards and args.view not in (None, *CARD_VIEWS):
        parser.error(
            f"--cards: the {args.view} view shows no cards (use --view "
            f"{', '.join(CARD_VIEWS[:-1])} or {CARD_VIEWS[-1]}, or drop --cards)"
        )
    if args.puzzle and args.view != "tchisla":
        parser.error("--puzzle goes with --view tchisla")
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
    if args.screenshot is not None and not _has_display():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = create_app()

    from .languages import use_language
    from .main_window import MainWindow
    from .settings import Settings
    from .theme import appearance

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


def drain_jobs(ms: int = 5000) -> None:
    """Cancel every job and wait for the pool threads, so Python never exits under them."""
    from PyQt5.QtCore import QThreadPool

    from .worker import JobRunner

    JobRunner.cancel_all()
    pool = QThreadPool.globalInstance()
    if pool is not None:
        pool.waitForDone(ms)


def _screenshot(window: MainWindow, args: argparse.Namespace) -> int:
    """Show the window offscreen, wait for its jobs, save it as a PNG."""
    from PyQt5.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PyQt5.QtWidgets import QApplication

    from .screenshots import prepare
    from .worker import JobRunner

    key = args.view or "helper"
    view = window.show_view(key)
    if view is None:
        print(f"twentyfour: error: there is no {key} view yet", file=sys.stderr)
        return 2
    window.keep_on_screen = False
    window.resize(*(args.size or (1000, 700)))
    if args.cards and key == "helper":
        window.load_hand(args.cards)
    prepare(key, view, args.cards, args.puzzle)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
