"""Qt's start and end for the programs of the command line (app.__main__ picks one): the
environment Qt reads as it starts, the check that it can start here, the QApplication, and an
end that leaves no job running. Qt is imported inside the functions, once the environment is
set."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..game.storage import write_problem
from ..i18n import translate

if TYPE_CHECKING:
    from PyQt5.QtWidgets import QApplication

    from .main_window import MainWindow


def start_qt(name: str, offscreen: bool = False) -> QApplication | None:
    """The QApplication (offscreen, when asked, where there is no display); None, with the
    reason on stderr, when Qt cannot start here (`name`: the program, for the message)."""
    if offscreen and not has_display():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..platform_check import problem

    missing = problem(os.environ, name)
    if missing:  # Qt would abort with a message that names no package
        print(missing, file=sys.stderr)
        return None
    return create_app()


def say_error(name: str, message: str) -> None:
    """One error line on stderr, in the chosen language: "twentyfour: error: …"."""
    line = translate("Program", "{program}: error: {message}")
    print(line.format(program=name, message=message), file=sys.stderr)


def cannot_write(path: Path, error: OSError) -> str:
    """Why a file was not written, in the chosen language."""
    return translate("Program", "cannot write {file}: {reason}").format(
        file=path, reason=write_problem(path, error)
    )


def has_display() -> bool:
    """Whether a window system is available."""
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) or (
        sys.platform in ("win32", "darwin")
    )


def create_app() -> QApplication:
    """The QApplication, named so QSettings and QStandardPaths find the app's places."""
    from PyQt5.QtCore import QCoreApplication, Qt
    from PyQt5.QtWidgets import QApplication

    from .. import APP_ID, APP_NAME, ORGANIZATION
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


def dispose(window: MainWindow) -> None:
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
