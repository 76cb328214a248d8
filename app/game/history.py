"""Match history in SQLite: matches, answer times, hardest hands solved; survives a damaged file."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from solver import format_number

from .match import MatchSummary
from .round import Reason, Winner

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    level TEXT NOT NULL,
    card_count INTEGER NOT NULL,
    target TEXT NOT NULL,
    rounds_played INTEGER NOT NULL,
    player_points INTEGER NOT NULL,
    computer_points INTEGER NOT NULL,
    rounds_drawn INTEGER NOT NULL,
    average_answer_time REAL,
    finished INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rounds (
    id INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    hand TEXT NOT NULL,
    numbers TEXT NOT NULL,
    target TEXT NOT NULL,
    winner TEXT NOT NULL,
    reason TEXT NOT NULL,
    seconds REAL NOT NULL,
    hardness REAL NOT NULL,
    hint_used INTEGER NOT NULL,
    wrong_attempts INTEGER NOT NULL,
    answer TEXT
);
CREATE INDEX IF NOT EXISTS rounds_by_match ON rounds(match_id);
-- Tchisla puzzles: the player's best answer for each target and digit (fewest copies).
CREATE TABLE IF NOT EXISTS tchisla_best (
    target TEXT NOT NULL,
    digit INTEGER NOT NULL,
    copies INTEGER NOT NULL,
    answer TEXT NOT NULL,
    played_at TEXT NOT NULL,
    PRIMARY KEY (target, digit)
);
"""


@dataclass(frozen=True)
class MatchRecord:
    """One stored match."""

    id: int
    played_at: str
    level: str
    card_count: int
    target: str
    rounds_played: int
    player_points: int
    computer_points: int
    rounds_drawn: int
    average_answer_time: float | None
    finished: bool


@dataclass(frozen=True)
class AnswerTime:
    """How long the player took on a round they won."""

    match_id: int
    played_at: str
    hand: str
    numbers: str
    target: str
    seconds: float
    hardness: float
    reason: str


@dataclass(frozen=True)
class SolvedHand:
    """A hand the player solved, with how hard it was judged and how long it took."""

    hand: str
    numbers: str
    target: str
    hardness: float
    seconds: float
    played_at: str


