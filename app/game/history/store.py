"""The history's file: opening it, writing and reading in transactions, and surviving a file
that is damaged, read-only, locked or missing its folder."""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self

from ...i18n import translate
from ..storage import set_aside
from . import migrations
from .part import Insert, Part

#: SQLite errors that mean the file is fine but cannot be used right now.
UNAVAILABLE = {
    "SQLITE_BUSY",
    "SQLITE_LOCKED",
    "SQLITE_READONLY",
    "SQLITE_CANTOPEN",
    "SQLITE_IOERR",
    "SQLITE_FULL",
    "SQLITE_PERM",
}


class HistoryReadOnly(OSError):
    """The history can be read but not written (a read-only file or folder)."""


class Store(Part):
    """The history database at `path` (created if missing; a damaged one is set aside).

    `warning` holds a message for the player when the database had to be set aside or could not
    be opened (then history lives in memory for this session).
    """

    def __init__(self, path: str | Path, *, now: Callable[[], datetime] | None = None) -> None:
        self.path = Path(path)
        self._now = now or (lambda: datetime.now(UTC))
        self._lock = threading.Lock()
        self.warning: str | None = None
        #: the file could be read but not written: past matches show, new ones are not saved
        self.read_only = False
        self._conn = self._open()

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- writing and reading -------------------------------------------------------------------

    def _check_writable(self) -> None:
        """HistoryReadOnly when the history can only be read."""
        if self.read_only:
            raise HistoryReadOnly(
                translate("History", "your match history at {path} is read-only").format(
                    path=self.path
                )
            )

    def _write(self, insert: Insert) -> int:
        """Run one insertion in a transaction; damage found here sets the file aside and the
        insertion goes to the fresh file."""
        with self._lock:
            try:
                with self._transaction() as conn:
                    return insert(conn)
            except sqlite3.DatabaseError as error:
                if not _is_damage(error):
                    raise
                self._conn.close()
                self._conn = self._set_aside_and_reopen(error)
                with self._transaction() as conn:
                    return insert(conn)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """Commit on success, roll back on any error."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
        except BaseException:
            self._conn.rollback()
            raise
        self._conn.commit()

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read; damage found here is handled like damage found on opening."""
        with self._lock:
            try:
                return list(self._conn.execute(sql, parameters))
            except sqlite3.DatabaseError as error:
                if not _is_damage(error):
                    raise
                self._conn.close()
                self._conn = self._set_aside_and_reopen(error)
                return list(self._conn.execute(sql, parameters))

    # --- opening -------------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        """Open the database: a damaged one is set aside untouched and a fresh one started; a
        read-only one is opened for reading (past matches still show); if the file cannot be
        used at all, history lives in memory for this session. `warning` says which."""
        path = self.path
        if path.exists() and not path.is_file():
            return self._in_memory(
                translate(
                    "History",
                    "Match history cannot be saved: {path} is a folder, not a file. It is kept "
                    "for this session only.",
                ).format(path=path)
            )
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return self._in_memory(
                translate(
                    "History",
                    "Match history cannot be saved ({reason}); it is kept for this session only.",
                ).format(reason=error.strerror or error)
            )
        if path.exists():
            try:
                problem = _inspect(path)
            except sqlite3.DatabaseError as error:
                return self._in_memory(
                    translate(
                        "History",
                        "Match history cannot be read now ({reason}); it is kept for this "
                        "session only.",
                    ).format(reason=error)
                )
            if problem is not None:
                return self._set_aside_and_reopen(problem)
        if not os.access(path if path.exists() else path.parent, os.W_OK):
            return self._read_only_or_in_memory()
        conn = _connect(path)
        try:
            migrations.create(conn)
        except sqlite3.DatabaseError as error:
            conn.close()
            return self._in_memory(
                translate(
                    "History",
                    "Match history cannot be used now ({reason}); it is kept for this session "
                    "only.",
                ).format(reason=error)
            )
        return conn

    def _read_only_or_in_memory(self) -> sqlite3.Connection:
        """A file that cannot be written is read as it is; with no file, history lives in
        memory."""
        path = self.path
        if path.exists():
            self.read_only = True
            self.warning = translate(
                "History",
                "Your match history at {path} is read-only: past matches are shown, new "
                "ones cannot be saved.",
            ).format(path=path)
            return _connect(f"file:{path}?mode=ro", uri=True)
        return self._in_memory(
            translate(
                "History",
                "Match history cannot be saved: the folder {folder} is read-only. It is "
                "kept for this session only.",
            ).format(folder=path.parent)
        )

    def _in_memory(self, warning: str) -> sqlite3.Connection:
        """History for this session only, with the message that says so."""
        self.warning = warning
        conn = _connect(":memory:")
        migrations.create(conn)
        return conn

    def _set_aside_and_reopen(self, reason: object) -> sqlite3.Connection:
        """Move the damaged file (and its journal) aside, unchanged, and start a fresh one."""
        try:
            aside = set_aside(self.path, self._now)
            for suffix in ("-journal", "-wal", "-shm"):
                extra = self.path.with_name(self.path.name + suffix)
                if extra.exists():
                    extra.replace(aside.with_name(aside.name + suffix))
            conn = _connect(self.path)
            migrations.create(conn)
        except (OSError, sqlite3.Error) as again:
            return self._in_memory(
                translate(
                    "History",
                    "The match history at {path} is damaged ({reason}) and could not be "
                    "replaced ({again}); history is kept for this session only.",
                ).format(path=self.path, reason=reason, again=again)
            )
        self.warning = translate(
            "History",
            "The match history at {path} was damaged ({reason}). It was set aside as {aside} "
            "and a new, empty history was started.",
        ).format(path=self.path, reason=reason, aside=aside.name)
        return conn


def _connect(path: str | Path, uri: bool = False) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), usable from any thread."""
    conn = sqlite3.connect(
        str(path), isolation_level=None, check_same_thread=False, timeout=2.0, uri=uri
    )
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """Whether an error while working means the file itself is damaged."""
    name = getattr(error, "sqlite_errorname", "")
    return type(error) is sqlite3.DatabaseError or name in ("SQLITE_CORRUPT", "SQLITE_NOTADB")


def _is_unavailable(error: sqlite3.DatabaseError) -> bool:
    """Whether an error while opening means "not now" (locked, read-only) rather than damage."""
    return getattr(error, "sqlite_errorname", "") in UNAVAILABLE


def _inspect(path: Path) -> str | None:
    """Why an existing file is not a sound history of ours (None: it is), read without changing
    a byte of it. Raises sqlite3.DatabaseError when it cannot be read now (locked, no access)."""
    conn = _connect(f"file:{path}?mode=ro", uri=True)
    try:
        return migrations.problem(conn)
    except sqlite3.DatabaseError as error:
        if _is_unavailable(error):
            raise
        return str(error)
    finally:
        conn.close()
