"""The history as a package: a player's file from the version before still opens, reads and
grows; a fresh file has the same tables as that version's."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import UTC, date, datetime
from pathlib import Path

from app.game.daily import DailyResult
from app.game.decks import DeckRules
from app.game.history import SCHEMA_VERSION, History
from app.game.practice import PracticeResult, Review

OLD = Path(__file__).resolve().parent.parent / "data" / "history-v2.sqlite3"
LATER = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)


def _tables(path: Path) -> dict[str, str]:
    """Every table and index of a database file with the SQL that made it."""
    conn = sqlite3.connect(path)
    try:
        return dict(conn.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL"))
    finally:
        conn.close()


def test_a_history_of_the_version_before_opens_with_every_record(tmp_path):
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(OLD, path)
    with History(path) as history:
        assert history.warning is None and not history.read_only
        (match,) = history.matches()
        assert (match.level, match.rounds_played, match.player_points, match.finished) == (
            "Beginner",
            3,
            2,
            True,
        )
        assert [time.seconds for time in history.answer_times()] == [5.0, 12.0]
        assert [hand.mode for hand in history.solved_hands()] == [
            "match",
            "match",
            "practice",
            "daily",
        ]
        (duel,) = history.duels()
        assert (duel.names, duel.scores, duel.goal, duel.deck) == (
            ("Mei", "Tom"),
            (5, 3),
            5,
            "faces-ten",
        )
        assert history.practised() == 1
        assert history.practice_totals() == (1, 1, 0, 1, 75.0)
        assert history.reviews() == [Review((1, 3, 4, 6), 1, 4)]
        assert history.review((6, 4, 3, 1), 24, DeckRules()) == Review((1, 3, 4, 6), 1, 4)
        kept = history.daily_result(date(2026, 11, 21))
        assert kept == DailyResult(date(2026, 11, 21), (3, 3, 8, 8), "hard", True, 48.0, 1)
        assert history.daily_solved_days() == {date(2026, 11, 21)}
        best = history.tchisla_best(2016, 7)
        assert best is not None and (best.copies, best.played_at) == (
            6,
            "2026-11-22T03:00:00+00:00",
        )


def test_a_history_of_the_version_before_keeps_new_records_beside_the_old(tmp_path):
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(OLD, path)
    with History(path, now=lambda: LATER) as history:
        result = PracticeResult((1, 3, 4, 6), 24, DeckRules(), 20.0, 0, False, 1, 2)
        history.record_practice(result, None)  # solved alone: out of the review queue
        history.record_daily(DailyResult(date(2026, 11, 22), (1, 5, 5, 5), "expert", False, 9.0, 3))
        assert history.record_tchisla(2016, 7, 5, "shorter")
    with History(path) as again:
        assert again.warning is None
        assert again.practised() == 2 and again.reviews() == []
        assert [day.day for day in again.daily_results()] == [
            date(2026, 11, 21),
            date(2026, 11, 22),
        ]
        assert again.tchisla_best(2016, 7).copies == 5
        assert len(again.matches()) == 1 and len(again.duels()) == 1
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 2
    conn.close()


def test_a_fresh_history_has_the_tables_of_the_version_before(tmp_path):
    path = tmp_path / "fresh.sqlite3"
    History(path).close()
    assert _tables(path) == _tables(OLD)
