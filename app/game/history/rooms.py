"""Rooms the player hosted on the local network (app.room), and rooms of other hosts the player
joined from the app: each game with its rules, its players' final standings, and its rounds with
who scored and with what. Names are kept as the players typed them: plain text, shown as text.

A room joined again (after leaving, or after the connection was lost for good) is the same
game: it is kept under the seat the room gave the player, and each keeping adds its rounds to
the game kept before (one record a room game, with every round the player saw)."""

from __future__ import annotations

import hashlib
import sqlite3
from collections import defaultdict
from dataclasses import dataclass, fields, replace

from .part import Part, Row, SolvedHand, columns_of, insert_row, numbers_of, numbers_text, record_of

SCHEMA = """
-- Room games the player hosted or joined: one row per game and its rules; joined_as is the
-- player's name in a room of another host's ('': a room the player hosted), seat the seat the
-- room gave the player (a digest of its key: '' for a room hosted, or kept before version 7).
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
    finished INTEGER NOT NULL,
    joined_as TEXT NOT NULL DEFAULT '',
    seat TEXT NOT NULL DEFAULT ''
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
    """A room game as the history keeps it: its rules, the final standings and its rounds; a
    room of another host's that the player joined says the name the player had there."""

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
    #: whether every round chosen was played (else the room closed, or the player left, before)
    finished: bool
    standings: tuple[RoomPlace, ...]
    played: tuple[RoomRound, ...]
    #: the player's name in a room of another host's ("": a room the player hosted)
    joined_as: str = ""
    #: the seat the room gave the player (`seat_of` its key): joining that room again is the
    #: same game, kept as one ("": a room hosted, or a game kept before seats were)
    seat: str = ""
    id: int = 0
    played_at: str = ""

    @property
    def joined(self) -> bool:
        """Whether the player joined this room (another machine hosted it)."""
        return bool(self.joined_as)

    @property
    def rounds_played(self) -> int:
        """How many rounds were played."""
        return len(self.played)


class Rooms(Part):
    """The rooms' part of the history (those hosted and those joined)."""

    def record_room_game(self, game: RoomGame) -> int:
        """Keep a room game with its standings and rounds in one transaction; returns its id.
        A game of a seat kept before (the player joined the room again) is kept as one with it:
        the rounds kept before that this game has not, then this game's, and its standings.
        HistoryReadOnly when the history can only be read."""
        self._check_writable()
        return self._write(lambda conn: _insert(conn, game, self._stamp()))

    def room_games(self) -> list[RoomGame]:
        """Every room game kept, hosted or joined, oldest first, with its standings and
        rounds."""
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
                "SELECT mode, rounds, round_seconds, cards, target, deck, operators, levels, "
                "no_solution_hands, finished, joined_as, seat, id, played_at FROM room_games "
                "ORDER BY id",
            )
        ]

    def solved_in_rooms(self) -> list[SolvedHand]:
        """Every hand the player answered right in a room joined, oldest first (a room the
        player hosted was refereed, not played: none of its rounds is the player's)."""
        return [
            SolvedHand("room", numbers_text(numbers_of(numbers)), str(target), seconds, when)
            for numbers, target, seconds, when, answer in self._players_rounds()
            if answer is not None
        ]

    def room_answer_times(self) -> list[tuple[str, float]]:
        """When each round the player scored in a room joined was kept, and the player's
        seconds in it (a right "no solution" too), oldest first."""
        return [(when, seconds) for _n, _t, seconds, when, _a in self._players_rounds()]

    def _players_rounds(self) -> list[tuple[str, str, float, str, str | None]]:
        """The rounds the player scored in the rooms joined: the hand's numbers, the target,
        the player's seconds, when the game was kept and the answer (None: "no solution")."""
        return self._records(
            _players_round,
            "SELECT r.numbers, r.target, s.seconds, g.played_at, s.answer FROM room_scores s "
            "JOIN room_games g ON g.id = s.game_id "
            "JOIN room_rounds r ON r.game_id = s.game_id AND r.number = s.round "
            "WHERE g.joined_as != '' AND s.name = g.joined_as ORDER BY g.id, s.round",
        )

    def room_game_count(self) -> int:
        """How many room games are kept."""
        return int(self._query("SELECT COUNT(*) FROM room_games")[0][0])


def _game(row: Row) -> RoomGame:
    """A game's rules from its row (its standings and rounds are read apart)."""
    return record_of(RoomGame, row, standings=(), played=())


