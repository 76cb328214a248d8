"""Score attack: every run kept, and the best ones."""

from __future__ import annotations

import sqlite3
from datetime import date
from typing import Any

from solver import OperatorSet

from ..attack import AttackRules, AttackRun
from ..decks import DeckRules
from .part import Part

SCHEMA = """
-- Score attack: one row per run (its score, when, and the rules that make runs comparable).
CREATE TABLE IF NOT EXISTS score_attack (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    day TEXT NOT NULL,
    score INTEGER NOT NULL,
    skipped INTEGER NOT NULL,
    seconds REAL NOT NULL,
    finished INTEGER NOT NULL,
    cards INTEGER NOT NULL,
    target TEXT NOT NULL,
    deck TEXT NOT NULL,
    operators TEXT NOT NULL DEFAULT '+-*/'
);
"""

_COLUMNS = "day, score, skipped, seconds, finished, cards, target, deck, operators"
#: The best first: the highest score, and of equal scores the first to reach it.
_BEST_FIRST = "ORDER BY score DESC, id"


class Attack(Part):
    """The score-attack part of the history."""

    def record_attack(self, run: AttackRun) -> int:
        """Keep a run; returns its id."""
        self._check_writable()
        rules = run.rules

        def insert(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                f"INSERT INTO score_attack (played_at, {_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    self._stamp(),
                    run.day.isoformat(),
                    run.score,
                    run.skipped,
                    run.seconds,
                    int(run.finished),
                    rules.card_count,
                    str(rules.target),
                    rules.deck.key,
                    str(rules.operators),
                ),
            )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

        return self._write(insert)

    def attack_best(self, rules: AttackRules) -> AttackRun | None:
        """The best run of these rules (the first to reach the highest score)."""
        runs = self.attack_bests(1, rules)
        return runs[0] if runs else None

    def attack_bests(self, limit: int = 5, rules: AttackRules | None = None) -> list[AttackRun]:
        """The best runs, best first; of these rules only, if given."""
        where, parameters = "", tuple[object, ...]()
        if rules is not None:
            where = "WHERE cards = ? AND target = ? AND deck = ? AND operators = ?"
            parameters = (rules.card_count, str(rules.target), rules.deck.key, str(rules.operators))
        return self._records(
            _run,
            f"SELECT {_COLUMNS} FROM score_attack {where} {_BEST_FIRST} LIMIT ?",
            (*parameters, limit),
        )

    def attack_count(self) -> int:
        """How many runs are kept."""
        return int(self._query("SELECT COUNT(*) FROM score_attack")[0][0])


def _run(row: tuple[Any, ...]) -> AttackRun:
    """A run from its row (ValueError for a deck or operators this version does not know:
    SolverError is one)."""
    day, score, skipped, seconds, finished, cards, target, deck, operators = row
    rules = AttackRules(
        DeckRules.parse(deck), OperatorSet.parse(str(operators)), int(cards), int(target)
    )
    return AttackRun(
        date.fromisoformat(day), int(score), int(skipped), float(seconds), bool(finished), rules
    )
