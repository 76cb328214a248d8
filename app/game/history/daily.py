"""The daily puzzle: the first result of each date (late: played from the archive, after its
day; a late solve does not count for the streak)."""

from __future__ import annotations

import sqlite3
from datetime import date
from typing import Any

from ..daily import DailyResult
from .part import Part, SolvedHand, numbers_of, numbers_text

SCHEMA = """
CREATE TABLE IF NOT EXISTS daily (
    day TEXT PRIMARY KEY,
    hand TEXT NOT NULL,
    level TEXT NOT NULL,
    solved INTEGER NOT NULL,
    seconds REAL NOT NULL,
    hints INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    late INTEGER NOT NULL DEFAULT 0
);
"""


class Daily(Part):
    """The daily puzzle's part of the history."""

    def record_daily(self, result: DailyResult) -> None:
        """Keep a day's puzzle result; a day already kept keeps its first result."""
        self._check_writable()

        def insert(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO daily (day, hand, level, solved, seconds, hints, "
                "played_at, late) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    result.day.isoformat(),
                    numbers_text(result.hand),
                    result.level,
                    int(result.solved),
                    result.seconds,
                    result.hints,
                    self._stamp(),
                    int(result.late),
                ),
            )
            return cursor.rowcount

        self._write(insert)

    def daily_result(self, day: date) -> DailyResult | None:
        """The result kept for a date's puzzle."""
        rows = self._query(
            f"SELECT {_COLUMNS} FROM daily WHERE day = ?",
            (day.isoformat(),),
        )
        return _daily(rows[0]) if rows else None

    def daily_solved_days(self) -> set[date]:
        """Every date whose puzzle was solved on the day (the streak's days; a late solve from
        the archive is not one)."""
        rows = self._query("SELECT day FROM daily WHERE solved AND NOT late")
        return {date.fromisoformat(row[0]) for row in rows}

    def solved_daily(self) -> list[SolvedHand]:
        """Every daily puzzle the player solved, oldest first (its target is always 24)."""
        rows = self._query("SELECT hand, seconds, played_at FROM daily WHERE solved ORDER BY day")
        return [SolvedHand("daily", hand, "24", seconds, when) for hand, seconds, when in rows]

    def daily_results(self) -> list[DailyResult]:
        """Every day's kept result, oldest first."""
        rows = self._query(f"SELECT {_COLUMNS} FROM daily ORDER BY day")
        return [_daily(row) for row in rows]


_COLUMNS = "day, hand, level, solved, seconds, hints, late"


def _daily(row: tuple[Any, ...]) -> DailyResult:
    """A day's result from its row (day, hand, level, solved, seconds, hints, late)."""
    return DailyResult(
        date.fromisoformat(row[0]),
        numbers_of(row[1]),
        row[2],
        bool(row[3]),
        float(row[4]),
        int(row[5]),
        bool(row[6]),
    )
