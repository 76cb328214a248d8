"""Tchisla bests in the history database: kept only when better, survive reopening, old files."""

import sqlite3
from datetime import UTC, datetime, timedelta

from app.game.history import SCHEMA, History, TchislaBest

FIXED = datetime(2026, 11, 23, 1, 0, tzinfo=UTC)


class Ticking:
    """A clock for the history that moves one minute on each reading."""

    def __init__(self) -> None:
        self.now = FIXED

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def test_a_better_answer_replaces_the_best_and_a_worse_one_does_not(tmp_path):
    with History(tmp_path / "h.sqlite", now=Ticking()) as history:
        assert history.tchisla_best(11, 7) is None
        assert history.record_tchisla(11, 7, 4, "7 + 7 - 7 + 7/7... ")
        assert history.record_tchisla(11, 7, 3, "77/7")
        assert not history.record_tchisla(11, 7, 3, "77 ÷ 7")  # a tie keeps the first
        assert not history.record_tchisla(11, 7, 5, "7+7-7+7/7-7/7")
        best = history.tchisla_best(11, 7)
        assert best == TchislaBest(11, 7, 3, "77/7", "2026-11-23T01:02:00+00:00")
        assert history.tchisla_best(11, 8) is None


def test_bests_survive_reopening_and_are_listed_latest_first(tmp_path):
    path = tmp_path / "data" / "history.sqlite"
    with History(path, now=Ticking()) as history:
        history.record_tchisla(2016, 7, 6, "√(7!)/(7/(√(7!)+√(7!))-√(7!)/7!)")
        history.record_tchisla(55, 2, 5, "22*(2+√(2^-2))")
    with History(path) as again:
        assert [(b.target, b.digit, b.copies) for b in again.tchisla_bests()] == [
            (55, 2, 5),
            (2016, 7, 6),
        ]
        assert again.matches() == []


def test_a_target_beyond_sqlites_integers_is_kept(tmp_path):
    huge = 10**40 + 7
    with History(tmp_path / "h.sqlite") as history:
        assert history.record_tchisla(huge, 7, 30, "7*...")
        best = history.tchisla_best(huge, 7)
        assert best is not None and best.target == huge


def test_an_old_history_file_gets_the_tchisla_table(tmp_path):
    path = tmp_path / "old.sqlite"
    conn = sqlite3.connect(path)  # a history made before Tchisla bests were kept
    conn.executescript(SCHEMA.split("-- Tchisla")[0] + "PRAGMA user_version = 1;")
    assert "tchisla_best" not in SCHEMA.split("-- Tchisla")[0]
    conn.close()
    with History(path) as history:
        assert history.warning is None
        assert history.record_tchisla(24, 4, 1, "4!")
        assert history.tchisla_best(24, 4) is not None
