"""The shape of a history file: its tables (each part's), its version, and how an earlier
version is brought up to date. Kept rows are never changed."""

from __future__ import annotations

import sqlite3

from ...i18n import translate
from . import attack, daily, duels, learn, matches, practice, tchisla

SCHEMA_VERSION = 4
#: Earlier versions this one upgrades in place (1: no deck, no duels; 2: no score attack, no
#: late daily results; 3: no operators, no learning path).
UPGRADABLE = (0, 1, 2, 3)
#: The operators of every game kept before version 4 (all four, any number on the way).
CLASSIC = "+-*/"
#: Every part's tables, in the order the game gained them (the learning path's last).
SCHEMA = "".join(part.SCHEMA for part in (matches, duels, practice, daily, tchisla, attack, learn))


def create(conn: sqlite3.Connection) -> None:
    """Create the tables of a new history, or add what an earlier version lacks."""
    conn.executescript(SCHEMA)
    _add_deck_to_matches(conn)
    _add_late_to_daily(conn)
    _add_operators(conn)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _add_deck_to_matches(conn: sqlite3.Connection) -> None:
    """Version 1 kept no deck: its matches were played with the standard deck."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(matches)")}
    if "deck" not in columns:
        conn.execute("ALTER TABLE matches ADD COLUMN deck TEXT NOT NULL DEFAULT 'standard'")


def _add_late_to_daily(conn: sqlite3.Connection) -> None:
    """Before version 3 a day could only be played on its day: none of its results is late."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(daily)")}
    if "late" not in columns:
        conn.execute("ALTER TABLE daily ADD COLUMN late INTEGER NOT NULL DEFAULT 0")


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}


def _add_operators(conn: sqlite3.Connection) -> None:
    """Before version 4 every game had all four operators: matches, duels and practice gain
    the column; the daily results and the review queue are kept by operators too (each set has
    its own daily puzzle and queue), so those two tables are made again with their rows."""
    for table in ("matches", "duels", "practice"):
        if "operators" not in _columns(conn, table):
            conn.execute(
                f"ALTER TABLE {table} ADD COLUMN operators TEXT NOT NULL DEFAULT '{CLASSIC}'"
            )
    for table, schema in (("daily", daily.SCHEMA), ("review", practice.REVIEW)):
        columns = _columns(conn, table)
        if "operators" in columns:
            continue
        kept = ", ".join(sorted(columns))
        conn.execute(f"ALTER TABLE {table} RENAME TO {table}_before")
        conn.executescript(schema)
        conn.execute(
            f"INSERT INTO {table} ({kept}, operators) "
            f"SELECT {kept}, '{CLASSIC}' FROM {table}_before"
        )
        conn.execute(f"DROP TABLE {table}_before")


def problem(conn: sqlite3.Connection) -> str | None:
    """Why an open file is not a sound history that this version can use (None: it is).
    sqlite3.DatabaseError when it cannot be read."""
    row = conn.execute("PRAGMA quick_check").fetchone()
    if row is None or row[0] != "ok":
        return translate("History", "integrity check failed: {detail}").format(
            detail=row[0] if row else "no answer"
        )
    version = conn.execute("PRAGMA user_version").fetchone()[0]
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
