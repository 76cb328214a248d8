"""Tchisla puzzles: the player's best answer for each target and digit."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from .part import Part, insert_row

SCHEMA = """
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
class TchislaBest:
    """The player's best answer to a Tchisla puzzle: fewest copies of the digit for the target."""

    target: int
    digit: int
    copies: int
    answer: str
    played_at: str


class Tchisla(Part):
    """The Tchisla part of the history (kept apart from the 24 game's)."""

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
            best = {
                "target": str(target),
                "digit": digit,
                "copies": copies,
                "answer": answer,
                "played_at": self._stamp(),
            }
            insert_row(conn, "tchisla_best", best, "INSERT OR REPLACE")
            return 1

        return bool(self._write(keep))

    def tchisla_best(self, target: int, digit: int) -> TchislaBest | None:
        """The player's best answer for a target and digit, or None if they have none yet."""
        bests = self._records(
            _tchisla_best,
            "SELECT target, digit, copies, answer, played_at FROM tchisla_best "
            "WHERE target = ? AND digit = ?",
            (str(target), digit),
        )
        return bests[0] if bests else None

    def tchisla_bests(self) -> list[TchislaBest]:
        """Every best Tchisla answer, latest first."""
        return self._records(
            _tchisla_best,
            "SELECT target, digit, copies, answer, played_at FROM tchisla_best "
            "ORDER BY played_at DESC, rowid DESC",
        )


def _tchisla_best(row: tuple[Any, ...]) -> TchislaBest:
    """A row of tchisla_best (the target is stored as text: it may pass SQLite's integers)."""
    return TchislaBest(int(row[0]), int(row[1]), int(row[2]), str(row[3]), str(row[4]))