def _players_round(row: Row) -> tuple[str, str, float, str, str | None]:
    """A round the player scored, from its row (numbers, target, seconds, played_at, answer)."""
    numbers, target, seconds, played_at, answer = row
    said = None if answer is None else str(answer)
    return str(numbers), str(target), float(seconds), str(played_at), said


def _place(row: Row) -> tuple[int, RoomPlace]:
    """A place in a game's standings, from its row (game_id, name, score, rounds_won)."""
    return int(row[0]), record_of(RoomPlace, row[1:])


def _score(row: Row) -> tuple[tuple[int, int], RoomScore]:
    """Who scored in a round, from its row (game_id, round, name, points, seconds, answer)."""
    return (int(row[0]), int(row[1])), record_of(RoomScore, row[2:])


def _round(row: Row) -> tuple[int, RoomRound]:
    """A round from its row (game_id and the columns of RoomRound, in order, but `scored`)."""
    return int(row[0]), record_of(RoomRound, row[1:])


def seat_of(key: str) -> str:
    """What the history keeps of the key a room gave the player: enough to know the seat again,
    not the key itself (a secret that takes the seat while the room is open); "" for no key.

    >>> seat_of("ZDNGJXGXVojemoFBSutMSg"), seat_of("")
    ('82f92cb02c79d459dafc025e31a0afdb', '')
    """
    return hashlib.sha256(key.encode()).hexdigest()[:32] if key else ""


def _insert(conn: sqlite3.Connection, game: RoomGame, played_at: str) -> int:
    """Insert a game, its standings, its rounds and who scored (inside a transaction); each
    table's columns are its record's fields. A game of a seat kept before takes that game's
    place: its rounds this one has not are kept with it (they come first), and it goes."""
    earlier = _earlier_game(conn, game.seat)
    game_id = _insert_game(conn, game, played_at)
    if earlier is not None:
        _take_rounds(conn, earlier, game_id)
        conn.execute(
            "UPDATE room_games SET finished = MAX(finished, "
            "(SELECT finished FROM room_games WHERE id = ?)) WHERE id = ?",
            (earlier, game_id),
        )
        conn.execute("DELETE FROM room_games WHERE id = ?", (earlier,))  # its rows go with it
    return game_id


def _earlier_game(conn: sqlite3.Connection, seat: str) -> int | None:
    """The game kept before of a seat (None: a room hosted, or the seat's first keeping)."""
    if not seat:
        return None
    row = conn.execute(
        "SELECT id FROM room_games WHERE seat = ? AND joined_as != '' ORDER BY id DESC LIMIT 1",
        (seat,),
    ).fetchone()
    return None if row is None else int(row[0])


def _take_rounds(conn: sqlite3.Connection, earlier: int, game_id: int) -> None:
    """The rounds of the game kept before (and who scored in them) that the new game has not
    become the new game's."""
    rounds = ", ".join(f.name for f in fields(RoomRound) if f.name != "scored")
    scores = ", ".join(f.name for f in fields(RoomScore))
    taken = "NOT IN (SELECT number FROM room_rounds WHERE game_id = :new)"
    conn.execute(
        f"INSERT INTO room_scores (game_id, round, {scores}) SELECT :new, round, {scores} "
        f"FROM room_scores WHERE game_id = :old AND round {taken} ORDER BY round, rowid",
        {"new": game_id, "old": earlier},
    )
    conn.execute(
        f"INSERT INTO room_rounds (game_id, {rounds}) SELECT :new, {rounds} "
        f"FROM room_rounds WHERE game_id = :old AND number {taken}",
        {"new": game_id, "old": earlier},
    )


def _insert_game(conn: sqlite3.Connection, game: RoomGame, played_at: str) -> int:
    """Insert a game, its standings, its rounds and who scored (inside a transaction)."""
    game_row = {
        "played_at": played_at,
        **columns_of(game, "standings", "played", "id", "played_at"),
    }
    game_id = insert_row(conn, "room_games", game_row).lastrowid
    assert game_id is not None
    for place, player in enumerate(game.standings, 1):
        insert_row(conn, "room_players", {"game_id": game_id, "place": place, **columns_of(player)})
    for played in game.played:
        insert_row(conn, "room_rounds", {"game_id": game_id, **columns_of(played, "scored")})
    for played in game.played:
        for score in played.scored:
            row = {"game_id": game_id, "round": played.number, **columns_of(score)}
            insert_row(conn, "room_scores", row)
    return game_id
