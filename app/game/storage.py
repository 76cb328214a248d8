"""Files the app keeps for the player: where they live, and what happens when one is damaged.

Nothing a player saved is ever deleted or changed by the app when it finds it damaged: the file is
set aside under a new name (``history.sqlite3.damaged-20261122-030000``) and a fresh one is
started, and the player is told. Every problem with a folder or a file becomes a message; the app
starts whatever state its folders are in. The error log is kept short.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from ..i18n import translate

#: errors.log is rotated past this size (one older copy is kept as errors.log.1).
LOG_LIMIT = 256 * 1024
LOG_FILE = "errors.log"

Now = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def aside_name(path: Path, now: Now = _utc_now) -> Path:
    """A free name beside `path` for setting it aside: ``<name>.damaged-<time>[-n]``."""
    stamp = now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while aside.exists():
        counter += 1
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
    return aside


def set_aside(path: Path, now: Now = _utc_now, *, keep: bool = False) -> Path:
    """Move a damaged file out of the way (or copy it, with `keep`), unchanged; returns where
    it went. OSError if that is impossible."""
    aside = aside_name(path, now)
    if keep:
        shutil.copy2(path, aside)
    else:
        path.replace(aside)
    return aside


def prepare_folder(path: Path) -> str | None:
    """Create a data folder if needed; a message for the player when it cannot be used."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return translate(
            "Storage",
            "The data folder {path} is a file, not a folder: your match history cannot be saved "
            "in this session. Move the file away to keep your history again.",
        ).format(path=path)
    except OSError as error:
        return translate(
            "Storage",
            "The data folder {path} cannot be created ({reason}): your match history cannot be "
            "saved in this session.",
        ).format(path=path, reason=error.strerror or error)
    if not os.access(path, os.W_OK | os.X_OK):
        return translate(
            "Storage",
            "The data folder {path} is read-only: new matches cannot be saved in this session.",
        ).format(path=path)
    return None


def move_up(folder: Path) -> str | None:
    """Move the data an earlier version kept in ``<folder>/<folder name>`` (a doubled folder,
    Twenty-Four/Twenty-Four) up into `folder`, unless the folder has its own; a message when
    something could not be moved."""
    old = folder / folder.name
    if not old.is_dir():
        return None
    try:
        for item in sorted(old.iterdir()):
            target = folder / item.name
            if not target.exists():
                item.replace(target)
        if not any(old.iterdir()):
            old.rmdir()
    except OSError as error:
        return translate(
            "Storage", "Your data in {old} could not be moved to {folder} ({reason})."
        ).format(old=old, folder=folder, reason=error.strerror or error)
    return None


def append_log(folder: Path, text: str, limit: int = LOG_LIMIT) -> Path:
    """Add a report to the error log, rotating it when it is over `limit` bytes (one older log
    is kept); returns the log's path. OSError when it cannot be written."""
    log = folder / LOG_FILE
    folder.mkdir(parents=True, exist_ok=True)
    if log.exists() and log.stat().st_size + len(text.encode()) > limit:
        log.replace(log.with_name(LOG_FILE + ".1"))
    with log.open("a", encoding="utf-8") as file:
        file.write(text[:limit])
    return log
