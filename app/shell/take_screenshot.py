"""``python -m app --screenshot FILE``: the window on default settings and data in a scratch
folder (nothing of the player's touched), in English and light unless the options say, shown
offscreen on one view in the scene app.shell.screenshots sets, saved as a PNG once its jobs are
done."""

from __future__ import annotations

import argparse
import io
import json
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from .start import cannot_write, dispose, drain_jobs, say_error, start_qt

if TYPE_CHECKING:
    from .context import AppContext
    from .main_window import MainWindow

SCREENSHOT_TIMEOUT_MS = 15000
#: How long the window may settle after its jobs are done, before it is grabbed.
SETTLE_MS = 200


def run(args: argparse.Namespace, name: str) -> int:
    """Take the screenshot the options ask for; returns the exit code."""
    app = start_qt(name, offscreen=True)  # kept: the QApplication lives while the program runs
    if app is None:
        return 1
    from .languages import use_language
    from .main_window import MainWindow
    from .theme import appearance

    with tempfile.TemporaryDirectory() as scratch:
        use_language(args.lang or "en")
        appearance().set_theme(args.theme or "light")
        context = scratch_context(scratch)
        context.settings.combining = args.combine
        window = MainWindow(context)
        code = save_screenshot(window, args)
        drain_jobs()
        dispose(window)
        return code


def scratch_context(directory: str) -> AppContext:
    """A context on default settings and data in a scratch directory (screenshots, benchmarks)."""
    from PyQt5.QtCore import QSettings

    from .context import AppContext
    from .settings import Settings

    store = QSettings(str(Path(directory) / "settings.ini"), QSettings.IniFormat)
    return AppContext(Settings(store), Path(directory))


def save_screenshot(window: MainWindow, args: argparse.Namespace) -> int:
    """Show the window offscreen, wait for its jobs, save it as a PNG."""
    from PyQt5.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PyQt5.QtWidgets import QApplication

    from ..game.storage import write_atomic
    from .png import png_bytes
    from .screenshots import join_scene, prepare, quiet_qt_messages, room_scene
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
    prepare(key, view, args.cards, args.puzzle, args.archive, args.coach)
    if args.room:
        room_scene(window)
    if args.join:
        join_scene(window)
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
    try:
        write_atomic(args.screenshot, png_bytes(window.grab().toImage()))
    except OSError as error:
        say_error("twentyfour", cannot_write(args.screenshot, error))
        return 1
    print(args.screenshot)
    if args.texts:
        from .window_texts import shown_texts

        if isinstance(sys.stdout, io.TextIOWrapper):  # JSON is UTF-8, whatever the terminal's
            sys.stdout.reconfigure(encoding="utf-8")
        print(json.dumps(shown_texts(window), ensure_ascii=False))
    return 0
