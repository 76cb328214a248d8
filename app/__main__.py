"""Start the game: ``python -m app`` (or ``twentyfour``).

``python -m app --screenshot FILE [--view helper|play|tchisla|stats] [--cards "3 3 8 8"]
[--puzzle] [--size WxH]`` renders the window offscreen to a PNG and exits (default settings,
nothing of the user's touched); --cards goes with the helper and play views only, --puzzle (a
puzzle being played) with the tchisla view. Bad options: one line on stderr and exit code 2.
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

VIEW_KEYS = ("helper", "play", "tchisla", "stats")
#: The views --cards can show its cards in.
CARD_VIEWS = ("helper", "play")
SCREENSHOT_TIMEOUT_MS = 15000


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line."""

    def error(self, message: str) -> NoReturn:
        """Print one line and exit with code 2."""
        self.exit(2, f"{self.prog}: error: {message}\n")


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
    parser = _Parser(prog="twentyfour", description="The 24-point card game and its helper.")
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
        "--puzzle", action="store_true", help="with --view tchisla: show a puzzle being played"
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
            f"--cards: the {args.view} view shows no cards (use --view helper or play, or drop "
            "--cards)"
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

    from . import APP_NAME, ORGANIZATION
    from .worker import JobRunner

    QCoreApplication.setAttribute(Qt.AA_EnableHighDpiScaling)
    QCoreApplication.setAttribute(Qt.AA_UseHighDpiPixmaps)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationDisplayName(APP_NAME)
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

    from .context import AppContext, default_data_dir
    from .main_window import MainWindow
    from .settings import Settings

    if args.screenshot is not None:
        with tempfile.TemporaryDirectory() as scratch:
            window = MainWindow(scratch_context(scratch))
            code = _screenshot(window, args)
            drain_jobs()
            return code

    data_dir = default_data_dir()
    window = MainWindow(AppContext(Settings(), data_dir))
    sys.excepthook = _unexpected_error_reporter(window, data_dir)
    if args.view is not None and window.show_view(args.view) is None:
        window.show_message(f"There is no {args.view} view yet.")
    if args.cards:
        window.load_hand(args.cards)
    window.show()
    code = int(app.exec_())
    drain_jobs()
    return code


def _unexpected_error_reporter(window: MainWindow, data_dir: Path) -> ExceptHook:
    """A last safety net: an unexpected error is logged and shown, and the game goes on.

    (PyQt5 would otherwise end the app on an exception in a slot, losing the player's state.)
    """

    def report(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        log = data_dir / "errors.log"
        try:
            data_dir.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as file:
                file.write("".join(traceback.format_exception(kind, error, trace)) + "\n")
            where = f" Details are in {log}."
        except OSError:
            where = ""
        window.show_message(f"Something went wrong ({kind.__name__}: {error}).{where}", 15000)

    return report


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

    from .worker import JobRunner

    key = args.view or "helper"
    view = window.show_view(key)
    if view is None:
        print(f"twentyfour: error: there is no {key} view yet", file=sys.stderr)
        return 2
    window.resize(*(args.size or (1000, 700)))
    if args.cards and key == "helper":
        window.load_hand(args.cards)
    name = "prepare_puzzle_screenshot" if args.puzzle else "prepare_screenshot"
    prepare = getattr(view, name, None)
    if callable(prepare):
        prepare(*([] if args.puzzle else [args.cards]))
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
    QApplication.processEvents()
    if not window.grab().save(str(args.screenshot), "PNG"):
        print(f"twentyfour: error: could not write {args.screenshot}", file=sys.stderr)
        return 1
    print(args.screenshot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
