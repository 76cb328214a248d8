"""Matches against the computer and their rounds: answer times, the hands solved."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from solver import format_number

from ..match import MatchSummary
from ..round import Reason, Winner
from .part import Part, Row, SolvedHand, insert_row, numbers_of, numbers_text

SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    level TEXT NOT NULL,
    card_count INTEGER NOT NULL,
    target TEXT NOT NULL,
    rounds_played INTEGER NOT NULL,
    player_points INTEGER NOT NULL,
    computer_points INTEGER NOT NULL,
    rounds_drawn INTEGER NOT NULL,
    average_answer_time REAL,
    finished INTEGER NOT NULL,
    deck TEXT NOT NULL DEFAULT 'standard',
    operators TEXT NOT NULL DEFAULT '+-*/'
);
CREATE TABLE IF NOT EXISTS rounds (
    id INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    hand TEXT NOT NULL,
    numbers TEXT NOT NULL,
    target TEXT NOT NULL,
    winner TEXT NOT NULL,
    reason TEXT NOT NULL,
    seconds REAL NOT NULL,
    hardness REAL NOT NULL,
    hint_used INTEGER NOT NULL,
    wrong_attempts INTEGER NOT NULL,
    answer TEXT
);
CREATE INDEX IF NOT EXISTS rounds_by_match ON rounds(match_id);
"""

#: The tables every history has had since its first version, and a read of each that a file of
#: another shape fails (app.game.history.migrations.problem).
TABLES = ("matches", "rounds")
PROBES = (
    "SELECT id, played_at, finished FROM matches LIMIT 1",
    "SELECT match_id, hardness, answer FROM rounds LIMIT 1",
)


@dataclass(frozen=True)
class MatchRecord:
    """One stored match."""

    id: int
    played_at: str
    level: str
    card_count: int
    target: str
    rounds_played: int
    player_points: int
    computer_points: int
    rounds_drawn: int
    average_answer_time: float | None
    finished: bool
    deck: str = "standard"
    operators: str = "+-*/"


@dataclass(frozen=True)
class AnswerTime:
    """How long the player took on a round they won."""

    match_id: int
    played_at: str
    hand: str
    numbers: str
    target: str
    seconds: float
    hardness: float
    reason: str


class Matches(Part):
    """The matches part of the history."""

    def record_match(self, summary: MatchSummary) -> int:
        """Store a finished (or abandoned) match with its rounds in one transaction; returns its
        id. HistoryReadOnly when the history can only be read."""
        self._check_writable()
        return self._write(lambda conn: _insert(conn, summary, self._stamp()))

    def matches(self) -> list[MatchRecord]:
        """Every stored match, oldest first."""
        return self._records(
            _match,
            "SELECT id, played_at, level, card_count, target, rounds_played, player_points, "
            "computer_points, rounds_drawn, average_answer_time, finished, deck, operators "
            "FROM matches ORDER BY id",
        )

    def answer_times(self) -> list[AnswerTime]:
        """The player's time on every round they won, oldest first."""
        return self._records(
            _answer_time,
            "SELECT r.match_id, m.played_at, r.hand, r.numbers, r.target, r.seconds, r.hardness, "
            "r.reason FROM rounds r JOIN matches m ON m.id = r.match_id "
            "WHERE r.winner = ? ORDER BY r.match_id, r.number",
            (Winner.PLAYER.value,),
        )

    def solved_in_matches(self) -> list[SolvedHand]:
        """Every hand the player answered right in a match, oldest first."""
        return self._records(
            _solved,
            "SELECT r.numbers, r.target, r.seconds, m.played_at FROM rounds r "
            "JOIN matches m ON m.id = r.match_id WHERE r.reason = ? ORDER BY r.id",
            (Reason.ANSWERED.value,),
        )


def _match(row: Row) -> MatchRecord:
    """A match from its row (the columns of MatchRecord, in order)."""
    return MatchRecord(
        id=int(row[0]),
        played_at=str(row[1]),
        level=str(row[2]),
        card_count=int(row[3]),
        target=str(row[4]),
        rounds_played=int(row[5]),
        player_points=int(row[6]),
        computer_points=int(row[7]),
        rounds_drawn=int(row[8]),
        average_answer_time=None if row[9] is None else float(row[9]),
        finished=bool(row[10]),
        deck=str(row[11]),
        operators=str(row[12]),
    )


def _answer_time(row: Row) -> AnswerTime:
    """A round the player won, from its row (the columns of AnswerTime, in order)."""
    match_id, played_at, hand, numbers, target, seconds, hardness, reason = row
    return AnswerTime(
        int(match_id),
        str(played_at),
        str(hand),
        str(numbers),
        str(target),
        float(seconds),
        float(hardness),
        str(reason),
    )


def _solved(row: Row) -> SolvedHand:
    """A hand answered right, from its row (numbers, target, seconds, played_at)."""
    numbers, target, seconds, played_at = row
    return SolvedHand(
        "match", numbers_text(numbers_of(numbers)), str(target), float(seconds), str(played_at)
    )


def _insert(conn: sqlite3.Connection, summary: MatchSummary, played_at: str) -> int:
    """Insert a match and its rounds (inside a transaction); returns the match's id."""
    match = {
        "played_at": played_at,
        "level": summary.level.key,
        "card_count": summary.card_count,
        "target": format_number(summary.target),
        "rounds_played": summary.rounds_played,
        "player_points": summary.player_points,
        "computer_points": summary.computer_points,
        "rounds_drawn": summary.rounds_drawn,
        "average_answer_time": summary.average_answer_time,
        "finished": int(summary.finished),
        "deck": summary.deck.key,
        "operators": str(summary.operators),
    }
    match_id = insert_row(conn, "matches", match).lastrowid
    assert match_id is not None
    conn.executemany(
        "INSERT INTO rounds (match_id, number, hand, numbers, target, winner, reason, "
        "seconds, hardness, hint_used, wrong_attempts, answer) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                match_id,
                result.number,
                result.hand,
                " ".join(str(card.value) for card in result.cards),
                format_number(result.target),
                result.winner.value,
                result.outcome.reason.value,
                result.outcome.time_taken
                if result.winner is Winner.PLAYER
                else result.outcome.seconds,
                result.hardness,
                int(result.hint_used),
                result.wrong_attempts,
                None if result.outcome.answer is None else result.outcome.answer.text,
            )
            for result in summary.results
        ],
    )
    return match_id
