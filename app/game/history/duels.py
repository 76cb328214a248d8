"""Two-player duels."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .part import Part, Row

if TYPE_CHECKING:
    from ..duel import DuelSummary

SCHEMA = """
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
    deck TEXT NOT NULL,
    operators TEXT NOT NULL DEFAULT '+-*/'
);
"""


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
    operators: str = "+-*/"


class Duels(Part):
    """The duels part of the history."""

    def record_duel(self, summary: DuelSummary) -> int:
        """Store a duel between two players; returns its id."""
        (first_name, second_name), (first_points, second_points) = summary.names, summary.scores
        return self._record(
            "duels",
            {
                "first_name": first_name,
                "second_name": second_name,
                "first_points": first_points,
                "second_points": second_points,
                "goal": summary.goal,
                "rounds_played": len(summary.rounds),
                "finished": int(summary.finished),
                "deck": summary.deck.key,
                "operators": str(summary.operators),
            },
        )

    def duels(self) -> list[DuelRecord]:
        """Every stored duel, oldest first."""
        return self._records(
            _duel,
            "SELECT id, played_at, first_name, second_name, first_points, second_points, goal, "
            "rounds_played, finished, deck, operators FROM duels ORDER BY id",
        )


def _duel(row: Row) -> DuelRecord:
    """A duel from its row (id, played_at, the names, the points, goal, rounds_played,
    finished, deck, operators)."""
    return DuelRecord(
        id=int(row[0]),
        played_at=str(row[1]),
        names=(str(row[2]), str(row[3])),
        scores=(int(row[4]), int(row[5])),
        goal=int(row[6]),
        rounds_played=int(row[7]),
        finished=bool(row[8]),
        deck=str(row[9]),
        operators=str(row[10]),
    )
