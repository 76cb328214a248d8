"""Test set-up: Qt runs headless; shared app fixtures (temporary settings and data)."""

import os
import random
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# CI runs the property tests on a fixed sequence of examples, so a run is repeatable; at a desk
# they explore new examples every time (and hypothesis remembers the failures it finds).
settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")


def pytest_collection_finish(session: pytest.Session) -> None:
    """Start the solver's tests on the pure build now if this run checks them (test_builds); a
    run that only collects them (--collect-only) starts nothing."""
    if session.config.option.collectonly:
        return
    from test_builds import PURE_RUN, start_pure_run

    session.config.stash[PURE_RUN] = start_pure_run(session.items)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Stop the pure build's run if it is still going (a run stopped by -x or Ctrl+C before the
    test that waits for it): nothing this run started outlives it."""
    from test_builds import PURE_RUN

    run = session.config.stash.get(PURE_RUN, None)
    if run is not None:
        run.stop()


# --- App fixtures (shared by the app helpers' tests) -------------------------------------------


@pytest.fixture(autouse=True)
def _drain_worker_jobs():
    """After each test, stop its app jobs and wait for them: a job that outlived its test ran
    into the next one (a Statistics job still reading its kept table while the next test
    emptied the solver's caches and forbade solving failed that test, now and then), and none
    may run while Python exits."""
    yield
    import sys

    if "app.shell.worker" in sys.modules:
        from app.shell.start import drain_jobs

        assert drain_jobs(30000), "a job ran on 30 s after its test ended and was cancelled"


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    """The ini file the `settings` fixture uses (open it again to simulate a restart)."""
    return tmp_path / "settings" / "twentyfour.ini"


@pytest.fixture
def settings(qapp, settings_path: Path):
    """App settings on a temporary ini file (never the user's)."""
    from PyQt5.QtCore import QSettings

    from app.shell.settings import Settings

    return Settings(QSettings(str(settings_path), QSettings.IniFormat))


@pytest.fixture
def data_dir(qapp, tmp_path: Path) -> Path:
    """An empty data directory for this test; QStandardPaths is in test mode."""
    from PyQt5.QtCore import QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def app_context(settings, data_dir: Path):
    """An AppContext on temporary settings and data, with a seeded random generator."""
    from app.shell.context import AppContext

    return AppContext(settings, data_dir, random.Random(24))


@pytest.fixture
def shown(qtbot):
    """Show a view as a window of 1000×700 with the keyboard focus, as a player meets it."""

    def show(widget):
        qtbot.addWidget(widget)
        widget.resize(1000, 700)
        widget.show()
        widget.activateWindow()
        qtbot.waitUntil(widget.isActiveWindow)
        return widget

    return show
