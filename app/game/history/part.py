"""What each part of the history (a table, a way to play) uses of the store it lives in."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

Insert = Callable[[sqlite3.Connection], int]


@dataclass(frozen=True)
class SolvedHand:
    """A hand the player solved, in any way to play: where, what, how long it took."""

    #: the way to play: "match", "practice" or "daily"
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

    def _check_writable(self) -> None:
        """HistoryReadOnly when the history can only be read."""
        raise NotImplementedError

    def _write(self, insert: Insert) -> int:
        """Run one insertion in a transaction (on whatever file is in use by then)."""
        raise NotImplementedError

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        """The rows of a read."""
        raise NotImplementedError

    def _stamp(self) -> str:
        """When a record is kept, as it is stored: "2026-11-22T03:00:00+00:00"."""
        return self._now().isoformat(timespec="seconds")


def numbers_text(numbers: Sequence[int]) -> str:
    """A hand as the history keeps it: its numbers sorted, "3 3 8 8"."""
    return " ".join(str(n) for n in sorted(numbers))


def numbers_of(text: object) -> tuple[int, ...]:
    """A hand kept as "3 3 8 8", as numbers."""
    return tuple(int(n) for n in str(text).split())
