"""Match history in SQLite: round trip, answer times, hardest solved, damaged files survived."""

import random
import sqlite3
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from app.game.clock import ManualClock
from app.game.history import History, HistoryReadOnly
from app.game.levels import ComputerLevel
from app.game.match import Match, MatchOptions

FIXED = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)


def played_match(seed=1, answers=(5.0, 12.0), rounds=3):
    clock = ManualClock()
    rng = random.Random(seed)
    match = Match(
        MatchOptions(rounds=rounds, only_solvable=True, level=ComputerLevel.BEGINNER),
        clock=clock,
        rng=rng,
    )
    times = iter(answers)
    while (job := match.deal_job()) is not None:
        dealt = job.run()
        slow = replace(dealt.setup.computer, seconds=1000.0)  # the player answers first
        game = match.accept(replace(dealt, setup=replace(dealt.setup, computer=slow)))
        seconds = next(times, None)
        if seconds is None:
            game.skip()
        else:
            clock.advance(seconds)
            assert game.submit(game.solutions[0].text).ok
    return match.summary()


def test_round_trip_survives_reopening(tmp_path):
    path = tmp_path / "data" / "history.sqlite"
    summary = played_match()
    with History(path, now=lambda: FIXED) as history:
        match_id = history.record_match(summary)
        assert history.warning is None
    with History(path) as again:
        [record] = again.matches()
        assert record.id == match_id and record.played_at == "2026-11-22T03:00:00+00:00"
        assert (record.player_points, record.computer_points, record.rounds_played) == (2, 0, 3)
        assert record.level == "Beginner" and record.target == "24" and record.finished
        assert record.average_answer_time == pytest.approx(8.5)
        times = again.answer_times()
        assert [t.seconds for t in times] == pytest.approx([5.0, 12.0])
        assert [t.hand for t in times] == [r.hand for r in summary.results[:2]]


def test_the_hands_answered_in_matches_are_solved_hands(tmp_path):
    with History(tmp_path / "h.sqlite") as history:
        for seed in range(4):
            history.record_match(played_match(seed, answers=(3.0, 4.0, 5.0)))
        solved = history.solved_hands()
        assert [hand.seconds for hand in solved] == [3.0, 4.0, 5.0] * 4
        assert {hand.mode for hand in solved} == {"match"} and solved[0].target == "24"
        numbers = [int(n) for n in solved[0].numbers.split()]
        assert numbers == sorted(numbers)
        assert len(history.matches()) == 4 and len(history.answer_times()) == 12


def test_a_garbage_file_is_set_aside_and_a_fresh_history_used(tmp_path):
    path = tmp_path / "history.sqlite"
    path.write_bytes(b"this is not a database at all" * 100)
    history = History(path, now=lambda: FIXED)
    assert history.warning is not None and "set aside" in history.warning
    aside = tmp_path / "history.sqlite.damaged-20261122-030000"
    assert aside.read_bytes().startswith(b"this is not a database")
    assert history.matches() == []
    history.record_match(played_match())
    assert len(history.matches()) == 1
    history.close()


def test_a_truncated_database_is_set_aside(tmp_path):
    path = tmp_path / "history.sqlite"
    with History(path) as history:
        for seed in range(3):
            history.record_match(played_match(seed))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2] + b"\x00garbage" * 200)
    with History(path) as history:
        assert history.warning is not None
        history.record_match(played_match())
        assert len(history.matches()) == 1
    assert len(list(tmp_path.glob("history.sqlite.damaged-*"))) == 1


def test_a_database_of_another_shape_is_set_aside(tmp_path):
    path = tmp_path / "history.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE matches (x TEXT)")
    conn.commit()
    conn.close()
    with History(path) as history:
        assert history.warning is not None
        history.record_match(played_match())
        assert len(history.matches()) == 1


def test_a_failed_write_leaves_nothing_half_written(tmp_path):
    summary = played_match()
    with History(tmp_path / "h.sqlite") as history:
        history.record_match(summary)
        broken = type(summary.results[0])(
            **{**summary.results[0].__dict__, "number": None}  # NOT NULL violated mid-way
        )
        bad = type(summary)(**{**summary.__dict__, "results": (*summary.results, broken)})
        with pytest.raises(sqlite3.IntegrityError):
            history.record_match(bad)
        assert len(history.matches()) == 1 and len(history.answer_times()) == 2
        assert history.warning is None


