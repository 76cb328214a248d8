"""Match history in SQLite: matches, answer times, hardest hands solved; survives a damaged file."""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from solver import format_number

from ..i18n import translate
from ..storage import set_aside
from .daily import DailyResult
from .match import MatchSummary
from .practice import PracticeResult, Review

if TYPE_CHECKING:
    from .decks import DeckRules
    from .duel import DuelSummary
from .round import Reason, Winner

SCHEMA_VERSION = 2
#: Earlier versions this one upgrades in place (1: no deck, no duels).
UPGRADABLE = (0, 1)

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
    finished INTEGER NOT NULL,
    deck TEXT NOT NULL DEFAULT 'standard'
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
CREATE TABLE IF NOT EXISTS duels (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    first_name TEXT NOT NULL,
    second_name TEXT NOT NULL,
    first_points INTEGER NOT NULL,
    second_points INTEGER NOT NULL,
    goal INTEGER NOT NULL,
    rounds_played INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    deck TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS practice (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    numbers TEXT NOT NULL,
    target TEXT NOT NULL,
    deck TEXT NOT NULL,
    seconds REAL NOT NULL,
    hints INTEGER NOT NULL,
    gave_up INTEGER NOT NULL,
    found INTEGER NOT NULL,
    total INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS daily (
    day TEXT PRIMARY KEY,
    hand TEXT NOT NULL,
    level TEXT NOT NULL,
    solved INTEGER NOT NULL,
    seconds REAL NOT NULL,
    hints INTEGER NOT NULL,
    played_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS review (
    numbers TEXT NOT NULL,
    target TEXT NOT NULL,
    deck TEXT NOT NULL,
    box INTEGER NOT NULL,
    due INTEGER NOT NULL,
    PRIMARY KEY (numbers, target, deck)
);
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


class HistoryReadOnly(OSError):
    """The history can be read but not written (a read-only file or folder)."""


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
    deck: str = "standard"


@dataclass(frozen=True)
class DuelRecord:
    """One stored duel."""

    id: int
    played_at: str
    names: tuple[str, str]
    scores: tuple[int, int]
    goal: int
    rounds_played: int
    finished: bool
    deck: str


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
        #: the file could be read but not written: past matches show, new ones are not saved
        self.read_only = False
        self._conn = self._open()

    # --- writing -------------------------------------------------------------------------------

    def record_match(self, summary: MatchSummary) -> int:
        """Store a finished (or abandoned) match with its rounds in one transaction; returns its
        id. HistoryReadOnly when the history can only be read."""
        self._check_writable()
        return self._write(lambda conn: self._insert(summary))

    def _check_writable(self) -> None:
        """HistoryReadOnly when the history can only be read."""
        if self.read_only:
            raise HistoryReadOnly(
                translate("History", "your match history at {path} is read-only").format(
                    path=self.path
                )
            )

    def _write(self, insert: Callable[[sqlite3.Connection], int]) -> int:
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

    def record_duel(self, summary: DuelSummary) -> int:
        """Store a duel between two players; returns its id."""
        self._check_writable()

        def insert(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                "INSERT INTO duels (played_at, first_name, second_name, first_points, "
                "second_points, goal, rounds_played, finished, deck) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    self._now().isoformat(timespec="seconds"),
                    *summary.names,
                    *summary.scores,
                    summary.goal,
                    len(summary.rounds),
                    int(summary.finished),
                    summary.deck.key,
                ),
            )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

        return self._write(insert)

    def record_practice(self, result: PracticeResult, review: Review | None) -> None:
        """Keep a practised hand and its new place in the review queue (None: not in it)."""
        self._check_writable()
        numbers = _numbers_text(result.numbers)
        key = (numbers, str(result.target), result.deck.key)

        def insert(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                "INSERT INTO practice (played_at, numbers, target, deck, seconds, hints, gave_up, "
                "found, total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    self._now().isoformat(timespec="seconds"),
                    *key,
                    result.seconds,
                    result.hints,
                    int(result.gave_up),
                    result.found,
                    result.total,
                ),
            )
            conn.execute("DELETE FROM review WHERE numbers = ? AND target = ? AND deck = ?", key)
            if review is not None:
                conn.execute(
                    "INSERT INTO review (numbers, target, deck, box, due) VALUES (?, ?, ?, ?, ?)",
                    (*key, review.box, review.due),
                )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

        self._write(insert)

    def record_daily(self, result: DailyResult) -> None:
        """Keep a day's puzzle result; a day already kept keeps its first result."""
        self._check_writable()

        def insert(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO daily (day, hand, level, solved, seconds, hints, "
                "played_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    result.day.isoformat(),
                    _numbers_text(result.hand),
                    result.level,
                    int(result.solved),
                    result.seconds,
                    result.hints,
                    self._now().isoformat(timespec="seconds"),
                ),
            )
            return cursor.rowcount

        self._write(insert)

    # --- reading -------------------------------------------------------------------------------

    def daily_result(self, day: date) -> DailyResult | None:
        """The result kept for a date's puzzle."""
        rows = self._query(
            "SELECT day, hand, level, solved, seconds, hints FROM daily WHERE day = ?",
            (day.isoformat(),),
        )
        return _daily(rows[0]) if rows else None

    def daily_solved_days(self) -> set[date]:
        """Every date whose puzzle was solved."""
        return {
            date.fromisoformat(row[0]) for row in self._query("SELECT day FROM daily WHERE solved")
        }

    def daily_results(self) -> list[DailyResult]:
        """Every day's kept result, oldest first."""
        rows = self._query(
            "SELECT day, hand, level, solved, seconds, hints FROM daily ORDER BY day"
        )
        return [_daily(row) for row in rows]

    def practice_totals(self) -> tuple[int, int, int, int, float | None]:
        """Hands practised, solved, solved without a hint, solved with every answer found, and
        the average seconds of a solved hand (None before the first)."""
        row = self._query(
            "SELECT COUNT(*), TOTAL(NOT gave_up), TOTAL(NOT gave_up AND hints = 0), "
            "TOTAL(NOT gave_up AND found >= total), AVG(CASE WHEN gave_up THEN NULL ELSE seconds "
            "END) FROM practice"
        )[0]
        return (int(row[0]), int(row[1]), int(row[2]), int(row[3]), row[4])

    def practised(self) -> int:
        """How many hands have been practised."""
        return int(self._query("SELECT COUNT(*) FROM practice")[0][0])

    def review(self, numbers: Sequence[int], target: int, deck: DeckRules) -> Review | None:
        """A hand's place in the review queue, if it is in it."""
        rows = self._query(
            "SELECT numbers, box, due FROM review WHERE numbers = ? AND target = ? AND deck = ?",
            (_numbers_text(numbers), str(target), deck.key),
        )
        return _review(rows[0]) if rows else None

    def due_review(self, target: int, deck: DeckRules, practised: int) -> Review | None:
        """The most overdue hand of the queue for these rules, if one is due."""
        rows = self._query(
            "SELECT numbers, box, due FROM review WHERE target = ? AND deck = ? AND due <= ? "
            "ORDER BY due, numbers LIMIT 1",
            (str(target), deck.key, practised),
        )
        return _review(rows[0]) if rows else None

    def reviews(self) -> list[Review]:
        """Every hand in the review queue, soonest first."""
        rows = self._query("SELECT numbers, box, due FROM review ORDER BY due, numbers")
        return [_review(row) for row in rows]

    def matches(self) -> list[MatchRecord]:
        """Every stored match, oldest first."""
        rows = self._query(
            "SELECT id, played_at, level, card_count, target, rounds_played, player_points, "
            "computer_points, rounds_drawn, average_answer_time, finished, deck FROM matches "
            "ORDER BY id"
        )
        return [MatchRecord(*(*row[:10], bool(row[10]), row[11])) for row in rows]

    def duels(self) -> list[DuelRecord]:
        """Every stored duel, oldest first."""
        rows = self._query(
            "SELECT id, played_at, first_name, second_name, first_points, second_points, goal, "
            "rounds_played, finished, deck FROM duels ORDER BY id"
        )
        return [
            DuelRecord(
                id=row[0],
                played_at=row[1],
                names=(row[2], row[3]),
                scores=(row[4], row[5]),
                goal=row[6],
                rounds_played=row[7],
                finished=bool(row[8]),
                deck=row[9],
            )
            for row in rows
        ]

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
        """Insert a match and its rounds (inside a transaction)."""
        conn = self._conn
        cursor = conn.execute(
            "INSERT INTO matches (played_at, level, card_count, target, rounds_played, "
            "player_points, computer_points, rounds_drawn, average_answer_time, finished, "
            "deck) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                self._now().isoformat(timespec="seconds"),
                summary.level.key,
                summary.card_count,
                format_number(summary.target),
                summary.rounds_played,
                summary.player_points,
                summary.computer_points,
                summary.rounds_drawn,
                summary.average_answer_time,
                int(summary.finished),
                summary.deck.key,
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
                    result.outcome.time_taken
                    if result.winner is Winner.PLAYER
                    else result.outcome.seconds,
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
        conn = _connect(path)
        try:
            _create(conn)
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

    def _in_memory(self, warning: str) -> sqlite3.Connection:
        """History for this session only, with the message that says so."""
        self.warning = warning
        conn = _connect(":memory:")
        _create(conn)
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
            _create(conn)
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

    # --- Tchisla (kept apart from the matches above) ----------------------------------------------

    def record_tchisla(self, target: int, digit: int, copies: int, answer: str) -> bool:
        """Keep a right Tchisla answer if it beats the best for its target and digit; True if so."""
        self._check_writable()

        def keep(conn: sqlite3.Connection) -> int:
            row = conn.execute(
                "SELECT copies FROM tchisla_best WHERE target = ? AND digit = ?",
                (str(target), digit),
            ).fetchone()
            if row is not None and row[0] <= copies:
                return 0
            conn.execute(
                "INSERT OR REPLACE INTO tchisla_best (target, digit, copies, answer, played_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (str(target), digit, copies, answer, self._now().isoformat(timespec="seconds")),
            )
            return 1

        return bool(self._write(keep))

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


def _connect(path: str | Path, uri: bool = False) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), usable from any thread."""
    conn = sqlite3.connect(
        str(path), isolation_level=None, check_same_thread=False, timeout=2.0, uri=uri
    )
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


def _numbers_text(numbers: Sequence[int]) -> str:
    """A hand as the history keeps it: its numbers sorted, "3 3 8 8"."""
    return " ".join(str(n) for n in sorted(numbers))


def _daily(row: tuple[Any, ...]) -> DailyResult:
    """A day's result from its row (day, hand, level, solved, seconds, hints)."""
    return DailyResult(
        date.fromisoformat(row[0]),
        tuple(int(n) for n in str(row[1]).split()),
        row[2],
        bool(row[3]),
        float(row[4]),
        int(row[5]),
    )


def _review(row: tuple[Any, ...]) -> Review:
    """A row of the review table."""
    return Review(tuple(int(n) for n in str(row[0]).split()), int(row[1]), int(row[2]))


def _inspect(path: Path) -> str | None:
    """Why an existing file is not a sound history of ours (None: it is), read without changing
    a byte of it. Raises sqlite3.DatabaseError when it cannot be read now (locked, no access)."""
    conn = _connect(f"file:{path}?mode=ro", uri=True)
    try:
        row = conn.execute("PRAGMA quick_check").fetchone()
        if row is None or row[0] != "ok":
            return translate("History", "integrity check failed: {detail}").format(
                detail=row[0] if row else "no answer"
            )
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version not in (*UPGRADABLE, SCHEMA_VERSION):
            return translate(
                "History", "made by another version of the game (schema {version})"
            ).format(version=version)
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
        if tables and not {"matches", "rounds"} <= tables:
            return translate("History", "not a match history")
        if tables:
            conn.execute("SELECT id, played_at, finished FROM matches LIMIT 1").fetchall()
            conn.execute("SELECT match_id, hardness, answer FROM rounds LIMIT 1").fetchall()
    except sqlite3.DatabaseError as error:
        if _is_unavailable(error):
            raise
        return str(error)
    finally:
        conn.close()
    return None


def _create(conn: sqlite3.Connection) -> None:
    """Create the tables of a new history, or add what an earlier version lacks (kept rows are
    never changed: a match of version 1 was played with the standard deck)."""
    conn.executescript(SCHEMA)
    columns = {row[1] for row in conn.execute("PRAGMA table_info(matches)")}
    if "deck" not in columns:
        conn.execute("ALTER TABLE matches ADD COLUMN deck TEXT NOT NULL DEFAULT 'standard'")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


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
