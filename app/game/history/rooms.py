"""Rooms the player hosted on the local network (app.room): each game with its rules, its players'
final standings, and its rounds with who scored and with what. Names are kept as the players
typed them: plain text, shown as text."""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from dataclasses import dataclass, replace

from .part import Part, Row

SCHEMA = """
-- Room games the player hosted: one row per game and its rules.
CREATE TABLE IF NOT EXISTS room_games (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    mode TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    round_seconds REAL NOT NULL,
    cards INTEGER NOT NULL,
    target TEXT NOT NULL,
    deck TEXT NOT NULL,
    operators TEXT NOT NULL,
    levels TEXT NOT NULL,
    no_solution_hands INTEGER NOT NULL,
    finished INTEGER NOT NULL
);
-- Its players, best first, as the game ended.
CREATE TABLE IF NOT EXISTS room_players (
    game_id INTEGER NOT NULL REFERENCES room_games(id) ON DELETE CASCADE,
    place INTEGER NOT NULL,
    name TEXT NOT NULL,
    score INTEGER NOT NULL,
    rounds_won INTEGER NOT NULL,
    PRIMARY KEY (game_id, place)
);
-- Its rounds: the hand, how it ended, the solver's answer shown when nobody found one.
CREATE TABLE IF NOT EXISTS room_rounds (
    game_id INTEGER NOT NULL REFERENCES room_games(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    hand TEXT NOT NULL,
    numbers TEXT NOT NULL,
    target TEXT NOT NULL,
    dots INTEGER NOT NULL,
    solvable INTEGER NOT NULL,
    reason TEXT NOT NULL,
    seconds REAL NOT NULL,
    shown TEXT,
    PRIMARY KEY (game_id, number)
);
-- Who scored in a round, in the order they answered (answer NULL: a right "no solution").
CREATE TABLE IF NOT EXISTS room_scores (
    game_id INTEGER NOT NULL REFERENCES room_games(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    name TEXT NOT NULL,
    points INTEGER NOT NULL,
    seconds REAL NOT NULL,
    answer TEXT
);
CREATE INDEX IF NOT EXISTS room_scores_by_game ON room_scores(game_id, round);
"""


@dataclass(frozen=True)
class RoomPlace:
    """A player's place in a room game's final standings."""

    name: str
    score: int
    rounds_won: int


@dataclass(frozen=True)
class RoomScore:
    """A player who scored in a round: points, seconds into it, the answer (None: a right
    "no solution")."""

    name: str
    points: int
    seconds: float
    answer: str | None


@dataclass(frozen=True)
class RoomRound:
    """A round of a room game."""

    number: int
    #: the cards as the app writes them ("A♠ 3♥ 8♦ 8♣") and their numbers, sorted ("1 3 8 8")
    hand: str
    numbers: str
    target: str
    dots: int
    solvable: bool
    #: why it ended (app.room.game.EndReason's value)
    reason: str
    seconds: float
    #: the solver's answer shown when no player found one
    shown: str | None
    scored: tuple[RoomScore, ...] = ()


@dataclass(frozen=True)
class RoomGame:
    """A room game as the history keeps it: its rules, the final standings and its rounds."""

    mode: str
    rounds: int
    round_seconds: float
    cards: int
    target: str
    deck: str
    operators: str
    #: the levels hands were dealt from: "any", "easy" or a range ("easy-hard")
    levels: str
    no_solution_hands: bool
    #: whether every round chosen was played (else the host closed the room before)
    finished: bool
    standings: tuple[RoomPlace, ...]
    played: tuple[RoomRound, ...]
    id: int = 0
    played_at: str = ""

    @property
    def rounds_played(self) -> int:
        """How many rounds were played."""
        return len(self.played)