class History:
    """The match history database at `path` (created if missing; a damaged one is set aside).

    `warning` holds a message for the player when the database had to be set aside or could not
    be opened (then history lives in memory for this session).
    """

    def __init__(self, path: str | Path, *, now: Callable[[], datetime] | None = None) -> None:
        self.path = Path(path)
        self._now = now or (lambda: datetime.now(UTC))
        self._lock = threading.Lock()
        self.warning: str | None = None
        self._conn = self._open()

    # --- writing -------------------------------------------------------------------------------

    def record_match(self, summary: MatchSummary) -> int:
        """Store a finished (or quit) match with its rounds in one transaction; returns its id."""
        with self._lock:
            try:
                return self._insert(summary)
            except sqlite3.DatabaseError as error:
                if not _is_damage(error):
                    raise
                self._conn.close()
                self._conn = self._set_aside_and_reopen(error)
                return self._insert(summary)

    # --- reading -------------------------------------------------------------------------------

    def matches(self) -> list[MatchRecord]:
        """Every stored match, oldest first."""
        rows = self._query(
            "SELECT id, played_at, level, card_count, target, rounds_played, player_points, "
            "computer_points, rounds_drawn, average_answer_time, finished FROM matches ORDER BY id"
        )
        return [MatchRecord(*(*row[:10], bool(row[10]))) for row in rows]

    def answer_times(self) -> list[AnswerTime]:
        """The player's time on every round they won, oldest first."""
        rows = self._query(
            "SELECT r.match_id, m.played_at, r.hand, r.numbers, r.target, r.seconds, r.hardness, "
            "r.reason FROM rounds r JOIN matches m ON m.id = r.match_id "
            "WHERE r.winner = ? ORDER BY r.match_id, r.number",
            (Winner.PLAYER.value,),
        )
        return [AnswerTime(*row) for row in rows]

    def hardest_solved(self, limit: int = 10) -> list[SolvedHand]:
        """The hardest hands the player answered correctly, hardest first (slower first on ties)."""
        rows = self._query(
            "SELECT r.hand, r.numbers, r.target, r.hardness, r.seconds, m.played_at "
            "FROM rounds r JOIN matches m ON m.id = r.match_id WHERE r.reason = ? "
            "ORDER BY r.hardness DESC, r.seconds DESC LIMIT ?",
            (Reason.ANSWERED.value, limit),
        )
        return [SolvedHand(*row) for row in rows]

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- helpers -------------------------------------------------------------------------------

    def _insert(self, summary: MatchSummary) -> int:
        """Insert a match and its rounds in one transaction."""
        with self._transaction() as conn:
            cursor = conn.execute(
                "INSERT INTO matches (played_at, level, card_count, target, rounds_played, "
                "player_points, computer_points, rounds_drawn, average_answer_time, finished) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    self._now().isoformat(timespec="seconds"),
                    summary.level,
                    summary.card_count,
                    format_number(summary.target),
                    summary.rounds_played,
                    summary.player_points,
                    summary.computer_points,
                    summary.rounds_drawn,
                    summary.average_answer_time,
                    int(summary.finished),
                ),
            )
            match_id = cursor.lastrowid
            assert match_id is not None
            conn.executemany(
                "INSERT INTO rounds (match_id, number, hand, numbers, target, winner, reason, "
                "seconds, hardness, hint_used, wrong_attempts, answer) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        match_id,
                        result.number,
                        result.hand,
                        " ".join(str(card.value) for card in result.cards),
                        format_number(result.target),
                        result.winner.value,
                        result.outcome.reason.value,
                        result.outcome.seconds,
                        result.hardness,
                        int(result.hint_used),
                        result.wrong_attempts,
                        None if result.outcome.answer is None else result.outcome.answer.text,
                    )
                    for result in summary.results
                ],
            )
            return match_id

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

    def _open(self) -> sqlite3.Connection:
        """Open the database, setting a damaged one aside; in memory if the file cannot be used."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = _connect(self.path)
        except (OSError, sqlite3.OperationalError) as error:
            self.warning = f"Match history cannot be saved ({error}); it is kept for this session."
            return _in_memory()
        try:
            _check_and_create(conn)
        except sqlite3.DatabaseError as error:
            conn.close()
            if _is_unavailable(error):
                self.warning = (
                    f"Match history cannot be used now ({error}); it is kept for this session."
                )
                return _in_memory()
            return self._set_aside_and_reopen(error)
        return conn

    def _set_aside_and_reopen(self, error: Exception) -> sqlite3.Connection:
        """Rename the damaged file (and its journal) to *.damaged-<time> and start a fresh one."""
        stamp = self._now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        counter = 1
        while aside.exists():
            counter += 1
            aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{counter}")
        try:
            self.path.replace(aside)
            for suffix in ("-journal", "-wal", "-shm"):
                extra = self.path.with_name(self.path.name + suffix)
                if extra.exists():
                    extra.replace(aside.with_name(aside.name + suffix))
            conn = _connect(self.path)
            _check_and_create(conn)
        except (OSError, sqlite3.Error) as again:
            self.warning = (
                f"The match history at {self.path} is damaged ({error}) and could not be "
                f"replaced ({again}); history is kept for this session only."
            )
            return _in_memory()
        self.warning = (
            f"The match history at {self.path} was damaged ({error}). It was set aside as "
            f"{aside.name} and a new, empty history was started."
        )
        return conn

    # --- Tchisla (kept apart from the matches above) ----------------------------------------------

    def record_tchisla(self, target: int, digit: int, copies: int, answer: str) -> bool:
        """Keep a right Tchisla answer if it beats the best for its target and digit; True if so."""
        with self._lock:
            try:
                return self._keep_tchisla(target, digit, copies, answer)
            except sqlite3.DatabaseError as error:
                if not _is_damage(error):
                    raise
                self._conn.close()
                self._conn = self._set_aside_and_reopen(error)
                return self._keep_tchisla(target, digit, copies, answer)

    def tchisla_best(self, target: int, digit: int) -> TchislaBest | None:
        """The player's best answer for a target and digit, or None if they have none yet."""
        rows = self._query(
            "SELECT target, digit, copies, answer, played_at FROM tchisla_best "
            "WHERE target = ? AND digit = ?",
            (str(target), digit),
        )
        return _tchisla_best(rows[0]) if rows else None

    def tchisla_bests(self) -> list[TchislaBest]:
        """Every best Tchisla answer, latest first."""
        rows = self._query(
            "SELECT target, digit, copies, answer, played_at FROM tchisla_best "
            "ORDER BY played_at DESC, rowid DESC"
        )
        return [_tchisla_best(row) for row in rows]

    def _keep_tchisla(self, target: int, digit: int, copies: int, answer: str) -> bool:
        """Insert or improve one best answer in a transaction."""
        with self._transaction() as conn:
            row = conn.execute(
                "SELECT copies FROM tchisla_best WHERE target = ? AND digit = ?",
                (str(target), digit),
            ).fetchone()
            if row is not None and row[0] <= copies:
                return False
            conn.execute(
                "INSERT OR REPLACE INTO tchisla_best (target, digit, copies, answer, played_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (str(target), digit, copies, answer, self._now().isoformat(timespec="seconds")),
            )
            return True


def _connect(path: str | Path) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), usable from any thread."""
    conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False, timeout=2.0)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


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


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """Whether an error while working means the file itself is damaged."""
    name = getattr(error, "sqlite_errorname", "")
    return type(error) is sqlite3.DatabaseError or name in ("SQLITE_CORRUPT", "SQLITE_NOTADB")


def _is_unavailable(error: sqlite3.DatabaseError) -> bool:
    """Whether an error while opening means "not now" (locked, read-only) rather than damage."""
    return getattr(error, "sqlite_errorname", "") in UNAVAILABLE


def _in_memory() -> sqlite3.Connection:
    """A fresh database in memory, for when the file cannot be used."""
    conn = _connect(":memory:")
    _check_and_create(conn)
    return conn


def _check_and_create(conn: sqlite3.Connection) -> None:
    """Check the file is a sound database of our version, creating the tables if missing."""
    row = conn.execute("PRAGMA quick_check").fetchone()
    if row is None or row[0] != "ok":
        raise sqlite3.DatabaseError(f"integrity check failed: {row[0] if row else 'no answer'}")
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version not in (0, SCHEMA_VERSION):
        raise sqlite3.DatabaseError(f"made by another version of the game (schema {version})")
    conn.executescript(SCHEMA)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.execute("SELECT id, played_at, finished FROM matches LIMIT 1").fetchall()
    conn.execute("SELECT match_id, hardness, answer FROM rounds LIMIT 1").fetchall()


# --- Tchisla ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TchislaBest:
    """The player's best answer to a Tchisla puzzle: fewest copies of the digit for the target."""

    target: int
    digit: int
    copies: int
    answer: str
    played_at: str


def _tchisla_best(row: tuple[Any, ...]) -> TchislaBest:
    """A row of tchisla_best (the target is stored as text: it may pass SQLite's integers)."""
    return TchislaBest(int(row[0]), row[1], row[2], row[3], row[4])
