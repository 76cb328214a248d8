"""The daily puzzle: the first result of each date and operator set (each set has its own puzzle
a day; late: played from the archive, after its day; a late solve does not count for the
streak)."""

from __future__ import annotations

import sqlite3
from datetime import date
from typing import Any

from solver import ALL_OPERATORS, OperatorSet

from ..daily import DailyResult
from .part import Part, SolvedHand, insert_row, numbers_of, numbers_text

SCHEMA = """
CREATE TABLE IF NOT EXISTS daily (
    day TEXT NOT NULL,
    hand TEXT NOT NULL,
    level TEXT NOT NULL,
    solved INTEGER NOT NULL,
    seconds REAL NOT NULL,
    hints INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    late INTEGER NOT NULL DEFAULT 0,
    operators TEXT NOT NULL DEFAULT '+-*/',
    PRIMARY KEY (day, operators)
);
"""


class Daily(Part):
    """The daily puzzle's part of the history."""

    def record_daily(self, result: DailyResult) -> None:
        """Keep a day's puzzle result; a day already kept (by the same rules) keeps its first
        result."""
        self._check_writable()

        def insert(conn: sqlite3.Connection) -> int:
            row = {
                "day": result.day.isoformat(),
                "hand": numbers_text(result.hand),
                "level": result.level,
                "solved": int(result.solved),
                "seconds": result.seconds,
                "hints": result.hints,
                "played_at": self._stamp(),
                "late": int(result.late),
                "operators": str(result.operators),
            }
            return insert_row(conn, "daily", row, "INSERT OR IGNORE").rowcount

        self._write(insert)

    def daily_result(self, day: date, operators: OperatorSet = ALL_OPERATORS) -> DailyResult | None:
        """The result kept for a date's puzzle of these rules."""
        results = self._records(
            _daily,
            f"SELECT {_COLUMNS} FROM daily WHERE day = ? AND operators = ?",
            (day.isoformat(), str(operators)),
        )
        return results[0] if results else None

    def daily_solved_days(self, operators: OperatorSet = ALL_OPERATORS) -> set[date]:
        """Every date whose puzzle of these rules was solved on the day (the streak's days; a
        late solve from the archive is not one)."""
        return set(
            self._records(
                _day,
                "SELECT day FROM daily WHERE solved AND NOT late AND operators = ?",
                (str(operators),),
            )
        )

    def solved_daily(self) -> list[SolvedHand]:
        """Every daily puzzle the player solved, oldest first (its target is always 24)."""
        return self._records(
            _solved, "SELECT hand, seconds, played_at FROM daily WHERE solved ORDER BY day"
        )

    def daily_results(self, operators: OperatorSet | None = ALL_OPERATORS) -> list[DailyResult]:
        """Every day's kept result of these rules (of every set: None), oldest first."""
        if operators is None:
            return self._records(_daily, f"SELECT {_COLUMNS} FROM daily ORDER BY day, operators")
        return self._records(
            _daily,
            f"SELECT {_COLUMNS} FROM daily WHERE operators = ? ORDER BY day",
            (str(operators),),
        )


_COLUMNS = "day, hand, level, solved, seconds, hints, late, operators"


def _day(row: tuple[Any, ...]) -> date:
    """The date of a row (day)."""
    return date.fromisoformat(row[0])


def _solved(row: tuple[Any, ...]) -> SolvedHand:
    """A solved day's hand from its row (hand, seconds, played_at); its target is 24."""
    hand, seconds, when = row
    return SolvedHand("daily", numbers_text(numbers_of(hand)), "24", float(seconds), str(when))


def _daily(row: tuple[Any, ...]) -> DailyResult:
    """A day's result from its row (day, hand, level, solved, seconds, hints, late,
    operators)."""
    return DailyResult(
        date.fromisoformat(row[0]),
        numbers_of(row[1]),
        row[2],
        bool(row[3]),
        float(row[4]),
        int(row[5]),
        bool(row[6]),
        OperatorSet.parse(str(row[7])),
    )
