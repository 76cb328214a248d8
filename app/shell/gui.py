"""The game's window, the program ``python -m app`` runs (app.__main__ reads its options): the
player's settings, language and theme, the window on their data folder, and a last safety net
for unexpected errors."""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from .start import dispose, drain_jobs, start_qt

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], None]

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .settings import Settings


def run(args: argparse.Namespace, name: str) -> int:
    """Open the window the options ask for and run it until it closes; returns the exit code."""
    app = start_qt(name)
    if app is None:
        return 1
    from .languages import use_language
    from .settings import Settings
    from .theme import appearance

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
    dispose(window)
    return code


def open_main_window(data_dir: Path | None = None, settings: Settings | None = None) -> MainWindow:
    """The main window on the player's settings and data folder, whatever state they are in
    (every problem becomes a message in the window); unexpected errors are logged and shown."""
    from ..game.storage import move_up, prepare_folder
    from .context import AppContext, default_data_dir
    from .main_window import MainWindow
    from .settings import Settings

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

    from ..game.storage import append_log
    from ..i18n import translate

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
