"""The player's history in SQLite: one part per way to play, over one store that survives a
damaged, read-only or missing file.

- `store`: the file (opening, transactions, setting a damaged file aside, read-only, in memory);
- `migrations`: the tables, the version, and how an earlier version is brought up to date;
- one module per way to play, each with its tables and its records: `matches` (against the
  computer, with their rounds), `duels`, `practice` (and its review queue), `daily`, `tchisla`,
  `attack` (score attack), `learn` (the learning path), `rooms` (the rooms the player hosted or
  joined).

A new way to play adds a module with its `SCHEMA` and a `Part` (records and queries), lists its
schema in `migrations.SCHEMA` and its part among `History`'s bases below.
"""

from __future__ import annotations

from .attack import Attack
from .daily import Daily
from .duels import DuelRecord, Duels
from .learn import Learn
from .matches import AnswerTime, Matches, MatchRecord
from .migrations import SCHEMA, SCHEMA_VERSION, UPGRADABLE
from .part import SolvedHand
from .practice import Practice
from .rooms import RoomGame, RoomPlace, RoomRound, Rooms, RoomScore
from .store import HistoryReadOnly, Store
from .tchisla import Tchisla, TchislaBest

__all__ = [
    "SCHEMA",
    "SCHEMA_VERSION",
    "UPGRADABLE",
    "AnswerTime",
    "DuelRecord",
    "History",
    "HistoryReadOnly",
    "MatchRecord",
    "RoomGame",
    "RoomPlace",
    "RoomRound",
    "RoomScore",
    "SolvedHand",
    "TchislaBest",
]


class History(Matches, Duels, Practice, Daily, Tchisla, Attack, Learn, Rooms, Store):
    """The history database at `path` (created if missing; a damaged one is set aside): every
    way to play's records and queries.

    `warning` holds a message for the player when the database had to be set aside or could not
    be opened (then history lives in memory for this session); `read_only` when past records
    show but new ones cannot be kept.
    """

    def solved_hands(self) -> list[SolvedHand]:
        """Every hand the player solved, in every way to play that deals hands (each part says
        its own: a match's rounds answered, practice not given up, daily puzzles solved, rooms
        joined's rounds answered)."""
        return [
            *self.solved_in_matches(),
            *self.solved_in_practice(),
            *self.solved_daily(),
            *self.solved_in_rooms(),
        ]
