"""The history's file: opening it, writing and reading in transactions, and what happens when
it is damaged, busy, read-only or on a full disk, as SQLite's own advice has it (its pages on
atomic commit, locking and how a file can be corrupted):

- the file is opened read-write whenever it can be, so that a hot journal (a write cut short by
  a crash or a power cut) is rolled back by the next open, as SQLite is made to do;
- every write and every upgrade is one transaction: the next start sees it whole or not at all;
- busy and locked (another copy of the game is writing) are waited on for `BUSY_SECONDS`, then
  said; a file that cannot be written (read-only, a full disk) is still read and shown,
  read-only for the session; neither is ever called damaged;
- only a file SQLite finds corrupt or not a database, or not of our shape, is set aside
  (unchanged, with its journal) and a fresh one started;
- SQLite's rollback journal, not WAL: a player's writes are few and small, and WAL needs a
  shared-memory file beside the history, which a read-only folder (or a network folder)
  cannot give, so a file left in WAL by a crash could not even be read there.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self

from ...i18n import sentences, translate
from ..storage import folder_lock, set_aside
from . import migrations
from .part import Insert, Part

#: How long a write waits for another copy of the game to finish its own.
BUSY_SECONDS = 5.0

#: What an SQLite error means for the history, by its primary result code.
DAMAGED = "damaged"
UNWRITABLE = "unwritable"
BUSY = "busy"
KINDS = {
    sqlite3.SQLITE_CORRUPT: DAMAGED,
    sqlite3.SQLITE_NOTADB: DAMAGED,
    sqlite3.SQLITE_READONLY: UNWRITABLE,
    sqlite3.SQLITE_CANTOPEN: UNWRITABLE,
    sqlite3.SQLITE_FULL: UNWRITABLE,
    sqlite3.SQLITE_IOERR: UNWRITABLE,
    sqlite3.SQLITE_PERM: UNWRITABLE,
    sqlite3.SQLITE_BUSY: BUSY,
    sqlite3.SQLITE_LOCKED: BUSY,
}


class HistoryReadOnly(OSError):
    """The history can be read but not written (a read-only file or folder, a full disk)."""


class HistoryBusy(OSError):
    """Another copy of the game kept the history busy for longer than a write waits."""


class Store(Part):
    """The history database at `path` (created if missing; a damaged one is set aside).

    `warning` holds a message for the player when the database had to be set aside, could not
    be opened (then history lives in memory for this session), cannot be written, or has rows
    that could not be read.
    """

    def __init__(self, path: str | Path, *, now: Callable[[], datetime] | None = None) -> None:
        self.path = Path(path)
        self._now = now or (lambda: datetime.now(UTC))
        self._lock = threading.Lock()
        self._opening: str | None = None
        self._unreadable = {}
        #: which file this copy opened (device, inode): see `_replaced_meanwhile`
        self._identity: tuple[int, int] | None = None
        #: the file could be read but not written: past matches show, new ones are not saved
        self.read_only = False
        self._conn = self._open()

    @property
    def warning(self) -> str | None:
        """What the player should know about the history (None: nothing)."""
        left_out = self.unreadable_count()
        note = ""
        if left_out:
            note = translate(
                "History",
                "%n records of your history could not be read and are left out.",
                None,
                left_out,
            )
        return sentences(self._opening or "", note) or None

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
        """Run one insertion in a transaction. Damage found here sets the file aside and the
        insertion goes to the fresh file; a file that cannot be written makes the history
        read-only for the session (HistoryReadOnly); a busy one, HistoryBusy."""
        with self._lock:
            try:
                with self._transaction() as conn:
                    return insert(conn)
            except sqlite3.DatabaseError as error:
                kind = _kind(error)
                if kind == UNWRITABLE:
                    self._stop_writing(error)
                    raise HistoryReadOnly(_reason(error)) from error
                if kind == BUSY:
                    raise HistoryBusy(_reason(error)) from error
                if kind != DAMAGED:
                    raise
                self._conn.close()
                self._conn = self._set_aside_and_reopen(error)
                with self._transaction() as conn:
                    return insert(conn)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """Commit on success, roll back on any error (a failed commit included)."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
            self._conn.execute("COMMIT")
        except BaseException:
            if self._conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    self._conn.execute("ROLLBACK")
            raise

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read; damage found here is handled like damage found on opening."""
        with self._lock:
            try:
                return list(self._conn.execute(sql, parameters))
            except sqlite3.DatabaseError as error:
                if _kind(error) != DAMAGED:
                    raise
                self._conn.close()
                self._conn = self._set_aside_and_reopen(error)
                return list(self._conn.execute(sql, parameters))

    # --- opening -------------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        """Open the database read-write (a write cut short is rolled back here) and bring it up
        to date: a damaged one is set aside untouched and a fresh one started; one that cannot
        be written is read (past records still show); one that cannot be used at all leaves
        history in memory for this session. `warning` says which."""
        blocked = self._blocked()
        if blocked is not None:
            return self._in_memory(blocked)
        try:
            conn = _connect(self.path)
        except sqlite3.Error as error:
            return self._in_memory(self._unusable(error))
        self._identity = _identity(self.path)
        try:
            problem = migrations.problem(conn)  # the first read: a hot journal is rolled back
        except sqlite3.DatabaseError as error:
            conn.close()
            if _kind(error) != DAMAGED:
                return self._in_memory(self._unusable(error))
            problem = str(error)
        if problem is not None:
            conn.close()
            return self._set_aside_and_reopen(problem)
        return self._up_to_date(conn)

    def _blocked(self) -> str | None:
        """Why the history cannot be a file at all (a folder in its place, a folder that cannot
        be made or written where there is no file yet); None: it can."""
        path = self.path
        try:
            if path.is_dir():
                return translate(
                    "History",
                    "Match history cannot be saved: {path} is a folder, not a file. It is kept "
                    "for this session only.",
                ).format(path=path)
            path.parent.mkdir(parents=True, exist_ok=True)
            missing = not path.exists()
        except OSError as error:
            return translate(
                "History",
                "Match history cannot be saved ({reason}); it is kept for this session only.",
            ).format(reason=error.strerror or error)
        if missing and not _writable(path):
            return translate(
                "History",
                "Match history cannot be saved: the folder {folder} is read-only. It is "
                "kept for this session only.",
            ).format(folder=path.parent)
        return None

    def _unusable(self, error: sqlite3.Error) -> str:
        """What the player reads when the file is there but cannot be used now."""
        journal = self.path.with_name(self.path.name + "-journal")
        if _kind(error) == UNWRITABLE and os.path.lexists(journal):
            return translate(
                "History",
                "Your match history at {path} was being written when the game last stopped, "
                "and its folder cannot be written now, so it cannot be read. It is kept as it "
                "is and opens again once the folder can be written; this session's games are "
                "kept for this session only.",
            ).format(path=self.path)
        return translate(
            "History",
            "Match history cannot be read now ({reason}); it is kept for this session only.",
        ).format(reason=_reason(error))

    def _up_to_date(self, conn: sqlite3.Connection) -> sqlite3.Connection:
        """The open file brought up to date (nothing is written when it is already); one that
        cannot be written is read as it is."""
        try:
            migrations.create(conn)
        except sqlite3.DatabaseError as error:
            if _kind(error) != UNWRITABLE:
                conn.close()
                return self._in_memory(self._unusable(error))
            return self._read_only(conn, error)
        if not _writable(self.path):
            return self._read_only(conn, None)
        return conn

    def _read_only(
        self, conn: sqlite3.Connection, error: sqlite3.Error | None
    ) -> sqlite3.Connection:
        """A file that cannot be written, read as it is; a file of an earlier version is read
        into memory and brought up to date there (the file itself is not changed)."""
        self._stop_writing(error)
        if migrations.is_current(conn):
            return conn
        memory = _connect(":memory:")
        try:
            conn.backup(memory)
            migrations.create(memory)
        except sqlite3.Error as again:
            memory.close()
            return self._in_memory(self._unusable(again))
        finally:
            conn.close()
        return memory

    def _stop_writing(self, error: sqlite3.Error | None) -> None:
        """The history is read-only for the rest of the session; `warning` says why."""
        self.read_only = True
        if error is None:
            self._opening = translate(
                "History",
                "Your match history at {path} is read-only: past matches are shown, new "
                "ones cannot be saved.",
            ).format(path=self.path)
            return
        self._opening = translate(
            "History",
            "Your match history at {path} cannot be written ({reason}): past records are "
            "shown, new ones are not saved in this session.",
        ).format(path=self.path, reason=_reason(error))

    def _in_memory(self, warning: str) -> sqlite3.Connection:
        """History for this session only, with the message that says so."""
        self._opening = warning
        conn = _connect(":memory:")
        migrations.create(conn)
        return conn

    def _set_aside_and_reopen(self, reason: object) -> sqlite3.Connection:
        """Move the damaged file (and its journal) aside, unchanged, and start a fresh one;
        one copy of the game at a time, and only while the file is still damaged (another copy
        that found it so first has already put a new history in its place)."""
        with folder_lock(self.path.parent):
            fresh = self._replaced_meanwhile()
            if fresh is not None:
                return fresh
            return self._set_aside_now(reason)

    def _replaced_meanwhile(self) -> sqlite3.Connection | None:
        """The history another copy started in place of the damaged one, open and up to date;
        None while the file at the path is still the one found damaged, or is damaged too."""
        if _identity(self.path) in (None, self._identity):
            return None
        try:
            conn = _connect(self.path)
        except sqlite3.Error:
            return None
        try:
            problem = migrations.problem(conn)
        except sqlite3.DatabaseError:
            problem = DAMAGED
        if problem is not None:
            conn.close()
            return None
        return self._up_to_date(conn)

    def _set_aside_now(self, reason: object) -> sqlite3.Connection:
        """Move the damaged file (and its journal) aside, unchanged, and start a fresh one."""
        try:
            aside = set_aside(self.path, self._now)
            for suffix in ("-journal", "-wal", "-shm"):
                extra = self.path.with_name(self.path.name + suffix)
                if extra.exists():
                    extra.replace(aside.with_name(aside.name + suffix))
            conn = _connect(self.path)
            migrations.create(conn)
            self._identity = _identity(self.path)
        except (OSError, sqlite3.Error) as again:
            return self._in_memory(
                translate(
                    "History",
                    "The match history at {path} is damaged ({reason}) and could not be "
                    "replaced ({again}); history is kept for this session only.",
                ).format(path=self.path, reason=reason, again=again)
            )
        self._opening = translate(
            "History",
            "The match history at {path} was damaged ({reason}). It was set aside as {aside} "
            "and a new, empty history was started.",
        ).format(path=self.path, reason=reason, aside=aside.name)
        return conn


def _identity(path: Path) -> tuple[int, int] | None:
    """Which file is at `path` now (its device and inode), None if none can be seen: a file
    set aside and replaced by another copy of the game is another file."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_dev, found.st_ino


