"""Nothing a player was told was saved is lost: the history after a kill at any statement, a
copy killed inside its write, copies opening at once, a folder that cannot be written, a full
disk, a bad row. Other copies of the game run in processes of their own (tests/history_child.py)
and are really killed."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path

import pytest
from faults import CHILD, ROOT, TIMEOUT, as_anyone, child, run, small_disk

from app.game.daily import DailyResult
from app.game.history import History, store

DATA = Path(__file__).resolve().parent.parent / "data"
V2 = DATA / "history-v2.sqlite3"
V3 = DATA / "history-v3.sqlite3"
V4 = DATA / "history-v4.sqlite3"
V5 = DATA / "history-v5.sqlite3"
V6 = DATA / "history-v6.sqlite3"


def said(done: subprocess.CompletedProcess[str]) -> object:
    """What a child said on its last line (its errors shown when it said nothing)."""
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def shape(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every table's columns and the version, read as SQLite itself opens the file (read-write:
    a hot journal is rolled back)."""
    conn = sqlite3.connect(path)
    try:
        tables = [n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        found = {t: [r[1:] for r in conn.execute(f"PRAGMA table_info({t})")] for t in tables}
        found["version"] = [conn.execute("PRAGMA user_version").fetchone()]
        return found
    finally:
        conn.close()


def everything(history: History) -> dict[str, object]:
    """Every record a player of the test files can see."""
    return {
        "matches": [m.id for m in history.matches()],
        "duels": [d.id for d in history.duels()],
        "daily": history.daily_results(None),
        "reviews": history.reviews(),
        "practised": history.practised(),
        "tchisla": history.tchisla_bests(),
        "attack": history.attack_count(),
        "stages": history.stage_stars(),
        "rooms": history.room_games(),
    }


def write_cut_short(path: Path) -> None:
    """The audit's point 1: a write of 3000 rows killed after they spilled into the file."""
    code = (
        "import os, sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('PRAGMA cache_size=1')\n"
        "c.execute('BEGIN IMMEDIATE')\n"
        "c.executemany('INSERT INTO tchisla_best VALUES (?,7,9,?,?)',"
        " [(str(10000 + i), 'x' * 300, 'now') for i in range(3000)])\n"
        "os._exit(9)\n"
    )
    assert run("-c", code, path).returncode == 9


@contextmanager
def another_copy_writing(path: Path) -> Iterator[None]:
    """Another copy of the game stopped inside a write to the history at `path` (its changes in
    the file, its journal beside it) while the block runs, then killed (SIGKILL)."""
    other = subprocess.Popen(
        [sys.executable, CHILD, "hold", path],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert other.stdout.readline() == "writing\n"
        yield
    finally:
        other.send_signal(signal.SIGKILL)
        other.wait(TIMEOUT)


# --- a kill at any moment ---------------------------------------------------------------------


def test_a_write_cut_short_by_a_crash_is_rolled_back_not_called_damaged(tmp_path):
    """Before: the next start checked the file read-only, met the hot journal ("attempt to
    write a readonly database"), set a sound history aside and started an empty one."""
    path = tmp_path / "h.db"
    with History(path) as history:
        history.record_tchisla(11, 7, 3, "77/7")
    write_cut_short(path)
    assert path.with_name("h.db-journal").exists()
    with History(path) as history:
        assert history.warning is None
        assert [(b.target, b.copies) for b in history.tchisla_bests()] == [(11, 3)]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.db"]


@pytest.mark.parametrize(
    "old",
    [V2, V3, V4, V5, V6],
    ids=["version-2", "version-3", "version-4", "version-5", "version-6"],
)
def test_an_upgrade_killed_at_any_statement_leaves_the_old_file_or_the_new_whole(tmp_path, old):
    """Before: the upgrade to version 4 renamed `daily` and `review`, made them again and
    copied their rows, each on its own: a stop between left the rows stranded, unseen. The
    upgrade to version 5 (the rooms' tables) is one transaction as well, and so are those to
    version 6 (the rooms joined: a column more) and 7 (their seats: one more)."""
    fresh = tmp_path / "fresh.sqlite3"
    History(fresh).close()
    reference = tmp_path / "reference.sqlite3"
    shutil.copyfile(old, reference)
    with History(reference) as history:
        expected = everything(history)
    killed = tmp_path / "killed"
    killed.mkdir()
    kills = said(child("kills", old, killed))["kills"]
    assert kills > (30 if old in (V4, V5, V6) else 40)  # every statement of opening and upgrade
    journals = 0
    for path in sorted(killed.glob("*.sqlite3")):
        journals += path.with_name(path.name + "-journal").exists()
        assert shape(path) in (shape(old), shape(fresh)), path.name
        with History(path) as history:
            assert history.warning is None, path.name
            assert everything(history) == expected, path.name
        assert shape(path) == shape(fresh)
    assert journals > 0  # some kills came after changes had reached the file
    assert not list(killed.glob("*.damaged-*"))


def test_a_copy_killed_inside_its_write_leaves_every_earlier_record(tmp_path):
    """A second copy of the game is killed (SIGKILL) while its write has reached the file: this
    copy, open all along, and the next start show the records kept before, and not one of the
    write cut short; the file is never called damaged."""
    path = tmp_path / "h.db"
    history = History(path)
    history.record_tchisla(11, 7, 3, "77/7")
    with another_copy_writing(path):
        assert path.with_name("h.db-journal").exists()
    assert [b.target for b in history.tchisla_bests()] == [11]
    assert history.record_tchisla(12, 7, 3, "7+7-7/7*2")
    history.close()
    with History(path) as again:
        assert again.warning is None
        assert sorted(b.target for b in again.tchisla_bests()) == [11, 12]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.db"]


def test_a_history_busy_in_another_copy_is_waited_for_and_then_said_busy(tmp_path, monkeypatch):
    """A copy that keeps the file locked (here: stopped in its write) makes this one wait, then
    say so; the file is not called damaged and nothing is set aside."""
    monkeypatch.setattr(store, "BUSY_SECONDS", 0.2)
    path = tmp_path / "h.db"
    History(path).close()
    with another_copy_writing(path), History(path) as history:
        assert "another copy of the game" in history.warning
        assert "damaged" not in history.warning
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.db", "h.db-journal"]
    with History(path) as history:
        assert history.warning is None and history.tchisla_bests() == []


@pytest.mark.parametrize("old", [None, V3], ids=["new", "version-3"])
def test_a_second_copy_opening_at_any_statement_of_the_first_waits_and_opens_it(tmp_path, old):
    """A second copy opens the file while the first is stopped at each statement of its
    opening in turn. Before: it found a file half made and set it aside ("not a match
    history"), or added a column the first had just added ("duplicate column name:
    operators") and kept its history in memory."""
    reports = said(child("interleave", old or "-", tmp_path))
    assert len(reports) > (30 if old else 15)  # every statement of the first copy's opening
    for statement, words in reports.items():
        assert words == ["warning=None read_only=False"] * 2, statement
        with History(tmp_path / f"{statement}.sqlite3") as history:
            assert {1000, 1001} <= {best.target for best in history.tchisla_bests()}
            assert history.warning is None
    assert not list(tmp_path.glob("*.damaged-*"))


@pytest.mark.parametrize("old", [None, V3], ids=["new", "version-3"])
def test_three_copies_opening_at_once_each_keep_their_record(tmp_path, old):
    """Three copies start together (and, every other round, one after another as each starts
    to write): every copy opens the file and keeps its record."""
    reports = said(child("crowd", old or "-", tmp_path, "3", "8"))
    for round_, words in reports.items():
        assert words == ["warning=None read_only=False"] * 3, round_
        with History(tmp_path / f"{round_}.sqlite3") as history:
            kept = {best.target for best in history.tchisla_bests()}
            assert {1000, 1001, 1002} <= kept, round_
            assert history.warning is None
    assert not list(tmp_path.glob("*.damaged-*"))


# --- a history that cannot be written ---------------------------------------------------------


def kept_history(folder: Path) -> Path:
    """A history of this version with a Tchisla best and a daily result."""
    path = folder / "history.sqlite3"
    with History(path) as history:
        history.record_tchisla(2016, 7, 6, "kept")
        history.record_daily(DailyResult(date(2026, 11, 21), (3, 3, 8, 8), "hard", True, 48.0, 1))
    return path


@pytest.mark.parametrize("what", ["folder", "file"])
def test_a_history_that_cannot_be_written_is_shown_and_said_read_only(tmp_path, what):
    """Before: a folder the player may not write kept history in memory, the past not shown
    (the store wrote its version at every opening)."""
    path = kept_history(tmp_path)
    before = path.read_bytes()
    (tmp_path if what == "folder" else path).chmod(0o555 if what == "folder" else 0o444)
    try:
        shown = said(child("read", path, prefix=as_anyone()))
    finally:
        tmp_path.chmod(0o755)
        path.chmod(0o644)
    assert shown["bests"] == [2016] and shown["daily"] == 1
    assert shown["read_only"] and "read-only" in shown["warning"]
    assert shown["read_only_error"] and shown["warning_after"] == shown["warning"]
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]


def test_an_old_history_that_cannot_be_written_is_shown_brought_up_to_date_in_memory(tmp_path):
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(V3, path)
    before = path.read_bytes()
    tmp_path.chmod(0o555)
    try:
        shown = said(child("read", path, prefix=as_anyone()))
    finally:
        tmp_path.chmod(0o755)
    assert shown["read_only"] and shown["daily"] == 2 and shown["bests"]
    assert path.read_bytes() == before


def test_a_write_cut_short_in_a_folder_now_read_only_is_said_not_set_aside(tmp_path):
    """The hot journal cannot be rolled back there: the history cannot be read, but it is not
    damaged; it is left as it is for a start that can write."""
    path = kept_history(tmp_path)
    write_cut_short(path)
    tmp_path.chmod(0o555)
    try:
        shown = said(child("read", path, prefix=as_anyone()))
    finally:
        tmp_path.chmod(0o755)
    assert "was being written when the game last stopped" in shown["warning"]
    assert "damaged" not in shown["warning"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "history.sqlite3",
        "history.sqlite3-journal",
    ]
    with History(path) as history:
        assert history.warning is None and [b.target for b in history.tchisla_bests()] == [2016]


def test_a_history_on_a_full_disk_is_shown_and_turns_read_only_once(tmp_path, monkeypatch):
    """A full disk (a small tmpfs where one can be mounted, else SQLite's own limit on the
    file's pages): the history opens with its records, and the first write that finds no
    room makes it read-only for the session, said once."""
    disk = tmp_path / "disk"
    disk.mkdir()
    prefix = small_disk(disk, 256)
    if prefix is not None:
        code = (
            "import sys\n"
            f"sys.path.insert(0, {str(CHILD.parent)!r})\n"
            "from history_child import read\n"
            "from app.game.history import History\n"
            "import json, pathlib\n"
            "folder = pathlib.Path(sys.argv[1])\n"
            "h = History(folder / 'history.sqlite3'); h.record_tchisla(2016, 7, 6, 'kept')\n"
            "h.close()\n"
            "n = 0\n"
            "try:\n"
            "    with open(folder / 'filler', 'wb') as f:\n"
            "        while True: f.write(b'x' * 4096); f.flush(); n += 1\n"
            "except OSError: pass\n"
            "print(json.dumps(read(str(folder / 'history.sqlite3'))))\n"
        )
        shown = said(run("-c", code, disk, prefix=prefix))
    else:
        kept_history(disk)
        real = store._connect

        def full(path):
            conn = real(path)
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            conn.execute(f"PRAGMA max_page_count = {max(pages, 1)}")
            return conn

        monkeypatch.setattr(store, "_connect", full)
        from history_child import read

        shown = read(str(disk / "history.sqlite3"))
    assert 2016 in shown["bests"] and shown["warning"] is None
    assert shown["read_only_error"] and "the disk is full" in shown["warning_after"]


def test_a_current_history_is_opened_without_a_write(tmp_path, monkeypatch):
    """Before: every opening wrote the version (PRAGMA user_version), which a full disk or a
    read-only folder refused, and the past was not shown."""
    path = kept_history(tmp_path)
    statements: list[str] = []
    real = store._connect

    def traced(target):
        conn = real(target)
        conn.set_trace_callback(statements.append)
        return conn

    monkeypatch.setattr(store, "_connect", traced)
    before = os.stat(path).st_mtime_ns, path.read_bytes()
    with History(path) as history:
        assert history.warning is None and not history.read_only
    assert not [s for s in statements if s.startswith(("BEGIN", "PRAGMA user_version ="))]
    assert (os.stat(path).st_mtime_ns, path.read_bytes()) == before


# --- a bad row ----------------------------------------------------------------------------------


def test_a_bad_row_is_left_out_and_counted_not_the_whole_record(tmp_path):
    """Before: one daily row with a day that was not a date ("Invalid isoformat string") hid
    every day of the record."""
    path = kept_history(tmp_path)
    with History(path) as history:
        history.record_daily(DailyResult(date(2026, 11, 22), (1, 5, 5, 5), "hard", True, 30.0, 0))
    conn = sqlite3.connect(path)
    conn.execute("UPDATE daily SET day = 'not a day' WHERE day = '2026-11-22'")
    conn.execute("UPDATE tchisla_best SET copies = 'six'")
    conn.commit()
    conn.close()
    with History(path) as history:
        assert [r.day for r in history.daily_results()] == [date(2026, 11, 21)]
        assert history.daily_solved_days() == {date(2026, 11, 21)}
        assert [h.numbers for h in history.solved_hands()] == ["3 3 8 8", "1 5 5 5"]
        assert history.tchisla_bests() == []
        assert "2 records of your history could not be read" in history.warning
        history.record_daily(DailyResult(date(2026, 11, 23), (1, 1, 4, 6), "hard", True, 9.0, 0))
        assert len(history.daily_results()) == 2


def test_rows_stranded_by_an_upgrade_of_an_earlier_version_are_taken_back(tmp_path):
    """The version before this one could stop its upgrade with a day's results moved to
    `daily_before` and the new `daily` made: those days show again."""
    reference, path = tmp_path / "reference.sqlite3", tmp_path / "history.sqlite3"
    shutil.copyfile(V3, reference)
    shutil.copyfile(V3, path)
    with History(reference) as history:
        days = history.daily_results(None)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("ALTER TABLE daily RENAME TO daily_before")
    conn.execute(
        "CREATE TABLE daily (day TEXT NOT NULL, hand TEXT NOT NULL, level TEXT NOT NULL, "
        "solved INTEGER NOT NULL, seconds REAL NOT NULL, hints INTEGER NOT NULL, played_at "
        "TEXT NOT NULL, late INTEGER NOT NULL DEFAULT 0, operators TEXT NOT NULL DEFAULT "
        "'+-*/', PRIMARY KEY (day, operators))"
    )
    conn.execute("PRAGMA user_version = 4")
    conn.close()
    with History(path) as history:
        assert history.daily_results(None) == days and history.warning is None
    assert "daily_before" not in shape(path)


def test_two_copies_finding_the_same_damaged_file_set_it_aside_once(tmp_path, monkeypatch):
    """Before: a second copy that had found the file damaged set aside whatever stood at the
    path when its turn came, the first copy's new history (with the game it had just saved)
    included. Here the first copy does all its work while the second is between finding the
    damage and setting the file aside."""
    path = tmp_path / "h.db"
    path.write_bytes(b"not a database at all, " * 100)
    found = store.migrations.problem
    first_done = []

    def the_other_copy_runs_now(conn):
        try:
            return found(conn)
        finally:
            if not first_done:
                first_done.append(True)
                with History(path) as first:
                    assert "damaged" in first.warning
                    first.record_tchisla(11, 7, 3, "77/7")

    monkeypatch.setattr(store.migrations, "problem", the_other_copy_runs_now)
    with History(path) as second:
        assert second.warning is None
        assert [(b.target, b.copies) for b in second.tchisla_bests()] == [(11, 3)]
    assert len(list(tmp_path.glob("h.db.damaged-*"))) == 1
