"""What each part of the history (a table, a way to play) uses of the store it lives in."""

from __future__ import annotations

import sqlite3
import types
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar, get_args, get_type_hints

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Insert = Callable[[sqlite3.Connection], int]
#: What a record's writing does after its row, in the same transaction.
Then = Callable[[sqlite3.Connection], object]
Row = tuple[Any, ...]
R = TypeVar("R")
D = TypeVar("D", bound="DataclassInstance")
#: What reading a row of the wrong kind raises (a date that is not one, text for a number).
ROW_ERRORS = (ValueError, TypeError, ArithmeticError, LookupError)


@dataclass(frozen=True)
class SolvedHand:
    """A hand the player solved, in any way to play: where, what, how long it took."""

    #: the way to play: "match", "practice", "daily" or "room" (a room joined)
    mode: str
    #: the hand's numbers, sorted ("3 3 8 8")
    numbers: str
    target: str
    #: the player's time (a hint's cost included, in a match)
    seconds: float
    played_at: str


class Part:
    """A part of the history: its records and queries. `History` joins the parts to the store
    (`app.game.history.store.Store`), which does the writing and reading below."""

    _now: Callable[[], datetime]
    #: Rows that could not be read, by the reading that met them ("module.function"; left
    #: out, and counted: `unreadable_count`).
    _unreadable: dict[str, set[Row]]

    def _check_writable(self) -> None:
        """HistoryReadOnly when the history can only be read."""
        raise NotImplementedError

    def _write(self, insert: Insert) -> int:
        """Run one insertion in a transaction (on whatever file is in use by then)."""
        raise NotImplementedError

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        """The rows of a read."""
        raise NotImplementedError

    def _records(
        self, record: Callable[[Row], R], sql: str, parameters: tuple[object, ...] = ()
    ) -> list[R]:
        """The records of a read, each row made one by `record`; a row that cannot be (a bad
        date, text for a number) is left out and counted, and the rest are read."""
        records = []
        for row in self._query(sql, parameters):
            try:
                records.append(record(row))
            except ROW_ERRORS:
                reading = f"{record.__module__}.{record.__qualname__}"
                self._unreadable.setdefault(reading, set()).add(row)
        return records

    def unreadable_count(self) -> int:
        """How many records could not be read: of each part, the most rows any of its readings
        left out (two readings of the same bad row count it once)."""
        most: dict[str, int] = {}
        for reading, rows in self._unreadable.items():
            part = reading.rsplit(".", 1)[0]
            most[part] = max(most.get(part, 0), len(rows))
        return sum(most.values())

    def _stamp(self) -> str:
        """When a record is kept, as it is stored: "2026-11-22T03:00:00+00:00"."""
        return self._now().isoformat(timespec="seconds")

    def _record(self, table: str, row: Mapping[str, object], then: Then | None = None) -> int:
        """Keep one record in a table, stamped with when it is kept (its `played_at`), and do
        `then` in the same transaction; returns the record's id."""
        self._check_writable()

        def insert(conn: sqlite3.Connection) -> int:
            cursor = insert_row(conn, table, {"played_at": self._stamp(), **row})
            if then is not None:
                then(conn)
            assert cursor.lastrowid is not None
            return cursor.lastrowid

        return self._write(insert)


def insert_row(
    conn: sqlite3.Connection, table: str, row: Mapping[str, object], verb: str = "INSERT"
) -> sqlite3.Cursor:
    """Insert one row of a table, its values by column ("INSERT OR IGNORE", "INSERT OR REPLACE"
    as `verb`), with a placeholder for each."""
    columns = ", ".join(row)
    places = ", ".join("?" for _ in row)
    return conn.execute(f"{verb} INTO {table} ({columns}) VALUES ({places})", tuple(row.values()))


def numbers_text(numbers: Sequence[int]) -> str:
    """A hand as the history keeps it: its numbers sorted, "3 3 8 8"."""
    return " ".join(str(n) for n in sorted(numbers))


def numbers_of(text: object) -> tuple[int, ...]:
    """A hand kept as "3 3 8 8", as numbers."""
    return tuple(int(n) for n in str(text).split())


#: How a column is read as a record's field of each type.
_READERS: dict[object, Callable[[Any], object]] = {int: int, float: float, str: str, bool: bool}


@cache
def _readers(kind: type[DataclassInstance]) -> dict[str, Callable[[Any], object]]:
    """How each field of a record is read from its column: as its type; NULL stays None where
    the field may be None (`str | None`)."""

    def reader(hint: object) -> Callable[[Any], object]:
        if isinstance(hint, types.UnionType) and type(None) in get_args(hint):
            (read,) = (_READERS[arg] for arg in get_args(hint) if arg is not type(None))
            return lambda value: None if value is None else read(value)
        return _READERS.get(hint, lambda value: value)  # another type: as it is stored

    return {name: reader(hint) for name, hint in get_type_hints(kind).items()}


def record_of(kind: type[D], row: Sequence[object], **given: object) -> D:
    """A record from its row: the row's columns are the record's fields in order, but those
    `given` (and those after the row, which keep their defaults), each read as its field's type.
    ValueError or TypeError when a column cannot be (text for a number, too few columns)."""
    names = [f.name for f in fields(kind) if f.name not in given][: len(row)]
    if len(names) != len(row):
        raise ValueError(f"{len(row)} columns for the {len(names)} fields of {kind.__name__}")
    readers = _readers(kind)
    values = {name: readers[name](value) for name, value in zip(names, row, strict=True)}
    return kind(**values, **given)


def columns_of(record: DataclassInstance, *left_out: str) -> dict[str, object]:
    """A record's fields as the values of a row by column (its columns are named as its
    fields), but those left out."""
    return {f.name: getattr(record, f.name) for f in fields(record) if f.name not in left_out}