def test_an_unusable_path_keeps_history_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with History(blocker / "history.sqlite") as history:
        assert history.warning is not None and "this session" in history.warning
        history.record_match(played_match())
        assert len(history.matches()) == 1


def test_damage_while_open_is_survived_on_the_next_write(tmp_path):
    path = tmp_path / "history.sqlite"
    history = History(path, now=lambda: FIXED)
    history.record_match(played_match())
    path.write_bytes(b"\xff" * path.stat().st_size)
    history.record_match(played_match(seed=2))
    assert history.warning is not None and "set aside" in history.warning
    assert len(history.matches()) == 1
    history.close()


def test_a_file_of_another_shape_is_set_aside_untouched(tmp_path):
    """A defect found by an audit: the copy set aside had gained our tables and a version."""
    path = tmp_path / "history.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('mine')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with History(path, now=lambda: FIXED) as history:
        assert "not a match history" in history.warning
    (aside,) = tmp_path.glob("history.sqlite.damaged-*")
    assert aside.read_bytes() == before


def test_a_history_of_another_version_is_set_aside_untouched(tmp_path):
    path = tmp_path / "history.sqlite"
    with History(path) as history:
        history.record_match(played_match())
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    with History(path, now=lambda: FIXED) as history:
        assert "another version" in history.warning and history.matches() == []
    (aside,) = tmp_path.glob("history.sqlite.damaged-*")
    assert aside.read_bytes() == before


def test_a_read_only_history_still_shows_past_matches(tmp_path, monkeypatch):
    """A defect found by an audit: with a read-only data folder, Statistics said "No matches
    played yet" though 30 matches were on disk."""
    import os

    path = tmp_path / "history.sqlite"
    with History(path) as history:
        for seed in range(3):
            history.record_match(played_match(seed))
    before = path.read_bytes()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: not mode & os.W_OK and real_access(p, mode))
    with History(path) as history:
        assert history.read_only and "read-only" in history.warning
        assert len(history.matches()) == 3 and len(history.answer_times()) == 6
        with pytest.raises(HistoryReadOnly, match="read-only"):
            history.record_match(played_match())
    assert path.read_bytes() == before


def test_a_folder_where_the_file_should_be_keeps_history_in_memory(tmp_path):
    path = tmp_path / "history.sqlite"
    path.mkdir()
    with History(path) as history:
        assert "is a folder" in history.warning
        history.record_match(played_match())
        assert len(history.matches()) == 1
    assert path.is_dir()


def test_a_history_of_version_1_gains_decks_and_duels_and_keeps_its_matches(tmp_path):
    path = tmp_path / "history.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE matches (id INTEGER PRIMARY KEY, played_at TEXT NOT NULL, level TEXT NOT "
        "NULL, card_count INTEGER NOT NULL, target TEXT NOT NULL, rounds_played INTEGER NOT "
        "NULL, player_points INTEGER NOT NULL, computer_points INTEGER NOT NULL, rounds_drawn "
        "INTEGER NOT NULL, average_answer_time REAL, finished INTEGER NOT NULL);"
        "CREATE TABLE rounds (id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL, number INTEGER "
        "NOT NULL, hand TEXT NOT NULL, numbers TEXT NOT NULL, target TEXT NOT NULL, winner TEXT "
        "NOT NULL, reason TEXT NOT NULL, seconds REAL NOT NULL, hardness REAL NOT NULL, "
        "hint_used INTEGER NOT NULL, wrong_attempts INTEGER NOT NULL, answer TEXT);"
        "INSERT INTO matches VALUES (1, '2026-01-01T00:00:00+00:00', 'Normal', 4, '24', 13, 7, "
        "5, 1, 12.5, 1);"
        "PRAGMA user_version = 1;"
    )
    conn.close()
    with History(path) as history:
        assert history.warning is None
        (old,) = history.matches()
        assert (old.level, old.player_points, old.deck) == ("Normal", 7, "standard")
        assert history.duels() == []
