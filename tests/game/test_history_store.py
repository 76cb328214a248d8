"""The history as a package: a player's file from the versions before still opens, reads and
grows; a fresh file has the same tables as theirs, and those they lacked."""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import replace
from datetime import UTC, date, datetime
from pathlib import Path

from app.game.daily import DailyResult
from app.game.decks import DeckRules
from app.game.history import SCHEMA_VERSION, History
from app.game.practice import PracticeResult, Review

OLD = Path(__file__).resolve().parent.parent / "data" / "history-v2.sqlite3"
#: The history of the version before operator sets (schema 3), before rooms (schema 4), before
#: the rooms joined from the app were kept (schema 5), and before their seats were (schema 6).
V3 = OLD.with_name("history-v3.sqlite3")
V4 = OLD.with_name("history-v4.sqlite3")
V5 = OLD.with_name("history-v5.sqlite3")
V6 = OLD.with_name("history-v6.sqlite3")
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
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    conn.close()


def _columns(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every table's columns (name, type, not null, default, key) of a database file."""
    conn = sqlite3.connect(path)
    try:
        names = [
            row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
        ]
        return {
            name: [row[1:] for row in conn.execute(f"PRAGMA table_info({name})")] for name in names
        }
    finally:
        conn.close()


#: The tables versions 4 (besides the operators) and 5 added.
ROOM_TABLES = {"room_games", "room_players", "room_rounds", "room_scores"}
NEW_TABLES = {"learn", *ROOM_TABLES}
#: The tables that gained the operators in version 4 (the rest are as version 3 made them).
WITH_OPERATORS = {"matches", "duels", "practice", "review", "daily"}


def test_a_fresh_history_has_the_tables_of_the_version_before_and_the_operators(tmp_path):
    path = tmp_path / "fresh.sqlite3"
    History(path).close()
    fresh, old = _tables(path), _tables(V3)
    assert {name for name in set(fresh) - set(old) if "sqlite_autoindex" not in name} == {
        *NEW_TABLES,
        "room_scores_by_game",
    }
    kept = [name for name in old if name.split("_autoindex_")[-1] not in WITH_OPERATORS]
    assert {name: fresh[name] for name in kept} == {name: old[name] for name in kept}
    for name in WITH_OPERATORS:
        assert "operators TEXT NOT NULL DEFAULT '+-*/'" in fresh[name]
    assert "PRIMARY KEY (day, operators)" in fresh["daily"]


def test_a_history_of_the_versions_before_is_upgraded_to_the_tables_of_a_fresh_one(tmp_path):
    """Version 3 added score attack and late daily results (the archive), version 4 the
    operators, version 5 the rooms hosted, version 6 the rooms joined, version 7 their seats:
    files of versions 2 to 6 gain them in place, their rows kept, and have then the columns (and
    keys) of a fresh file."""
    fresh = tmp_path / "fresh.sqlite3"
    History(fresh).close()
    for old in (OLD, V3, V4, V5, V6):
        path = tmp_path / old.name
        shutil.copyfile(old, path)
        History(path).close()
        assert _columns(path) == _columns(fresh), old.name
        assert set(_tables(path)) == set(_tables(fresh)), old.name


def test_a_history_of_the_version_before_operator_sets_keeps_every_record(tmp_path):
    """Every game of version 3 had all four operators: its records read so, and new games of
    other sets are kept beside them (a day's puzzle and the review queue by set)."""
    from app.game.attack import AttackRules
    from solver import OperatorSet

    path = tmp_path / "history.sqlite3"
    shutil.copyfile(V3, path)
    sums = OperatorSet("+-", whole=True)
    with History(path, now=lambda: LATER) as history:
        assert history.warning is None
        (match,) = history.matches()
        assert match.operators == "+-*/" and history.duels()[0].operators == "+-*/"
        assert [r.day for r in history.daily_results()] == [date(2026, 11, 15), date(2026, 11, 22)]
        assert history.daily_results(sums) == []
        assert history.daily_solved_days() == {date(2026, 11, 22)}
        assert history.review((2, 3, 5, 12), 24, DeckRules()) == Review((2, 3, 5, 12), 1, 4)
        assert history.review((2, 3, 5, 12), 24, DeckRules(), sums) is None
        assert [run.score for run in history.attack_bests(rules=AttackRules())] == [12]
        day = DailyResult(date(2026, 11, 22), (6, 6, 6, 6), "Easy", True, 5.0, 0, False, sums)
        history.record_daily(day)
        result = PracticeResult((2, 3, 5, 12), 24, DeckRules(), 20.0, 0, False, 1, 1)
        history.record_practice(result, None)  # solved alone with all four: out of the queue
    with History(path) as again:
        assert again.daily_result(date(2026, 11, 22), sums) == day
        assert again.daily_result(date(2026, 11, 22)).hand == (1, 2, 6, 8)
        assert again.daily_solved_days(sums) == {date(2026, 11, 22)}
        assert again.reviews() == [] and again.practised() == 2


def test_an_upgraded_history_keeps_runs_and_late_days_apart_from_the_streak(tmp_path):
    from app.game.attack import AttackRules, AttackRun

    path = tmp_path / "history.sqlite3"
    shutil.copyfile(OLD, path)
    with History(path, now=lambda: LATER) as history:
        (kept,) = history.daily_results()
        assert not kept.late  # days of version 2 were played on their day
        late = DailyResult(date(2026, 11, 1), (1, 2, 3, 4), "Easy", True, 30.0, 0, late=True)
        history.record_daily(late)
        run = AttackRun(date(2026, 12, 1), 14, 2, 190.5, True)
        history.record_attack(run)
        history.record_attack(AttackRun(date(2026, 12, 1), 9, 0, 130.0, True))
    with History(path) as again:
        assert again.daily_result(date(2026, 11, 1)) == late
        assert again.daily_solved_days() == {date(2026, 11, 21)}  # not the late one
        assert again.attack_best(AttackRules()) == run
        assert [r.score for r in again.attack_bests()] == [14, 9]
        assert again.attack_count() == 2


def test_a_history_of_the_version_before_rooms_keeps_every_record_and_gains_room_games(tmp_path):
    """Version 5 added the rooms the player hosts: a file of version 4 gains their tables and
    nothing else changes; its records read as before, and a room game is kept beside them."""
    from app.game.attack import AttackRules
    from app.game.history import RoomGame, RoomPlace

    path = tmp_path / "history.sqlite3"
    shutil.copyfile(V4, path)
    before = _tables(V4)
    with History(path, now=lambda: LATER) as history:
        assert history.warning is None and not history.read_only
        (match,) = history.matches()
        (duel,) = history.duels()
        assert (duel.names, duel.scores, duel.operators) == (("Mei", "Tom"), (5, 2), "+- whole")
        assert match.operators == "+-*/" and history.practised() == 1
        assert history.daily_result(date(2026, 12, 4)).hand == (1, 2, 6, 8)
        assert [run.score for run in history.attack_bests(rules=AttackRules())] == [15]
        assert history.tchisla_best(100, 4).copies == 3
        assert history.stage_stars() == {1: 3} and history.room_games() == []
        game = RoomGame(
            "race", 2, 60.0, 4, "24", "standard", "+-*/", "any", False, False,
            (RoomPlace("Ann", 1, 1),), (),
        )  # fmt: skip
        history.record_room_game(game)
    after = _tables(path)
    assert {name: sql for name, sql in after.items() if name in before} == before
    assert {name for name in after if name.startswith("room")} == {
        *ROOM_TABLES,
        "room_scores_by_game",
    }
    with History(path) as again:
        assert [g.standings for g in again.room_games()] == [(RoomPlace("Ann", 1, 1),)]
        assert len(again.matches()) == 1 and len(again.duels()) == 1


def test_a_history_of_the_version_before_rooms_joined_keeps_its_hosted_room_and_gains_joined_ones(
    tmp_path,
):
    """Version 6 keeps the rooms joined from the app beside those hosted (a defect seen: a room
    joined was said to be kept and was not): a file of version 5 gains the column that tells
    them apart, its hosted room reads as hosted, and nothing else changes."""
    from app.game.history import RoomGame, RoomPlace

    path = tmp_path / "history.sqlite3"
    shutil.copyfile(V5, path)
    before = _tables(V5)
    with History(path, now=lambda: LATER) as history:
        assert history.warning is None and not history.read_only
        (hosted,) = history.room_games()
        assert (hosted.joined_as, hosted.joined, hosted.finished) == ("", False, True)
        assert [p.name for p in hosted.standings] == ["Ann", "Bo"]
        assert [len(r.scored) for r in hosted.played] == [1, 1]
        assert len(history.matches()) == 1 and history.stage_stars() == {1: 3}
        joined = RoomGame(
            "class", 5, 45.0, 4, "24", "standard", "+-*/", "any", False, False,
            (RoomPlace("Bo", 150, 1), RoomPlace("Carol", 90, 1)), (), joined_as="Carol",
        )  # fmt: skip
        history.record_room_game(joined)
    after = _tables(path)
    assert {name: sql for name, sql in after.items() if name != "room_games"} == {
        name: sql for name, sql in before.items() if name != "room_games"
    }
    with History(path) as again:
        assert [(g.joined_as, g.joined, g.mode) for g in again.room_games()] == [
            ("", False, "race"),
            ("Carol", True, "class"),
        ]
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    conn.close()


def test_a_history_of_the_version_before_seats_keeps_its_rooms_and_joins_a_seat_s_games(tmp_path):
    """Version 7 keeps the seat a room gave the player, so that joining the same room again is
    kept as the same game (a defect seen: leaving and joining again kept two games, the second
    with the later rounds only). A file of version 6 gains the column; its rooms, hosted and
    joined, read as they did and stay games of their own; nothing else changes."""
    from app.game.history import RoomGame, RoomPlace, RoomRound

    path = tmp_path / "history.sqlite3"
    shutil.copyfile(V6, path)
    before = _tables(V6)
    with History(path, now=lambda: LATER) as history:
        assert history.warning is None and not history.read_only
        hosted, joined = history.room_games()
        assert (hosted.joined, hosted.seat, len(hosted.played)) == (False, "", 2)
        assert (joined.joined_as, joined.seat, joined.rounds_played) == ("Carol", "", 1)
        assert [s.name for s in joined.played[0].scored] == ["Bo", "Carol"]
        assert len(history.matches()) == 1 and history.stage_stars() == {1: 3}
        again = replace(joined, played=(replace(joined.played[0], number=2),))
        history.record_room_game(again)  # no seat kept before: a game of its own, as it was
        seat = "82f92cb02c79d459dafc025e31a0afdb"
        first = RoomRound(1, "A♠ 2♥ 3♦ 4♣", "1 2 3 4", "24", 1, True, "everyone", 20.0, None)
        history.record_room_game(replace(joined, played=(first,), seat=seat))
        history.record_room_game(
            replace(
                joined,
                played=(replace(first, number=2), replace(first, number=3)),
                standings=(RoomPlace("Carol", 300, 3),),
                finished=True,
                seat=seat,
            )
        )
    after = _tables(path)
    assert {name: sql for name, sql in after.items() if name != "room_games"} == {
        name: sql for name, sql in before.items() if name != "room_games"
    }
    with History(path) as again:
        games = again.room_games()
    assert [(g.joined_as, g.rounds_played, g.finished) for g in games] == [
        ("", 2, True),
        ("Carol", 1, False),
        ("Carol", 1, False),
        ("Carol", 3, True),  # the seat's two keepings: one game, every round
    ]
    assert [p.score for p in games[-1].standings] == [300]
    assert isinstance(games[-1], RoomGame) and games[-1].seat == seat
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    conn.close()
