"""The shape of a history file: its tables (each part's), its version, and how an earlier
version is brought up to date. Kept rows are never changed.

An upgrade is one transaction: a stop at any of its statements (a crash, a power cut, the game
closed) leaves the file as the earlier version made it, or wholly up to date, never between. A
file already up to date is not written at all (it may be read-only, or on a full disk)."""

from __future__ import annotations

import re
import sqlite3

from ...i18n import translate
from . import attack, daily, duels, learn, matches, practice, rooms, tchisla

SCHEMA_VERSION = 7
#: Earlier versions this one upgrades in place (1: no deck, no duels; 2: no score attack, no
#: late daily results; 3: no operators, no learning path; 4: no rooms hosted; 5: no rooms
#: joined; 6: no seat, a room joined again kept as a game of its own).
UPGRADABLE = (0, 1, 2, 3, 4, 5, 6)
#: The operators of every game kept before version 4 (all four, any number on the way).
CLASSIC = "+-*/"
#: Every part's tables, in the order the game gained them (the rooms hosted last).
SCHEMA = "".join(
    part.SCHEMA for part in (matches, duels, practice, daily, tchisla, attack, learn, rooms)
)
#: Every table of this version.
TABLES = tuple(re.findall(r"CREATE TABLE IF NOT EXISTS (\w+)", SCHEMA))
#: Tables version 4 made again (their keys gained the operators), with their schemas. Their rows
#: wait in `<table>_before` while the new table is made (an upgrade of the versions before
#: this one could stop there and leave them: they are taken back too).
REMADE = (("daily", daily.SCHEMA), ("review", practice.REVIEW))
BEFORE = "_before"


def statements(script: str) -> list[str]:
    """The statements of an SQL script, one by one (sqlite3's executescript would commit the
    transaction they belong in first).

    >>> statements("CREATE TABLE a (x);\\n-- b\\nCREATE TABLE b (y TEXT DEFAULT ';');\\n")
    ['CREATE TABLE a (x);', "-- b\\nCREATE TABLE b (y TEXT DEFAULT ';');"]
    """
    found: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            found.append(pending.strip())
            pending = ""
    return found


def create(conn: sqlite3.Connection) -> bool:
    """Make the tables of a new history, or bring an earlier version's up to date, in one
    transaction; nothing is written when the file is up to date. Whether anything changed.

    A second copy of the game opening the file at the same time waits for the first one's
    transaction, then finds the file up to date."""
    if is_current(conn):
        return False
    conn.execute("BEGIN IMMEDIATE")
    try:
        changed = not is_current(conn)  # another copy may have done it while this one waited
        if changed:
            _upgrade(conn)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return changed


def is_current(conn: sqlite3.Connection) -> bool:
    """Whether the file has this version's tables, and nothing left to bring up to date."""
    names = _tables(conn)
    return (
        _version(conn) == SCHEMA_VERSION
        and set(TABLES) <= names
        and not any(table + BEFORE in names for table, _ in REMADE)
    )


def _upgrade(conn: sqlite3.Connection) -> None:
    """Every statement of the upgrade (inside the caller's transaction)."""
    for statement in statements(SCHEMA):
        conn.execute(statement)
    _add_deck_to_matches(conn)
    _add_late_to_daily(conn)
    _add_operators(conn)
    _take_back_rows_before(conn)
    _add_joined_to_rooms(conn)
    _add_seat_to_rooms(conn)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _add_deck_to_matches(conn: sqlite3.Connection) -> None:
    """Version 1 kept no deck: its matches were played with the standard deck."""
    if "deck" not in _columns(conn, "matches"):
        conn.execute("ALTER TABLE matches ADD COLUMN deck TEXT NOT NULL DEFAULT 'standard'")


def _add_late_to_daily(conn: sqlite3.Connection) -> None:
    """Before version 3 a day could only be played on its day: none of its results is late."""
    if "late" not in _columns(conn, "daily"):
        conn.execute("ALTER TABLE daily ADD COLUMN late INTEGER NOT NULL DEFAULT 0")


def _add_joined_to_rooms(conn: sqlite3.Connection) -> None:
    """Before version 6 only the rooms the player hosted were kept: none of them was joined."""
    if "joined_as" not in _columns(conn, "room_games"):
        conn.execute("ALTER TABLE room_games ADD COLUMN joined_as TEXT NOT NULL DEFAULT ''")


def _add_seat_to_rooms(conn: sqlite3.Connection) -> None:
    """Before version 7 a room joined was kept without its seat: each stays a game of its own
    (which of them were the same room game cannot be told for sure)."""
    if "seat" not in _columns(conn, "room_games"):
        conn.execute("ALTER TABLE room_games ADD COLUMN seat TEXT NOT NULL DEFAULT ''")


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def _version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def _add_operators(conn: sqlite3.Connection) -> None:
    """Before version 4 every game had all four operators: matches, duels and practice gain
    the column; the daily results and the review queue are kept by operators too (each set has
    its own daily puzzle and queue), so those two tables are made again (their rows are taken
    back from `<table>_before` next)."""
    for table in ("matches", "duels", "practice"):
        if "operators" not in _columns(conn, table):
            conn.execute(
                f"ALTER TABLE {table} ADD COLUMN operators TEXT NOT NULL DEFAULT '{CLASSIC}'"
            )
    for table, schema in REMADE:
        if "operators" not in _columns(conn, table):
            conn.execute(f"ALTER TABLE {table} RENAME TO {table}{BEFORE}")
            for statement in statements(schema):
                conn.execute(statement)


def _take_back_rows_before(conn: sqlite3.Connection) -> None:
    """The rows of a table made again join the new table (of all four operators, when they
    were kept before there were others); a row the new table has already is kept as it is."""
    names = _tables(conn)
    for table, _ in REMADE:
        before = table + BEFORE
        if before not in names:
            continue
        kept = sorted((_columns(conn, before) & _columns(conn, table)) - {"operators"})
        columns = ", ".join(kept)
        operators = "operators" if "operators" in _columns(conn, before) else f"'{CLASSIC}'"
        conn.execute(
            f"INSERT OR IGNORE INTO {table} ({columns}, operators) "
            f"SELECT {columns}, {operators} FROM {before}"
        )
        conn.execute(f"DROP TABLE {before}")


def problem(conn: sqlite3.Connection) -> str | None:
    """Why an open file is not a sound history that this version can use (None: it is).
    sqlite3.DatabaseError when it cannot be read."""
    row = conn.execute("PRAGMA quick_check").fetchone()
    if row is None or row[0] != "ok":
        return translate("History", "integrity check failed: {detail}").format(
            detail=row[0] if row else "no answer"
        )
    version = _version(conn)
    if version not in (*UPGRADABLE, SCHEMA_VERSION):
        return translate(
            "History", "made by another version of the game (schema {version})"
        ).format(version=version)
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
    if tables and not set(matches.TABLES) <= tables:
        return translate("History", "not a match history")
    if tables:
        for probe in matches.PROBES:
            conn.execute(probe).fetchall()
    return None
