"""Practice: every hand practised, and the review queue of hands that come back."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from solver import ALL_OPERATORS, OperatorSet, Q

from ..practice import PracticeResult, Review, stars_earned
from .part import Part, SolvedHand, insert_row, numbers_of, numbers_text

if TYPE_CHECKING:
    from ..decks import DeckRules

SCHEMA = """
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
    total INTEGER NOT NULL,
    operators TEXT NOT NULL DEFAULT '+-*/'
);
"""
#: The review queue, by hand and rules (the migrations make it again from an earlier version's).
REVIEW = """
CREATE TABLE IF NOT EXISTS review (
    numbers TEXT NOT NULL,
    target TEXT NOT NULL,
    deck TEXT NOT NULL,
    box INTEGER NOT NULL,
    due INTEGER NOT NULL,
    operators TEXT NOT NULL DEFAULT '+-*/',
    PRIMARY KEY (numbers, target, deck, operators)
);
"""
SCHEMA += REVIEW


class Practice(Part):
    """The practice part of the history."""

    def record_practice(self, result: PracticeResult, review: Review | None) -> int:
        """Keep a practised hand and its new place in the review queue (None: not in it);
        returns the hand's record id."""
        key = {
            "numbers": numbers_text(result.numbers),
            "target": str(result.target),
            "deck": result.deck.key,
            "operators": str(result.operators),
        }

        def requeue(conn: sqlite3.Connection) -> None:
            conn.execute(
                "DELETE FROM review WHERE numbers = ? AND target = ? AND deck = ? "
                "AND operators = ?",
                tuple(key.values()),
            )
            if review is not None:
                insert_row(conn, "review", {**key, "box": review.box, "due": review.due})

        return self._record(
            "practice",
            {
                **key,
                "seconds": result.seconds,
                "hints": result.hints,
                "gave_up": int(result.gave_up),
                "found": result.found,
                "total": result.total,
            },
            requeue,
        )

    def practice_found(self, record: int, found: int) -> None:
        """The answers found on a hand kept already (the player found more after)."""
        self._check_writable()

        def update(conn: sqlite3.Connection) -> int:
            return conn.execute(
                "UPDATE practice SET found = ? WHERE id = ?", (found, record)
            ).rowcount

        self._write(update)

    def practice_totals(self) -> tuple[int, int, int, int, float | None]:
        """Hands practised, solved, solved without a hint, solved with every answer found, and
        the average seconds of a solved hand (None before the first)."""
        row = self._query(
            "SELECT COUNT(*), TOTAL(NOT gave_up), TOTAL(NOT gave_up AND hints = 0), "
            "TOTAL(NOT gave_up AND found >= total), AVG(CASE WHEN gave_up THEN NULL ELSE seconds "
            "END) FROM practice"
        )[0]
        return (int(row[0]), int(row[1]), int(row[2]), int(row[3]), row[4])

    def solved_in_practice(self) -> list[SolvedHand]:
        """Every hand the player solved in practice (not given up), oldest first."""
        return self._records(
            _solved,
            "SELECT numbers, target, seconds, played_at FROM practice WHERE NOT gave_up "
            "ORDER BY id",
        )

    def practised(self) -> int:
        """How many hands have been practised."""
        return int(self._query("SELECT COUNT(*) FROM practice")[0][0])

    def practice_stars(self) -> int:
        """The stars earned in every hand practised (the rule is practice.stars_earned)."""
        rows = self._query("SELECT hints, gave_up, COUNT(*) FROM practice GROUP BY hints, gave_up")
        return sum(
            stars_earned(int(hints), bool(gave_up)) * count for hints, gave_up, count in rows
        )

    def review(
        self,
        numbers: Sequence[int],
        target: Q,
        deck: DeckRules,
        operators: OperatorSet = ALL_OPERATORS,
    ) -> Review | None:
        """A hand's place in the review queue of these rules, if it is in it."""
        where = "AND numbers = ?"
        return self._first_review(target, deck, operators, where, (numbers_text(numbers),))

    def due_review(
        self,
        target: Q,
        deck: DeckRules,
        practised: int,
        operators: OperatorSet = ALL_OPERATORS,
    ) -> Review | None:
        """The most overdue hand of the queue for these rules, if one is due."""
        where = "AND due <= ? ORDER BY due, numbers"
        return self._first_review(target, deck, operators, where, (practised,))

    def _first_review(
        self,
        target: Q,
        deck: DeckRules,
        operators: OperatorSet,
        where: str,
        parameters: tuple[object, ...],
    ) -> Review | None:
        """The first hand of the review queue of these rules that the rest of the query,
        `where` (with its `parameters`), finds, if any."""
        reviews = self._records(
            _review,
            "SELECT numbers, box, due FROM review WHERE target = ? AND deck = ? AND operators = ? "
            + where,
            (str(target), deck.key, str(operators), *parameters),
        )
        return reviews[0] if reviews else None

    def reviews(self) -> list[Review]:
        """Every hand in the review queue, soonest first."""
        return self._records(_review, "SELECT numbers, box, due FROM review ORDER BY due, numbers")


def _solved(row: tuple[Any, ...]) -> SolvedHand:
    """A hand solved in practice, from its row (numbers, target, seconds, played_at)."""
    numbers, target, seconds, played_at = row
    return SolvedHand(
        "practice", numbers_text(numbers_of(numbers)), str(target), float(seconds), str(played_at)
    )


def _review(row: tuple[Any, ...]) -> Review:
    """A row of the review table."""
    return Review(numbers_of(row[0]), int(row[1]), int(row[2]))
