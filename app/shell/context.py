"""What every view gets when it is built: settings, data directory, jobs, and app-wide calls."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PyQt5.QtCore import QObject, QStandardPaths

from .. import APP_NAME
from .settings import Settings
from .worker import JobRunner

if TYPE_CHECKING:
    from ..game.base_session import Later
    from ..game.history import History

HISTORY_FILE = "history.sqlite3"


def default_data_dir() -> Path:
    """The user's data folder for the app: ``Twenty-Four`` in the system's place for programs'
    data (~/.local/share on Linux); not created here (`storage.prepare_folder` does, and says
    what is wrong when it cannot). Earlier versions used Twenty-Four/Twenty-Four there
    (`storage.move_up` moves that data)."""
    location = QStandardPaths.writableLocation(QStandardPaths.GenericDataLocation)
    return Path(location or Path.home() / ".local" / "share") / APP_NAME


def _ignore(*args: object) -> None:
    """The default for app-wide calls nobody has hooked up (a view built on its own)."""


@dataclass
class AppContext:
    """Shared services for the views; `MainWindow` fills in `load_hand` and `show_message`."""

    settings: Settings
    data_dir: Path
    rng: random.Random = field(default_factory=random.Random)
    #: Show a hand in the helper view (switches to it): ``context.load_hand([3, 3, 8, 8])``.
    load_hand: Callable[[Sequence[int]], None] = _ignore
    #: A short message in the window's status bar.
    show_message: Callable[[str], None] = _ignore
    #: What was wrong with the app's folders at the start, in sentences for the player.
    problems: list[str] = field(default_factory=list)
    #: The sound effects (app.shell.sound.SoundPlayer; the window makes it, None plays nothing).
    sounds: Any = None
    _history: History | None = field(default=None, repr=False)

    def play(self, effects: Iterable[Any]) -> None:
        """Play the sounds a view's moment called for (assets.sounds.Effect), if any."""
        if self.sounds is not None:
            for effect in effects:
                self.sounds.play(effect)

    def make_runner(self, parent: QObject | None = None) -> JobRunner:
        """A JobRunner for a view's slow work (a newer submit cancels the older job)."""
        return JobRunner(parent)

    @property
    def history_path(self) -> Path:
        """Where the match history database lives."""
        return self.data_dir / HISTORY_FILE

    @property
    def history(self) -> History:
        """The player's history (every way to play's records), opened on first use."""
        if self._history is None:
            from ..game.history import History

            self._history = History(self.history_path)
            if self._history.warning:
                self.show_message(self._history.warning)
        return self._history

    def recorder(self) -> Later[History]:
        """The history for a session to record into, opened when the session first records or
        reads (not when its view is built as the window starts). Each session's view checks,
        through mypy, that the history keeps what that way to play records (its recorder
        Protocol)."""
        from ..game.base_session import Later  # sqlite3 too: not when the window starts

        return Later(lambda: self.history)

    def close(self) -> None:
        """Close what the context opened (the history database)."""
        if self._history is not None:
            self._history.close()
            self._history = None
