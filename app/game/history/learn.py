"""The learning path: every stage finished, with its stars (the best of a stage is its mark)."""

from __future__ import annotations

from ..learn import StageResult
from .part import Part

SCHEMA = """
CREATE TABLE IF NOT EXISTS learn (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    stage INTEGER NOT NULL,
    stars INTEGER NOT NULL,
    hints INTEGER NOT NULL,
    mistakes INTEGER NOT NULL,
    seconds REAL NOT NULL
);
"""


class Learn(Part):
    """The learning path's part of the history."""

    def record_stage(self, result: StageResult) -> int:
        """Keep a finished stage; returns its record's id."""
        return self._record(
            "learn",
            {
                "stage": result.stage,
                "stars": result.stars,
                "hints": result.hints,
                "mistakes": result.mistakes,
                "seconds": result.seconds,
            },
        )

    def stage_stars(self) -> dict[int, int]:
        """The best stars of every stage finished, by stage number."""
        return dict(self._records(_stars, "SELECT stage, MAX(stars) FROM learn GROUP BY stage"))

    def stages_finished(self) -> int:
        """How many times a stage was finished."""
        return int(self._query("SELECT COUNT(*) FROM learn")[0][0])


def _stars(row: tuple[object, ...]) -> tuple[int, int]:
    """A stage and its most stars, from their row."""
    stage, stars = row
    return int(str(stage)), int(str(stars))