class Rooms(Part):
    """The hosted rooms' part of the history."""

    def record_room_game(self, game: RoomGame) -> int:
        """Keep a room game with its standings and rounds in one transaction; returns its id.
        HistoryReadOnly when the history can only be read."""
        self._check_writable()
        return self._write(lambda conn: _insert(conn, game, self._stamp()))

    def room_games(self) -> list[RoomGame]:
        """Every room game kept, oldest first, with its standings and rounds."""
        places: dict[int, list[RoomPlace]] = defaultdict(list)
        for game_id, place in self._records(
            _place,
            "SELECT game_id, name, score, rounds_won FROM room_players ORDER BY game_id, place",
        ):
            places[game_id].append(place)
        scores: dict[tuple[int, int], list[RoomScore]] = defaultdict(list)
        for key, score in self._records(
            _score,
            "SELECT game_id, round, name, points, seconds, answer FROM room_scores "
            "ORDER BY game_id, round, rowid",
        ):
            scores[key].append(score)
        rounds: dict[int, list[RoomRound]] = defaultdict(list)
        for game_id, played in self._records(
            _round,
            "SELECT game_id, number, hand, numbers, target, dots, solvable, reason, seconds, "
            "shown FROM room_rounds ORDER BY game_id, number",
        ):
            scored = tuple(scores[game_id, played.number])
            rounds[game_id].append(replace(played, scored=scored))
        return [
            replace(game, standings=tuple(places[game.id]), played=tuple(rounds[game.id]))
            for game in self._records(
                _game,
                "SELECT id, played_at, mode, rounds, round_seconds, cards, target, deck, "
                "operators, levels, no_solution_hands, finished FROM room_games ORDER BY id",
            )
        ]

    def room_game_count(self) -> int:
        """How many room games are kept."""
        return int(self._query("SELECT COUNT(*) FROM room_games")[0][0])


def _game(row: Row) -> RoomGame:
    """A game's rules from its row (its standings and rounds are read apart)."""
    game_id, played_at, mode, rounds, seconds, cards, target, deck, operators = row[:9]
    levels, no_solution, finished = row[9:]
    return RoomGame(
        mode=str(mode),
        rounds=int(rounds),
        round_seconds=float(seconds),
        cards=int(cards),
        target=str(target),
        deck=str(deck),
        operators=str(operators),
        levels=str(levels),
        no_solution_hands=bool(no_solution),
        finished=bool(finished),
        standings=(),
        played=(),
        id=int(game_id),
        played_at=str(played_at),
    )


def _place(row: Row) -> tuple[int, RoomPlace]:
    """A place in a game's standings, from its row (game_id, name, score, rounds_won)."""
    game_id, name, score, rounds_won = row
    return int(game_id), RoomPlace(str(name), int(score), int(rounds_won))


def _score(row: Row) -> tuple[tuple[int, int], RoomScore]:
    """Who scored in a round, from its row (game_id, round, name, points, seconds, answer)."""
    game_id, number, name, points, seconds, answer = row
    said = None if answer is None else str(answer)
    return (int(game_id), int(number)), RoomScore(str(name), int(points), float(seconds), said)


def _round(row: Row) -> tuple[int, RoomRound]:
    """A round from its row (game_id and the columns of RoomRound, in order, but `scored`)."""
    game_id, number, hand, numbers, target, dots, solvable, reason, seconds, shown = row
    played = RoomRound(
        number=int(number),
        hand=str(hand),
        numbers=str(numbers),
        target=str(target),
        dots=int(dots),
        solvable=bool(solvable),
        reason=str(reason),
        seconds=float(seconds),
        shown=None if shown is None else str(shown),
    )
    return int(game_id), played


def _insert(conn: sqlite3.Connection, game: RoomGame, played_at: str) -> int:
    """Insert a game, its standings, its rounds and who scored (inside a transaction)."""
    cursor = conn.execute(
        "INSERT INTO room_games (played_at, mode, rounds, round_seconds, cards, target, deck, "
        "operators, levels, no_solution_hands, finished) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            played_at,
            game.mode,
            game.rounds,
            game.round_seconds,
            game.cards,
            game.target,
            game.deck,
            game.operators,
            game.levels,
            int(game.no_solution_hands),
            int(game.finished),
        ),
    )
    game_id = cursor.lastrowid
    assert game_id is not None
    conn.executemany(
        "INSERT INTO room_players (game_id, place, name, score, rounds_won) VALUES (?, ?, ?, ?, ?)",
        [
            (game_id, place, p.name, p.score, p.rounds_won)
            for place, p in enumerate(game.standings, 1)
        ],
    )
    conn.executemany(
        "INSERT INTO room_rounds (game_id, number, hand, numbers, target, dots, solvable, "
        "reason, seconds, shown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                game_id,
                r.number,
                r.hand,
                r.numbers,
                r.target,
                r.dots,
                int(r.solvable),
                r.reason,
                r.seconds,
                r.shown,
            )
            for r in game.played
        ],
    )
    conn.executemany(
        "INSERT INTO room_scores (game_id, round, name, points, seconds, answer) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [
            (game_id, r.number, s.name, s.points, s.seconds, s.answer)
            for r in game.played
            for s in r.scored
        ],
    )
    return game_id