def _connect(path: str | Path) -> sqlite3.Connection:
    """A read-write connection (read-only where the file cannot be written) in autocommit mode
    (transactions are explicit), usable from any thread, that waits `BUSY_SECONDS` for
    another copy's write."""
    conn = sqlite3.connect(
        str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_SECONDS
    )
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _kind(error: sqlite3.Error) -> str | None:
    """DAMAGED, UNWRITABLE, BUSY, or None (a mistake of ours, a constraint): what an error
    means for the file."""
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else KINDS.get(code & 0xFF)


def _writable(path: Path) -> bool:
    """Whether SQLite can write the file: the file itself, and its folder (the journal is
    made beside it)."""
    folder = os.access(path.parent, os.W_OK | os.X_OK)
    return folder and (not os.path.lexists(path) or os.access(path, os.W_OK))


def _busy() -> str:
    return translate("History", "another copy of the game is writing to it")


#: The reasons a player reads, by primary result code; SQLite's own words for the rest.
REASONS: dict[int, Callable[[], str]] = {
    sqlite3.SQLITE_FULL: lambda: translate("History", "the disk is full"),
    sqlite3.SQLITE_READONLY: lambda: translate("History", "it is read-only"),
    sqlite3.SQLITE_PERM: lambda: translate("History", "permission denied"),
    sqlite3.SQLITE_CANTOPEN: lambda: translate("History", "the file cannot be opened"),
    sqlite3.SQLITE_IOERR: lambda: translate("History", "the disk reported an error"),
    sqlite3.SQLITE_BUSY: _busy,
    sqlite3.SQLITE_LOCKED: _busy,
}


def _reason(error: sqlite3.Error) -> str:
    """Why an SQLite operation failed, in words for the player."""
    code = getattr(error, "sqlite_errorcode", None)
    said = REASONS.get(code & 0xFF) if code is not None else None
    return said() if said is not None else str(error)
