"""Files the app keeps for the player: where they live, and what happens when one is damaged.

Nothing a player saved is ever deleted or changed by the app when it finds it damaged: the file is
set aside under a new name (``history.sqlite3.damaged-20261122-030000``) and a fresh one is
started, and the player is told. Every problem with a folder or a file becomes a message; the app
starts whatever state its folders are in. The error log is kept short.

Every file the app writes goes through `write_atomic`: the new bytes go to a temporary file in
the same folder, are flushed to the disk, and take the old file's name in one rename, so a crash,
a power cut or a full disk leaves the old file or the new one whole, never a mix or a stub.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

from ..i18n import translate

#: errors.log is rotated past this size (one older copy is kept as errors.log.1).
LOG_LIMIT = 256 * 1024
LOG_FILE = "errors.log"
#: Opened in binary where that is a mode of its own (Windows).
_BINARY = getattr(os, "O_BINARY", 0)

Now = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data`, whole or not at all (a temporary file in the same folder,
    flushed and synced, renamed over it; the folder synced). OSError naming `path` if it
    cannot be written: the old file is then as it was, and no temporary file is left."""
    target = Path(os.path.realpath(path))  # a link is followed: its target is replaced
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.partial")
    try:
        _write_synced(temporary, data, _mode_of(target))
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise OSError(error.errno or errno.EIO, error.strerror or str(error), str(path)) from None
    sync_folder(target.parent)


def write_problem(path: Path | str, error: OSError) -> str:
    """Why a file could not be written, in a player's words: the folder that is missing or
    cannot be written to (a system folder such as /proc says "No such file" of a new file), a
    full disk, a folder in the file's place; else the system's own words."""
    folder = Path(os.path.realpath(path)).parent
    code = error.errno
    if code == errno.ENOSPC:
        return translate("Storage", "the disk is full")
    if code == errno.EISDIR or Path(path).is_dir():
        return translate("Storage", "{path} is a folder").format(path=path)
    if not folder.exists():
        return translate("Storage", "the folder {folder} does not exist").format(folder=folder)
    if not folder.is_dir():
        return translate("Storage", "{folder} is not a folder").format(folder=folder)
    if code in (errno.ENOENT, errno.EACCES, errno.EPERM, errno.EROFS):
        return translate("Storage", "the folder {folder} cannot be written to").format(
            folder=folder
        )
    return str(error.strerror or error)


def _mode_of(path: Path) -> int | None:
    """The permissions of an existing file (kept by its replacement); None for a new one."""
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        return None


def _write_synced(path: Path, data: bytes, mode: int | None) -> None:
    """Write a new file and wait until its bytes are on the disk."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
    with open(descriptor, "wb") as file:
        if mode is not None and hasattr(os, "fchmod"):
            os.fchmod(descriptor, mode)
        file.write(data)
        file.flush()
        os.fsync(file.fileno())


def sync_folder(folder: Path) -> None:
    """Make a rename or a new file in `folder` last through a power cut (where the system can:
    a folder cannot be opened on every system, and a failure here changes nothing)."""
    flags = getattr(os, "O_DIRECTORY", None)
    if flags is None:
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY | flags)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


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
        write_atomic(aside, path.read_bytes())
    else:
        path.replace(aside)
        sync_folder(path.parent)
    return aside


@contextlib.contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Hold the folder's advisory lock (flock on the folder itself, no file of its own) while
    one copy of the game sets a damaged file aside and starts a new one, so a second copy that
    found the same file damaged waits, then finds the new one instead of setting it aside too.
    Where the lock cannot be taken (no flock: Windows; a folder that cannot be opened) the
    work goes on without it."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        yield
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        yield
        return
    try:
        with contextlib.suppress(OSError):
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield
    finally:
        os.close(descriptor)  # closing the descriptor lets the lock go


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
    if not os.access(path, os.R_OK | os.X_OK):
        return translate(
            "Storage",
            "The data folder {path} cannot be read: your match history and statistics cannot "
            "be shown or saved in this session.",
        ).format(path=path)
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
    try:
        if not old.is_dir():
            return None
    except OSError:  # the folder cannot be looked into: `prepare_folder` says so
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
    is kept); returns the log's path. OSError when it cannot be written (the log as it was)."""
    log = folder / LOG_FILE
    folder.mkdir(parents=True, exist_ok=True)
    report = text[:limit].encode("utf-8")
    try:
        kept = log.read_bytes()
    except FileNotFoundError:
        kept = b""
    if kept and len(kept) + len(report) > limit:
        log.replace(log.with_name(LOG_FILE + ".1"))
        kept = b""
    write_atomic(log, kept + report)
    return log
